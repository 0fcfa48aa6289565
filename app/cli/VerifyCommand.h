// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace lmars::cli {

/**
 * `lmars-cli verify FILE [--json]`: every citation of a document (.pdf, .docx, .txt, .md, .html;
 * "-" reads text from standard input) with its kind, normalized form, page, line and status.
 * Exit code 0 when nothing is flagged, ExitCitationsFlagged when a citation is implausible.
 */
class VerifyCommand final
{
    Q_DECLARE_TR_FUNCTIONS(VerifyCommand)

public:
    static int run(const QStringList& arguments);
};

} // namespace lmars::cli
