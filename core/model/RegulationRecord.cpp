// SPDX-License-Identifier: GPL-3.0-or-later
#include "RegulationRecord.h"

#include "RecordFields.h"

#include <tuple>

namespace lmars::model {

bool RegulationRecord::operator==(const RegulationRecord& o) const
{
    const auto f = [](const RegulationRecord& r) {
        return std::tie(r.title, r.part, r.section, r.citation, r.heading, r.hierarchy, r.hierarchyHeadings,
                        r.requestedAsOf, r.upToDateAsOf, r.textAsOf, r.clampedToLatest, r.edition, r.textError,
                        r.historyError, r.hasHistory, r.amendmentDates, r.inForceSince, r.amendedAfterAsOf,
                        r.currentText, r.currentTextAsOf, r.legalStatus);
    };
    return f(*this) == f(o);
}

bool RegulationRecord::isIn(const nlohmann::json& m)
{
    return m.is_object() && m.contains("cfrCitation");
}

void RegulationRecord::writeTo(nlohmann::json& m) const
{
    m["cfrTitle"] = json::str(title);
    m["cfrPart"] = json::str(part);
    m["cfrSection"] = json::str(section);
    m["cfrCitation"] = json::str(citation);
    m["heading"] = json::str(heading);
    m["hierarchy"] = hierarchy;
    m["hierarchyHeadings"] = hierarchyHeadings;
    m["requestedAsOf"] = fields::textOrNull(requestedAsOf);
    m["upToDateAsOf"] = json::str(upToDateAsOf);
    m["textAsOf"] = json::str(textAsOf);
    m["clampedToLatest"] = clampedToLatest;
    m["edition"] = json::str(edition);
    if (!textError.isEmpty())
        m["textError"] = json::str(textError);
    if (!historyError.isEmpty())
        m["historyError"] = json::str(historyError);
    if (hasHistory) {
        m["amendmentDates"] = json::strList(amendmentDates);
        m["inForceSince"] = fields::textOrNull(inForceSince);
        m["amendedAfterAsOf"] = json::strList(amendedAfterAsOf);
    }
    if (!currentText.isEmpty()) {
        m["currentText"] = json::str(currentText);
        m["currentTextAsOf"] = json::str(currentTextAsOf);
    }
    fields::writeLegalStatus(legalStatus, m);
}

RegulationRecord RegulationRecord::takeFrom(nlohmann::json& m)
{
    using namespace fields;
    RegulationRecord r;
    r.title = takeText(m, "cfrTitle");
    r.part = takeText(m, "cfrPart");
    r.section = takeText(m, "cfrSection");
    r.citation = takeText(m, "cfrCitation");
    r.heading = takeText(m, "heading");
    for (auto [key, into] :
         {std::pair{"hierarchy", &r.hierarchy}, std::pair{"hierarchyHeadings", &r.hierarchyHeadings}}) {
        if (const auto it = m.find(key); it != m.end() && it->is_object()) {
            *into = *it;
            m.erase(key);
        }
    }
    r.requestedAsOf = takeText(m, "requestedAsOf");
    r.upToDateAsOf = takeText(m, "upToDateAsOf");
    r.textAsOf = takeText(m, "textAsOf");
    r.clampedToLatest = takeBool(m, "clampedToLatest");
    r.edition = takeText(m, "edition");
    r.textError = takeText(m, "textError");
    r.historyError = takeText(m, "historyError");
    r.hasHistory = m.contains("amendmentDates") || m.contains("amendedAfterAsOf") || m.contains("inForceSince");
    r.amendmentDates = takeList(m, "amendmentDates");
    r.inForceSince = takeText(m, "inForceSince");
    r.amendedAfterAsOf = takeList(m, "amendedAfterAsOf");
    r.currentText = takeText(m, "currentText");
    r.currentTextAsOf = takeText(m, "currentTextAsOf");
    r.legalStatus = takeLegalStatus(m);
    return r;
}

} // namespace lmars::model
