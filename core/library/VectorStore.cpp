// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorStore.h"

#include "dense/VectorIndex.h"
#include "library/LibrarySchema.h"
#include "sqlite/Database.h"
#include "sqlite/Statement.h"
#include "sqlite/Transaction.h"

#include <algorithm>
#include <cstring>

namespace lmars::library {

namespace {

const QString kMeta = QStringLiteral("library_meta");
const QString kActiveKey = QStringLiteral("vector_model");
/// The last vector write's seq: only ever grows, so a reader that loaded up to it never misses a later
/// write (max(seq) of the rows left can fall back when the newest chunks are deleted and re-embedded).
const QString kSeqKey = QStringLiteral("vector_seq");
const QString kDeletesKey = QStringLiteral("vector_deletes"); // LibrarySchema step 10's trigger

QByteArray toBlob(const std::vector<float>& vector)
{
    return QByteArray(reinterpret_cast<const char*>(vector.data()),
                      static_cast<qsizetype>(vector.size() * sizeof(float)));
}

} // namespace

QString VectorStore::embeddingText(const QString& title, const QString& headingPath, const QString& text)
{
    QStringList parts;
    for (const QString& part : {title, headingPath, text}) {
        if (!part.isEmpty())
            parts << part;
    }
    return parts.join(QLatin1Char('\n'));
}

Result<std::optional<VectorModelInfo>> VectorStore::activeModel()
{
    auto name = store::LibrarySchema::meta(m_db, kMeta, kActiveKey);
    if (!name)
        return name.error();
    if (name->isEmpty())
        return std::optional<VectorModelInfo>();
    auto stmt =
        m_db.prepare(QStringLiteral("SELECT id, name, dimension, trained_chunks FROM vector_models WHERE name = ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, name.value());
    auto row = stmt->step();
    if (!row)
        return row.error();
    if (!row.value())
        return std::optional<VectorModelInfo>();
    return std::optional<VectorModelInfo>(
        VectorModelInfo{stmt->columnInt64(0), stmt->columnText(1), stmt->columnInt(2), stmt->columnInt64(3)});
}

Result<QByteArray> VectorStore::modelBytes(qint64 modelId)
{
    auto stmt = m_db.prepare(QStringLiteral("SELECT model FROM vector_models WHERE id = ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, modelId);
    auto row = stmt->step();
    if (!row)
        return row.error();
    return row.value() ? stmt->columnBlob(0) : QByteArray();
}

Result<VectorModelInfo> VectorStore::activate(const QString& name, int dimension, qint64 trainedChunks,
                                              const QByteArray& model)
{
    auto tx = store::Transaction::begin(m_db);
    if (!tx)
        return tx.error();
    auto up = m_db.prepare(
        QStringLiteral("INSERT INTO vector_models(name, dimension, trained_chunks, model) VALUES(?1, ?2, ?3, ?4) "
                       "ON CONFLICT(name) DO UPDATE SET dimension = ?2, trained_chunks = ?3, model = ?4"));
    if (!up)
        return up.error();
    up->bind(1, name).bind(2, dimension).bind(3, trainedChunks);
    if (model.isEmpty())
        up->bindNull(4);
    else
        up->bindBlob(4, model);
    if (auto ran = up->run(); !ran)
        return ran.error();
    // The other models and (by cascade) their vectors go: a library searches with one model.
    auto others = m_db.prepare(QStringLiteral("DELETE FROM vector_models WHERE name != ?"));
    if (!others)
        return others.error();
    others->bind(1, name);
    if (auto ran = others->run(); !ran)
        return ran.error();
    if (auto set = store::LibrarySchema::setMeta(m_db, kMeta, kActiveKey, name); !set)
        return set.error();
    if (auto done = tx->commit(); !done)
        return done.error();
    auto active = activeModel();
    if (!active)
        return active.error();
    if (!active.value())
        return Error(ErrorKind::Storage, tr("The vector model %1 was not recorded.").arg(name));
    return *active.value();
}

Result<QList<PendingChunk>> VectorStore::pending(qint64 modelId, int limit, qint64 afterChunk)
{
    auto stmt = m_db.prepare(
        QStringLiteral("SELECT c.id, d.title, c.heading_path, c.text FROM chunks c JOIN documents d ON d.id = "
                       "c.document_id LEFT JOIN chunk_vectors v ON v.chunk_id = c.id AND v.model_id = ? "
                       "WHERE v.chunk_id IS NULL AND c.id > ? ORDER BY c.id LIMIT ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, modelId).bind(2, afterChunk).bind(3, limit);
    QList<PendingChunk> out;
    if (auto rows = stmt->forEachRow([&] {
            out << PendingChunk{stmt->columnInt64(0),
                                embeddingText(stmt->columnText(1), stmt->columnText(2), stmt->columnText(3))};
        });
        !rows)
        return rows.error();
    return out;
}

Result<int> VectorStore::put(qint64 modelId, const QList<qint64>& ids, const std::vector<std::vector<float>>& vectors)
{
    if (static_cast<size_t>(ids.size()) != vectors.size())
        return Error(ErrorKind::Internal, tr("%1 vectors for %2 passages.").arg(vectors.size()).arg(ids.size()));
    auto tx = store::Transaction::begin(m_db);
    if (!tx)
        return tx.error();
    auto last = extent(modelId);
    if (!last)
        return last.error();
    auto counter = store::LibrarySchema::meta(m_db, kMeta, kSeqKey);
    if (!counter)
        return counter.error();
    const qint64 seq = std::max(counter->toLongLong(), last->second) + 1;
    if (auto set = store::LibrarySchema::setMeta(m_db, kMeta, kSeqKey, QString::number(seq)); !set)
        return set.error();
    // Only for chunks (and a model) still there: a chunk deleted while it was embedded gets none.
    auto stmt = m_db.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO chunk_vectors(chunk_id, model_id, seq, vector) SELECT ?1, ?2, ?3, ?4 "
        "WHERE EXISTS(SELECT 1 FROM chunks WHERE id = ?1) AND EXISTS(SELECT 1 FROM vector_models WHERE id = ?2)"));
    if (!stmt)
        return stmt.error();
    int stored = 0;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        stmt->reset();
        stmt->bind(1, ids.at(i)).bind(2, modelId).bind(3, seq).bindBlob(4, toBlob(vectors[static_cast<size_t>(i)]));
        if (auto ran = stmt->run(); !ran)
            return ran.error();
        stored += m_db.changes();
    }
    if (auto done = tx->commit(); !done)
        return done.error();
    return stored;
}

Result<std::pair<qint64, qint64>> VectorStore::extent(qint64 modelId)
{
    auto stmt =
        m_db.prepare(QStringLiteral("SELECT count(*), coalesce(max(seq), 0) FROM chunk_vectors WHERE model_id = ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, modelId);
    auto row = stmt->step();
    if (!row)
        return row.error();
    return std::make_pair(stmt->columnInt64(0), stmt->columnInt64(1));
}

Result<qint64> VectorStore::lastWrite()
{
    auto value = store::LibrarySchema::meta(m_db, kMeta, kSeqKey);
    if (!value)
        return value.error();
    return value->toLongLong();
}

Result<qint64> VectorStore::deletions()
{
    auto value = store::LibrarySchema::meta(m_db, kMeta, kDeletesKey);
    if (!value)
        return value.error();
    return value->toLongLong();
}

Result<std::unordered_set<qint64>> VectorStore::liveIds(qint64 modelId)
{
    auto stmt = m_db.prepare(QStringLiteral("SELECT chunk_id FROM chunk_vectors WHERE model_id = ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, modelId);
    std::unordered_set<qint64> out;
    if (auto rows = stmt->forEachRow([&] { out.insert(stmt->columnInt64(0)); }); !rows)
        return rows.error();
    return out;
}

Result<VectorCounts> VectorStore::counts()
{
    VectorCounts out;
    auto model = activeModel();
    if (!model)
        return model.error();
    out.model = model.value();
    auto chunks = m_db.prepare(QStringLiteral("SELECT count(*) FROM chunks"));
    if (!chunks)
        return chunks.error();
    auto row = chunks->step();
    if (!row)
        return row.error();
    out.chunks = chunks->columnInt64(0);
    if (out.model) {
        auto stored = extent(out.model->id);
        if (!stored)
            return stored.error();
        out.embedded = stored->first;
        out.wantsIndex = dense::VectorIndex::wantsApproximate(out.embedded, out.model->dimension);
        auto graph = m_db.prepare(QStringLiteral("SELECT vectors FROM vector_graphs WHERE model_id = ?"));
        if (!graph)
            return graph.error();
        graph->bind(1, out.model->id);
        auto found = graph->step();
        if (!found)
            return found.error();
        out.indexed = found.value() ? graph->columnInt64(0) : 0;
    }
    return out;
}

Result<qint64> VectorStore::load(qint64 modelId, qint64 afterSeq,
                                 const std::function<void(qint64, std::vector<float>)>& onVector,
                                 const std::function<bool(qint64)>& beginWrite)
{
    auto stmt = m_db.prepare(QStringLiteral(
        "SELECT chunk_id, seq, vector FROM chunk_vectors WHERE model_id = ? AND seq > ? ORDER BY seq, chunk_id"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, modelId).bind(2, afterSeq);
    qint64 last = afterSeq;
    while (true) {
        auto row = stmt->step();
        if (!row)
            return row.error();
        if (!row.value())
            break;
        const qint64 seq = stmt->columnInt64(1);
        if (seq != last && beginWrite && !beginWrite(seq))
            break; // rows of one write share its seq: what was read is whole writes up to last
        last = std::max(last, seq);
        const std::string_view blob = stmt->columnBlobView(2);
        if (blob.empty())
            continue;
        std::vector<float> vector(blob.size() / sizeof(float));
        std::memcpy(vector.data(), blob.data(), vector.size() * sizeof(float));
        onVector(stmt->columnInt64(0), std::move(vector));
    }
    return last;
}

} // namespace lmars::library
