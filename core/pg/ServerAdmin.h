// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace lmars::store {

class PgConnection;

/// One matter as the logged-in user sees it.
struct ServerMatter
{
    qint64 id = 0;
    QString name;
    QStringList members; ///< only filled for administrators
    QStringList walled;  ///< only filled for administrators
};

/// What an audit row records.
enum class AuditAction
{
    Search,
    DocumentRead,
    DocumentAdd,
    SessionView,
    SessionSave,
    Export,
    WallAdd,
    WallRemove,
    MemberAdd,
    MemberRemove,
    MatterCreate
};

/// "search", "document_read", ... (the audit table's values)
QString auditActionName(AuditAction action);
bool parseAuditAction(const QString& name, AuditAction* out);

struct AuditEntry
{
    qint64 id = 0;
    QDateTime at;
    QString user;
    QString matter; ///< the matter's name, empty when the row names none
    AuditAction action = AuditAction::Search;
    QString detail;
};

struct AuditFilter
{
    QString matter;  ///< a matter name, or empty for all
    QString user;    ///< a role name, or empty for all
    QDateTime since; ///< invalid for all
    int limit = 1000;
};

/**
 * Matters, memberships, walls and the audit trail on the firm server. Writes need the
 * lmars_admin role; the database refuses them otherwise (and this class says so clearly).
 * Every membership and wall change is audited by the database's own triggers.
 */
class ServerAdmin final
{
    Q_DECLARE_TR_FUNCTIONS(ServerAdmin)

public:
    explicit ServerAdmin(PgConnection& db) : m_db(db) {}

    Result<qint64> createMatter(const QString& name);
    /// The matters the user may see (all of them for an administrator), by name.
    Result<QList<ServerMatter>> matters();
    /// The id of a matter the user may see, by name; an error naming it otherwise.
    Result<qint64> matterId(const QString& name);

    /// Adds a PostgreSQL role to a matter (and to the lmars_user group, when needed).
    Result<void> addMember(const QString& matter, const QString& user);
    Result<void> removeMember(const QString& matter, const QString& user);
    Result<void> addWall(const QString& matter, const QString& user);
    /// false when there was no such wall.
    Result<bool> removeWall(const QString& matter, const QString& user);

    /// Appends an audit row as the logged-in user (lmars.record).
    Result<void> record(AuditAction action, qint64 matterId, const QString& detail);
    /// Audit rows, oldest first (administrators only).
    Result<QList<AuditEntry>> audit(const AuditFilter& filter);

private:
    /// A clearer error when the database refused for lack of privilege.
    Error refusal(const Error& error, const QString& what) const;
    Result<void> requireRole(const QString& user);

    PgConnection& m_db;
};

} // namespace lmars::store
