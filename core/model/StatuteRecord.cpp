// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatuteRecord.h"

#include "RecordFields.h"

#include <tuple>

namespace lmars::model {

bool StatuteRecord::operator==(const StatuteRecord& o) const
{
    const auto f = [](const StatuteRecord& r) {
        return std::tie(r.title, r.section, r.citation, r.heading, r.sourceCredit, r.edition, r.editionYear,
                        r.currentThrough, r.pdfUrl, r.requestedAsOf, r.repealed, r.legalStatus);
    };
    return f(*this) == f(o);
}

bool StatuteRecord::isIn(const nlohmann::json& m)
{
    return m.is_object() && m.contains("uscCitation");
}

void StatuteRecord::writeTo(nlohmann::json& m) const
{
    m["uscTitle"] = json::str(title);
    m["uscSection"] = json::str(section);
    m["uscCitation"] = json::str(citation);
    m["heading"] = json::str(heading);
    m["sourceCredit"] = json::str(sourceCredit);
    m["edition"] = json::str(edition);
    m["editionYear"] = fields::textOrNull(editionYear);
    m["currentThrough"] = fields::textOrNull(currentThrough);
    m["pdfUrl"] = json::str(pdfUrl);
    m["requestedAsOf"] = fields::textOrNull(requestedAsOf);
    m["repealed"] = repealed;
    fields::writeLegalStatus(legalStatus, m);
}

StatuteRecord StatuteRecord::takeFrom(nlohmann::json& m)
{
    using namespace fields;
    StatuteRecord r;
    r.title = takeText(m, "uscTitle");
    r.section = takeText(m, "uscSection");
    r.citation = takeText(m, "uscCitation");
    r.heading = takeText(m, "heading");
    r.sourceCredit = takeText(m, "sourceCredit");
    r.edition = takeText(m, "edition");
    r.editionYear = takeText(m, "editionYear");
    r.currentThrough = takeText(m, "currentThrough");
    r.pdfUrl = takeText(m, "pdfUrl");
    r.requestedAsOf = takeText(m, "requestedAsOf");
    r.repealed = takeBool(m, "repealed");
    r.legalStatus = takeLegalStatus(m);
    return r;
}

} // namespace lmars::model
