// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResearchRun.h"

#include "agents/JudgeAgent.h"
#include "agents/QueryAgent.h"
#include "llm/ChatModel.h"
#include "model/ModePolicy.h"
#include "research/AnswerStage.h"
#include "research/EvidenceRanker.h"
#include "research/IracStage.h"
#include "research/PageReadStage.h"
#include "research/ParallelSearch.h"
#include "research/ResearchLog.h"
#include "research/SearchRouting.h"
#include "search/SearchSource.h"
#include "verify/CitationChecker.h"
#include "verify/Citator.h"

#include <QUuid>

#include <algorithm>

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
    if (model::ModePolicy::writesAnswer(m_options.mode))
        m_state.answerFormat = m_options.answerFormat;
    m_today = QDate::currentDate();
    model::RunSettings& settings = m_state.settings;
    for (const auto& s : m_sources)
        settings.sources << s->name(); // "serper", "courtlistener", "ecfr", "uscode"
    settings.maxResultsPerQuery = m_options.maxResultsPerQuery;
    settings.asOf = model::AsOf(m_options.asOf.day(), model::AsOfOrigin::User);
    settings.matter = m_options.matter.trimmed();
    settings.jurisdiction = m_options.jurisdiction;
    if (model::ModePolicy::searchesInRounds(m_options.mode)) {
        settings.maxIterations = m_options.maxIterations;
        settings.pagesToRead = m_options.pagesToRead;
    }
    if (model::ModePolicy::asksFollowUps(m_options.mode))
        settings.followUps = m_options.askFollowUps;
    if (m_model && model::ModePolicy::needsModel(m_options.mode)) {
        const llm::LlmConfig& config = m_model->config();
        settings.provider = llm::providerName(config.provider);
        settings.model = config.model;
        settings.baseUrl = config.baseUrl.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
    }
}

ResearchRun::~ResearchRun() = default;

void ResearchRun::addObserver(model::ResearchObserver* observer)
{
    if (observer)
        m_observers.append(observer);
}

void ResearchRun::setJudgeModel(std::shared_ptr<llm::ChatModel> model)
{
    m_judgeModel = std::move(model);
    if (m_judgeModel && model::ModePolicy::searchesInRounds(m_options.mode))
        m_state.settings.judgeModel = m_judgeModel->config().model;
}

void ResearchRun::setFollowUpResponder(FollowUpResponder* responder)
{
    m_responder = responder;
}

void ResearchRun::setPageReader(std::shared_ptr<search::PageFetcher> reader)
{
    m_pageReader = std::move(reader);
}

void ResearchRun::setCitationChecker(std::unique_ptr<verify::CitationChecker> checker)
{
    m_checker = std::move(checker);
}

void ResearchRun::setCitator(std::unique_ptr<verify::Citator> citator)
{
    m_citator = std::move(citator);
}

void ResearchRun::emitEvent(model::ResearchEvent event)
{
    event.elapsedMs = m_restoredMs + (m_clock.isValid() ? m_clock.elapsed() : 0);
    m_state.totalMs = event.elapsedMs;
    for (model::ResearchObserver* observer : std::as_const(m_observers))
        observer->onEvent(event, m_state);
}

void ResearchRun::stageStarted(model::Stage stage, int iteration)
{
    m_state.activeStage = stage;
    m_state.activeIteration = iteration;
    auto e = model::ResearchEvent::of(model::ResearchEvent::Type::StageStarted, stage, iteration);
    emitEvent(e);
}

void ResearchRun::stageFinished(model::Stage stage, qint64 ms, int iteration)
{
    m_state.stages.append({stage, iteration, ms});
    m_state.activeStage = model::Stage::None;
    m_state.activeIteration = 0;
    syncUsage();
    auto e = model::ResearchEvent::of(model::ResearchEvent::Type::StageFinished, stage, iteration);
    e.ms = ms;
    emitEvent(e);
}

void ResearchRun::recordError(model::Stage stage, const QString& source, const Error& error, int iteration)
{
    const model::RunError recorded{stage, source, error.summary, iteration, error.kind};
    m_state.errors.append(recorded);
    auto e = model::ResearchEvent::of(model::ResearchEvent::Type::Error, stage, iteration);
    e.error = recorded;
    emitEvent(e);
}

void ResearchRun::syncUsage()
{
    model::UsageTotals total = m_restoredUsage;
    QList<model::ModelCall> calls = m_restoredCalls;
    for (const auto& model : {m_model, m_judgeModel}) {
        if (!model || (model == m_judgeModel && m_judgeModel == m_model))
            continue;
        total += model->usageTotals();
        calls += model->calls();
    }
    m_state.usage = total;
    m_state.modelCalls = calls;
}

QList<model::QueryType> ResearchRun::allowedQueryTypes() const
{
    QList<model::QueryType> types;
    for (const auto& s : m_sources) {
        const model::QueryType t = s->queryType();
        if (!types.contains(t))
            types << t;
    }
    return types;
}

model::QueryType ResearchRun::refinementQueryType() const
{
    // The judge writes its missing-information queries in plain words: web-style searches when the
    // web is on, else the first enabled type.
    const QList<model::QueryType> types = allowedQueryTypes();
    return types.contains(model::QueryType::WebSearch) ? model::QueryType::WebSearch
                                                       : types.value(0, model::QueryType::WebSearch);
}

model::AsOf ResearchRun::effectiveAsOf() const
{
    return model::AsOf::effective(m_options.asOf, m_state.analysis.asOf, m_today);
}

void ResearchRun::recordAsOf()
{
    // Written in the trajectory, so a reader knows which law the sources were asked for.
    m_state.settings.effectiveAsOf = effectiveAsOf();
}

QStringList ResearchRun::queriesRun() const
{
    QStringList out;
    for (const model::Iteration& it : m_state.iterations) {
        for (const model::IssuedQuery& q : it.queries)
            out << q.text;
    }
    out.removeDuplicates();
    return out;
}

Result<void> ResearchRun::finishWith(model::RunStatus status, const Error& error)
{
    m_state.status = status;
    m_state.finishedAt = QDateTime::currentDateTimeUtc();
    m_state.activeStage = model::Stage::None;
    m_state.activeIteration = 0;
    // Searches still out when the run stopped never answered: they are not part of the record.
    for (model::Iteration& it : m_state.iterations)
        it.queries.erase(std::remove_if(it.queries.begin(), it.queries.end(),
                                        [](const model::IssuedQuery& q) { return q.pending(); }),
                         it.queries.end());
    syncUsage();
    model::ResearchEvent e;
    e.type = model::ResearchEvent::Type::Finished;
    e.status = status;
    emitEvent(e);
    if (status == model::RunStatus::Finished)
        return {};
    return error;
}

Result<void> ResearchRun::run(const CancelToken& cancel)
{
    m_clock.start();
    m_state.startedAt = QDateTime::currentDateTimeUtc();
    m_state.status = model::RunStatus::Running;
    const bool rounds = model::ModePolicy::searchesInRounds(m_options.mode);

    if (!m_model && model::ModePolicy::needsModel(m_options.mode))
        return finishWith(model::RunStatus::Failed, Error(ErrorKind::Configuration, tr("No model is configured.")));
    if (m_sources.isEmpty()) {
        const Error error(ErrorKind::Configuration, tr("No search source is enabled."));
        recordError(model::Stage::Search, {}, error);
        return finishWith(model::RunStatus::Failed, error);
    }

    const Error cancelled(ErrorKind::Cancelled, tr("The research was cancelled."));
    auto stop = [&](const Error& error, model::Stage stage) {
        if (error.isCancelled() || cancel.isCancelled())
            return finishWith(model::RunStatus::Cancelled, cancelled);
        Error shown = error;
        shown.summary = error.toString();
        recordError(stage, {}, shown, m_state.activeIteration);
        return finishWith(model::RunStatus::Failed, error);
    };

    if (!model::ModePolicy::writesAnswer(m_options.mode)) {
        if (auto r = runEvidence(cancel); !r)
            return stop(r.error(), model::Stage::Search);
        return finishWith(model::RunStatus::Finished, {});
    }

    if (model::ModePolicy::asksFollowUps(m_options.mode) && m_options.askFollowUps) {
        if (auto r = runFollowUps(cancel); !r)
            return stop(r.error(), model::Stage::FollowUps);
    }
    if (auto r = runQueryStage(cancel); !r)
        return stop(r.error(), model::Stage::Query);

    QList<model::PlannedQuery> queries = m_state.plannedQueries;
    const int iterations = rounds ? m_options.maxIterations : 1;
    for (int i = 1; i <= iterations; ++i) {
        if (cancel.isCancelled())
            return stop(cancelled, model::Stage::Search);
        if (auto r = runSearchStage(queries, i, cancel); !r)
            return stop(r.error(), model::Stage::Search);
        if (!rounds)
            break;
        if (auto r = runReadStage(i, cancel); !r)
            return stop(r.error(), model::Stage::Read);
        QStringList next;
        const auto sufficient = runJudgeStage(i, cancel, &next);
        if (!sufficient)
            return stop(sufficient.error(), model::Stage::Judge);
        if (sufficient.value() || i == iterations)
            break;
        if (next.isEmpty()) {
            qCInfo(lcResearch) << "no new query to run after iteration" << i;
            break;
        }
        queries.clear();
        for (const QString& q : std::as_const(next))
            queries.append({q, refinementQueryType(), 1});
    }
    if (rounds && m_state.answerFormat == model::AnswerFormat::Irac && !m_state.sources.isEmpty()) {
        if (auto r = runReasonStage(cancel); !r)
            return stop(r.error(), model::Stage::Reason);
    }
    if (cancel.isCancelled())
        return stop(cancelled, model::Stage::Summary);
    AnswerStage answer = answerStage();
    if (auto r = answer.write(evidenceNote(), cancel); !r)
        return stop(r.error(), model::Stage::Summary);
    if (auto r = answer.check(cancel); !r)
        return stop(r.error(), model::Stage::Verify);
    if (m_state.answer.incomplete) // the part written is kept; the run did not produce a whole answer
        return finishWith(model::RunStatus::Incomplete, incompleteError());
    return finishWith(model::RunStatus::Finished, {});
}

Error ResearchRun::incompleteError() const
{
    return Error(ErrorKind::InvalidResponse, tr("The answer is incomplete: %1").arg(m_state.answer.incompleteReason));
}

Result<void> ResearchRun::runFollowUps(const CancelToken& cancel)
{
    QElapsedTimer timer;
    timer.start();
    stageStarted(model::Stage::FollowUps);
    agents::QueryAgent agent(*m_model);
    agent.setJurisdiction(m_options.jurisdiction);
    auto questions = agent.followUpQuestions(m_state.question, cancel);
    if (!questions)
        return questions.error();
    m_state.followUps = questions.value();
    syncUsage();
    if (!m_state.followUps.isEmpty()) {
        m_state.status = model::RunStatus::AwaitingInput;
        auto asked = model::ResearchEvent::of(model::ResearchEvent::Type::FollowUpsAsked, model::Stage::FollowUps);
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
        m_state.status = model::RunStatus::Running;
        auto done = model::ResearchEvent::of(model::ResearchEvent::Type::FollowUpsAnswered, model::Stage::FollowUps);
        done.count = answered;
        emitEvent(done);
    }
    stageFinished(model::Stage::FollowUps, timer.elapsed());
    return {};
}

Result<void> ResearchRun::runQueryStage(const CancelToken& cancel)
{
    QElapsedTimer timer;
    timer.start();
    stageStarted(model::Stage::Query);
    agents::QueryAgent agent(*m_model);
    agent.setJurisdiction(m_options.jurisdiction);
    // The analysis and the plan run at once: one model call in a row, not two (issue 32).
    auto plan = agent.analyzeAndPlan(m_state.question, m_state.followUps, allowedQueryTypes(), m_options.asOf, cancel);
    syncUsage();
    if (!plan)
        return plan.error();
    m_state.analysis = plan->analysis;
    if (!m_options.asOf.isNull())
        m_state.analysis.asOf = m_options.asOf; // the user's date wins over the inferred one
    if (!m_options.jurisdiction.isEmpty())
        m_state.analysis.jurisdiction = m_options.jurisdiction; // and so does the user's jurisdiction
    m_state.plannedQueries = plan->queries;
    recordAsOf();
    stageFinished(model::Stage::Query, timer.elapsed());
    return {};
}

Result<void> ResearchRun::runSearchStage(const QList<model::PlannedQuery>& queries, int iterationIndex,
                                         const CancelToken& cancel)
{
    QElapsedTimer timer;
    timer.start();
    model::Iteration started;
    started.index = iterationIndex;
    m_state.iterations.append(started);
    stageStarted(model::Stage::Search, iterationIndex);

    // Each query goes to the enabled sources of its type; each (query × source) is a row of the
    // iteration from the moment it is issued, completed when it answers. A query whose type no
    // enabled source answers is not run, and the trajectory says so.
    // Without a user's or inferred date the sources search the current law (their default), so a
    // recorded run replays on a later day; the trajectory still names the day as effectiveAsOfDate.
    const model::AsOf asOf = effectiveAsOf().forSources();
    const RoutedQueries routed = SearchRouting::route(queries, m_sources);
    const QList<SearchTask>& tasks = routed.tasks;
    for (const model::IssuedQuery& issued : routed.issued) {
        m_state.iterations.last().queries.append(issued);
        auto e =
            model::ResearchEvent::of(model::ResearchEvent::Type::QueryIssued, model::Stage::Search, iterationIndex);
        e.query = issued;
        emitEvent(e);
    }
    for (const model::DroppedQuery& dropped : routed.dropped) {
        m_state.iterations.last().droppedQueries.append(dropped);
        qCInfo(lcResearch) << "dropped query" << dropped.text << "of type" << model::queryTypeName(dropped.queryType);
    }

    search::SearchQuery request;
    request.maxResults = m_options.maxResultsPerQuery;
    request.asOf = asOf;
    // A run in a matter searches only that matter's documents of the library.
    if (!m_options.matter.trimmed().isEmpty())
        request.matter = m_options.matter.trimmed();
    ParallelSearch search(m_sources, m_options.searchConcurrency, request);
    auto outcomes = search.run(tasks, cancel, [&](const SearchOutcome& outcome) {
        if (!outcome.results && outcome.results.error().isCancelled())
            return;
        model::IssuedQuery& issued = m_state.iterations.last().queries[outcome.taskIndex];
        issued.ms = outcome.ms;
        if (outcome.results) {
            issued.resultCount = int(outcome.results->size());
            auto e = model::ResearchEvent::of(model::ResearchEvent::Type::ResultsArrived, model::Stage::Search,
                                              iterationIndex);
            e.query = issued;
            e.ms = outcome.ms;
            emitEvent(e);
        } else {
            const Error& error = outcome.results.error();
            issued.resultCount = 0;
            issued.error = error.toString();
            Error shown = error;
            shown.summary = tr("%1 search for \"%2\" failed: %3").arg(issued.sourceName, outcome.query, issued.error);
            recordError(model::Stage::Search, issued.sourceName, shown, iterationIndex);
        }
    });
    if (!outcomes)
        return outcomes.error();

    int failures = 0;
    Error firstError;
    for (const SearchOutcome& outcome : outcomes.value()) {
        if (outcome.results)
            continue;
        if (outcome.results.error().isCancelled())
            return outcome.results.error();
        if (failures++ == 0)
            firstError = outcome.results.error();
    }
    const QStringList added = SearchRouting::merge(m_state, outcomes.value(), asOf);
    m_state.iterations.last().resultIds = added;
    stageFinished(model::Stage::Search, timer.elapsed(), iterationIndex);

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
    stageStarted(model::Stage::Read, iterationIndex);
    PageReadStage stage(m_pageReader, m_options.fetchConcurrency);
    const QStringList newIds = m_state.iterations.last().resultIds;
    auto read = stage.run(m_state, newIds, m_options.pagesToRead, cancel, [&](const PageReadOutcome& outcome) {
        const model::PageRead page{outcome.url,   outcome.sourceId, outcome.ok, outcome.ok ? QString() : outcome.reason,
                                   outcome.chars, outcome.ms};
        m_state.iterations.last().pages.append(page);
        auto e = model::ResearchEvent::of(model::ResearchEvent::Type::PageFetched, model::Stage::Read, iterationIndex);
        e.page = page;
        e.ms = outcome.ms;
        emitEvent(e);
    });
    if (!read)
        return read.error();
    stageFinished(model::Stage::Read, timer.elapsed(), iterationIndex);
    return {};
}

Result<bool> ResearchRun::runJudgeStage(int iterationIndex, const CancelToken& cancel, QStringList* nextQueries)
{
    QElapsedTimer timer;
    timer.start();
    stageStarted(model::Stage::Judge, iterationIndex);
    llm::ChatModel& judgeModel = m_judgeModel ? *m_judgeModel : *m_model;
    agents::JudgeAgent judge(judgeModel);
    auto verdict = judge.judge(m_state, iterationIndex, m_options.maxIterations, cancel);
    model::Verdict v;
    if (verdict) {
        v = verdict.value();
    } else {
        if (verdict.error().isCancelled() || cancel.isCancelled())
            return verdict.error();
        // An invalid or failed judgment counts as insufficient; the research goes on.
        v.sufficient = false;
        v.error = verdict.error().toString();
        Error shown = verdict.error();
        shown.summary = tr("The judge gave no valid verdict in iteration %1: %2").arg(iterationIndex).arg(v.error);
        recordError(model::Stage::Judge, {}, shown, iterationIndex);
    }
    m_state.iterations.last().verdict = v;
    if (nextQueries && !v.sufficient)
        *nextQueries = agents::JudgeAgent::nextQueries(v, queriesRun());
    auto e = model::ResearchEvent::of(model::ResearchEvent::Type::Verdict, model::Stage::Judge, iterationIndex);
    e.sufficient = v.sufficient;
    emitEvent(e);
    stageFinished(model::Stage::Judge, timer.elapsed(), iterationIndex);
    return v.sufficient;
}

QString ResearchRun::evidenceNote() const
{
    if (m_state.iterations.isEmpty() || !m_state.iterations.last().verdict)
        return {};
    const model::Verdict& v = *m_state.iterations.last().verdict;
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

Result<void> ResearchRun::runReasonStage(const CancelToken& cancel)
{
    QElapsedTimer timer;
    timer.start();
    stageStarted(model::Stage::Reason);
    IracStage stage(*m_model, m_today);
    auto done = stage.run(m_state, cancel, [this](int index) {
        syncUsage();
        auto e = model::ResearchEvent::of(model::ResearchEvent::Type::RoleStep, model::Stage::Reason);
        e.count = index;
        e.ms = m_state.roleSteps.at(index).ms;
        emitEvent(e);
    });
    if (!done)
        return done;
    stageFinished(model::Stage::Reason, timer.elapsed());
    return {};
}

Result<void> ResearchRun::continueAnswer(const CancelToken& cancel)
{
    if (!m_model)
        return Error(ErrorKind::Configuration, tr("No model is configured to continue the answer with."));
    Result<void> resumed = answerStage().resume(evidenceNote(), cancel);
    // The run's ending follows its answer: whole now, or still incomplete.
    if (m_state.status == model::RunStatus::Incomplete || m_state.status == model::RunStatus::Finished)
        m_state.status = m_state.answer.incomplete ? model::RunStatus::Incomplete : model::RunStatus::Finished;
    return resumed;
}

AnswerStage ResearchRun::answerStage()
{
    AnswerStage::Hooks hooks{[this](model::ResearchEvent e) { emitEvent(std::move(e)); },
                             [this](model::Stage stage) { stageStarted(stage); },
                             [this](model::Stage stage, qint64 ms) { stageFinished(stage, ms); },
                             [this](model::Stage stage, const Error& error) {
                                 recordError(stage, {}, error);
                             }};
    return AnswerStage(m_state, *m_model, m_judgeModel.get(), m_checker.get(), m_options.verify, effectiveAsOf().day(),
                       std::move(hooks), m_citator.get());
}

void ResearchRun::restore(model::ResearchState saved)
{
    m_state = std::move(saved);
    m_restoredUsage = m_state.usage;
    m_restoredCalls = m_state.modelCalls;
    m_restoredMs = m_state.totalMs;
    m_clock.start();
}

Result<void> ResearchRun::runEvidence(const CancelToken& cancel)
{
    // No model: the question itself (with the user's jurisdiction) is the query, on every source
    // (one query per enabled type).
    const QString query =
        QString(m_state.question.simplified().left(400) + QLatin1Char(' ') + m_options.jurisdiction).trimmed();
    QList<model::PlannedQuery> queries;
    for (model::QueryType type : allowedQueryTypes())
        queries.append({query, type, 1});
    recordAsOf();
    if (auto r = runSearchStage(queries, 1, cancel); !r)
        return r;
    QElapsedTimer timer;
    timer.start();
    stageStarted(model::Stage::Rank);
    EvidenceRanker::rank(m_state);
    stageFinished(model::Stage::Rank, timer.elapsed());
    return {};
}

} // namespace lmars::research
