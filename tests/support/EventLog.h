// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchEvent.h"

#include <QStringList>

#include <functional>

namespace lmars::test {

/// Records every event of a run (type names in order) and the answer deltas; an optional hook sees each event.
class EventLog final : public model::ResearchObserver
{
public:
    void onEvent(const model::ResearchEvent& event, const model::ResearchState&) override
    {
        types << model::ResearchEvent::typeName(event.type);
        if (event.type == model::ResearchEvent::Type::AnswerDelta)
            deltas << event.delta;
        if (onEventHook)
            onEventHook(event);
    }

    QStringList types;
    QStringList deltas;
    std::function<void(const model::ResearchEvent&)> onEventHook;
};

} // namespace lmars::test
