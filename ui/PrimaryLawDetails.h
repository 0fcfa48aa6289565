// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include "model/SearchResult.h"

namespace lmars::ui {

/**
 * The primary-law part of a source's detail, as HTML for the source detail view: a Federal
 * Register document's type, executive order number, dates and status; a CFR section's edition, the
 * date of its text and, when it was amended since, a word-level comparison with the current text
 * (deletions struck through, insertions underlined); a U.S. Code section's edition and source
 * credit. Empty for other sources.
 */
class PrimaryLawDetails final
{
    Q_DECLARE_TR_FUNCTIONS(PrimaryLawDetails)

public:
    static QString html(const model::SearchResult& source);
    /// The comparison of the text as of the date with the current text, as HTML; empty when the
    /// source holds no current text or the two are the same.
    static QString changesHtml(const QString& asOfText, const model::SearchResult& source);

private:
    static QString federalRegister(const model::FederalRegisterRecord& r);
    static QString ecfr(const model::RegulationRecord& r);
    static QString usCode(const model::StatuteRecord& r);
};

} // namespace lmars::ui
