// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace lmars::verify {

/// A text split into lower-case words, each with where it is in the original text.
struct WordSequence
{
    QStringList words;
    QList<int> starts; ///< offset of each word in the original text
    QList<int> ends;   ///< one past each word's last character
};

/// Where a quotation was found in a source, or the closest passage to it.
struct QuoteMatch
{
    bool exact = false;    ///< every part of the quotation occurs, in order (after normalization)
    QString passage;       ///< the source's passage (as written there, whitespace simplified); empty when none is close
    double similarity = 0; ///< 0..1 character similarity of `passage` to the quotation (1 when exact)
};

/**
 * Checks that a quoted passage occurs in a source's text (issue 13, point 5). Both sides are
 * compared as lower-case words, so whitespace, curly or straight quotes and other punctuation do
 * not matter; in the quotation an ellipsis ("…", "...", ". . .") or a substituted phrase in brackets
 * ("[the landlord]") is a gap, a bracketed letter alteration ("[t]he") reads as the letter, and
 * "[sic]" is dropped. When the quotation does not occur, the closest passage is found by anchoring
 * on the word n-grams the two share, then comparing candidate windows character by character:
 * linear in the source, fine for sources of a few hundred KB.
 */
class QuoteMatcher final
{
public:
    /// The words of text (letters and digits; everything else separates words).
    static WordSequence words(const QString& text);
    /// The quotation's parts between gaps, each as its words; empty parts are dropped.
    static QList<QStringList> quotationParts(const QString& quotation);
    /// Levenshtein similarity of a and b: 1 - distance / longer length (1 for two empty strings).
    static double similarity(const QString& a, const QString& b);

    /// Finds quotation in source (prepared with words()); sourceText is the text words() was given.
    static QuoteMatch match(const QString& quotation, const WordSequence& source, const QString& sourceText);
    static QuoteMatch match(const QString& quotation, const QString& sourceText);
};

} // namespace lmars::verify
