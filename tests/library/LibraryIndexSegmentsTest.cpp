// SPDX-License-Identifier: GPL-3.0-or-later
// The library index's segments in the library file: tombstones kill only the copies older than a
// removal, merges change no result, statistics stay exact after removals (whose terms are derived
// again from the stored chunks), readers see other connections' commits only, an index of another
// format is rebuilt, and a damaged segment fails a search clearly and is rebuilt by the next write.
#include "index/EmbeddedIndex.h"
#include "index/LibraryTerms.h"
#include "index/SegmentIndexReader.h"
#include "index/SqliteSegmentStore.h"
#include "library/LibraryStore.h"
#include "sqlite/Database.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace lmars;
using store::EmbeddedIndex;
using store::IndexQuery;
using store::LibraryChunkHit;
using store::LibraryStore;
using store::LibraryTokenizer;

Q_DECLARE_METATYPE(lmars::store::LibraryTokenizer)

namespace {

/// One document of the test corpus.
struct Doc
{
    QString path;
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
        doc.path = QStringLiteral("memo-%1").arg(d);
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
        if (d % 10 == 5) // CJK bigrams, a word with a diacritic and citations
            doc.texts << QStringLiteral("第%1条 合同解除 Café deposits under Article %1(2) and § 1324a.5").arg(d);
        docs << doc;
    }
    return docs;
}

std::unique_ptr<LibraryStore> openStore(const QString& path, LibraryTokenizer tokenizer = LibraryTokenizer::Unicode61)
{
    auto db = LibraryStore::open(path, tokenizer);
    if (!db)
        qFatal("%s", qPrintable(db.error().toString()));
    return std::move(db.value());
}

/// prepared: the chunks carry their terms made ahead by this tokenizer.
bool put(LibraryStore& store, const Doc& doc, std::optional<LibraryTokenizer> prepared = std::nullopt)
{
    const std::optional<store::LibraryTerms> terms =
        prepared ? std::optional<store::LibraryTerms>(std::in_place, *prepared) : std::nullopt;
    store::LibraryDocument meta;
    meta.path = doc.path;
    meta.title = doc.title;
    meta.matter = doc.matter;
    meta.validFrom = doc.validFrom;
    meta.validTo = doc.validTo;
    QList<store::LibraryChunk> chunks;
    for (int c = 0; c < doc.texts.size(); ++c) {
        store::LibraryChunk chunk;
        chunk.ordinal = c;
        chunk.text = doc.texts.at(c);
        chunk.headingPath = QStringLiteral("Part %1").arg(c);
        chunk.end = static_cast<int>(chunk.text.size());
        if (terms)
            chunk.textTerms = terms->prepare(chunk.text);
        chunks << chunk;
    }
    return store.putDocument(meta, chunks).ok();
}

/// One write adding docs, after removing the documents at the paths removed.
bool write(LibraryStore& store, const QList<Doc>& docs, const QStringList& removed = {})
{
    if (!store.beginBatch().ok())
        return false;
    for (const QString& path : removed) {
        if (!store.removeDocument(path).ok())
            return false;
    }
    for (const Doc& doc : docs) {
        if (!put(store, doc))
            return false;
    }
    return store.commitBatch().ok();
}

/// Indexes a document again under its own chunk ids (what a new validity window does).
bool reindex(LibraryStore& store, const Doc& doc)
{
    return store.setValidity(doc.path, doc.validFrom, doc.validTo).ok();
}

QList<LibraryChunkHit> search(LibraryStore& store, const std::vector<std::string>& terms, bool all = false,
                              const QDate& asOf = {}, std::optional<QString> matter = std::nullopt)
{
    IndexQuery q;
    q.terms = terms;
    q.requireAll = all;
    q.asOf = asOf;
    q.matter = std::move(matter);
    q.k = 1000;
    auto found = store.search(q);
    if (!found)
        qFatal("%s", qPrintable(found.error().toString()));
    return found.value();
}

/// Results as "path#ordinal:score" with the score to 12 digits (equal rankings compare equal; equal
/// scores in path and ordinal order, as chunk ids, which break ties, differ between libraries).
QStringList show(QList<LibraryChunkHit> hits)
{
    std::stable_sort(hits.begin(), hits.end(), [](const LibraryChunkHit& a, const LibraryChunkHit& b) {
        if (a.score != b.score)
            return a.score > b.score;
        return a.path != b.path ? a.path < b.path : a.ordinal < b.ordinal;
    });
    QStringList out;
    for (const LibraryChunkHit& hit : hits)
        out << QStringLiteral("%1#%2:%3").arg(hit.path).arg(hit.ordinal).arg(hit.score, 0, 'g', 12);
    return out;
}

/// The terms of words as the store's index makes them.
std::vector<std::string> termsOf(LibraryStore& store, const QString& words)
{
    std::vector<std::string> terms;
    store.index().terms().append(words, terms);
    return terms;
}

const QStringList kQueries = {QStringLiteral("easement"),
                              QStringLiteral("deposit tenant"),
                              QStringLiteral("covenant appeal lease notice"),
                              QStringLiteral("damages chunk42"),
                              QStringLiteral("memo easement deposit tenant covenant appeal lease notice damages"),
                              QStringLiteral("合同 cafe deposits 第5条")};

QStringList allResults(LibraryStore& store)
{
    QStringList out;
    for (const QString& text : kQueries) {
        const std::vector<std::string> q = termsOf(store, text);
        out << show(search(store, q)) << QStringLiteral("|");
        out << show(search(store, q, true)) << QStringLiteral("|");
        out << show(search(store, q, false, QDate(2021, 6, 1), QStringLiteral("smith"))) << QStringLiteral("|");
    }
    return out;
}

/// Documents of 400 chunks each, every chunk holding "common": its postings are large enough for
/// the reader's postings cache.
QList<Doc> commonCorpus(int first, int count)
{
    QList<Doc> docs;
    for (int d = first; d < first + count; ++d) {
        Doc doc{QStringLiteral("brief-%1").arg(d), QStringLiteral("Brief %1").arg(d), {}, {}, {}, {}};
        for (int c = 0; c < 400; ++c) {
            QStringList text{QStringLiteral("common")};
            for (int w = 0; w < (d + c) % 5; ++w)
                text << QStringLiteral("common word%1").arg((d * 7 + c * w) % 13);
            doc.texts << text.join(QLatin1Char(' '));
        }
        docs << doc;
    }
    return docs;
}

/// The results of queries with the common word, in a store of commonCorpus documents: every match,
/// and the scores of the top 25 (which of the chunks tied at the 25th enter depends on chunk ids).
QStringList commonResults(LibraryStore& store)
{
    QStringList out;
    for (const std::vector<std::string>& q :
         std::vector<std::vector<std::string>>{{"common"}, {"common", "word3"}, {"word1", "common", "word12"}}) {
        for (const int limit : {1000000, 25}) {
            IndexQuery query;
            query.terms = q;
            query.k = limit;
            auto found = store.search(query);
            if (!found)
                qFatal("%s", qPrintable(found.error().toString()));
            if (limit == 25) {
                for (const LibraryChunkHit& hit : found.value())
                    out << QString::number(hit.score, 'g', 12);
            } else {
                out << show(found.value());
            }
            out << QStringLiteral("|");
        }
    }
    return out;
}

int segments(LibraryStore& store)
{
    auto n = store.index().segmentCount();
    return n ? n.value() : -1;
}

int count(LibraryStore& store, const QString& words)
{
    auto n = store.countContaining(words);
    return n ? n.value() : -1;
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
    void statisticsAreExactAfterRemovals_data();
    void statisticsAreExactAfterRemovals();
    void readerSeesAnotherConnectionsCommit();
    void filtersAndTitleTerms();
    void termsMadeAheadIndexAsTheWritersOwn();
    void indexOfAnotherFormatIsRebuilt();
    void damagedSegmentFailsClearlyThenIsRebuilt();
    void readerDamageClearsOnceRepaired();
    void cachedPostingsFollowWritesAndMerges();
};

void LibraryIndexSegmentsTest::reAddedChunkOutlivesItsTombstone()
{
    QTemporaryDir dir;
    auto store = openStore(dir.filePath(QStringLiteral("library.sqlite")));
    Doc doc{QStringLiteral("lease"),
            QStringLiteral("Lease"),
            {QStringLiteral("alpha deposit"), QStringLiteral("bravo deposit")},
            {},
            {},
            {}};
    QVERIFY(write(*store, {doc}));
    QCOMPARE(search(*store, {"alpha"}).size(), 1);
    QCOMPARE(search(*store, {"alpha"}, false, QDate(2019, 1, 1)).size(), 1);
    // Indexed again with the same chunk ids and a validity window: the tombstones written by the
    // removal kill the older copies (valid in 2019) but not the copies in the newer segment.
    doc.validFrom = QStringLiteral("2020-01-01");
    QVERIFY(reindex(*store, doc));
    QCOMPARE(segments(*store), 2);
    QCOMPARE(search(*store, {"alpha"}, false, QDate(2019, 1, 1)).size(), 0);
    QCOMPARE(show(search(*store, {"alpha"}, false, QDate(2020, 6, 1))).size(), 1);
    QCOMPARE(search(*store, {"deposit"}).size(), 2);
    QCOMPARE(count(*store, QStringLiteral("deposit")), 2);

    // Indexed again and removed within one write: nothing of it is left.
    QVERIFY(store->beginBatch().ok());
    QVERIFY(reindex(*store, doc));
    QVERIFY(store->removeDocument(doc.path).ok());
    QVERIFY(store->commitBatch().ok());
    QCOMPARE(search(*store, {"deposit"}).size(), 0);
    doc.texts = {QStringLiteral("delta deposit")};
    QVERIFY(write(*store, {doc}));
    QCOMPARE(search(*store, {"delta"}).size(), 1);
    QCOMPARE(search(*store, {"alpha"}).size(), 0);

    // Merging drops the dead copies and keeps the live one.
    QVERIFY(store->index().mergeAll().ok());
    QCOMPARE(segments(*store), 1);
    QCOMPARE(search(*store, {"delta"}).size(), 1);
    QCOMPARE(search(*store, {"alpha"}).size(), 0);
    QCOMPARE(count(*store, QStringLiteral("deposit")), 1);
}

void LibraryIndexSegmentsTest::mergingChangesNoResult()
{
    QTemporaryDir dir;
    auto store = openStore(dir.filePath(QStringLiteral("library.sqlite")));
    const QList<Doc> docs = corpus();
    // Six writes: six segments (under a level's eight, so none is merged yet), with removals and a
    // document stored again.
    for (int w = 0; w < 6; ++w)
        QVERIFY(write(*store, docs.mid(w * 4, 4), w >= 2 ? QStringList{docs.at(w * 4 - 8).path} : QStringList{}));
    QVERIFY(write(*store, {docs.at(1)}));
    QCOMPARE(segments(*store), 7);
    const QStringList before = allResults(*store);
    QVERIFY(before.size() > 40);
    QVERIFY(store->index().mergeAll().ok());
    QCOMPARE(segments(*store), 1);
    QCOMPARE(allResults(*store), before);

    // A full level merges by itself after the write that fills it. Documents indexed again
    // unchanged under their own chunk ids leave every result as it was.
    for (int d : {2, 3, 5, 6, 7, 9, 10, 11, 13})
        QVERIFY(reindex(*store, docs.at(d)));
    QCOMPARE(segments(*store), 3); // 1 + 7 merged into one, then two more
    QCOMPARE(allResults(*store), before);
}

void LibraryIndexSegmentsTest::aFullTierMergesEightAtATime()
{
    QTemporaryDir dir;
    auto store = openStore(dir.filePath(QStringLiteral("library.sqlite")));
    const QList<Doc> docs = corpus().mid(0, 17);
    QVERIFY(write(*store, docs));
    // Indexed again in descending chunk id order: every document starts a segment of its own, 17
    // in one write (as a rebuild of a large library leaves many segments on one level).
    QVERIFY(store->beginBatch().ok());
    for (auto it = docs.crbegin(); it != docs.crend(); ++it)
        QVERIFY(reindex(*store, *it));
    QVERIFY(store->commitBatch().ok());
    // 18 segments, merged eight at a time, never all at once: 18 -> 11 -> 4.
    QCOMPARE(segments(*store), 4);
    auto fresh = openStore(dir.filePath(QStringLiteral("fresh.sqlite")));
    QVERIFY(write(*fresh, docs));
    QCOMPARE(segments(*fresh), 1);
    QCOMPARE(allResults(*store), allResults(*fresh));
}

void LibraryIndexSegmentsTest::statisticsAreExactAfterRemovals_data()
{
    QTest::addColumn<LibraryTokenizer>("tokenizer");
    QTest::newRow("unicode61") << LibraryTokenizer::Unicode61;
    QTest::newRow("porter") << LibraryTokenizer::Porter;
    QTest::newRow("trigram") << LibraryTokenizer::Trigram;
}

void LibraryIndexSegmentsTest::statisticsAreExactAfterRemovals()
{
    QFETCH(LibraryTokenizer, tokenizer);
    QTemporaryDir dir;
    const QList<Doc> docs = corpus();
    auto changed = openStore(dir.filePath(QStringLiteral("changed.sqlite")), tokenizer);
    QVERIFY(write(*changed, docs.mid(0, 12)));
    QVERIFY(write(*changed, docs.mid(12), {docs.at(2).path, docs.at(4).path}));
    QVERIFY(write(*changed, {}, {docs.at(13).path, docs.at(19).path, docs.at(0).path}));
    QVERIFY(write(*changed, {docs.at(5)})); // stored again: removed, then added
    // The same surviving documents indexed from scratch: equal N, average length and dfs give
    // equal scores.
    QList<Doc> kept;
    for (int d = 0; d < docs.size(); ++d) {
        if (!QList<int>{0, 2, 4, 13, 19}.contains(d))
            kept << docs.at(d);
    }
    auto fresh = openStore(dir.filePath(QStringLiteral("fresh.sqlite")), tokenizer);
    QVERIFY(write(*fresh, kept));
    const QStringList expected = allResults(*fresh);
    QVERIFY(expected.size() > 40);
    QCOMPARE(allResults(*changed), expected);
    QVERIFY(changed->index().mergeAll().ok());
    QCOMPARE(allResults(*changed), expected);
    // Removing everything leaves no statistics behind.
    QStringList all;
    for (const Doc& doc : kept)
        all << doc.path;
    QVERIFY(write(*changed, {}, all));
    auto raw = store::Database::open(dir.filePath(QStringLiteral("changed.sqlite")));
    QVERIFY(raw.ok());
    auto stats = raw.value()->prepare(
        QStringLiteral("SELECT (SELECT count(*) FROM index_term_df), (SELECT sum(value) FROM index_meta WHERE key IN "
                       "('live_chunks', 'total_length'))"));
    QVERIFY(stats.ok());
    QVERIFY(stats->step().value());
    QCOMPARE(stats->columnInt64(0), qint64(0));
    QCOMPARE(stats->columnInt64(1), qint64(0));
}

void LibraryIndexSegmentsTest::readerSeesAnotherConnectionsCommit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    auto reader = openStore(path);
    auto writer = openStore(path);
    const QList<Doc> docs = corpus();
    QVERIFY(write(*writer, {docs.at(0)}));
    QCOMPARE(search(*reader, {"chunk1"}).size(), 1);
    QCOMPARE(search(*reader, {"chunk11"}).size(), 0);

    // While the other connection's write is open the reader sees the last commit only.
    QVERIFY(writer->beginBatch().ok());
    QVERIFY(put(*writer, docs.at(1)));
    QCOMPARE(search(*reader, {"chunk11"}).size(), 0);
    QVERIFY(writer->commitBatch().ok());
    QCOMPARE(search(*reader, {"chunk11"}).size(), 1);

    // A write rolled back leaves nothing behind.
    QVERIFY(writer->beginBatch().ok());
    QVERIFY(writer->removeDocument(docs.at(0).path).ok());
    QVERIFY(writer->rollbackBatch().ok());
    QCOMPARE(search(*reader, {"chunk1"}).size(), 1);
    QCOMPARE(search(*writer, {"chunk1"}).size(), 1);
}

void LibraryIndexSegmentsTest::filtersAndTitleTerms()
{
    QTemporaryDir dir;
    auto store = openStore(dir.filePath(QStringLiteral("library.sqlite")));
    const QList<Doc> docs = corpus();
    QVERIFY(write(*store, docs));
    // Doc 0 is smith's, valid 2020-2021; doc 3 is smith's and always valid; docs 1 and 4 are jones's.
    QStringList found;
    for (const LibraryChunkHit& hit :
         search(*store, {"chunk0", "chunk30", "chunk40", "chunk10"}, false, QDate(2021, 6, 1), QStringLiteral("smith")))
        found << QStringLiteral("%1#%2").arg(hit.path).arg(hit.ordinal);
    found.sort();
    QCOMPARE(found, (QStringList{QStringLiteral("memo-0#0"), QStringLiteral("memo-3#0")}));
    QCOMPARE(search(*store, {"chunk0", "chunk30"}, false, QDate(2022, 1, 1)).size(), 1);
    QCOMPARE(search(*store, {"chunk0"}, false, {}, QStringLiteral("nobody")).size(), 0);
    // A date that is not a day cannot reach the index: it is a QDate, read where it enters (model::AsOf).
    // Title words are boolean title terms too: they match every chunk of the document, score 0.
    const auto titled = search(*store, {EmbeddedIndex::titleTerm("memo"), EmbeddedIndex::titleTerm("7")}, true);
    QCOMPARE(titled.size(), 5);
    QCOMPARE(titled.first().path, QStringLiteral("memo-7"));
    QCOMPARE(titled.first().score, 0.0);
    QCOMPARE(count(*store, QStringLiteral("memo 7")), 5);
    // So are the references a chunk cites (ReferenceMatcher::citations).
    QStringList citing;
    for (const LibraryChunkHit& hit : search(*store, {EmbeddedIndex::citationTerm(QStringLiteral("§ 1324a"))}, true))
        citing << hit.path;
    citing.sort();
    QCOMPARE(citing, (QStringList{QStringLiteral("memo-15"), QStringLiteral("memo-5")}));
    const auto article = search(*store, {EmbeddedIndex::citationTerm(QStringLiteral("article 15"))}, true);
    QCOMPARE(article.size(), 1);
    QCOMPARE(article.first().path, QStringLiteral("memo-15"));
}

void LibraryIndexSegmentsTest::termsMadeAheadIndexAsTheWritersOwn()
{
    QTemporaryDir dir;
    const QList<Doc> docs = corpus();
    auto own = openStore(dir.filePath(QStringLiteral("own.sqlite")), LibraryTokenizer::Porter);
    QVERIFY(write(*own, docs));
    const QStringList expected = allResults(*own);
    auto ahead = openStore(dir.filePath(QStringLiteral("ahead.sqlite")), LibraryTokenizer::Porter);
    QVERIFY(ahead->beginBatch().ok());
    // Terms made by the library's tokenizer are used; those of another one are made again.
    for (int d = 0; d < docs.size(); ++d)
        QVERIFY(put(*ahead, docs.at(d), d % 2 == 0 ? LibraryTokenizer::Porter : LibraryTokenizer::Trigram));
    QVERIFY(ahead->commitBatch().ok());
    QCOMPARE(allResults(*ahead), expected);
    QCOMPARE(count(*ahead, QStringLiteral("deposits")), count(*own, QStringLiteral("deposit")));
    // A removal derives the terms again from the stored chunks: the same ones.
    QStringList all;
    for (const Doc& doc : docs)
        all << doc.path;
    QVERIFY(write(*ahead, {}, all));
    auto raw = store::Database::open(dir.filePath(QStringLiteral("ahead.sqlite")));
    QVERIFY(raw.ok());
    auto left = raw.value()->prepare(QStringLiteral("SELECT count(*) FROM index_term_df"));
    QVERIFY(left.ok());
    QVERIFY(left->step().value());
    QCOMPARE(left->columnInt64(0), qint64(0));
}

void LibraryIndexSegmentsTest::indexOfAnotherFormatIsRebuilt()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    const QList<Doc> docs = corpus();
    QStringList expected;
    {
        auto store = openStore(path);
        QVERIFY(write(*store, docs.mid(0, 12)));
        QVERIFY(write(*store, docs.mid(12), {docs.at(3).path}));
        expected = allResults(*store);
    }
    {
        // An index written by an older format, of which nothing can be trusted.
        auto raw = store::Database::open(path);
        QVERIFY(raw.ok());
        QVERIFY(raw.value()
                    ->exec(QStringLiteral("UPDATE index_meta SET value = 0 WHERE key = 'format'; "
                                          "DELETE FROM index_postings WHERE segment_id = 1; "
                                          "UPDATE index_term_df SET df = 1;"))
                    .ok());
    }
    auto store = openStore(path); // indexes the stored chunks again
    QCOMPARE(segments(*store), 1);
    QCOMPARE(allResults(*store), expected);
}

void LibraryIndexSegmentsTest::damagedSegmentFailsClearlyThenIsRebuilt()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    auto store = openStore(path);
    Doc doc{QStringLiteral("memo.txt"), {}, {QStringLiteral("covenant of quiet enjoyment")}, {}, {}, {}};
    QVERIFY(write(*store, {doc}));
    QCOMPARE(count(*store, QStringLiteral("covenant")), 1);
    {
        // A postings blob that is valid SQLite but not a postings list (a bad disk sector, say).
        auto raw = store::Database::open(path);
        QVERIFY(raw.ok());
        QVERIFY(raw.value()
                    ->exec(QStringLiteral(
                        "UPDATE index_postings SET blob = x'ffffffffff' WHERE term = x'636f76656e616e74'"))
                    .ok());
    }
    auto broken = store->countContaining(QStringLiteral("covenant"));
    QVERIFY(!broken.ok());
    QVERIFY(broken.error().toString().contains(QStringLiteral("damaged")));
    // The next write rebuilds the index from the chunks.
    QVERIFY(store->beginBatch().ok());
    QVERIFY(store->commitBatch().ok());
    QCOMPARE(count(*store, QStringLiteral("covenant")), 1);
    QCOMPARE(search(*store, {"quiet"}).size(), 1);
}

void LibraryIndexSegmentsTest::readerDamageClearsOnceRepaired()
{
    // sawDamage() is what the last read met: once the index is rebuilt, a reader that saw the
    // damage reports none, so a later failure for another reason does not force a needless rebuild.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    auto store = openStore(path);
    Doc doc{QStringLiteral("memo.txt"), {}, {QStringLiteral("covenant of quiet enjoyment")}, {}, {}, {}};
    QVERIFY(write(*store, {doc}));
    auto readStore = store::SqliteSegmentStore::openForReading(path);
    QVERIFY(readStore && readStore->hasIndex());
    store::SegmentIndexReader reader(std::make_shared<store::LibraryTerms>(LibraryTokenizer::Unicode61));
    store::IndexQuery covenant;
    covenant.terms = {"covenant"};
    QCOMPARE(reader.search(*readStore, {covenant}).value().front().size(), 1);
    QVERIFY(!reader.sawDamage());
    {
        auto raw = store::Database::open(path);
        QVERIFY(raw.ok());
        QVERIFY(raw.value()
                    ->exec(QStringLiteral(
                        "UPDATE index_postings SET blob = x'ffffffffff' WHERE term = x'636f76656e616e74'"))
                    .ok());
    }
    QVERIFY(!reader.search(*readStore, {covenant}).ok());
    QVERIFY(reader.sawDamage());
    // The store's own index sees it too, and its next write rebuilds the index.
    QVERIFY(!store->countContaining(QStringLiteral("covenant")).ok());
    QVERIFY(store->beginBatch().ok());
    QVERIFY(store->commitBatch().ok());
    auto repaired = reader.search(*readStore, {covenant});
    QVERIFY(repaired.ok());
    QCOMPARE(repaired->front().size(), 1);
    QVERIFY(!reader.sawDamage());
    QVERIFY(reader.segmentCount(*readStore).ok());
    QVERIFY(!reader.sawDamage());
}

void LibraryIndexSegmentsTest::cachedPostingsFollowWritesAndMerges()
{
    // The reader keeps a common term's postings between searches: results must follow every
    // write, removal, re-indexing and merge, here and in another connection, as a fresh index.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    auto store = openStore(path);
    auto other = openStore(path); // writes through a connection of its own
    QList<Doc> docs = commonCorpus(0, 40);
    QVERIFY(write(*store, docs.mid(0, 20)));
    QVERIFY(write(*store, docs.mid(20, 20)));
    {
        auto raw = store::Database::open(path);
        QVERIFY(raw.ok());
        auto bytes = raw.value()->prepare(
            QStringLiteral("SELECT sum(length(blob)) FROM index_postings WHERE term = x'636f6d6d6f6e'"));
        QVERIFY(bytes.ok() && bytes->step().value());
        QVERIFY(bytes->columnInt64(0) >= store::SegmentIndexReader::kCachedTermBytes);
    }
    auto expect = [&](const QList<Doc>& kept) {
        static int n = 0;
        auto fresh = openStore(dir.filePath(QStringLiteral("fresh-%1.sqlite").arg(++n)));
        if (!write(*fresh, kept))
            qFatal("could not write the fresh library");
        return commonResults(*fresh);
    };
    QCOMPARE(commonResults(*store), expect(docs));

    // Removed, added and stored-again documents through the other connection.
    QVERIFY(write(*other, commonCorpus(40, 3), {docs.at(3).path, docs.at(25).path}));
    docs.removeAt(25);
    docs.removeAt(3);
    docs << commonCorpus(40, 3);
    QVERIFY(write(*other, {docs.at(10)}));
    QCOMPARE(commonResults(*store), expect(docs));
    QCOMPARE(commonResults(*other), commonResults(*store));

    // Merged into one segment: the cached postings of the old segments are not read again.
    QVERIFY(other->index().mergeAll().ok());
    QCOMPARE(segments(*store), 1);
    QCOMPARE(commonResults(*store), expect(docs));

    // A damaged common postings blob fails a search that reads it (this connection still holds
    // the good copy); the rebuild by the connection that saw it is followed here too.
    {
        auto raw = store::Database::open(path);
        QVERIFY(raw.ok());
        QVERIFY(
            raw.value()
                ->exec(QStringLiteral("UPDATE index_postings SET blob = x'ffffffffff' WHERE term = x'636f6d6d6f6e'"))
                .ok());
    }
    auto third = openStore(path);
    IndexQuery query;
    query.terms = {"common"};
    QVERIFY(!third->search(query).ok());
    QVERIFY(third->beginBatch().ok());
    QVERIFY(third->commitBatch().ok());
    QCOMPARE(commonResults(*third), expect(docs));
    QCOMPARE(commonResults(*store), commonResults(*third));
}

QTEST_GUILESS_MAIN(LibraryIndexSegmentsTest)
#include "LibraryIndexSegmentsTest.moc"
