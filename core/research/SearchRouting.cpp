// SPDX-License-Identifier: GPL-3.0-or-later
#include "SearchRouting.h"

#include "agents/QueryAgent.h"
#include "search/SearchSource.h"

#include <QDate>
#include <QDateTime>
#include <QRegularExpression>

namespace lmars::research {

QString SearchRouting::textFor(const model::PlannedQuery& query, const QString& asOf)
{
    static const QRegularExpression year(QStringLiteral("\\b(1[89]|20)\\d\\d\\b"));
    if (query.type != model::QueryType::WebSearch || asOf.size() < 4 || year.match(query.text).hasMatch())
        return query.text;
    return query.text + QLatin1Char(' ') + asOf.left(4);
}

RoutedQueries SearchRouting::route(const QList<model::PlannedQuery>& queries,
                                   const QList<std::shared_ptr<search::SearchSource>>& sources, const QString& asOf)
{
    RoutedQueries out;
    QList<model::QueryType> enabledTypes;
    for (const auto& source : sources) {
        if (!enabledTypes.contains(source->queryType()))
            enabledTypes << source->queryType();
    }
    // A query whose type no enabled source answers is not run; of the others, at most the query
    // agent's cap (one per enabled type, the most important of each type first).
    QList<model::PlannedQuery> answerable;
    for (const model::PlannedQuery& q : queries) {
        if (enabledTypes.contains(q.type))
            answerable.append(q);
        else
            out.dropped.append(
                {q.text, q.type,
                 QStringLiteral("No enabled source answers %1 queries.").arg(model::queryTypeName(q.type))});
    }
    const QList<model::PlannedQuery> running =
        agents::QueryAgent::withinCap(answerable, int(enabledTypes.size()), &out.dropped);
    for (const model::PlannedQuery& q : running) {
        for (int si = 0; si < sources.size(); ++si) {
            if (sources.at(si)->queryType() != q.type)
                continue;
            const QString text = textFor(q, asOf);
            out.tasks.append({text, si});
            model::IssuedQuery issued;
            issued.text = text;
            issued.queryType = q.type;
            issued.source = sources.at(si)->type();
            issued.sourceName = sources.at(si)->name();
            out.issued.append(issued);
        }
    }
    return out;
}

QStringList SearchRouting::merge(model::ResearchState& state, const QList<SearchOutcome>& outcomes, const QString& asOf)
{
    QStringList added;
    const QDate asOfDay = QDate::fromString(asOf, Qt::ISODate);
    for (const SearchOutcome& outcome : outcomes) {
        if (!outcome.results)
            continue;
        for (const model::SearchResult& result : outcome.results.value()) {
            bool isNew = false;
            const int n = state.addSource(result, &isNew);
            if (!isNew)
                continue;
            model::SearchResult& source = state.sources[n - 1];
            if (!source.metadata.is_object())
                source.metadata = nlohmann::json::object();
            source.metadata["retrievedAt"] = model::isoTimestamp(QDateTime::currentDateTimeUtc()).toStdString();
            // A dated web page or opinion after the as-of date is kept and shown, but marked.
            const QDate dated = QDate::fromString(source.date.left(10), Qt::ISODate);
            if (!source.metadata.contains("afterAsOf") && dated.isValid() && asOfDay.isValid())
                source.metadata["afterAsOf"] = dated > asOfDay;
            added << source.id;
        }
    }
    return added;
}

} // namespace lmars::research
