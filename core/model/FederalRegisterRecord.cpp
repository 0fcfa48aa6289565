// SPDX-License-Identifier: GPL-3.0-or-later
#include "FederalRegisterRecord.h"

#include "RecordFields.h"

#include <tuple>

namespace lmars::model {

bool FederalRegisterRecord::operator==(const FederalRegisterRecord& o) const
{
    const auto f = [](const FederalRegisterRecord& r) {
        return std::tie(r.documentNumber, r.frCitation, r.documentType, r.documentSubtype, r.executiveOrderNumber,
                        r.proclamationNumber, r.signingDate, r.publicationDate, r.effectiveDate, r.abstract, r.agencies,
                        r.president, r.htmlUrl, r.pdfUrl, r.fullTextUrl, r.bodyHtmlUrl, r.dispositionNotes,
                        r.legalStatus);
    };
    return f(*this) == f(o);
}

bool FederalRegisterRecord::isIn(const nlohmann::json& m)
{
    return m.is_object() && (m.contains("frCitation") || m.contains("documentNumber"));
}

void FederalRegisterRecord::writeTo(nlohmann::json& m) const
{
    using fields::textOrNull;
    m["documentNumber"] = json::str(documentNumber);
    m["frCitation"] = json::str(frCitation);
    m["documentType"] = json::str(documentType);
    m["documentSubtype"] = json::str(documentSubtype);
    m["executiveOrderNumber"] = textOrNull(executiveOrderNumber);
    m["proclamationNumber"] = textOrNull(proclamationNumber);
    m["signingDate"] = textOrNull(signingDate);
    m["publicationDate"] = textOrNull(publicationDate);
    m["effectiveDate"] = textOrNull(effectiveDate);
    m["abstract"] = json::str(abstract);
    m["agencies"] = json::strList(agencies);
    m["president"] = json::str(president);
    m["htmlUrl"] = json::str(htmlUrl);
    m["pdfUrl"] = json::str(pdfUrl);
    m["fullTextUrl"] = json::str(fullTextUrl);
    m["bodyHtmlUrl"] = json::str(bodyHtmlUrl);
    m["dispositionNotes"] = json::str(dispositionNotes);
    fields::writeLegalStatus(legalStatus, m);
}

FederalRegisterRecord FederalRegisterRecord::takeFrom(nlohmann::json& m)
{
    using namespace fields;
    FederalRegisterRecord r;
    r.documentNumber = takeText(m, "documentNumber");
    r.frCitation = takeText(m, "frCitation");
    r.documentType = takeText(m, "documentType");
    r.documentSubtype = takeText(m, "documentSubtype");
    r.executiveOrderNumber = takeText(m, "executiveOrderNumber");
    r.proclamationNumber = takeText(m, "proclamationNumber");
    r.signingDate = takeText(m, "signingDate");
    r.publicationDate = takeText(m, "publicationDate");
    r.effectiveDate = takeText(m, "effectiveDate");
    r.abstract = takeText(m, "abstract");
    r.agencies = takeList(m, "agencies");
    r.president = takeText(m, "president");
    r.htmlUrl = takeText(m, "htmlUrl");
    r.pdfUrl = takeText(m, "pdfUrl");
    r.fullTextUrl = takeText(m, "fullTextUrl");
    r.bodyHtmlUrl = takeText(m, "bodyHtmlUrl");
    r.dispositionNotes = takeText(m, "dispositionNotes");
    r.legalStatus = takeLegalStatus(m);
    return r;
}

} // namespace lmars::model
