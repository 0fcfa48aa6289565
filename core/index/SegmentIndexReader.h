// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/PostingsCache.h"
#include "index/SegmentData.h"
#include "index/SegmentDocs.h"
#include "index/SegmentStore.h"
#include "index/TopKMatcher.h"

#include <QtGlobal>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace lmars::store {

/**
 * The storage-neutral half of reading the index, the same for the embedded library
 * (EmbeddedIndexReader, SQLite) and the firm server (ServerSegmentReader, PostgreSQL): the decoded
 * segments kept between searches by id (a segment never changes once written; the server's small
 * segments keep their packed postings with them), the postings cache of common terms, the dead
 * test of the tombstones, and the exact top-k match of a query over one committed state
 * (TopKMatcher). The storage parts read that state (which segments are live, the collection
 * statistics, the tombstones, the query terms' dfs and postings) and hand it here.
 */
class SegmentIndexReader final
{
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

    SegmentIndexReader() : m_cache(kCacheBytes) {}

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

    /// Calls visit(segment id, its documents, its dead-chunk test) for each of the snapshot's
    /// segments that is kept and not packed, oldest first, until visit returns false (for matchers
    /// other than the top k, such as PositionalMatcher).
    using SegmentVisitor = std::function<bool(qint64, const SegmentDocs&, const TopKMatcher::IsDead&)>;
    void forEachSegment(const Snapshot& snapshot, const SegmentVisitor& visit) const;

private:
    struct Segment
    {
        SegmentDocs docs;
        bool packed = false;
        std::string packedBlob;             ///< what the views in terms point into
        std::vector<SegmentTermView> terms; ///< a packed segment's, sorted by term

        /// A packed segment's postings blob of a term; empty when it lacks the term.
        std::string_view postings(const std::string& term) const;
    };

    std::unordered_map<qint64, std::shared_ptr<const Segment>> m_segments; ///< by id
    PostingsCache m_cache;                                                 ///< the postings of common terms, by segment
};

} // namespace lmars::store
