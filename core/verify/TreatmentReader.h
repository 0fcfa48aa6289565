// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/CitationTreatment.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace lmars::verify {

/// The cited case as the citator looks for it in a citing opinion.
struct CitedCase
{
    qint64 clusterId = 0;     ///< from its CourtListener page ("/opinion/{id}/...")
    QList<qint64> opinionIds; ///< its opinions
    QStringList citations;    ///< "410 U.S. 113" and parallel citations
    QString caseName;         ///< "Roe v. Wade"
};

/// One sentence of a citing opinion that treats the cited case negatively.
struct TreatmentFinding
{
    model::NegativeTreatment kind = model::NegativeTreatment::Overruled;
    QString sentence;
};

/**
 * Reads a citing opinion's text (html_with_citations, another HTML field, plain text or a search
 * snippet) for negative treatment of one cited case (issue 27, point 3). The cited case is found by
 * its /opinion/{id}/ link, its citations and its name; other cases by their links, citations and
 * "X v. Y" names. A sentence counts only when its treatment phrase (overruled, abrogated,
 * superseded by statute, disapproved, called into doubt, declined to follow, limited to its facts)
 * is not negated ("has not been overruled", "we decline to overrule") and its object is the cited
 * case: "we overrule Jones" in a sentence that also cites the case is about Jones, and in "Smith,
 * overruled by [the cited case]" the cited case is the one that overrules. Pure; thread-safe.
 */
class TreatmentReader final
{
public:
    explicit TreatmentReader(CitedCase cited);

    /// Every negative treatment of the cited case in `text`, in text order.
    QList<TreatmentFinding> read(const QString& text, bool isHtml) const;
    /// Whether `text` mentions the cited case at all (by link, citation or name).
    bool mentions(const QString& text, bool isHtml) const;

private:
    struct Mention
    {
        int start = 0;
        int end = 0;
        bool cited = false;
    };
    QString plainText(const QString& text, bool isHtml, QList<Mention>* mentions) const;

    CitedCase m_cited;
    QString m_shortName; ///< the first party's distinctive word ("Roe"), empty when it is generic
};

} // namespace lmars::verify
