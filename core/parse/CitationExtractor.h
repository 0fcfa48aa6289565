// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LegalCitation.h"
#include "parse/CaseCitationFinder.h"
#include "parse/ReporterTable.h"
#include "parse/ShortFormResolver.h"
#include "parse/StatuteCitationFinder.h"
#include "parse/SubsequentHistoryReader.h"

#include <QList>

namespace lmars::parse {

/**
 * Finds every citation in a text (issue 13, point 1) with its offsets and normalized form: case
 * citations (full, parallel, neutral, database), short forms resolved to their antecedents,
 * statutes, regulations, Federal Register, Pub. L., Stat. and executive orders, and the subsequent
 * history written after a case (issue 27). Markup inside a citation (tags, star pages) is read past
 * (CitationText); offsets stay those of the text given. No model, no
 * network. Build once and reuse: construction compiles the patterns. Const methods are safe to
 * call from several threads.
 */
class CitationExtractor final
{
public:
    /// With the compiled-in tables.
    CitationExtractor();
    explicit CitationExtractor(const ReporterTable& table);

    /// In text order, not overlapping.
    QList<model::LegalCitation> extract(const QString& text) const;

    const ReporterTable& table() const { return m_table; }

private:
    const ReporterTable& m_table;
    CaseCitationFinder m_cases;
    StatuteCitationFinder m_statutes;
    ShortFormResolver m_shortForms;
    SubsequentHistoryReader m_history;
};

} // namespace lmars::parse
