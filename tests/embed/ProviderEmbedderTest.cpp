// SPDX-License-Identifier: GPL-3.0-or-later
#include "embed/ProviderEmbedder.h"
#include "ScriptedEmbeddingServer.h"
#include "embed/EmbeddingCache.h"
#include "sqlite/Database.h"
#include "sqlite/Statement.h"

#include <QFile>

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <cmath>
#include <thread>

namespace lmars::embed {

using dense::EmbedPurpose;
using llm::EmbeddingConfig;
using llm::EmbeddingProvider;
using test::ScriptedEmbeddingServer;

/**
 * ProviderEmbedder against a scripted OpenAI-style service: the content-hash cache (no text sent
 * twice, across calls, purposes and restarts; a model change misses it), batches by count and token
 * budget, requests in flight within the limit, an interrupted run resuming from what it stored, and
 * the dimension learned from the first reply and held to.
 */
class ProviderEmbedderTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void modelIdNamesProviderModelAndDimension();
    void vectorsInOrderAndDuplicatesSentOnce();
    void cachedTextsAreNeverSentAgain();
    void queriesAreCachedToo();
    void anotherModelMissesTheCache();
    void batchesBySizeAndTokenBudget();
    void concurrencyStaysWithinItsLimit();
    void interruptedRunResumesWithoutRepeatingAText();
    void cancelledRunKeepsWhatWasStored();
    void dimensionLearnedAndHeldTo();
    void unconfiguredProviderIsRefused();
    void anotherEndpointWithTheSameModelMissesTheCache();
    void entriesWithoutAnEndpointAreNotReused();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString cachePath() const { return m_dir->filePath(QStringLiteral("cache/embeddings.sqlite")); }
};

namespace {

EmbeddingConfig configFor(const ScriptedEmbeddingServer& server, int batchSize = 64, int concurrency = 1)
{
    EmbeddingConfig config;
    config.provider = EmbeddingProvider::OpenAiCompatible;
    config.baseUrl = QUrl(server.baseUrl().toString() + QStringLiteral("/v1"));
    config.model = QStringLiteral("text-embedding-3-small");
    config.batchSize = batchSize;
    config.concurrency = concurrency;
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 1;
    config.retryBackoffMs = 10;
    return config;
}

QStringList passages(int n, const QString& prefix = QStringLiteral("passage"))
{
    QStringList texts;
    for (int i = 0; i < n; ++i)
        texts << QStringLiteral("%1 %2 about clause %3 of the lease").arg(prefix).arg(i).arg(i * 7);
    return texts;
}

bool sameAsServer(const std::vector<float>& vector, const QString& text)
{
    const QList<float> expected = ScriptedEmbeddingServer::vectorFor(text, static_cast<int>(vector.size()));
    double sum = 0;
    for (size_t i = 0; i < vector.size(); ++i)
        sum += double(vector[i]) * expected.at(static_cast<qsizetype>(i));
    return std::abs(sum - 1.0) < 1e-5;
}

} // namespace

void ProviderEmbedderTest::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void ProviderEmbedderTest::modelIdNamesProviderModelAndDimension()
{
    ScriptedEmbeddingServer server({});
    EmbeddingConfig config = configFor(server);
    QCOMPARE(ProviderEmbedder(config, cachePath()).modelId(), QStringLiteral("openai/text-embedding-3-small"));
    QCOMPARE(ProviderEmbedder(config, cachePath()).dimension(), 0); // not known before the first reply
    config.dimension = 256;
    QCOMPARE(ProviderEmbedder(config, cachePath()).modelId(), QStringLiteral("openai/text-embedding-3-small@256"));
    QCOMPARE(ProviderEmbedder(config, cachePath()).dimension(), 256);
    config.provider = EmbeddingProvider::Ollama;
    config.model = QStringLiteral("nomic-embed-text");
    config.dimension = 0;
    QCOMPARE(ProviderEmbedder(config, cachePath()).modelId(), QStringLiteral("ollama/nomic-embed-text"));
}

void ProviderEmbedderTest::vectorsInOrderAndDuplicatesSentOnce()
{
    ScriptedEmbeddingServer server({});
    QVERIFY(server.start());
    ProviderEmbedder embedder(configFor(server), cachePath());
    const QStringList texts = {QStringLiteral("deposit returned"), QStringLiteral("notice period"),
                               QStringLiteral("deposit returned")};
    auto vectors = embedder.embed(texts, EmbedPurpose::Document, {});
    QVERIFY2(vectors.ok(), qPrintable(vectors.ok() ? QString() : vectors.error().toString()));
    QCOMPARE(vectors.value().size(), size_t(3));
    for (int i = 0; i < 3; ++i)
        QVERIFY(sameAsServer(vectors.value()[static_cast<size_t>(i)], texts.at(i)));
    QCOMPARE(server.embeddedTexts().size(), 2);
    QCOMPARE(embedder.dimension(), 64);
}

void ProviderEmbedderTest::cachedTextsAreNeverSentAgain()
{
    ScriptedEmbeddingServer server({});
    QVERIFY(server.start());
    const QStringList first = passages(10);
    {
        ProviderEmbedder embedder(configFor(server), cachePath());
        QVERIFY(embedder.embed(first, EmbedPurpose::Document, {}).ok());
        QCOMPARE(embedder.lastStatistics().embedded, 10);
    }
    QCOMPARE(server.embeddedTexts().size(), 10);
    // A new embedder on the same cache file (another run): the ten unchanged texts come from the
    // cache, only the two new ones are sent.
    ProviderEmbedder again(configFor(server), cachePath());
    QStringList second = first;
    second << QStringLiteral("a new passage") << QStringLiteral("another new passage");
    auto vectors = again.embed(second, EmbedPurpose::Document, {});
    QVERIFY(vectors.ok());
    QCOMPARE(again.lastStatistics().cached, 10);
    QCOMPARE(again.lastStatistics().embedded, 2);
    QCOMPARE(server.embeddedTexts().size(), 12);
    for (int i = 0; i < second.size(); ++i)
        QVERIFY(sameAsServer(vectors.value()[static_cast<size_t>(i)], second.at(i)));
    QCOMPARE(again.dimension(), 64); // learned from the cached vectors
}

void ProviderEmbedderTest::queriesAreCachedToo()
{
    ScriptedEmbeddingServer server({});
    QVERIFY(server.start());
    ProviderEmbedder embedder(configFor(server), cachePath());
    const QStringList query = {QStringLiteral("can my landlord keep my deposit")};
    QVERIFY(embedder.embed(query, EmbedPurpose::Query, {}).ok());
    QVERIFY(embedder.embed(query, EmbedPurpose::Query, {}).ok());
    QCOMPARE(server.requests(), 1);
    QCOMPARE(embedder.lastStatistics().cached, 1);
}

void ProviderEmbedderTest::anotherModelMissesTheCache()
{
    ScriptedEmbeddingServer::Options options;
    options.models = {QStringLiteral("text-embedding-3-small"), QStringLiteral("text-embedding-3-large")};
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    const QStringList texts = passages(3);
    ProviderEmbedder small(configFor(server), cachePath());
    QVERIFY(small.embed(texts, EmbedPurpose::Document, {}).ok());
    EmbeddingConfig config = configFor(server);
    config.model = QStringLiteral("text-embedding-3-large");
    ProviderEmbedder large(config, cachePath());
    QVERIFY(large.embed(texts, EmbedPurpose::Document, {}).ok());
    QCOMPARE(large.lastStatistics().embedded, 3);
    config.dimension = 16; // a shortened model is another model
    ProviderEmbedder shortened(config, cachePath());
    auto vectors = shortened.embed(texts, EmbedPurpose::Document, {});
    QVERIFY(vectors.ok());
    QCOMPARE(shortened.lastStatistics().embedded, 3);
    QCOMPARE(vectors.value().front().size(), size_t(16));
    QCOMPARE(server.embeddedTexts().size(), 9);
}

void ProviderEmbedderTest::batchesBySizeAndTokenBudget()
{
    ScriptedEmbeddingServer server({});
    QVERIFY(server.start());
    ProviderEmbedder bySize(configFor(server, 4), cachePath());
    QVERIFY(bySize.embed(passages(10), EmbedPurpose::Document, {}).ok());
    QCOMPARE(server.requests(), 3); // 4 + 4 + 2
    QCOMPARE(bySize.lastStatistics().requests, 3);

    // 40-character texts are 10 estimated tokens each: a budget of 25 holds two a request.
    EmbeddingConfig config = configFor(server, 64);
    config.batchTokens = 25;
    ProviderEmbedder byTokens(config, m_dir->filePath(QStringLiteral("other.sqlite")));
    QStringList texts;
    for (int i = 0; i < 6; ++i)
        texts << QStringLiteral("%1").arg(i, 40, 10, QLatin1Char('x'));
    QCOMPARE(ProviderEmbedder::estimatedTokens(texts.front()), 10);
    QVERIFY(byTokens.embed(texts, EmbedPurpose::Document, {}).ok());
    QCOMPARE(byTokens.lastStatistics().requests, 3);
}

void ProviderEmbedderTest::concurrencyStaysWithinItsLimit()
{
    ScriptedEmbeddingServer::Options options;
    options.delayMs = 80;
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    ProviderEmbedder embedder(configFor(server, 1, 3), cachePath());
    const QStringList texts = passages(12);
    auto vectors = embedder.embed(texts, EmbedPurpose::Document, {});
    QVERIFY(vectors.ok());
    QCOMPARE(server.requests(), 12);
    QVERIFY2(server.maxInFlight() <= 3, qPrintable(QString::number(server.maxInFlight())));
    QVERIFY2(server.maxInFlight() >= 2, qPrintable(QString::number(server.maxInFlight())));
    for (int i = 0; i < texts.size(); ++i)
        QVERIFY(sameAsServer(vectors.value()[static_cast<size_t>(i)], texts.at(i)));
}

void ProviderEmbedderTest::interruptedRunResumesWithoutRepeatingAText()
{
    const QStringList texts = passages(20);
    QString endpoint;
    int port = 0;
    {
        // The service fails after two answered batches: the run ends with the error, the two
        // batches it had are stored.
        ScriptedEmbeddingServer::Options options;
        options.failAfter = 2;
        ScriptedEmbeddingServer failing(options);
        QVERIFY(failing.start());
        ProviderEmbedder embedder(configFor(failing, 5), cachePath());
        endpoint = embedder.cacheEndpoint();
        port = failing.baseUrl().port();
        auto vectors = embedder.embed(texts, EmbedPurpose::Document, {});
        QVERIFY(!vectors.ok());
        QCOMPARE(vectors.error().httpStatus, 500);
        QCOMPARE(failing.answeredRequests(), 2);
        QCOMPARE(failing.embeddedTexts().size(), 10);
    }
    auto cache = EmbeddingCache::open(cachePath());
    QVERIFY(cache.ok());
    QCOMPARE(cache.value()->count(endpoint, QStringLiteral("openai/text-embedding-3-small")).value(), qint64(10));

    // The service back at the same address.
    ScriptedEmbeddingServer::Options again;
    again.port = port;
    ScriptedEmbeddingServer server(again);
    QVERIFY(server.start());
    ProviderEmbedder resumed(configFor(server, 5), cachePath());
    QCOMPARE(resumed.cacheEndpoint(), endpoint);
    auto vectors = resumed.embed(texts, EmbedPurpose::Document, {});
    QVERIFY(vectors.ok());
    QCOMPARE(server.embeddedTexts().size(), 10); // only what the first run had not stored
    QCOMPARE(QSet<QString>(server.embeddedTexts().cbegin(), server.embeddedTexts().cend()).size(), 10);
    QCOMPARE(resumed.lastStatistics().cached, 10);
    for (int i = 0; i < texts.size(); ++i)
        QVERIFY(sameAsServer(vectors.value()[static_cast<size_t>(i)], texts.at(i)));
}

void ProviderEmbedderTest::cancelledRunKeepsWhatWasStored()
{
    ScriptedEmbeddingServer::Options options;
    options.delayMs = 150;
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    ProviderEmbedder embedder(configFor(server, 2), cachePath());
    CancelToken cancel;
    std::thread canceller([&] {
        while (server.answeredRequests() < 2)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        cancel.cancel();
    });
    auto vectors = embedder.embed(passages(20), EmbedPurpose::Document, cancel);
    canceller.join();
    QVERIFY(!vectors.ok());
    QCOMPARE(vectors.error().kind, ErrorKind::Cancelled);
    const int stored = embedder.lastStatistics().embedded;
    QVERIFY2(stored >= 2 && stored < 20, qPrintable(QString::number(stored))); // at least the first batch
    auto cache = EmbeddingCache::open(cachePath());
    QVERIFY(cache.ok());
    QCOMPARE(cache.value()->count(embedder.cacheEndpoint(), embedder.modelId()).value(), qint64(stored));
}

void ProviderEmbedderTest::dimensionLearnedAndHeldTo()
{
    ScriptedEmbeddingServer::Options options;
    options.dimension = 64;
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    {
        ProviderEmbedder embedder(configFor(server), cachePath());
        QVERIFY(embedder.embed({QStringLiteral("first")}, EmbedPurpose::Document, {}).ok());
        QCOMPARE(embedder.dimension(), 64);
    }
    // The same model id at the same endpoint answering in another size (the server's model was
    // swapped): refused. The cache holds the 64-dimension vector for this endpoint.
    ScriptedEmbeddingServer::Options other;
    other.dimension = 32;
    ScriptedEmbeddingServer swapped(other);
    QVERIFY(swapped.start());
    ProviderEmbedder embedder(configFor(swapped), cachePath());
    {
        auto cache = EmbeddingCache::open(cachePath());
        QVERIFY(cache.ok());
        QVERIFY(cache.value()
                    ->store(embedder.cacheEndpoint(), embedder.modelId(),
                            {{EmbeddingCache::textHash(QStringLiteral("first")), std::vector<float>(64, 0.125f)}})
                    .ok());
    }
    QVERIFY(embedder.embed({QStringLiteral("first")}, EmbedPurpose::Document, {}).ok()); // cached: 64
    auto vectors = embedder.embed({QStringLiteral("second")}, EmbedPurpose::Document, {});
    QVERIFY(!vectors.ok());
    QCOMPARE(vectors.error().kind, ErrorKind::InvalidResponse);
    QVERIFY2(vectors.error().summary.contains(QStringLiteral("dimension 32")), qPrintable(vectors.error().summary));
}

void ProviderEmbedderTest::unconfiguredProviderIsRefused()
{
    EmbeddingConfig config;
    ProviderEmbedder embedder(config, cachePath());
    auto vectors = embedder.embed({QStringLiteral("text")}, EmbedPurpose::Document, {});
    QVERIFY(!vectors.ok());
    QCOMPARE(vectors.error().kind, ErrorKind::Configuration);
}

void ProviderEmbedderTest::anotherEndpointWithTheSameModelMissesTheCache()
{
    // Two servers serve a model of the same name; their vectors differ (here: in size).
    ScriptedEmbeddingServer::Options small;
    small.dimension = 32;
    ScriptedEmbeddingServer first({});
    ScriptedEmbeddingServer second(small);
    QVERIFY(first.start());
    QVERIFY(second.start());
    const QStringList texts = passages(3);
    const QString key = QStringLiteral("sk-endpoint-secret-1618");
    EmbeddingConfig firstConfig = configFor(first);
    firstConfig.apiKey = key;
    EmbeddingConfig secondConfig = configFor(second);
    secondConfig.apiKey = key;
    {
        ProviderEmbedder embedder(firstConfig, cachePath());
        auto vectors = embedder.embed(texts, EmbedPurpose::Document, {});
        QVERIFY(vectors.ok());
        QCOMPARE(vectors.value().front().size(), size_t(64));
    }
    QString secondEndpoint;
    {
        ProviderEmbedder embedder(secondConfig, cachePath());
        secondEndpoint = embedder.cacheEndpoint();
        auto vectors = embedder.embed(texts, EmbedPurpose::Document, {});
        QVERIFY2(vectors.ok(), qPrintable(vectors.ok() ? QString() : vectors.error().toString()));
        QCOMPARE(second.embeddedTexts().size(), 3); // not the first server's vectors
        QCOMPARE(vectors.value().front().size(), size_t(32));
        QCOMPARE(embedder.lastStatistics().cached, 0);
    }
    {
        ProviderEmbedder embedder(firstConfig, cachePath());
        auto vectors = embedder.embed(texts, EmbedPurpose::Document, {});
        QVERIFY(vectors.ok());
        QCOMPARE(first.embeddedTexts().size(), 3); // its own vectors are still cached
        QCOMPARE(vectors.value().front().size(), size_t(64));
        QCOMPARE(embedder.lastStatistics().cached, 3);
        QVERIFY(embedder.cacheEndpoint() != secondEndpoint);
    }
    // The key is never part of the cache.
    QFile file(cachePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains(key.toUtf8()));
    QVERIFY(secondEndpoint.startsWith(second.baseUrl().toString()));

    // The same server written another way is the same endpoint; user, password, query and fragment are dropped.
    QCOMPARE(EmbeddingCache::normalizedEndpoint(QUrl(QStringLiteral("HTTPS://user:pw@API.Example.com:443/v1/"
                                                                    "embeddings/?key=abc#top"))),
             QStringLiteral("https://api.example.com/v1/embeddings"));
    QCOMPARE(EmbeddingCache::normalizedEndpoint(QUrl(QStringLiteral("http://localhost:11434/api/embed"))),
             QStringLiteral("http://localhost:11434/api/embed"));
    QCOMPARE(EmbeddingCache::normalizedEndpoint(QUrl(QStringLiteral("http://Host:80/v1"))),
             QStringLiteral("http://host/v1"));
}

void ProviderEmbedderTest::entriesWithoutAnEndpointAreNotReused()
{
    // A cache file of the version before the endpoint was kept, holding a vector for the text.
    const QString text = QStringLiteral("the deposit is returned within thirty days");
    {
        QVERIFY(QDir().mkpath(QFileInfo(cachePath()).absolutePath()));
        auto db = store::Database::open(cachePath());
        QVERIFY(db.ok());
        QVERIFY(db.value()
                    ->migrate({QStringLiteral("CREATE TABLE vectors (model TEXT NOT NULL, hash BLOB NOT NULL, "
                                              "dimension INTEGER NOT NULL, vector BLOB NOT NULL, PRIMARY KEY "
                                              "(model, hash)) WITHOUT ROWID")})
                    .ok());
        auto insert =
            db.value()->prepare(QStringLiteral("INSERT INTO vectors (model, hash, dimension, vector) VALUES (?1, ?2, "
                                               "64, ?3)"));
        QVERIFY(insert.ok());
        const std::vector<float> other(64, 0.125f); // some other server's vector
        insert.value()
            .bind(1, QStringLiteral("openai/text-embedding-3-small"))
            .bindBlob(2, EmbeddingCache::textHash(text))
            .bindBlob(3, QByteArray(reinterpret_cast<const char*>(other.data()), 64 * sizeof(float)));
        QVERIFY(insert.value().run().ok());
    }
    ScriptedEmbeddingServer server({});
    QVERIFY(server.start());
    ProviderEmbedder embedder(configFor(server), cachePath());
    auto vectors = embedder.embed({text}, EmbedPurpose::Document, {});
    QVERIFY2(vectors.ok(), qPrintable(vectors.ok() ? QString() : vectors.error().toString()));
    QCOMPARE(server.embeddedTexts(), QStringList{text}); // asked again, not taken from the old row
    QVERIFY(sameAsServer(vectors.value().front(), text));
    // The old row is kept (it ages out), without an endpoint.
    auto cache = EmbeddingCache::open(cachePath());
    QVERIFY(cache.ok());
    QCOMPARE(cache.value()->count(QString(), QStringLiteral("openai/text-embedding-3-small")).value(), qint64(1));
    QCOMPARE(cache.value()->count(embedder.cacheEndpoint(), QStringLiteral("openai/text-embedding-3-small")).value(),
             qint64(1));
}

} // namespace lmars::embed

QTEST_GUILESS_MAIN(lmars::embed::ProviderEmbedderTest)
#include "ProviderEmbedderTest.moc"
