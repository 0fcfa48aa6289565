// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lmars::parse {

/// A case name found before a citation.
struct CaseNameSpan
{
    int start = -1; ///< offset of the name's first character, -1 when none
    QString name;   ///< "Smith v. Jones", whitespace simplified, markup stripped
};

/**
 * Finds the case name written just before a citation ("See Smith v. Jones, 123 F.3d 456"):
 * walks back over the words before the comma, stops at the start of the sentence or clause, and
 * drops introductory signals (See, Cf., But see, E.g., ...).
 */
class CaseNameFinder final
{
public:
    /// A full name: "A v. B", "In re A", "Ex parte A", "Matter of A", "Estate of A". The name
    /// starts at or after `floor` (the end of the citation before, 0 for none).
    static CaseNameSpan fullNameBefore(const QString& text, int citationStart, int floor = 0);
    /// A short name of one to four words ("Smith" in "Smith, 123 F.3d at 460"), at or after `floor`.
    static CaseNameSpan shortNameBefore(const QString& text, int citationStart, int floor = 0);
};

} // namespace lmars::parse
