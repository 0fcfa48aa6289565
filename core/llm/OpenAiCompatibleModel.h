// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/ChatModel.h"

#include <QCoreApplication>

namespace lmars::net {
struct HttpRequest;
}

namespace lmars::llm {

/**
 * OpenAI Chat Completions and every server that speaks it (OpenRouter, Ollama /v1, vLLM,
 * llama.cpp server, LM Studio, Gemini's OpenAI-compatible endpoint, Azure OpenAI): POST
 * {baseUrl}/chat/completions (chatUrl()). Azure OpenAI's deployments take the key in an api-key
 * header and the api-version as a query parameter; every other server a bearer key. An answer the
 * server's content filter stopped (finish_reason content_filter) is an error naming the categories.
 *
 * Reasoning models (isReasoningModel) get max_completion_tokens and no temperature; all others get
 * temperature and max_tokens (Ollama /v1 ignores max_completion_tokens). Structured calls send
 * response_format json_schema with strict true, json_object, or none (StructuredSchema::format);
 * streaming reads SSE chunks until [DONE]. reasoning_content / reasoning fields and deltas and
 * <think> blocks in the content become the reply's reasoning. Error chunks count their usage; those
 * with a 429/5xx code are transient; one after a length stop (OpenRouter) only confirms the cut-off.
 * Cached prompt tokens come from usage.prompt_tokens_details.cached_tokens (OpenAI) or
 * prompt_cache_hit_tokens (DeepSeek); OpenAI's own API also gets the run's prompt_cache_key.
 */
class OpenAiCompatibleModel final : public ChatModel
{
    Q_DECLARE_TR_FUNCTIONS(OpenAiCompatibleModel)

public:
    OpenAiCompatibleModel(LlmConfig config, std::shared_ptr<net::HttpClient> http);

    /// The config's base URL, else the provider's default (llm::defaultServerUrl()).
    QUrl baseUrl() const;
    /// The URL chat completions are posted to: {base}/chat/completions, or for Azure OpenAI's
    /// deployments {resource}/openai/deployments/{model}/chat/completions?api-version=... The base
    /// URL's query string is kept.
    QUrl chatUrl() const;
    /// The request body for this request (exposed for tests and diagnostics).
    nlohmann::json requestBody(const ChatRequest& request, const StructuredSchema* schema, bool streaming) const;

protected:
    Result<ChatReply> call(const ChatRequest& request, const StructuredSchema* schema, const DeltaHandler* onDelta,
                           const CancelToken& cancel) override;
    QUrl serverBaseUrl() const override { return baseUrl(); }

private:
    QString label() const;
    /// An answer stopped by the server's content filter (finish_reason content_filter), with the categories it names.
    Error filtered(const nlohmann::json& choice, const net::HttpRequest& request) const;
    Result<ChatReply> readReply(const QByteArray& body, const net::HttpRequest& request) const;
    Result<ChatReply> callStreaming(const net::HttpRequest& request, const DeltaHandler& onDelta,
                                    const CancelToken& cancel);
};

} // namespace lmars::llm
