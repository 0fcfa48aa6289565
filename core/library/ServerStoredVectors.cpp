// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerStoredVectors.h"

#include "library/LibraryLog.h"
#include "library/ServerVectorStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>

namespace lmars::library {

std::shared_ptr<ServerStoredVectors> ServerStoredVectors::of(const QString& server, const QString& user,
                                                             const QString& model, const QString& cacheDir)
{
    static std::mutex registryMutex;
    static QHash<QString, std::shared_ptr<ServerStoredVectors>> registry; // kept for the process: searches reuse them
    const QString key = server + QChar(0) + user + QChar(0) + model;
    const std::lock_guard<std::mutex> lock(registryMutex);
    if (auto existing = registry.value(key))
        return existing;
    auto made = std::make_shared<ServerStoredVectors>();
    made->m_model = model;
    const QString base =
        cacheDir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::CacheLocation) : cacheDir;
    made->m_folder = QDir(base).filePath(
        QStringLiteral("server-vectors/") +
        QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(16)));
    registry.insert(key, made);
    return made;
}

QString ServerStoredVectors::filePath(qint64 matterId, const char* suffix) const
{
    return QDir(m_folder).filePath(QString::number(matterId) + QLatin1String(suffix));
}

void ServerStoredVectors::loadFile(qint64 matterId, Matter& matter) const
{
    QFile seq(filePath(matterId, ".seq"));
    if (!seq.open(QIODevice::ReadOnly))
        return;
    const QList<QByteArray> numbers = seq.readAll().trimmed().split(' ');
    if (numbers.size() != 2)
        return;
    QString why;
    auto index = dense::VectorIndex::loadFile(filePath(matterId, ".vec"), &why);
    if (!index || index->size() != numbers.at(1).toLongLong()) {
        qCInfo(lcLibrary) << "firm server vectors: the cached index of matter" << matterId << "is not usable:" << why;
        return;
    }
    matter.index = std::make_unique<dense::VectorIndex>(std::move(*index));
    matter.seq = numbers.at(0).toLongLong();
    matter.saved = matter.index->size();
}

void ServerStoredVectors::saveFile(qint64 matterId, Matter& matter) const
{
    if (!QDir().mkpath(m_folder))
        return;
    QString why;
    if (!matter.index->saveFile(filePath(matterId, ".vec"), &why)) {
        qCWarning(lcLibrary) << "firm server vectors: cannot cache matter" << matterId << why;
        return;
    }
    QSaveFile seq(filePath(matterId, ".seq"));
    if (seq.open(QIODevice::WriteOnly)) {
        seq.write(QByteArray::number(matter.seq) + ' ' + QByteArray::number(matter.index->size()));
        if (seq.commit())
            matter.saved = matter.index->size();
    }
}

Result<void> ServerStoredVectors::refreshMatter(store::PgConnection& db, qint64 matterId, qint64 newest, Matter& matter)
{
    if (!matter.index)
        loadFile(matterId, matter);
    // Rows that went (their chunks deleted) are looked for now and then, or at once when the newest went.
    const bool recount =
        !matter.counted.isValid() || matter.counted.hasExpired(kRecountMs) || (matter.index && newest < matter.seq);
    if (matter.index && newest == matter.seq && !recount)
        return {}; // nothing new
    if (!matter.index)
        matter.index = std::make_unique<dense::VectorIndex>(0);
    ServerVectorStore vectors(db);
    if (newest > matter.seq) {
        auto last = vectors.load(matterId, m_modelId, matter.seq, [&](qint64 id, std::vector<float> vector) {
            if (matter.index->dimension() == 0)
                matter.index = std::make_unique<dense::VectorIndex>(static_cast<int>(vector.size()));
            matter.index->add(id, vector);
        });
        if (!last)
            return last.error();
        matter.seq = last.value();
    }
    if (recount) {
        auto held = vectors.count(matterId, m_modelId);
        if (!held)
            return held.error();
        matter.counted.start();
        if (held.value() != matter.index->size()) {
            // Rows went: read the ids alone and drop the others.
            auto ids = vectors.ids(matterId, m_modelId);
            if (!ids)
                return ids.error();
            const QSet<qint64> present(ids->cbegin(), ids->cend());
            for (const qint64 id : matter.index->ids()) {
                if (!present.contains(id))
                    matter.index->remove(id);
            }
        }
    }
    if (std::abs(matter.index->size() - matter.saved) * 10 >= std::max<qsizetype>(1000, matter.index->size()))
        saveFile(matterId, matter);
    return {};
}

void ServerStoredVectors::forget(const QList<qint64>& chunkIds)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    for (const auto& matter : std::as_const(m_matters)) {
        for (const qint64 id : chunkIds) {
            if (matter->index && matter->index->contains(id))
                matter->index->remove(id);
        }
    }
}

Result<void> ServerStoredVectors::refresh(store::PgConnection& db, qint64 matterId,
                                          const std::shared_ptr<dense::TextEmbedder>& embedder)
{
    ServerVectorStore store(db);
    auto model = store.model(m_model, false);
    if (!model)
        return model.error();
    auto visible = store.visibleMatters();
    if (!visible)
        return visible.error();
    const QSet<qint64> seen(visible->cbegin(), visible->cend());
    QList<qint64> searched;
    if (matterId > 0) {
        if (seen.contains(matterId))
            searched << matterId;
    } else {
        searched = visible.value();
    }
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_embedder = embedder;
    if (model->id != m_modelId) {
        // The model was recorded again (its vectors went with the old row): what is held and filed
        // corrects itself, as after deletions (sequence numbers never go back), but the memory is freed.
        m_matters.clear();
        m_modelId = model->id;
    }
    // What is cached of a matter the user may no longer see goes before anything is searched.
    for (auto it = m_matters.begin(); it != m_matters.end();) {
        if (seen.contains(it.key()))
            ++it;
        else
            it = m_matters.erase(it);
    }
    const QDir folder(m_folder);
    for (const QString& name : folder.entryList(QDir::Files)) {
        if (!seen.contains(name.section(QLatin1Char('.'), 0, 0).toLongLong()))
            QFile::remove(folder.filePath(name));
    }
    m_searched = searched;
    if (m_modelId == 0 || searched.isEmpty())
        return {};
    auto newest = store.newest(searched, m_modelId);
    if (!newest)
        return newest.error();
    for (const qint64 id : std::as_const(searched)) {
        auto& matter = m_matters[id];
        if (!matter)
            matter = std::make_shared<Matter>();
        if (auto loaded = refreshMatter(db, id, newest->value(id, 0), *matter); !loaded) {
            m_matters.remove(id);
            return loaded.error();
        }
    }
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
