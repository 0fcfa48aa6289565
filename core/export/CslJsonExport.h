// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <nlohmann/json.hpp>

namespace lmars::model {
class ResearchState;
}

namespace lmars::exporting {

/**
 * The sources of an answer as CSL-JSON (the Citation Style Language's data format, which Zotero, Mendeley
 * and citeproc read): an array of items with id "source-N" for the answer's [N], types legal_case,
 * legislation, regulation, webpage and document, and the fields title, authority (court, legislature or
 * agency), container-title (reporter, code, Fed. Reg., site), volume, page, section, number, issued and
 * accessed (date-parts), URL and note (the authority tier).
 */
class CslJsonExport final
{
public:
    static nlohmann::json items(const model::ResearchState& state);
    /// items() indented by 2, with a final newline.
    static QString document(const model::ResearchState& state);
};

} // namespace lmars::exporting
