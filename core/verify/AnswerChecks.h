// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "model/Verification.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

#include <functional>

namespace lmars::verify {

/// What the checks know of one numbered source: the text retrieved for it.
struct SourceText
{
    QString text;             ///< content (or the deep-read page) and snippet
    bool snippetOnly = false; ///< only a search snippet was retrieved, not the page or opinion
};

/**
 * The checks of an answer that need no model (issue 13, points 5 and 6 deterministic): every
 * quoted passage of six words or more against the text of the source or case it is attributed to,
 * and the numbers, amounts, durations, dates and sections of every sentence with [n] markers
 * against the sources it cites. Offsets are into the answer's Markdown.
 */
class AnswerChecks final
{
    Q_DECLARE_TR_FUNCTIONS(AnswerChecks)

public:
    /// The opinion text of a case citation (CitationChecker::opinionText); empty when unavailable.
    using OpinionText = std::function<QString(const model::VerifiedCitation&)>;

    /// A passage counts as a misquotation of the source, not as absent, from this similarity up.
    static constexpr double kMisquoteSimilarity = 0.6;

    /// citations: the answer's checked citations (for quotations attributed to a case).
    /// Stops early when cancelled; the quotations not reached are unchecked with the reason.
    static QList<model::VerifiedQuote> checkQuotes(const QString& markdown,
                                                   const QList<model::VerifiedCitation>& citations,
                                                   const QMap<int, SourceText>& sources, const OpinionText& opinionText,
                                                   const CancelToken& cancel);

    /// One VerifiedClaim per sentence with [n] markers: missingFacts filled, status unchecked (the
    /// model decides it) unless a marker points to no source. Numbers inside case citations
    /// (volume, page, year) are left to the citation checks.
    static QList<model::VerifiedClaim> checkFacts(const QString& markdown,
                                                  const QList<model::VerifiedCitation>& citations,
                                                  const QMap<int, SourceText>& sources);

    /// Combines a claim's missing facts with the model's status (or, without one, decides it):
    /// a sentence stating facts no cited source has is never "supported".
    static void settle(model::VerifiedClaim& claim, bool modelChecked);
};

} // namespace lmars::verify
