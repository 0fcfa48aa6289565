// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmTestRequests.h"
#include "ScriptedServer.h"
#include "llm/ChatModel.h"
#include "llm/StructuredFormatMemory.h"
#include "net/HttpClient.h"

#include <QTest>

namespace lmars::llm {

using nlohmann::json;
using test::ScriptedServer;

/// Structured output degrades instead of dying: the response-format ladder, its memory, the
/// higher output limit for a cut-off reply, and provider errors that show the real reason.
class StructuredFallbackTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void deepSeekRejectsJsonSchemaThenJsonObjectWorks();
    void llamaCppDeterministic500IsNotRetried();
    void noResponseFormatAtAllPutsSchemaInPrompt();
    void rememberedFormatIsPersistedAndReused();
    void olderOllamaFallsBackToFormatJson();
    void anthropicServerWithoutToolsGetsSchemaInPrompt();
    void cutOffStructuredReplyIsAskedWithHigherLimit();
    void openRouter429ShowsUpstreamReason();
    void formatRejectionRecognition();

private:
    QMap<QString, QString> m_persisted;
};

namespace {

LlmConfig configFor(const ScriptedServer& server, Provider provider, const QString& model,
                    const QString& path = QStringLiteral("/v1"))
{
    LlmConfig config;
    config.provider = provider;
    config.baseUrl = QUrl(server.baseUrl().toString() + path);
    config.model = model;
    config.apiKey = QStringLiteral("sk-test-fallback");
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 3;
    config.retryBackoffMs = 10;
    return config;
}

json responseFormatOf(const test::RecordedRequest& request)
{
    const json body = bodyOf(request);
    return body.contains("response_format") ? body.at("response_format") : json();
}

} // namespace

void StructuredFallbackTest::init()
{
    StructuredFormatMemory::shared().clear();
    m_persisted.clear();
    StructuredFormatMemory::shared().setPersist([this](const QMap<QString, QString>& all) { m_persisted = all; });
}

void StructuredFallbackTest::deepSeekRejectsJsonSchemaThenJsonObjectWorks()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_deepseek_json_schema_400.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server, Provider::OpenAiCompatible, QStringLiteral("deepseek-chat")),
                                   std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->format, StructuredFormat::JsonObject);
    QCOMPARE(reply->json.at("holding").get<std::string>(), std::string("The search was unlawful."));
    const auto requests = server.requests();
    QCOMPARE(requests.size(), 2); // the 400 is not retried as such
    QCOMPARE(responseFormatOf(requests.at(0)).at("type").get<std::string>(), std::string("json_schema"));
    QVERIFY(responseFormatOf(requests.at(1)) == json({{"type", "json_object"}}));

    // The next call skips the rejected form.
    QVERIFY(model->structured(question(), caseSummary()).ok());
    QCOMPARE(server.requests().size(), 3);
    QVERIFY(responseFormatOf(server.requests().at(2)) == json({{"type", "json_object"}}));
}

void StructuredFallbackTest::llamaCppDeterministic500IsNotRetried()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_llamacpp_json_schema_500.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server, Provider::OpenAiCompatible, QStringLiteral("qwen2.5-7b")),
                                   std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    // One 500 (not three: the body names the request as invalid), then json_object.
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(reply->format, StructuredFormat::JsonObject);
}

void StructuredFallbackTest::noResponseFormatAtAllPutsSchemaInPrompt()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_no_response_format.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server, Provider::OpenAiCompatible, QStringLiteral("local-model")),
                                   std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->format, StructuredFormat::PromptOnly);
    const auto requests = server.requests();
    QCOMPARE(requests.size(), 3);
    const json last = bodyOf(requests.at(2));
    QVERIFY(!last.contains("response_format"));
    const std::string system = last.at("messages").at(0).at("content").get<std::string>();
    QVERIFY(system.find("\"holding\"") != std::string::npos); // the schema itself is in the prompt
    QCOMPARE(model->calls().constLast().purpose, QStringLiteral("case_summary"));
    // Every attempt is in the trajectory with the form it asked in.
    QCOMPARE(model->calls().size(), 3);
    QCOMPARE(model->calls().at(0).responseFormat, QStringLiteral("json_schema"));
    QCOMPARE(model->calls().at(1).responseFormat, QStringLiteral("json_object"));
    QCOMPARE(model->calls().at(2).responseFormat, QStringLiteral("prompt"));
}

void StructuredFallbackTest::rememberedFormatIsPersistedAndReused()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_no_response_format.json")));
    QVERIFY(server.start());
    const LlmConfig config = configFor(server, Provider::OpenAiCompatible, QStringLiteral("local-model"));
    {
        auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());
        QVERIFY(model->structured(question(), caseSummary()).ok());
    }
    const QString key = StructuredFormatMemory::keyFor(config.baseUrl.toString(), config.model);
    QCOMPARE(m_persisted.value(key), QStringLiteral("prompt"));

    // A new session loads what was saved: the first call goes straight to the form that works.
    StructuredFormatMemory::shared().clear();
    StructuredFormatMemory::shared().load(m_persisted);
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());
    QVERIFY(model->structured(question(), caseSummary()).ok());
    QCOMPARE(server.requests().size(), 4);
    QVERIFY(!bodyOf(server.requests().at(3)).contains("response_format"));
}

void StructuredFallbackTest::olderOllamaFallsBackToFormatJson()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_ollama_old_format.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server, Provider::Ollama, QStringLiteral("qwen3:4b"), QString()),
                                   std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(server.requests().size(), 2);
    QVERIFY(bodyOf(server.requests().at(0)).at("format").is_object());
    QCOMPARE(bodyOf(server.requests().at(1)).at("format").get<std::string>(), std::string("json"));
}

void StructuredFallbackTest::anthropicServerWithoutToolsGetsSchemaInPrompt()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_anthropic_no_tools.json")));
    QVERIFY(server.start());
    auto model =
        ChatModel::create(configFor(server, Provider::Anthropic, QStringLiteral("local-claude-compatible"), QString()),
                          std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    // No json_object step for Anthropic: straight from the forced tool to the prompt.
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(reply->format, StructuredFormat::PromptOnly);
    const json second = bodyOf(server.requests().at(1));
    QVERIFY(!second.contains("tools"));
    QVERIFY(second.at("system").get<std::string>().find("\"citations\"") != std::string::npos);
    QCOMPARE(reply->reasoning, QStringLiteral("The schema wants holding and citations."));
    QCOMPARE(reply->json.at("citations").at(0).get<std::string>(), std::string("Mapp v. Ohio"));
}

void StructuredFallbackTest::cutOffStructuredReplyIsAskedWithHigherLimit()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_structured_cut_off.json")));
    QVERIFY(server.start());
    LlmConfig config = configFor(server, Provider::OpenAiCompatible, QStringLiteral("gpt-4o-mini"));
    config.maxOutputTokens = 100;
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(bodyOf(server.requests().at(0)).at("max_tokens").get<int>(), 100);
    QCOMPARE(bodyOf(server.requests().at(1)).at("max_tokens").get<int>(), 200);
    // The same conversation, not a repair prompt.
    QCOMPARE(bodyOf(server.requests().at(1)).at("messages").size(), size_t(2));
    QCOMPARE(reply->repairAttempts, 0);
    QVERIFY(model->calls().at(0).truncated);
    QVERIFY(!model->calls().at(1).truncated);
}

void StructuredFallbackTest::openRouter429ShowsUpstreamReason()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openrouter_429_raw.json")));
    QVERIFY(server.start());
    LlmConfig config = configFor(server, Provider::OpenAiCompatible, QStringLiteral("google/gemini-2.0-flash-exp:free"),
                                 QStringLiteral("/api/v1"));
    config.maxAttempts = 1;
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->complete(question());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 429);
    QVERIFY2(reply.error().providerMessage.contains(QStringLiteral("temporarily rate-limited upstream")),
             qPrintable(reply.error().providerMessage));
    QVERIFY(reply.error().providerMessage.startsWith(QStringLiteral("Provider returned error")));
}

void StructuredFallbackTest::formatRejectionRecognition()
{
    const auto http = [](int status, const char* message) {
        return Error(ErrorKind::Http, QStringLiteral("x"), status, QString::fromUtf8(message));
    };
    QVERIFY(ChatModel::isFormatRejected(http(400, "This response_format type is unavailable now")));
    QVERIFY(ChatModel::isFormatRejected(
        http(500, "response_format type must be one of \"text\" or \"json_object\", but got: json_schema")));
    QVERIFY(ChatModel::isFormatRejected(
        http(400, "json: cannot unmarshal object into Go struct field ChatRequest.format of type string")));
    QVERIFY(!ChatModel::isFormatRejected(http(500, "The server had an error while processing your request.")));
    QVERIFY(!ChatModel::isFormatRejected(http(401, "Incorrect API key provided: response_format")));
    QVERIFY(!ChatModel::isFormatRejected(http(400, "This model's maximum context length is 8192 tokens.")));
}

} // namespace lmars::llm

QTEST_GUILESS_MAIN(lmars::llm::StructuredFallbackTest)
#include "StructuredFallbackTest.moc"
