// SPDX-License-Identifier: GPL-3.0-or-later
// The model calls that overlap since issue 32 (the query analysis with the search plan; the claim
// checks with the answer's stream) against a scripted OpenAI-compatible server: a provider error in
// each of them in turn ends the run in one of its documented endings (failed, incomplete, or finished
// with a note), never a hang, and a cancel while a claim check is out stops the run within 200 ms.
#include "ClaimSupportReplies.h"
#include "ScriptedRunConfig.h"
#include "ScriptedServer.h"
#include "TestTiming.h"
#include "common/JsonUtil.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "research/ResearchRun.h"
#include "research/SourceFactory.h"
#include "settings/AppConfig.h"
#include "verify/OfflineCitationChecker.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <atomic>
#include <thread>

using namespace lmars;
using Json = nlohmann::json;

namespace {

/// A run that waited for a call it should have given up on takes this long at least.
constexpr qint64 kHungCallMs = 20000;

Json loadScenario(const QString& name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(f.readAll().toStdString());
}

Json& routeFor(Json& scenario, const std::string& bodyContains)
{
    for (Json& route : scenario["routes"]) {
        if (route["path"] == "/v1/chat/completions" &&
            route.value("match", Json::object()).value("bodyContains", std::string()) == bodyContains)
            return route;
    }
    static Json none;
    return none;
}

/// OpenAI's reply to a rejected key (tests/scenarios/llm_openai_bad_key.json): not retried.
Json badKey(int delayMs = 0)
{
    return {{"status", 401},
            {"delayMs", delayMs},
            {"json",
             {{"error",
               {{"message", "Incorrect API key provided."},
                {"type", "invalid_request_error"},
                {"param", nullptr},
                {"code", "invalid_api_key"}}}}}};
}

struct Fixture
{
    test::ScriptedServer server;
    Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
    std::unique_ptr<research::ResearchRun> run;

    /// The answer streams one item every chunkDelayMs, so its first paragraph's claims are checked
    /// while the rest streams; claim_support answers with these responses.
    void setClaimSupport(const Json& responses, int chunkDelayMs = 100)
    {
        scenario["routes"].insert(scenario["routes"].begin(),
                                  Json{{"method", "POST"},
                                       {"path", "/v1/chat/completions"},
                                       {"match", {{"bodyContains", "\"name\":\"claim_support\""}}},
                                       {"responses", responses}});
        for (Json& response : routeFor(scenario, "\"stream\":true")["responses"])
            response["chunkDelayMs"] = chunkDelayMs;
    }

    bool start()
    {
        QString error;
        if (!server.loadScenario(json::dump(scenario), &error) || !server.start()) {
            qWarning() << "scripted server:" << error;
            return false;
        }
        const settings::AppConfig config = test::ScriptedRunConfig::make(server.baseUrl().toString());
        QStringList notes;
        auto sources = research::SourceFactory::create(config, {}, &notes);
        run = std::make_unique<research::ResearchRun>(
            QStringLiteral("My landlord kept my deposit. What can I do?"), research::ResearchOptions(),
            llm::ChatModel::create(config.llm, std::make_shared<net::HttpClient>()), sources.value());
        run->setCitationChecker(std::make_unique<verify::OfflineCitationChecker>());
        return true;
    }

    int calls(const char* schema) const
    {
        int n = 0;
        for (const auto& r : server.requestsTo(QStringLiteral("/v1/chat/completions")))
            n += r.body.contains(QByteArray(QByteArray("\"name\":\"") + schema + '"')) ? 1 : 0;
        return n;
    }
};

/// Runs to the end and returns how long it took.
qint64 timedRun(research::ResearchRun& run, const CancelToken& cancel = {}, Result<void>* result = nullptr)
{
    QElapsedTimer clock;
    clock.start();
    Result<void> r = run.run(cancel);
    if (result)
        *result = r;
    return clock.elapsed();
}

} // namespace

class OverlappedCallsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void analysisErrorWhileThePlanRunsFailsTheRun()
    {
        Fixture f;
        routeFor(f.scenario, "\"name\":\"query_analysis\"")["responses"] = Json::array({badKey()});
        for (Json& response : routeFor(f.scenario, "\"name\":\"search_queries\"")["responses"])
            response["delayMs"] = 300; // still running when the analysis fails
        QVERIFY(f.start());
        Result<void> result;
        const qint64 ms = timedRun(*f.run, {}, &result);
        QVERIFY(!result.ok());
        QCOMPARE(f.run->state().status, model::RunStatus::Failed);
        QVERIFY(f.run->state().answer.markdown.isEmpty());
        QCOMPARE(f.calls("query_analysis"), 1);
        QCOMPARE(f.calls("search_queries"), 1); // both calls were made at once
        QVERIFY(f.server.requestsTo(QStringLiteral("/search")).isEmpty());
        QVERIFY2(ms < kHungCallMs, qPrintable(QString::number(ms)));
    }

    void planErrorWhileTheAnalysisRunsFailsTheRun()
    {
        Fixture f;
        routeFor(f.scenario, "\"name\":\"search_queries\"")["responses"] = Json::array({badKey()});
        for (Json& response : routeFor(f.scenario, "\"name\":\"query_analysis\"")["responses"])
            response["delayMs"] = 300;
        QVERIFY(f.start());
        Result<void> result;
        const qint64 ms = timedRun(*f.run, {}, &result);
        QVERIFY(!result.ok());
        QCOMPARE(f.run->state().status, model::RunStatus::Failed);
        QCOMPARE(result.error().kind, ErrorKind::Http);
        QCOMPARE(result.error().httpStatus, 401);
        QCOMPARE(f.calls("query_analysis"), 1);
        QVERIFY2(ms < kHungCallMs, qPrintable(QString::number(ms)));
    }

    void claimChecksThatAllFailLeaveANoteAndTheRunFinishes()
    {
        Fixture f;
        f.setClaimSupport(Json::array({badKey()}));
        QVERIFY(f.start());
        Result<void> result;
        const qint64 ms = timedRun(*f.run, {}, &result);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        const model::ResearchState& s = f.run->state();
        QCOMPARE(s.status, model::RunStatus::Finished);
        QVERIFY(s.verification.finished);
        QVERIFY(!s.verification.claims.isEmpty());
        for (const model::VerifiedClaim& c : s.verification.claims)
            QVERIFY(c.status != model::ClaimStatus::Supported); // nothing unverified is shown as verified
        QVERIFY(s.verification.notes.join(QLatin1Char('\n')).contains(QStringLiteral("not checked with the model")));
        QVERIFY(f.calls("claim_support") >= 2); // while streaming, then again with the whole answer
        QVERIFY2(ms < kHungCallMs, qPrintable(QString::number(ms)));
    }

    void aClaimCheckThatFailsWhileStreamingIsAskedAgainWithTheWholeAnswer()
    {
        Fixture f;
        f.setClaimSupport(
            Json::array({badKey(), test::ClaimSupportReplies::response(test::ClaimSupportReplies::judgments())}), 150);
        QVERIFY(f.start());
        int checksWhileStreaming = -1;
        struct Watch final : model::ResearchObserver
        {
            std::function<void(const model::ResearchEvent&)> hook;
            void onEvent(const model::ResearchEvent& e, const model::ResearchState&) override { hook(e); }
        } watch;
        watch.hook = [&](const model::ResearchEvent& e) {
            if (e.type == model::ResearchEvent::Type::StageFinished && e.stage == model::Stage::Summary)
                checksWhileStreaming = f.calls("claim_support");
        };
        f.run->addObserver(&watch);
        Result<void> result;
        timedRun(*f.run, {}, &result);
        QVERIFY(result.ok());
        const model::ResearchState& s = f.run->state();
        QCOMPARE(s.status, model::RunStatus::Finished);
        QVERIFY2(checksWhileStreaming >= 1, "no claim was checked while the answer streamed");
        QVERIFY(!s.verification.claims.isEmpty());
        for (const model::VerifiedClaim& c : s.verification.claims)
            QCOMPARE(c.status, model::ClaimStatus::Supported);
        QVERIFY(!s.verification.notes.join(QLatin1Char('\n')).contains(QStringLiteral("not checked with the model")));
    }

    void aClaimThatFailsAfterTheRevisionStartedIsRevisedToo()
    {
        Fixture f;
        // The first claim's check fails at once, so the revision starts when the answer has streamed;
        // the key points' check answers only 900 ms later, failing claim 4, while the revision streams.
        f.setClaimSupport(Json::array({test::ClaimSupportReplies::response(test::ClaimSupportReplies::judgments())}),
                          100);
        Json& routes = f.scenario["routes"];
        routes.insert(routes.begin(),
                      Json{{"method", "POST"},
                           {"path", "/v1/chat/completions"},
                           {"match", {{"bodyContains", {"\"name\":\"claim_support\"", "Deadline: 21 days"}}}},
                           {"responses",
                            {test::ClaimSupportReplies::response(test::ClaimSupportReplies::judgments(4), 900),
                             test::ClaimSupportReplies::response(test::ClaimSupportReplies::judgments())}}});
        routes.insert(routes.begin(),
                      Json{{"method", "POST"},
                           {"path", "/v1/chat/completions"},
                           {"match", {{"bodyContains", {"\"name\":\"claim_support\"", "Under California law"}}}},
                           {"responses",
                            {test::ClaimSupportReplies::response(test::ClaimSupportReplies::judgments(1)),
                             test::ClaimSupportReplies::response(test::ClaimSupportReplies::judgments())}}});
        QVERIFY(f.start());
        Result<void> result;
        const qint64 ms = timedRun(*f.run, {}, &result);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        const model::ResearchState& s = f.run->state();
        QCOMPARE(s.status, model::RunStatus::Finished);
        QVERIFY(s.verification.finished);
        QVERIFY(s.verification.revised);
        // The answer, the revision the late failure stopped, and the revision told about both claims.
        QList<QByteArray> streams;
        for (const auto& r : f.server.requestsTo(QStringLiteral("/v1/chat/completions")))
            if (r.body.contains("\"stream\":true"))
                streams << r.body;
        QCOMPARE(streams.size(), 3);
        const auto toldAbout = [](const QByteArray& body) {
            return body.mid(body.lastIndexOf("A check of your answer against its sources found problems"));
        };
        QVERIFY(toldAbout(streams.at(1)).contains("Claim \\\"Under California law"));
        QVERIFY(!toldAbout(streams.at(1)).contains("Claim \\\"Deadline: 21 days"));
        QVERIFY(toldAbout(streams.at(2)).contains("Claim \\\"Under California law"));
        QVERIFY(toldAbout(streams.at(2)).contains("Claim \\\"Deadline: 21 days"));
        for (const model::VerifiedClaim& c : s.verification.claims)
            QCOMPARE(c.status, model::ClaimStatus::Supported); // the revision's checks all pass
        QVERIFY2(ms < kHungCallMs, qPrintable(QString::number(ms)));
    }

    void answerStreamErrorAndClaimCheckErrorEndIncomplete()
    {
        Fixture f;
        f.setClaimSupport(Json::array({badKey(300)}), 100); // fails while the answer streams
        // The stream breaks after its first paragraph (OpenRouter's in-stream error).
        Json& stream = routeFor(f.scenario, "\"stream\":true")["responses"][0];
        Json items = Json::array();
        for (const Json& item : stream["sse"]) {
            items.push_back(item);
            if (item.dump().find("\\n\\n") != std::string::npos)
                break;
        }
        items.push_back(
            {{"data", {{"error", {{"code", 502}, {"message", "Upstream model provider is unavailable"}}}}}});
        stream["sse"] = items;
        QVERIFY(f.start());
        Result<void> result;
        const qint64 ms = timedRun(*f.run, {}, &result);
        QVERIFY(!result.ok());
        QCOMPARE(f.run->state().status, model::RunStatus::Incomplete);
        QVERIFY(!f.run->state().answer.markdown.isEmpty()); // the part written is kept
        QVERIFY(f.calls("claim_support") >= 1);
        // The part written is checked as far as it goes; the claims the model could not judge say so.
        const model::Verification& v = f.run->state().verification;
        QVERIFY(v.present);
        for (const model::VerifiedClaim& c : v.claims)
            QVERIFY(c.status != model::ClaimStatus::Supported);
        QVERIFY(v.notes.join(QLatin1Char('\n')).contains(QStringLiteral("not checked with the model")));
        QVERIFY2(ms < kHungCallMs, qPrintable(QString::number(ms)));
    }

    void cancelWhileAClaimCheckIsOutStopsWithin200ms()
    {
        Fixture f;
        f.setClaimSupport(Json::array({test::ClaimSupportReplies::response(test::ClaimSupportReplies::judgments(),
                                                                           int(kHungCallMs))}),
                          200);
        QVERIFY(f.start());
        CancelToken cancel;
        std::atomic<qint64> cancelledAt{0};
        QElapsedTimer clock;
        clock.start();
        std::thread canceller([&] {
            while (f.calls("claim_support") == 0 && clock.elapsed() < 10000)
                std::this_thread::yield();
            cancelledAt = clock.elapsed();
            cancel.cancel();
        });
        const auto result = f.run->run(cancel);
        const qint64 stoppedAt = clock.elapsed();
        canceller.join();
        QVERIFY(!result.ok());
        QVERIFY(result.error().isCancelled());
        QCOMPARE(f.run->state().status, model::RunStatus::Cancelled);
        const qint64 latency = stoppedAt - cancelledAt;
        QVERIFY2(latency <= test::timingLimitMs(200), qPrintable(QString::number(latency)));
    }
};

QTEST_GUILESS_MAIN(OverlappedCallsTest)
#include "OverlappedCallsTest.moc"
