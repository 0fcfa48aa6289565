// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"

#include <QList>
#include <QThreadPool>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>

namespace lmars {

/**
 * The one way core runs jobs concurrently: a bounded pool of its own, results handed to onDone on
 * the calling thread in the order the jobs finish, and returned in job order.
 *
 * On cancel it returns false within about 20 ms of cancel() plus the time the running jobs take
 * to notice the same token: jobs still queued are dropped (never started), and the call returns
 * only after the running ones have ended, so no job outlives the call.
 */
template <typename T>
bool runConcurrently(const QList<std::function<T()>>& jobs, int maxConcurrent, const CancelToken& cancel,
                     const std::function<void(int index, const T& result)>& onDone, QList<T>* results)
{
    struct Queue
    {
        std::mutex mutex;
        std::condition_variable ready;
        std::deque<std::pair<int, std::shared_ptr<T>>> items;
    };
    auto queue = std::make_shared<Queue>();
    QThreadPool pool; // its destructor waits for the running jobs
    pool.setMaxThreadCount(maxConcurrent < 1 ? 1 : maxConcurrent);
    for (int i = 0; i < jobs.size(); ++i) {
        const std::function<T()> job = jobs.at(i);
        pool.start([queue, job, i, cancel] {
            // A job dequeued between cancel() and pool.clear() below is dropped here.
            auto result = cancel.isCancelled() ? std::shared_ptr<T>() : std::make_shared<T>(job());
            {
                std::lock_guard<std::mutex> lock(queue->mutex);
                queue->items.emplace_back(i, std::move(result));
            }
            queue->ready.notify_one();
        });
    }
    QList<std::shared_ptr<T>> ordered(jobs.size());
    int done = 0;
    while (done < jobs.size()) {
        std::pair<int, std::shared_ptr<T>> item{-1, nullptr};
        {
            std::unique_lock<std::mutex> lock(queue->mutex);
            queue->ready.wait_for(lock, std::chrono::milliseconds(20), [&] { return !queue->items.empty(); });
            if (!queue->items.empty()) {
                item = queue->items.front();
                queue->items.pop_front();
            }
        }
        if (cancel.isCancelled()) {
            pool.clear(); // queued jobs are dropped, not run by the pool's destructor
            return false;
        }
        if (!item.second) // nothing yet
            continue;
        ++done;
        if (onDone)
            onDone(item.first, *item.second);
        ordered[item.first] = item.second;
    }
    if (results) {
        results->clear();
        for (const auto& r : ordered)
            results->append(*r);
    }
    return true;
}

} // namespace lmars
