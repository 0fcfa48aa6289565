// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lmars::store {

/// The text search configuration of a server library (fixed by `server init`).
enum class ServerTextSearch
{
    Simple, ///< no stemming: exact words (any language); CJK as character bigrams
    English ///< English stemming and stop words; CJK as character bigrams
};

/// "simple", "english" (the PostgreSQL regconfig names)
QString serverTextSearchName(ServerTextSearch config);
bool parseServerTextSearch(const QString& name, ServerTextSearch* out);

} // namespace lmars::store
