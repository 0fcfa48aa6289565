// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eval/EvalReport.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace lmars::eval {

/**
 * Aggregates open-answer task lines (TaskRunner) per file and condition, side by side, per task type:
 * the mean score (accuracy for the letter, charge-set and exact types; ROUGE-L for lar; the judge's
 * 0–1 for lcs; the success rate for LegalAgentBench), the mean of every metric the lines carry
 * (F1, Jaccard, BLEU-4, the judge's halves, the process rate, …), failures, and per group the
 * latency, tokens per task and mean U-Score, as the MCQ report shows them.
 */
class TaskReport final
{
    Q_DECLARE_TR_FUNCTIONS(TaskReport)

public:
    /// Whether a result line is a task line (it has "taskType").
    static bool isTaskLine(const nlohmann::json& line);
    static nlohmann::json summarize(const QList<ResultSet>& sets);
    static QString render(const nlohmann::json& summary, bool markdown);
};

} // namespace lmars::eval
