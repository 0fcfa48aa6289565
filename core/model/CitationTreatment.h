// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace lmars::model {

/// Whether the citator (issue 27, point 3) looked at the later opinions citing a case.
enum class TreatmentStatus
{
    NotChecked, ///< "not_checked": not looked at; `reason` says why (rate limit, no token, cancelled, ...)
    NoneFound,  ///< "none_found": no negative treatment in the citing opinions read (never "good law")
    Negative    ///< "negative": at least one citing opinion (or the case's own history) treats it negatively
};

/// A kind of negative treatment read in a citing opinion or in the case's own subsequent history.
enum class NegativeTreatment
{
    Overruled,        ///< "overruled"
    Abrogated,        ///< "abrogated"
    Superseded,       ///< "superseded": superseded by statute
    Disapproved,      ///< "disapproved"
    CalledIntoDoubt,  ///< "called_into_doubt"
    DeclinedToFollow, ///< "declined_to_follow"
    LimitedToFacts,   ///< "limited_to_facts"
    Reversed,         ///< "reversed": in the case's own subsequent history
    Vacated           ///< "vacated": in the case's own subsequent history
};

QString treatmentStatusName(TreatmentStatus status);
bool parseTreatmentStatus(const QString& text, TreatmentStatus* out);
QString negativeTreatmentName(NegativeTreatment kind);
bool parseNegativeTreatment(const QString& text, NegativeTreatment* out);

/// One later opinion that treats the cited case negatively, with the sentence that says so.
struct TreatmentSignal
{
    NegativeTreatment kind = NegativeTreatment::Overruled;
    QString caseName;         ///< the citing opinion's case ("Janus v. AFSCME")
    QString court;            ///< courts-db id ("scotus"), empty when unknown
    QString date;             ///< "2018-06-27"
    QString sentence;         ///< the sentence around the citation, as read
    QString url;              ///< the citing opinion's CourtListener page
    bool fromHistory = false; ///< read from the subsequent history written in the text, not a citing opinion

    nlohmann::json toJson() const;
    static TreatmentSignal fromJson(const nlohmann::json& json);
};

/// What the citator found for one case citation. Never says "good law": at most "no negative
/// treatment found in N citing opinions read (M more not read)".
struct Treatment
{
    TreatmentStatus status = TreatmentStatus::NotChecked;
    QList<TreatmentSignal> signals; ///< ranked: court level, then newest first
    int citing = 0;                 ///< citing opinions CourtListener counted
    int read = 0;                   ///< of them read (snippet or text)
    QString checkedAt;              ///< ISO date the citing opinions were looked up
    QString summary;                ///< the line shown ("possibly overruled by ...", "no negative treatment ...")
    QString reason;                 ///< NotChecked: why

    bool isEmpty() const { return status == TreatmentStatus::NotChecked && summary.isEmpty() && reason.isEmpty(); }
    int notRead() const { return citing > read ? citing - read : 0; }
    /// {status, summary, reason?, citing, read, notRead, checkedAt?, signals:[{kind, caseName, court, date,
    ///  sentence, url, fromHistory?}]}
    nlohmann::json toJson() const;
    static Treatment fromJson(const nlohmann::json& json);
};

} // namespace lmars::model
