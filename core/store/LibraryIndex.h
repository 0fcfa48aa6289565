// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/LibraryStore.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace lmars::store {

class Database;
class LibraryIndexReader;
class LibraryTerms;
class SegmentBuilder;
struct EncodedSegment;

/// A ranked full-text query of the library index.
struct LibraryIndexQuery
{
    std::vector<std::string> terms; ///< index terms (LibraryTerms), title-only ones via LibraryIndex::titleTerm
    bool requireAll = false;        ///< every term must match (else any)
    QString asOf;                   ///< yyyy-MM-dd: only chunks valid that day; empty: any
    std::optional<QString> matter;  ///< only chunks of this matter's documents
    int limit = 10;
    /// Terms every match must hold besides: those also in terms are scored, the others only filter
    /// (so a match scores exactly as it does for terms alone).
    std::vector<std::string> required;
    std::vector<qint64> chunkIds; ///< when not empty: only these chunks (their scores for the query)
};

/// A chunk a query matched, by its id in the library file, with its BM25 score.
struct LibraryIndexMatch
{
    qint64 chunkId = 0;
    double score = 0;
};

/// What an index records about the library state it holds.
struct LibraryIndexStamp
{
    QString libraryId;     ///< the library file's index_id; empty: no usable index
    qint64 appliedSeq = 0; ///< the library file's last write sequence number it holds
};

/**
 * The library's full-text index: an inverted index of the chunks in a SQLite file of its own
 * beside the library file (LibraryStore::indexPath). A write inverts the chunks it adds into
 * immutable segments (SegmentBuilder: a docs blob of chunk ids, lengths, validity windows and
 * matter ids, and one postings blob per term); a removed document's chunk ids become tombstones
 * that kill them in the segments older than the removal, so a re-indexed chunk that keeps its id
 * lives in the newer segment. Exact collection statistics (live chunk count, total length, each
 * term's df in term_df) are kept in step from document_terms, so removals need no term lists. A
 * search runs TopKMatcher (exact BM25 top k, as Xapian's BM25Weight(1.2,0,1,0.75,0)) over every
 * segment through LibraryIndexReader.
 *
 * Terms come from LibraryTerms: a title's terms count 3 times and a heading's twice in the
 * within-document frequency; title words are also boolean "T<word>" terms (wdf 0).
 *
 * Each write is one SQLite transaction holding its segments, statistics and stamp, so a killed
 * process leaves the last committed state. After the commit a tiered merge (LibraryIndexMerger)
 * combines segments in transactions of its own. A missing, foreign or damaged file reads as an
 * empty stamp: LibraryStore then rebuilds it from the library file. So does an index in which a
 * search met a segment it cannot decode (that search fails with a clear error), at the next write.
 */
class LibraryIndex final
{
    Q_DECLARE_TR_FUNCTIONS(LibraryIndex)

public:
    LibraryIndex(QString path, LibraryTokenizer tokenizer);
    ~LibraryIndex();
    LibraryIndex(const LibraryIndex&) = delete;
    LibraryIndex& operator=(const LibraryIndex&) = delete;

    /// The index file.
    const QString& path() const { return m_path; }
    /// Removes an index file with its SQLite side files (the next open rebuilds it).
    static bool remove(const QString& path);

    /// What the committed index holds; an empty libraryId when there is none or it cannot be read.
    LibraryIndexStamp committedStamp();

    /// Opens the writer and a transaction; returns the stamp of what it holds.
    Result<LibraryIndexStamp> beginWrite();
    bool isWriting() const { return m_writing; }
    /// During a write: starts over from an empty index (a rebuild).
    Result<void> clear();
    /// During a write: the chunks that follow belong to this document.
    Result<void> setDocument(qint64 documentId, const QString& title, const QString& matter, const QString& validFrom,
                             const QString& validTo);
    Result<void> addChunk(qint64 chunkId, const QString& headingPath, const QString& text);
    Result<void> removeDocument(qint64 documentId);
    /// Records stamp and commits the transaction atomically; closes the writer, then merges
    /// segments if a level is full (in transactions of their own).
    Result<void> commitWrite(const LibraryIndexStamp& stamp);
    void cancelWrite();

    Result<QList<LibraryIndexMatch>> search(const LibraryIndexQuery& query);
    /// How many chunks hold every one of terms.
    Result<int> countMatching(const std::vector<std::string>& terms);
    /// Merges every segment into one (also what a full merge of the tiers would reach).
    Result<void> mergeAll();
    /// The number of segments of the committed index (for tests and benchmarks).
    Result<int> segmentCount();

    const LibraryTerms& terms() const { return *m_terms; }
    /// The boolean term that marks a title word.
    static std::string titleTerm(const std::string& term);

    /// Chunks a write buffers before it writes them as a segment (inside its transaction).
    static constexpr int kFlushChunks = 32768;

private:
    Result<void> openWriter();
    Result<void> finishDocument();
    Result<void> flushSegment();
    Result<void> writeSegment(const EncodedSegment& segment, int level);
    Result<quint32> matterId(const QString& matter);
    Result<void> setMeta(const char* key, qint64 value);
    Result<qint64> meta(const char* key);
    Result<void> mergeTiers(bool everything);
    bool readerUsable();

    QString m_path;
    std::unique_ptr<LibraryTerms> m_terms;
    std::unique_ptr<Database> m_writer; ///< opened by the first write, kept between writes
    bool m_writing = false;             ///< a write transaction is open
    bool m_damaged = false;             ///< a search found a blob it cannot read: the next write rebuilds
    std::unique_ptr<LibraryIndexReader> m_reader;
    std::unique_ptr<SegmentBuilder> m_builder;

    struct CurrentDocument;
    std::unique_ptr<CurrentDocument> m_document; ///< what setDocument() gave, as terms
    QSet<qint64> m_buffered;                     ///< documents with chunks in m_builder
    quint32 m_lastBufferedChunk = 0;             ///< the last chunk id in m_builder
    QHash<QString, quint32> m_matterIds;         ///< read or assigned in this write
    qint64 m_liveChunks = 0;                     ///< the write's view of meta live_chunks
    qint64 m_totalLength = 0;                    ///< ... and total_length
};

} // namespace lmars::store
