// SPDX-License-Identifier: GPL-3.0-or-later
#include "SearchRouting.h"

#include "agents/QueryAgent.h"
#include "research/ResearchLog.h"
#include "search/SearchSource.h"

#include <QDate>
#include <QDateTime>

namespace lmars::research {

RoutedQueries SearchRouting::route(const QList<model::PlannedQuery>& queries,
                                   const QList<std::shared_ptr<search::SearchSource>>& sources)
{
    RoutedQueries out;
    // A query is not run when no enabled source of its type can answer it (a U.S. Code source
    // without a search key reads cited sections only); of the others, at most the query agent's
    // cap (one per enabled type, the most important of each type first).
    QList<model::PlannedQuery> answerable;
    QList<QList<int>> answeringSources; // per query of `answerable`
    for (const model::PlannedQuery& q : queries) {
        const QString& text = q.text;
        QList<int> answering;
        QString whyNot;
        for (int si = 0; si < sources.size(); ++si) {
            if (sources.at(si)->queryType() != q.type)
                continue;
            QString reason;
            if (sources.at(si)->canAnswer(text, &reason))
                answering << si;
            else if (whyNot.isEmpty())
                whyNot = reason;
        }
        if (!answering.isEmpty()) {
            answerable.append(q);
            answeringSources.append(answering);
            continue;
        }
        if (whyNot.isEmpty())
            whyNot = QStringLiteral("No enabled source answers %1 queries.").arg(model::queryTypeName(q.type));
        else
            qCInfo(lcResearch) << "the" << model::queryTypeName(q.type) << "sources cannot answer" << text << "-"
                               << whyNot;
        out.dropped.append({q.text, q.type, whyNot});
    }
    // The cap counts the enabled query types whose sources run.
    QList<model::QueryType> enabledTypes;
    for (const auto& source : sources) {
        if (!enabledTypes.contains(source->queryType()))
            enabledTypes << source->queryType();
    }
    const QList<model::PlannedQuery> running =
        agents::QueryAgent::withinCap(answerable, int(enabledTypes.size()), &out.dropped);
    int next = 0;
    for (const model::PlannedQuery& q : running) {
        while (answerable.at(next).text != q.text || answerable.at(next).type != q.type)
            ++next; // withinCap keeps the order
        const QString& text = q.text;
        for (int si : std::as_const(answeringSources.at(next))) {
            out.tasks.append({text, si});
            model::IssuedQuery issued;
            issued.text = text;
            issued.queryType = q.type;
            issued.source = sources.at(si)->type();
            issued.sourceName = sources.at(si)->name();
            out.issued.append(issued);
        }
        ++next;
    }
    return out;
}

QStringList SearchRouting::merge(model::ResearchState& state, const QList<SearchOutcome>& outcomes,
                                 const model::AsOf& asOf)
{
    QStringList added;
    const QDate asOfDay = asOf.day();
    for (const SearchOutcome& outcome : outcomes) {
        if (!outcome.results)
            continue;
        for (const model::SearchResult& result : outcome.results.value()) {
            bool isNew = false;
            const int n = state.addSource(result, &isNew);
            if (!isNew)
                continue;
            model::SearchResult& source = state.sources[n - 1];
            source.retrievedAt = QDateTime::currentDateTimeUtc();
            // A dated web page or opinion after the as-of date is kept and shown, but marked.
            const QDate dated = QDate::fromString(source.date.left(10), Qt::ISODate);
            if (!source.afterAsOf && dated.isValid() && asOfDay.isValid())
                source.afterAsOf = dated > asOfDay;
            added << source.id;
        }
    }
    return added;
}

} // namespace lmars::research
