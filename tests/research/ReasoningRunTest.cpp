// SPDX-License-Identifier: GPL-3.0-or-later
// Whole Simple Mode runs with a reasoning model and with an answer cut off at the output limit,
// through the real HTTP code against a scripted server (tests/scenarios/run_simple_openai.json
// with the answer stream replaced by DeepSeek-shaped chunks).
#include "ScriptedRunConfig.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"
#include "export/SessionExport.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "research/ResearchRun.h"
#include "research/SourceFactory.h"
#include "settings/AppConfig.h"

#include <QFile>
#include <QTest>

using namespace lmars;
using Json = nlohmann::json;

namespace {

Json loadScenario(const QString& name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(f.readAll().toStdString());
}

/// An OpenAI-style stream chunk (deepseek-reasoner shape: content and reasoning_content, null when unused).
Json chunk(const char* content, const char* reasoning, const char* finish = nullptr)
{
    return {{"data",
             {{"id", "33be18fc"},
              {"object", "chat.completion.chunk"},
              {"model", "deepseek-reasoner"},
              {"choices",
               {{{"index", 0},
                 {"delta",
                  {{"content", content ? Json(content) : Json(nullptr)},
                   {"reasoning_content", reasoning ? Json(reasoning) : Json(nullptr)}}},
                 {"logprobs", nullptr},
                 {"finish_reason", finish ? Json(finish) : Json(nullptr)}}}},
              {"usage", nullptr}}}};
}

Json usageChunk(int completion, int reasoning)
{
    return {{"data",
             {{"id", "33be18fc"},
              {"object", "chat.completion.chunk"},
              {"choices", Json::array()},
              {"usage",
               {{"prompt_tokens", 900},
                {"completion_tokens", completion},
                {"total_tokens", 900 + completion},
                {"completion_tokens_details", {{"reasoning_tokens", reasoning}}}}}}}};
}

/// Replaces the streamed answer of the scenario with these responses (one per streaming call).
void setAnswerResponses(Json& scenario, const Json& responses)
{
    for (Json& route : scenario["routes"]) {
        if (route["path"] == "/v1/chat/completions" &&
            route.value("match", Json::object()).value("bodyContains", std::string()) == "\"stream\":true") {
            route["responses"] = responses;
            route["repeatLast"] = true;
        }
    }
}

struct Fixture
{
    test::ScriptedServer server;
    settings::AppConfig config;

    std::unique_ptr<research::ResearchRun> start(const Json& scenario)
    {
        QString error;
        if (!server.loadScenario(lmars::json::dump(scenario), &error) || !server.start()) {
            qWarning() << "scripted server:" << error;
            return nullptr;
        }
        const QString base = server.baseUrl().toString();
        config = test::ScriptedRunConfig::make(base, QStringLiteral("deepseek-reasoner"));
        config.llm.requestTimeoutMs = 10000;
        QStringList notes;
        auto sources = research::SourceFactory::create(config, {}, &notes);
        if (!sources)
            return nullptr;
        auto model = llm::ChatModel::create(config.llm, std::make_shared<net::HttpClient>());
        return std::make_unique<research::ResearchRun>(
            QStringLiteral("My landlord in California kept my deposit. What can I do?"), research::ResearchOptions(),
            std::shared_ptr<llm::ChatModel>(std::move(model)), sources.value());
    }
};

} // namespace

class ReasoningRunTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reasoningIsKeptPerCallAndNeverInTheAnswerOrExport()
    {
        Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        setAnswerResponses(
            scenario,
            Json::array(
                {{{"status", 200},
                  {"sse", Json::array({chunk(nullptr, "The tenant wants {the deposit}; check [1]."),
                                       chunk("The landlord must return the deposit within 21 days [1].", nullptr),
                                       chunk("", nullptr, "stop"), usageChunk(60, 25), "[DONE]"})}}}));
        Fixture f;
        auto run = f.start(scenario);
        QVERIFY(run);
        const Result<void> outcome = run->run(CancelToken());
        QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().toString()));
        const model::ResearchState& s = run->state();
        QVERIFY2(!s.answer.rawMarkdown.contains(QStringLiteral("The tenant wants")), qPrintable(s.answer.rawMarkdown));
        QVERIFY(s.answer.markdown.startsWith(QStringLiteral("The landlord must return the deposit")));
        QVERIFY(!s.answer.truncated);
        QVERIFY(!s.answer.incomplete);

        QCOMPARE(s.usage.reasoningTokens, qint64(25));
        QVERIFY(!s.modelCalls.isEmpty());
        const model::ModelCall& answerCall = s.modelCalls.constLast();
        QCOMPARE(answerCall.purpose, QStringLiteral("answer"));
        QCOMPARE(answerCall.reasoning, QStringLiteral("The tenant wants {the deposit}; check [1]."));
        QCOMPARE(answerCall.reasoningTokens, qint64(25));

        // The trajectory keeps it (and reads it back); the export leaves it out.
        const Json trajectory = s.toJson();
        QCOMPARE(trajectory.at("modelCalls").back().at("reasoning").get<std::string>(),
                 std::string("The tenant wants {the deposit}; check [1]."));
        QCOMPARE(trajectory.at("usage").at("reasoningTokens").get<qint64>(), qint64(25));
        const model::ResearchState reread = model::ResearchState::fromJson(trajectory);
        QCOMPARE(reread.modelCalls.constLast().reasoning, answerCall.reasoning);
        const QString exported = exporting::SessionExport::trajectoryJson(s);
        QVERIFY(!exported.contains(QStringLiteral("The tenant wants")));
        QVERIFY(exported.contains(QStringLiteral("\"reasoningTokens\"")));
    }

    void answerCutOffTwiceIsMarkedTruncated()
    {
        Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        // Every streaming call stops at the limit: the answer and its one continuation.
        setAnswerResponses(
            scenario,
            Json::array({{{"status", 200},
                          {"sse", Json::array({chunk("The landlord must return", nullptr), chunk("", nullptr, "length"),
                                               usageChunk(4096, 0), "[DONE]"})}}}));
        Fixture f;
        auto run = f.start(scenario);
        QVERIFY(run);
        const Result<void> outcome = run->run(CancelToken());
        QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().toString()));
        const model::ResearchState& s = run->state();
        QVERIFY(s.answer.truncated);
        // The continuation wrote the cut text again and stopped: nothing is added twice (issue 29, item 10c).
        QCOMPARE(s.answer.rawMarkdown, QStringLiteral("The landlord must return"));
        int streamed = 0;
        for (const auto& r : f.server.requestsTo(QStringLiteral("/v1/chat/completions")))
            streamed += r.body.contains("\"stream\":true") ? 1 : 0;
        QCOMPARE(streamed, 2); // the answer and one continuation, no more
        bool reported = false;
        for (const model::RunError& e : s.errors)
            reported = reported || (e.stage == model::Stage::Summary && e.message.contains(QStringLiteral("cut off")));
        QVERIFY(reported);
        QCOMPARE(s.toJson().at("answer").at("truncated").get<bool>(), true);
        int truncatedCalls = 0;
        for (const model::ModelCall& call : s.modelCalls)
            truncatedCalls += call.truncated ? 1 : 0;
        QCOMPARE(truncatedCalls, 2);
    }

    void interruptedAnswerIsKeptThenContinued()
    {
        Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        // The answer breaks off with a retryable error chunk after some text (OpenRouter-style)...
        setAnswerResponses(
            scenario,
            Json::array({{{"status", 200},
                          {"sse", Json::array({chunk("The landlord must ", nullptr),
                                               {{"data", {{"error", {{"code", 502}, {"message", "Upstream error"}}}}}},
                                               "[DONE]"})}}}));
        // ... and the continuation writes the rest.
        const Json continuation{
            {"method", "POST"},
            {"path", "/v1/chat/completions"},
            {"match", {{"bodyContains", "Continue it exactly where it stopped"}}},
            {"responses",
             Json::array({{{"status", 200},
                           {"sse", Json::array({chunk("return the deposit within 21 days [1].", nullptr),
                                                chunk("", nullptr, "stop"), usageChunk(12, 0), "[DONE]"})}}})}};
        scenario["routes"].insert(scenario["routes"].begin(), continuation);
        Fixture f;
        auto run = f.start(scenario);
        QVERIFY(run);
        const Result<void> outcome = run->run(CancelToken());
        QVERIFY(!outcome.ok()); // an incomplete answer is not a finished run
        QVERIFY2(outcome.error().summary.contains(QStringLiteral("Upstream error")),
                 qPrintable(outcome.error().summary));
        QCOMPARE(run->state().status, model::RunStatus::Incomplete);
        QCOMPARE(run->state().toJson().at("status").get<std::string>(), std::string("incomplete"));
        QVERIFY(run->state().answer.incomplete);
        QCOMPARE(run->state().answer.rawMarkdown, QStringLiteral("The landlord must "));
        QVERIFY(run->state().answer.incompleteReason.contains(QStringLiteral("Upstream error")));
        QVERIFY(run->state().toJson().at("answer").at("incomplete").get<bool>());

        QStringList deltas;
        struct Deltas : model::ResearchObserver
        {
            QStringList* out;
            void onEvent(const model::ResearchEvent& event, const model::ResearchState&) override
            {
                if (event.type == model::ResearchEvent::Type::AnswerDelta)
                    *out << event.delta;
            }
        } observer;
        observer.out = &deltas;
        run->addObserver(&observer);
        const Result<void> continued = run->continueAnswer(CancelToken());
        QVERIFY2(continued.ok(), qPrintable(continued.ok() ? QString() : continued.error().toString()));
        QCOMPARE(deltas.join(QString()), QStringLiteral("return the deposit within 21 days [1]."));
        const model::Answer& answer = run->state().answer;
        QVERIFY(!answer.incomplete);
        QVERIFY(!answer.truncated);
        QCOMPARE(answer.rawMarkdown, QStringLiteral("The landlord must return the deposit within 21 days [1]."));
        QCOMPARE(answer.citations.size(), 1);
        QCOMPARE(run->state().status, model::RunStatus::Finished); // whole now: the run is finished

        // A complete answer has nothing to continue.
        QCOMPARE(run->continueAnswer(CancelToken()).error().kind, ErrorKind::Usage);
    }
};

QTEST_GUILESS_MAIN(ReasoningRunTest)
#include "ReasoningRunTest.moc"
