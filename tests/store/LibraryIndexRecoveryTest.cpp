// SPDX-License-Identifier: GPL-3.0-or-later
// The library's index (an SQLite file of its own) is committed after the library file: the documents of a
// write the index missed are indexed again from the SQLite file, and an index that is lost,
// foreign, older than the file's log or newer than the file is rebuilt.
#include "store/Database.h"
#include "store/LibraryIndex.h"
#include "store/LibraryStore.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace lmars;
using store::LibraryStore;

namespace {

std::unique_ptr<LibraryStore> openStore(const QString& path)
{
    auto db = LibraryStore::open(path);
    if (!db)
        qFatal("%s", qPrintable(db.error().toString()));
    return std::move(db.value());
}

/// Stores a one-chunk document.
bool put(LibraryStore* db, const QString& path, const QString& text)
{
    store::LibraryDocument doc;
    doc.path = path;
    doc.title = path;
    store::LibraryChunk chunk;
    chunk.text = text;
    chunk.end = static_cast<int>(text.size());
    return db->putDocument(doc, {chunk}).ok();
}

int count(LibraryStore* db, const QString& word)
{
    auto n = db->countContaining(word);
    return n ? n.value() : -1;
}

/// After startWithSnapshot: the memo becomes "bravo deposit terms" and a brief "charlie appeal"
/// is added, in two writes.
bool writeTwoMore(const QString& path)
{
    auto db = openStore(path);
    return put(db.get(), QStringLiteral("memo"), QStringLiteral("bravo deposit terms")) &&
           put(db.get(), QStringLiteral("brief"), QStringLiteral("charlie appeal"));
}

/// How many chunks match alpha, bravo, charlie and deposit.
QList<int> counts(LibraryStore* db)
{
    QList<int> out;
    for (const char* word : {"alpha", "bravo", "charlie", "deposit"})
        out << count(db, QString::fromLatin1(word));
    return out;
}

/// Copies an SQLite file with its write-ahead log, if any, to to (replacing what is there).
bool copyIndex(const QString& from, const QString& to)
{
    store::LibraryIndex::remove(to);
    for (const QString& extra : {QString(), QStringLiteral("-wal")}) {
        if (QFileInfo::exists(from + extra) && !QFile::copy(from + extra, to + extra))
            return false;
    }
    return QFileInfo::exists(to);
}

/// Replaces the index with an earlier copy of itself (what a crash between the two commits leaves).
bool restoreIndex(const QString& index, const QString& copy)
{
    return store::LibraryIndex::remove(index) && copyIndex(copy, index);
}

/// Replaces the library file with an earlier copy of itself.
bool restoreFile(const QString& file, const QString& copy)
{
    for (const QString& extra : {QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(file + extra);
    return QFile::remove(file) && QFile::copy(copy, file);
}

/// A library holding one memo ("alpha deposit terms"), and a copy of its index file at that point.
bool startWithSnapshot(const QString& path, const QString& snapshot)
{
    {
        auto db = openStore(path);
        if (!put(db.get(), QStringLiteral("memo"), QStringLiteral("alpha deposit terms")))
            return false;
    } // closed: everything is committed
    return copyIndex(LibraryStore::indexPath(path), snapshot);
}

/// The child process of killedWriterLeavesTheLastCommit: commits "alpha", then dies by SIGKILL in
/// the middle of a batch large enough that the index has written a segment of it to its file.
int writeThenDie(const QString& path)
{
    auto db = openStore(path);
    if (!put(db.get(), QStringLiteral("memo"), QStringLiteral("alpha deposit terms")) || !db->beginBatch().ok())
        return 1;
    store::LibraryDocument doc;
    doc.path = QStringLiteral("bulk");
    QList<store::LibraryChunk> chunks;
    for (int i = 0; i < store::LibraryIndex::kFlushChunks + 100; ++i) {
        store::LibraryChunk chunk;
        chunk.ordinal = i;
        chunk.text = QStringLiteral("bravo filler %1").arg(i);
        chunk.end = static_cast<int>(chunk.text.size());
        chunks << chunk;
    }
    if (auto bulk = db->putDocument(doc, chunks); !bulk) {
        qWarning("%s", qPrintable(bulk.error().toString()));
        return 1;
    }
    if (!put(db.get(), QStringLiteral("memo"), QStringLiteral("charlie deposit terms")))
        return 1;
    std::raise(SIGKILL);
    return 1;
}

const char* const kChildVariable = "LMARS_RECOVERY_TEST_WRITE_THEN_DIE";

} // namespace

class LibraryIndexRecoveryTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void indexLivesBesideTheLibrary();
    void missedIndexCommitIsReplayed();
    void lostOrForeignIndexIsRebuilt();
    void olderIndexCopyIsRebuilt();
    void rebuildTheIndexFileMissedIsDoneAgain();
    void mainFileThatLostWritesGetsAFreshIndex();
    void openingDoesNotWaitForAnotherWriter();
    void killedWriterLeavesTheLastCommit();
};

void LibraryIndexRecoveryTest::indexLivesBesideTheLibrary()
{
    QCOMPARE(LibraryStore::indexPath(QStringLiteral("/d/library.sqlite")), QStringLiteral("/d/library-search.sqlite"));
    QCOMPARE(LibraryStore::indexPath(QStringLiteral("/d/lib.db")), QStringLiteral("/d/lib.db-search.sqlite"));
    QVERIFY(!LibraryStore::open(QStringLiteral(":memory:")).ok());
}

void LibraryIndexRecoveryTest::missedIndexCommitIsReplayed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    const QString index = LibraryStore::indexPath(path);
    const QString snapshot = dir.filePath(QStringLiteral("snapshot.sqlite"));
    QVERIFY(startWithSnapshot(path, snapshot));
    {
        auto db = openStore(path);
        QVERIFY(db->beginBatch().ok());
        QVERIFY(put(db.get(), QStringLiteral("brief"), QStringLiteral("bravo appeal")));
        QVERIFY(put(db.get(), QStringLiteral("memo"), QStringLiteral("charlie deposit terms")));
        QVERIFY(db->commitBatch().ok());
        QCOMPARE(count(db.get(), QStringLiteral("bravo")), 1);
    }
    // The index loses that batch: it holds "alpha" and knows nothing of "bravo" or "charlie".
    QVERIFY(restoreIndex(index, snapshot));
    // Opening indexes the documents the batch touched again, from the SQLite file.
    auto db = openStore(path);
    QCOMPARE(count(db.get(), QStringLiteral("bravo")), 1);
    QCOMPARE(count(db.get(), QStringLiteral("charlie")), 1);
    QCOMPARE(count(db.get(), QStringLiteral("alpha")), 0);
    QCOMPARE(count(db.get(), QStringLiteral("deposit")), 1);

    // Later writes go on from there.
    QVERIFY(put(db.get(), QStringLiteral("memo"), QStringLiteral("delta deposit terms")));
    QCOMPARE(count(db.get(), QStringLiteral("charlie")), 0);
    QCOMPARE(count(db.get(), QStringLiteral("delta")), 1);
    QCOMPARE(count(db.get(), QStringLiteral("deposit")), 1);
}

void LibraryIndexRecoveryTest::lostOrForeignIndexIsRebuilt()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    const QString other = dir.filePath(QStringLiteral("other.sqlite"));
    {
        auto db = openStore(path);
        QVERIFY(put(db.get(), QStringLiteral("memo"), QStringLiteral("easement across the lot")));
        auto second = openStore(other);
        QVERIFY(put(second.get(), QStringLiteral("note"), QStringLiteral("foxtrot unrelated")));
    }
    QVERIFY(LibraryStore::removeIndex(path));
    {
        auto db = openStore(path);
        QCOMPARE(count(db.get(), QStringLiteral("easement")), 1);
    }
    // Another library's index in its place is not trusted either.
    QVERIFY(restoreIndex(LibraryStore::indexPath(path), LibraryStore::indexPath(other)));
    auto db = openStore(path);
    QCOMPARE(count(db.get(), QStringLiteral("easement")), 1);
    QCOMPARE(count(db.get(), QStringLiteral("foxtrot")), 0);
}

void LibraryIndexRecoveryTest::olderIndexCopyIsRebuilt()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    const QString index = LibraryStore::indexPath(path);
    const QString snapshot = dir.filePath(QStringLiteral("snapshot.sqlite"));
    QVERIFY(startWithSnapshot(path, snapshot));
    QVERIFY(writeTwoMore(path)); // the log of the first is pruned once the second starts
    QVERIFY(restoreIndex(index, snapshot));
    auto db = openStore(path);
    QVERIFY(db->beginBatch().ok());
    QVERIFY(db->commitBatch().ok());
    QCOMPARE(counts(db.get()), (QList<int>{0, 1, 1, 1})); // alpha, bravo, charlie, deposit
}

void LibraryIndexRecoveryTest::rebuildTheIndexFileMissedIsDoneAgain()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    const QString index = LibraryStore::indexPath(path);
    const QString snapshot = dir.filePath(QStringLiteral("snapshot.sqlite"));
    QVERIFY(startWithSnapshot(path, snapshot));
    QVERIFY(writeTwoMore(path));
    // The older copy comes back; opening rebuilds it; the older copy comes back again.
    QVERIFY(restoreIndex(index, snapshot));
    openStore(path).reset();
    QVERIFY(restoreIndex(index, snapshot));
    auto db = openStore(path);
    QVERIFY(db->beginBatch().ok());
    QVERIFY(db->commitBatch().ok());
    QCOMPARE(counts(db.get()), (QList<int>{0, 1, 1, 1})); // alpha, bravo, charlie, deposit
}

void LibraryIndexRecoveryTest::mainFileThatLostWritesGetsAFreshIndex()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    const QString copy = dir.filePath(QStringLiteral("main-copy.sqlite"));
    {
        auto db = openStore(path);
        QVERIFY(put(db.get(), QStringLiteral("memo"), QStringLiteral("alpha deposit terms")));
    }
    QVERIFY(QFile::copy(path, copy));
    {
        auto db = openStore(path);
        QVERIFY(put(db.get(), QStringLiteral("brief"), QStringLiteral("bravo appeal")));
        QVERIFY(put(db.get(), QStringLiteral("note"), QStringLiteral("charlie easement")));
    }
    // The main file goes back two writes (a restored copy, a power loss); the index does not.
    QVERIFY(restoreFile(path, copy));
    auto db = openStore(path);
    QVERIFY(put(db.get(), QStringLiteral("memo2"), QStringLiteral("delta covenant")));
    // Chunk ids the index still held are given out again: its entries must not answer for them.
    QCOMPARE(count(db.get(), QStringLiteral("bravo")), 0);
    QCOMPARE(count(db.get(), QStringLiteral("charlie")), 0);
    QCOMPARE(count(db.get(), QStringLiteral("delta")), 1);
    QCOMPARE(count(db.get(), QStringLiteral("alpha")), 1);
}

void LibraryIndexRecoveryTest::openingDoesNotWaitForAnotherWriter()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    {
        auto db = openStore(path);
        QVERIFY(put(db.get(), QStringLiteral("memo"), QStringLiteral("easement across the lot")));
    }
    QVERIFY(LibraryStore::removeIndex(path)); // the next opener must build it
    auto writer = store::Database::open(path);
    QVERIFY(writer.ok());
    QVERIFY(writer.value()->begin().ok()); // another connection is writing (building it, say)

    auto reader = LibraryStore::open(path);
    QVERIFY2(reader.ok(), qPrintable(reader.ok() ? QString() : reader.error().toString()));
    auto docs = reader.value()->documents();
    QVERIFY(docs.ok());
    QCOMPARE(docs->size(), 1);

    QVERIFY(writer.value()->rollback().ok());
    QVERIFY(reader.value()->beginBatch().ok()); // the first write of this connection builds it
    QVERIFY(reader.value()->commitBatch().ok());
    QCOMPARE(count(reader.value().get(), QStringLiteral("easement")), 1);
}

void LibraryIndexRecoveryTest::killedWriterLeavesTheLastCommit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kChildVariable), path);
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForFinished(60000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit); // killed, not returned
    auto db = openStore(path);
    QCOMPARE(counts(db.get()), (QList<int>{1, 0, 0, 1})); // alpha, bravo, charlie, deposit
    QVERIFY(put(db.get(), QStringLiteral("brief"), QStringLiteral("bravo appeal")));
    QCOMPARE(counts(db.get()), (QList<int>{1, 1, 0, 1}));
}

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsSet(kChildVariable))
        return writeThenDie(qEnvironmentVariable(kChildVariable));
    QCoreApplication app(argc, argv);
    LibraryIndexRecoveryTest test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "LibraryIndexRecoveryTest.moc"
