// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "model/Verification.h"
#include "parse/ParsedDocument.h"
#include "verify/CitationChecker.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lmars::verify {

/// One citation of a checked document: what the checker found, and where it is.
struct DocumentCheckRow
{
    model::VerifiedCitation verified;
    int page = 0; ///< 1-based, 0 when the document has no pages
    int line = 0; ///< 1-based, on that page (in the whole text when there are no pages)
};

/**
 * "Check citations in a document" (issue 13, point 8): the document is parsed by core/parse (PDFs
 * in the isolated reader), every citation extracted and placed on its page and line
 * (CitationReport), then checked by whichever CitationChecker the caller passes — the offline one,
 * or the network checker, which plugs in unchanged. Blocking: run it on a worker thread; a
 * cancelled check keeps what it has, the rest unchecked. Exports to Markdown, HTML (for the PDF)
 * and JSON list every citation with its status, page, line, reason and link, flagged first.
 */
struct DocumentCheck
{
    Q_DECLARE_TR_FUNCTIONS(DocumentCheck)

public:
    QString fileName; ///< the file's name, without its folder
    QList<DocumentCheckRow> rows;
    QStringList notes; ///< the checker's: what was not checked and why
    bool cancelled = false;

    /// Parses `path` and checks it. Errors: unsupported type, unreadable file, cancelled.
    static Result<DocumentCheck> run(const QString& path, CitationChecker& checker, const CancelToken& cancel);
    /// Checks an already parsed document.
    static DocumentCheck check(const QString& fileName, const parse::ParsedDocument& document, CitationChecker& checker,
                               const CancelToken& cancel);

    int flaggedCount() const;
    /// The rows flagged first (mismatch, not found, invalid, implausible, ambiguous, unchecked,
    /// verified), in document order within a status.
    QList<DocumentCheckRow> rowsForReview() const;

    /// "page 3, line 12" or "line 12"
    static QString whereText(const DocumentCheckRow& row);
    /// {file, citations: [{...LegalCitation (its own first `page`), status, reason, problem?, found?, link?,
    ///  authority?, treatment?, documentPage, line}],
    ///  counts: {total, flagged, <status>: n}, notes, cancelled}
    nlohmann::json toJson() const;
    /// "# Citation check: FILE", the counts, then every citation as a table row, flagged first.
    QString markdown() const;
    /// The same as an HTML fragment (for the PDF export), everything escaped.
    QString html() const;
};

} // namespace lmars::verify
