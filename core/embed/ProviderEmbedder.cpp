// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProviderEmbedder.h"

#include "embed/EmbedLog.h"

#include <QHash>

#include <algorithm>
#include <mutex>
#include <thread>

namespace lmars::embed {

ProviderEmbedder::ProviderEmbedder(llm::EmbeddingConfig config, QString cachePath,
                                   std::shared_ptr<net::HttpClient> http)
    : m_client(std::move(config), std::move(http)), m_cachePath(std::move(cachePath))
{
    m_dimension.store(std::max(0, m_client.config().dimension));
}

ProviderEmbedder::~ProviderEmbedder() = default;

QString ProviderEmbedder::modelId() const
{
    const llm::EmbeddingConfig& config = m_client.config();
    QString id = llm::embeddingProviderName(config.provider) + QLatin1Char('/') + config.model.trimmed();
    if (config.dimension > 0)
        id += QLatin1Char('@') + QString::number(config.dimension);
    return id;
}

QString ProviderEmbedder::cacheEndpoint() const
{
    return EmbeddingCache::normalizedEndpoint(m_client.url());
}

EmbedStatistics ProviderEmbedder::lastStatistics() const
{
    QMutexLocker lock(&m_mutex);
    return m_last;
}

int ProviderEmbedder::estimatedTokens(const QString& text)
{
    return std::max<int>(1, static_cast<int>(text.size() / 4));
}

Result<EmbeddingCache*> ProviderEmbedder::cache()
{
    QMutexLocker lock(&m_mutex);
    if (!m_cache) {
        auto opened = EmbeddingCache::open(m_cachePath);
        if (!opened)
            return opened.error();
        m_cache = std::move(opened.value());
    }
    return m_cache.get();
}

Result<void> ProviderEmbedder::checkDimension(const std::vector<float>& vector)
{
    const int size = static_cast<int>(vector.size());
    int expected = 0;
    if (m_dimension.compare_exchange_strong(expected, size) || expected == size)
        return {};
    return Error(ErrorKind::InvalidResponse,
                 tr("The %1 sent vectors of dimension %2, but %3's vectors have dimension %4.")
                     .arg(m_client.label())
                     .arg(size)
                     .arg(modelId())
                     .arg(expected));
}

Result<std::vector<std::vector<float>>> ProviderEmbedder::embed(const QStringList& texts, dense::EmbedPurpose purpose,
                                                                const CancelToken& cancel)
{
    Q_UNUSED(purpose) // these endpoints embed a query as they embed a passage
    EmbedStatistics statistics;
    statistics.texts = static_cast<int>(texts.size());
    if (!m_client.config().enabled())
        return Error(ErrorKind::Configuration, tr("No embedding provider is configured."));
    auto opened = cache();
    if (!opened)
        return opened.error();
    EmbeddingCache& store = *opened.value();

    // Each distinct text once.
    QStringList unique;
    QList<QByteArray> hashes;
    QHash<QByteArray, int> position;
    std::vector<int> slot(static_cast<size_t>(texts.size()));
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const QByteArray hash = EmbeddingCache::textHash(texts.at(i));
        auto it = position.constFind(hash);
        if (it == position.cend()) {
            it = position.insert(hash, static_cast<int>(unique.size()));
            unique << texts.at(i);
            hashes << hash;
        }
        slot[static_cast<size_t>(i)] = *it;
    }
    const QString model = modelId();
    auto cached = store.lookup(cacheEndpoint(), model, hashes);
    if (!cached)
        return cached.error();
    std::vector<std::vector<float>> vectors(static_cast<size_t>(unique.size()));
    QList<int> missing;
    for (qsizetype i = 0; i < unique.size(); ++i) {
        auto it = cached.value().find(hashes.at(i));
        if (it == cached.value().end()) {
            missing << static_cast<int>(i);
            continue;
        }
        if (auto fits = checkDimension(*it); !fits)
            return fits.error();
        vectors[static_cast<size_t>(i)] = std::move(*it);
    }
    statistics.cached = statistics.texts - static_cast<int>(missing.size());
    Result<void> done = embedMissing(unique, hashes, missing, vectors, statistics, cancel);
    {
        QMutexLocker lock(&m_mutex);
        m_last = statistics;
    }
    if (!done)
        return done.error();
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, tr("Cancelled."));

    std::vector<std::vector<float>> out;
    out.reserve(static_cast<size_t>(texts.size()));
    for (const int s : slot)
        out.push_back(vectors[static_cast<size_t>(s)]);
    return out;
}

Result<void> ProviderEmbedder::embedMissing(const QStringList& unique, const QList<QByteArray>& hashes,
                                            const QList<int>& missing, std::vector<std::vector<float>>& vectors,
                                            EmbedStatistics& statistics, const CancelToken& cancel)
{
    const llm::EmbeddingConfig& config = m_client.config();
    // The batches: consecutive missing texts, at most batchSize of them and batchTokens estimated tokens.
    QList<QList<int>> batches;
    int tokens = 0;
    for (const int index : missing) {
        const int cost = estimatedTokens(unique.at(index));
        if (batches.isEmpty() || batches.last().size() >= std::max(1, config.batchSize) ||
            (!batches.last().isEmpty() && tokens + cost > std::max(1, config.batchTokens))) {
            batches.append(QList<int>());
            tokens = 0;
        }
        batches.last() << index;
        tokens += cost;
    }
    if (batches.isEmpty())
        return {};
    EmbeddingCache* store = m_cache.get();
    const QString model = modelId();
    const QString endpoint = cacheEndpoint();

    std::mutex mutex; // guards next, failure, statistics and vectors
    qsizetype next = 0;
    std::optional<Error> failure;
    auto work = [&] {
        while (true) {
            QList<int> batch;
            {
                std::lock_guard<std::mutex> lock(mutex);
                if (failure || next >= batches.size() || cancel.isCancelled())
                    return;
                batch = batches.at(next++);
            }
            QStringList texts;
            for (const int index : batch)
                texts << unique.at(index);
            auto reply = m_client.embed(texts, m_dimension.load(), cancel);
            std::vector<std::pair<QByteArray, std::vector<float>>> rows;
            std::optional<Error> error;
            if (reply) {
                for (qsizetype i = 0; i < batch.size() && !error; ++i) {
                    if (auto fits = checkDimension(reply.value().vectors[static_cast<size_t>(i)]); !fits)
                        error = fits.error();
                    rows.emplace_back(hashes.at(batch.at(i)), reply.value().vectors[static_cast<size_t>(i)]);
                }
                if (!error) {
                    if (auto stored = store->store(endpoint, model, rows); !stored)
                        error = stored.error();
                }
            } else {
                error = reply.error();
            }
            std::lock_guard<std::mutex> lock(mutex);
            if (error) {
                if (!failure)
                    failure = std::move(error);
                return;
            }
            ++statistics.requests;
            statistics.embedded += static_cast<int>(batch.size());
            for (qsizetype i = 0; i < batch.size(); ++i)
                vectors[static_cast<size_t>(batch.at(i))] = std::move(rows[static_cast<size_t>(i)].second);
        }
    };
    const int workers = static_cast<int>(std::clamp<qsizetype>(config.concurrency, 1, batches.size()));
    std::vector<std::thread> threads;
    for (int i = 1; i < workers; ++i)
        threads.emplace_back(work);
    work();
    for (std::thread& thread : threads)
        thread.join();
    qCInfo(lcEmbed).noquote() << model << "embedded" << statistics.embedded << "of" << statistics.texts << "texts in"
                              << statistics.requests << "requests," << statistics.cached << "from the cache";
    if (failure)
        return *failure;
    return {};
}

} // namespace lmars::embed
