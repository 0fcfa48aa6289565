// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LegalStatus.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::model {

/**
 * A Federal Register document (rule, notice, executive order, proclamation) as the Federal Register
 * API describes it (FederalRegisterSource), with its status on the as-of date when it is an
 * executive order or has disposition notes. Only SearchResult's toJson()/fromJson() name the fields,
 * under the metadata keys they always had (documentNumber, frCitation, executiveOrderNumber, ...).
 */
struct FederalRegisterRecord
{
    QString documentNumber;       ///< "2021-01753"
    QString frCitation;           ///< "86 FR 7009"
    QString documentType;         ///< "Presidential Document", "Rule", "Proposed Rule", "Notice"
    QString documentSubtype;      ///< "Executive Order", ...
    QString executiveOrderNumber; ///< empty when not an executive order
    QString proclamationNumber;
    QString signingDate; ///< ISO days; empty when unknown
    QString publicationDate;
    QString effectiveDate;
    QString abstract;
    QStringList agencies;
    QString president;
    QString htmlUrl;
    QString pdfUrl;
    QString fullTextUrl; ///< the plain-text rendition the page reader reads
    QString bodyHtmlUrl;
    QString dispositionNotes; ///< executive order and disposition notes, one per line
    std::optional<LegalStatus> legalStatus;

    bool operator==(const FederalRegisterRecord& o) const;
    bool operator!=(const FederalRegisterRecord& o) const { return !(*this == o); }

    /// Whether a result's metadata object holds a Federal Register document ("frCitation" or "documentNumber").
    static bool isIn(const nlohmann::json& metadata);
    void writeTo(nlohmann::json& metadata) const;
    /// Reads writeTo()'s keys out of metadata, removing them.
    static FederalRegisterRecord takeFrom(nlohmann::json& metadata);
};

} // namespace lmars::model
