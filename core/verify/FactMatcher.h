// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSet>
#include <QString>

namespace lmars::verify {

/// A number, amount, duration, date, percentage or section number stated in a text.
struct StatedFact
{
    QString text; ///< as written ("21 days", "$350", "May 23, 2025", "§ 1950.5")
    QString key;  ///< normalized: "duration:21 day", "money:350", "date:2025-05-23", "section:1950.5", "number:1995"
    int start = 0;
    int end = 0;
};

/**
 * The deterministic part of claim support (issue 13, point 6): the facts a sentence states must
 * appear in at least one cited source. Both sides are normalized the same way: number words
 * ("twenty-one") become digits, "$350.00" is "$350", "21-day" and "twenty-one (21) days" are
 * "21 days", "5/23/2025" and "2025-05-23" are May 23, 2025, "Section 1950.5" is "§ 1950.5".
 * Single-digit bare numbers are not facts (too common to check); bracketed [n] markers are skipped.
 */
class FactMatcher final
{
public:
    /// The facts text states, in order, not overlapping.
    static QList<StatedFact> facts(const QString& text);
    /// Every key a source text offers: its facts' keys and every number in it as "number:N".
    static QSet<QString> sourceKeys(const QString& text);
    /// Whether a source with these keys states fact.
    static bool supports(const QSet<QString>& sourceKeys, const StatedFact& fact);
    /// Text with number words up to ninety-nine written as digits, each replacement padded so that
    /// offsets of the text after it do not move (the digits are followed by spaces).
    static QString digitsForWords(const QString& text);
};

} // namespace lmars::verify
