// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop's "continue the answer": a Simple Mode run through ResearchWorker whose answer stream
// breaks after some text (an OpenRouter-style error chunk, or the connection reset), then
// ResearchWorker::continueAnswer() writes the rest on the worker thread — from the finished run's
// state, or from the session as the history loads it again — saves it, and can be cancelled.
// Real HTTP code against a scripted server (tests/scenarios/run_simple_openai.json).
#include "ScriptedServer.h"
#include "common/JsonUtil.h"
#include "research/ResearchWorker.h"
#include "research/RunBuilder.h"
#include "sessions/SessionStore.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using Json = nlohmann::json;

namespace {

constexpr const char* kQuestion = "My landlord in California kept my deposit. What can I do?";

Json loadScenario(const QString& name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(f.readAll().toStdString());
}

/// An OpenAI-compatible stream chunk as OpenRouter sends it.
Json chunk(const std::string& content, const char* finish = nullptr)
{
    return {{"data",
             {{"id", "gen-1762179802-UN8pkJI4AGZvryk0kFnb"},
              {"provider", "DeepInfra"},
              {"model", "meta-llama/llama-3.3-70b-instruct"},
              {"object", "chat.completion.chunk"},
              {"created", 1762179802},
              {"choices",
               {{{"index", 0},
                 {"delta", {{"role", "assistant"}, {"content", content}}},
                 {"finish_reason", finish ? Json(finish) : Json(nullptr)},
                 {"native_finish_reason", finish ? Json(finish) : Json(nullptr)},
                 {"logprobs", nullptr}}}}}}};
}

/// OpenRouter's mid-stream error chunk (wire-recordings/openrouter/stream_comments_reasoning_length_error.sse):
/// the error object beside an empty delta, with the usage so far.
Json errorChunk(int code, const char* message, int completionTokens)
{
    Json c = chunk("");
    c["data"]["error"] = {{"code", code}, {"message", message}};
    c["data"]["usage"] = {
        {"prompt_tokens", 900}, {"completion_tokens", completionTokens}, {"total_tokens", 900 + completionTokens}};
    return c;
}

Json usageChunk(int completionTokens)
{
    return {{"data",
             {{"id", "gen-1762179802-UN8pkJI4AGZvryk0kFnb"},
              {"object", "chat.completion.chunk"},
              {"choices", Json::array()},
              {"usage",
               {{"prompt_tokens", 950},
                {"completion_tokens", completionTokens},
                {"total_tokens", 950 + completionTokens}}}}}};
}

/// The scenario with the answer stream replaced by `answer` and a continuation route (the summary
/// agent's resume prompt) answering with `continuation`.
Json scenarioWith(const Json& answer, const Json& continuation)
{
    Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
    for (Json& route : scenario["routes"]) {
        if (route["path"] == "/v1/chat/completions" &&
            route.value("match", Json::object()).value("bodyContains", std::string()) == "\"stream\":true")
            route["responses"] = Json::array({answer});
    }
    scenario["routes"].insert(scenario["routes"].begin(),
                              Json{{"method", "POST"},
                                   {"path", "/v1/chat/completions"},
                                   {"match", {{"bodyContains", "Continue it exactly where it stopped"}}},
                                   {"responses", Json::array({continuation})}});
    return scenario;
}

Json restOfTheAnswer(int chunkDelayMs = 0)
{
    return {{"status", 200},
            {"chunkDelayMs", chunkDelayMs},
            {"sse", Json::array({chunk("return the deposit "), chunk("within 21 days [1]."), chunk("", "stop"),
                                 usageChunk(12), "[DONE]"})}};
}

} // namespace

class ResearchWorkerContinueTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<test::ScriptedServer> m_server;
    settings::AppConfig m_config;

    bool startServer(const Json& scenario, const QString& dataDir)
    {
        QString error;
        if (!m_server->loadScenario(json::dump(scenario), &error) || !m_server->start()) {
            qWarning() << "scripted server:" << error;
            return false;
        }
        const QString base = m_server->baseUrl().toString();
        m_config = settings::AppConfig::load({}, {});
        m_config.llm.provider = llm::Provider::OpenAiCompatible;
        m_config.llm.baseUrl = QUrl(base + QStringLiteral("/v1"));
        m_config.llm.model = QStringLiteral("meta-llama/llama-3.3-70b-instruct");
        m_config.llm.apiKey = QStringLiteral("sk-or-test");
        m_config.llm.requestTimeoutMs = 10000;
        m_config.serperApiKey = QStringLiteral("serper-test");
        m_config.serperUrl = QUrl(base);
        m_config.courtListenerUrl = QUrl(base);
        m_config.dataDir = m_dir.filePath(dataDir);
        return true;
    }

    /// Runs the question through a worker; the final state, or null.
    research::StateSnapshot runFirst()
    {
        research::ResearchRequest request;
        request.question = QString::fromUtf8(kQuestion);
        request.config = m_config;
        research::ResearchWorker worker;
        QSignalSpy finished(&worker, &research::ResearchWorker::finished);
        if (!worker.start(request) || !finished.wait(60000))
            return nullptr;
        return finished.first().at(0).value<research::StateSnapshot>();
    }

    /// The session as the history loads it from the session database.
    std::optional<model::ResearchState> loadSaved(const QString& id) const
    {
        auto store = store::SessionStore::open(m_config.sessionDatabasePath());
        if (!store)
            return std::nullopt;
        auto json = store.value()->load(id);
        if (!json || !json.value())
            return std::nullopt;
        return model::ResearchState::fromJson(*json.value());
    }

    int continuationRequests() const
    {
        int n = 0;
        for (const auto& r : m_server->requestsTo(QStringLiteral("/v1/chat/completions")))
            n += r.body.contains("Continue it exactly where it stopped") ? 1 : 0;
        return n;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void init() { m_server = std::make_unique<test::ScriptedServer>(); }

    void cleanup() { m_server.reset(); }

    void errorChunkThenContinueFromTheFinishedRun()
    {
        const Json broken{
            {"status", 200},
            {"sse", Json::array({chunk("The landlord must "), errorChunk(502, "Upstream error", 4), "[DONE]"})}};
        QVERIFY(startServer(scenarioWith(broken, restOfTheAnswer()), QStringLiteral("chunk")));
        const research::StateSnapshot first = runFirst();
        QVERIFY(first);
        QCOMPARE(first->status, model::RunStatus::Incomplete); // the part is kept; the ending says so
        QVERIFY(first->answer.incomplete);
        QVERIFY(first->answer.incompleteReason.contains(QStringLiteral("Upstream error")));
        QCOMPARE(first->answer.rawMarkdown, QStringLiteral("The landlord must "));
        const int callsBefore = int(first->modelCalls.size());
        const qint64 completionBefore = first->usage.completionTokens;
        QVERIFY(completionBefore >= 4); // the error chunk's usage was counted

        research::ResearchWorker worker;
        QSignalSpy deltas(&worker, &research::ResearchWorker::answerDelta);
        QSignalSpy events(&worker, &research::ResearchWorker::researchEvent);
        QSignalSpy finished(&worker, &research::ResearchWorker::finished);
        QVERIFY(worker.continueAnswer(*first, m_config));
        QVERIFY(!worker.continueAnswer(*first, m_config)); // one at a time
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().at(1).toString(), QString());
        const auto state = finished.first().at(0).value<research::StateSnapshot>();
        QString streamed;
        for (const auto& d : std::as_const(deltas))
            streamed += d.at(0).toString();
        QCOMPARE(streamed, QStringLiteral("return the deposit within 21 days [1]."));
        QVERIFY(!events.isEmpty()); // the summary stage is shown as it runs

        QCOMPARE(state->id, first->id);
        QVERIFY(!state->answer.incomplete);
        QVERIFY(!state->answer.truncated);
        QCOMPARE(state->answer.rawMarkdown, QStringLiteral("The landlord must return the deposit within 21 days [1]."));
        QCOMPARE(state->answer.citations.size(), 1);
        // The saved calls stay; the continuation is added, then the whole answer is checked again.
        QCOMPARE(state->modelCalls.size(), callsBefore + 2);
        QCOMPARE(state->modelCalls.last().purpose, QStringLiteral("claim_support"));
        QVERIFY(state->verification.present && state->verification.finished);
        QCOMPARE(state->usage.calls, first->usage.calls + 2);
        QCOMPARE(state->usage.completionTokens, completionBefore + 12);
        QVERIFY(state->totalMs >= first->totalMs);
        QCOMPARE(continuationRequests(), 1);
        // The continuation request carries the text so far, so the model goes on from it.
        for (const auto& r : m_server->requestsTo(QStringLiteral("/v1/chat/completions")))
            if (r.body.contains("Continue it exactly where it stopped"))
                QVERIFY(r.body.contains("The landlord must"));

        // The session database holds the whole answer and the updated trajectory.
        const auto saved = loadSaved(first->id);
        QVERIFY(saved);
        QVERIFY(!saved->answer.incomplete);
        QCOMPARE(saved->answer.markdown, state->answer.markdown);
        QCOMPARE(saved->modelCalls.size(), callsBefore + 2);
        QVERIFY(saved->verification.finished); // the saved record is the re-check of the whole answer
        QCOMPARE(saved->status, model::RunStatus::Finished);

        // Nothing is left to continue: a clear message, and the answer stays.
        QSignalSpy again(&worker, &research::ResearchWorker::finished);
        QVERIFY(worker.continueAnswer(*state, m_config));
        QVERIFY(again.wait(30000));
        QVERIFY(again.first().at(1).toString().contains(QStringLiteral("nothing to continue")));
        QCOMPARE(again.first().at(0).value<research::StateSnapshot>()->answer.markdown, state->answer.markdown);
        QCOMPARE(continuationRequests(), 1);
    }

    void connectionResetThenContinueASessionFromHistory()
    {
        // The connection closes abruptly after two chunks of text (no [DONE], no finish_reason).
        const Json reset{{"status", 200},
                         {"truncateAfter", 2},
                         {"sse", Json::array({chunk("The landlord "), chunk("must "), chunk("never"), "[DONE]"})}};
        QVERIFY(startServer(scenarioWith(reset, restOfTheAnswer()), QStringLiteral("reset")));
        const research::StateSnapshot first = runFirst();
        QVERIFY(first);
        QVERIFY(first->answer.incomplete);
        QCOMPARE(first->answer.rawMarkdown, QStringLiteral("The landlord must "));

        // As after a restart: the session comes back from the database, a new worker continues it.
        const auto reopened = loadSaved(first->id);
        QVERIFY(reopened);
        QVERIFY(reopened->answer.incomplete);
        research::ResearchWorker worker;
        QSignalSpy finished(&worker, &research::ResearchWorker::finished);
        QVERIFY(worker.continueAnswer(*reopened, m_config));
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().at(1).toString(), QString());
        const auto state = finished.first().at(0).value<research::StateSnapshot>();
        QVERIFY(!state->answer.incomplete);
        QCOMPARE(state->answer.rawMarkdown, QStringLiteral("The landlord must return the deposit within 21 days [1]."));
        QCOMPARE(state->sources.size(), reopened->sources.size());
        QCOMPARE(state->modelCalls.size(), reopened->modelCalls.size() + 2); // the continuation, the claim check
        const auto saved = loadSaved(first->id);
        QVERIFY(saved);
        QVERIFY(!saved->answer.incomplete);
        QCOMPARE(saved->answer.markdown, state->answer.markdown);
    }

    void cancelledOrFailedContinuationKeepsTheAnswer()
    {
        const Json broken{
            {"status", 200},
            {"sse", Json::array({chunk("The landlord must "), errorChunk(502, "Upstream error", 4), "[DONE]"})}};
        // The continuation streams slowly: cancelled after its first text.
        QVERIFY(startServer(scenarioWith(broken, restOfTheAnswer(3000)), QStringLiteral("cancel")));
        const research::StateSnapshot first = runFirst();
        QVERIFY(first);
        QVERIFY(first->answer.incomplete);

        research::ResearchWorker worker;
        QSignalSpy deltas(&worker, &research::ResearchWorker::answerDelta);
        QSignalSpy finished(&worker, &research::ResearchWorker::finished);
        QVERIFY(worker.continueAnswer(*first, m_config));
        QVERIFY(deltas.wait(20000));
        QVERIFY(worker.isRunning());
        worker.cancel();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().at(1).toString(), QString()); // a cancel is no error
        const auto cancelled = finished.first().at(0).value<research::StateSnapshot>();
        QVERIFY(cancelled->answer.incomplete);
        QCOMPARE(cancelled->answer.rawMarkdown, QStringLiteral("The landlord must "));
        const auto saved = loadSaved(first->id);
        QVERIFY(saved);
        QVERIFY(saved->answer.incomplete);
        QCOMPARE(saved->answer.markdown, first->answer.markdown);

        // Without a model configured: a clear message, nothing sent, the answer as it was.
        settings::AppConfig noModel = m_config;
        noModel.llm.provider = llm::Provider::Anthropic;
        noModel.llm.apiKey.clear();
        const int requests = continuationRequests();
        QSignalSpy refused(&worker, &research::ResearchWorker::finished);
        QVERIFY(worker.continueAnswer(*first, noModel));
        QVERIFY(refused.wait(10000));
        QVERIFY(refused.first().at(1).toString().contains(noModel.missingLlmConfiguration()));
        QCOMPARE(refused.first().at(0).value<research::StateSnapshot>()->answer.rawMarkdown, first->answer.rawMarkdown);
        QCOMPARE(continuationRequests(), requests);
    }

    void runBuilderRecordsTheContinuationIntoTheSavedSession()
    {
        // What the worker and `lmars-cli ask` both go through: RunBuilder with recordInto() writes the
        // first run into a session, and a continuation it builds from that saved session writes there too.
        const Json broken{
            {"status", 200},
            {"sse", Json::array({chunk("The landlord must "), errorChunk(502, "Upstream error", 4), "[DONE]"})}};
        QVERIFY(startServer(scenarioWith(broken, restOfTheAnswer()), QStringLiteral("builder")));
        QVERIFY(QDir().mkpath(m_config.dataDir));
        QString id;
        int eventsBefore = 0;
        {
            auto store = store::SessionStore::open(m_config.sessionDatabasePath());
            QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
            research::RunBuilder builder(m_config, {});
            builder.recordInto(store.value().get());
            auto built = builder.build(QString::fromUtf8(kQuestion), research::ResearchOptions(), nullptr);
            QVERIFY2(built, qPrintable(built ? QString() : built.error().toString()));
            QVERIFY(built->recorder);
            const Result<void> outcome = built->run->run(CancelToken());
            Q_UNUSED(outcome)
            QCOMPARE(built->run->state().status, model::RunStatus::Incomplete);
            QCOMPARE(built->save(), QString());
            id = built->run->state().id;
            auto events = store.value()->events(id);
            QVERIFY(events && events->is_array());
            eventsBefore = int(events->size());
            QVERIFY(eventsBefore > 0);
        }
        const auto reopened = loadSaved(id);
        QVERIFY(reopened);
        QVERIFY(reopened->answer.incomplete);
        QCOMPARE(reopened->answer.rawMarkdown, QStringLiteral("The landlord must "));

        auto store = store::SessionStore::open(m_config.sessionDatabasePath());
        QVERIFY(store);
        research::RunBuilder builder(m_config, {});
        builder.recordInto(store.value().get());
        auto built = builder.buildContinuation(*reopened);
        QVERIFY2(built, qPrintable(built ? QString() : built.error().toString()));
        QVERIFY(built->recorder);
        QCOMPARE(built->run->state().id, id);
        QVERIFY(built->run->continueAnswer(CancelToken()));
        QCOMPARE(built->save(), QString());
        QCOMPARE(continuationRequests(), 1);

        // One session, the same one: its trajectory holds the whole answer, its events went on.
        auto sessions = store.value()->list(store::SessionFilter());
        QVERIFY(sessions);
        QCOMPARE(sessions->size(), 1);
        QCOMPARE(sessions->first().id, id);
        const auto saved = loadSaved(id);
        QVERIFY(saved);
        QVERIFY(!saved->answer.incomplete);
        QCOMPARE(saved->status, model::RunStatus::Finished);
        QCOMPARE(saved->answer.rawMarkdown, QStringLiteral("The landlord must return the deposit within 21 days [1]."));
        QCOMPARE(saved->modelCalls.size(), reopened->modelCalls.size() + 2);
        auto events = store.value()->events(id);
        QVERIFY(events && events->is_array());
        QVERIFY(int(events->size()) > eventsBefore);

        // Without a model: a Configuration error naming what to set, before anything is sent.
        settings::AppConfig noModel = m_config;
        noModel.llm.provider = llm::Provider::Anthropic;
        noModel.llm.apiKey.clear();
        research::RunBuilder refusing(noModel, {});
        const auto refused = refusing.buildContinuation(*saved);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, ErrorKind::Configuration);
        QCOMPARE(continuationRequests(), 1);
    }
};

QTEST_GUILESS_MAIN(ResearchWorkerContinueTest)
#include "ResearchWorkerContinueTest.moc"
