// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lmars::eval {

/// One LegalAgentBench task's scores.
struct AgentTaskScore
{
    int keys = 0;            ///< the task's "key" items (facts the answer must state)
    int keysInAnswer = 0;    ///< of those, found in the answer
    int steps = 0;           ///< "key_middle" plus "key" items (facts to find along the way)
    int stepsFound = 0;      ///< of those, found in the trajectory's evidence or the answer
    double successRate = 0;  ///< keysInAnswer / keys (1 when the task has no key)
    double processRate = 0;  ///< stepsFound / steps (1 when there are none)
    QStringList missingKeys; ///< the keys the answer lacks
    QStringList missingSteps;

    nlohmann::json toJson() const;
};

/**
 * LegalAgentBench's scoring (Li, Chen et al.): the success rate is the share of a task's `key`
 * items present in the final answer; the process rate is the share of its `key_middle` and `key`
 * items present anywhere in the trajectory (the evidence the agent gathered) or the answer. An item
 * is present when it occurs as a substring once case and whitespace are ignored (LegalAgentBench's
 * keys are short Chinese facts: names, amounts, article numbers). Pure functions.
 */
class LegalAgentScorer final
{
public:
    /// "key" / "key_middle" of a task: an array of strings, or one string; other values give an empty list.
    static QStringList items(const nlohmann::json& value);
    static bool present(const QString& item, const QString& text);
    static AgentTaskScore score(const QStringList& keys, const QStringList& middleKeys, const QString& answer,
                                const QString& trajectory);
    /// The mean success and process rates over tasks (each task counts once): {"tasks", "successRate",
    /// "processRate"}.
    static nlohmann::json total(const QList<AgentTaskScore>& tasks);
};

} // namespace lmars::eval
