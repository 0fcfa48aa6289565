// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LegalStatus.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::model {

/**
 * A section of the U.S. Code as GovInfo's edition gives it (UsCodeSource), beside the result's
 * title and text. Read by the Bluebook form, the exports, the sources panel and the judge's
 * evidence; only SearchResult's toJson()/fromJson() name the fields, under the metadata keys they
 * always had (uscTitle, uscSection, uscCitation, heading, edition, ...).
 */
struct StatuteRecord
{
    QString title;          ///< the Code's title number ("42")
    QString section;        ///< "1983"
    QString citation;       ///< "42 U.S.C. § 1983"
    QString heading;        ///< the section's heading as the edition writes it
    QString sourceCredit;   ///< the enacting and amending laws
    QString edition;        ///< "2022 edition, laws enacted through 2024-01-05"
    QString editionYear;    ///< empty when unknown
    QString currentThrough; ///< laws enacted through this day (ISO); empty when the edition does not say
    QString pdfUrl;
    QString requestedAsOf; ///< the as-of day asked for (ISO); empty when none
    bool repealed = false; ///< repealed, omitted or transferred in this edition
    std::optional<LegalStatus> legalStatus;

    bool operator==(const StatuteRecord& o) const;
    bool operator!=(const StatuteRecord& o) const { return !(*this == o); }

    /// Whether a result's metadata object holds a U.S. Code section (it has "uscCitation").
    static bool isIn(const nlohmann::json& metadata);
    void writeTo(nlohmann::json& metadata) const;
    /// Reads writeTo()'s keys out of metadata, removing them.
    static StatuteRecord takeFrom(nlohmann::json& metadata);
};

} // namespace lmars::model
