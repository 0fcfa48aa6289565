// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/CitationCheck.h"
#include "model/LegalCitation.h"
#include "parse/ReporterTable.h"

#include <QCoreApplication>

namespace lmars::verify {

/**
 * The offline checks of a citation (issue 13, point 2; no network): a reporter in no table, a
 * year outside every edition the reporter spelling can mean ("123 F.4th 456 (1998)": F.4th starts
 * in 2021), a court in the parenthetical that does not publish in that reporter, a pin cite before
 * the first page. A citation that fails one is Implausible with the reason; one that passes all
 * stays Unchecked (passing them proves nothing about existence), with the reason why.
 */
class PlausibilityChecker final
{
    Q_DECLARE_TR_FUNCTIONS(PlausibilityChecker)

public:
    /// With the compiled-in tables.
    PlausibilityChecker();
    explicit PlausibilityChecker(const parse::ReporterTable& table);

    model::CitationCheck check(const model::LegalCitation& citation) const;

private:
    model::CitationCheck checkCase(const model::LegalCitation& citation) const;
    const parse::CourtEntry* courtOf(const QString& written) const;

    const parse::ReporterTable& m_table;
};

} // namespace lmars::verify
