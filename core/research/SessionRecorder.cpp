// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionRecorder.h"

#include "model/ResearchState.h"
#include "research/ResearchLog.h"
#include "sessions/SessionArchive.h"

namespace lmars::research {

SessionRecorder::SessionRecorder(store::SessionArchive& store) : m_store(store) {}

void SessionRecorder::note(const QString& error)
{
    if (m_lastError.isEmpty()) {
        m_lastError = error;
        qCWarning(lcResearch) << "session store:" << error;
    }
}

void SessionRecorder::ensureCreated(const model::ResearchState& state)
{
    if (m_created)
        return;
    m_created = true;
    if (auto r = m_store.createSession(state.id, state.question, state.mode, state.toJson(), state.settings.matter); !r)
        note(r.error().toString());
}

void SessionRecorder::onEvent(const model::ResearchEvent& event, const model::ResearchState& state)
{
    ensureCreated(state);
    if (event.type == model::ResearchEvent::Type::AnswerDelta) {
        if (!m_appendDeltas)
            return;
        if (auto r = m_store.appendAnswerDelta(state.id, event.delta); !r)
            note(r.error().toString());
        return;
    }
    if (auto r = m_store.appendEvent(state.id, model::ResearchEvent::typeName(event.type), event.toJson()); !r)
        note(r.error().toString());
    save(state);
}

void SessionRecorder::attachToSaved()
{
    m_created = true;
    m_appendDeltas = false;
}

void SessionRecorder::save(const model::ResearchState& state)
{
    ensureCreated(state);
    if (auto r = m_store.saveTrajectory(state.id, state.toJson()); !r)
        note(r.error().toString());
}

} // namespace lmars::research
