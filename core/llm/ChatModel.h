// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "llm/LlmConfig.h"
#include "model/UsageTotals.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace lmars::net {
class HttpClient;
}

namespace lmars::llm {

struct ChatMessage
{
    enum class Role
    {
        System,
        User,
        Assistant
    };
    Role role = Role::User;
    QString content;
};

struct Usage
{
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
};

struct ChatRequest
{
    QList<ChatMessage> messages;       ///< system messages first
    std::optional<double> temperature; ///< unset: the config's default; dropped for reasoning models
    int maxOutputTokens = 0;           ///< 0: the config's default
};

/// A JSON schema sent with a fixed name (ARCHITECTURE.md §5): query_analysis, search_queries, judgment, ...
struct StructuredSchema
{
    QString name;
    nlohmann::json schema; ///< JSON Schema object (type object, properties, required, additionalProperties false)
};

struct ChatReply
{
    QString text;        ///< the text of the reply (for structured calls: the raw JSON text)
    nlohmann::json json; ///< structured calls: the parsed, validated object
    Usage usage;
    QString finishReason;
    int repairAttempts = 0; ///< structured calls: 1 when the repair retry was needed
};

using DeltaHandler = std::function<void(const QString& delta)>;

/**
 * A chat model behind one provider. Calls are blocking (worker threads) and thread-safe.
 *
 * structured(): sends the schema (OpenAI response_format json_schema strict, Anthropic forced tool,
 * Ollama format), parses and validates the reply; on invalid JSON or missing/mistyped fields it
 * retries once, showing the model its error; a second failure is ErrorKind::InvalidResponse.
 */
class ChatModel
{
    Q_DECLARE_TR_FUNCTIONS(ChatModel)

public:
    virtual ~ChatModel();
    ChatModel(const ChatModel&) = delete;
    ChatModel& operator=(const ChatModel&) = delete;

    /// Creates the provider's implementation. The HttpClient is shared and must outlive the model.
    static std::unique_ptr<ChatModel> create(const LlmConfig& config, std::shared_ptr<net::HttpClient> http);

    const LlmConfig& config() const { return m_config; }

    Result<ChatReply> complete(const ChatRequest& request, const CancelToken& cancel = {});
    Result<ChatReply> stream(const ChatRequest& request, const DeltaHandler& onDelta, const CancelToken& cancel = {});
    Result<ChatReply> structured(const ChatRequest& request, const StructuredSchema& schema,
                                 const CancelToken& cancel = {});

    model::UsageTotals usageTotals() const;

protected:
    ChatModel(LlmConfig config, std::shared_ptr<net::HttpClient> http);

    /// One provider call. schema: non-null for structured calls. onDelta: non-null for streaming calls.
    virtual Result<ChatReply> call(const ChatRequest& request, const StructuredSchema* schema,
                                   const DeltaHandler* onDelta, const CancelToken& cancel) = 0;

    net::HttpClient& http() const { return *m_http; }

private:
    void record(const Usage& usage);

    LlmConfig m_config;
    std::shared_ptr<net::HttpClient> m_http;
    mutable std::mutex m_usageMutex;
    model::UsageTotals m_usage;
};

/// o1/o3/o4/gpt-5 families: max_completion_tokens and no temperature.
bool isReasoningModel(const QString& model);

/// Validates value against a JSON Schema subset (type, properties, required, items, enum,
/// additionalProperties false). Returns an empty string when valid, else a description of the first problem.
QString validateAgainstSchema(const nlohmann::json& value, const nlohmann::json& schema);

} // namespace lmars::llm
