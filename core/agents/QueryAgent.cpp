// SPDX-License-Identifier: GPL-3.0-or-later
#include "QueryAgent.h"

#include "agents/AgentsLog.h"
#include "agents/PromptLibrary.h"
#include "common/ConcurrentJobs.h"
#include "common/JsonUtil.h"

#include <algorithm>
#include <numeric>
#include <optional>

using Json = nlohmann::json;
namespace js = lmars::json;

namespace lmars::agents {

namespace {

Json stringProp()
{
    return Json{{"type", "string"}};
}

llm::ChatRequest twoMessages(const QString& system, const QString& user)
{
    llm::ChatRequest request;
    request.messages.append({llm::ChatMessage::Role::System, system, true});
    request.messages.append({llm::ChatMessage::Role::User, user});
    request.temperature = 0.0;
    return request;
}

QString orUnknown(const QString& s)
{
    return s.isEmpty() ? QStringLiteral("not stated") : s;
}

constexpr int kFewestQueries = 4; ///< the cap with one or two enabled types (the web and case law)
constexpr int kMostQueries = 6;   ///< one of each query type

} // namespace

QueryAgent::QueryAgent(llm::ChatModel& model, QDate today) : m_model(model), m_today(today) {}

llm::StructuredSchema QueryAgent::followUpSchema()
{
    Json item = {{"type", "object"},
                 {"properties", {{"question", stringProp()}, {"reason", stringProp()}}},
                 {"required", {"question", "reason"}},
                 {"additionalProperties", false}};
    Json schema = {{"type", "object"},
                   {"properties", {{"questions", {{"type", "array"}, {"items", item}}}}},
                   {"required", {"questions"}},
                   {"additionalProperties", false}};
    return {QStringLiteral("follow_up_questions"), schema};
}

Result<QList<model::FollowUp>> QueryAgent::followUpQuestions(const QString& question, const CancelToken& cancel)
{
    const QMap<QString, QString> values{{QStringLiteral("today"), m_today.toString(Qt::ISODate)},
                                        {QStringLiteral("question"), question},
                                        {QStringLiteral("user_jurisdiction"), formatJurisdiction(m_jurisdiction)}};
    const auto reply = m_model.structured(twoMessages(PromptLibrary::build(QStringLiteral("followups_system"), values),
                                                      PromptLibrary::build(QStringLiteral("followups_user"), values)),
                                          followUpSchema(), cancel);
    if (!reply)
        return reply.error();
    QList<model::FollowUp> followUps;
    for (const Json& q : reply->json.value("questions", Json::array())) {
        model::FollowUp f;
        f.question = js::field(q, "question").simplified();
        f.reason = js::field(q, "reason").simplified();
        if (f.question.isEmpty())
            continue;
        followUps.append(f);
        if (followUps.size() == 3)
            break;
    }
    return followUps;
}

llm::StructuredSchema QueryAgent::analysisSchema()
{
    Json party = {{"type", "object"},
                  {"properties", {{"name", stringProp()}, {"role", stringProp()}}},
                  {"required", {"name", "role"}},
                  {"additionalProperties", false}};
    Json schema = {{"type", "object"},
                   {"properties",
                    {{"legal_area", stringProp()},
                     {"jurisdiction", stringProp()},
                     {"as_of_date", {{"type", {"string", "null"}}}},
                     {"parties", {{"type", "array"}, {"items", party}}},
                     {"timeline", stringProp()},
                     {"urgency", {{"type", "string"}, {"enum", {"low", "medium", "high"}}}}}},
                   {"required", {"legal_area", "jurisdiction", "as_of_date", "parties", "timeline", "urgency"}},
                   {"additionalProperties", false}};
    return {QStringLiteral("query_analysis"), schema};
}

llm::StructuredSchema QueryAgent::searchQueriesSchema()
{
    Json queryTypeNames = Json::array();
    for (model::QueryType type :
         {model::QueryType::WebSearch, model::QueryType::CaseLaw, model::QueryType::LocalDocuments,
          model::QueryType::FederalRegister, model::QueryType::Regulations, model::QueryType::Statutes})
        queryTypeNames.push_back(js::str(model::queryTypeName(type)));
    Json query = {{"type", "object"},
                  {"properties",
                   {{"query", stringProp()},
                    {"type", {{"type", "string"}, {"enum", queryTypeNames}}},
                    {"priority", {{"type", "integer"}}}}},
                  {"required", {"query", "type", "priority"}},
                  {"additionalProperties", false}};
    Json schema = {{"type", "object"},
                   {"properties", {{"queries", {{"type", "array"}, {"items", query}}}}},
                   {"required", {"queries"}},
                   {"additionalProperties", false}};
    return {QStringLiteral("search_queries"), schema};
}

QString QueryAgent::formatFollowUps(const QList<model::FollowUp>& followUps)
{
    if (followUps.isEmpty())
        return {};
    QString out = QStringLiteral("\nFollow-up questions and the person's answers:\n");
    for (const model::FollowUp& f : followUps) {
        out += QStringLiteral("- Q: ") + f.question + QLatin1Char('\n');
        out += QStringLiteral("  A: ") + (f.answer.trimmed().isEmpty() ? QStringLiteral("(not answered)") : f.answer) +
               QLatin1Char('\n');
    }
    return out;
}

QString QueryAgent::formatJurisdiction(const QString& jurisdiction)
{
    const QString j = jurisdiction.simplified();
    return j.isEmpty() ? QString() : QStringLiteral("Jurisdiction given by the person: ") + j + QLatin1Char('\n');
}

Result<model::QueryAnalysis> QueryAgent::analyze(const QString& question, const QList<model::FollowUp>& followUps,
                                                 const CancelToken& cancel)
{
    const QMap<QString, QString> values{{QStringLiteral("today"), m_today.toString(Qt::ISODate)},
                                        {QStringLiteral("question"), question},
                                        {QStringLiteral("user_jurisdiction"), formatJurisdiction(m_jurisdiction)},
                                        {QStringLiteral("followups"), formatFollowUps(followUps)}};
    const auto reply =
        m_model.structured(twoMessages(PromptLibrary::build(QStringLiteral("query_analysis_system"), values),
                                       PromptLibrary::build(QStringLiteral("query_analysis_user"), values)),
                           analysisSchema(), cancel);
    if (!reply)
        return reply.error();
    const Json& j = reply->json;
    model::QueryAnalysis analysis;
    analysis.present = true;
    analysis.legalArea = js::field(j, "legal_area");
    analysis.jurisdiction = js::field(j, "jurisdiction");
    // Keep only real dates: a model sometimes writes "N/A" or "today".
    analysis.asOf = model::AsOf::read(js::field(j, "as_of_date"), model::AsOfOrigin::Question);
    analysis.timeline = js::field(j, "timeline");
    analysis.urgency = js::field(j, "urgency");
    for (const Json& p : j.value("parties", Json::array()))
        analysis.parties.append({js::field(p, "name"), js::field(p, "role")});
    return analysis;
}

Result<QueryPlan> QueryAgent::analyzeAndPlan(const QString& question, const QList<model::FollowUp>& followUps,
                                             const QList<model::QueryType>& allowedTypes, const model::AsOf& asOf,
                                             const CancelToken& cancel)
{
    struct Reply
    {
        std::optional<Result<model::QueryAnalysis>> analysis;
        std::optional<Result<QList<model::PlannedQuery>>> queries;
    };
    model::QueryAnalysis given; // what the person gave; present false: the plan infers the rest
    given.jurisdiction = m_jurisdiction.simplified();
    given.asOf = asOf;
    const QList<std::function<Reply()>> jobs{
        [&] {
            return Reply{analyze(question, followUps, cancel), std::nullopt};
        },
        [&] {
            return Reply{std::nullopt, planSearches(question, given, followUps, allowedTypes, cancel)};
        }};
    QList<Reply> replies;
    if (!runConcurrently<Reply>(jobs, 2, cancel, {}, &replies) || replies.size() != 2 || !replies.at(0).analysis ||
        !replies.at(1).queries)
        return Error(ErrorKind::Cancelled, tr("The research was cancelled."));
    const Result<model::QueryAnalysis>& analysis = *replies.at(0).analysis;
    if (!analysis)
        return analysis.error();
    const Result<QList<model::PlannedQuery>>& queries = *replies.at(1).queries;
    if (!queries)
        return queries.error();
    return QueryPlan{analysis.value(), queries.value()};
}

QMap<QString, QString> QueryAgent::caseValues(const QDate& today, const QString& question,
                                              const QList<model::FollowUp>& followUps,
                                              const model::QueryAnalysis& analysis)
{
    return {{QStringLiteral("today"), today.toString(Qt::ISODate)},
            {QStringLiteral("question"), question},
            {QStringLiteral("followups"), formatFollowUps(followUps)},
            {QStringLiteral("legal_area"), orUnknown(analysis.legalArea)},
            {QStringLiteral("jurisdiction"), orUnknown(analysis.jurisdiction)},
            {QStringLiteral("as_of_date"), orUnknown(analysis.asOf.iso())},
            {QStringLiteral("timeline"), orUnknown(analysis.timeline)}};
}

Result<QList<model::PlannedQuery>> QueryAgent::planSearches(const QString& question,
                                                            const model::QueryAnalysis& analysis,
                                                            const QList<model::FollowUp>& followUps,
                                                            const QList<model::QueryType>& allowedTypes,
                                                            const CancelToken& cancel)
{
    QMap<QString, QString> values = caseValues(m_today, question, followUps, analysis);
    if (!analysis.present) {
        // Planned while the analysis runs: the model infers what the analysis would have said.
        const QString infer = QStringLiteral("not analysed yet; infer it from the question");
        for (const char* key : {"legal_area", "jurisdiction", "as_of_date", "timeline"}) {
            if (values.value(QLatin1String(key)) == QLatin1String("not stated"))
                values.insert(QLatin1String(key), infer);
        }
    }
    QStringList allowedNames;
    for (model::QueryType type : allowedTypes)
        allowedNames << model::queryTypeName(type);
    values.insert(QStringLiteral("allowed_types"), allowedNames.join(QStringLiteral(", ")));
    values.insert(QStringLiteral("max_queries"), QString::number(maxQueries(int(allowedTypes.size()))));
    const auto reply =
        m_model.structured(twoMessages(PromptLibrary::build(QStringLiteral("search_queries_system"), values),
                                       PromptLibrary::build(QStringLiteral("search_queries_user"), values)),
                           searchQueriesSchema(), cancel);
    if (!reply)
        return reply.error();

    QList<model::PlannedQuery> queries;
    QStringList seen;
    for (const Json& q : reply->json.value("queries", Json::array())) {
        model::PlannedQuery planned;
        planned.text = js::field(q, "query").simplified();
        const bool known = model::parseQueryType(js::field(q, "type"), &planned.type);
        planned.priority = q.value("priority", 1);
        if (planned.text.isEmpty() || seen.contains(planned.text.toLower()))
            continue;
        // A type the model made up becomes the first offered one; a real type whose source is off
        // stays as it is, and the run drops that query with a note in the trajectory.
        if (!allowedTypes.isEmpty() && !known)
            planned.type = allowedTypes.first();
        seen << planned.text.toLower();
        queries.append(planned);
    }
    std::stable_sort(queries.begin(), queries.end(), [](const model::PlannedQuery& a, const model::PlannedQuery& b) {
        return a.priority < b.priority;
    });
    if (queries.isEmpty()) {
        // The question itself is a usable query; better than failing the run.
        qCInfo(lcAgents) << "query agent planned no usable query; searching with the question";
        queries.append({question.simplified().left(300), allowedTypes.value(0, model::QueryType::WebSearch), 1});
    }
    return queries;
}

int QueryAgent::maxQueries(int enabledTypeCount)
{
    return std::clamp(enabledTypeCount, kFewestQueries, kMostQueries);
}

QList<model::PlannedQuery> QueryAgent::withinCap(const QList<model::PlannedQuery>& queries, int enabledTypeCount,
                                                 QList<model::DroppedQuery>* overCap)
{
    const int cap = maxQueries(enabledTypeCount);
    if (queries.size() <= cap)
        return queries;
    // Indexes by priority (stable: the plan's order among equals).
    QList<int> order(queries.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return queries.at(a).priority < queries.at(b).priority; });
    QList<bool> kept(queries.size(), false);
    QList<model::QueryType> typesKept;
    int count = 0;
    for (int i : std::as_const(order)) { // the most important query of each type
        if (count < cap && !typesKept.contains(queries.at(i).type)) {
            kept[i] = true;
            typesKept << queries.at(i).type;
            ++count;
        }
    }
    for (int i : std::as_const(order)) { // then the rest by priority
        if (count < cap && !kept.at(i)) {
            kept[i] = true;
            ++count;
        }
    }
    QList<model::PlannedQuery> out;
    QStringList droppedTexts;
    for (int i = 0; i < queries.size(); ++i) {
        const model::PlannedQuery& q = queries.at(i);
        if (kept.at(i)) {
            out.append(q);
            continue;
        }
        droppedTexts << QStringLiteral("\"%1\" (%2)").arg(q.text, model::queryTypeName(q.type));
        if (overCap)
            overCap->append({q.text, q.type,
                             QStringLiteral("%1 queries could run; at most %2 do (one per enabled query type, at least "
                                            "%3), the most important of each type first.")
                                 .arg(queries.size())
                                 .arg(cap)
                                 .arg(kFewestQueries)});
    }
    qCInfo(lcAgents).noquote() << "query plan of" << queries.size() << "over its cap of" << cap
                               << "- not running:" << droppedTexts.join(QStringLiteral(", "));
    return out;
}

} // namespace lmars::agents
