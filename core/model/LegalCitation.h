// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/CitationKinds.h"

#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace lmars::model {

/// A later decision written after a citation as its subsequent history ("aff'd, 5 F.4th 1").
struct SubsequentHistory
{
    HistoryTreatment treatment = HistoryTreatment::Affirmed;
    QString phrase;   ///< as written: "aff'd", "overruled by", "cert. denied"
    QString citation; ///< the later decision's normalized citation, empty when none is written
};

/**
 * One citation found in a text: where it is (offsets into that text, UTF-16 code units as QString
 * counts them), what it says, and its normalized form ("123 F.3d 456", "42 U.S.C. § 1983").
 * A short form's normalized form is its antecedent's; `antecedent` is the antecedent's index in
 * the same extraction, -1 when it has none.
 */
struct LegalCitation
{
    CitationKind kind = CitationKind::Case;
    int start = 0; ///< first character, in the text it was found in
    int end = 0;   ///< one past the last character
    QString text;  ///< text.mid(start, end - start)
    QString normalized;

    // Case citations (and short forms, from their antecedent).
    QString caseName; ///< as written before the citation ("Smith v. Jones"), else empty
    QString volume;
    QString reporter; ///< canonical edition ("F.3d") when known, else as written
    QString reporterAsWritten;
    QString page;              ///< first page, neutral number or database number ("111279-U", "4639462")
    QString pinCite;           ///< "460", "460-61", empty when none
    QString court;             ///< the parenthetical's court as written ("9th Cir."), empty for none
    int year = 0;              ///< the parenthetical's year, 0 when none
    bool knownReporter = true; ///< false when the reporter is not in reporters-db

    // Statutes, regulations and the other kinds.
    QString code;    ///< "U.S.C.", "C.F.R.", "Cal. Lab. Code", "Fed. Reg.", "Pub. L.", "Stat.", "Exec. Order"
    QString title;   ///< title or volume number before the code ("42"), or the Congress for Pub. L.
    QString section; ///< "1983", "214.2(f)(9)", "1981-1983", the page of Fed. Reg./Stat., the EO number

    int antecedent = -1;
    QList<SubsequentHistory> history; ///< subsequent history written after it, in text order

    /// {kind, text, normalized, start, end, ...only the fields that are set}
    nlohmann::json toJson() const;
    /// Reads toJson()'s form; unknown or malformed fields fall back to defaults.
    static LegalCitation fromJson(const nlohmann::json& json);
};

/// Whether any citation of `sortedByStart` (in text order, not overlapping one another) overlaps
/// [start, end). Binary search: cheap even for the tens of thousands of citations of a long brief.
bool overlapsAny(const QList<LegalCitation>& sortedByStart, int start, int end);

} // namespace lmars::model
