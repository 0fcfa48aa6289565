// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/ChatModel.h"

#include <QCoreApplication>

namespace lmars::net {
struct HttpRequest;
}

namespace lmars::llm {

/**
 * Ollama's native chat API: POST {baseUrl}/api/chat with options {temperature, num_predict,
 * num_ctx} and think false. Structured calls send the schema as "format" (servers before 0.5, which
 * reject it, get format "json", then the schema in the prompt); streaming reads NDJSON lines until
 * the one with done true. message.thinking and thinking that leaks into the content (a bare
 * </think>, as qwen3 does with think false) become the reply's reasoning.
 */
class OllamaModel final : public ChatModel
{
    Q_DECLARE_TR_FUNCTIONS(OllamaModel)

public:
    OllamaModel(LlmConfig config, std::shared_ptr<net::HttpClient> http);

    /// http://localhost:11434 when the config names no base URL.
    QUrl baseUrl() const;
    nlohmann::json requestBody(const ChatRequest& request, const StructuredSchema* schema, bool streaming) const;

protected:
    Result<ChatReply> call(const ChatRequest& request, const StructuredSchema* schema, const DeltaHandler* onDelta,
                           const CancelToken& cancel) override;
    QUrl serverBaseUrl() const override { return baseUrl(); }

private:
    QString label() const;
    Result<ChatReply> callStreaming(const net::HttpRequest& request, const DeltaHandler& onDelta,
                                    const CancelToken& cancel);
};

} // namespace lmars::llm
