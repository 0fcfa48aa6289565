// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "llm/ChatModel.h"
#include "model/ResearchState.h"

#include <QDate>
#include <QList>
#include <QString>

namespace lmars::agents {

/**
 * The IRAC role agents of a multi-turn IRAC answer (issue 16, after MASLegalBench): facts, rules,
 * application and common sense. Each step is one structured call (schemas irac_facts, irac_rules,
 * irac_application, irac_common_sense, temperature 0) through the model's structured path with its
 * fallback ladder; it sees the question, the follow-up answers, the analysis, the earlier steps
 * and (facts, rules, application) the numbered sources. The summary agent writes the answer from
 * describe() of the steps.
 */
class IracRoleAgent final
{
public:
    explicit IracRoleAgent(llm::ChatModel& model, QDate today = QDate::currentDate());

    /// Runs the step of role over state (its question, follow-ups, analysis, sources and the steps
    /// already in state.roleSteps); returns the validated JSON object of the role's schema.
    Result<nlohmann::json> run(model::IracRole role, const model::ResearchState& state, const CancelToken& cancel = {});

    static llm::StructuredSchema schema(model::IracRole role);
    /// The steps as plain text for a prompt: each role's heading and its output as lists; a
    /// refused or empty step says so.
    static QString describe(const QList<model::RoleStep>& steps);

private:
    llm::ChatModel& m_model;
    QDate m_today;
};

} // namespace lmars::agents
