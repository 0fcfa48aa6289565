// SPDX-License-Identifier: GPL-3.0-or-later
#include "AskCommand.h"

#include "cli/CliSupport.h"
#include "cli/EvidenceOptions.h"
#include "cli/FollowUpPrompter.h"
#include "cli/ProgressPrinter.h"
#include "common/JsonUtil.h"
#include "export/MarkdownExport.h"
#include "export/VerificationSummary.h"
#include "library/Backends.h"
#include "llm/LlmConfig.h"
#include "model/ModePolicy.h"
#include "research/EvidenceArchive.h"
#include "research/RunBuilder.h"
#include "research/SourceFactory.h"
#include "settings/AppConfig.h"
#include "verify/AuthorityClassifier.h"

#include <QCommandLineParser>
#include <QFile>

namespace lmars::cli {

namespace {

const QStringList kModes{model::modeName(model::ResearchMode::Simple), model::modeName(model::ResearchMode::MultiTurn),
                         model::modeName(model::ResearchMode::Evidence)};

/// Parses an integer option within [low, high]; false when it is not one.
bool intOption(const QCommandLineParser& parser, const QCommandLineOption& option, int low, int high, int* out)
{
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < low || value > high)
        return false;
    *out = value;
    return true;
}

/// The summary line after a run: "Tokens: 12,345 in (9,000 cached) · 800 out (200 reasoning) · 5 model calls",
/// with " · cost $0.0123" when every model the run used has a price (LMARS_LLM_PRICES, Settings → Model).
QString usageLine(const model::ResearchState& state, const model::ModelPrices& prices)
{
    QString line = AskCommand::tr("Tokens: %1 · %n model call(s)", nullptr, state.usage.calls)
                       .arg(model::ModelPrices::describe(state.usage));
    if (const std::optional<double> cost = prices.costOf(state.modelCalls, state.settings.model))
        line += QStringLiteral(" · ") + AskCommand::tr("cost %1").arg(prices.format(*cost));
    return line;
}

} // namespace

int AskCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Research a legal question and print a cited answer."));
    parser.addHelpOption();
    const QCommandLineOption modeOption(
        QStringLiteral("mode"),
        tr("Research mode: simple (query, search, answer), multi (follow-up questions, then search, judge and "
           "refine until the evidence suffices), evidence (no model: ranked sources only)."),
        tr("mode"), model::modeName(model::ResearchMode::Simple));
    const QCommandLineOption formatOption(
        QStringLiteral("format"),
        tr("Answer format: standard (direct answer, key points, disclaimers) or irac (Issues, Rules, Application, "
           "Conclusion; in multi mode the facts, rules, application and common-sense steps run first)."),
        tr("format"), model::answerFormatName(model::AnswerFormat::Standard));
    const QCommandLineOption iterationsOption(QStringLiteral("max-iterations"),
                                              tr("Multi-turn: at most this many search rounds (1-10)."), tr("n"),
                                              QStringLiteral("3"));
    const QCommandLineOption noFollowUpsOption(QStringLiteral("no-followups"),
                                               tr("Multi-turn: do not ask clarifying questions."));
    const QCommandLineOption answersOption(QStringLiteral("answers-file"),
                                           tr("Multi-turn: answers to the clarifying questions (JSON array in question "
                                              "order, or object question → answer)."),
                                           tr("file"));
    const QCommandLineOption judgeModelOption(QStringLiteral("judge-model"),
                                              tr("Multi-turn: a separate model for the judge."), tr("model"));
    const QCommandLineOption pagesOption(QStringLiteral("pages"),
                                         tr("Multi-turn: web pages read in full per round (0-10)."), tr("n"),
                                         QStringLiteral("3"));
    const QCommandLineOption sourcesOption(
        QStringLiteral("sources"),
        tr("Comma-separated sources: web, searxng, caselaw, local, fedreg (Federal Register), ecfr (Code of Federal "
           "Regulations), uscode (U.S. Code), or all (default: web, caselaw and local when configured)."),
        tr("list"));
    const QCommandLineOption providerOption(
        QStringLiteral("provider"), tr("Model provider: %1.").arg(llm::knownProviderNames().join(QStringLiteral(", "))),
        tr("provider"));
    const QCommandLineOption modelOption(QStringLiteral("model"), tr("Model name."), tr("model"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print the trajectory document (JSON) instead of text."));
    const QCommandLineOption reasoningOption(QStringLiteral("reasoning"),
                                             tr("With --json: include the model's reasoning of every call."));
    const QCommandLineOption questionFileOption(QStringLiteral("question-file"), tr("Read the question from a file."),
                                                tr("file"));
    const QCommandLineOption dataDirOption(QStringLiteral("data-dir"), tr("Folder of the session database."),
                                           tr("dir"));
    const QCommandLineOption resultsOption(QStringLiteral("max-results"), tr("Results per query and source (1-50)."),
                                           tr("n"), QStringLiteral("10"));
    const QCommandLineOption asOfOption(QStringLiteral("as-of"),
                                        tr("The law as of this day (YYYY-MM-DD): your documents valid then, opinions "
                                           "filed by then, and the agents told the date."),
                                        tr("date"));
    const QCommandLineOption jurisdictionOption(
        QStringLiteral("jurisdiction"),
        tr("The jurisdiction whose law applies, for example \"California\" or \"U.S. federal\"; it wins over the "
           "one the agents infer."),
        tr("name"));
    const QCommandLineOption noVerifyOption(
        QStringLiteral("no-verify"),
        tr("Do not check the answer's citations, quotations and cited claims against the sources (and do not revise "
           "it)."));
    const QCommandLineOption matterOption(
        QStringLiteral("matter"),
        tr("File the session under this matter (on the firm server: a matter you are a member of); the library "
           "source then searches only its documents."),
        tr("name"));
    const QCommandLineOption forumOption(
        QStringLiteral("forum"),
        tr("The court the research is for (a courts-db id such as cal, calctapp, cand or ca9, or the court's name): "
           "each verified case is marked binding, persuasive or not precedential there. Without it, the "
           "jurisdiction suggests one."),
        tr("court"));
    const QCommandLineOption noTreatmentOption(
        QStringLiteral("no-treatment"),
        tr("After the checks, do not look for later negative treatment of the verified cases (CourtListener's citing "
           "opinions, a few requests a minute on its free tier)."));
    parser.addOptions({asOfOption, jurisdictionOption, reasoningOption, noVerifyOption, noTreatmentOption, matterOption,
                       forumOption});
    parser.addOptions({modeOption, formatOption, sourcesOption, providerOption, modelOption, jsonOption,
                       questionFileOption, dataDirOption, resultsOption, iterationsOption, noFollowUpsOption,
                       answersOption, judgeModelOption, pagesOption});
    const EvidenceOptions evidenceOptions;
    evidenceOptions.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("question"), tr("The legal question."), tr("QUESTION"));
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;

    QString question = parser.positionalArguments().join(QLatin1Char(' ')).trimmed();
    if (parser.isSet(questionFileOption)) {
        QFile file(parser.value(questionFileOption));
        if (!file.open(QIODevice::ReadOnly))
            return CliSupport::fail(ExitUsage, tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
        question = QString::fromUtf8(file.readAll()).trimmed();
    }
    if (question.isEmpty())
        return CliSupport::fail(ExitUsage, tr("no question given. Usage: lmars-cli ask \"Your legal question\""));
    if (question.size() > 20000)
        return CliSupport::fail(ExitUsage,
                                tr("the question is too long (%1 characters; at most 20000).").arg(question.size()));

    model::ResearchMode mode = model::ResearchMode::Simple;
    if (!model::parseMode(parser.value(modeOption), &mode))
        return CliSupport::fail(
            ExitUsage,
            tr("unknown mode \"%1\". Available: %2.").arg(parser.value(modeOption), kModes.join(QStringLiteral(", "))));
    research::ResearchOptions options;
    options.mode = mode;
    if (!model::parseAnswerFormat(parser.value(formatOption), &options.answerFormat))
        return CliSupport::fail(ExitUsage, tr("unknown answer format \"%1\". Available: %2.")
                                               .arg(parser.value(formatOption),
                                                    QStringList{model::answerFormatName(model::AnswerFormat::Standard),
                                                                model::answerFormatName(model::AnswerFormat::Irac)}
                                                        .join(QStringLiteral(", "))));
    if (!model::ModePolicy::writesAnswer(mode) && options.answerFormat != model::AnswerFormat::Standard) {
        CliSupport::err(tr("note: --format is ignored in evidence mode, which writes no answer.") + QLatin1Char('\n'));
        options.answerFormat = model::AnswerFormat::Standard;
    }
    if (!intOption(parser, resultsOption, 1, 50, &options.maxResultsPerQuery))
        return CliSupport::fail(ExitUsage, tr("--max-results must be a number from 1 to 50."));
    if (!intOption(parser, iterationsOption, 1, 10, &options.maxIterations))
        return CliSupport::fail(ExitUsage, tr("--max-iterations must be a number from 1 to 10."));
    if (!intOption(parser, pagesOption, 0, 10, &options.pagesToRead))
        return CliSupport::fail(ExitUsage, tr("--pages must be a number from 0 to 10."));
    options.askFollowUps = !parser.isSet(noFollowUpsOption);
    options.verify = !parser.isSet(noVerifyOption);
    options.laterTreatment = !parser.isSet(noTreatmentOption);
    options.matter = parser.value(matterOption).simplified();
    if (const int code = CliSupport::readAsOf(parser, asOfOption, &options.asOf); code >= 0)
        return code;
    if (parser.isSet(jurisdictionOption)) {
        options.jurisdiction = parser.value(jurisdictionOption).simplified();
        if (options.jurisdiction.isEmpty())
            return CliSupport::fail(ExitUsage, tr("--jurisdiction needs a name, for example \"California\"."));
    }
    if (parser.isSet(forumOption)) {
        options.forum = parser.value(forumOption).simplified();
        QString unknown;
        verify::AuthorityClassifier::forForum(options.forum, {}, &unknown);
        if (!unknown.isEmpty() || options.forum.isEmpty())
            return CliSupport::fail(ExitUsage, unknown.isEmpty() ? tr("--forum needs a court.") : unknown);
    }
    FollowUpPrompter prompter;
    if (parser.isSet(answersOption)) {
        QString answersError;
        if (!prompter.loadAnswersFile(parser.value(answersOption), &answersError))
            return CliSupport::fail(ExitUsage, answersError);
    }

    settings::AppConfig config = CliSupport::loadConfig(parser.value(dataDirOption));
    QString error;
    if (parser.isSet(providerOption) && !config.overrideProvider(parser.value(providerOption), &error))
        return CliSupport::fail(ExitUsage, error);
    config.overrideModel(parser.value(modelOption));
    if (parser.isSet(judgeModelOption))
        config.judgeModel = parser.value(judgeModelOption);
    options.verify = options.verify && config.verify; // LMARS_VERIFY=false turns the checks off for every run
    const bool needsModel = model::ModePolicy::needsModel(mode);
    if (auto usable = research::RunBuilder::checkModel(config, mode); !usable)
        return CliSupport::fail(ExitConfiguration, usable.error().toString());

    QList<model::SourceChoice> requested;
    if (parser.isSet(sourcesOption)) {
        auto parsed = research::SourceFactory::parseChoices(
            parser.value(sourcesOption).split(QLatin1Char(','), Qt::SkipEmptyParts));
        if (!parsed)
            return CliSupport::fail(ExitUsage, parsed.error().toString());
        requested = parsed.value();
        if (requested.isEmpty())
            return CliSupport::fail(
                ExitUsage, tr("--sources needs at least one of: %1.")
                               .arg(model::sourceChoiceNames(model::allSourceChoices()).join(QStringLiteral(", "))));
    }
    auto archive = evidenceOptions.open(parser);
    if (!archive)
        return CliSupport::fail(CliSupport::exitCodeFor(archive.error()), archive.error().toString());
    research::RunBuilder builder(config, requested, archive.value());
    if (auto prepared = builder.prepare(); !prepared)
        return CliSupport::fail(CliSupport::exitCodeFor(prepared.error()), prepared.error().toString());
    const QStringList notes = builder.notes();
    for (const QString& note : notes)
        CliSupport::err(tr("note: %1").arg(note) + QLatin1Char('\n'));
    if (!config.pricesError.isEmpty())
        CliSupport::err(tr("note: no cost is shown for the prices that could not be read: %1").arg(config.pricesError) +
                        QLatin1Char('\n'));

    std::unique_ptr<store::Backends> backends = CliSupport::openBackends(config);
    if (!backends)
        return ExitConfiguration;

    builder.recordInto(&backends->sessions());
    auto built = builder.build(question, options, &prompter);
    if (!built)
        return CliSupport::fail(CliSupport::exitCodeFor(built.error()), built.error().toString());
    research::ResearchRun& run = *built->run;
    const std::shared_ptr<research::EvidenceMisses> misses = built->misses;
    ProgressPrinter progress;
    run.addObserver(&progress);

    CliSupport::err(
        tr("Session %1 · %2 · sources: %3")
            .arg(run.state().id,
                 needsModel ? QStringLiteral("%1 (%2)").arg(config.llm.model, llm::providerName(config.llm.provider))
                            : tr("evidence only, no model"),
                 run.state().settings.sources.join(QStringLiteral(", "))) +
        QLatin1Char('\n'));

    CancelToken cancel;
    CliSupport::installInterruptHandler(cancel);
    const Result<void> outcome = run.run(cancel);
    if (const QString unsaved = built->save(); !unsaved.isEmpty())
        CliSupport::err(tr("warning: the session could not be saved completely: %1").arg(unsaved) + QLatin1Char('\n'));
    else if (backends->kind() == store::BackendKind::Server && !backends->lastPushError().isEmpty())
        CliSupport::err(tr("note: session %1 is kept on this computer, not yet on the firm server: %2")
                            .arg(run.state().id, backends->lastPushError()) +
                        QLatin1Char('\n'));

    if (needsModel)
        CliSupport::err(usageLine(run.state(), config.prices) + QLatin1Char('\n'));

    if (parser.isSet(jsonOption))
        CliSupport::out(
            QString::fromUtf8(json::dump(
                parser.isSet(reasoningOption) ? run.state().toJson() : run.state().toJsonWithoutReasoning(), 2)) +
            QLatin1Char('\n'));
    else if (!run.state().answer.markdown.isEmpty() || !run.state().sources.isEmpty()) {
        if (run.state().status == model::RunStatus::Incomplete)
            CliSupport::out(tr("INCOMPLETE ANSWER — the model stopped with an error after this part was written: %1")
                                .arg(run.state().answer.incompleteReason) +
                            QStringLiteral("\n\n"));
        CliSupport::out(exporting::MarkdownExport::answer(run.state()));
        if (const QString summary = exporting::VerificationSummary::terminal(run.state().verification);
            !summary.isEmpty())
            CliSupport::out(QLatin1Char('\n') + summary);
    }

    if (const QStringList missed = misses->list(); !missed.isEmpty() && (outcome || !outcome.error().isCancelled())) {
        const Error missError = EvidenceOptions::missError(missed);
        return CliSupport::fail(CliSupport::exitCodeFor(missError), missError.toString());
    }
    const model::Answer& answer = run.state().answer;
    if (run.state().status == model::RunStatus::Incomplete) {
        // The partial answer is printed and saved; the run did not produce a whole one.
        return CliSupport::fail(ExitIncomplete,
                                tr("The answer above is incomplete: the model stopped with an error after part of it "
                                   "was written (%1). It is saved in session %2; run the question again for a "
                                   "complete answer.")
                                    .arg(answer.incompleteReason, run.state().id));
    }
    if (outcome && answer.truncated)
        CliSupport::err(tr("warning: the answer above was cut off at the model's output limit (LMARS_LLM_MAX_TOKENS) "
                           "and may end mid-sentence.") +
                        QLatin1Char('\n'));
    if (outcome)
        return ExitOk;
    if (outcome.error().isCancelled()) {
        CliSupport::err(tr("Cancelled. What was found so far is saved in session %1.").arg(run.state().id) +
                        QLatin1Char('\n'));
        return ExitCancelled;
    }
    if (const QString hint = research::RunBuilder::errorHint(outcome.error(), run.state(), config,
                                                             research::RunBuilder::Audience::CommandLine);
        !hint.isEmpty())
        CliSupport::err(hint + QLatin1Char('\n'));
    return CliSupport::fail(CliSupport::exitCodeFor(outcome.error()), outcome.error().toString());
}

} // namespace lmars::cli
