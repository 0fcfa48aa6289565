// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "verify/CitationChecker.h"
#include "verify/Citator.h"
#include "verify/NetworkCitationChecker.h"

#include <memory>

namespace lmars::settings {
struct AppConfig;
}

namespace lmars::store {
class CitationCache;
}

namespace lmars::verify {

/**
 * The citation checker a run or a command uses: the network checker (CourtListener with the
 * configured token and URL, eCFR and the Federal Register at their configured URLs, results kept
 * in the session database's citation cache), or the offline one when the user asked for it.
 * Without a CourtListener token the network checker still checks regulations and executive orders
 * and its notes() say how to enable case lookups.
 */
class CitationCheckerFactory final
{
public:
    enum class Mode
    {
        Automatic, ///< the network checker
        Offline    ///< the offline checks only (--offline)
    };

    /// cache may be null: results are then remembered for the checker's lifetime only.
    static std::unique_ptr<CitationChecker>
    create(const settings::AppConfig& config, std::shared_ptr<store::CitationCache> cache, Mode mode = Mode::Automatic);
    /// The network checker's settings from the application's configuration.
    static NetworkCheckerConfig networkConfig(const settings::AppConfig& config);
    /// The citator's settings (CourtListener's URL and token; at most maxOpinionsRead citing opinions
    /// read per case).
    static CitatorConfig citatorConfig(const settings::AppConfig& config, int maxOpinionsRead = 5);
    /// The citation cache in the configured session database; null (with a warning logged) when it
    /// cannot be opened: checks still run, uncached.
    static std::shared_ptr<store::CitationCache> openCache(const settings::AppConfig& config);
    /// Forgets every cached lookup in the configured session database (Settings' button and
    /// `lmars-cli verify --refresh`); returns how many entries there were.
    static Result<int> clearCache(const settings::AppConfig& config);
};

} // namespace lmars::verify
