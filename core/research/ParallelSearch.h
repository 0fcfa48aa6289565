// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "model/SearchResult.h"
#include "search/SearchSource.h"

#include <QList>
#include <QString>

#include <functional>
#include <memory>

namespace lmars::research {

/// One (query × source) search to run.
struct SearchTask
{
    QString query;
    int sourceIndex = 0;
};

/// The outcome of one SearchTask.
struct SearchOutcome
{
    int taskIndex = 0;
    QString query;
    int sourceIndex = 0;
    Result<QList<model::SearchResult>> results = QList<model::SearchResult>();
    qint64 ms = 0;
};

/**
 * Runs search tasks concurrently on a bounded pool, so an iteration costs about its slowest
 * request. Completions are reported on the calling thread, in arrival order, through onDone.
 * A cancelled token returns within the HTTP layer's cancellation time (≤ 200 ms).
 */
class ParallelSearch final
{
public:
    /// request: what every search asks besides its text (the number of results, the as-of date, the matter).
    ParallelSearch(QList<std::shared_ptr<search::SearchSource>> sources, int maxConcurrent,
                   search::SearchQuery request = {});

    /// Returns the outcomes ordered by task index, or ErrorKind::Cancelled.
    Result<QList<SearchOutcome>> run(const QList<SearchTask>& tasks, const CancelToken& cancel,
                                     const std::function<void(const SearchOutcome&)>& onDone);

private:
    QList<std::shared_ptr<search::SearchSource>> m_sources;
    int m_maxConcurrent;
    search::SearchQuery m_request;
};

} // namespace lmars::research
