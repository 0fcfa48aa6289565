// SPDX-License-Identifier: GPL-3.0-or-later
#include "Statement.h"

#include "sqlite/SqliteLog.h"

#include <QCoreApplication>

#include <sqlite3.h>

#include <utility>

namespace lmars::store {

namespace {
struct StatementTr
{
    Q_DECLARE_TR_FUNCTIONS(Statement)
};
} // namespace

Statement::Statement(sqlite3* db, sqlite3_stmt* stmt, QString sql) : m_db(db), m_stmt(stmt), m_sql(std::move(sql)) {}

Statement::~Statement()
{
    if (m_stmt)
        sqlite3_finalize(m_stmt);
}

Statement::Statement(Statement&& other) noexcept
    : m_db(std::exchange(other.m_db, nullptr)), m_stmt(std::exchange(other.m_stmt, nullptr)),
      m_sql(std::move(other.m_sql)), m_bindError(std::exchange(other.m_bindError, 0)),
      m_bindErrorIndex(std::exchange(other.m_bindErrorIndex, 0))
{}

Statement& Statement::operator=(Statement&& other) noexcept
{
    if (this != &other) {
        if (m_stmt)
            sqlite3_finalize(m_stmt);
        m_db = std::exchange(other.m_db, nullptr);
        m_stmt = std::exchange(other.m_stmt, nullptr);
        m_sql = std::move(other.m_sql);
        m_bindError = std::exchange(other.m_bindError, 0);
        m_bindErrorIndex = std::exchange(other.m_bindErrorIndex, 0);
    }
    return *this;
}

void Statement::noteBindResult(int rc, int index)
{
    if (rc != SQLITE_OK && m_bindError == 0) {
        m_bindError = rc;
        m_bindErrorIndex = index;
    }
}

Statement& Statement::bind(int index, const QString& value)
{
    return bindUtf8(index, value.toUtf8());
}

Statement& Statement::bindUtf8(int index, const QByteArray& utf8)
{
    if (!m_stmt)
        return *this;
    noteBindResult(sqlite3_bind_text64(m_stmt, index, utf8.constData(), static_cast<sqlite3_uint64>(utf8.size()),
                                       SQLITE_TRANSIENT, SQLITE_UTF8),
                   index);
    return *this;
}

Statement& Statement::bind(int index, qint64 value)
{
    if (m_stmt)
        noteBindResult(sqlite3_bind_int64(m_stmt, index, static_cast<sqlite3_int64>(value)), index);
    return *this;
}

Statement& Statement::bind(int index, int value)
{
    if (m_stmt)
        noteBindResult(sqlite3_bind_int(m_stmt, index, value), index);
    return *this;
}

Statement& Statement::bind(int index, double value)
{
    if (m_stmt)
        noteBindResult(sqlite3_bind_double(m_stmt, index, value), index);
    return *this;
}

Statement& Statement::bindBlob(int index, const QByteArray& value)
{
    if (m_stmt)
        noteBindResult(sqlite3_bind_blob64(m_stmt, index, value.constData(), static_cast<sqlite3_uint64>(value.size()),
                                           SQLITE_TRANSIENT),
                       index);
    return *this;
}

Statement& Statement::bindBlob(int index, std::string_view value)
{
    if (m_stmt)
        noteBindResult(sqlite3_bind_blob64(m_stmt, index, value.empty() ? "" : value.data(),
                                           static_cast<sqlite3_uint64>(value.size()), SQLITE_TRANSIENT),
                       index);
    return *this;
}

Statement& Statement::bindNull(int index)
{
    if (m_stmt)
        noteBindResult(sqlite3_bind_null(m_stmt, index), index);
    return *this;
}

Error Statement::makeError(int rc) const
{
    const QString detail = m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString::fromUtf8(sqlite3_errstr(rc));
    qCWarning(lcSqlite) << "SQLite error" << rc << detail << "in" << m_sql;
    return Error(ErrorKind::Storage, StatementTr::tr("The session database failed: %1").arg(detail), 0,
                 QString::fromUtf8(sqlite3_errstr(rc)));
}

Result<bool> Statement::step()
{
    if (!m_stmt)
        return Error(ErrorKind::Internal, StatementTr::tr("Stepping a statement that was never prepared."));
    if (m_bindError != 0) {
        const int rc = m_bindError;
        qCWarning(lcSqlite) << "bind of parameter" << m_bindErrorIndex << "failed in" << m_sql;
        return Error(ErrorKind::Storage, StatementTr::tr("The session database failed: cannot bind parameter %1 (%2).")
                                             .arg(m_bindErrorIndex)
                                             .arg(QString::fromUtf8(sqlite3_errstr(rc))));
    }
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    Error error = makeError(rc);
    sqlite3_reset(m_stmt);
    return error;
}

Result<void> Statement::run()
{
    for (;;) {
        Result<bool> row = step();
        if (!row)
            return row.error();
        if (!row.value())
            return {};
    }
}

void Statement::reset()
{
    if (m_stmt)
        sqlite3_reset(m_stmt);
}

void Statement::clearBindings()
{
    if (m_stmt)
        sqlite3_clear_bindings(m_stmt);
    m_bindError = 0;
    m_bindErrorIndex = 0;
}

int Statement::columnCount() const
{
    return m_stmt ? sqlite3_column_count(m_stmt) : 0;
}

bool Statement::columnIsNull(int column) const
{
    return !m_stmt || sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

QString Statement::columnText(int column) const
{
    if (!m_stmt)
        return {};
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, column));
    const int bytes = sqlite3_column_bytes(m_stmt, column);
    return text ? QString::fromUtf8(text, bytes) : QString();
}

QByteArray Statement::columnBlob(int column) const
{
    if (!m_stmt)
        return {};
    const void* data = sqlite3_column_blob(m_stmt, column);
    const int bytes = sqlite3_column_bytes(m_stmt, column);
    return data ? QByteArray(static_cast<const char*>(data), bytes) : QByteArray();
}

std::string_view Statement::columnBlobView(int column) const
{
    if (!m_stmt)
        return {};
    const void* data = sqlite3_column_blob(m_stmt, column);
    const int bytes = sqlite3_column_bytes(m_stmt, column);
    return data ? std::string_view(static_cast<const char*>(data), static_cast<size_t>(bytes)) : std::string_view();
}

qint64 Statement::columnInt64(int column) const
{
    return m_stmt ? static_cast<qint64>(sqlite3_column_int64(m_stmt, column)) : 0;
}

int Statement::columnInt(int column) const
{
    return m_stmt ? sqlite3_column_int(m_stmt, column) : 0;
}

double Statement::columnDouble(int column) const
{
    return m_stmt ? sqlite3_column_double(m_stmt, column) : 0.0;
}

} // namespace lmars::store
