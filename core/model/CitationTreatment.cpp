// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationTreatment.h"

#include "common/JsonUtil.h"

#include <array>
#include <utility>

namespace lmars::model {

namespace {

constexpr std::array<std::pair<TreatmentStatus, const char*>, 3> kStatusNames = {{
    {TreatmentStatus::NotChecked, "not_checked"},
    {TreatmentStatus::NoneFound, "none_found"},
    {TreatmentStatus::Negative, "negative"},
}};

constexpr std::array<std::pair<NegativeTreatment, const char*>, 9> kKindNames = {{
    {NegativeTreatment::Overruled, "overruled"},
    {NegativeTreatment::Abrogated, "abrogated"},
    {NegativeTreatment::Superseded, "superseded"},
    {NegativeTreatment::Disapproved, "disapproved"},
    {NegativeTreatment::CalledIntoDoubt, "called_into_doubt"},
    {NegativeTreatment::DeclinedToFollow, "declined_to_follow"},
    {NegativeTreatment::LimitedToFacts, "limited_to_facts"},
    {NegativeTreatment::Reversed, "reversed"},
    {NegativeTreatment::Vacated, "vacated"},
}};

template <typename Enum, std::size_t N>
QString nameOf(const std::array<std::pair<Enum, const char*>, N>& names, Enum value)
{
    for (const auto& [v, name] : names) {
        if (v == value)
            return QString::fromLatin1(name);
    }
    return {};
}

template <typename Enum, std::size_t N>
bool parse(const std::array<std::pair<Enum, const char*>, N>& names, const QString& text, Enum* out)
{
    for (const auto& [v, name] : names) {
        if (text == QLatin1String(name)) {
            *out = v;
            return true;
        }
    }
    return false;
}

int intOf(const nlohmann::json& in, const char* key)
{
    const auto it = in.find(key);
    return it != in.end() && it->is_number_integer() ? it->get<int>() : 0;
}

} // namespace

QString treatmentStatusName(TreatmentStatus status)
{
    return nameOf(kStatusNames, status);
}

bool parseTreatmentStatus(const QString& text, TreatmentStatus* out)
{
    return parse(kStatusNames, text, out);
}

QString negativeTreatmentName(NegativeTreatment kind)
{
    return nameOf(kKindNames, kind);
}

bool parseNegativeTreatment(const QString& text, NegativeTreatment* out)
{
    return parse(kKindNames, text, out);
}

nlohmann::json TreatmentSignal::toJson() const
{
    nlohmann::json out = {{"kind", json::str(negativeTreatmentName(kind))},
                          {"caseName", json::str(caseName)},
                          {"court", json::str(court)},
                          {"date", json::str(date)},
                          {"sentence", json::str(sentence)},
                          {"url", json::str(url)}};
    if (fromHistory)
        out["fromHistory"] = true;
    return out;
}

TreatmentSignal TreatmentSignal::fromJson(const nlohmann::json& in)
{
    TreatmentSignal signal;
    if (!in.is_object())
        return signal;
    parseNegativeTreatment(json::field(in, "kind"), &signal.kind);
    signal.caseName = json::field(in, "caseName");
    signal.court = json::field(in, "court");
    signal.date = json::field(in, "date");
    signal.sentence = json::field(in, "sentence");
    signal.url = json::field(in, "url");
    const auto history = in.find("fromHistory");
    signal.fromHistory = history != in.end() && history->is_boolean() && history->get<bool>();
    return signal;
}

nlohmann::json Treatment::toJson() const
{
    nlohmann::json list = nlohmann::json::array();
    for (const TreatmentSignal& signal : signals)
        list.push_back(signal.toJson());
    nlohmann::json out = {{"status", json::str(treatmentStatusName(status))},
                          {"summary", json::str(summary)},
                          {"citing", citing},
                          {"read", read},
                          {"notRead", notRead()},
                          {"signals", std::move(list)}};
    if (!reason.isEmpty())
        out["reason"] = json::str(reason);
    if (!checkedAt.isEmpty())
        out["checkedAt"] = json::str(checkedAt);
    return out;
}

Treatment Treatment::fromJson(const nlohmann::json& in)
{
    Treatment treatment;
    if (!in.is_object())
        return treatment;
    parseTreatmentStatus(json::field(in, "status"), &treatment.status);
    treatment.summary = json::field(in, "summary");
    treatment.reason = json::field(in, "reason");
    treatment.checkedAt = json::field(in, "checkedAt");
    treatment.citing = intOf(in, "citing");
    treatment.read = intOf(in, "read");
    if (const auto it = in.find("signals"); it != in.end() && it->is_array()) {
        for (const nlohmann::json& signal : *it)
            treatment.signals << TreatmentSignal::fromJson(signal);
    }
    return treatment;
}

} // namespace lmars::model
