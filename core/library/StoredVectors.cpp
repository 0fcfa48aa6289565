// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoredVectors.h"

#include "library/LibraryLog.h"
#include "library/LibraryStore.h"
#include "library/VectorBuilder.h"
#include "library/VectorStore.h"

#include <QFileInfo>
#include <QHash>

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

Result<void> StoredVectors::refresh(store::LibraryStore& store, const std::shared_ptr<dense::TextEmbedder>& provider)
{
    VectorStore vectors(store.database());
    auto model = vectors.activeModel();
    if (!model)
        return model.error();
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (!model.value()) {
        m_modelId = 0;
        m_modelName.clear();
        m_embedder.reset();
        m_fromProvider = false;
        m_index.reset();
        return {};
    }
    auto extent = vectors.extent(model.value()->id);
    if (!extent)
        return extent.error();
    const bool sameModel = m_index && m_modelId == model.value()->id && m_modelName == model.value()->name;
    // The provider's embedder serves only while it is the one configured (and the active model). It is
    // compared by model id, not by object: each run builds its own embedder for the same model, and a
    // newer one (a changed key or address) takes over without reloading the vectors.
    const bool providerActive = provider && provider->modelId() == model.value()->name;
    const bool providerChanged = m_fromProvider != providerActive;
    if (providerActive && m_fromProvider)
        m_embedder = provider;
    // The newest write's seq only grows (VectorStore::put); a maximum below what was loaded means rows went.
    const bool rowsWent = extent->first < m_rows || extent->second < m_seq;
    if (sameModel && !providerChanged && !rowsWent && extent->first == m_rows && extent->second == m_seq)
        return {}; // nothing new
    if (!sameModel || providerChanged || rowsWent || !m_embedder) {
        m_embedder = VectorBuilder::embedderFor(store, *model.value(), provider);
        m_fromProvider = m_embedder && m_embedder == provider;
        m_index = std::make_unique<dense::VectorIndex>(model.value()->dimension);
        m_modelId = model.value()->id;
        m_modelName = model.value()->name;
        m_seq = 0;
    }
    auto last = vectors.load(m_modelId, m_seq, [&](qint64 id, std::vector<float> vector) {
        if (m_index->dimension() == 0) // a provider's model, recorded before its first reply
            m_index = std::make_unique<dense::VectorIndex>(static_cast<int>(vector.size()));
        m_index->add(id, vector);
    });
    if (!last)
        return last.error();
    m_seq = last.value();
    m_rows = extent->first;
    qCDebug(lcLibrary) << "library vectors:" << m_index->size() << "of model" << m_modelName;
    return {};
}

bool StoredVectors::ready() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_embedder && m_index && m_index->size() > 0;
}

QString StoredVectors::modelName() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_modelName;
}

qsizetype StoredVectors::size() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_index ? m_index->size() : 0;
}

Result<QList<qint64>> StoredVectors::nearest(const QString& text, int k, const CancelToken& cancel) const
{
    std::shared_ptr<dense::TextEmbedder> embedder;
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        embedder = m_embedder;
    }
    if (!embedder)
        return QList<qint64>();
    auto query = embedder->embed({text}, dense::EmbedPurpose::Query, cancel);
    if (!query)
        return query.error();
    QList<qint64> ids;
    if (query->empty())
        return ids;
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_index)
        return ids;
    for (const dense::VectorMatch& match : m_index->search(query->front(), k))
        ids << match.id;
    return ids;
}

} // namespace lmars::library
