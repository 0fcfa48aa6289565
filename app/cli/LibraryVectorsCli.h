// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/JsonUtil.h"
#include "library/LibraryBackend.h"
#include "library/VectorBuilder.h"

#include <QCoreApplication>
#include <QString>

namespace lmars::store {
class LibraryStore;
}

namespace lmars::cli {

/// The library commands' dense channel: building the vectors after `library index`, their status
/// in `library stats`, and what a search hit says about the channels that found it.
class LibraryVectorsCli final
{
    Q_DECLARE_TR_FUNCTIONS(LibraryVectorsCli)

public:
    /// Builds the library's vectors after the text was indexed, printing progress on stderr; an exit code.
    static int build(store::LibraryStore& store, const library::VectorBuildOptions& options);
    /// "Vectors: 12,000 of 12,400 passages, lsa-256-…" (or that there are none yet).
    static QString statusLine(const library::VectorCounts& counts, bool building = false, bool reembedding = false);
    static nlohmann::json statusJson(const library::VectorCounts& counts);
    /// A search hit as `library search --json` prints it, its channels included.
    static nlohmann::json hitJson(const store::LibraryHit& hit);
    /// A hit's rank in each channel (null when that channel did not find it, or the search was not
    /// fused) and its fused score (null when not fused).
    static nlohmann::json channelsJson(const store::LibraryHit& hit);
    /// "exact #1, dense #3" for the text output; empty when not fused.
    static QString channelsText(const store::LibraryHit& hit);
    /// Reads --dense on|off (default: the setting); false after printing the usage error.
    static bool parseDense(const QString& value, bool fallback, bool* out);
};

} // namespace lmars::cli
