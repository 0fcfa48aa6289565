// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::eval {

/// How a LegalSearch-R1 task type is scored.
enum class LegalSearchScoring
{
    ExactLetters, ///< kqa, lap, lca and the out-of-domain exam types: the letters exactly as written ("ABD")
    ChargeSet,    ///< ccp: ";"-separated charges as an unordered set, a predicted "X罪" matching "X"
    Exact,        ///< ptp: the whole answer exactly
    TextOverlap,  ///< lar: character-level ROUGE-L (β = 1.2), F1, Jaccard and BLEU-4 after removing whitespace
    Judge         ///< lcs: an LLM judge, 0.5 for the answer plus 0.5 for the legal basis
};

/// The character-level overlap metrics of an article recitation (lar), each in [0, 1].
struct TextOverlap
{
    double rougeL = 0.0;
    double f1 = 0.0;
    double jaccard = 0.0;
    double bleu4 = 0.0;
};

/**
 * LegalSearch-R1's scoring, as its calculate_metrics.py defines it (re-implemented here): the answer
 * is the text inside the first <answer>…</answer> (case-insensitive, trimmed; the whole reply, trimmed,
 * when there is none), then each task type is scored by LegalSearchScoring. Pure functions.
 */
class LegalSearchScorer final
{
public:
    /// The scoring of a type ("kqa", "ccp", "ptp", "lar", "lap", "lca", "lcs", "cpa", "pae", "nje",
    /// "ungee", "lbk", "pfe"), or none for an unknown type.
    static std::optional<LegalSearchScoring> scoringOf(const QString& type);
    static QStringList knownTypes();

    static QString extractAnswer(const QString& reply);
    /// 1 or 0: the extracted answer equals the trimmed gold answer.
    static double exact(const QString& gold, const QString& reply);
    /// 1 or 0: ccp's unordered charge sets (split on ";" or "；", parts trimmed, same count, every gold
    /// charge found as is or with the suffix 罪).
    static double chargeSet(const QString& gold, const QString& reply);
    static TextOverlap textOverlap(const QString& gold, const QString& reply);

    /// Character-level metrics on already tokenised sequences (one QString element per character).
    static double rougeL(const QStringList& reference, const QStringList& hypothesis, double beta = 1.2);
    static double f1(const QStringList& reference, const QStringList& hypothesis);
    static double jaccard(const QStringList& reference, const QStringList& hypothesis);
    /// BLEU-4 with uniform weights, the brevity penalty, and a zero-overlap order smoothed to 1 / (total · 2^n).
    static double bleu4(const QStringList& reference, const QStringList& hypothesis);
    /// The characters of text with all whitespace removed (surrogate pairs kept whole).
    static QStringList characters(const QString& text);

    /// Scores one reply: {"score": s} for the accuracy types (0 or 1), {"score": rougeL, "rougeL", "f1",
    /// "jaccard", "bleu4"} for lar. lcs needs the judge (AnswerRater-like call) and is not scored here.
    static nlohmann::json score(LegalSearchScoring scoring, const QString& gold, const QString& reply);
};

} // namespace lmars::eval
