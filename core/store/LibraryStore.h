// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace lmars::store {

class Database;
class LibraryIndex;
struct LibraryIndexQuery;

/// How the index splits text into terms (fixed when the database is created; see LibraryTerms).
enum class LibraryTokenizer
{
    Unicode61, ///< words, lower-cased without diacritics; CJK runs as character bigrams
    Porter,    ///< the same words stemmed (English); CJK bigrams as above
    Trigram    ///< character trigrams of every word and CJK run
};

/// "unicode61", "porter", "trigram"
QString libraryTokenizerName(LibraryTokenizer tokenizer);
bool parseLibraryTokenizer(const QString& name, LibraryTokenizer* out);

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
    double score = 0; ///< larger is better (BM25)
};

struct LibraryStats
{
    int documents = 0;
    int indexed = 0;
    int errors = 0;
    qint64 chunks = 0;
    qint64 bytes = 0;
    QString tokenizer;
};

/**
 * The document library: documents and chunks in an SQLite file, and their full-text index
 * (LibraryIndex, an inverted index in an SQLite file of its own beside it, indexPath). Every
 * write is one transaction of the SQLite file, numbered (index_seq) and logged with the documents
 * it touched (index_log); the index is written in a transaction of its file alongside and
 * committed right after
 * the SQLite file, stamped with that number. An index that missed writes (a killed process, a
 * failed commit) indexes the logged documents again from the SQLite file; one that is newer than
 * the file, belongs to another library file or cannot be read is rebuilt. Both happen on open
 * and at the start of every write, under the SQLite file's write lock.
 * Not thread-safe: one instance per thread (the files may be shared).
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

    /// The index file that belongs with the library file at path ("library.sqlite" ->
    /// "library-search.sqlite"). Opening a library removes the former index beside it (the
    /// FTS5 file "library-index.sqlite" or the Xapian folder "library-index.xapian").
    static QString indexPath(const QString& path);
    /// Deletes the index of the library file at path (the next open rebuilds it).
    static bool removeIndex(const QString& path);
    /// Bytes on disk of the library file at path (write-ahead log included) and its index.
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

    /// The best chunks for an index query (exact BM25 top query.limit), best first.
    Result<QList<LibraryChunkHit>> search(const LibraryIndexQuery& query);
    /// The chunks with these ids (those that exist), in no particular order: one statement, one
    /// read transaction.
    Result<QList<LibraryChunkHit>> chunksById(const QList<qint64>& ids);
    /// How many chunks contain every word of words (as the index splits them).
    Result<int> countContaining(const QString& words);
    /// Chunks of one document with ordinals in [first, last].
    Result<QList<LibraryChunkHit>> chunks(qint64 documentId, int first, int last);
    Result<LibraryStats> stats();
    /// The index, for building queries with its terms.
    LibraryIndex& index() { return *m_index; }

    /// Groups many putDocument calls into one transaction (bulk loads).
    Result<void> beginBatch();
    Result<void> commitBatch();
    /// Drops everything written since beginBatch().
    Result<void> rollbackBatch();

private:
    LibraryStore(std::unique_ptr<Database> db, std::unique_ptr<LibraryIndex> index, LibraryTokenizer tokenizer);
    /// Brings the index up to date on open, unless another connection is writing.
    Result<void> ensureIndex();
    /// Opens write transactions on the SQLite file (first) and the index, and brings the index
    /// up to date with the file: rebuilt, or the logged documents it missed indexed again.
    Result<void> beginWrite();
    Result<void> commitWrite();
    void rollbackWrite();
    /// Indexes a stored document again from the SQLite file (removeFirst: drops what the index has of it).
    Result<void> reindexDocument(qint64 documentId, bool removeFirst);
    Result<void> deleteChunks(qint64 documentId);
    Result<bool> removeUnlocked(const QString& path); ///< inside a transaction
    Result<void> runInTransaction(const std::function<Result<void>()>& work);

    /// How long opening waits for another connection's write before it goes on without it.
    static constexpr int kOpenWaitMs = 1000;

    std::unique_ptr<Database> m_db;
    std::unique_ptr<LibraryIndex> m_index;
    LibraryTokenizer m_tokenizer;
    bool m_inBatch = false;
    bool m_writing = false;
    QString m_indexId;        ///< the library file's index_id (an index stamped otherwise is foreign)
    qint64 m_seq = 0;         ///< the open write's sequence number
    qint64 m_nextChunkId = 0; ///< chunk ids are never reused within a library file's history
    QList<qint64> m_touched;  ///< documents the open write changed
};

} // namespace lmars::store
