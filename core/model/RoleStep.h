// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Domain.h"

#include <QString>
#include <QtGlobal>

#include <nlohmann/json.hpp>

namespace lmars::model {

/**
 * One IRAC role step of a multi-turn run (trajectory key "roleSteps", issue 16): the role, the
 * structured output exactly as the model returned it (validated against the role's schema), how
 * long it took and which model call made it. A step the model refused, or whose call failed, keeps
 * the reason instead of an output; the run goes on without it.
 */
struct RoleStep
{
    IracRole role = IracRole::Facts;
    nlohmann::json output; ///< the role's JSON object; null when refused or failed
    QString refusal;       ///< why there is no output (the model's refusal or the call's error); empty otherwise
    qint64 ms = 0;         ///< duration of the call
    int modelCall = -1;    ///< index into ResearchState::modelCalls; -1 when no call was recorded

    /// Items in the output's lists (facts, issues and rules, applications, points); 0 when refused.
    int itemCount() const;
    /// True when the step produced nothing usable: refused, failed, or every list empty.
    bool isEmpty() const { return itemCount() == 0; }

    nlohmann::json toJson() const;
    /// Reads a step back; false (and *out untouched) when the role is unknown.
    static bool fromJson(const nlohmann::json& json, RoleStep* out);
};

} // namespace lmars::model
