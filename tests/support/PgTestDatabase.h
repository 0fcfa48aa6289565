// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PgTestCluster.h"
#include "pg/PgConnection.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace lmars::test {

/// A fresh database in the test cluster, and login roles to use it as different lawyers.
class PgTestDatabase final
{
public:
    /// Drops and creates database name; false (with why()) when that fails.
    bool create(const QString& name)
    {
        m_name = name;
        auto admin = store::PgConnection::open(pgClusterConninfo());
        if (!admin) {
            m_why = admin.error().toString();
            return false;
        }
        for (const QString& sql : {QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name),
                                   QStringLiteral("CREATE DATABASE %1").arg(name)}) {
            if (auto ran = admin.value()->execute(sql); !ran) {
                m_why = ran.error().toString();
                return false;
            }
        }
        return true;
    }

    /// The connection string for the database as the cluster's superuser, or as role.
    QString conninfo(const QString& role = {}) const
    {
        QString text = pgClusterConninfo() + QStringLiteral(" dbname=") + m_name;
        if (!role.isEmpty())
            text += QStringLiteral(" user=") + role;
        return text;
    }

    std::unique_ptr<store::PgConnection> connect(const QString& role = {}) const
    {
        auto opened = store::PgConnection::open(conninfo(role));
        if (!opened)
            return nullptr;
        return std::move(opened.value());
    }

    /// (Re)creates a login role in the given groups (lmars_user, lmars_admin).
    bool createRole(const QString& role, const QStringList& groups)
    {
        auto admin = connect();
        if (!admin)
            return false;
        (void)admin->execute(QStringLiteral("DROP OWNED BY %1").arg(role));
        (void)admin->execute(QStringLiteral("DROP ROLE IF EXISTS %1").arg(role));
        QString sql = QStringLiteral("CREATE ROLE %1 LOGIN").arg(role);
        if (!groups.isEmpty())
            sql += QStringLiteral(" IN ROLE ") + groups.join(QStringLiteral(", "));
        auto ran = admin->execute(sql);
        if (!ran)
            m_why = ran.error().toString();
        return ran.ok();
    }

    QByteArray why() const { return m_why.toUtf8(); }

private:
    QString m_name;
    QString m_why;
};

} // namespace lmars::test
