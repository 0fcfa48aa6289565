// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lmars::parse {

/// A case name found before a citation.
struct CaseNameSpan
{
    int start = -1; ///< offset of the name's first character, -1 when none
    QString name;   ///< "Smith v. Jones", whitespace simplified, markup stripped
    int year = 0;   ///< a year written between the name and the citation ("In re K.F. (2009) 1 U.S. 1")
    QString court;  ///< the court of that parenthetical ("S.D.N.Y." of "(S.D.N.Y. 1973)")
};

/**
 * Finds the case name written just before a citation ("See Smith v. Jones, 123 F.3d 456"):
 * walks back over the words before the comma (a full name with "v." or "In re" needs none:
 * "Lissner v. Test 1 U.S. 1"), stops at the start of the sentence or clause, and drops
 * introductory signals (See, Cf., But see, E.g., ...). What may stand between a name and its
 * citation is stepped over: an opening bracket ("Rogers v Rogers (63 NY2d 582"), a (court and)
 * year ("In re K.F. (2009) 1 U.S. 1", "Esquire, Inc. (S.D.N.Y. 1973) 367 F.Supp. 876"), a docket
 * number ("..., No. 99 Civ. 9404 (SHS), 2000 U.S. Dist. LEXIS 12335") and a Louisiana docket
 * citation ("Vanner, 95-0754, p. 3 (La.App. 1 Cir. 12/15/95), 669 So.2d 463").
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
