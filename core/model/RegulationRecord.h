// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LegalStatus.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::model {

/**
 * A section of the Code of Federal Regulations as eCFR gives it on a day (EcfrSource): which text was
 * read, its amendment history around the as-of date, and the current text when it changed since.
 * Only SearchResult's toJson()/fromJson() name the fields, under the metadata keys they always had
 * (cfrTitle, cfrPart, cfrSection, cfrCitation, textAsOf, amendedAfterAsOf, ...).
 */
struct RegulationRecord
{
    QString title;    ///< "34"
    QString part;     ///< "100"
    QString section;  ///< "100.3"
    QString citation; ///< "34 CFR 100.3"
    QString heading;
    /// eCFR's own hierarchy objects (title, chapter, subchapter, part, subpart, section), as it gave them.
    nlohmann::json hierarchy = nlohmann::json::object();
    nlohmann::json hierarchyHeadings = nlohmann::json::object();
    QString requestedAsOf;        ///< the as-of day asked for (ISO); empty when none
    QString upToDateAsOf;         ///< the latest day eCFR has
    QString textAsOf;             ///< the day whose text was read
    bool clampedToLatest = false; ///< the day asked for is later than eCFR's latest: the latest text was read
    QString edition;              ///< what eCFR is (not the official edition)
    QString textError;            ///< why the text could not be read; empty when it was
    QString historyError;         ///< why the history could not be read; empty when it was
    bool hasHistory = false;      ///< the history was read: the three fields below are known
    QStringList amendmentDates;
    QString inForceSince; ///< the last amendment on or before the day; empty when unknown
    QStringList amendedAfterAsOf;
    QString currentText; ///< the latest text when it was amended after the day; empty otherwise
    QString currentTextAsOf;
    std::optional<LegalStatus> legalStatus;

    bool operator==(const RegulationRecord& o) const;
    bool operator!=(const RegulationRecord& o) const { return !(*this == o); }

    /// Whether a result's metadata object holds a CFR section (it has "cfrCitation").
    static bool isIn(const nlohmann::json& metadata);
    void writeTo(nlohmann::json& metadata) const;
    /// Reads writeTo()'s keys out of metadata, removing them.
    static RegulationRecord takeFrom(nlohmann::json& metadata);
};

} // namespace lmars::model
