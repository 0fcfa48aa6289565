// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnthropicModel.h"

#include "llm/LlmLog.h"
#include "llm/ProviderSupport.h"
#include "llm/ReasoningSplitter.h"
#include "net/HttpClient.h"
#include "net/SseParser.h"

#include <algorithm>
#include <optional>

namespace lmars::llm {

using nlohmann::json;
using PS = ProviderSupport;

namespace {

/// An error object of the Messages API as an Error; overloaded_error and api_error are transient.
Error anthropicError(const QString& label, const json& error, const net::HttpRequest& request)
{
    const QString type = PS::str(error, "type");
    int status = 0;
    if (type == QLatin1String("overloaded_error"))
        status = 529;
    else if (type == QLatin1String("api_error"))
        status = 500;
    else if (type == QLatin1String("rate_limit_error"))
        status = 429;
    Error out = PS::reportedError(label, PS::errorMessage(error), status, request);
    out.transient = status != 0;
    return out;
}

/// Anthropic takes cache_control on at most 4 blocks.
constexpr int kMaxCacheMarks = 4;

/// One message's text within a turn (or the system prompt), and whether the cacheable prefix ends after it.
struct Part
{
    QString text;
    bool cacheMark = false;
};

/// The content of a turn or of "system": the parts joined into one string when none is marked, else
/// one text block per non-empty part, the marked ones with cache_control {"type":"ephemeral"}.
json contentOf(const QList<Part>& parts)
{
    const bool marked = std::any_of(parts.cbegin(), parts.cend(), [](const Part& p) { return p.cacheMark; });
    if (!marked) {
        QStringList texts;
        for (const Part& part : parts)
            texts.append(part.text);
        return PS::toJson(texts.join(QStringLiteral("\n\n")));
    }
    json blocks = json::array();
    for (const Part& part : parts) {
        if (part.text.isEmpty()) // the API rejects empty text blocks
            continue;
        json block = {{"type", "text"}, {"text", PS::toJson(part.text)}};
        if (part.cacheMark)
            block["cache_control"] = {{"type", "ephemeral"}};
        blocks.push_back(std::move(block));
    }
    if (blocks.empty())
        return PS::toJson(QString());
    return blocks;
}

/// The token counts of a usage object as sent so far: message_start's usage, then message_delta's
/// cumulative ones (which may repeat the input counts); a field that is absent keeps its value.
struct AnthropicUsage
{
    qint64 input = 0; ///< input_tokens: only the tokens after the last cache mark
    qint64 output = 0;
    qint64 cacheRead = 0;
    qint64 cacheWrite = 0;

    void read(const json& usage)
    {
        const auto take = [&](const char* key, qint64* into) {
            if (const auto it = usage.find(key); it != usage.end() && it->is_number_integer())
                *into = it->get<qint64>();
        };
        take("input_tokens", &input);
        take("output_tokens", &output);
        take("cache_read_input_tokens", &cacheRead);
        take("cache_creation_input_tokens", &cacheWrite);
    }
    /// Our Usage: promptTokens counts every input token, cached or not.
    Usage usage() const
    {
        Usage u;
        u.promptTokens = input + cacheRead + cacheWrite;
        u.completionTokens = output;
        u.cachedTokens = cacheRead;
        u.cacheWriteTokens = cacheWrite;
        return u;
    }
};

} // namespace

AnthropicModel::AnthropicModel(LlmConfig config, std::shared_ptr<net::HttpClient> http)
    : ChatModel(std::move(config), std::move(http))
{}

QUrl AnthropicModel::baseUrl() const
{
    if (config().baseUrl.isEmpty())
        return QUrl(QStringLiteral("https://api.anthropic.com"));
    return config().baseUrl;
}

QUrl AnthropicModel::messagesUrl() const
{
    const QUrl base = baseUrl();
    if (PS::pathEndsWith(base, QStringLiteral("/v1")))
        return PS::endpoint(base, QStringLiteral("/messages"));
    return PS::endpoint(base, QStringLiteral("/v1/messages"));
}

QString AnthropicModel::label() const
{
    return tr("Anthropic API at %1").arg(PS::hostLabel(baseUrl()));
}

json AnthropicModel::requestBody(const ChatRequest& request, const StructuredSchema* schema, bool streaming) const
{
    json body = json::object();
    body["model"] = PS::toJson(config().model);
    body["max_tokens"] = PS::maxOutputTokens(request, config());
    body["temperature"] = std::clamp(PS::temperature(request, config()), 0.0, 1.0);

    // System messages go top-level; the API wants alternating user/assistant turns, so
    // consecutive messages of one role are joined. A turn with a cache mark is sent as text blocks,
    // the marked one with cache_control; only the last kMaxCacheMarks marks count.
    int skipMarks = int(std::count_if(request.messages.cbegin(), request.messages.cend(),
                                      [](const ChatMessage& m) { return m.cacheBreakpoint; })) -
                    kMaxCacheMarks;
    QList<Part> system;
    json messages = json::array();
    QString pendingRole;
    QList<Part> pending;
    const auto flush = [&] {
        if (!pendingRole.isEmpty())
            messages.push_back({{"role", PS::toJson(pendingRole)}, {"content", contentOf(pending)}});
        pendingRole.clear();
        pending.clear();
    };
    for (const ChatMessage& message : request.messages) {
        Part part{message.content, message.cacheBreakpoint && skipMarks-- <= 0};
        if (message.role == ChatMessage::Role::System) {
            system.append(std::move(part));
            continue;
        }
        const QString role =
            message.role == ChatMessage::Role::Assistant ? QStringLiteral("assistant") : QStringLiteral("user");
        if (role != pendingRole) {
            flush();
            pendingRole = role;
        }
        pending.append(std::move(part));
    }
    flush();
    if (!system.isEmpty())
        body["system"] = contentOf(system);
    body["messages"] = std::move(messages);

    if (schema && schema->format == StructuredFormat::JsonSchema) {
        const json name = PS::toJson(schema->name);
        body["tools"] = json::array(
            {{{"name", name},
              {"description", PS::toJson(QStringLiteral("Record the answer as a %1 object.").arg(schema->name))},
              {"input_schema", schema->schema}}});
        body["tool_choice"] = {{"type", "tool"}, {"name", name}};
    }
    if (streaming)
        body["stream"] = true;
    return body;
}

Result<ChatReply> AnthropicModel::call(const ChatRequest& request, const StructuredSchema* schema,
                                       const DeltaHandler* onDelta, const CancelToken& cancel)
{
    const bool streaming = onDelta != nullptr;
    net::HttpRequest http = PS::jsonPost(config(), messagesUrl(), requestBody(request, schema, streaming), streaming);
    if (!config().apiKey.isEmpty())
        http.headers.append({QByteArrayLiteral("x-api-key"), config().apiKey.toUtf8()});
    http.headers.append({QByteArrayLiteral("anthropic-version"), QByteArrayLiteral("2023-06-01")});

    PS::logPost(http, config(), schema, streaming);
    if (streaming)
        return callStreaming(http, schema, *onDelta, cancel);

    const Result<net::HttpResponse> response = PS::sendWhole(this->http(), http, cancel, label(), config());
    if (!response)
        return response.error();
    return readReply(response->body, schema, http);
}

Result<ChatReply> AnthropicModel::readReply(const QByteArray& body, const StructuredSchema* schema,
                                            const net::HttpRequest& request) const
{
    const Result<json> parsed = PS::parseObject(body, label());
    if (!parsed)
        return parsed.error();
    const json& root = parsed.value();
    if (PS::str(root, "type") == QLatin1String("error") || PS::object(root, "error"))
        return anthropicError(label(), root.value("error", json()), request);

    ChatReply reply;
    reply.finishReason = PS::str(root, "stop_reason");
    if (const json* usage = PS::object(root, "usage")) {
        AnthropicUsage counts;
        counts.read(*usage);
        reply.usage = counts.usage();
    }
    const auto content = root.find("content");
    if (content == root.end() || !content->is_array())
        return PS::unreadable(label(), tr("no content"));
    QString text;
    for (const json& block : *content) {
        const QString type = PS::str(block, "type");
        if (type == QLatin1String("text")) {
            text += PS::str(block, "text");
        } else if (type == QLatin1String("thinking")) {
            reply.reasoning += PS::str(block, "thinking");
        } else if (type == QLatin1String("tool_use") && schema && reply.json.is_null() &&
                   PS::str(block, "name") == schema->name) {
            const auto input = block.find("input");
            if (input != block.end() && !input->is_null())
                reply.json = *input;
        }
    }
    if (reply.finishReason == QLatin1String("refusal"))
        return PS::refused(label(), text, request);
    const ReasoningSplitter::Parts parts = ReasoningSplitter::split(text);
    reply.reasoning += parts.reasoning;
    reply.text = reply.json.is_null() ? parts.content : QString::fromUtf8(PS::dump(reply.json));
    qCDebug(lcLlm) << "reply" << reply.text.size() << "chars, stop" << reply.finishReason << "tokens"
                   << reply.usage.promptTokens << "+" << reply.usage.completionTokens;
    return reply;
}

Result<ChatReply> AnthropicModel::callStreaming(const net::HttpRequest& request, const StructuredSchema* schema,
                                                const DeltaHandler& onDelta, const CancelToken& cancel)
{
    ChatReply reply;
    AnthropicUsage counts;
    QByteArray toolInput;
    bool toolSeen = false;
    bool done = false;
    std::optional<Error> streamError;
    ReasoningSplitter splitter;

    const auto handleEvent = [&](const net::SseEvent& event) {
        const json data = json::parse(event.data.constBegin(), event.data.constEnd(), nullptr, false);
        if (data.is_discarded() || !data.is_object()) {
            if (event.event == "ping" || event.data.trimmed().isEmpty())
                return true;
            streamError = PS::unreadable(label(), tr("a stream event is not JSON"));
            return false;
        }
        const QByteArray type = event.event.isEmpty() ? PS::str(data, "type").toUtf8() : event.event;
        if (type == "message_start") {
            if (const json* message = PS::object(data, "message")) {
                if (const json* usage = PS::object(*message, "usage"))
                    counts.read(*usage);
            }
        } else if (type == "content_block_start") {
            if (const json* block = PS::object(data, "content_block")) {
                if (schema && PS::str(*block, "type") == QLatin1String("tool_use") &&
                    PS::str(*block, "name") == schema->name)
                    toolSeen = true;
            }
        } else if (type == "content_block_delta") {
            if (const json* delta = PS::object(data, "delta")) {
                const QString deltaType = PS::str(*delta, "type");
                if (deltaType == QLatin1String("text_delta")) {
                    const QString text = splitter.feedContent(PS::str(*delta, "text"));
                    if (!text.isEmpty())
                        onDelta(text);
                } else if (deltaType == QLatin1String("thinking_delta")) {
                    splitter.feedReasoning(PS::str(*delta, "thinking"));
                } else if (deltaType == QLatin1String("input_json_delta")) {
                    toolInput += PS::str(*delta, "partial_json").toUtf8();
                }
            }
        } else if (type == "message_delta") {
            if (const json* delta = PS::object(data, "delta")) {
                const QString stop = PS::str(*delta, "stop_reason");
                if (!stop.isEmpty())
                    reply.finishReason = stop;
            }
            if (const json* usage = PS::object(data, "usage")) {
                // Cumulative; some servers send input_tokens 0 here: keep message_start's then.
                const qint64 input = counts.input;
                counts.read(*usage);
                if (counts.input == 0)
                    counts.input = input;
            }
        } else if (type == "message_stop") {
            done = true;
            return false;
        } else if (type == "error") {
            streamError = anthropicError(label(), data.value("error", json()), request);
            return false;
        }
        return true; // ping, content_block_stop and event types added later
    };

    if (const std::optional<Error> error =
            PS::runSseStream(http(), request, handleEvent, streamError, done, label(), config(), cancel))
        return *error;
    if (!done) {
        const Error error = PS::cutOff(label());
        qCWarning(lcLlm).noquote() << error.toString();
        return error;
    }
    if (const QString rest = splitter.finish(); !rest.isEmpty())
        onDelta(rest);
    reply.usage = counts.usage();
    reply.text = splitter.content();
    reply.reasoning = splitter.reasoning();
    if (reply.finishReason == QLatin1String("refusal"))
        return PS::refused(label(), reply.text, request);
    if (toolSeen) {
        // The structured caller validates the text; an unparsable input stays text for the repair path.
        const json input = json::parse(toolInput.constBegin(), toolInput.constEnd(), nullptr, false);
        if (!input.is_discarded())
            reply.json = input;
        reply.text = QString::fromUtf8(toolInput);
    }
    qCDebug(lcLlm) << "streamed" << reply.text.size() << "chars, stop" << reply.finishReason << "tokens"
                   << reply.usage.promptTokens << "+" << reply.usage.completionTokens;
    return reply;
}

} // namespace lmars::llm
