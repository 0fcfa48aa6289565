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
    call.truncated = flag("truncated");
    call.incomplete = flag("incomplete");
    return call;
}

} // namespace lmars::model
