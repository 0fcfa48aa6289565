// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Verification.h"

#include <QList>
#include <QString>

namespace lmars::exporting {

/**
 * The items of a verification record that VerificationSummary's sections list, and each one's
 * pieces of plain text (no markup: the section escapes them for Markdown or HTML): which quotations
 * and claims are flagged or unchecked, a citation as written, the case found, the citator's line,
 * the reason of a quotation or claim. Their words are VerificationSummary's (its translation context).
 */
class VerificationItems final
{
public:
    /// A citation as written, without the Markdown emphasis around its case name ("*Smith v. Jones*").
    static QString citationText(const model::LegalCitation& citation);
    /// "Smith v. Jones (9th Cir. 2004)": the case found, with its court and year when known.
    static QString foundText(const model::FoundCase& found);
    /// A quotation or sentence as plain text, cut to 90 characters.
    static QString quoteExcerpt(const QString& text);

    /// The record's flagged quotations, in answer order.
    static QList<model::VerifiedQuote> flaggedQuotes(const model::Verification& v);
    /// The quotations that could not be checked: counted as unchecked, each listed with its reason.
    static QList<model::VerifiedQuote> uncheckedQuotes(const model::Verification& v);
    /// The flagged claims: contradicted first, then not supported, then partially supported.
    static QList<model::VerifiedClaim> flaggedClaims(const model::Verification& v);

    /// The citator's line for a case (issue 27, point 3) with its first signal's sentence; empty when it did not run.
    static QString treatmentText(const model::Treatment& t);
    /// The citing opinion's page of the first signal, when there is one.
    static QString treatmentLink(const model::Treatment& t);
    /// One flagged or listed citation as a line of text: "citation — status: reason".
    static QString citationLine(const model::VerifiedCitation& c);
    /// A claim's reason, with the facts missing from the cited sources.
    static QString claimReason(const model::VerifiedClaim& c);
    /// A quotation's reason, with the closest passage found and how similar it is.
    static QString quoteReason(const model::VerifiedQuote& q);
};

} // namespace lmars::exporting
