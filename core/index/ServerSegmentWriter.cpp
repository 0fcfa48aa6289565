// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerSegmentWriter.h"

#include "index/IndexLog.h"
#include "index/SegmentBuilder.h"
#include "index/SegmentDocs.h"
#include "index/SegmentMerger.h"
#include "index/ServerPackedPostings.h"
#include "pg/PgConnection.h"

#include <QHash>
#include <QSet>
#include <QtEndian>

#include <cstring>
#include <limits>

namespace lmars::store {

namespace {

/// First key of the advisory lock that serialises the merges of one matter (the second is the matter).
constexpr int kMergeLock = 7324582;

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
bool addTsvectorTerms(const QByteArray& tsv, SegmentBuilder& builder, std::string& title)
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
    // Row-level security rules out COPY into the table itself: the postings go through a staging table.
    return db.execute(QStringLiteral("SET client_min_messages = warning;"
                                     "CREATE TEMP TABLE IF NOT EXISTS posting_stage (term text, df int, blob bytea)"
                                     " ON COMMIT DELETE ROWS"));
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
    SegmentBuilder builder;
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
        if (!builder.beginDoc(doc))
            return Error(ErrorKind::Internal, tr("The chunks of a search index segment came out of order."));
        if (!addTsvectorTerms(tsv, builder, title))
            return Error(ErrorKind::Storage, tr("The firm server sent a chunk's terms in a form this version of "
                                                "L-MARS does not read (chunk %1).")
                                                 .arg(chunkId));
    }
    if (builder.docCount() == 0)
        return qint64(0);
    const EncodedSegment segment = builder.finish();
    auto stored = store(matterId, 0, segment);
    if (!stored)
        return stored.error();
    return qint64(segment.docCount);
}

Result<qint64> ServerSegmentWriter::store(qint64 matterId, int level, const EncodedSegment& segment)
{
    // A small segment is one row with its postings packed; a larger one has a row per term.
    const bool packed = m_packSmallSegments && segment.docCount <= ServerPackedPostings::kMaxChunks;
    const std::string postings = packed ? ServerPackedPostings::encode(segment.terms) : std::string();
    QList<PgParam> values{text(QString::number(matterId)), text(QString::number(level)),
                          text(QString::number(segment.docCount)),
                          PgParam{QByteArray::fromRawData(segment.docs.data(), qsizetype(segment.docs.size())), true}};
    if (packed)
        values << PgParam{QByteArray::fromRawData(postings.data(), qsizetype(postings.size())), true};
    auto inserted = m_db.queryBytesPrepared(
        packed ? QStringLiteral("INSERT INTO lmars.index_segments (matter_id, level, chunk_count, docs, postings)"
                                " VALUES ($1::bigint, $2::int, $3::int, $4::bytea, $5::bytea) RETURNING id")
               : QStringLiteral("INSERT INTO lmars.index_segments (matter_id, level, chunk_count, docs)"
                                " VALUES ($1::bigint, $2::int, $3::int, $4::bytea) RETURNING id"),
        values);
    if (!inserted)
        return inserted.error();
    const qint64 segmentId = PgConnection::integerAt(inserted->rows.first().first());
    if (packed)
        return segmentId;
    QList<QStringList> rows;
    rows.reserve(qsizetype(segment.terms.size()));
    for (const SegmentTerm& t : segment.terms)
        rows.append({QString::fromUtf8(t.term.data(), qsizetype(t.term.size())), QString::number(t.df),
                     QStringLiteral("\\x") +
                         QString::fromLatin1(
                             QByteArray::fromRawData(t.postings.data(), qsizetype(t.postings.size())).toHex())});
    if (auto copied = m_db.copyRows(QStringLiteral("posting_stage"),
                                    {QStringLiteral("term"), QStringLiteral("df"), QStringLiteral("blob")}, rows);
        !copied)
        return copied.error();
    if (auto moved =
            m_db.query(QStringLiteral("INSERT INTO lmars.index_postings (matter_id, segment_id, term, df, blob)"
                                      " SELECT $1, $2, term, df, blob FROM posting_stage;"),
                       {QString::number(matterId), QString::number(segmentId)});
        !moved)
        return moved.error();
    if (auto cleared = m_db.execute(QStringLiteral("TRUNCATE posting_stage")); !cleared)
        return cleared.error();
    return segmentId;
}

Result<int> ServerSegmentWriter::mergeSegments(qint64 matterId)
{
    // Most writes find nothing to merge: one statement says so without a transaction or the lock.
    auto due = m_db.query(QStringLiteral("SELECT EXISTS (SELECT 1 FROM lmars.index_segments WHERE matter_id = $1"
                                         " GROUP BY level HAVING count(*) >= $2)"),
                          {QString::number(matterId), QString::number(kMergeFactor)});
    if (!due)
        return due.error();
    if (due->scalar() != QLatin1String("t"))
        return 0;
    int merges = 0;
    for (;;) {
        if (auto begun = m_db.begin(); !begun)
            return begun.error();
        auto merged = mergeOnce(matterId);
        if (!merged) {
            m_db.rollback();
            return merged.error();
        }
        if (!merged.value()) {
            m_db.rollback();
            return merges;
        }
        if (auto committed = m_db.commit(); !committed) {
            m_db.rollback();
            return committed.error();
        }
        ++merges;
    }
}

Result<bool> ServerSegmentWriter::mergeOnce(qint64 matterId)
{
    const QString matter = QString::number(matterId);
    auto locked = m_db.query(QStringLiteral("SELECT pg_try_advisory_xact_lock(%1, $1::int)").arg(kMergeLock), {matter});
    if (!locked)
        return locked.error();
    if (locked->scalar() != QLatin1String("t"))
        return false; // another client merges this matter's segments now
    auto level = m_db.query(QStringLiteral("SELECT level, array_agg(id ORDER BY id) FROM lmars.index_segments"
                                           " WHERE matter_id = $1 GROUP BY level HAVING count(*) >= $2"
                                           " ORDER BY level LIMIT 1"),
                            {matter, QString::number(kMergeFactor)});
    if (!level)
        return level.error();
    if (level->isEmpty())
        return false;
    const int fromLevel = level->rows.first().at(0).toInt();
    const QString ids = level->rows.first().at(1);
    auto docs = m_db.queryBytes(
        QStringLiteral("SELECT id, docs, postings FROM lmars.index_segments WHERE id = ANY ($1::bigint[]) ORDER BY id"),
        {text(ids)});
    if (!docs)
        return docs.error();
    auto postings = m_db.queryBytes(QStringLiteral("SELECT segment_id, term, blob FROM lmars.index_postings"
                                                   " WHERE segment_id = ANY ($1::bigint[])"
                                                   " ORDER BY segment_id, term COLLATE \"C\""),
                                    {text(ids)});
    if (!postings)
        return postings.error();
    auto dead = m_db.queryBytes(QStringLiteral("SELECT chunk_id FROM lmars.index_dead WHERE matter_id = $1::bigint"),
                                {text(matter)});
    if (!dead)
        return dead.error();

    std::vector<SegmentView> inputs;
    QHash<qint64, size_t> inputOf;
    std::vector<SegmentDocs> decoded;
    for (const QList<QByteArray>& row : std::as_const(docs->rows)) {
        inputOf.insert(PgConnection::integerAt(row.at(0)), inputs.size());
        inputs.push_back(SegmentView{std::string_view(row.at(1).constData(), size_t(row.at(1).size())), {}});
        auto segmentDocs = SegmentDocs::decode(inputs.back().docs);
        std::optional<std::vector<SegmentTermView>> packedTerms;
        if (!row.at(2).isNull())
            packedTerms =
                ServerPackedPostings::decode(std::string_view(row.at(2).constData(), size_t(row.at(2).size())));
        if (!segmentDocs || (!row.at(2).isNull() && !packedTerms))
            return Error(ErrorKind::Storage, tr("A search index segment on the firm server is damaged (%1).")
                                                 .arg(PgConnection::integerAt(row.at(0))));
        if (packedTerms)
            inputs.back().terms = std::move(*packedTerms);
        decoded.push_back(std::move(*segmentDocs));
    }
    for (const QList<QByteArray>& row : std::as_const(postings->rows)) {
        const size_t input = inputOf.value(PgConnection::integerAt(row.at(0)));
        inputs[input].terms.push_back({std::string_view(row.at(1).constData(), size_t(row.at(1).size())),
                                       std::string_view(row.at(2).constData(), size_t(row.at(2).size()))});
    }
    // The tombstones of chunks these segments hold are dropped with them; others stay.
    QSet<quint32> deadIds;
    QList<qint64> buried;
    for (const QList<QByteArray>& row : std::as_const(dead->rows)) {
        const auto id = quint32(PgConnection::integerAt(row.at(0)));
        for (const SegmentDocs& d : decoded) {
            if (d.find(id)) {
                deadIds.insert(id);
                buried << qint64(id);
                break;
            }
        }
    }
    auto merged = SegmentMerger::merge(inputs, [&deadIds](quint32 id) { return deadIds.contains(id); });
    if (!merged)
        return Error(ErrorKind::Storage, tr("The search index segments of a matter on the firm server are damaged."));
    if (merged->docCount > 0) {
        if (auto stored = store(matterId, fromLevel + 1, *merged); !stored)
            return stored.error();
    }
    if (auto removed =
            m_db.query(QStringLiteral("DELETE FROM lmars.index_segments WHERE id = ANY ($1::bigint[])"), {ids});
        !removed)
        return removed.error();
    if (!buried.isEmpty()) {
        if (auto cleared = m_db.query(QStringLiteral("DELETE FROM lmars.index_dead WHERE matter_id = $1"
                                                     " AND chunk_id = ANY ($2::bigint[])"),
                                      {matter, bigintArray(buried)});
            !cleared)
            return cleared.error();
    }
    qCDebug(lcIndex) << "firm server: merged" << inputs.size() << "segments of matter" << matterId << "into level"
                     << fromLevel + 1 << "(" << merged->docCount << "chunks," << buried.size() << "dropped)";
    return true;
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
