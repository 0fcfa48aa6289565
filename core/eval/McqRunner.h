// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "eval/McqCondition.h"
#include "eval/McqDataset.h"
#include "llm/LlmConfig.h"
#include "research/ResearchRun.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <functional>
#include <memory>
#include <optional>

namespace lmars::net {
class HttpClient;
}
namespace lmars::research {
class RunBuilder;
}

namespace lmars::eval {

struct McqRunOptions
{
    McqCondition condition = McqCondition::Simple;
    int concurrency = 1; ///< questions at once (1–16)
    bool judge = false;  ///< LLM-as-judge rating of every answer
    /// Max results, iterations, pages, as-of date, jurisdiction (mode is set per condition). A jurisdiction
    /// here applies to every item; otherwise an item's own "jurisdiction" field is used.
    research::ResearchOptions research;
    std::optional<llm::LlmConfig> judgeLlm; ///< the LLM-as-judge model; default: the evaluated model
    /// Assembles each question's research run (sources, archive, judge agent model) and holds the
    /// configuration whose model is evaluated (builder->config().llm). Required.
    std::shared_ptr<research::RunBuilder> builder;
};

struct McqRunSummary
{
    int total = 0;        ///< questions in the dataset (after --limit)
    int skipped = 0;      ///< already in the results file (--resume)
    int written = 0;      ///< lines written by this run
    int correct = 0;      ///< of those written
    int failed = 0;       ///< of those written: the condition or the model call failed
    int replayMisses = 0; ///< of those written: failed because a replay lacked a recorded response
    bool cancelled = false;
    Error firstError;
};

/**
 * Runs a multiple-choice eval: each question through one condition — closed-book (the model
 * alone), simple / multi (a ResearchRun, then the model answers from the research answer and its
 * sources), evidence (search only; the model answers from the ranked sources) — then McqAnswerer
 * and, with judge, AnswerRater. Questions run K at a time on a bounded pool; each finished question
 * is appended to the results file at once (McqResultFile), so a cancelled run leaves a valid file
 * and --resume continues it. Multi-turn runs ask follow-up questions only when the item has an
 * "answers" field (which answers them); otherwise they run as with --no-followups.
 * See McqRunner::runOne for the line format.
 */
class McqRunner final
{
    Q_DECLARE_TR_FUNCTIONS(McqRunner)

public:
    McqRunner(McqRunOptions options, std::shared_ptr<net::HttpClient> http);

    /// Runs the items not yet in outPath (all of them unless resume), appending a line per question.
    /// onLine runs on the calling thread after each line is written.
    Result<McqRunSummary> run(const QList<McqItem>& items, const QString& outPath, bool resume,
                              const CancelToken& cancel, const std::function<void(const nlohmann::json&)>& onLine = {});

    /// One question; returns its result line ({"cancelled": true} when cancelled before it finished).
    nlohmann::json runOne(const McqItem& item, const CancelToken& cancel) const;

private:
    McqRunOptions m_options;
    llm::LlmConfig m_llm; ///< the model under evaluation
    std::shared_ptr<net::HttpClient> m_http;
};

} // namespace lmars::eval
