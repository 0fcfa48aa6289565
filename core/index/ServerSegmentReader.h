// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/IndexQuery.h"
#include "index/SegmentIndexReader.h"
#include "index/ServerTextSearch.h"
#include "index/TopKMatcher.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace lmars::store {

class PgConnection;

/**
 * The firm server's storage part of reading the index (SegmentIndexReader does the rest: exact
 * BM25 top k, scored as the embedded library scores) over the segments ServerSegmentWriter writes.
 * One search reads, in one statement and so one snapshot, the visible segments of the matters it
 * covers, the postings blobs of its terms and the tombstones; the segments' document arrays, and
 * the postings of small segments stored packed (ServerPackedPostings), are immutable and kept per
 * reader (one per connection) by segment id. Collection statistics come from the
 * server's exact per-matter counts (lmars.index_stats): walled matters never count. Row-level
 * security applies to every statement, so a walled user reads nothing of the matter.
 */
class ServerSegmentReader final
{
    Q_DECLARE_TR_FUNCTIONS(ServerSegmentReader)

public:
    explicit ServerSegmentReader(ServerTextSearch textSearch) : m_textSearch(textSearch) {}

    /// The best chunks of each query, best first (ties by ascending chunk id), in the matters a
    /// search covers: matterId, or every visible matter when 0. A query's terms are words (a
    /// title-only one as IndexQuery::titleTerm), each matched by its lexemes in the library's text
    /// search configuration; IndexQuery::matter is not used (the scope is matterId).
    Result<std::vector<std::vector<TopKHit>>> run(PgConnection& db, const std::vector<IndexQuery>& queries,
                                                  qint64 matterId);

    /// Segments whose document arrays (and, when packed, postings) this reader holds.
    int cachedSegments() const { return m_reader.cachedSegments(); }

    /// Tests: runs after each search's snapshot statement, before it fetches the segments it has
    /// not cached (where another client's merge may commit).
    void setAfterSnapshot(std::function<void()> hook) { m_afterSnapshot = std::move(hook); }

    /// Searches that a merge committing between their two statements made read again (the merged
    /// segments were gone by the fetch).
    int rereads() const { return m_rereads; }

    /// How many times a search reads again before it gives up.
    static constexpr int kMaxAttempts = 4;

private:
    /// One attempt of run(): *raced when a segment of the snapshot was gone (merged away) by the
    /// time its documents were fetched, and the attempt's hits would miss its chunks.
    Result<std::vector<std::vector<TopKHit>>> runOnce(PgConnection& db, const std::vector<IndexQuery>& queries,
                                                      qint64 matterId, bool* raced);

    static Error damaged(qint64 segmentId);

    ServerTextSearch m_textSearch;
    SegmentIndexReader m_reader;
    std::function<void()> m_afterSnapshot;
    int m_rereads = 0;
};

} // namespace lmars::store
