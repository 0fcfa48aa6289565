// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmTestRequests.h"
#include "ScriptedServer.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"

#include <QElapsedTimer>
#include <QTest>

#include <nlohmann/json.hpp>

#include <chrono>
#include <thread>

namespace lmars::llm {

using nlohmann::json;
using test::ScriptedServer;

/// OpenAiCompatibleModel against a scripted OpenAI-compatible server on 127.0.0.1.
class OpenAiCompatibleModelTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void structuredSendsStrictJsonSchema();
    void streamsDeltasInOrderWithUsage();
    void reasoningModelGetsMaxCompletionTokensOnly();
    void normalModelGetsTemperatureAndMaxTokens();
    void badKeyIsClearAndRedacted();
    void rateLimitHonoursRetryAfter();
    void serverErrorThenSuccess();
    void serverErrorForeverFails();
    void timeoutIsReported();
    void cancelStopsQuickly();
    void connectionRefusedIsReported();
    void truncatedStreamIsAnError();
    void midStreamErrorIsReported();
    void refusalIsAnError();
    void baseUrlWithoutV1StillAppendsPath();
};

namespace {

const char* const kKey = "sk-test-SECRET-0123456789";

LlmConfig configFor(const ScriptedServer& server, const QString& model = QStringLiteral("gpt-4.1-mini"))
{
    LlmConfig config;
    config.provider = Provider::OpenAiCompatible;
    config.baseUrl = QUrl(server.baseUrl().toString() + QStringLiteral("/v1"));
    config.model = model;
    config.apiKey = QString::fromLatin1(kKey);
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 3;
    config.retryBackoffMs = 10;
    return config;
}

} // namespace

void OpenAiCompatibleModelTest::structuredSendsStrictJsonSchema()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_chat.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->json.at("holding").get<std::string>(), std::string("The search was unlawful."));
    QCOMPARE(reply->json.at("citations").size(), size_t(1));
    QCOMPARE(reply->repairAttempts, 0);
    QCOMPARE(reply->finishReason, QStringLiteral("stop"));
    QCOMPARE(reply->usage.promptTokens, qint64(120));
    QCOMPARE(reply->usage.completionTokens, qint64(30));

    const auto requests = server.requestsTo(QStringLiteral("/v1/chat/completions"));
    QCOMPARE(requests.size(), 1);
    QCOMPARE(requests[0].headers.value("authorization"), QByteArray("Bearer ") + kKey);
    const json body = bodyOf(requests[0]);
    QCOMPARE(body.at("model").get<std::string>(), std::string("gpt-4.1-mini"));
    QCOMPARE(body.at("messages").size(), size_t(2));
    QCOMPARE(body.at("messages")[0].at("role").get<std::string>(), std::string("system"));
    QCOMPARE(body.at("messages")[1].at("role").get<std::string>(), std::string("user"));
    const json& format = body.at("response_format");
    QCOMPARE(format.at("type").get<std::string>(), std::string("json_schema"));
    QCOMPARE(format.at("json_schema").at("name").get<std::string>(), std::string("case_summary"));
    QCOMPARE(format.at("json_schema").at("strict").get<bool>(), true);
    QVERIFY(format.at("json_schema").at("schema") == caseSummary().schema);
    QCOMPARE(body.at("stream").get<bool>(), false);
}

void OpenAiCompatibleModelTest::streamsDeltasInOrderWithUsage()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_chat.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    QStringList deltas;
    const Result<ChatReply> reply = model->stream(question(), [&](const QString& delta) { deltas.append(delta); });
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(deltas, (QStringList{QStringLiteral("The court "), QStringLiteral("held that the search "),
                                  QStringLiteral("was unlawful [1].")}));
    QCOMPARE(reply->text, QStringLiteral("The court held that the search was unlawful [1]."));
    QCOMPARE(reply->finishReason, QStringLiteral("stop"));
    QCOMPARE(reply->usage.promptTokens, qint64(812));
    QCOMPARE(reply->usage.completionTokens, qint64(95));

    const json body = bodyOf(server.requests().at(0));
    QCOMPARE(body.at("stream").get<bool>(), true);
    QCOMPARE(body.at("stream_options").at("include_usage").get<bool>(), true);
    QVERIFY(!body.contains("response_format"));
    QCOMPARE(server.requests().at(0).headers.value("accept"), QByteArray("text/event-stream"));
}

void OpenAiCompatibleModelTest::reasoningModelGetsMaxCompletionTokensOnly()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_chat.json")));
    QVERIFY(server.start());
    for (const QString& id : {QStringLiteral("o3-mini"), QStringLiteral("openai/gpt-5-mini")}) {
        auto model = ChatModel::create(configFor(server, id), std::make_shared<net::HttpClient>());
        ChatRequest request = question();
        request.temperature = 0.7;
        request.maxOutputTokens = 1200;
        const Result<ChatReply> reply = model->complete(request);
        QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
        QCOMPARE(reply->text, QStringLiteral("Hello from the scripted model."));
        const json body = bodyOf(server.requests().constLast());
        QVERIFY(!body.contains("temperature"));
        QVERIFY(!body.contains("max_tokens"));
        QCOMPARE(body.at("max_completion_tokens").get<int>(), 1200);
    }
}

void OpenAiCompatibleModelTest::normalModelGetsTemperatureAndMaxTokens()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_chat.json")));
    QVERIFY(server.start());
    LlmConfig config = configFor(server, QStringLiteral("qwen3:8b"));
    config.temperature = 0.3;
    config.maxOutputTokens = 2048;
    config.apiKey.clear();
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->complete(question());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    json body = bodyOf(server.requests().constLast());
    QCOMPARE(body.at("temperature").get<double>(), 0.3);
    QCOMPARE(body.at("max_tokens").get<int>(), 2048);
    QVERIFY(!body.contains("max_completion_tokens"));
    QVERIFY(!server.requests().constLast().headers.contains("authorization"));

    ChatRequest request = question();
    request.temperature = 0.0;
    QVERIFY(model->complete(request).ok());
    body = bodyOf(server.requests().constLast());
    QCOMPARE(body.at("temperature").get<double>(), 0.0);
}

void OpenAiCompatibleModelTest::badKeyIsClearAndRedacted()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_bad_key.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->complete(question());
    QVERIFY(!reply.ok());
    const Error& error = reply.error();
    QCOMPARE(error.kind, ErrorKind::Http);
    QCOMPARE(error.httpStatus, 401);
    QVERIFY2(error.summary.contains(QStringLiteral("OpenAI-compatible server at 127.0.0.1:")),
             qPrintable(error.summary));
    QVERIFY2(error.summary.contains(QStringLiteral("rejected the API key (HTTP 401)")), qPrintable(error.summary));
    QVERIFY(!error.toString().contains(QString::fromLatin1(kKey)));
    QVERIFY(!error.providerMessage.contains(QString::fromLatin1(kKey)));
    QVERIFY2(error.providerMessage.contains(QStringLiteral("Incorrect API key")), qPrintable(error.providerMessage));
    QCOMPARE(server.requests().size(), 1); // 401 is not retried
}

void OpenAiCompatibleModelTest::rateLimitHonoursRetryAfter()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_rate_limited.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->complete(question());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->text, QStringLiteral("Answer after the rate limit."));
    const auto requests = server.requests();
    QCOMPARE(requests.size(), 2);
    QVERIFY2(requests[1].receivedAtMs - requests[0].receivedAtMs >= 900,
             qPrintable(QString::number(requests[1].receivedAtMs - requests[0].receivedAtMs)));
}

void OpenAiCompatibleModelTest::serverErrorThenSuccess()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_server_error_once.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->complete(question());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->text, QStringLiteral("Answer after a server error."));
    QCOMPARE(server.requests().size(), 2);
}

void OpenAiCompatibleModelTest::serverErrorForeverFails()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_server_error.json")));
    QVERIFY(server.start());
    LlmConfig config = configFor(server);
    config.maxAttempts = 2;
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->complete(question());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().kind, ErrorKind::Http);
    QCOMPARE(reply.error().httpStatus, 500);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("server error (HTTP 500)")),
             qPrintable(reply.error().summary));
    QVERIFY(reply.error().providerMessage.contains(QStringLiteral("The server had an error")));
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(model->usageTotals().calls, 1);
}

void OpenAiCompatibleModelTest::timeoutIsReported()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_slow.json")));
    QVERIFY(server.start());
    LlmConfig config = configFor(server);
    config.requestTimeoutMs = 300;
    config.maxAttempts = 1;
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());

    QElapsedTimer timer;
    timer.start();
    const Result<ChatReply> reply = model->complete(question());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().kind, ErrorKind::Timeout);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("did not answer in time")),
             qPrintable(reply.error().summary));
    QVERIFY(timer.elapsed() < 3000);
}

void OpenAiCompatibleModelTest::cancelStopsQuickly()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_slow.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    CancelToken cancel;
    std::thread canceller([cancel, &server] {
        // Cancel once the request is on the server, which answers slowly.
        for (int i = 0; i < 1000 && server.requests().isEmpty(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        cancel.cancel();
    });
    QElapsedTimer timer;
    timer.start();
    const Result<ChatReply> reply = model->stream(
        question(), [](const QString&) {}, cancel);
    const qint64 elapsed = timer.elapsed();
    canceller.join();
    QVERIFY(!reply.ok());
    QVERIFY(reply.error().isCancelled());
    QVERIFY2(elapsed < 1500, qPrintable(QString::number(elapsed)));
}

void OpenAiCompatibleModelTest::connectionRefusedIsReported()
{
    LlmConfig config;
    config.provider = Provider::OpenAiCompatible;
    config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1/v1").arg(ScriptedServer::unusedPort()));
    config.model = QStringLiteral("gpt-4.1-mini");
    config.maxAttempts = 1;
    config.requestTimeoutMs = 3000;
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->complete(question());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().kind, ErrorKind::Network);
    QVERIFY2(
        reply.error().summary.startsWith(QStringLiteral("Could not reach the OpenAI-compatible server at 127.0.0.1:")),
        qPrintable(reply.error().summary));
}

void OpenAiCompatibleModelTest::truncatedStreamIsAnError()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_stream_truncated.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    QString streamed;
    const Result<ChatReply> reply = model->stream(question(), [&](const QString& delta) { streamed += delta; });
    // The shown part is kept and marked incomplete, with the reason.
    QVERIFY(reply.ok());
    QVERIFY(reply->incomplete);
    QCOMPARE(reply->text, QStringLiteral("The court held that"));
    QCOMPARE(reply->interruption.kind, ErrorKind::InvalidResponse);
    QVERIFY2(reply->interruption.summary.contains(QStringLiteral("The model's answer stream was cut off.")),
             qPrintable(reply->interruption.summary));
    QCOMPARE(streamed, QStringLiteral("The court held that"));
    QCOMPARE(server.requests().size(), 1); // a stream that already delivered text is not retried
    QVERIFY(model->calls().constLast().incomplete);
}

void OpenAiCompatibleModelTest::midStreamErrorIsReported()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_stream_error.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->stream(question(), [](const QString&) {});
    // "The court " was shown before the error: kept, marked incomplete, not sent again.
    QVERIFY(reply.ok());
    QVERIFY(reply->incomplete);
    QCOMPARE(reply->text, QStringLiteral("The court "));
    QCOMPARE(reply->interruption.kind, ErrorKind::Http);
    QCOMPARE(reply->interruption.httpStatus, 502);
    QCOMPARE(reply->interruption.providerMessage, QStringLiteral("Upstream model provider is unavailable"));
    QVERIFY(reply->interruption.summary.contains(QStringLiteral("OpenAI-compatible server at 127.0.0.1:")));
    QCOMPARE(server.requests().size(), 1);
}

void OpenAiCompatibleModelTest::refusalIsAnError()
{
    ScriptedServer server;
    QVERIFY(server.loadScenario(R"({"routes": [{"method": "POST", "path": "/v1/chat/completions", "responses": [
        {"status": 200, "json": {"choices": [{"index": 0, "message": {"role": "assistant", "content": null,
         "refusal": "I cannot help with that."}, "finish_reason": "stop"}], "usage": {"prompt_tokens": 5, "completion_tokens": 3}}}]}]})"));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().kind, ErrorKind::InvalidResponse);
    QCOMPARE(reply.error().providerMessage, QStringLiteral("I cannot help with that."));
    QCOMPARE(server.requests().size(), 1);
}

void OpenAiCompatibleModelTest::baseUrlWithoutV1StillAppendsPath()
{
    ScriptedServer server;
    QVERIFY(server.loadScenario(R"({"routes": [{"method": "POST", "path": "/api/chat/completions", "responses": [
        {"status": 200, "json": {"choices": [{"index": 0, "message": {"role": "assistant", "content": "ok"},
         "finish_reason": "stop"}]}}]}]})"));
    QVERIFY(server.start());
    LlmConfig config = configFor(server);
    config.baseUrl = QUrl(server.baseUrl().toString() + QStringLiteral("/api/"));
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->complete(question());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->text, QStringLiteral("ok"));
    QCOMPARE(reply->usage.promptTokens, qint64(0));
}

} // namespace lmars::llm

QTEST_GUILESS_MAIN(lmars::llm::OpenAiCompatibleModelTest)
#include "OpenAiCompatibleModelTest.moc"
