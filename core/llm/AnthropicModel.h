// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/ChatModel.h"

#include <QCoreApplication>

namespace lmars::net {
struct HttpRequest;
}

namespace lmars::llm {

/**
 * The Anthropic Messages API: POST {baseUrl}/v1/messages with x-api-key and anthropic-version
 * 2023-06-01. System messages go to the top-level "system"; temperature is clamped to 0..1.
 * Structured calls force one tool named after the schema (input_schema = the schema) and read the
 * tool_use block's input; a server without tools gets the schema in the prompt instead. Streaming
 * reads the named SSE events until message_stop. Thinking blocks (thinking, thinking_delta) and
 * <thinking> tags in text become the reply's reasoning; overloaded_error and api_error events are
 * transient (retried by ChatModel::stream() while no text was shown). Messages marked
 * cacheBreakpoint are sent as text blocks with cache_control {"type":"ephemeral"} (the last 4 marks);
 * usage's input_tokens, cache_read_input_tokens and cache_creation_input_tokens together are the
 * reply's promptTokens.
 */
class AnthropicModel final : public ChatModel
{
    Q_DECLARE_TR_FUNCTIONS(AnthropicModel)

public:
    AnthropicModel(LlmConfig config, std::shared_ptr<net::HttpClient> http);

    /// https://api.anthropic.com when the config names no base URL.
    QUrl baseUrl() const;
    /// {baseUrl}/v1/messages, without doubling a /v1 the base URL already ends in.
    QUrl messagesUrl() const;
    nlohmann::json requestBody(const ChatRequest& request, const StructuredSchema* schema, bool streaming) const;

protected:
    Result<ChatReply> call(const ChatRequest& request, const StructuredSchema* schema, const DeltaHandler* onDelta,
                           const CancelToken& cancel) override;
    QUrl serverBaseUrl() const override { return baseUrl(); }
    /// Anthropic has no json_object form: a server without tools gets the schema in the prompt.
    bool acceptsFormat(StructuredFormat format) const override { return format != StructuredFormat::JsonObject; }

private:
    QString label() const;
    Result<ChatReply> readReply(const QByteArray& body, const StructuredSchema* schema,
                                const net::HttpRequest& request) const;
    Result<ChatReply> callStreaming(const net::HttpRequest& request, const StructuredSchema* schema,
                                    const DeltaHandler& onDelta, const CancelToken& cancel);
};

} // namespace lmars::llm
