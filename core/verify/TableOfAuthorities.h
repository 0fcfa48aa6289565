// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "export/DocxDocument.h"
#include "model/CitationKinds.h"
#include "verify/CitationReport.h"
#include "verify/DocumentCheck.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace lmars::verify {

/// The parts of a table of authorities, in the order a brief lists them.
enum class AuthorityGroup
{
    Cases,       ///< "cases"
    Statutes,    ///< "statutes": codes, Public Laws, the Statutes at Large
    Regulations, ///< "regulations": C.F.R., state administrative codes, the Federal Register
    Other        ///< "other": executive orders and the rest
};

/// One authority of the table: cited once or many times, listed once.
struct TableAuthority
{
    AuthorityGroup group = AuthorityGroup::Cases;
    QString bluebook;   ///< full citation in Bluebook form, without a pin cite
    QString normalized; ///< what identifies it ("347 U.S. 483", "42 U.S.C. § 1983")
    QList<int> pages;   ///< every page it is cited on (full form, short form, id., supra), ascending
    int references = 0; ///< how many times it is cited, short forms included
    model::CitationStatus status =
        model::CitationStatus::Unchecked; ///< the worst of its full citation(s) and of any flagged short form
    QString reason;
    QString link; ///< the page its check looked at, else empty
};

/**
 * The table of authorities of a brief or memo (issue 28, point 6): every authority it cites, once,
 * in Bluebook form, with every page where it is cited — short forms, id. and supra counted to the
 * full citation they stand for — and its check status. Cases alphabetically, then statutes,
 * regulations and other authorities in citation order (numbers compared as numbers).
 */
struct TableOfAuthorities
{
    Q_DECLARE_TR_FUNCTIONS(TableOfAuthorities)

public:
    QString fileName;
    bool hasPages = false;             ///< the document has pages (PDF pages or page markers); else no page numbers
    QList<TableAuthority> authorities; ///< grouped in AuthorityGroup order, sorted within a group

    /// The table of a checked document.
    static TableOfAuthorities build(const QString& fileName, const QList<DocumentCheckRow>& rows);
    /// The table of a citation report (the command line's check).
    static TableOfAuthorities build(const QString& fileName, const CitationReport& report);

    QList<TableAuthority> group(AuthorityGroup group) const;
    /// "Cases", "Statutes", "Regulations", "Other Authorities"
    static QString title(AuthorityGroup group);
    /// "cases", "statutes", "regulations", "other"
    static QString groupName(AuthorityGroup group);
    /// "1, 3, 7", or "–" when the document has no pages
    QString pagesText(const TableAuthority& authority) const;

    /// {file, hasPages, cases: [{bluebook, normalized, pages, references, status, reason, link?}],
    ///  statutes: [...], regulations: [...], other: [...]}
    nlohmann::json toJson() const;
    /// "# Table of Authorities: FILE", then a section per group with a table (authority, pages, check).
    QString markdown() const;
    /// The same as an HTML document, everything escaped.
    QString html() const;
    /// The same as a Word document: title, a heading and a table per group.
    exporting::DocxDocument docx() const;

    /// Whether `path` ends in a format save() writes (.md, .markdown, .html, .htm, .json, .docx).
    static bool isSupportedPath(const QString& path);
    /// Writes the table in the format the path's suffix names (all or nothing). Errors: an unknown
    /// suffix (Usage), a file that cannot be written (Storage).
    Result<void> save(const QString& path) const;
};

} // namespace lmars::verify
