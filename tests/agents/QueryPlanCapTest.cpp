// SPDX-License-Identifier: GPL-3.0-or-later
#include "agents/QueryAgent.h"

#include <QTest>

namespace lmars::agents {

using model::PlannedQuery;
using model::QueryType;

/// How many planned queries a search iteration runs, and which ones (QueryAgent::withinCap).
class QueryPlanCapTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void capIsOnePerEnabledTypeBounded();
    void underTheCapNothingIsDropped();
    void everyTypeGetsItsBestQueryBeforeASecondOfAnother();
    void theRestFillByPriority();
};

namespace {

QStringList textsOf(const QList<PlannedQuery>& queries)
{
    QStringList texts;
    for (const PlannedQuery& q : queries)
        texts << q.text;
    return texts;
}

} // namespace

void QueryPlanCapTest::capIsOnePerEnabledTypeBounded()
{
    QCOMPARE(QueryAgent::maxQueries(0), 4);
    QCOMPARE(QueryAgent::maxQueries(2), 4); // the web and case law: as before
    QCOMPARE(QueryAgent::maxQueries(4), 4);
    QCOMPARE(QueryAgent::maxQueries(5), 5);
    QCOMPARE(QueryAgent::maxQueries(6), 6); // every source on: one query of each type can run
    QCOMPARE(QueryAgent::maxQueries(9), 6);
}

void QueryPlanCapTest::underTheCapNothingIsDropped()
{
    const QList<PlannedQuery> plan{{QStringLiteral("a"), QueryType::WebSearch, 3},
                                   {QStringLiteral("b"), QueryType::WebSearch, 1},
                                   {QStringLiteral("c"), QueryType::CaseLaw, 2},
                                   {QStringLiteral("d"), QueryType::WebSearch, 1}};
    QList<model::DroppedQuery> dropped;
    QCOMPARE(textsOf(QueryAgent::withinCap(plan, 2, &dropped)), textsOf(plan));
    QVERIFY(dropped.isEmpty());
}

void QueryPlanCapTest::everyTypeGetsItsBestQueryBeforeASecondOfAnother()
{
    // Every source on; the model ranks three web queries first and the statute and regulation last.
    const QList<PlannedQuery> plan{{QStringLiteral("web one"), QueryType::WebSearch, 1},
                                   {QStringLiteral("web two"), QueryType::WebSearch, 1},
                                   {QStringLiteral("case"), QueryType::CaseLaw, 1},
                                   {QStringLiteral("web three"), QueryType::WebSearch, 2},
                                   {QStringLiteral("handbook"), QueryType::LocalDocuments, 2},
                                   {QStringLiteral("order"), QueryType::FederalRegister, 2},
                                   {QStringLiteral("29 CFR 825.110"), QueryType::Regulations, 3},
                                   {QStringLiteral("29 U.S.C. § 2611"), QueryType::Statutes, 3}};
    QList<model::DroppedQuery> dropped;
    const QList<PlannedQuery> kept = QueryAgent::withinCap(plan, 6, &dropped);
    QCOMPARE(textsOf(kept), (QStringList{QStringLiteral("web one"), QStringLiteral("case"), QStringLiteral("handbook"),
                                         QStringLiteral("order"), QStringLiteral("29 CFR 825.110"),
                                         QStringLiteral("29 U.S.C. § 2611")}));
    QCOMPARE(dropped.size(), 2);
    QCOMPARE(dropped.at(0).text, QStringLiteral("web two"));
    QCOMPARE(dropped.at(1).text, QStringLiteral("web three"));
    QCOMPARE(dropped.at(1).queryType, QueryType::WebSearch);
    QCOMPARE(dropped.at(0).reason, QStringLiteral("8 queries could run; at most 6 do (one per enabled query type, at "
                                                  "least 4), the most important of each type first."));
}

void QueryPlanCapTest::theRestFillByPriority()
{
    // Two types on, cap 4: one of each type, then the two most important of the others, in plan order.
    const QList<PlannedQuery> plan{
        {QStringLiteral("w3"), QueryType::WebSearch, 3}, {QStringLiteral("w1"), QueryType::WebSearch, 1},
        {QStringLiteral("c4"), QueryType::CaseLaw, 4},   {QStringLiteral("w2"), QueryType::WebSearch, 2},
        {QStringLiteral("c5"), QueryType::CaseLaw, 5},   {QStringLiteral("w2b"), QueryType::WebSearch, 2}};
    QList<model::DroppedQuery> dropped;
    const QList<PlannedQuery> kept = QueryAgent::withinCap(plan, 2, &dropped);
    QCOMPARE(textsOf(kept),
             (QStringList{QStringLiteral("w1"), QStringLiteral("c4"), QStringLiteral("w2"), QStringLiteral("w2b")}));
    QCOMPARE(dropped.size(), 2);
    QCOMPARE(dropped.at(0).text, QStringLiteral("w3"));
    QCOMPARE(dropped.at(1).text, QStringLiteral("c5"));
    QVERIFY(QueryAgent::withinCap(plan, 2).size() == 4); // the dropped list is optional
}

} // namespace lmars::agents

QTEST_GUILESS_MAIN(lmars::agents::QueryPlanCapTest)
#include "QueryPlanCapTest.moc"
