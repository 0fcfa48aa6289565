// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionLiveness.h"

#include "model/Domain.h"
#include "sessions/SessionsLog.h"
#include "sqlite/Database.h"

#include <QDateTime>
#include <QStringList>

#include <cerrno>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

namespace lmars::store {

bool SessionLiveness::isLiveStatus(const QString& status)
{
    return status == model::statusName(model::RunStatus::Running) ||
           status == model::statusName(model::RunStatus::AwaitingInput);
}

bool SessionLiveness::processExists(qint64 pid)
{
    if (pid <= 0)
        return false;
    if (pid == currentProcessId())
        return true;
    if (::kill(static_cast<pid_t>(pid), 0) == 0)
        return true;
    return errno != ESRCH; // EPERM: it exists but belongs to someone else
}

bool SessionLiveness::isOrphaned(const QString& status, qint64 ownerPid)
{
    return isLiveStatus(status) && !processExists(ownerPid);
}

qint64 SessionLiveness::currentProcessId()
{
    return static_cast<qint64>(::getpid());
}

Result<void> SessionLiveness::markInterrupted(const QString& id)
{
    Result<Statement> stmt = m_db.prepare(
        QStringLiteral("UPDATE sessions SET status = ?2, updated_at = ?3,"
                       "  trajectory = CASE WHEN json_valid(trajectory) AND json_type(trajectory) = 'object'"
                       "                    THEN json_set(trajectory, '$.status', ?2) ELSE trajectory END"
                       " WHERE id = ?1"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, id)
        .bind(2, model::statusName(model::RunStatus::Interrupted))
        .bind(3, QDateTime::currentMSecsSinceEpoch());
    Result<void> done = stmt->run();
    if (done)
        qCInfo(lcSessions) << "session" << id << "was interrupted (its process is gone)";
    return done;
}

Result<void> SessionLiveness::sweep()
{
    Result<Statement> stmt =
        m_db.prepare(QStringLiteral("SELECT id, owner_pid FROM sessions WHERE status IN (?1, ?2)"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, model::statusName(model::RunStatus::Running))
        .bind(2, model::statusName(model::RunStatus::AwaitingInput));
    QStringList dead;
    for (;;) {
        Result<bool> row = stmt->step();
        if (!row)
            return row.error();
        if (!row.value())
            break;
        if (!processExists(stmt->columnInt64(1)))
            dead << stmt->columnText(0);
    }
    return markInterrupted(dead);
}

Result<void> SessionLiveness::markInterrupted(const QStringList& ids)
{
    for (const QString& id : ids) {
        Result<void> marked = markInterrupted(id);
        if (!marked)
            return marked;
    }
    return {};
}

} // namespace lmars::store
