// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QList>
#include <QString>

namespace lmars::store {

class Database;

/**
 * The library file's record of its writes, which keeps the index (LibraryIndex) in step with it:
 * every write transaction gets the next sequence number (library_meta index_seq) and logs the
 * documents it touched (index_log). Entries the index is known to hold are pruned; log_start says
 * from which sequence number on every write is still logged. All calls run inside the caller's
 * write transaction.
 */
class LibraryChangeLog final
{
public:
    struct State
    {
        QString indexId;        ///< the index an up-to-date index must be stamped with
        qint64 seq = 0;         ///< the last committed write
        qint64 logStart = 0;    ///< every write after this one is logged
        qint64 nextChunkId = 1; ///< chunk ids are never reused within the file's history
    };

    static Result<State> read(Database& db);
    /// The documents touched by writes after seq.
    static Result<QList<qint64>> documentsAfter(Database& db, qint64 seq);
    /// Forgets the entries up to seq (the index holds them).
    static Result<void> prune(Database& db, qint64 seq);
    /// Logs the write seq, which touched documents, and records it as the last one.
    static Result<void> record(Database& db, qint64 seq, const QList<qint64>& documents, qint64 nextChunkId);
    /// Every document that has chunks to index, in id order.
    static Result<QList<qint64>> indexedDocuments(Database& db);
};

} // namespace lmars::store
