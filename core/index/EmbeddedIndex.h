// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/IndexQuery.h"
#include "index/LibraryTerms.h"
#include "index/LibraryTokenizer.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace lmars::store {

class BooleanMatcher;
class Database;
class LibraryTerms;
class SegmentIndexReader;
class SegmentIndexWriter;
class SqliteSegmentStore;

/// A chunk a query matched, by its id in the library file, with its BM25 score.
struct EmbeddedIndexMatch
{
    qint64 chunkId = 0;
    double score = 0;
};

/**
 * The library's full-text index: an inverted index of the chunks in tables of the library file
 * itself (index_*, LibrarySchema), written through the library's connection in the same
 * transaction as the chunks it indexes, so SQLite alone keeps the two in step: a killed process
 * leaves the last committed state of both.
 *
 * A write inverts the chunks it adds into immutable segments (SegmentBuilder: a docs blob of chunk
 * ids, lengths, validity windows and matter ids, and one postings blob per term); a removed
 * document's chunk ids become tombstones that kill them in the segments older than the removal,
 * so a re-indexed chunk that keeps its id lives in the newer segment. A removal reads the
 * document's chunks (still stored: it runs before they are deleted) and derives their terms again,
 * so the collection statistics (live chunk count, total length, each term's df) stay exact. A
 * search runs the engine's one reader (SegmentIndexReader: exact BM25 top k, as Xapian's
 * BM25Weight(1.2,0,1,0.75,0)) over a SqliteSegmentStore on a connection of its own, which reads
 * the committed index.
 *
 * Terms come from LibraryTerms: a title's terms count 3 times and a heading's twice in the
 * within-document frequency; title words are also boolean "T<word>" terms (wdf 0), and so are the
 * references a chunk cites, "R<key>" (ReferenceMatcher::citations).
 *
 * An index not in kFormat (a library migrated from an older schema) is rebuilt from the chunks by
 * the next write; so is one in which a search met a segment it cannot decode (that search fails
 * with a clear error). The segments live in the library file's tables (SqliteSegmentStore), written
 * by the engine's one writer (SegmentIndexWriter); after the caller's commit the engine's merger
 * (SegmentIndexMerger, levels of eight) combines segments in transactions of its own.
 */
class EmbeddedIndex final
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddedIndex)

public:
    /// db: the library file's connection, whose write transactions the caller opens and commits;
    /// path: that file, which searches read through a connection of their own.
    EmbeddedIndex(Database& db, QString path, LibraryTokenizer tokenizer);
    ~EmbeddedIndex();
    EmbeddedIndex(const EmbeddedIndex&) = delete;
    EmbeddedIndex& operator=(const EmbeddedIndex&) = delete;

    /// Whether the index holds the library's chunks in this format (else the next write rebuilds it).
    Result<bool> isCurrent();

    /// Inside the caller's write transaction: readies a write, and first rebuilds the index from
    /// the chunks when it is not current.
    Result<void> beginWrite();
    bool isWriting() const { return m_writing; }
    /// During a write: the chunks that follow belong to this document.
    Result<void> setDocument(qint64 documentId, const QString& title, const QString& matter, const QString& validFrom,
                             const QString& validTo);
    /// textTerms: the text's terms made ahead (LibraryTerms::prepare), if any.
    Result<void> addChunk(qint64 chunkId, const QString& headingPath, const QString& text,
                          const std::optional<PreparedTerms>& textTerms = std::nullopt);
    /// During a write, before the document's chunks are deleted: takes them out of the index.
    Result<void> removeDocument(qint64 documentId);
    /// During a write: indexes a stored document again from its chunks (after removing it).
    Result<void> reindexDocument(qint64 documentId);
    /// Writes the buffered chunks and the statistics; the caller then commits its transaction.
    Result<void> finishWrite();
    /// After the caller's commit: merges segments if a level is full (in transactions of their own).
    void afterCommit();
    /// Forgets the open write (the caller rolls its transaction back).
    void cancelWrite();

    Result<QList<EmbeddedIndexMatch>> search(const IndexQuery& query);
    /// The chunks (ascending ids) that satisfy a Terms-and-Connectors expression, on query.asOf
    /// and of query.matter (SegmentIndexReader::matchBoolean).
    Result<std::vector<qint64>> matchBoolean(BooleanMatcher& matcher, const IndexQuery& query);
    /// Merges every segment into one (also what a full merge of the tiers would reach).
    Result<void> mergeAll();
    /// Whether the committed index is of an older format that natural-language search reads as
    /// it is (kOldestSearchableFormat or later; Terms and Connectors needs the rebuild a write does).
    Result<bool> isOlderButSearchable();
    /// The number of segments of the committed index (for tests and benchmarks).
    Result<int> segmentCount();

    const LibraryTerms& terms() const { return *m_terms; }
    /// The boolean term that marks a title word.
    static std::string titleTerm(const std::string& term);
    /// The boolean term that marks a chunk citing a reference (ReferenceMatcher's key).
    static std::string citationTerm(const QString& key);

    /// Chunks a write buffers before it writes them as a segment (inside its transaction).
    static constexpr int kFlushChunks = 32768;
    /// The index format this code writes (index_meta "format"); a change of terms or blobs bumps it.
    static constexpr qint64 kFormat = 3; ///< 3: word positions and sentence/paragraph breaks
    /// The oldest format whose terms, postings and statistics are this one's, so that
    /// natural-language search reads it as it is (3 added only the positions it never decodes).
    static constexpr qint64 kOldestSearchableFormat = 2;

private:
    Result<void> rebuild();
    /// Indexes stored chunks in chunk id order: one document's (documentId > 0) or all.
    Result<void> indexStored(qint64 documentId);
    Result<void> flushSegment();
    Result<quint32> matterId(const QString& matter);
    Result<void> setMeta(const char* key, qint64 value);
    Result<qint64> meta(const char* key);
    Result<void> mergeLevels(bool everything);
    bool readerUsable();

    Database& m_db;
    QString m_path;
    std::shared_ptr<LibraryTerms> m_terms;           ///< the Analyzer, shared with m_reader
    bool m_writing = false;                          ///< between beginWrite() and finishWrite()/cancelWrite()
    bool m_changed = false;                          ///< the open write changed the index
    bool m_damaged = false;                          ///< a search found a blob it cannot read: the next write rebuilds
    bool m_rebuilt = false;                          ///< the open (or just finished) write rebuilt the index
    std::unique_ptr<SqliteSegmentStore> m_store;     ///< the index_* tables, through m_db
    std::unique_ptr<SqliteSegmentStore> m_readStore; ///< the reader's own connection to the file
    std::unique_ptr<SegmentIndexReader> m_reader;
    std::unique_ptr<SegmentIndexWriter> m_writer; ///< during a write

    struct CurrentDocument;
    std::unique_ptr<CurrentDocument> m_document; ///< what setDocument() gave, as terms
    QSet<qint64> m_buffered;                     ///< documents with chunks in m_writer's buffer
    QHash<QString, quint32> m_matterIds;         ///< read or assigned in this write
    qint64 m_liveChunks = 0;                     ///< the write's view of index_meta live_chunks
    qint64 m_totalLength = 0;                    ///< ... and total_length
};

} // namespace lmars::store
