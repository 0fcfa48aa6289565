// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationCheckerFactory.h"

#include "OfflineCitationChecker.h"
#include "VerifyLog.h"
#include "sessions/CitationCache.h"
#include "settings/AppConfig.h"

namespace lmars::verify {

NetworkCheckerConfig CitationCheckerFactory::networkConfig(const settings::AppConfig& config)
{
    NetworkCheckerConfig out;
    out.lookup.token = config.courtListenerToken.trimmed();
    if (!config.courtListenerUrl.isEmpty())
        out.lookup.baseUrl = config.courtListenerUrl;
    if (!config.ecfrUrl.isEmpty())
        out.official.ecfrUrl = config.ecfrUrl;
    if (!config.federalRegisterUrl.isEmpty())
        out.official.federalRegisterUrl = config.federalRegisterUrl;
    if (!config.govinfoUrl.isEmpty())
        out.official.usCodeUrl = config.govinfoUrl;
    return out;
}

CitatorConfig CitationCheckerFactory::citatorConfig(const settings::AppConfig& config, int maxOpinionsRead)
{
    CitatorConfig out;
    out.lookup = networkConfig(config).lookup;
    out.maxOpinionsRead = maxOpinionsRead;
    return out;
}

std::shared_ptr<store::CitationCache> CitationCheckerFactory::openCache(const settings::AppConfig& config)
{
    Result<std::unique_ptr<store::CitationCache>> cache = store::CitationCache::open(config.sessionDatabasePath());
    if (!cache) {
        qCWarning(lcVerify) << "citation cache unavailable, checking without it:" << cache.error().toString();
        return {};
    }
    return std::shared_ptr<store::CitationCache>(std::move(cache).value());
}

Result<int> CitationCheckerFactory::clearCache(const settings::AppConfig& config)
{
    Result<std::unique_ptr<store::CitationCache>> cache = store::CitationCache::open(config.sessionDatabasePath());
    if (!cache)
        return cache.error();
    const Result<int> cleared = cache.value()->clear();
    if (cleared)
        qCInfo(lcVerify) << "citation cache cleared:" << cleared.value() << "entries";
    return cleared;
}

std::unique_ptr<CitationChecker> CitationCheckerFactory::create(const settings::AppConfig& config,
                                                                std::shared_ptr<store::CitationCache> cache, Mode mode)
{
    if (mode == Mode::Offline)
        return std::make_unique<OfflineCitationChecker>();
    return std::make_unique<NetworkCitationChecker>(networkConfig(config), std::move(cache));
}

} // namespace lmars::verify
