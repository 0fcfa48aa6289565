// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

#include <nlohmann/json.hpp>

namespace lmars::model {

/**
 * One call to a chat model as the trajectory keeps it (key "modelCalls"): what it was for, the
 * model's reasoning when it sent any (shown collapsed as "model reasoning", left out of exports
 * unless asked), its tokens, and whether its output was cut off or interrupted.
 */
struct ModelCall
{
    QString purpose; ///< the schema name of a structured call ("judgment", ...) or "answer"
    QString model;   ///< the model the call went to (empty in sessions saved before it was recorded)
    QString reasoning;
    qint64 promptTokens = 0; ///< every input token, cached or not (see model::UsageTotals)
    qint64 completionTokens = 0;
    qint64 reasoningTokens = 0;  ///< included in completionTokens when the server reports them
    qint64 cachedTokens = 0;     ///< part of promptTokens served from the provider's prompt cache
    qint64 cacheWriteTokens = 0; ///< part of promptTokens written to the prompt cache (Anthropic)
    bool truncated = false;      ///< stopped at the output token limit
    bool incomplete = false;     ///< interrupted by an error after part of the text arrived
    QString responseFormat;      ///< structured calls: json_schema, json_object or prompt (what the server took)

    /// withReasoning false leaves the reasoning text out (exports).
    nlohmann::json toJson(bool withReasoning = true) const;
    static ModelCall fromJson(const nlohmann::json& json);
};

} // namespace lmars::model
