// SPDX-License-Identifier: GPL-3.0-or-later
// The library's index file is committed after the main file: a write the index file missed is
// replayed from the main file's journal, and a lost or foreign index file is rebuilt.
#include "store/Database.h"
#include "store/LibraryStore.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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
    auto n = db->countMatches(QStringLiteral("\"%1\"").arg(word), 100);
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

/// Replaces the index file with an earlier copy of itself (what a crash between the two commits leaves).
bool restoreIndex(const QString& index, const QString& copy)
{
    for (const QString& extra : {QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(index + extra);
    return QFile::remove(index) && QFile::copy(copy, index);
}

/// A library holding one memo ("alpha deposit terms"), and a copy of its index file at that point.
bool startWithSnapshot(const QString& path, const QString& snapshot)
{
    {
        auto db = openStore(path);
        if (!put(db.get(), QStringLiteral("memo"), QStringLiteral("alpha deposit terms")))
            return false;
    } // closed: everything is in the file itself
    return QFile::copy(LibraryStore::indexPath(path), snapshot);
}

/// FTS5's own check of the index structure and of its row and term counts.
bool indexIsSound(const QString& index)
{
    auto db = store::Database::open(index);
    return db && db.value()
                     ->exec(QStringLiteral("INSERT INTO chunks_fts(chunks_fts, rank) "
                                           "VALUES('integrity-check', 0)"))
                     .ok();
}

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
};

void LibraryIndexRecoveryTest::indexLivesBesideTheLibrary()
{
    QCOMPARE(LibraryStore::indexPath(QStringLiteral("/d/library.sqlite")), QStringLiteral("/d/library-index.sqlite"));
    QCOMPARE(LibraryStore::indexPath(QStringLiteral("/d/lib.db")), QStringLiteral("/d/lib.db-index"));
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
    // The index file loses that batch: it holds "alpha" and knows nothing of "bravo" or "charlie".
    QVERIFY(restoreIndex(index, snapshot));
    // Opening replays the batch from the journal, removals with the values indexed then.
    auto db = openStore(path);
    QCOMPARE(count(db.get(), QStringLiteral("bravo")), 1);
    QCOMPARE(count(db.get(), QStringLiteral("charlie")), 1);
    QCOMPARE(count(db.get(), QStringLiteral("alpha")), 0);
    QCOMPARE(count(db.get(), QStringLiteral("deposit")), 1);

    // Later writes go on from there; replaying again would count the rows twice.
    QVERIFY(put(db.get(), QStringLiteral("memo"), QStringLiteral("delta deposit terms")));
    QCOMPARE(count(db.get(), QStringLiteral("charlie")), 0);
    QCOMPARE(count(db.get(), QStringLiteral("delta")), 1);
    QCOMPARE(count(db.get(), QStringLiteral("deposit")), 1);
    db.reset();
    QVERIFY(indexIsSound(index));
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
    QVERIFY(QFile::remove(LibraryStore::indexPath(path)));
    {
        auto db = openStore(path);
        QCOMPARE(count(db.get(), QStringLiteral("easement")), 1);
    }
    // Another library's index file in its place is not trusted either.
    QVERIFY(restoreIndex(LibraryStore::indexPath(path), LibraryStore::indexPath(other)));
    auto db = openStore(path);
    QCOMPARE(count(db.get(), QStringLiteral("easement")), 1);
    QCOMPARE(count(db.get(), QStringLiteral("foxtrot")), 0);
    db.reset();
    QVERIFY(indexIsSound(LibraryStore::indexPath(path)));
}

void LibraryIndexRecoveryTest::olderIndexCopyIsRebuilt()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    const QString index = LibraryStore::indexPath(path);
    const QString snapshot = dir.filePath(QStringLiteral("snapshot.sqlite"));
    QVERIFY(startWithSnapshot(path, snapshot));
    QVERIFY(writeTwoMore(path)); // the journal of the first is gone once the second starts
    QVERIFY(restoreIndex(index, snapshot));
    auto db = openStore(path);
    QVERIFY(db->beginBatch().ok());
    QVERIFY(db->commitBatch().ok());
    QCOMPARE(counts(db.get()), (QList<int>{0, 1, 1, 1})); // alpha, bravo, charlie, deposit
    db.reset();
    QVERIFY(indexIsSound(index));
}

void LibraryIndexRecoveryTest::rebuildTheIndexFileMissedIsDoneAgain()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    const QString index = LibraryStore::indexPath(path);
    const QString snapshot = dir.filePath(QStringLiteral("snapshot.sqlite"));
    QVERIFY(startWithSnapshot(path, snapshot));
    QVERIFY(writeTwoMore(path));
    // The older copy comes back; opening rebuilds it, but that reaches the main file only.
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
    // The main file goes back two writes (a restored copy, a power loss); the index file does not.
    QVERIFY(restoreIndex(path, copy));
    auto db = openStore(path);
    QVERIFY(put(db.get(), QStringLiteral("memo2"), QStringLiteral("delta covenant")));
    // Chunk ids the index file still held are given out again: its rows must not answer for them.
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
    QVERIFY(QFile::remove(LibraryStore::indexPath(path))); // the next opener must build it
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

QTEST_GUILESS_MAIN(LibraryIndexRecoveryTest)
#include "LibraryIndexRecoveryTest.moc"
