// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/LibraryTerms.h"
#include "index/LibraryTokenizer.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace lmars::store {

class Database;
class EmbeddedIndex;
struct IndexQuery;

/// One file of the library as recorded in the database.
struct LibraryDocument
{
    qint64 id = 0;
    QString path; ///< absolute path, or a synthetic key ("eval:<id>") for in-memory documents
    QString hash; ///< SHA-256 of the file content, hex
    qint64 size = 0;
    qint64 mtime = 0; ///< milliseconds since the epoch
    QString title;
    QString type; ///< "md", "txt", "html", "pdf", "docx"
    int pageCount = 0;
    QString validFrom;         ///< yyyy-MM-dd or empty (open)
    QString validTo;           ///< yyyy-MM-dd or empty (open)
    bool userValidity = false; ///< the window was set by the user and survives re-indexing
    QString status;            ///< "indexed" or "error"
    QString error; ///< why indexing failed, when status is "error"; else what the reader reported, if anything
    int chunkCount = 0;
    QString matter; ///< the matter the document belongs to; "" is "No matter"
};

/// One chunk to store.
struct LibraryChunk
{
    int ordinal = 0;
    QString text;
    QString headingPath;
    int page = 0; ///< 1-based page, 0 when the format has no pages
    int start = 0;
    int end = 0;
    int ocrConfidence = -1; ///< read by OCR with this mean confidence (0..100); -1: a text layer
    /// The text's terms, when the caller made them; a write makes them if not (or if another
    /// tokenizer made them).
    std::optional<PreparedTerms> textTerms = std::nullopt;
};

/// A chunk returned by a full-text query, with its document's fields.
struct LibraryChunkHit
{
    qint64 chunkId = 0;
    qint64 documentId = 0;
    int ordinal = 0;
    QString text;
    QString headingPath;
    int page = 0;
    int start = 0;
    int end = 0;
    QString title;
    QString path;
    QString validFrom;
    QString validTo;
    QString matter;
    int ocrConfidence = -1; ///< read by OCR with this mean confidence; -1: a text layer
    double score = 0;       ///< larger is better (BM25)
};

struct LibraryStats
{
    int documents = 0;
    int indexed = 0;
    int errors = 0;
    qint64 chunks = 0;
    qint64 bytes = 0;
    qint64 ocrPages = 0; ///< pages read by OCR (a page with any chunk read by OCR)
    QString tokenizer;
};

/**
 * The document library: documents, chunks and their full-text index (EmbeddedIndex, tables of the
 * same SQLite file). Every write is one transaction of the file that changes the chunks and the
 * index together, so a killed process leaves the last committed state of both. A library from an
 * older schema is indexed once from its chunks on open (or, if another connection is writing
 * then, by this connection's first write). An index of an older format that natural-language
 * search reads as it is (EmbeddedIndex::isOlderButSearchable: it lacks only word positions) is
 * not rebuilt on open, which could take minutes: upgradeIndex() does it (the indexer's thread,
 * `library index`), or the first write; Terms-and-Connectors search says so until then.
 * Not thread-safe: one instance per thread (the file may be shared).
 */
class LibraryStore final
{
    Q_DECLARE_TR_FUNCTIONS(LibraryStore)

public:
    /// Opens or creates the database. The tokenizer applies only when the file is created.
    static Result<std::unique_ptr<LibraryStore>> open(const QString& path,
                                                      LibraryTokenizer tokenizer = LibraryTokenizer::Unicode61);
    ~LibraryStore();
    LibraryStore(const LibraryStore&) = delete;
    LibraryStore& operator=(const LibraryStore&) = delete;

    LibraryTokenizer tokenizer() const { return m_tokenizer; }

    /// Bytes on disk of the library file at path, its write-ahead log included.
    static qint64 diskBytes(const QString& path);

    Result<std::optional<LibraryDocument>> document(const QString& path);
    /// All documents, or those whose path starts with prefix, ordered by path.
    Result<QList<LibraryDocument>> documents(const QString& prefix = {});

    /// Inserts or replaces the document at doc.path (in doc.matter) with its chunks (one
    /// transaction unless batched). A user-set validity window already stored for the path is kept.
    Result<qint64> putDocument(const LibraryDocument& doc, const QList<LibraryChunk>& chunks);
    /// Records a failed file (its chunks are removed).
    Result<void> putError(const LibraryDocument& doc);
    /// Updates size and mtime of an unchanged file (same hash).
    Result<void> touchDocument(const QString& path, qint64 size, qint64 mtime);
    Result<bool> renameDocument(const QString& from, const QString& to, qint64 mtime);
    Result<bool> removeDocument(const QString& path);
    /// Sets (or clears, with empty strings) a user validity window on a document and its chunks.
    Result<bool> setValidity(const QString& path, const QString& from, const QString& to);

    /// The best chunks for an index query (exact BM25 top query.k), best first.
    Result<QList<LibraryChunkHit>> search(const IndexQuery& query);
    /// The chunks with these ids (those that exist), in no particular order: one statement, one
    /// read transaction.
    Result<QList<LibraryChunkHit>> chunksById(const QList<qint64>& ids);
    /// How many chunks contain every word of words (as the index splits them).
    Result<int> countContaining(const QString& words);
    /// Chunks of one document with ordinals in [first, last].
    Result<QList<LibraryChunkHit>> chunks(qint64 documentId, int first, int last);
    Result<LibraryStats> stats();
    /// Whether the index is of an older format that upgradeIndex() rebuilds (searches read it as
    /// it is meanwhile: natural language works, Terms and Connectors says it waits for the rebuild).
    Result<bool> indexUpgradePending();
    /// Rebuilds an index of an older format from the stored chunks, in one write transaction
    /// (minutes for a large library: for the indexer's thread, not a search); nothing when current.
    Result<void> upgradeIndex();
    /// The index, for building queries with its terms.
    EmbeddedIndex& index() { return *m_index; }
    /// The connection, for the tables kept beside the chunks (VectorStore); outside any batch.
    Database& database() { return *m_db; }
    /// The library file.
    QString path() const;

    /// Groups many putDocument calls into one transaction (bulk loads).
    Result<void> beginBatch();
    Result<void> commitBatch();
    /// Drops everything written since beginBatch().
    Result<void> rollbackBatch();

private:
    LibraryStore(std::unique_ptr<Database> db, const QString& path, LibraryTokenizer tokenizer);
    /// Indexes the stored chunks on open when the index is not current, unless another connection is writing.
    Result<void> ensureIndex();
    /// Opens a write transaction (the index's write with it, which rebuilds the index first if needed).
    Result<void> beginWrite();
    Result<void> commitWrite();
    void rollbackWrite();
    Result<void> deleteChunks(qint64 documentId);
    Result<bool> removeUnlocked(const QString& path); ///< inside a transaction
    Result<void> runInTransaction(const std::function<Result<void>()>& work);

    /// How long opening waits for another connection's write before it goes on without it.
    static constexpr int kOpenWaitMs = 1000;

    std::unique_ptr<Database> m_db;
    std::unique_ptr<EmbeddedIndex> m_index;
    LibraryTokenizer m_tokenizer;
    bool m_inBatch = false;
    bool m_writing = false;
    qint64 m_nextChunkId = 0; ///< chunk ids are never reused within a library file's history
};

} // namespace lmars::store
