// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QString>

#include <memory>

namespace lmars::store {

class PgConnection;

/**
 * The connection to the firm server that a backend uses, opened when first needed and opened
 * again after it was lost. It remembers why the server could not be reached; while the server is
 * down it tries again at most every kRetryMs (or when reconnect() asks), so that an offline
 * desktop does not wait for a connection timeout on every call. Not thread-safe: one per thread.
 */
class ServerLink final
{
    Q_DECLARE_TR_FUNCTIONS(ServerLink)

public:
    /// conninfo: a libpq connection string or URI; password: empty for ~/.pgpass or PGPASSWORD.
    ServerLink(QString conninfo, QString password, int connectTimeoutSeconds = 5);
    ~ServerLink();
    ServerLink(const ServerLink&) = delete;
    ServerLink& operator=(const ServerLink&) = delete;

    /// The open connection with a schema this build can use, connecting when needed; an error
    /// (with the reason) when the server cannot be reached or refuses.
    Result<PgConnection*> connection();
    /// Drops the connection and connects again now, whatever the retry interval.
    Result<PgConnection*> reconnect();
    /// Notes the outcome of a call made on the connection: a lost connection is dropped (the next
    /// call connects again) and the server counts as unreachable until then.
    void noteFailure(const Error& error);

    /// As of the last attempt: true when connected (or never tried).
    bool isReachable() const { return m_reason.isEmpty(); }
    /// Why the server could not be used at the last attempt; empty when it could.
    QString unreachableReason() const { return m_reason; }
    /// The connection string without any password.
    QString displayName() const;

    /// How long after a failed attempt the next one waits (unless reconnect() is called).
    static constexpr int kRetryMs = 15000;

private:
    Result<PgConnection*> connectNow();

    QString m_conninfo;
    QString m_password;
    int m_timeoutSeconds;
    std::unique_ptr<PgConnection> m_connection;
    QString m_reason;
    Error m_lastError;
    QElapsedTimer m_sinceFailure;
};

} // namespace lmars::store
