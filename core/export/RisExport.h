// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lmars::model {
class ResearchState;
}

namespace lmars::exporting {

/**
 * The sources of an answer as RIS, the tagged format EndNote, Zotero and firms' citation tools import:
 * one record per source, `TY  - CASE` (cases), `STAT` (statutes), `LEGAL` (regulations and Federal Register
 * documents), `GOVDOC` (executive orders), `ELEC` (web pages), `GEN` (the user's documents), with TI title,
 * T2 reporter/code/site, PB court or agency, VL volume, SP first page, SE section, M1 number, DA and PY date,
 * Y2 access date, UR, N1 the full citation and authority tier, ID "source-N", and `ER  - `. Lines end in
 * CRLF; a value never spans lines.
 */
class RisExport final
{
public:
    static QString document(const model::ResearchState& state);
};

} // namespace lmars::exporting
