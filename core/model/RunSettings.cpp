// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunSettings.h"

#include "common/JsonUtil.h"
#include "model/SecretKeys.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace lmars::model {

namespace {

/// The keys fromJson reads (and toJson writes): everything else is `extra`.
constexpr std::array<std::string_view, 15> kKnownKeys{"sources",
                                                      "maxResultsPerQuery",
                                                      "asOfDate",
                                                      "matter",
                                                      "jurisdiction",
                                                      "forum",
                                                      "maxIterations",
                                                      "pagesToRead",
                                                      "followUps",
                                                      "provider",
                                                      "model",
                                                      "baseUrl",
                                                      "judgeModel",
                                                      "effectiveAsOfDate",
                                                      "effectiveAsOfDateFrom"};

bool isKnown(const std::string& key)
{
    return std::find(kKnownKeys.begin(), kKnownKeys.end(), key) != kKnownKeys.end();
}

/// Copies the keys of `from` that are neither known nor secret-looking into `to`.
void unknownKeys(const nlohmann::json& from, nlohmann::json* to)
{
    if (!from.is_object())
        return;
    for (auto it = from.begin(); it != from.end(); ++it) {
        if (!isKnown(it.key()) && !SecretKeys::looksSecret(it.key()))
            (*to)[it.key()] = SecretKeys::without(it.value());
    }
}

} // namespace

nlohmann::json RunSettings::toJson() const
{
    nlohmann::json j = nlohmann::json::object();
    unknownKeys(extra, &j); // what a newer version wrote, kept as it was read
    nlohmann::json names = nlohmann::json::array();
    for (const QString& name : sources)
        names.push_back(json::str(name));
    j["sources"] = names;
    if (maxResultsPerQuery > 0)
        j["maxResultsPerQuery"] = maxResultsPerQuery;
    const auto text = [&j](const char* key, const QString& value) {
        if (!value.isEmpty())
            j[key] = json::str(value);
    };
    text("asOfDate", asOf.iso());
    text("matter", matter);
    text("jurisdiction", jurisdiction);
    text("forum", forum);
    if (maxIterations)
        j["maxIterations"] = *maxIterations;
    if (pagesToRead)
        j["pagesToRead"] = *pagesToRead;
    if (followUps)
        j["followUps"] = *followUps;
    text("provider", provider);
    text("model", model);
    text("baseUrl", baseUrl);
    text("judgeModel", judgeModel);
    if (!effectiveAsOf.isNull()) {
        j["effectiveAsOfDate"] = json::str(effectiveAsOf.iso());
        j["effectiveAsOfDateFrom"] = json::str(AsOf::originName(effectiveAsOf.origin()));
    }
    return j;
}

RunSettings RunSettings::fromJson(const nlohmann::json& j)
{
    RunSettings s;
    if (!j.is_object())
        return s;
    s.sources = json::toStringList(j.value("sources", nlohmann::json::array()));
    const auto number = [&j](const char* key) -> std::optional<int> {
        const auto it = j.find(key);
        return it != j.end() && it->is_number_integer() ? std::optional<int>(it->get<int>()) : std::nullopt;
    };
    s.maxResultsPerQuery = number("maxResultsPerQuery").value_or(0);
    s.asOf = AsOf::read(json::field(j, "asOfDate"), AsOfOrigin::User);
    s.matter = json::field(j, "matter");
    s.jurisdiction = json::field(j, "jurisdiction");
    s.forum = json::field(j, "forum");
    s.maxIterations = number("maxIterations");
    s.pagesToRead = number("pagesToRead");
    if (const auto it = j.find("followUps"); it != j.end() && it->is_boolean())
        s.followUps = it->get<bool>();
    s.provider = json::field(j, "provider");
    s.model = json::field(j, "model");
    s.baseUrl = json::field(j, "baseUrl");
    s.judgeModel = json::field(j, "judgeModel");
    AsOfOrigin from = AsOfOrigin::Today;
    AsOf::parseOrigin(json::field(j, "effectiveAsOfDateFrom"), &from);
    s.effectiveAsOf = AsOf::read(json::field(j, "effectiveAsOfDate"), from);
    unknownKeys(j, &s.extra);
    return s;
}

} // namespace lmars::model
