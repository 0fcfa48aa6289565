// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/SegmentData.h"
#include "index/TopKMatcher.h"

#include <QString>
#include <QtGlobal>

#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace lmars::store {

/// A live segment of a store's scope as the merge policy sees it.
struct SegmentInfo
{
    qint64 id = 0;       ///< ascending with the segment's age (a newer segment has a larger id)
    qint64 docCount = 0; ///< chunks it holds, dead ones included
    int level = 0;       ///< 0 for a segment written from chunks; a merge's output is one level above its inputs
};

/// A segment's blobs as a merge reads them (it owns the bytes the views of view() point into).
struct StoredSegment
{
    qint64 id = 0;
    std::string docs;                                       ///< SegmentDocs' format
    std::vector<std::pair<std::string, std::string>> terms; ///< term and postings blob, sorted by term (byte order)

    SegmentView view() const;
};

/// Removed chunk id -> the first segment id in which its copies are live again: the copies in
/// older segments are dead (kDeadEverywhere: in every segment).
using Tombstones = std::unordered_map<quint32, qint64>;

/// What one search asks of its store (SegmentStore::readState).
struct ReadRequest
{
    /// The queries' terms, each once, as the analyzer made them (a title-only one as
    /// IndexQuery::titleTerm): index terms for the embedded library, words the server's database
    /// turns into its lexemes while it reads.
    std::vector<std::string> terms;
    std::vector<QString> matters; ///< the matters the queries name (embedded: resolved to their ids)
    /// Prefixes whose index terms the store lists too (ReadState::expansions), for the patterns of
    /// a Terms-and-Connectors expression (! and *; BooleanMatcher::prefixes): at most
    /// maxExpansion + 1 terms each, in byte order; when a prefix has no more than maxExpansion,
    /// their dfs and postings are read as the terms' are. A store without word positions in its
    /// segments (the server's) refuses them.
    std::vector<std::string> prefixes;
    int maxExpansion = 0;
    /// The generation of the reader's snapshot (-1: none): a store with generations reads the
    /// segments and tombstones again only when its own differs.
    qint64 generation = -1;
    /// Whether the reader holds a segment's documents already (the store leaves them out).
    std::function<bool(qint64 segmentId)> holds;
    /// Whether the reader holds an index term's postings blob of a segment already (a store that
    /// reads postings one by one leaves it out).
    std::function<bool(const std::string& term, qint64 segmentId)> cached;
};

/// An index term's part of one search's state.
struct TermState
{
    quint64 df = 0;   ///< the chunks of the search's collection that hold it
    qint64 bytes = 0; ///< its postings' size in all segments together (0: not known)
    /// Its postings blob per segment id, those the reader did not hold (ReadRequest::cached).
    std::vector<std::pair<qint64, std::string>> blobs;
};

/// A segment the reader had not decoded: its documents and, when its store packs them
/// (ServerPackedPostings), its postings.
struct NewSegment
{
    qint64 id = 0;
    std::string docs;
    std::optional<std::string> packed;
};

/// One committed state of a store's index as one search reads it (SegmentStore::readState).
struct ReadState
{
    qint64 generation = -1; ///< the store's generation (-1: it keeps none, every read is whole)
    /// The segments and tombstones were not read (the generation is the request's): the
    /// reader's snapshot still holds.
    bool unchanged = false;
    TopKCollection collection;
    std::vector<qint64> segments; ///< the live segments, ascending id
    Tombstones tombstones;
    std::vector<NewSegment> newSegments;                        ///< the live segments the reader does not hold
    std::map<std::string, TermState> terms;                     ///< by index term
    std::map<std::string, std::vector<std::string>> lexemes;    ///< the server: each word's lexemes (Analyzer::matches)
    std::map<QString, quint32> matters;                         ///< the requested matters that exist, by name
    std::map<std::string, std::vector<std::string>> expansions; ///< by requested prefix: its index terms
    /// The store read every blob of the terms whatever the reader holds (the server's one
    /// statement): keeping them in the reader's cache would save nothing.
    bool readsEveryBlob = false;
    /// A merge committed between two reads of the state (a segment listed was gone when its
    /// documents were fetched): the state is not consistent, the reader reads it again.
    bool raced = false;
};

/**
 * What differs between the storages of the index segments (Lucene's Directory, Xapian's
 * Database::Internal): the embedded library's tables in its SQLite file (SqliteSegmentStore) and
 * the firm server's per-matter tables in PostgreSQL (PgSegmentStore). The writer
 * (SegmentIndexWriter) and the merger (SegmentIndexMerger, SegmentMergePolicy) exist once above
 * it. A store is bound to one scope (the library file; one matter on the server) and works in the
 * storage's own transactions: writeSegment() in the one its caller opened, a merge in one that
 * beginMerge() opens. The one reader (SegmentIndexReader) reads a search's state through
 * readState(): in one read transaction (SQLite) or one statement plus the fetch of new segments
 * (PostgreSQL).
 */
class SegmentStore
{
public:
    static constexpr qint64 kDeadEverywhere = std::numeric_limits<qint64>::max();

    virtual ~SegmentStore() = default;

    /// Stores the segment of chunks just written (level 0), inside the caller's write
    /// transaction, and counts them in the collection statistics the store keeps. Returns its id.
    virtual Result<qint64> writeSegment(const EncodedSegment& segment) = 0;

    /// The scope's live segments, ascending id.
    virtual Result<std::vector<SegmentInfo>> segments() = 0;
    /// The blobs of the given segments, in the order of ids; an error when one is gone or damaged.
    virtual Result<std::vector<StoredSegment>> readSegments(const std::vector<qint64>& ids) = 0;
    /// The scope's tombstones.
    virtual Result<Tombstones> readTombstones() = 0;

    /// Opens the transaction of a merge; false (and nothing open) when another writer is merging
    /// the scope's segments at the moment.
    virtual Result<bool> beginMerge() = 0;
    virtual Result<void> commitMerge() = 0;
    virtual void rollbackMerge() = 0;
    /// Inside a merge: replaces the inputs by their merge on level (nothing is stored for an empty
    /// one) and drops the tombstones no segment needs any more; buried are the tombstoned chunk ids
    /// the inputs held (the merge dropped them). The collection statistics do not change.
    virtual Result<void> replaceSegments(const std::vector<qint64>& inputs, const EncodedSegment& merged, int level,
                                         const std::vector<quint32>& buried) = 0;

    /// One search's consistent view of the index (SegmentIndexReader::search): the live segments
    /// and the collection statistics, the tombstones, each requested term's index terms with their
    /// dfs and the postings blobs the reader lacks, the documents of the segments it has not
    /// decoded, and whether a merge raced the read.
    virtual Result<ReadState> readState(const ReadRequest& request) = 0;

    /// The error of a segment that cannot be decoded (in the storage's words).
    virtual Error damaged(qint64 segmentId) const = 0;
};

} // namespace lmars::store
