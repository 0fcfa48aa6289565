// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agents/ClaimSupportAgent.h"
#include "common/CancelToken.h"
#include "verify/AnswerChecks.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QThreadPool>

#include <condition_variable>
#include <mutex>
#include <thread>

namespace lmars::llm {
class ChatModel;
}

namespace lmars::research {

/**
 * The claim_support checks that run while the answer streams (issue 32; docs/ARCHITECTURE.md §2).
 *
 * feed() gets the answer so far on the run's thread. Each time paragraphs are finished (a blank line
 * follows them), the claims they hold (sentences with [n] markers that AnswerChecks leaves to the
 * model) go to the judge model in one claim_support call on a thread of this object's pool, at most
 * kMaxCalls at once, numbered as the whole answer numbers them; in a revision, while no call checks
 * its text, a finished sentence goes at once (a revised claim is known early). VerifyStage then
 * takes, by sentence and cited sources, the judgment of every claim of the whole answer that was checked (judged()),
 * asks the model itself only about the rest, and gives back what it learns (remember()). A revision
 * is fed too, after restart() dropped the failed judgments: its check asks only about the claims the
 * revision changed and those that failed, mostly while the revision streams. A call that fails leaves
 * its claims to
 * VerifyStage's own call.
 *
 * The run's cancel token reaches the calls within 10 ms (a watcher thread passes it on); the
 * destructor cancels the calls still running and waits for them (each HTTP call ends within 200 ms
 * of its cancel).
 */
class StreamingClaimChecks final
{
public:
    /// claim_support calls running at once.
    static constexpr int kMaxCalls = 3;

    /// sources: each source's retrieved text by its number (VerifyStage::sourceTexts()).
    /// evidence: what the claim_support calls show of the sources (ClaimSupportAgent::Evidence::of()).
    StreamingClaimChecks(llm::ChatModel& judge, QMap<int, verify::SourceText> sources,
                         agents::ClaimSupportAgent::Evidence evidence, QString question, QString jurisdiction,
                         CancelToken runCancel);
    ~StreamingClaimChecks();
    StreamingClaimChecks(const StreamingClaimChecks&) = delete;
    StreamingClaimChecks& operator=(const StreamingClaimChecks&) = delete;

    /// The answer so far (each call with the whole text, which only grows).
    void feed(const QString& answerSoFar);
    /// Waits for the calls that check any of these claims and returns the judgments known for them,
    /// by the claims' own indexes; returns early (what is known) when the run is cancelled, or, with
    /// untilOneFails, as soon as one of them is known not to be (fully) supported (the others may
    /// still be checked: pending()).
    QMap<int, agents::ClaimJudgment> judged(const QList<agents::ClaimToCheck>& claims, bool untilOneFails = false);
    /// Whether a call still checks this claim.
    bool pending(const agents::ClaimToCheck& claim) const;
    /// A judgment VerifyStage's own call made.
    void remember(const agents::ClaimToCheck& claim, const agents::ClaimJudgment& judgment);
    /// A revision starts streaming: feed() starts over with its text, and the judgments that found a
    /// claim not (fully) supported are dropped, so those claims are asked about again. Returns the
    /// revision's cancel token: cancelled with the run, or when a check of the answer (the text fed
    /// before the first restart()) finds a claim not supported after all (lateFailures()), also one
    /// found before this call whose key (key()) is not in told, what the revision is told about.
    CancelToken restart(const QSet<QString>& told = {});
    /// Waits for the checks of the answer that are still running and returns what they found not
    /// (fully) supported since the last restart() (empty when the run is cancelled).
    QList<QPair<agents::ClaimToCheck, agents::ClaimJudgment>> lateFailures();

    /// A claim's identity across the stream, the whole answer and a revision: its sentence and sources.
    static QString key(const QString& sentence, const QList<int>& sourceNs);

private:
    void start(const QList<agents::ClaimToCheck>& batch);
    /// Where the text that feed() may check ends: the last finished paragraph, or, in a revision while
    /// no check of it runs, the last finished sentence (its check then starts before its paragraph ends).
    int finishedUpTo(const QString& answerSoFar) const;

    llm::ChatModel& m_judge;
    QMap<int, verify::SourceText> m_sources;
    agents::ClaimSupportAgent::Evidence m_evidence; ///< the sources as the agent gets them
    QString m_question;
    QString m_jurisdiction;
    CancelToken m_runCancel;
    CancelToken m_cancel; ///< the calls' own: cancelled with the run, or by the destructor
    int m_fedUpTo = 0;    ///< the length of the finished paragraphs already fed (run's thread only)
    QSet<QString> m_sent; ///< claims already sent (run's thread only)

    mutable std::mutex m_mutex;
    std::condition_variable m_changed; ///< a call finished, or the destructor runs
    bool m_stopping = false;           ///< the destructor runs (the watcher ends)
    QHash<QString, int> m_pending;     ///< claims whose call is running → the generation of their text
    QHash<QString, agents::ClaimJudgment> m_done;
    QHash<QString, agents::ClaimToCheck> m_asked; ///< every claim sent, by key
    int m_generation = 0;                         ///< 0: the answer; each restart() (a revision) adds one
    CancelToken m_revision;                       ///< the running revision's (restart())
    QList<QPair<agents::ClaimToCheck, agents::ClaimJudgment>> m_late; ///< see lateFailures()
    QThreadPool m_pool;
    std::thread m_watcher; ///< passes the run's cancel on to the calls
};

} // namespace lmars::research
