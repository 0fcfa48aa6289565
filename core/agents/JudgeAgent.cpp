// SPDX-License-Identifier: GPL-3.0-or-later
#include "JudgeAgent.h"

#include "agents/EvidenceFormatter.h"
#include "agents/PromptLibrary.h"
#include "agents/QueryAgent.h"
#include "common/JsonUtil.h"

#include <QRegularExpression>

using Json = nlohmann::json;

namespace lmars::agents {

namespace {

QString previousVerdicts(const model::ResearchState& state)
{
    QString out;
    for (const model::Iteration& it : state.iterations) {
        if (!it.verdict)
            continue;
        const model::Verdict& v = *it.verdict;
        out += QStringLiteral("- Iteration %1: %2. %3")
                   .arg(it.index)
                   .arg(v.sufficient ? QStringLiteral("sufficient") : QStringLiteral("insufficient"),
                        v.error.isEmpty() ? v.reasoning.simplified().left(600)
                                          : QStringLiteral("(no valid judgment: %1)").arg(v.error));
        if (!v.missingInformation.isEmpty())
            out += QStringLiteral(" Missing: ") + v.missingInformation.join(QStringLiteral("; ")) + QLatin1Char('.');
        out += QLatin1Char('\n');
    }
    return out.isEmpty() ? QString() : QStringLiteral("\nYour earlier verdicts in this research:\n") + out;
}

QString queriesRun(const model::ResearchState& state)
{
    QStringList lines;
    for (const model::Iteration& it : state.iterations) {
        for (const model::IssuedQuery& q : it.queries) {
            const QString line = QStringLiteral("- \"%1\" (%2, iteration %3)")
                                     .arg(q.text, model::sourceTypeName(q.source))
                                     .arg(it.index);
            if (!lines.contains(line))
                lines << line;
        }
    }
    return lines.isEmpty() ? QStringLiteral("(none)") : lines.join(QLatin1Char('\n'));
}

} // namespace

JudgeAgent::JudgeAgent(llm::ChatModel& model, QDate today) : m_model(model), m_today(today) {}

llm::StructuredSchema JudgeAgent::schema()
{
    const Json text = {{"type", "string"}};
    const Json list = {{"type", "array"}, {"items", text}};
    // Reasoning first, so a model that writes properties in order thinks before it decides.
    const Json schema = {{"type", "object"},
                         {"properties",
                          {{"reasoning", text},
                           {"sourceQuality", text},
                           {"dateCheck", text},
                           {"jurisdictionCheck", text},
                           {"contradictionCheck", text},
                           {"sufficient", {{"type", "boolean"}}},
                           {"missingInformation", list},
                           {"suggestedRefinements", list}}},
                         {"required",
                          {"reasoning", "sourceQuality", "dateCheck", "jurisdictionCheck", "contradictionCheck",
                           "sufficient", "missingInformation", "suggestedRefinements"}},
                         {"additionalProperties", false}};
    return {QStringLiteral("judgment"), schema};
}

QString JudgeAgent::normalizeQuery(const QString& query)
{
    static const QRegularExpression punct(QStringLiteral(R"([^\w\s§]+)"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    QString q = query.toLower();
    q.replace(punct, QStringLiteral(" "));
    return q.simplified();
}

QString JudgeAgent::stripInstruction(const QString& query)
{
    static const QRegularExpression prefix(
        QStringLiteral(
            R"re(^\s*(?:please\s+)?(?:try\s+)?(?:to\s+)?(?:search(?:ing)?(?:\s+(?:for|on|about))?|look(?:ing)?\s+(?:up|for)|find(?:\s+out)?|research|query|google|check(?:\s+for)?)\s*[:\-\x{2013}]?\s+)re"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    // A trailing space lets an instruction with nothing after it ("Search for") strip to nothing.
    QString q = query.trimmed() + QLatin1Char(' ');
    for (int guard = 0; guard < 3; ++guard) {
        const QString before = q;
        q.remove(prefix);
        q = q.trimmed();
        if (q == before)
            break;
    }
    while (q.size() >= 2 && ((q.startsWith(QLatin1Char('"')) && q.endsWith(QLatin1Char('"'))) ||
                             (q.startsWith(QLatin1Char('\'')) && q.endsWith(QLatin1Char('\''))) ||
                             (q.startsWith(QChar(0x201C)) && q.endsWith(QChar(0x201D)))))
        q = q.mid(1, q.size() - 2).trimmed();
    if (q.endsWith(QLatin1Char('.')))
        q.chop(1);
    return q.simplified();
}

QStringList JudgeAgent::nextQueries(const model::Verdict& verdict, const QStringList& alreadyRun)
{
    QStringList seen;
    for (const QString& q : alreadyRun)
        seen << normalizeQuery(q);
    auto collect = [&](const QStringList& candidates) {
        QStringList out;
        for (const QString& c : candidates) {
            const QString q = stripInstruction(c);
            const QString key = normalizeQuery(q);
            if (key.isEmpty() || seen.contains(key))
                continue;
            seen << key;
            out << q;
            if (out.size() == 2)
                break;
        }
        return out;
    };
    QStringList queries = collect(verdict.suggestedRefinements);
    if (queries.isEmpty())
        queries = collect(verdict.missingInformation);
    return queries;
}

Result<model::Verdict> JudgeAgent::judge(const model::ResearchState& state, int iteration, int maxIterations,
                                         const CancelToken& cancel)
{
    QString leniency;
    if (iteration >= maxIterations)
        leniency = QStringLiteral("This is the last iteration: no further search will run. Judge leniently; say "
                                  "clearly in missingInformation what remains unestablished.");
    else if (iteration > 1)
        leniency = QStringLiteral("This is a later iteration: be more lenient than before and accept evidence that "
                                  "answers the core question even if minor details are missing.");
    QMap<QString, QString> values = QueryAgent::caseValues(m_today, state.question, state.followUps, state.analysis);
    values.insert(QStringLiteral("iteration"), QString::number(iteration));
    values.insert(QStringLiteral("max_iterations"), QString::number(maxIterations));
    values.insert(QStringLiteral("leniency"), leniency);
    values.insert(QStringLiteral("queries_run"), queriesRun(state));
    values.insert(QStringLiteral("previous_verdicts"), previousVerdicts(state));
    values.insert(QStringLiteral("evidence"),
                  state.sources.isEmpty() ? QStringLiteral("no sources found yet.")
                                          : QStringLiteral("the %1 numbered sources above.").arg(state.sources.size()));
    // The stable prefix (instructions, then the evidence round by round) before what varies (issue 32).
    llm::ChatRequest request;
    request.messages.append(
        {llm::ChatMessage::Role::System, PromptLibrary::build(QStringLiteral("judge_system"), values), true});
    EvidenceFormatter::appendBlocks(request, EvidenceFormatter::blocks(state));
    request.messages.append({llm::ChatMessage::Role::User, PromptLibrary::build(QStringLiteral("judge_user"), values)});
    request.temperature = 0.0;
    const auto reply = m_model.structured(request, schema(), cancel);
    if (!reply)
        return reply.error();
    model::Verdict v = model::Verdict::fromJson(reply->json);
    if (v.sufficient) {
        // A sufficient verdict asks for nothing more.
        v.suggestedRefinements.clear();
    }
    return v;
}

} // namespace lmars::agents
