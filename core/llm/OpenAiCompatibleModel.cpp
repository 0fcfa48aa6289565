// SPDX-License-Identifier: GPL-3.0-or-later
#include "OpenAiCompatibleModel.h"

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

/// usage of a reply or of a stream's last chunk. prompt_tokens includes the cached tokens: OpenAI's
/// prompt_tokens_details.cached_tokens, DeepSeek's prompt_cache_hit_tokens (DeepSeek sends both; the
/// larger wins, as one of them may be a constant 0).
Usage readUsage(const json& chunk)
{
    Usage usage;
    if (const json* u = PS::object(chunk, "usage")) {
        usage.promptTokens = PS::integer(*u, "prompt_tokens");
        usage.completionTokens = PS::integer(*u, "completion_tokens");
        if (const json* details = PS::object(*u, "completion_tokens_details"))
            usage.reasoningTokens = PS::integer(*details, "reasoning_tokens");
        if (const json* details = PS::object(*u, "prompt_tokens_details"))
            usage.cachedTokens = PS::integer(*details, "cached_tokens");
        usage.cachedTokens = std::max(usage.cachedTokens, PS::integer(*u, "prompt_cache_hit_tokens"));
        usage.cachedTokens = std::min(usage.cachedTokens, usage.promptTokens);
    }
    return usage;
}

/// Reasoning sent beside the content: reasoning_content (DeepSeek, vLLM) or reasoning (OpenRouter, Groq, Ollama /v1).
QString reasoningField(const json& message)
{
    const QString content = PS::str(message, "reasoning_content");
    return content.isEmpty() ? PS::str(message, "reasoning") : content;
}

/// Whether a provider error code inside a 2xx stream says the same request may succeed later.
bool transientCode(int code)
{
    return code == 408 || code == 429 || code == 502 || code == 503 || code == 504 || code == 529 || code == 500;
}

/// A provider error inside a 2xx body: {"error": ...} (OpenAI, OpenRouter) or {"object": "error"} (vLLM).
std::optional<std::pair<QString, int>> bodyError(const json& chunk)
{
    if (const auto it = chunk.find("error"); it != chunk.end() && !it->is_null()) {
        const int code = it->is_object() ? static_cast<int>(PS::integer(*it, "code")) : 0;
        return std::make_pair(PS::errorMessage(*it), code >= 400 && code < 600 ? code : 0);
    }
    if (PS::str(chunk, "object") == QLatin1String("error"))
        return std::make_pair(PS::str(chunk, "message"), static_cast<int>(PS::integer(chunk, "code")));
    return std::nullopt;
}

} // namespace

OpenAiCompatibleModel::OpenAiCompatibleModel(LlmConfig config, std::shared_ptr<net::HttpClient> http)
    : ChatModel(std::move(config), std::move(http))
{}

QUrl OpenAiCompatibleModel::baseUrl() const
{
    if (config().baseUrl.isEmpty())
        return llm::defaultServerUrl(config().provider);
    return config().baseUrl;
}

QUrl OpenAiCompatibleModel::chatUrl() const
{
    return PS::openAiUrl(config(), baseUrl(), QStringLiteral("/chat/completions"));
}

QString OpenAiCompatibleModel::label() const
{
    const QString host = PS::hostLabel(baseUrl());
    switch (config().provider) {
    case Provider::Azure:
        return tr("Azure OpenAI at %1").arg(host);
    case Provider::Gemini:
        return tr("Gemini API at %1").arg(host);
    case Provider::LmStudio:
        return tr("LM Studio server at %1").arg(host);
    case Provider::OpenAiCompatible:
    case Provider::Anthropic:
    case Provider::Ollama:
        break;
    }
    return tr("OpenAI-compatible server at %1").arg(host);
}

Error OpenAiCompatibleModel::filtered(const json& choice, const net::HttpRequest& request) const
{
    // Azure OpenAI: content_filter_results {hate: {filtered, severity}, ..., protected_material_text: {filtered,
    // detected}}.
    QStringList categories;
    if (const json* results = PS::object(choice, "content_filter_results")) {
        for (auto it = results->begin(); it != results->end(); ++it) {
            if (!it->is_object() || !it->value("filtered", false))
                continue;
            const QString severity = PS::str(*it, "severity");
            categories << (severity.isEmpty()
                               ? QString::fromStdString(it.key())
                               : QStringLiteral("%1: %2").arg(QString::fromStdString(it.key()), severity));
        }
    }
    Error error(ErrorKind::InvalidResponse,
                tr("The content filter of the %1 stopped the answer (finish reason content_filter).").arg(label()), 0,
                net::HttpClient::redact(categories.join(QStringLiteral(", ")), request));
    return error;
}

json OpenAiCompatibleModel::requestBody(const ChatRequest& request, const StructuredSchema* schema,
                                        bool streaming) const
{
    json body = json::object();
    body["model"] = PS::toJson(config().model);
    body["messages"] = PS::chatMessages(request);

    const int maxTokens = PS::maxOutputTokens(request, config());
    if (isReasoningModel(config().model)) {
        body["max_completion_tokens"] = maxTokens;
    } else {
        body["temperature"] = PS::temperature(request, config());
        body["max_tokens"] = maxTokens;
    }
    if (schema && schema->format == StructuredFormat::JsonSchema) {
        body["response_format"] = {
            {"type", "json_schema"},
            {"json_schema", {{"name", PS::toJson(schema->name)}, {"strict", true}, {"schema", schema->schema}}}};
    } else if (schema && schema->format == StructuredFormat::JsonObject) {
        body["response_format"] = {{"type", "json_object"}};
    }
    // OpenAI's own API routes calls with one prompt_cache_key to the same prompt cache; other
    // OpenAI-compatible servers (llama.cpp, Ollama, vLLM, LM Studio, Azure, Gemini) do not document it.
    if (config().provider == Provider::OpenAiCompatible &&
        baseUrl().host().compare(QLatin1String("api.openai.com"), Qt::CaseInsensitive) == 0)
        body["prompt_cache_key"] = PS::toJson(promptCacheKey());
    if (streaming) {
        body["stream"] = true;
        body["stream_options"] = {{"include_usage", true}};
    } else {
        body["stream"] = false;
    }
    return body;
}

Result<ChatReply> OpenAiCompatibleModel::call(const ChatRequest& request, const StructuredSchema* schema,
                                              const DeltaHandler* onDelta, const CancelToken& cancel)
{
    const bool streaming = onDelta != nullptr;
    net::HttpRequest http = PS::jsonPost(config(), chatUrl(), requestBody(request, schema, streaming), streaming);
    PS::addOpenAiKey(http, config(), baseUrl());

    PS::logPost(http, config(), schema, streaming);
    if (streaming)
        return callStreaming(http, *onDelta, cancel);

    const Result<net::HttpResponse> response = PS::sendWhole(this->http(), http, cancel, label(), config());
    if (!response)
        return response.error();
    return readReply(response->body, http);
}

Result<ChatReply> OpenAiCompatibleModel::readReply(const QByteArray& body, const net::HttpRequest& request) const
{
    const Result<json> parsed = PS::parseObject(body, label());
    if (!parsed)
        return parsed.error();
    const json& root = parsed.value();
    if (const auto error = bodyError(root))
        return PS::reportedError(label(), error->first, error->second, request);

    const auto choices = root.find("choices");
    if (choices == root.end() || !choices->is_array() || choices->empty() || !choices->at(0).is_object())
        return PS::unreadable(label(), tr("no choices"));
    const json& choice = choices->at(0);
    ChatReply reply;
    reply.finishReason = PS::str(choice, "finish_reason");
    reply.usage = readUsage(root);
    if (reply.finishReason == QLatin1String("content_filter"))
        return filtered(choice, request);
    if (const json* message = PS::object(choice, "message")) {
        const QString refusal = PS::str(*message, "refusal");
        if (!refusal.isEmpty())
            return PS::refused(label(), refusal, request);
        // Reasoning models: <think> blocks in the content, or a field of their own.
        const ReasoningSplitter::Parts parts = ReasoningSplitter::split(PS::str(*message, "content"));
        reply.text = parts.content;
        reply.reasoning = reasoningField(*message);
        if (!parts.reasoning.isEmpty())
            reply.reasoning = reply.reasoning.isEmpty() ? parts.reasoning
                                                        : reply.reasoning + QStringLiteral("\n\n") + parts.reasoning;
    } else {
        return PS::unreadable(label(), tr("no message"));
    }
    qCDebug(lcLlm) << "reply" << reply.text.size() << "chars, finish" << reply.finishReason << "tokens"
                   << reply.usage.promptTokens << "(cached" << reply.usage.cachedTokens << ") +"
                   << reply.usage.completionTokens;
    return reply;
}

Result<ChatReply> OpenAiCompatibleModel::callStreaming(const net::HttpRequest& request, const DeltaHandler& onDelta,
                                                       const CancelToken& cancel)
{
    ChatReply reply;
    bool done = false;
    std::optional<Error> streamError;
    QString refusal;
    ReasoningSplitter splitter;
    bool stoppedAtLimit = false;

    // Returns false when the stream must stop ([DONE], an error, an unreadable chunk).
    const auto handleEvent = [&](const net::SseEvent& event) {
        const QByteArray data = event.data.trimmed();
        if (data.isEmpty())
            return true;
        if (data == "[DONE]") {
            done = true;
            return false;
        }
        const json chunk = json::parse(data.constBegin(), data.constEnd(), nullptr, false);
        if (chunk.is_discarded() || !chunk.is_object()) {
            streamError = PS::unreadable(label(), tr("a stream chunk is not JSON"));
            return false;
        }
        // Usage first: an error chunk may carry the tokens already spent (OpenRouter).
        const Usage usage = readUsage(chunk);
        if (usage.promptTokens > 0 || usage.completionTokens > 0)
            reply.usage = usage;
        if (const auto error = bodyError(chunk)) {
            if (stoppedAtLimit) {
                // OpenRouter follows finish_reason "length" with {code 400, "Token limit reached"}: the
                // reply is merely cut off, which finishReason already says.
                qCDebug(lcLlm).noquote() << "error chunk after a length stop:" << error->first;
                return true;
            }
            Error reported = PS::reportedError(label(), error->first, error->second, request);
            reported.transient = transientCode(error->second);
            streamError = reported;
            if (reply.usage.promptTokens > 0 || reply.usage.completionTokens > 0)
                chargeFailedCall(reply.usage);
            return false;
        }
        const auto choices = chunk.find("choices");
        if (choices == chunk.end() || !choices->is_array() || choices->empty())
            return true;
        const json& choice = choices->at(0);
        if (const json* delta = PS::object(choice, "delta")) {
            splitter.feedReasoning(reasoningField(*delta));
            const QString text = splitter.feedContent(PS::str(*delta, "content"));
            if (!text.isEmpty())
                onDelta(text);
            refusal += PS::str(*delta, "refusal");
        }
        const QString finish = PS::str(choice, "finish_reason");
        if (finish == QLatin1String("content_filter")) {
            streamError = filtered(choice, request);
            return false;
        }
        if (!finish.isEmpty()) {
            reply.finishReason = finish;
            stoppedAtLimit = finish == QLatin1String("length");
        }
        return true;
    };

    if (const std::optional<Error> error =
            PS::runSseStream(http(), request, handleEvent, streamError, done, label(), config(), cancel))
        return *error;
    if (const QString rest = splitter.finish(); !rest.isEmpty())
        onDelta(rest);
    reply.text = splitter.content();
    reply.reasoning = splitter.reasoning();
    if (!refusal.isEmpty())
        return PS::refused(label(), refusal, request);
    if (!done && reply.finishReason.isEmpty()) {
        const Error error = PS::cutOff(label());
        qCWarning(lcLlm).noquote() << error.toString();
        return error;
    }
    qCDebug(lcLlm) << "streamed" << reply.text.size() << "chars, finish" << reply.finishReason << "tokens"
                   << reply.usage.promptTokens << "+" << reply.usage.completionTokens;
    return reply;
}

} // namespace lmars::llm
