// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "llm/ChatModel.h"
#include "model/ResearchState.h"

#include <QCoreApplication>
#include <QDate>

namespace lmars::agents {

/**
 * Writes the answer as streamed Markdown from the numbered sources, then splits it into body,
 * key points and disclaimers and checks every [n] marker against the source list.
 */
class SummaryAgent final
{
    Q_DECLARE_TR_FUNCTIONS(SummaryAgent)

public:
    explicit SummaryAgent(llm::ChatModel& model, QDate today = QDate::currentDate());

    /// Streams deltas to onDelta while generating; returns the checked answer. evidenceNote: what the
    /// judge found missing (multi-turn), told to the model so the answer says what is not established.
    /// An answer that stops at the output limit is continued once (a continuation call); one that
    /// an error interrupts after some text comes back with incomplete set and the text kept.
    Result<model::Answer> write(const model::ResearchState& state, const QString& evidenceNote,
                                const llm::DeltaHandler& onDelta, const CancelToken& cancel = {});
    /// Continues state.answer (cut off or interrupted; the GUI's "continue"): the model gets the
    /// written part as its own turn and streams the rest to onDelta; returns the whole answer, checked.
    Result<model::Answer> resume(const model::ResearchState& state, const QString& evidenceNote,
                                 const llm::DeltaHandler& onDelta, const CancelToken& cancel = {});

    /// Rewrites state.answer after its checks failed (issue 13, point 6): the model gets its answer
    /// as its own turn and failedChecks ("these claims are not supported by their sources: revise or
    /// remove them"), and streams the whole revised answer to onDelta; returns it, checked.
    Result<model::Answer> revise(const model::ResearchState& state, const QString& failedChecks,
                                 const llm::DeltaHandler& onDelta, const CancelToken& cancel = {});

    /// Turns the model's raw Markdown into the Answer (split, marker check, default disclaimer).
    static model::Answer finish(const QString& rawMarkdown, const QList<model::SearchResult>& sources);
    /// The standard disclaimer added when the model wrote none.
    static QString standardDisclaimer();

    /// Why an answer stopped before it was finished, as the continuation prompt tells the model.
    enum class StopReason
    {
        OutputLimit, ///< the model used its whole output limit
        Error        ///< an error (a broken connection, a server's error chunk) interrupted it
    };
    /// The user turn that asks the model to continue its answer; it says why the answer stopped
    /// (error: the interruption as shown to the user, added after StopReason::Error when not empty).
    static QString continuationPrompt(StopReason reason, const QString& error = {});

private:
    /// The answer text so far and how it ended.
    struct Draft
    {
        QString text;
        bool truncated = false;
        bool incomplete = false;
        Error interruption;

        /// Takes a continuation's whole answer (continueFrom()), or records the error that stopped it.
        void extend(const Result<llm::ChatReply>& more);
        model::Answer toAnswer(const QList<model::SearchResult>& sources) const;
    };

    llm::ChatRequest request(const model::ResearchState& state, const QString& evidenceNote) const;
    /// Streams the rest of written; the reply's text is the whole answer (ContinuationJoiner).
    Result<llm::ChatReply> continueFrom(const llm::ChatRequest& request, const QString& written, const QString& prompt,
                                        const llm::DeltaHandler& onDelta, const CancelToken& cancel);

    llm::ChatModel& m_model;
    QDate m_today;
};

} // namespace lmars::agents
