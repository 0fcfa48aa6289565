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
    return out;
}

} // namespace lmars::library
