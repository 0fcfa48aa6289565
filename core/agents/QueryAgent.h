// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "llm/ChatModel.h"
#include "model/ResearchState.h"

#include <QCoreApplication>
#include <QDate>
#include <QMap>
#include <QStringList>

namespace lmars::agents {

/// The query stage's result: the analysis of the question and the planned searches.
struct QueryPlan
{
    model::QueryAnalysis analysis;
    QList<model::PlannedQuery> queries;
};

/**
 * Understands the question (query_analysis) and plans typed searches (search_queries): at least 2,
 * at most one per enabled query type and never fewer than 4 (maxQueries()). Both are structured calls
 * with fixed schema names (docs/ARCHITECTURE.md §5).
 */
class QueryAgent final
{
    Q_DECLARE_TR_FUNCTIONS(QueryAgent)

public:
    explicit QueryAgent(llm::ChatModel& model, QDate today = QDate::currentDate());

    /// The jurisdiction the person chose (their own words; empty = none): the follow-up and analysis
    /// prompts give it as a field, so the agent neither asks for it nor infers another.
    void setJurisdiction(const QString& jurisdiction) { m_jurisdiction = jurisdiction; }

    /// 0–3 clarifying questions, each with the reason it matters (schema follow_up_questions).
    Result<QList<model::FollowUp>> followUpQuestions(const QString& question, const CancelToken& cancel = {});

    /// The analysis and the plan as two calls running at once (issue 32: one model call in a row, not
    /// two): the plan is written without the analysis, from the question, the follow-ups and what the
    /// person gave (jurisdiction, asOf: null when not given); the plan's prompt asks the model to infer
    /// the rest as the analysis does. Either call's error is the result (the analysis's first).
    Result<QueryPlan> analyzeAndPlan(const QString& question, const QList<model::FollowUp>& followUps,
                                     const QList<model::QueryType>& allowedTypes, const model::AsOf& asOf,
                                     const CancelToken& cancel = {});

    Result<model::QueryAnalysis> analyze(const QString& question, const QList<model::FollowUp>& followUps,
                                         const CancelToken& cancel = {});

    /// analysis: with present false (not analysed yet), its empty fields tell the model to infer them.
    /// allowedTypes: the query types that have an enabled source (web_search, case_law, statutes...).
    /// Returns every usable query the model planned, most important first; the model is asked for at
    /// most maxQueries(), and the search stage runs only withinCap() of them.
    Result<QList<model::PlannedQuery>> planSearches(const QString& question, const model::QueryAnalysis& analysis,
                                                    const QList<model::FollowUp>& followUps,
                                                    const QList<model::QueryType>& allowedTypes,
                                                    const CancelToken& cancel = {});

    /// How many queries one search iteration runs: one per enabled query type, at least 4 (as when
    /// only the web and case law are on), at most 6 (one of each type).
    static int maxQueries(int enabledTypeCount);
    /// The queries of an iteration that run when there are more than maxQueries(enabledTypeCount):
    /// first the most important query of each type (so the statutes and regulations queries a model
    /// ranks last are not starved by a third web query), then the rest by priority; the result keeps
    /// the input's order. The others go to overCap (when given) with the reason, in English.
    static QList<model::PlannedQuery> withinCap(const QList<model::PlannedQuery>& queries, int enabledTypeCount,
                                                QList<model::DroppedQuery>* overCap = nullptr);

    static llm::StructuredSchema followUpSchema();
    static llm::StructuredSchema analysisSchema();
    /// The plan's schema. It names every query type, so one stray query does not invalidate a plan:
    /// the prompt offers only the enabled types, and the run drops a query of another type with a note.
    static llm::StructuredSchema searchQueriesSchema();
    /// "Follow-up questions and answers:" block for prompts; empty when there are none.
    static QString formatFollowUps(const QList<model::FollowUp>& followUps);
    /// "Jurisdiction given by the person: ..." line for prompts; empty when none was given.
    static QString formatJurisdiction(const QString& jurisdiction);
    /// The prompt values the agents share once a question is analysed: today, question, followups,
    /// legal_area, jurisdiction, as_of_date and timeline ("not stated" where the analysis has none).
    static QMap<QString, QString> caseValues(const QDate& today, const QString& question,
                                             const QList<model::FollowUp>& followUps,
                                             const model::QueryAnalysis& analysis);

private:
    llm::ChatModel& m_model;
    QDate m_today;
    QString m_jurisdiction;
};

} // namespace lmars::agents
