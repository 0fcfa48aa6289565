// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResearchRun.h"

#include "agents/JudgeAgent.h"
#include "agents/QueryAgent.h"
#include "agents/SummaryAgent.h"
#include "common/JsonUtil.h"
#include "eval/UScore.h"
#include "llm/ChatModel.h"
#include "research/EvidenceRanker.h"
#include "research/PageReadStage.h"
#include "research/ParallelSearch.h"
#include "research/ResearchLog.h"
#include "search/SearchSource.h"

#include <QUuid>

namespace lmars::research {

ResearchRun::ResearchRun(QString question, ResearchOptions options, std::shared_ptr<llm::ChatModel> model,
                         QList<std::shared_ptr<search::SearchSource>> sources)
    : m_options(std::move(options)), m_model(std::move(model)), m_sources(std::move(sources))
{
    m_options.maxIterations = qBound(1, m_options.maxIterations, 10);
    m_options.pagesToRead = qBound(0, m_options.pagesToRead, 20);
    m_options.jurisdiction = m_options.jurisdiction.simplified();
    m_state.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_state.question = question.trimmed();
    m_state.mode = m_options.mode;
    nlohmann::json sourceNames = nlohmann::json::array();
    for (const auto& s : m_sources)
        sourceNames.push_back(json::str(search::sourceTypeName(s->type())));
    m_state.settings["sources"] = sourceNames;
    m_state.settings["maxResultsPerQuery"] = m_options.maxResultsPerQuery;
    if (!m_options.asOfDate.isEmpty())
        m_state.settings["asOfDate"] = json::str(m_options.asOfDate);
    if (!m_options.jurisdiction.isEmpty())
        m_state.settings["jurisdiction"] = json::str(m_options.jurisdiction);
    if (m_options.mode == QLatin1String("multi")) {
        m_state.settings["maxIterations"] = m_options.maxIterations;
        m_state.settings["pagesToRead"] = m_options.pagesToRead;
        m_state.settings["followUps"] = m_options.askFollowUps;
    }
    if (m_model && m_options.mode != QLatin1String("evidence")) {
        const llm::LlmConfig& config = m_model->config();
        m_state.settings["provider"] = json::str(llm::providerName(config.provider));
        m_state.settings["model"] = json::str(config.model);
        m_state.settings["baseUrl"] = json::str(config.baseUrl.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery));
    }
}

ResearchRun::~ResearchRun() = default;

void ResearchRun::addObserver(ResearchObserver* observer)
{
    if (observer)
        m_observers.append(observer);
}

void ResearchRun::setJudgeModel(std::shared_ptr<llm::ChatModel> model)
{
    m_judgeModel = std::move(model);
    if (m_judgeModel && m_options.mode == QLatin1String("multi"))
        m_state.settings["judgeModel"] = json::str(m_judgeModel->config().model);
}

void ResearchRun::setFollowUpResponder(FollowUpResponder* responder)
{
    m_responder = responder;
}

void ResearchRun::setPageReader(std::shared_ptr<search::PageFetcher> reader)
{
    m_pageReader = std::move(reader);
}

void ResearchRun::emitEvent(ResearchEvent event)
{
    event.elapsedMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    m_state.totalMs = event.elapsedMs;
    for (ResearchObserver* observer : std::as_const(m_observers))
        observer->onEvent(event, m_state);
}

void ResearchRun::stageStarted(const QString& stage, int iteration)
{
    ResearchEvent e;
    e.type = ResearchEvent::Type::StageStarted;
    e.stage = stage;
    e.iteration = iteration;
    emitEvent(e);
}

void ResearchRun::stageFinished(const QString& stage, qint64 ms, int iteration)
{
    m_state.stages.append({iteration > 0 ? QStringLiteral("%1#%2").arg(stage).arg(iteration) : stage, ms});
    syncUsage();
    ResearchEvent e;
    e.type = ResearchEvent::Type::StageFinished;
    e.stage = stage;
    e.iteration = iteration;
    e.ms = ms;
    emitEvent(e);
}

void ResearchRun::recordError(const QString& stage, const QString& source, const QString& message)
{
    m_state.errors.append({stage, source, message});
    ResearchEvent e;
    e.type = ResearchEvent::Type::Error;
    e.stage = stage;
    e.source = source;
    e.text = message;
    emitEvent(e);
}

void ResearchRun::syncUsage()
{
    llm::UsageTotals total;
    for (const auto& model : {m_model, m_judgeModel}) {
        if (!model || (model == m_judgeModel && m_judgeModel == m_model))
            continue;
        const llm::UsageTotals u = model->usageTotals();
        total.calls += u.calls;
        total.promptTokens += u.promptTokens;
        total.completionTokens += u.completionTokens;
    }
    m_state.usage = total;
}

QStringList ResearchRun::allowedQueryTypes() const
{
    QStringList types;
    for (const auto& s : m_sources) {
        const QString t = s->type() == search::SourceType::CaseLaw ? QStringLiteral("case_law")
                          : s->type() == search::SourceType::Local ? QStringLiteral("local_documents")
                                                                   : QStringLiteral("web_search");
        if (!types.contains(t))
            types << t;
    }
    return types;
}

QStringList ResearchRun::queriesRun() const
{
    QStringList out;
    for (const Iteration& it : m_state.iterations) {
        for (const IssuedQuery& q : it.queries) {
            if (!out.contains(q.text))
                out << q.text;
        }
    }
    return out;
}

Result<void> ResearchRun::finishWith(const QString& status, const Error& error)
{
    m_state.status = status;
    m_state.finishedAt = QDateTime::currentDateTimeUtc();
    syncUsage();
    ResearchEvent e;
    e.type = ResearchEvent::Type::Finished;
    e.text = status;
    emitEvent(e);
    if (status == QLatin1String("finished"))
        return {};
    return error;
}

Result<void> ResearchRun::run(const CancelToken& cancel)
{
    m_clock.start();
    m_state.startedAt = QDateTime::currentDateTimeUtc();
    m_state.status = QStringLiteral("running");
    const bool multi = m_options.mode == QLatin1String("multi");
    const bool evidence = m_options.mode == QLatin1String("evidence");

    if (!m_model && !evidence)
        return finishWith(QStringLiteral("failed"), Error(ErrorKind::Configuration, tr("No model is configured.")));
    if (m_sources.isEmpty()) {
        const Error error(ErrorKind::Configuration, tr("No search source is enabled."));
        recordError(QStringLiteral("search"), {}, error.summary);
        return finishWith(QStringLiteral("failed"), error);
    }

    const Error cancelled(ErrorKind::Cancelled, tr("The research was cancelled."));
    auto stop = [&](const Error& error, const QString& stage) {
        if (error.isCancelled() || cancel.isCancelled())
            return finishWith(QStringLiteral("cancelled"), cancelled);
        recordError(stage, {}, error.toString());
        return finishWith(QStringLiteral("failed"), error);
    };

    if (evidence) {
        if (auto r = runEvidence(cancel); !r)
            return stop(r.error(), QStringLiteral("search"));
        return finishWith(QStringLiteral("finished"), {});
    }

    if (multi && m_options.askFollowUps) {
        if (auto r = runFollowUps(cancel); !r)
            return stop(r.error(), QStringLiteral("followups"));
    }
    if (auto r = runQueryStage(cancel); !r)
        return stop(r.error(), QStringLiteral("query"));

    QList<PlannedQuery> queries = m_state.plannedQueries;
    const int iterations = multi ? m_options.maxIterations : 1;
    for (int i = 1; i <= iterations; ++i) {
        if (cancel.isCancelled())
            return stop(cancelled, QStringLiteral("search"));
        if (auto r = runSearchStage(queries, i, cancel); !r)
            return stop(r.error(), QStringLiteral("search"));
        if (!multi)
            break;
        if (auto r = runReadStage(i, cancel); !r)
            return stop(r.error(), QStringLiteral("read"));
        QStringList next;
        const auto sufficient = runJudgeStage(i, cancel, &next);
        if (!sufficient)
            return stop(sufficient.error(), QStringLiteral("judge"));
        if (sufficient.value() || i == iterations)
            break;
        if (next.isEmpty()) {
            qCInfo(lcResearch) << "no new query to run after iteration" << i;
            break;
        }
        queries.clear();
        for (const QString& q : std::as_const(next))
            queries.append({q, QStringLiteral("web_search"), 1});
    }
    if (cancel.isCancelled())
        return stop(cancelled, QStringLiteral("summary"));
    if (auto r = runSummaryStage(cancel); !r)
        return stop(r.error(), QStringLiteral("summary"));
    return finishWith(QStringLiteral("finished"), {});
}

Result<void> ResearchRun::runFollowUps(const CancelToken& cancel)
{
    QElapsedTimer timer;
    timer.start();
    stageStarted(QStringLiteral("followups"));
    agents::QueryAgent agent(*m_model);
    agent.setJurisdiction(m_options.jurisdiction);
    auto questions = agent.followUpQuestions(m_state.question, cancel);
    if (!questions)
        return questions.error();
    m_state.followUps = questions.value();
    syncUsage();
    if (!m_state.followUps.isEmpty()) {
        m_state.status = QStringLiteral("awaiting_input");
        ResearchEvent asked;
        asked.type = ResearchEvent::Type::FollowUpsAsked;
        asked.stage = QStringLiteral("followups");
        asked.count = int(m_state.followUps.size());
        emitEvent(asked);

        const QStringList answers = m_responder ? m_responder->answer(m_state.followUps, cancel) : QStringList();
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, tr("The research was cancelled."));
        int answered = 0;
        for (int i = 0; i < m_state.followUps.size() && i < answers.size(); ++i) {
            m_state.followUps[i].answer = answers.at(i).trimmed();
            answered += m_state.followUps.at(i).answer.isEmpty() ? 0 : 1;
        }
        m_state.status = QStringLiteral("running");
        ResearchEvent done;
        done.type = ResearchEvent::Type::FollowUpsAnswered;
        done.stage = QStringLiteral("followups");
        done.count = answered;
        emitEvent(done);
    }
    stageFinished(QStringLiteral("followups"), timer.elapsed());
    return {};
}

Result<void> ResearchRun::runQueryStage(const CancelToken& cancel)
{
    QElapsedTimer timer;
    timer.start();
    stageStarted(QStringLiteral("query"));
    agents::QueryAgent agent(*m_model);
    agent.setJurisdiction(m_options.jurisdiction);
    auto analysis = agent.analyze(m_state.question, m_state.followUps, cancel);
    if (!analysis)
        return analysis.error();
    m_state.analysis = analysis.value();
    if (!m_options.asOfDate.isEmpty())
        m_state.analysis.asOfDate = m_options.asOfDate; // the user's date wins over the inferred one
    if (!m_options.jurisdiction.isEmpty())
        m_state.analysis.jurisdiction = m_options.jurisdiction; // and so does the user's jurisdiction
    syncUsage();
    auto planned =
        agent.planSearches(m_state.question, m_state.analysis, m_state.followUps, allowedQueryTypes(), cancel);
    if (!planned)
        return planned.error();
    m_state.plannedQueries = planned.value();
    stageFinished(QStringLiteral("query"), timer.elapsed());
    return {};
}

Result<void> ResearchRun::runSearchStage(const QList<PlannedQuery>& queries, int iterationIndex,
                                         const CancelToken& cancel)
{
    QElapsedTimer timer;
    timer.start();
    stageStarted(QStringLiteral("search"), iterationIndex);

    QList<SearchTask> tasks;
    for (const PlannedQuery& q : queries) {
        for (int si = 0; si < m_sources.size(); ++si) {
            tasks.append({q.text, si});
            ResearchEvent issued;
            issued.type = ResearchEvent::Type::QueryIssued;
            issued.stage = QStringLiteral("search");
            issued.iteration = iterationIndex;
            issued.text = q.text;
            issued.source = search::sourceTypeName(m_sources.at(si)->type());
            issued.sourceName = m_sources.at(si)->name();
            emitEvent(issued);
        }
    }

    Iteration iteration;
    iteration.index = iterationIndex;
    const QString asOf = m_options.asOfDate.isEmpty() ? m_state.analysis.asOfDate : m_options.asOfDate;
    ParallelSearch search(m_sources, m_options.searchConcurrency, m_options.maxResultsPerQuery, asOf);
    auto outcomes = search.run(tasks, cancel, [&](const SearchOutcome& outcome) {
        const auto& source = m_sources.at(outcome.sourceIndex);
        IssuedQuery issued{outcome.query, search::sourceTypeName(source->type()), source->name(), 0, outcome.ms, {}};
        if (outcome.results) {
            issued.resultCount = int(outcome.results->size());
            iteration.queries.append(issued);
            ResearchEvent e;
            e.type = ResearchEvent::Type::ResultsArrived;
            e.stage = QStringLiteral("search");
            e.iteration = iterationIndex;
            e.text = outcome.query;
            e.source = issued.source;
            e.sourceName = issued.sourceName;
            e.count = issued.resultCount;
            e.ms = outcome.ms;
            emitEvent(e);
        } else if (!outcome.results.error().isCancelled()) {
            issued.error = outcome.results.error().toString();
            iteration.queries.append(issued);
            recordError(QStringLiteral("search"), issued.sourceName,
                        tr("%1 search for \"%2\" failed: %3").arg(issued.sourceName, outcome.query, issued.error));
        }
    });
    if (!outcomes)
        return outcomes.error();

    // Merge in a fixed order (query order, then source order) so numbering does not depend on timing.
    int failures = 0;
    Error firstError;
    for (const SearchOutcome& outcome : outcomes.value()) {
        if (!outcome.results) {
            if (outcome.results.error().isCancelled())
                return outcome.results.error();
            if (failures++ == 0)
                firstError = outcome.results.error();
            continue;
        }
        for (const search::SearchResult& result : outcome.results.value()) {
            bool added = false;
            const int n = m_state.addSource(result, &added);
            if (added) {
                search::SearchResult& source = m_state.sources[n - 1];
                if (!source.metadata.is_object())
                    source.metadata = nlohmann::json::object();
                source.metadata["retrievedAt"] = isoTimestamp(QDateTime::currentDateTimeUtc()).toStdString();
                iteration.resultIds << source.id;
            }
        }
    }
    m_state.iterations.append(iteration);
    stageFinished(QStringLiteral("search"), timer.elapsed(), iterationIndex);

    if (!tasks.isEmpty() && failures == tasks.size() && m_state.sources.isEmpty()) {
        return Error(firstError.kind,
                     tr("Every search failed, so there is no evidence to answer from. First error: %1")
                         .arg(firstError.toString()),
                     firstError.httpStatus, firstError.providerMessage);
    }
    return {};
}

Result<void> ResearchRun::runReadStage(int iterationIndex, const CancelToken& cancel)
{
    if (!m_pageReader || m_options.pagesToRead <= 0 || m_state.iterations.isEmpty())
        return {};
    QElapsedTimer timer;
    timer.start();
    stageStarted(QStringLiteral("read"), iterationIndex);
    PageReadStage stage(m_pageReader, m_options.fetchConcurrency);
    const QStringList newIds = m_state.iterations.last().resultIds;
    auto read = stage.run(m_state, newIds, m_options.pagesToRead, cancel, [&](const PageReadOutcome& outcome) {
        ResearchEvent e;
        e.type = ResearchEvent::Type::PageFetched;
        e.stage = QStringLiteral("read");
        e.iteration = iterationIndex;
        e.text = outcome.url;
        e.sourceName = outcome.sourceId;
        e.count = outcome.chars;
        e.ms = outcome.ms;
        e.source = outcome.ok ? QStringLiteral("read") : outcome.reason;
        emitEvent(e);
    });
    if (!read)
        return read.error();
    stageFinished(QStringLiteral("read"), timer.elapsed(), iterationIndex);
    return {};
}

Result<bool> ResearchRun::runJudgeStage(int iterationIndex, const CancelToken& cancel, QStringList* nextQueries)
{
    QElapsedTimer timer;
    timer.start();
    stageStarted(QStringLiteral("judge"), iterationIndex);
    llm::ChatModel& judgeModel = m_judgeModel ? *m_judgeModel : *m_model;
    agents::JudgeAgent judge(judgeModel);
    auto verdict = judge.judge(m_state, iterationIndex, m_options.maxIterations, cancel);
    agents::Verdict v;
    if (verdict) {
        v = verdict.value();
    } else {
        if (verdict.error().isCancelled() || cancel.isCancelled())
            return verdict.error();
        // An invalid or failed judgment counts as insufficient; the research goes on.
        v.sufficient = false;
        v.error = verdict.error().toString();
        recordError(QStringLiteral("judge"), {},
                    tr("The judge gave no valid verdict in iteration %1: %2").arg(iterationIndex).arg(v.error));
    }
    m_state.iterations.last().verdict = v.toJson();
    if (nextQueries && !v.sufficient)
        *nextQueries = agents::JudgeAgent::nextQueries(v, queriesRun());
    ResearchEvent e;
    e.type = ResearchEvent::Type::Verdict;
    e.stage = QStringLiteral("judge");
    e.iteration = iterationIndex;
    e.text = v.sufficient ? QStringLiteral("sufficient") : QStringLiteral("insufficient");
    emitEvent(e);
    stageFinished(QStringLiteral("judge"), timer.elapsed(), iterationIndex);
    return v.sufficient;
}

QString ResearchRun::evidenceNote() const
{
    if (m_state.iterations.isEmpty() || !m_state.iterations.last().verdict.is_object())
        return {};
    const agents::Verdict v = agents::Verdict::fromJson(m_state.iterations.last().verdict);
    if (v.sufficient)
        return {};
    QString note = QStringLiteral("\nNote from the judge: after %1 search iteration(s) the evidence was judged "
                                  "INSUFFICIENT.")
                       .arg(m_state.iterations.size());
    if (!v.missingInformation.isEmpty())
        note += QStringLiteral(" Still missing: ") + v.missingInformation.join(QStringLiteral("; ")) + QLatin1Char('.');
    note += QStringLiteral(" Say plainly in the answer which parts the sources do not establish.\n");
    return note;
}

Result<void> ResearchRun::runSummaryStage(const CancelToken& cancel)
{
    QElapsedTimer timer;
    timer.start();
    stageStarted(QStringLiteral("summary"));
    if (m_state.sources.isEmpty()) {
        // Never let the model answer from memory: without evidence there is no grounded answer.
        const QString message =
            tr("The searches found no sources for this question, so no grounded answer can be "
               "given. Try rephrasing the question, naming the jurisdiction, or enabling more sources.");
        m_state.answer = agents::SummaryAgent::finish(message, m_state.sources);
        recordError(QStringLiteral("summary"), {}, tr("No sources were found; no answer was generated."));
        stageFinished(QStringLiteral("summary"), timer.elapsed());
        return {};
    }
    agents::SummaryAgent agent(*m_model);
    QString streamed;
    auto answer = agent.write(
        m_state, evidenceNote(),
        [this, &streamed](const QString& delta) {
            streamed += delta;
            m_state.answer.markdown = streamed;
            ResearchEvent e;
            e.type = ResearchEvent::Type::AnswerDelta;
            e.stage = QStringLiteral("summary");
            e.text = delta;
            emitEvent(e);
        },
        cancel);
    if (!answer) {
        m_state.answer.rawMarkdown = streamed;
        return answer.error();
    }
    m_state.answer = answer.value();
    // U-Score over the answer body and the URLs (or names) of the sources it cites.
    QStringList cited;
    for (const Citation& c : std::as_const(m_state.answer.citations)) {
        const search::SearchResult& source = m_state.sources.at(c.n - 1);
        cited << (source.url.isEmpty() ? source.title : source.url);
    }
    m_state.uscore = eval::UScore::compute(m_state.answer.markdown, cited);
    if (!m_state.answer.unresolvedMarkers.isEmpty()) {
        QStringList numbers;
        for (int n : std::as_const(m_state.answer.unresolvedMarkers))
            numbers << QStringLiteral("[%1]").arg(n);
        recordError(QStringLiteral("summary"), {},
                    tr("The answer cites %1, but there are only %2 sources; these markers are shown as unverified.")
                        .arg(numbers.join(QStringLiteral(", ")))
                        .arg(m_state.sources.size()));
    }
    stageFinished(QStringLiteral("summary"), timer.elapsed());
    return {};
}

Result<void> ResearchRun::runEvidence(const CancelToken& cancel)
{
    // No model: the question itself (with the user's jurisdiction) is the query, on every source.
    const QString query =
        QString(m_state.question.simplified().left(400) + QLatin1Char(' ') + m_options.jurisdiction).trimmed();
    const QList<PlannedQuery> queries{{query, QStringLiteral("web_search"), 1}};
    if (auto r = runSearchStage(queries, 1, cancel); !r)
        return r;
    QElapsedTimer timer;
    timer.start();
    stageStarted(QStringLiteral("rank"));
    EvidenceRanker::rank(m_state);
    stageFinished(QStringLiteral("rank"), timer.elapsed());
    return {};
}

} // namespace lmars::research
