// SPDX-License-Identifier: GPL-3.0-or-later
#include "McqAnswerer.h"

#include "agents/EvidenceFormatter.h"
#include "agents/PromptLibrary.h"
#include "common/JsonUtil.h"
#include "eval/EvalLog.h"
#include "eval/McqAnswerParser.h"

using Json = nlohmann::json;

namespace lmars::eval {

llm::StructuredSchema McqAnswerer::schema()
{
    // Reasoning first, so a model that writes properties in order thinks before it answers. The answer
    // is a plain string (not an enum): "B) ..." from a weaker model is still read rather than rejected.
    const Json schema = {
        {"type", "object"},
        {"properties",
         {{"reasoning", {{"type", "string"}}}, {"answer", {{"type", "string"}}}, {"confidence", {{"type", "number"}}}}},
        {"required", {"reasoning", "answer", "confidence"}},
        {"additionalProperties", false}};
    return {QStringLiteral("mcq_answer"), schema};
}

QString McqAnswerer::formatChoices(const QStringList& choices)
{
    QStringList lines;
    for (int i = 0; i < choices.size(); ++i)
        lines << QStringLiteral("%1. %2").arg(McqDataset::letter(i), choices.at(i));
    return lines.join(QLatin1Char('\n'));
}

QList<llm::ChatMessage> McqAnswerer::messages(const McqItem& item, const McqEvidence& evidence, QDate today)
{
    using agents::PromptLibrary;
    const QList<model::SearchResult> sources = evidence.sources.mid(0, kMaxSources);
    QString instructions;
    QString block;
    switch (evidence.kind) {
    case McqEvidence::Kind::None:
        instructions = PromptLibrary::load(QStringLiteral("mcq_evidence_none")).trimmed();
        break;
    case McqEvidence::Kind::ResearchAnswer:
        instructions = PromptLibrary::load(QStringLiteral("mcq_evidence_answer")).trimmed();
        block = PromptLibrary::build(QStringLiteral("mcq_research_block"),
                                     {{QStringLiteral("answer"), evidence.answer.trimmed()},
                                      {QStringLiteral("source_count"), QString::number(sources.size())},
                                      {QStringLiteral("sources"), agents::EvidenceFormatter::format(sources)}});
        break;
    case McqEvidence::Kind::Sources:
    case McqEvidence::Kind::LibraryPassages:
        instructions =
            PromptLibrary::load(evidence.kind == McqEvidence::Kind::Sources ? QStringLiteral("mcq_evidence_sources")
                                                                            : QStringLiteral("mcq_evidence_library"))
                .trimmed();
        block = PromptLibrary::build(QStringLiteral("mcq_sources_block"),
                                     {{QStringLiteral("source_count"), QString::number(sources.size())},
                                      {QStringLiteral("sources"), agents::EvidenceFormatter::format(sources)}});
        break;
    }
    llm::ChatMessage system;
    system.role = llm::ChatMessage::Role::System;
    system.content =
        PromptLibrary::build(QStringLiteral("mcq_system"), {{QStringLiteral("today"), today.toString(Qt::ISODate)},
                                                            {QStringLiteral("evidence_instructions"), instructions}});
    llm::ChatMessage user;
    user.content =
        PromptLibrary::build(QStringLiteral("mcq_user"), {{QStringLiteral("question"), item.question},
                                                          {QStringLiteral("choices"), formatChoices(item.choices)},
                                                          {QStringLiteral("evidence"), block}});
    return {system, user};
}

Result<McqAnswer> McqAnswerer::ask(llm::ChatModel& model, const McqItem& item, const McqEvidence& evidence,
                                   const CancelToken& cancel)
{
    llm::ChatRequest request;
    request.messages = messages(item, evidence);
    request.temperature = 0.0;
    request.maxOutputTokens = 1200;
    const int count = int(item.choices.size());

    auto reply = model.structured(request, schema(), cancel);
    if (reply) {
        const Json& j = reply->json;
        McqAnswer answer;
        const ParsedChoice parsed = McqAnswerParser::fromStructured(j, count);
        answer.index = parsed.index;
        answer.method = parsed.method;
        answer.rawAnswer = json::field(j, "answer");
        answer.reasoning = json::field(j, "reasoning");
        if (answer.index < 0 && !item.labels.isEmpty()) {
            answer.index = McqAnswerParser::labelOfField(answer.rawAnswer, item.labels);
            answer.method = answer.index >= 0 ? QStringLiteral("structured") : answer.method;
        }
        answer.refused = answer.index < 0 && McqAnswerParser::isRefusal(answer.rawAnswer);
        if (const auto c = j.find("confidence"); c != j.end() && c->is_number())
            answer.confidence = qBound(0.0, c->get<double>(), 1.0);
        return answer;
    }
    if (reply.error().kind != ErrorKind::InvalidResponse)
        return reply.error();

    // The model could not produce the JSON object: ask once more in plain text and read the letter.
    qCInfo(lcEval).noquote() << "mcq" << item.id
                             << "structured reply invalid, asking in plain text:" << reply.error().summary;
    llm::ChatRequest plain = request;
    plain.messages.last().content = agents::PromptLibrary::build(
        QStringLiteral("mcq_fallback_user"), {{QStringLiteral("prompt"), request.messages.last().content}});
    auto text = model.complete(plain, cancel);
    if (!text)
        return text.error();
    McqAnswer answer;
    const ParsedChoice parsed = McqAnswerParser::fromText(text->text, count);
    answer.index = parsed.index;
    answer.method = parsed.method;
    answer.rawAnswer = text->text.trimmed().right(200);
    answer.reasoning = text->text.trimmed();
    answer.fallback = true;
    if (answer.index < 0 && !item.labels.isEmpty()) {
        const QStringList lines = answer.reasoning.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        answer.index = lines.isEmpty() ? -1 : McqAnswerParser::labelOfField(lines.last(), item.labels);
        answer.method = answer.index >= 0 ? QStringLiteral("text") : answer.method;
    }
    answer.refused = answer.index < 0 && McqAnswerParser::isRefusal(answer.reasoning);
    return answer;
}

} // namespace lmars::eval
