// SPDX-License-Identifier: GPL-3.0-or-later
#include "BackendSettings.h"

#include "embed/ProviderEmbedder.h"
#include "library/LibraryLog.h"
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
    // The library's vectors: the embedding provider's when one is configured (LMARS_EMBEDDING_*),
    // else the library's own LSA model (a null embedder).
    if (config.embedding.enabled() && config.embeddingError.isEmpty() && !config.embedding.model.trimmed().isEmpty())
        out.embedder = std::make_shared<embed::ProviderEmbedder>(config.embedding, config.embeddingCachePath());
    return out;
}

void BackendSettings::applyDense(const settings::AppConfig& config, store::LibraryQuery& query)
{
    query.dense = config.libraryDense;
    if (const auto fusion = dense::FusionWeights::parse(config.libraryFusionWeights, config.libraryFusionK)) {
        query.fusion = *fusion;
    } else {
        qCWarning(lcLibrary) << "the library's fusion weights" << config.libraryFusionWeights << "or K"
                             << config.libraryFusionK << "do not parse; using 3,2,1 and 60";
        query.fusion = dense::FusionWeights();
    }
    query.fusion.tiered = config.libraryFusionTiered;
    query.fusion.gated = config.libraryFusionGated;
}

std::optional<VectorBuildOptions> BackendSettings::vectorOptions(const settings::AppConfig& config)
{
    if (!config.libraryDense)
        return std::nullopt;
    VectorBuildOptions options;
    options.embedder = fromConfig(config).embedder;
    return options;
}

} // namespace lmars::library
