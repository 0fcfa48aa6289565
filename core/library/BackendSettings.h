// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/Backends.h"
#include "library/VectorBuilder.h"
#include "settings/AppConfig.h"

#include <optional>

namespace lmars::library {

/// The backend configuration the application's settings name (store::Backends opens it).
class BackendSettings final
{
public:
    /// Server URL and password (LMARS_SERVER_URL, keychain or LMARS_SERVER_PASSWORD), the embedded
    /// library file (LibraryPaths) and the session database (AppConfig::sessionDatabasePath()).
    static store::BackendConfig fromConfig(const settings::AppConfig& config);

    /// Sets a library query's dense channel and fusion as configured (LMARS_LIBRARY_DENSE, the
    /// fusion's weights, K and tiers); weights or K that do not parse leave the paper's (and are logged).
    static void applyDense(const settings::AppConfig& config, store::LibraryQuery& query);
    /// How the library's vectors are built when dense search is on; nullopt when it is off.
    static std::optional<VectorBuildOptions> vectorOptions(const settings::AppConfig& config);
};

} // namespace lmars::library
