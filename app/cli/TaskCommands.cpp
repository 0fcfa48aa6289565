// SPDX-License-Identifier: GPL-3.0-or-later
#include "TaskCommands.h"

#include "cli/CliSupport.h"
#include "cli/EvidenceOptions.h"
#include "common/JsonUtil.h"
#include "eval/McqResultFile.h"
#include "eval/StatuteLibraryExport.h"
#include "eval/TaskDataset.h"
#include "eval/TaskReport.h"
#include "eval/TaskRunner.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "research/EvidenceArchive.h"
#include "research/RunBuilder.h"
#include "research/SourceFactory.h"
#include "settings/AppConfig.h"

#include <QCommandLineParser>
#include <QFileInfo>

using Json = nlohmann::json;

namespace lmars::cli {

namespace {

bool intValue(const QString& text, int low, int high, int* out)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < low || value > high)
        return false;
    *out = value;
    return true;
}

} // namespace

int TaskCommands::tasks(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Run LegalSearch-R1 or LegalAgentBench tasks through one condition and score "
                                        "each as its benchmark does; one JSON line per task."));
    parser.addHelpOption();
    const QCommandLineOption dataset(QStringLiteral("dataset"),
                                     tr("The tasks (JSON lines or array): LegalSearch-R1 (id, type, question, answer, "
                                        "system_prompt, task_prompt) or LegalAgentBench (question, answer, key, "
                                        "key_middle)."),
                                     tr("file"));
    const QCommandLineOption condition(QStringLiteral("condition"),
                                       tr("closed-book (the model alone), simple, multi or evidence (research first)."),
                                       tr("condition"), QStringLiteral("closed-book"));
    const QCommandLineOption types(QStringLiteral("types"), tr("Only these task types (comma-separated)."), tr("list"));
    const QCommandLineOption limit(QStringLiteral("limit"), tr("Only the first N tasks (after --types)."), tr("n"));
    const QCommandLineOption out(QStringLiteral("out"), tr("Results file (JSON lines); default tasks-CONDITION.jsonl."),
                                 tr("file"));
    const QCommandLineOption concurrency(QStringLiteral("concurrency"), tr("Tasks at once (1-16)."), tr("k"),
                                         QStringLiteral("1"));
    const QCommandLineOption sources(QStringLiteral("sources"),
                                     tr("Comma-separated sources: web, searxng, caselaw, local."), tr("list"));
    const QCommandLineOption provider(
        QStringLiteral("provider"), tr("Model provider: %1.").arg(llm::knownProviderNames().join(QStringLiteral(", "))),
        tr("provider"));
    const QCommandLineOption model(QStringLiteral("model"), tr("Model name."), tr("model"));
    const QCommandLineOption judgeModel(QStringLiteral("judge-model"),
                                        tr("The lcs judge's model (same provider); default: the evaluated model."),
                                        tr("model"));
    const QCommandLineOption asOf(QStringLiteral("as-of"),
                                  tr("The law as of this day (YYYY-MM-DD) for every task; default: the date each "
                                     "question states."),
                                  tr("date"));
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), tr("Folder of the databases."), tr("dir"));
    parser.addOptions(
        {dataset, condition, types, limit, out, concurrency, sources, provider, model, judgeModel, asOf, dataDir});
    const EvidenceOptions evidenceOptions;
    evidenceOptions.addTo(parser);
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;
    if (!parser.positionalArguments().isEmpty())
        return CliSupport::fail(ExitUsage, tr("unexpected argument \"%1\".").arg(parser.positionalArguments().first()));
    if (!parser.isSet(dataset))
        return CliSupport::fail(ExitUsage, tr("--dataset FILE is required."));
    eval::TaskRunOptions options;
    if (!eval::parseCondition(parser.value(condition), &options.condition) ||
        options.condition == eval::McqCondition::Library)
        return CliSupport::fail(ExitUsage, tr("--condition must be one of: closed-book, simple, multi, evidence."));
    int maxItems = -1;
    if (parser.isSet(limit) && !intValue(parser.value(limit), 1, 1000000, &maxItems))
        return CliSupport::fail(ExitUsage, tr("--limit must be a positive number."));
    if (!intValue(parser.value(concurrency), 1, 16, &options.concurrency))
        return CliSupport::fail(ExitUsage, tr("--concurrency must be a number from 1 to 16."));
    if (const int code = CliSupport::readAsOf(parser, asOf, &options.research.asOf); code >= 0)
        return code;
    auto requested =
        research::SourceFactory::parseChoices(parser.value(sources).split(QLatin1Char(','), Qt::SkipEmptyParts));
    if (!requested)
        return CliSupport::fail(ExitUsage, requested.error().toString());

    auto loaded = eval::TaskDataset::load(parser.value(dataset));
    if (!loaded)
        return CliSupport::fail(CliSupport::exitCodeFor(loaded.error()), loaded.error().toString());
    QList<eval::TaskItem> selected;
    const QStringList wanted = parser.value(types).toLower().split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const eval::TaskItem& item : loaded.value()) {
        if (wanted.isEmpty() || wanted.contains(item.type))
            selected << item;
    }
    if (selected.isEmpty())
        return CliSupport::fail(
            ExitUsage, tr("no task of the types %1 in %2.").arg(wanted.join(QLatin1Char(',')), parser.value(dataset)));
    if (maxItems > 0)
        selected = selected.mid(0, maxItems);
    const QString outPath = parser.isSet(out)
                                ? parser.value(out)
                                : QStringLiteral("tasks-%1.jsonl").arg(eval::conditionName(options.condition));

    settings::AppConfig config = CliSupport::loadConfig(parser.value(dataDir));
    QString error;
    if (parser.isSet(provider) && !config.overrideProvider(parser.value(provider), &error))
        return CliSupport::fail(ExitUsage, error);
    config.overrideModel(parser.value(model));
    if (const QString missing = config.missingLlmConfiguration(); !missing.isEmpty())
        return CliSupport::fail(ExitConfiguration, missing);
    auto archive = evidenceOptions.open(parser);
    if (!archive)
        return CliSupport::fail(CliSupport::exitCodeFor(archive.error()), archive.error().toString());
    auto http = std::make_shared<net::HttpClient>();
    options.builder = std::make_shared<research::RunBuilder>(config, requested.value(), archive.value(), http);
    if (parser.isSet(judgeModel)) {
        llm::LlmConfig judgeConfig = config.llm;
        judgeConfig.model = parser.value(judgeModel);
        options.judgeModel = [judgeConfig, http] {
            return llm::ChatModel::create(judgeConfig, http);
        };
    }
    if (eval::researchModeOf(options.condition)) {
        if (auto prepared = options.builder->prepare(); !prepared)
            return CliSupport::fail(CliSupport::exitCodeFor(prepared.error()), prepared.error().toString());
        const QStringList notes = options.builder->notes();
        for (const QString& note : notes)
            CliSupport::err(tr("note: %1").arg(note) + QLatin1Char('\n'));
    }

    CliSupport::err(tr("Evaluating %1 tasks of %2 · %3 · %4 · results in %5")
                        .arg(selected.size())
                        .arg(QFileInfo(parser.value(dataset)).fileName(), eval::conditionName(options.condition),
                             config.llm.model, outPath) +
                    QLatin1Char('\n'));
    CancelToken cancel;
    CliSupport::installInterruptHandler(cancel);
    eval::TaskRunner runner(options, http);
    int done = 0;
    auto summary = runner.run(selected, outPath, cancel, [&](const Json& line) {
        ++done;
        if (line.value("status", std::string()) != "ok")
            CliSupport::err(tr("[%1/%2] %3: failed: %4")
                                .arg(done)
                                .arg(selected.size())
                                .arg(json::field(line, "id"), json::field(line, "error")) +
                            QLatin1Char('\n'));
        else
            CliSupport::err(tr("[%1/%2] %3 (%4): score %5")
                                .arg(done)
                                .arg(selected.size())
                                .arg(json::field(line, "id"), json::field(line, "taskType"))
                                .arg(line["score"].is_number() ? line["score"].get<double>() : 0.0, 0, 'f', 3) +
                            QLatin1Char('\n'));
    });
    if (!summary)
        return CliSupport::fail(CliSupport::exitCodeFor(summary.error()), summary.error().toString());
    if (summary->cancelled) {
        CliSupport::err(tr("Cancelled. %1 results are in %2.").arg(summary->written).arg(outPath) + QLatin1Char('\n'));
        return ExitCancelled;
    }
    if (auto lines = eval::McqResultFile::readAll(outPath); lines) {
        const QList<eval::ResultSet> sets{{QFileInfo(outPath).fileName(), lines.value()}};
        CliSupport::out(eval::TaskReport::render(eval::TaskReport::summarize(sets), false));
    }
    if (summary->written > 0 && summary->failed == summary->written)
        return CliSupport::fail(ExitProvider,
                                tr("every task failed; first error: %1").arg(summary->firstError.summary));
    return ExitOk;
}

int TaskCommands::statuteLibrary(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Write statute articles with validity windows (LegalSearch-R1's "
                                        "derived/civil_code_articles.jsonl) as a library folder: one Markdown file "
                                        "per article with effective_from / effective_to."));
    parser.addHelpOption();
    const QCommandLineOption articles(QStringLiteral("articles"), tr("The articles (JSON lines)."), tr("file"));
    const QCommandLineOption out(QStringLiteral("out"), tr("The folder to write (created if missing)."), tr("dir"));
    parser.addOptions({articles, out});
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;
    if (!parser.isSet(articles) || !parser.isSet(out))
        return CliSupport::fail(ExitUsage, tr("--articles FILE and --out DIR are required."));
    auto summary = eval::StatuteLibraryExport::run(parser.value(articles), parser.value(out));
    if (!summary)
        return CliSupport::fail(CliSupport::exitCodeFor(summary.error()), summary.error().toString());
    CliSupport::out(tr("%1 articles written to %2 (%3 still in force). Index them with \"lmars-cli library index "
                       "--library %2\", then research over them with \"eval tasks --sources local\".")
                        .arg(summary->articles)
                        .arg(parser.value(out))
                        .arg(summary->inForce) +
                    QLatin1Char('\n'));
    return ExitOk;
}

} // namespace lmars::cli
