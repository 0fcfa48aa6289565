// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace lmars::model {
struct SearchResult;
}

namespace lmars::exporting {

/// What kind of authority a source is, for citation managers (CSL types legal_case, legislation, regulation,
/// webpage, document; RIS CASE, STAT, RULES, ELEC, GEN).
enum class ReferenceKind
{
    Case,
    Statute,
    Regulation, ///< C.F.R. sections and Federal Register documents
    ExecutiveOrder,
    Webpage,
    Document ///< a file from the user's library
};

/// The bibliographic fields of one source, read from its search result and its typed record.
struct SourceReference
{
    ReferenceKind kind = ReferenceKind::Webpage;
    QString title;          ///< the case name, the section heading or the page title
    QString fullCitation;   ///< SourceCitation::fullCitation()
    QString authority;      ///< the court, the legislature or the agency that issued it
    QString containerTitle; ///< the reporter ("U.S."), the code ("U.S.C."), "C.F.R.", "Fed. Reg.", or the web site
    QString volume;         ///< reporter volume or code title
    QString page;           ///< first page (cases, Federal Register)
    QString section;        ///< "1983", "214.2" (statutes, regulations)
    QString number;         ///< docket number, document number or executive order number
    QDate issued;           ///< decided, enacted, published or effective
    QString issuedText;     ///< the date as the source gave it when it is not a whole day ("2018")
    QDate accessed;         ///< when it was retrieved
    QString url;
    QString note; ///< the authority tier as people read it
};

/**
 * The one place where a source's citation text is made, for the exports (Word, CSL-JSON, RIS), from
 * what the source's typed record has: "Name, 347 U.S. 483 (Court 1954)", "42 U.S.C. 1983",
 * "8 CFR 214.2", the Federal Register citation, else title, site and date.
 */
class SourceCitation final
{
    Q_DECLARE_TR_FUNCTIONS(SourceCitation)

public:
    static QString fullCitation(const model::SearchResult& source);
    static SourceReference reference(const model::SearchResult& source);
};

} // namespace lmars::exporting
