// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace lmars::cli {

/**
 * `lmars-cli export ID --format docx|pdf|html|md|json|csl-json|ris [--out FILE] [--footnotes]`: writes a
 * stored session (ID: its id or a unique prefix) in a format. Without --out, the file is named like the
 * window's export (title or question and day, exporting::SessionExport::suggestedFileName) in the current
 * folder; without --format, --out's ending names it. PDF is laid out without a display
 * (exporting::PdfDocument; main_cli starts the offscreen platform for this command). Exit 2 for an
 * unknown format or session.
 */
class ExportCommand final
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)

public:
    static int run(const QStringList& arguments);
};

} // namespace lmars::cli
