// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "llm/ChatModel.h"
#include "model/ResearchState.h"
#include "model/Verdict.h"

#include <QCoreApplication>
#include <QDate>
#include <QStringList>

namespace lmars::agents {

/**
 * Decides whether the evidence so far is sufficient (L-MARS Appendix A checklist: coverage,
 * authority, dates, jurisdiction, contradictions). It sees every source gathered in this run with
 * its tier and date, the follow-up questions with their answers, its own earlier verdicts of this
 * run only, and the iteration number (more lenient later). Temperature 0.
 */
class JudgeAgent final
{
    Q_DECLARE_TR_FUNCTIONS(JudgeAgent)

public:
    explicit JudgeAgent(llm::ChatModel& model, QDate today = QDate::currentDate());

    Result<model::Verdict> judge(const model::ResearchState& state, int iteration, int maxIterations,
                                 const CancelToken& cancel = {});

    static llm::StructuredSchema schema();
    /// Turns refinements (or, failing those, missing-information items) into executable queries:
    /// instruction prefixes and quotes stripped, empty and already-run queries dropped.
    static QStringList nextQueries(const model::Verdict& verdict, const QStringList& alreadyRun);
    /// Lower-case, punctuation-free, single-spaced form used to recognise a query already run.
    static QString normalizeQuery(const QString& query);
    /// Removes "Search for", "Look up", "Find", "Query:" and similar instruction prefixes and quotes.
    static QString stripInstruction(const QString& query);

private:
    llm::ChatModel& m_model;
    QDate m_today;
};

} // namespace lmars::agents
