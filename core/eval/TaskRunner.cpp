// SPDX-License-Identifier: GPL-3.0-or-later
#include "TaskRunner.h"

#include "agents/EvidenceFormatter.h"
#include "agents/PromptLibrary.h"
#include "common/JsonUtil.h"
#include "eval/EvalLog.h"
#include "eval/LegalAgentScorer.h"
#include "eval/LegalSearchScorer.h"
#include "eval/McqResultFile.h"
#include "llm/ChatModel.h"
#include "model/UScore.h"
#include "research/EvidenceArchive.h"
#include "research/RunBuilder.h"

#include <QElapsedTimer>
#include <QFileInfo>

using Json = nlohmann::json;
namespace js = lmars::json;
using lmars::agents::PromptLibrary;

namespace lmars::eval {

namespace {

constexpr int kMaxSources = 10;

QString familyName(TaskFamily family)
{
    return family == TaskFamily::LegalAgent ? QStringLiteral("legalagentbench") : QStringLiteral("legalsearch-r1");
}

} // namespace

TaskRunner::TaskRunner(TaskRunOptions options, std::shared_ptr<net::HttpClient> http)
    : m_options(std::move(options)), m_http(std::move(http))
{
    m_options.concurrency = qBound(1, m_options.concurrency, 16);
}

std::shared_ptr<llm::ChatModel> TaskRunner::answerModel() const
{
    return m_options.answerModel ? m_options.answerModel()
                                 : llm::ChatModel::create(m_options.builder->config().llm, m_http);
}

Result<Json> TaskRunner::judgeConsultation(llm::ChatModel& judge, const TaskItem& item, const QString& answer,
                                           const CancelToken& cancel)
{
    const Json verdict{{"type", "string"}, {"enum", {"correct", "incorrect"}}};
    const Json schema{{"type", "object"},
                      {"properties", {{"judgement_answer", verdict}, {"judgement_basis", verdict}}},
                      {"required", {"judgement_answer", "judgement_basis"}},
                      {"additionalProperties", false}};
    llm::ChatRequest request;
    llm::ChatMessage system;
    system.role = llm::ChatMessage::Role::System;
    system.content = PromptLibrary::load(QStringLiteral("task_judge_system")).trimmed();
    llm::ChatMessage user;
    user.content = PromptLibrary::build(QStringLiteral("task_judge_user"), {{QStringLiteral("question"), item.question},
                                                                            {QStringLiteral("reference"), item.gold},
                                                                            {QStringLiteral("answer"), answer}});
    request.messages = {system, user};
    request.temperature = 0.0;
    auto reply = judge.structured(request, {QStringLiteral("task_judgement"), schema}, cancel);
    if (!reply)
        return reply.error();
    const bool answerRight = js::field(reply->json, "judgement_answer") == QLatin1String("correct");
    const bool basisRight = js::field(reply->json, "judgement_basis") == QLatin1String("correct");
    return Json{{"answerCorrect", answerRight ? 0.5 : 0.0}, {"basisCorrect", basisRight ? 0.5 : 0.0}};
}

Json TaskRunner::runOne(const TaskItem& item, const CancelToken& cancel) const
{
    QElapsedTimer clock;
    clock.start();
    const llm::LlmConfig& llm = m_options.builder->config().llm;
    Json line{{"id", js::str(item.id)},
              {"taskType", js::str(item.type)},
              {"family", js::str(familyName(item.family))},
              {"condition", js::str(conditionName(m_options.condition))},
              {"provider", js::str(llm::providerName(llm.provider))},
              {"model", js::str(llm.model)},
              {"gold", js::str(item.gold)},
              {"answer", nullptr},
              {"score", nullptr},
              {"metrics", Json::object()},
              {"uscore", nullptr},
              {"latencyMs", 0},
              {"researchMs", 0},
              {"answerMs", 0},
              {"tokens", model::usageJson({})},
              {"calls", 0},
              {"sources", 0},
              {"status", "ok"},
              {"error", nullptr},
              {"errorKind", nullptr}};
    auto fail = [&](const Error& error) {
        line["status"] = "failed";
        line["error"] = js::str(error.toString());
        line["errorKind"] = js::str(errorKindName(error.kind));
        line["latencyMs"] = clock.elapsed();
        return line;
    };
    const Json cancelled{{"cancelled", true}, {"id", js::str(item.id)}};
    if (m_options.condition == McqCondition::Library)
        return fail(Error(ErrorKind::Usage, tr("The library condition is for MASLegalBench questions (eval mcq).")));

    std::shared_ptr<llm::ChatModel> chat;
    model::UsageTotals usage;
    QString researchAnswer;
    QList<model::SearchResult> sources;
    if (const auto mode = researchModeOf(m_options.condition)) {
        research::ResearchOptions options = m_options.research;
        options.mode = *mode;
        options.askFollowUps = false;
        if (options.asOf.isNull())
            options.asOf = item.asOf; // the date the question states: the law in force then
        line["asOf"] = options.asOf.isNull() ? Json(nullptr) : js::str(options.asOf.iso());
        auto built = m_options.builder->build(item.question, options, nullptr);
        if (!built)
            return fail(built.error());
        QElapsedTimer researchClock;
        researchClock.start();
        const Result<void> outcome = built->run->run(cancel);
        line["researchMs"] = researchClock.elapsed();
        if (cancel.isCancelled() || (!outcome && outcome.error().isCancelled()))
            return cancelled;
        if (built->model)
            usage += built->model->usageTotals();
        if (built->judgeModel)
            usage += built->judgeModel->usageTotals();
        if (const QStringList missed = built->misses->list(); !missed.isEmpty())
            return fail(Error(ErrorKind::Configuration,
                              tr("Replay lacks %n recorded response(s); first: %1", nullptr, int(missed.size()))
                                  .arg(missed.first())));
        if (!outcome)
            return fail(outcome.error());
        researchAnswer = built->run->state().answer.markdown;
        sources = built->run->state().sources;
        chat = built->model;
        line["sources"] = int(sources.size());
    }
    if (!chat)
        chat = answerModel();

    QString evidence;
    if (researchModeOf(m_options.condition)) {
        const QList<model::SearchResult> shown = sources.mid(0, kMaxSources);
        evidence = PromptLibrary::build(QStringLiteral("task_evidence_block"),
                                        {{QStringLiteral("answer"), researchAnswer.trimmed()},
                                         {QStringLiteral("source_count"), QString::number(shown.size())},
                                         {QStringLiteral("sources"), agents::EvidenceFormatter::format(shown)}});
    }
    llm::ChatRequest request;
    llm::ChatMessage system;
    system.role = llm::ChatMessage::Role::System;
    system.content =
        item.systemPrompt.isEmpty() ? PromptLibrary::load(QStringLiteral("task_system")).trimmed() : item.systemPrompt;
    llm::ChatMessage user;
    user.content = PromptLibrary::build(QStringLiteral("task_user"), {{QStringLiteral("task_prompt"), item.taskPrompt},
                                                                      {QStringLiteral("question"), item.question},
                                                                      {QStringLiteral("evidence"), evidence}})
                       .trimmed();
    request.messages = {system, user};
    request.temperature = 0.0;
    QElapsedTimer answerClock;
    answerClock.start();
    const model::UsageTotals before = chat->usageTotals();
    auto reply = chat->complete(request, cancel);
    line["answerMs"] = answerClock.elapsed();
    const model::UsageTotals after = chat->usageTotals();
    usage += after - before;
    line["tokens"] = model::usageJson(usage);
    line["calls"] = usage.calls;
    if (!reply) {
        if (reply.error().isCancelled() || cancel.isCancelled())
            return cancelled;
        return fail(reply.error());
    }
    const QString answer = reply->text;
    line["answer"] = js::str(LegalSearchScorer::extractAnswer(answer));

    QStringList urls;
    for (const model::SearchResult& s : sources.mid(0, kMaxSources))
        urls << (s.url.isEmpty() ? s.title : s.url);
    Json uscore = model::UScore::compute(answer, urls).toJson();
    uscore["scored"] = "task_answer";
    line["uscore"] = uscore;

    if (item.family == TaskFamily::LegalAgent) {
        QStringList trajectory{researchAnswer};
        for (const model::SearchResult& s : std::as_const(sources))
            trajectory << s.title << s.snippet << s.content;
        const AgentTaskScore s = LegalAgentScorer::score(
            item.keys, item.middleKeys, LegalSearchScorer::extractAnswer(answer), trajectory.join(QLatin1Char('\n')));
        line["metrics"] = s.toJson();
        line["score"] = s.successRate;
    } else {
        const LegalSearchScoring scoring = LegalSearchScorer::scoringOf(item.type).value_or(LegalSearchScoring::Exact);
        if (scoring == LegalSearchScoring::Judge) {
            std::shared_ptr<llm::ChatModel> judge = m_options.judgeModel ? m_options.judgeModel() : answerModel();
            auto verdict = judgeConsultation(*judge, item, LegalSearchScorer::extractAnswer(answer), cancel);
            if (!verdict) {
                if (verdict.error().isCancelled() || cancel.isCancelled())
                    return cancelled;
                return fail(verdict.error());
            }
            line["metrics"] = verdict.value();
            line["score"] = verdict->value("answerCorrect", 0.0) + verdict->value("basisCorrect", 0.0);
            line["judgeTokens"] = model::usageJson(judge->usageTotals());
        } else {
            Json scored = LegalSearchScorer::score(scoring, item.gold, answer);
            line["score"] = scored["score"];
            scored.erase("score");
            line["metrics"] = scored;
        }
    }
    line["latencyMs"] = clock.elapsed();
    return line;
}

Result<TaskRunSummary> TaskRunner::run(const QList<TaskItem>& items, const QString& outPath, const CancelToken& cancel,
                                       const std::function<void(const Json&)>& onLine)
{
    TaskRunSummary summary;
    summary.total = int(items.size());
    if (QFileInfo(outPath).size() > 0)
        return Error(ErrorKind::Usage, tr("%1 already holds results: choose another --out file.").arg(outPath));
    McqResultFile file;
    if (auto opened = file.open(outPath); !opened)
        return opened.error();
    QList<std::function<Json()>> jobs;
    for (const TaskItem& item : items)
        jobs.append([this, item, cancel] { return runOne(item, cancel); });
    auto finished = file.appendConcurrently(jobs, m_options.concurrency, cancel, [&](const Json& line) {
        ++summary.written;
        if (line.value("status", std::string()) != "ok" && summary.failed++ == 0)
            summary.firstError = Error(ErrorKind::Http, js::field(line, "error"));
        if (onLine)
            onLine(line);
    });
    if (!finished)
        return finished.error();
    summary.cancelled = !finished.value() || cancel.isCancelled();
    qCInfo(lcEval) << "task run" << conditionName(m_options.condition) << "wrote" << summary.written << "lines";
    return summary;
}

} // namespace lmars::eval
