// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationCheck.h"

#include "common/JsonUtil.h"

namespace lmars::model {

nlohmann::json CitationCheck::toJson() const
{
    nlohmann::json out = {{"status", json::str(citationStatusName(status))}, {"reason", json::str(reason)}};
    if (problem != PlausibilityProblem::None)
        out["problem"] = json::str(plausibilityProblemName(problem));
    return out;
}

CitationCheck CitationCheck::fromJson(const nlohmann::json& in)
{
    CitationCheck check;
    if (!in.is_object())
        return check;
    parseCitationStatus(json::field(in, "status"), &check.status);
    parsePlausibilityProblem(json::field(in, "problem"), &check.problem);
    check.reason = json::field(in, "reason");
    return check;
}

} // namespace lmars::model
