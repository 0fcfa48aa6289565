// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerAdmin.h"

#include "pg/PgConnection.h"
#include "pg/PgLog.h"

#include <array>
#include <utility>

namespace lmars::store {

namespace {

/// SQLSTATE insufficient_privilege
const QLatin1String kInsufficientPrivilege("42501");
/// SQLSTATE unique_violation
const QLatin1String kUniqueViolation("23505");

constexpr std::array<std::pair<AuditAction, const char*>, 11> kActionNames{{
    {AuditAction::Search, "search"},
    {AuditAction::DocumentRead, "document_read"},
    {AuditAction::DocumentAdd, "document_add"},
    {AuditAction::SessionView, "session_view"},
    {AuditAction::SessionSave, "session_save"},
    {AuditAction::Export, "export"},
    {AuditAction::WallAdd, "wall_add"},
    {AuditAction::WallRemove, "wall_remove"},
    {AuditAction::MemberAdd, "member_add"},
    {AuditAction::MemberRemove, "member_remove"},
    {AuditAction::MatterCreate, "matter_create"},
}};

QStringList arrayItems(const QString& pgArray)
{
    // Role names are plain identifiers here ({alice,bob}); quoted items lose their quotes.
    QString inner = pgArray.mid(1, pgArray.size() - 2);
    if (inner.isEmpty())
        return {};
    QStringList items = inner.split(QLatin1Char(','));
    for (QString& item : items)
        if (item.startsWith(QLatin1Char('"')) && item.endsWith(QLatin1Char('"')))
            item = item.mid(1, item.size() - 2);
    return items;
}

} // namespace

QString auditActionName(AuditAction action)
{
    for (const auto& [value, name] : kActionNames)
        if (value == action)
            return QString::fromLatin1(name);
    return QStringLiteral("search");
}

bool parseAuditAction(const QString& name, AuditAction* out)
{
    for (const auto& [value, text] : kActionNames)
        if (name == QLatin1String(text)) {
            *out = value;
            return true;
        }
    return false;
}

Error ServerAdmin::refusal(const Error& error, const QString& what) const
{
    if (m_db.lastSqlState() == kInsufficientPrivilege || error.summary.contains(QLatin1String("row-level security")))
        return Error(
            ErrorKind::Configuration,
            tr("%1 needs the lmars_admin role on the firm server; %2 does not have it.").arg(what, m_db.user()));
    return error;
}

Result<qint64> ServerAdmin::createMatter(const QString& name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return Error(ErrorKind::Usage, tr("A matter needs a name."));
    auto rows = m_db.query(QStringLiteral("INSERT INTO lmars.matters (name) VALUES ($1) RETURNING id"), {trimmed});
    if (!rows) {
        if (m_db.lastSqlState() == kUniqueViolation)
            return Error(ErrorKind::Usage, tr("A matter named \"%1\" already exists.").arg(trimmed));
        return refusal(rows.error(), tr("Creating a matter"));
    }
    qCInfo(lcPg) << "firm server: matter created" << trimmed;
    return rows->scalar().toLongLong();
}

Result<QList<ServerMatter>> ServerAdmin::matters()
{
    // Members and walls are listed for administrators only (a user may not read the walls table).
    auto admin = m_db.query(QStringLiteral("SELECT lmars.is_admin()"));
    if (!admin)
        return admin.error();
    const bool isAdmin = admin->scalar() == QLatin1String("t");
    auto rows = m_db.query(
        isAdmin ? QStringLiteral("SELECT m.id, m.name,"
                                 " coalesce((SELECT array_agg(role_name ORDER BY role_name) FROM lmars.memberships p"
                                 "   WHERE p.matter_id = m.id), '{}'),"
                                 " coalesce((SELECT array_agg(role_name ORDER BY role_name) FROM lmars.walls w"
                                 "   WHERE w.matter_id = m.id), '{}')"
                                 " FROM lmars.matters m ORDER BY m.name")
                : QStringLiteral("SELECT m.id, m.name, '{}', '{}' FROM lmars.matters m ORDER BY m.name"));
    if (!rows)
        return rows.error();
    QList<ServerMatter> out;
    for (const QStringList& row : rows->rows)
        out.append(ServerMatter{row.at(0).toLongLong(), row.at(1), arrayItems(row.at(2)), arrayItems(row.at(3))});
    return out;
}

Result<qint64> ServerAdmin::matterId(const QString& name)
{
    auto rows = m_db.query(QStringLiteral("SELECT id FROM lmars.matters WHERE name = $1"), {name.trimmed()});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error(ErrorKind::Usage,
                     tr("No matter named \"%1\" that you may see on the firm server ('lmars-cli server matter list' "
                        "lists yours).")
                         .arg(name.trimmed()));
    return rows->scalar().toLongLong();
}

Result<void> ServerAdmin::requireRole(const QString& user)
{
    auto rows = m_db.query(
        QStringLiteral("SELECT rolname, pg_has_role(rolname, 'lmars_user', 'MEMBER') FROM pg_roles WHERE rolname = $1"),
        {user});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error(ErrorKind::Usage, tr("There is no user (PostgreSQL role) named \"%1\" on the firm server. Create "
                                          "it first: CREATE ROLE \"%1\" LOGIN IN ROLE lmars_user;")
                                           .arg(user));
    if (rows->rows.first().at(1) == QLatin1String("t"))
        return {};
    // Joining the lmars_user group needs a role with CREATEROLE (or the superuser).
    auto granted = m_db.query(QStringLiteral("SELECT format('GRANT lmars_user TO %I', $1::text)"), {user});
    if (!granted)
        return granted.error();
    if (auto ran = m_db.execute(granted->scalar()); !ran)
        return Error(ErrorKind::Configuration,
                     tr("\"%1\" is not an L-MARS user and you may not make them one. A database administrator runs: "
                        "GRANT lmars_user TO \"%1\";")
                         .arg(user));
    return {};
}

Result<void> ServerAdmin::addMember(const QString& matter, const QString& user)
{
    auto id = matterId(matter);
    if (!id)
        return id.error();
    if (auto role = requireRole(user); !role)
        return role.error();
    auto rows = m_db.query(QStringLiteral("INSERT INTO lmars.memberships (matter_id, role_name) VALUES ($1, $2) "
                                          "ON CONFLICT DO NOTHING"),
                           {QString::number(id.value()), user});
    if (!rows)
        return refusal(rows.error(), tr("Adding a member"));
    return {};
}

Result<void> ServerAdmin::removeMember(const QString& matter, const QString& user)
{
    auto id = matterId(matter);
    if (!id)
        return id.error();
    auto rows = m_db.query(QStringLiteral("DELETE FROM lmars.memberships WHERE matter_id = $1 AND role_name = $2"),
                           {QString::number(id.value()), user});
    if (!rows)
        return refusal(rows.error(), tr("Removing a member"));
    return {};
}

Result<void> ServerAdmin::addWall(const QString& matter, const QString& user)
{
    auto id = matterId(matter);
    if (!id)
        return id.error();
    auto exists = m_db.query(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = $1"), {user});
    if (!exists)
        return exists.error();
    if (exists->isEmpty())
        return Error(ErrorKind::Usage,
                     tr("There is no user (PostgreSQL role) named \"%1\" on the firm server.").arg(user));
    auto rows = m_db.query(QStringLiteral("INSERT INTO lmars.walls (matter_id, role_name) VALUES ($1, $2) "
                                          "ON CONFLICT DO NOTHING"),
                           {QString::number(id.value()), user});
    if (!rows)
        return refusal(rows.error(), tr("Adding an ethical wall"));
    qCInfo(lcPg) << "firm server: wall added on matter" << id.value();
    return {};
}

Result<bool> ServerAdmin::removeWall(const QString& matter, const QString& user)
{
    auto id = matterId(matter);
    if (!id)
        return id.error();
    auto rows = m_db.query(
        QStringLiteral("DELETE FROM lmars.walls WHERE matter_id = $1 AND role_name = $2 RETURNING role_name"),
        {QString::number(id.value()), user});
    if (!rows)
        return refusal(rows.error(), tr("Removing an ethical wall"));
    return !rows->isEmpty();
}

Result<void> ServerAdmin::record(AuditAction action, qint64 matterId, const QString& detail)
{
    auto rows = m_db.query(QStringLiteral("SELECT lmars.record($1, $2, $3)"),
                           {auditActionName(action), matterId > 0 ? QString::number(matterId) : QString(), detail});
    if (!rows)
        return rows.error();
    return {};
}

Result<QList<AuditEntry>> ServerAdmin::audit(const AuditFilter& filter)
{
    auto rows = m_db.query(
        QStringLiteral(
            "SELECT a.id, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), a.role_name,"
            " coalesce(m.name, ''), a.action, a.detail"
            " FROM lmars.audit a LEFT JOIN lmars.matters m ON m.id = a.matter_id"
            " WHERE ($1::text IS NULL OR m.name = $1) AND ($2::text IS NULL OR a.role_name = $2)"
            "   AND ($3::timestamptz IS NULL OR a.at >= $3)"
            " ORDER BY a.id LIMIT $4"),
        {filter.matter.isEmpty() ? QString() : filter.matter, filter.user.isEmpty() ? QString() : filter.user,
         filter.since.isValid() ? filter.since.toUTC().toString(Qt::ISODateWithMs) : QString(),
         QString::number(filter.limit)});
    if (!rows)
        return refusal(rows.error(), tr("Reading the audit trail"));
    QList<AuditEntry> out;
    for (const QStringList& row : rows->rows) {
        AuditEntry entry;
        entry.id = row.at(0).toLongLong();
        entry.at = QDateTime::fromString(row.at(1), Qt::ISODateWithMs);
        entry.user = row.at(2);
        entry.matter = row.at(3);
        if (!parseAuditAction(row.at(4), &entry.action))
            continue;
        entry.detail = row.at(5);
        out.append(entry);
    }
    return out;
}

} // namespace lmars::store
