// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoredVectors.h"

#include "library/LibraryLog.h"
#include "library/LibraryStore.h"
#include "library/VectorBuilder.h"
#include "library/VectorGraph.h"
#include "library/VectorStore.h"

#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <vector>

namespace lmars::library {

std::shared_ptr<StoredVectors> StoredVectors::of(const QString& libraryPath)
{
    static std::mutex registryMutex;
    static QHash<QString, std::shared_ptr<StoredVectors>> registry; // kept for the process: searches reuse them
    const QString key = QFileInfo(libraryPath).absoluteFilePath();
    const std::lock_guard<std::mutex> lock(registryMutex);
    if (auto existing = registry.value(key))
        return existing;
    auto made = std::make_shared<StoredVectors>();
    registry.insert(key, made);
    return made;
}

Result<std::unique_ptr<StoredVectors::Loaded>>
StoredVectors::loadModel(store::LibraryStore& store, const VectorModelInfo& model,
                         const std::shared_ptr<dense::TextEmbedder>& provider)
{
    auto loaded = std::make_unique<Loaded>();
    loaded->modelId = model.id;
    loaded->modelName = model.name;
    loaded->embedder = VectorBuilder::embedderFor(store, model, provider);
    loaded->fromProvider = loaded->embedder && loaded->embedder == provider;
    auto graph = VectorGraph::load(store.database(), model);
    if (!graph)
        return graph.error();
    int dimension = model.dimension;
    if (graph.value()) {
        loaded->graph = std::make_unique<dense::VectorIndex>(std::move(graph.value()->index));
        loaded->graphCovers = graph.value()->info.coversSeq;
        loaded->seq = loaded->graphCovers;
        loaded->deletions = graph.value()->info.deletions; // ids deleted since are looked for below
        dimension = loaded->graph->dimension();
    } else {
        // None stored, or refused (logged): searches are exact until VectorBuilder stores a sound one.
        if (auto info = VectorGraph::stored(store.database(), model.id); info && info.value()) {
            if (auto dropped = VectorGraph::drop(store.database(), model.id); !dropped)
                qCWarning(lcLibrary) << "library vectors: the refused index stays until the next build:"
                                     << dropped.error().toString();
        }
        auto deletions = VectorStore(store.database()).deletions();
        if (!deletions)
            return deletions.error();
        loaded->deletions = deletions.value();
    }
    loaded->tail = std::make_unique<dense::VectorIndex>(dense::VectorIndex::exactOnly(dimension));
    if (auto caught = catchUp(store, *loaded, false); !caught)
        return caught.error();
    return loaded;
}

Result<void> StoredVectors::catchUp(store::LibraryStore& store, Loaded& loaded, bool shared)
{
    VectorStore vectors(store.database());
    auto deletions = vectors.deletions();
    if (!deletions)
        return deletions.error();
    std::unique_lock<std::shared_mutex> lock(m_mutex, std::defer_lock);
    if (deletions.value() != loaded.deletions) {
        // Vectors were deleted: which of the loaded ids are still there (read outside the lock).
        auto live = vectors.liveIds(loaded.modelId);
        if (!live)
            return live.error();
        std::unordered_set<qint64> dead;
        if (loaded.graph) {
            for (const qint64 id : loaded.graph->ids()) {
                if (live->count(id) == 0)
                    dead.insert(id);
            }
        }
        QList<qint64> tailGone;
        for (const qint64 id : loaded.tail->ids()) {
            if (live->count(id) == 0)
                tailGone << id;
        }
        if (shared)
            lock.lock();
        loaded.dead = std::move(dead);
        for (const qint64 id : tailGone)
            loaded.tail->remove(id);
        loaded.deletions = deletions.value();
        if (shared)
            lock.unlock();
    }
    auto lastWrite = vectors.lastWrite();
    if (!lastWrite)
        return lastWrite.error();
    if (lastWrite.value() != 0 && lastWrite.value() == loaded.seq)
        return {}; // nothing written since (0: a file older than the counter, read to be sure)
    std::vector<std::pair<qint64, std::vector<float>>> written; // read outside the lock, put in under it
    auto last = vectors.load(loaded.modelId, loaded.seq, [&](qint64 id, std::vector<float> vector) {
        if (shared) {
            written.emplace_back(id, std::move(vector));
            return;
        }
        if (loaded.tail->dimension() == 0) // a provider's model, recorded before its first reply
            *loaded.tail = dense::VectorIndex::exactOnly(static_cast<int>(vector.size()));
        loaded.tail->add(id, vector);
    });
    if (!last)
        return last.error();
    if (shared)
        lock.lock();
    for (const auto& [id, vector] : written) {
        if (loaded.tail->dimension() == 0)
            *loaded.tail = dense::VectorIndex::exactOnly(static_cast<int>(vector.size()));
        loaded.tail->add(id, vector);
    }
    loaded.seq = std::max(last.value(), lastWrite.value());
    return {};
}

Result<void> StoredVectors::refresh(store::LibraryStore& store, const std::shared_ptr<dense::TextEmbedder>& provider)
{
    std::unique_lock<std::mutex> refreshing(m_refreshMutex, std::try_to_lock);
    if (!refreshing.owns_lock()) {
        if (ready())
            return {}; // another search is refreshing: this one searches what is loaded meanwhile
        refreshing.lock();
    }
    auto model = VectorStore(store.database()).activeModel();
    if (!model)
        return model.error();
    if (!model.value()) {
        const std::unique_lock<std::shared_mutex> lock(m_mutex);
        m_loaded.reset();
        return {};
    }
    const VectorModelInfo& active = *model.value();
    // Only a refresh changes m_loaded, one at a time: reading it here needs no lock.
    Loaded* current = m_loaded.get();
    // The provider's embedder serves only while it is the one configured (and the active model). It is
    // compared by model id, not by object: each run builds its own embedder for the same model, and a
    // newer one (a changed key or address) takes over without reloading the vectors.
    const bool providerActive = provider && provider->modelId() == active.name;
    // Without an embedder (another provider's model) nothing is searched: loading again would not help.
    const bool same = current && current->modelId == active.id && current->modelName == active.name &&
                      current->fromProvider == providerActive;
    bool reload = !same;
    if (same) {
        if (providerActive) {
            const std::unique_lock<std::shared_mutex> lock(m_mutex);
            current->embedder = provider;
        }
        // A newer stored index replaces the loaded one once the exact rest has grown (a twentieth).
        auto stored = VectorGraph::stored(store.database(), active.id);
        if (!stored)
            return stored.error();
        const qsizetype inGraph = current->graph ? current->graph->size() : 0;
        reload = stored.value() && stored.value()->coversSeq > current->graphCovers &&
                 current->tail->size() >= std::max<qsizetype>(1000, inGraph / 20);
    }
    if (!reload)
        return catchUp(store, *current, true);
    auto loaded = loadModel(store, active, provider);
    if (!loaded)
        return loaded.error();
    {
        const std::unique_lock<std::shared_mutex> lock(m_mutex);
        std::swap(m_loaded, loaded.value());
    }
    qCDebug(lcLibrary) << "library vectors:" << size() << "of model" << active.name << "(" << approximateSize()
                       << "through the approximate index)";
    return {}; // the former copy is freed here, outside the lock
}

bool StoredVectors::ready() const
{
    const std::shared_lock<std::shared_mutex> lock(m_mutex);
    return m_loaded && m_loaded->embedder &&
           (m_loaded->tail->size() > 0 || (m_loaded->graph && m_loaded->graph->size() > 0));
}

QString StoredVectors::modelName() const
{
    const std::shared_lock<std::shared_mutex> lock(m_mutex);
    return m_loaded ? m_loaded->modelName : QString();
}

qsizetype StoredVectors::size() const
{
    const std::shared_lock<std::shared_mutex> lock(m_mutex);
    if (!m_loaded)
        return 0;
    return m_loaded->tail->size() + (m_loaded->graph ? m_loaded->graph->size() : 0) -
           static_cast<qsizetype>(m_loaded->dead.size());
}

qsizetype StoredVectors::approximateSize() const
{
    const std::shared_lock<std::shared_mutex> lock(m_mutex);
    return m_loaded && m_loaded->graph ? m_loaded->graph->size() : 0;
}

Result<QList<qint64>> StoredVectors::nearest(const QString& text, int k, const CancelToken& cancel) const
{
    std::shared_ptr<dense::TextEmbedder> embedder;
    {
        const std::shared_lock<std::shared_mutex> lock(m_mutex);
        if (m_loaded)
            embedder = m_loaded->embedder;
    }
    if (!embedder)
        return QList<qint64>();
    auto query = embedder->embed({text}, dense::EmbedPurpose::Query, cancel);
    if (!query)
        return query.error();
    QList<qint64> ids;
    if (query->empty())
        return ids;
    const std::shared_lock<std::shared_mutex> lock(m_mutex);
    if (!m_loaded)
        return ids;
    const Loaded& loaded = *m_loaded;
    QList<dense::VectorMatch> best = loaded.tail->search(query->front(), k); // exact
    if (loaded.graph) {
        // The graph's copy of a vector written again since is stale, and a deleted one is gone.
        const bool filtered = !loaded.dead.empty() || loaded.tail->size() > 0;
        best += loaded.graph->search(query->front(), k,
                                     filtered ? std::function<bool(qint64)>([&](qint64 id) {
                                         return loaded.dead.count(id) == 0 && !loaded.tail->contains(id);
                                     })
                                              : std::function<bool(qint64)>());
        std::sort(best.begin(), best.end(),
                  [](const dense::VectorMatch& a, const dense::VectorMatch& b) { return dense::ranksBelow(b, a); });
    }
    for (qsizetype i = 0; i < std::min<qsizetype>(k, best.size()); ++i)
        ids << best.at(i).id;
    return ids;
}

} // namespace lmars::library
