// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QString>

class QTextDocument;

namespace lmars::model {
class ResearchState;
}

namespace lmars::exporting {

/**
 * PDF without a display and without a browser engine, for `lmars-cli export`: the session's full record
 * (RecordHtml, the HTML the window's PDF is printed from) laid out by QTextDocument and written by
 * QPdfWriter on A4 with 15 mm margins. Needs a QGuiApplication (the offscreen platform is enough) for fonts.
 * The window keeps Chromium's rendering (ui/web/PdfExporter), which follows the stylesheet more closely.
 */
class PdfDocument final
{
    Q_DECLARE_TR_FUNCTIONS(PdfDocument)

public:
    static Result<void> write(const model::ResearchState& state, const QString& path);
    static Result<void> writeHtml(const QString& html, const QString& title, const QString& path);
    /// The record as a text document with page-sized layout, as printing and PDF see it.
    static void loadRecord(QTextDocument& document, const model::ResearchState& state);
};

} // namespace lmars::exporting
