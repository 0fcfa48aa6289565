// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InFlightWork.h"

#include "library/Backends.h"
#include "model/ResearchState.h"

#include <QMetaType>
#include <QObject>

namespace lmars::ui {

/**
 * Loads a stored session (the trajectory snapshot: question, follow-ups, iterations and verdicts,
 * sources, answer) from the session archive (this computer or the firm server) on a worker thread and hands it back on
 * the GUI thread. Used to reopen a session from history, to run it again, and to export it.
 */
class SessionLoader final : public QObject
{
    Q_OBJECT

public:
    /// config: the backends the session archive is opened from (on a worker thread, for each load).
    explicit SessionLoader(store::BackendConfig config, QObject* parent = nullptr);
    ~SessionLoader() override;
    SessionLoader(const SessionLoader&) = delete;
    SessionLoader& operator=(const SessionLoader&) = delete;

    const store::BackendConfig& backendConfig() const { return m_config; }

public Q_SLOTS:
    /// Starts loading; exactly one of loaded() or failed() follows for this id.
    void load(const QString& id);

Q_SIGNALS:
    void loaded(const QString& id, const lmars::model::ResearchState& state);
    void failed(const QString& id, const QString& message);

private:
    store::BackendConfig m_config;
    InFlightWork m_inFlight; ///< background jobs waited for on destruction (see InFlightWork)
};

} // namespace lmars::ui

Q_DECLARE_METATYPE(lmars::model::ResearchState)
