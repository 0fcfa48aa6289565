// SPDX-License-Identifier: GPL-3.0-or-later
#include "llm/AnthropicModel.h"
#include "LlmTestRequests.h"
#include "ScriptedServer.h"
#include "net/HttpClient.h"

#include <QTest>

#include <nlohmann/json.hpp>

namespace lmars::llm {

using nlohmann::json;
using test::ScriptedServer;

/// AnthropicModel against a scripted Messages API server on 127.0.0.1.
class AnthropicModelTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void structuredForcesTool();
    void streamsNamedEvents();
    void streamWithoutMessageStopIsCutOff();
    void errorEventIsReported();
    void requestShapeAndClampedTemperature();
    void messagesUrlDoesNotDoubleV1();
    void badKeyNamesAnthropic();
    void missingKeyForAnthropicIsConfiguration();
};

namespace {

const char* const kKey = "sk-ant-test-SECRET-987654321";

LlmConfig configFor(const ScriptedServer& server)
{
    LlmConfig config;
    config.provider = Provider::Anthropic;
    config.baseUrl = server.baseUrl();
    config.model = QStringLiteral("claude-sonnet-4-5");
    config.apiKey = QString::fromLatin1(kKey);
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 2;
    config.retryBackoffMs = 10;
    config.maxOutputTokens = 3000;
    return config;
}

} // namespace

void AnthropicModelTest::structuredForcesTool()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_anthropic_chat.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->json.at("holding").get<std::string>(), std::string("The search was unlawful."));
    QCOMPARE(reply->finishReason, QStringLiteral("tool_use"));
    QCOMPARE(reply->usage.promptTokens, qint64(300));
    QCOMPARE(reply->usage.completionTokens, qint64(40));
    QCOMPARE(reply->repairAttempts, 0);

    const auto requests = server.requestsTo(QStringLiteral("/v1/messages"));
    QCOMPARE(requests.size(), 1);
    QCOMPARE(requests[0].headers.value("x-api-key"), QByteArray(kKey));
    QCOMPARE(requests[0].headers.value("anthropic-version"), QByteArray("2023-06-01"));
    QVERIFY(!requests[0].headers.contains("authorization"));
    const json body = bodyOf(requests[0]);
    QVERIFY(body.at("tool_choice") == json::parse(R"({"type": "tool", "name": "case_summary"})"));
    QCOMPARE(body.at("tools").size(), size_t(1));
    QCOMPARE(body.at("tools")[0].at("name").get<std::string>(), std::string("case_summary"));
    QVERIFY(body.at("tools")[0].at("input_schema") == caseSummary().schema);
    QVERIFY(!body.contains("stream") || body.at("stream") == false);
}

void AnthropicModelTest::streamsNamedEvents()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_anthropic_chat.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    QStringList deltas;
    const Result<ChatReply> reply = model->stream(question(), [&](const QString& delta) { deltas.append(delta); });
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(deltas,
             (QStringList{QStringLiteral("The court held "), QStringLiteral("that the search was unlawful [1].")}));
    QCOMPARE(reply->text, QStringLiteral("The court held that the search was unlawful [1]."));
    QCOMPARE(reply->finishReason, QStringLiteral("end_turn"));
    QCOMPARE(reply->usage.promptTokens, qint64(640));
    QCOMPARE(reply->usage.completionTokens, qint64(42));
    QCOMPARE(bodyOf(server.requests().at(0)).at("stream").get<bool>(), true);
}

void AnthropicModelTest::streamWithoutMessageStopIsCutOff()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_anthropic_stream_cut.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    QString streamed;
    const Result<ChatReply> reply = model->stream(question(), [&](const QString& delta) { streamed += delta; });
    QVERIFY(reply.ok());
    QVERIFY(reply->incomplete);
    QCOMPARE(reply->text, QStringLiteral("The court held"));
    QCOMPARE(reply->interruption.kind, ErrorKind::InvalidResponse);
    QVERIFY2(reply->interruption.summary.contains(QStringLiteral("cut off")), qPrintable(reply->interruption.summary));
    QVERIFY(reply->interruption.summary.contains(QStringLiteral("Anthropic API at 127.0.0.1:")));
    QCOMPARE(streamed, QStringLiteral("The court held"));
}

void AnthropicModelTest::errorEventIsReported()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_anthropic_stream_error.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->stream(question(), [](const QString&) {});
    // "The court" was shown before overloaded_error: kept, marked incomplete, with the real reason.
    QVERIFY(reply.ok());
    QVERIFY(reply->incomplete);
    QCOMPARE(reply->text, QStringLiteral("The court"));
    QCOMPARE(reply->interruption.kind, ErrorKind::Http);
    QCOMPARE(reply->interruption.httpStatus, 529);
    QCOMPARE(reply->interruption.providerMessage, QStringLiteral("Overloaded"));
    QVERIFY(reply->interruption.summary.contains(QStringLiteral("Anthropic API at 127.0.0.1:")));
    QCOMPARE(server.requests().size(), 1);
}

void AnthropicModelTest::requestShapeAndClampedTemperature()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_anthropic_chat.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    ChatRequest request = question();
    request.temperature = 1.6;
    request.messages.append({ChatMessage::Role::User, QStringLiteral("Be brief.")});
    const Result<ChatReply> reply = model->complete(request);
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->text, QStringLiteral("Hello from the scripted Claude."));

    const json body = bodyOf(server.requests().at(0));
    QCOMPARE(body.at("temperature").get<double>(), 1.0);
    QCOMPARE(body.at("max_tokens").get<int>(), 3000);
    QCOMPARE(body.at("system").get<std::string>(), std::string("You are a legal research assistant."));
    // The system message went top-level; the two user messages became one turn.
    QCOMPARE(body.at("messages").size(), size_t(1));
    QCOMPARE(body.at("messages")[0].at("role").get<std::string>(), std::string("user"));
    QCOMPARE(body.at("messages")[0].at("content").get<std::string>(),
             std::string("Summarise the holding.\n\nBe brief."));
    QVERIFY(!body.contains("tools"));
}

void AnthropicModelTest::messagesUrlDoesNotDoubleV1()
{
    LlmConfig config;
    config.provider = Provider::Anthropic;
    config.model = QStringLiteral("claude-sonnet-4-5");
    const auto http = std::make_shared<net::HttpClient>();
    QCOMPARE(AnthropicModel(config, http).messagesUrl(), QUrl(QStringLiteral("https://api.anthropic.com/v1/messages")));
    config.baseUrl = QUrl(QStringLiteral("https://proxy.example/anthropic/v1/"));
    QCOMPARE(AnthropicModel(config, http).messagesUrl(),
             QUrl(QStringLiteral("https://proxy.example/anthropic/v1/messages")));
    config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:8080"));
    QCOMPARE(AnthropicModel(config, http).messagesUrl(), QUrl(QStringLiteral("http://127.0.0.1:8080/v1/messages")));
}

void AnthropicModelTest::badKeyNamesAnthropic()
{
    ScriptedServer server;
    QVERIFY(server.loadScenario(R"({"routes": [{"method": "POST", "path": "/v1/messages", "responses": [
        {"status": 401, "json": {"type": "error", "error": {"type": "authentication_error", "message": "invalid x-api-key"}}}]}]})"));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->complete(question());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 401);
    QVERIFY2(reply.error().summary.startsWith(QStringLiteral("Anthropic API at 127.0.0.1:")),
             qPrintable(reply.error().summary));
    QVERIFY(reply.error().summary.contains(QStringLiteral("(HTTP 401)")));
    QVERIFY(!reply.error().toString().contains(QString::fromLatin1(kKey)));
}

void AnthropicModelTest::missingKeyForAnthropicIsConfiguration()
{
    LlmConfig config;
    config.provider = Provider::Anthropic;
    config.model = QStringLiteral("claude-sonnet-4-5");
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->complete(question());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().kind, ErrorKind::Configuration);
    QCOMPARE(model->usageTotals().calls, 0);
}

} // namespace lmars::llm

QTEST_GUILESS_MAIN(lmars::llm::AnthropicModelTest)
#include "AnthropicModelTest.moc"
