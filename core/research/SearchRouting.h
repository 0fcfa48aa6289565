// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchState.h"
#include "research/ParallelSearch.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace lmars::search {
class SearchSource;
}

namespace lmars::research {

/// The planned queries of one search iteration as they will run.
struct RoutedQueries
{
    QList<SearchTask> tasks;            ///< one per (query × source of its type)
    QList<model::IssuedQuery> issued;   ///< the trajectory's row of each task, pending, same order
    QList<model::DroppedQuery> dropped; ///< queries not run: no enabled source answers them, or over the cap
};

/**
 * Routing of a search iteration (issue 14, point 1) and the merge of its results: each query goes
 * only to the enabled sources of its type, at most QueryAgent::maxQueries() queries run (the others
 * are dropped with the reason, QueryAgent::withinCap()), and results join the state's sources in a fixed order (query
 * order, then source order) so the numbering does not depend on which search answered first.
 */
class SearchRouting final
{
public:
    /// A query is searched with its planned text: the as-of date goes to the sources as a date
    /// (search::SearchQuery::asOf), never into the words (docs/ARCHITECTURE.md, "The as-of date").
    static RoutedQueries route(const QList<model::PlannedQuery>& queries,
                               const QList<std::shared_ptr<search::SearchSource>>& sources);
    /// Adds the results of the successful outcomes to state.sources (deduplicated), stamping each
    /// new source with when it was retrieved and whether it is dated after the as-of date.
    /// Returns the ids of the sources that were new.
    static QStringList merge(model::ResearchState& state, const QList<SearchOutcome>& outcomes,
                             const model::AsOf& asOf);
};

} // namespace lmars::research
