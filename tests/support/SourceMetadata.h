// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/SearchResult.h"

#include <nlohmann/json.hpp>

namespace lmars::test {

/// A result's "metadata" object as the trajectory document writes it (the keys sessions have always used).
inline nlohmann::json metadataOf(const model::SearchResult& result)
{
    return result.toJson().at("metadata");
}

/// Sets metadata keys as a saved session holds them: the keys are merged (top level) into the
/// result's trajectory form and read back, so they land in the typed records as a reopened session's would.
inline void setMetadata(model::SearchResult& result, const nlohmann::json& keys)
{
    nlohmann::json doc = result.toJson();
    doc["metadata"].update(keys);
    result = model::SearchResult::fromJson(doc);
}

} // namespace lmars::test
