// SPDX-License-Identifier: GPL-3.0-or-later
#include "BackendSettings.h"

#include "library/LibraryPaths.h"

namespace lmars::library {

store::BackendConfig BackendSettings::fromConfig(const settings::AppConfig& config)
{
    store::BackendConfig out;
    out.serverUrl = config.serverUrl.trimmed();
    out.serverPassword = config.serverPassword;
    out.readUrls = store::ReadReplicas::parseList(config.serverReadUrls);
    out.libraryPath = LibraryPaths::databasePath(config);
    out.sessionDatabasePath = config.sessionDatabasePath();
    // The library's vectors: its own LSA model. A provider's embedder (dense::TextEmbedder) goes here.
    out.embedder = nullptr;
    return out;
}

} // namespace lmars::library
