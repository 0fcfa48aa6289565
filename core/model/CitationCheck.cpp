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

nlohmann::json Authority::toJson() const
{
    nlohmann::json out = {{"kind", json::str(authorityKindName(kind))}, {"reason", json::str(reason)}};
    if (!forum.isEmpty())
        out["forum"] = json::str(forum);
    if (assumed)
        out["assumed"] = true;
    if (!citingCourt.isEmpty())
        out["court"] = json::str(citingCourt);
    return out;
}

Authority Authority::fromJson(const nlohmann::json& in)
{
    Authority authority;
    if (!in.is_object())
        return authority;
    parseAuthorityKind(json::field(in, "kind"), &authority.kind);
    authority.reason = json::field(in, "reason");
    authority.forum = json::field(in, "forum");
    authority.citingCourt = json::field(in, "court");
    const auto assumed = in.find("assumed");
    authority.assumed = assumed != in.end() && assumed->is_boolean() && assumed->get<bool>();
    return authority;
}

} // namespace lmars::model
