// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerVectorStore.h"

#include "pg/PgConnection.h"

#include <QtEndian>

namespace lmars::library {

namespace {

/// First key of the advisory lock that serialises the vector writes of one matter (the second is the
/// matter): a matter's sequence numbers then commit in order. (The index merges use 7324582.)
constexpr const char* kVectorLock = "7324583";

} // namespace

QByteArray ServerVectorStore::toBytes(const std::vector<float>& vector)
{
    QByteArray bytes(static_cast<qsizetype>(vector.size() * sizeof(float)), Qt::Uninitialized);
    qToLittleEndian<float>(vector.data(), static_cast<qsizetype>(vector.size()), bytes.data());
    return bytes;
}

std::vector<float> ServerVectorStore::fromBytes(const QByteArray& bytes)
{
    std::vector<float> vector(static_cast<size_t>(bytes.size()) / sizeof(float));
    qFromLittleEndian<float>(bytes.constData(), static_cast<qsizetype>(vector.size()), vector.data());
    return vector;
}

Result<VectorModelInfo> ServerVectorStore::model(const QString& name, bool create)
{
    // Recorded once, whoever comes first (lawyers may insert a model, not rename one). A model another
    // client recorded after this statement's snapshot is found by a second try.
    const QString sql = create ? QStringLiteral("WITH n AS (INSERT INTO lmars.vector_models (name) VALUES ($1)"
                                                " ON CONFLICT (name) DO NOTHING RETURNING id, dimension)"
                                                " SELECT id, dimension FROM n UNION ALL"
                                                " SELECT id, dimension FROM lmars.vector_models WHERE name = $1")
                               : QStringLiteral("SELECT id, dimension FROM lmars.vector_models WHERE name = $1");
    Result<store::PgRows> rows = store::PgRows{};
    for (int attempt = 0; attempt < 2; ++attempt) {
        rows = m_db.query(sql, {name});
        if (!rows)
            return rows.error();
        if (!rows->isEmpty() || !create)
            break;
    }
    VectorModelInfo info;
    info.name = name;
    if (!rows->isEmpty()) {
        info.id = rows->rows.first().at(0).toLongLong();
        info.dimension = rows->rows.first().at(1).toInt();
    }
    return info;
}

Result<void> ServerVectorStore::setDimension(qint64 modelId, int dimension)
{
    auto set =
        m_db.query(QStringLiteral("UPDATE lmars.vector_models SET dimension = $2 WHERE id = $1 AND dimension = 0"),
                   {QString::number(modelId), QString::number(dimension)});
    if (!set)
        return set.error();
    return {};
}

Result<QList<PendingChunk>> ServerVectorStore::pending(qint64 matterId, qint64 modelId, int limit, qint64 afterChunk)
{
    auto rows = m_db.queryPrepared(
        QStringLiteral("SELECT c.id, d.title, c.heading_path, c.body FROM lmars.chunks c"
                       " JOIN lmars.documents d ON d.id = c.document_id"
                       " WHERE c.matter_id = $1 AND c.id > $3 AND NOT EXISTS (SELECT 1 FROM lmars.chunk_vectors v"
                       "  WHERE v.model_id = $2 AND v.chunk_id = c.id)"
                       " ORDER BY c.id LIMIT $4"),
        {QString::number(matterId), QString::number(modelId), QString::number(afterChunk), QString::number(limit)});
    if (!rows)
        return rows.error();
    QList<PendingChunk> out;
    out.reserve(rows->rows.size());
    for (const QStringList& row : std::as_const(rows->rows))
        out << PendingChunk{row.at(0).toLongLong(), VectorStore::embeddingText(row.at(1), row.at(2), row.at(3))};
    return out;
}

Result<int> ServerVectorStore::put(qint64 matterId, qint64 modelId, const QList<qint64>& ids,
                                   const std::vector<std::vector<float>>& vectors)
{
    if (static_cast<size_t>(ids.size()) != vectors.size())
        return Error(ErrorKind::Internal, tr("%1 vectors for %2 passages.").arg(vectors.size()).arg(ids.size()));
    QList<QStringList> rows;
    rows.reserve(ids.size());
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const std::vector<float>& vector = vectors[static_cast<size_t>(i)];
        // COPY's text form of a bytea: \x and the bytes in hex (copyRows escapes the backslash).
        rows << QStringList{QString::number(ids.at(i)),
                            QStringLiteral("\\x") + QString::fromLatin1(toBytes(vector).toHex())};
    }
    if (auto staged = m_db.execute(QStringLiteral("CREATE TEMP TABLE IF NOT EXISTS vector_stage"
                                                  " (chunk_id bigint, vector bytea) ON COMMIT DELETE ROWS"));
        !staged)
        return staged.error();
    if (auto begun = m_db.begin(); !begun)
        return begun.error();
    auto fail = [this](const Error& error) -> Result<int> {
        m_db.rollback();
        return error;
    };
    if (auto locked =
            m_db.query(QStringLiteral("SELECT pg_advisory_xact_lock(%1, $1::int)").arg(QLatin1String(kVectorLock)),
                       {QString::number(matterId)});
        !locked)
        return fail(locked.error());
    if (auto copied =
            m_db.copyRows(QStringLiteral("vector_stage"), {QStringLiteral("chunk_id"), QStringLiteral("vector")}, rows);
        !copied)
        return fail(copied.error());
    // Only the matter's chunks still there (the join), each once per model (the key).
    auto stored =
        m_db.query(QStringLiteral("WITH n AS (INSERT INTO lmars.chunk_vectors (matter_id, chunk_id, model_id, vector)"
                                  " SELECT c.matter_id, s.chunk_id, $2, s.vector FROM vector_stage s"
                                  " JOIN lmars.chunks c ON c.id = s.chunk_id AND c.matter_id = $1 ORDER BY s.chunk_id"
                                  " ON CONFLICT (model_id, chunk_id) DO NOTHING RETURNING 1) SELECT count(*) FROM n"),
                   {QString::number(matterId), QString::number(modelId)});
    if (!stored)
        return fail(stored.error());
    if (auto committed = m_db.commit(); !committed)
        return fail(committed.error());
    return stored->scalar().toInt();
}

Result<VectorCounts> ServerVectorStore::counts(qint64 matterId, const QString& modelName)
{
    VectorCounts out;
    auto found = model(modelName, false);
    if (!found)
        return found.error();
    // Row-level security leaves the matters the user may see; 0 counts them all.
    auto rows = m_db.query(
        QStringLiteral(
            "SELECT (SELECT count(*) FROM lmars.chunks WHERE $1 = 0 OR matter_id = $1),"
            " (SELECT count(*) FROM lmars.chunk_vectors WHERE model_id = $2 AND ($1 = 0 OR matter_id = $1))"),
        {QString::number(matterId), QString::number(found->id)});
    if (!rows)
        return rows.error();
    out.chunks = rows->rows.first().at(0).toLongLong();
    out.embedded = rows->rows.first().at(1).toLongLong();
    if (found->id > 0)
        out.model = found.value();
    return out;
}

Result<QList<qint64>> ServerVectorStore::visibleMatters()
{
    auto rows = m_db.queryPrepared(QStringLiteral("SELECT unnest(lmars.visible_matters()) ORDER BY 1"));
    if (!rows)
        return rows.error();
    QList<qint64> out;
    for (const QStringList& row : std::as_const(rows->rows))
        out << row.first().toLongLong();
    return out;
}

Result<QHash<qint64, qint64>> ServerVectorStore::newest(const QList<qint64>& matters, qint64 modelId)
{
    // A subquery per matter, so that each is one backward step of the (matter, model, seq) index.
    auto rows = m_db.queryPrepared(QStringLiteral("SELECT m, coalesce((SELECT max(v.seq) FROM lmars.chunk_vectors v"
                                                  " WHERE v.matter_id = m AND v.model_id = $2), 0)"
                                                  " FROM unnest($1::bigint[]) m"),
                                   {store::PgConnection::integerArray(matters), QString::number(modelId)});
    if (!rows)
        return rows.error();
    QHash<qint64, qint64> out;
    for (const QStringList& row : std::as_const(rows->rows))
        out.insert(row.at(0).toLongLong(), row.at(1).toLongLong());
    return out;
}

Result<qint64> ServerVectorStore::count(qint64 matterId, qint64 modelId)
{
    auto rows = m_db.queryPrepared(
        QStringLiteral("SELECT count(*) FROM lmars.chunk_vectors WHERE matter_id = $1 AND model_id = $2"),
        {QString::number(matterId), QString::number(modelId)});
    if (!rows)
        return rows.error();
    return rows->scalar().toLongLong();
}

Result<qint64> ServerVectorStore::load(qint64 matterId, qint64 modelId, qint64 afterSeq,
                                       const std::function<void(qint64, std::vector<float>)>& onVector)
{
    auto rows = m_db.queryBytesPrepared(
        QStringLiteral("SELECT chunk_id, seq, vector FROM lmars.chunk_vectors"
                       " WHERE matter_id = $1 AND model_id = $2 AND seq > $3 ORDER BY seq"),
        {{QByteArray::number(matterId)}, {QByteArray::number(modelId)}, {QByteArray::number(afterSeq)}});
    if (!rows)
        return rows.error();
    qint64 last = afterSeq;
    for (const QList<QByteArray>& row : std::as_const(rows->rows)) {
        last = std::max(last, store::PgConnection::integerAt(row.at(1)));
        onVector(store::PgConnection::integerAt(row.at(0)), fromBytes(row.at(2)));
    }
    return last;
}

Result<QList<qint64>> ServerVectorStore::ids(qint64 matterId, qint64 modelId)
{
    auto rows = m_db.queryBytesPrepared(
        QStringLiteral("SELECT chunk_id FROM lmars.chunk_vectors WHERE matter_id = $1 AND model_id = $2"),
        {{QByteArray::number(matterId)}, {QByteArray::number(modelId)}});
    if (!rows)
        return rows.error();
    QList<qint64> out;
    out.reserve(rows->rows.size());
    for (const QList<QByteArray>& row : std::as_const(rows->rows))
        out << store::PgConnection::integerAt(row.at(0));
    return out;
}

} // namespace lmars::library
