// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmTestRequests.h"
#include "ScriptedServer.h"
#include "llm/ChatModel.h"
#include "llm/OpenAiCompatibleModel.h"
#include "net/HttpClient.h"

#include <QTest>
#include <QUrlQuery>

#include <nlohmann/json.hpp>

namespace lmars::llm {

using nlohmann::json;
using test::ScriptedServer;

/**
 * Azure OpenAI, Gemini's OpenAI-compatible endpoint and LM Studio against scripted servers that
 * answer as those services document: their URLs, key headers, reply shapes (Azure's
 * prompt_filter_results and content_filter_results), error bodies (Azure's content_filter 400,
 * Gemini's list-wrapped errors, LM Studio's model_not_found) and a filtered answer.
 */
class ProviderEndpointsTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void providerNamesRoundTrip();
    void defaultBaseUrls();
    void azureDeploymentUrlKeyAndApiVersion();
    void azureApiVersionInBaseUrlWins();
    void azureV1EndpointTakesBearerKey();
    void azureStreamWithFilterResults();
    void azureFilteredAnswerEndsWithReason();
    void azureFilteredMidStreamKeepsPartLabelled();
    void azurePromptFilteredIsClearAndNotRetried();
    void azureWithoutEndpointIsAConfigurationError();
    void geminiAnswersWithBearerKey();
    void geminiListWrappedErrorIsRead();
    void lmStudioSendsNoKey();
    void lmStudioUnknownModel();
    void baseUrlQueryIsKept();
};

namespace {

const char* const kKey = "azure-SECRET-key-0123";

/// One route answering POST path with status and a JSON body (or SSE items).
json route(const QString& path, int status, const json& body)
{
    return {{"method", "POST"},
            {"path", path.toStdString()},
            {"responses", json::array({{{"status", status}, {"json", body}}})}};
}

json sseRoute(const QString& path, const json& items)
{
    return {{"method", "POST"}, {"path", path.toStdString()}, {"responses", json::array({{{"sse", items}}})}};
}

bool serve(ScriptedServer& server, const json& routeJson)
{
    return server.addRoute(QByteArray::fromStdString(routeJson.dump())) && server.start();
}

LlmConfig configFor(Provider provider, const QUrl& base, const QString& model,
                    const QString& key = QString::fromLatin1(kKey))
{
    LlmConfig config;
    config.provider = provider;
    config.baseUrl = base;
    config.model = model;
    config.apiKey = key;
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 3;
    config.retryBackoffMs = 10;
    return config;
}

std::unique_ptr<ChatModel> modelFor(const LlmConfig& config)
{
    return ChatModel::create(config, std::make_shared<net::HttpClient>());
}

json safeResults()
{
    return {{"hate", {{"filtered", false}, {"severity", "safe"}}},
            {"self_harm", {{"filtered", false}, {"severity", "safe"}}},
            {"sexual", {{"filtered", false}, {"severity", "safe"}}},
            {"violence", {{"filtered", false}, {"severity", "safe"}}}};
}

/// Azure OpenAI's chat.completion (2024-10-21): prompt_filter_results beside the choices, content_filter_results per
/// choice.
json azureReply(const QString& content, const char* finish = "stop", const json& filterResults = safeResults())
{
    json promptResults = safeResults();
    promptResults["jailbreak"] = {{"filtered", false}, {"detected", false}};
    json message = {{"content", content.isNull() ? json(nullptr) : json(content.toStdString())},
                    {"refusal", nullptr},
                    {"role", "assistant"}};
    return {{"choices", json::array({{{"content_filter_results", filterResults},
                                      {"finish_reason", finish},
                                      {"index", 0},
                                      {"logprobs", nullptr},
                                      {"message", message}}})},
            {"created", 1730000000},
            {"id", "chatcmpl-AzUrE0001"},
            {"model", "gpt-4o-2024-08-06"},
            {"object", "chat.completion"},
            {"prompt_filter_results", json::array({{{"prompt_index", 0}, {"content_filter_results", promptResults}}})},
            {"system_fingerprint", "fp_04751d0b65"},
            {"usage", {{"completion_tokens", 9}, {"prompt_tokens", 31}, {"total_tokens", 40}}}};
}

json azureChunk(const json& delta, const json& finish, const json& filterResults)
{
    return {{"choices", json::array({{{"content_filter_results", filterResults},
                                      {"delta", delta},
                                      {"finish_reason", finish},
                                      {"index", 0},
                                      {"logprobs", nullptr}}})},
            {"created", 1730000001},
            {"id", "chatcmpl-AzUrE0002"},
            {"model", "gpt-4o-2024-08-06"},
            {"object", "chat.completion.chunk"},
            {"system_fingerprint", "fp_04751d0b65"}};
}

/// Azure's first stream chunk: no choices, the prompt's filter results.
json azurePromptChunk()
{
    return {{"choices", json::array()},
            {"created", 0},
            {"id", ""},
            {"model", ""},
            {"object", ""},
            {"prompt_filter_results", json::array({{{"prompt_index", 0}, {"content_filter_results", safeResults()}}})}};
}

QString describe(const Result<ChatReply>& reply)
{
    return reply.ok() ? QString() : reply.error().toString();
}

QUrl sub(const ScriptedServer& server, const QString& path)
{
    return QUrl(server.baseUrl().toString() + path);
}

} // namespace

void ProviderEndpointsTest::providerNamesRoundTrip()
{
    for (const Provider provider : allProviders()) {
        Provider parsed = Provider::Ollama;
        QVERIFY(parseProvider(providerName(provider), &parsed));
        QCOMPARE(parsed, provider);
    }
    Provider parsed = Provider::Ollama;
    QVERIFY(parseProvider(QStringLiteral(" Azure "), &parsed));
    QCOMPARE(parsed, Provider::Azure);
    QVERIFY(parseProvider(QStringLiteral("gemini"), &parsed));
    QCOMPARE(parsed, Provider::Gemini);
    QVERIFY(parseProvider(QStringLiteral("lmstudio"), &parsed));
    QCOMPARE(parsed, Provider::LmStudio);
    QVERIFY(parseProvider(QStringLiteral("openrouter"), &parsed));
    QCOMPARE(parsed, Provider::OpenAiCompatible);
    parsed = Provider::Anthropic;
    QVERIFY(!parseProvider(QStringLiteral("azure-openai-typo"), &parsed));
    QCOMPARE(parsed, Provider::Anthropic); // unchanged
    QVERIFY(!parseProvider(QString(), &parsed));
    for (const char* name : {"openai", "azure", "gemini", "lmstudio", "anthropic", "ollama"})
        QVERIFY2(knownProviderNames().contains(QLatin1String(name)), name);
}

void ProviderEndpointsTest::defaultBaseUrls()
{
    QCOMPARE(defaultServerUrl(Provider::Gemini),
             QUrl(QStringLiteral("https://generativelanguage.googleapis.com/v1beta/openai/")));
    QCOMPARE(defaultServerUrl(Provider::LmStudio), QUrl(QStringLiteral("http://localhost:1234/v1")));
    QVERIFY(defaultServerUrl(Provider::Azure).isEmpty());
    // The Gemini endpoint's trailing slash does not double: .../v1beta/openai/chat/completions.
    OpenAiCompatibleModel gemini(configFor(Provider::Gemini, {}, QStringLiteral("gemini-2.5-flash")),
                                 std::make_shared<net::HttpClient>());
    QCOMPARE(gemini.chatUrl(),
             QUrl(QStringLiteral("https://generativelanguage.googleapis.com/v1beta/openai/chat/completions")));
    OpenAiCompatibleModel lmStudio(configFor(Provider::LmStudio, {}, QStringLiteral("qwen2.5-7b-instruct"), {}),
                                   std::make_shared<net::HttpClient>());
    QCOMPARE(lmStudio.chatUrl(), QUrl(QStringLiteral("http://localhost:1234/v1/chat/completions")));
}

void ProviderEndpointsTest::azureDeploymentUrlKeyAndApiVersion()
{
    ScriptedServer server;
    QVERIFY(serve(server, route(QStringLiteral("/openai/deployments/gpt4o-prod/chat/completions"), 200,
                                azureReply(QStringLiteral("The search was unlawful.")))));
    auto model = modelFor(configFor(Provider::Azure, server.baseUrl(), QStringLiteral("gpt4o-prod")));
    const Result<ChatReply> reply = model->complete(question());
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QCOMPARE(reply->text, QStringLiteral("The search was unlawful."));
    QCOMPARE(reply->usage.promptTokens, qint64(31));
    QCOMPARE(server.requests().size(), 1);
    const test::RecordedRequest request = server.requests().constFirst();
    QCOMPARE(QUrlQuery(request.query).queryItemValue(QStringLiteral("api-version")), QStringLiteral("2024-10-21"));
    QCOMPARE(request.headers.value("api-key"), QByteArray(kKey));
    QVERIFY(!request.headers.contains("authorization")); // the key goes in api-key only
}

void ProviderEndpointsTest::azureApiVersionInBaseUrlWins()
{
    ScriptedServer server;
    QVERIFY(serve(server, route(QStringLiteral("/openai/deployments/legal-gpt/chat/completions"), 200,
                                azureReply(QStringLiteral("ok")))));
    // The configured version is used when the base URL names none; one in the base URL wins.
    LlmConfig config = configFor(Provider::Azure, sub(server, QStringLiteral("/openai/")), QStringLiteral("legal-gpt"));
    config.apiVersion = QStringLiteral("2025-01-01-preview");
    QVERIFY2(modelFor(config)->complete(question()).ok(), "configured api-version");
    QCOMPARE(QUrlQuery(server.requests().constLast().query).queryItemValue(QStringLiteral("api-version")),
             QStringLiteral("2025-01-01-preview"));

    config.baseUrl = QUrl(server.baseUrl().toString() + QStringLiteral("?api-version=2024-06-01"));
    QVERIFY2(modelFor(config)->complete(question()).ok(), "api-version in the base URL");
    const QUrlQuery query(server.requests().constLast().query);
    QCOMPARE(query.allQueryItemValues(QStringLiteral("api-version")), QStringList{QStringLiteral("2024-06-01")});
}

void ProviderEndpointsTest::azureV1EndpointTakesBearerKey()
{
    ScriptedServer server;
    QVERIFY(serve(server, route(QStringLiteral("/openai/v1/chat/completions"), 200, azureReply(QStringLiteral("v1")))));
    auto model =
        modelFor(configFor(Provider::Azure, sub(server, QStringLiteral("/openai/v1/")), QStringLiteral("gpt4o")));
    const Result<ChatReply> reply = model->complete(question());
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QCOMPARE(reply->text, QStringLiteral("v1"));
    const test::RecordedRequest request = server.requests().constFirst();
    QCOMPARE(request.headers.value("authorization"), QByteArray(QByteArray("Bearer ") + kKey));
    QVERIFY(!request.headers.contains("api-key"));
    QVERIFY(!request.query.contains(QStringLiteral("api-version")));
    QCOMPARE(bodyOf(request).at("model").get<std::string>(), std::string("gpt4o"));
}

void ProviderEndpointsTest::azureStreamWithFilterResults()
{
    ScriptedServer server;
    const json items = json::array(
        {azurePromptChunk().dump(),
         azureChunk({{"content", ""}, {"refusal", nullptr}, {"role", "assistant"}}, nullptr, json::object()).dump(),
         azureChunk({{"content", "The search "}}, nullptr, safeResults()).dump(),
         azureChunk({{"content", "was unlawful."}}, nullptr, safeResults()).dump(),
         azureChunk(json::object(), "stop", json::object()).dump(), "[DONE]"});
    QVERIFY(serve(server, sseRoute(QStringLiteral("/openai/deployments/gpt4o/chat/completions"), items)));
    QString streamed;
    const Result<ChatReply> reply = modelFor(configFor(Provider::Azure, server.baseUrl(), QStringLiteral("gpt4o")))
                                        ->stream(question(), [&](const QString& delta) { streamed += delta; });
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QCOMPARE(reply->text, QStringLiteral("The search was unlawful."));
    QCOMPARE(streamed, reply->text);
    QVERIFY(!reply->incomplete);
}

void ProviderEndpointsTest::azureFilteredAnswerEndsWithReason()
{
    ScriptedServer server;
    json results = safeResults();
    results["violence"] = {{"filtered", true}, {"severity", "high"}};
    QVERIFY(serve(server, route(QStringLiteral("/openai/deployments/gpt4o/chat/completions"), 200,
                                azureReply(QString(), "content_filter", results))));
    const Result<ChatReply> reply =
        modelFor(configFor(Provider::Azure, server.baseUrl(), QStringLiteral("gpt4o")))->complete(question());
    QVERIFY(!reply.ok()); // never an empty or partial "answer"
    QCOMPARE(reply.error().kind, ErrorKind::InvalidResponse);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("content filter")), qPrintable(reply.error().summary));
    QVERIFY2(reply.error().toString().contains(QStringLiteral("violence: high")), qPrintable(reply.error().toString()));
    QVERIFY(!reply.error().toString().contains(QStringLiteral("hate")));
}

void ProviderEndpointsTest::azureFilteredMidStreamKeepsPartLabelled()
{
    ScriptedServer server;
    json results = safeResults();
    results["violence"] = {{"filtered", true}, {"severity", "medium"}};
    const json items = json::array({azurePromptChunk().dump(),
                                    azureChunk({{"content", "The officers "}}, nullptr, safeResults()).dump(),
                                    azureChunk(json::object(), "content_filter", results).dump(), "[DONE]"});
    QVERIFY(serve(server, sseRoute(QStringLiteral("/openai/deployments/gpt4o/chat/completions"), items)));
    const Result<ChatReply> reply = modelFor(configFor(Provider::Azure, server.baseUrl(), QStringLiteral("gpt4o")))
                                        ->stream(question(), [](const QString&) {});
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QVERIFY(reply->incomplete); // the part shown is kept, marked, with the reason
    QCOMPARE(reply->text, QStringLiteral("The officers "));
    QVERIFY2(reply->interruption.toString().contains(QStringLiteral("content filter")),
             qPrintable(reply->interruption.toString()));
    QVERIFY(reply->interruption.toString().contains(QStringLiteral("violence: medium")));
    QCOMPARE(server.requests().size(), 1);
}

void ProviderEndpointsTest::azurePromptFilteredIsClearAndNotRetried()
{
    ScriptedServer server;
    const json body = {
        {"error",
         {{"message", "The response was filtered due to the prompt triggering Azure OpenAI's content management "
                      "policy. Please modify your prompt and retry. To learn more about our content filtering "
                      "policies please read our documentation: https://go.microsoft.com/fwlink/?linkid=2198766"},
          {"type", nullptr},
          {"param", "prompt"},
          {"code", "content_filter"},
          {"status", 400},
          {"innererror",
           {{"code", "ResponsibleAIPolicyViolation"},
            {"content_filter_result",
             {{"hate", {{"filtered", false}, {"severity", "safe"}}},
              {"jailbreak", {{"filtered", true}, {"detected", true}}},
              {"self_harm", {{"filtered", false}, {"severity", "safe"}}},
              {"sexual", {{"filtered", false}, {"severity", "safe"}}},
              {"violence", {{"filtered", false}, {"severity", "safe"}}}}}}}}}};
    QVERIFY(serve(server, route(QStringLiteral("/openai/deployments/gpt4o/chat/completions"), 400, body)));
    const Result<ChatReply> reply = modelFor(configFor(Provider::Azure, server.baseUrl(), QStringLiteral("gpt4o")))
                                        ->stream(question(), [](const QString&) {});
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 400);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("content filter")), qPrintable(reply.error().summary));
    QVERIFY(reply.error().providerMessage.contains(QStringLiteral("content management policy")));
    QCOMPARE(server.requests().size(), 1); // the same question is blocked every time: not retried
    QVERIFY(!reply.error().toString().contains(QLatin1String(kKey)));
}

void ProviderEndpointsTest::azureWithoutEndpointIsAConfigurationError()
{
    const Result<ChatReply> reply =
        modelFor(configFor(Provider::Azure, {}, QStringLiteral("gpt4o")))->complete(question());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().kind, ErrorKind::Configuration);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("openai.azure.com")), qPrintable(reply.error().summary));
    // Azure without a key is refused before any request.
    ScriptedServer server;
    QVERIFY(serve(server, route(QStringLiteral("/openai/deployments/gpt4o/chat/completions"), 200,
                                azureReply(QStringLiteral("x")))));
    const Result<ChatReply> keyless =
        modelFor(configFor(Provider::Azure, server.baseUrl(), QStringLiteral("gpt4o"), {}))->complete(question());
    QVERIFY(!keyless.ok());
    QCOMPARE(keyless.error().kind, ErrorKind::Configuration);
    QCOMPARE(server.requests().size(), 0);
}

void ProviderEndpointsTest::geminiAnswersWithBearerKey()
{
    ScriptedServer server;
    // Gemini's OpenAI-compatible stream: content deltas, the finish chunk with usage, [DONE].
    const auto chunk = [](const json& delta, const json& finish) {
        json c = {{"choices", json::array({{{"delta", delta}, {"index", 0}}})},
                  {"created", 1740000000},
                  {"id", "f1GXaPzKCZ2l1dkP4tS8qAk"},
                  {"model", "gemini-2.5-flash"},
                  {"object", "chat.completion.chunk"}};
        if (!finish.is_null()) {
            c["choices"][0]["finish_reason"] = finish;
            c["usage"] = {{"completion_tokens", 7}, {"prompt_tokens", 20}, {"total_tokens", 27}};
        }
        return c.dump();
    };
    const json items = json::array({chunk({{"content", "Under the Fourth"}, {"role", "assistant"}}, nullptr),
                                    chunk({{"content", " Amendment, no."}, {"role", "assistant"}}, "stop"), "[DONE]"});
    QVERIFY(serve(server, sseRoute(QStringLiteral("/v1beta/openai/chat/completions"), items)));
    auto model = modelFor(configFor(Provider::Gemini, sub(server, QStringLiteral("/v1beta/openai/")),
                                    QStringLiteral("gemini-2.5-flash"), QStringLiteral("AIzaSy-test-key")));
    const Result<ChatReply> reply = model->stream(question(), [](const QString&) {});
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QCOMPARE(reply->text, QStringLiteral("Under the Fourth Amendment, no."));
    QCOMPARE(reply->usage.completionTokens, qint64(7));
    QCOMPARE(server.requests().constFirst().headers.value("authorization"), QByteArray("Bearer AIzaSy-test-key"));
}

void ProviderEndpointsTest::geminiListWrappedErrorIsRead()
{
    ScriptedServer server;
    const json body = json::array(
        {{{"error",
           {{"code", 400},
            {"message", "API key not valid. Please pass a valid API key."},
            {"status", "INVALID_ARGUMENT"},
            {"details", json::array({{{"@type", "type.googleapis.com/google.rpc.ErrorInfo"},
                                      {"reason", "API_KEY_INVALID"},
                                      {"domain", "googleapis.com"},
                                      {"metadata", {{"service", "generativelanguage.googleapis.com"}}}}})}}}}});
    QVERIFY(serve(server, route(QStringLiteral("/v1beta/openai/chat/completions"), 400, body)));
    auto model = modelFor(configFor(Provider::Gemini, sub(server, QStringLiteral("/v1beta/openai/")),
                                    QStringLiteral("gemini-2.5-flash"), QStringLiteral("AIzaSy-bad")));
    const Result<ChatReply> reply = model->complete(question());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 400);
    QCOMPARE(reply.error().providerMessage, QStringLiteral("API key not valid. Please pass a valid API key."));
    QVERIFY2(reply.error().summary.contains(QStringLiteral("Gemini")), qPrintable(reply.error().summary));
    QCOMPARE(server.requests().size(), 1); // INVALID_ARGUMENT: the same request fails the same way
}

void ProviderEndpointsTest::lmStudioSendsNoKey()
{
    ScriptedServer server;
    const json reply = {{"id", "chatcmpl-lms42"},
                        {"object", "chat.completion"},
                        {"created", 1740000000},
                        {"model", "qwen2.5-7b-instruct"},
                        {"choices", json::array({{{"index", 0},
                                                  {"logprobs", nullptr},
                                                  {"finish_reason", "stop"},
                                                  {"message",
                                                   {{"role", "assistant"},
                                                    {"content", "{\"holding\": "
                                                                "\"Reversed.\", "
                                                                "\"citations\": []}"}}}}})},
                        {"usage", {{"prompt_tokens", 50}, {"completion_tokens", 12}, {"total_tokens", 62}}},
                        {"stats", json::object()},
                        {"system_fingerprint", "qwen2.5-7b-instruct"}};
    QVERIFY(serve(server, route(QStringLiteral("/v1/chat/completions"), 200, reply)));
    auto model = modelFor(
        configFor(Provider::LmStudio, sub(server, QStringLiteral("/v1")), QStringLiteral("qwen2.5-7b-instruct"), {}));
    const Result<ChatReply> answer = model->structured(question(), caseSummary());
    QVERIFY2(answer.ok(), qPrintable(describe(answer)));
    QCOMPARE(answer->json.at("holding").get<std::string>(), std::string("Reversed."));
    QVERIFY(!server.requests().constFirst().headers.contains("authorization"));
}

void ProviderEndpointsTest::lmStudioUnknownModel()
{
    ScriptedServer server;
    const json body = {{"error",
                        {{"message", "Model \"llama-3-70b\" not found. Please load it first."},
                         {"type", "invalid_request_error"},
                         {"param", "model"},
                         {"code", "model_not_found"}}}};
    QVERIFY(serve(server, route(QStringLiteral("/v1/chat/completions"), 404, body)));
    auto model =
        modelFor(configFor(Provider::LmStudio, sub(server, QStringLiteral("/v1")), QStringLiteral("llama-3-70b"), {}));
    const Result<ChatReply> reply = model->complete(question());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 404);
    QVERIFY2(reply.error().summary.contains(QStringLiteral("LM Studio")), qPrintable(reply.error().summary));
    QVERIFY(reply.error().providerMessage.contains(QStringLiteral("Please load it first")));
}

void ProviderEndpointsTest::baseUrlQueryIsKept()
{
    ScriptedServer server;
    QVERIFY(serve(server, route(QStringLiteral("/v1/chat/completions"), 200, azureReply(QStringLiteral("gateway")))));
    auto model = modelFor(configFor(Provider::OpenAiCompatible,
                                    QUrl(server.baseUrl().toString() + QStringLiteral("/v1?tenant=firm-7")),
                                    QStringLiteral("gpt-4o-mini")));
    const Result<ChatReply> reply = model->complete(question());
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QCOMPARE(server.requests().constFirst().query, QStringLiteral("tenant=firm-7"));
}

} // namespace lmars::llm

QTEST_GUILESS_MAIN(lmars::llm::ProviderEndpointsTest)
#include "ProviderEndpointsTest.moc"
