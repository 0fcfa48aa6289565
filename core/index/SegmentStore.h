// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/SegmentData.h"

#include <QtGlobal>

#include <limits>
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

/**
 * What differs between the storages of the index segments (Lucene's Directory, Xapian's
 * Database::Internal): the embedded library's tables in its SQLite file (SqliteSegmentStore) and
 * the firm server's per-matter tables in PostgreSQL (PgSegmentStore). The writer
 * (SegmentIndexWriter) and the merger (SegmentIndexMerger, SegmentMergePolicy) exist once above
 * it. A store is bound to one scope (the library file; one matter on the server) and works in the
 * storage's own transactions: writeSegment() in the one its caller opened, a merge in one that
 * beginMerge() opens.
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

    /// The error of a segment that cannot be decoded (in the storage's words).
    virtual Error damaged(qint64 segmentId) const = 0;
};

} // namespace lmars::store
