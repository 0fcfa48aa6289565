// SPDX-License-Identifier: GPL-3.0-or-later
// lmars-cli eval retrieval --channels with a provider's embedding model: the same per-channel table
// for its vectors, each text embedded once across runs (and across a run killed with SIGKILL), its
// flags and the errors of a bad provider or model; the key never printed.
#include "CliRunner.h"
#include "ScriptedEmbeddingServer.h"
#include "embed/EmbeddingCache.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <chrono>
#include <thread>

using namespace lmars;
using namespace lmars::test;

class ProviderChannelCliTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void providerRowsAndCacheAcrossRuns();
    void providerTableAsText();
    void killedRunResumesWithoutRepeatingAText();
    void providerErrorsAreClear();

private:
    QProcessEnvironment environment(const ScriptedEmbeddingServer& server) const
    {
        QProcessEnvironment env =
            cliEnvironment(m_dir->filePath(QStringLiteral("home")), nullptr, QStringLiteral("emb"), false);
        env.insert(QStringLiteral("LMARS_EMBEDDING_PROVIDER"), QStringLiteral("openai"));
        env.insert(QStringLiteral("LMARS_EMBEDDING_BASE_URL"), server.baseUrl().toString() + QStringLiteral("/v1"));
        env.insert(QStringLiteral("LMARS_EMBEDDING_MODEL"), QStringLiteral("text-embedding-3-small"));
        env.insert(QStringLiteral("LMARS_EMBEDDING_API_KEY"), QString::fromLatin1(kKey));
        return env;
    }
    QStringList arguments(const QStringList& extra) const
    {
        return QStringList{QStringLiteral("eval"), QStringLiteral("retrieval"),  QStringLiteral("--set"),
                           m_dir->path(),          QStringLiteral("--channels"), QStringLiteral("--dense-dimension"),
                           QStringLiteral("2")} +
               extra;
    }
    CliRun run(const QProcessEnvironment& env, const QStringList& extra) const
    {
        return runCli(arguments(extra), env, m_dir->path(), 120000);
    }
    QString cachePath() const { return m_dir->filePath(QStringLiteral("home/data/embeddings.sqlite")); }

    static constexpr const char* kKey = "sk-embedding-SECRET-0815";
    std::unique_ptr<QTemporaryDir> m_dir;
};

void ProviderChannelCliTest::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    auto write = [&](const char* name, const QByteArray& text) {
        QFile f(m_dir->filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write("corpus.jsonl",
          "{\"id\":\"d1\",\"title\":\"Tenancy\",\"text\":\"The landlord keeps the deposit of the tenant.\"}\n"
          "{\"id\":\"d2\",\"title\":\"Tenancy\",\"text\":\"A lessor returns the deposit to the tenant.\"}\n"
          "{\"id\":\"d3\",\"title\":\"Tenancy\",\"text\":\"Article 5 The landlord gives the tenant notice.\"}\n"
          "{\"id\":\"d4\",\"title\":\"Wages\",\"text\":\"The employer pays wages for overtime hours.\"}\n"
          "{\"id\":\"d5\",\"title\":\"Wages\",\"text\":\"Wages of an employee for overtime hours.\"}\n");
    write("queries.jsonl", "{\"id\":\"q1\",\"text\":\"landlord keeps deposit\"}\n"
                           "{\"id\":\"q2\",\"text\":\"Article 5 notice\"}\n"
                           "{\"id\":\"q3\",\"text\":\"employer pays overtime\"}\n");
    write("qrels.jsonl", "{\"queryId\":\"q1\",\"docId\":\"d1\"}\n{\"queryId\":\"q2\",\"docId\":\"d3\"}\n"
                         "{\"queryId\":\"q3\",\"docId\":\"d4\"}\n");
}

void ProviderChannelCliTest::providerRowsAndCacheAcrossRuns()
{
    ScriptedEmbeddingServer::Options options;
    options.key = QString::fromLatin1(kKey);
    options.dimension = 96;
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    const CliRun r = run(environment(server), {QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(!r.out.contains(QString::fromLatin1(kKey)) && !r.err.contains(QString::fromLatin1(kKey)));
    const nlohmann::json j = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(QString::fromStdString(j["provider"]["model"].get<std::string>()),
             QStringLiteral("openai/text-embedding-3-small"));
    QCOMPARE(j["provider"]["dimension"].get<int>(), 96);
    QCOMPARE(j["provider"]["chunks"].get<int>(), 5);
    QStringList names;
    for (const auto& row : j["channels"])
        names << QString::fromStdString(row["channels"].get<std::string>());
    QCOMPARE(names.mid(7), (QStringList{QStringLiteral("provider dense"), QStringLiteral("provider dense+bm25 (rrf)"),
                                        QStringLiteral("provider fused")}));
    // Each query shares most of its words with its passage alone: the bag-of-words vectors find every one first.
    QCOMPARE(j["channels"][7]["hit@1"].get<double>(), 1.0);
    QCOMPARE(j["channels"][9]["hit@1"].get<double>(), 1.0);
    // Five passages and three queries, each sent once.
    QCOMPARE(server.embeddedTexts().size(), 8);
    QCOMPARE(QSet<QString>(server.embeddedTexts().cbegin(), server.embeddedTexts().cend()).size(), 8);

    // Another run over the same set: every vector comes from the cache.
    const CliRun again = run(environment(server), {QStringLiteral("--json")});
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QCOMPARE(server.embeddedTexts().size(), 8);
    QCOMPARE(nlohmann::json::parse(again.out.toStdString())["channels"][7]["ndcg@10"].get<double>(),
             j["channels"][7]["ndcg@10"].get<double>());

    // --embedding-provider none leaves the configured provider out.
    const CliRun none = run(environment(server),
                            {QStringLiteral("--json"), QStringLiteral("--embedding-provider"), QStringLiteral("none")});
    QVERIFY2(none.exitCode == 0, qPrintable(none.err));
    const nlohmann::json n = nlohmann::json::parse(none.out.toStdString());
    QVERIFY(!n.contains("provider"));
    QCOMPARE(n["channels"].size(), size_t(7));
}

void ProviderChannelCliTest::providerTableAsText()
{
    ScriptedEmbeddingServer::Options options;
    options.style = ScriptedEmbeddingServer::Style::Ollama;
    options.models = {QStringLiteral("nomic-embed-text")};
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());
    QProcessEnvironment env = environment(server);
    env.remove(QStringLiteral("LMARS_EMBEDDING_PROVIDER"));
    env.remove(QStringLiteral("LMARS_EMBEDDING_BASE_URL"));
    const CliRun r = run(env, {QStringLiteral("--embedding-provider"), QStringLiteral("ollama"),
                               QStringLiteral("--embedding-url"), server.baseUrl().toString(),
                               QStringLiteral("--embedding-model"), QStringLiteral("nomic-embed-text")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("provider channel ollama/nomic-embed-text, dimension 64 (5 chunks")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("\nprovider dense ")));
    QVERIFY(r.out.contains(QStringLiteral("\nprovider fused ")));
}

void ProviderChannelCliTest::killedRunResumesWithoutRepeatingAText()
{
    // One text a request, one request at a time, each answered slowly: the run is killed (SIGKILL)
    // after a few answers, then run again.
    ScriptedEmbeddingServer::Options options;
    options.key = QString::fromLatin1(kKey);
    options.delayMs = 150;
    ScriptedEmbeddingServer first(options);
    QVERIFY(first.start());
    QProcessEnvironment env = environment(first);
    env.insert(QStringLiteral("LMARS_EMBEDDING_BATCH_SIZE"), QStringLiteral("1"));
    env.insert(QStringLiteral("LMARS_EMBEDDING_CONCURRENCY"), QStringLiteral("1"));
    QProcess process;
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(m_dir->path());
    process.start(QStringLiteral(LMARS_CLI_PATH), arguments({}));
    QVERIFY(process.waitForStarted(10000));
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (first.answeredRequests() < 3 && std::chrono::steady_clock::now() < deadline &&
           process.state() == QProcess::Running)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    QVERIFY(first.answeredRequests() >= 3);
    process.kill();
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
    first.stop();

    // What the killed run stored is never sent again; everything else is, once.
    QStringList stored;
    {
        auto cache = embed::EmbeddingCache::open(cachePath());
        QVERIFY(cache.ok());
        QList<QByteArray> hashes;
        for (const QString& text : first.embeddedTexts())
            hashes << embed::EmbeddingCache::textHash(text);
        const QString endpoint = embed::EmbeddingCache::normalizedEndpoint(
            QUrl(first.baseUrl().toString() + QStringLiteral("/v1/embeddings")));
        auto found = cache.value()->lookup(endpoint, QStringLiteral("openai/text-embedding-3-small"), hashes);
        QVERIFY(found.ok());
        for (const QString& text : first.embeddedTexts()) {
            if (found.value().contains(embed::EmbeddingCache::textHash(text)))
                stored << text;
        }
    }
    QVERIFY2(stored.size() >= 2, qPrintable(QString::number(stored.size()))); // all but perhaps the last answer

    options.delayMs = 0;
    options.port = first.baseUrl().port(); // the same service back (the cache is by endpoint)
    ScriptedEmbeddingServer second(options);
    QVERIFY(second.start());
    env.insert(QStringLiteral("LMARS_EMBEDDING_BASE_URL"), second.baseUrl().toString() + QStringLiteral("/v1"));
    const CliRun r = runCli(arguments({}), env, m_dir->path(), 120000);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList resent = second.embeddedTexts();
    QCOMPARE(resent.size(), 8 - stored.size());
    for (const QString& text : resent)
        QVERIFY2(!stored.contains(text), qPrintable(text));
}

void ProviderChannelCliTest::providerErrorsAreClear()
{
    ScriptedEmbeddingServer::Options options;
    options.key = QString::fromLatin1(kKey);
    ScriptedEmbeddingServer server(options);
    QVERIFY(server.start());

    // A model the server does not have: the run fails naming it (exit 4, a network/HTTP failure).
    const CliRun missing =
        run(environment(server), {QStringLiteral("--embedding-model"), QStringLiteral("text-embedding-9")});
    QCOMPARE(missing.exitCode, 4);
    QVERIFY2(missing.err.contains(QStringLiteral("text-embedding-9")), qPrintable(missing.err));
    QVERIFY(!missing.err.contains(QString::fromLatin1(kKey)));

    // A wrong key: rejected, and the key given is not printed.
    QProcessEnvironment wrongKey = environment(server);
    wrongKey.insert(QStringLiteral("LMARS_EMBEDDING_API_KEY"), QStringLiteral("sk-wrong-SECRET-1"));
    const CliRun rejected = run(wrongKey, {});
    QCOMPARE(rejected.exitCode, 4);
    QVERIFY2(rejected.err.contains(QStringLiteral("API key")), qPrintable(rejected.err));
    QVERIFY(!rejected.err.contains(QStringLiteral("sk-wrong-SECRET-1")));

    // An unknown provider: by flag a usage error, by setting a configuration error naming the variable.
    const CliRun flag = run(environment(server), {QStringLiteral("--embedding-provider"), QStringLiteral("cohere")});
    QCOMPARE(flag.exitCode, 2);
    QVERIFY(flag.err.contains(QStringLiteral("cohere")));
    QProcessEnvironment badSetting = environment(server);
    badSetting.insert(QStringLiteral("LMARS_EMBEDDING_PROVIDER"), QStringLiteral("cohere"));
    const CliRun setting = run(badSetting, {});
    QCOMPARE(setting.exitCode, 3);
    QVERIFY(setting.err.contains(QStringLiteral("LMARS_EMBEDDING_PROVIDER")));
    // A provider without a model.
    QProcessEnvironment noModel = environment(server);
    noModel.remove(QStringLiteral("LMARS_EMBEDDING_MODEL"));
    const CliRun modelless = run(noModel, {});
    QCOMPARE(modelless.exitCode, 3);
    QVERIFY(modelless.err.contains(QStringLiteral("LMARS_EMBEDDING_MODEL")));
    QCOMPARE(server.answeredRequests(), 0);
}

QTEST_GUILESS_MAIN(ProviderChannelCliTest)
#include "ProviderChannelCliTest.moc"
