// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

struct pg_conn;
struct pg_result;

namespace lmars::store {

/// The rows of one query as text (NULL is a null QString), column names alongside.
struct PgRows
{
    QStringList columns;
    QList<QStringList> rows;

    bool isEmpty() const { return rows.isEmpty(); }
    /// The first row's first column, or a null string when there is none.
    QString scalar() const { return rows.isEmpty() || rows.first().isEmpty() ? QString() : rows.first().first(); }
};

/// One parameter of PgConnection::queryBytes(): text, or raw bytes for a bytea.
struct PgParam
{
    QByteArray value; ///< UTF-8 text, or the bytes themselves when binary
    bool binary = false;
};

/// The rows of one query in PostgreSQL's binary format: bytea and text as their bytes, int4/int8
/// big-endian (PgConnection::integerAt); NULL is a null QByteArray.
struct PgByteRows
{
    QList<QList<QByteArray>> rows;
};

/**
 * One libpq connection to the firm server. Only core/pg talks to libpq. Every query is sent
 * with parameters (never spliced into SQL text); errors come back as Result errors with the
 * server's message, never with the password. The password comes from ~/.pgpass or the
 * PGPASSWORD/password given to open(), which is never logged.
 * Not thread-safe: one connection per thread.
 */
class PgConnection final
{
    Q_DECLARE_TR_FUNCTIONS(PgConnection)

public:
    /// Connects with a libpq connection string or URI ("postgresql://host/db", "host=... dbname=...").
    /// password, when not empty, overrides any in the string (from the keychain).
    static Result<std::unique_ptr<PgConnection>> open(const QString& conninfo, const QString& password = {},
                                                      int connectTimeoutSeconds = 5);
    ~PgConnection();
    PgConnection(const PgConnection&) = delete;
    /// A second connection to the same server, database and role with the same options
    /// (password, TLS, timeouts) as this one, for work on another thread.
    Result<std::unique_ptr<PgConnection>> openAnother() const;
    PgConnection& operator=(const PgConnection&) = delete;

    /// Runs one statement with $1, $2, ... parameters (a null QString is SQL NULL).
    Result<PgRows> query(const QString& sql, const QStringList& params = {});
    /// Runs one statement with $1, $2, ... parameters, the results in binary format: for bytea
    /// columns (index segments) without the text format's hex encoding.
    Result<PgByteRows> queryBytes(const QString& sql, const QList<PgParam>& params = {});
    /// query() and queryBytes() with the statement prepared once per connection (keyed by its text)
    /// and its plan reused, which saves the server parsing and planning it again: for the fixed
    /// statements every search runs. sql must be a constant text, never one with values spliced in.
    Result<PgRows> queryPrepared(const QString& sql, const QStringList& params = {});
    Result<PgByteRows> queryBytesPrepared(const QString& sql, const QList<PgParam>& params = {});
    /// Statements prepared on this connection.
    int preparedStatements() const { return int(m_prepared.size()); }
    /// A binary-format int4 or int8 value.
    static qint64 integerAt(const QByteArray& value);
    /// An array literal of integers ("{1,2,3}") for a $n::bigint[] or $n::int[] parameter.
    static QString integerArray(const QList<qint64>& values);
    /// Runs statements without parameters (may hold several separated by semicolons).
    Result<void> execute(const QString& sql);

    /// COPY table (columns) FROM STDIN in text format: each row's fields escaped here.
    Result<void> copyRows(const QString& table, const QStringList& columns, const QList<QStringList>& rows);

    Result<void> begin();
    Result<void> commit();
    void rollback();

    /// The role this connection logged in as.
    QString user() const;
    /// The connection string without any password, for messages.
    QString displayName() const { return m_display; }
    /// True while the connection is usable.
    bool isOpen() const;

    /// The SQLSTATE of the last failed statement ("42501" permission denied, ...), or empty.
    QString lastSqlState() const { return m_lastSqlState; }

    /// The conninfo with any password removed (key=value or URI form).
    static QString withoutPassword(const QString& conninfo);

private:
    PgConnection(pg_conn* conn, QString display);
    /// The connection once libpq has made it (null: out of memory), or why it failed.
    static Result<std::unique_ptr<PgConnection>> connected(pg_conn* conn, const QString& display);
    Error failure(const QString& what, const QString& serverMessage);
    Result<PgRows> textQuery(const QString& sql, const QStringList& params, bool prepare);
    Result<PgByteRows> bytesQuery(const QString& sql, const QList<PgParam>& params, bool prepare);
    /// Runs sql with the parameters (PQexecParams), or, when prepare, the statement prepared for
    /// its text on this connection (preparing it the first time); the caller owns the result.
    pg_result* run(const QString& sql, int count, const char* const* values, const int* lengths, const int* formats,
                   int resultFormat, bool prepare);

    pg_conn* m_conn = nullptr;
    QString m_display;
    QString m_lastSqlState;
    QHash<QString, QByteArray> m_prepared; ///< statement name by SQL text
};

} // namespace lmars::store
