// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/CitationKinds.h"

#include <QString>

#include <nlohmann/json.hpp>

namespace lmars::model {

/// What checking one citation found. Nothing is "verified" without a positive check.
struct CitationCheck
{
    CitationStatus status = CitationStatus::Unchecked;
    PlausibilityProblem problem = PlausibilityProblem::None; ///< set when status is Implausible
    QString reason;                                          ///< one sentence for the user, in their language

    /// {status, reason, problem (only when set)}
    nlohmann::json toJson() const;
    static CitationCheck fromJson(const nlohmann::json& json);
};

} // namespace lmars::model
