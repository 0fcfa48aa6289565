// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/CitationCheck.h"
#include "model/LegalCitation.h"
#include "model/Verification.h"
#include "parse/CitationExtractor.h"
#include "parse/ParsedDocument.h"
#include "verify/PlausibilityChecker.h"

#include <QList>
#include <QMap>

#include <nlohmann/json.hpp>

namespace lmars::verify {

/// One citation of a document with where it is and what the checks found.
struct ReportedCitation
{
    model::LegalCitation citation;
    model::CitationCheck check;
    model::FoundCase found;     ///< the case a lookup found (network checks), else empty
    QString link;               ///< the CourtListener or official page that was checked, else empty
    model::Authority authority; ///< binding or persuasive in the forum, empty when not classified
    model::Treatment treatment; ///< later negative treatment (the citator), empty when it did not run
    int page = 0;               ///< 1-based page of the document, 0 when it has no pages ("documentPage")
    int line = 0;               ///< 1-based line on that page (in the whole text when there are no pages)
};

/**
 * Every citation of a document with its status (issue 13, point 8, the offline part): extraction
 * (core/parse) and the checks: the offline plausibility checks (build()), or whatever a
 * CitationChecker found (fromChecked()). Nothing is "verified" unless the checker looked it up.
 */
struct CitationReport
{
    QList<ReportedCitation> citations;

    static CitationReport build(const parse::ParsedDocument& document, const parse::CitationExtractor& extractor,
                                const PlausibilityChecker& checker);
    static CitationReport build(const QString& text, const QList<parse::DocumentSection>& sections,
                                const parse::CitationExtractor& extractor, const PlausibilityChecker& checker);
    /// The citations a CitationChecker checked (offsets into `text`), placed on their pages and lines.
    static CitationReport fromChecked(const QString& text, const QList<parse::DocumentSection>& sections,
                                      const QList<model::VerifiedCitation>& checked);

    /// The rows in the order a reviewer reads them: the most dangerous first (mismatch, not found,
    /// invalid, implausible, ambiguous, unchecked, verified), in document order within a status.
    QList<ReportedCitation> sortedForReview() const;

    /// Citations whose status needs the user's attention (model::isFlagged).
    int flaggedCount() const;
    /// How many citations have each status.
    QMap<model::CitationStatus, int> statusCounts() const;

    /// {citations: [{...LegalCitation::toJson() (its own first `page`), status, reason, problem?,
    ///  found?, link?, authority?, treatment?, documentPage,
    ///  line}], counts: {total, flagged, <status>: n}}
    nlohmann::json toJson() const;
};

} // namespace lmars::verify
