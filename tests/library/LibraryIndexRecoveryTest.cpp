// SPDX-License-Identifier: GPL-3.0-or-later
// The library's index lives in the library file and is written in the same transaction as the
// chunks: a killed writer leaves the last committed state of both, a library of schema 4 (its
// index in a file of its own) is indexed once from its chunks on open and the former files go, and
// opening does not wait for another connection's write.
#include "index/EmbeddedIndex.h"
#include "library/LibrarySchema.h"
#include "library/LibraryStore.h"
#include "sqlite/Database.h"

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

/// How many chunks match alpha, bravo, charlie and deposit.
QList<int> counts(LibraryStore* db)
{
    QList<int> out;
    for (const char* word : {"alpha", "bravo", "charlie", "deposit"})
        out << count(db, QString::fromLatin1(word));
    return out;
}

/// One integer that a query of the file at path gives (-1 when it fails).
qint64 scalar(const QString& path, const QString& sql)
{
    auto db = store::Database::open(path);
    if (!db)
        return -1;
    auto stmt = db.value()->prepare(sql);
    if (!stmt || !stmt->step().value())
        return -1;
    return stmt->columnInt64(0);
}

/// A library file of schema 4 (the index in library-search.sqlite beside it, the write log in
/// index_log) holding two documents, as the build before schema 5 left it.
bool makeSchema4Library(const QString& path)
{
    auto db = store::Database::open(path, store::Database::Threading::Serialized, 65536);
    if (!db)
        return false;
    const QStringList steps = store::LibrarySchema::migrations(store::LibraryTokenizer::Unicode61).mid(0, 4);
    if (!db.value()->migrate(steps).ok())
        return false;
    return db.value()
        ->exec(QStringLiteral(
            "INSERT INTO documents(id, path, title, status, matter, valid_from, valid_to) VALUES "
            "(1, '/lib/old.md', 'Lease Act 1990', 'indexed', 'smith', '1990-01-01', '2009-12-31'), "
            "(2, '/lib/new.md', 'Lease Act 2010', 'indexed', 'jones', '2010-01-01', NULL), "
            "(3, '/lib/bad.pdf', 'bad', 'error', '', NULL, NULL);"
            "INSERT INTO chunks(id, document_id, ordinal, text, heading_path, char_start, char_end, valid_from, "
            "valid_to) VALUES (1, 1, 0, 'The deposit is one month of rent.', 'Part 1', 0, 33, '1990-01-01', "
            "'2009-12-31'), (2, 1, 1, 'Repairs fall to the landlord.', 'Part 2', 33, 62, '1990-01-01', '2009-12-31'), "
            "(3, 2, 0, 'The deposit is two months of rent.', 'Part 1', 0, 34, '2010-01-01', NULL);"
            "UPDATE library_meta SET value = '4' WHERE key = 'next_chunk_id';"
            "INSERT INTO index_log(seq, document_id) VALUES (1, 1), (1, 2);"
            "UPDATE library_meta SET value = '1' WHERE key = 'index_seq';"))
        .ok();
}

/// The child process of killedWriterLeavesTheLastCommit: commits "alpha", then dies by SIGKILL in
/// the middle of a batch large enough that the index has written a segment of it (uncommitted).
int writeThenDie(const QString& path)
{
    auto db = openStore(path);
    if (!put(db.get(), QStringLiteral("memo"), QStringLiteral("alpha deposit terms")) || !db->beginBatch().ok())
        return 1;
    store::LibraryDocument doc;
    doc.path = QStringLiteral("bulk");
    QList<store::LibraryChunk> chunks;
    for (int i = 0; i < store::EmbeddedIndex::kFlushChunks + 100; ++i) {
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
    void indexLivesInTheLibraryFile();
    void schema4LibraryIsIndexedOnceOnOpen();
    void openingDoesNotWaitForAnotherWriter();
    void killedWriterLeavesTheLastCommit();
};

void LibraryIndexRecoveryTest::indexLivesInTheLibraryFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    {
        auto db = openStore(path);
        QVERIFY(put(db.get(), QStringLiteral("memo"), QStringLiteral("alpha deposit terms")));
        QCOMPARE(count(db.get(), QStringLiteral("deposit")), 1);
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("library.sqlite")});
    QVERIFY(scalar(path, QStringLiteral("SELECT count(*) FROM index_segments")) >= 1);
    QVERIFY(!LibraryStore::open(QStringLiteral(":memory:")).ok());
}

void LibraryIndexRecoveryTest::schema4LibraryIsIndexedOnceOnOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    QVERIFY(makeSchema4Library(path));
    // What earlier schemas left beside the file: the segment index, a Xapian folder, an FTS5 file.
    const QStringList formerFiles = {dir.filePath(QStringLiteral("library-search.sqlite")),
                                     dir.filePath(QStringLiteral("library-search.sqlite-wal")),
                                     dir.filePath(QStringLiteral("library-index.sqlite")),
                                     dir.filePath(QStringLiteral("library-index.xapian/postlist.glass"))};
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("library-index.xapian"))));
    for (const QString& file : formerFiles) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("a former index");
    }
    {
        auto db = openStore(path);
        QCOMPARE(count(db.get(), QStringLiteral("deposit")), 2);
        QCOMPARE(count(db.get(), QStringLiteral("landlord")), 1);
        store::IndexQuery asOf{{"deposit"}, false, QDate(2000, 6, 1), std::nullopt, 10, {}, {}};
        auto old = db->search(asOf);
        QVERIFY(old.ok());
        QCOMPARE(old->size(), 1);
        QCOMPARE(old->first().path, QStringLiteral("/lib/old.md"));
        auto jones = db->search({{"deposit"}, false, {}, QStringLiteral("jones"), 10, {}, {}});
        QVERIFY(jones.ok());
        QCOMPARE(jones->size(), 1);
        QCOMPARE(jones->first().path, QStringLiteral("/lib/new.md"));
        // Later writes go on from the chunk ids the file gave out.
        QVERIFY(put(db.get(), QStringLiteral("/lib/memo.md"), QStringLiteral("alpha deposit")));
        QCOMPARE(count(db.get(), QStringLiteral("deposit")), 3);
    }
    for (const QString& file : formerFiles)
        QVERIFY2(!QFileInfo::exists(file), qPrintable(file));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("library-index.xapian"))));
    QCOMPARE(scalar(path, QStringLiteral("PRAGMA user_version")),
             qint64(store::LibrarySchema::migrations(store::LibraryTokenizer::Unicode61).size()));
    QCOMPARE(scalar(path, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'index_log'")), qint64(0));
    QCOMPARE(scalar(path, QStringLiteral("SELECT max(id) FROM chunks")), qint64(4));
    // Indexed once: opening again changes nothing.
    const qint64 generation = scalar(path, QStringLiteral("SELECT value FROM index_meta WHERE key = 'generation'"));
    openStore(path).reset();
    QCOMPARE(scalar(path, QStringLiteral("SELECT value FROM index_meta WHERE key = 'generation'")), generation);
}

void LibraryIndexRecoveryTest::openingDoesNotWaitForAnotherWriter()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    QVERIFY(makeSchema4Library(path)); // the next opener must index it
    auto writer = store::Database::open(path);
    QVERIFY(writer.ok());
    QVERIFY(writer.value()->begin().ok()); // another connection is writing (indexing it, say)
    // Opening migrates the schema (that waits for the lock), so the other write starts after it.
    QVERIFY(writer.value()->rollback().ok());
    {
        auto migrated = LibraryStore::open(path);
        QVERIFY(migrated.ok());
    }
    QVERIFY(writer.value()->exec(QStringLiteral("UPDATE index_meta SET value = 0 WHERE key = 'format'")).ok());
    QVERIFY(writer.value()->begin().ok());

    auto reader = LibraryStore::open(path);
    QVERIFY2(reader.ok(), qPrintable(reader.ok() ? QString() : reader.error().toString()));
    auto docs = reader.value()->documents();
    QVERIFY(docs.ok());
    QCOMPARE(docs->size(), 3);

    QVERIFY(writer.value()->rollback().ok());
    QVERIFY(reader.value()->beginBatch().ok()); // the first write of this connection indexes it
    QVERIFY(reader.value()->commitBatch().ok());
    QCOMPARE(count(reader.value().get(), QStringLiteral("deposit")), 2);
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
    auto docs = db->documents();
    QVERIFY(docs.ok());
    QCOMPARE(docs->size(), 1);
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
