// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "model/ResearchEvent.h"
#include "model/ResearchState.h"
#include "parse/CitationExtractor.h"
#include "verify/AnswerChecks.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QMap>

#include <functional>

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
 * Checks a written answer before anyone relies on it (issue 13, points 5 and 6; docs/ARCHITECTURE.md §2):
 * extracts its citations and checks them with the run's CitationChecker (each attributed to the
 * next [n] marker of its sentence), checks its quotations and the facts of its cited sentences
 * against the sources' text, asks the judge model in one `claim_support` call whether each cited
 * sentence is supported (only about those the checks while the answer streamed did not judge:
 * StreamingClaimChecks), and when something fails, has the summary agent revise the answer once
 * (streamed like the answer; started as soon as one claim is known to fail, again with more when a
 * check still running then fails another) and checks the revision again (the model only about the
 * claims the revision changed and those that failed). state.verification fills as parts
 * complete, each announced by a Verification event; what still fails stays in the record.
 *
 * Only a cancel stops it with an error (within one step: every step checks the token and passes it
 * to the HTTP calls); anything else that fails becomes a note of the record and the answer stands.
 */
class VerifyStage final
{
    Q_DECLARE_TR_FUNCTIONS(VerifyStage)

public:
    /// What the stage needs from the run it is part of.
    struct Hooks
    {
        std::function<void(model::ResearchEvent)> emit;         ///< the run's events (times, observers)
        std::function<void(const QString&)> streamRevision;     ///< a revision's text as it streams
        std::function<void(const model::Answer&)> acceptAnswer; ///< takes the revised answer
        std::function<void()> restartRevision; ///< a revision starts again: its streamed text is dropped
    };

    /// judge: the model for claim support (null: claims are checked without it); writer: the
    /// summary model for the revision (null: no revision).
    VerifyStage(verify::CitationChecker& checker, llm::ChatModel* judge, llm::ChatModel* writer, QDate asOf,
                Hooks hooks);

    /// The checks that ran while the answer streamed: run() waits for them and takes over each
    /// whose citation the whole answer still cites unchanged (null: none).
    void setLiveChecks(LiveCitationChecks* live);

    /// The claim checks that ran while the answer streamed: the model is asked only about the claims
    /// they did not judge, and the check of a revision only about what it changed or what failed (null: none).
    void setClaimChecks(StreamingClaimChecks* claims);
    /// After the final checks, later negative treatment of the verified cases (CourtListener's
    /// citing opinions, within its rate limits): the record is announced again as each case is done.
    void setCitator(verify::Citator* citator) { m_citator = citator; }

    Result<void> run(model::ResearchState& state, const CancelToken& cancel);

    /// Each source's retrieved text by its number: content (the deep-read page when there is one)
    /// and snippet.
    static QMap<int, verify::SourceText> sourceTexts(const model::ResearchState& state);
    /// The failed checks as the summary agent is told them, one line each; empty when none failed.
    static QString failedChecks(const model::Verification& verification);

private:
    /// Every check of state.answer into state.verification (a fresh record but the revised flag).
    /// untilOneFails: the claim checks still running while the answer streamed are not waited for
    /// once one claim is known to fail (the revision starts; their claims stay unchecked here).
    Result<void> checkAnswer(model::ResearchState& state, const CancelToken& cancel, bool untilOneFails = false);
    /// Revises state.answer for failures (streamed); started again, told about them too, when checks of
    /// the answer still running as it started find more claims not supported.
    Result<model::Answer> revise(const model::ResearchState& state, QString failures, const CancelToken& cancel);
    /// Marks every verified case binding or persuasive in the run's forum (or the one its
    /// jurisdiction suggests).
    static void classifyAuthority(model::ResearchState& state);
    Result<void> checkCitations(model::ResearchState& state, const CancelToken& cancel);
    /// Waits for the live checks and remembers their results; false when the run was cancelled.
    bool adoptLiveChecks(const QList<model::LegalCitation>& found);
    /// The citator's pass over the final record (the answer and its checks are already announced).
    void lookForLaterTreatment(model::ResearchState& state, const CancelToken& cancel);
    void checkClaimsWithModel(model::ResearchState& state, const CancelToken& cancel, bool untilOneFails);
    void announce(const model::ResearchState& state);
    Result<void> cancelled(model::ResearchState& state);

    verify::CitationChecker& m_checker;
    llm::ChatModel* m_judge;
    llm::ChatModel* m_writer;
    QDate m_asOf;
    Hooks m_hooks;
    parse::CitationExtractor m_extractor;
    QMap<int, verify::SourceText> m_sources;
    QHash<QString, model::VerifiedCitation> m_checked; ///< by kind and normalized form, across both passes
    LiveCitationChecks* m_live = nullptr;
    StreamingClaimChecks* m_claims = nullptr;
    verify::Citator* m_citator = nullptr;
    QStringList m_notes; ///< the stage's own notes (the checker adds its own)
};

} // namespace lmars::research
