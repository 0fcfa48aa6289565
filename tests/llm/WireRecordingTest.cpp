// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmTestRequests.h"
#include "ScriptedServer.h"
#include "SharedData.h"
#include "llm/ChatModel.h"
#include "llm/StructuredFormatMemory.h"
#include "net/HttpClient.h"

#include <QFile>
#include <QTest>

namespace lmars::llm {

using nlohmann::json;
using test::ScriptedServer;

/**
 * The real servers' recorded replies (shared/data/wire-recordings, read at run time) replayed byte
 * for byte through the providers' parsing: reasoning in every form, errors with their real reason,
 * truncation and usage in error chunks.
 */
class WireRecordingTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { StructuredFormatMemory::shared().clear(); }
    void deepSeekReasonerStream();
    void deepSeekReasonerWhole();
    void togetherR1ThinkInlineWhole();
    void togetherR1ThinkInlineStream();
    void groqR1DistillRawThink();
    void groqJsonObjectWithReasoningField();
    void ollamaV1JsonSchemaWithReasoningField();
    void vllmContentNullReasoningContent();
    void openRouterLengthStopThenErrorChunk();
    void openRouter429();
    void deepSeek400AndLlamaCpp500FallBack();
    void anthropicOverloadedEvent();
    void anthropicBasicStream();
    void ollamaNativeStream();
    void midStreamErrorsEndAlikeForEveryProvider();
};

namespace {

const char* const kRecordings = "data/wire-recordings/";

/// A server answering every POST to path with the recorded body (status and content type given).
bool serveRecording(ScriptedServer& server, const QString& path, const QString& file, int status,
                    const char* contentType)
{
    const json route = {{"method", "POST"},
                        {"path", path.toStdString()},
                        {"responses", json::array({{{"status", status},
                                                    {"headers", {{"Content-Type", contentType}}},
                                                    {"bodyFile", file.toStdString()}}})}};
    return server.addRoute(QByteArray::fromStdString(route.dump())) && server.start();
}

LlmConfig configFor(const ScriptedServer& server, Provider provider, const QString& model)
{
    LlmConfig config;
    config.provider = provider;
    config.baseUrl = provider == Provider::OpenAiCompatible ? QUrl(server.baseUrl().toString() + QStringLiteral("/v1"))
                                                            : server.baseUrl();
    config.model = model;
    config.apiKey = QStringLiteral("sk-test-wire");
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 1;
    config.retryBackoffMs = 10;
    return config;
}

std::unique_ptr<ChatModel> openAi(const ScriptedServer& server)
{
    return ChatModel::create(configFor(server, Provider::OpenAiCompatible, QStringLiteral("recorded")),
                             std::make_shared<net::HttpClient>());
}

StructuredSchema cityLocation()
{
    return {QStringLiteral("CityLocation"), json::parse(R"({"type": "object", "properties": {"city": {"type": "string"},
        "country": {"type": "string"}}, "required": ["city", "country"]})")};
}

QString describe(const Result<ChatReply>& reply)
{
    return reply.ok() ? QString() : reply.error().toString();
}

} // namespace

QString recording(const char* name)
{
    return QLatin1String(kRecordings) + QString::fromUtf8(name);
}

/// The recorded bytes of a file (empty when it cannot be read).
QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The first `count` blank-line separated blocks (SSE events) or lines (NDJSON) of recorded bytes.
QByteArray firstParts(const QByteArray& bytes, const QByteArray& separator, int count)
{
    int at = 0;
    for (int i = 0; i < count && at >= 0; ++i) {
        at = int(bytes.indexOf(separator, at));
        if (at >= 0)
            at += int(separator.size());
    }
    return at < 0 ? bytes : bytes.left(at);
}

#define LMARS_RECORDING(var, name) LMARS_SHARED_PATH_OR_SKIP(var, recording(name))

void WireRecordingTest::deepSeekReasonerStream()
{
    LMARS_RECORDING(file, "deepseek/reasoner_stream_reasoning_content.sse");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/chat/completions"), file, 200, "text/event-stream"));
    auto model = openAi(server);
    QString streamed;
    const Result<ChatReply> reply = model->stream(question(), [&](const QString& delta) { streamed += delta; });
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QVERIFY(!streamed.isEmpty());
    QCOMPARE(reply->text, streamed);
    QVERIFY2(reply->reasoning.startsWith(QStringLiteral("Hmm, the user")), qPrintable(reply->reasoning.left(80)));
    QVERIFY(!streamed.contains(QStringLiteral("Hmm, the user")));
    QVERIFY(reply->usage.completionTokens > 0);
}

void WireRecordingTest::deepSeekReasonerWhole()
{
    LMARS_RECORDING(file, "deepseek/reasoner_nonstream.json");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/chat/completions"), file, 200, "application/json"));
    const Result<ChatReply> reply = openAi(server)->complete(question());
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QVERIFY(reply->text.startsWith(QStringLiteral("Crossing the street safely")));
    QVERIFY(reply->reasoning.startsWith(QStringLiteral("Okay, the user is asking how to cross the street.")));
}

void WireRecordingTest::togetherR1ThinkInlineWhole()
{
    LMARS_RECORDING(file, "together/r1_nonstream_think_inline.json");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/chat/completions"), file, 200, "application/json"));
    const Result<ChatReply> reply = openAi(server)->complete(question());
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QVERIFY2(reply->text.startsWith(QStringLiteral("Crossing the street safely")), qPrintable(reply->text.left(80)));
    QVERIFY(!reply->text.contains(QStringLiteral("think>")));
    QVERIFY(reply->reasoning.contains(QStringLiteral("Okay, the user asked \"How do I cross the street?\"")));
}

void WireRecordingTest::togetherR1ThinkInlineStream()
{
    LMARS_RECORDING(file, "together/r1_stream_think_inline.sse");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/chat/completions"), file, 200, "text/event-stream"));
    QString streamed;
    const Result<ChatReply> reply = openAi(server)->stream(question(), [&](const QString& d) { streamed += d; });
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QVERIFY(!streamed.isEmpty());
    QVERIFY(!streamed.contains(QStringLiteral("think>")));
    QVERIFY(!streamed.contains(QStringLiteral("Okay, the user")));
    QVERIFY(reply->reasoning.contains(QStringLiteral("Okay, the user")));
}

void WireRecordingTest::groqR1DistillRawThink()
{
    LMARS_RECORDING(file, "groq/r1_distill_raw_think_inline.json");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/chat/completions"), file, 200, "application/json"));
    const Result<ChatReply> reply = openAi(server)->complete(question());
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QVERIFY(!reply->text.contains(QStringLiteral("think>")));
    QVERIFY(!reply->text.contains(QStringLiteral("Okay, so I want to make Uruguayan alfajores")));
    QVERIFY(reply->reasoning.startsWith(QStringLiteral("\nOkay, so I want to make Uruguayan alfajores")));
}

void WireRecordingTest::groqJsonObjectWithReasoningField()
{
    LMARS_RECORDING(file, "groq/gpt_oss_json_object_reasoning.json");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/chat/completions"), file, 200, "application/json"));
    const Result<ChatReply> reply = openAi(server)->structured(question(), cityLocation());
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QCOMPARE(reply->json.at("city").get<std::string>(), std::string("Mexico City"));
    QVERIFY(reply->reasoning.contains(QStringLiteral("Must output compact JSON")));
}

void WireRecordingTest::ollamaV1JsonSchemaWithReasoningField()
{
    LMARS_RECORDING(file, "ollama_v1/qwen3_json_schema_reasoning_field.json");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/chat/completions"), file, 200, "application/json"));
    const Result<ChatReply> reply = openAi(server)->structured(question(), cityLocation());
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QCOMPARE(reply->json.at("city").get<std::string>(), std::string("Paris"));
    QVERIFY(reply->reasoning.startsWith(QStringLiteral("Okay, the user is asking for the capital of France.")));
}

void WireRecordingTest::vllmContentNullReasoningContent()
{
    LMARS_RECORDING(file, "vllm/qwen3_content_null_reasoning_content.json");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/chat/completions"), file, 200, "application/json"));
    const Result<ChatReply> reply = openAi(server)->complete(question());
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QVERIFY(reply->text.isEmpty());
    QVERIFY(reply->reasoning.startsWith(QStringLiteral("我是Qwen3")));
}

void WireRecordingTest::openRouterLengthStopThenErrorChunk()
{
    LMARS_RECORDING(file, "openrouter/stream_comments_reasoning_length_error.sse");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/chat/completions"), file, 200, "text/event-stream"));
    auto model = openAi(server);
    QString streamed;
    const Result<ChatReply> reply = model->stream(question(), [&](const QString& d) { streamed += d; });
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QVERIFY(reply->truncated);
    QVERIFY(streamed.isEmpty());
    QCOMPARE(reply->reasoning, QStringLiteral("We need to respond to a greeting. The user"));
    // The usage came only in the error chunk; it is counted.
    QCOMPARE(model->usageTotals().promptTokens, qint64(43));
    QCOMPARE(model->usageTotals().completionTokens, qint64(10));
    QCOMPARE(model->usageTotals().reasoningTokens, qint64(11));
    QVERIFY(model->calls().constLast().truncated);
}

void WireRecordingTest::openRouter429()
{
    LMARS_RECORDING(file, "openrouter/429_provider_returned_error.json");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/chat/completions"), file, 429, "application/json"));
    const Result<ChatReply> reply = openAi(server)->complete(question());
    QVERIFY(!reply.ok());
    QCOMPARE(reply.error().httpStatus, 429);
    QVERIFY2(reply.error().providerMessage.contains(QStringLiteral("is temporarily rate-limited upstream")),
             qPrintable(reply.error().providerMessage));
}

void WireRecordingTest::deepSeek400AndLlamaCpp500FallBack()
{
    for (const auto& [name, status] : {std::make_pair("deepseek/400_response_format_unavailable.json", 400),
                                       std::make_pair("llamacpp/500_response_format_json_schema.json", 500)}) {
        LMARS_RECORDING(file, name);
        ScriptedServer server;
        const json reject = {{"method", "POST"},
                             {"path", "/v1/chat/completions"},
                             {"match", {{"bodyContains", "\"type\":\"json_schema\""}}},
                             {"responses", json::array({{{"status", status},
                                                         {"headers", {{"Content-Type", "application/json"}}},
                                                         {"bodyFile", file.toStdString()}}})}};
        const json accept = {
            {"method", "POST"},
            {"path", "/v1/chat/completions"},
            {"responses", json::array({{{"status", 200},
                                        {"json",
                                         {{"choices", json::array({{{"index", 0},
                                                                    {"finish_reason", "stop"},
                                                                    {"message",
                                                                     {{"role", "assistant"},
                                                                      {"content", "{\"city\":\"Lyon\",\"country\":"
                                                                                  "\"France\"}"}}}}})}}}}})}};
        QVERIFY(server.addRoute(QByteArray::fromStdString(reject.dump())));
        QVERIFY(server.addRoute(QByteArray::fromStdString(accept.dump())));
        QVERIFY(server.start());
        LlmConfig config = configFor(server, Provider::OpenAiCompatible, QStringLiteral("recorded"));
        config.maxAttempts = 3;
        auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());
        const Result<ChatReply> reply = model->structured(question(), cityLocation());
        QVERIFY2(reply.ok(), qPrintable(describe(reply)));
        QCOMPARE(reply->format, StructuredFormat::JsonObject);
        QCOMPARE(server.requests().size(), 2);
        // json_object does not make the server hold to the schema: the prompt states it (issue 29,
        // item 10a); the json_schema request, which the server enforces, does not repeat it.
        const std::string schemaText = cityLocation().schema.dump();
        const json asked = bodyOf(server.requests().at(0));
        const json fallback = bodyOf(server.requests().at(1));
        QVERIFY(fallback.at("response_format") == json({{"type", "json_object"}}));
        QCOMPARE(fallback.at("messages").at(0).at("role").get<std::string>(), std::string("system"));
        const std::string system = fallback.at("messages").at(0).at("content").get<std::string>();
        QVERIFY2(system.find(schemaText) != std::string::npos, system.c_str());
        QVERIFY(system.find("You are a legal research assistant.") == 0); // added to the agent's own prompt
        QVERIFY(asked.at("messages").at(0).at("content").get<std::string>().find(schemaText) == std::string::npos);
    }
}

void WireRecordingTest::anthropicOverloadedEvent()
{
    LMARS_RECORDING(file, "anthropic/overloaded_error_event.sse");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/messages"), file, 200, "text/event-stream"));
    LlmConfig config = configFor(server, Provider::Anthropic, QStringLiteral("claude-sonnet-4-5"));
    config.maxAttempts = 2;
    auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->stream(question(), [](const QString&) {});
    QVERIFY(!reply.ok());
    QCOMPARE(server.requests().size(), 2); // no text was shown: retried once, then reported
    QCOMPARE(reply.error().httpStatus, 529);
    QCOMPARE(reply.error().providerMessage, QStringLiteral("Overloaded"));
}

void WireRecordingTest::anthropicBasicStream()
{
    LMARS_RECORDING(file, "anthropic/basic_response.sse");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/v1/messages"), file, 200, "text/event-stream"));
    auto model = ChatModel::create(configFor(server, Provider::Anthropic, QStringLiteral("claude-3-opus-latest")),
                                   std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->stream(question(), [](const QString&) {});
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QCOMPARE(reply->text, QStringLiteral("Hello there!"));
    QVERIFY(reply->reasoning.isEmpty());
}

void WireRecordingTest::ollamaNativeStream()
{
    LMARS_RECORDING(file, "ollama/phi3_chat_stream.ndjson");
    ScriptedServer server;
    QVERIFY(serveRecording(server, QStringLiteral("/api/chat"), file, 200, "application/x-ndjson"));
    auto model = ChatModel::create(configFor(server, Provider::Ollama, QStringLiteral("phi3")),
                                   std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->stream(question(), [](const QString&) {});
    QVERIFY2(reply.ok(), qPrintable(describe(reply)));
    QCOMPARE(reply->text, QStringLiteral("This is test completion response"));
    QCOMPARE(reply->usage.completionTokens, qint64(239));
}

void WireRecordingTest::midStreamErrorsEndAlikeForEveryProvider()
{
    // Issue 29, item 10b: an error after part of the answer arrived ended three ways (Anthropic's
    // overloaded_error kept the part, Ollama's error line lost it). Each provider's recorded text
    // events, then its recorded error, composed from the recordings: the part comes back, marked
    // incomplete, with the error as the reason, and is not asked again.
    LMARS_RECORDING(anthropicText, "anthropic/basic_response.sse");
    LMARS_RECORDING(anthropicError, "anthropic/overloaded_error_event.sse");
    LMARS_RECORDING(ollamaText, "ollama/phi3_chat_stream.ndjson");
    LMARS_RECORDING(ollamaError, "ollama/midstream_error_generate.ndjson");
    LMARS_RECORDING(openAiText, "openai/gpt4o_mini_stream_usage.sse");
    LMARS_RECORDING(openRouterError, "openrouter/stream_comments_reasoning_length_error.sse");

    const QByteArray ollamaErrorLine = readAll(ollamaError).trimmed().split('\n').constLast() + '\n';
    QByteArray openAiErrorEvent;
    for (const QByteArray& line : readAll(openRouterError).split('\n')) {
        if (line.contains("\"error\":{"))
            openAiErrorEvent = line + "\n\n";
    }
    QVERIFY(ollamaErrorLine.startsWith("{\"error\""));
    QVERIFY(!openAiErrorEvent.isEmpty());

    struct Case
    {
        Provider provider;
        const char* path;
        const char* contentType;
        QByteArray body;
        QString part;
        QString reason;
    };
    const QList<Case> cases = {
        // message_start, content_block_start, ping, "Hello", " there"; then the overloaded_error event.
        {Provider::Anthropic, "/v1/messages", "text/event-stream",
         firstParts(readAll(anthropicText), "\n\n", 5) + readAll(anthropicError), QStringLiteral("Hello there"),
         QStringLiteral("Overloaded")},
        {Provider::Ollama, "/api/chat", "application/x-ndjson",
         firstParts(readAll(ollamaText), "\n", 3) + ollamaErrorLine, QStringLiteral("This is test "),
         QStringLiteral("an error was encountered while running the model")},
        {Provider::OpenAiCompatible, "/v1/chat/completions", "text/event-stream",
         firstParts(readAll(openAiText), "\n\n", 4) + openAiErrorEvent, QStringLiteral("The capital of"),
         QStringLiteral("Token limit reached")},
    };
    for (const Case& c : cases) {
        ScriptedServer server;
        const json route = {{"method", "POST"},
                            {"path", c.path},
                            {"responses", json::array({{{"status", 200},
                                                        {"headers", {{"Content-Type", c.contentType}}},
                                                        {"body", c.body.toStdString()}}})}};
        QVERIFY(server.addRoute(QByteArray::fromStdString(route.dump())));
        QVERIFY(server.start());
        LlmConfig config = configFor(server, c.provider, QStringLiteral("recorded"));
        config.maxAttempts = 3;
        auto model = ChatModel::create(config, std::make_shared<net::HttpClient>());
        QString shown;
        const Result<ChatReply> reply = model->stream(question(), [&](const QString& d) { shown += d; });
        const QByteArray name = providerName(c.provider).toUtf8();
        QVERIFY2(reply.ok(), qPrintable(QString::fromUtf8(name) + QStringLiteral(": ") + describe(reply)));
        QVERIFY2(reply->incomplete, name.constData());
        QCOMPARE(reply->text, c.part);
        QCOMPARE(shown, c.part);
        QVERIFY2(reply->interruption.toString().contains(c.reason), qPrintable(reply->interruption.toString()));
        QCOMPARE(server.requests().size(), 1); // text was shown: never asked again
        QVERIFY(model->calls().constLast().incomplete);
    }
}

} // namespace lmars::llm

QTEST_GUILESS_MAIN(lmars::llm::WireRecordingTest)
#include "WireRecordingTest.moc"
