// SPDX-License-Identifier: GPL-3.0-or-later
#include "IracRoleAgent.h"

#include "agents/EvidenceFormatter.h"
#include "agents/PromptLibrary.h"
#include "agents/QueryAgent.h"
#include "common/JsonUtil.h"

using Json = nlohmann::json;
namespace js = lmars::json;

namespace lmars::agents {

namespace {

const Json kText = {{"type", "string"}};
const Json kTextList = {{"type", "array"}, {"items", kText}};
const Json kNumbers = {{"type", "array"}, {"items", {{"type", "integer"}}}};

/// A strict object: every property required, nothing else allowed (OpenAI strict mode).
Json object(const Json& properties)
{
    Json required = Json::array();
    for (const auto& [name, value] : properties.items())
        required.push_back(name);
    return {{"type", "object"}, {"properties", properties}, {"required", required}, {"additionalProperties", false}};
}

Json listOf(const Json& item)
{
    return {{"type", "array"}, {"items", item}};
}

/// The role as the system prompt names it.
QString roleTitle(model::IracRole role)
{
    switch (role) {
    case model::IracRole::Facts:
        return QStringLiteral("the facts agent (the facts of the person's situation)");
    case model::IracRole::Rules:
        return QStringLiteral("the legal rules agent (the issues and the rules that govern them)");
    case model::IracRole::Application:
        return QStringLiteral("the application agent (the rules applied to the facts, both sides argued)");
    case model::IracRole::CommonSense:
        return QStringLiteral("the common-sense agent (what a careful lawyer would also point out)");
    }
    return {};
}

QString heading(model::IracRole role)
{
    switch (role) {
    case model::IracRole::Facts:
        return QStringLiteral("Facts step");
    case model::IracRole::Rules:
        return QStringLiteral("Rules step");
    case model::IracRole::Application:
        return QStringLiteral("Application step");
    case model::IracRole::CommonSense:
        return QStringLiteral("Common-sense step");
    }
    return {};
}

QString markers(const Json& numbers)
{
    QString out;
    if (!numbers.is_array())
        return out;
    for (const Json& n : numbers) {
        if (n.is_number_integer())
            out += QStringLiteral("[%1]").arg(n.get<int>());
    }
    return out;
}

void listLines(QString* out, const QString& title, const Json& items)
{
    if (!items.is_array() || items.empty())
        return;
    *out += title + QStringLiteral(":\n");
    for (const Json& item : items)
        *out += QStringLiteral("- ") + js::toQString(item) + QLatin1Char('\n');
}

QString describeOutput(model::IracRole role, const Json& o)
{
    QString out;
    switch (role) {
    case model::IracRole::Facts:
        for (const Json& f : o.value("facts", Json::array())) {
            const QString sources = markers(f.value("sources", Json::array()));
            out += QStringLiteral("- %1 (from: %2)%3\n")
                       .arg(js::field(f, "fact"), js::field(f, "origin"),
                            sources.isEmpty() ? QString() : QLatin1Char(' ') + sources);
        }
        listLines(&out, QStringLiteral("Missing facts"), o.value("missing_facts", Json::array()));
        break;
    case model::IracRole::Rules:
        listLines(&out, QStringLiteral("Issues"), o.value("issues", Json::array()));
        if (!o.value("rules", Json::array()).empty())
            out += QStringLiteral("Rules:\n");
        for (const Json& r : o.value("rules", Json::array())) {
            out += QStringLiteral("- %1 %2 (issue: %3)\n")
                       .arg(js::field(r, "rule"), markers(r.value("sources", Json::array())), js::field(r, "issue"));
        }
        listLines(&out, QStringLiteral("Issues the sources do not settle"),
                  o.value("unsupported_issues", Json::array()));
        break;
    case model::IracRole::Application:
        for (const Json& a : o.value("applications", Json::array())) {
            out += QStringLiteral("- Rule: %1\n  Facts: %2\n  For the person: %3\n  Against: %4\n  Assessment: %5\n")
                       .arg(js::field(a, "rule"), js::field(a, "facts"), js::field(a, "arguments_for"),
                            js::field(a, "arguments_against"), js::field(a, "assessment"));
        }
        listLines(&out, QStringLiteral("Missing facts"), o.value("missing_facts", Json::array()));
        break;
    case model::IracRole::CommonSense:
        for (const Json& p : o.value("points", Json::array()))
            out += QStringLiteral("- %1 (%2)\n").arg(js::field(p, "point"), js::field(p, "why"));
        break;
    }
    return out;
}

} // namespace

IracRoleAgent::IracRoleAgent(llm::ChatModel& model, QDate today) : m_model(model), m_today(today) {}

llm::StructuredSchema IracRoleAgent::schema(model::IracRole role)
{
    switch (role) {
    case model::IracRole::Facts: {
        const Json fact =
            object({{"fact", kText},
                    {"origin", {{"type", "string"}, {"enum", {"question", "follow_up_answer", "source"}}}},
                    {"sources", kNumbers}});
        return {QStringLiteral("irac_facts"), object({{"facts", listOf(fact)}, {"missing_facts", kTextList}})};
    }
    case model::IracRole::Rules: {
        const Json rule = object({{"issue", kText}, {"rule", kText}, {"sources", kNumbers}});
        return {QStringLiteral("irac_rules"),
                object({{"issues", kTextList}, {"rules", listOf(rule)}, {"unsupported_issues", kTextList}})};
    }
    case model::IracRole::Application: {
        const Json application = object({{"rule", kText},
                                         {"facts", kText},
                                         {"arguments_for", kText},
                                         {"arguments_against", kText},
                                         {"assessment", kText}});
        return {QStringLiteral("irac_application"),
                object({{"applications", listOf(application)}, {"missing_facts", kTextList}})};
    }
    case model::IracRole::CommonSense:
        return {QStringLiteral("irac_common_sense"),
                object({{"points", listOf(object({{"point", kText}, {"why", kText}}))}})};
    }
    return {};
}

QString IracRoleAgent::describe(const QList<model::RoleStep>& steps)
{
    QString out;
    for (const model::RoleStep& step : steps) {
        out += heading(step.role) + QStringLiteral(":\n");
        if (!step.refusal.isEmpty())
            out += QStringLiteral("(refused or failed: %1)\n").arg(step.refusal);
        else if (step.isEmpty())
            out += QStringLiteral("(empty: the agent found nothing for this step)\n");
        else
            out += describeOutput(step.role, step.output);
        out += QLatin1Char('\n');
    }
    return out.isEmpty() ? QStringLiteral("(none)\n") : out;
}

Result<Json> IracRoleAgent::run(model::IracRole role, const model::ResearchState& state, const CancelToken& cancel)
{
    QMap<QString, QString> values = QueryAgent::caseValues(m_today, state.question, state.followUps, state.analysis);
    values.insert(QStringLiteral("role"), roleTitle(role));
    values.insert(QStringLiteral("earlier_steps"), describe(state.roleSteps));
    values.insert(QStringLiteral("source_count"), QString::number(state.sources.size()));
    values.insert(QStringLiteral("sources"), state.sources.isEmpty() ? QStringLiteral("(no sources were found)\n")
                                                                     : EvidenceFormatter::format(state.sources));
    const QString userPrompt = QStringLiteral("irac_") + model::iracRoleName(role) + QStringLiteral("_user");
    llm::ChatRequest request;
    request.messages.append(
        {llm::ChatMessage::Role::System, PromptLibrary::build(QStringLiteral("irac_role_system"), values), true});
    request.messages.append({llm::ChatMessage::Role::User, PromptLibrary::build(userPrompt, values)});
    request.temperature = 0.0;
    const auto reply = m_model.structured(request, schema(role), cancel);
    if (!reply)
        return reply.error();
    return reply->json;
}

} // namespace lmars::agents
