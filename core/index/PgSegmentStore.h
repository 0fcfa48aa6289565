// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/SegmentStore.h"
#include "index/ServerTextSearch.h"

#include <QCoreApplication>

#include <functional>
#include <optional>

namespace lmars::store {

class PgConnection;

/**
 * The firm server's segment storage, per matter: lmars.index_segments (docs blob, level; a small
 * segment's postings packed in the same row, ServerPackedPostings), lmars.index_postings (a row
 * per term of a larger segment, written by COPY through a staging table) and lmars.index_dead
 * (tombstones, kept by a trigger on the chunks; a chunk id is never reused, so a tombstone kills
 * the chunk in every segment). The collection statistics are the server's own (kept by triggers).
 * A merge runs in a transaction holding the matter's advisory lock, so two clients never merge
 * the same segments. Row-level security applies to every statement.
 *
 * A search's store (constructed with the library's text search configuration) is scoped to the
 * matters the search covers: one, or every visible matter (0). readState() reads the collection
 * statistics, each word's lexemes with their dfs, the visible segments, the postings of the
 * lexemes and the tombstones in one statement (one snapshot), then fetches the segments the reader
 * has not decoded; a segment merged away in between makes the state raced.
 */
class PgSegmentStore final : public SegmentStore
{
    Q_DECLARE_TR_FUNCTIONS(PgSegmentStore)

public:
    PgSegmentStore(PgConnection& db, qint64 matterId) : m_db(db), m_matterId(matterId) {}
    /// For searches (readState): the matters of matterId (0: every visible one), whose words
    /// become lexemes in textSearch.
    PgSegmentStore(PgConnection& db, qint64 matterId, ServerTextSearch textSearch)
        : m_db(db), m_matterId(matterId), m_textSearch(textSearch)
    {}

    /// Makes a connection ready to write segments (its staging table); once per connection.
    static Result<void> prepareConnection(PgConnection& db);
    /// Whether small segments' postings are packed in their row (not before migration 5's column).
    void setPackSmallSegments(bool pack) { m_packSmallSegments = pack; }

    Result<qint64> writeSegment(const EncodedSegment& segment) override;
    Result<std::vector<SegmentInfo>> segments() override;
    Result<std::vector<StoredSegment>> readSegments(const std::vector<qint64>& ids) override;
    Result<Tombstones> readTombstones() override;
    Result<bool> beginMerge() override;
    Result<void> commitMerge() override;
    void rollbackMerge() override;
    Result<void> replaceSegments(const std::vector<qint64>& inputs, const EncodedSegment& merged, int level,
                                 const std::vector<quint32>& buried) override;
    Result<ReadState> readState(const ReadRequest& request) override;
    Error damaged(qint64 segmentId) const override;

    /// Tests: runs after a search's snapshot statement, before it fetches the segments the reader
    /// has not decoded (where another client's merge may commit).
    void setAfterSnapshot(std::function<void()> hook) { m_afterSnapshot = std::move(hook); }

private:
    Result<qint64> store(int level, const EncodedSegment& segment);

    PgConnection& m_db;
    qint64 m_matterId = 0;
    bool m_packSmallSegments = true;              ///< small segments' postings in one row (ServerPackedPostings)
    std::optional<ServerTextSearch> m_textSearch; ///< a search's store only
    std::function<void()> m_afterSnapshot;
};

} // namespace lmars::store
