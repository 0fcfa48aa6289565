// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dense/TextEmbedder.h"
#include "embed/EmbeddingCache.h"
#include "embed/EmbeddingClient.h"
#include "llm/EmbeddingConfig.h"

#include <QCoreApplication>
#include <QMutex>

#include <atomic>
#include <memory>

namespace lmars::net {
class HttpClient;
}

namespace lmars::embed {

/// What one embed() call did (for progress lines, logs and tests).
struct EmbedStatistics
{
    int texts = 0;    ///< texts asked for
    int cached = 0;   ///< found in the cache (or repeated within the call)
    int embedded = 0; ///< sent to the provider
    int requests = 0; ///< requests that succeeded
};

/**
 * dense::TextEmbedder over the user's embedding endpoint (EmbeddingClient), with the content-hash
 * cache (EmbeddingCache) in front of it:
 * - a text whose vector the cache holds for this model is never sent again: not an unchanged chunk
 *   of a re-indexed document, not a query asked before, not a batch a killed run had stored;
 * - the rest go in batches of at most batchSize texts and batchTokens estimated tokens, up to
 *   concurrency requests in flight; each batch's vectors are stored in the cache as one transaction
 *   as soon as it is answered, so an interrupted run resumes where it stopped;
 * - the first failing request (after its retries) ends the call with its error; batches already
 *   answered stay cached.
 * Documents and queries get the same vector from these endpoints, so the cache key is the text, with
 * the model id and the endpoint's URL (cacheEndpoint(): never the key).
 * The dimension is the configured one, else learned from the first vector (cached or answered),
 * and every later vector must have it.
 *
 * Construct with the config and the cache file's path, e.g.
 * ProviderEmbedder(appConfig.embedding, LibraryPaths' cache folder + "/embeddings.sqlite").
 */
class ProviderEmbedder final : public dense::TextEmbedder
{
    Q_DECLARE_TR_FUNCTIONS(ProviderEmbedder)

public:
    ProviderEmbedder(llm::EmbeddingConfig config, QString cachePath, std::shared_ptr<net::HttpClient> http = {});
    ~ProviderEmbedder() override;

    /// "<provider>/<model>", with "@<dimension>" when a dimension is configured
    /// ("openai/text-embedding-3-small@512").
    QString modelId() const override;
    int dimension() const override { return m_dimension.load(); }
    Result<std::vector<std::vector<float>>> embed(const QStringList& texts, dense::EmbedPurpose purpose,
                                                  const CancelToken& cancel) override;

    /// The endpoint's part of the cache key: the request URL, normalised (EmbeddingCache::normalizedEndpoint()).
    QString cacheEndpoint() const;
    /// What the last embed() call did.
    EmbedStatistics lastStatistics() const;
    const QString& cachePath() const { return m_cachePath; }
    /// A text's estimated tokens for the batch budget: its characters / 4, at least 1.
    static int estimatedTokens(const QString& text);

private:
    Result<EmbeddingCache*> cache();
    /// Sends the texts at these positions of unique in batches, concurrently; stores each answer.
    Result<void> embedMissing(const QStringList& unique, const QList<QByteArray>& hashes, const QList<int>& missing,
                              std::vector<std::vector<float>>& vectors, EmbedStatistics& statistics,
                              const CancelToken& cancel);
    Result<void> checkDimension(const std::vector<float>& vector);

    EmbeddingClient m_client;
    QString m_cachePath;
    std::atomic_int m_dimension{0};
    mutable QMutex m_mutex; ///< guards m_cache's creation and m_last
    std::unique_ptr<EmbeddingCache> m_cache;
    EmbedStatistics m_last;
};

} // namespace lmars::embed
