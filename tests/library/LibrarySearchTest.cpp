// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceMetadata.h"
#include "index/EmbeddedIndex.h"
#include "index/LibraryTerms.h"
#include "index/QuerySanitizer.h"
#include "index/ReferenceMatcher.h"
#include "library/Backends.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"
#include "library/LocalLibrarySource.h"
#include "sqlite/Database.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using store::LibraryQuery;
using store::LibrarySearcher;
using store::LibraryStore;
using store::LibraryTokenizer;

namespace {

std::unique_ptr<LibraryStore> openStore(const QString& path, LibraryTokenizer tokenizer = LibraryTokenizer::Unicode61)
{
    auto db = LibraryStore::open(path, tokenizer);
    if (!db)
        qFatal("%s", qPrintable(db.error().toString()));
    return std::move(db.value());
}

/// A library of its own in a temporary folder (removed when the test program ends).
std::unique_ptr<LibraryStore> openTemporaryStore(LibraryTokenizer tokenizer = LibraryTokenizer::Unicode61)
{
    static QTemporaryDir dir;
    static int opened = 0;
    return openStore(dir.filePath(QStringLiteral("library-%1.sqlite").arg(++opened)), tokenizer);
}

void addDocument(LibraryStore* db, const QString& key, const QString& title, const QString& text,
                 const QString& from = {}, const QString& to = {})
{
    parse::ParsedDocument doc;
    doc.title = title;
    doc.type = QStringLiteral("txt");
    doc.text = text;
    doc.validFrom = from;
    doc.validTo = to;
    doc.sections.append({0, static_cast<int>(text.size()), QString(), 0});
    store::LibraryDocument meta;
    meta.path = key;
    library::LibrarySync sync(db);
    auto id = sync.storeParsed(meta, doc);
    QVERIFY2(id.ok(), qPrintable(id.ok() ? QString() : id.error().toString()));
}

QStringList paths(const QList<store::LibraryHit>& hits)
{
    QStringList out;
    for (const auto& h : hits)
        out << h.path;
    return out;
}

} // namespace

class LibrarySearchTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void sanitizerNeverProducesSyntaxErrors_data();
    void sanitizerNeverProducesSyntaxErrors();
    void asOfFiltersByValidityWindow();
    void cjkTextIsRetrieved();
    void referencesRankFirst();
    void adjacentChunksAreMerged();
    void mergingLeavesKPassages();
    void citingPassagesDeepInThePoolRankFirst();
    void chunksAreReadById();
    void everyWordFindsAndRanksPassages();
    void topKIsExact();
    void tokenizersMatchWordForms();
    void matterFiltersInsideTheIndex();
    void reindexingForgetsOldText();
    void schemaOneLibraryIsMigrated();
    void localSourceReturnsPassages();
};

void LibrarySearchTest::sanitizerNeverProducesSyntaxErrors_data()
{
    QTest::addColumn<QString>("query");
    QTest::newRow("quote") << QStringLiteral("\"");
    QTest::newRow("operators") << QStringLiteral("AND OR");
    QTest::newRow("star") << QStringLiteral("*");
    QTest::newRow("near") << QStringLiteral("NEAR(");
    QTest::newRow("parens") << QStringLiteral("((deposit) OR (");
    QTest::newRow("column") << QStringLiteral("title: deposit^ -rent +x");
    QTest::newRow("mixed") << QStringLiteral("\"landlord\" AND NOT \"tenant ) NEAR(deposit, 3");
    QTest::newRow("unicode") << QStringLiteral("押金 “退还” §§ 1324a *");
    QTest::newRow("empty") << QString();
}

void LibrarySearchTest::sanitizerNeverProducesSyntaxErrors()
{
    QFETCH(QString, query);
    for (LibraryTokenizer t : {LibraryTokenizer::Unicode61, LibraryTokenizer::Porter, LibraryTokenizer::Trigram}) {
        auto db = openTemporaryStore(t);
        addDocument(db.get(), QStringLiteral("a"), QStringLiteral("Deposits"),
                    QStringLiteral("The landlord returns the deposit and rent. 押金应当退还。NEAR and AND are words."));
        store::LibrarySearcher searcher(db.get());
        auto hits = searcher.search({query, 5, {}, true});
        QVERIFY2(hits.ok(), qPrintable(hits.ok() ? QString() : hits.error().toString()));
    }
    const store::LibraryTerms terms(LibraryTokenizer::Unicode61);
    const auto parsed = store::QuerySanitizer::build(QStringLiteral("the \"deposit\" AND OR"), terms);
    QCOMPARE(parsed.terms, std::vector<std::string>{"deposit"});
}

void LibrarySearchTest::asOfFiltersByValidityWindow()
{
    auto db = openTemporaryStore();
    addDocument(db.get(), QStringLiteral("old"), QStringLiteral("Wage Act 2010"),
                QStringLiteral("The minimum wage is seven dollars."), QStringLiteral("2010-01-01"),
                QStringLiteral("2019-12-31"));
    addDocument(db.get(), QStringLiteral("new"), QStringLiteral("Wage Act 2020"),
                QStringLiteral("The minimum wage is twelve dollars."), QStringLiteral("2020-01-01"), QString());
    addDocument(db.get(), QStringLiteral("always"), QStringLiteral("Guide"),
                QStringLiteral("A guide to the minimum wage."));
    store::LibrarySearcher searcher(db.get());
    auto all = searcher.search({QStringLiteral("minimum wage"), 10, {}, true});
    QVERIFY(all.ok());
    QCOMPARE(all->size(), 3);
    auto in2015 = searcher.search({QStringLiteral("minimum wage"), 10, QDate(2015, 6, 1), true});
    QVERIFY(in2015.ok());
    QStringList found = paths(in2015.value());
    found.sort();
    QCOMPARE(found, (QStringList{QStringLiteral("always"), QStringLiteral("old")}));
    auto edge = searcher.search({QStringLiteral("minimum wage"), 10, QDate(2020, 1, 1), true});
    QVERIFY(edge.ok());
    QVERIFY(paths(edge.value()).contains(QStringLiteral("new")));
    QVERIFY(!paths(edge.value()).contains(QStringLiteral("old")));

    // A user-set window overrides and survives re-indexing.
    auto set = db->setValidity(QStringLiteral("always"), QStringLiteral("2030-01-01"), QString());
    QVERIFY(set.ok() && set.value());
    addDocument(db.get(), QStringLiteral("always"), QStringLiteral("Guide"),
                QStringLiteral("A guide to the minimum wage."));
    auto later = searcher.search({QStringLiteral("minimum wage"), 10, QDate(2025, 1, 1), true});
    QVERIFY(later.ok());
    QCOMPARE(paths(later.value()), QStringList{QStringLiteral("new")});
}

void LibrarySearchTest::cjkTextIsRetrieved()
{
    for (LibraryTokenizer t : {LibraryTokenizer::Unicode61, LibraryTokenizer::Trigram}) {
        auto db = openTemporaryStore(t);
        addDocument(db.get(), QStringLiteral("marriage"), QStringLiteral("婚姻家庭编"),
                    QStringLiteral(
                        "第一千零七十九条 夫妻一方要求离婚的，可以由有关组织进行调解或者直接向人民法院提起离婚诉讼。"));
        addDocument(db.get(), QStringLiteral("contract"), QStringLiteral("合同编"),
                    QStringLiteral("第四百六十四条 合同是民事主体之间设立、变更、终止民事法律关系的协议。"));
        addDocument(db.get(), QStringLiteral("english"), QStringLiteral("Divorce"),
                    QStringLiteral("Divorce proceedings in court."));
        store::LibrarySearcher searcher(db.get());
        auto hits = searcher.search({QStringLiteral("女方可以直接向法院提起离婚诉讼吗？"), 5, {}, true});
        QVERIFY(hits.ok());
        QVERIFY(!hits->isEmpty());
        QCOMPARE(hits->first().path, QStringLiteral("marriage"));
        QVERIFY(hits->first().snippet.contains(QStringLiteral("离婚")));
    }
}

void LibrarySearchTest::referencesRankFirst()
{
    auto db = openTemporaryStore();
    // Many mentions of the query words, but the wrong section.
    addDocument(db.get(), QStringLiteral("noise"), QStringLiteral("Employment verification notes"),
                QStringLiteral("Employment verification of employees: employers verify employment eligibility. "
                               "Section 13 covers employment verification of employees."));
    addDocument(db.get(), QStringLiteral("target"), QStringLiteral("Immigration Act"),
                QStringLiteral("Under § 1324a, hiring an unauthorized alien is unlawful."));
    addDocument(db.get(), QStringLiteral("s3"), QStringLiteral("Lease"),
                QStringLiteral("Section 3. The tenant pays rent. Section 30 concerns employment."));
    addDocument(db.get(), QStringLiteral("law"), QStringLiteral("中华人民共和国刑法(2017修正)"),
                QStringLiteral("中华人民共和国刑法(2017修正) > 第四十六条"));
    addDocument(db.get(), QStringLiteral("law2"), QStringLiteral("中华人民共和国刑法(2017修正)"),
                QStringLiteral("中华人民共和国刑法(2017修正) > 第一百四十六条"));
    store::LibrarySearcher searcher(db.get());
    auto a = searcher.search({QStringLiteral("employment verification of employees under § 1324a"), 3, {}, true});
    QVERIFY(a.ok());
    QCOMPARE(a->first().path, QStringLiteral("target"));
    auto b = searcher.search({QStringLiteral("employment Section 3"), 3, {}, true});
    QVERIFY(b.ok());
    QCOMPARE(b->first().path, QStringLiteral("s3"));
    auto c = searcher.search({QStringLiteral("请背诵《中华人民共和国刑法》第四十六条"), 3, {}, true});
    QVERIFY(c.ok());
    QCOMPARE(c->first().path, QStringLiteral("law"));
    QCOMPARE(c->first().referenceMatches, 2);
}

void LibrarySearchTest::everyWordFindsAndRanksPassages()
{
    auto db = openTemporaryStore();
    // "contract" is in every document; "indemnity" in two; "arbitration" in one.
    for (int i = 0; i < 12; ++i) {
        addDocument(db.get(), QStringLiteral("filler%1").arg(i), QStringLiteral("Filler %1").arg(i),
                    QStringLiteral("This contract sets the price and the delivery date."));
    }
    addDocument(db.get(), QStringLiteral("indemnity-a"), QStringLiteral("A"),
                QStringLiteral("The contract holds an indemnity for third-party claims."));
    addDocument(db.get(), QStringLiteral("indemnity-b"), QStringLiteral("B"),
                QStringLiteral("An indemnity survives termination of this contract."));
    addDocument(db.get(), QStringLiteral("arbitration"), QStringLiteral("C"),
                QStringLiteral("Disputes under the contract go to arbitration."));

    store::LibrarySearcher searcher(db.get());
    // Every word finds passages, however common: "contract" matches all fifteen.
    auto full = searcher.search({QStringLiteral("contract indemnity"), 20, {}, false});
    QVERIFY(full.ok());
    QCOMPARE(full->size(), 15);
    // The passages holding both words rank first.
    QStringList top = paths(full.value()).mid(0, 2);
    top.sort();
    QCOMPARE(top, (QStringList{QStringLiteral("indemnity-a"), QStringLiteral("indemnity-b")}));

    // The rare words rank their passages above those holding only the common one.
    auto three = searcher.search({QStringLiteral("contract indemnity arbitration"), 3, {}, false});
    QVERIFY(three.ok());
    QStringList found = paths(three.value());
    found.sort();
    QCOMPARE(found, (QStringList{QStringLiteral("arbitration"), QStringLiteral("indemnity-a"),
                                 QStringLiteral("indemnity-b")}));
}

void LibrarySearchTest::topKIsExact()
{
    auto db = openTemporaryStore();
    for (int i = 0; i < 3; ++i) {
        addDocument(db.get(), QStringLiteral("claims%1").arg(i), QStringLiteral("Claims %1").arg(i),
                    QStringLiteral("Claims are filed with the court."));
    }
    for (int i = 0; i < 6; ++i)
        addDocument(db.get(), QStringLiteral("other%1").arg(i), QStringLiteral("Other"),
                    QStringLiteral("Price terms."));
    // Three indemnity chunks; the longest also names claims, so only the full query ranks it first
    // (by "indemnity" alone it comes last).
    addDocument(db.get(), QStringLiteral("short-a"), QStringLiteral("A"), QStringLiteral("An indemnity applies."));
    addDocument(db.get(), QStringLiteral("short-b"), QStringLiteral("B"), QStringLiteral("The indemnity is capped."));
    addDocument(db.get(), QStringLiteral("long-claims"), QStringLiteral("C"),
                QStringLiteral("The seller's indemnity covers claims: claims for costs and claims for fees."));

    LibrarySearcher searcher(db.get());
    auto all = searcher.search({QStringLiteral("indemnity claims"), 20, {}, false});
    QVERIFY(all.ok());
    QCOMPARE(all->size(), 6); // every chunk holding either word
    QCOMPARE(all->first().path, QStringLiteral("long-claims"));
    for (qsizetype i = 1; i < all->size(); ++i)
        QVERIFY(all->at(i - 1).score >= all->at(i).score);

    auto keptOnly = searcher.search({QStringLiteral("indemnity"), 10, {}, false});
    QVERIFY(keptOnly.ok());
    QCOMPARE(keptOnly->last().path, QStringLiteral("long-claims"));

    // The index skips what cannot reach the top k, but the top k is that of scoring every chunk.
    auto got = searcher.search({QStringLiteral("indemnity claims"), 3, {}, false});
    QVERIFY(got.ok());
    QCOMPARE(paths(got.value()), paths(all.value()).mid(0, 3));
    for (qsizetype i = 0; i < got->size(); ++i)
        QVERIFY(std::abs(got->at(i).score - all->at(i).score) < 1e-9);
}

void LibrarySearchTest::tokenizersMatchWordForms()
{
    // Diacritics are removed by every tokenizer; Porter stems; Trigram matches parts of words.
    auto plain = openTemporaryStore();
    addDocument(plain.get(), QStringLiteral("cafe"), QStringLiteral("Café lease"),
                QStringLiteral("The café pays its deposits quarterly."));
    LibrarySearcher plainSearch(plain.get());
    QCOMPARE(paths(plainSearch.search({QStringLiteral("cafe"), 5, {}, true}).value()),
             QStringList{QStringLiteral("cafe")});
    QVERIFY(plainSearch.search({QStringLiteral("deposit"), 5, {}, true}).value().isEmpty());

    auto porter = openTemporaryStore(LibraryTokenizer::Porter);
    addDocument(porter.get(), QStringLiteral("cafe"), QStringLiteral("Café lease"),
                QStringLiteral("The café pays its deposits quarterly."));
    LibrarySearcher porterSearch(porter.get());
    QCOMPARE(paths(porterSearch.search({QStringLiteral("deposit"), 5, {}, true}).value()),
             QStringList{QStringLiteral("cafe")});

    auto trigram = openTemporaryStore(LibraryTokenizer::Trigram);
    addDocument(trigram.get(), QStringLiteral("cafe"), QStringLiteral("Café lease"),
                QStringLiteral("The café pays its deposits quarterly."));
    LibrarySearcher trigramSearch(trigram.get());
    QCOMPARE(paths(trigramSearch.search({QStringLiteral("quarter"), 5, {}, true}).value()),
             QStringList{QStringLiteral("cafe")});
    QCOMPARE(trigram->countContaining(QStringLiteral("posit")).value(), 1);
    QCOMPARE(trigram->countContaining(QStringLiteral("monthly")).value(), 0);
}

void LibrarySearchTest::matterFiltersInsideTheIndex()
{
    auto db = openTemporaryStore();
    auto put = [&](const QString& path, const QString& matter, const QString& text) {
        store::LibraryDocument doc;
        doc.path = path;
        doc.title = path;
        doc.matter = matter;
        store::LibraryChunk chunk;
        chunk.text = text;
        chunk.end = static_cast<int>(text.size());
        QVERIFY(db->putDocument(doc, {chunk}).ok());
    };
    // Acme's documents mention the deposit more often: without a filter they take the top places.
    for (int i = 0; i < 5; ++i)
        put(QStringLiteral("acme-%1").arg(i), QStringLiteral("Acme"), QStringLiteral("deposit deposit deposit"));
    put(QStringLiteral("globex"), QStringLiteral("Globex"),
        QStringLiteral("The deposit is held in escrow for months."));
    put(QStringLiteral("loose"), QString(), QStringLiteral("A deposit note with no matter at all, long and wordy."));

    auto docs = db->documents();
    QVERIFY(docs.ok());
    QCOMPARE(docs->size(), 7);
    QCOMPARE(docs->at(5).path, QStringLiteral("globex"));
    QCOMPARE(docs->at(5).matter, QStringLiteral("Globex"));
    QCOMPARE(docs->at(6).matter, QString());

    LibrarySearcher searcher(db.get());
    LibraryQuery query(QStringLiteral("deposit"), 1, {}, false);
    auto any = searcher.search(query);
    QVERIFY(any.ok());
    QCOMPARE(any->first().matter, QStringLiteral("Acme"));
    query.matter = QStringLiteral("Globex");
    auto globex = searcher.search(query); // k = 1: the filter applies before the top k is taken
    QVERIFY(globex.ok());
    QCOMPARE(paths(globex.value()), QStringList{QStringLiteral("globex")});
    QCOMPARE(globex->first().matter, QStringLiteral("Globex"));
    query.matter = QString();
    QCOMPARE(paths(searcher.search(query).value()), QStringList{QStringLiteral("loose")});

    // Re-indexing a document keeps it in the matter it is given; moving it moves it in the index.
    put(QStringLiteral("globex"), QStringLiteral("Acme"), QStringLiteral("The deposit is held in escrow for months."));
    query.matter = QStringLiteral("Globex");
    QVERIFY(searcher.search(query).value().isEmpty());
    QCOMPARE(db->document(QStringLiteral("globex")).value()->matter, QStringLiteral("Acme"));
}

void LibrarySearchTest::reindexingForgetsOldText()
{
    for (LibraryTokenizer tokenizer : {LibraryTokenizer::Unicode61, LibraryTokenizer::Trigram}) {
        auto db = openTemporaryStore(tokenizer);
        addDocument(db.get(), QStringLiteral("memo"), QStringLiteral("Lease memo 租赁合同"),
                    QStringLiteral("The tenant owes rent monthly. 承租人应当按月支付租金。"));
        addDocument(db.get(), QStringLiteral("other"), QStringLiteral("Other"), QStringLiteral("Unrelated notes."));
        QCOMPARE(db->countContaining(QStringLiteral("tenant")).value(), 1);
        addDocument(db.get(), QStringLiteral("memo"), QStringLiteral("Sale memo"),
                    QStringLiteral("The buyer pays on delivery."));
        for (const QString& gone : {QStringLiteral("tenant"), QStringLiteral("lease"), QStringLiteral("承租人")}) {
            QCOMPARE(db->countContaining(gone).value(), 0);
        }
        QCOMPARE(db->countContaining(QStringLiteral("buyer")).value(), 1);
        QVERIFY(db->removeDocument(QStringLiteral("memo")).value());
        QCOMPARE(db->countContaining(QStringLiteral("buyer")).value(), 0);
        QCOMPARE(db->countContaining(QStringLiteral("unrelated")).value(), 1);
    }
}

void LibrarySearchTest::schemaOneLibraryIsMigrated()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    {
        // The first released schema, with its full-text index keeping its own copy of the text.
        auto old = store::Database::open(path);
        QVERIFY(old.ok());
        QVERIFY(old.value()
                    ->exec(QStringLiteral(
                        "CREATE TABLE library_meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
                        "INSERT INTO library_meta VALUES('tokenizer', 'unicode61');"
                        "CREATE TABLE documents(id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, hash TEXT NOT NULL "
                        "DEFAULT '', size INTEGER NOT NULL DEFAULT 0, mtime INTEGER NOT NULL DEFAULT 0, title TEXT NOT "
                        "NULL DEFAULT '', type TEXT NOT NULL DEFAULT '', page_count INTEGER NOT NULL DEFAULT 0, "
                        "valid_from TEXT, valid_to TEXT, user_validity INTEGER NOT NULL DEFAULT 0, status TEXT NOT "
                        "NULL, error TEXT NOT NULL DEFAULT '', indexed_at TEXT NOT NULL DEFAULT '');"
                        "CREATE INDEX documents_hash ON documents(hash);"
                        "CREATE TABLE chunks(id INTEGER PRIMARY KEY, document_id INTEGER NOT NULL REFERENCES "
                        "documents(id) ON DELETE CASCADE, ordinal INTEGER NOT NULL, text TEXT NOT NULL, heading_path "
                        "TEXT NOT NULL DEFAULT '', page INTEGER NOT NULL DEFAULT 0, char_start INTEGER NOT NULL, "
                        "char_end INTEGER NOT NULL, valid_from TEXT, valid_to TEXT);"
                        "CREATE INDEX chunks_document ON chunks(document_id, ordinal);"
                        "CREATE VIRTUAL TABLE chunks_fts USING fts5(title, heading, body, "
                        "tokenize='unicode61 remove_diacritics 2');"
                        "INSERT INTO documents(id, path, title, status) VALUES(1, 'brief', 'Appeal brief', 'indexed');"
                        "INSERT INTO chunks(id, document_id, ordinal, text, char_start, char_end) "
                        "VALUES(1, 1, 0, 'The appellant seeks reversal.', 0, 29);"
                        "INSERT INTO chunks_fts(rowid, title, heading, body) "
                        "VALUES(1, 'Appeal brief', '', 'The appellant seeks reversal.');"
                        "PRAGMA user_version=1;"))
                    .ok());
    }
    auto db = openStore(path, LibraryTokenizer::Trigram); // the file's own tokenizer wins
    QCOMPARE(db->tokenizer(), LibraryTokenizer::Unicode61);
    store::LibrarySearcher searcher(db.get());
    auto hits = searcher.search({QStringLiteral("appellant reversal"), 5, {}, true});
    QVERIFY(hits.ok());
    QCOMPARE(paths(hits.value()), QStringList{QStringLiteral("brief")});
    // Chunks indexed from the migrated file can be forgotten like new ones.
    QVERIFY(db->removeDocument(QStringLiteral("brief")).value());
    QCOMPARE(db->countContaining(QStringLiteral("appellant")).value(), 0);
}

void LibrarySearchTest::adjacentChunksAreMerged()
{
    auto db = openTemporaryStore();
    QString text;
    for (int i = 0; i < 12; ++i)
        text += QStringLiteral("Paragraph %1 discusses the indemnity clause and its limits in detail here. ").arg(i);
    addDocument(db.get(), QStringLiteral("contract"), QStringLiteral("Contract"), text);
    store::LibrarySearcher searcher(db.get());
    auto merged = searcher.search({QStringLiteral("indemnity clause"), 5, {}, true});
    QVERIFY(merged.ok());
    QCOMPARE(merged->size(), 1);
    QVERIFY(merged->first().lastOrdinal > merged->first().firstOrdinal);
    QCOMPARE(merged->first().text, text.mid(merged->first().start, merged->first().end - merged->first().start));
    auto separate = searcher.search({QStringLiteral("indemnity clause"), 5, {}, false});
    QVERIFY(separate.ok());
    QVERIFY(separate->size() > 1);
}

void LibrarySearchTest::mergingLeavesKPassages()
{
    // The two best chunks are neighbours in one document and merge into one passage: the next
    // best (read only then: no neighbour of a candidate) fill the other passage asked for.
    auto db = openTemporaryStore();
    auto gap = [&db](int i) { // chunk ids are consecutive across documents: keep candidates apart
        addDocument(db.get(), QStringLiteral("gap%1").arg(i), QStringLiteral("Gap"),
                    QStringLiteral("Delivery dates and prices."));
    };
    for (int i = 0; i < 3; ++i) {
        addDocument(db.get(), QStringLiteral("note%1").arg(i), QStringLiteral("Note %1").arg(i),
                    QStringLiteral("A short note on the cap of an indemnity, number %1, among many other words "
                                   "about delivery, price, warranty and payment terms.")
                        .arg(i));
        gap(i);
    }
    QString text;
    for (int i = 0; i < 10; ++i)
        text += QStringLiteral("Clause %1: the indemnity cap limits indemnity claims for indemnity costs. ").arg(i);
    addDocument(db.get(), QStringLiteral("contract"), QStringLiteral("Contract"), text);
    gap(3);
    LibrarySearcher searcher(db.get());
    auto hits = searcher.search({QStringLiteral("indemnity cap"), 2, {}, true});
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 2);
    QCOMPARE(hits->first().path, QStringLiteral("contract"));
    QCOMPARE(hits->first().firstOrdinal, 0);
    QCOMPARE(hits->first().lastOrdinal, 1);
    QVERIFY(hits->at(1).path.startsWith(QLatin1String("note")));
}

void LibrarySearchTest::citingPassagesDeepInThePoolRankFirst()
{
    // Forty passages rank above the one that cites Article 32 ("Articles 5(1)(f) and 32": the
    // keyword spelled in the plural), and some of them hold "article" and "32" without citing it.
    auto db = openTemporaryStore();
    for (int i = 0; i < 40; ++i) {
        const QString extra = i % 4 == 0 ? QStringLiteral(" This article lists 32 servers.") : QString();
        addDocument(db.get(), QStringLiteral("filler%1").arg(i, 2, 10, QLatin1Char('0')),
                    QStringLiteral("Security %1").arg(i),
                    QStringLiteral("Appropriate security measures protect personal data; security measures must "
                                   "be appropriate to the personal data.") +
                        extra);
    }
    addDocument(db.get(), QStringLiteral("cites"), QStringLiteral("Decision"),
                QStringLiteral("The controller infringed Articles 5(1)(f) and 32 of the UK GDPR, the "
                               "Commissioner found, after a long review of its logging, patching, staff "
                               "training, supplier contracts and incident response."));
    LibrarySearcher searcher(db.get());
    auto hits = searcher.search(
        {QStringLiteral("appropriate security measures for personal data under Article 32"), 3, {}, false});
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 3);
    QCOMPARE(hits->first().path, QStringLiteral("cites"));
    QCOMPARE(hits->first().referenceMatches, 1);
    QCOMPARE(hits->at(1).referenceMatches, 0);
    // Without the reference the citing passage is not among the best three.
    auto plain = searcher.search({QStringLiteral("appropriate security measures for personal data"), 3, {}, false});
    QVERIFY(plain.ok());
    QVERIFY(!paths(plain.value()).contains(QStringLiteral("cites")));
}

void LibrarySearchTest::chunksAreReadById()
{
    auto db = openTemporaryStore();
    addDocument(db.get(), QStringLiteral("a"), QStringLiteral("Alpha"), QStringLiteral("The first text."));
    addDocument(db.get(), QStringLiteral("b"), QStringLiteral("Beta"), QStringLiteral("The second text."));
    store::IndexQuery query;
    query.terms = {"text"};
    auto found = db->search(query);
    QVERIFY(found.ok());
    QCOMPARE(found->size(), 2);
    const qint64 beta = found->at(0).path == QLatin1String("b") ? found->at(0).chunkId : found->at(1).chunkId;
    auto read = db->chunksById({beta, 987654321});
    QVERIFY(read.ok());
    QCOMPARE(read->size(), 1); // an unknown id is left out
    QCOMPARE(read->first().chunkId, beta);
    QCOMPARE(read->first().text, QStringLiteral("The second text."));
    QCOMPARE(read->first().title, QStringLiteral("Beta"));
    QCOMPARE(read->first().path, QStringLiteral("b"));
    auto none = db->chunksById({});
    QVERIFY(none.ok() && none->isEmpty());
}

void LibrarySearchTest::localSourceReturnsPassages()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    {
        auto db = openStore(path);
        addDocument(db.get(), dir.filePath(QStringLiteral("memo.txt")), QStringLiteral("Firm memo"),
                    QStringLiteral("Our position on the non-compete clause is that it is unenforceable."));
    }
    library::LocalLibrarySource source([path]() -> Result<std::unique_ptr<store::LibraryBackend>> {
        store::BackendConfig config;
        config.libraryPath = path;
        return store::Backends::openLibrary(config);
    });
    QCOMPARE(source.type(), model::SourceType::Local);
    search::SearchQuery query;
    query.text = QStringLiteral("non-compete enforceable");
    auto results = source.search(query);
    QVERIFY(results.ok());
    QCOMPARE(results->size(), 1);
    const auto& r = results->first();
    QCOMPARE(r.title, QStringLiteral("Firm memo"));
    QVERIFY(r.id.startsWith(QStringLiteral("local:")));
    QVERIFY(r.url.startsWith(QStringLiteral("file://")));
    QVERIFY(r.snippet.contains(QStringLiteral("non-compete")));
    QCOMPARE(QString::fromStdString(lmars::test::metadataOf(r).at("path").get<std::string>()),
             dir.filePath(QStringLiteral("memo.txt")));

    // A library that cannot be opened (the server is down) fails this source's search, with the reason.
    library::LocalLibrarySource missing([]() -> Result<std::unique_ptr<store::LibraryBackend>> {
        return Error(ErrorKind::Network, QStringLiteral("Cannot reach the firm server"));
    });
    auto none = missing.search(query);
    QVERIFY(!none.ok());
    QCOMPARE(none.error().kind, ErrorKind::Network);
}

QTEST_GUILESS_MAIN(LibrarySearchTest)
#include "LibrarySearchTest.moc"
