// SPDX-License-Identifier: GPL-3.0-or-later
// Whole Simple Mode runs through the real HTTP code, providers and search sources against one
// scripted server on 127.0.0.1 (tests/scenarios/run_simple_*.json).
#include "EventLog.h"
#include "ScriptedRunConfig.h"
#include "ScriptedServer.h"
#include "SourceMetadata.h"
#include "common/JsonUtil.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "research/ResearchRun.h"
#include "research/SourceFactory.h"
#include "settings/AppConfig.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <thread>

using namespace lmars;
using Json = nlohmann::json;

namespace {

using lmars::test::EventLog;

Json loadScenario(const QString& name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(f.readAll().toStdString());
}

Json& routeFor(Json& scenario, const std::string& path, const std::string& bodyContains = {})
{
    for (Json& route : scenario["routes"]) {
        if (route["path"] != path)
            continue;
        if (bodyContains.empty() ||
            route.value("match", Json::object()).value("bodyContains", std::string()) == bodyContains)
            return route;
    }
    static Json none;
    return none;
}

/// Replaces the SSE answer of an OpenAI scenario with these text deltas.
void setOpenAiAnswer(Json& scenario, const QStringList& parts, int chunkDelayMs = 0)
{
    Json sse = Json::array();
    for (const QString& p : parts)
        sse.push_back(
            {{"data",
              {{"choices", {{{"index", 0}, {"delta", {{"content", p.toStdString()}}}, {"finish_reason", nullptr}}}}}}});
    sse.push_back({{"data", {{"choices", {{{"index", 0}, {"delta", Json::object()}, {"finish_reason", "stop"}}}}}}});
    sse.push_back("[DONE]");
    Json& route = routeFor(scenario, "/v1/chat/completions", "\"stream\":true");
    route["responses"] = Json::array({{{"status", 200}, {"sse", sse}, {"chunkDelayMs", chunkDelayMs}}});
}

struct Fixture
{
    test::ScriptedServer server;
    settings::AppConfig config;
    std::shared_ptr<net::HttpClient> http = std::make_shared<net::HttpClient>();

    bool start(const Json& scenario, llm::Provider provider = llm::Provider::OpenAiCompatible)
    {
        QString error;
        if (!server.loadScenario(lmars::json::dump(scenario), &error) || !server.start()) {
            qWarning() << "scripted server:" << error;
            return false;
        }
        const QString base = server.baseUrl().toString();
        config = test::ScriptedRunConfig::make(base);
        config.llm.provider = provider;
        config.llm.baseUrl = QUrl(provider == llm::Provider::OpenAiCompatible ? base + QStringLiteral("/v1") : base);
        config.llm.model =
            provider == llm::Provider::Anthropic ? QStringLiteral("claude-sonnet-4-5") : QStringLiteral("gpt-4o-mini");
        config.llm.requestTimeoutMs = 10000;
        return true;
    }

    std::unique_ptr<research::ResearchRun>
    makeRun(const QString& question = QStringLiteral("My landlord in California kept my deposit. What can I do?"))
    {
        QStringList notes;
        auto sources = research::SourceFactory::create(config, {}, &notes);
        if (!sources)
            return nullptr;
        std::shared_ptr<llm::ChatModel> model = llm::ChatModel::create(config.llm, http);
        return std::make_unique<research::ResearchRun>(question, research::ResearchOptions(), model, sources.value());
    }
};

int countStreamingCalls(const test::ScriptedServer& server, const QString& path)
{
    int n = 0;
    for (const auto& r : server.requestsTo(path))
        n += r.body.contains("\"stream\":true") ? 1 : 0;
    return n;
}

} // namespace

class SimpleRunTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void openAiRunProducesAGroundedAnswer()
    {
        Fixture f;
        QVERIFY(f.start(loadScenario(QStringLiteral("run_simple_openai.json"))));
        auto run = f.makeRun();
        QVERIFY(run);
        EventLog log;
        run->addObserver(&log);
        const auto result = run->run(CancelToken());
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        const model::ResearchState& s = run->state();

        QCOMPARE(s.status, lmars::model::RunStatus::Finished);
        QVERIFY(s.finishedAt.isValid());
        QCOMPARE(s.analysis.jurisdiction, QStringLiteral("California, United States"));
        QVERIFY(s.analysis.asOf.isNull());
        QCOMPARE(s.analysis.parties.size(), 2);
        QCOMPARE(s.plannedQueries.size(), 2);

        // Each query ran only on the sources of its type (web_search → Serper, case_law →
        // CourtListener), concurrently, in one iteration; the trajectory records each query's type.
        QCOMPARE(s.iterations.size(), 1);
        QCOMPARE(s.iterations.at(0).queries.size(), 2);
        QCOMPARE(s.iterations.at(0).queries.at(0).queryType, model::QueryType::WebSearch);
        QCOMPARE(s.iterations.at(0).queries.at(0).sourceName, QStringLiteral("serper"));
        QCOMPARE(s.iterations.at(0).queries.at(1).queryType, model::QueryType::CaseLaw);
        QCOMPARE(s.iterations.at(0).queries.at(1).sourceName, QStringLiteral("courtlistener"));
        QVERIFY(s.iterations.at(0).droppedQueries.isEmpty());
        QCOMPARE(f.server.requestsTo(QStringLiteral("/search")).size(), 1);
        QCOMPARE(f.server.requestsTo(QStringLiteral("/api/rest/v4/search/")).size(), 1);

        // Numbered in query, then source order.
        QCOMPARE(s.sources.size(), 4);
        QCOMPARE(s.iterations.at(0).resultIds.size(), 4);
        QCOMPARE(s.sources.at(0).type, model::SourceType::Web);
        QVERIFY(s.sources.at(0).url.contains(QStringLiteral("leginfo.legislature.ca.gov")));
        QCOMPARE(s.sources.at(0).authority, model::AuthorityTier::Primary);
        QCOMPARE(s.sources.at(0).date, QStringLiteral("2025-01-01"));
        QCOMPARE(s.sources.at(1).authority, model::AuthorityTier::Reputable);
        QCOMPARE(s.sources.at(2).type, model::SourceType::CaseLaw);
        QCOMPARE(s.sources.at(2).id, QStringLiteral("caselaw:opinion:3333331"));
        QCOMPARE(s.sources.at(3).id, QStringLiteral("caselaw:opinion:3333332"));

        // The answer: streamed, split, citation-checked.
        QCOMPARE(log.deltas.size(), 5);
        QVERIFY(s.answer.markdown.startsWith(QStringLiteral("Under California law")));
        QVERIFY(!s.answer.markdown.contains(QStringLiteral("Disclaimers")));
        QCOMPARE(s.answer.keyPoints.size(), 2);
        QCOMPARE(s.answer.disclaimers.size(), 2);
        QCOMPARE(s.answer.citations.size(), 3);
        QCOMPARE(s.answer.citations.at(2).sourceId, QStringLiteral("caselaw:opinion:3333331"));
        QVERIFY(s.answer.unresolvedMarkers.isEmpty());
        QVERIFY(s.errors.isEmpty());

        // The summary request carried the question and the numbered source list.
        const auto chats = f.server.requestsTo(QStringLiteral("/v1/chat/completions"));
        QCOMPARE(chats.size(), 3);
        const QByteArray summaryBody = chats.last().body;
        QVERIFY(summaryBody.contains("kept my deposit"));
        QVERIFY(summaryBody.contains("[1] California Civil Code"));
        QVERIFY(summaryBody.contains("[3] Granberry v. Islay Investments"));

        // U-Score of the answer: the cited sources are a .gov statute page (primary, 1.0), Nolo (reputable, 0.5)
        // and a CourtListener opinion (primary, 1.0): Σ = 2.5 ≥ 1.5, so citation insufficiency C = 0.
        QVERIFY(s.uscore.has_value());
        QCOMPARE(s.uscore->C, 0.0);
        QVERIFY(s.uscore->paper >= 0.0 && s.uscore->paper <= 1.0);
        QVERIFY(s.toJson()["uscore"].contains("band"));

        QCOMPARE(s.usage.calls, 3);
        QCOMPARE(s.usage.promptTokens, 300 + 350 + 1500);
        QVERIFY(s.stages.size() == 3);

        // Events in the contract's order.
        QCOMPARE(log.types.first(), QStringLiteral("stage_started"));
        QCOMPARE(log.types.last(), QStringLiteral("finished"));
        QCOMPARE(log.types.count(QStringLiteral("query_issued")), 2); // one source per query
        QCOMPARE(log.types.count(QStringLiteral("results_arrived")), 2);
        QVERIFY(log.types.indexOf(QStringLiteral("answer_delta")) >
                log.types.lastIndexOf(QStringLiteral("results_arrived")));

        // No secret in the trajectory.
        const QByteArray doc = lmars::json::dump(s.toJson());
        QVERIFY(!doc.contains("sk-test-secret-key"));
        QVERIFY(!doc.contains("serper-test-key"));
    }

    void anthropicRunProducesTheSameAnswer()
    {
        Fixture f;
        QVERIFY(f.start(loadScenario(QStringLiteral("run_simple_anthropic.json")), llm::Provider::Anthropic));
        auto run = f.makeRun();
        QVERIFY(run);
        const auto result = run->run(CancelToken());
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        QCOMPARE(run->state().status, lmars::model::RunStatus::Finished);
        QCOMPARE(run->state().sources.size(), 4);
        QVERIFY(run->state().answer.markdown.startsWith(QStringLiteral("Under California law")));
        QCOMPARE(run->state().answer.citations.size(), 3);
        const auto messages = f.server.requestsTo(QStringLiteral("/v1/messages"));
        QCOMPARE(messages.size(), 3);
        QCOMPARE(messages.first().headers.value("x-api-key"), QByteArray("sk-test-secret-key"));
    }

    void aFailedSourceDegradesTheRun()
    {
        Fixture f;
        QVERIFY(f.start(loadScenario(QStringLiteral("run_simple_openai.json"))));
        f.config.courtListenerUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(test::ScriptedServer::unusedPort()));
        auto run = f.makeRun();
        const auto result = run->run(CancelToken());
        QVERIFY(result.ok());
        const model::ResearchState& s = run->state();
        QCOMPARE(s.status, lmars::model::RunStatus::Finished);
        QCOMPARE(s.sources.size(), 2); // web only
        QCOMPARE(s.errors.size(), 2);  // the case-law query, and the answer's [3] that now points nowhere
        QCOMPARE(s.errors.at(0).stage, lmars::model::Stage::Search);
        QCOMPARE(s.errors.at(1).stage, lmars::model::Stage::Summary);
        QCOMPARE(s.answer.unresolvedMarkers, QList<int>{3});
        QCOMPARE(s.errors.at(0).source, QStringLiteral("courtlistener"));
        int failedQueries = 0;
        for (const auto& q : s.iterations.at(0).queries)
            failedQueries += q.error.isEmpty() ? 0 : 1;
        QCOMPARE(failedQueries, 1);
        QVERIFY(!s.answer.markdown.isEmpty());
    }

    void everySourceFailingFailsTheRun()
    {
        Fixture f;
        QVERIFY(f.start(loadScenario(QStringLiteral("run_simple_openai.json"))));
        const QUrl dead(QStringLiteral("http://127.0.0.1:%1").arg(test::ScriptedServer::unusedPort()));
        f.config.courtListenerUrl = dead;
        f.config.serperUrl = dead;
        auto run = f.makeRun();
        const auto result = run->run(CancelToken());
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, ErrorKind::Network);
        QCOMPARE(run->state().status, lmars::model::RunStatus::Failed);
        QCOMPARE(countStreamingCalls(f.server, QStringLiteral("/v1/chat/completions")), 0);
    }

    void unresolvedMarkersAreReportedNotCited()
    {
        Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        setOpenAiAnswer(scenario,
                        {QStringLiteral("The deadline is 21 days [1]. "), QStringLiteral("A penalty applies [9].\n")});
        Fixture f;
        QVERIFY(f.start(scenario));
        auto run = f.makeRun();
        QVERIFY(run->run(CancelToken()).ok());
        const model::ResearchState& s = run->state();
        QCOMPARE(s.answer.unresolvedMarkers, QList<int>{9});
        QCOMPARE(s.answer.citations.size(), 1);
        QVERIFY(s.answer.markdown.contains(QStringLiteral("[unverified citation 9]")));
        QVERIFY(!s.answer.markdown.contains(QStringLiteral("[9]")));
        QVERIFY(s.answer.rawMarkdown.contains(QStringLiteral("[9]")));
        QCOMPARE(s.errors.size(), 1);
        QCOMPARE(s.errors.at(0).stage, lmars::model::Stage::Summary);
        QVERIFY(s.errors.at(0).message.contains(QStringLiteral("[9]")));
        QVERIFY(!s.answer.disclaimers.isEmpty()); // the standard one, since the model wrote none
    }

    void noSourcesMeansNoGeneratedAnswer()
    {
        Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        routeFor(scenario, "/search")["responses"] =
            Json::array({{{"status", 200}, {"json", Json::object({{"organic", Json::array()}})}}});
        routeFor(scenario, "/api/rest/v4/search/")["responses"] =
            Json::array({{{"status", 200}, {"json", Json::object({{"count", 0}, {"results", Json::array()}})}}});
        Fixture f;
        QVERIFY(f.start(scenario));
        auto run = f.makeRun();
        const auto result = run->run(CancelToken());
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        QCOMPARE(run->state().sources.size(), 0);
        QCOMPARE(countStreamingCalls(f.server, QStringLiteral("/v1/chat/completions")), 0);
        QVERIFY(run->state().answer.markdown.contains(QStringLiteral("no sources")));
        QVERIFY(run->state().answer.citations.isEmpty());
    }

    void modelRejectingTheKeyFailsClearly()
    {
        Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        routeFor(scenario, "/v1/chat/completions", "\"name\":\"query_analysis\"")["responses"] = Json::array(
            {{{"status", 401},
              {"json", {{"error", {{"message", "Incorrect API key provided"}, {"type", "invalid_request_error"}}}}}}});
        Fixture f;
        QVERIFY(f.start(scenario));
        auto run = f.makeRun();
        const auto result = run->run(CancelToken());
        QVERIFY(!result.ok());
        QCOMPARE(result.error().httpStatus, 401);
        QCOMPARE(run->state().status, lmars::model::RunStatus::Failed);
        QVERIFY(!result.error().toString().contains(QStringLiteral("sk-test-secret-key")));
        QCOMPARE(f.server.requestsTo(QStringLiteral("/search")).size(), 0);
    }

    void cancelDuringTheAnswerStopsQuicklyAndKeepsThePartialAnswer()
    {
        Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        QStringList parts;
        for (int i = 0; i < 40; ++i)
            parts << QStringLiteral("Part %1 of the answer [1]. ").arg(i);
        setOpenAiAnswer(scenario, parts, 250);
        Fixture f;
        QVERIFY(f.start(scenario));
        auto run = f.makeRun();
        EventLog log;
        CancelToken cancel;
        QElapsedTimer sinceCancel;
        log.onEventHook = [&](const model::ResearchEvent& e) {
            if (e.type == model::ResearchEvent::Type::AnswerDelta && log.deltas.size() == 2) {
                // Cancel from another thread, as a GUI or a signal handler would.
                std::thread([&] {
                    sinceCancel.start();
                    cancel.cancel();
                }).detach();
            }
        };
        run->addObserver(&log);
        const auto result = run->run(cancel);
        const qint64 stopMs = sinceCancel.elapsed();
        QVERIFY(!result.ok());
        QVERIFY(result.error().isCancelled());
        QCOMPARE(run->state().status, lmars::model::RunStatus::Cancelled);
        QVERIFY2(stopMs < 200, qPrintable(QStringLiteral("stopped %1 ms after cancel").arg(stopMs)));
        QVERIFY(run->state().answer.markdown.startsWith(QStringLiteral("Part 0")));
        QCOMPARE(run->state().sources.size(), 4);
    }
    void evidenceModeNeedsNoModelAndRanksByAuthority()
    {
        Fixture f;
        QVERIFY(f.start(loadScenario(QStringLiteral("run_simple_openai.json"))));
        QStringList notes;
        auto sources = research::SourceFactory::create(f.config, {}, &notes);
        QVERIFY(sources.ok());
        research::ResearchOptions options;
        options.mode = lmars::model::ResearchMode::Evidence;
        research::ResearchRun run(QStringLiteral("Can a landlord in California keep a security deposit?"), options,
                                  nullptr, sources.value());
        QVERIFY(run.run(CancelToken()).ok());
        const model::ResearchState& s = run.state();
        QCOMPARE(s.status, lmars::model::RunStatus::Finished);
        QCOMPARE(f.server.requestsTo(QStringLiteral("/v1/chat/completions")).size(), 0);
        // The question itself was the query, on every source.
        QCOMPARE(s.iterations.size(), 1);
        QCOMPARE(s.iterations.at(0).queries.size(), 2);
        QCOMPARE(s.iterations.at(0).queries.at(0).text,
                 QStringLiteral("Can a landlord in California keep a security deposit?"));
        // Primary sources first; Nolo (reputable) last.
        QCOMPARE(s.sources.size(), 4);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(s.sources.at(i).authority, model::AuthorityTier::Primary);
        QCOMPARE(s.sources.at(3).authority, model::AuthorityTier::Reputable);
        // Each source reports the jurisdictions it mentions.
        const QStringList places = lmars::json::toStringList(lmars::test::metadataOf(s.sources.at(0))["jurisdictions"]);
        QVERIFY2(places.contains(QStringLiteral("California")), qPrintable(places.join(QLatin1Char(','))));
        QVERIFY(s.answer.markdown.isEmpty());
        QVERIFY(!s.uscore.has_value());
        QVERIFY(s.toJson()["analysis"].is_null());
    }
};

QTEST_GUILESS_MAIN(SimpleRunTest)
#include "SimpleRunTest.moc"
