// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "model/ResearchEvent.h"
#include "model/ResearchState.h"

#include <QCoreApplication>
#include <QDate>

#include <functional>
#include <memory>

namespace lmars::llm {
class ChatModel;
}
namespace lmars::verify {
class CitationChecker;
class Citator;
} // namespace lmars::verify

namespace lmars::research {

class LiveCitationChecks;
class StreamingClaimChecks;

/**
 * The answer of a run (docs/ARCHITECTURE.md §2): the summary agent's answer streamed into the state,
 * taken in (truncation, interruption, unresolved markers, U-Score), continued when it was cut off,
 * and checked: citations while the answer streams (LiveCitationChecks: each one as soon as the text
 * after it shows it is complete, announced by Verification events), the claims of each finished
 * paragraph with the judge model while the answer streams (StreamingClaimChecks), then everything on
 * the whole answer (VerifyStage). Part of ResearchRun, which owns the state, the models and the events.
 */
class AnswerStage final
{
    Q_DECLARE_TR_FUNCTIONS(AnswerStage)

public:
    /// What the stage needs from the run it is part of.
    struct Hooks
    {
        std::function<void(model::ResearchEvent)> emit; ///< the run's events (times, observers)
        std::function<void(model::Stage)> stageStarted;
        std::function<void(model::Stage, qint64 ms)> stageFinished;
        std::function<void(model::Stage, const Error&)> recordError;
    };

    /// writer: the summary model; judge: the model for claim support (may be the writer). checker:
    /// null, or `verify` false, and the answer is not checked; the record then says checks were off.
    /// citator: after the checks, later negative treatment of the verified cases (null: not looked for).
    AnswerStage(model::ResearchState& state, llm::ChatModel& writer, llm::ChatModel* judge,
                verify::CitationChecker* checker, bool verify, QDate asOf, Hooks hooks,
                verify::Citator* citator = nullptr);
    ~AnswerStage();
    AnswerStage(AnswerStage&&) = delete;

    /// The summary stage: writes the answer from the evidence, streaming AnswerDelta events.
    /// evidenceNote: the judge's note when the evidence was found insufficient (else empty).
    Result<void> write(const QString& evidenceNote, const CancelToken& cancel);
    /// The verify stage, after write(): checks the answer (and revises it once when checks fail).
    Result<void> check(const CancelToken& cancel);
    /// Continues a cut-off or interrupted answer, then checks the whole answer again when it had
    /// been checked; on failure the answer stays as it was.
    Result<void> resume(const QString& evidenceNote, const CancelToken& cancel);

private:
    /// Streams answer deltas into the state (appended to *streamed) and out as AnswerDelta events;
    /// with live checks, gives them the text and publishes what they finished.
    std::function<void(const QString&)> streamer(QString* streamed, LiveCitationChecks* live = nullptr,
                                                 StreamingClaimChecks* claims = nullptr);
    /// The live checks' results so far as the record (present, not finished), with a Verification event.
    void publishLiveChecks(LiveCitationChecks& live);
    /// The answer stopped before it was complete: the live checks stop, the record says so.
    void stopLiveChecks(bool cancelled);
    /// Takes a written answer: reports truncation, interruption and unresolved markers; scores it.
    void accept(const model::Answer& answer);
    bool checking() const;
    /// The record of an answer whose checks were turned off.
    void recordChecksOff();

    model::ResearchState& m_state;
    llm::ChatModel& m_writer;
    llm::ChatModel* m_judge;
    verify::CitationChecker* m_checker;
    verify::Citator* m_citator;
    bool m_verify;
    QDate m_asOf;
    Hooks m_hooks;
    std::unique_ptr<LiveCitationChecks> m_live;     ///< write() to check(): the checks while the answer streams
    QList<model::VerifiedCitation> m_liveRows;      ///< what they finished, in the order they were found
    std::unique_ptr<StreamingClaimChecks> m_claims; ///< write() to check(): the claim checks while it streams
};

} // namespace lmars::research
