// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResearchState.h"

#include "common/JsonUtil.h"
#include "model/ModelLog.h"

using Json = nlohmann::json;
namespace js = lmars::json;

namespace lmars::model {

namespace {

QDateTime parseTime(const Json& j, const char* key)
{
    const QString s = js::field(j, key);
    return s.isEmpty() ? QDateTime() : QDateTime::fromString(s, Qt::ISODateWithMs);
}

Json optionalString(const QString& s)
{
    return s.isEmpty() ? Json(nullptr) : js::str(s);
}

} // namespace

QString isoTimestamp(const QDateTime& time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QString();
}

int ResearchState::addSource(const SearchResult& result, bool* added)
{
    const QString key = result.dedupKey();
    for (int i = 0; i < sources.size(); ++i) {
        if (sources.at(i).dedupKey() == key) {
            if (added)
                *added = false;
            return i + 1;
        }
    }
    sources.append(result);
    if (added)
        *added = true;
    return int(sources.size());
}

QString StageTiming::name() const
{
    return iteration > 0 ? QStringLiteral("%1#%2").arg(stageName(stage)).arg(iteration) : stageName(stage);
}

StageTiming StageTiming::fromName(const QString& name, qint64 ms)
{
    StageTiming timing;
    timing.ms = ms;
    const int hash = name.indexOf(QLatin1Char('#'));
    parseStage(hash < 0 ? name : name.left(hash), &timing.stage);
    if (hash >= 0)
        timing.iteration = name.mid(hash + 1).toInt();
    return timing;
}

const Iteration* ResearchState::iteration(int index) const
{
    for (const Iteration& it : iterations) {
        if (it.index == index)
            return &it;
    }
    return nullptr;
}

Iteration* ResearchState::iteration(int index)
{
    for (Iteration& it : iterations) {
        if (it.index == index)
            return &it;
    }
    return nullptr;
}

qint64 ResearchState::stageMs(Stage stage, int iterationIndex) const
{
    qint64 total = 0;
    for (const StageTiming& t : stages) {
        if (t.stage == stage && t.iteration == iterationIndex)
            total += t.ms;
    }
    return total;
}

bool ResearchState::stageRan(Stage stage) const
{
    for (const StageTiming& t : stages) {
        if (t.stage == stage)
            return true;
    }
    return false;
}

int ResearchState::numberOf(const QString& sourceId) const
{
    for (int i = 0; i < sources.size(); ++i) {
        if (sources.at(i).id == sourceId)
            return i + 1;
    }
    return 0;
}

Json ResearchState::toJson() const
{
    Json followUpsJson = Json::array();
    for (const FollowUp& f : followUps)
        followUpsJson.push_back(
            {{"question", js::str(f.question)}, {"reason", js::str(f.reason)}, {"answer", js::str(f.answer)}});

    Json analysisJson = nullptr;
    if (analysis.present) {
        Json parties = Json::array();
        for (const Party& p : analysis.parties)
            parties.push_back({{"name", js::str(p.name)}, {"role", js::str(p.role)}});
        analysisJson = {
            {"legalArea", js::str(analysis.legalArea)},        {"jurisdiction", js::str(analysis.jurisdiction)},
            {"asOfDate", optionalString(analysis.asOf.iso())}, {"parties", parties},
            {"timeline", js::str(analysis.timeline)},          {"urgency", js::str(analysis.urgency)}};
    }

    Json planned = Json::array();
    for (const PlannedQuery& q : plannedQueries)
        planned.push_back(
            {{"text", js::str(q.text)}, {"source", js::str(queryTypeName(q.type))}, {"priority", q.priority}});

    Json iterationsJson = Json::array();
    for (const Iteration& it : iterations) {
        Json queries = Json::array();
        for (const IssuedQuery& q : it.queries) {
            if (q.pending())
                continue; // never answered: the run ended while it was out
            queries.push_back({{"text", js::str(q.text)},
                               {"queryType", js::str(queryTypeName(q.queryType))},
                               {"source", js::str(sourceTypeName(q.source))},
                               {"sourceName", js::str(q.sourceName)},
                               {"resultCount", q.resultCount},
                               {"ms", q.ms},
                               {"error", optionalString(q.error)}});
        }
        Json pages = Json::array();
        for (const PageRead& p : it.pages)
            pages.push_back({{"url", js::str(p.url)},
                             {"sourceId", js::str(p.sourceId)},
                             {"ok", p.ok},
                             {"reason", optionalString(p.reason)},
                             {"chars", p.chars},
                             {"ms", p.ms}});
        Json dropped = Json::array();
        for (const DroppedQuery& d : it.droppedQueries)
            dropped.push_back({{"text", js::str(d.text)},
                               {"queryType", js::str(queryTypeName(d.queryType))},
                               {"reason", js::str(d.reason)}});
        iterationsJson.push_back({{"index", it.index},
                                  {"queries", queries},
                                  {"droppedQueries", dropped},
                                  {"resultIds", js::strList(it.resultIds)},
                                  {"pages", pages},
                                  {"verdict", it.verdict ? it.verdict->toJson() : Json(nullptr)}});
    }

    Json sourcesJson = Json::array();
    for (int i = 0; i < sources.size(); ++i) {
        Json source = sources.at(i).toJson();
        source["n"] = i + 1;
        sourcesJson.push_back(std::move(source));
    }

    Json citations = Json::array();
    for (const Citation& c : answer.citations)
        citations.push_back({{"n", c.n}, {"sourceId", js::str(c.sourceId)}});
    Json unresolved = Json::array();
    for (int n : answer.unresolvedMarkers)
        unresolved.push_back(n);

    Json stagesJson = Json::array();
    for (const StageTiming& s : stages)
        stagesJson.push_back({{"name", js::str(s.name())}, {"ms", s.ms}});

    Json errorsJson = Json::array();
    for (const RunError& e : errors)
        errorsJson.push_back({{"stage", js::str(stageName(e.stage))},
                              {"source", optionalString(e.source)},
                              {"message", js::str(e.message)},
                              {"iteration", e.iteration},
                              {"kind", js::str(errorKindName(e.kind))}});

    Json roleStepsJson = Json::array();
    for (const RoleStep& step : roleSteps)
        roleStepsJson.push_back(step.toJson());

    Json callsJson = Json::array();
    for (const ModelCall& call : modelCalls)
        callsJson.push_back(call.toJson());

    return Json{{"version", kTrajectoryVersion},
                {"id", js::str(id)},
                {"question", js::str(question)},
                {"mode", js::str(modeName(mode))},
                {"status", js::str(statusName(status))},
                {"startedAt", optionalString(isoTimestamp(startedAt))},
                {"finishedAt", optionalString(isoTimestamp(finishedAt))},
                {"settings", settings.toJson()},
                {"followUps", followUpsJson},
                {"analysis", analysisJson},
                {"plannedQueries", planned},
                {"iterations", iterationsJson},
                {"sources", sourcesJson},
                {"answerFormat", js::str(answerFormatName(answerFormat))},
                {"roleSteps", roleStepsJson},
                {"answer",
                 {{"markdown", js::str(answer.markdown)},
                  {"rawMarkdown", js::str(answer.rawMarkdown)},
                  {"keyPoints", js::strList(answer.keyPoints)},
                  {"disclaimers", js::strList(answer.disclaimers)},
                  {"citations", citations},
                  {"unresolvedMarkers", unresolved},
                  {"truncated", answer.truncated},
                  {"incomplete", answer.incomplete},
                  {"incompleteReason", js::str(answer.incompleteReason)}}},
                {"verification", verification.present ? verification.toJson() : Json(nullptr)},
                {"uscore", uscore ? uscore->toJson() : Json(nullptr)},
                {"usage",
                 {{"calls", usage.calls},
                  {"promptTokens", usage.promptTokens},
                  {"completionTokens", usage.completionTokens},
                  {"reasoningTokens", usage.reasoningTokens},
                  {"cachedTokens", usage.cachedTokens},
                  {"cacheWriteTokens", usage.cacheWriteTokens}}},
                {"modelCalls", callsJson},
                {"timings", {{"totalMs", totalMs}, {"stages", stagesJson}}},
                {"errors", errorsJson}};
}

namespace {

const Json& arrayAt(const Json& obj, const char* key)
{
    static const Json empty = Json::array();
    if (!obj.is_object())
        return empty;
    const auto it = obj.find(key);
    return it != obj.end() && it->is_array() ? *it : empty;
}

void fill(ResearchState& s, const Json& j)
{
    s.id = js::field(j, "id");
    s.question = js::field(j, "question");
    parseMode(js::field(j, "mode"), &s.mode);
    if (!parseStatus(js::field(j, "status"), &s.status))
        s.status = RunStatus::Interrupted; // unknown or missing: it did not end normally
    s.startedAt = parseTime(j, "startedAt");
    s.finishedAt = parseTime(j, "finishedAt");
    if (j.contains("settings"))
        s.settings = RunSettings::fromJson(j["settings"]);
    for (const Json& f : arrayAt(j, "followUps"))
        s.followUps.append({js::field(f, "question"), js::field(f, "reason"), js::field(f, "answer")});
    const Json& a = j.contains("analysis") ? j["analysis"] : Json(nullptr);
    if (a.is_object()) {
        s.analysis.present = true;
        s.analysis.legalArea = js::field(a, "legalArea");
        s.analysis.jurisdiction = js::field(a, "jurisdiction");
        s.analysis.asOf = AsOf::read(js::field(a, "asOfDate"), AsOfOrigin::Question);
        s.analysis.timeline = js::field(a, "timeline");
        s.analysis.urgency = js::field(a, "urgency");
        for (const Json& p : arrayAt(a, "parties"))
            s.analysis.parties.append({js::field(p, "name"), js::field(p, "role")});
    }
    for (const Json& q : arrayAt(j, "plannedQueries")) {
        PlannedQuery planned{js::field(q, "text"), QueryType::WebSearch, q.value("priority", 1)};
        parseQueryType(js::field(q, "source"), &planned.type);
        s.plannedQueries.append(planned);
    }
    for (const Json& it : arrayAt(j, "iterations")) {
        Iteration iteration;
        iteration.index = it.value("index", 1);
        for (const Json& q : arrayAt(it, "queries")) {
            IssuedQuery issued;
            issued.text = js::field(q, "text");
            parseSourceType(js::field(q, "source"), &issued.source);
            // Sessions saved before query types were recorded: the type that suits the source.
            if (!parseQueryType(js::field(q, "queryType"), &issued.queryType))
                issued.queryType = queryTypeFor(issued.source);
            issued.sourceName = js::field(q, "sourceName");
            issued.error = js::field(q, "error");
            issued.resultCount = issued.error.isEmpty() ? qMax(0, q.value("resultCount", 0)) : 0;
            issued.ms = q.value("ms", qint64(0));
            iteration.queries.append(issued);
        }
        iteration.resultIds = js::toStringList(arrayAt(it, "resultIds"));
        for (const Json& d : arrayAt(it, "droppedQueries")) {
            DroppedQuery dropped{js::field(d, "text"), QueryType::WebSearch, js::field(d, "reason")};
            parseQueryType(js::field(d, "queryType"), &dropped.queryType);
            iteration.droppedQueries.append(dropped);
        }
        for (const Json& p : arrayAt(it, "pages")) {
            iteration.pages.append({js::field(p, "url"), js::field(p, "sourceId"), p.value("ok", false),
                                    js::field(p, "reason"), p.value("chars", 0), p.value("ms", qint64(0))});
        }
        if (const auto v = it.find("verdict"); v != it.end() && v->is_object())
            iteration.verdict = Verdict::fromJson(*v);
        s.iterations.append(iteration);
    }
    for (const Json& r : arrayAt(j, "sources"))
        s.sources.append(SearchResult::fromJson(r));
    const Json& ans = j.contains("answer") ? j["answer"] : Json::object();
    if (ans.is_object()) {
        s.answer.markdown = js::field(ans, "markdown");
        s.answer.rawMarkdown = js::field(ans, "rawMarkdown");
        s.answer.keyPoints = js::toStringList(arrayAt(ans, "keyPoints"));
        s.answer.disclaimers = js::toStringList(arrayAt(ans, "disclaimers"));
        for (const Json& c : arrayAt(ans, "citations"))
            s.answer.citations.append({c.value("n", 0), js::field(c, "sourceId")});
        for (const Json& n : arrayAt(ans, "unresolvedMarkers")) {
            if (n.is_number_integer())
                s.answer.unresolvedMarkers.append(n.get<int>());
        }
        s.answer.truncated = ans.value("truncated", false);
        s.answer.incomplete = ans.value("incomplete", false);
        s.answer.incompleteReason = js::field(ans, "incompleteReason");
    }
    parseAnswerFormat(js::field(j, "answerFormat"), &s.answerFormat); // absent before version 2: standard
    for (const Json& r : arrayAt(j, "roleSteps")) {
        RoleStep step;
        if (RoleStep::fromJson(r, &step))
            s.roleSteps.append(step);
    }
    if (const auto v = j.find("verification"); v != j.end())
        s.verification = Verification::fromJson(*v);
    if (const auto u = j.find("uscore"); u != j.end() && u->is_object()) {
        UScoreComponents c;
        c.H = u->value("H", 0.0);
        c.T = u->value("T", 0.0);
        c.C = u->value("C", 0.0);
        c.J = u->value("J", 0.0);
        c.D = u->value("D", 0.0);
        c.paper = u->value("paper", 0.0);
        c.referenceCode = u->value("referenceCode", 0.0);
        s.uscore = c;
    }
    const Json& usage = j.contains("usage") ? j["usage"] : Json::object();
    if (usage.is_object()) {
        s.usage.calls = usage.value("calls", 0);
        s.usage.promptTokens = usage.value("promptTokens", qint64(0));
        s.usage.completionTokens = usage.value("completionTokens", qint64(0));
        s.usage.reasoningTokens = usage.value("reasoningTokens", qint64(0));
        s.usage.cachedTokens = usage.value("cachedTokens", qint64(0)); // 0 in sessions saved before
        s.usage.cacheWriteTokens = usage.value("cacheWriteTokens", qint64(0));
    }
    for (const Json& call : arrayAt(j, "modelCalls"))
        s.modelCalls.append(ModelCall::fromJson(call));
    const Json& timings = j.contains("timings") ? j["timings"] : Json::object();
    if (timings.is_object()) {
        s.totalMs = timings.value("totalMs", qint64(0));
        for (const Json& st : arrayAt(timings, "stages"))
            s.stages.append(StageTiming::fromName(js::field(st, "name"), st.value("ms", qint64(0))));
    }
    for (const Json& e : arrayAt(j, "errors")) {
        RunError error;
        parseStage(js::field(e, "stage"), &error.stage);
        error.source = js::field(e, "source");
        error.message = js::field(e, "message");
        error.iteration = e.value("iteration", 0);
        parseErrorKind(js::field(e, "kind"), &error.kind);
        s.errors.append(error);
    }
}

} // namespace

Json ResearchState::toJsonWithoutReasoning() const
{
    return withoutReasoning(toJson());
}

Json ResearchState::withoutReasoning(Json trajectory)
{
    if (trajectory.is_object()) {
        if (const auto calls = trajectory.find("modelCalls"); calls != trajectory.end() && calls->is_array()) {
            for (Json& call : *calls) {
                if (call.is_object())
                    call.erase("reasoning");
            }
        }
    }
    return trajectory;
}

ResearchState ResearchState::fromJson(const Json& j)
{
    ResearchState s;
    if (!j.is_object())
        return s;
    try {
        fill(s, j);
    } catch (const nlohmann::json::exception& e) {
        // A damaged record still shows what could be read.
        qCWarning(lcModel) << "trajectory document is malformed:" << e.what();
    }
    return s;
}

} // namespace lmars::model
