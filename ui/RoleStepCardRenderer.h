// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchState.h"

#include <QCoreApplication>
#include <QString>

namespace lmars::ui {

class TimelineCard;

/**
 * The timeline cards of the IRAC role steps (issue 16): one card per step, rendered from the step's
 * structured output alone — the facts with where each comes from, the issues and the rules with
 * their [n] markers, each rule's application with the arguments on both sides, the common-sense
 * points. A refused or empty step says so; the one running says it is working.
 */
class RoleStepCardRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(RoleStepCardRenderer)

public:
    /// The card key of step index ("role-0" … "role-3").
    static QString key(int index);
    /// True for a role step card's key; *index gets its step index.
    static bool isKey(const QString& key, int* index = nullptr);
    /// The keys the state calls for, in run order: one per finished step, and the running one.
    static QStringList wantedKeys(const model::ResearchState& state);

    static void render(TimelineCard* card, int index, const model::ResearchState& state);

private:
    static QString factsHtml(const nlohmann::json& output);
    static QString rulesHtml(const nlohmann::json& output);
    static QString applicationHtml(const nlohmann::json& output);
    static QString commonSenseHtml(const nlohmann::json& output);
};

} // namespace lmars::ui
