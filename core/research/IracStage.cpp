// SPDX-License-Identifier: GPL-3.0-or-later
#include "IracStage.h"

#include "agents/IracRoleAgent.h"
#include "llm/ChatModel.h"
#include "research/ResearchLog.h"

#include <QElapsedTimer>

namespace lmars::research {

IracStage::IracStage(llm::ChatModel& model, QDate today) : m_model(model), m_today(today) {}

Result<void> IracStage::run(model::ResearchState& state, const CancelToken& cancel,
                            const std::function<void(int)>& onStep)
{
    agents::IracRoleAgent agent(m_model, m_today);
    for (model::IracRole role : model::allIracRoles()) {
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, QString());
        QElapsedTimer timer;
        timer.start();
        const qsizetype callsBefore = m_model.calls().size();
        auto output = agent.run(role, state, cancel);
        if (!output && (output.error().isCancelled() || cancel.isCancelled()))
            return output.error();
        model::RoleStep step;
        step.role = role;
        step.ms = timer.elapsed();
        // The role model is the run's main model, whose calls come first in state.modelCalls.
        if (m_model.calls().size() > callsBefore)
            step.modelCall = int(m_model.calls().size() - 1);
        if (output) {
            step.output = output.value();
        } else {
            step.refusal = output.error().toString();
            qCInfo(lcResearch) << "IRAC step" << model::iracRoleName(role) << "gave no output:" << step.refusal;
        }
        state.roleSteps.append(step);
        if (onStep)
            onStep(int(state.roleSteps.size() - 1));
    }
    return {};
}

} // namespace lmars::research
