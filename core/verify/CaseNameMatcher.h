// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace lmars::verify {

/**
 * Whether the case name written next to a citation names the case a lookup found (issue 13,
 * point 3). Party names are compared after normalization: case, punctuation and "&" are ignored,
 * "et al.", corporate forms ("Inc.", "Corp.", "Co.", "LLC") and filler words are dropped, common
 * abbreviations ("Ass'n", "Dep't", "Nat'l", "Cnty.", ...) are expanded, and parties that name a
 * government ("United States", "State", "People", "Commonwealth") count only when nothing else is
 * left. Tokens match exactly or, from five letters on, within one edit (a typo, a plural).
 */
class CaseNameMatcher final
{
public:
    /// The significant tokens of a case name, in order ("Smith Corp. v. Jones et al." → smith, jones).
    static QStringList tokens(const QString& caseName);

    /// Share of the written name's significant tokens found in the found name (0..1); 1 when the
    /// written name has no significant token (nothing to contradict).
    static double overlap(const QString& written, const QString& found);

    /// True when the written name names the found case (overlap ≥ 0.5).
    static bool sameCase(const QString& written, const QString& found);
};

} // namespace lmars::verify
