// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlite/Database.h"
#include "sqlite/Transaction.h"

#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using lmars::store::Database;
using lmars::store::Transaction;

namespace {
/// The error text of a failed Result (for QVERIFY2), empty when it succeeded.
template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}
} // namespace

class DatabaseTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void opensWithWalAndPragmas();
    void pageSizeAppliesToNewFiles();
    void statementBindStepColumns();
    void migrationsApplyInOrderOnce();
    void migrationFailureRollsBack();
    void newerSchemaIsRefused();
    void concurrentOpenersMigrateOnce();
    void transactionRollsBackUnlessCommitted();
    void sqlErrorsBecomeStorageErrors();
};

void DatabaseTest::opensWithWalAndPragmas()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto db = Database::open(dir.filePath(QStringLiteral("a.db")));
    QVERIFY2(db.ok(), why(db).constData());
    auto mode = db.value()->journalMode();
    QVERIFY(mode.ok());
    QCOMPARE(mode.value(), QStringLiteral("wal"));

    auto fk = db.value()->prepare(QStringLiteral("PRAGMA foreign_keys"));
    QVERIFY(fk.ok());
    QVERIFY(fk->step().value());
    QCOMPARE(fk->columnInt(0), 1);

    auto sync = db.value()->prepare(QStringLiteral("PRAGMA synchronous"));
    QVERIFY(sync.ok());
    QVERIFY(sync->step().value());
    QCOMPARE(sync->columnInt(0), 1); // NORMAL

    auto busy = db.value()->prepare(QStringLiteral("PRAGMA busy_timeout"));
    QVERIFY(busy.ok());
    QVERIFY(busy->step().value());
    QCOMPARE(busy->columnInt(0), 5000);
}

void DatabaseTest::pageSizeAppliesToNewFiles()
{
    QTemporaryDir dir;
    const auto pageSize = [](Database& db) {
        auto stmt = db.prepare(QStringLiteral("PRAGMA page_size"));
        return stmt && stmt->step().value() ? stmt->columnInt(0) : -1;
    };
    const QString path = dir.filePath(QStringLiteral("big.db"));
    {
        auto db = Database::open(path, Database::Threading::Serialized, 65536);
        QVERIFY2(db.ok(), why(db).constData());
        QVERIFY(db.value()->exec(QStringLiteral("CREATE TABLE t(x)")).ok());
        QCOMPARE(pageSize(*db.value()), 65536);
    }
    auto again = Database::open(path, Database::Threading::Serialized, 4096); // an existing file keeps its own
    QVERIFY2(again.ok(), why(again).constData());
    QCOMPARE(pageSize(*again.value()), 65536);
}

void DatabaseTest::statementBindStepColumns()
{
    auto db = Database::open(QStringLiteral(":memory:"));
    QVERIFY(db.ok());
    QVERIFY(db.value()->exec(QStringLiteral("CREATE TABLE t(a TEXT, b INTEGER, c REAL, d BLOB, e TEXT)")).ok());
    auto insert = db.value()->prepare(QStringLiteral("INSERT INTO t VALUES (?1, ?2, ?3, ?4, ?5)"));
    QVERIFY(insert.ok());
    const QString text = QStringLiteral("Ünïcødé \"quoted\" ✓");
    insert->bind(1, text).bind(2, qint64(1) << 40).bind(3, 2.5).bindBlob(4, QByteArray("\0\1\2", 3)).bindNull(5);
    QVERIFY(insert->run().ok());
    QCOMPARE(db.value()->changes(), 1);
    QCOMPARE(db.value()->lastInsertRowId(), qint64(1));

    auto select = db.value()->prepare(QStringLiteral("SELECT a, b, c, d, e FROM t"));
    QVERIFY(select.ok());
    QCOMPARE(select->columnCount(), 5);
    auto row = select->step();
    QVERIFY(row.ok() && row.value());
    QCOMPARE(select->columnText(0), text);
    QCOMPARE(select->columnInt64(1), qint64(1) << 40);
    QCOMPARE(select->columnDouble(2), 2.5);
    QCOMPARE(select->columnBlob(3), QByteArray("\0\1\2", 3));
    QVERIFY(select->columnIsNull(4));
    QVERIFY(!select->columnIsNull(0));
    row = select->step();
    QVERIFY(row.ok() && !row.value());

    // Reuse after reset.
    select->reset();
    QVERIFY(select->step().value());
}

void DatabaseTest::migrationsApplyInOrderOnce()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.db"));
    const QStringList steps = {QStringLiteral("CREATE TABLE one(x INTEGER); INSERT INTO one VALUES (1);"),
                               QStringLiteral("CREATE TABLE two(y INTEGER);")};
    {
        auto db = Database::open(path);
        QVERIFY(db.ok());
        QCOMPARE(db.value()->userVersion().value(), 0);
        QVERIFY(db.value()->migrate(steps.mid(0, 1)).ok());
        QCOMPARE(db.value()->userVersion().value(), 1);
    }
    {
        auto db = Database::open(path);
        QVERIFY(db.ok());
        QCOMPARE(db.value()->userVersion().value(), 1);
        // Re-running step 1 would fail (table exists, row duplicated): it must be skipped.
        auto migrated = db.value()->migrate(steps);
        QVERIFY2(migrated.ok(), why(migrated).constData());
        QCOMPARE(db.value()->userVersion().value(), 2);
        auto count = db.value()->prepare(QStringLiteral("SELECT count(*) FROM one"));
        QVERIFY(count.ok() && count->step().value());
        QCOMPARE(count->columnInt(0), 1);
        QVERIFY(db.value()->exec(QStringLiteral("INSERT INTO two VALUES (5)")).ok());
        QVERIFY(db.value()->migrate(steps).ok()); // nothing to do
        QCOMPARE(db.value()->userVersion().value(), 2);
    }
}

void DatabaseTest::migrationFailureRollsBack()
{
    auto db = Database::open(QStringLiteral(":memory:"));
    QVERIFY(db.ok());
    const QStringList steps = {QStringLiteral("CREATE TABLE good(x);"),
                               QStringLiteral("CREATE TABLE half(x); THIS IS NOT SQL;")};
    auto migrated = db.value()->migrate(steps);
    QVERIFY(!migrated.ok());
    QCOMPARE(migrated.error().kind, lmars::ErrorKind::Storage);
    QCOMPARE(db.value()->userVersion().value(), 1);
    // The failed step left nothing behind.
    QVERIFY(!db.value()->prepare(QStringLiteral("SELECT * FROM half")).ok());
    QVERIFY(db.value()->prepare(QStringLiteral("SELECT * FROM good")).ok());
}

void DatabaseTest::concurrentOpenersMigrateOnce()
{
    // Two windows of the application opening a new database at once: each step must run once,
    // whichever connection runs it, and neither may fail.
    const QStringList steps = {QStringLiteral("CREATE TABLE a(x);"), QStringLiteral("CREATE TABLE b(x);"),
                               QStringLiteral("DROP TABLE a;")};
    for (int round = 0; round < 20; ++round) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shared.db"));
        std::atomic<int> failures{0};
        const auto openAndMigrate = [&] {
            auto db = Database::open(path);
            if (!db || !db.value()->migrate(steps))
                ++failures;
        };
        std::thread first(openAndMigrate);
        std::thread second(openAndMigrate);
        first.join();
        second.join();
        QCOMPARE(failures.load(), 0);
        auto db = Database::open(path);
        QVERIFY(db.ok());
        QCOMPARE(db.value()->userVersion().value(), 3);
    }
}

void DatabaseTest::newerSchemaIsRefused()
{
    auto db = Database::open(QStringLiteral(":memory:"));
    QVERIFY(db.ok());
    QVERIFY(db.value()->exec(QStringLiteral("PRAGMA user_version=7")).ok());
    auto migrated = db.value()->migrate({QStringLiteral("CREATE TABLE a(x);")});
    QVERIFY(!migrated.ok());
    QCOMPARE(migrated.error().kind, lmars::ErrorKind::Storage);
    QVERIFY(migrated.error().summary.contains(QLatin1String("newer")));
}

void DatabaseTest::transactionRollsBackUnlessCommitted()
{
    auto db = Database::open(QStringLiteral(":memory:"));
    QVERIFY(db.ok());
    Database& d = *db.value();
    QVERIFY(d.exec(QStringLiteral("CREATE TABLE t(x)")).ok());
    {
        auto tx = Transaction::begin(d);
        QVERIFY(tx.ok());
        QVERIFY(d.exec(QStringLiteral("INSERT INTO t VALUES (1)")).ok());
    }
    {
        auto tx = Transaction::begin(d);
        QVERIFY(tx.ok());
        QVERIFY(d.exec(QStringLiteral("INSERT INTO t VALUES (2)")).ok());
        QVERIFY(tx->commit().ok());
    }
    auto sum = d.prepare(QStringLiteral("SELECT count(*), sum(x) FROM t"));
    QVERIFY(sum.ok() && sum->step().value());
    QCOMPARE(sum->columnInt(0), 1);
    QCOMPARE(sum->columnInt(1), 2);
}

void DatabaseTest::sqlErrorsBecomeStorageErrors()
{
    auto db = Database::open(QStringLiteral(":memory:"));
    QVERIFY(db.ok());
    auto bad = db.value()->prepare(QStringLiteral("SELEKT 1"));
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().kind, lmars::ErrorKind::Storage);
    QVERIFY(db.value()->exec(QStringLiteral("CREATE TABLE u(x UNIQUE)")).ok());
    auto ins = db.value()->prepare(QStringLiteral("INSERT INTO u VALUES (1)"));
    QVERIFY(ins.ok());
    QVERIFY(ins->run().ok());
    ins->reset();
    auto again = ins->run();
    QVERIFY(!again.ok());
    QCOMPARE(again.error().kind, lmars::ErrorKind::Storage);
}

QTEST_GUILESS_MAIN(DatabaseTest)
#include "DatabaseTest.moc"
