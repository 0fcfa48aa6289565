// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmTestRequests.h"
#include "ScriptedServer.h"
#include "llm/AnthropicModel.h"
#include "llm/OpenAiCompatibleModel.h"
#include "net/HttpClient.h"

#include <QTest>

#include <nlohmann/json.hpp>

namespace lmars::llm {

using nlohmann::json;
using test::ScriptedServer;

/// Prompt caching: cache marks on the wire (Anthropic cache_control, OpenAI prompt_cache_key).
class PromptCacheTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anthropicMarksBecomeCacheControlBlocks();
    void anthropicKeepsOnlyTheLastFourMarks();
    void anthropicMarkedRequestReachesTheServer();
    void promptCacheKeyOnlyForOpenAi();
    void openAiCachedTokens();
    void deepSeekCacheHitTokens();
    void anthropicCacheReadAndWriteTokens();
    void ollamaReportsNoCache();
};

namespace {

const auto kEphemeral = json{{"type", "ephemeral"}};

LlmConfig openAiConfig(const ScriptedServer& server, const QString& model)
{
    LlmConfig config;
    config.provider = Provider::OpenAiCompatible;
    config.baseUrl = QUrl(server.baseUrl().toString() + QStringLiteral("/v1"));
    config.model = model;
    config.apiKey = QStringLiteral("sk-test");
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 1;
    return config;
}

LlmConfig anthropicConfig()
{
    LlmConfig config;
    config.provider = Provider::Anthropic;
    config.model = QStringLiteral("claude-sonnet-4-5");
    config.apiKey = QStringLiteral("sk-ant-test");
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 1;
    return config;
}

int cacheControlCount(const json& content)
{
    int count = 0;
    if (!content.is_array())
        return 0;
    for (const json& block : content)
        count += block.contains("cache_control") ? 1 : 0;
    return count;
}

} // namespace

void PromptCacheTest::anthropicMarksBecomeCacheControlBlocks()
{
    const AnthropicModel model(anthropicConfig(), std::make_shared<net::HttpClient>());
    ChatRequest request;
    request.messages.append({ChatMessage::Role::System, QStringLiteral("Instructions and schema."), true});
    request.messages.append({ChatMessage::Role::User, QStringLiteral("Evidence [1] [2]."), true});
    request.messages.append({ChatMessage::Role::User, QStringLiteral("The question.")});
    const json body = model.requestBody(request, nullptr, false);

    // system: a list of text blocks, the marked one with cache_control.
    const json& system = body.at("system");
    QVERIFY(system.is_array());
    QCOMPARE(system.size(), size_t(1));
    QCOMPARE(system[0].at("type").get<std::string>(), std::string("text"));
    QCOMPARE(system[0].at("text").get<std::string>(), std::string("Instructions and schema."));
    QVERIFY(system[0].at("cache_control") == kEphemeral);

    // The two user messages are one turn of two blocks; the mark ends after the evidence.
    QCOMPARE(body.at("messages").size(), size_t(1));
    const json& content = body.at("messages")[0].at("content");
    QVERIFY(content.is_array());
    QCOMPARE(content.size(), size_t(2));
    QCOMPARE(content[0].at("text").get<std::string>(), std::string("Evidence [1] [2]."));
    QVERIFY(content[0].at("cache_control") == kEphemeral);
    QCOMPARE(content[1].at("text").get<std::string>(), std::string("The question."));
    QVERIFY(!content[1].contains("cache_control"));

    // Without marks the request keeps its plain string form.
    const json plain = model.requestBody(question(), nullptr, false);
    QVERIFY(plain.at("system").is_string());
    QVERIFY(plain.at("messages")[0].at("content").is_string());
}

void PromptCacheTest::anthropicKeepsOnlyTheLastFourMarks()
{
    const AnthropicModel model(anthropicConfig(), std::make_shared<net::HttpClient>());
    ChatRequest request;
    request.messages.append({ChatMessage::Role::System, QStringLiteral("s1"), true});
    request.messages.append({ChatMessage::Role::System, QStringLiteral("s2"), true});
    request.messages.append({ChatMessage::Role::User, QStringLiteral("u1"), true});
    request.messages.append({ChatMessage::Role::Assistant, QStringLiteral("a1"), true});
    request.messages.append({ChatMessage::Role::User, QStringLiteral("u2"), true});
    request.messages.append({ChatMessage::Role::User, QStringLiteral("u3"), true});
    request.messages.append({ChatMessage::Role::User, QString(), false}); // empty text blocks are not sent
    const json body = model.requestBody(request, nullptr, true);

    // The first two marks are dropped: the system prompt keeps its plain joined form.
    QVERIFY(body.at("system") == json("s1\n\ns2"));
    const json& messages = body.at("messages");
    QCOMPARE(messages.size(), size_t(3));
    QCOMPARE(cacheControlCount(messages[0].at("content")), 1);
    QCOMPARE(cacheControlCount(messages[1].at("content")), 1);
    QCOMPARE(messages[2].at("content").size(), size_t(2));
    QCOMPARE(cacheControlCount(messages[2].at("content")), 2);
    QCOMPARE(messages[2].at("content")[1].at("text").get<std::string>(), std::string("u3"));
}

void PromptCacheTest::anthropicMarkedRequestReachesTheServer()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_anthropic_chat.json")));
    QVERIFY(server.start());
    LlmConfig config = anthropicConfig();
    config.baseUrl = server.baseUrl();
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());
    ChatRequest request = question();
    request.messages.first().cacheBreakpoint = true;
    const Result<ChatReply> reply = model->complete(request);
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    const json body = bodyOf(server.requests().at(0));
    QVERIFY(body.at("system")[0].at("cache_control") == kEphemeral);
    QVERIFY(body.at("messages")[0].at("content").is_string());
}

void PromptCacheTest::promptCacheKeyOnlyForOpenAi()
{
    const auto http = std::make_shared<net::HttpClient>();
    LlmConfig config;
    config.provider = Provider::OpenAiCompatible;
    config.model = QStringLiteral("gpt-4.1-mini");
    config.baseUrl = QUrl(QStringLiteral("https://api.openai.com/v1"));
    const OpenAiCompatibleModel openAi(config, http);
    const json first = openAi.requestBody(question(), nullptr, false);
    const StructuredSchema schema = caseSummary();
    const json second = openAi.requestBody(question(), &schema, true);
    QVERIFY(first.contains("prompt_cache_key"));
    QCOMPARE(QString::fromStdString(first.at("prompt_cache_key").get<std::string>()), openAi.promptCacheKey());
    QVERIFY(first.at("prompt_cache_key") == second.at("prompt_cache_key")); // stable for the model's run
    QVERIFY(!openAi.promptCacheKey().isEmpty());
    QVERIFY(OpenAiCompatibleModel(config, http).promptCacheKey() != openAi.promptCacheKey());

    // Servers that do not document the field never get it.
    for (const auto& [provider, url] : QList<std::pair<Provider, QString>>{
             {Provider::OpenAiCompatible, QStringLiteral("http://localhost:11434/v1")},
             {Provider::OpenAiCompatible, QStringLiteral("http://127.0.0.1:8080/v1")},
             {Provider::OpenAiCompatible, QStringLiteral("https://api.deepseek.com/v1")},
             {Provider::Azure, QStringLiteral("https://res.openai.azure.com")},
             {Provider::Gemini, QStringLiteral("https://generativelanguage.googleapis.com/v1beta/openai/")},
             {Provider::LmStudio, QStringLiteral("http://localhost:1234/v1")}}) {
        config.provider = provider;
        config.baseUrl = QUrl(url);
        const json body = OpenAiCompatibleModel(config, http).requestBody(question(), nullptr, true);
        QVERIFY2(!body.contains("prompt_cache_key"), qPrintable(url));
    }
}

void PromptCacheTest::openAiCachedTokens()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_prompt_cache.json")));
    QVERIFY(server.start());
    auto model =
        ChatModel::create(openAiConfig(server, QStringLiteral("gpt-4.1-mini")), std::make_shared<net::HttpClient>());

    // Streaming: the usage arrives in the last chunk (choices empty).
    const Result<ChatReply> streamed = model->stream(question(), [](const QString&) {});
    QVERIFY2(streamed.ok(), qPrintable(streamed.ok() ? QString() : streamed.error().toString()));
    QCOMPARE(streamed->usage.promptTokens, qint64(2006));
    QCOMPARE(streamed->usage.cachedTokens, qint64(1920));
    QCOMPARE(streamed->usage.cacheWriteTokens, qint64(0));
    QCOMPARE(streamed->usage.completionTokens, qint64(300));

    // Whole reply of a structured call: cached and reasoning tokens.
    const Result<ChatReply> whole = model->structured(question(), caseSummary());
    QVERIFY2(whole.ok(), qPrintable(whole.ok() ? QString() : whole.error().toString()));
    QCOMPARE(whole->usage.promptTokens, qint64(1536));
    QCOMPARE(whole->usage.cachedTokens, qint64(1024));
    QCOMPARE(whole->usage.reasoningTokens, qint64(384));

    // The totals and the trajectory's records carry them.
    const model::UsageTotals totals = model->usageTotals();
    QCOMPARE(totals.calls, 2);
    QCOMPARE(totals.promptTokens, qint64(2006 + 1536));
    QCOMPARE(totals.cachedTokens, qint64(1920 + 1024));
    const QList<model::ModelCall> calls = model->calls();
    QCOMPARE(calls.size(), 2);
    QCOMPARE(calls[0].cachedTokens, qint64(1920));
    QCOMPARE(calls[1].cachedTokens, qint64(1024));
    QCOMPARE(calls[1].model, QStringLiteral("gpt-4.1-mini"));
    const model::ModelCall back = model::ModelCall::fromJson(calls[1].toJson());
    QCOMPARE(back.cachedTokens, qint64(1024));
    QCOMPARE(back.model, QStringLiteral("gpt-4.1-mini"));
    // A record saved before cached tokens were kept reads as none cached.
    const model::ModelCall old = model::ModelCall::fromJson(
        json::parse(R"({"purpose": "answer", "promptTokens": 900, "completionTokens": 80, "reasoningTokens": 0,
                        "truncated": false, "incomplete": false})"));
    QCOMPARE(old.promptTokens, qint64(900));
    QCOMPARE(old.cachedTokens, qint64(0));
    QVERIFY(old.model.isEmpty());
}

void PromptCacheTest::deepSeekCacheHitTokens()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_deepseek_prompt_cache.json")));
    QVERIFY(server.start());
    auto model =
        ChatModel::create(openAiConfig(server, QStringLiteral("deepseek-chat")), std::make_shared<net::HttpClient>());

    const Result<ChatReply> streamed = model->stream(question(), [](const QString&) {});
    QVERIFY2(streamed.ok(), qPrintable(streamed.ok() ? QString() : streamed.error().toString()));
    QCOMPARE(streamed->usage.promptTokens, qint64(1310));
    QCOMPARE(streamed->usage.cachedTokens, qint64(1280));

    // prompt_cache_hit_tokens alone (no prompt_tokens_details).
    const Result<ChatReply> whole = model->complete(question());
    QVERIFY2(whole.ok(), qPrintable(whole.ok() ? QString() : whole.error().toString()));
    QCOMPARE(whole->usage.promptTokens, qint64(1216));
    QCOMPARE(whole->usage.cachedTokens, qint64(1152));
    QCOMPARE(model->usageTotals().cachedTokens, qint64(1280 + 1152));
}

void PromptCacheTest::anthropicCacheReadAndWriteTokens()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_anthropic_prompt_cache.json")));
    QVERIFY(server.start());
    LlmConfig config = anthropicConfig();
    config.baseUrl = server.baseUrl();
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());

    // A whole reply that wrote the cache: input_tokens counts only what follows the breakpoint.
    const Result<ChatReply> whole = model->complete(question());
    QVERIFY2(whole.ok(), qPrintable(whole.ok() ? QString() : whole.error().toString()));
    QCOMPARE(whole->usage.promptTokens, qint64(21 + 1836));
    QCOMPARE(whole->usage.cacheWriteTokens, qint64(1836));
    QCOMPARE(whole->usage.cachedTokens, qint64(0));
    QCOMPARE(whole->usage.completionTokens, qint64(393));

    // A stream that read it: counts from message_start, repeated in message_delta, not doubled.
    const Result<ChatReply> streamed = model->stream(question(), [](const QString&) {});
    QVERIFY2(streamed.ok(), qPrintable(streamed.ok() ? QString() : streamed.error().toString()));
    QCOMPARE(streamed->usage.promptTokens, qint64(12 + 1800));
    QCOMPARE(streamed->usage.cachedTokens, qint64(1800));
    QCOMPARE(streamed->usage.cacheWriteTokens, qint64(0));
    QCOMPARE(streamed->usage.completionTokens, qint64(95));

    const model::UsageTotals totals = model->usageTotals();
    QCOMPARE(totals.promptTokens, qint64(21 + 1836 + 12 + 1800));
    QCOMPARE(totals.cachedTokens, qint64(1800));
    QCOMPARE(totals.cacheWriteTokens, qint64(1836));
    QCOMPARE(model->calls().at(0).cacheWriteTokens, qint64(1836));
}

void PromptCacheTest::ollamaReportsNoCache()
{
    // Ollama's /api/chat reports prompt_eval_count only (apis.md §8.1): nothing is counted as cached.
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_ollama_chat.json")));
    QVERIFY(server.start());
    LlmConfig config;
    config.provider = Provider::Ollama;
    config.baseUrl = server.baseUrl();
    config.model = QStringLiteral("qwen3:8b");
    config.requestTimeoutMs = 10000;
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->complete(question());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QVERIFY(reply->usage.promptTokens > 0);
    QCOMPARE(reply->usage.cachedTokens, qint64(0));
    QVERIFY(!bodyOf(server.requests().at(0)).contains("prompt_cache_key"));
}

} // namespace lmars::llm

QTEST_GUILESS_MAIN(lmars::llm::PromptCacheTest)
#include "PromptCacheTest.moc"
