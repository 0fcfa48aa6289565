// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DocxDocument.h"

#include <QList>
#include <QString>

#include <functional>

namespace lmars::exporting {

/// The runs that stand for one citation marker: numbers as expanded, flagged for "[unverified citation n]",
/// written as it appears in the text.
using MarkerRuns = std::function<DocxRuns(const QList<int>& numbers, bool flagged, const QString& written)>;

/**
 * Lays out Markdown (cmark-gfm with tables, strikethrough and autolinks) in a Word document: paragraphs,
 * headings (Markdown level + headingShift, within heading 1–3), bulleted and numbered lists, block quotes
 * in the Quote style, tables, bold, italic, code as plain text and http(s) links as hyperlinks. Raw HTML
 * in the text is shown as text. Citation markers (HtmlRenderer::citationMarkerPattern) in text become
 * markers(); without it they stay as written.
 */
class MarkdownDocx final
{
public:
    static void append(DocxDocument& doc, const QString& markdown, int headingShift, const MarkerRuns& markers = {});
    /// A whole document of Markdown ("#" is heading 1), titled in its properties: a document check's report.
    static DocxDocument document(const QString& title, const QString& markdown);
};

} // namespace lmars::exporting
