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
 * llama.cpp server, LM Studio): POST {baseUrl}/chat/completions.
 *
 * Reasoning models (isReasoningModel) get max_completion_tokens and no temperature; all others get
 * temperature and max_tokens (Ollama /v1 ignores max_completion_tokens). Structured calls send
 * response_format json_schema with strict true, json_object, or none (StructuredSchema::format);
 * streaming reads SSE chunks until [DONE]. reasoning_content / reasoning fields and deltas and
 * <think> blocks in the content become the reply's reasoning. Error chunks count their usage; those
 * with a 429/5xx code are transient; one after a length stop (OpenRouter) only confirms the cut-off.
 */
class OpenAiCompatibleModel final : public ChatModel
{
    Q_DECLARE_TR_FUNCTIONS(OpenAiCompatibleModel)

public:
    OpenAiCompatibleModel(LlmConfig config, std::shared_ptr<net::HttpClient> http);

    /// https://api.openai.com/v1 when the config names no base URL.
    QUrl baseUrl() const;
    /// The request body for this request (exposed for tests and diagnostics).
    nlohmann::json requestBody(const ChatRequest& request, const StructuredSchema* schema, bool streaming) const;

protected:
    Result<ChatReply> call(const ChatRequest& request, const StructuredSchema* schema, const DeltaHandler* onDelta,
                           const CancelToken& cancel) override;
    QUrl serverBaseUrl() const override { return baseUrl(); }

private:
    QString label() const;
    Result<ChatReply> readReply(const QByteArray& body, const net::HttpRequest& request) const;
    Result<ChatReply> callStreaming(const net::HttpRequest& request, const DeltaHandler& onDelta,
                                    const CancelToken& cancel);
};

} // namespace lmars::llm
