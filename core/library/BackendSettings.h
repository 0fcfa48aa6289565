// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/Backends.h"
#include "settings/AppConfig.h"

namespace lmars::library {

/// The backend configuration the application's settings name (store::Backends opens it).
class BackendSettings final
{
public:
    /// Server URL and password (LMARS_SERVER_URL, keychain or LMARS_SERVER_PASSWORD), the embedded
    /// library file (LibraryPaths) and the session database (AppConfig::sessionDatabasePath()).
    static store::BackendConfig fromConfig(const settings::AppConfig& config);
};

} // namespace lmars::library
