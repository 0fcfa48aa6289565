// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LegalCitation.h"
#include "parse/ReporterTable.h"

#include <QList>
#include <QRegularExpression>

namespace lmars::parse {

/**
 * Finds case citations: "volume reporter page" for every reporter spelling of reporters-db
 * (with pin cites, parallel citations, the (court year) parenthetical and the case name before),
 * nominative reporters ("5 U.S. (1 Cranch) 137"), neutral and database citations
 * ("2013 IL App (1st) 111279-U", "2021-NCSC-57", "2019 WL 4639462"), the short
 * form "Smith, 123 F.3d at 460", and full citations whose reporter is in no table
 * ("Smith v. Jones, 12 F.5th 3 (2022)"; knownReporter false).
 */
class CaseCitationFinder final
{
public:
    explicit CaseCitationFinder(const ReporterTable& table);

    /// In text order; short forms have kind ShortForm and no antecedent yet.
    QList<model::LegalCitation> find(const QString& text) const;

private:
    struct Parenthetical
    {
        int end = -1; ///< one past ')' when found
        QString court;
        int year = 0;
    };
    /// `opened`: the citation group opened with a bracket, which may close before the parenthetical.
    Parenthetical parentheticalAt(const QString& text, int pos, bool opened = false) const;
    void findUnknownReporters(const QString& text, QList<model::LegalCitation>& found) const;
    /// "2021-NCSC-57": neutral citations with hyphens whose reporter the tables know as neutral.
    void findHyphenatedNeutral(const QString& text, QList<model::LegalCitation>& found) const;
    /// "T.C. Memo. 2019-233", "T.C. Summary Opinion 2019-233", "2009 12345 (La.App. 1 Cir. 05/10/10)".
    void findDocketForms(const QString& text, QList<model::LegalCitation>& found) const;

    const ReporterTable& m_table;
    QRegularExpression m_citation;
    QRegularExpression m_pin;
    QRegularExpression m_parallelGap;
    QRegularExpression m_parenthetical;
    QRegularExpression m_unknown;
    QRegularExpression m_hyphenatedNeutral;
    QRegularExpression m_docketForm;
};

} // namespace lmars::parse
