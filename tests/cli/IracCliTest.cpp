// SPDX-License-Identifier: GPL-3.0-or-later
// `lmars-cli ask --format` (issue 16, point 1): the IRAC memo and the role steps through the real
// binary against a scripted server, the flag in --help, a bad value and evidence mode's note.
#include "CliRunner.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"

#include <QFile>
#include <QRegularExpression>
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

/// A structured reply of the OpenAI chat completions API (non-streamed) for the schema named.
json roleRoute(const std::string& schemaName, const json& output)
{
    const json message = {{"role", "assistant"}, {"content", output.dump()}, {"refusal", nullptr}};
    return {{"method", "POST"},
            {"path", "/v1/chat/completions"},
            {"match", {{"bodyContains", "\"name\":\"" + schemaName + "\""}}},
            {"responses",
             {{{"json",
                {{"id", "chatcmpl-irac"},
                 {"object", "chat.completion"},
                 {"model", "gpt-4o-mini"},
                 {"choices", {{{"index", 0}, {"message", message}, {"finish_reason", "stop"}}}},
                 {"usage", {{"prompt_tokens", 200}, {"completion_tokens", 50}, {"total_tokens", 250}}}}}}}}};
}

/// The multi-turn scenario with the role steps answered and an IRAC memo as the streamed answer.
json iracScenario()
{
    json scenario = loadScenario(QStringLiteral("run_multi_openai.json"));
    json routes = json::array(
        {roleRoute(
             "irac_facts",
             {{"facts",
               {{{"fact", "The rental is in California"}, {"origin", "follow_up_answer"}, {"sources", json::array()}}}},
              {"missing_facts", json::array()}}),
         roleRoute("irac_rules", {{"issues", {"Was the deposit returned in time?"}},
                                  {"rules",
                                   {{{"issue", "Was the deposit returned in time?"},
                                     {"rule", "The deposit is due within 21 days [1]."},
                                     {"sources", {1}}}}},
                                  {"unsupported_issues", json::array()}}),
         roleRoute("irac_application", {{"applications",
                                         {{{"rule", "21 days [1]"},
                                           {"facts", "Nothing came back"},
                                           {"arguments_for", "The deadline passed"},
                                           {"arguments_against", "Deductions for damage"},
                                           {"assessment", "Likely a violation"}}}},
                                        {"missing_facts", json::array()}}),
         roleRoute("irac_common_sense", {{"points", {{{"point", "Keep photos"}, {"why", "Proof of condition"}}}}})});
    for (const json& r : scenario["routes"])
        routes.push_back(r);
    scenario["routes"] = routes;
    const std::string memo =
        "## Issues\n1. Was the deposit returned in time?\n\n## Rules\nThe deposit is due within 21 "
        "days [1].\n\n## Application\nThe deadline passed [1].\n\n## Conclusion\nDemand the "
        "deposit back [1].\n\n## Key points\n- 21 days [1].\n\n## Disclaimers\n- Not legal "
        "advice.\n";
    for (json& route : scenario["routes"]) {
        if (route.value("match", json::object()).value("bodyContains", std::string()) == "\"stream\":true")
            route["responses"] = json::array(
                {{{"sse",
                   {{{"data",
                      {{"choices", {{{"index", 0}, {"delta", {{"content", memo}}}, {"finish_reason", nullptr}}}}}}},
                    {{"data", {{"choices", {{{"index", 0}, {"delta", json::object()}, {"finish_reason", "stop"}}}}}}},
                    "[DONE]"}}}});
    }
    return scenario;
}

} // namespace

class IracCliTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    std::unique_ptr<ScriptedServer> m_server;

    QProcessEnvironment environment() const
    {
        return lmars::test::cliEnvironment(m_home.path(), m_server.get(), QStringLiteral("cli"), true);
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

    int roleRequests() const
    {
        int n = 0;
        for (const auto& r : m_server->requestsTo(QStringLiteral("/v1/chat/completions")))
            n += r.body.contains("\"name\":\"irac_") ? 1 : 0;
        return n;
    }

private Q_SLOTS:
    void init() { m_server.reset(); }

    void multiTurnIracPrintsTheMemoAndKeepsTheRoleSteps()
    {
        startServer(iracScenario());
        const CliRun r =
            cli({QStringLiteral("ask"), QStringLiteral("--mode"), QStringLiteral("multi"), QStringLiteral("--format"),
                 QStringLiteral("irac"), QStringLiteral("--max-iterations"), QStringLiteral("1"),
                 QStringLiteral("--pages"), QStringLiteral("0"), QStringLiteral("My landlord kept my deposit.")},
                environment());
        QCOMPARE(r.exitCode, 0);
        for (const char* heading : {"## Issues", "## Rules", "## Application", "## Conclusion", "## Key points",
                                    "## Disclaimers", "## Sources"})
            QVERIFY2(r.out.contains(QLatin1String(heading)), qPrintable(r.out));
        // Progress: the stage and one line per role step.
        QVERIFY2(r.err.contains(QStringLiteral("Role agents: facts, rules, application and common sense")),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("Facts step: 1 item in")));
        QVERIFY(r.err.contains(QStringLiteral("Rules step: 2 items in")));
        QVERIFY(r.err.contains(QStringLiteral("Common sense step: 1 item in")));
        QCOMPARE(roleRequests(), 4);

        // The saved session holds the format and the steps.
        static const QRegularExpression sessionId(QStringLiteral("Session ([0-9a-f-]{36})"));
        const QString id = sessionId.match(r.err).captured(1);
        QVERIFY(!id.isEmpty());
        const CliRun show = cli({QStringLiteral("show"), id, QStringLiteral("--json")}, environment());
        const json doc = json::parse(show.out.toStdString(), nullptr, false);
        QVERIFY2(doc.is_object(), qPrintable(show.out));
        QVERIFY(doc["answerFormat"] == "irac");
        QCOMPARE(doc["roleSteps"].size(), size_t(4));
        QVERIFY(doc["roleSteps"][1]["role"] == "rules");
        QVERIFY(doc["roleSteps"][1]["output"]["rules"][0]["sources"] == json::array({1}));
    }

    void helpListsTheFormat()
    {
        const CliRun r =
            cli({QStringLiteral("ask"), QStringLiteral("--help")}, QProcessEnvironment::systemEnvironment());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("--format <format>")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("irac (Issues, Rules, Application")));
    }

    void badFormatExitsWith2()
    {
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        const CliRun r =
            cli({QStringLiteral("ask"), QStringLiteral("--format"), QStringLiteral("memo"), QStringLiteral("q")},
                environment());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("unknown answer format \"memo\". Available: standard, irac.")),
                 qPrintable(r.err));
        QCOMPARE(m_server->requestsTo(QStringLiteral("/v1/chat/completions")).size(), 0);
    }

    void evidenceModeIgnoresTheFormatWithANote()
    {
        startServer(loadScenario(QStringLiteral("run_simple_openai.json")));
        const CliRun r = cli({QStringLiteral("ask"), QStringLiteral("--mode"), QStringLiteral("evidence"),
                              QStringLiteral("--format"), QStringLiteral("irac"), QStringLiteral("--json"),
                              QStringLiteral("Can my landlord keep my deposit in California?")},
                             environment());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("--format is ignored in evidence mode")), qPrintable(r.err));
        const json doc = json::parse(r.out.toStdString(), nullptr, false);
        QVERIFY(doc.is_object());
        QVERIFY(doc["answerFormat"] == "standard");
        QCOMPARE(m_server->requestsTo(QStringLiteral("/v1/chat/completions")).size(), 0);
    }
};

QTEST_GUILESS_MAIN(IracCliTest)
#include "IracCliTest.moc"
