// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationExtractor.h"

#include "parse/CitationText.h"

#include <algorithm>

namespace lmars::parse {

CitationExtractor::CitationExtractor() : CitationExtractor(ReporterTable::instance()) {}

CitationExtractor::CitationExtractor(const ReporterTable& table) : m_table(table), m_cases(table), m_statutes(table) {}

QList<model::LegalCitation> CitationExtractor::extract(const QString& original) const
{
    // Markup, star pages and placeholders blanked; offsets unchanged.
    const QString text = CitationText::clean(original);
    const QList<model::LegalCitation> statutes = m_statutes.find(text);
    QList<model::LegalCitation> citations = statutes;
    // A statute's number form wins over a reporter that happens to share a spelling.
    // (statutes are in text order without overlaps: a binary search, not a scan per case)
    for (model::LegalCitation& c : m_cases.find(text)) {
        if (!model::overlapsAny(statutes, c.start, c.end))
            citations << std::move(c);
    }
    std::stable_sort(citations.begin(), citations.end(),
                     [](const model::LegalCitation& a, const model::LegalCitation& b) { return a.start < b.start; });
    m_shortForms.resolve(text, citations);
    m_history.attach(text, citations);
    return citations;
}

} // namespace lmars::parse
