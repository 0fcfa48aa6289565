// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace lmars::cli {

/**
 * `lmars-cli verify FILE [--json] [--offline] [--as-of DATE]`: every citation of a document (.pdf,
 * .docx, .txt, .md, .html; "-" reads text from standard input) with its kind, normalized form,
 * page, line and status, the most dangerous first. Cases are looked up in CourtListener (with a
 * token), C.F.R. sections, Federal Register citations and executive orders at the official
 * sources; --offline runs only the offline checks.
 * `lmars-cli verify --session ID`: the same checks on a saved session's answer, and what changed
 * since it was saved.
 * `lmars-cli verify FILE --authorities [--out FILE.docx|.md|.html|.json]`: the document's table of
 * authorities (verify::TableOfAuthorities) instead of the citation list, printed as Markdown (JSON with
 * --json) or written to the file.
 * Exit code 0 when nothing is flagged, ExitCitationsFlagged (5) when a citation is flagged.
 */
class VerifyCommand final
{
    Q_DECLARE_TR_FUNCTIONS(VerifyCommand)

public:
    static int run(const QStringList& arguments);
};

} // namespace lmars::cli
