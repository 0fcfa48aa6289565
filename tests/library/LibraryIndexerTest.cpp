// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/LibraryIndexer.h"
#include "index/EmbeddedIndex.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"
#include "sqlite/Database.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using library::LibraryIndexer;
using library::LibrarySync;
using library::SyncSummary;
using store::LibraryStore;

namespace {

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

std::unique_ptr<LibraryStore> openStore(const QString& path)
{
    auto db = LibraryStore::open(path);
    if (!db)
        qFatal("%s", qPrintable(db.error().toString()));
    return std::move(db.value());
}

bool hasDocument(LibraryStore* db, const QString& path)
{
    auto doc = db->document(path);
    return doc.ok() && doc.value().has_value() && doc.value()->status == QLatin1String("indexed");
}

bool finds(LibraryStore* db, const QString& query, const QString& path)
{
    store::LibrarySearcher searcher(db);
    auto hits = searcher.search({query, 5, {}, true});
    if (!hits)
        return false;
    for (const auto& h : hits.value()) {
        if (h.path == path)
            return true;
    }
    return false;
}

} // namespace

class LibraryIndexerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void resumesAfterInterruption();
    void badFilesNeverStopTheRest();
    void watcherFollowsAddChangeRenameDelete();
    void burstOfSavesIsDebounced();
    void copiesOfARenamedFileAreAllIndexed();
    void aLibraryWhoseFolderIsNotMadeYetIsCreated();
    void anOlderIndexIsRebuiltOnTheIndexersThreadNotOnOpen();
};

namespace {

qint64 indexFormat(const QString& path)
{
    auto db = store::Database::open(path);
    if (!db)
        return -1;
    auto stmt = db.value()->prepare(QStringLiteral("SELECT value FROM index_meta WHERE key = 'format'"));
    if (!stmt)
        return -1;
    auto row = stmt->step();
    return row && row.value() ? stmt->columnInt64(0) : -1;
}

} // namespace

void LibraryIndexerTest::anOlderIndexIsRebuiltOnTheIndexersThreadNotOnOpen()
{
    // A library indexed by an earlier version (format 2: no word positions) opens without the
    // rebuild (a search or a listing must not wait minutes for it), natural-language search reads
    // it as it is, and the indexer's pass rebuilds it on its own thread, saying so first.
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("lib"));
    QDir().mkpath(folder);
    const QString file = folder + QStringLiteral("/lease.md");
    writeFile(file, "# Lease\n\nThe tenant gave notice. The landlord kept the deposit.\n");
    const QString dbPath = dir.filePath(QStringLiteral("library.sqlite"));
    {
        auto db = openStore(dbPath);
        LibrarySync sync(db.get());
        auto summary = sync.syncFolder(folder, CancelToken());
        QVERIFY(summary.ok());
    }
    QCOMPARE(indexFormat(dbPath), store::EmbeddedIndex::kFormat);
    {
        auto raw = store::Database::open(dbPath);
        QVERIFY(raw.ok());
        QVERIFY(raw.value()->exec(QStringLiteral("UPDATE index_meta SET value = 2 WHERE key = 'format'")).ok());
    }
    auto reader = openStore(dbPath);
    QCOMPARE(indexFormat(dbPath), qint64(2)); // open() left it as it was
    QVERIFY(reader->indexUpgradePending().value());
    QVERIFY(finds(reader.get(), QStringLiteral("landlord deposit"), file));

    LibraryIndexer indexer(dbPath, folder);
    QSignalSpy rebuilding(&indexer, &LibraryIndexer::rebuildingIndex);
    QSignalSpy finished(&indexer, &LibraryIndexer::finished);
    QSignalSpy failed(&indexer, &LibraryIndexer::failed);
    indexer.sync();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() + failed.count() > 0, 10000);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(rebuilding.count(), 1);
    QCOMPARE(indexFormat(dbPath), store::EmbeddedIndex::kFormat);
    QVERIFY(!reader->indexUpgradePending().value());
    store::LibraryQuery phrase(QStringLiteral("tenant /s notice"), 5);
    phrase.syntax = store::QuerySyntax::Boolean;
    auto hits = store::LibrarySearcher(reader.get()).search(phrase);
    QVERIFY2(hits.ok(), qPrintable(hits.ok() ? QString() : hits.error().toString()));
    QCOMPARE(hits->size(), 1);

    // A current index: the next pass rebuilds nothing.
    indexer.sync();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() >= 2, 10000);
    QCOMPARE(rebuilding.count(), 1);
}

void LibraryIndexerTest::resumesAfterInterruption()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("lib"));
    QDir().mkpath(folder + QStringLiteral("/sub"));
    for (int i = 0; i < 20; ++i)
        writeFile(QStringLiteral("%1/%2/doc%3.md").arg(folder, i % 2 ? QStringLiteral("sub") : QString()).arg(i),
                  QStringLiteral("# Doc %1\n\nclause number %1 text.\n").arg(i).toUtf8());
    writeFile(folder + QStringLiteral("/.hidden.md"), "# hidden\n\nhidden");
    writeFile(folder + QStringLiteral("/image.bmp"), "not indexed"); // a type the library does not read
    const QString dbPath = dir.filePath(QStringLiteral("library.sqlite"));

    SyncSummary first;
    {
        auto db = openStore(dbPath);
        LibrarySync sync(db.get());
        CancelToken cancel;
        sync.setProgressCallback([&](const library::SyncProgress& p) {
            if (p.filesDone == 5)
                cancel.cancel(); // "kill" after five files: the sixth is finished, then the run stops
        });
        auto summary = sync.syncFolder(folder, cancel);
        QVERIFY(summary.ok());
        first = summary.value();
    }
    QVERIFY(first.cancelled);
    QCOMPARE(first.scanned, 20);
    QVERIFY(first.indexed >= 5 && first.indexed < 20);

    auto db = openStore(dbPath); // a new process, in effect
    LibrarySync sync(db.get());
    int parsed = 0;
    sync.setProgressCallback([&](const library::SyncProgress& p) {
        if (!p.currentFile.isEmpty())
            ++parsed;
    });
    auto second = sync.syncFolder(folder);
    QVERIFY(second.ok());
    QCOMPARE(second->unchanged, first.indexed);
    QCOMPARE(second->indexed, 20 - first.indexed);
    QCOMPARE(parsed, 20 - first.indexed);
    auto third = sync.syncFolder(folder);
    QVERIFY(third.ok());
    QCOMPARE(third->indexed, 0);
    QCOMPARE(third->unchanged, 20);
    QVERIFY(!hasDocument(db.get(), folder + QStringLiteral("/.hidden.md")));
}

void LibraryIndexerTest::aLibraryWhoseFolderIsNotMadeYetIsCreated()
{
    // The window's indexer may open the library before the session store made the data folder (first start).
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("lib"));
    QDir().mkpath(folder);
    writeFile(folder + QStringLiteral("/memo.md"), "# Memo\n\nindemnity clause");
    const QString dbPath = dir.filePath(QStringLiteral("data/not/made/yet/library.sqlite"));
    auto db = openStore(dbPath);
    QVERIFY(db);
    LibrarySync sync(db.get());
    auto summary = sync.syncFolder(folder);
    QVERIFY(summary.ok());
    QCOMPARE(summary->indexed, 1);
    QVERIFY(QFileInfo::exists(dbPath));
}

void LibraryIndexerTest::badFilesNeverStopTheRest()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("lib"));
    QDir().mkpath(folder);
    writeFile(folder + QStringLiteral("/a-good.md"), "# Good\n\nindemnity clause");
    writeFile(folder + QStringLiteral("/b-empty.txt"), QByteArray());
    writeFile(folder + QStringLiteral("/c-binary.txt"), QByteArray(100, '\0'));
    writeFile(folder + QStringLiteral("/d-corrupt.pdf"), "%PDF-1.7 broken");
    writeFile(folder + QStringLiteral("/e-fake.docx"), "plain text, not a zip");
    writeFile(folder + QStringLiteral("/f-good.txt"), "arbitration agreement");
    auto db = openStore(dir.filePath(QStringLiteral("library.sqlite")));
    LibrarySync sync(db.get());
    QStringList failedPaths;
    sync.setErrorCallback([&](const QString& path, const QString&) { failedPaths << path; });
    auto summary = sync.syncFolder(folder);
    QVERIFY(summary.ok());
    QCOMPARE(summary->indexed, 2);
    QCOMPARE(summary->failed, 4);
    QCOMPARE(failedPaths.size(), 4);
    auto corrupt = db->document(folder + QStringLiteral("/d-corrupt.pdf"));
    QVERIFY(corrupt.ok() && corrupt.value().has_value());
    QCOMPARE(corrupt.value()->status, QStringLiteral("error"));
    QVERIFY(!corrupt.value()->error.isEmpty());
    QVERIFY(finds(db.get(), QStringLiteral("arbitration"), folder + QStringLiteral("/f-good.txt")));
    // Failed files are not retried until they change.
    auto again = sync.syncFolder(folder);
    QVERIFY(again.ok());
    QCOMPARE(again->failed, 0);
    QCOMPARE(again->unchanged, 6);
}

void LibraryIndexerTest::watcherFollowsAddChangeRenameDelete()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("lib"));
    QDir().mkpath(folder);
    const QString dbPath = dir.filePath(QStringLiteral("library.sqlite"));
    writeFile(folder + QStringLiteral("/first.md"), "# First\n\nexisting content about leases");
    LibraryIndexer indexer(dbPath, folder);
    QSignalSpy finished(&indexer, &LibraryIndexer::finished);
    QSignalSpy progress(&indexer, &LibraryIndexer::progress);
    indexer.setWatching(true, 100);
    indexer.sync();
    QVERIFY(finished.wait(10000));
    QVERIFY(progress.count() >= 1);
    auto db = openStore(dbPath);
    QVERIFY(finds(db.get(), QStringLiteral("leases"), folder + QStringLiteral("/first.md")));

    const QString added = folder + QStringLiteral("/added.md");
    writeFile(added, "# Added\n\nthe zebra clause");
    QTRY_VERIFY_WITH_TIMEOUT(finds(db.get(), QStringLiteral("zebra"), added), 10000);

    writeFile(added, "# Added\n\nthe giraffe clause");
    QTRY_VERIFY_WITH_TIMEOUT(finds(db.get(), QStringLiteral("giraffe"), added), 10000);
    QVERIFY(!finds(db.get(), QStringLiteral("zebra"), added));

    const QString renamed = folder + QStringLiteral("/renamed.md");
    const int passes = static_cast<int>(finished.count());
    QVERIFY(QFile::rename(added, renamed));
    QTRY_VERIFY_WITH_TIMEOUT(hasDocument(db.get(), renamed) && !hasDocument(db.get(), added), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() > passes, 10000);
    int renames = 0;
    for (int i = passes; i < finished.count(); ++i)
        renames += finished.at(i).at(0).value<SyncSummary>().renamed;
    QCOMPARE(renames, 1); // moved by content hash, not parsed again
    QVERIFY(finds(db.get(), QStringLiteral("giraffe"), renamed));

    QVERIFY(QFile::remove(renamed));
    QTRY_VERIFY_WITH_TIMEOUT(!hasDocument(db.get(), renamed), 10000);
    QVERIFY(!finds(db.get(), QStringLiteral("giraffe"), renamed));

    QDir().mkpath(folder + QStringLiteral("/nested"));
    const QString nested = folder + QStringLiteral("/nested/deep.txt");
    QTRY_VERIFY_WITH_TIMEOUT(!indexer.isBusy(), 10000);
    writeFile(nested, "okapi statute");
    QTRY_VERIFY_WITH_TIMEOUT(finds(db.get(), QStringLiteral("okapi"), nested), 10000);
}

void LibraryIndexerTest::burstOfSavesIsDebounced()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("lib"));
    QDir().mkpath(folder);
    const QString file = folder + QStringLiteral("/draft.md");
    writeFile(file, "# Draft\n\nversion 0");
    LibraryIndexer indexer(dir.filePath(QStringLiteral("library.sqlite")), folder);
    QSignalSpy finished(&indexer, &LibraryIndexer::finished);
    indexer.setWatching(true, 300);
    indexer.sync();
    QVERIFY(finished.wait(10000));
    const int before = static_cast<int>(finished.count());
    for (int i = 1; i <= 20; ++i)
        writeFile(file, QStringLiteral("# Draft\n\nversion%1 text").arg(i).toUtf8());
    auto db = openStore(dir.filePath(QStringLiteral("library.sqlite")));
    QTRY_VERIFY_WITH_TIMEOUT(finds(db.get(), QStringLiteral("version20"), file), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!indexer.isBusy(), 10000);
    const int passes = static_cast<int>(finished.count()) - before;
    QVERIFY2(passes >= 1 && passes <= 3, qPrintable(QString::number(passes)));
}

void LibraryIndexerTest::copiesOfARenamedFileAreAllIndexed()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("lib"));
    QDir().mkpath(folder);
    const QByteArray memo = "# Memo\n\nThe okapi clause survives termination.\n";
    writeFile(folder + QStringLiteral("/a.md"), memo);
    auto db = openStore(dir.filePath(QStringLiteral("library.sqlite")));
    LibrarySync sync(db.get());
    QVERIFY(sync.syncFolder(folder).ok());

    // a.md becomes b.md, and a copy c.md appears: the rename is recognised by hash and the copy,
    // which the read-ahead did not parse (its hash also matched the vanished file), is parsed then.
    QVERIFY(QFile::rename(folder + QStringLiteral("/a.md"), folder + QStringLiteral("/b.md")));
    writeFile(folder + QStringLiteral("/c.md"), memo);
    auto summary = sync.syncFolder(folder);
    QVERIFY(summary.ok());
    QCOMPARE(summary->renamed, 1);
    QCOMPARE(summary->indexed, 1);
    QVERIFY(!hasDocument(db.get(), folder + QStringLiteral("/a.md")));
    QVERIFY(finds(db.get(), QStringLiteral("okapi"), folder + QStringLiteral("/b.md")));
    QVERIFY(finds(db.get(), QStringLiteral("okapi"), folder + QStringLiteral("/c.md")));
}

QTEST_GUILESS_MAIN(LibraryIndexerTest)
#include "LibraryIndexerTest.moc"
