// SPDX-License-Identifier: GPL-3.0-or-later
#include "ClaimSupportAgent.h"

#include "agents/AgentsLog.h"
#include "agents/EvidenceFormatter.h"
#include "agents/PromptLibrary.h"
#include "common/JsonUtil.h"
#include "model/ResearchState.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

using Json = nlohmann::json;

namespace lmars::agents {

namespace {

QSet<QString> contentWords(const QString& text)
{
    static const QRegularExpression word(QStringLiteral(R"([\w§$%]+)"), QRegularExpression::UseUnicodePropertiesOption);
    QSet<QString> out;
    for (auto it = word.globalMatch(text.toLower()); it.hasNext();) {
        const QString w = it.next().captured(0);
        if (w.size() >= 4 || w.front().isDigit() || w == QLatin1String("§"))
            out.insert(w);
    }
    return out;
}

/// The source split into pieces of about 400 characters, at sentence ends where it can.
int integerField(const Json& obj, const char* key)
{
    const auto it = obj.find(key);
    return it != obj.end() && it->is_number() ? int(it->get<double>()) : -1;
}

QList<QPair<int, int>> chunks(const QString& text)
{
    QList<QPair<int, int>> out;
    const int n = int(text.size());
    int start = 0;
    while (start < n) {
        int end = std::min(n, start + 400);
        if (end < n) {
            const int stop = int(text.lastIndexOf(QLatin1String(". "), end));
            if (stop > start + 150)
                end = stop + 1;
        }
        out.append({start, end});
        start = end;
    }
    return out;
}

} // namespace

ClaimSupportAgent::ClaimSupportAgent(llm::ChatModel& model) : m_model(model) {}

llm::StructuredSchema ClaimSupportAgent::schema()
{
    const Json text = {{"type", "string"}};
    const Json claim = {
        {"type", "object"},
        {"properties",
         {{"index", {{"type", "integer"}}},
          {"reasoning", text},
          {"status",
           {{"type", "string"}, {"enum", {"supported", "partially_supported", "not_supported", "contradicted"}}}},
          {"supportingSpan", text},
          {"sourceN", {{"type", "integer"}}}}},
        {"required", {"index", "reasoning", "status", "supportingSpan", "sourceN"}},
        {"additionalProperties", false}};
    const Json schema = {{"type", "object"},
                         {"properties", {{"claims", {{"type", "array"}, {"items", claim}}}}},
                         {"required", {"claims"}},
                         {"additionalProperties", false}};
    return {QStringLiteral("claim_support"), schema};
}

QString ClaimSupportAgent::passagesFor(const QString& sentence, const QString& sourceText, int maxChars)
{
    const QString text = sourceText.simplified();
    if (text.size() <= maxChars)
        return text;
    const QSet<QString> wanted = contentWords(sentence);
    const QList<QPair<int, int>> pieces = chunks(text);
    QList<QPair<int, int>> scored; // (score, piece)
    for (int i = 0; i < pieces.size(); ++i) {
        const QSet<QString> words =
            contentWords(text.mid(pieces.at(i).first, pieces.at(i).second - pieces.at(i).first));
        scored.append({int(QSet<QString>(wanted).intersect(words).size()), i});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    QList<int> chosen;
    int used = 0;
    for (const auto& s : std::as_const(scored)) {
        const int length = pieces.at(s.second).second - pieces.at(s.second).first;
        if (used + length > maxChars)
            continue;
        chosen << s.second;
        used += length;
    }
    std::sort(chosen.begin(), chosen.end());
    QStringList out;
    for (int i : std::as_const(chosen))
        out << text.mid(pieces.at(i).first, pieces.at(i).second - pieces.at(i).first).trimmed();
    return out.join(QStringLiteral(" … "));
}

QString ClaimSupportAgent::describe(const QList<ClaimToCheck>& claims, const QMap<int, QString>& sources)
{
    int pairs = 0;
    for (const ClaimToCheck& c : claims)
        pairs += int(c.sourceNs.size());
    const int perSource = std::clamp(kPassageBudget / std::max(1, pairs), 300, 3000);
    QString out;
    for (const ClaimToCheck& c : claims) {
        out += QStringLiteral("Claim %1: %2\n").arg(c.index).arg(c.sentence.simplified());
        for (int n : c.sourceNs) {
            const QString passages = passagesFor(c.sentence, sources.value(n), perSource);
            out += QStringLiteral("  [%1] %2\n")
                       .arg(n)
                       .arg(passages.isEmpty() ? QStringLiteral("(no text was retrieved for this source)") : passages);
        }
        out += QLatin1Char('\n');
    }
    return out;
}

ClaimSupportAgent::Evidence ClaimSupportAgent::Evidence::of(const model::ResearchState& state)
{
    Evidence out;
    out.blocks = EvidenceFormatter::blocks(state);
    for (qsizetype i = 0; i < state.sources.size(); ++i)
        out.beyond.insert(int(i + 1), EvidenceFormatter::beyondExcerpt(state.sources.at(i), state.sources.size()));
    return out;
}

QString ClaimSupportAgent::describeBeyond(const QList<ClaimToCheck>& claims, const QMap<int, QString>& beyond)
{
    int pairs = 0;
    for (const ClaimToCheck& c : claims)
        for (int n : c.sourceNs)
            pairs += beyond.value(n).isEmpty() ? 0 : 1;
    const int perSource = std::clamp(kPassageBudget / std::max(1, pairs), 300, 3000);
    QString out;
    for (const ClaimToCheck& c : claims) {
        out += QStringLiteral("Claim %1: %2\n").arg(c.index).arg(c.sentence.simplified());
        for (int n : c.sourceNs) {
            if (!beyond.contains(n)) {
                out += QStringLiteral("  [%1] (no such source is listed)\n").arg(n);
                continue;
            }
            const QString rest = beyond.value(n);
            out += rest.isEmpty() ? QStringLiteral("  [%1] (its whole text is in its excerpt above)\n").arg(n)
                                  : QStringLiteral("  [%1] further passages, beyond its excerpt above: %2\n")
                                        .arg(n)
                                        .arg(passagesFor(c.sentence, rest, perSource));
        }
        out += QLatin1Char('\n');
    }
    return out;
}

Result<QList<ClaimJudgment>> ClaimSupportAgent::check(const QList<ClaimToCheck>& claims, const Evidence& evidence,
                                                      const QString& question, const QString& jurisdiction,
                                                      const CancelToken& cancel)
{
    if (evidence.blocks.isEmpty()) // nothing to put first: the passages go with each claim
        return check(claims, evidence.beyond, question, jurisdiction, cancel);
    return ask(claims, evidence.blocks, describeBeyond(claims, evidence.beyond), question, jurisdiction, cancel);
}

Result<QList<ClaimJudgment>> ClaimSupportAgent::check(const QList<ClaimToCheck>& claims,
                                                      const QMap<int, QString>& sources, const QString& question,
                                                      const QString& jurisdiction, const CancelToken& cancel)
{
    return ask(claims, {}, describe(claims, sources), question, jurisdiction, cancel);
}

Result<QList<ClaimJudgment>> ClaimSupportAgent::ask(const QList<ClaimToCheck>& claims, const QStringList& blocks,
                                                    const QString& described, const QString& question,
                                                    const QString& jurisdiction, const CancelToken& cancel)
{
    if (claims.isEmpty())
        return QList<ClaimJudgment>();
    // The stable prefix (instructions, then the evidence as the answer's writer saw it) before what
    // varies: the claims (issue 32).
    llm::ChatRequest request;
    request.messages.append(
        {llm::ChatMessage::Role::System, PromptLibrary::build(QStringLiteral("claim_support_system"), {}), true});
    EvidenceFormatter::appendBlocks(request, blocks);
    request.messages.append(
        {llm::ChatMessage::Role::User,
         PromptLibrary::build(blocks.isEmpty() ? QStringLiteral("claim_support_user")
                                               : QStringLiteral("claim_support_beyond_user"),
                              {{QStringLiteral("claims"), described},
                               {QStringLiteral("question"), question},
                               {QStringLiteral("jurisdiction"),
                                jurisdiction.isEmpty() ? QStringLiteral("(not stated)") : jurisdiction}})});
    request.temperature = 0.0;
    const auto reply = m_model.structured(request, schema(), cancel);
    if (!reply)
        return reply.error();
    QMap<int, ClaimJudgment> byIndex;
    for (const Json& item : reply->json.value("claims", Json::array())) {
        if (!item.is_object())
            continue;
        ClaimJudgment j;
        j.index = integerField(item, "index");
        const auto known =
            std::find_if(claims.cbegin(), claims.cend(), [&j](const ClaimToCheck& c) { return c.index == j.index; });
        if (known == claims.cend() || byIndex.contains(j.index))
            continue;
        const QString status = json::field(item, "status");
        if (!model::parseClaimStatus(status, &j.status) || j.status == model::ClaimStatus::Unchecked) {
            qCInfo(lcAgents) << "claim support: unknown status" << status << "for claim" << j.index;
            j.status = model::ClaimStatus::Unchecked;
            j.reason = tr("The model gave no valid judgment for this claim.");
        } else {
            j.reason = json::field(item, "reasoning").simplified();
        }
        j.supportingSpan = json::field(item, "supportingSpan").simplified();
        j.sourceN = std::max(0, integerField(item, "sourceN"));
        if (!known->sourceNs.contains(j.sourceN))
            j.sourceN = j.supportingSpan.isEmpty() ? 0 : known->sourceNs.value(0);
        byIndex.insert(j.index, j);
    }
    QList<ClaimJudgment> out;
    for (const ClaimToCheck& c : claims)
        if (byIndex.contains(c.index))
            out << byIndex.value(c.index);
    return out;
}

} // namespace lmars::agents
