// SPDX-License-Identifier: GPL-3.0-or-later
// runConcurrently: results in job order, onDone on the calling thread, the bound on concurrency,
// and on cancel: queued jobs never run and no job outlives the call.
#include "common/ConcurrentJobs.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>

using namespace lmars;

class ConcurrentJobsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resultsInJobOrderAndOnDoneOnTheCallingThread()
    {
        QList<std::function<int()>> jobs;
        for (int i = 0; i < 12; ++i)
            jobs.append([i] { return i * i; });
        QList<int> seen;
        QThread* caller = QThread::currentThread();
        bool onCaller = true;
        QList<int> results;
        const bool completed = runConcurrently<int>(
            jobs, 4, CancelToken(),
            [&](int index, const int& value) {
                onCaller = onCaller && QThread::currentThread() == caller;
                QCOMPARE(value, index * index);
                seen << index;
            },
            &results);
        QVERIFY(completed);
        QVERIFY(onCaller);
        QCOMPARE(seen.size(), 12);
        for (int i = 0; i < 12; ++i)
            QCOMPARE(results.at(i), i * i);
    }

    void neverRunsMoreThanTheBound()
    {
        std::atomic_int running{0};
        std::atomic_int most{0};
        QList<std::function<int()>> jobs;
        for (int i = 0; i < 16; ++i) {
            jobs.append([&running, &most] {
                const int now = ++running;
                int seen = most.load();
                while (now > seen && !most.compare_exchange_weak(seen, now)) {
                }
                std::this_thread::yield();
                --running;
                return 0;
            });
        }
        QVERIFY(runConcurrently<int>(jobs, 3, CancelToken(), nullptr, nullptr));
        QVERIFY(most.load() >= 1);
        QVERIFY2(most.load() <= 3, qPrintable(QString::number(most.load())));
    }

    void queuedJobsDoNotRunAfterCancel()
    {
        // One thread, so the jobs start in order; job 2 cancels. Jobs 3..19 are queued at that
        // moment and must never start, not even while the pool is destroyed.
        CancelToken cancel;
        std::atomic_int started{0};
        QList<std::function<int()>> jobs;
        for (int i = 0; i < 20; ++i) {
            jobs.append([i, cancel, &started] {
                ++started;
                if (i == 2)
                    cancel.cancel();
                return i;
            });
        }
        QList<int> results{-1};
        const bool completed = runConcurrently<int>(jobs, 1, cancel, nullptr, &results);
        QVERIFY(!completed);
        QCOMPARE(started.load(), 3);
        QCOMPARE(results, QList<int>{-1}); // untouched on cancel
    }

    void cancelFromAnotherThreadReturnsAfterTheRunningJobsOnly()
    {
        // Every job waits for the token (10 s at most), so only the two running ones can start.
        CancelToken cancel;
        std::atomic_int started{0};
        std::atomic_int finished{0};
        QList<std::function<int()>> jobs;
        for (int i = 0; i < 32; ++i) {
            jobs.append([cancel, &started, &finished] {
                ++started;
                QElapsedTimer waited;
                waited.start();
                while (!cancel.isCancelled() && waited.elapsed() < 10000)
                    QThread::msleep(1); // a job that notices the token within a millisecond
                ++finished;
                return 0;
            });
        }
        bool completed = true;
        qint64 returnedMs = -1;
        QElapsedTimer sinceCancel;
        std::thread caller([&] {
            completed = runConcurrently<int>(jobs, 2, cancel, nullptr, nullptr);
            returnedMs = sinceCancel.isValid() ? sinceCancel.elapsed() : -1;
        });
        QTRY_COMPARE(started.load(), 2);
        sinceCancel.start();
        cancel.cancel();
        caller.join();
        QVERIFY(!completed);
        QCOMPARE(started.load(), 2);
        QCOMPARE(finished.load(), 2); // the running jobs ended before the call returned
        QVERIFY2(returnedMs >= 0 && returnedMs < 1000, qPrintable(QString::number(returnedMs)));
    }

    void cancelledBeforeTheStartRunsNothing()
    {
        CancelToken cancel;
        cancel.cancel();
        std::atomic_int started{0};
        QList<std::function<int()>> jobs;
        for (int i = 0; i < 8; ++i)
            jobs.append([&started] { return ++started; });
        QVERIFY(!runConcurrently<int>(jobs, 2, cancel, nullptr, nullptr));
        QCOMPARE(started.load(), 0);
    }

    void noJobsCompletesAtOnce()
    {
        QList<int> results{7};
        QVERIFY(runConcurrently<int>({}, 4, CancelToken(), nullptr, &results));
        QVERIFY(results.isEmpty());
    }
};

QTEST_GUILESS_MAIN(ConcurrentJobsTest)
#include "ConcurrentJobsTest.moc"
