// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <nlohmann/json.hpp>

namespace lmars::model {

/**
 * The tokens of one call or of many (llm::Usage is this type). promptTokens counts every input
 * token, cached or not (for Anthropic: input_tokens + cache_read_input_tokens +
 * cache_creation_input_tokens); cachedTokens and cacheWriteTokens are parts of it.
 */
struct TokenCounts
{
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    qint64 reasoningTokens = 0; ///< part of completionTokens (OpenAI completion_tokens_details.reasoning_tokens)
    /// Part of promptTokens served from the provider's prompt cache (OpenAI prompt_tokens_details.cached_tokens,
    /// Anthropic cache_read_input_tokens, DeepSeek prompt_cache_hit_tokens); 0 when none or not reported.
    qint64 cachedTokens = 0;
    qint64 cacheWriteTokens =
        0; ///< part of promptTokens written to the prompt cache (Anthropic cache_creation_input_tokens)

    /// Adds other's counts times sign (1, or -1 to take them away).
    void add(const TokenCounts& other, qint64 sign = 1)
    {
        promptTokens += sign * other.promptTokens;
        completionTokens += sign * other.completionTokens;
        reasoningTokens += sign * other.reasoningTokens;
        cachedTokens += sign * other.cachedTokens;
        cacheWriteTokens += sign * other.cacheWriteTokens;
    }
    TokenCounts& operator+=(const TokenCounts& other)
    {
        add(other);
        return *this;
    }
};

/// Totals over every call a chat model made (thread-safe snapshot).
struct UsageTotals : TokenCounts
{
    int calls = 0;

    UsageTotals& operator+=(const UsageTotals& other)
    {
        add(other);
        calls += other.calls;
        return *this;
    }
    /// What was spent between two snapshots of one model (after - before).
    UsageTotals operator-(const UsageTotals& before) const
    {
        UsageTotals d = *this;
        d.add(before, -1);
        d.calls -= before.calls;
        return d;
    }
};

/// The tokens of an eval result line ("tokens"): prompt, cached, cacheWrite, completion, reasoning, total.
inline nlohmann::json usageJson(const UsageTotals& u)
{
    return nlohmann::json{{"prompt", u.promptTokens},         {"cached", u.cachedTokens},
                          {"cacheWrite", u.cacheWriteTokens}, {"completion", u.completionTokens},
                          {"reasoning", u.reasoningTokens},   {"total", u.promptTokens + u.completionTokens}};
}

} // namespace lmars::model
