// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LegalCitation.h"
#include "model/SearchResult.h"

#include <QString>
#include <QStringList>

namespace lmars::model {

/// The facts of a case citation the formatter puts together.
struct BluebookCase
{
    QString name;          ///< as the source gives it ("Brown v. Board of Education")
    QStringList citations; ///< "347 U.S. 483", "74 S. Ct. 686", ... in any order
    QString pin;           ///< pin cite to the first citation ("495"), empty for none
    QString court;         ///< courts-db id ("ca9") or the court's citation string as written ("9th Cir.")
    QString date;          ///< ISO date ("1954-05-17") or a year
    QString docket;        ///< docket number, used when there is no reporter citation
};

/**
 * The full citation of an authority in the form of The Bluebook (as the public-domain Indigo Book
 * restates its rules; issue 28, point 4): case names abbreviated by reporters-db's table (T6) and
 * the state names (T10) except where a state is the party; the court-and-year parenthetical from
 * courts-db's citation strings, with the state or court left out where the reporter already names
 * it (10.4); the preferred reporter first and parallel citations after (10.3); statutes, state codes,
 * regulations, the Federal Register, Public Laws, the Statutes at Large, executive orders and web
 * pages (18.2.2). Facts that are not known are left out, never guessed: no year without a year.
 */
class BluebookFormatter final
{
public:
    /// "Brown v. Bd. of Educ." for "Brown v. Board of Education".
    static QString caseName(const QString& name);
    /// "Brown v. Bd. of Educ., 347 U.S. 483, 495 (1954)"
    static QString caseCitation(const BluebookCase& c);
    /// Any extracted citation in full (a short form in the full form of its antecedent, with its pin).
    /// `foundName`, `foundCourt`, `foundDate` (a lookup's case) fill what the text does not say.
    static QString citation(const LegalCitation& c, const QString& foundName = {}, const QString& foundCourt = {},
                            const QString& foundDate = {});
    /// The full citation a short form stands for: `antecedent` (its full citation, when `antecedent` is the one
    /// it was resolved to: the same normalized form) with the short form's own pin cite; else the short form.
    static LegalCitation fullFormOf(const LegalCitation& shortForm, const LegalCitation* antecedent);
    /// citation() of `list[index]`, a short form through its antecedent in the same list (fullFormOf()).
    static QString citationIn(const QList<LegalCitation>& list, int index, const QString& foundName = {},
                              const QString& foundCourt = {}, const QString& foundDate = {});
    /// "42 U.S.C. § 1983 (2018)", "Cal. Lab. Code § 1102.5", "N.Y. Lab. Law § 740 (McKinney 2021)"
    static QString statute(const QString& code, const QString& title, const QString& section, int year = 0);
    /// "89 Fed. Reg. 12345 (Mar. 1, 2024)"; `date` ISO, may be empty.
    static QString federalRegister(const QString& volume, const QString& page, const QString& date,
                                   const QString& pin = {});
    /// "Exec. Order No. 14,028, 86 Fed. Reg. 26633 (May 12, 2021)"; parts that are empty are left out.
    static QString executiveOrder(const QString& number, const QString& frVolume, const QString& frPage,
                                  const QString& date);
    /// "Title, Site (date), URL (last visited date)"; dates ISO, may be empty.
    static QString webPage(const QString& title, const QString& site, const QString& date, const QString& url,
                           const QString& visited);
    /// The full citation of a search result, by its kind (case law, U.S. Code, eCFR, Federal Register,
    /// the user's library, a web page). A web page without a date of its own is "last visited" when it was
    /// retrieved, else on `visitedFallback` (ISO; empty: no visit date).
    static QString source(const SearchResult& s, const QString& visitedFallback = {});

    /// "Mar. 1, 2024" for "2024-03-01" (the rules' month abbreviations); the text unchanged when it is
    /// not an ISO date.
    static QString date(const QString& isoDate);
    /// "14,028" for "14028": numbers of five digits or more take commas (6.2(a)).
    static QString number(const QString& digits);
};

} // namespace lmars::model
