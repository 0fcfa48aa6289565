// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryStore.h"

#include "index/EmbeddedIndex.h"
#include "index/LibraryTerms.h"
#include "library/LibraryLog.h"
#include "library/LibrarySchema.h"
#include "sqlite/Database.h"
#include "sqlite/Statement.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <limits>
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
                                "c.char_end, d.title, d.path, c.valid_from, c.valid_to, d.matter, c.ocr_confidence";

LibraryChunkHit readHit(const Statement& stmt)
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
    hit.matter = stmt.columnText(12);
    hit.ocrConfidence = stmt.columnInt(13);
    return hit;
}

const char* const kDocumentColumns =
    "d.id, d.path, d.hash, d.size, d.mtime, d.title, d.type, d.page_count, d.valid_from, d.valid_to, "
    "d.user_validity, d.status, d.error, (SELECT count(*) FROM chunks c WHERE c.document_id = d.id), d.matter";

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
    doc.matter = stmt.columnText(14);
    return doc;
}

/// Steps stmt to its end, reading each row with read.
template <typename T, typename Read> Result<QList<T>> readAll(Statement& stmt, Read read)
{
    QList<T> out;
    if (auto rows = stmt.forEachRow([&] { out << read(stmt); }); !rows)
        return rows.error();
    return out;
}

/// Pages of 64 KiB for new library files: bulk indexing makes a quarter of the system calls and
/// page-cache work it made with 4 KiB pages.
constexpr int kPageBytes = 65536;

/// Removes what the index of an earlier schema left beside the library file at path: the file
/// library-search.sqlite (schema 4, segments), library-index.xapian (schema 4 before it, Xapian)
/// and library-index.sqlite (schema 3, FTS5).
void removeFormerIndexes(const QString& path)
{
    const QString suffix = QStringLiteral(".sqlite");
    const QString stem = path.endsWith(suffix) ? path.chopped(suffix.size()) : path;
    const QString fts5 =
        path.endsWith(suffix) ? stem + QStringLiteral("-index.sqlite") : path + QStringLiteral("-index");
    const QString segments = stem + QStringLiteral("-search.sqlite");
    for (const QString& file : {segments, fts5}) {
        for (const QString& extra : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
            if (QFileInfo::exists(file + extra)) {
                qCInfo(library::lcLibrary) << "removing the former library index file" << file + extra;
                QFile::remove(file + extra);
            }
        }
    }
    if (const QString xapian = stem + QStringLiteral("-index.xapian"); QFileInfo::exists(xapian)) {
        qCInfo(library::lcLibrary) << "removing the former Xapian library index" << xapian;
        QDir(xapian).removeRecursively();
    }
}

} // namespace

LibraryStore::LibraryStore(std::unique_ptr<Database> db, const QString& path, LibraryTokenizer tokenizer)
    : m_db(std::move(db)), m_index(std::make_unique<EmbeddedIndex>(*m_db, path, tokenizer)), m_tokenizer(tokenizer)
{}

LibraryStore::~LibraryStore()
{
    rollbackWrite(); // a batch left open is dropped, as SyncBatch documents
}

QString LibraryStore::path() const
{
    return m_db->path();
}

qint64 LibraryStore::diskBytes(const QString& path)
{
    return QFileInfo(path).size() + QFileInfo(path + QStringLiteral("-wal")).size();
}

Result<std::unique_ptr<LibraryStore>> LibraryStore::open(const QString& path, LibraryTokenizer tokenizer)
{
    if (path.isEmpty() || path == QLatin1String(":memory:")) // searches read the file through a connection of their own
        return Error(ErrorKind::Usage, tr("A document library needs a database file, not \"%1\".").arg(path));
    // A first start may open the library before anything else made the data folder.
    if (const QString folder = QFileInfo(path).absolutePath(); !QDir().mkpath(folder))
        return Error(ErrorKind::Storage, tr("Cannot create the folder %1 for the document library.").arg(folder));
    auto db = Database::open(path, Database::Threading::OneThreadAtATime, kPageBytes);
    if (!db)
        return db.error();
    // An existing file keeps the tokenizer it was created with; later schema steps need it.
    if (auto stored = LibrarySchema::storedTokenizer(*db.value()); !stored)
        return stored.error();
    else if (stored.value())
        tokenizer = *stored.value();
    if (auto migrated = db.value()->migrate(LibrarySchema::migrations(tokenizer)); !migrated)
        return migrated.error();
    if (auto cache = db.value()->exec(QStringLiteral("PRAGMA cache_size=-16384")); !cache)
        return cache.error();
    removeFormerIndexes(path);
    std::unique_ptr<LibraryStore> store(new LibraryStore(std::move(db.value()), path, tokenizer));
    if (auto ready = store->ensureIndex(); !ready)
        return ready.error();
    return store;
}

Result<void> LibraryStore::ensureIndex()
{
    auto current = m_index->isCurrent();
    if (!current || current.value())
        return current ? Result<void>() : Result<void>(current.error());
    auto older = m_index->isOlderButSearchable();
    if (!older)
        return older.error();
    if (older.value()) {
        qCInfo(library::lcLibrary) << "the library index is of an older format; searches read it as it is until the "
                                      "indexer rebuilds it";
        return {};
    }
    // beginWrite() indexes the stored chunks under the write lock. Another connection holding the
    // lock is doing that already (it can take a while): this one opens without waiting for it and
    // searches the index as last committed (empty until that one commits); its first write
    // indexes the chunks if that one did not.
    m_db->setBusyTimeout(kOpenWaitMs);
    Result<void> begun = beginWrite();
    m_db->setBusyTimeout(Database::kBusyTimeoutMs);
    if (!begun) {
        if (!Database::isBusy(begun.error()))
            return begun;
        qCInfo(library::lcLibrary) << "the library index is being built by another connection";
        return {};
    }
    return commitWrite();
}

Result<bool> LibraryStore::indexUpgradePending()
{
    return m_index->isOlderButSearchable();
}

Result<void> LibraryStore::upgradeIndex()
{
    auto pending = indexUpgradePending();
    if (!pending || !pending.value())
        return pending ? Result<void>() : Result<void>(pending.error());
    if (m_inBatch)
        return {}; // the batch's write rebuilt it already, or will
    // beginWrite() rebuilds the index under the write lock; the commit makes it visible at once.
    if (auto begun = beginWrite(); !begun)
        return begun;
    return commitWrite();
}

Result<void> LibraryStore::beginWrite()
{
    if (auto begun = m_db->begin(); !begun)
        return begun;
    m_writing = true;
    auto next = LibrarySchema::meta(*m_db, QStringLiteral("library_meta"), QStringLiteral("next_chunk_id"));
    Result<void> ready = next ? m_index->beginWrite() : Result<void>(next.error());
    if (!ready) {
        rollbackWrite();
        return ready;
    }
    m_nextChunkId = std::max<qint64>(1, next->toLongLong());
    return {};
}

Result<void> LibraryStore::commitWrite()
{
    Result<void> done = m_index->finishWrite();
    if (done)
        done = LibrarySchema::setMeta(*m_db, QStringLiteral("library_meta"), QStringLiteral("next_chunk_id"),
                                      QString::number(m_nextChunkId));
    if (done)
        done = m_db->commit();
    if (!done) {
        rollbackWrite();
        return done;
    }
    m_writing = false;
    m_inBatch = false;
    m_index->afterCommit();
    return {};
}

void LibraryStore::rollbackWrite()
{
    m_inBatch = false;
    m_index->cancelWrite();
    if (m_writing)
        (void)m_db->rollback();
    m_writing = false;
}

Result<void> LibraryStore::runInTransaction(const std::function<Result<void>()>& work)
{
    if (m_inBatch)
        return work();
    if (auto started = beginWrite(); !started)
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
    if (auto forgotten = m_index->removeDocument(documentId); !forgotten)
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
            "user_validity, status, error, matter) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'indexed', ?11, "
            "?12) "
            "ON CONFLICT(path) DO UPDATE SET hash = ?2, size = ?3, mtime = ?4, title = ?5, type = ?6, "
            "page_count = ?7, valid_from = ?8, valid_to = ?9, user_validity = ?10, status = 'indexed', error = ?11, "
            "matter = ?12, indexed_at = strftime('%Y-%m-%dT%H:%M:%SZ','now')"));
        if (!up)
            return up.error();
        up->bind(1, doc.path).bind(2, doc.hash).bind(3, doc.size).bind(4, doc.mtime).bind(5, doc.title);
        up->bind(6, doc.type).bind(7, doc.pageCount);
        bindOptional(up.value(), 8, validFrom);
        bindOptional(up.value(), 9, validTo);
        up->bind(10, userValidity ? 1 : 0).bind(11, doc.error).bind(12, doc.matter);
        if (auto ran = up->run(); !ran)
            return ran;
        if (documentId == 0)
            documentId = m_db->lastInsertRowId();
        if (auto set = m_index->setDocument(documentId, doc.title, doc.matter, validFrom, validTo); !set)
            return set;

        auto chunkStmt = m_db->prepare(
            QStringLiteral("INSERT INTO chunks(id, document_id, ordinal, text, heading_path, page, char_start, "
                           "char_end, valid_from, valid_to, ocr_confidence) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        if (!chunkStmt)
            return chunkStmt.error();
        QString heading;
        QByteArray headingUtf8;
        bool first = true;
        for (const LibraryChunk& chunk : chunks) {
            if (first || chunk.headingPath != heading) {
                first = false;
                heading = chunk.headingPath;
                headingUtf8 = heading.toUtf8();
            }
            const qint64 id = m_nextChunkId++;
            chunkStmt->reset();
            chunkStmt->bind(1, id).bind(2, documentId).bind(3, chunk.ordinal).bind(4, chunk.text);
            chunkStmt->bindUtf8(5, headingUtf8).bind(6, chunk.page).bind(7, chunk.start).bind(8, chunk.end);
            bindOptional(chunkStmt.value(), 9, validFrom);
            bindOptional(chunkStmt.value(), 10, validTo);
            chunkStmt->bind(11, chunk.ocrConfidence);
            if (auto ran = chunkStmt->run(); !ran)
                return ran;
            if (auto indexed = m_index->addChunk(id, chunk.headingPath, chunk.text, chunk.textTerms); !indexed)
                return indexed;
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
            "INSERT INTO documents(path, hash, size, mtime, title, type, status, error, matter) "
            "VALUES(?1, ?2, ?3, ?4, ?5, ?6, 'error', ?7, ?8) ON CONFLICT(path) DO UPDATE SET hash = ?2, size = ?3, "
            "mtime = ?4, title = ?5, type = ?6, page_count = 0, status = 'error', error = ?7, matter = ?8, "
            "indexed_at = strftime('%Y-%m-%dT%H:%M:%SZ','now')"));
        if (!up)
            return up.error();
        up->bind(1, doc.path).bind(2, doc.hash).bind(3, doc.size).bind(4, doc.mtime).bind(5, doc.title);
        up->bind(6, doc.type).bind(7, doc.error).bind(8, doc.matter);
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
        if (auto ran = chunkStmt->run(); !ran || !found)
            return ran;
        auto stored = document(path);
        if (!stored)
            return stored.error();
        return m_index->reindexDocument(stored.value()->id); // the index holds the window as values
    });
    if (!done)
        return done.error();
    return found;
}

Result<QList<LibraryChunkHit>> LibraryStore::search(const IndexQuery& query)
{
    auto matches = m_index->search(query);
    if (!matches)
        return matches.error();
    QList<qint64> ids;
    QHash<qint64, double> scores;
    for (const EmbeddedIndexMatch& match : matches.value()) {
        ids << match.chunkId;
        scores.insert(match.chunkId, match.score);
    }
    auto rows = chunksById(ids);
    if (!rows)
        return rows.error();
    // Chunks removed by a write of this connection's open batch are not there.
    for (LibraryChunkHit& hit : rows.value())
        hit.score = scores.value(hit.chunkId);
    std::sort(rows->begin(), rows->end(), [](const LibraryChunkHit& a, const LibraryChunkHit& b) {
        return a.score != b.score ? a.score > b.score : a.chunkId < b.chunkId;
    });
    return rows;
}

Result<QList<LibraryChunkHit>> LibraryStore::chunksById(const QList<qint64>& ids)
{
    if (ids.isEmpty())
        return QList<LibraryChunkHit>();
    QStringList list;
    list.reserve(ids.size());
    for (const qint64 id : ids)
        list << QString::number(id);
    auto stmt = m_db->prepare(QStringLiteral("SELECT %1 FROM chunks c JOIN documents d ON d.id = c.document_id "
                                             "WHERE c.id IN (%2)")
                                  .arg(QLatin1String(kHitColumns), list.join(QLatin1Char(','))));
    if (!stmt)
        return stmt.error();
    return readAll<LibraryChunkHit>(stmt.value(), readHit);
}

Result<int> LibraryStore::countContaining(const QString& words)
{
    IndexQuery query;
    m_index->terms().append(words, query.terms);
    query.requireAll = true;
    query.k = std::numeric_limits<int>::max();
    auto found = m_index->search(query);
    if (!found)
        return found.error();
    return static_cast<int>(found.value().size());
}

Result<QList<LibraryChunkHit>> LibraryStore::chunks(qint64 documentId, int first, int last)
{
    auto stmt = m_db->prepare(QStringLiteral("SELECT %1 FROM chunks c JOIN documents d ON d.id = c.document_id "
                                             "WHERE c.document_id = ? AND c.ordinal BETWEEN ? AND ? ORDER BY c.ordinal")
                                  .arg(QLatin1String(kHitColumns)));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, documentId).bind(2, first).bind(3, last);
    return readAll<LibraryChunkHit>(stmt.value(), readHit);
}

Result<LibraryStats> LibraryStore::stats()
{
    auto stmt = m_db->prepare(
        QStringLiteral("SELECT count(*), coalesce(sum(status = 'indexed'), 0), coalesce(sum(status = 'error'), 0), "
                       "coalesce(sum(size), 0), (SELECT count(*) FROM chunks), (SELECT count(*) FROM (SELECT DISTINCT "
                       "document_id, page FROM chunks WHERE ocr_confidence >= 0)) FROM documents"));
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
    stats.ocrPages = stmt->columnInt64(5);
    stats.tokenizer = libraryTokenizerName(m_tokenizer);
    return stats;
}

Result<void> LibraryStore::beginBatch()
{
    if (m_inBatch)
        return {};
    Result<void> started = beginWrite();
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

} // namespace lmars::store
