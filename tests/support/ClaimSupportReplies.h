// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <nlohmann/json.hpp>

namespace lmars::test {

/// Scripted OpenAI-compatible replies to the claim_support call (tests/scenarios' chat.completion
/// shape), for scripted-server runs that verify their answers.
struct ClaimSupportReplies
{
    /// Judgments of claims 1–count (the agent keeps the indexes it asked about), all supported but
    /// failIndex (1-based; 0: none), which is not supported.
    static nlohmann::json judgments(int failIndex = 0, int count = 12)
    {
        nlohmann::json claims = nlohmann::json::array();
        for (int i = 1; i <= count; ++i) {
            const bool fails = i == failIndex;
            claims.push_back(
                {{"index", i},
                 {"reasoning", fails ? "The cited passage is about something else." : "The passage says so."},
                 {"status", fails ? "not_supported" : "supported"},
                 {"supportingSpan", ""},
                 {"sourceN", 0}});
        }
        return claims;
    }

    /// Adds claim_support routes before a scenario's others: the first check of the answer's first
    /// claim ("Under California law ...", whichever call it is in) fails it when failOne; every
    /// other check supports what it is asked about.
    static void addRoutes(nlohmann::json& scenario, bool failOne)
    {
        auto& routes = scenario["routes"];
        routes.insert(routes.begin(), nlohmann::json{{"method", "POST"},
                                                     {"path", "/v1/chat/completions"},
                                                     {"match", {{"bodyContains", "\"name\":\"claim_support\""}}},
                                                     {"responses", {response(judgments())}}});
        routes.insert(
            routes.begin(),
            nlohmann::json{{"method", "POST"},
                           {"path", "/v1/chat/completions"},
                           {"match", {{"bodyContains", {"\"name\":\"claim_support\"", "Under California law"}}}},
                           {"responses", {response(judgments(failOne ? 1 : 0)), response(judgments())}}});
    }

    /// A scripted-server response whose chat.completion content is {"claims": claims}.
    static nlohmann::json response(const nlohmann::json& claims, int delayMs = 0)
    {
        const nlohmann::json content = {{"claims", claims}};
        return {{"delayMs", delayMs},
                {"json",
                 {{"id", "chatcmpl-c"},
                  {"object", "chat.completion"},
                  {"model", "gpt-4o-mini"},
                  {"choices",
                   {{{"index", 0},
                     {"message", {{"role", "assistant"}, {"content", content.dump()}}},
                     {"finish_reason", "stop"}}}},
                  {"usage", {{"prompt_tokens", 1500}, {"completion_tokens", 200}, {"total_tokens", 1700}}}}}};
    }
};

} // namespace lmars::test
