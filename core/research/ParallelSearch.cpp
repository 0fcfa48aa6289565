// SPDX-License-Identifier: GPL-3.0-or-later
#include "ParallelSearch.h"

#include "common/ConcurrentJobs.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace lmars::research {

ParallelSearch::ParallelSearch(QList<std::shared_ptr<search::SearchSource>> sources, int maxConcurrent,
                               search::SearchQuery request)
    : m_sources(std::move(sources)), m_maxConcurrent(qMax(1, maxConcurrent)), m_request(std::move(request))
{}

Result<QList<SearchOutcome>> ParallelSearch::run(const QList<SearchTask>& tasks, const CancelToken& cancel,
                                                 const std::function<void(const SearchOutcome&)>& onDone)
{
    QList<std::function<SearchOutcome()>> jobs;
    for (int i = 0; i < tasks.size(); ++i) {
        const SearchTask task = tasks.at(i);
        const std::shared_ptr<search::SearchSource> source = m_sources.at(task.sourceIndex);
        search::SearchQuery query = m_request;
        query.text = task.query;
        jobs.append([source, query, task, i, cancel] {
            SearchOutcome outcome;
            outcome.taskIndex = i;
            outcome.query = task.query;
            outcome.sourceIndex = task.sourceIndex;
            QElapsedTimer timer;
            timer.start();
            outcome.results = source->search(query, cancel);
            outcome.ms = timer.elapsed();
            return outcome;
        });
    }
    QList<SearchOutcome> outcomes;
    const bool completed = runConcurrently<SearchOutcome>(
        jobs, m_maxConcurrent, cancel, [&](int, const SearchOutcome& outcome) { onDone(outcome); }, &outcomes);
    if (!completed)
        return Error(ErrorKind::Cancelled,
                     QCoreApplication::translate("ParallelSearch", "The research was cancelled."));
    return outcomes;
}

} // namespace lmars::research
