// SPDX-License-Identifier: GPL-3.0-or-later
#include "PgSegmentStore.h"

#include "index/IndexQuery.h"
#include "index/ServerPackedPostings.h"
#include "pg/PgConnection.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <algorithm>
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

/// A PostgreSQL text[] literal ("{\"a\",\"b\"}").
QByteArray textArray(const QStringList& values)
{
    QByteArray out = "{";
    for (int i = 0; i < values.size(); ++i) {
        QByteArray item = values.at(i).toUtf8();
        item.replace('\\', "\\\\").replace('"', "\\\"");
        item.replace('\0', QByteArray());
        out += (i ? ",\"" : "\"") + item + '"';
    }
    return out + '}';
}

/// Everything one search reads in one statement (one snapshot): the collection statistics, each
/// word's lexemes with their dfs, the visible segments, the postings blobs of the lexemes (and of
/// their title terms) and the tombstones.
const char* const kSnapshotSql =
    "WITH st AS MATERIALIZED (SELECT * FROM lmars.index_stats($1::regconfig, $2::text[], $3::bigint)),"
    " sc AS (SELECT (SELECT st.scope FROM st LIMIT 1)::bigint[] AS scope),"
    " terms AS (SELECT st.lexeme AS term FROM st WHERE st.lexeme IS NOT NULL"
    "  UNION SELECT 'T' || st.lexeme FROM st WHERE st.lexeme IS NOT NULL AND $4::bool)"
    " SELECT 3::int4 AS kind, st.df AS n, st.word AS a, st.lexeme AS b, st.chunks AS c, st.wdf_tokens AS d,"
    "  NULL::bytea AS blob FROM st"
    " UNION ALL SELECT 0, s.id, NULL, NULL, NULL, NULL, NULL FROM lmars.index_segments s, sc"
    "  WHERE s.matter_id = ANY (sc.scope)"
    // (A packed segment has no rows here: the reader fetches its postings with its documents, once.)
    // Per term a lookup in the postings' primary key (the fence keeps the planner from turning it
    // into a join over the whole table).
    " UNION ALL SELECT 1, p.segment_id, p.term, NULL, NULL, NULL, p.blob FROM terms t CROSS JOIN sc"
    "  CROSS JOIN LATERAL (SELECT q.segment_id, q.term, q.blob FROM lmars.index_postings q"
    "  WHERE q.term = t.term AND q.matter_id = ANY (sc.scope) OFFSET 0) p"
    " UNION ALL SELECT 2, x.chunk_id, NULL, NULL, NULL, NULL, NULL FROM lmars.index_dead x, sc"
    "  WHERE x.matter_id = ANY (sc.scope)";

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

Result<ReadState> PgSegmentStore::readState(const ReadRequest& request)
{
    ReadState state;
    state.readsEveryBlob = true;
    if (!m_textSearch)
        return Error(ErrorKind::Internal, tr("The firm server's search index was read without its text search "
                                             "configuration."));
    if (!request.prefixes.empty()) // its segments hold no word positions: no Terms-and-Connectors match
        return Error(ErrorKind::Usage, tr("The firm server does not answer Terms-and-Connectors searches yet."));
    // The words of the request (a title-only term's without its mark), each once.
    QStringList words;
    bool titles = false;
    for (const std::string& term : request.terms) {
        const bool title = IndexQuery::isTitleTerm(term);
        titles = titles || title;
        const QString word = QString::fromStdString(title ? term.substr(1) : term);
        if (!word.isEmpty() && !words.contains(word))
            words << word;
    }
    static const QString snapshotSql = QString::fromLatin1(kSnapshotSql);
    auto rows = m_db.queryBytesPrepared(snapshotSql,
                                        {text(serverTextSearchName(*m_textSearch)), PgParam{textArray(words), false},
                                         text(QString::number(m_matterId)), PgParam{titles ? "t" : "f", false}});
    if (!rows)
        return rows.error();
    for (const QList<QByteArray>& row : std::as_const(rows->rows)) {
        const qint64 kind = PgConnection::integerAt(row.at(0));
        const qint64 n = PgConnection::integerAt(row.at(1));
        if (kind == 3) {
            state.collection.docCount = quint64(std::max<qint64>(0, PgConnection::integerAt(row.at(4))));
            state.collection.totalLength = quint64(std::max<qint64>(0, PgConnection::integerAt(row.at(5))));
            if (!row.at(2).isNull() && !row.at(3).isNull()) {
                const std::string lexeme = row.at(3).toStdString();
                state.lexemes[row.at(2).toStdString()].push_back(lexeme);
                state.terms[lexeme].df = quint64(std::max<qint64>(0, n));
            }
        } else if (kind == 0) {
            state.segments.push_back(n);
        } else if (kind == 1) {
            state.terms[row.at(2).toStdString()].blobs.emplace_back(n, bytes(row.at(6)));
        } else if (kind == 2) {
            state.tombstones.emplace(quint32(n), kDeadEverywhere);
        }
    }
    // A title term is counted as its lexeme is (the statistics know lexemes only).
    if (titles) {
        for (const auto& [word, lexemes] : state.lexemes) {
            for (const std::string& lexeme : lexemes)
                state.terms[IndexQuery::titleTerm(lexeme)].df = state.terms[lexeme].df;
        }
    }
    if (state.collection.docCount == 0 || state.segments.empty()) {
        state.segments.clear(); // nothing the search covers holds a chunk
        state.terms.clear();
        return state;
    }
    std::sort(state.segments.begin(), state.segments.end());
    if (m_afterSnapshot)
        m_afterSnapshot();

    // The segments not seen before (immutable: the reader keeps them by id), their documents and,
    // when packed, their postings.
    QList<qint64> missing;
    for (const qint64 id : state.segments) {
        if (!request.holds || !request.holds(id))
            missing << id;
    }
    if (missing.isEmpty())
        return state;
    auto docs = m_db.queryBytesPrepared(
        QStringLiteral("SELECT id, docs, postings FROM lmars.index_segments WHERE id = ANY ($1::bigint[])"),
        {text(PgConnection::integerArray(missing))});
    if (!docs)
        return docs.error();
    if (docs->rows.size() < missing.size()) {
        state.raced = true; // merged away since the snapshot
        return state;
    }
    for (const QList<QByteArray>& row : std::as_const(docs->rows)) {
        NewSegment segment;
        segment.id = PgConnection::integerAt(row.at(0));
        segment.docs = bytes(row.at(1));
        if (!row.at(2).isNull())
            segment.packed = bytes(row.at(2));
        state.newSegments.push_back(std::move(segment));
    }
    return state;
}

} // namespace lmars::store
