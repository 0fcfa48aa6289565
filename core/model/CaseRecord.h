// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::model {

/**
 * What a case-law source (CourtListener) says of a decision, beside the result's title, court line
 * and date (issue 26 point 3). The GUI, the exports, the verification and the judge's evidence read
 * these fields; only the trajectory's toJson()/fromJson() names them, under the keys the result's
 * "metadata" object has always used, so that sessions saved before stay readable.
 */
struct CaseRecord
{
    QString caseName;      ///< the short name ("Brown v. Board of Education")
    QString caseNameFull;  ///< the full caption, when CourtListener has one
    QStringList citations; ///< reporter citations, plain text ("347 U.S. 483")
    QString court;         ///< the court's name
    QString courtId;       ///< CourtListener's (courts-db) court id ("scotus", "ca9")
    QString courtCitation; ///< the court as citations write it ("9th Cir.")
    QString dateFiled;     ///< ISO yyyy-mm-dd when it parses, else as given
    QString docketNumber;  ///< as the court wrote it
    QString docketId;      ///< CourtListener's ids, as text (written back as numbers when they are)
    QString clusterId;
    QString opinionId;            ///< empty for a cluster without an opinion of its own
    QString opinionType;          ///< "lead-opinion", "040dissent", ... as CourtListener gave it
    QString authorId;             ///< the opinion's author, when known
    QString downloadUrl;          ///< the court's own copy of the opinion, when known
    std::optional<int> citeCount; ///< how often later opinions cite it, when reported
    QString status;               ///< "Published", "Unpublished", ...
    QString judge;
    QString suitNature;

    bool operator==(const CaseRecord& other) const;
    bool operator!=(const CaseRecord& other) const { return !(*this == other); }

    /// The keys of a result's metadata written for a case (merged into that object by SearchResult).
    void writeTo(nlohmann::json& metadata) const;
    /// Reads writeTo()'s keys out of metadata, removing them; malformed values become empty.
    static CaseRecord takeFrom(nlohmann::json& metadata);
};

} // namespace lmars::model
