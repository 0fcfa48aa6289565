// SPDX-License-Identifier: GPL-3.0-or-later
// The firm server's vectors (schema 9) against a real PostgreSQL 15 (the ctest "postgres" fixture)
// and a scripted OpenAI-compatible /v1/embeddings service on 127.0.0.1: written once per chunk and
// model by ServerVectorBuilder, resumed after an interruption without duplicates, read under the
// walls (raw SQL as a walled user reads no vector row; his search finds no dense hit of the walled
// matter), gone with a deleted chunk, fused by the same code as the embedded library (the same
// documents and embeddings give the same fused ranking), and migration 9 on a schema-8 server.
#include "PgTestDatabase.h"
#include "ScriptedEmbeddingServer.h"
#include "dense/VectorIndex.h"
#include "embed/ProviderEmbedder.h"
#include "library/Backends.h"
#include "library/EmbeddedLibrary.h"
#include "library/LibraryStore.h"
#include "library/ServerLibrary.h"
#include "library/ServerStoredVectors.h"
#include "library/ServerVectorBuilder.h"
#include "library/ServerVectorStore.h"
#include "library/VectorBuilder.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using lmars::embed::ProviderEmbedder;
using lmars::library::ServerStoredVectors;
using lmars::library::ServerVectorBuilder;
using lmars::library::ServerVectorStore;
using lmars::library::VectorCounts;
using lmars::store::BackendConfig;
using lmars::store::Backends;
using lmars::store::LibraryBackend;
using lmars::store::LibraryChunk;
using lmars::store::LibraryDocument;
using lmars::store::LibraryHit;
using lmars::store::LibraryQuery;
using lmars::store::PgConnection;
using lmars::store::ServerAdmin;
using lmars::store::ServerLibrary;
using lmars::store::ServerSchema;
using lmars::test::PgTestDatabase;
using lmars::test::ScriptedEmbeddingServer;

namespace {

template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

struct TestDocument
{
    LibraryDocument meta;
    QList<LibraryChunk> chunks;
};

TestDocument document(const QString& path, const QString& title, const QStringList& texts)
{
    TestDocument d;
    d.meta.path = path;
    d.meta.hash = QStringLiteral("hash-of-") + path;
    d.meta.title = title;
    d.meta.type = QStringLiteral("md");
    for (int i = 0; i < texts.size(); ++i)
        d.chunks.append(LibraryChunk{i, texts.at(i), QStringLiteral("Body"), 0, 0, int(texts.at(i).size())});
    return d;
}

/// Documents whose chunks share some words and differ in others, so that BM25 and the scripted
/// embeddings (hashed bags of words) rank them differently.
QList<TestDocument> corpus(const QString& prefix)
{
    const QStringList topics = {QStringLiteral("lease deposit landlord tenant notice"),
                                QStringLiteral("merger shareholder vote board approval"),
                                QStringLiteral("employment dismissal notice severance wages"),
                                QStringLiteral("privacy personal data controller consent"),
                                QStringLiteral("contract breach damages remedy notice")};
    QList<TestDocument> out;
    for (int d = 0; d < topics.size(); ++d) {
        const QStringList words = topics.at(d).split(QLatin1Char(' '));
        QStringList texts;
        for (int c = 0; c < 6; ++c) {
            QStringList text;
            for (int w = 0; w < 8; ++w)
                text << words.at((c + w * (d + 2)) % words.size());
            text << QStringLiteral("clause%1").arg(c) << QStringLiteral("part%1").arg((c + d) % 3);
            texts << text.join(QLatin1Char(' '));
        }
        out << document(QStringLiteral("/%1/doc%2.md").arg(prefix).arg(d),
                        QStringLiteral("%1 %2").arg(prefix, words.first()), texts);
    }
    return out;
}

lmars::llm::EmbeddingConfig embeddingConfig(const ScriptedEmbeddingServer& server, int batchSize = 64)
{
    lmars::llm::EmbeddingConfig config;
    config.provider = lmars::llm::EmbeddingProvider::OpenAiCompatible;
    config.baseUrl = QUrl(server.baseUrl().toString() + QStringLiteral("/v1"));
    config.model = QStringLiteral("text-embedding-3-small");
    config.batchSize = batchSize;
    config.concurrency = 1;
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 1;
    config.retryBackoffMs = 10;
    return config;
}

/// A passage as the rankings are compared: where it is, its rank in each channel.
QStringList describe(const QList<LibraryHit>& hits)
{
    QStringList out;
    for (const LibraryHit& h : hits)
        out << QStringLiteral("%1#%2-%3 exact%4 dense%5 bm25%6 fused=%7")
                   .arg(h.path)
                   .arg(h.firstOrdinal)
                   .arg(h.lastOrdinal)
                   .arg(h.channelRanks[0])
                   .arg(h.channelRanks[1])
                   .arg(h.channelRanks[2])
                   .arg(h.fused);
    return out;
}

} // namespace

class ServerVectorsTest : public QObject
{
    Q_OBJECT

private:
    PgTestDatabase m_db;
    std::unique_ptr<PgConnection> m_super, m_boss, m_bob;
    QTemporaryDir m_temp;
    std::unique_ptr<ScriptedEmbeddingServer> m_embeddings;
    std::shared_ptr<ProviderEmbedder> m_embedder;
    qint64 m_lease = 0, m_merger = 0;

    QString scalar(PgConnection& db, const QString& sql)
    {
        auto rows = db.query(sql);
        return rows ? rows->scalar() : QStringLiteral("error: ") + rows.error().summary;
    }

    qint64 matter(const QString& name, const QStringList& members)
    {
        ServerAdmin admin(*m_boss);
        auto created = admin.createMatter(name);
        if (!created)
            return 0;
        for (const QString& member : QStringList{QStringLiteral("vec_boss")} + members) {
            if (!admin.addMember(name, member))
                return 0;
        }
        return created.value();
    }

    bool put(qint64 matterId, const QList<TestDocument>& documents)
    {
        auto lib = ServerLibrary::open(*m_boss);
        if (!lib)
            return false;
        for (const TestDocument& d : documents) {
            if (!lib->putDocument(matterId, d.meta, d.chunks))
                return false;
        }
        return true;
    }

    std::unique_ptr<LibraryBackend> backendAs(const QString& role)
    {
        BackendConfig config;
        config.serverUrl = m_db.conninfo(role);
        config.embedder = m_embedder;
        auto opened = Backends::openLibrary(config);
        return opened ? std::move(opened.value()) : nullptr;
    }

    /// The ids of the k nearest of the matter's stored vectors to text, by an exact scan of its own.
    QList<qint64> exactScan(qint64 matterId, const QString& text, int k)
    {
        ServerVectorStore store(*m_super);
        auto model = store.model(m_embedder->modelId(), false);
        if (!model)
            return {};
        auto index = lmars::dense::VectorIndex::exactOnly(model->dimension);
        if (!store.load(matterId, model->id, 0, [&](qint64 id, std::vector<float> v) { index.add(id, v); }))
            return {};
        auto query = m_embedder->embed({text}, lmars::dense::EmbedPurpose::Query, {});
        QList<qint64> ids;
        if (!query || query->empty())
            return ids;
        for (const auto& match : index.searchExact(query->front(), k))
            ids << match.id;
        return ids;
    }

    static LibraryQuery denseQuery(const QString& text, const QString& matter = {})
    {
        LibraryQuery q(text, 5);
        q.dense = true;
        if (!matter.isEmpty())
            q.matter = matter;
        return q;
    }

private Q_SLOTS:
    void initTestCase()
    {
        LMARS_REQUIRE_PG_CLUSTER();
        QVERIFY(m_temp.isValid());
        QVERIFY2(m_db.create(QStringLiteral("lmars_vectors_test")), m_db.why());
        m_super = m_db.connect();
        QVERIFY(m_super);
        QCOMPARE(ServerSchema::upgrade(*m_super).value(), ServerSchema::kVersion);
        QVERIFY2(m_db.createRole(QStringLiteral("vec_boss"), {QStringLiteral("lmars_admin")}), m_db.why());
        QVERIFY2(m_db.createRole(QStringLiteral("vec_bob"), {QStringLiteral("lmars_user")}), m_db.why());
        QVERIFY2(m_db.createRole(QStringLiteral("vec_eve"), {QStringLiteral("lmars_user")}), m_db.why());
        m_boss = m_db.connect(QStringLiteral("vec_boss"));
        m_bob = m_db.connect(QStringLiteral("vec_bob"));
        QVERIFY(m_boss && m_bob);
        m_embeddings = std::make_unique<ScriptedEmbeddingServer>(ScriptedEmbeddingServer::Options{});
        QVERIFY(m_embeddings->start());
        m_embedder = std::make_shared<ProviderEmbedder>(embeddingConfig(*m_embeddings),
                                                        m_temp.filePath(QStringLiteral("cache/embeddings.sqlite")));

        m_lease = matter(QStringLiteral("Lease"), {QStringLiteral("vec_bob"), QStringLiteral("vec_eve")});
        m_merger = matter(QStringLiteral("Merger"), {QStringLiteral("vec_bob")});
        QVERIFY(m_lease > 0 && m_merger > 0);
        QVERIFY(put(m_lease, corpus(QStringLiteral("lease"))));
        QVERIFY(put(m_merger, corpus(QStringLiteral("merger"))));
    }

    void buildWritesOneVectorPerChunk()
    {
        for (const qint64 matterId : {m_lease, m_merger}) {
            QList<qint64> progress;
            auto built = ServerVectorBuilder::run(*m_boss, matterId, m_embedder, {},
                                                  [&](const VectorCounts& c) { progress << c.embedded; });
            QVERIFY2(built.ok(), why(built));
            QCOMPARE(built->chunks, qint64(30));
            QCOMPARE(built->embedded, qint64(30));
            QVERIFY(built->model);
            QCOMPARE(built->model->name, QStringLiteral("openai/text-embedding-3-small"));
            QCOMPARE(built->model->dimension, 64);
            QCOMPARE(progress.first(), qint64(0));
        }
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT count(*) || '/' || count(DISTINCT (model_id, chunk_id)) || '/'"
                                                 " || min(length(vector)) FROM lmars.chunk_vectors")),
                 QStringLiteral("60/60/256")); // 64 float32 each
        // The stored bytes are the provider's unit vector, little-endian float32.
        auto row =
            m_super->queryBytes(QStringLiteral("SELECT v.vector, d.title || E'\\n' || c.heading_path || E'\\n'"
                                               " || c.body FROM lmars.chunk_vectors v JOIN lmars.chunks c ON"
                                               " c.id = v.chunk_id JOIN lmars.documents d ON d.id = c.document_id"
                                               " ORDER BY v.chunk_id LIMIT 1"));
        QVERIFY2(row.ok(), why(row));
        const std::vector<float> stored = ServerVectorStore::fromBytes(row->rows.first().at(0));
        const QList<float> expected =
            ScriptedEmbeddingServer::vectorFor(QString::fromUtf8(row->rows.first().at(1)), 64);
        double dot = 0;
        for (int i = 0; i < 64; ++i)
            dot += double(stored[size_t(i)]) * expected.at(i);
        QVERIFY2(std::abs(dot - 1.0) < 1e-5, qPrintable(QString::number(dot)));
        // A second build has nothing to do: no request, no row.
        const int requests = m_embeddings->requests();
        auto again = ServerVectorBuilder::run(*m_boss, m_lease, m_embedder);
        QVERIFY2(again.ok(), why(again));
        QCOMPARE(m_embeddings->requests(), requests);
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT count(*) FROM lmars.chunk_vectors")), QStringLiteral("60"));
    }

    void denseOffSearchesAsBefore()
    {
        auto bob = backendAs(QStringLiteral("vec_bob"));
        QVERIFY(bob);
        LibraryQuery q(QStringLiteral("shareholder vote"), 5);
        auto hits = bob->search(q);
        QVERIFY2(hits.ok(), why(hits));
        QVERIFY(!hits->isEmpty());
        for (const LibraryHit& h : hits.value())
            QVERIFY(!h.fused);
        // Without an embedder the dense channel is off and the search says why.
        BackendConfig config;
        config.serverUrl = m_db.conninfo(QStringLiteral("vec_bob"));
        auto words = Backends::openLibrary(config);
        QVERIFY(words.ok());
        auto plain = words.value()->search(denseQuery(QStringLiteral("shareholder vote")));
        QVERIFY2(plain.ok(), why(plain));
        QCOMPARE(describe(plain.value()), describe(hits.value()));
        QVERIFY2(words.value()->lastSearchNote().contains(QLatin1String("words only")),
                 qPrintable(words.value()->lastSearchNote()));
    }

    void wallHidesTheMattersVectors()
    {
        auto bob = backendAs(QStringLiteral("vec_bob"));
        QVERIFY(bob);
        auto before = bob->search(denseQuery(QStringLiteral("board approval of the merger vote")));
        QVERIFY2(before.ok(), why(before));
        QVERIFY2(bob->lastSearchNote().isEmpty(), qPrintable(bob->lastSearchNote()));
        bool denseFromMerger = false;
        for (const LibraryHit& h : before.value()) {
            QVERIFY(h.fused);
            denseFromMerger = denseFromMerger || (h.matter == QLatin1String("Merger") && h.channelRanks[1] > 0);
        }
        QVERIFY2(denseFromMerger, qPrintable(describe(before.value()).join(QLatin1Char('\n'))));
        QCOMPARE(scalar(*m_bob, QStringLiteral("SELECT count(*) FROM lmars.chunk_vectors")), QStringLiteral("60"));

        QVERIFY(ServerAdmin(*m_boss).addWall(QStringLiteral("Merger"), QStringLiteral("vec_bob")).ok());
        // A cached index file of the walled matter (a large matter's, written by an earlier search) goes too.
        const QString folder =
            ServerStoredVectors::of(m_bob->displayName(), QStringLiteral("vec_bob"), m_embedder->modelId())->folder();
        QVERIFY(QDir().mkpath(folder));
        for (const char* suffix : {".vec", ".seq"}) {
            QFile file(QDir(folder).filePath(QString::number(m_merger) + QLatin1String(suffix)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("cached");
        }
        // The same backend, its vectors cached: nothing of the walled matter, by any channel.
        auto after = bob->search(denseQuery(QStringLiteral("board approval of the merger vote")));
        QVERIFY2(after.ok(), why(after));
        QVERIFY(!after->isEmpty());
        for (const LibraryHit& h : after.value()) {
            QCOMPARE(h.matter, QStringLiteral("Lease"));
            QVERIFY(!h.path.startsWith(QLatin1String("/merger/")));
        }
        QVERIFY(QDir(folder).entryList(QDir::Files).isEmpty());
        // Raw SQL as the walled member reads no vector row of the matter and writes none into it.
        QCOMPARE(scalar(*m_bob,
                        QStringLiteral("SELECT count(*) FROM lmars.chunk_vectors WHERE matter_id = %1").arg(m_merger)),
                 QStringLiteral("0"));
        QCOMPARE(scalar(*m_bob, QStringLiteral("SELECT count(*) FROM lmars.chunk_vectors")), QStringLiteral("30"));
        const QString mergerChunk =
            scalar(*m_super, QStringLiteral("SELECT min(id) FROM lmars.chunks WHERE matter_id = %1").arg(m_merger));
        QVERIFY(scalar(*m_bob, QStringLiteral("INSERT INTO lmars.chunk_vectors (matter_id, chunk_id, model_id, vector)"
                                              " VALUES (%1, %2, 1, '\\x00') RETURNING 1")
                                   .arg(m_merger)
                                   .arg(mergerChunk))
                    .startsWith(QLatin1String("error:")));
        auto counts = ServerVectorStore(*m_bob).counts(m_merger, m_embedder->modelId());
        QVERIFY2(counts.ok(), why(counts));
        QCOMPARE(counts->embedded, qint64(0));
        // His build for the walled matter finds nothing to read.
        auto built = ServerVectorBuilder::run(*m_bob, m_merger, m_embedder);
        QVERIFY2(built.ok(), why(built));
        QCOMPARE(built->chunks, qint64(0));
        QVERIFY(ServerAdmin(*m_boss).removeWall(QStringLiteral("Merger"), QStringLiteral("vec_bob")).ok());
    }

    void deletedChunksVectorsGoWithThem()
    {
        auto eve = backendAs(QStringLiteral("vec_eve"));
        QVERIFY(eve);
        const QString question = QStringLiteral("landlord deposit tenant");
        auto before = eve->search(denseQuery(question));
        QVERIFY2(before.ok(), why(before));
        QVERIFY(describe(before.value()).join(QLatin1Char(' ')).contains(QLatin1String("/lease/doc0.md")));
        auto cached = ServerStoredVectors::of(m_db.connect(QStringLiteral("vec_eve"))->displayName(),
                                              QStringLiteral("vec_eve"), m_embedder->modelId());
        QCOMPARE(cached->size(), qsizetype(30));

        auto lib = ServerLibrary::open(*m_boss);
        QVERIFY(lib.ok());
        QVERIFY(lib->removeDocument(m_lease, QStringLiteral("/lease/doc0.md")).value());
        QCOMPARE(scalar(*m_super,
                        QStringLiteral("SELECT count(*) FROM lmars.chunk_vectors WHERE matter_id = %1").arg(m_lease)),
                 QStringLiteral("24"));
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT count(*) FROM lmars.chunk_vectors v WHERE NOT EXISTS"
                                                 " (SELECT 1 FROM lmars.chunks c WHERE c.id = v.chunk_id)")),
                 QStringLiteral("0"));
        auto after = eve->search(denseQuery(question));
        QVERIFY2(after.ok(), why(after));
        QVERIFY(!after->isEmpty());
        for (const LibraryHit& h : after.value())
            QVERIFY(h.path != QLatin1String("/lease/doc0.md"));
        QCOMPARE(cached->size(), qsizetype(24)); // the refresh read the ids and dropped the deleted ones
        // Put back for the tests that follow.
        QVERIFY(put(m_lease, {corpus(QStringLiteral("lease")).first()}));
        QVERIFY(ServerVectorBuilder::run(*m_boss, m_lease, m_embedder).ok());
    }

    void firstSearchAboveTheThresholdIsExactAndTheGraphComesLater()
    {
        QVERIFY2(m_db.createRole(QStringLiteral("vec_ann"), {QStringLiteral("lmars_user")}), m_db.why());
        ServerAdmin admin(*m_boss);
        QVERIFY(admin.addMember(QStringLiteral("Lease"), QStringLiteral("vec_ann")).ok());
        QVERIFY(admin.addMember(QStringLiteral("Merger"), QStringLiteral("vec_ann")).ok());
        auto connection = m_db.connect(QStringLiteral("vec_ann"));
        QVERIFY(connection);
        auto vectors =
            ServerStoredVectors::of(connection->displayName(), QStringLiteral("vec_ann"), m_embedder->modelId());
        vectors->setApproximateFrom(20);     // each matter's 30 vectors want a graph
        QList<std::function<void()>> builds; // run by the test when it chooses, as the default thread would
        vectors->setBuildRunner([&builds](std::function<void()> build) { builds << std::move(build); });
        auto ann = backendAs(QStringLiteral("vec_ann"));
        QVERIFY(ann);
        const QString question = QStringLiteral("landlord deposit tenant notice");
        auto first = ann->search(denseQuery(question, QStringLiteral("Lease")));
        QVERIFY2(first.ok(), why(first));
        QVERIFY(!first->isEmpty());
        QVERIFY2(ann->lastSearchNote().isEmpty(), qPrintable(ann->lastSearchNote()));
        // The search built nothing: the graph waits for its build, and the dense channel is an exact scan.
        QCOMPARE(builds.size(), 1);
        QVERIFY(vectors->building());
        QCOMPARE(vectors->approximateSize(), qsizetype(0));
        QCOMPARE(vectors->size(), qsizetype(30));
        const QList<qint64> exact = exactScan(m_lease, question, 10);
        QCOMPARE(exact.size(), 10);
        QCOMPARE(vectors->nearest(question, 10, {}).value(), exact);
        const QDir folder(vectors->folder());
        const QString leaseFile = folder.filePath(QString::number(m_lease) + QLatin1String(".vec"));
        QVERIFY(!QFile::exists(leaseFile));

        builds.takeFirst()(); // the build: filed in the cache folder, then put in
        QVERIFY(!vectors->building());
        auto filed = lmars::dense::VectorIndex::loadFile(leaseFile);
        QVERIFY(filed);
        QVERIFY(filed->approximate());
        QCOMPARE(filed->size(), qsizetype(30));
        auto later = ann->search(denseQuery(question, QStringLiteral("Lease")));
        QVERIFY2(later.ok(), why(later));
        QCOMPARE(vectors->approximateSize(), qsizetype(30));         // the later search goes through the graph
        QCOMPARE(vectors->nearest(question, 10, {}).value(), exact); // a graph of 30 finds every one of them
        QCOMPARE(describe(later.value()), describe(first.value()));
        QVERIFY(builds.isEmpty());

        // A build still waiting for a matter that is then walled puts nothing in and files nothing.
        const QString mergerQuestion = QStringLiteral("board approval of the merger vote");
        QVERIFY(ann->search(denseQuery(mergerQuestion)).ok());
        QCOMPARE(builds.size(), 1);
        QVERIFY(admin.addWall(QStringLiteral("Merger"), QStringLiteral("vec_ann")).ok());
        auto walled = ann->search(denseQuery(mergerQuestion));
        QVERIFY2(walled.ok(), why(walled));
        QVERIFY(!walled->isEmpty());
        for (const LibraryHit& h : walled.value())
            QCOMPARE(h.matter, QStringLiteral("Lease"));
        builds.takeFirst()();
        QVERIFY(!vectors->building());
        QCOMPARE(folder.entryList({QString::number(m_merger) + QLatin1String(".*")}, QDir::Files), QStringList());
        QVERIFY(QFile::exists(leaseFile));
        QCOMPARE(vectors->size(), qsizetype(30)); // Lease's alone
        QVERIFY(admin.removeWall(QStringLiteral("Merger"), QStringLiteral("vec_ann")).ok());
        vectors->setBuildRunner({});
    }

    void backgroundThreadBuildsTheGraph()
    {
        QVERIFY2(m_db.createRole(QStringLiteral("vec_tom"), {QStringLiteral("lmars_user")}), m_db.why());
        QVERIFY(ServerAdmin(*m_boss).addMember(QStringLiteral("Lease"), QStringLiteral("vec_tom")).ok());
        auto connection = m_db.connect(QStringLiteral("vec_tom"));
        QVERIFY(connection);
        auto vectors =
            ServerStoredVectors::of(connection->displayName(), QStringLiteral("vec_tom"), m_embedder->modelId());
        vectors->setApproximateFrom(20);
        auto tom = backendAs(QStringLiteral("vec_tom"));
        QVERIFY(tom);
        const QString question = QStringLiteral("tenant deposit");
        auto first = tom->search(denseQuery(question));
        QVERIFY2(first.ok(), why(first));
        vectors->waitForBuild(); // the default runner: a thread of this process
        QVERIFY(!vectors->building());
        auto later = tom->search(denseQuery(question));
        QVERIFY2(later.ok(), why(later));
        QCOMPARE(vectors->approximateSize(), qsizetype(30));
        QCOMPARE(vectors->nearest(question, 10, {}).value(), exactScan(m_lease, question, 10));
        QCOMPARE(describe(later.value()), describe(first.value()));
    }

    void fusedRankingEqualsTheEmbeddedLibrarys()
    {
        const QList<TestDocument> docs = corpus(QStringLiteral("same"));
        const qint64 same = matter(QStringLiteral("Same"), {});
        QVERIFY(same > 0);
        QVERIFY(put(same, docs));
        QVERIFY(ServerVectorBuilder::run(*m_boss, same, m_embedder).ok());

        const QString path = m_temp.filePath(QStringLiteral("library.sqlite"));
        {
            auto store = lmars::store::LibraryStore::open(path);
            QVERIFY(store.ok());
            for (const TestDocument& d : docs)
                QVERIFY(store.value()->putDocument(d.meta, d.chunks).ok());
            lmars::library::VectorBuildOptions options;
            options.embedder = m_embedder;
            auto built = lmars::library::VectorBuilder::run(*store.value(), options);
            QVERIFY2(built.ok(), why(built));
            QCOMPARE(built->counts.embedded, qint64(30));
        }
        auto embedded = lmars::store::EmbeddedLibrary::open(path, m_embedder);
        QVERIFY(embedded.ok());
        auto server = backendAs(QStringLiteral("vec_boss"));
        QVERIFY(server);
        int denseOnly = 0;
        for (const QString& text :
             {QStringLiteral("notice to the tenant"), QStringLiteral("severance wages after dismissal"),
              QStringLiteral("consent of the data controller"), QStringLiteral("remedy for breach"),
              QStringLiteral("vote of the board clause3"), QStringLiteral("landlord part1")}) {
            for (const bool merge : {true, false}) {
                LibraryQuery q = denseQuery(text);
                q.mergeAdjacent = merge;
                auto local = embedded.value()->search(q);
                QVERIFY2(local.ok(), why(local));
                q.matter = QStringLiteral("Same");
                auto remote = server->search(q);
                QVERIFY2(remote.ok(), why(remote));
                QVERIFY(!local->isEmpty());
                QCOMPARE(describe(remote.value()), describe(local.value()));
                for (qsizetype i = 0; i < local->size(); ++i) {
                    QVERIFY(std::abs(local->at(i).score - remote->at(i).score) < 1e-12);
                    denseOnly += local->at(i).channelRanks[1] > 0 && local->at(i).channelRanks[2] == 0 ? 1 : 0;
                }
            }
        }
        QVERIFY2(denseOnly > 0, "no passage came from the dense channel alone: the comparison proves little");
    }

    void interruptedBuildResumesWithoutDuplicates()
    {
        const qint64 resume = matter(QStringLiteral("Resume"), {});
        QVERIFY(resume > 0);
        QList<TestDocument> docs = corpus(QStringLiteral("resume"));
        QVERIFY(put(resume, docs));
        const QString cache = m_temp.filePath(QStringLiteral("resume-cache/embeddings.sqlite"));
        ScriptedEmbeddingServer::Options failing;
        failing.failAfter = 2; // two requests answered, then every request fails (the provider went away)
        ScriptedEmbeddingServer broken(failing);
        QVERIFY(broken.start());
        // The broken service's vectors equal the good one's: same model, same scripted vectors.
        auto first = std::make_shared<ProviderEmbedder>(embeddingConfig(broken, 4), cache);
        auto stopped = ServerVectorBuilder::run(*m_boss, resume, first, {}, {}, 4);
        QVERIFY(!stopped.ok());
        const int kept =
            scalar(*m_super,
                   QStringLiteral("SELECT count(*) FROM lmars.chunk_vectors WHERE matter_id = %1").arg(resume))
                .toInt();
        QCOMPARE(kept, 8); // two batches of four committed, nothing of the failed one
        ScriptedEmbeddingServer good({});
        QVERIFY(good.start());
        auto second = std::make_shared<ProviderEmbedder>(embeddingConfig(good, 4), cache);
        auto resumed = ServerVectorBuilder::run(*m_boss, resume, second, {}, {}, 4);
        QVERIFY2(resumed.ok(), why(resumed));
        QCOMPARE(resumed->embedded, qint64(30));
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT count(*) || '/' || count(DISTINCT chunk_id) FROM"
                                                 " lmars.chunk_vectors WHERE matter_id = %1")
                                      .arg(resume)),
                 QStringLiteral("30/30"));
        // Only the chunks without a vector were sent again.
        QCOMPARE(good.embeddedTexts().size(), 30 - kept);
    }

    void killedCliBuildResumesWithoutDuplicates()
    {
        // lmars-cli server push, its vector build killed with SIGKILL between batches, then pushed again.
        QVERIFY(matter(QStringLiteral("Killed"), {}) > 0);
        const qint64 killed =
            scalar(*m_super, QStringLiteral("SELECT id FROM lmars.matters WHERE name = 'Killed'")).toLongLong();
        const QString folder = m_temp.filePath(QStringLiteral("killed"));
        QVERIFY(QDir().mkpath(folder));
        const QStringList words = {QStringLiteral("lease"),   QStringLiteral("notice"), QStringLiteral("tenant"),
                                   QStringLiteral("damages"), QStringLiteral("merger"), QStringLiteral("consent"),
                                   QStringLiteral("wages"),   QStringLiteral("breach"), QStringLiteral("controller")};
        for (int f = 0; f < 30; ++f) {
            QFile file(QStringLiteral("%1/file%2.md").arg(folder).arg(f));
            QVERIFY(file.open(QIODevice::WriteOnly));
            QString text = QStringLiteral("# File %1\n\n").arg(f);
            for (int p = 0; p < 12; ++p) {
                QStringList paragraph;
                for (int w = 0; w < 70; ++w)
                    paragraph << words.at((f * 7 + p * 3 + w * w) % words.size()) + QString::number((f + p + w) % 11);
                text += paragraph.join(QLatin1Char(' ')) + QStringLiteral("\n\n");
            }
            file.write(text.toUtf8());
        }
        ScriptedEmbeddingServer::Options slow;
        slow.delayMs = 120; // a vector batch of 256 passages takes about two seconds
        ScriptedEmbeddingServer service(slow);
        QVERIFY(service.start());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LMARS_SERVER_URL"), m_db.conninfo(QStringLiteral("vec_boss")));
        env.insert(QStringLiteral("LMARS_DATA_DIR"), m_temp.filePath(QStringLiteral("cli-data")));
        env.insert(QStringLiteral("LMARS_LIBRARY_DENSE"), QStringLiteral("on"));
        env.insert(QStringLiteral("LMARS_EMBEDDING_PROVIDER"), QStringLiteral("openai"));
        env.insert(QStringLiteral("LMARS_EMBEDDING_BASE_URL"), service.baseUrl().toString() + QStringLiteral("/v1"));
        env.insert(QStringLiteral("LMARS_EMBEDDING_MODEL"), QStringLiteral("text-embedding-3-small"));
        env.insert(QStringLiteral("LMARS_EMBEDDING_API_KEY"), QStringLiteral("test-key"));
        env.insert(QStringLiteral("LMARS_EMBEDDING_BATCH_SIZE"), QStringLiteral("16"));
        env.insert(QStringLiteral("LMARS_EMBEDDING_CONCURRENCY"), QStringLiteral("1"));
        const QStringList push = {QStringLiteral("server"), QStringLiteral("push"), folder, QStringLiteral("--matter"),
                                  QStringLiteral("Killed")};
        const QString vectorsSql =
            QStringLiteral("SELECT count(*) FROM lmars.chunk_vectors WHERE matter_id = %1").arg(killed);

        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(LMARS_CLI_PATH), push);
        QVERIFY(process.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(scalar(*m_super, vectorsSql).toInt() > 0 || process.state() == QProcess::NotRunning,
                                 120000);
        process.kill();
        QVERIFY(process.waitForFinished());
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);
        const int chunks =
            scalar(*m_super, QStringLiteral("SELECT count(*) FROM lmars.chunks WHERE matter_id = %1").arg(killed))
                .toInt();
        const int kept = scalar(*m_super, vectorsSql).toInt();
        QVERIFY2(kept > 0 && kept < chunks, qPrintable(QStringLiteral("%1 of %2").arg(kept).arg(chunks)));
        QCOMPARE(kept % 256, 0); // whole batches only

        QProcess again;
        again.setProcessEnvironment(env);
        again.start(QStringLiteral(LMARS_CLI_PATH), push);
        QVERIFY(again.waitForFinished(180000));
        const QString said = QString::fromUtf8(again.readAllStandardError());
        QVERIFY2(again.exitStatus() == QProcess::NormalExit && again.exitCode() == 0, qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("openai/text-embedding-3-small")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("complete")), qPrintable(said));
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT count(*) || '/' || count(DISTINCT chunk_id) FROM"
                                                 " lmars.chunk_vectors WHERE matter_id = %1")
                                      .arg(killed)),
                 QStringLiteral("%1/%1").arg(chunks));

        // server status reports them, as library stats does for the embedded library.
        QProcess status;
        status.setProcessEnvironment(env);
        status.start(QStringLiteral(LMARS_CLI_PATH), {QStringLiteral("server"), QStringLiteral("status")});
        QVERIFY(status.waitForFinished(60000));
        const QString shown = QString::fromUtf8(status.readAllStandardOutput());
        QVERIFY2(shown.contains(QLatin1String("Vectors: ")) && shown.contains(QLatin1String("text-embedding-3-small")),
                 qPrintable(shown));

        // server search fuses the channels and its JSON says each hit's rank in each, as library search does.
        QProcess search;
        search.setProcessEnvironment(env);
        search.start(QStringLiteral(LMARS_CLI_PATH),
                     {QStringLiteral("server"), QStringLiteral("search"), QStringLiteral("tenant3 breach4 wages5"),
                      QStringLiteral("--matter"), QStringLiteral("Killed"), QStringLiteral("--json")});
        QVERIFY(search.waitForFinished(60000));
        const QByteArray printed = search.readAllStandardOutput();
        const QJsonArray found = QJsonDocument::fromJson(printed).array();
        QVERIFY2(!found.isEmpty(), printed.constData());
        int dense = 0;
        for (const QJsonValue& hit : found) {
            const QJsonObject channels = hit.toObject().value(QLatin1String("channels")).toObject();
            QVERIFY2(channels.value(QLatin1String("fused")).toBool(), printed.constData());
            const QJsonObject ranks = channels.value(QLatin1String("ranks")).toObject();
            QVERIFY2(ranks.contains(QLatin1String("bm25")) && ranks.contains(QLatin1String("exact")),
                     printed.constData());
            dense += ranks.value(QLatin1String("dense")).isDouble() ? 1 : 0;
        }
        QVERIFY2(dense > 0, printed.constData());
    }

    void migrationNineOnASchemaEightServer()
    {
        PgTestDatabase old;
        QVERIFY2(old.create(QStringLiteral("lmars_vectors_upgrade_test")), old.why());
        auto db = old.connect();
        QVERIFY(db);
        QCOMPARE(ServerSchema::upgrade(*db, lmars::store::ServerTextSearch::Simple, 8).value(), 8);
        QVERIFY(db->execute(QStringLiteral("INSERT INTO lmars.matters (name) VALUES ('Old');"
                                           "INSERT INTO lmars.memberships SELECT id, 'vec_bob' FROM lmars.matters;"
                                           "INSERT INTO lmars.documents (matter_id, path, hash, title) SELECT id,"
                                           " '/old.md', 'h', 'Old lease' FROM lmars.matters;"
                                           "INSERT INTO lmars.chunks (document_id, matter_id, ordinal, body, page, tsv)"
                                           " SELECT d.id, d.matter_id, n, 'rent due ' || n, n + 1, to_tsvector("
                                           "'simple', 'rent due ' || n) FROM lmars.documents d,"
                                           " generate_series(0, 2) n"))
                    .ok());
        QCOMPARE(scalar(*db, QStringLiteral("SELECT to_regclass('lmars.chunk_vectors') IS NULL")), QStringLiteral("t"));
        QCOMPARE(ServerSchema::upgrade(*db).value(), ServerSchema::kVersion);
        QCOMPARE(scalar(*db, QStringLiteral("SELECT relrowsecurity AND relforcerowsecurity FROM pg_class"
                                            " WHERE oid = 'lmars.chunk_vectors'::regclass")),
                 QStringLiteral("t"));
        QCOMPARE(scalar(*db, QStringLiteral("SELECT count(*) FROM pg_policies WHERE schemaname = 'lmars'"
                                            " AND tablename = 'chunk_vectors'")),
                 QStringLiteral("1"));
        // The chunks written before get their vectors from a member's build.
        auto bob = old.connect(QStringLiteral("vec_bob"));
        QVERIFY(bob);
        const qint64 matterId = scalar(*db, QStringLiteral("SELECT id FROM lmars.matters")).toLongLong();
        auto built = ServerVectorBuilder::run(*bob, matterId, m_embedder);
        QVERIFY2(built.ok(), why(built));
        QCOMPARE(built->embedded, qint64(3));
        QCOMPARE(built->chunks, qint64(3));
    }
};

QTEST_GUILESS_MAIN(ServerVectorsTest)
#include "ServerVectorsTest.moc"
