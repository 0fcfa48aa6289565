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
};

namespace {

const auto kEphemeral = json{{"type", "ephemeral"}};

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

} // namespace lmars::llm

QTEST_GUILESS_MAIN(lmars::llm::PromptCacheTest)
#include "PromptCacheTest.moc"
