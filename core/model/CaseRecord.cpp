// SPDX-License-Identifier: GPL-3.0-or-later
#include "CaseRecord.h"

#include "common/JsonUtil.h"

#include <tuple>

namespace lmars::model {

namespace {

/// An id as it came: a number stays a number, empty is null, anything else is text.
nlohmann::json idValue(const QString& id)
{
    if (id.isEmpty())
        return nullptr;
    bool ok = false;
    const qint64 n = id.toLongLong(&ok);
    return ok ? nlohmann::json(n) : json::str(id);
}

QString take(nlohmann::json& m, const char* key)
{
    const QString value = json::text(m, key);
    m.erase(key);
    return value;
}

} // namespace

bool CaseRecord::operator==(const CaseRecord& o) const
{
    const auto fields = [](const CaseRecord& c) {
        return std::tie(c.caseName, c.caseNameFull, c.citations, c.court, c.courtId, c.courtCitation, c.dateFiled,
                        c.docketNumber, c.docketId, c.clusterId, c.opinionId, c.opinionType, c.authorId, c.downloadUrl,
                        c.citeCount, c.status, c.judge, c.suitNature);
    };
    return fields(*this) == fields(o);
}

void CaseRecord::writeTo(nlohmann::json& m) const
{
    m["caseName"] = json::str(caseName);
    m["caseNameFull"] = json::str(caseNameFull);
    m["citations"] = json::strList(citations);
    m["court"] = json::str(court);
    m["courtId"] = json::str(courtId);
    m["courtCitation"] = json::str(courtCitation);
    m["dateFiled"] = json::str(dateFiled);
    m["docketNumber"] = json::str(docketNumber);
    m["docketId"] = idValue(docketId);
    m["clusterId"] = idValue(clusterId);
    m["opinionId"] = idValue(opinionId);
    m["opinionType"] = json::str(opinionType);
    m["citeCount"] = citeCount ? nlohmann::json(*citeCount) : nlohmann::json(nullptr);
    m["status"] = json::str(status);
    m["judge"] = json::str(judge);
    if (!suitNature.isEmpty())
        m["suitNature"] = json::str(suitNature);
    if (!authorId.isEmpty())
        m["authorId"] = idValue(authorId);
    if (!downloadUrl.isEmpty())
        m["downloadUrl"] = json::str(downloadUrl);
}

CaseRecord CaseRecord::takeFrom(nlohmann::json& m)
{
    CaseRecord c;
    if (!m.is_object())
        return c;
    c.caseName = take(m, "caseName");
    c.caseNameFull = take(m, "caseNameFull");
    c.citations = json::toStringList(m.value("citations", nlohmann::json::array()));
    m.erase("citations");
    c.court = take(m, "court");
    c.courtId = take(m, "courtId");
    c.courtCitation = take(m, "courtCitation");
    c.dateFiled = take(m, "dateFiled");
    c.docketNumber = take(m, "docketNumber");
    c.docketId = take(m, "docketId");
    c.clusterId = take(m, "clusterId");
    c.opinionId = take(m, "opinionId");
    c.opinionType = take(m, "opinionType");
    c.authorId = take(m, "authorId");
    c.downloadUrl = take(m, "downloadUrl");
    if (const auto it = m.find("citeCount"); it != m.end() && it->is_number_integer())
        c.citeCount = it->get<int>();
    m.erase("citeCount");
    c.status = take(m, "status");
    c.judge = take(m, "judge");
    c.suitNature = take(m, "suitNature");
    return c;
}

} // namespace lmars::model
