// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "model/AsOf.h"
#include "model/ResearchEvent.h"
#include "model/ResearchState.h"
#include "research/AnswerStage.h"

#include <QCoreApplication>
#include <QDate>
#include <QElapsedTimer>
#include <QList>
#include <QStringList>

#include <functional>
#include <memory>

namespace lmars::llm {
class ChatModel;
}
namespace lmars::search {
class SearchSource;
class PageFetcher;
} // namespace lmars::search
namespace lmars::verify {
class CitationChecker;
class Citator;
} // namespace lmars::verify

namespace lmars::research {

struct ResearchOptions
{
    model::ResearchMode mode = model::ResearchMode::Simple;
    int maxResultsPerQuery = 10;
    int searchConcurrency = 8; ///< searches running at once
    int maxIterations = 3;     ///< multi-turn: search–judge–refine rounds (1–10)
    bool askFollowUps = true;  ///< multi-turn: ask clarifying questions first
    int pagesToRead = 3;       ///< multi-turn: web pages read in full per iteration
    int fetchConcurrency = 8;  ///< page fetches running at once
    model::AsOf asOf;          ///< the day the user chose (origin User); overrides the date the query agent infers
    QString jurisdiction;      ///< the user's own words; overrides the jurisdiction the query agent infers
    model::AnswerFormat answerFormat =
        model::AnswerFormat::Standard; ///< irac: IRAC memo (multi-turn: role steps first)
    bool verify = true;                ///< check the answer's citations, quotations and claims (with a checker set)
    bool laterTreatment = true;        ///< then look for later negative treatment of the verified cases (CourtListener)
    QString matter;                    ///< the matter the run belongs to ("" is "No matter"); recorded in settings
    QString forum; ///< the court the research is for (a courts-db id or a name); recorded as settings "forum" (its id)
};

/// Answers clarifying questions while the run waits (status awaiting_input). Called on the run's thread.
class FollowUpResponder
{
public:
    virtual ~FollowUpResponder() = default;
    /// One answer per question, in order; an empty string leaves a question unanswered.
    virtual QStringList answer(const QList<model::FollowUp>& questions, const CancelToken& cancel) = 0;
};

/**
 * One research run (docs/ARCHITECTURE.md §2).
 * - simple: Query → Search (each query × the enabled sources of its type, concurrently) → Summary
 *   (L-MARS Figure 1a).
 * - multi: clarifying follow-ups → Query → up to M × [Search → read top pages → Judge → refine] → Summary
 *   (L-MARS Algorithm 1).
 * - evidence: no model; searches every source with the question itself and ranks what it finds.
 * Every source is asked for the law as of one date: the user's, else the analysis's, else today.
 *
 * run() blocks; call it on a worker thread. Observers get every event on that thread. A failed source
 * degrades the run (recorded as an error); the run fails only when no evidence could be gathered at all.
 */
class ResearchRun final
{
    Q_DECLARE_TR_FUNCTIONS(ResearchRun)

public:
    ResearchRun(QString question, ResearchOptions options, std::shared_ptr<llm::ChatModel> model,
                QList<std::shared_ptr<search::SearchSource>> sources);
    ~ResearchRun();
    ResearchRun(const ResearchRun&) = delete;
    ResearchRun& operator=(const ResearchRun&) = delete;

    void addObserver(model::ResearchObserver* observer);
    /// A separate model for the judge; by default the main model judges.
    void setJudgeModel(std::shared_ptr<llm::ChatModel> model);
    /// Who answers clarifying questions; without one they stay unanswered and the run goes on.
    void setFollowUpResponder(FollowUpResponder* responder);
    /// Reads pages in full in multi-turn mode; without one only snippets are used.
    void setPageReader(std::shared_ptr<search::PageFetcher> reader);
    /// Checks the answer's citations while it streams (LiveCitationChecks) and everything after it is
    /// written (VerifyStage); without one nothing is verified (with options.verify off, the record says so).
    void setCitationChecker(std::unique_ptr<verify::CitationChecker> checker);
    /// After the checks, later negative treatment of the verified cases (null: not looked for).
    void setCitator(std::unique_ptr<verify::Citator> citator);

    /// Runs to the end. The final status is in state().status: finished; incomplete (an error stopped
    /// the answer after part of it was written: the part is kept, answer.incompleteReason says why);
    /// failed (nothing was answered); cancelled. The returned error explains every ending but finished.
    Result<void> run(const CancelToken& cancel);
    /// After run(): continues an answer that was cut off (state().answer.truncated) or interrupted
    /// (incomplete), streaming AnswerDelta events as the run did; on failure the answer stays as it was.
    /// A run that ended incomplete is finished once its answer is whole (and stays incomplete if not).
    Result<void> continueAnswer(const CancelToken& cancel);
    /// Before continueAnswer() on a run built again for a saved session: takes over its state (same id);
    /// the saved model calls, usage and elapsed time are kept and the continuation's added to them.
    void restore(model::ResearchState saved);

    const model::ResearchState& state() const { return m_state; }
    model::ResearchState& state() { return m_state; }

private:
    Result<void> runFollowUps(const CancelToken& cancel);
    Result<void> runQueryStage(const CancelToken& cancel);
    Result<void> runSearchStage(const QList<model::PlannedQuery>& queries, int iteration, const CancelToken& cancel);
    Result<void> runReadStage(int iteration, const CancelToken& cancel);
    Result<bool> runJudgeStage(int iteration, const CancelToken& cancel, QStringList* nextQueries);
    /// Multi-turn IRAC: the role steps (IracStage) before the summary.
    Result<void> runReasonStage(const CancelToken& cancel);
    Result<void> runEvidence(const CancelToken& cancel);
    /// The summary and verify stages, with this run's state, models, checker and events.
    AnswerStage answerStage();
    Result<void> finishWith(model::RunStatus status, const Error& error);
    /// "The answer is incomplete: <reason>", the error of a run that ended Incomplete.
    Error incompleteError() const;

    void emitEvent(model::ResearchEvent event);
    void stageStarted(model::Stage stage, int iteration = 0);
    void stageFinished(model::Stage stage, qint64 ms, int iteration = 0);
    void recordError(model::Stage stage, const QString& source, const Error& error, int iteration = 0);
    void syncUsage();
    QList<model::QueryType> allowedQueryTypes() const;
    model::QueryType refinementQueryType() const;
    /// The as-of date of the run: the user's, else the query analysis's, else today.
    model::AsOf effectiveAsOf() const;
    void recordAsOf();
    QStringList queriesRun() const;
    QString evidenceNote() const;

    ResearchOptions m_options;
    std::shared_ptr<llm::ChatModel> m_model;
    std::shared_ptr<llm::ChatModel> m_judgeModel;
    QList<std::shared_ptr<search::SearchSource>> m_sources;
    std::shared_ptr<search::PageFetcher> m_pageReader;
    std::unique_ptr<verify::CitationChecker> m_checker;
    std::unique_ptr<verify::Citator> m_citator;
    FollowUpResponder* m_responder = nullptr;
    QList<model::ResearchObserver*> m_observers;
    model::ResearchState m_state;
    QElapsedTimer m_clock;
    QDate m_today;                           ///< the run's "today", fixed when it is created
    model::UsageTotals m_restoredUsage;      ///< restore(): the saved run's usage, added to the models'
    QList<model::ModelCall> m_restoredCalls; ///< restore(): the saved run's calls, before the models'
    qint64 m_restoredMs = 0;                 ///< restore(): the saved run's elapsed time
};

} // namespace lmars::research
