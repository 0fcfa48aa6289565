// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QElapsedTimer>

namespace lmars::store {
class LibraryStore;
}

namespace lmars::library {

/**
 * Groups a sync's writes into transactions of about kMaxMilliseconds or kMaxBytes of files each:
 * one commit per file would flush the full-text index's pending terms into a new segment every
 * time. Rolls back what is open if destroyed before commit() (a sync that failed half-way).
 */
class SyncBatch final
{
public:
    explicit SyncBatch(store::LibraryStore* store);
    ~SyncBatch();
    SyncBatch(const SyncBatch&) = delete;
    SyncBatch& operator=(const SyncBatch&) = delete;

    Result<void> begin();
    /// Counts a written file; commits and opens the next transaction when this one is full.
    Result<void> afterFile(qint64 bytes);
    Result<void> commit();

    static constexpr qint64 kMaxBytes = 64 * 1024 * 1024;
    static constexpr qint64 kMaxMilliseconds = 1000;

private:
    store::LibraryStore* m_store;
    QElapsedTimer m_age;
    qint64 m_bytes = 0;
    bool m_open = false;
};

} // namespace lmars::library
