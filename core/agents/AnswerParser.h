// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace lmars::agents {

/// The parts of a generated answer.
struct ParsedAnswer
{
    QString body;            ///< the answer without its disclaimers section
    QStringList keyPoints;   ///< bullets of the "Key points" section, markers kept
    QStringList disclaimers; ///< bullets or paragraphs of the "Disclaimers" section
};

/// A [n] marker problem found by checkCitations().
struct CitationCheck
{
    QList<int> cited;      ///< distinct numbers cited that refer to a source, in order of first use
    QList<int> unresolved; ///< distinct numbers cited that refer to no source, in order of first use
    QString checkedText;   ///< the text with each unresolved number rewritten as "[unverified citation n]"
};

/// Splits generated Markdown into body, key points and disclaimers; checks [n] markers.
class AnswerParser final
{
public:
    static ParsedAnswer split(const QString& markdown);
    /// Checks every [n], [n, m], [n-m] marker against sources numbered 1..sourceCount.
    static CitationCheck checkCitations(const QString& text, int sourceCount);
    /// Every number referred to by markers in text, in order of appearance (with repeats).
    static QList<int> markerNumbers(const QString& text);
    /// The numbers inside one marker's brackets: "1, 4" -> 1, 4; "2-5" or "2–5" -> 2, 3, 4, 5
    /// (a range over 50 wide, or reversed, gives its two ends).
    static QList<int> expandMarker(const QString& inner);
};

} // namespace lmars::agents
