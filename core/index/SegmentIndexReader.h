// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/IndexQuery.h"
#include "index/PostingsCache.h"
#include "index/SegmentData.h"
#include "index/SegmentDocs.h"
#include "index/SegmentStore.h"
#include "index/TopKMatcher.h"

#include <QCoreApplication>
#include <QtGlobal>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace lmars::store {

class Analyzer;
class BooleanMatcher;

/**
 * The one reader of the index, the same for the embedded library (SqliteSegmentStore on a
 * connection of its own) and the firm server (PgSegmentStore under row-level security): a search
 * reads one committed state through SegmentStore::readState (the live segments, the collection
 * statistics, the tombstones, the query terms' dfs and the postings it lacks, the documents of
 * segments it has not decoded), reads it again when a merge raced the read (at most kMaxAttempts
 * times), and matches each query exactly (TopKMatcher) over it. Kept between searches: the decoded
 * segments by id (a segment never changes once written; the server's small segments keep their
 * packed postings with them), the snapshot of a store with generations (read again only when the
 * generation moved), and the postings of common terms (PostingsCache). The Analyzer says which
 * index terms a query term stands for. A reader reads one store at a time (one thread).
 */
class SegmentIndexReader final
{
    Q_DECLARE_TR_FUNCTIONS(SegmentIndexReader)

public:
    /// One committed state of the index as a search sees it.
    struct Snapshot
    {
        TopKCollection collection;
        std::vector<qint64> segments; ///< the live segments, ascending id
        Tombstones tombstones;
    };
    /// The postings blob of query term `term` (an index into TopKQuery's terms) in a segment;
    /// empty when the segment lacks it. Not asked for a segment whose postings are packed.
    using PostingsOf = std::function<std::string_view(qint64 segmentId, size_t term)>;

    /// A term whose postings take at least this many bytes in all segments together is kept in
    /// the postings cache, whose budget is kCacheBytes.
    static constexpr qint64 kCachedTermBytes = 16 * 1024;
    static constexpr qsizetype kCacheBytes = 64 * 1024 * 1024;

    /// How many times a search reads its state before it gives up (a merge raced every read).
    static constexpr int kMaxAttempts = 4;

    explicit SegmentIndexReader(std::shared_ptr<const Analyzer> analyzer);

    /// The best hits of each query, best first (ties by ascending chunk id), in one committed state
    /// of store. A query's terms are the analyzer's (IndexQuery); its matter is resolved by a store
    /// that keeps matters by name (the server's store is scoped to its matters instead).
    Result<std::vector<std::vector<TopKHit>>> search(SegmentStore& store, const std::vector<IndexQuery>& queries);
    /// The chunks (ascending ids) of one committed state of store that satisfy a Terms-and-Connectors
    /// expression, valid on filters.asOf and of filters.matter: the expression's patterns (! and *)
    /// are expanded over the state's terms (ReadRequest::prefixes), then each candidate is checked
    /// exactly on its word positions (PositionalMatcher). An error when a segment holding
    /// candidates was written without positions (an older index, being rebuilt).
    Result<std::vector<qint64>> matchBoolean(SegmentStore& store, BooleanMatcher& matcher, const IndexQuery& filters);
    /// The number of live segments of the store's committed state.
    Result<int> segmentCount(SegmentStore& store);
    /// Whether the last search() or segmentCount() met a blob it cannot decode (the index needs a
    /// rebuild); each read starts with it cleared, so a repaired index no longer reports damage.
    bool sawDamage() const { return m_sawDamage; }
    /// Searches that read their state again because a merge committed during the read.
    int rereads() const { return m_rereads; }

    /// Whether the segment's documents are kept.
    bool holds(qint64 segmentId) const { return m_segments.count(segmentId) != 0; }
    /// Of ids, those whose documents are not kept yet (in the order of ids).
    std::vector<qint64> missing(const std::vector<qint64>& ids) const;
    /// Decodes a segment's documents and, when its storage packs them (ServerPackedPostings), its
    /// postings (packed.data() null: none) and keeps them; false when a blob is damaged.
    bool keep(qint64 segmentId, std::string_view docs, std::string_view packed = {});
    /// Drops the segments not in segmentIds (ascending), with their cached postings.
    void retain(const std::vector<qint64>& segmentIds);
    /// Drops every cached postings blob (the segments' documents stay).
    void dropPostings() { m_cache.retain({}); }
    int cachedSegments() const { return int(m_segments.size()); }
    PostingsCache& postingsCache() { return m_cache; }

    /// The dead-chunk test of one segment: a tombstone kills the copies older than the segment in
    /// which its chunk is live again (SegmentStore::kDeadEverywhere: every copy). Empty when none.
    static TopKMatcher::IsDead deadIn(const Tombstones& tombstones, qint64 segmentId);

    /// The best hits of query over the snapshot's segments (terms: the query's terms, in the order
    /// of TopKQuery::termDfs). Null, with *damaged set to its id, when a segment cannot be decoded.
    std::optional<std::vector<TopKHit>> match(const TopKQuery& query, const std::vector<std::string>& terms,
                                              const Snapshot& snapshot, const PostingsOf& postingsOf,
                                              qint64* damaged) const;

private:
    /// Runs once(&raced) until it read a consistent state (at most kMaxAttempts times), with the
    /// damage flag cleared first and the pinned postings dropped after each read.
    template <typename T, typename Once> Result<T> untilConsistent(const Once& once);
    /// One read of the state and its matches; *raced when the state was not consistent.
    Result<std::vector<std::vector<TopKHit>>> searchOnce(SegmentStore& store, const std::vector<IndexQuery>& queries,
                                                         bool* raced);
    /// One read of the state and the expression's matches; *raced when the state was not consistent.
    Result<std::vector<qint64>> matchBooleanOnce(SegmentStore& store, BooleanMatcher& matcher,
                                                 const IndexQuery& filters, bool* raced);
    /// Reads the store's state for request and takes it in: the snapshot, the new segments, the
    /// postings (cached by the policy above; pinned holds the blobs of this search).
    Result<ReadState> read(SegmentStore& store, ReadRequest request, bool* raced);
    /// The search's hits of one query over the state read.
    Result<std::vector<TopKHit>> matchQuery(SegmentStore& store, const IndexQuery& query, const ReadState& state);
    /// Marks the reader's state unusable after a damaged blob and returns the store's error.
    Error damagedIn(SegmentStore& store, qint64 segmentId);

    struct Segment
    {
        SegmentDocs docs;
        bool packed = false;
        std::string packedBlob;             ///< what the views in terms point into
        std::vector<SegmentTermView> terms; ///< a packed segment's, sorted by term

        /// A packed segment's postings blob of a term; empty when it lacks the term.
        std::string_view postings(const std::string& term) const;
    };

    std::shared_ptr<const Analyzer> m_analyzer;
    std::unordered_map<qint64, std::shared_ptr<const Segment>> m_segments; ///< by id
    PostingsCache m_cache;                                                 ///< the postings of common terms, by segment
    Snapshot m_snapshot;                                                   ///< the last state read
    qint64 m_generation = -1; ///< m_snapshot's, when its store keeps generations
    /// The postings of this search's terms by term, then segment (cached or just read).
    std::unordered_map<std::string, std::unordered_map<qint64, PostingsCache::Blob>> m_pinned;
    bool m_sawDamage = false;
    int m_rereads = 0;
};

} // namespace lmars::store
