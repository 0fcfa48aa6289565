// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerLink.h"

#include "pg/PgConnection.h"
#include "server/ServerLog.h"
#include "server/ServerSchema.h"

namespace lmars::store {

ServerLink::ServerLink(QString conninfo, QString password, int connectTimeoutSeconds)
    : m_conninfo(std::move(conninfo)), m_password(std::move(password)), m_timeoutSeconds(connectTimeoutSeconds)
{}

ServerLink::~ServerLink() = default;

QString ServerLink::displayName() const
{
    return PgConnection::withoutPassword(m_conninfo);
}

Result<PgConnection*> ServerLink::connection()
{
    if (m_connection && m_connection->isOpen())
        return m_connection.get();
    if (!m_reason.isEmpty() && m_sinceFailure.isValid() && m_sinceFailure.elapsed() < kRetryMs)
        return m_lastError;
    return connectNow();
}

Result<PgConnection*> ServerLink::reconnect()
{
    m_connection.reset();
    return connectNow();
}

Result<PgConnection*> ServerLink::connectNow()
{
    m_connection.reset();
    auto opened = PgConnection::open(m_conninfo, m_password, m_timeoutSeconds);
    if (opened) {
        if (auto usable = ServerSchema::check(*opened.value()); !usable)
            opened = usable.error();
    }
    if (!opened) {
        m_lastError = opened.error();
        m_reason = m_lastError.toString();
        m_sinceFailure.start();
        qCInfo(lcServer) << "firm server unavailable:" << m_reason;
        return m_lastError;
    }
    m_connection = std::move(opened.value());
    m_reason.clear();
    m_sinceFailure.invalidate();
    return m_connection.get();
}

void ServerLink::noteFailure(const Error& error)
{
    if (error.kind != ErrorKind::Network && (!m_connection || m_connection->isOpen()))
        return; // the server answered (a refusal): it is reachable
    m_connection.reset();
    m_lastError = error;
    m_reason = error.toString();
    m_sinceFailure.start();
}

} // namespace lmars::store
