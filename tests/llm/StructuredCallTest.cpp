// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmTestRequests.h"
#include "ScriptedServer.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <thread>
#include <vector>

namespace lmars::llm {

using nlohmann::json;
using test::ScriptedServer;

/// ChatModel::structured's parse–validate–repair loop and the usage accounting, over real HTTP.
class StructuredCallTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void invalidJsonThenValidIsRepaired();
    void missingRequiredFieldIsRepaired();
    void invalidTwiceFails();
    void anthropicToolInputIsRepaired();
    void usageAccumulatesAcrossCalls();
    void usageIsThreadSafe();
    void emptyModelIsConfigurationError();
};

namespace {

LlmConfig configFor(const ScriptedServer& server)
{
    LlmConfig config;
    config.provider = Provider::OpenAiCompatible;
    config.baseUrl = QUrl(server.baseUrl().toString() + QStringLiteral("/v1"));
    config.model = QStringLiteral("gpt-4.1-mini");
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 2;
    config.retryBackoffMs = 10;
    return config;
}

QString contentOf(const json& message)
{
    return QString::fromStdString(message.at("content").get<std::string>());
}

} // namespace

void StructuredCallTest::invalidJsonThenValidIsRepaired()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_repair.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->repairAttempts, 1);
    QCOMPARE(reply->json.at("holding").get<std::string>(), std::string("The search was unlawful."));
    QVERIFY(reply->json.at("citations").empty());
    QCOMPARE(reply->usage.promptTokens, qint64(240)); // both calls
    QCOMPARE(reply->usage.completionTokens, qint64(28));

    const auto requests = server.requests();
    QCOMPARE(requests.size(), 2);
    const json messages = bodyOf(requests[1]).at("messages");
    QCOMPARE(messages.size(), size_t(4));
    QCOMPARE(messages[2].at("role").get<std::string>(), std::string("assistant"));
    QCOMPARE(contentOf(messages[2]), QStringLiteral("{\"holding\":\"The search was"));
    QCOMPARE(messages[3].at("role").get<std::string>(), std::string("user"));
    const QString fix = contentOf(messages[3]);
    QVERIFY2(fix.startsWith(QStringLiteral("Your previous reply was not valid: the reply is not valid JSON")),
             qPrintable(fix));
    QVERIFY(fix.endsWith(QStringLiteral("Reply again with only a JSON object that matches the schema case_summary.")));
    // The repair request still carries the schema.
    QCOMPARE(bodyOf(requests[1]).at("response_format").at("json_schema").at("name").get<std::string>(),
             std::string("case_summary"));
}

void StructuredCallTest::missingRequiredFieldIsRepaired()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_missing_field.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->repairAttempts, 1);
    QCOMPARE(reply->json.at("citations")[0].get<std::string>(), std::string("576 U.S. 644"));
    const json messages = bodyOf(server.requests().at(1)).at("messages");
    QCOMPARE(contentOf(messages[3]),
             QStringLiteral("Your previous reply was not valid: $: missing required field \"citations\". Reply again "
                            "with only a JSON object that matches the schema case_summary."));
}

void StructuredCallTest::invalidTwiceFails()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_invalid_twice.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().kind, ErrorKind::InvalidResponse);
    QCOMPARE(
        reply.error().summary,
        QStringLiteral("The model returned an invalid case_summary reply twice: the reply contains no JSON object"));
    QCOMPARE(server.requests().size(), 2);
    const model::UsageTotals totals = model->usageTotals();
    QCOMPARE(totals.calls, 2);
    QCOMPARE(totals.promptTokens, qint64(100));
    QCOMPARE(totals.completionTokens, qint64(24));
}

void StructuredCallTest::anthropicToolInputIsRepaired()
{
    ScriptedServer server;
    QVERIFY(server.loadScenario(R"({"routes": [{"method": "POST", "path": "/v1/messages", "responses": [
        {"status": 200, "json": {"type": "message", "role": "assistant", "stop_reason": "tool_use",
         "content": [{"type": "tool_use", "id": "t1", "name": "case_summary", "input": {"holding": "x", "citations": [7]}}],
         "usage": {"input_tokens": 10, "output_tokens": 5}}},
        {"status": 200, "json": {"type": "message", "role": "assistant", "stop_reason": "tool_use",
         "content": [{"type": "text", "text": "Recording."},
                     {"type": "tool_use", "id": "t2", "name": "case_summary", "input": {"holding": "x", "citations": ["7 F.4th 1"]}}],
         "usage": {"input_tokens": 20, "output_tokens": 6}}}]}]})"));
    QVERIFY(server.start());
    LlmConfig config = configFor(server);
    config.provider = Provider::Anthropic;
    config.baseUrl = server.baseUrl();
    config.model = QStringLiteral("claude-haiku-4-5");
    config.apiKey = QStringLiteral("sk-ant-x");
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());

    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->repairAttempts, 1);
    QCOMPARE(reply->json.at("citations")[0].get<std::string>(), std::string("7 F.4th 1"));
    const json body = bodyOf(server.requests().at(1));
    const json messages = body.at("messages");
    QCOMPARE(messages.size(), size_t(3));
    QCOMPARE(messages[1].at("role").get<std::string>(), std::string("assistant"));
    QVERIFY(json::parse(messages[1].at("content").get<std::string>()).at("citations")[0] == 7);
    QVERIFY2(contentOf(messages[2]).contains(QStringLiteral("$.citations[0]: expected string, got integer")),
             qPrintable(contentOf(messages[2])));
    QCOMPARE(body.at("tool_choice").at("name").get<std::string>(), std::string("case_summary"));
}

void StructuredCallTest::usageAccumulatesAcrossCalls()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_chat.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    QCOMPARE(model->usageTotals().calls, 0);
    QVERIFY(model->complete(question()).ok());
    QVERIFY(model->structured(question(), caseSummary()).ok());
    QVERIFY(model->stream(question(), [](const QString&) {}).ok());
    const model::UsageTotals totals = model->usageTotals();
    QCOMPARE(totals.calls, 3);
    QCOMPARE(totals.promptTokens, qint64(10 + 120 + 812));
    QCOMPARE(totals.completionTokens, qint64(5 + 30 + 95));
}

void StructuredCallTest::usageIsThreadSafe()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_chat.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());

    constexpr int kThreads = 4;
    constexpr int kCallsEach = 5;
    std::atomic_int failures{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&] {
            for (int i = 0; i < kCallsEach; ++i) {
                if (!model->complete(question()).ok())
                    ++failures;
            }
        });
    }
    for (std::thread& thread : threads)
        thread.join();
    QCOMPARE(failures.load(), 0);
    const model::UsageTotals totals = model->usageTotals();
    QCOMPARE(totals.calls, kThreads * kCallsEach);
    QCOMPARE(totals.promptTokens, qint64(10 * kThreads * kCallsEach));
    QCOMPARE(totals.completionTokens, qint64(5 * kThreads * kCallsEach));
}

void StructuredCallTest::emptyModelIsConfigurationError()
{
    LlmConfig config;
    config.provider = Provider::Ollama;
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().kind, ErrorKind::Configuration);
    QVERIFY(reply.error().summary.contains(QStringLiteral("ollama")));
}

} // namespace lmars::llm

QTEST_GUILESS_MAIN(lmars::llm::StructuredCallTest)
#include "StructuredCallTest.moc"
