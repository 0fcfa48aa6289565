// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <cstdio>

#include <fcntl.h>
#include <unistd.h>

namespace lmars::test {

/**
 * The longest time the event loop of the thread that makes it was blocked, measured as the
 * longest gap between ticks of a 5 ms timer, and split by cause with the kernel's scheduler
 * statistics of that thread (/proc/thread-self/schedstat: time on a CPU, time runnable but
 * waiting for one):
 *  - waitingForCpuMs: the thread could run but the OS ran something else (other processes on a
 *    loaded machine, our own worker threads): not the application's doing, and not bounded by it;
 *  - ownMs: the rest, the thread's own work plus the time it waited on a lock, I/O or another
 *    thread: the stall the application caused, which its tests bound.
 * Where the statistics cannot be read, the whole gap counts as own (ownMs == wallMs).
 */
class EventLoopStallMeter final : public QObject
{
public:
    static constexpr qint64 kTickMs = 5;

    struct Gap
    {
        qint64 wallMs = 0;          ///< the gap beyond the tick interval
        qint64 waitingForCpuMs = 0; ///< of it, runnable but not running
        qint64 ownMs = 0;           ///< wallMs - waitingForCpuMs
    };

    EventLoopStallMeter()
    {
        m_schedstat = ::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC); // this (the GUI) thread's
        m_timer.setInterval(int(kTickMs));
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] { tick(); });
        m_clock.start();
        m_lastWallNs = m_clock.nsecsElapsed();
        m_lastWaitNs = waitingNs();
        m_timer.start();
    }
    ~EventLoopStallMeter() override
    {
        if (m_schedstat >= 0)
            ::close(m_schedstat);
    }
    EventLoopStallMeter(const EventLoopStallMeter&) = delete;
    EventLoopStallMeter& operator=(const EventLoopStallMeter&) = delete;

    /// Whether the scheduler statistics were read (else waiting for a CPU is not told apart).
    bool splitsCpuWaiting() const { return m_schedstat >= 0 && m_readFailures == 0; }
    /// The gap with the longest stall of the application's own.
    Gap longestOwn() const { return m_longestOwn; }
    /// The gap with the longest wall-clock stall, whatever its cause.
    Gap longestWall() const { return m_longestWall; }

private:
    /// Nanoseconds this thread has spent runnable but waiting for a CPU, -1 when unknown.
    qint64 waitingNs()
    {
        if (m_schedstat < 0)
            return -1;
        char text[128] = {};
        const ssize_t n = ::pread(m_schedstat, text, sizeof text - 1, 0);
        unsigned long long onCpu = 0;
        unsigned long long waiting = 0;
        if (n <= 0 || std::sscanf(text, "%llu %llu", &onCpu, &waiting) != 2) {
            ++m_readFailures;
            return -1;
        }
        return qint64(waiting);
    }

    void tick()
    {
        const qint64 wallNs = m_clock.nsecsElapsed();
        const qint64 waitNs = waitingNs();
        Gap gap;
        gap.wallMs = std::max<qint64>((wallNs - m_lastWallNs) / 1000000 - kTickMs, 0);
        if (waitNs >= 0 && m_lastWaitNs >= 0)
            gap.waitingForCpuMs = std::min(gap.wallMs, (waitNs - m_lastWaitNs) / 1000000);
        gap.ownMs = gap.wallMs - gap.waitingForCpuMs;
        if (gap.ownMs > m_longestOwn.ownMs)
            m_longestOwn = gap;
        if (gap.wallMs > m_longestWall.wallMs)
            m_longestWall = gap;
        m_lastWallNs = wallNs;
        m_lastWaitNs = waitNs;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    int m_schedstat = -1;
    int m_readFailures = 0;
    qint64 m_lastWallNs = 0;
    qint64 m_lastWaitNs = -1;
    Gap m_longestOwn;
    Gap m_longestWall;
};

} // namespace lmars::test
