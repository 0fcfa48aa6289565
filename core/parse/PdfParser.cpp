// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfParser.h"

#include "parse/DocumentBuilder.h"

#include <poppler-qt6.h>

#include <QRectF>

namespace lmars::parse {

Result<ParsedDocument> PdfParser::parse(const QString& path, const QString& fallbackTitle)
{
    std::unique_ptr<Poppler::Document> pdf = Poppler::Document::load(path);
    if (!pdf)
        return Error(ErrorKind::Usage, tr("The PDF is corrupt or unreadable."));
    if (pdf->isLocked())
        return Error(ErrorKind::Usage, tr("The PDF is encrypted (password-protected)."));
    DocumentBuilder builder;
    const int pages = pdf->numPages();
    for (int i = 0; i < pages; ++i) {
        std::unique_ptr<Poppler::Page> page = pdf->page(i);
        if (!page)
            continue;
        builder.page(i + 1);
        const QString text = page->text(QRectF());
        // Poppler ends lines with \n; blank lines separate paragraphs.
        for (const QString& para : text.split(QStringLiteral("\n\n")))
            builder.paragraph(para);
    }
    ParsedDocument doc = builder.take();
    doc.type = QStringLiteral("pdf");
    doc.pageCount = pages;
    doc.title = pdf->info(QStringLiteral("Title")).simplified();
    if (doc.title.isEmpty()) {
        const QString firstLine = doc.text.section(QLatin1Char('\n'), 0, 0).simplified();
        doc.title = (!firstLine.isEmpty() && firstLine.size() <= 160) ? firstLine : fallbackTitle;
    }
    return doc;
}

} // namespace lmars::parse
