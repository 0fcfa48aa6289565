// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "UiLog.h"

#include <QByteArray>
#include <QElapsedTimer>

#include <utility>

namespace lmars::ui {

/// Logs (debug) a GUI-thread handler that took long enough to be felt: the place to look when the
/// event-loop stall measurement of test_ui_main_window goes up.
class SlowHandlerProbe
{
public:
    explicit SlowHandlerProbe(QByteArray what) : m_what(std::move(what)) { m_timer.start(); }
    ~SlowHandlerProbe()
    {
        if (const qint64 ms = m_timer.elapsed(); ms >= 16)
            qCDebug(lcUi) << "slow GUI handler:" << m_what.constData() << ms << "ms";
    }
    SlowHandlerProbe(const SlowHandlerProbe&) = delete;
    SlowHandlerProbe& operator=(const SlowHandlerProbe&) = delete;

private:
    QByteArray m_what;
    QElapsedTimer m_timer;
};

} // namespace lmars::ui
