// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelCall.h"

#include "common/JsonUtil.h"

namespace lmars::model {

namespace js = lmars::json;
using Json = nlohmann::json;

Json ModelCall::toJson(bool withReasoning) const
{
    Json out{
        {"purpose", js::str(purpose)},        {"promptTokens", promptTokens}, {"completionTokens", completionTokens},
        {"reasoningTokens", reasoningTokens}, {"truncated", truncated},       {"incomplete", incomplete}};
    if (!model.isEmpty())
        out["model"] = js::str(model);
    if (cachedTokens > 0)
        out["cachedTokens"] = cachedTokens;
    if (cacheWriteTokens > 0)
        out["cacheWriteTokens"] = cacheWriteTokens;
    if (!responseFormat.isEmpty())
        out["responseFormat"] = js::str(responseFormat);
    if (withReasoning && !reasoning.isEmpty())
        out["reasoning"] = js::str(reasoning);
    return out;
}

ModelCall ModelCall::fromJson(const Json& json)
{
    ModelCall call;
    if (!json.is_object())
        return call;
    call.purpose = js::field(json, "purpose");
    call.model = js::field(json, "model");
    call.reasoning = js::field(json, "reasoning");
    call.responseFormat = js::field(json, "responseFormat");
    const auto number = [&](const char* key) {
        const auto it = json.find(key);
        return it != json.end() && it->is_number_integer() ? it->get<qint64>() : qint64(0);
    };
    const auto flag = [&](const char* key) {
        const auto it = json.find(key);
        return it != json.end() && it->is_boolean() && it->get<bool>();
    };
    call.promptTokens = number("promptTokens");
    call.completionTokens = number("completionTokens");
    call.reasoningTokens = number("reasoningTokens");
    call.cachedTokens = number("cachedTokens"); // absent in sessions saved before prompt caching: 0
    call.cacheWriteTokens = number("cacheWriteTokens");
    call.truncated = flag("truncated");
    call.incomplete = flag("incomplete");
    return call;
}

} // namespace lmars::model
