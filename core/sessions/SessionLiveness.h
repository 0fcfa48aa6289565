// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QString>
#include <QStringList>

namespace lmars::store {

class Database;

/**
 * Whether a stored session's run is still alive. A session is live while its status is "running"
 * or "awaiting_input"; a live session whose owner process no longer exists was interrupted (the
 * process crashed or was killed), and is persisted as "interrupted", in its row and its snapshot.
 *
 * Works on the session database of a SessionStore, under that store's lock.
 */
class SessionLiveness
{
public:
    explicit SessionLiveness(Database& db) : m_db(db) {}

    /// True for "running" and "awaiting_input".
    static bool isLiveStatus(const QString& status);
    /// True when a process with this pid exists (kill(pid, 0) does not fail with ESRCH); false for pid <= 0.
    static bool processExists(qint64 pid);
    /// True when a session in this status, owned by this process, was interrupted: live, owner gone.
    static bool isOrphaned(const QString& status, qint64 ownerPid);
    /// This process's id, the owner of the sessions it creates and continues.
    static qint64 currentProcessId();

    /// Persists session id as "interrupted" (status column and the snapshot's "status").
    Result<void> markInterrupted(const QString& id);
    /// The same for each of ids, stopping at the first failure.
    Result<void> markInterrupted(const QStringList& ids);
    /// Marks every orphaned session interrupted (run when the store opens).
    Result<void> sweep();

private:
    Database& m_db;
};

} // namespace lmars::store
