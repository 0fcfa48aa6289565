// SPDX-License-Identifier: GPL-3.0-or-later
// QueryAgent::analyzeAndPlan (issue 32): the query analysis and the search plan are two calls that
// run at once, the plan's prompt asks the model to infer what the analysis would say (and carries
// what the person gave), and either call's error is the result.
#include "ScriptedChatModel.h"
#include "agents/QueryAgent.h"

#include <QElapsedTimer>
#include <QTest>

#include <thread>

using namespace lmars;
using Json = nlohmann::json;

namespace {

const Json kAnalysis = {{"legal_area", "landlord-tenant law"},
                        {"jurisdiction", "California, United States"},
                        {"as_of_date", nullptr},
                        {"parties", Json::array()},
                        {"timeline", ""},
                        {"urgency", "low"}};
const Json kPlan = {
    {"queries",
     {{{"query", "California security deposit return deadline"}, {"type", "web_search"}, {"priority", 1}},
      {{"query", "bad faith deposit retention"}, {"type", "case_law"}, {"priority", 2}}}}};

const QList<model::QueryType> kTypes{model::QueryType::WebSearch, model::QueryType::CaseLaw};

} // namespace

class AnalyzeAndPlanTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theAnalysisAndThePlanAreAskedAtOnce()
    {
        test::ScriptedChatModel model;
        model.addStructured(QStringLiteral("query_analysis"), kAnalysis);
        model.addStructured(QStringLiteral("search_queries"), kPlan);
        // The analysis is answered only once the plan has been asked for too (or after 5 s, and the
        // test fails): a plan that waited for the analysis would never be asked in time.
        bool planSeenDuringAnalysis = false;
        model.setOnCall([&](const test::ScriptedChatModel::Call& call) {
            if (call.key != QLatin1String("query_analysis"))
                return;
            QElapsedTimer waited;
            waited.start();
            while (model.callCount(QStringLiteral("search_queries")) == 0 && waited.elapsed() < 5000)
                std::this_thread::yield();
            planSeenDuringAnalysis = model.callCount(QStringLiteral("search_queries")) == 1;
        });
        agents::QueryAgent agent(model, QDate(2026, 11, 29));
        agent.setJurisdiction(QStringLiteral("Oregon"));
        const auto plan = agent.analyzeAndPlan(QStringLiteral("My landlord kept my deposit."), {}, kTypes,
                                               model::AsOf(QDate(2025, 6, 1), model::AsOfOrigin::User));
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error().toString()));
        QVERIFY(planSeenDuringAnalysis);
        QCOMPARE(plan->analysis.legalArea, QStringLiteral("landlord-tenant law"));
        QCOMPARE(plan->queries.size(), 2);
        QCOMPARE(plan->queries.at(0).text, QStringLiteral("California security deposit return deadline"));

        // The plan's prompt: what the person gave, and the rest to infer.
        QString planPrompt;
        for (const auto& call : model.calls())
            if (call.key == QLatin1String("search_queries"))
                planPrompt = call.prompt();
        QVERIFY(planPrompt.contains(QStringLiteral("- Jurisdiction: Oregon")));
        QVERIFY(planPrompt.contains(QStringLiteral("- As-of date: 2025-06-01")));
        QVERIFY(planPrompt.contains(QStringLiteral("- Legal area: not analysed yet; infer it from the question")));
        QVERIFY(planPrompt.contains(QStringLiteral("- Timeline: not analysed yet; infer it from the question")));
        QVERIFY(planPrompt.contains(QStringLiteral("work it out from the question")));
    }

    void withNothingGivenEveryFieldIsInferred()
    {
        test::ScriptedChatModel model;
        model.addStructured(QStringLiteral("query_analysis"), kAnalysis);
        model.addStructured(QStringLiteral("search_queries"), kPlan);
        agents::QueryAgent agent(model, QDate(2026, 11, 29));
        QVERIFY(agent.analyzeAndPlan(QStringLiteral("My landlord kept my deposit."), {}, kTypes, {}).ok());
        QString planPrompt;
        for (const auto& call : model.calls())
            if (call.key == QLatin1String("search_queries"))
                planPrompt = call.prompt();
        QVERIFY(planPrompt.contains(QStringLiteral("- Jurisdiction: not analysed yet; infer it from the question")));
        QVERIFY(planPrompt.contains(QStringLiteral("- As-of date: not analysed yet; infer it from the question")));
    }

    void anAnalysisErrorIsTheResult()
    {
        test::ScriptedChatModel model;
        model.addError(QStringLiteral("query_analysis"),
                       Error(ErrorKind::Http, QStringLiteral("analysis refused"), 401));
        model.addStructured(QStringLiteral("search_queries"), kPlan);
        agents::QueryAgent agent(model);
        const auto plan = agent.analyzeAndPlan(QStringLiteral("q"), {}, kTypes, {});
        QVERIFY(!plan.ok());
        QCOMPARE(plan.error().summary, QStringLiteral("analysis refused"));
        QCOMPARE(model.callCount(QStringLiteral("search_queries")), 1);
    }

    void aPlanErrorIsTheResult()
    {
        test::ScriptedChatModel model;
        model.addStructured(QStringLiteral("query_analysis"), kAnalysis);
        model.addError(QStringLiteral("search_queries"), Error(ErrorKind::Timeout, QStringLiteral("plan timed out")));
        agents::QueryAgent agent(model);
        const auto plan = agent.analyzeAndPlan(QStringLiteral("q"), {}, kTypes, {});
        QVERIFY(!plan.ok());
        QCOMPARE(plan.error().summary, QStringLiteral("plan timed out"));
    }

    void aCancelledRunReturnsCancelled()
    {
        test::ScriptedChatModel model;
        model.addStructured(QStringLiteral("query_analysis"), kAnalysis);
        model.addStructured(QStringLiteral("search_queries"), kPlan);
        CancelToken cancel;
        cancel.cancel();
        agents::QueryAgent agent(model);
        const auto plan = agent.analyzeAndPlan(QStringLiteral("q"), {}, kTypes, {}, cancel);
        QVERIFY(!plan.ok());
        QVERIFY(plan.error().isCancelled());
    }
};

QTEST_GUILESS_MAIN(AnalyzeAndPlanTest)
#include "AnalyzeAndPlanTest.moc"
