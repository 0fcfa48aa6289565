// SPDX-License-Identifier: GPL-3.0-or-later
#include "Verdict.h"

#include "common/JsonUtil.h"

using Json = nlohmann::json;

namespace lmars::model {

Json Verdict::toJson() const
{
    Json j{{"sufficient", sufficient},
           {"reasoning", json::str(reasoning)},
           {"sourceQuality", json::str(sourceQuality)},
           {"dateCheck", json::str(dateCheck)},
           {"jurisdictionCheck", json::str(jurisdictionCheck)},
           {"contradictionCheck", json::str(contradictionCheck)},
           {"missingInformation", json::strList(missingInformation)},
           {"suggestedRefinements", json::strList(suggestedRefinements)}};
    if (!error.isEmpty())
        j["error"] = json::str(error);
    return j;
}

Verdict Verdict::fromJson(const Json& j)
{
    Verdict v;
    if (!j.is_object())
        return v;
    const auto s = j.find("sufficient");
    v.sufficient = s != j.end() && s->is_boolean() && s->get<bool>();
    v.reasoning = json::field(j, "reasoning");
    v.sourceQuality = json::field(j, "sourceQuality");
    v.dateCheck = json::field(j, "dateCheck");
    v.jurisdictionCheck = json::field(j, "jurisdictionCheck");
    v.contradictionCheck = json::field(j, "contradictionCheck");
    if (j.contains("missingInformation"))
        v.missingInformation = json::toStringList(j["missingInformation"]);
    if (j.contains("suggestedRefinements"))
        v.suggestedRefinements = json::toStringList(j["suggestedRefinements"]);
    v.error = json::field(j, "error");
    return v;
}

} // namespace lmars::model
