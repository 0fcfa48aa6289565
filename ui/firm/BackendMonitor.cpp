// SPDX-License-Identifier: GPL-3.0-or-later
#include "BackendMonitor.h"

#include "FirmLog.h"
#include "ServerAddress.h"

#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace lmars::ui {

namespace {
constexpr int kRetryMs = 30000;
} // namespace

BackendMonitor::BackendMonitor(store::BackendConfig config, QObject* parent)
    : QObject(parent), m_config(std::move(config)), m_retry(new QTimer(this))
{
    m_status.server = !m_config.serverUrl.trimmed().isEmpty();
    m_status.host = m_status.server ? ServerAddress(m_config.serverUrl).host() : QString();
    m_retry->setSingleShot(true);
    m_retry->setInterval(kRetryMs);
    connect(m_retry, &QTimer::timeout, this, &BackendMonitor::check);
}

BackendMonitor::~BackendMonitor()
{
    m_inFlight.waitForAll();
}

void BackendMonitor::check()
{
    if (m_checking) {
        m_again = true;
        return;
    }
    m_checking = true;
    m_retry->stop();
    Q_EMIT checkStarted();
    const store::BackendConfig config = m_config;
    m_inFlight.track(QtConcurrent::run([config] { return run(config); }))
        .then(this, [this](const BackendStatus& status) { finish(status); });
}

BackendStatus BackendMonitor::run(const store::BackendConfig& config)
{
    BackendStatus status;
    status.server = !config.serverUrl.trimmed().isEmpty();
    status.host = status.server ? ServerAddress(config.serverUrl).host() : QString();
    status.checked = true;
    auto opened = store::Backends::open(config);
    if (!opened) {
        // The local files themselves cannot be opened: nothing works, say why.
        status.reachable = false;
        status.reason = opened.error().toString();
        return status;
    }
    store::Backends& backends = *opened.value();
    status.reachable = backends.isReachable();
    status.reason = backends.unreachableReason();
    if (status.reachable && backends.pendingSessionCount() > 0) {
        auto pushed = backends.pushPending();
        if (!pushed)
            qCWarning(lcFirmUi) << "sessions could not be sent to the server:" << pushed.error().toString();
        else if (pushed.value() > 0)
            qCInfo(lcFirmUi) << pushed.value() << "waiting sessions sent to the server";
    }
    status.pendingSessions = backends.pendingSessionCount();
    if (status.pendingSessions > 0)
        status.pushError = backends.lastPushError();
    if (status.reachable) {
        auto matters = backends.matters();
        if (matters)
            status.matters = matters.value();
        else
            qCWarning(lcFirmUi) << "cannot list the matters:" << matters.error().toString();
    }
    return status;
}

void BackendMonitor::finish(const BackendStatus& status)
{
    m_checking = false;
    m_status = status;
    if (status.server && !status.reachable)
        qCInfo(lcFirmUi) << "the firm server" << status.host << "is unreachable:" << status.reason;
    Q_EMIT statusChanged(m_status);
    if (std::exchange(m_again, false))
        check();
    else if (status.server && (!status.reachable || status.pendingSessions > 0))
        m_retry->start();
}

} // namespace lmars::ui
