// SPDX-License-Identifier: GPL-3.0-or-later
#include "embed/EmbeddingClient.h"
#include "ScriptedEmbeddingServer.h"
#include "net/HttpClient.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>

namespace lmars::embed {

using llm::EmbeddingConfig;
using llm::EmbeddingProvider;
using nlohmann::json;
using test::ScriptedEmbeddingServer;
using Style = test::ScriptedEmbeddingServer::Style;

/**
 * EmbeddingClient against scripted OpenAI, Azure OpenAI, Ollama and LM Studio embedding services:
 * the URL, key header and body each takes, the vectors read by index and normalised, 429 retried
 * after its wait, and clear errors for a wrong key, an unknown model or deployment and a reply
 * whose count or dimension does not fit.
 */
class EmbeddingClientTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void providerNames();
    void openAiBodyAndVectors();
    void shuffledDataIsReadByIndex();
    void requestedDimensionIsSentAndChecked();
    void azureDeploymentUrlAndApiKey();
    void azureUnknownDeployment();
    void azureWrongKey();
    void ollamaNativeEmbed();
    void ollamaUnknownModelSaysPull();
    void lmStudioNoKeyAndUnknownModel();
    void openAiWrongKeyNotLeaked();
    void rateLimitIsRetriedAfterItsWait();
    void rateLimitBeyondAttemptsFails();
    void rateLimitWaitBeyondTheBoundFailsAtOnce();
    void countMismatchIsAnError();
    void dimensionMismatchIsAnError();
    void missingAzureEndpointIsAConfigurationError();
};

namespace {

const char* const kKey = "sk-embed-SECRET-4711";

EmbeddingConfig configFor(EmbeddingProvider provider, const QUrl& base, const QString& model,
                          const QString& key = QString::fromLatin1(kKey))
{
    EmbeddingConfig config;
    config.provider = provider;
    config.baseUrl = base;
    config.model = model;
    config.apiKey = key;
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 3;
    config.retryBackoffMs = 10;
    return config;
}

QUrl sub(const ScriptedEmbeddingServer& server, const QString& path)
{
    return QUrl(server.baseUrl().toString() + path);
}

double dot(const std::vector<float>& a, const QList<float>& b)
{
    double sum = 0;
    for (size_t i = 0; i < a.size(); ++i)
        sum += double(a[i]) * b.at(static_cast<qsizetype>(i));
    return sum;
}

double norm(const std::vector<float>& a)
{
    double sum = 0;
    for (const float x : a)
        sum += double(x) * x;
    return std::sqrt(sum);
}

} // namespace

void EmbeddingClientTest::providerNames()
{
    for (const EmbeddingProvider provider : llm::allEmbeddingProviders()) {
        EmbeddingProvider parsed = EmbeddingProvider::None;
        QVERIFY(llm::parseEmbeddingProvider(llm::embeddingProviderName(provider), &parsed));
        QCOMPARE(parsed, provider);
    }
    EmbeddingProvider parsed = EmbeddingProvider::None;
    QVERIFY(llm::parseEmbeddingProvider(QStringLiteral("vLLM"), &parsed));
    QCOMPARE(parsed, EmbeddingProvider::OpenAiCompatible);
    QVERIFY(llm::parseEmbeddingProvider(QStringLiteral("llama.cpp"), &parsed));
    QCOMPARE(parsed, EmbeddingProvider::OpenAiCompatible);
    QVERIFY(!llm::parseEmbeddingProvider(QStringLiteral("anthropic"), &parsed));
    QCOMPARE(llm::defaultEmbeddingUrl(EmbeddingProvider::Ollama), QUrl(QStringLiteral("http://localhost:11434")));
    QVERIFY(llm::defaultEmbeddingUrl(EmbeddingProvider::Azure).isEmpty());
}

void EmbeddingClientTest::openAiBodyAndVectors()
{
    ScriptedEmbeddingServer::Options options;
    options.key = QString::fromLatin1(kKey);
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient client(configFor(EmbeddingProvider::OpenAiCompatible, sub(server, QStringLiteral("/v1")),
                                     QStringLiteral("text-embedding-3-small")));
    QCOMPARE(client.url().path(), QStringLiteral("/v1/embeddings"));
    const QStringList texts = {QStringLiteral("The landlord must return the deposit"),
                               QStringLiteral("Article 33 notification of a personal data breach")};
    auto reply = client.embed(texts, 0, {});
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply.value().vectors.size(), size_t(2));
    QCOMPARE(reply.value().model, QStringLiteral("text-embedding-3-small"));
    QVERIFY(reply.value().promptTokens > 0);
    for (int i = 0; i < 2; ++i) {
        const std::vector<float>& v = reply.value().vectors[static_cast<size_t>(i)];
        QCOMPARE(v.size(), size_t(64));
        QVERIFY(std::abs(norm(v) - 1.0) < 1e-5);
        QVERIFY(std::abs(dot(v, ScriptedEmbeddingServer::vectorFor(texts.at(i), 64)) - 1.0) < 1e-5);
    }
    const json body = json::parse(server.bodies().constFirst().toStdString());
    QCOMPARE(body.at("model").get<std::string>(), std::string("text-embedding-3-small"));
    QCOMPARE(body.at("encoding_format").get<std::string>(), std::string("float"));
    QCOMPARE(body.at("input").size(), size_t(2));
    QVERIFY(!body.contains("dimensions"));
}

void EmbeddingClientTest::shuffledDataIsReadByIndex()
{
    ScriptedEmbeddingServer::Options options;
    options.shuffled = true;
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient client(configFor(EmbeddingProvider::OpenAiCompatible, sub(server, QStringLiteral("/v1")),
                                     QStringLiteral("text-embedding-3-small")));
    const QStringList texts = {QStringLiteral("alpha beta"), QStringLiteral("gamma delta"), QStringLiteral("epsilon")};
    auto reply = client.embed(texts, 0, {});
    QVERIFY(reply.ok());
    for (int i = 0; i < 3; ++i)
        QVERIFY(std::abs(dot(reply.value().vectors[static_cast<size_t>(i)],
                             ScriptedEmbeddingServer::vectorFor(texts.at(i), 64)) -
                         1.0) < 1e-5);
}

void EmbeddingClientTest::requestedDimensionIsSentAndChecked()
{
    ScriptedEmbeddingServer server({});
    QVERIFY(server.start());
    EmbeddingConfig config = configFor(EmbeddingProvider::OpenAiCompatible, sub(server, QStringLiteral("/v1")),
                                       QStringLiteral("text-embedding-3-small"));
    config.dimension = 32;
    EmbeddingClient client(config);
    auto reply = client.embed({QStringLiteral("one text")}, 32, {});
    QVERIFY(reply.ok());
    QCOMPARE(reply.value().vectors.front().size(), size_t(32));
    QCOMPARE(json::parse(server.bodies().constFirst().toStdString()).at("dimensions").get<int>(), 32);
    // A model that ignores "dimensions" answers in its own size: refused, not stored.
    auto wrong = client.embed({QStringLiteral("one text")}, 48, {});
    QVERIFY(!wrong.ok());
    QCOMPARE(wrong.error().kind, ErrorKind::InvalidResponse);
    QVERIFY2(wrong.error().summary.contains(QStringLiteral("dimension 32 where 48")),
             qPrintable(wrong.error().summary));
}

void EmbeddingClientTest::azureDeploymentUrlAndApiKey()
{
    ScriptedEmbeddingServer::Options options;
    options.style = Style::Azure;
    options.models = {QStringLiteral("embed-large")};
    options.key = QString::fromLatin1(kKey);
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient client(configFor(EmbeddingProvider::Azure, server.baseUrl(), QStringLiteral("embed-large")));
    QCOMPARE(client.url().path(), QStringLiteral("/openai/deployments/embed-large/embeddings"));
    auto reply = client.embed({QStringLiteral("a clause on termination")}, 0, {});
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QVERIFY(server.queries().constFirst().contains(QStringLiteral("api-version=2024-10-21")));
}

void EmbeddingClientTest::azureUnknownDeployment()
{
    ScriptedEmbeddingServer::Options options;
    options.style = Style::Azure;
    options.models = {QStringLiteral("embed-large")};
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient client(configFor(EmbeddingProvider::Azure, server.baseUrl(), QStringLiteral("embed-small")));
    auto reply = client.embed({QStringLiteral("text")}, 0, {});
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 404);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("embed-small")), qPrintable(reply.error().summary));
    QVERIFY(reply.error().summary.contains(QStringLiteral("Azure OpenAI")));
    QVERIFY(reply.error().providerMessage.contains(QStringLiteral("deployment for this resource does not exist")));
    QCOMPARE(server.requests(), 1); // a 404 is not retried
}

void EmbeddingClientTest::azureWrongKey()
{
    ScriptedEmbeddingServer::Options options;
    options.style = Style::Azure;
    options.models = {QStringLiteral("embed-large")};
    options.key = QStringLiteral("the-right-key");
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient client(configFor(EmbeddingProvider::Azure, server.baseUrl(), QStringLiteral("embed-large")));
    auto reply = client.embed({QStringLiteral("text")}, 0, {});
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 401);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("API key")), qPrintable(reply.error().summary));
    QVERIFY(!reply.error().toString().contains(QString::fromLatin1(kKey)));
}

void EmbeddingClientTest::ollamaNativeEmbed()
{
    ScriptedEmbeddingServer::Options options;
    options.style = Style::Ollama;
    options.models = {QStringLiteral("nomic-embed-text")};
    options.dimension = 48;
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient client(
        configFor(EmbeddingProvider::Ollama, server.baseUrl(), QStringLiteral("nomic-embed-text"), {}));
    QCOMPARE(client.url().path(), QStringLiteral("/api/embed"));
    const QStringList texts = {QStringLiteral("tenancy deposit"), QStringLiteral("data breach")};
    auto reply = client.embed(texts, 0, {});
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply.value().vectors.front().size(), size_t(48));
    QVERIFY(std::abs(dot(reply.value().vectors[1], ScriptedEmbeddingServer::vectorFor(texts.at(1), 48)) - 1.0) < 1e-5);
    const json body = json::parse(server.bodies().constFirst().toStdString());
    QVERIFY(!body.contains("encoding_format"));
    QCOMPARE(body.at("input").size(), size_t(2));
}

void EmbeddingClientTest::ollamaUnknownModelSaysPull()
{
    ScriptedEmbeddingServer::Options options;
    options.style = Style::Ollama;
    options.models = {QStringLiteral("nomic-embed-text")};
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient client(configFor(EmbeddingProvider::Ollama, server.baseUrl(), QStringLiteral("bge-m3"), {}));
    auto reply = client.embed({QStringLiteral("text")}, 0, {});
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 404);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("ollama pull bge-m3")), qPrintable(reply.error().summary));
    QVERIFY(reply.error().providerMessage.contains(QStringLiteral("try pulling it first")));
}

void EmbeddingClientTest::lmStudioNoKeyAndUnknownModel()
{
    ScriptedEmbeddingServer::Options options;
    options.style = Style::LmStudio;
    options.models = {QStringLiteral("text-embedding-nomic-embed-text-v1.5")};
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient good(configFor(EmbeddingProvider::LmStudio, sub(server, QStringLiteral("/v1")),
                                   QStringLiteral("text-embedding-nomic-embed-text-v1.5"), {}));
    QVERIFY(good.embed({QStringLiteral("text")}, 0, {}).ok());
    EmbeddingClient bad(
        configFor(EmbeddingProvider::LmStudio, sub(server, QStringLiteral("/v1")), QStringLiteral("missing"), {}));
    auto reply = bad.embed({QStringLiteral("text")}, 0, {});
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 404);
    QVERIFY(reply.error().summary.contains(QStringLiteral("LM Studio")));
    QVERIFY(reply.error().providerMessage.contains(QStringLiteral("Please load it first")));
}

void EmbeddingClientTest::openAiWrongKeyNotLeaked()
{
    ScriptedEmbeddingServer::Options options;
    options.key = QStringLiteral("sk-the-right-one");
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient client(configFor(EmbeddingProvider::OpenAiCompatible, sub(server, QStringLiteral("/v1")),
                                     QStringLiteral("text-embedding-3-small")));
    auto reply = client.embed({QStringLiteral("text")}, 0, {});
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 401);
    QVERIFY(reply.error().summary.contains(QStringLiteral("rejected the API key")));
    QVERIFY(!reply.error().toString().contains(QString::fromLatin1(kKey)));
    QCOMPARE(server.requests(), 1);
}

void EmbeddingClientTest::rateLimitIsRetriedAfterItsWait()
{
    ScriptedEmbeddingServer::Options options;
    options.rateLimited = 2;
    options.retryAfterMs = 150;
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingConfig config = configFor(EmbeddingProvider::OpenAiCompatible, sub(server, QStringLiteral("/v1")),
                                       QStringLiteral("text-embedding-3-small"));
    EmbeddingClient client(config);
    QElapsedTimer timer;
    timer.start();
    auto reply = client.embed({QStringLiteral("text")}, 0, {});
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(server.requests(), 3);
    QVERIFY2(timer.elapsed() >= 2 * 150, qPrintable(QString::number(timer.elapsed()))); // the server's wait, twice
}

void EmbeddingClientTest::rateLimitBeyondAttemptsFails()
{
    ScriptedEmbeddingServer::Options options;
    options.style = Style::Ollama;
    options.models = {QStringLiteral("nomic-embed-text")};
    options.rateLimited = 10;
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient client(
        configFor(EmbeddingProvider::Ollama, server.baseUrl(), QStringLiteral("nomic-embed-text"), {}));
    auto reply = client.embed({QStringLiteral("text")}, 0, {});
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 503);
    QCOMPARE(server.requests(), 3); // maxAttempts
}

void EmbeddingClientTest::rateLimitWaitBeyondTheBoundFailsAtOnce()
{
    ScriptedEmbeddingServer::Options options;
    options.rateLimited = 1;
    options.retryAfterMs = 120000; // two minutes: longer than the run is willing to wait
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingConfig config = configFor(EmbeddingProvider::OpenAiCompatible, sub(server, QStringLiteral("/v1")),
                                       QStringLiteral("text-embedding-3-small"));
    config.maxRetryAfterMs = 5000;
    EmbeddingClient client(config);
    QElapsedTimer timer;
    timer.start();
    auto reply = client.embed({QStringLiteral("text")}, 0, {});
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 429);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("limiting the request rate")),
             qPrintable(reply.error().summary));
    QCOMPARE(server.requests(), 1);
    QVERIFY(timer.elapsed() < 5000);
}

void EmbeddingClientTest::countMismatchIsAnError()
{
    ScriptedEmbeddingServer::Options options;
    options.badCount = true;
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient client(configFor(EmbeddingProvider::OpenAiCompatible, sub(server, QStringLiteral("/v1")),
                                     QStringLiteral("text-embedding-3-small")));
    auto reply = client.embed({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}, 0, {});
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().kind, ErrorKind::InvalidResponse);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("2 vectors for 3 texts")),
             qPrintable(reply.error().summary));
}

void EmbeddingClientTest::dimensionMismatchIsAnError()
{
    ScriptedEmbeddingServer::Options options;
    options.style = Style::Ollama;
    options.models = {QStringLiteral("nomic-embed-text")};
    options.badDimension = true;
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    EmbeddingClient client(
        configFor(EmbeddingProvider::Ollama, server.baseUrl(), QStringLiteral("nomic-embed-text"), {}));
    auto reply = client.embed({QStringLiteral("a"), QStringLiteral("b")}, 0, {});
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().kind, ErrorKind::InvalidResponse);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("dimension 63 where 64")),
             qPrintable(reply.error().summary));
}

void EmbeddingClientTest::missingAzureEndpointIsAConfigurationError()
{
    EmbeddingClient client(configFor(EmbeddingProvider::Azure, QUrl(), QStringLiteral("embed-large")));
    auto reply = client.embed({QStringLiteral("a")}, 0, {});
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().kind, ErrorKind::Configuration);
}

} // namespace lmars::embed

QTEST_GUILESS_MAIN(lmars::embed::EmbeddingClientTest)
#include "EmbeddingClientTest.moc"
