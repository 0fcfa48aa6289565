// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InFlightWork.h"

#include "library/Backends.h"

#include <QMetaType>
#include <QObject>
#include <QStringList>

class QTimer;

namespace lmars::ui {

/// Where the library and the history live right now, for the status bar and the first-run panel.
struct BackendStatus
{
    bool server = false;     ///< the firm server is configured (else the embedded library)
    bool checked = false;    ///< a check has answered (before that, reachability is unknown)
    bool reachable = true;   ///< always true for the embedded library
    QString host;            ///< the server's host, for display
    QString reason;          ///< why the server is unreachable (the store's message)
    int pendingSessions = 0; ///< sessions kept on this computer, waiting for the server
    QString pushError;       ///< why the last waiting session could not be sent, when it was refused
    QStringList matters;     ///< the matters the user may use ("" is "No matter")
};

/**
 * Checks the backend on a worker thread (never blocking the GUI): opens it as configured, reads
 * whether the server is reachable and why not, sends the sessions waiting for it when it is back,
 * counts those still waiting and lists the user's matters. Checks again every 30 seconds while
 * the server is unreachable or sessions wait, and whenever check() is called (Retry, a run's end).
 */
class BackendMonitor final : public QObject
{
    Q_OBJECT

public:
    explicit BackendMonitor(store::BackendConfig config, QObject* parent = nullptr);
    ~BackendMonitor() override;
    BackendMonitor(const BackendMonitor&) = delete;
    BackendMonitor& operator=(const BackendMonitor&) = delete;

    const store::BackendConfig& config() const { return m_config; }
    BackendStatus status() const { return m_status; }
    bool isChecking() const { return m_checking; }

public Q_SLOTS:
    /// Checks now (a check already running is followed by another when it ends).
    void check();

Q_SIGNALS:
    void checkStarted();
    void statusChanged(const lmars::ui::BackendStatus& status);

private:
    static BackendStatus run(const store::BackendConfig& config);
    void finish(const BackendStatus& status);

    store::BackendConfig m_config;
    BackendStatus m_status;
    QTimer* m_retry = nullptr;
    bool m_checking = false;
    bool m_again = false;
    InFlightWork m_inFlight;
};

} // namespace lmars::ui

Q_DECLARE_METATYPE(lmars::ui::BackendStatus)
