// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QList>

namespace lmars::store {

class PgConnection;

/**
 * Writes the firm server's search index: per matter, segments of the in-house engine written by
 * the engine's one writer (SegmentIndexWriter) into the matter's PgSegmentStore. A segment is built
 * from the chunks as the database indexed them (the lexemes of their tsvector, wdf title 3,
 * headings 2, body 1 per occurrence, and "T<lexeme>" as a boolean term of a title word), so its
 * terms are exactly those lmars.term_stats counts. The client that writes chunks writes their
 * segment in the same transaction; removed chunks are tombstones (lmars.index_dead, kept by a
 * trigger) until a merge drops them. Merges are the engine's (SegmentIndexMerger, levels of eight,
 * SegmentMergePolicy), under a per-matter advisory lock so that two clients never merge the same
 * segments.
 */
class ServerSegmentWriter final
{
    Q_DECLARE_TR_FUNCTIONS(ServerSegmentWriter)

public:
    explicit ServerSegmentWriter(PgConnection& db) : m_db(db) {}

    /// Makes a connection ready to write segments (its staging table); once per connection.
    static Result<void> prepareConnection(PgConnection& db);

    /// Builds and stores the segment of the given documents' chunks (all in matterId). Call it in the
    /// transaction that wrote the chunks.
    Result<void> indexDocuments(qint64 matterId, const QList<qint64>& documentIds);
    /// Merges the matter's segments while a level is full (SegmentMergePolicy), each merge in a
    /// transaction of its own (call it outside one). Returns the merges done; 0 as well when another
    /// client is merging the matter's segments at the moment.
    Result<int> mergeSegments(qint64 matterId);
    /// Indexes every chunk that no segment holds yet (the chunks written before migration 4), per
    /// matter; a superuser's task inside ServerSchema::upgrade(). Returns the chunks indexed.
    Result<qint64> indexUnsegmentedChunks();

private:
    /// Builds the segment of the chunks a query returns (see chunkTermsSql) and stores it.
    Result<qint64> buildAndStore(qint64 matterId, const QString& chunkTermsSql, const QStringList& params);

    PgConnection& m_db;
    bool m_packSmallSegments = true; ///< small segments' postings in one row (ServerPackedPostings)
};

} // namespace lmars::store
