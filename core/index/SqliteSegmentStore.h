// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/SegmentStore.h"

#include <QCoreApplication>
#include <QString>

namespace lmars::store {

class Database;

/**
 * The embedded library's segment storage: tables index_* of the library file (LibrarySchema):
 * index_segments (docs blob, level), index_postings (term, segment) with a postings blob each,
 * index_term_df and index_meta's live_chunks / total_length (the collection statistics),
 * index_tombstones (chunk id, the first segment its copies live in again) and index_meta's
 * next_segment and generation (bumped by every merge, so readers refresh). Writes go through the
 * library's connection, in its transaction; a merge is a transaction of its own on it.
 */
class SqliteSegmentStore final : public SegmentStore
{
    Q_DECLARE_TR_FUNCTIONS(SqliteSegmentStore)

public:
    explicit SqliteSegmentStore(Database& db) : m_db(db) {}

    Result<qint64> writeSegment(const EncodedSegment& segment) override;
    Result<std::vector<SegmentInfo>> segments() override;
    Result<std::vector<StoredSegment>> readSegments(const std::vector<qint64>& ids) override;
    Result<Tombstones> readTombstones() override;
    Result<bool> beginMerge() override;
    Result<void> commitMerge() override;
    void rollbackMerge() override;
    Result<void> replaceSegments(const std::vector<qint64>& inputs, const EncodedSegment& merged, int level,
                                 const std::vector<quint32>& buried) override;
    Error damaged(qint64 segmentId) const override;

private:
    /// A new segment id (index_meta next_segment).
    Result<qint64> nextSegment();
    Result<void> insertSegment(qint64 id, int level, const EncodedSegment& segment, bool countTerms);
    /// Drops the tombstones no segment older than the removal holds any more.
    Result<void> pruneTombstones();

    Database& m_db;
};

} // namespace lmars::store
