// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerLibrary.h"

#include "index/PgSegmentStore.h"
#include "index/QuerySanitizer.h"
#include "index/ReferenceMatcher.h"
#include "index/ServerSegmentWriter.h"
#include "index/TextSegmenter.h"
#include "library/LibraryLog.h"
#include "library/LibrarySearcher.h"
#include "library/ServerDocumentWriter.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace lmars::store {

namespace {

/// The columns of a chunk hit, in LibraryChunkHit order.
const char* const kHitColumns =
    "c.id, c.document_id, c.ordinal, c.body, c.heading_path, c.page, c.start_offset, c.end_offset, d.title, d.path,"
    " coalesce(lower(d.validity)::text, ''), coalesce((upper(d.validity) - 1)::text, ''), c.ocr_confidence";
/// How many columns kHitColumns names; a score may follow them.
constexpr int kHitColumnCount = 13;

LibraryChunkHit hitFromRow(const QStringList& row)
{
    LibraryChunkHit hit;
    hit.chunkId = row.at(0).toLongLong();
    hit.documentId = row.at(1).toLongLong();
    hit.ordinal = row.at(2).toInt();
    hit.text = row.at(3);
    hit.headingPath = row.at(4);
    hit.page = row.at(5).toInt();
    hit.start = row.at(6).toInt();
    hit.end = row.at(7).toInt();
    hit.title = row.at(8);
    hit.path = row.at(9);
    hit.validFrom = row.at(10);
    hit.validTo = row.at(11);
    hit.ocrConfidence = row.at(12).toInt();
    if (row.size() > kHitColumnCount)
        hit.score = row.at(kHitColumnCount).toDouble();
    return hit;
}

} // namespace

ServerLibrary::ServerLibrary(PgConnection& db, ServerTextSearch textSearch)
    : m_db(&db), m_textSearch(textSearch), m_analyzer(std::make_shared<ServerAnalyzer>(textSearch)),
      m_reader(std::make_shared<SegmentIndexReader>(m_analyzer))
{}

Result<ServerLibrary> ServerLibrary::openForReading(PgConnection& db)
{
    if (auto ok = ServerSchema::check(db); !ok)
        return ok.error();
    auto config = ServerSchema::textSearch(db);
    if (!config)
        return config.error();
    return ServerLibrary(db, config.value());
}

Result<ServerLibrary> ServerLibrary::open(PgConnection& db)
{
    auto reading = openForReading(db);
    if (!reading)
        return reading.error();
    // The per-connection staging tables that COPY fills before the rows move in.
    if (auto staged = ServerDocumentWriter::prepareConnection(db); !staged)
        return staged.error();
    if (auto prepared = ServerSegmentWriter::prepareConnection(db); !prepared)
        return prepared.error();
    return reading;
}

QString ServerLibrary::queryText(const QString& userText)
{
    QStringList words = queryWords(userText);
    words.removeAll(QStringLiteral("or")); // an operator in websearch syntax
    return words.join(QStringLiteral(" or "));
}

QStringList ServerLibrary::queryWords(const QString& userText)
{
    const QString segmented = TextSegmenter::indexText(userText, LibraryTokenizer::Unicode61);
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}\\p{M}]+"));
    QStringList words;
    for (auto it = word.globalMatch(segmented); it.hasNext();) {
        const QString w = it.next().captured().toLower();
        if (!words.contains(w))
            words.append(w);
    }
    return words;
}

QStringList ServerLibrary::referencePhrases(const QString& userText)
{
    static const QRegularExpression section(QStringLiteral("§+\\s*([0-9][0-9A-Za-z]*(?:[.\\-][0-9A-Za-z]+)*)"));
    static const QRegularExpression article(
        QStringLiteral("\\b(article|art\\.|section|sec\\.|rule)\\s+([0-9]+[A-Za-z]*)"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList phrases;
    for (auto it = section.globalMatch(userText); it.hasNext();)
        phrases.append(it.next().captured(1).toLower());
    for (auto it = article.globalMatch(userText); it.hasNext();) {
        const auto m = it.next();
        QString kind = m.captured(1).toLower();
        if (kind == QLatin1String("art."))
            kind = QStringLiteral("article");
        else if (kind == QLatin1String("sec."))
            kind = QStringLiteral("section");
        phrases.append(kind + QLatin1Char(' ') + m.captured(2).toLower());
    }
    // Chinese article references (第四十六条) and instrument titles (《刑法》), as character bigrams
    // like the indexed text, so that the phrase matches adjacent bigrams.
    static const QRegularExpression cjkArticle(QStringLiteral("第[零〇一二三四五六七八九十百千万0-9]+条"));
    static const QRegularExpression instrument(QStringLiteral("《([^》]{2,60})》"));
    for (auto it = cjkArticle.globalMatch(userText); it.hasNext();)
        phrases.append(TextSegmenter::indexText(it.next().captured(), LibraryTokenizer::Unicode61).simplified());
    for (auto it = instrument.globalMatch(userText); it.hasNext();)
        phrases.append(TextSegmenter::indexText(it.next().captured(1), LibraryTokenizer::Unicode61).simplified());
    phrases.removeDuplicates();
    return phrases;
}

Result<ServerPutResult> ServerLibrary::putDocument(qint64 matterId, const LibraryDocument& doc,
                                                   const QList<LibraryChunk>& chunks)
{
    auto put = putDocuments(matterId, {ServerNewDocument{doc, chunks}});
    if (!put)
        return put.error();
    return put->first();
}

Result<QList<ServerPutResult>> ServerLibrary::putDocuments(qint64 matterId, const QList<ServerNewDocument>& documents)
{
    if (documents.isEmpty())
        return QList<ServerPutResult>{};
    if (auto begun = m_db->begin(); !begun)
        return begun.error();
    auto results = ServerDocumentWriter(*m_db, m_textSearch).write(matterId, documents);
    if (!results) {
        m_db->rollback();
        return results.error();
    }
    const bool anyAdded =
        std::any_of(results->cbegin(), results->cend(), [](const ServerPutResult& r) { return r.added; });
    if (!anyAdded) {
        m_db->rollback();
        return results;
    }
    if (auto committed = m_db->commit(); !committed) {
        m_db->rollback();
        return committed.error();
    }
    // The documents are in; keeping the index's segments few is the next writer's task if this fails.
    if (auto merged = ServerSegmentWriter(*m_db).mergeSegments(matterId); !merged)
        qCWarning(library::lcLibrary) << "firm server: merging the search index segments failed:"
                                      << merged.error().toString();
    return results;
}

Result<bool> ServerLibrary::removeDocument(qint64 matterId, const QString& path)
{
    auto rows =
        m_db->query(QStringLiteral("DELETE FROM lmars.documents WHERE matter_id = $1 AND path = $2 RETURNING id"),
                    {QString::number(matterId), path});
    if (!rows)
        return rows.error();
    return !rows->isEmpty();
}

Result<QList<ServerDocument>> ServerLibrary::documents(qint64 matterId)
{
    auto rows = m_db->query(
        QStringLiteral("SELECT d.id, d.path, d.hash, d.size, d.mtime, d.title, d.type, d.page_count,"
                       " coalesce(lower(d.validity)::text, ''), coalesce((upper(d.validity) - 1)::text, ''),"
                       " d.chunk_count, d.matter_id, m.name, d.added_by"
                       " FROM lmars.documents d JOIN lmars.matters m ON m.id = d.matter_id"
                       " WHERE ($1::bigint = 0 OR d.matter_id = $1) ORDER BY m.name, d.path"),
        {QString::number(matterId)});
    if (!rows)
        return rows.error();
    QList<ServerDocument> out;
    for (const QStringList& r : rows->rows) {
        ServerDocument d;
        d.document.id = r.at(0).toLongLong();
        d.document.path = r.at(1);
        d.document.hash = r.at(2);
        d.document.size = r.at(3).toLongLong();
        d.document.mtime = r.at(4).toLongLong();
        d.document.title = r.at(5);
        d.document.type = r.at(6);
        d.document.pageCount = r.at(7).toInt();
        d.document.validFrom = r.at(8);
        d.document.validTo = r.at(9);
        d.document.chunkCount = r.at(10).toInt();
        d.document.status = QStringLiteral("indexed");
        d.matterId = r.at(11).toLongLong();
        d.matter = r.at(12);
        d.addedBy = r.at(13);
        out.append(d);
    }
    return out;
}

Result<QList<LibraryChunkHit>> ServerLibrary::search(const ServerSearchQuery& query)
{
    // As the embedded library's LibrarySearcher: the exact top of the query's words, and of each
    // reference's words all together (an instrument's in the title); candidates citing more of the
    // references first, then the main query's before the reference queries', then by score.
    const int k = std::max(1, query.limit);
    const QList<Reference> references = ReferenceMatcher::find(query.text);
    // Without references the best k are the main query's; with them, a reference promotes passages
    // from deep in each query's ranking, so each query fetches the embedded search's pool.
    const int pool =
        references.isEmpty() ? k : std::max(LibrarySearcher::kMinPool, k * LibrarySearcher::kPoolPerPassage);
    const auto indexQuery = [&](std::vector<std::string> terms, bool requireAll) {
        IndexQuery q;
        q.terms = std::move(terms);
        q.requireAll = requireAll;
        q.asOf = query.asOf;
        q.k = pool;
        return q;
    };
    std::vector<IndexQuery> queries;
    queries.push_back(indexQuery(QuerySanitizer::build(query.text, *m_analyzer).terms, false));
    std::vector<IndexQuery> each;
    for (const Reference& ref : references) {
        std::vector<std::string> refWords = QuerySanitizer::phraseTerms(ref.phraseText, *m_analyzer);
        if (refWords.empty())
            continue;
        if (ref.kind == Reference::Kind::Instrument) {
            for (std::string& word : refWords)
                word = IndexQuery::titleTerm(word);
        }
        each.push_back(indexQuery(std::move(refWords), true));
    }
    if (each.size() > 1) {
        // Every reference's words together: the words anywhere first, then the title words.
        IndexQuery all = indexQuery({}, true);
        for (const bool titles : {false, true}) {
            for (const IndexQuery& q : each) {
                for (const std::string& term : q.terms) {
                    if (IndexQuery::isTitleTerm(term) == titles)
                        all.terms.push_back(term);
                }
            }
        }
        queries.push_back(all);
    }
    queries.insert(queries.end(), each.begin(), each.end());
    if (queries.size() == 1 && queries.front().terms.empty())
        return QList<LibraryChunkHit>{};

    PgSegmentStore store(*m_db, query.matterId, m_textSearch);
    auto ranked = m_reader->search(store, queries);
    if (!ranked)
        return ranked.error();
    if (query.bm25Ranking) {
        query.bm25Ranking->clear();
        for (const TopKHit& hit : ranked->front()) {
            if (query.bm25Ranking->size() >= k)
                break;
            query.bm25Ranking->append(hit.chunkId);
        }
    }
    struct Candidate
    {
        double score = 0;
        int tier = 0;
        int references = 0;
    };
    QHash<qint64, Candidate> candidates;
    for (size_t i = 0; i < ranked->size(); ++i) {
        for (const TopKHit& hit : ranked->at(i)) {
            if (!candidates.contains(hit.chunkId))
                candidates.insert(hit.chunkId, Candidate{hit.score, i == 0 ? 0 : 1, 0});
        }
    }
    // The candidates' rows (row-level security again: a chunk the user may not see is not returned)
    // and the search's audit entry, in one statement.
    static const QString hitsSql =
        QStringLiteral("SELECT h.* FROM (SELECT lmars.record($2, $3, $4)) a LEFT JOIN LATERAL (SELECT %1"
                       " FROM lmars.chunks c JOIN lmars.documents d ON d.id = c.document_id"
                       " WHERE c.id = ANY ($1::bigint[])) h ON true")
            .arg(QLatin1String(kHitColumns));
    static const QString unauditedHitsSql = QStringLiteral("SELECT %1 FROM lmars.chunks c JOIN lmars.documents d"
                                                           " ON d.id = c.document_id WHERE c.id = ANY ($1::bigint[])")
                                                .arg(QLatin1String(kHitColumns));
    const QString idArray = PgConnection::integerArray(candidates.keys());
    auto rows = query.audited
                    ? m_db->queryPrepared(hitsSql, {idArray, auditActionName(AuditAction::Search),
                                                    query.matterId > 0 ? QString::number(query.matterId) : QString(),
                                                    query.text})
                    : m_db->queryPrepared(unauditedHitsSql, {idArray});
    if (!rows)
        return rows.error();
    QList<LibraryChunkHit> hits;
    for (const QStringList& row : std::as_const(rows->rows)) {
        if (row.first().isNull())
            continue; // no candidate: the audit entry's row only
        LibraryChunkHit hit = hitFromRow(row);
        Candidate& c = candidates[hit.chunkId];
        hit.score = c.score;
        for (const Reference& ref : references) {
            if (ReferenceMatcher::matches(ref, hit.title, hit.headingPath, hit.text))
                ++c.references;
        }
        hits.append(hit);
    }
    std::sort(hits.begin(), hits.end(), [&candidates](const LibraryChunkHit& a, const LibraryChunkHit& b) {
        const Candidate& x = candidates[a.chunkId];
        const Candidate& y = candidates[b.chunkId];
        if (x.references != y.references)
            return x.references > y.references;
        if (x.tier != y.tier)
            return x.tier < y.tier;
        if (a.score != b.score)
            return a.score > b.score;
        return a.chunkId < b.chunkId;
    });
    if (hits.size() > k)
        hits.resize(k);
    return hits;
}

Result<void> ServerLibrary::rewriteChunks(const QList<QStringList>& documents)
{
    for (const QStringList& document : documents) {
        auto moved = m_db->query(
            QStringLiteral(
                "WITH old AS (DELETE FROM lmars.chunks WHERE document_id = $1 RETURNING *)"
                " INSERT INTO lmars.chunks (document_id, matter_id, ordinal, heading_path, body, page,"
                "  start_offset, end_offset, ocr_confidence, validity, tsv)"
                " SELECT o.document_id, o.matter_id, o.ordinal, o.heading_path, o.body, o.page, o.start_offset,"
                "  o.end_offset, o.ocr_confidence, d.validity, o.tsv FROM old o"
                " JOIN lmars.documents d ON d.id = o.document_id"),
            {document.at(0)});
        if (!moved)
            return moved.error();
        if (auto indexed =
                ServerSegmentWriter(*m_db).indexDocuments(document.at(1).toLongLong(), {document.at(0).toLongLong()});
            !indexed)
            return indexed.error();
    }
    return {};
}

Result<QList<LibraryChunkHit>> ServerLibrary::chunksById(const QList<qint64>& ids)
{
    if (ids.isEmpty())
        return QList<LibraryChunkHit>{};
    static const QString sql = QStringLiteral("SELECT %1 FROM lmars.chunks c JOIN lmars.documents d"
                                              " ON d.id = c.document_id WHERE c.id = ANY ($1::bigint[])")
                                   .arg(QLatin1String(kHitColumns));
    auto rows = m_db->queryPrepared(sql, {PgConnection::integerArray(ids)});
    if (!rows)
        return rows.error();
    QList<LibraryChunkHit> hits;
    hits.reserve(rows->rows.size());
    for (const QStringList& row : std::as_const(rows->rows))
        hits.append(hitFromRow(row));
    return hits;
}

Result<QList<LibraryChunkHit>> ServerLibrary::readChunks(qint64 documentId, int first, int last)
{
    auto rows = m_db->query(QStringLiteral("SELECT %1, c.matter_id FROM lmars.chunks c JOIN lmars.documents d"
                                           " ON d.id = c.document_id WHERE c.document_id = $1"
                                           " AND c.ordinal BETWEEN $2 AND $3 ORDER BY c.ordinal")
                                .arg(QLatin1String(kHitColumns)),
                            {QString::number(documentId), QString::number(first), QString::number(last)});
    if (!rows)
        return rows.error();
    QList<LibraryChunkHit> hits;
    qint64 matterId = 0;
    for (const QStringList& row : rows->rows) {
        hits.append(hitFromRow(row.mid(0, kHitColumnCount)));
        matterId = row.at(kHitColumnCount).toLongLong();
    }
    if (!hits.isEmpty()) {
        ServerAdmin audit(*m_db);
        if (auto recorded = audit.record(AuditAction::DocumentRead, matterId, hits.first().path); !recorded)
            return recorded.error();
    }
    return hits;
}

Result<LibraryStats> ServerLibrary::stats()
{
    // Pages read by OCR: those with a chunk OCR read, as the embedded library counts them.
    auto rows = m_db->query(QStringLiteral("SELECT count(*), coalesce(sum(chunk_count), 0), coalesce(sum(size), 0),"
                                           " (SELECT count(*) FROM (SELECT DISTINCT document_id, page FROM lmars.chunks"
                                           " WHERE ocr_confidence >= 0) o) FROM lmars.documents"));
    if (!rows)
        return rows.error();
    LibraryStats s;
    s.documents = rows->rows.first().at(0).toInt();
    s.indexed = s.documents;
    s.chunks = rows->rows.first().at(1).toLongLong();
    s.bytes = rows->rows.first().at(2).toLongLong();
    s.ocrPages = rows->rows.first().at(3).toLongLong();
    s.tokenizer = serverTextSearchName(m_textSearch);
    return s;
}

} // namespace lmars::store
