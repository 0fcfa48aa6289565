// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerStoredVectors.h"

#include "library/LibraryLog.h"
#include "library/ServerVectorStore.h"

#include <QSet>

#include <algorithm>

namespace lmars::library {

std::shared_ptr<ServerStoredVectors> ServerStoredVectors::of(const QString& server, const QString& user,
                                                             const QString& model)
{
    static std::mutex registryMutex;
    static QHash<QString, std::shared_ptr<ServerStoredVectors>> registry; // kept for the process: searches reuse them
    const QString key = server + QChar(0) + user + QChar(0) + model;
    const std::lock_guard<std::mutex> lock(registryMutex);
    if (auto existing = registry.value(key))
        return existing;
    auto made = std::make_shared<ServerStoredVectors>();
    made->m_model = model;
    registry.insert(key, made);
    return made;
}

Result<void> ServerStoredVectors::refreshMatter(store::PgConnection& db, qint64 matterId, qint64 modelId,
                                                Matter& matter)
{
    ServerVectorStore vectors(db);
    auto extent = vectors.extent(matterId, modelId);
    if (!extent)
        return extent.error();
    if (extent->first == matter.rows && extent->second == matter.seq)
        return {}; // nothing new, nothing gone
    if (!matter.index)
        matter.index = std::make_unique<dense::VectorIndex>(0);
    auto last = vectors.load(matterId, modelId, matter.seq, [&](qint64 id, std::vector<float> vector) {
        if (matter.index->dimension() == 0)
            matter.index = std::make_unique<dense::VectorIndex>(static_cast<int>(vector.size()));
        matter.index->add(id, vector);
    });
    if (!last)
        return last.error();
    matter.seq = last.value();
    if (matter.index->size() != extent->first) {
        // Rows went (their chunks were deleted): read the ids alone and drop the others.
        auto held = vectors.ids(matterId, modelId);
        if (!held)
            return held.error();
        const QSet<qint64> present(held->cbegin(), held->cend());
        for (const qint64 id : matter.index->ids()) {
            if (!present.contains(id))
                matter.index->remove(id);
        }
    }
    matter.rows = matter.index->size();
    return {};
}

Result<void> ServerStoredVectors::refresh(store::PgConnection& db, const QList<qint64>& matters,
                                          const std::shared_ptr<dense::TextEmbedder>& embedder)
{
    auto model = ServerVectorStore(db).model(m_model, false);
    if (!model)
        return model.error();
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_embedder = embedder;
    if (model->id != m_modelId) { // the model is new to the server (or was recorded again)
        m_matters.clear();
        m_modelId = model->id;
    }
    // A matter not searched now is dropped: it may be behind a wall since.
    const QSet<qint64> wanted(matters.cbegin(), matters.cend());
    for (auto it = m_matters.begin(); it != m_matters.end();) {
        if (wanted.contains(it.key()))
            ++it;
        else
            it = m_matters.erase(it);
    }
    m_searched = matters;
    if (m_modelId == 0)
        return {};
    for (const qint64 id : matters) {
        auto& matter = m_matters[id];
        if (!matter)
            matter = std::make_shared<Matter>();
        if (auto loaded = refreshMatter(db, id, m_modelId, *matter); !loaded) {
            m_matters.remove(id);
            return loaded.error();
        }
    }
    qCDebug(lcLibrary) << "firm server vectors:" << m_model << "in" << matters.size() << "matters";
    return {};
}

bool ServerStoredVectors::ready() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_embedder)
        return false;
    for (const qint64 id : m_searched) {
        if (const auto matter = m_matters.value(id); matter && matter->index && matter->index->size() > 0)
            return true;
    }
    return false;
}

qsizetype ServerStoredVectors::size() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    qsizetype n = 0;
    for (const qint64 id : m_searched) {
        if (const auto matter = m_matters.value(id); matter && matter->index)
            n += matter->index->size();
    }
    return n;
}

Result<QList<qint64>> ServerStoredVectors::nearest(const QString& text, int k, const CancelToken& cancel) const
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
    QList<dense::VectorMatch> matches;
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        for (const qint64 id : m_searched) {
            const auto matter = m_matters.value(id);
            if (matter && matter->index && matter->index->dimension() == static_cast<int>(query->front().size()))
                matches += matter->index->search(query->front(), k);
        }
    }
    std::sort(matches.begin(), matches.end(),
              [](const dense::VectorMatch& a, const dense::VectorMatch& b) { return dense::ranksBelow(b, a); });
    for (qsizetype i = 0; i < matches.size() && i < k; ++i)
        ids << matches.at(i).id;
    return ids;
}

} // namespace lmars::library
