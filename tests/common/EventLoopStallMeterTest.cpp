// SPDX-License-Identifier: GPL-3.0-or-later
// The event-loop stall meter the GUI tests bound their stalls with (tests/support/EventLoopStallMeter.h):
// a thread that works, or waits on another thread, while its event loop should tick, is a stall of
// its own, counted whole; an idle event loop is none. (Time spent waiting for a CPU is told apart
// from the kernel's scheduler statistics, which no test can produce on demand.)
#include "EventLoopStallMeter.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>

#include <memory>

#include <time.h>

using lmars::test::EventLoopStallMeter;

namespace {

/// CPU time this thread has used, in milliseconds.
qint64 threadCpuMs()
{
    timespec now{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return qint64(now.tv_sec) * 1000 + now.tv_nsec / 1000000;
}

} // namespace

class EventLoopStallMeterTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anIdleLoopHasNoStallOfItsOwn()
    {
        EventLoopStallMeter meter;
        QTest::qWait(300);
        QVERIFY(meter.splitsCpuWaiting()); // Linux: /proc/thread-self/schedstat
        QVERIFY2(meter.longestOwn().ownMs < 100, qPrintable(QString::number(meter.longestOwn().ownMs)));
    }

    void workOnTheThreadIsItsOwnStall()
    {
        EventLoopStallMeter meter;
        QTest::qWait(20);
        // The thread computes for 300 ms of its own CPU time instead of returning to its loop; on a
        // loaded machine the gap is longer by the time other processes ran, which is not its own.
        const qint64 start = threadCpuMs();
        volatile quint64 sum = 0;
        while (threadCpuMs() - start < 300)
            sum = sum + 1;
        QTest::qWait(20);
        const EventLoopStallMeter::Gap own = meter.longestOwn();
        QVERIFY2(own.ownMs >= 280, qPrintable(QString::number(own.ownMs)));
        QVERIFY2(own.ownMs <= 300 + 100, qPrintable(QString::number(own.ownMs)));
        QCOMPARE(own.ownMs + own.waitingForCpuMs, own.wallMs);
        QVERIFY(meter.longestWall().wallMs >= own.wallMs);
    }

    void waitingOnAnotherThreadIsItsOwnStall()
    {
        EventLoopStallMeter meter;
        QTest::qWait(20);
        QSemaphore released;
        std::unique_ptr<QThread> holder(QThread::create([&released] {
            QThread::msleep(300); // the other thread's slow work, while this one waits for its result
            released.release();
        }));
        holder->start();
        released.acquire(); // blocks the event loop, as a GUI handler waiting on a lock would
        holder->wait();
        QTest::qWait(20);
        const EventLoopStallMeter::Gap own = meter.longestOwn();
        QVERIFY2(own.ownMs >= 250, qPrintable(QString::number(own.ownMs))); // blocked, not waiting for a CPU
    }
};

QTEST_GUILESS_MAIN(EventLoopStallMeterTest)
#include "EventLoopStallMeterTest.moc"
