// SPDX-License-Identifier: GPL-3.0-or-later
// The library's search behaviour through the LibraryBackend interface, run against both backends
// that store::Backends opens: the embedded SQLite library and the firm server (a real PostgreSQL 15,
// the ctest "postgres" fixture; its rows fail, never skip, without the cluster). Validity windows,
// the reference boost, CJK text, merged neighbouring chunks, matters and the library search source
// must behave the same whichever backend the configuration names.
#include "PgTestDatabase.h"
#include "SourceMetadata.h"
#include "library/Backends.h"
#include "library/LibrarySync.h"
#include "library/LocalLibrarySource.h"
#include "library/ServerPush.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using store::BackendConfig;
using store::LibraryBackend;
using store::LibraryChunk;
using store::LibraryDocument;
using store::LibraryHit;
using store::LibraryQuery;
using test::PgTestDatabase;

namespace {

template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

QStringList paths(const QList<LibraryHit>& hits)
{
    QStringList out;
    for (const auto& h : hits)
        out << h.path;
    return out;
}

const QString kAcme = QStringLiteral("Acme v. Roe");
const QString kBeta = QStringLiteral("Beta lease");

} // namespace

class LibraryBackendContractTest : public QObject
{
    Q_OBJECT

private:
    PgTestDatabase m_db;
    bool m_serverReady = false;
    QTemporaryDir m_dir;
    int m_opened = 0;
    BackendConfig m_config;

    static void backends()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("embedded") << QStringLiteral("embedded");
        QTest::newRow("server") << QStringLiteral("server");
    }

    /// Writes a document with one chunk per paragraph (offsets as in the text).
    static void put(LibraryBackend& lib, const QString& path, const QString& title, const QStringList& paragraphs,
                    const QString& from = {}, const QString& to = {}, const QString& matter = kAcme)
    {
        LibraryDocument doc;
        doc.path = path;
        doc.title = title;
        doc.type = QStringLiteral("txt");
        doc.validFrom = from;
        doc.validTo = to;
        doc.matter = matter;
        doc.status = QStringLiteral("indexed");
        QList<LibraryChunk> chunks;
        int at = 0;
        for (int i = 0; i < paragraphs.size(); ++i) {
            chunks.append(LibraryChunk{i, paragraphs.at(i), QString(), 0, at, at + int(paragraphs.at(i).size())});
            at += int(paragraphs.at(i).size());
        }
        doc.hash = QString::fromLatin1(
            QCryptographicHash::hash((path + paragraphs.join(QString())).toUtf8(), QCryptographicHash::Sha256).toHex());
        doc.size = at;
        doc.chunkCount = int(chunks.size());
        auto stored = lib.putDocument(doc, chunks);
        QVERIFY2(stored.ok(), why(stored));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (test::pgClusterConninfo().isEmpty())
            return; // the server rows fail in init()
        QVERIFY2(m_db.create(QStringLiteral("lmars_library_contract")), m_db.why());
        auto super = m_db.connect();
        QVERIFY(super);
        QVERIFY(store::ServerSchema::upgrade(*super).ok());
        QVERIFY2(m_db.createRole(QStringLiteral("lib_lee"), {QStringLiteral("lmars_user")}), m_db.why());
        store::ServerAdmin admin(*super);
        for (const QString& matter : {kAcme, kBeta}) {
            QVERIFY(admin.createMatter(matter).ok());
            QVERIFY(admin.addMember(matter, QStringLiteral("lib_lee")).ok());
        }
        m_serverReady = true;
    }

    void init()
    {
        QFETCH(QString, backend);
        m_config = BackendConfig();
        const QString folder = m_dir.filePath(QStringLiteral("run%1").arg(++m_opened));
        m_config.libraryPath = folder + QStringLiteral("/library.sqlite");
        m_config.sessionDatabasePath = folder + QStringLiteral("/sessions.sqlite");
        if (backend == QLatin1String("server")) {
            LMARS_REQUIRE_PG_CLUSTER();
            QVERIFY(m_serverReady);
            auto super = m_db.connect();
            QVERIFY(super);
            QVERIFY(super->execute(QStringLiteral("TRUNCATE lmars.documents CASCADE")).ok());
            m_config.serverUrl = m_db.conninfo(QStringLiteral("lib_lee"));
        }
    }

    void asOfFiltersByValidityWindow_data() { backends(); }
    void asOfFiltersByValidityWindow()
    {
        auto lib = store::Backends::openLibrary(m_config);
        QVERIFY2(lib.ok(), why(lib));
        LibraryBackend& db = *lib.value();
        put(db, QStringLiteral("/w/old"), QStringLiteral("Wage Act 2010"),
            {QStringLiteral("The minimum wage is seven dollars.")}, QStringLiteral("2010-01-01"),
            QStringLiteral("2019-12-31"));
        put(db, QStringLiteral("/w/new"), QStringLiteral("Wage Act 2020"),
            {QStringLiteral("The minimum wage is twelve dollars.")}, QStringLiteral("2020-01-01"));
        put(db, QStringLiteral("/w/always"), QStringLiteral("Guide"), {QStringLiteral("A guide to the minimum wage.")});
        auto all = db.search({QStringLiteral("minimum wage"), 10, {}, true});
        QVERIFY2(all.ok(), why(all));
        QCOMPARE(all->size(), 3);
        auto in2015 = db.search({QStringLiteral("minimum wage"), 10, QDate(2015, 6, 1), true});
        QVERIFY2(in2015.ok(), why(in2015));
        QStringList found = paths(in2015.value());
        found.sort();
        QCOMPARE(found, (QStringList{QStringLiteral("/w/always"), QStringLiteral("/w/old")}));
        auto edge = db.search({QStringLiteral("minimum wage"), 10, QDate(2020, 1, 1), true});
        QVERIFY(edge.ok());
        QVERIFY(paths(edge.value()).contains(QStringLiteral("/w/new")));
        QVERIFY(!paths(edge.value()).contains(QStringLiteral("/w/old")));
        // A window set by the user applies to the document's passages.
        auto set = db.setValidity(QStringLiteral("/w/always"), QStringLiteral("2030-01-01"), QString());
        QVERIFY2(set.ok(), why(set));
        QVERIFY(set.value());
        auto later = db.search({QStringLiteral("minimum wage"), 10, QDate(2025, 1, 1), true});
        QVERIFY(later.ok());
        QCOMPARE(paths(later.value()), QStringList{QStringLiteral("/w/new")});
        auto none = db.setValidity(QStringLiteral("/w/missing"), QStringLiteral("2030-01-01"), QString());
        QVERIFY(none.ok());
        QVERIFY(!none.value());
    }

    void referencesRankFirst_data() { backends(); }
    void referencesRankFirst()
    {
        auto lib = store::Backends::openLibrary(m_config);
        QVERIFY2(lib.ok(), why(lib));
        LibraryBackend& db = *lib.value();
        put(db, QStringLiteral("/r/noise"), QStringLiteral("Employment verification notes"),
            {QStringLiteral("Employment verification of employees: employers verify employment eligibility. "
                            "Section 13 covers employment verification of employees.")});
        put(db, QStringLiteral("/r/target"), QStringLiteral("Immigration Act"),
            {QStringLiteral("Under § 1324a, hiring an unauthorized alien is unlawful.")});
        auto hits = db.search({QStringLiteral("employment verification of employees under § 1324a"), 3, {}, true});
        QVERIFY2(hits.ok(), why(hits));
        QVERIFY(!hits->isEmpty());
        QCOMPARE(hits->first().path, QStringLiteral("/r/target"));
        QCOMPARE(hits->first().referenceMatches, 1);
        QVERIFY(hits->first().snippet.contains(QStringLiteral("1324a")));
    }

    void cjkTextIsRetrieved_data() { backends(); }
    void cjkTextIsRetrieved()
    {
        auto lib = store::Backends::openLibrary(m_config);
        QVERIFY2(lib.ok(), why(lib));
        LibraryBackend& db = *lib.value();
        put(db, QStringLiteral("/c/marriage"), QStringLiteral("婚姻家庭编"),
            {QStringLiteral(
                "第一千零七十九条 夫妻一方要求离婚的，可以由有关组织进行调解或者直接向人民法院提起离婚诉讼。")});
        put(db, QStringLiteral("/c/contract"), QStringLiteral("合同编"),
            {QStringLiteral("第四百六十四条 合同是民事主体之间设立、变更、终止民事法律关系的协议。")});
        auto hits = db.search({QStringLiteral("女方可以直接向法院提起离婚诉讼吗？"), 5, {}, true});
        QVERIFY2(hits.ok(), why(hits));
        QVERIFY(!hits->isEmpty());
        QCOMPARE(hits->first().path, QStringLiteral("/c/marriage"));
        QVERIFY(hits->first().snippet.contains(QStringLiteral("离婚")));
    }

    void adjacentChunksAreMerged_data() { backends(); }
    void adjacentChunksAreMerged()
    {
        auto lib = store::Backends::openLibrary(m_config);
        QVERIFY2(lib.ok(), why(lib));
        LibraryBackend& db = *lib.value();
        QStringList paragraphs;
        for (int i = 0; i < 6; ++i)
            paragraphs
                << QStringLiteral("Paragraph %1 discusses the indemnity clause and its limits in detail. ").arg(i);
        put(db, QStringLiteral("/m/contract"), QStringLiteral("Contract"), paragraphs);
        const QString text = paragraphs.join(QString());
        auto merged = db.search({QStringLiteral("indemnity clause"), 5, {}, true});
        QVERIFY2(merged.ok(), why(merged));
        QCOMPARE(merged->size(), 1);
        const LibraryHit& hit = merged->first();
        QCOMPARE(hit.firstOrdinal, 0);
        QCOMPARE(hit.lastOrdinal, 5);
        QCOMPARE(hit.text, text.mid(hit.start, hit.end - hit.start));
        auto separate = db.search({QStringLiteral("indemnity clause"), 5, {}, false});
        QVERIFY(separate.ok());
        QCOMPARE(separate->size(), 5);
        auto read = db.chunks(hit.documentId, 1, 2);
        QVERIFY2(read.ok(), why(read));
        QCOMPARE(read->size(), 2);
        QCOMPARE(read->first().text, paragraphs.at(1));
    }

    void documentsAreListedAndRemoved_data() { backends(); }
    void documentsAreListedAndRemoved()
    {
        auto lib = store::Backends::openLibrary(m_config);
        QVERIFY2(lib.ok(), why(lib));
        LibraryBackend& db = *lib.value();
        put(db, QStringLiteral("/d/a.txt"), QStringLiteral("A"), {QStringLiteral("Alpha text about leases.")});
        put(db, QStringLiteral("/d/b.txt"), QStringLiteral("B"), {QStringLiteral("Beta text about leases.")});
        put(db, QStringLiteral("/e/c.txt"), QStringLiteral("C"), {QStringLiteral("Gamma text about leases.")});
        store::LibraryDocumentFilter underD;
        underD.pathPrefix = QStringLiteral("/d/");
        auto listed = db.documents(underD);
        QVERIFY2(listed.ok(), why(listed));
        QCOMPARE(listed->size(), 2);
        QCOMPARE(listed->first().path, QStringLiteral("/d/a.txt"));
        QCOMPARE(listed->first().chunkCount, 1);
        auto one = db.document(QStringLiteral("/e/c.txt"));
        QVERIFY2(one.ok(), why(one));
        QVERIFY(one->has_value());
        QCOMPARE(one->value().title, QStringLiteral("C"));
        auto removed = db.removeDocument(QStringLiteral("/d/a.txt"));
        QVERIFY2(removed.ok(), why(removed));
        QVERIFY(removed.value());
        auto again = db.removeDocument(QStringLiteral("/d/a.txt"));
        QVERIFY(again.ok());
        QVERIFY(!again.value());
        auto hits = db.search({QStringLiteral("alpha"), 5, {}, true});
        QVERIFY(hits.ok());
        QVERIFY(hits->isEmpty());
        auto stats = db.stats();
        QVERIFY2(stats.ok(), why(stats));
        QCOMPARE(stats->documents, 2);
        QCOMPARE(stats->chunks, qint64(2));
    }

    void matterFiltersTheSearch_data() { backends(); }
    void matterFiltersTheSearch()
    {
        auto lib = store::Backends::openLibrary(m_config);
        QVERIFY2(lib.ok(), why(lib));
        LibraryBackend& db = *lib.value();
        put(db, QStringLiteral("/x/acme.txt"), QStringLiteral("Acme memo"),
            {QStringLiteral("The easement runs north.")}, {}, {}, kAcme);
        put(db, QStringLiteral("/x/beta.txt"), QStringLiteral("Beta memo"),
            {QStringLiteral("The easement runs south.")}, {}, {}, kBeta);
        LibraryQuery query(QStringLiteral("easement"), 5);
        query.matter = kBeta;
        auto hits = db.search(query);
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(paths(hits.value()), QStringList{QStringLiteral("/x/beta.txt")});
        QCOMPARE(hits->first().matter, kBeta);
        auto everywhere = db.search(LibraryQuery(QStringLiteral("easement"), 5));
        QVERIFY(everywhere.ok());
        QCOMPARE(everywhere->size(), 2);
        store::LibraryDocumentFilter inAcme;
        inAcme.matter = kAcme;
        auto docs = db.documents(inAcme);
        QVERIFY(docs.ok());
        QCOMPARE(docs->size(), 1);
        QCOMPARE(docs->first().matter, kAcme);
        auto matters = db.matters();
        QVERIFY(matters.ok());
        QVERIFY(matters->contains(kAcme) && matters->contains(kBeta));
        QFETCH(QString, backend);
        if (backend == QLatin1String("server")) {
            // Without a matter there is nowhere to put a document on the server.
            LibraryDocument unfiled;
            unfiled.path = QStringLiteral("/x/none.txt");
            unfiled.hash = QStringLiteral("h");
            auto refused = db.putDocument(unfiled, {});
            QVERIFY(!refused.ok());
            QVERIFY(refused.error().summary.contains(QStringLiteral("matter")));
            return;
        }
        // The embedded library files it under "No matter", which is a matter of its own.
        put(db, QStringLiteral("/x/none.txt"), QStringLiteral("Unfiled memo"),
            {QStringLiteral("The easement runs east.")}, {}, {}, QString());
        LibraryQuery unfiled(QStringLiteral("easement"), 5);
        unfiled.matter = QString();
        auto inNoMatter = db.search(unfiled);
        QVERIFY2(inNoMatter.ok(), why(inNoMatter));
        QCOMPARE(paths(inNoMatter.value()), QStringList{QStringLiteral("/x/none.txt")});
        store::LibraryDocumentFilter noMatter;
        noMatter.matter = QString();
        auto unfiledDocs = db.documents(noMatter);
        QVERIFY(unfiledDocs.ok());
        QCOMPARE(unfiledDocs->size(), 1);
        auto stillBeta = db.search(query);
        QVERIFY(stillBeta.ok());
        QCOMPARE(paths(stillBeta.value()), QStringList{QStringLiteral("/x/beta.txt")});
    }

    void reindexedFileKeepsItsMatter_data() { backends(); }
    void reindexedFileKeepsItsMatter()
    {
        QFETCH(QString, backend);
        const QString folder = m_dir.filePath(QStringLiteral("files%1").arg(m_opened));
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + QStringLiteral("/lease.md");
        const auto write = [&path](const QByteArray& text) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QVERIFY(file.write(text) == text.size());
        };
        write("# Lease\n\nThe tenant pays the rent monthly.\n");
        if (backend == QLatin1String("server")) {
            // The server's indexer writes into the matter it is given; a changed file replaces the
            // older version in that matter.
            auto db = store::PgConnection::open(m_config.serverUrl);
            QVERIFY2(db.ok(), why(db));
            auto beta = store::ServerAdmin(*db.value()).matterId(kBeta);
            QVERIFY2(beta.ok(), why(beta));
            QVERIFY(library::ServerPush(*db.value(), beta.value()).pushPaths({path}).ok());
            write("# Lease\n\nThe tenant pays the rent quarterly in advance.\n");
            auto again = library::ServerPush(*db.value(), beta.value()).pushPaths({path});
            QVERIFY2(again.ok(), why(again));
            QCOMPARE(again->added, 1);
        } else {
            QVERIFY(QDir().mkpath(QFileInfo(m_config.libraryPath).path()));
            {
                auto local = store::LibraryStore::open(m_config.libraryPath);
                QVERIFY2(local.ok(), why(local));
                QVERIFY(library::LibrarySync(local.value().get()).syncFolder(folder).ok());
            }
            {
                // Filed under a matter, then the file changes and the folder is synced again.
                auto lib = store::Backends::openLibrary(m_config);
                QVERIFY2(lib.ok(), why(lib));
                auto stored = lib.value()->document(path);
                QVERIFY(stored.ok() && stored->has_value());
                LibraryDocument doc = stored->value();
                doc.matter = kBeta;
                QVERIFY(lib.value()
                            ->putDocument(doc, {LibraryChunk{0, QStringLiteral("The tenant pays the rent."), QString(),
                                                             0, 0, 25}})
                            .ok());
            }
            write("# Lease\n\nThe tenant pays the rent quarterly in advance.\n");
            auto local = store::LibraryStore::open(m_config.libraryPath);
            QVERIFY2(local.ok(), why(local));
            auto synced = library::LibrarySync(local.value().get()).syncFolder(folder);
            QVERIFY2(synced.ok(), why(synced));
            QCOMPARE(synced->indexed, 1);
        }
        auto lib = store::Backends::openLibrary(m_config);
        QVERIFY2(lib.ok(), why(lib));
        store::LibraryDocumentFilter inBeta;
        inBeta.matter = kBeta;
        auto docs = lib.value()->documents(inBeta);
        QVERIFY2(docs.ok(), why(docs));
        QCOMPARE(docs->size(), 1);
        QCOMPARE(docs->first().path, path);
        LibraryQuery quarterly(QStringLiteral("quarterly"), 5);
        quarterly.matter = kBeta;
        auto hits = lib.value()->search(quarterly);
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(paths(hits.value()), QStringList{path});
        QCOMPARE(hits->first().matter, kBeta);
    }

    void ocrChunksAreMarkedInHitsChunksAndStats_data() { backends(); }
    void ocrChunksAreMarkedInHitsChunksAndStats()
    {
        // A scanned exhibit: pages 1 and 2 read by OCR (confidence 83 and 61), page 3 a text layer.
        auto lib = store::Backends::openLibrary(m_config);
        QVERIFY2(lib.ok(), why(lib));
        LibraryDocument doc;
        doc.path = QStringLiteral("/scans/exhibit.pdf");
        doc.title = QStringLiteral("Exhibit 4");
        doc.type = QStringLiteral("pdf");
        doc.matter = kAcme;
        doc.status = QStringLiteral("indexed");
        doc.hash = QStringLiteral("exhibit-4");
        doc.pageCount = 3;
        const QStringList texts = {QStringLiteral("The guarantor waives notice of default."),
                                   QStringLiteral("Signed before the notary in Hamburg."),
                                   QStringLiteral("Certified translation of the deed of guarantee.")};
        const int confidence[] = {83, 61, -1};
        QList<LibraryChunk> chunks;
        int at = 0;
        for (int i = 0; i < texts.size(); ++i) {
            chunks.append(
                LibraryChunk{i, texts.at(i), QString(), i + 1, at, at + int(texts.at(i).size()), confidence[i]});
            at += int(texts.at(i).size()) + 2;
        }
        doc.size = at;
        doc.chunkCount = int(chunks.size());
        QVERIFY2(lib.value()->putDocument(doc, chunks).ok(), "put");

        // The best passage for the words, unmerged: (page, OCR confidence), or (0, 0) when none.
        const auto best = [&lib](const QString& words) {
            LibraryQuery query(words, 5);
            query.mergeAdjacent = false;
            auto hits = lib.value()->search(query);
            return hits.ok() && !hits->isEmpty() ? std::pair(hits->first().page, hits->first().ocrConfidence)
                                                 : std::pair(0, 0);
        };
        QCOMPARE(best(QStringLiteral("guarantor waives notice")), std::pair(1, 83));
        QCOMPARE(best(QStringLiteral("certified translation deed")), std::pair(3, -1));

        auto stored = lib.value()->document(doc.path);
        QVERIFY(stored.ok() && stored->has_value());
        auto read = lib.value()->chunks(stored->value().id, 0, 10);
        QVERIFY2(read.ok(), why(read));
        QCOMPARE(read->size(), 3);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(read->at(i).ocrConfidence, confidence[i]);
        auto stats = lib.value()->stats();
        QVERIFY2(stats.ok(), why(stats));
        QCOMPARE(stats->ocrPages, qint64(2));
    }

    void ocrConfidenceSurvivesThePushToTheServer_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("server") << QStringLiteral("server");
    }
    void ocrConfidenceSurvivesThePushToTheServer()
    {
        // `lmars-cli server push` uploads the local library's chunks as stored: an OCR chunk stays one.
        const QString localPath = m_dir.filePath(QStringLiteral("push%1/library.sqlite").arg(m_opened));
        QVERIFY(QDir().mkpath(QFileInfo(localPath).path()));
        auto local = store::LibraryStore::open(localPath);
        QVERIFY2(local.ok(), why(local));
        LibraryDocument doc;
        doc.path = QStringLiteral("/scans/fax.png");
        doc.title = QStringLiteral("Faxed letter");
        doc.type = QStringLiteral("png");
        doc.hash = QStringLiteral("fax-1");
        const QString text = QStringLiteral("We hereby terminate the supply agreement with effect from March.");
        QVERIFY(local.value()->putDocument(doc, {LibraryChunk{0, text, QString(), 1, 0, int(text.size()), 74}}).ok());
        auto db = store::PgConnection::open(m_config.serverUrl);
        QVERIFY2(db.ok(), why(db));
        auto acme = store::ServerAdmin(*db.value()).matterId(kAcme);
        QVERIFY2(acme.ok(), why(acme));
        auto pushed = library::ServerPush(*db.value(), acme.value()).pushLibrary(*local.value());
        QVERIFY2(pushed.ok(), why(pushed));
        QCOMPARE(pushed->added, 1);

        auto server = store::Backends::openLibrary(m_config);
        QVERIFY2(server.ok(), why(server));
        auto hits = server.value()->search(LibraryQuery(QStringLiteral("terminate supply agreement"), 5));
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(paths(hits.value()), QStringList{doc.path});
        QCOMPARE(hits->first().ocrConfidence, 74);
        QCOMPARE(server.value()->stats()->ocrPages, qint64(1));
    }

    void searchSourceUsesTheBackend_data() { backends(); }
    void searchSourceUsesTheBackend()
    {
        {
            auto lib = store::Backends::openLibrary(m_config);
            QVERIFY2(lib.ok(), why(lib));
            put(*lib.value(), QStringLiteral("/s/memo.txt"), QStringLiteral("Firm memo"),
                {QStringLiteral("Our position on the non-compete clause is that it is unenforceable.")});
        }
        const BackendConfig config = m_config;
        library::LocalLibrarySource source([config] { return store::Backends::openLibrary(config); });
        search::SearchQuery query;
        query.text = QStringLiteral("non-compete enforceable");
        auto results = source.search(query);
        QVERIFY2(results.ok(), why(results));
        QCOMPARE(results->size(), 1);
        const auto& r = results->first();
        QCOMPARE(r.title, QStringLiteral("Firm memo"));
        QVERIFY(r.id.startsWith(QStringLiteral("local:")));
        QVERIFY(r.snippet.contains(QStringLiteral("non-compete")));
        QCOMPARE(QString::fromStdString(lmars::test::metadataOf(r).at("path").get<std::string>()),
                 QStringLiteral("/s/memo.txt"));
    }
};

QTEST_GUILESS_MAIN(LibraryBackendContractTest)
#include "LibraryBackendContractTest.moc"
