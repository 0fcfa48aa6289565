// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

#include <nlohmann/json.hpp>

namespace lmars::bench {

/**
 * How much of a run's prompt tokens a provider with automatic prefix caching would serve from its
 * cache, from the request bodies as sent (OpenAI Chat Completions form).
 *
 * A request's prompt is taken in the order the provider caches it: the structured-output schema
 * (response_format.json_schema, which OpenAI places before the system message), then each message
 * as "role\ncontent\n". Its cacheable prefix is the longest prefix it shares with any earlier
 * request of the run. Tokens are approximated as UTF-8 bytes / 4, rounded up (OpenAI's rule of
 * thumb for English text). OpenAI's rule: nothing is cached below 1,024 prompt tokens of shared
 * prefix; above it, hits come in steps of 128 tokens. The "any prefix" figure has no minimum (a
 * llama.cpp or Ollama slot that keeps the previous prompt's KV cache reuses any shared prefix, though
 * only of the immediately preceding request on that slot, so it is an upper bound there).
 */
class PrefixCacheEstimate final
{
public:
    struct Call
    {
        qint64 promptTokens = 0;
        qint64 sharedTokens = 0; ///< the longest prefix shared with an earlier call
        qint64 openAiCached = 0; ///< what OpenAI's rule would serve from the cache
    };

    /// The prompt of one request body as the provider caches it (see the class comment).
    static QByteArray promptOf(const nlohmann::json& body);
    static qint64 tokens(qint64 bytes) { return (bytes + 3) / 4; }
    /// OpenAI's cached tokens for a shared prefix of shared tokens: 0 below 1,024, else 1,024 + whole 128s.
    static qint64 openAiCached(qint64 shared);

    /// Adds the next request of the run.
    void add(const nlohmann::json& body);

    const QList<Call>& calls() const { return m_calls; }
    qint64 promptTokens() const;
    /// Share of all prompt tokens that are a prefix shared with an earlier call (no minimum).
    double anyPrefixShare() const;
    /// Share of all prompt tokens OpenAI's rule would serve from the cache.
    double openAiShare() const;

private:
    QList<QByteArray> m_prompts;
    QList<Call> m_calls;
};

} // namespace lmars::bench
