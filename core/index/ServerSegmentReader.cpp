// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerSegmentReader.h"

#include "index/IndexLog.h"
#include "index/ServerPackedPostings.h"
#include "pg/PgConnection.h"

#include <QDate>

#include <algorithm>
#include <map>
#include <unordered_map>

namespace lmars::store {

namespace {

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

struct Snapshot
{
    quint64 chunks = 0;
    quint64 totalLength = 0;
    std::map<QString, QStringList> lexemesOf; ///< by word
    std::unordered_map<std::string, quint64> df;
    std::vector<qint64> segments;
    /// by segment id, then term: the postings blob
    std::unordered_map<qint64, std::unordered_map<std::string, QByteArray>> postings;
    Tombstones dead; ///< every copy of these chunks is dead
};

/// The bytes of a column as a view (empty, with a null data pointer, for SQL NULL).
std::string_view bytesView(const QByteArray& bytes)
{
    return bytes.isNull() ? std::string_view() : std::string_view(bytes.constData(), size_t(bytes.size()));
}

} // namespace

Error ServerSegmentReader::damaged(qint64 segmentId)
{
    return Error(ErrorKind::Storage, tr("A search index segment on the firm server is damaged (%1).").arg(segmentId));
}

Result<std::vector<std::vector<TopKHit>>>
ServerSegmentReader::run(PgConnection& db, const std::vector<IndexQuery>& queries, qint64 matterId)
{
    // The snapshot and the fetch of new segments are two statements (two snapshots under READ
    // COMMITTED): a merge that commits between them deletes segments the snapshot listed, and the
    // merged segment is not in it. Segments are immutable, so a fetch that finds all of them is
    // consistent with the snapshot; one that misses any reads the whole search again.
    for (int attempt = 1;; ++attempt) {
        bool raced = false;
        auto hits = runOnce(db, queries, matterId, &raced);
        if (!hits || !raced)
            return hits;
        ++m_rereads;
        qCDebug(lcIndex) << "firm server: index segments were merged during a search; reading it again";
        if (attempt >= kMaxAttempts)
            return Error(ErrorKind::Storage, tr("The firm server's search index kept changing during the search; "
                                                "search again."));
    }
}

Result<std::vector<std::vector<TopKHit>>>
ServerSegmentReader::runOnce(PgConnection& db, const std::vector<IndexQuery>& queries, qint64 matterId, bool* raced)
{
    std::vector<std::vector<TopKHit>> out(queries.size());
    QStringList words;
    bool titles = false;
    for (const IndexQuery& q : queries) {
        for (const std::vector<std::string>* list : {&q.terms, &q.required}) {
            for (const std::string& term : *list) {
                const bool title = IndexQuery::isTitleTerm(term);
                titles = titles || title;
                const QString w = QString::fromStdString(title ? term.substr(1) : term);
                if (!w.isEmpty() && !words.contains(w))
                    words << w;
            }
        }
    }
    if (words.isEmpty())
        return out;

    static const QString snapshotSql = QString::fromLatin1(kSnapshotSql);
    auto rows = db.queryBytesPrepared(
        snapshotSql, {PgParam{serverTextSearchName(m_textSearch).toUtf8(), false}, PgParam{textArray(words), false},
                      PgParam{QByteArray::number(matterId), false}, PgParam{titles ? "t" : "f", false}});
    if (!rows)
        return rows.error();
    Snapshot snap;
    for (const QList<QByteArray>& row : std::as_const(rows->rows)) {
        const qint64 kind = PgConnection::integerAt(row.at(0));
        const qint64 n = PgConnection::integerAt(row.at(1));
        if (kind == 3) {
            snap.chunks = quint64(std::max<qint64>(0, PgConnection::integerAt(row.at(4))));
            snap.totalLength = quint64(std::max<qint64>(0, PgConnection::integerAt(row.at(5))));
            if (!row.at(2).isNull() && !row.at(3).isNull()) {
                snap.lexemesOf[QString::fromUtf8(row.at(2))] << QString::fromUtf8(row.at(3));
                snap.df[row.at(3).toStdString()] = quint64(std::max<qint64>(0, n));
            }
        } else if (kind == 0) {
            snap.segments.push_back(n);
        } else if (kind == 1) {
            snap.postings[n][row.at(2).toStdString()] = row.at(6);
        } else if (kind == 2) {
            snap.dead.emplace(quint32(n), SegmentStore::kDeadEverywhere);
        }
    }
    if (snap.chunks == 0 || snap.segments.empty())
        return out;
    std::sort(snap.segments.begin(), snap.segments.end());
    if (m_afterSnapshot)
        m_afterSnapshot();

    // The segments not seen before (immutable: kept by id), their document arrays and, when packed,
    // their postings; gone ones are dropped.
    QStringList missing;
    for (const qint64 id : m_reader.missing(snap.segments))
        missing << QString::number(id);
    if (!missing.isEmpty()) {
        auto docs = db.queryBytesPrepared(
            QStringLiteral("SELECT id, docs, postings FROM lmars.index_segments WHERE id = ANY ($1::bigint[])"),
            {PgParam{(QLatin1Char('{') + missing.join(QLatin1Char(',')) + QLatin1Char('}')).toUtf8(), false}});
        if (!docs)
            return docs.error();
        if (docs->rows.size() < missing.size()) {
            *raced = true; // merged away since the snapshot
            return out;
        }
        for (const QList<QByteArray>& row : std::as_const(docs->rows)) {
            if (!m_reader.keep(PgConnection::integerAt(row.at(0)), bytesView(row.at(1)), bytesView(row.at(2))))
                return damaged(PgConnection::integerAt(row.at(0)));
        }
    }
    m_reader.retain(snap.segments);
    SegmentIndexReader::Snapshot snapshot;
    snapshot.collection = TopKCollection{snap.chunks, snap.totalLength};
    snapshot.segments = snap.segments;
    snapshot.tombstones = std::move(snap.dead);

    for (size_t qi = 0; qi < queries.size(); ++qi) {
        const IndexQuery& q = queries[qi];
        std::vector<std::string> terms;
        TopKQuery topk;
        bool unmatched = false; // a word every match must hold that no chunk holds
        // The query's words in order (terms, then the required ones not among them), each by its lexemes.
        std::vector<std::string> all = q.terms;
        for (const std::string& term : q.required) {
            if (std::find(all.begin(), all.end(), term) == all.end())
                all.push_back(term);
        }
        for (const std::string& word : all) {
            const bool title = IndexQuery::isTitleTerm(word);
            const TopKTermRole role = q.roleOf(word);
            const auto found = snap.lexemesOf.find(QString::fromStdString(title ? word.substr(1) : word));
            if (found == snap.lexemesOf.end())
                continue; // no lexeme: a stop word of the configuration
            for (const QString& lexeme : found->second) {
                const std::string key = lexeme.toStdString();
                const quint64 df = snap.df[key];
                if (df == 0) {
                    unmatched = unmatched || q.requireAll || role != TopKTermRole::Optional;
                    continue;
                }
                const std::string term = title ? IndexQuery::titleTerm(key) : key;
                if (std::find(terms.begin(), terms.end(), term) != terms.end())
                    continue;
                terms.push_back(term);
                topk.termDfs.push_back(df);
                topk.roles.push_back(role);
            }
        }
        std::optional<std::vector<quint32>> only = q.onlyChunks();
        if (terms.empty() || unmatched || !only)
            continue;
        topk.onlyChunks = std::move(*only);
        topk.requireAll = q.requireAll;
        topk.asOfDay = q.asOfDay();
        topk.k = std::max(1, q.k);
        const auto postingsOf = [&snap, &terms](qint64 segmentId, size_t term) {
            const auto inSegment = snap.postings.find(segmentId);
            if (inSegment == snap.postings.end())
                return std::string_view();
            const auto blob = inSegment->second.find(terms[term]);
            return blob == inSegment->second.end() ? std::string_view() : bytesView(blob->second);
        };
        qint64 damagedId = 0;
        std::optional<std::vector<TopKHit>> hits = m_reader.match(topk, terms, snapshot, postingsOf, &damagedId);
        if (!hits)
            return damaged(damagedId);
        out[qi] = std::move(*hits);
    }
    return out;
}

} // namespace lmars::store
