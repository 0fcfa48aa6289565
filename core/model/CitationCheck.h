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

/// Whether a cited decision binds the forum court (issue 27, point 2), with the reason in words.
struct Authority
{
    AuthorityKind kind = AuthorityKind::Unknown;
    QString reason;       ///< "California Supreme Court: binds every California state court"
    QString forum;        ///< the forum court's name the classification is for, empty when none
    bool assumed = false; ///< the forum was assumed from the research's jurisdiction, not given
    QString citingCourt;  ///< the courts-db id of the court that decided the cited case, when known

    bool isEmpty() const { return kind == AuthorityKind::Unknown && reason.isEmpty(); }
    /// {kind, reason, forum?, assumed?, court?}
    nlohmann::json toJson() const;
    static Authority fromJson(const nlohmann::json& json);
};

} // namespace lmars::model
