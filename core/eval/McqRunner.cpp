// SPDX-License-Identifier: GPL-3.0-or-later
#include "McqRunner.h"

#include "common/JsonUtil.h"
#include "eval/AnswerRater.h"
#include "eval/CaseLibrary.h"
#include "eval/EvalLog.h"
#include "eval/McqAnswerer.h"
#include "eval/McqResultFile.h"
#include "llm/ChatModel.h"
#include "model/ModePolicy.h"
#include "model/SearchResult.h"
#include "model/UScore.h"
#include "research/EvidenceArchive.h"
#include "research/RunBuilder.h"

#include <QElapsedTimer>
#include <QFileInfo>

using Json = nlohmann::json;
namespace js = lmars::json;

namespace lmars::eval {

namespace {

/// Answers a multi-turn run's clarifying questions from the item's "answers" field: an array in
/// question order, or an object question → answer (exact text, then case-insensitive).
class ItemFollowUps final : public research::FollowUpResponder
{
public:
    explicit ItemFollowUps(Json answers) : m_answers(std::move(answers)) {}

    QStringList answer(const QList<model::FollowUp>& questions, const CancelToken&) override
    {
        QStringList out;
        for (int i = 0; i < questions.size(); ++i) {
            if (m_answers.is_array())
                out << (size_t(i) < m_answers.size() ? js::toQString(m_answers[size_t(i)]) : QString());
            else
                out << lookup(questions.at(i).question);
        }
        return out;
    }

private:
    QString lookup(const QString& question) const
    {
        for (auto it = m_answers.begin(); it != m_answers.end(); ++it) {
            if (QString::fromStdString(it.key()).trimmed().compare(question.trimmed(), Qt::CaseInsensitive) == 0)
                return js::toQString(it.value());
        }
        return {};
    }

    Json m_answers;
};

Json sourceTiers(const QList<model::SearchResult>& sources)
{
    Json tiers{{"total", sources.size()}};
    for (auto t : {model::AuthorityTier::Primary, model::AuthorityTier::Official, model::AuthorityTier::Reputable,
                   model::AuthorityTier::UserGenerated, model::AuthorityTier::Unknown})
        tiers[model::authorityTierName(t).toStdString()] = 0;
    for (const model::SearchResult& s : sources)
        tiers[model::authorityTierName(s.authority).toStdString()] =
            tiers[model::authorityTierName(s.authority).toStdString()].get<int>() + 1;
    return tiers;
}

Json optionalText(const QString& s)
{
    return s.isEmpty() ? Json(nullptr) : js::str(s);
}

} // namespace

McqRunner::McqRunner(McqRunOptions options, std::shared_ptr<net::HttpClient> http)
    : m_options(std::move(options)), m_llm(m_options.builder->config().llm), m_http(std::move(http))
{
    m_options.concurrency = qBound(1, m_options.concurrency, 16);
}

Json McqRunner::runOne(const McqItem& item, const CancelToken& cancel) const
{
    QElapsedTimer clock;
    clock.start();
    const std::optional<model::ResearchMode> researchMode = researchModeOf(m_options.condition);
    Json line{
        {"id", js::str(item.id)},
        {"condition", js::str(conditionName(m_options.condition))},
        {"provider", js::str(llm::providerName(m_llm.provider))},
        {"model", js::str(m_llm.model)},
        // MASLegalBench has no domain or category: its case ("source") and its format stand in.
        {"domain", optionalText(item.extra("domain").isEmpty() ? item.extra("source") : item.extra("domain"))},
        {"category", optionalText(item.extra("category").isEmpty() ? item.extra("format") : item.extra("category"))},
        {"difficulty", optionalText(item.extra("difficulty"))},
        {"gold", js::str(item.label(item.gold))},
        {"goldIndex", item.gold},
        {"choiceCount", int(item.choices.size())},
        {"refused", false},
        {"predicted", nullptr},
        {"predictedIndex", -1},
        {"correct", false},
        {"parseError", false},
        {"answerMethod", nullptr},
        {"fallback", false},
        {"confidence", nullptr},
        {"reasoning", nullptr},
        {"uscore", nullptr},
        {"judge", nullptr},
        {"latencyMs", 0},
        {"researchMs", 0},
        {"answerMs", 0},
        {"judgeMs", 0},
        {"tokens", model::usageJson({})},
        {"calls", 0},
        {"judgeTokens", nullptr},
        {"iterations", 0},
        {"sources", sourceTiers({})},
        {"researchStatus", nullptr},
        {"researchErrors", 0},
        {"replayMisses", Json::array()},
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

    std::shared_ptr<llm::ChatModel> chat;
    model::UsageTotals usage;
    McqEvidence evidence;
    std::optional<model::UScoreComponents> researchUScore;

    if (researchMode) {
        research::ResearchOptions options = m_options.research;
        options.mode = *researchMode;
        options.askFollowUps = model::ModePolicy::asksFollowUps(options.mode) && item.hasFollowUpAnswers();
        options.verify = false; // the choice is scored, not the research answer's text: no checks, no revision
        if (options.jurisdiction.isEmpty())
            options.jurisdiction = item.extra("jurisdiction");
        const bool evidenceOnly = !model::ModePolicy::writesAnswer(options.mode);
        ItemFollowUps followUps(item.raw.value("answers", Json::array()));
        auto built = m_options.builder->build(item.question, options, &followUps);
        if (!built)
            return fail(built.error());
        research::ResearchRun& run = *built->run;
        const std::shared_ptr<research::EvidenceMisses> misses = built->misses;
        chat = built->model; // the research's model answers the question too; null when evidence only
        QElapsedTimer researchClock;
        researchClock.start();
        const Result<void> outcome = run.run(cancel);
        line["researchMs"] = researchClock.elapsed();
        if (cancel.isCancelled() || (!outcome && outcome.error().isCancelled()))
            return cancelled;
        const model::ResearchState& state = run.state();
        line["researchStatus"] = js::str(model::statusName(state.status));
        line["researchErrors"] = int(state.errors.size());
        line["iterations"] = int(state.iterations.size());
        line["sources"] = sourceTiers(state.sources);
        if (chat)
            usage += chat->usageTotals();
        if (built->judgeModel)
            usage += built->judgeModel->usageTotals();
        line["tokens"] = model::usageJson(usage);
        line["calls"] = usage.calls;
        if (const QStringList missed = misses->list(); !missed.isEmpty()) {
            line["replayMisses"] = js::strList(missed);
            return fail(Error(ErrorKind::Configuration,
                              tr("Replay lacks %n recorded response(s); first: %1", nullptr, int(missed.size()))
                                  .arg(missed.first())));
        }
        if (!outcome)
            return fail(outcome.error());
        evidence.kind = evidenceOnly ? McqEvidence::Kind::Sources : McqEvidence::Kind::ResearchAnswer;
        evidence.answer = state.answer.markdown;
        evidence.sources = state.sources;
        researchUScore = state.uscore;
    } else if (m_options.condition == McqCondition::Library) {
        if (!m_options.library)
            return fail(Error(ErrorKind::Configuration, tr("The library condition needs the benchmark's corpus.")));
        const QString caseSource = item.extra("source");
        if (caseSource.isEmpty())
            return fail(Error(ErrorKind::Usage, tr("Question %1 has no \"source\" (its case), which the library "
                                                   "condition retrieves from.")
                                                    .arg(item.id)));
        QElapsedTimer searchClock;
        searchClock.start();
        auto passages = m_options.library->search(caseSource, item.question, m_options.passagesPerQuestion, cancel);
        line["researchMs"] = searchClock.elapsed();
        if (cancel.isCancelled())
            return cancelled;
        if (!passages)
            return fail(passages.error());
        evidence.kind = McqEvidence::Kind::LibraryPassages;
        evidence.sources = passages.value();
        line["sources"] = sourceTiers(evidence.sources);
        line["roles"] = js::str(m_options.library->rolesCode());
        line["k"] = m_options.passagesPerQuestion;
    }

    if (!chat)
        chat = m_options.answerModel ? m_options.answerModel() : llm::ChatModel::create(m_llm, m_http);
    QElapsedTimer answerClock;
    answerClock.start();
    const model::UsageTotals before = chat->usageTotals();
    auto answer = McqAnswerer::ask(*chat, item, evidence, cancel);
    line["answerMs"] = answerClock.elapsed();
    const model::UsageTotals after = chat->usageTotals();
    usage += after - before;
    line["tokens"] = model::usageJson(usage);
    line["calls"] = usage.calls;
    if (!answer) {
        if (answer.error().isCancelled() || cancel.isCancelled())
            return cancelled;
        return fail(answer.error());
    }
    const McqAnswer& a = answer.value();
    line["predicted"] = a.index >= 0 ? js::str(item.label(a.index)) : Json(nullptr);
    line["refused"] = a.refused;
    line["predictedIndex"] = a.index;
    line["correct"] = a.index == item.gold;
    line["parseError"] = a.parseError() && !a.refused;
    line["answerMethod"] = js::str(a.method);
    line["fallback"] = a.fallback;
    line["confidence"] = a.confidence ? Json(*a.confidence) : Json(nullptr);
    line["reasoning"] = js::str(a.reasoning);
    line["latencyMs"] = clock.elapsed();

    // U-Score: of the research answer (simple, multi), else of the model's reasoning with the sources it was given.
    QString rated = a.reasoning;
    Json uscore;
    if (evidence.kind == McqEvidence::Kind::ResearchAnswer && researchUScore) {
        uscore = researchUScore->toJson();
        uscore["scored"] = "research_answer";
        rated = evidence.answer;
    } else {
        QStringList urls;
        for (const model::SearchResult& s : evidence.sources.mid(0, McqAnswerer::kMaxSources))
            urls << (s.url.isEmpty() ? s.title : s.url);
        uscore = model::UScore::compute(a.reasoning, urls).toJson();
        uscore["scored"] = "mcq_reasoning";
    }
    line["uscore"] = uscore;

    if (m_options.judge) {
        std::shared_ptr<llm::ChatModel> rater = llm::ChatModel::create(m_options.judgeLlm.value_or(m_llm), m_http);
        RatingInput input;
        input.question = item.question;
        input.choices = item.choices;
        input.reference = item.gold;
        input.predicted = a.index;
        input.answer = rated;
        input.sources = evidence.sources;
        QElapsedTimer judgeClock;
        judgeClock.start();
        auto rating = AnswerRater::rate(*rater, input, cancel);
        line["judgeMs"] = judgeClock.elapsed();
        line["judgeTokens"] = model::usageJson(rater->usageTotals());
        if (rating)
            line["judge"] = rating->toJson();
        else if (rating.error().isCancelled() || cancel.isCancelled())
            return cancelled;
        else
            line["judge"] = Json{{"error", js::str(rating.error().toString())}};
    }
    return line;
}

Result<McqRunSummary> McqRunner::run(const QList<McqItem>& items, const QString& outPath, bool resume,
                                     const CancelToken& cancel, const std::function<void(const Json&)>& onLine)
{
    McqRunSummary summary;
    summary.total = int(items.size());
    if (!resume && QFileInfo(outPath).size() > 0)
        return Error(ErrorKind::Usage, tr("%1 already holds results: pass --resume to continue that run, or choose "
                                          "another --out file.")
                                           .arg(outPath));
    const QSet<QString> done =
        resume ? McqResultFile::doneIds(outPath, conditionName(m_options.condition)) : QSet<QString>();
    QList<McqItem> pending;
    for (const McqItem& item : items) {
        if (done.contains(item.id))
            ++summary.skipped;
        else
            pending.append(item);
    }
    McqResultFile file;
    if (auto opened = file.open(outPath); !opened)
        return opened.error();

    QList<std::function<Json()>> jobs;
    for (const McqItem& item : std::as_const(pending))
        jobs.append([this, item, cancel] { return runOne(item, cancel); });
    auto finished = file.appendConcurrently(jobs, m_options.concurrency, cancel, [&](const Json& line) {
        ++summary.written;
        summary.correct += line.value("correct", false) ? 1 : 0;
        if (line.value("status", std::string()) != "ok") {
            if (summary.failed++ == 0)
                summary.firstError =
                    Error(js::field(line, "errorKind") == QLatin1String("configuration") ? ErrorKind::Configuration
                                                                                         : ErrorKind::Http,
                          js::field(line, "error"));
            summary.replayMisses += line["replayMisses"].empty() ? 0 : 1;
        }
        if (onLine)
            onLine(line);
    });
    if (!finished)
        return finished.error();
    summary.cancelled = !finished.value() || cancel.isCancelled();
    qCInfo(lcEval) << "mcq run" << conditionName(m_options.condition) << "wrote" << summary.written << "lines,"
                   << summary.skipped << "skipped";
    return summary;
}

} // namespace lmars::eval
