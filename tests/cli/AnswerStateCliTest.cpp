// SPDX-License-Identifier: GPL-3.0-or-later
// lmars-cli ask against a scripted server whose model thinks aloud, stops at its output limit, or
// breaks off mid-answer: the CLI prints only the answer and says plainly when it is not whole.
#include "CliRunner.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

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

/// An OpenAI stream chunk in DeepSeek's shape (content and reasoning_content, null when unused).
json chunk(const char* content, const char* reasoning, const char* finish = nullptr)
{
    return {{"data",
             {{"object", "chat.completion.chunk"},
              {"model", "deepseek-reasoner"},
              {"choices",
               {{{"index", 0},
                 {"delta",
                  {{"content", content ? json(content) : json(nullptr)},
                   {"reasoning_content", reasoning ? json(reasoning) : json(nullptr)}}},
                 {"finish_reason", finish ? json(finish) : json(nullptr)}}}},
              {"usage", nullptr}}}};
}

/// The run_simple_openai scenario with the streamed answer replaced by these SSE items.
json scenarioWithAnswer(const json& sse)
{
    json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
    for (json& route : scenario["routes"]) {
        if (route.value("match", json::object()).value("bodyContains", std::string()) == "\"stream\":true")
            route["responses"] = json::array({{{"status", 200}, {"sse", sse}}});
    }
    return scenario;
}

} // namespace

class AnswerStateCliTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    std::unique_ptr<ScriptedServer> m_server;

    CliRun ask(const json& scenario, const QStringList& options = {})
    {
        m_server = std::make_unique<ScriptedServer>();
        QString error;
        if (!m_server->loadScenario(lmars::json::dump(scenario), &error) || !m_server->start())
            return {};
        const QProcessEnvironment env =
            lmars::test::cliEnvironment(m_home.path(), m_server.get(), QStringLiteral("cli"), true);
        return lmars::test::runCli(QStringList{QStringLiteral("ask")} + options +
                                       QStringList{QStringLiteral("Can my landlord keep my deposit?")},
                                   env, m_home.path(), 60000);
    }

private Q_SLOTS:
    void reasoningIsNotPrinted()
    {
        const CliRun r = ask(scenarioWithAnswer(json::array(
            {chunk(nullptr, "Let me think about {deposits} first."), chunk("<think>more thinking</think>", nullptr),
             chunk("The landlord must return the deposit within 21 days [1].", nullptr), chunk("", nullptr, "stop"),
             "[DONE]"})));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("The landlord must return the deposit within 21 days")),
                 qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral("Let me think")));
        QVERIFY(!r.out.contains(QStringLiteral("think>")));
        QVERIFY(!r.out.contains(QStringLiteral("more thinking")));
    }

    void reasoningIsInTheJsonOnlyWhenAsked()
    {
        const json sse = json::array({chunk(nullptr, "Let me think about {deposits} first."),
                                      chunk("The landlord must return the deposit [1].", nullptr),
                                      chunk("", nullptr, "stop"), "[DONE]"});
        const CliRun plain = ask(scenarioWithAnswer(sse), {QStringLiteral("--json"), QStringLiteral("--no-verify")});
        QCOMPARE(plain.exitCode, 0);
        const json doc = json::parse(plain.out.toStdString());
        QVERIFY(doc.at("modelCalls").is_array());
        QCOMPARE(doc.at("modelCalls").back().at("purpose").get<std::string>(), std::string("answer"));
        QVERIFY(!plain.out.contains(QStringLiteral("Let me think")));

        const CliRun withReasoning =
            ask(scenarioWithAnswer(sse),
                {QStringLiteral("--json"), QStringLiteral("--reasoning"), QStringLiteral("--no-verify")});
        QCOMPARE(withReasoning.exitCode, 0);
        const json full = json::parse(withReasoning.out.toStdString());
        QCOMPARE(full.at("modelCalls").back().at("reasoning").get<std::string>(),
                 std::string("Let me think about {deposits} first."));
    }

    void interruptedAnswerEndsIncomplete()
    {
        // One vocabulary of run endings (issue 29, item 10b): part of the answer, then the server's
        // error event: "incomplete" in the JSON, the text and the exit code (6), with the reason.
        const json failure = {
            {"data", {{"error", {{"code", 502}, {"message", "Upstream model provider is unavailable"}}}}}};
        const json sse = json::array({chunk("The landlord must return ", nullptr), failure, "[DONE]"});
        const CliRun r = ask(scenarioWithAnswer(sse));
        QCOMPARE(r.exitCode, 6);
        QVERIFY2(r.out.contains(QStringLiteral("The landlord must return")), qPrintable(r.out));
        QVERIFY2(r.out.startsWith(QStringLiteral("INCOMPLETE ANSWER")), qPrintable(r.out.left(200)));
        QVERIFY2(r.err.contains(QStringLiteral("The answer above is incomplete")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("Upstream model provider is unavailable")));
        QVERIFY2(r.err.contains(QStringLiteral("Research incomplete")), qPrintable(r.err));

        const CliRun asJson = ask(scenarioWithAnswer(sse), {QStringLiteral("--json")});
        QCOMPARE(asJson.exitCode, 6);
        const json doc = json::parse(asJson.out.toStdString());
        QCOMPARE(doc.at("status").get<std::string>(), std::string("incomplete"));
        QVERIFY(doc.at("answer").at("incomplete").get<bool>());
        QVERIFY(doc.at("answer").at("incompleteReason").get<std::string>().find("Upstream model provider") !=
                std::string::npos);
        QVERIFY(doc.at("answer").at("markdown").get<std::string>().find("The landlord must return") !=
                std::string::npos);
    }

    void errorBeforeAnyAnswerTextFails()
    {
        // The same error before any text: nothing to keep, the run failed (exit 4), never "incomplete".
        const json failure = {{"data", {{"error", {{"code", 400}, {"message", "The prompt is too long"}}}}}};
        const CliRun r = ask(scenarioWithAnswer(json::array({failure, "[DONE]"})), {QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 4);
        const json doc = json::parse(r.out.toStdString());
        QCOMPARE(doc.at("status").get<std::string>(), std::string("failed"));
        QVERIFY(!doc.at("answer").at("incomplete").get<bool>());
    }

    void restartedContinuationIsNotDuplicated()
    {
        // Cut off at the output limit, then a continuation that starts the answer over (issue 29,
        // item 10c): before the fix the answer read "…within 21 daysThe landlord must…", exit 0.
        json scenario =
            scenarioWithAnswer(json::array({chunk("The landlord must return the deposit within 21 days", nullptr),
                                            chunk("", nullptr, "length"), "[DONE]"}));
        const json restart = {
            {"method", "POST"},
            {"path", "/v1/chat/completions"},
            {"match", {{"bodyContains", "Continue it exactly where it stopped"}}},
            {"responses",
             json::array({{{"status", 200},
                           {"sse", json::array({chunk("The landlord must return the deposit within 21 days", nullptr),
                                                chunk(" of the move-out [1].", nullptr), chunk("", nullptr, "stop"),
                                                "[DONE]"})}}})}};
        scenario["routes"].insert(scenario["routes"].begin(), restart);
        const CliRun r = ask(scenario, {QStringLiteral("--json"), QStringLiteral("--no-verify")});
        QCOMPARE(r.exitCode, 0);
        const json doc = json::parse(r.out.toStdString());
        const QString markdown = QString::fromStdString(doc.at("answer").at("rawMarkdown").get<std::string>());
        QCOMPARE(markdown, QStringLiteral("The landlord must return the deposit within 21 days of the move-out [1]."));
        QCOMPARE(doc.at("status").get<std::string>(), std::string("finished"));
    }

    void azureAndGeminiAnswerThroughTheCli_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("basePath");
        QTest::addColumn<QString>("chatPath");
        QTest::newRow("azure") << QStringLiteral("azure") << QString()
                               << QStringLiteral("/openai/deployments/gpt-4o-mini/chat/completions");
        QTest::newRow("azure v1") << QStringLiteral("azure") << QStringLiteral("/openai/v1/")
                                  << QStringLiteral("/openai/v1/chat/completions");
        QTest::newRow("gemini") << QStringLiteral("gemini") << QStringLiteral("/v1beta/openai/")
                                << QStringLiteral("/v1beta/openai/chat/completions");
        QTest::newRow("lmstudio") << QStringLiteral("lmstudio") << QStringLiteral("/v1")
                                  << QStringLiteral("/v1/chat/completions");
    }

    void azureAndGeminiAnswerThroughTheCli()
    {
        // lmars-cli ask with the new providers (issue 31): the whole run's model calls reach the
        // provider's own URL with its own key header.
        QFETCH(QString, provider);
        QFETCH(QString, basePath);
        QFETCH(QString, chatPath);
        json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        for (json& route : scenario["routes"]) {
            if (route.value("path", std::string()) == "/v1/chat/completions")
                route["path"] = chatPath.toStdString();
        }
        m_server = std::make_unique<ScriptedServer>();
        QVERIFY(m_server->loadScenario(lmars::json::dump(scenario)));
        QVERIFY(m_server->start());
        QProcessEnvironment env =
            lmars::test::cliEnvironment(m_home.path(), m_server.get(), QStringLiteral("cli"), true);
        env.insert(QStringLiteral("LMARS_LLM_PROVIDER"), provider);
        env.insert(QStringLiteral("LMARS_LLM_BASE_URL"), m_server->baseUrl().toString() + basePath);
        const CliRun r =
            lmars::test::runCli({QStringLiteral("ask"), QStringLiteral("--json"), QStringLiteral("--no-verify"),
                                 QStringLiteral("Can my landlord keep my deposit?")},
                                env, m_home.path(), 60000);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const json doc = json::parse(r.out.toStdString());
        QCOMPARE(doc.at("status").get<std::string>(), std::string("finished"));
        QCOMPARE(doc.at("settings").at("provider").get<std::string>(), provider.toStdString());
        const auto chats = m_server->requestsTo(chatPath);
        QVERIFY(chats.size() >= 2); // the query agent's structured call and the streamed answer
        for (const auto& chat : chats) {
            if (chatPath.contains(QStringLiteral("/deployments/"))) {
                QCOMPARE(chat.headers.value("api-key"), QByteArray("sk-cli-secret"));
                QVERIFY(!chat.headers.contains("authorization"));
                QCOMPARE(chat.query, QStringLiteral("api-version=2024-10-21"));
            } else {
                QCOMPARE(chat.headers.value("authorization"), QByteArray("Bearer sk-cli-secret"));
            }
        }
        QVERIFY(!r.out.contains(QStringLiteral("sk-cli-secret")) && !r.err.contains(QStringLiteral("sk-cli-secret")));
    }

    void answerCutOffTwiceIsReported()
    {
        const CliRun r = ask(scenarioWithAnswer(
            json::array({chunk("The landlord must return", nullptr), chunk("", nullptr, "length"), "[DONE]"})));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("cut off at the model's output limit")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(AnswerStateCliTest)
#include "AnswerStateCliTest.moc"
