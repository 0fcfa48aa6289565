// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LegalCitation.h"
#include "parse/ReporterTable.h"

#include <QList>
#include <QRegularExpression>

namespace lmars::parse {

/**
 * Finds statutes, regulations and the other federal forms: U.S.C. ("42 U.S.C. § 1983",
 * "§§ 1981–1983"), C.F.R. ("8 C.F.R. § 214.2(f)(9)", "8 CFR 214.2"), the Federal Register
 * ("90 Fed. Reg. 8237", "90 FR 8237"), Pub. L., Stat., executive orders ("Executive Order 14110",
 * "E.O. 14148") and the state codes of laws.json ("Cal. Lab. Code § 201",
 * "Mass. Gen. Laws ch. 186, § 15B", "820 ILCS 115/5").
 */
class StatuteCitationFinder final
{
public:
    explicit StatuteCitationFinder(const ReporterTable& table);

    /// In text order, without overlaps.
    QList<model::LegalCitation> find(const QString& text) const;

private:
    void findUsCode(const QString& text, QList<model::LegalCitation>& out) const;
    void findCfr(const QString& text, QList<model::LegalCitation>& out) const;
    void findNumbered(const QString& text, QList<model::LegalCitation>& out) const;
    void findStateCodes(const QString& text, QList<model::LegalCitation>& out) const;
    void findSlashCodes(const QString& text, QList<model::LegalCitation>& out) const;
    /// The code a name as written belongs to; `templated` tells whether it matched a pattern with
    /// a subject ("Cal. Lab. Code") rather than a fixed name.
    const LawCode* lawFor(const QString& code, bool* templated) const;

    /// A code name pattern anchored on both ends, for telling which code a match names.
    struct LawMatcher
    {
        QRegularExpression whole;
        const LawCode* law;
        bool templated; ///< a pattern with a subject ("Cal. Lab. Code"), not a fixed name
    };

    const ReporterTable& m_table;
    QList<LawMatcher> m_lawMatchers;
    QRegularExpression m_usc;
    QRegularExpression m_cfr;
    QRegularExpression m_fedReg;
    QRegularExpression m_publicLaw;
    QRegularExpression m_statutesAtLarge;
    QRegularExpression m_executiveOrder;
    QRegularExpression m_stateCode;
    QRegularExpression m_slashCode;
};

} // namespace lmars::parse
