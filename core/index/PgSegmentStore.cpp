// SPDX-License-Identifier: GPL-3.0-or-later
#include "PgSegmentStore.h"

#include "index/ServerPackedPostings.h"
#include "pg/PgConnection.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <optional>

namespace lmars::store {

namespace {

/// First key of the advisory lock that serialises the merges of one matter (the second is the matter).
constexpr int kMergeLock = 7324582;

template <class Id> QString bigintArray(const std::vector<Id>& ids)
{
    return PgConnection::integerArray(QList<qint64>(ids.begin(), ids.end()));
}

PgParam text(const QString& value)
{
    return PgParam{value.toUtf8(), false};
}

std::string bytes(const QByteArray& value)
{
    return std::string(value.constData(), size_t(value.size()));
}

} // namespace

Error PgSegmentStore::damaged(qint64 segmentId) const
{
    return Error(ErrorKind::Storage, tr("A search index segment on the firm server is damaged (%1).").arg(segmentId));
}

Result<void> PgSegmentStore::prepareConnection(PgConnection& db)
{
    // Row-level security rules out COPY into the table itself: the postings go through a staging table.
    return db.execute(QStringLiteral("SET client_min_messages = warning;"
                                     "CREATE TEMP TABLE IF NOT EXISTS posting_stage (term text, df int, blob bytea)"
                                     " ON COMMIT DELETE ROWS"));
}

Result<qint64> PgSegmentStore::writeSegment(const EncodedSegment& segment)
{
    return store(0, segment);
}

Result<qint64> PgSegmentStore::store(int level, const EncodedSegment& segment)
{
    const qint64 matterId = m_matterId;
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

Result<std::vector<SegmentInfo>> PgSegmentStore::segments()
{
    auto listed = m_db.query(QStringLiteral("SELECT id, chunk_count, level FROM lmars.index_segments"
                                            " WHERE matter_id = $1 ORDER BY id"),
                             {QString::number(m_matterId)});
    if (!listed)
        return listed.error();
    std::vector<SegmentInfo> out;
    out.reserve(size_t(listed->rows.size()));
    for (const QStringList& row : std::as_const(listed->rows))
        out.push_back({row.at(0).toLongLong(), row.at(1).toLongLong(), row.at(2).toInt()});
    return out;
}

Result<std::vector<StoredSegment>> PgSegmentStore::readSegments(const std::vector<qint64>& segmentIds)
{
    const QString ids = bigintArray(segmentIds);
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
    QHash<qint64, size_t> inputOf;
    for (size_t i = 0; i < segmentIds.size(); ++i)
        inputOf.insert(segmentIds[i], i);
    std::vector<StoredSegment> out(segmentIds.size());
    std::vector<bool> found(segmentIds.size(), false);
    for (const QList<QByteArray>& row : std::as_const(docs->rows)) {
        const qint64 id = PgConnection::integerAt(row.at(0));
        const auto input = inputOf.constFind(id);
        if (input == inputOf.cend())
            continue;
        StoredSegment& segment = out[input.value()];
        segment.id = id;
        segment.docs = bytes(row.at(1));
        found[input.value()] = true;
        if (row.at(2).isNull())
            continue;
        std::optional<std::vector<SegmentTermView>> packedTerms =
            ServerPackedPostings::decode(std::string_view(row.at(2).constData(), size_t(row.at(2).size())));
        if (!packedTerms)
            return damaged(id);
        for (const SegmentTermView& t : *packedTerms)
            segment.terms.emplace_back(std::string(t.term), std::string(t.postings));
    }
    for (size_t i = 0; i < found.size(); ++i) {
        if (!found[i])
            return damaged(segmentIds[i]);
    }
    for (const QList<QByteArray>& row : std::as_const(postings->rows)) {
        const auto input = inputOf.constFind(PgConnection::integerAt(row.at(0)));
        if (input != inputOf.cend())
            out[input.value()].terms.emplace_back(bytes(row.at(1)), bytes(row.at(2)));
    }
    return out;
}

Result<Tombstones> PgSegmentStore::readTombstones()
{
    auto dead = m_db.queryBytes(QStringLiteral("SELECT chunk_id FROM lmars.index_dead WHERE matter_id = $1::bigint"),
                                {text(QString::number(m_matterId))});
    if (!dead)
        return dead.error();
    Tombstones out;
    for (const QList<QByteArray>& row : std::as_const(dead->rows))
        out[quint32(PgConnection::integerAt(row.at(0)))] = kDeadEverywhere;
    return out;
}

Result<bool> PgSegmentStore::beginMerge()
{
    if (auto begun = m_db.begin(); !begun)
        return begun.error();
    auto locked = m_db.query(QStringLiteral("SELECT pg_try_advisory_xact_lock(%1, $1::int)").arg(kMergeLock),
                             {QString::number(m_matterId)});
    if (!locked || locked->scalar() != QLatin1String("t")) {
        m_db.rollback(); // on false: another client merges this matter's segments now
        if (!locked)
            return locked.error();
        return false;
    }
    return true;
}

Result<void> PgSegmentStore::commitMerge()
{
    return m_db.commit();
}

void PgSegmentStore::rollbackMerge()
{
    m_db.rollback();
}

Result<void> PgSegmentStore::replaceSegments(const std::vector<qint64>& inputs, const EncodedSegment& merged, int level,
                                             const std::vector<quint32>& buried)
{
    if (merged.docCount > 0) {
        if (auto stored = store(level, merged); !stored)
            return stored.error();
    }
    if (auto removed = m_db.query(QStringLiteral("DELETE FROM lmars.index_segments WHERE id = ANY ($1::bigint[])"),
                                  {bigintArray(inputs)});
        !removed)
        return removed.error();
    // The tombstones of chunks these segments held are dropped with them; others stay.
    if (!buried.empty()) {
        if (auto cleared = m_db.query(QStringLiteral("DELETE FROM lmars.index_dead WHERE matter_id = $1"
                                                     " AND chunk_id = ANY ($2::bigint[])"),
                                      {QString::number(m_matterId), bigintArray(buried)});
            !cleared)
            return cleared.error();
    }
    return {};
}

} // namespace lmars::store
