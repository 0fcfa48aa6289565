// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "model/ResearchState.h"

#include <QDate>

#include <functional>

namespace lmars::llm {
class ChatModel;
}

namespace lmars::research {

/**
 * The Reason stage of a multi-turn IRAC run (issue 16): the four role steps (facts, rules,
 * application, common sense) in order, each a structured call of agents::IracRoleAgent that sees
 * the steps before it. Each step is appended to state.roleSteps as it finishes, with its output,
 * its time and the index of its model call. A step the model refuses or that fails is kept with
 * the reason and the next step still runs; only cancellation stops the stage.
 */
class IracStage final
{
public:
    IracStage(llm::ChatModel& model, QDate today);

    /// onStep(index): called after state.roleSteps[index] was appended (on the calling thread).
    Result<void> run(model::ResearchState& state, const CancelToken& cancel, const std::function<void(int)>& onStep);

private:
    llm::ChatModel& m_model;
    QDate m_today;
};

} // namespace lmars::research
