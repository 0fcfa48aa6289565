// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "eval/McqDataset.h"
#include "llm/ChatModel.h"
#include "model/SearchResult.h"

#include <QCoreApplication>
#include <QDate>

#include <optional>

namespace lmars::eval {

/// What the model chose for one question.
struct McqAnswer
{
    int index = -1;    ///< 0-based choice, -1 when no letter could be read
    QString method;    ///< "structured", "text" or "none" (McqAnswerParser)
    QString rawAnswer; ///< the answer field (or the free-text reply of the fallback)
    QString reasoning; ///< the model's reasoning
    std::optional<double> confidence;
    bool fallback = false; ///< the structured reply was invalid twice; a plain-text call answered
    bool refused = false;  ///< no choice: the model declined for lack of context (McqAnswerParser::isRefusal)

    bool parseError() const { return index < 0; }
};

/// The evidence an answer is asked with: nothing (closed-book), a research answer with its
/// sources (simple, multi), the ranked sources alone (evidence), or passages of the benchmark's
/// own corpus found by the library search (library; the model may decline for lack of context).
struct McqEvidence
{
    enum class Kind
    {
        None,
        ResearchAnswer,
        Sources,
        LibraryPassages
    };
    Kind kind = Kind::None;
    QString answer;
    QList<model::SearchResult> sources;
};

/**
 * Asks a model a multiple-choice question with the structured schema `mcq_answer`
 * {reasoning, answer, confidence} (strict-mode compatible). When the model cannot produce a
 * valid mcq_answer object twice, one plain-text call asks for "ANSWER: X" instead; letters are
 * read by McqAnswerParser. Prompts: resources/prompts/mcq_*.txt.
 */
class McqAnswerer final
{
    Q_DECLARE_TR_FUNCTIONS(McqAnswerer)

public:
    static llm::StructuredSchema schema();
    /// "A. first choice\nB. second choice ..."
    static QString formatChoices(const QStringList& choices);
    /// The system and user messages of the question.
    static QList<llm::ChatMessage> messages(const McqItem& item, const McqEvidence& evidence,
                                            QDate today = QDate::currentDate());

    static Result<McqAnswer> ask(llm::ChatModel& model, const McqItem& item, const McqEvidence& evidence,
                                 const CancelToken& cancel);

    /// Sources given to the model (the first kMaxSources).
    static constexpr int kMaxSources = 10;
};

} // namespace lmars::eval
