// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QString>

#include "model/LegalStatus.h"

namespace lmars::search {

/// One later action on a presidential document, from the Federal Register's notes
/// ("Revoked by: EO 14148, January 20, 2025").
struct DispositionChange
{
    enum class Action
    {
        Revoked,
        Superseded,
        Amended
    };
    Action action = Action::Amended;
    bool inPart = false;
    QString by;   ///< "EO 14148" as the notes name it
    QString date; ///< ISO date of the action; empty when the notes give none
};

/**
 * Reads the Federal Register's disposition notes of an executive order and says what its status
 * was on an as-of date. Only "Revoked by", "Superseded by" and "Amended by" (optionally "in part")
 * change the status; "See:" and other notes are references.
 */
class DispositionNotes final
{
public:
    static QList<DispositionChange> parse(const QString& notes);

    /// The status (in force, revoked, superseded, amended), its English text and every change as of
    /// asOf (null = today). A change dated after asOf does not count but is listed with afterAsOf
    /// true; an undated change counts.
    static model::LegalStatus statusAsOf(const QList<DispositionChange>& changes, const QDate& asOf);
};

} // namespace lmars::search
