// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryStore.h"

#include "store/Database.h"
#include "store/LibraryConnections.h"
#include "store/LibraryIndexJournal.h"
#include "store/LibraryIndexWriter.h"
#include "store/Statement.h"
#include "store/StoreLog.h"

#include <utility>

namespace lmars::store {

namespace {

void bindOptional(Statement& stmt, int index, const QString& text)
{
    if (text.isEmpty())
        stmt.bindNull(index);
    else
        stmt.bind(index, text);
}

const char* const kHitColumns = "c.id, c.document_id, c.ordinal, c.text, c.heading_path, c.page, c.char_start, "
                                "c.char_end, d.title, d.path, c.valid_from, c.valid_to";

LibraryChunkHit readHit(const Statement& stmt, bool withScore)
{
    LibraryChunkHit hit;
    hit.chunkId = stmt.columnInt64(0);
    hit.documentId = stmt.columnInt64(1);
    hit.ordinal = stmt.columnInt(2);
    hit.text = stmt.columnText(3);
    hit.headingPath = stmt.columnText(4);
    hit.page = stmt.columnInt(5);
    hit.start = stmt.columnInt(6);
    hit.end = stmt.columnInt(7);
    hit.title = stmt.columnText(8);
    hit.path = stmt.columnText(9);
    hit.validFrom = stmt.columnText(10);
    hit.validTo = stmt.columnText(11);
    if (withScore)
        hit.score = -stmt.columnDouble(12);
    return hit;
}

const char* const kDocumentColumns =
    "d.id, d.path, d.hash, d.size, d.mtime, d.title, d.type, d.page_count, d.valid_from, d.valid_to, "
    "d.user_validity, d.status, d.error, (SELECT count(*) FROM chunks c WHERE c.document_id = d.id)";

LibraryDocument readDocument(const Statement& stmt)
{
    LibraryDocument doc;
    doc.id = stmt.columnInt64(0);
    doc.path = stmt.columnText(1);
    doc.hash = stmt.columnText(2);
    doc.size = stmt.columnInt64(3);
    doc.mtime = stmt.columnInt64(4);
    doc.title = stmt.columnText(5);
    doc.type = stmt.columnText(6);
    doc.pageCount = stmt.columnInt(7);
    doc.validFrom = stmt.columnText(8);
    doc.validTo = stmt.columnText(9);
    doc.userValidity = stmt.columnInt(10) != 0;
    doc.status = stmt.columnText(11);
    doc.error = stmt.columnText(12);
    doc.chunkCount = stmt.columnInt(13);
    return doc;
}

/// Steps stmt to its end, reading each row with read.
template <typename T, typename Read> Result<QList<T>> readAll(Statement& stmt, Read read)
{
    QList<T> out;
    while (true) {
        auto row = stmt.step();
        if (!row)
            return row.error();
        if (!row.value())
            return out;
        out << read(stmt);
    }
}

} // namespace

LibraryStore::LibraryStore(std::unique_ptr<Database> db, std::unique_ptr<LibraryIndexWriter> index,
                           std::unique_ptr<Database> search, LibraryTokenizer tokenizer)
    : m_db(std::move(db)), m_index(std::move(index)), m_search(std::move(search)),
      m_journal(std::make_unique<LibraryIndexJournal>(*m_db, *m_index, tokenizer)), m_tokenizer(tokenizer)
{}

LibraryStore::~LibraryStore()
{
    rollbackWrite(); // a batch left open is dropped, as SyncBatch documents
}

QString LibraryStore::indexPath(const QString& path)
{
    return LibraryConnections::indexPath(path);
}

qint64 LibraryStore::diskBytes(const QString& path)
{
    return LibraryConnections::diskBytes(path);
}

Result<std::unique_ptr<LibraryStore>> LibraryStore::open(const QString& path, LibraryTokenizer tokenizer)
{
    if (path.isEmpty() || path == QLatin1String(":memory:")) // three connections must reach the same files
        return Error(ErrorKind::Usage, tr("A document library needs a database file, not \"%1\".").arg(path));
    auto c = LibraryConnections::open(path, tokenizer);
    if (!c)
        return c.error();
    std::unique_ptr<LibraryStore> store(new LibraryStore(std::move(c->main),
                                                         std::make_unique<LibraryIndexWriter>(std::move(c->index)),
                                                         std::move(c->search), c->tokenizer));
    if (auto ready = store->ensureIndex(); !ready)
        return ready.error();
    return store;
}

Result<void> LibraryStore::ensureIndex()
{
    auto belongs = m_journal->indexBelongs();
    if (!belongs)
        return belongs.error();
    auto behind = m_journal->indexBehind();
    if (!behind)
        return behind.error();
    if (belongs.value() && !behind.value())
        return {};
    // beginWrite() checks again under both locks, then builds the index or replays what it
    // missed. Another connection holding the locks is doing that already (a rebuild can take
    // a while): this one opens without waiting for it, and finds what is indexed so far.
    m_db->setBusyTimeout(kOpenWaitMs);
    Result<void> begun = beginWrite(true);
    m_db->setBusyTimeout(Database::kBusyTimeoutMs);
    if (!begun) {
        if (!Database::isBusy(begun.error()))
            return begun;
        qCInfo(lcStore) << "the library index is being updated by another connection";
        return {};
    }
    return commitWrite();
}

Result<void> LibraryStore::beginWrite(bool background)
{
    if (auto begun = m_db->begin(); !begun)
        return begun;
    Result<void> ready = m_index->begin(background);
    if (!ready) {
        (void)m_db->rollback();
        return ready;
    }
    auto start = m_journal->start();
    if (!start) {
        rollbackWrite();
        return start.error();
    }
    m_batch = start->batch;
    m_nextChunkId = m_firstChunkId = start->nextChunkId;
    return {};
}

Result<void> LibraryStore::commitWrite()
{
    Result<void> done = m_journal->finish(m_batch, m_firstChunkId, m_nextChunkId);
    // An index that has failed stops the write here, before the main file commits anything. The
    // rest of its work drains while the main file commits (one failing later is replayed).
    if (done)
        done = m_index->check();
    if (done)
        done = m_db->commit();
    if (!done) {
        rollbackWrite();
        return done;
    }
    // The main file is committed first: if the index file's commit fails or never happens, the
    // next write replays this batch from the journal.
    return m_index->commit(m_batch);
}

void LibraryStore::rollbackWrite()
{
    m_inBatch = false;
    m_index->rollback();
    (void)m_db->rollback();
}

Result<void> LibraryStore::runInTransaction(const std::function<Result<void>()>& work)
{
    if (m_inBatch)
        return work();
    if (auto started = beginWrite(false); !started)
        return started;
    Result<void> done = work();
    if (!done) {
        rollbackWrite();
        return done;
    }
    return commitWrite();
}

Result<std::optional<LibraryDocument>> LibraryStore::document(const QString& path)
{
    auto stmt = m_db->prepare(
        QStringLiteral("SELECT %1 FROM documents d WHERE d.path = ?").arg(QLatin1String(kDocumentColumns)));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, path);
    auto row = stmt->step();
    if (!row)
        return row.error();
    if (!row.value())
        return std::optional<LibraryDocument>();
    return std::optional<LibraryDocument>(readDocument(stmt.value()));
}

Result<QList<LibraryDocument>> LibraryStore::documents(const QString& prefix)
{
    auto stmt =
        m_db->prepare(QStringLiteral("SELECT %1 FROM documents d WHERE substr(d.path, 1, ?) = ? ORDER BY d.path")
                          .arg(QLatin1String(kDocumentColumns)));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, static_cast<int>(prefix.size())).bind(2, prefix);
    return readAll<LibraryDocument>(stmt.value(), readDocument);
}

Result<void> LibraryStore::deleteChunks(qint64 documentId)
{
    // A contentless index forgets a row only when given the values it indexed for it.
    if (auto forgotten = m_journal->forgetDocument(m_batch, documentId); !forgotten)
        return forgotten;
    auto rows = m_db->prepare(QStringLiteral("DELETE FROM chunks WHERE document_id = ?"));
    if (!rows)
        return rows.error();
    rows->bind(1, documentId);
    return rows->run();
}

Result<qint64> LibraryStore::putDocument(const LibraryDocument& doc, const QList<LibraryChunk>& chunks)
{
    qint64 documentId = 0;
    Result<void> done = runInTransaction([&]() -> Result<void> {
        auto existing = document(doc.path);
        if (!existing)
            return existing.error();
        QString validFrom = doc.validFrom;
        QString validTo = doc.validTo;
        bool userValidity = doc.userValidity;
        if (existing.value() && existing.value()->userValidity && !doc.userValidity) {
            validFrom = existing.value()->validFrom;
            validTo = existing.value()->validTo;
            userValidity = true;
        }
        if (existing.value()) {
            documentId = existing.value()->id;
            if (auto removed = deleteChunks(documentId); !removed)
                return removed;
        }
        auto up = m_db->prepare(QStringLiteral(
            "INSERT INTO documents(path, hash, size, mtime, title, type, page_count, valid_from, valid_to, "
            "user_validity, status, error) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'indexed', ?11) "
            "ON CONFLICT(path) DO UPDATE SET hash = ?2, size = ?3, mtime = ?4, title = ?5, type = ?6, "
            "page_count = ?7, valid_from = ?8, valid_to = ?9, user_validity = ?10, status = 'indexed', error = ?11, "
            "indexed_at = strftime('%Y-%m-%dT%H:%M:%SZ','now')"));
        if (!up)
            return up.error();
        up->bind(1, doc.path).bind(2, doc.hash).bind(3, doc.size).bind(4, doc.mtime).bind(5, doc.title);
        up->bind(6, doc.type).bind(7, doc.pageCount);
        bindOptional(up.value(), 8, validFrom);
        bindOptional(up.value(), 9, validTo);
        up->bind(10, userValidity ? 1 : 0).bind(11, doc.error);
        if (auto ran = up->run(); !ran)
            return ran;
        if (documentId == 0)
            documentId = m_db->lastInsertRowId();

        auto chunkStmt = m_db->prepare(
            QStringLiteral("INSERT INTO chunks(id, document_id, ordinal, text, heading_path, page, char_start, "
                           "char_end, valid_from, valid_to) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        if (!chunkStmt)
            return chunkStmt.error();
        // Each value is encoded once, though bound to both tables (most text is the same for both).
        const QByteArray ftsTitle = LibraryIndexJournal::indexed(doc.title, m_tokenizer);
        QString heading;
        QByteArray headingUtf8;
        QByteArray ftsHeading;
        bool first = true;
        for (const LibraryChunk& chunk : chunks) {
            if (first || chunk.headingPath != heading) {
                first = false;
                heading = chunk.headingPath;
                headingUtf8 = heading.toUtf8();
                ftsHeading = LibraryIndexJournal::indexed(heading, headingUtf8, m_tokenizer);
            }
            const QByteArray text = chunk.text.toUtf8();
            const qint64 id = m_nextChunkId++;
            chunkStmt->reset();
            chunkStmt->bind(1, id).bind(2, documentId).bind(3, chunk.ordinal).bindUtf8(4, text);
            chunkStmt->bindUtf8(5, headingUtf8).bind(6, chunk.page).bind(7, chunk.start).bind(8, chunk.end);
            bindOptional(chunkStmt.value(), 9, validFrom);
            bindOptional(chunkStmt.value(), 10, validTo);
            if (auto ran = chunkStmt->run(); !ran)
                return ran;
            m_index->insert(id, ftsTitle, ftsHeading, LibraryIndexJournal::indexed(chunk.text, text, m_tokenizer));
        }
        return {};
    });
    if (!done)
        return done.error();
    return documentId;
}

Result<void> LibraryStore::putError(const LibraryDocument& doc)
{
    return runInTransaction([&]() -> Result<void> {
        auto existing = document(doc.path);
        if (!existing)
            return existing.error();
        if (existing.value()) {
            if (auto removed = deleteChunks(existing.value()->id); !removed)
                return removed;
        }
        auto up = m_db->prepare(QStringLiteral(
            "INSERT INTO documents(path, hash, size, mtime, title, type, status, error) "
            "VALUES(?1, ?2, ?3, ?4, ?5, ?6, 'error', ?7) ON CONFLICT(path) DO UPDATE SET hash = ?2, size = ?3, "
            "mtime = ?4, title = ?5, type = ?6, page_count = 0, status = 'error', error = ?7, "
            "indexed_at = strftime('%Y-%m-%dT%H:%M:%SZ','now')"));
        if (!up)
            return up.error();
        up->bind(1, doc.path).bind(2, doc.hash).bind(3, doc.size).bind(4, doc.mtime).bind(5, doc.title);
        up->bind(6, doc.type).bind(7, doc.error);
        return up->run();
    });
}

Result<void> LibraryStore::touchDocument(const QString& path, qint64 size, qint64 mtime)
{
    auto stmt = m_db->prepare(QStringLiteral("UPDATE documents SET size = ?, mtime = ? WHERE path = ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, size).bind(2, mtime).bind(3, path);
    return stmt->run();
}

Result<bool> LibraryStore::renameDocument(const QString& from, const QString& to, qint64 mtime)
{
    bool renamed = false;
    Result<void> done = runInTransaction([&]() -> Result<void> {
        if (auto target = removeUnlocked(to); !target)
            return target.error();
        auto stmt = m_db->prepare(QStringLiteral("UPDATE documents SET path = ?, mtime = ? WHERE path = ?"));
        if (!stmt)
            return stmt.error();
        stmt->bind(1, to).bind(2, mtime).bind(3, from);
        Result<void> ran = stmt->run();
        renamed = ran && m_db->changes() > 0;
        return ran;
    });
    if (!done)
        return done.error();
    return renamed;
}

Result<bool> LibraryStore::removeUnlocked(const QString& path)
{
    auto existing = document(path);
    if (!existing)
        return existing.error();
    if (!existing.value())
        return false;
    if (auto gone = deleteChunks(existing.value()->id); !gone)
        return gone.error();
    auto stmt = m_db->prepare(QStringLiteral("DELETE FROM documents WHERE id = ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, existing.value()->id);
    if (auto ran = stmt->run(); !ran)
        return ran.error();
    return true;
}

Result<bool> LibraryStore::removeDocument(const QString& path)
{
    bool removed = false;
    Result<void> done = runInTransaction([&]() -> Result<void> {
        auto gone = removeUnlocked(path);
        if (!gone)
            return gone.error();
        removed = gone.value();
        return {};
    });
    if (!done)
        return done.error();
    return removed;
}

Result<bool> LibraryStore::setValidity(const QString& path, const QString& from, const QString& to)
{
    bool found = false;
    Result<void> done = runInTransaction([&]() -> Result<void> {
        auto doc = m_db->prepare(
            QStringLiteral("UPDATE documents SET valid_from = ?, valid_to = ?, user_validity = ? WHERE path = ?"));
        if (!doc)
            return doc.error();
        bindOptional(doc.value(), 1, from);
        bindOptional(doc.value(), 2, to);
        doc->bind(3, (from.isEmpty() && to.isEmpty()) ? 0 : 1).bind(4, path);
        if (auto ran = doc->run(); !ran)
            return ran;
        found = m_db->changes() > 0;
        auto chunkStmt = m_db->prepare(QStringLiteral("UPDATE chunks SET valid_from = ?, valid_to = ? WHERE "
                                                      "document_id = (SELECT id FROM documents WHERE path = ?)"));
        if (!chunkStmt)
            return chunkStmt.error();
        bindOptional(chunkStmt.value(), 1, from);
        bindOptional(chunkStmt.value(), 2, to);
        chunkStmt->bind(3, path);
        return chunkStmt->run();
    });
    if (!done)
        return done.error();
    return found;
}

Result<QList<LibraryChunkHit>> LibraryStore::search(const QString& match, const QString& asOf, int limit,
                                                    const QList<double>& weights)
{
    if (match.trimmed().isEmpty() || limit <= 0)
        return QList<LibraryChunkHit>();
    const QString bm25 = QStringLiteral("bm25(chunks_fts, %1, %2, %3)")
                             .arg(weights.value(0, 1.0))
                             .arg(weights.value(1, 1.0))
                             .arg(weights.value(2, 1.0));
    QString sql;
    if (asOf.isEmpty()) {
        // Top-k inside FTS5 first, then the joins for only those rows.
        sql = QStringLiteral("SELECT %1, r.score FROM (SELECT rowid AS rid, %2 AS score FROM chunks_fts "
                             "WHERE chunks_fts MATCH ?1 ORDER BY score LIMIT ?2) r "
                             "JOIN chunks c ON c.id = r.rid JOIN documents d ON d.id = c.document_id ORDER BY r.score")
                  .arg(QLatin1String(kHitColumns), bm25);
    } else {
        sql = QStringLiteral(
                  "SELECT %1, %2 AS score FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid "
                  "JOIN documents d ON d.id = c.document_id WHERE chunks_fts MATCH ?1 "
                  "AND (c.valid_from IS NULL OR c.valid_from <= ?3) AND (c.valid_to IS NULL OR c.valid_to >= ?3) "
                  "ORDER BY score LIMIT ?2")
                  .arg(QLatin1String(kHitColumns), bm25);
    }
    auto stmt = m_search->prepare(sql);
    if (!stmt)
        return stmt.error();
    stmt->bind(1, match).bind(2, limit);
    if (!asOf.isEmpty())
        stmt->bind(3, asOf);
    return readAll<LibraryChunkHit>(stmt.value(), [](const Statement& row) { return readHit(row, true); });
}

Result<int> LibraryStore::countMatches(const QString& match, int limit)
{
    if (match.trimmed().isEmpty() || limit <= 0)
        return 0;
    auto stmt = m_search->prepare(
        QStringLiteral("SELECT count(*) FROM (SELECT 1 FROM chunks_fts WHERE chunks_fts MATCH ? LIMIT ?)"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, match).bind(2, limit);
    auto row = stmt->step();
    if (!row)
        return row.error();
    return row.value() ? stmt->columnInt(0) : 0;
}

Result<qint64> LibraryStore::chunkIdCeiling()
{
    // Ids only grow (never reused), so the span from the oldest to the newest, not the newest
    // alone, tracks the count in a library whose documents were indexed again and again.
    auto stmt = m_db->prepare(QStringLiteral("SELECT (SELECT max(id) FROM chunks) - (SELECT min(id) FROM chunks) + 1"));
    if (!stmt)
        return stmt.error();
    auto row = stmt->step();
    if (!row)
        return row.error();
    return row.value() ? stmt->columnInt64(0) : 0;
}

Result<QList<LibraryChunkHit>> LibraryStore::chunks(qint64 documentId, int first, int last)
{
    auto stmt = m_db->prepare(QStringLiteral("SELECT %1 FROM chunks c JOIN documents d ON d.id = c.document_id "
                                             "WHERE c.document_id = ? AND c.ordinal BETWEEN ? AND ? ORDER BY c.ordinal")
                                  .arg(QLatin1String(kHitColumns)));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, documentId).bind(2, first).bind(3, last);
    return readAll<LibraryChunkHit>(stmt.value(), [](const Statement& row) { return readHit(row, false); });
}

Result<LibraryStats> LibraryStore::stats()
{
    auto stmt = m_db->prepare(
        QStringLiteral("SELECT count(*), coalesce(sum(status = 'indexed'), 0), coalesce(sum(status = 'error'), 0), "
                       "coalesce(sum(size), 0), (SELECT count(*) FROM chunks) FROM documents"));
    if (!stmt)
        return stmt.error();
    auto row = stmt->step();
    if (!row)
        return row.error();
    LibraryStats stats;
    stats.documents = stmt->columnInt(0);
    stats.indexed = stmt->columnInt(1);
    stats.errors = stmt->columnInt(2);
    stats.bytes = stmt->columnInt64(3);
    stats.chunks = stmt->columnInt64(4);
    stats.tokenizer = libraryTokenizerName(m_tokenizer);
    return stats;
}

Result<void> LibraryStore::beginBatch()
{
    if (m_inBatch)
        return {};
    Result<void> started = beginWrite(true);
    m_inBatch = started.ok();
    return started;
}

Result<void> LibraryStore::commitBatch()
{
    if (!m_inBatch)
        return {};
    m_inBatch = false;
    return commitWrite();
}

Result<void> LibraryStore::rollbackBatch()
{
    if (!m_inBatch)
        return {};
    rollbackWrite();
    return {};
}

Result<void> LibraryStore::optimize()
{
    if (m_index->isOpen()) // the worker may be using the index connection
        return Error(ErrorKind::Internal, tr("The library index cannot be optimized during a write."));
    return m_index->database().exec(QStringLiteral("INSERT INTO chunks_fts(chunks_fts) VALUES('optimize')"));
}

} // namespace lmars::store
