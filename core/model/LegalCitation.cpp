// SPDX-License-Identifier: GPL-3.0-or-later
#include "LegalCitation.h"

#include "common/JsonUtil.h"

#include <algorithm>

namespace lmars::model {

namespace {

void putIfSet(nlohmann::json& out, const char* key, const QString& value)
{
    if (!value.isEmpty())
        out[key] = json::str(value);
}

int intField(const nlohmann::json& in, const char* key, int fallback)
{
    const auto it = in.find(key);
    return it != in.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

} // namespace

nlohmann::json LegalCitation::toJson() const
{
    nlohmann::json out = {{"kind", json::str(citationKindName(kind))},
                          {"text", json::str(text)},
                          {"normalized", json::str(normalized)},
                          {"start", start},
                          {"end", end}};
    putIfSet(out, "caseName", caseName);
    putIfSet(out, "volume", volume);
    putIfSet(out, "reporter", reporter);
    putIfSet(out, "page", page);
    putIfSet(out, "pinCite", pinCite);
    putIfSet(out, "court", court);
    if (year > 0)
        out["year"] = year;
    if (!reporter.isEmpty() && !knownReporter)
        out["knownReporter"] = false;
    putIfSet(out, "code", code);
    putIfSet(out, "title", title);
    putIfSet(out, "section", section);
    if (antecedent >= 0)
        out["antecedent"] = antecedent;
    if (!history.isEmpty()) {
        nlohmann::json list = nlohmann::json::array();
        for (const SubsequentHistory& h : history) {
            nlohmann::json item = {{"treatment", json::str(historyTreatmentName(h.treatment))},
                                   {"phrase", json::str(h.phrase)}};
            putIfSet(item, "citation", h.citation);
            list.push_back(std::move(item));
        }
        out["history"] = std::move(list);
    }
    return out;
}

LegalCitation LegalCitation::fromJson(const nlohmann::json& in)
{
    LegalCitation c;
    if (!in.is_object())
        return c;
    parseCitationKind(json::field(in, "kind"), &c.kind);
    c.text = json::field(in, "text");
    c.normalized = json::field(in, "normalized");
    c.start = intField(in, "start", 0);
    c.end = intField(in, "end", 0);
    c.caseName = json::field(in, "caseName");
    c.volume = json::field(in, "volume");
    c.reporter = json::field(in, "reporter");
    c.reporterAsWritten = c.reporter;
    c.page = json::field(in, "page");
    c.pinCite = json::field(in, "pinCite");
    c.court = json::field(in, "court");
    c.year = intField(in, "year", 0);
    c.knownReporter = json::field(in, "knownReporter") != QLatin1String("false");
    c.code = json::field(in, "code");
    c.title = json::field(in, "title");
    c.section = json::field(in, "section");
    c.antecedent = intField(in, "antecedent", -1);
    const auto history = in.find("history");
    if (history != in.end() && history->is_array()) {
        for (const nlohmann::json& item : *history) {
            SubsequentHistory h;
            if (!item.is_object() || !parseHistoryTreatment(json::field(item, "treatment"), &h.treatment))
                continue;
            h.phrase = json::field(item, "phrase");
            h.citation = json::field(item, "citation");
            c.history << h;
        }
    }
    return c;
}

bool overlapsAny(const QList<LegalCitation>& sortedByStart, int start, int end)
{
    // The first citation starting at or after `end` cannot overlap; of those before it, only the
    // last few can reach into [start, end) when the list does not overlap itself.
    const auto after = std::lower_bound(sortedByStart.cbegin(), sortedByStart.cend(), end,
                                        [](const LegalCitation& c, int value) { return c.start < value; });
    int checked = 0;
    for (auto it = after; it != sortedByStart.cbegin() && checked < 8; ++checked) {
        --it;
        if (it->end > start)
            return true;
    }
    return false;
}

} // namespace lmars::model
