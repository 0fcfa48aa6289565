// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "llm/ChatModel.h"
#include "model/SearchResult.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lmars::eval {

struct CriterionRating
{
    QString rating; ///< "low", "moderate" or "high"
    QString justification;
};

/// One LLM-as-judge rating of an answer.
struct AnswerRating
{
    CriterionRating factualAccuracy;
    CriterionRating evidenceGrounding;
    CriterionRating clarityOfReasoning;
    CriterionRating uncertaintyCalibration;
    CriterionRating overall; ///< the judge's own overall rating
    QString majority;        ///< the aggregate: majority vote of the four criteria (AnswerRater::majorityOf)

    /// {"factualAccuracy": {"rating", "justification"}, ..., "overall": {...}, "majority": "high"}
    nlohmann::json toJson() const;
};

/// What the judge sees.
struct RatingInput
{
    QString question;
    QStringList choices;
    int reference = -1; ///< the gold choice
    int predicted = -1; ///< the model's choice (-1: none could be read)
    QString answer;     ///< the answer text being rated (research answer, or the model's reasoning)
    QList<model::SearchResult> sources;
};

/**
 * LLM-as-judge (L-MARS evaluation): rates an answer's factual accuracy, evidence grounding,
 * clarity of reasoning and uncertainty calibration as low/moderate/high with one-sentence
 * justifications, plus an overall rating, through the structured schema `answer_rating`
 * (strict-mode compatible). The aggregate is the majority vote over the four criteria.
 * Prompts: resources/prompts/answer_rating_*.txt.
 */
class AnswerRater final
{
    Q_DECLARE_TR_FUNCTIONS(AnswerRater)

public:
    static llm::StructuredSchema schema();
    static QList<llm::ChatMessage> messages(const RatingInput& input);
    static Result<AnswerRating> rate(llm::ChatModel& model, const RatingInput& input, const CancelToken& cancel);

    static QStringList levels(); ///< low, moderate, high
    /// The most frequent rating; a tie goes to tieBreak when it is among the tied ratings, else to
    /// the lowest tied rating (a conservative aggregate).
    static QString majorityOf(const QStringList& ratings, const QString& tieBreak = {});
};

} // namespace lmars::eval
