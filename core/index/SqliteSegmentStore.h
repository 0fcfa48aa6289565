// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/SegmentStore.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace lmars::store {

class Database;

/**
 * The embedded library's segment storage: tables index_* of the library file (LibrarySchema):
 * index_segments (docs blob, level), index_postings (term, segment) with a postings blob each,
 * index_term_df and index_meta's live_chunks / total_length (the collection statistics),
 * index_tombstones (chunk id, the first segment its copies live in again) and index_meta's
 * next_segment and generation (bumped by every commit and merge, so readers refresh). Writes go
 * through the library's connection, in its transaction; a merge is a transaction of its own on it.
 * Searches read through a store of their own (openForReading): its own connection, the file
 * mapped, each readState() in one read transaction, so a search sees one committed state even
 * while a writer commits.
 */
class SqliteSegmentStore final : public SegmentStore
{
    Q_DECLARE_TR_FUNCTIONS(SqliteSegmentStore)

public:
    explicit SqliteSegmentStore(Database& db) : m_db(db) {}
    ~SqliteSegmentStore() override;

    /// A store on a connection of its own to the library file at path, for searches (readState).
    /// Null when the file cannot be opened.
    static std::unique_ptr<SqliteSegmentStore> openForReading(const QString& path);
    /// Whether the file holds the index's tables (a library not yet migrated has nothing to read).
    bool hasIndex();

    Result<qint64> writeSegment(const EncodedSegment& segment) override;
    Result<std::vector<SegmentInfo>> segments() override;
    Result<std::vector<StoredSegment>> readSegments(const std::vector<qint64>& ids) override;
    Result<Tombstones> readTombstones() override;
    Result<bool> beginMerge() override;
    Result<void> commitMerge() override;
    void rollbackMerge() override;
    Result<void> replaceSegments(const std::vector<qint64>& inputs, const EncodedSegment& merged, int level,
                                 const std::vector<quint32>& buried) override;
    /// In one read transaction: the generation and the collection statistics, the live segments and
    /// tombstones when the generation moved, the requested terms' dfs and postings, the matters.
    Result<ReadState> readState(const ReadRequest& request) override;
    Error damaged(qint64 segmentId) const override;

private:
    explicit SqliteSegmentStore(std::unique_ptr<Database> owned);
    /// Inside readState's transaction.
    Result<void> readSnapshot(const ReadRequest& request, ReadState& state);
    /// The dfs and postings of terms (each once) that request lacks.
    Result<void> readTerms(const ReadRequest& request, const std::vector<std::string>& terms, ReadState& state);
    /// The index terms of request's prefixes (ReadState::expansions); appends those to read to terms.
    Result<void> readExpansions(const ReadRequest& request, ReadState& state, std::vector<std::string>& terms);
    Result<void> readMatters(const ReadRequest& request, ReadState& state);

    /// A new segment id (index_meta next_segment).
    Result<qint64> nextSegment();
    Result<void> insertSegment(qint64 id, int level, const EncodedSegment& segment, bool countTerms);
    /// Drops the tombstones no segment older than the removal holds any more.
    Result<void> pruneTombstones();

    std::unique_ptr<Database> m_owned; ///< openForReading()'s connection
    Database& m_db;
};

} // namespace lmars::store
