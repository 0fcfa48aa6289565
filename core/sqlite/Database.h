// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "sqlite/Statement.h"

#include <QString>
#include <QStringList>

#include <memory>

struct sqlite3;

namespace lmars::store {

/**
 * One SQLite connection (RAII). Opened in WAL mode with synchronous=NORMAL, foreign keys on
 * and a 5 s busy timeout. Not thread-safe by itself: callers serialise access.
 */
class Database
{
public:
    /// Whether SQLite guards the connection with its own mutex on every call.
    enum class Threading
    {
        Serialized,      ///< the connection may be used from several threads at once
        OneThreadAtATime ///< the owner guarantees that; saves a mutex round trip per call
    };

    /// Opens (creating when needed) the database file at path; ":memory:" opens a private in-memory one.
    /// pageSize (bytes, a power of two up to 65536) applies to a new file; 0 keeps SQLite's default.
    static Result<std::unique_ptr<Database>> open(const QString& path, Threading threading = Threading::Serialized,
                                                  int pageSize = 0);

    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    QString path() const { return m_path; }

    /// How long a statement waits for another connection's lock before failing (the default).
    static constexpr int kBusyTimeoutMs = 5000;
    void setBusyTimeout(int ms);
    /// Whether error is SQLite's "database is locked" (another connection held the lock too long).
    static bool isBusy(const Error& error);

    /// Runs one or more SQL statements that return no needed rows.
    Result<void> exec(const QString& sql);
    Result<Statement> prepare(const QString& sql);

    Result<void> begin(); ///< BEGIN IMMEDIATE
    Result<void> commit();
    Result<void> rollback();

    /// Applies steps[userVersion .. n-1] in order, each in its own transaction that also sets
    /// PRAGMA user_version to its 1-based index. Fails (Storage) when the file is newer than steps.
    Result<void> migrate(const QStringList& steps);
    Result<int> userVersion();
    /// "wal", "delete", "memory", ...
    Result<QString> journalMode();

    qint64 lastInsertRowId() const;
    int changes() const;

private:
    Database(sqlite3* db, QString path);
    Result<QString> singleText(const QString& sql);

    sqlite3* m_db = nullptr;
    QString m_path;
};

} // namespace lmars::store
