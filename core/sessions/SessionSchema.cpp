// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionSchema.h"

#include "sqlite/Database.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace lmars::store {

namespace {
struct SessionStoreTr
{
    Q_DECLARE_TR_FUNCTIONS(SessionStore) // the session database's messages, whoever opens it
};
} // namespace

Result<std::unique_ptr<Database>> SessionSchema::open(const QString& path)
{
    if (path.isEmpty())
        return Error(ErrorKind::Configuration, SessionStoreTr::tr("No path was given for the session database."));
    if (path != QLatin1String(":memory:")) {
        const QString dir = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(dir)) {
            return Error(ErrorKind::Storage,
                         SessionStoreTr::tr("Cannot create the folder %1 for the session database.").arg(dir));
        }
    }
    Result<std::unique_ptr<Database>> db = Database::open(path);
    if (!db)
        return db.error();
    Result<void> migrated = db.value()->migrate(migrations());
    if (!migrated)
        return migrated.error();
    return db;
}

QStringList SessionSchema::migrations()
{
    return {
        // 1: sessions, their event log and the full-text index over question and answer.
        QStringLiteral("CREATE TABLE sessions ("
                       "  rid INTEGER PRIMARY KEY,"
                       "  id TEXT NOT NULL UNIQUE,"
                       "  question TEXT NOT NULL DEFAULT '',"
                       "  mode TEXT NOT NULL DEFAULT '',"
                       "  status TEXT NOT NULL DEFAULT 'running',"
                       "  owner_pid INTEGER NOT NULL DEFAULT 0,"
                       "  started_at TEXT NOT NULL DEFAULT '',"
                       "  finished_at TEXT NOT NULL DEFAULT '',"
                       "  answer TEXT NOT NULL DEFAULT '',"
                       "  answer_partial TEXT NOT NULL DEFAULT '',"
                       "  trajectory TEXT NOT NULL DEFAULT '{}',"
                       "  created_at INTEGER NOT NULL,"
                       "  updated_at INTEGER NOT NULL"
                       ");"
                       "CREATE INDEX sessions_by_created ON sessions(created_at DESC, rid DESC);"
                       "CREATE INDEX sessions_by_status ON sessions(status);"
                       "CREATE TABLE events ("
                       "  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,"
                       "  seq INTEGER NOT NULL,"
                       "  type TEXT NOT NULL,"
                       "  payload TEXT NOT NULL,"
                       "  created_at INTEGER NOT NULL,"
                       "  PRIMARY KEY (session_id, seq)"
                       ") WITHOUT ROWID;"
                       "CREATE VIRTUAL TABLE sessions_fts USING fts5("
                       "  question, answer, tokenize = 'unicode61 remove_diacritics 2'"
                       ");"),
        // 2: a title the user gives a session in the history.
        QStringLiteral("ALTER TABLE sessions ADD COLUMN title TEXT NOT NULL DEFAULT '';"),
        // 3: what looking a citation up found (CourtListener, eCFR, Federal Register), by its
        // normalized form, with the date it was checked; shared by every session (CitationCache).
        QStringLiteral("CREATE TABLE citation_checks ("
                       "  normalized TEXT PRIMARY KEY,"
                       "  result TEXT NOT NULL,"
                       "  checked_at TEXT NOT NULL"
                       ") WITHOUT ROWID;"),
        // 4: the matter a session belongs to ("" is "No matter").
        QStringLiteral("ALTER TABLE sessions ADD COLUMN matter TEXT NOT NULL DEFAULT '';"
                       "CREATE INDEX sessions_by_matter ON sessions(matter, created_at DESC);"),
    };
}

} // namespace lmars::store
