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
 * kMaxCalls at once, numbered as the whole answer numbers them. VerifyStage then takes, by sentence
 * and cited sources, the judgment of every claim of the whole answer that was checked (judged()),
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
    /// by the claims' own indexes; returns early (what is known) when the run is cancelled.
    QMap<int, agents::ClaimJudgment> judged(const QList<agents::ClaimToCheck>& claims);
    /// A judgment VerifyStage's own call made.
    void remember(const agents::ClaimToCheck& claim, const agents::ClaimJudgment& judgment);
    /// A revision starts streaming: feed() starts over with its text, and the judgments that found a
    /// claim not (fully) supported are dropped, so those claims are asked about again.
    void restart();

    /// A claim's identity across the stream, the whole answer and a revision: its sentence and sources.
    static QString key(const QString& sentence, const QList<int>& sourceNs);

private:
    void start(const QList<agents::ClaimToCheck>& batch);

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
    QSet<QString> m_pending;           ///< claims whose call is running
    QHash<QString, agents::ClaimJudgment> m_done;
    QThreadPool m_pool;
    std::thread m_watcher; ///< passes the run's cancel on to the calls
};

} // namespace lmars::research
