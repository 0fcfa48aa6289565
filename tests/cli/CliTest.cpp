// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real lmars-cli binary against a scripted server on 127.0.0.1.
#include "CliRunner.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "settings/AppConfig.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using lmars::test::CliRun;
using lmars::test::ScriptedServer;
using nlohmann::json;

namespace {

json loadScenario(const QString& name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return json();
    return json::parse(f.readAll().toStdString());
}

/// Slows the scenario's streamed answer so a test can interrupt the CLI while it is writing.
void slowAnswer(json& scenario)
{
    for (json& route : scenario["routes"]) {
        if (route.value("match", json::object()).value("bodyContains", std::string()) == "\"stream\":true")
            route["responses"][0]["chunkDelayMs"] = 400;
    }
}

} // namespace

class CliTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    std::unique_ptr<ScriptedServer> m_server;

    QProcessEnvironment environment(bool withSerper = true) const
    {
        return lmars::test::cliEnvironment(m_home.path(), m_server.get(), QStringLiteral("cli"), withSerper);
    }

    void startServer(const json& scenario)
    {
        m_server = std::make_unique<ScriptedServer>();
        QString error;
        QVERIFY2(m_server->loadScenario(lmars::json::dump(scenario), &error), qPrintable(error));
        QVERIFY(m_server->start());
    }

    CliRun cli(const QStringList& args, const QProcessEnvironment& env)
    {
        return lmars::test::runCli(args, env, m_home.path(), 60000);
    }

    QString sessionIdFrom(const QString& err)
    {
        static const QRegularExpression re(QStringLiteral("Session ([0-9a-f-]{36})"));
        return re.match(err).captured(1);
    }

    /// Whether the saved session already holds some answer text.
    bool savedAnswerBegun(const QString& sessionId)
    {
        const CliRun show = cli({QStringLiteral("show"), sessionId, QStringLiteral("--json")}, environment());
        const json doc = json::parse(show.out.toStdString(), nullptr, false);
        return doc.is_object() && doc["answer"].is_object() && doc["answer"]["markdown"].is_string() &&
               !doc["answer"]["markdown"].get<std::string>().empty();
    }

    /// Starts an ask that streams slowly; returns once the answer has begun and been saved.
    bool startSlowAsk(QProcess& p, QString* sessionId)
    {
        json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        slowAnswer(scenario);
        startServer(scenario);
        p.setProcessEnvironment(environment());
        p.setWorkingDirectory(m_home.path());
        p.start(QStringLiteral(LMARS_CLI_PATH), {QStringLiteral("ask"), QStringLiteral("Deposit kept in California?")});
        QString err;
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 30000) {
            p.waitForReadyRead(100);
            err += QString::fromUtf8(p.readAllStandardError());
            if (err.contains(QStringLiteral("Summary agent: writing")) &&
                m_server->requestsTo(QStringLiteral("/v1/chat/completions")).size() == 3) {
                *sessionId = sessionIdFrom(err);
                // Returns once the first answer chunks are saved, as the callers expect to find them.
                return !sessionId->isEmpty() && QTest::qWaitFor([&] { return savedAnswerBegun(*sessionId); }, 30000);
            }
        }
        return false;
    }

private Q_SLOTS:
    void init() { m_server.reset(); }

    void askPrintsACitedAnswerAndKeepsHistory()
    {
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        const CliRun r =
            cli({QStringLiteral("ask"), QStringLiteral("My landlord kept my deposit in California.")}, environment());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("Under California law")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("## Sources")));
        QVERIFY(r.out.contains(QStringLiteral("[1] California Civil Code")));
        QVERIFY2(r.out.contains(QStringLiteral("[3] Granberry v. Islay Invs., 9 Cal. 4th 738 (1995)")),
                 qPrintable(r.out.mid(r.out.indexOf(QStringLiteral("[3]")), 120))); // the Bluebook form
        QVERIFY(r.out.contains(QStringLiteral("## Disclaimers")));
        QVERIFY(r.out.contains(QStringLiteral("U-Score")));
        QVERIFY(r.out.contains(QStringLiteral("lower is better")));
        // Live progress on stderr: stages, queries per source with result counts.
        QVERIFY(r.err.contains(QStringLiteral("Query agent")));
        QVERIFY(r.err.contains(QStringLiteral("web (serper): 2 results")));
        QVERIFY(r.err.contains(QStringLiteral("caselaw (courtlistener): 2 results")));
        QVERIFY(!r.err.contains(QStringLiteral("sk-cli-secret")));
        QVERIFY(!r.out.contains(QStringLiteral("sk-cli-secret")));
        const QString id = sessionIdFrom(r.err);
        QVERIFY(!id.isEmpty());

        const CliRun history = cli({QStringLiteral("history")}, environment());
        QCOMPARE(history.exitCode, 0);
        QVERIFY(history.out.contains(id.left(8)));
        QVERIFY(history.out.contains(QStringLiteral("finished")));

        const CliRun found =
            cli({QStringLiteral("history"), QStringLiteral("--search"), QStringLiteral("itemized")}, environment());
        QVERIFY2(found.out.contains(id.left(8)), qPrintable(found.out)); // a word of the answer only
        const CliRun missing =
            cli({QStringLiteral("history"), QStringLiteral("--search"), QStringLiteral("\"AND (")}, environment());
        QCOMPARE(missing.exitCode, 0);
        QVERIFY(!missing.out.contains(id.left(8)));

        const CliRun show = cli({QStringLiteral("show"), id.left(8)}, environment());
        QCOMPARE(show.exitCode, 0);
        QVERIFY(show.out.contains(QStringLiteral("Under California law")));
        QVERIFY(show.out.contains(QStringLiteral("Search iteration 1")));
        // The answer was checked after it was written: the saved record is listed, with its claims.
        QVERIFY(show.out.contains(QStringLiteral("## Citation check")));
        QVERIFY(!show.out.contains(QStringLiteral("Nothing in this answer was checked")));
        QVERIFY2(show.out.contains(QStringLiteral("Claims: ")), qPrintable(show.out));

        const CliRun showJson = cli({QStringLiteral("show"), id, QStringLiteral("--json")}, environment());
        const json doc = json::parse(showJson.out.toStdString(), nullptr, false);
        QVERIFY(doc.is_object());
        QVERIFY(doc["status"] == "finished");
        QVERIFY(doc["sources"].size() == 4u);
        QVERIFY(!showJson.out.contains(QStringLiteral("secret")));

        // A title replaces the question in the list, is found by the search and shows in JSON.
        const CliRun renamed = cli(
            {QStringLiteral("history"), QStringLiteral("rename"), id.left(8), QStringLiteral("Security deposit memo")},
            environment());
        QCOMPARE(renamed.exitCode, 0);
        QVERIFY(renamed.out.contains(QStringLiteral("Security deposit memo")));
        QVERIFY(cli({QStringLiteral("history")}, environment()).out.contains(QStringLiteral("Security deposit memo")));
        const CliRun byTitle = cli({QStringLiteral("history"), QStringLiteral("--search"),
                                    QStringLiteral("deposit memo"), QStringLiteral("--json")},
                                   environment());
        const json titled = json::parse(byTitle.out.toStdString(), nullptr, false);
        QVERIFY2(titled.is_array() && titled.size() == 1u, qPrintable(byTitle.out));
        QVERIFY(titled[0]["title"] == "Security deposit memo");
        QCOMPARE(
            cli({QStringLiteral("history"), QStringLiteral("rename"), QStringLiteral("zzzz9999"), QStringLiteral("x")},
                environment())
                .exitCode,
            2);
        QCOMPARE(cli({QStringLiteral("history"), QStringLiteral("rename"), id}, environment()).exitCode, 2);

        QCOMPARE(cli({QStringLiteral("delete"), id}, environment()).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("show"), id}, environment()).exitCode, 2);
        QVERIFY(!cli({QStringLiteral("history")}, environment()).out.contains(id.left(8)));
    }

    void askSummaryShowsTokensAndTheCost()
    {
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        QProcessEnvironment env = environment();
        // gpt-4o-mini at 1,000 per million input and 2,000 per million output tokens (nothing cached here).
        env.insert(QStringLiteral("LMARS_LLM_PRICES"),
                   QStringLiteral(R"({"gpt-4o-mini": {"input": 1000, "cachedInput": 500, "output": 2000}})"));
        const CliRun r = cli({QStringLiteral("ask"), QStringLiteral("--json"), QStringLiteral("Deposit kept?")}, env);
        QCOMPARE(r.exitCode, 0);
        const json doc = json::parse(r.out.toStdString(), nullptr, false);
        QVERIFY(doc.is_object());
        const qint64 in = doc["usage"]["promptTokens"].get<qint64>();
        const qint64 out = doc["usage"]["completionTokens"].get<qint64>();
        QVERIFY(in > 0 && out > 0);
        QCOMPARE(doc["usage"]["cachedTokens"].get<qint64>(), qint64(0));
        QVERIFY(doc["modelCalls"][0]["model"] == "gpt-4o-mini");
        QVERIFY2(r.err.contains(QStringLiteral("Tokens: %1 in (0 cached) · %2 out (0 reasoning) · ")
                                    .arg(QLocale().toString(in), QLocale().toString(out))),
                 qPrintable(r.err));
        const double cost = (double(in) * 1000 + double(out) * 2000) / 1e6;
        QVERIFY2(r.err.contains(QStringLiteral("cost $") + QLocale().toString(cost, 'f', cost < 1 ? 4 : 2)),
                 qPrintable(r.err));

        // Prices that cannot be read: a note, and no cost.
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        env = environment();
        env.insert(QStringLiteral("LMARS_LLM_PRICES"), QStringLiteral("gpt-4o-mini=0.15"));
        const CliRun unreadable = cli({QStringLiteral("ask"), QStringLiteral("Deposit kept?")}, env);
        QCOMPARE(unreadable.exitCode, 0);
        QVERIFY(unreadable.err.contains(QStringLiteral("Tokens: ")));
        QVERIFY(!unreadable.err.contains(QStringLiteral("cost $")));
        QVERIFY2(unreadable.err.contains(QStringLiteral("no cost is shown")), qPrintable(unreadable.err));
    }

    void askJsonPrintsTheTrajectory()
    {
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        const CliRun r = cli({QStringLiteral("ask"), QStringLiteral("--json"), QStringLiteral("--sources"),
                              QStringLiteral("web,caselaw"), QStringLiteral("Deposit question")},
                             environment());
        QCOMPARE(r.exitCode, 0);
        const json doc = json::parse(r.out.toStdString(), nullptr, false);
        QVERIFY2(doc.is_object(), qPrintable(r.out));
        for (const char* key : {"version", "id", "question", "mode", "status", "startedAt", "finishedAt", "followUps",
                                "analysis", "iterations", "sources", "answer", "usage", "timings", "errors"})
            QVERIFY2(doc.contains(key), key);
        QVERIFY(doc["mode"] == "simple");
        QVERIFY(doc["status"] == "finished");
        // analysis, search planning, summary and the claim checks (unanswered here: those sent while the
        // answer streamed, one per finished paragraph, then the whole answer's for the claims left)
        const auto chats = m_server->requestsTo(QStringLiteral("/v1/chat/completions"));
        int claimChecks = 0;
        for (const auto& chat : chats)
            claimChecks += chat.body.contains("\"name\":\"claim_support\"") ? 1 : 0;
        QVERIFY(claimChecks >= 2);
        QCOMPARE(doc["usage"]["calls"].get<int>(), int(chats.size()));
        QCOMPARE(int(chats.size()), 3 + claimChecks);
        QVERIFY(doc["answer"]["citations"].size() == 3u);
        QVERIFY(doc["verification"].is_object());
        QVERIFY(doc["verification"]["claims"].size() > 0u);
        QVERIFY(doc["verification"]["counts"].is_object());
    }

    void askTakesTheJurisdictionAsAnOption()
    {
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        const QString jurisdiction = QStringLiteral("Alameda County, California");
        const CliRun r = cli({QStringLiteral("ask"), QStringLiteral("--json"), QStringLiteral("--no-verify"),
                              QStringLiteral("--jurisdiction"), jurisdiction, QStringLiteral("Deposit question")},
                             environment());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const json doc = json::parse(r.out.toStdString(), nullptr, false);
        QVERIFY2(doc.is_object(), qPrintable(r.out));
        QVERIFY(doc["question"] == "Deposit question"); // no "Jurisdiction:" sentence appended
        QVERIFY(doc["settings"]["jurisdiction"] == jurisdiction.toStdString());
        QVERIFY(doc["analysis"]["jurisdiction"] == jurisdiction.toStdString()); // it wins over the inferred one
        QVERIFY(doc["verification"]["turnedOff"] == true);                      // --no-verify
        const auto chats = m_server->requestsTo(QStringLiteral("/v1/chat/completions"));
        QCOMPARE(chats.size(), 3); // analysis and search planning (at once, either first), summary
        int analyses = 0;
        for (const auto& chat : chats) {
            if (!chat.body.contains("\"name\":\"query_analysis\""))
                continue;
            ++analyses;
            QVERIFY(chat.body.contains("Jurisdiction given by the person: Alameda County, California"));
        }
        QCOMPARE(analyses, 1);
        for (const auto& chat : chats)
            QVERIFY(chat.body.contains("Alameda County, California"));
        QCOMPARE(
            cli({QStringLiteral("ask"), QStringLiteral("--jurisdiction"), QStringLiteral(" "), QStringLiteral("q")},
                environment())
                .exitCode,
            2);
    }

    void askTakesTheForumAsAnOption()
    {
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        // A court's name is recorded by its courts-db id, which the verify stage classifies against.
        const CliRun r =
            cli({QStringLiteral("ask"), QStringLiteral("--json"), QStringLiteral("--no-verify"),
                 QStringLiteral("--forum"), QStringLiteral("Ninth Circuit"), QStringLiteral("Deposit question")},
                environment());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const json doc = json::parse(r.out.toStdString(), nullptr, false);
        QVERIFY2(doc.is_object(), qPrintable(r.out));
        QVERIFY2(doc["settings"]["forum"] == "ca9", doc["settings"].dump().c_str());
        // A name of no court is refused before anything is asked of the model.
        const auto before = m_server->requestsTo(QStringLiteral("/v1/chat/completions")).size();
        const CliRun unknown = cli({QStringLiteral("ask"), QStringLiteral("--forum"),
                                    QStringLiteral("Court of Atlantis"), QStringLiteral("Deposit question")},
                                   environment());
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(QStringLiteral("Court of Atlantis")), qPrintable(unknown.err));
        QCOMPARE(m_server->requestsTo(QStringLiteral("/v1/chat/completions")).size(), before);
        QCOMPARE(cli({QStringLiteral("ask"), QStringLiteral("--forum"), QStringLiteral(" "), QStringLiteral("q")},
                     environment())
                     .exitCode,
                 2);
    }

    void unreachableDefaultModelPrintsTheOllamaHint()
    {
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        QProcessEnvironment env = environment();
        for (const char* name : {"LMARS_LLM_PROVIDER", "LMARS_LLM_API_KEY", "LMARS_LLM_MODEL"})
            env.remove(QString::fromLatin1(name));
        const QString url = QStringLiteral("http://127.0.0.1:%1").arg(ScriptedServer::unusedPort());
        env.insert(QStringLiteral("LMARS_LLM_BASE_URL"), url);
        const CliRun r = cli(
            {QStringLiteral("ask"), QStringLiteral("--sources"), QStringLiteral("caselaw"), QStringLiteral("q")}, env);
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(
            r.err.contains(QStringLiteral("hint: no model is configured, so L-MARS tried a local Ollama at ") + url),
            qPrintable(r.err));
        // A chosen provider gets no such hint.
        env.insert(QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("ollama"));
        const CliRun chosen = cli(
            {QStringLiteral("ask"), QStringLiteral("--sources"), QStringLiteral("caselaw"), QStringLiteral("q")}, env);
        QCOMPARE(chosen.exitCode, 4);
        QVERIFY(!chosen.err.contains(QStringLiteral("hint:")));
    }

    void unknownProviderIsRefusedWithTheKnownNames()
    {
        // Issue 31: LMARS_LLM_PROVIDER=azure used to become openai silently; any unknown name is refused.
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        QProcessEnvironment env = environment();
        env.insert(QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("azure-openai"));
        const CliRun fromEnvironment = cli({QStringLiteral("ask"), QStringLiteral("q")}, env);
        QCOMPARE(fromEnvironment.exitCode, 3);
        QVERIFY2(fromEnvironment.err.contains(QStringLiteral("Unknown model provider \"azure-openai\" in "
                                                             "LMARS_LLM_PROVIDER")),
                 qPrintable(fromEnvironment.err));
        for (const char* name : {"openai", "azure", "gemini", "lmstudio", "anthropic", "ollama"})
            QVERIFY2(fromEnvironment.err.contains(QLatin1String(name)), name);
        QVERIFY(m_server->requests().isEmpty()); // nothing was sent anywhere

        const CliRun fromFlag =
            cli({QStringLiteral("ask"), QStringLiteral("--provider"), QStringLiteral("bard"), QStringLiteral("q")},
                environment());
        QCOMPARE(fromFlag.exitCode, 2);
        QVERIFY2(fromFlag.err.contains(QStringLiteral("Unknown model provider \"bard\" (--provider)")),
                 qPrintable(fromFlag.err));
        QVERIFY(fromFlag.err.contains(QStringLiteral("gemini")));

        // The settings file (Settings → Model) is held to the same names.
        const lmars::settings::AppConfig fromSettings = lmars::settings::AppConfig::resolve(
            {{QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("chatgpt")}}, {}, {}, {});
        QVERIFY2(fromSettings.missingLlmConfiguration().contains(QStringLiteral("\"chatgpt\" in the settings file")),
                 qPrintable(fromSettings.missingLlmConfiguration()));
        // A known name from the environment still wins over a bad one in the file.
        const lmars::settings::AppConfig fixed = lmars::settings::AppConfig::resolve(
            {{QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("chatgpt")}}, {},
            {{QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("lmstudio")},
             {QStringLiteral("LMARS_LLM_MODEL"), QStringLiteral("qwen2.5-7b-instruct")}},
            {});
        QCOMPARE(fixed.llm.provider, lmars::llm::Provider::LmStudio);
        QCOMPARE(fixed.llm.baseUrl, QUrl(QStringLiteral("http://localhost:1234/v1")));
        QVERIFY2(fixed.missingLlmConfiguration().isEmpty(), qPrintable(fixed.missingLlmConfiguration()));
    }

    void azureFromTheEnvironment()
    {
        // provider azure: the resource's endpoint, the deployment as the model, api-version and api-key.
        ScriptedServer server;
        const json reply = {{"choices", json::array({{{"finish_reason", "stop"},
                                                      {"index", 0},
                                                      {"message", {{"role", "assistant"}, {"content", "pong"}}},
                                                      {"content_filter_results", json::object()}}})},
                            {"prompt_filter_results", json::array()},
                            {"usage", {{"prompt_tokens", 3}, {"completion_tokens", 1}, {"total_tokens", 4}}}};
        QVERIFY(server.addRoute(
            QByteArray::fromStdString(json({{"method", "POST"},
                                            {"path", "/openai/deployments/legal-4o/chat/completions"},
                                            {"responses", json::array({{{"status", 200}, {"json", reply}}})}})
                                          .dump())));
        QVERIFY(server.start());
        const lmars::settings::AppConfig config = lmars::settings::AppConfig::resolve(
            {}, {},
            {{QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("azure")},
             {QStringLiteral("LMARS_LLM_BASE_URL"), server.baseUrl().toString()},
             {QStringLiteral("LMARS_LLM_MODEL"), QStringLiteral("legal-4o")},
             {QStringLiteral("LMARS_LLM_API_KEY"), QStringLiteral("azure-cli-secret")},
             {QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-not-for-azure")}},
            {});
        QVERIFY2(config.missingLlmConfiguration().isEmpty(), qPrintable(config.missingLlmConfiguration()));
        QCOMPARE(config.llm.apiVersion, QStringLiteral("2024-10-21"));
        auto model = lmars::llm::ChatModel::create(config.llm, std::make_shared<lmars::net::HttpClient>());
        lmars::llm::ChatRequest request;
        request.messages.append({lmars::llm::ChatMessage::Role::User, QStringLiteral("ping")});
        const auto answer = model->complete(request);
        QVERIFY2(answer.ok(), qPrintable(answer.ok() ? QString() : answer.error().toString()));
        QCOMPARE(answer->text, QStringLiteral("pong"));
        const auto recorded = server.requests().constFirst();
        QCOMPARE(recorded.query, QStringLiteral("api-version=2024-10-21"));
        QCOMPARE(recorded.headers.value("api-key"), QByteArray("azure-cli-secret"));
        // Without a key, or without the deployment, the configuration says what to set.
        const lmars::settings::AppConfig keyless = lmars::settings::AppConfig::resolve(
            {}, {},
            {{QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("azure")},
             {QStringLiteral("LMARS_LLM_BASE_URL"), server.baseUrl().toString()},
             {QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-not-for-azure")}},
            {});
        QVERIFY2(keyless.missingLlmConfiguration().contains(QStringLiteral("deployment")),
                 qPrintable(keyless.missingLlmConfiguration()));
        QVERIFY(keyless.llm.apiKey.isEmpty()); // an OpenAI key is not Azure's
    }

    void usageErrorsExitWith2()
    {
        const auto env = environment();
        QCOMPARE(cli({}, env).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("frobnicate")}, env).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("ask")}, env).exitCode, 2);
        QCOMPARE(
            cli({QStringLiteral("ask"), QStringLiteral("--mode"), QStringLiteral("psychic"), QStringLiteral("q")}, env)
                .exitCode,
            2);
        QCOMPARE(
            cli({QStringLiteral("ask"), QStringLiteral("--sources"), QStringLiteral("tarot"), QStringLiteral("q")}, env)
                .exitCode,
            2);
        const CliRun unknownSource =
            cli({QStringLiteral("ask"), QStringLiteral("--sources"), QStringLiteral("web,Tarot"), QStringLiteral("q")},
                env);
        QCOMPARE(unknownSource.exitCode, 2);
        QVERIFY2(unknownSource.err.contains(QStringLiteral("\"Tarot\"")), qPrintable(unknownSource.err));
        QVERIFY(unknownSource.err.contains(QStringLiteral("web, searxng, caselaw, local")));
        QCOMPARE(
            cli({QStringLiteral("ask"), QStringLiteral("--provider"), QStringLiteral("nope"), QStringLiteral("q")}, env)
                .exitCode,
            2);
        QCOMPARE(cli({QStringLiteral("ask"), QStringLiteral("--bogus-flag"), QStringLiteral("q")}, env).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("show"), QStringLiteral("0000")}, env).exitCode, 2);
    }

    void askRefusesABadAsOfDateAndSaysWhy()
    {
        // The date is read once where it enters: a day that does not exist or a date in words is refused
        // before anything runs, with the text the person gave and the form wanted.
        const auto env = environment();
        for (const QString& bad :
             {QStringLiteral("2019-02-30"), QStringLiteral("June 2019"), QStringLiteral("2019-6-30")}) {
            const CliRun r = cli({QStringLiteral("ask"), QStringLiteral("--as-of"), bad, QStringLiteral("q")}, env);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QStringLiteral("The as-of date \"%1\" is not a date (YYYY-MM-DD).").arg(bad)),
                     qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("--as-of 2019-06-30")), qPrintable(r.err));
        }
        const CliRun empty =
            cli({QStringLiteral("ask"), QStringLiteral("--as-of"), QString(), QStringLiteral("q")}, env);
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains(QStringLiteral("--as-of needs a date (YYYY-MM-DD).")), qPrintable(empty.err));
    }

    void sourcesAllSkipsWhatIsNotConfigured()
    {
        // "all" without a web key or a library: those two are skipped with a note, never an error.
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        QProcessEnvironment env = environment(false);
        const QString base = m_server->baseUrl().toString();
        env.insert(QStringLiteral("LMARS_FEDERAL_REGISTER_URL"), base);
        env.insert(QStringLiteral("LMARS_ECFR_URL"), base);
        env.insert(QStringLiteral("LMARS_GOVINFO_URL"), base);
        const CliRun r = cli({QStringLiteral("ask"), QStringLiteral("--mode"), QStringLiteral("evidence"),
                              QStringLiteral("--sources"), QStringLiteral("all"), QStringLiteral("q")},
                             env);
        QVERIFY2(r.exitCode != 3 && r.exitCode != 2, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("note: Web search is off.")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("note: Your document library is empty, so it is not searched.")));
        // The session line names the sources, not their types ("official, official, official").
        QVERIFY2(r.err.contains(QStringLiteral("sources: courtlistener, federalregister, ecfr, uscode")),
                 qPrintable(r.err));
    }

    void missingConfigurationExitsWith3AndNamesTheKey()
    {
        QProcessEnvironment env = environment();
        env.insert(QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("anthropic"));
        CliRun r = cli({QStringLiteral("ask"), QStringLiteral("q")}, env);
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.err.contains(QStringLiteral("ANTHROPIC_API_KEY")));

        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        r = cli({QStringLiteral("ask"), QStringLiteral("--sources"), QStringLiteral("web"), QStringLiteral("q")},
                environment(false));
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.err.contains(QStringLiteral("SERPER_API_KEY")));
        QVERIFY(r.err.contains(QStringLiteral("LMARS_SEARXNG_URL")));
        QCOMPARE(m_server->requests().size(), 0);
    }

    void providerFailureExitsWith4()
    {
        json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        scenario["routes"][0]["responses"] =
            json::array({{{"status", 401}, {"json", {{"error", {{"message", "Incorrect API key provided"}}}}}}});
        startServer(scenario);
        const CliRun r = cli({QStringLiteral("ask"), QStringLiteral("q")}, environment());
        QCOMPARE(r.exitCode, 4);
        QVERIFY(r.err.contains(QStringLiteral("401")));
        QVERIFY(!r.err.contains(QStringLiteral("sk-cli-secret")));
    }

    void ctrlCCancelsAndSavesTheSession()
    {
        QProcess p;
        QString id;
        QVERIFY(startSlowAsk(p, &id));
        QElapsedTimer t;
        t.start();
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(10000));
        qInfo() << "lmars-cli exited" << t.elapsed() << "ms after SIGINT";
        QCOMPARE(p.exitCode(), 130);
        const CliRun show = cli({QStringLiteral("show"), id, QStringLiteral("--json")}, environment());
        const json doc = json::parse(show.out.toStdString(), nullptr, false);
        QVERIFY(doc["status"] == "cancelled");
        QVERIFY(doc["sources"].size() == 4u);
        QVERIFY(!doc["answer"]["markdown"].get<std::string>().empty());
    }

    void evidenceModeWorksWithoutAnyModel()
    {
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        QProcessEnvironment env = environment();
        env.insert(QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("anthropic")); // and no Anthropic key
        env.remove(QStringLiteral("LMARS_LLM_API_KEY"));
        const CliRun r = cli({QStringLiteral("ask"), QStringLiteral("--mode"), QStringLiteral("evidence"),
                              QStringLiteral("Can my landlord keep my deposit in California?")},
                             env);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Evidence (no generated answer)")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("authority: primary")));
        QVERIFY(r.out.contains(QStringLiteral("jurisdictions: California")));
        QCOMPARE(m_server->requestsTo(QStringLiteral("/v1/chat/completions")).size(), 0);
    }

    void multiTurnTakesAnswersFromAFile()
    {
        startServer(loadScenario(QStringLiteral("run_multi_openai.json")));
        const QString answers = m_home.filePath(QStringLiteral("answers.json"));
        QFile f(answers);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"Which state is the rental in?": "California", "When did you move out?": "October 1, 2026"})");
        f.close();
        const CliRun r = cli({QStringLiteral("ask"), QStringLiteral("--mode"), QStringLiteral("multi"),
                              QStringLiteral("--answers-file"), answers, QStringLiteral("--json"),
                              QStringLiteral("My landlord kept my deposit.")},
                             environment());
        QCOMPARE(r.exitCode, 0);
        const json doc = json::parse(r.out.toStdString(), nullptr, false);
        QVERIFY2(doc.is_object(), qPrintable(r.err));
        QVERIFY(doc["mode"] == "multi");
        QVERIFY(doc["followUps"].size() == 2u);
        QVERIFY(doc["followUps"][0]["question"] == "Which state is the rental in?");
        QVERIFY(doc["followUps"][0]["answer"] == "California");
        QVERIFY(doc["followUps"][1]["answer"] == "October 1, 2026");
        QVERIFY(doc["iterations"].size() == 3u);
        QVERIFY(doc["iterations"][2]["verdict"]["sufficient"] == true);
        QVERIFY(doc["uscore"].is_object());
        QVERIFY(r.err.contains(QStringLiteral("Judge: the evidence is SUFFICIENT")));
    }

    void multiTurnWithoutATerminalLeavesQuestionsUnanswered()
    {
        startServer(loadScenario(QStringLiteral("run_multi_openai.json")));
        const CliRun r = cli({QStringLiteral("ask"), QStringLiteral("--mode"), QStringLiteral("multi"),
                              QStringLiteral("--max-iterations"), QStringLiteral("1"), QStringLiteral("q")},
                             environment());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.contains(QStringLiteral("left unanswered")));
        QCOMPARE(cli({QStringLiteral("ask"), QStringLiteral("--mode"), QStringLiteral("multi"),
                      QStringLiteral("--answers-file"), m_home.filePath(QStringLiteral("missing.json")),
                      QStringLiteral("q")},
                     environment())
                     .exitCode,
                 2);
        QCOMPARE(
            cli({QStringLiteral("ask"), QStringLiteral("--max-iterations"), QStringLiteral("11"), QStringLiteral("q")},
                environment())
                .exitCode,
            2);
    }

    void askSearchesTheDocumentLibrary()
    {
        // The plan's second query is for the person's documents (queries run only on their type's sources).
        json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        for (json& route : scenario["routes"]) {
            if (route.value("match", json::object()).value("bodyContains", std::string()) !=
                "\"name\":\"search_queries\"")
                continue;
            json& message = route["responses"][0]["json"]["choices"][0]["message"];
            std::string content = message["content"].get<std::string>();
            const std::string caseLaw = "\"type\": \"case_law\"";
            QVERIFY(content.find(caseLaw) != std::string::npos);
            content.replace(content.find(caseLaw), caseLaw.size(), "\"type\": \"local_documents\"");
            message["content"] = content;
        }
        startServer(scenario);
        const QString docs = m_home.filePath(QStringLiteral("docs"));
        QDir().mkpath(docs);
        QFile memo(docs + QStringLiteral("/lease-memo.md"));
        QVERIFY(memo.open(QIODevice::WriteOnly));
        memo.write("# Lease memo\n\nThe security deposit under our standard lease is returned within 14 days of "
                   "move-out, after the final walk-through inspection.\n");
        memo.close();
        QProcessEnvironment env = environment();
        env.insert(QStringLiteral("LMARS_LIBRARY_DIR"), m_home.filePath(QStringLiteral("library")));
        // Its own data folder: once a library exists, later asks would include it by default.
        env.insert(QStringLiteral("LMARS_DATA_DIR"), m_home.filePath(QStringLiteral("data-with-library")));
        const CliRun add = cli({QStringLiteral("library"), QStringLiteral("add"), memo.fileName()}, env);
        QVERIFY2(add.exitCode == 0, qPrintable(add.err));

        const CliRun r = cli({QStringLiteral("ask"), QStringLiteral("--json"), QStringLiteral("--sources"),
                              QStringLiteral("web,local"), QStringLiteral("security deposit returned walk-through")},
                             env);
        QCOMPARE(r.exitCode, 0);
        const json doc = json::parse(r.out.toStdString(), nullptr, false);
        bool local = false;
        for (const json& source : doc["sources"]) {
            if (source["type"] == "local") {
                local = true;
                QVERIFY(source["title"].get<std::string>().find("Lease memo") != std::string::npos);
            }
        }
        QVERIFY2(local, qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("local (library)")));
    }

    void killedMidRunLeavesAnInterruptedSession()
    {
        QProcess p;
        QString id;
        QVERIFY(startSlowAsk(p, &id));
        p.kill(); // SIGKILL: no chance to clean up
        QVERIFY(p.waitForFinished(10000));
        const CliRun show = cli({QStringLiteral("show"), id, QStringLiteral("--json")}, environment());
        QCOMPARE(show.exitCode, 0);
        const json doc = json::parse(show.out.toStdString(), nullptr, false);
        QVERIFY(doc["status"] == "interrupted");
        QVERIFY(doc["sources"].size() == 4u);
        QVERIFY(doc["analysis"].is_object());
        QVERIFY(!doc["answer"]["markdown"].get<std::string>().empty());
        QVERIFY(cli({QStringLiteral("history")}, environment()).out.contains(QStringLiteral("interrupted")));
    }
};

QTEST_GUILESS_MAIN(CliTest)
#include "CliTest.moc"
