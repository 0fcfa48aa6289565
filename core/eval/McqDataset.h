// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lmars::eval {

/// One multiple-choice question of a LegalSearchQA-format or MASLegalBench-format file.
struct McqItem
{
    QString id;
    QString question;
    QStringList choices; ///< choice i has letter 'A' + i
    /// The dataset's own option keys, when they are not the letters A, B, ... (MASLegalBench's "Yes", "No").
    QStringList labels;
    int gold = -1;      ///< 0-based index into choices
    nlohmann::json raw; ///< the whole object, extra fields (domain, category, answers, ...) included

    /// The dataset's name of choice index: its label, else its letter; "?" when out of range.
    QString label(int index) const;

    /// A string field of raw ("domain", "category", "difficulty"), or empty.
    QString extra(const char* key) const;
    /// The "answers" field for multi-turn follow-ups (array in question order, or object question → answer).
    bool hasFollowUpAnswers() const;
};

/**
 * Loads and validates a multiple-choice file in one of two formats:
 * - LegalSearchQA: a JSON array of objects with id (string or number, unique), question (non-empty
 *   string), choices (2–8 non-empty strings; LegalSearchQA has 4) and gold (0-based integer index).
 * - MASLegalBench (derived/questions.jsonl): JSON Lines, one object a line, with qid (or id),
 *   question, options (an object: {"Yes": "Yes", "No": "No"} or {"A": …, …, "D": …}) and
 *   correct_answer (one of the option keys). Keys that are not the letters A, B, … in order are
 *   kept as McqItem::labels.
 * Other fields are kept. A malformed item is an ErrorKind::Usage error naming the file, the item's
 * position (the line, for JSON Lines) and id, and what is wrong.
 */
class McqDataset final
{
    Q_DECLARE_TR_FUNCTIONS(McqDataset)

public:
    static Result<QList<McqItem>> load(const QString& path);
    static Result<QList<McqItem>> parse(const QByteArray& json, const QString& origin);
    /// The MASLegalBench JSON Lines format.
    static Result<QList<McqItem>> parseJsonLines(const QByteArray& text, const QString& origin);
    /// Expected accuracy of choosing uniformly at random: the mean of 1 / choices over the items.
    static double randomChoiceAccuracy(const QList<McqItem>& items);

    static constexpr int kMaxChoices = 8;
    /// 'A' + index, or "?" when out of range.
    static QString letter(int index);
};

} // namespace lmars::eval
