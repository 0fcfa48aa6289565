// SPDX-License-Identifier: GPL-3.0-or-later
// The library index's segments in its SQLite file: tombstones kill only the copies older than a
// removal, merges change no result, statistics stay exact after removals, readers see other
// connections' commits, and a library with a former Xapian index folder gets the new index.
#include "store/Database.h"
#include "store/LibraryIndex.h"
#include "store/LibraryStore.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace lmars;
using store::LibraryIndex;
using store::LibraryIndexMatch;
using store::LibraryIndexQuery;
using store::LibraryIndexStamp;
using store::LibraryStore;
using store::LibraryTokenizer;

namespace {

/// One document of the test corpus: its chunks' texts, ids first + i.
struct Doc
{
    qint64 id = 0;
    qint64 firstChunk = 0;
    QString title;
    QStringList texts;
    QString matter;
    QString validFrom;
    QString validTo;
};

QList<Doc> corpus()
{
    QList<Doc> docs;
    const QStringList words = {QStringLiteral("easement"), QStringLiteral("deposit"), QStringLiteral("tenant"),
                               QStringLiteral("covenant"), QStringLiteral("appeal"),  QStringLiteral("lease"),
                               QStringLiteral("notice"),   QStringLiteral("damages")};
    for (int d = 0; d < 24; ++d) {
        Doc doc;
        doc.id = d + 1;
        doc.firstChunk = 1 + d * 10;
        doc.title = QStringLiteral("Memo %1 on the %2").arg(d).arg(words.at(d % words.size()));
        doc.matter = d % 3 == 0 ? QStringLiteral("smith") : QStringLiteral("jones");
        if (d % 4 == 0) {
            doc.validFrom = QStringLiteral("2020-01-01");
            doc.validTo = QStringLiteral("2021-12-31");
        }
        for (int c = 0; c < 5; ++c) {
            QStringList text;
            for (int w = 0; w <= (d * 7 + c * 3) % 11; ++w)
                text << words.at((d + c * w) % words.size());
            text << QStringLiteral("chunk%1").arg(d * 10 + c);
            doc.texts << text.join(QLatin1Char(' '));
        }
        docs << doc;
    }
    return docs;
}

bool index(LibraryIndex& idx, const Doc& doc)
{
    if (!idx.setDocument(doc.id, doc.title, doc.matter, doc.validFrom, doc.validTo).ok())
        return false;
    for (int c = 0; c < doc.texts.size(); ++c) {
        if (!idx.addChunk(doc.firstChunk + c, QStringLiteral("Part %1").arg(c), doc.texts.at(c)).ok())
            return false;
    }
    return true;
}

/// One write adding docs (and removing removed first).
bool write(LibraryIndex& idx, const QList<Doc>& docs, const QList<qint64>& removed = {})
{
    auto begun = idx.beginWrite();
    if (!begun)
        return false;
    for (qint64 id : removed) {
        if (!idx.removeDocument(id).ok())
            return false;
    }
    for (const Doc& doc : docs) {
        if (!index(idx, doc))
            return false;
    }
    return idx.commitWrite({QStringLiteral("lib"), begun->appliedSeq + 1}).ok();
}

QList<LibraryIndexMatch> search(LibraryIndex& idx, const std::vector<std::string>& terms, bool all = false,
                                const QString& asOf = {}, std::optional<QString> matter = std::nullopt)
{
    LibraryIndexQuery q;
    q.terms = terms;
    q.requireAll = all;
    q.asOf = asOf;
    q.matter = std::move(matter);
    q.limit = 1000;
    auto found = idx.search(q);
    if (!found)
        qFatal("%s", qPrintable(found.error().toString()));
    return found.value();
}

/// Results as "id:score" with the score to 12 digits (equal rankings compare equal).
QStringList show(const QList<LibraryIndexMatch>& matches)
{
    QStringList out;
    for (const LibraryIndexMatch& m : matches)
        out << QStringLiteral("%1:%2").arg(m.chunkId).arg(m.score, 0, 'g', 12);
    return out;
}

const std::vector<std::vector<std::string>> kQueries = {
    {"easement"},
    {"deposit", "tenant"},
    {"covenant", "appeal", "lease", "notice"},
    {"damages", "chunk42"},
    {"memo", "easement", "deposit", "tenant", "covenant", "appeal", "lease", "notice", "damages"}};

QStringList allResults(LibraryIndex& idx)
{
    QStringList out;
    for (const auto& q : kQueries) {
        out << show(search(idx, q)) << QStringLiteral("|");
        out << show(search(idx, q, true)) << QStringLiteral("|");
        out << show(search(idx, q, false, QStringLiteral("2021-06-01"), QStringLiteral("smith")))
            << QStringLiteral("|");
    }
    return out;
}

} // namespace

class LibraryIndexSegmentsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void reAddedChunkOutlivesItsTombstone();
    void mergingChangesNoResult();
    void aFullTierMergesEightAtATime();
    void statisticsAreExactAfterRemovals();
    void readerSeesAnotherConnectionsCommit();
    void filtersAndTitleTerms();
    void formerXapianFolderIsReplaced();
    void damagedIndexFileIsRebuilt();
    void damagedSegmentFailsClearlyThenIsRebuilt();
};

void LibraryIndexSegmentsTest::reAddedChunkOutlivesItsTombstone()
{
    QTemporaryDir dir;
    LibraryIndex idx(dir.filePath(QStringLiteral("i.sqlite")), LibraryTokenizer::Unicode61);
    Doc doc{7,  100, QStringLiteral("Lease"), {QStringLiteral("alpha deposit"), QStringLiteral("bravo deposit")}, {},
            {}, {}};
    QVERIFY(write(idx, {doc}));
    QCOMPARE(show(search(idx, {"alpha"})).size(), 1);
    // Indexed again with the same chunk ids (a new validity window): the tombstones written by
    // the removal must not kill the copies in the newer segment.
    doc.texts = {QStringLiteral("charlie deposit"), QStringLiteral("bravo deposit")};
    QVERIFY(write(idx, {doc}, {7}));
    QCOMPARE(search(idx, {"alpha"}).size(), 0);
    const auto charlie = search(idx, {"charlie"});
    QCOMPARE(charlie.size(), 1);
    QCOMPARE(charlie.first().chunkId, qint64(100));
    QCOMPARE(search(idx, {"deposit"}).size(), 2);
    QCOMPARE(idx.countMatching({"deposit"}).value(), 2);
    QCOMPARE(idx.segmentCount().value(), 2);

    // Removed, re-added and removed again within one write: nothing of it is left.
    doc.texts = {QStringLiteral("delta deposit")};
    QVERIFY(write(idx, {}, {7}));
    QCOMPARE(search(idx, {"deposit"}).size(), 0);
    QVERIFY(write(idx, {doc}));
    QCOMPARE(search(idx, {"delta"}).size(), 1);
    QCOMPARE(search(idx, {"charlie"}).size(), 0);

    // Merging drops the dead copies and keeps the live one.
    QVERIFY(idx.mergeAll().ok());
    QCOMPARE(idx.segmentCount().value(), 1);
    QCOMPARE(search(idx, {"delta"}).size(), 1);
    QCOMPARE(search(idx, {"charlie"}).size(), 0);
    QCOMPARE(idx.countMatching({"deposit"}).value(), 1);
}

void LibraryIndexSegmentsTest::mergingChangesNoResult()
{
    QTemporaryDir dir;
    LibraryIndex idx(dir.filePath(QStringLiteral("i.sqlite")), LibraryTokenizer::Unicode61);
    const QList<Doc> docs = corpus();
    // Six writes: six segments (under a tier's eight, so none is merged yet), with removals and a
    // document indexed again under its own chunk ids.
    for (int w = 0; w < 6; ++w)
        QVERIFY(write(idx, docs.mid(w * 4, 4), w >= 2 ? QList<qint64>{w * 4 - 7} : QList<qint64>{}));
    QVERIFY(write(idx, {docs.at(1)}, {2}));
    QCOMPARE(idx.segmentCount().value(), 7);
    const QStringList before = allResults(idx);
    QVERIFY(before.size() > 15);
    QVERIFY(idx.mergeAll().ok());
    QCOMPARE(idx.segmentCount().value(), 1);
    QCOMPARE(allResults(idx), before);

    // A full tier merges by itself after the write that fills it. Documents indexed again
    // unchanged under their own chunk ids leave every result as it was.
    const QList<qint64> live = {3, 4, 6, 7, 8, 10, 11, 12, 14};
    for (qint64 id : live)
        QVERIFY(write(idx, {docs.at(static_cast<int>(id) - 1)}, {id}));
    QCOMPARE(idx.segmentCount().value(), 3); // 1 + 7 merged into one, then two more
    QCOMPARE(allResults(idx), before);
}

void LibraryIndexSegmentsTest::aFullTierMergesEightAtATime()
{
    QTemporaryDir dir;
    LibraryIndex idx(dir.filePath(QStringLiteral("i.sqlite")), LibraryTokenizer::Unicode61);
    QList<Doc> docs = corpus().mid(0, 17);
    // Descending chunk ids: every document starts a segment of its own, 17 in one write (as a
    // rebuild of a large library leaves many segments in one tier).
    std::reverse(docs.begin(), docs.end());
    QVERIFY(write(idx, docs));
    // Merged eight at a time, never all at once: 17 -> 10 -> 3.
    QCOMPARE(idx.segmentCount().value(), 3);
    LibraryIndex fresh(dir.filePath(QStringLiteral("fresh.sqlite")), LibraryTokenizer::Unicode61);
    std::reverse(docs.begin(), docs.end());
    QVERIFY(write(fresh, docs));
    QCOMPARE(fresh.segmentCount().value(), 1);
    QCOMPARE(allResults(idx), allResults(fresh));
}

void LibraryIndexSegmentsTest::statisticsAreExactAfterRemovals()
{
    QTemporaryDir dir;
    const QList<Doc> docs = corpus();
    LibraryIndex changed(dir.filePath(QStringLiteral("changed.sqlite")), LibraryTokenizer::Unicode61);
    QVERIFY(write(changed, docs.mid(0, 12)));
    QVERIFY(write(changed, docs.mid(12), {3, 5}));
    QVERIFY(write(changed, {}, {14, 20, 1}));
    // The same surviving documents indexed from scratch: equal N, average length and dfs give
    // equal scores.
    QList<Doc> kept;
    for (const Doc& doc : docs) {
        if (!QList<qint64>{1, 3, 5, 14, 20}.contains(doc.id))
            kept << doc;
    }
    LibraryIndex fresh(dir.filePath(QStringLiteral("fresh.sqlite")), LibraryTokenizer::Unicode61);
    QVERIFY(write(fresh, kept));
    QCOMPARE(allResults(changed), allResults(fresh));
    QVERIFY(changed.mergeAll().ok());
    QCOMPARE(allResults(changed), allResults(fresh));
}

void LibraryIndexSegmentsTest::readerSeesAnotherConnectionsCommit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("i.sqlite"));
    LibraryIndex reader(path, LibraryTokenizer::Unicode61);
    LibraryIndex writer(path, LibraryTokenizer::Unicode61);
    const QList<Doc> docs = corpus();
    QVERIFY(write(writer, {docs.at(0)}));
    QCOMPARE(search(reader, {"chunk1"}).size(), 1);
    QCOMPARE(search(reader, {"chunk11"}).size(), 0);
    QCOMPARE(reader.committedStamp().appliedSeq, qint64(1));

    // While the other connection's write is open the reader sees the last commit only.
    auto begun = writer.beginWrite();
    QVERIFY(begun.ok());
    QVERIFY(index(writer, docs.at(1)));
    QCOMPARE(search(reader, {"chunk11"}).size(), 0);
    QVERIFY(writer.commitWrite({QStringLiteral("lib"), 2}).ok());
    QCOMPARE(search(reader, {"chunk11"}).size(), 1);
    QCOMPARE(reader.committedStamp().appliedSeq, qint64(2));

    // A cancelled write leaves nothing behind.
    QVERIFY(writer.beginWrite().ok());
    QVERIFY(writer.removeDocument(1).ok());
    writer.cancelWrite();
    QCOMPARE(search(reader, {"chunk1"}).size(), 1);
}

void LibraryIndexSegmentsTest::filtersAndTitleTerms()
{
    QTemporaryDir dir;
    LibraryIndex idx(dir.filePath(QStringLiteral("i.sqlite")), LibraryTokenizer::Unicode61);
    const QList<Doc> docs = corpus();
    QVERIFY(write(idx, docs));
    // Doc 0 (chunks 1-5) is smith's, valid 2020-2021; doc 3 (31-35) is smith's and always valid;
    // docs 1 and 4 are jones's.
    QList<qint64> ids;
    for (const auto& m : search(idx, {"chunk0", "chunk30", "chunk40", "chunk10"}, false, QStringLiteral("2021-06-01"),
                                QStringLiteral("smith")))
        ids << m.chunkId;
    std::sort(ids.begin(), ids.end());
    QCOMPARE(ids, (QList<qint64>{1, 31}));
    QCOMPARE(search(idx, {"chunk0", "chunk30"}, false, QStringLiteral("2022-01-01")).size(), 1);
    QCOMPARE(search(idx, {"chunk0"}, false, {}, QStringLiteral("nobody")).size(), 0);
    QVERIFY(!idx.search({{"chunk0"}, false, QStringLiteral("June"), std::nullopt, 10, {}, {}}).ok());
    // Title words are boolean title terms too: they match every chunk of the document, score 0.
    const auto titled = search(idx, {LibraryIndex::titleTerm("memo"), LibraryIndex::titleTerm("7")}, true);
    QCOMPARE(titled.size(), 5);
    QCOMPARE(titled.first().chunkId, qint64(71));
    QCOMPARE(titled.first().score, 0.0);
    QCOMPARE(idx.countMatching({"memo", "7"}).value(), 5);
}

void LibraryIndexSegmentsTest::formerXapianFolderIsReplaced()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    {
        auto db = LibraryStore::open(path);
        QVERIFY(db.ok());
        store::LibraryDocument doc;
        doc.path = QStringLiteral("memo.txt");
        doc.title = QStringLiteral("Memo");
        store::LibraryChunk chunk;
        chunk.text = QStringLiteral("easement across the lot");
        chunk.end = static_cast<int>(chunk.text.size());
        QVERIFY(db.value()->putDocument(doc, {chunk}).ok());
    }
    // What the Xapian era left: its folder beside the library, and no index file of ours.
    const QString xapian = dir.filePath(QStringLiteral("library-index.xapian"));
    QVERIFY(QDir().mkpath(xapian));
    QFile flint(xapian + QStringLiteral("/postlist.glass"));
    QVERIFY(flint.open(QIODevice::WriteOnly));
    flint.write("xapian postlist");
    flint.close();
    QVERIFY(LibraryStore::removeIndex(path));
    auto db = LibraryStore::open(path);
    QVERIFY(db.ok());
    QVERIFY(!QFileInfo::exists(xapian));
    QVERIFY(QFileInfo::exists(LibraryStore::indexPath(path)));
    QCOMPARE(db.value()->countContaining(QStringLiteral("easement")).value(), 1);
}

void LibraryIndexSegmentsTest::damagedIndexFileIsRebuilt()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    {
        auto db = LibraryStore::open(path);
        QVERIFY(db.ok());
        store::LibraryDocument doc;
        doc.path = QStringLiteral("memo.txt");
        store::LibraryChunk chunk;
        chunk.text = QStringLiteral("covenant of quiet enjoyment");
        chunk.end = static_cast<int>(chunk.text.size());
        QVERIFY(db.value()->putDocument(doc, {chunk}).ok());
    }
    QVERIFY(LibraryStore::removeIndex(path));
    QFile garbage(LibraryStore::indexPath(path));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write(QByteArray(70000, 'x'));
    garbage.close();
    auto db = LibraryStore::open(path);
    QVERIFY(db.ok());
    QCOMPARE(db.value()->countContaining(QStringLiteral("covenant")).value(), 1);
}

void LibraryIndexSegmentsTest::damagedSegmentFailsClearlyThenIsRebuilt()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    auto db = LibraryStore::open(path);
    QVERIFY(db.ok());
    store::LibraryDocument doc;
    doc.path = QStringLiteral("memo.txt");
    store::LibraryChunk chunk;
    chunk.text = QStringLiteral("covenant of quiet enjoyment");
    chunk.end = static_cast<int>(chunk.text.size());
    QVERIFY(db.value()->putDocument(doc, {chunk}).ok());
    QCOMPARE(db.value()->countContaining(QStringLiteral("covenant")).value(), 1);
    {
        // A postings blob that is valid SQLite but not a postings list (a bad disk sector, say).
        auto raw = store::Database::open(LibraryStore::indexPath(path));
        QVERIFY(raw.ok());
        QVERIFY(raw.value()
                    ->exec(QStringLiteral("UPDATE postings SET blob = x'ffffffffff' WHERE term = x'636f76656e616e74'"))
                    .ok());
    }
    auto broken = db.value()->countContaining(QStringLiteral("covenant"));
    QVERIFY(!broken.ok());
    QVERIFY(broken.error().toString().contains(QStringLiteral("damaged")));
    // The next write rebuilds the index from the library file.
    QVERIFY(db.value()->beginBatch().ok());
    QVERIFY(db.value()->commitBatch().ok());
    QCOMPARE(db.value()->countContaining(QStringLiteral("covenant")).value(), 1);
}

QTEST_GUILESS_MAIN(LibraryIndexSegmentsTest)
#include "LibraryIndexSegmentsTest.moc"
