// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Error.h"
#include "common/Result.h"
#include "llm/ChatModel.h"
#include "llm/LlmConfig.h"
#include "net/HttpClient.h"
#include "net/SseParser.h"

#include <QCoreApplication>
#include <QString>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>

namespace lmars::llm {

/**
 * Helpers the provider implementations share: building HttpRequests from an LlmConfig, turning
 * transport errors into provider-named, user-readable errors, and tolerant JSON field access.
 * Internal to core/llm.
 */
class ProviderSupport final
{
    Q_DECLARE_TR_FUNCTIONS(ProviderSupport)

public:
    ProviderSupport() = delete;

    /// base with path appended to its path ("/v1" + "/chat/completions"); its query is kept, its fragment dropped.
    static QUrl endpoint(const QUrl& base, const QString& path);
    /// True when base's path already ends with path (e.g. "/v1").
    static bool pathEndsWith(const QUrl& base, const QString& path);
    /// Whether a provider's error message says its content filter blocked the request (Azure OpenAI).
    static bool isContentFilterMessage(const QString& message);
    /// "host" or "host:port" when the URL names a port.
    static QString hostLabel(const QUrl& url);

    /// A POST of body as JSON with the config's timeouts, retries and secrets.
    static net::HttpRequest jsonPost(const LlmConfig& config, const QUrl& url, const nlohmann::json& body,
                                     bool streaming);

    /// True when an error body names the request itself as invalid (error type invalid_request_error,
    /// a message about response_format / json_schema or "must be one of"): retrying cannot help.
    /// Only for HTTP 400, 422 and 500; overloads, rate limits and gateway errors are always retried.
    static bool namesInvalidRequest(int status, const QByteArray& body);

    /// Adds "Authorization: Bearer <key>" when the config has a key.
    static void addBearerKey(net::HttpRequest& request, const LlmConfig& config);
    /// An OpenAI-style request's key: Azure OpenAI's deployments take it in an api-key header,
    /// every other server (and Azure's /openai/v1/ endpoint) as a bearer token.
    static void addOpenAiKey(net::HttpRequest& request, const LlmConfig& config, const QUrl& base);

    /// Azure OpenAI's v1 API ({resource}/openai/v1/): the model in the body, the key as a bearer token.
    static bool isAzureV1Endpoint(const QUrl& base);
    /// The URL an OpenAI-style operation (path: "/chat/completions", "/embeddings") is posted to:
    /// {base}{path}, or for Azure OpenAI's deployments
    /// {resource}/openai/deployments/{model}{path}?api-version=... The base URL's query is kept; a
    /// base that already ends with path is taken as it is.
    static QUrl openAiUrl(const LlmConfig& config, const QUrl& base, const QString& path);
    /// Logs a request about to be sent (URL, model, schema or text, streamed or whole) at debug level.
    static void logPost(const net::HttpRequest& request, const LlmConfig& config, const StructuredSchema* schema,
                        bool streaming);
    /// Sends a whole (not streamed) request; a failure comes back described (describe()) and logged.
    static Result<net::HttpResponse> sendWhole(const net::HttpClient& http, const net::HttpRequest& request,
                                               const CancelToken& cancel, const QString& label,
                                               const LlmConfig& config);

    /// Rewrites an HttpClient error so that it names the server (label, e.g. "Ollama server at
    /// localhost:11434") and says what the user can do. Secrets of request are redacted.
    static Error describe(const Error& error, const QString& label, const LlmConfig& config,
                          const net::HttpRequest& request);
    /// An error reported inside a 2xx body (mid-stream error events, {"error": ...} objects).
    static Error reportedError(const QString& label, const QString& message, int status,
                               const net::HttpRequest& request);
    static Error cutOff(const QString& label);
    static Error unreadable(const QString& label, const QString& what);
    /// The model declined to answer (OpenAI refusal, Anthropic stop_reason refusal).
    static Error refused(const QString& label, const QString& message, const net::HttpRequest& request);

    /// Parses a whole response body; an InvalidResponse error naming label when it is not a JSON object.
    static Result<nlohmann::json> parseObject(const QByteArray& body, const QString& label);

    /// The message of an error value: a string, or an object's "message" (else its compact JSON).
    static QString errorMessage(const nlohmann::json& error);

    static QString str(const nlohmann::json& object, const char* key);
    static qint64 integer(const nlohmann::json& object, const char* key);
    static const nlohmann::json* object(const nlohmann::json& object, const char* key);

    static nlohmann::json toJson(const QString& text) { return text.toStdString(); }
    static QString fromJson(const nlohmann::json& value);
    static QByteArray dump(const nlohmann::json& value);

    /// The output token budget and temperature of a request, falling back to the config.
    static int maxOutputTokens(const ChatRequest& request, const LlmConfig& config);

    /// "system", "user" or "assistant" (OpenAI-style and Ollama roles).
    static const char* roleName(ChatMessage::Role role);
    /// The request's messages as OpenAI-style and Ollama chat bodies take them: [{role, content}].
    static nlohmann::json chatMessages(const ChatRequest& request);

    /**
     * Runs a streaming request, feeding each line of its body to onLine (return false to stop).
     * Returns the error to report, if any: an error onLine recorded in streamError wins; a
     * connection that broke after data arrived is a cut-off answer; any other transport failure is
     * described for the provider. Whether the provider's end marker came is the caller's to check.
     */
    static std::optional<Error> runLineStream(const net::HttpClient& http, const net::HttpRequest& request,
                                              const std::function<bool(const QByteArray&)>& onLine,
                                              const std::optional<Error>& streamError, const QString& label,
                                              const LlmConfig& config, const CancelToken& cancel);

    /**
     * runLineStream() for a body of server-sent events, feeding each event to onEvent (return false
     * to stop). When the stream ended without the provider's end marker (done false), a last pending
     * event is flushed through onEvent first.
     */
    static std::optional<Error> runSseStream(const net::HttpClient& http, const net::HttpRequest& request,
                                             const std::function<bool(const net::SseEvent&)>& onEvent,
                                             const std::optional<Error>& streamError, const bool& done,
                                             const QString& label, const LlmConfig& config, const CancelToken& cancel);
    static double temperature(const ChatRequest& request, const LlmConfig& config);
};

} // namespace lmars::llm
