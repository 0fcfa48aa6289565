// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchEvent.h"

#include <QString>

namespace lmars::store {
class SessionArchive;
}

namespace lmars::research {

/**
 * Writes a run to the session archive as its events happen: every event is appended and the
 * trajectory snapshot saved (answer text deltas go to a cheap append), so killing the process
 * mid-run leaves everything seen so far readable. The session is filed in the run's matter
 * (the trajectory's settings.matter; "" is "No matter").
 */
class SessionRecorder final : public model::ResearchObserver
{
public:
    explicit SessionRecorder(store::SessionArchive& store);

    void onEvent(const model::ResearchEvent& event, const model::ResearchState& state) override;
    /// The session is saved already (an answer being continued): it is not created again, and streamed
    /// text is not appended to its stored partial answer; the snapshots carry the whole answer so far.
    void attachToSaved();
    /// Saves the state as it is now (for example after the run returned).
    void save(const model::ResearchState& state);

    /// The first storage error, if any (the run goes on; the CLI reports it).
    const QString& lastError() const { return m_lastError; }

private:
    void ensureCreated(const model::ResearchState& state);
    void note(const QString& error);

    store::SessionArchive& m_store;
    bool m_created = false;
    bool m_appendDeltas = true;
    QString m_lastError;
};

} // namespace lmars::research
