// SPDX-License-Identifier: GPL-3.0-or-later
#include "OllamaModel.h"

#include "llm/LlmLog.h"
#include "llm/ProviderSupport.h"
#include "llm/ReasoningSplitter.h"
#include "net/HttpClient.h"

#include <optional>

namespace lmars::llm {

using nlohmann::json;
using PS = ProviderSupport;

namespace {

/// Reads the final object's stats into reply (prompt_eval_count, eval_count, done_reason).
void readFinal(const json& object, ChatReply* reply)
{
    reply->usage.promptTokens = PS::integer(object, "prompt_eval_count");
    reply->usage.completionTokens = PS::integer(object, "eval_count");
    reply->finishReason = PS::str(object, "done_reason");
}

} // namespace

OllamaModel::OllamaModel(LlmConfig config, std::shared_ptr<net::HttpClient> http)
    : ChatModel(std::move(config), std::move(http))
{}

QUrl OllamaModel::baseUrl() const
{
    if (config().baseUrl.isEmpty())
        return QUrl(QStringLiteral("http://localhost:11434"));
    return config().baseUrl;
}

QString OllamaModel::label() const
{
    return tr("Ollama server at %1").arg(PS::hostLabel(baseUrl()));
}

json OllamaModel::requestBody(const ChatRequest& request, const StructuredSchema* schema, bool streaming) const
{
    json body = json::object();
    body["model"] = PS::toJson(config().model);
    body["messages"] = PS::chatMessages(request);
    body["options"] = {{"temperature", PS::temperature(request, config())},
                       {"num_predict", PS::maxOutputTokens(request, config())},
                       {"num_ctx", config().contextWindowTokens > 0 ? config().contextWindowTokens : 16384}};
    if (schema && schema->format == StructuredFormat::JsonSchema)
        body["format"] = schema->schema;
    else if (schema && schema->format == StructuredFormat::JsonObject)
        body["format"] = "json"; // Ollama before 0.5 takes only "json"
    body["stream"] = streaming;
    body["think"] = false;
    return body;
}

Result<ChatReply> OllamaModel::call(const ChatRequest& request, const StructuredSchema* schema,
                                    const DeltaHandler* onDelta, const CancelToken& cancel)
{
    const bool streaming = onDelta != nullptr;
    net::HttpRequest http = PS::jsonPost(config(), PS::endpoint(baseUrl(), QStringLiteral("/api/chat")),
                                         requestBody(request, schema, streaming), streaming);
    if (streaming) {
        for (auto& header : http.headers) {
            if (header.first == "Accept")
                header.second = QByteArrayLiteral("application/x-ndjson");
        }
    }
    // Ollama needs no key; one is sent for servers behind an authenticating proxy.
    PS::addBearerKey(http, config());

    PS::logPost(http, config(), schema, streaming);
    if (streaming)
        return callStreaming(http, *onDelta, cancel);

    const Result<net::HttpResponse> response = PS::sendWhole(this->http(), http, cancel, label(), config());
    if (!response)
        return response.error();
    const Result<json> parsed = PS::parseObject(response->body, label());
    if (!parsed)
        return parsed.error();
    const json& root = parsed.value();
    if (const auto error = root.find("error"); error != root.end() && !error->is_null())
        return PS::reportedError(label(), PS::errorMessage(*error), 0, http);
    const json* message = PS::object(root, "message");
    if (!message)
        return PS::unreadable(label(), tr("no message"));
    ChatReply reply;
    // think:false still leaks the thinking of some models into the content (a bare </think>).
    const ReasoningSplitter::Parts parts = ReasoningSplitter::split(PS::str(*message, "content"));
    reply.text = parts.content;
    reply.reasoning = PS::str(*message, "thinking") + parts.reasoning;
    readFinal(root, &reply);
    qCDebug(lcLlm) << "reply" << reply.text.size() << "chars, done" << reply.finishReason << "tokens"
                   << reply.usage.promptTokens << "+" << reply.usage.completionTokens;
    return reply;
}

Result<ChatReply> OllamaModel::callStreaming(const net::HttpRequest& request, const DeltaHandler& onDelta,
                                             const CancelToken& cancel)
{
    ChatReply reply;
    bool done = false;
    std::optional<Error> streamError;
    ReasoningSplitter splitter;

    const auto onLine = [&](const QByteArray& line) {
        const QByteArray trimmed = line.trimmed();
        if (trimmed.isEmpty())
            return true;
        const json object = json::parse(trimmed.constBegin(), trimmed.constEnd(), nullptr, false);
        if (object.is_discarded() || !object.is_object()) {
            streamError = PS::unreadable(label(), tr("a stream line is not JSON"));
            return false;
        }
        if (const auto error = object.find("error"); error != object.end() && !error->is_null()) {
            streamError = PS::reportedError(label(), PS::errorMessage(*error), 0, request);
            return false;
        }
        if (const json* message = PS::object(object, "message")) {
            splitter.feedReasoning(PS::str(*message, "thinking"));
            const QString text = splitter.feedContent(PS::str(*message, "content"));
            if (!text.isEmpty())
                onDelta(text);
        }
        if (const auto flag = object.find("done"); flag != object.end() && flag->is_boolean() && flag->get<bool>()) {
            readFinal(object, &reply);
            done = true;
            return false;
        }
        return true;
    };
    if (const std::optional<Error> error =
            PS::runLineStream(http(), request, onLine, streamError, label(), config(), cancel))
        return *error;
    if (!done) {
        const Error error = PS::cutOff(label());
        qCWarning(lcLlm).noquote() << error.toString();
        return error;
    }
    if (const QString rest = splitter.finish(); !rest.isEmpty())
        onDelta(rest);
    reply.text = splitter.content();
    reply.reasoning = splitter.reasoning();
    qCDebug(lcLlm) << "streamed" << reply.text.size() << "chars, done" << reply.finishReason << "tokens"
                   << reply.usage.promptTokens << "+" << reply.usage.completionTokens;
    return reply;
}

} // namespace lmars::llm
