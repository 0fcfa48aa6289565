// SPDX-License-Identifier: GPL-3.0-or-later
#include "PgConnection.h"

#include "net/NetworkConfig.h"
#include "pg/PgLog.h"

#include <QFile>
#include <QRegularExpression>
#include <QtEndian>

#include <libpq-fe.h>

#include <vector>

namespace lmars::store {

namespace {

/// Owns a PGresult.
struct ResultDeleter
{
    void operator()(PGresult* r) const { PQclear(r); }
};
using PgResultPtr = std::unique_ptr<PGresult, ResultDeleter>;

QString serverMessage(PGconn* conn, const PGresult* result)
{
    const char* text = result ? PQresultErrorMessage(result) : PQerrorMessage(conn);
    return QString::fromUtf8(text).trimmed();
}

/// COPY text format: backslash, tab, newline and carriage return escaped; NULL is \N.
QByteArray copyField(const QString& value)
{
    if (value.isNull())
        return QByteArrayLiteral("\\N");
    QByteArray out;
    const QByteArray utf8 = value.toUtf8();
    out.reserve(utf8.size() + 8);
    for (const char c : utf8) {
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\0':
            break; // PostgreSQL text cannot hold NUL
        default:
            out += c;
        }
    }
    return out;
}

} // namespace

PgConnection::PgConnection(pg_conn* conn, QString display) : m_conn(conn), m_display(std::move(display)) {}

PgConnection::~PgConnection()
{
    if (m_conn)
        PQfinish(m_conn);
}

QString PgConnection::withoutPassword(const QString& conninfo)
{
    QString text = conninfo;
    // URI: postgresql://user:secret@host -> postgresql://user@host; ?password=... removed.
    static const QRegularExpression uriPassword(QStringLiteral("^(postgres(?:ql)?://[^:/@]*):[^@]*@"));
    text.replace(uriPassword, QStringLiteral("\\1@"));
    static const QRegularExpression queryPassword(QStringLiteral("([?&])password=[^&]*&?"));
    text.replace(queryPassword, QStringLiteral("\\1"));
    // key=value: password=secret or password='se cret'
    static const QRegularExpression keyPassword(QStringLiteral("\\bpassword\\s*=\\s*('(?:[^'\\\\]|\\\\.)*'|\\S*)"));
    text.replace(keyPassword, QString());
    return text.simplified();
}

Result<std::unique_ptr<PgConnection>> PgConnection::open(const QString& conninfo, const QString& password,
                                                         int connectTimeoutSeconds)
{
    const QString display = withoutPassword(conninfo);
    const QByteArray dsn = conninfo.toUtf8();
    // A conninfo string or URI (a plain word is a database name) is checked before connecting, so
    // a mistyped address is reported as such rather than as an unreachable server.
    if (conninfo.contains(QLatin1Char('=')) || conninfo.contains(QLatin1String("://"))) {
        char* parseError = nullptr;
        PQconninfoOption* options = PQconninfoParse(dsn.constData(), &parseError);
        if (!options) {
            const QString why = parseError ? QString::fromUtf8(parseError).trimmed() : QString();
            PQfreemem(parseError);
            return Error(ErrorKind::Configuration,
                         tr("The firm server address is not a valid libpq connection string or URI: %1").arg(why));
        }
        PQconninfoFree(options);
    }
    const QByteArray timeout = QByteArray::number(connectTimeoutSeconds);
    const QByteArray secret = password.toUtf8();
    // The CA bundle of Settings → Network verifies the server's certificate (libpq's sslrootcert);
    // it comes first, so that an sslrootcert in the conninfo overrides it.
    const QByteArray rootCert = QFile::encodeName(net::NetworkConfig::processWide().caBundleFile.trimmed());
    std::vector<const char*> keys;
    std::vector<const char*> values;
    if (!rootCert.isEmpty()) {
        keys.push_back("sslrootcert");
        values.push_back(rootCert.constData());
    }
    // The conninfo is expanded next (dbname may be a full string or URI); later keys override it.
    keys.insert(keys.end(), {"dbname", "connect_timeout", "application_name", "client_encoding"});
    values.insert(values.end(), {dsn.constData(), timeout.constData(), "lmars", "UTF8"});
    if (!password.isEmpty()) {
        keys.push_back("password");
        values.push_back(secret.constData());
    }
    keys.push_back(nullptr);
    values.push_back(nullptr);
    return connected(PQconnectdbParams(keys.data(), values.data(), 1), display);
}

Result<std::unique_ptr<PgConnection>> PgConnection::connected(pg_conn* conn, const QString& display)
{
    if (!conn)
        return Error(ErrorKind::Internal, tr("Out of memory while connecting to the firm server."));
    if (PQstatus(conn) != CONNECTION_OK) {
        const QString message = serverMessage(conn, nullptr);
        PQfinish(conn);
        qCWarning(lcPg) << "firm server connection failed:" << display << message;
        return Error(ErrorKind::Network, tr("Cannot reach the firm server (%1): %2").arg(display, message));
    }
    // Quiet NOTICE lines (CREATE ... IF NOT EXISTS) instead of printing them to stderr.
    PQsetNoticeProcessor(
        conn, [](void*, const char* message) { qCDebug(lcPg) << "server notice:" << message; }, nullptr);
    return std::unique_ptr<PgConnection>(new PgConnection(conn, display));
}

Result<std::unique_ptr<PgConnection>> PgConnection::openAnother() const
{
    // The options this connection was made with (after the conninfo's expansion, ~/.pgpass and
    // the environment), so the second connection reaches the same server as the same role.
    PQconninfoOption* options = PQconninfo(m_conn);
    if (!options)
        return Error(ErrorKind::Internal, tr("Out of memory while connecting to the firm server."));
    std::vector<const char*> keys;
    std::vector<const char*> values;
    for (const PQconninfoOption* o = options; o->keyword; ++o) {
        if (o->val && *o->val) {
            keys.push_back(o->keyword);
            values.push_back(o->val);
        }
    }
    keys.push_back(nullptr);
    values.push_back(nullptr);
    PGconn* conn = PQconnectdbParams(keys.data(), values.data(), 0);
    PQconninfoFree(options);
    return connected(conn, m_display);
}

Error PgConnection::failure(const QString& what, const QString& message)
{
    qCWarning(lcPg) << what << "failed:" << message;
    // No SQLSTATE (libpq's own error: the server closed the connection), class 08 (connection
    // exception) and 57P (the server shutting down or starting) mean the server went away, even
    // while libpq still holds the socket.
    if (PQstatus(m_conn) != CONNECTION_OK || m_lastSqlState.isEmpty() ||
        m_lastSqlState.startsWith(QLatin1String("08")) || m_lastSqlState.startsWith(QLatin1String("57P")))
        return Error(ErrorKind::Network, tr("The connection to the firm server was lost: %1").arg(message));
    return Error(ErrorKind::Storage, tr("The firm server refused the request: %1").arg(message));
}

pg_result* PgConnection::run(const QString& sql, int count, const char* const* values, const int* lengths,
                             const int* formats, int resultFormat, bool prepare)
{
    if (!prepare)
        return PQexecParams(m_conn, sql.toUtf8().constData(), count, nullptr, values, lengths, formats, resultFormat);
    auto name = m_prepared.constFind(sql);
    if (name == m_prepared.cend()) {
        const QByteArray fresh = "lmars_" + QByteArray::number(m_prepared.size() + 1);
        PgResultPtr made(PQprepare(m_conn, fresh.constData(), sql.toUtf8().constData(), count, nullptr));
        if (!made || PQresultStatus(made.get()) != PGRES_COMMAND_OK)
            return made.release(); // the caller reports the failure
        name = m_prepared.insert(sql, fresh);
    }
    return PQexecPrepared(m_conn, name->constData(), count, values, lengths, formats, resultFormat);
}

Result<PgRows> PgConnection::query(const QString& sql, const QStringList& params)
{
    return textQuery(sql, params, false);
}

Result<PgRows> PgConnection::queryPrepared(const QString& sql, const QStringList& params)
{
    return textQuery(sql, params, true);
}

Result<PgByteRows> PgConnection::queryBytes(const QString& sql, const QList<PgParam>& params)
{
    return bytesQuery(sql, params, false);
}

Result<PgByteRows> PgConnection::queryBytesPrepared(const QString& sql, const QList<PgParam>& params)
{
    return bytesQuery(sql, params, true);
}

Result<PgRows> PgConnection::textQuery(const QString& sql, const QStringList& params, bool prepare)
{
    QList<QByteArray> storage;
    storage.reserve(params.size());
    std::vector<const char*> values;
    values.reserve(params.size());
    for (const QString& p : params) {
        if (p.isNull()) {
            values.push_back(nullptr);
        } else {
            storage.append(p.toUtf8());
            values.push_back(storage.last().constData());
        }
    }
    PgResultPtr result(run(sql, int(values.size()), values.data(), nullptr, nullptr, 0, prepare));
    const ExecStatusType status = result ? PQresultStatus(result.get()) : PGRES_FATAL_ERROR;
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) {
        const char* state = result ? PQresultErrorField(result.get(), PG_DIAG_SQLSTATE) : nullptr;
        m_lastSqlState = state ? QString::fromLatin1(state) : QString();
        return failure(QStringLiteral("query"), serverMessage(m_conn, result.get()));
    }
    m_lastSqlState.clear();
    PgRows rows;
    const int columns = PQnfields(result.get());
    for (int c = 0; c < columns; ++c)
        rows.columns.append(QString::fromUtf8(PQfname(result.get(), c)));
    const int count = PQntuples(result.get());
    rows.rows.reserve(count);
    for (int r = 0; r < count; ++r) {
        QStringList row;
        row.reserve(columns);
        for (int c = 0; c < columns; ++c)
            row.append(PQgetisnull(result.get(), r, c)
                           ? QString()
                           : QString::fromUtf8(PQgetvalue(result.get(), r, c), PQgetlength(result.get(), r, c)));
        rows.rows.append(row);
    }
    return rows;
}

Result<PgByteRows> PgConnection::bytesQuery(const QString& sql, const QList<PgParam>& params, bool prepare)
{
    std::vector<const char*> values;
    std::vector<int> lengths;
    std::vector<int> formats;
    values.reserve(params.size());
    lengths.reserve(params.size());
    formats.reserve(params.size());
    for (const PgParam& p : params) {
        values.push_back(p.value.isNull() ? nullptr : p.value.constData());
        lengths.push_back(int(p.value.size()));
        formats.push_back(p.binary ? 1 : 0);
    }
    PgResultPtr result(run(sql, int(values.size()), values.data(), lengths.data(), formats.data(), 1, prepare));
    const ExecStatusType status = result ? PQresultStatus(result.get()) : PGRES_FATAL_ERROR;
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) {
        const char* state = result ? PQresultErrorField(result.get(), PG_DIAG_SQLSTATE) : nullptr;
        m_lastSqlState = state ? QString::fromLatin1(state) : QString();
        return failure(QStringLiteral("query"), serverMessage(m_conn, result.get()));
    }
    m_lastSqlState.clear();
    PgByteRows rows;
    const int columns = PQnfields(result.get());
    const int count = PQntuples(result.get());
    rows.rows.reserve(count);
    for (int r = 0; r < count; ++r) {
        QList<QByteArray> row;
        row.reserve(columns);
        for (int c = 0; c < columns; ++c)
            row.append(PQgetisnull(result.get(), r, c)
                           ? QByteArray()
                           : QByteArray(PQgetvalue(result.get(), r, c), PQgetlength(result.get(), r, c)));
        rows.rows.append(row);
    }
    return rows;
}

qint64 PgConnection::integerAt(const QByteArray& value)
{
    const auto* bytes = reinterpret_cast<const uchar*>(value.constData());
    if (value.size() == 8)
        return qFromBigEndian<qint64>(bytes);
    if (value.size() == 4)
        return qFromBigEndian<qint32>(bytes);
    if (value.size() == 2)
        return qFromBigEndian<qint16>(bytes);
    return 0;
}

QString PgConnection::integerArray(const QList<qint64>& values)
{
    QStringList parts;
    parts.reserve(values.size());
    for (qint64 v : values)
        parts << QString::number(v);
    return QLatin1Char('{') + parts.join(QLatin1Char(',')) + QLatin1Char('}');
}

Result<void> PgConnection::execute(const QString& sql)
{
    const QByteArray text = sql.toUtf8();
    PgResultPtr result(PQexec(m_conn, text.constData()));
    const ExecStatusType status = result ? PQresultStatus(result.get()) : PGRES_FATAL_ERROR;
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) {
        const char* state = result ? PQresultErrorField(result.get(), PG_DIAG_SQLSTATE) : nullptr;
        m_lastSqlState = state ? QString::fromLatin1(state) : QString();
        return failure(QStringLiteral("statement"), serverMessage(m_conn, result.get()));
    }
    m_lastSqlState.clear();
    return {};
}

Result<void> PgConnection::copyRows(const QString& table, const QStringList& columns, const QList<QStringList>& rows)
{
    const QByteArray sql =
        QStringLiteral("COPY %1 (%2) FROM STDIN").arg(table, columns.join(QStringLiteral(", "))).toUtf8();
    {
        PgResultPtr start(PQexec(m_conn, sql.constData()));
        if (!start || PQresultStatus(start.get()) != PGRES_COPY_IN) {
            const char* state = start ? PQresultErrorField(start.get(), PG_DIAG_SQLSTATE) : nullptr;
            m_lastSqlState = state ? QString::fromLatin1(state) : QString();
            return failure(QStringLiteral("copy"), serverMessage(m_conn, start.get()));
        }
    }
    QByteArray buffer;
    constexpr int kFlushBytes = 1 << 20;
    bool sent = true;
    for (const QStringList& row : rows) {
        for (int i = 0; i < row.size(); ++i) {
            if (i > 0)
                buffer += '\t';
            buffer += copyField(row.at(i));
        }
        buffer += '\n';
        if (buffer.size() >= kFlushBytes) {
            sent = PQputCopyData(m_conn, buffer.constData(), int(buffer.size())) == 1;
            buffer.clear();
            if (!sent)
                break;
        }
    }
    if (sent && !buffer.isEmpty())
        sent = PQputCopyData(m_conn, buffer.constData(), int(buffer.size())) == 1;
    if (PQputCopyEnd(m_conn, sent ? nullptr : "client failed to send rows") != 1)
        return failure(QStringLiteral("copy"), serverMessage(m_conn, nullptr));
    PgResultPtr end(PQgetResult(m_conn));
    const bool ok = end && PQresultStatus(end.get()) == PGRES_COMMAND_OK;
    const QString message = ok ? QString() : serverMessage(m_conn, end.get());
    if (end) {
        const char* state = PQresultErrorField(end.get(), PG_DIAG_SQLSTATE);
        m_lastSqlState = state ? QString::fromLatin1(state) : QString();
    }
    while (PGresult* rest = PQgetResult(m_conn))
        PQclear(rest);
    if (!ok)
        return failure(QStringLiteral("copy"), message);
    return {};
}

Result<void> PgConnection::begin()
{
    return execute(QStringLiteral("BEGIN"));
}

Result<void> PgConnection::commit()
{
    return execute(QStringLiteral("COMMIT"));
}

void PgConnection::rollback()
{
    if (PQtransactionStatus(m_conn) != PQTRANS_IDLE)
        (void)execute(QStringLiteral("ROLLBACK"));
}

QString PgConnection::user() const
{
    return QString::fromUtf8(PQuser(m_conn));
}

bool PgConnection::isOpen() const
{
    return m_conn && PQstatus(m_conn) == CONNECTION_OK;
}

} // namespace lmars::store
