// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerSegmentWriter.h"

#include "index/PgSegmentStore.h"
#include "index/SegmentIndexMerger.h"
#include "index/SegmentIndexWriter.h"
#include "pg/PgConnection.h"

#include <QtEndian>

#include <cstring>
#include <limits>

namespace lmars::store {

namespace {

/// Chunks per segment when indexing what was written before the index existed.
constexpr int kBackfillChunks = 20000;

/// The chunks of a statement's rows, one row each, ordered by chunk id: chunk id, matter, first and
/// last valid day (Julian day numbers, NULL for an open end) and the tsvector (in the binary format
/// queryBytes() returns, read by addTsvectorTerms()). One row per chunk instead of one per lexeme:
/// the server sends a document's terms as they are stored instead of unnesting them.
QString chunkTermsSql(const QString& chunks)
{
    return QStringLiteral("SELECT c.id, c.matter_id, to_char(lower(c.validity), 'J')::int4,"
                          " to_char(upper(c.validity) - 1, 'J')::int4, c.tsv FROM (%1) c ORDER BY c.id")
        .arg(chunks);
}

/// Adds the terms of a tsvector in PostgreSQL's binary format (tsvectorsend: int32 count, then per
/// lexeme its text, a NUL, uint16 npos and npos uint16 positions whose top two bits are the weight,
/// 3 = A ... 0 = D): each lexeme with its wdf (title A 3, headings B 2, else 1 per occurrence; 1
/// without positions) and "T<lexeme>" as a boolean term of a title lexeme. False when malformed.
bool addTsvectorTerms(const QByteArray& tsv, SegmentIndexWriter& builder, std::string& title)
{
    const auto* p = reinterpret_cast<const uchar*>(tsv.constData());
    const auto* end = p + tsv.size();
    if (end - p < 4)
        return false;
    const quint32 count = qFromBigEndian<quint32>(p);
    p += 4;
    for (quint32 i = 0; i < count; ++i) {
        const auto* nul = static_cast<const uchar*>(std::memchr(p, 0, size_t(end - p)));
        if (!nul || end - nul < 3)
            return false;
        const std::string_view lexeme(reinterpret_cast<const char*>(p), size_t(nul - p));
        const quint16 positions = qFromBigEndian<quint16>(nul + 1);
        p = nul + 3;
        if (end - p < 2 * qsizetype(positions))
            return false;
        quint32 wdf = positions == 0 ? 1 : 0;
        bool inTitle = false;
        for (quint16 k = 0; k < positions; ++k, p += 2) {
            switch (qFromBigEndian<quint16>(p) >> 14) {
            case 3:
                wdf += 3;
                inTitle = true;
                break;
            case 2:
                wdf += 2;
                break;
            default:
                wdf += 1;
            }
        }
        builder.addTerm(lexeme, wdf);
        if (inTitle) {
            title.assign(1, 'T');
            title.append(lexeme);
            builder.addTerm(title, 0);
        }
    }
    return p == end;
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
        {PgConnection::integerArray(documentIds), QString::number(matterId)});
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
    std::string title;
    for (const QList<QByteArray>& row : std::as_const(rows->rows)) {
        const qint64 chunkId = PgConnection::integerAt(row.at(0));
        // A chunk without lexemes matches nothing: no segment holds it (as when the lexemes were unnested).
        const QByteArray& tsv = row.at(4);
        if (tsv.size() >= 4 && qFromBigEndian<quint32>(tsv.constData()) == 0)
            continue;
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
        if (!addTsvectorTerms(tsv, writer, title))
            return Error(ErrorKind::Storage, tr("The firm server sent a chunk's terms in a form this version of "
                                                "L-MARS does not read (chunk %1).")
                                                 .arg(chunkId));
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
