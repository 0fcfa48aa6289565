// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "llm/LlmConfig.h"
#include "llm/StructuredFormatMemory.h"
#include "model/ModelCall.h"
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
    /**
     * The cacheable prefix of the prompt ends after this message: everything up to and including it
     * is the same in the other calls of the run (instructions, schema, evidence in a fixed order),
     * what follows varies. Put the mark on the last stable message, e.g. the system prompt.
     *
     * Anthropic: the message's content is sent as a text block with cache_control
     * {"type":"ephemeral"}; at most 4 marks count (the API's limit), and when a request has more
     * only the last 4 are sent. OpenAI, DeepSeek, Gemini, Ollama and the other OpenAI-compatible
     * servers cache the longest repeated prefix by themselves and ignore the mark; it costs nothing
     * there, but the prefix must still come first and stay byte-identical between calls.
     */
    bool cacheBreakpoint = false;
};

/// The tokens of one call (see model::TokenCounts: promptTokens includes the cached ones).
using Usage = model::TokenCounts;

struct ChatRequest
{
    QList<ChatMessage> messages;       ///< system messages first
    std::optional<double> temperature; ///< unset: the config's default; dropped for reasoning models
    int maxOutputTokens = 0;           ///< 0: the config's default
};

/// A JSON schema sent with a fixed name (docs/ARCHITECTURE.md §5): query_analysis, search_queries, judgment, ...
struct StructuredSchema
{
    QString name;
    nlohmann::json schema; ///< JSON Schema object (type object, properties, required, additionalProperties false)
    /// How the provider asks for it; structured() sets it while it steps down the fallback ladder.
    StructuredFormat format = StructuredFormat::JsonSchema;
};

struct ChatReply
{
    QString text;        ///< the text of the reply (for structured calls: the raw JSON text)
    nlohmann::json json; ///< structured calls: the parsed, validated object
    Usage usage;
    QString finishReason;
    int repairAttempts = 0; ///< structured calls: 1 when the repair retry was needed
    QString reasoning;      ///< the model's thinking (<think> blocks, reasoning_content, reasoning, thinking)
    bool truncated = false; ///< stopped at the output token limit (finish_reason length, max_tokens)
    /// stream(): an error interrupted the answer after part of it was shown; text holds that part.
    bool incomplete = false;
    Error interruption; ///< when incomplete: the error that interrupted it
    /// Structured calls: the form the server accepted.
    StructuredFormat format = StructuredFormat::JsonSchema;
};

using DeltaHandler = std::function<void(const QString& delta)>;

/**
 * A chat model behind one provider. Calls are blocking (worker threads) and thread-safe.
 *
 * structured(): sends the schema (OpenAI response_format json_schema strict, Anthropic forced tool,
 * Ollama format), parses and validates the reply; on invalid JSON or missing/mistyped fields it
 * retries once, showing the model its error; a second failure is ErrorKind::InvalidResponse.
 * When the server rejects the form (isFormatRejected()), the same call is sent again one step down
 * the ladder json_schema → json_object → schema in the prompt, and the step that worked is kept in
 * StructuredFormatMemory for the base URL and model. A reply cut off at the output limit is asked
 * again once with twice the limit.
 *
 * Reasoning (think tags, reasoning fields) is never part of text; it is kept per call (calls()).
 * stream(): a transient failure before any text was shown is retried with backoff; after text was
 * shown the partial reply comes back with incomplete set.
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
    /// Every call made so far, in order (reasoning, tokens, truncation; see model::ModelCall).
    QList<model::ModelCall> calls() const;

    /// The key of this server and model in StructuredFormatMemory.
    QString formatMemoryKey() const;
    /// A random key made once per model instance (one per run): sent as OpenAI's prompt_cache_key so
    /// that the run's calls, which share their prefixes, are routed to the same prompt cache.
    const QString& promptCacheKey() const { return m_promptCacheKey; }
    /// True when error says the server does not support the structured form that was asked for
    /// (DeepSeek 400 "response_format type is unavailable", llama.cpp 500 "must be one of text or
    /// json_object", any 400/422 naming response_format or json_schema, older Ollama's format errors,
    /// servers without tool support).
    static bool isFormatRejected(const Error& error);

protected:
    ChatModel(LlmConfig config, std::shared_ptr<net::HttpClient> http);

    /// One provider call. schema: non-null for structured calls. onDelta: non-null for streaming calls.
    virtual Result<ChatReply> call(const ChatRequest& request, const StructuredSchema* schema,
                                   const DeltaHandler* onDelta, const CancelToken& cancel) = 0;

    net::HttpClient& http() const { return *m_http; }
    /// Counts the tokens a failed call reported (an error chunk with usage); the call itself is counted by the caller.
    void chargeFailedCall(const Usage& usage);

    /// The server's base URL as the provider uses it (the default when the config names none).
    virtual QUrl serverBaseUrl() const { return m_config.baseUrl; }
    /// Whether the provider can ask in this form (Anthropic has no json_object).
    virtual bool acceptsFormat(StructuredFormat format) const;

private:
    /// format: structured calls, the form the request asked in.
    void record(const Usage& usage, const QString& purpose, const ChatReply* reply,
                std::optional<StructuredFormat> format = std::nullopt);
    Result<ChatReply> structuredCall(const ChatRequest& request, StructuredSchema schema, const CancelToken& cancel);

    LlmConfig m_config;
    std::shared_ptr<net::HttpClient> m_http;
    QString m_promptCacheKey;
    mutable std::mutex m_usageMutex;
    model::UsageTotals m_usage;
    QList<model::ModelCall> m_calls;
};

/// o1/o3/o4/gpt-5 families: max_completion_tokens and no temperature.
bool isReasoningModel(const QString& model);

/// The output limit a reply cut off at limit is asked again with (twice, at most 65536).
int raisedOutputLimit(int limit);

/// Validates value against a JSON Schema subset (type, properties, required, items, enum,
/// additionalProperties false). Returns an empty string when valid, else a description of the first problem.
QString validateAgainstSchema(const nlohmann::json& value, const nlohmann::json& schema);

} // namespace lmars::llm
