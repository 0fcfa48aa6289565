// SPDX-License-Identifier: GPL-3.0-or-later
#include "McqCommands.h"

#include "cli/CliSupport.h"
#include "cli/EvidenceOptions.h"
#include "common/JsonUtil.h"
#include "eval/CaseLibrary.h"
#include "eval/EvalReport.h"
#include "eval/McqDataset.h"
#include "eval/McqResultFile.h"
#include "eval/McqRunner.h"
#include "eval/TaskReport.h"
#include "net/HttpClient.h"
#include "research/EvidenceArchive.h"
#include "research/RunBuilder.h"
#include "research/SourceFactory.h"
#include "settings/AppConfig.h"

#include <QCommandLineParser>
#include <QDir>
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

QString progressLine(const Json& line, int done, int total)
{
    const QString id = json::field(line, "id");
    const double seconds = line.value("latencyMs", 0.0) / 1000.0;
    if (line.value("status", std::string()) != "ok")
        return McqCommands::tr("[%1/%2] %3: failed: %4\n").arg(done).arg(total).arg(id, json::field(line, "error"));
    const QString predicted = json::field(line, "predicted", McqCommands::tr("unparseable"));
    return McqCommands::tr("[%1/%2] %3: %4 (gold %5) %6, %7 s\n")
        .arg(done)
        .arg(total)
        .arg(id, predicted, json::field(line, "gold"),
             line.value("correct", false) ? McqCommands::tr("right") : McqCommands::tr("wrong"))
        .arg(seconds, 0, 'f', 1);
}

} // namespace

int McqCommands::mcq(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Run a LegalSearchQA- or MASLegalBench-format multiple-choice set through one condition and write one "
           "JSON line per question."));
    parser.addHelpOption();
    const QCommandLineOption dataset(QStringLiteral("dataset"),
                                     tr("The questions (JSON array: id, question, choices, gold; or MASLegalBench's "
                                        "JSON lines: qid, question, options, correct_answer)."),
                                     tr("file"));
    const QCommandLineOption condition(QStringLiteral("condition"),
                                       tr("closed-book (the model alone), simple, multi (multi-turn, no follow-ups "
                                          "unless an item has \"answers\"), evidence (search only) or library (the "
                                          "library search over the benchmark's corpus)."),
                                       tr("condition"));
    const QCommandLineOption limit(QStringLiteral("limit"), tr("Only the first N questions."), tr("n"));
    const QCommandLineOption out(QStringLiteral("out"), tr("Results file (JSON lines); default mcq-CONDITION.jsonl."),
                                 tr("file"));
    const QCommandLineOption resume(QStringLiteral("resume"), tr("Skip the questions already in the results file."));
    const QCommandLineOption concurrency(QStringLiteral("concurrency"), tr("Questions at once (1-16)."), tr("k"),
                                         QStringLiteral("1"));
    const QCommandLineOption judge(QStringLiteral("judge"), tr("Rate every answer with an LLM judge."));
    const QCommandLineOption judgeModel(QStringLiteral("judge-model"),
                                        tr("The LLM judge's model (same provider); default: the evaluated model."),
                                        tr("model"));
    const QCommandLineOption sources(
        QStringLiteral("sources"),
        tr("Comma-separated sources: web, searxng, caselaw, local, fedreg, ecfr, uscode, or all."), tr("list"));
    const QCommandLineOption provider(
        QStringLiteral("provider"), tr("Model provider: %1.").arg(llm::knownProviderNames().join(QStringLiteral(", "))),
        tr("provider"));
    const QCommandLineOption model(QStringLiteral("model"), tr("Model name."), tr("model"));
    const QCommandLineOption maxResults(QStringLiteral("max-results"), tr("Results per query and source (1-50)."),
                                        tr("n"), QStringLiteral("10"));
    const QCommandLineOption iterations(QStringLiteral("max-iterations"), tr("Multi-turn: search rounds (1-10)."),
                                        tr("n"), QStringLiteral("3"));
    const QCommandLineOption pages(QStringLiteral("pages"), tr("Multi-turn: pages read per round (0-10)."), tr("n"),
                                   QStringLiteral("3"));
    const QCommandLineOption asOf(QStringLiteral("as-of"), tr("The law as of this day (YYYY-MM-DD)."), tr("date"));
    const QCommandLineOption jurisdiction(QStringLiteral("jurisdiction"),
                                          tr("The jurisdiction whose law applies, for every question (else an "
                                             "item's own \"jurisdiction\" field)."),
                                          tr("name"));
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), tr("Folder of the databases."), tr("dir"));
    const QCommandLineOption corpus(QStringLiteral("corpus"),
                                    tr("Library condition: the benchmark's passages (JSON lines: doc_id, source, "
                                       "type, text); default corpus.jsonl beside the dataset."),
                                    tr("file"));
    const QCommandLineOption roles(QStringLiteral("roles"),
                                   tr("Library condition: the roles whose passages can be retrieved, from F (facts), "
                                      "LR (legal rules), AR (alignment), CS (common sense)."),
                                   tr("list"), QStringLiteral("F,LR,AR,CS"));
    const QCommandLineOption passages(QStringList{QStringLiteral("k"), QStringLiteral("passages")},
                                      tr("Library condition: passages per question (1-50)."), tr("n"),
                                      QStringLiteral("3"));
    parser.addOptions({dataset,    condition,    limit,    out,    resume,     concurrency, judge,
                       judgeModel, sources,      provider, model,  maxResults, iterations,  pages,
                       asOf,       jurisdiction, dataDir,  corpus, roles,      passages});
    const EvidenceOptions evidenceOptions;
    evidenceOptions.addTo(parser);
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;
    if (!parser.positionalArguments().isEmpty())
        return CliSupport::fail(ExitUsage, tr("unexpected argument \"%1\".").arg(parser.positionalArguments().first()));
    if (!parser.isSet(dataset))
        return CliSupport::fail(ExitUsage, tr("--dataset FILE is required."));
    eval::McqRunOptions options;
    if (!eval::parseCondition(parser.value(condition), &options.condition))
        return CliSupport::fail(
            ExitUsage, tr("--condition must be one of: %1.").arg(eval::conditionNames().join(QStringLiteral(", "))));
    int maxItems = -1;
    if (parser.isSet(limit) && !intValue(parser.value(limit), 1, 1000000, &maxItems))
        return CliSupport::fail(ExitUsage, tr("--limit must be a positive number."));
    if (!intValue(parser.value(concurrency), 1, 16, &options.concurrency))
        return CliSupport::fail(ExitUsage, tr("--concurrency must be a number from 1 to 16."));
    if (!intValue(parser.value(maxResults), 1, 50, &options.research.maxResultsPerQuery) ||
        !intValue(parser.value(iterations), 1, 10, &options.research.maxIterations) ||
        !intValue(parser.value(pages), 0, 10, &options.research.pagesToRead))
        return CliSupport::fail(ExitUsage, tr("--max-results (1-50), --max-iterations (1-10) and --pages (0-10) need "
                                              "numbers in range."));
    if (const int code = CliSupport::readAsOf(parser, asOf, &options.research.asOf); code >= 0)
        return code;
    if (parser.isSet(jurisdiction)) {
        options.research.jurisdiction = parser.value(jurisdiction).simplified();
        if (options.research.jurisdiction.isEmpty())
            return CliSupport::fail(ExitUsage, tr("--jurisdiction needs a name, for example \"California\"."));
    }
    options.judge = parser.isSet(judge);
    QList<eval::PassageRole> passageRoles;
    if (QString problem; !eval::PassageRoles::parse(parser.value(roles), &passageRoles, &problem))
        return CliSupport::fail(ExitUsage, QStringLiteral("--roles: %1").arg(problem));
    if (!intValue(parser.value(passages), 1, 50, &options.passagesPerQuestion))
        return CliSupport::fail(ExitUsage, tr("-k must be a number of passages from 1 to 50."));
    const bool libraryCondition = options.condition == eval::McqCondition::Library;
    if (!libraryCondition && (parser.isSet(corpus) || parser.isSet(roles) || parser.isSet(passages)))
        return CliSupport::fail(ExitUsage, tr("--corpus, --roles and -k apply only to --condition library."));
    auto requested =
        research::SourceFactory::parseChoices(parser.value(sources).split(QLatin1Char(','), Qt::SkipEmptyParts));
    if (!requested)
        return CliSupport::fail(ExitUsage, requested.error().toString());

    auto items = eval::McqDataset::load(parser.value(dataset));
    if (!items)
        return CliSupport::fail(CliSupport::exitCodeFor(items.error()), items.error().toString());
    QList<eval::McqItem> selected = items.value();
    if (maxItems > 0)
        selected = selected.mid(0, maxItems);
    const QString outPath = parser.isSet(out)
                                ? parser.value(out)
                                : QStringLiteral("mcq-%1.jsonl").arg(eval::conditionName(options.condition));

    settings::AppConfig config = CliSupport::loadConfig(parser.value(dataDir));
    QString error;
    if (parser.isSet(provider) && !config.overrideProvider(parser.value(provider), &error))
        return CliSupport::fail(ExitUsage, error);
    config.overrideModel(parser.value(model));
    if (const QString missing = config.missingLlmConfiguration(); !missing.isEmpty())
        return CliSupport::fail(ExitConfiguration, missing);
    if (parser.isSet(judgeModel)) {
        llm::LlmConfig judgeConfig = config.llm;
        judgeConfig.model = parser.value(judgeModel);
        options.judgeLlm = judgeConfig;
    }

    auto archive = evidenceOptions.open(parser);
    if (!archive)
        return CliSupport::fail(CliSupport::exitCodeFor(archive.error()), archive.error().toString());
    auto http = std::make_shared<net::HttpClient>();
    options.builder = std::make_shared<research::RunBuilder>(config, requested.value(), archive.value(), http);
    if (eval::researchModeOf(options.condition)) {
        // Every question uses the same sources (they are thread-safe): created, or checked in the replay, once.
        if (auto prepared = options.builder->prepare(); !prepared)
            return CliSupport::fail(CliSupport::exitCodeFor(prepared.error()), prepared.error().toString());
        const QStringList notes = options.builder->notes();
        for (const QString& note : notes)
            CliSupport::err(tr("note: %1").arg(note) + QLatin1Char('\n'));
    }

    if (libraryCondition) {
        const QString corpusPath =
            parser.isSet(corpus) ? parser.value(corpus)
                                 : QFileInfo(parser.value(dataset)).dir().filePath(QStringLiteral("corpus.jsonl"));
        CliSupport::err(tr("Indexing the passages of %1 (roles %2) into a temporary library...")
                            .arg(corpusPath, parser.value(roles).toUpper()) +
                        QLatin1Char('\n'));
        auto library = eval::CaseLibrary::build(corpusPath, passageRoles);
        if (!library)
            return CliSupport::fail(CliSupport::exitCodeFor(library.error()), library.error().toString());
        options.library = library.value();
        CliSupport::err(tr("%1 passages indexed.").arg(options.library->passageCount()) + QLatin1Char('\n'));
    }
    CliSupport::err(tr("Evaluating %1 questions of %2 · %3 · %4 (%5) · results in %6\n")
                        .arg(selected.size())
                        .arg(QFileInfo(parser.value(dataset)).fileName(), eval::conditionName(options.condition),
                             config.llm.model, llm::providerName(config.llm.provider), outPath));
    CancelToken cancel;
    CliSupport::installInterruptHandler(cancel);
    eval::McqRunner runner(options, http);
    int done = 0;
    if (parser.isSet(resume)) {
        const QSet<QString> ids = eval::McqResultFile::doneIds(outPath, eval::conditionName(options.condition));
        for (const eval::McqItem& item : std::as_const(selected))
            done += ids.contains(item.id) ? 1 : 0;
    }
    auto summary = runner.run(selected, outPath, parser.isSet(resume), cancel, [&](const Json& line) {
        CliSupport::err(progressLine(line, ++done, int(selected.size())));
    });
    if (!summary)
        return CliSupport::fail(CliSupport::exitCodeFor(summary.error()), summary.error().toString());
    const eval::McqRunSummary& s = summary.value();
    if (s.skipped > 0)
        CliSupport::err(tr("%1 questions were already in %2 and were skipped.\n").arg(s.skipped).arg(outPath));
    if (s.cancelled) {
        CliSupport::err(
            tr("Cancelled. %1 results are in %2; run again with --resume to continue.\n").arg(s.written).arg(outPath));
        return ExitCancelled;
    }
    if (auto lines = eval::McqResultFile::readAll(outPath); lines) {
        QList<eval::ResultSet> sets{{QFileInfo(outPath).fileName(), lines.value()}};
        CliSupport::out(eval::EvalReport::renderText(eval::EvalReport::summarize(sets, selected)));
    }
    if (s.replayMisses > 0)
        return CliSupport::fail(ExitConfiguration,
                                tr("%1 question(s) failed because the replay lacks recorded responses; first: %2")
                                    .arg(s.replayMisses)
                                    .arg(s.firstError.summary));
    if (s.written > 0 && s.failed == s.written)
        return CliSupport::fail(ExitProvider, tr("every question failed; first error: %1").arg(s.firstError.summary));
    return ExitOk;
}

int McqCommands::report(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Summarize eval result files side by side."));
    parser.addHelpOption();
    const QCommandLineOption markdown(QStringLiteral("markdown"), tr("Print Markdown tables."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the summary as JSON."));
    const QCommandLineOption dataset(QStringLiteral("dataset"),
                                     tr("The dataset, for the majority-class baseline (default: the results' gold "
                                        "letters)."),
                                     tr("file"));
    parser.addOptions({markdown, json, dataset});
    parser.addPositionalArgument(QStringLiteral("results"), tr("Result files (JSON lines)."),
                                 tr("results.jsonl [more.jsonl ...]"));
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return CliSupport::fail(ExitUsage, tr("name at least one results file."));
    QList<eval::ResultSet> sets;
    for (const QString& file : files) {
        int skipped = 0;
        auto lines = eval::McqResultFile::readAll(file, &skipped);
        if (!lines)
            return CliSupport::fail(ExitUsage, lines.error().toString());
        if (skipped > 0)
            CliSupport::err(tr("note: %1 damaged line(s) in %2 were skipped.\n").arg(skipped).arg(file));
        sets.append({QFileInfo(file).fileName(), lines.value()});
    }
    QList<eval::McqItem> items;
    if (parser.isSet(dataset)) {
        auto loaded = eval::McqDataset::load(parser.value(dataset));
        if (!loaded)
            return CliSupport::fail(ExitUsage, loaded.error().toString());
        items = loaded.value();
    }
    // Multiple-choice lines and open-answer task lines (eval tasks) are summarized apart, then shown together.
    QList<eval::ResultSet> mcqSets, taskSets;
    for (const eval::ResultSet& set : std::as_const(sets)) {
        eval::ResultSet mcq{set.label, {}}, task{set.label, {}};
        for (const Json& line : set.lines)
            (eval::TaskReport::isTaskLine(line) ? task : mcq).lines.append(line);
        if (!mcq.lines.isEmpty())
            mcqSets << mcq;
        if (!task.lines.isEmpty())
            taskSets << task;
    }
    // The cost per condition, when the models have prices (Settings → Model, LMARS_LLM_PRICES).
    const settings::AppConfig config = CliSupport::loadConfig(QString());
    Json summary = mcqSets.isEmpty() ? Json::object() : eval::EvalReport::summarize(mcqSets, items, config.prices);
    if (!taskSets.isEmpty())
        summary["tasks"] = eval::TaskReport::summarize(taskSets);
    if (parser.isSet(json)) {
        CliSupport::out(QString::fromUtf8(lmars::json::dump(summary, 2)) + QLatin1Char('\n'));
        return ExitOk;
    }
    QString text;
    if (!mcqSets.isEmpty())
        text +=
            parser.isSet(markdown) ? eval::EvalReport::renderMarkdown(summary) : eval::EvalReport::renderText(summary);
    if (!taskSets.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) +
                eval::TaskReport::render(summary["tasks"], parser.isSet(markdown));
    CliSupport::out(text);
    return ExitOk;
}

} // namespace lmars::cli
