// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Domain.h"
#include "model/Verification.h"

#include <QCoreApplication>
#include <QString>

namespace lmars::exporting {

/**
 * The verification record of an answer (issue 13, point 7) as people read it: a "Citation check"
 * section for the exports (Markdown, HTML and the PDF made from it), the summary `lmars-cli ask`
 * prints after the answer, and the badge labels and tooltips of the answer view. What needs the
 * user's attention always comes first, mismatches before everything else; an answer without a
 * record says that nothing was checked, never that it is fine.
 */
class VerificationSummary final
{
    Q_DECLARE_TR_FUNCTIONS(VerificationSummary)

public:
    /// "## Citation check": flagged items first (mismatch, not found, …) with reason and link, every
    /// citation with its status, reason and link, flagged quotations and claims, counts and notes.
    /// Each verified case also shows whether it binds the forum (AuthorityBadge). `status` is the
    /// run's: a record that is missing says why (a cancelled run, one that stopped, an old session).
    static QString markdown(const model::Verification& verification,
                            model::RunStatus status = model::RunStatus::Finished);
    /// The same section as HTML (`<section class="citation-check">`), everything escaped.
    static QString html(const model::Verification& verification, model::RunStatus status = model::RunStatus::Finished);
    /// Why an answer has no verification record, in one sentence, by the run's status.
    static QString missingRecordLine(model::RunStatus status);
    /// What `lmars-cli ask` prints after the answer: the flagged items (mismatches first) with reason
    /// and link, then the counts, "revised once" and the notes. Empty when nothing was checked.
    static QString terminal(const model::Verification& verification);

    /// One line of counts: "Citations: 5 (2 verified, 1 mismatch, 2 unchecked) · Quotations: … · Claims: …";
    /// for a run whose checks were turned off, turnedOffLine().
    static QString countsLine(const model::Verification& verification);
    /// What a record of a run with verification turned off says, instead of any count.
    static QString turnedOffLine();

    /// Badge text with a symbol, so it reads without colour: "✓ verified", "✗ mismatch", "? unchecked"…
    /// A sentence of the answer without its Markdown marks ("**Yes.** It is." → "Yes. It is."), simplified.
    static QString plainSentence(const QString& markdown);
    static QString badgeLabel(model::CitationStatus status);
    static QString badgeLabel(model::QuoteStatus status);
    static QString badgeLabel(model::ClaimStatus status);
    /// Translated names: "misquoted", "not found", "partially supported", …
    static QString displayName(model::QuoteStatus status);
    static QString displayName(model::ClaimStatus status);
    /// "2 supported": n items of this status, the words agreeing with n in every language (%n plurals).
    static QString countedName(model::CitationStatus status, int n);
    static QString countedName(model::QuoteStatus status, int n);
    static QString countedName(model::ClaimStatus status, int n);
    /// CSS class suffix of a badge: "ok", "bad", "warn" or "none".
    static QString tone(model::CitationStatus status);
    static QString tone(model::QuoteStatus status);
    static QString tone(model::ClaimStatus status);

    /// The tooltip of a citation's badge: status, reason, the case found and the link.
    static QString tooltip(const model::VerifiedCitation& citation);
    static QString tooltip(const model::VerifiedQuote& quote);
    static QString tooltip(const model::VerifiedClaim& claim);

    /// The record's citations in review order (stable: in answer order within a status).
    static QList<model::VerifiedCitation> citationsForReview(const model::Verification& verification);
};

} // namespace lmars::exporting
