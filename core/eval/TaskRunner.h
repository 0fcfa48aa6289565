// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "eval/McqCondition.h"
#include "eval/TaskDataset.h"
#include "research/ResearchRun.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <functional>
#include <memory>

namespace lmars::llm {
class ChatModel;
}
namespace lmars::net {
class HttpClient;
}
namespace lmars::research {
class RunBuilder;
}

namespace lmars::eval {

struct TaskRunOptions
{
    McqCondition condition = McqCondition::ClosedBook; ///< closed-book, simple, multi or evidence
    int concurrency = 1;
    research::ResearchOptions research; ///< mode set per condition
    /// Assembles research runs and holds the evaluated model's configuration. Required.
    std::shared_ptr<research::RunBuilder> builder;
    /// The model that writes the final answer and the one that judges lcs answers; default
    /// llm::ChatModel::create with the builder's configuration. Tests pass scripted models.
    std::function<std::shared_ptr<llm::ChatModel>()> answerModel;
    std::function<std::shared_ptr<llm::ChatModel>()> judgeModel;
};

struct TaskRunSummary
{
    int total = 0;
    int written = 0;
    int failed = 0;
    bool cancelled = false;
    Error firstError;
};

/**
 * Runs open-answer tasks (TaskDataset) through one condition and scores each as its benchmark does.
 * closed-book: the model answers with the task's own system and task prompts; simple / multi /
 * evidence: a research run first (RunBuilder), then the model answers from the research answer and
 * its sources with the same prompts. LegalSearch-R1 tasks are scored by type (LegalSearchScorer; lcs
 * by an LLM judge: 0.5 for the answer, 0.5 for the legal basis); LegalAgentBench tasks by success and
 * process rate (LegalAgentScorer), the trajectory being the research answer and every source's text.
 * Each line keeps the MCQ lines' fields (latency, tokens, calls, sources, U-Score of the answer) and
 * adds "taskType", "family", "answer", "score" and "metrics"; lines are appended as they finish.
 */
class TaskRunner final
{
    Q_DECLARE_TR_FUNCTIONS(TaskRunner)

public:
    TaskRunner(TaskRunOptions options, std::shared_ptr<net::HttpClient> http);

    Result<TaskRunSummary> run(const QList<TaskItem>& items, const QString& outPath, const CancelToken& cancel,
                               const std::function<void(const nlohmann::json&)>& onLine = {});
    nlohmann::json runOne(const TaskItem& item, const CancelToken& cancel) const;

    /// The lcs judge's verdict on an answer: {"answerCorrect": 0|0.5, "basisCorrect": 0|0.5}.
    static Result<nlohmann::json> judgeConsultation(llm::ChatModel& judge, const TaskItem& item, const QString& answer,
                                                    const CancelToken& cancel);

private:
    std::shared_ptr<llm::ChatModel> answerModel() const;

    TaskRunOptions m_options;
    std::shared_ptr<net::HttpClient> m_http;
};

} // namespace lmars::eval
