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
class LibraryIndexJournal;
class LibraryIndexWriter;

/// How the FTS5 index splits text into terms (fixed when the database is created).
enum class LibraryTokenizer
{
    Unicode61, ///< unicode61 remove_diacritics 2; CJK runs are pre-split into bigrams by the caller
    Porter,    ///< porter stemming over unicode61 remove_diacritics 2; CJK bigrams as above
    Trigram    ///< trigram substrings of the raw text (Latin and CJK alike)
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
    double score = 0; ///< larger is better (negated FTS5 bm25)
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
 * The document library's SQLite database: documents and chunks in the main file, and their FTS5
 * index, ranked by bm25, in a second file beside it (indexPath). Two files let bulk loads write
 * the index on a thread of its own while the chunks are written: indexing is then bound by the
 * slower of the two instead of their sum. Searches see both through one connection (ATTACH).
 * The index is contentless (the chunks table holds the text once): a chunk is removed from it
 * with FTS5's 'delete' command and the title, heading and body it was indexed with, which
 * TextSegmenter::indexText derives again from the stored document title and chunk. A write
 * commits the main file first; LibraryIndexJournal replays what the index file then missed.
 * Not thread-safe: one instance per thread (the files may be shared; they run in WAL mode).
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
    /// "library-index.sqlite").
    static QString indexPath(const QString& path);
    /// Bytes on disk of the library file at path and its index file, write-ahead logs included.
    static qint64 diskBytes(const QString& path);

    Result<std::optional<LibraryDocument>> document(const QString& path);
    /// All documents, or those whose path starts with prefix, ordered by path.
    Result<QList<LibraryDocument>> documents(const QString& prefix = {});

    /// Inserts or replaces the document at doc.path with its chunks (one transaction unless batched).
    /// A user-set validity window already stored for the path is kept.
    Result<qint64> putDocument(const LibraryDocument& doc, const QList<LibraryChunk>& chunks);
    /// Records a failed file (its chunks are removed).
    Result<void> putError(const LibraryDocument& doc);
    /// Updates size and mtime of an unchanged file (same hash).
    Result<void> touchDocument(const QString& path, qint64 size, qint64 mtime);
    Result<bool> renameDocument(const QString& from, const QString& to, qint64 mtime);
    Result<bool> removeDocument(const QString& path);
    /// Sets (or clears, with empty strings) a user validity window on a document and its chunks.
    Result<bool> setValidity(const QString& path, const QString& from, const QString& to);

    /// Runs an FTS5 MATCH expression; asOf (yyyy-MM-dd, may be empty) keeps chunks valid on that day.
    /// weights: bm25 column weights for title, heading, body.
    Result<QList<LibraryChunkHit>> search(const QString& match, const QString& asOf, int limit,
                                          const QList<double>& weights = {3.0, 2.0, 1.0});
    /// How many chunks match an FTS5 expression, counting no further than limit (the walk stops there).
    Result<int> countMatches(const QString& match, int limit);
    /// The span of chunk ids: an upper bound of the chunk count that costs two index lookups.
    Result<qint64> chunkIdCeiling();
    /// Chunks of one document with ordinals in [first, last].
    Result<QList<LibraryChunkHit>> chunks(qint64 documentId, int first, int last);
    Result<LibraryStats> stats();

    /// Groups many putDocument calls into one transaction (bulk loads); the index is written on
    /// a worker thread meanwhile, and commitBatch() waits for it.
    Result<void> beginBatch();
    Result<void> commitBatch();
    /// Drops everything written since beginBatch().
    Result<void> rollbackBatch();
    /// Merges FTS5 segments (after bulk loads).
    Result<void> optimize();

private:
    LibraryStore(std::unique_ptr<Database> db, std::unique_ptr<LibraryIndexWriter> index,
                 std::unique_ptr<Database> search, LibraryTokenizer tokenizer);
    /// Builds the index when it does not belong to this library file (new, lost or migrated).
    Result<void> ensureIndex();
    /// Opens write transactions on both files (main first, as every writer does) and brings the
    /// index up to date. background: index writes go to a worker thread.
    Result<void> beginWrite(bool background);
    Result<void> commitWrite();
    void rollbackWrite();
    Result<void> deleteChunks(qint64 documentId);
    Result<bool> removeUnlocked(const QString& path); ///< inside a transaction
    Result<void> runInTransaction(const std::function<Result<void>()>& work);

    /// How long opening waits for another connection's write before it goes on without it.
    static constexpr int kOpenWaitMs = 1000;

    std::unique_ptr<Database> m_db;              ///< the main file: documents, chunks, journal
    std::unique_ptr<LibraryIndexWriter> m_index; ///< the index file's writer
    std::unique_ptr<Database> m_search;          ///< the main file with the index file attached
    std::unique_ptr<LibraryIndexJournal> m_journal;
    LibraryTokenizer m_tokenizer;
    bool m_inBatch = false;
    qint64 m_batch = 0;       ///< the open write's batch number
    qint64 m_nextChunkId = 0; ///< chunk ids are never reused (see LibraryIndexJournal)
    qint64 m_firstChunkId = 0;
};

} // namespace lmars::store
