// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "model/AsOf.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lmars::eval {

/// Which benchmark's scoring an open-answer task takes.
enum class TaskFamily
{
    LegalSearch, ///< LegalSearch-R1: scored by type (LegalSearchScorer)
    LegalAgent   ///< LegalAgentBench: success and process rates (LegalAgentScorer)
};

/// One open-answer task.
struct TaskItem
{
    TaskFamily family = TaskFamily::LegalSearch;
    QString id;
    QString type; ///< LegalSearch-R1's type (kqa, ccp, ...); "task" for LegalAgentBench
    QString question;
    QString gold;           ///< the reference answer
    QString systemPrompt;   ///< LegalSearch-R1's system_prompt (asks for <answer>…</answer>); else empty
    QString taskPrompt;     ///< LegalSearch-R1's task_prompt (how to answer this type); else empty
    QStringList keys;       ///< LegalAgentBench's "key"
    QStringList middleKeys; ///< LegalAgentBench's "key_middle"
    model::AsOf asOf;       ///< the date whose law the question asks for (statedAsOf; origin User), or null
    nlohmann::json raw;
};

/**
 * Loads open-answer tasks, JSON Lines or a JSON array of objects:
 * - LegalSearch-R1 (data/legalsearch_evaluation.jsonl, …_ood_…): id, type, question, answer,
 *   system_prompt, task_prompt; the type must be one LegalSearchScorer knows.
 * - LegalAgentBench: question, answer, key (a string or strings), key_middle; id optional (the
 *   position then). Told apart from LegalSearch-R1 by the "key" field.
 * A malformed item is an ErrorKind::Usage error naming the file, the line or position, and the fault.
 */
class TaskDataset final
{
    Q_DECLARE_TR_FUNCTIONS(TaskDataset)

public:
    static Result<QList<TaskItem>> load(const QString& path);
    static Result<QList<TaskItem>> parse(const QByteArray& text, const QString& origin);
    /// The date whose law a Chinese question asks for, as yyyy-MM-dd, or empty: "在2015年的时间背景下"
    /// (the year's last day), "现在是2004年3月" (a month: its first day, as the LegalSearch-R1 qrels do),
    /// "2010年5月1日正在施行的 / 时有效的 / 时适用的". Dates of events in case facts do not count.
    static QString statedAsOf(const QString& question);
};

} // namespace lmars::eval
