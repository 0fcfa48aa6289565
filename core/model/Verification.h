// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/CitationCheck.h"
#include "model/LegalCitation.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

/**
 * The verification record of an answer (issue 13, point 7): every citation, quotation and cited
 * claim of the answer with what checking it found. Offsets are into Answer::markdown. Nothing is
 * "verified" or "supported" without a positive check; what could not be checked says why.
 */
namespace lmars::model {

namespace verification {
Q_NAMESPACE

/// What checking one quoted passage found.
enum class QuoteStatus
{
    Verified,  ///< "verified": the passage occurs in the source (after normalization)
    Misquoted, ///< "misquoted": only a different passage is close; `closest` holds it
    NotFound,  ///< "not_found": nothing close in the source's text
    Unchecked  ///< "unchecked": no text to compare with; the reason says why
};
Q_ENUM_NS(QuoteStatus)

/// What checking one sentence with [n] markers against its cited sources found.
enum class ClaimStatus
{
    Supported,          ///< "supported"
    PartiallySupported, ///< "partially_supported"
    NotSupported,       ///< "not_supported"
    Contradicted,       ///< "contradicted"
    Unchecked           ///< "unchecked": no check could run (no model, cancelled, ...)
};
Q_ENUM_NS(ClaimStatus)

} // namespace verification

using verification::ClaimStatus;
using verification::QuoteStatus;

/// "verified", "misquoted", "not_found", "unchecked"
QString quoteStatusName(QuoteStatus status);
bool parseQuoteStatus(const QString& text, QuoteStatus* out);
/// "supported", "partially_supported", "not_supported", "contradicted", "unchecked"
QString claimStatusName(ClaimStatus status);
bool parseClaimStatus(const QString& text, ClaimStatus* out);
/// True for the claim statuses a user must look at (partially/not supported, contradicted).
bool isFlagged(ClaimStatus status);
/// True for the quote statuses a user must look at (misquoted, not found).
bool isFlagged(QuoteStatus status);

/// The case a citation lookup found for a citation.
struct FoundCase
{
    QString caseName;
    QString court;
    QString date; ///< "1999-08-12" (date filed)
    QString url;  ///< absolute CourtListener URL of the opinion cluster

    bool isEmpty() const { return caseName.isEmpty() && url.isEmpty(); }
};

/// One citation of the answer and its check.
struct VerifiedCitation
{
    LegalCitation citation; ///< kind, text, normalized, start, end (in the answer) and the parts
    CitationCheck check;    ///< status, reason, problem
    FoundCase found;        ///< for cases the lookup found
    QString link;           ///< the official or CourtListener page that was checked, else empty
    int sourceN = 0;        ///< the source [n] the citation is attributed to (next marker), 0 for none
    QString checkedAt;      ///< ISO date the check ran (from the cache when it was cached)
    Authority authority;    ///< binding or persuasive in the forum (cases), empty when not classified

    /// The page a reader can open for this check: the official or CourtListener page checked, else the
    /// found case's page; empty unless it is an http(s) address.
    QString webLink() const;
};

/// One quoted passage (six words or more) of the answer and its check.
struct VerifiedQuote
{
    QString text; ///< the quoted passage as written, without the quotation marks
    int start = 0;
    int end = 0;
    int sourceN = 0;      ///< the source [n] it is attributed to, 0 when attributed to a case
    QString caseCitation; ///< normalized citation of the case it is attributed to, else empty
    QuoteStatus status = QuoteStatus::Unchecked;
    QString closest;       ///< the closest passage found in the source when not verified
    double similarity = 0; ///< 0..1, of `closest` (1 when verified)
    QString reason;
};

/// One sentence of the answer carrying [n] markers and its support by the cited sources.
struct VerifiedClaim
{
    QString sentence;
    int start = 0;
    int end = 0;
    QList<int> sourceNs; ///< the sources it cites
    ClaimStatus status = ClaimStatus::Unchecked;
    QStringList missingFacts;  ///< numbers, amounts, dates, sections stated but in no cited source
    QString supportingSpan;    ///< the passage that supports it (from the model's check)
    int supportingSourceN = 0; ///< the source that passage is from
    QString reason;
};

/// The whole record. `present` is false for answers that were never checked (older sessions).
struct Verification
{
    bool present = false;
    bool finished = false; ///< every check that will run has run (false while checks run live)
    QList<VerifiedCitation> citations;
    QList<VerifiedQuote> quotes;
    QList<VerifiedClaim> claims;
    bool revised = false;   ///< the summary agent revised the answer once after failed checks
    bool turnedOff = false; ///< the user turned verification off for the run: nothing was checked
    QStringList notes;      ///< what was not checked and why ("Cases were not checked: ...")

    /// Counts by status of every part, and how many need the user's attention.
    int flaggedCount() const;

    /// {citations:[{kind,text,normalized,start,end,status,reason,problem?,found?,link?,sourceN,
    ///  checkedAt?,authority?}], quotes:[...], claims:[...], revised, turnedOff, finished, notes,
    ///  counts:{citations:{total,flagged,<status>:n}, quotes:{...}, claims:{...}, flagged}}
    nlohmann::json toJson() const;
    /// Reads toJson()'s form; a missing or malformed record gives present == false.
    static Verification fromJson(const nlohmann::json& json);
};

} // namespace lmars::model
