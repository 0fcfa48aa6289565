// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::model {

/**
 * A primary-law source's status on the as-of date, as its source worked it out (U.S. Code edition,
 * eCFR history, the Federal Register's disposition notes). `text` is the English sentence the judge
 * reads; the GUI builds its own translated line from `state` and `changes`. Serialized as the
 * result's "legalStatus" object: {state, text, asOf, changes?}.
 */
struct LegalStatus
{
    enum class State
    {
        InForce,          ///< "in_force"
        Amended,          ///< "amended": amended (or revoked in part) before the as-of date, still in force
        AmendedSince,     ///< "amended_since": the text in force on the date, amended after it
        EditionAfterAsOf, ///< "edition_after_as_of": the only edition is later than the date
        Repealed,         ///< "repealed": repealed, omitted or transferred in this edition
        Removed,          ///< "removed": removed before the date
        Revoked,          ///< "revoked"
        Superseded        ///< "superseded"
    };

    /// One later action on a document, from the Federal Register's notes.
    struct Change
    {
        enum class Action
        {
            Revoked,    ///< "revoked"
            Superseded, ///< "superseded"
            Amended     ///< "amended"
        };
        Action action = Action::Amended;
        bool inPart = false;
        QString by;             ///< "EO 14148" as the notes name it
        QString date;           ///< ISO date; empty when the notes give none
        bool afterAsOf = false; ///< dated after the as-of date: listed, does not count

        bool operator==(const Change& o) const
        {
            return action == o.action && inPart == o.inPart && by == o.by && date == o.date && afterAsOf == o.afterAsOf;
        }
    };

    State state = State::InForce;
    QString text;                         ///< in English, for the judge and the detail view
    QString asOf;                         ///< the day the status is for (ISO); empty when unknown
    std::optional<QList<Change>> changes; ///< the Federal Register's list (possibly empty); unset for codes

    bool operator==(const LegalStatus& o) const
    {
        return state == o.state && text == o.text && asOf == o.asOf && changes == o.changes;
    }
    bool operator!=(const LegalStatus& o) const { return !(*this == o); }

    /// Dates of the changes made after the as-of date, in the notes' order.
    QStringList datesAfterAsOf() const;
    /// The last revocation or supersession in force by the date (not "amended", not "in part"); null when none.
    const Change* lastTermination() const;

    static QString stateName(State state);
    static bool parseState(const QString& text, State* out);
    static QString actionName(Change::Action action);
    static bool parseAction(const QString& text, Change::Action* out);

    nlohmann::json toJson() const;
    /// Reads toJson()'s form; nullopt when it is not an object or names an unknown state.
    static std::optional<LegalStatus> fromJson(const nlohmann::json& json);
};

} // namespace lmars::model
