// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lmars::eval {

/// A choice letter read from a model's reply.
struct ParsedChoice
{
    int index = -1; ///< 0-based; -1 when no letter could be read (a parse error)
    QString method; ///< "structured" (the answer field is a letter), "text" (recovered from free text), "none"

    bool ok() const { return index >= 0; }
};

/**
 * Reads the chosen letter of a multiple-choice reply.
 * - structured: the `answer` field of an mcq_answer object: "B", "b", "(B)", "**B**", "B.", "B) text",
 *   "B: text", "Answer: B"; else an "ANSWER: X" line in its reasoning (method "text").
 * - free text: the last "ANSWER: X" (any case for the word, also "Answer is X", "**Answer:** X"),
 *   else a letter that starts the text ("B." / "B)" / "(B)" / a lone "B").
 * Letters beyond the number of choices never count.
 */
class McqAnswerParser final
{
public:
    static ParsedChoice fromStructured(const nlohmann::json& reply, int choiceCount);
    static ParsedChoice fromText(const QString& text, int choiceCount);
    /// The letter of a short answer field, or -1.
    static int letterOfField(const QString& field, int choiceCount);
    /// The letter of the last "ANSWER: X" marker in text, or -1.
    static int answerMarker(const QString& text, int choiceCount);
    /// The index of the dataset label a short answer field names ("Yes", "no.", "Answer: Yes"), or -1.
    static int labelOfField(const QString& field, const QStringList& labels);
    /// Whether a reply declines to choose for lack of context ("insufficient context", "cannot be
    /// determined from the context", ...): MASLegalBench counts these refusals apart from wrong answers.
    static bool isRefusal(const QString& text);
};

} // namespace lmars::eval
