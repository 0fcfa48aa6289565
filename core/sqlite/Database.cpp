// SPDX-License-Identifier: GPL-3.0-or-later
#include "Database.h"

#include "sqlite/SqliteLog.h"

#include <QCoreApplication>

#include <sqlite3.h>

#include <chrono>
#include <mutex>
#include <thread>
#include <utility>

namespace lmars::store {

namespace {
struct DatabaseTr
{
    Q_DECLARE_TR_FUNCTIONS(Database)
};

Error sqliteError(sqlite3* db, int rc, const QString& what)
{
    const QString detail = db ? QString::fromUtf8(sqlite3_errmsg(db)) : QString::fromUtf8(sqlite3_errstr(rc));
    qCWarning(lcSqlite) << what << "failed:" << rc << detail;
    return Error(ErrorKind::Storage, DatabaseTr::tr("The session database failed (%1): %2").arg(what, detail), 0,
                 QString::fromUtf8(sqlite3_errstr(rc)));
}
} // namespace

Database::Database(sqlite3* db, QString path) : m_db(db), m_path(std::move(path)) {}

Database::~Database()
{
    if (m_db)
        sqlite3_close_v2(m_db);
}

Result<std::unique_ptr<Database>> Database::open(const QString& path, Threading threading, int pageSize)
{
    // SQLite counts every allocation under one process-wide mutex unless told not to (before its
    // first use): two threads writing two files then spent their time waking each other.
    static std::once_flag configured;
    std::call_once(configured, [] { sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); });
    sqlite3* handle = nullptr;
    const QByteArray file = path.toUtf8();
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE |
                      (threading == Threading::Serialized ? SQLITE_OPEN_FULLMUTEX : SQLITE_OPEN_NOMUTEX);
    const int rc = sqlite3_open_v2(file.constData(), &handle, flags, nullptr);
    if (rc != SQLITE_OK) {
        Error error = sqliteError(handle, rc, DatabaseTr::tr("opening %1").arg(path));
        if (handle)
            sqlite3_close_v2(handle);
        return error;
    }
    sqlite3_extended_result_codes(handle, 1);
    std::unique_ptr<Database> db(new Database(handle, path));
    sqlite3_busy_timeout(handle, kBusyTimeoutMs);

    if (pageSize > 0) { // before WAL mode writes the file's first page
        if (Result<void> sized = db->exec(QStringLiteral("PRAGMA page_size=%1").arg(pageSize)); !sized)
            return sized.error();
    }
    if (path != QLatin1String(":memory:")) {
        // Turning a new file to WAL needs it to itself for a moment, and SQLite does not wait for
        // that: another connection creating the same file at once is waited for here (up to 1 s).
        Result<QString> mode = db->singleText(QStringLiteral("PRAGMA journal_mode=WAL"));
        for (int attempt = 0; !mode && attempt < 100; ++attempt) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            mode = db->singleText(QStringLiteral("PRAGMA journal_mode=WAL"));
        }
        if (!mode)
            return mode.error();
        if (mode.value().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
            qCWarning(lcSqlite) << "WAL journal not available for" << path << "- using" << mode.value();
    }
    Result<void> pragmas = db->exec(QStringLiteral("PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;"));
    if (!pragmas)
        return pragmas.error();
    return db;
}

Result<void> Database::exec(const QString& sql)
{
    char* message = nullptr;
    const QByteArray utf8 = sql.toUtf8();
    const int rc = sqlite3_exec(m_db, utf8.constData(), nullptr, nullptr, &message);
    if (rc != SQLITE_OK) {
        const QString detail = message ? QString::fromUtf8(message) : QString::fromUtf8(sqlite3_errstr(rc));
        sqlite3_free(message);
        qCWarning(lcSqlite) << "exec failed:" << rc << detail << "in" << sql.left(200);
        return Error(ErrorKind::Storage, DatabaseTr::tr("The session database failed: %1").arg(detail), 0,
                     QString::fromUtf8(sqlite3_errstr(rc)));
    }
    return {};
}

Result<Statement> Database::prepare(const QString& sql)
{
    sqlite3_stmt* stmt = nullptr;
    const QByteArray utf8 = sql.toUtf8();
    const int rc = sqlite3_prepare_v2(m_db, utf8.constData(), static_cast<int>(utf8.size()), &stmt, nullptr);
    if (rc != SQLITE_OK) {
        if (stmt)
            sqlite3_finalize(stmt);
        return sqliteError(m_db, rc, DatabaseTr::tr("preparing a statement"));
    }
    if (!stmt)
        return Error(ErrorKind::Internal, DatabaseTr::tr("An empty SQL statement was prepared."));
    return Statement(m_db, stmt, sql);
}

Result<void> Database::begin()
{
    return exec(QStringLiteral("BEGIN IMMEDIATE"));
}

Result<void> Database::commit()
{
    return exec(QStringLiteral("COMMIT"));
}

Result<void> Database::rollback()
{
    if (sqlite3_get_autocommit(m_db))
        return {}; // nothing open (SQLite may already have rolled back after an error)
    return exec(QStringLiteral("ROLLBACK"));
}

Result<QString> Database::singleText(const QString& sql)
{
    Result<Statement> stmt = prepare(sql);
    if (!stmt)
        return stmt.error();
    Result<bool> row = stmt->step();
    if (!row)
        return row.error();
    if (!row.value())
        return QString();
    return stmt->columnText(0);
}

Result<int> Database::userVersion()
{
    Result<QString> text = singleText(QStringLiteral("PRAGMA user_version"));
    if (!text)
        return text.error();
    return text.value().toInt();
}

Result<QString> Database::journalMode()
{
    Result<QString> text = singleText(QStringLiteral("PRAGMA journal_mode"));
    if (!text)
        return text.error();
    return text.value().toLower();
}

Result<void> Database::migrate(const QStringList& steps)
{
    const int known = static_cast<int>(steps.size());
    const auto newer = [&](int have) {
        return Error(ErrorKind::Storage, DatabaseTr::tr("The database %1 was written by a newer version of the "
                                                        "application (schema %2, this version knows %3).")
                                             .arg(m_path)
                                             .arg(have)
                                             .arg(known));
    };
    Result<int> current = userVersion();
    if (!current)
        return current.error();
    if (current.value() > known)
        return newer(current.value());
    for (int i = current.value(); i < known; ++i) {
        Result<void> started = begin();
        if (!started)
            return started;
        // Another connection may have migrated the file since it was read above: ask again under
        // the write lock, or a step would run twice ("table ... already exists").
        Result<int> now = userVersion();
        if (!now || now.value() > known) {
            (void)rollback();
            return now ? newer(now.value()) : now.error();
        }
        if (now.value() > i) {
            if (Result<void> done = commit(); !done)
                return done;
            i = now.value() - 1;
            continue;
        }
        Result<void> applied = exec(steps.at(i));
        if (applied)
            applied = exec(QStringLiteral("PRAGMA user_version=%1").arg(i + 1));
        if (applied)
            applied = commit();
        if (!applied) {
            (void)rollback();
            return applied;
        }
        qCInfo(lcSqlite) << "migrated" << m_path << "to schema" << (i + 1);
    }
    return {};
}

void Database::setBusyTimeout(int ms)
{
    sqlite3_busy_timeout(m_db, ms);
}

bool Database::isBusy(const Error& error)
{
    return error.providerMessage == QString::fromUtf8(sqlite3_errstr(SQLITE_BUSY));
}

qint64 Database::lastInsertRowId() const
{
    return static_cast<qint64>(sqlite3_last_insert_rowid(m_db));
}

int Database::changes() const
{
    return sqlite3_changes(m_db);
}

} // namespace lmars::store
