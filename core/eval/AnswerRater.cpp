// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerRater.h"

#include "agents/EvidenceFormatter.h"
#include "agents/PromptLibrary.h"
#include "common/JsonUtil.h"
#include "eval/McqAnswerer.h"
#include "eval/McqDataset.h"

using Json = nlohmann::json;

namespace lmars::eval {

namespace {

const char* const kCriteria[] = {"factual_accuracy", "evidence_grounding", "clarity_of_reasoning",
                                 "uncertainty_calibration", "overall"};

Json criterionJson(const CriterionRating& c)
{
    return Json{{"rating", json::str(c.rating)}, {"justification", json::str(c.justification)}};
}

CriterionRating criterionFrom(const Json& reply, const char* key)
{
    const Json c = reply.value(key, Json::object());
    return {json::field(c, "rating").trimmed().toLower(), json::field(c, "justification").trimmed()};
}

QString choiceText(const QStringList& choices, int index)
{
    if (index < 0 || index >= choices.size())
        return QStringLiteral("(none: no letter could be read from the reply)");
    return QStringLiteral("%1. %2").arg(McqDataset::letter(index), choices.at(index));
}

} // namespace

Json AnswerRating::toJson() const
{
    return Json{{"factualAccuracy", criterionJson(factualAccuracy)},
                {"evidenceGrounding", criterionJson(evidenceGrounding)},
                {"clarityOfReasoning", criterionJson(clarityOfReasoning)},
                {"uncertaintyCalibration", criterionJson(uncertaintyCalibration)},
                {"overall", criterionJson(overall)},
                {"majority", json::str(majority)}};
}

QStringList AnswerRater::levels()
{
    return {QStringLiteral("low"), QStringLiteral("moderate"), QStringLiteral("high")};
}

llm::StructuredSchema AnswerRater::schema()
{
    const Json criterion = {{"type", "object"},
                            {"properties",
                             {{"justification", {{"type", "string"}}},
                              {"rating", {{"type", "string"}, {"enum", {"low", "moderate", "high"}}}}}},
                            {"required", {"justification", "rating"}},
                            {"additionalProperties", false}};
    Json properties = Json::object();
    Json required = Json::array();
    for (const char* key : kCriteria) {
        properties[key] = criterion;
        required.push_back(key);
    }
    return {
        QStringLiteral("answer_rating"),
        Json{{"type", "object"}, {"properties", properties}, {"required", required}, {"additionalProperties", false}}};
}

QList<llm::ChatMessage> AnswerRater::messages(const RatingInput& input)
{
    using agents::PromptLibrary;
    const QList<model::SearchResult> sources = input.sources.mid(0, McqAnswerer::kMaxSources);
    llm::ChatMessage system;
    system.role = llm::ChatMessage::Role::System;
    system.content = PromptLibrary::load(QStringLiteral("answer_rating_system"));
    llm::ChatMessage user;
    user.content = PromptLibrary::build(
        QStringLiteral("answer_rating_user"),
        {{QStringLiteral("question"), input.question},
         {QStringLiteral("choices"), McqAnswerer::formatChoices(input.choices)},
         {QStringLiteral("reference"), choiceText(input.choices, input.reference)},
         {QStringLiteral("predicted"), choiceText(input.choices, input.predicted)},
         {QStringLiteral("answer"),
          input.answer.trimmed().isEmpty() ? QStringLiteral("(empty)") : input.answer.trimmed()},
         {QStringLiteral("source_count"), QString::number(sources.size())},
         {QStringLiteral("sources"),
          sources.isEmpty() ? QStringLiteral("(none)") : agents::EvidenceFormatter::format(sources)}});
    return {system, user};
}

Result<AnswerRating> AnswerRater::rate(llm::ChatModel& model, const RatingInput& input, const CancelToken& cancel)
{
    llm::ChatRequest request;
    request.messages = messages(input);
    request.temperature = 0.0;
    auto reply = model.structured(request, schema(), cancel);
    if (!reply)
        return reply.error();
    const Json& j = reply->json;
    AnswerRating rating;
    rating.factualAccuracy = criterionFrom(j, "factual_accuracy");
    rating.evidenceGrounding = criterionFrom(j, "evidence_grounding");
    rating.clarityOfReasoning = criterionFrom(j, "clarity_of_reasoning");
    rating.uncertaintyCalibration = criterionFrom(j, "uncertainty_calibration");
    rating.overall = criterionFrom(j, "overall");
    rating.majority = majorityOf({rating.factualAccuracy.rating, rating.evidenceGrounding.rating,
                                  rating.clarityOfReasoning.rating, rating.uncertaintyCalibration.rating},
                                 rating.overall.rating);
    return rating;
}

QString AnswerRater::majorityOf(const QStringList& ratings, const QString& tieBreak)
{
    const QStringList order = levels();
    int counts[3] = {0, 0, 0};
    for (const QString& r : ratings) {
        const qsizetype i = order.indexOf(r);
        if (i >= 0)
            ++counts[i];
    }
    const int best = std::max({counts[0], counts[1], counts[2]});
    if (best == 0)
        return {};
    QStringList tied;
    for (int i = 0; i < 3; ++i) {
        if (counts[i] == best)
            tied << order.at(i);
    }
    if (tied.size() > 1 && tied.contains(tieBreak))
        return tieBreak;
    return tied.first();
}

} // namespace lmars::eval
