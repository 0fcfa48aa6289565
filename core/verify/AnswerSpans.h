// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace lmars::verify {

/// A quoted passage of an answer: the words inside the quotation marks (or the block quote).
struct QuotedPassage
{
    QString text;
    int start = 0; ///< of text, in the answer
    int end = 0;
    int sourceN = 0;     ///< the first [n] marker after it in its sentence, 0 for none
    int sentenceEnd = 0; ///< where the sentence (or block) the passage belongs to ends
};

/// A sentence of an answer that carries [n] markers.
struct MarkedSentence
{
    QString text; ///< as written, markers included
    int start = 0;
    int end = 0;
    QList<int> sourceNs; ///< in order, without repeats
};

/**
 * The parts of an answer's Markdown the quotation and claim checks look at (issue 13, points 5
 * and 6): quoted passages of six words or more ("…", “…” and "> " block quotes) and the sentences
 * with [n] markers. Sentences end at ".", "!" or "?" followed by a space and a new sentence (not
 * after "v.", "Cal.", "U.S.", initials or before a digit), and at line breaks; markers right after
 * the end belong to the sentence before them.
 */
class AnswerSpans final
{
public:
    static constexpr int kMinimumQuotedWords = 6;

    static QList<QuotedPassage> quotations(const QString& markdown);
    static QList<MarkedSentence> markedSentences(const QString& markdown);
    /// Every source number of the [n] / [n, m] / [n-m] markers in text, in order, without repeats.
    static QList<int> markers(const QString& text);
    /// Where the sentence that contains offset `at` ends (its trailing markers included).
    static int sentenceEnd(const QString& markdown, int at);
};

} // namespace lmars::verify
