// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerSegmentWriter.h"

#include "index/PgSegmentStore.h"
#include "index/SegmentIndexMerger.h"
#include "index/SegmentIndexWriter.h"
#include "pg/PgConnection.h"

#include <limits>

namespace lmars::store {

namespace {

/// Chunks per segment when indexing what was written before the index existed.
constexpr int kBackfillChunks = 20000;

/// The chunks of a statement's rows with their lexemes: chunk id, matter, first and last valid day
/// (Julian day numbers, NULL for an open end), lexeme, wdf (title 3, headings 2, body 1 per
/// occurrence) and whether the lexeme is in the title; ordered by chunk id.
QString chunkTermsSql(const QString& chunks)
{
    return QStringLiteral(
               "SELECT c.id, c.matter_id, to_char(lower(c.validity), 'J')::int4,"
               " to_char(upper(c.validity) - 1, 'J')::int4, u.lexeme,"
               " coalesce((SELECT sum(CASE w WHEN 'A' THEN 3 WHEN 'B' THEN 2 ELSE 1 END) FROM unnest(u.weights) w),"
               " 1)::int4, 'A' = ANY (u.weights)"
               " FROM (%1) c, unnest(c.tsv) u ORDER BY c.id")
        .arg(chunks);
}

QString bigintArray(const QList<qint64>& ids)
{
    QStringList parts;
    parts.reserve(ids.size());
    for (qint64 id : ids)
        parts << QString::number(id);
    return QLatin1Char('{') + parts.join(QLatin1Char(',')) + QLatin1Char('}');
}

PgParam text(const QString& value)
{
    return PgParam{value.toUtf8(), false};
}

} // namespace

Result<void> ServerSegmentWriter::prepareConnection(PgConnection& db)
{
    return PgSegmentStore::prepareConnection(db);
}

Result<void> ServerSegmentWriter::indexDocuments(qint64 matterId, const QList<qint64>& documentIds)
{
    if (documentIds.isEmpty())
        return {};
    auto built = buildAndStore(
        matterId,
        chunkTermsSql(QStringLiteral("SELECT id, matter_id, validity, tsv FROM lmars.chunks"
                                     " WHERE document_id = ANY ($1::bigint[]) AND matter_id = $2::bigint")),
        {bigintArray(documentIds), QString::number(matterId)});
    if (!built)
        return built.error();
    return {};
}

Result<qint64> ServerSegmentWriter::buildAndStore(qint64 matterId, const QString& sql, const QStringList& params)
{
    QList<PgParam> bound;
    for (const QString& p : params)
        bound << text(p);
    auto rows = m_db.queryBytes(sql, bound);
    if (!rows)
        return rows.error();
    PgSegmentStore store(m_db, matterId);
    store.setPackSmallSegments(m_packSmallSegments);
    SegmentIndexWriter writer(store);
    qint64 current = -1;
    std::string title;
    for (const QList<QByteArray>& row : std::as_const(rows->rows)) {
        const qint64 chunkId = PgConnection::integerAt(row.at(0));
        if (chunkId != current) {
            if (chunkId < 0 || chunkId > qint64(std::numeric_limits<quint32>::max()))
                return Error(ErrorKind::Storage,
                             tr("The firm server's chunk ids have outgrown the search index (%1).").arg(chunkId));
            SegmentDoc doc;
            doc.chunkId = quint32(chunkId);
            doc.matter = quint32(PgConnection::integerAt(row.at(1)));
            if (!row.at(2).isNull())
                doc.validFrom = qint32(PgConnection::integerAt(row.at(2)));
            if (!row.at(3).isNull())
                doc.validTo = qint32(PgConnection::integerAt(row.at(3)));
            if (auto begun = writer.beginDoc(doc); !begun)
                return begun.error();
            current = chunkId;
        }
        const QByteArray& lexeme = row.at(4);
        writer.addTerm(std::string_view(lexeme.constData(), size_t(lexeme.size())),
                       quint32(PgConnection::integerAt(row.at(5))));
        if (!row.at(6).isEmpty() && row.at(6).at(0) != 0) {
            title.assign(1, 'T');
            title.append(lexeme.constData(), size_t(lexeme.size()));
            writer.addTerm(title, 0);
        }
    }
    if (auto flushed = writer.flush(); !flushed)
        return flushed.error();
    return qint64(writer.writtenChunks());
}

Result<int> ServerSegmentWriter::mergeSegments(qint64 matterId)
{
    PgSegmentStore store(m_db, matterId);
    return SegmentIndexMerger(store).mergeLevels();
}

Result<qint64> ServerSegmentWriter::indexUnsegmentedChunks()
{
    if (auto prepared = prepareConnection(m_db); !prepared)
        return prepared.error();
    // This runs inside migration 4, before the column of packed postings exists.
    m_packSmallSegments = false;
    auto matters = m_db.query(QStringLiteral("SELECT DISTINCT c.matter_id FROM lmars.chunks c WHERE NOT EXISTS"
                                             " (SELECT 1 FROM lmars.index_segments s WHERE s.matter_id = c.matter_id)"
                                             " ORDER BY 1"));
    if (!matters)
        return matters.error();
    qint64 indexed = 0;
    for (const QStringList& row : std::as_const(matters->rows)) {
        const qint64 matterId = row.at(0).toLongLong();
        qint64 after = 0;
        for (;;) {
            auto last =
                m_db.query(QStringLiteral("SELECT max(id) FROM (SELECT id FROM lmars.chunks WHERE matter_id = $1"
                                          " AND id > $2 ORDER BY id LIMIT %1) s")
                               .arg(kBackfillChunks),
                           {row.at(0), QString::number(after)});
            if (!last)
                return last.error();
            if (last->scalar().isEmpty())
                break;
            const qint64 upTo = last->scalar().toLongLong();
            auto built =
                buildAndStore(matterId,
                              chunkTermsSql(QStringLiteral("SELECT id, matter_id, validity, tsv FROM lmars.chunks"
                                                           " WHERE matter_id = $1::bigint AND id > $2::bigint"
                                                           " AND id <= $3::bigint")),
                              {row.at(0), QString::number(after), QString::number(upTo)});
            if (!built)
                return built.error();
            indexed += built.value();
            after = upTo;
        }
    }
    return indexed;
}

} // namespace lmars::store
