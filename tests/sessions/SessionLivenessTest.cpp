// SPDX-License-Identifier: GPL-3.0-or-later
// SessionLiveness on a session database opened by SessionSchema::open: which statuses are live, which
// owners exist, and that the sweep marks exactly the live sessions whose owner is gone interrupted,
// in the row and in the snapshot, leaving finished sessions and live ones of this process alone.
// (The store's own behaviour with interrupted sessions is in SessionStoreTest.)
#include "sessions/SessionLiveness.h"
#include "ExitedProcess.h"
#include "sessions/SessionSchema.h"
#include "sqlite/Database.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using lmars::ErrorKind;
using lmars::store::Database;
using lmars::store::SessionLiveness;
using lmars::store::SessionSchema;

namespace {

/// Inserts a session row as another process would have written it.
bool insertSession(Database& db, const QString& id, const QString& status, qint64 ownerPid)
{
    auto stmt =
        db.prepare(QStringLiteral("INSERT INTO sessions(id, status, owner_pid, trajectory, created_at, updated_at)"
                                  " VALUES (?1, ?2, ?3, json_object('status', ?2), 1, 1)"));
    if (!stmt)
        return false;
    stmt->bind(1, id).bind(2, status).bind(3, ownerPid);
    return stmt->run().ok();
}

/// The status column and the snapshot's status of session id, "column/snapshot".
QString statusOf(Database& db, const QString& id)
{
    auto stmt =
        db.prepare(QStringLiteral("SELECT status, json_extract(trajectory, '$.status') FROM sessions WHERE id = ?1"));
    if (!stmt)
        return {};
    stmt->bind(1, id);
    auto row = stmt->step();
    return row && row.value() ? stmt->columnText(0) + QLatin1Char('/') + stmt->columnText(1) : QString();
}

} // namespace

class SessionLivenessTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void liveStatusesAndOwners()
    {
        QVERIFY(SessionLiveness::isLiveStatus(QStringLiteral("running")));
        QVERIFY(SessionLiveness::isLiveStatus(QStringLiteral("awaiting_input")));
        QVERIFY(!SessionLiveness::isLiveStatus(QStringLiteral("finished")));
        QVERIFY(!SessionLiveness::isLiveStatus(QStringLiteral("interrupted")));

        const qint64 dead = lmars::test::exitedProcessId();
        QVERIFY(dead > 0);
        QVERIFY(!SessionLiveness::processExists(dead));
        QVERIFY(!SessionLiveness::processExists(0));
        QVERIFY(SessionLiveness::processExists(SessionLiveness::currentProcessId()));
        QVERIFY(SessionLiveness::processExists(1)); // init: exists, though another user's (EPERM or ours)

        QVERIFY(SessionLiveness::isOrphaned(QStringLiteral("running"), dead));
        QVERIFY(SessionLiveness::isOrphaned(QStringLiteral("awaiting_input"), 0));
        QVERIFY(!SessionLiveness::isOrphaned(QStringLiteral("running"), SessionLiveness::currentProcessId()));
        QVERIFY(!SessionLiveness::isOrphaned(QStringLiteral("finished"), dead));
    }

    void sweepMarksOnlyOrphansInterrupted()
    {
        auto opened = SessionSchema::open(QStringLiteral(":memory:"));
        QVERIFY(opened);
        Database& db = *opened.value();
        const qint64 dead = lmars::test::exitedProcessId();
        QVERIFY(dead > 0);
        QVERIFY(insertSession(db, QStringLiteral("orphan-running"), QStringLiteral("running"), dead));
        QVERIFY(insertSession(db, QStringLiteral("orphan-waiting"), QStringLiteral("awaiting_input"), 0));
        QVERIFY(
            insertSession(db, QStringLiteral("ours"), QStringLiteral("running"), SessionLiveness::currentProcessId()));
        QVERIFY(insertSession(db, QStringLiteral("finished"), QStringLiteral("finished"), dead));

        SessionLiveness liveness(db);
        QVERIFY(liveness.sweep());
        QCOMPARE(statusOf(db, QStringLiteral("orphan-running")), QStringLiteral("interrupted/interrupted"));
        QCOMPARE(statusOf(db, QStringLiteral("orphan-waiting")), QStringLiteral("interrupted/interrupted"));
        QCOMPARE(statusOf(db, QStringLiteral("ours")), QStringLiteral("running/running"));
        QCOMPARE(statusOf(db, QStringLiteral("finished")), QStringLiteral("finished/finished"));
    }

    void markingKeepsADamagedSnapshot()
    {
        auto opened = SessionSchema::open(QStringLiteral(":memory:"));
        QVERIFY(opened);
        Database& db = *opened.value();
        auto stmt =
            db.prepare(QStringLiteral("INSERT INTO sessions(id, status, owner_pid, trajectory, created_at, updated_at)"
                                      " VALUES ('damaged', 'running', 0, '{not json', 1, 1)"));
        QVERIFY(stmt && stmt->run());
        QVERIFY(SessionLiveness(db).markInterrupted(QStringList{QStringLiteral("damaged")}));
        auto read = db.prepare(QStringLiteral("SELECT status, trajectory FROM sessions WHERE id = 'damaged'"));
        QVERIFY(read && read->step().value());
        QCOMPARE(read->columnText(0), QStringLiteral("interrupted"));
        QCOMPARE(read->columnText(1), QStringLiteral("{not json")); // left for load() to report, not rewritten
    }

    void sessionDatabaseOpensOrSaysWhy()
    {
        const auto noPath = SessionSchema::open(QString());
        QVERIFY(!noPath);
        QCOMPARE(noPath.error().kind, ErrorKind::Configuration);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile blocker(dir.filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly)); // a file where the folder should be
        blocker.close();
        const auto noFolder = SessionSchema::open(dir.filePath(QStringLiteral("file/sub/sessions.sqlite")));
        QVERIFY(!noFolder);
        QCOMPARE(noFolder.error().kind, ErrorKind::Storage);
        QVERIFY2(noFolder.error().toString().contains(dir.filePath(QStringLiteral("file/sub"))),
                 qPrintable(noFolder.error().toString()));

        const auto created = SessionSchema::open(dir.filePath(QStringLiteral("new/folder/sessions.sqlite")));
        QVERIFY(created);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("new/folder/sessions.sqlite"))));
    }
};

QTEST_GUILESS_MAIN(SessionLivenessTest)
#include "SessionLivenessTest.moc"
