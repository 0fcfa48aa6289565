// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <nlohmann/json.hpp>

namespace lmars::model {

/**
 * Totals over every call a chat model made (thread-safe snapshot). promptTokens counts every input
 * token, cached or not (for Anthropic: input_tokens + cache_read_input_tokens +
 * cache_creation_input_tokens); cachedTokens and cacheWriteTokens are parts of it.
 */
struct UsageTotals
{
    int calls = 0;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    qint64 reasoningTokens = 0;  ///< part of completionTokens, when the server reports them
    qint64 cachedTokens = 0;     ///< part of promptTokens read from the provider's prompt cache
    qint64 cacheWriteTokens = 0; ///< part of promptTokens written to the prompt cache (Anthropic)

    UsageTotals& operator+=(const UsageTotals& other)
    {
        calls += other.calls;
        promptTokens += other.promptTokens;
        completionTokens += other.completionTokens;
        reasoningTokens += other.reasoningTokens;
        cachedTokens += other.cachedTokens;
        cacheWriteTokens += other.cacheWriteTokens;
        return *this;
    }
    /// What was spent between two snapshots of one model (after - before).
    UsageTotals operator-(const UsageTotals& before) const
    {
        UsageTotals d = *this;
        d.calls -= before.calls;
        d.promptTokens -= before.promptTokens;
        d.completionTokens -= before.completionTokens;
        d.reasoningTokens -= before.reasoningTokens;
        d.cachedTokens -= before.cachedTokens;
        d.cacheWriteTokens -= before.cacheWriteTokens;
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
