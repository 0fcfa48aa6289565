// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfDocument.h"

#include "RecordHtml.h"
#include "SessionExport.h"
#include "model/ResearchState.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

namespace lmars::exporting {

void PdfDocument::loadRecord(QTextDocument& document, const model::ResearchState& state)
{
    document.setHtml(RecordHtml::document(state));
    document.setMetaInformation(QTextDocument::DocumentTitle, state.question.simplified());
}

Result<void> PdfDocument::write(const model::ResearchState& state, const QString& path)
{
    return writeHtml(RecordHtml::document(state), state.question.simplified(), path);
}

Result<void> PdfDocument::writeHtml(const QString& html, const QString& title, const QString& path)
{
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return Error(ErrorKind::Internal, tr("Writing a PDF needs the graphical application object (fonts)."));
    // Written to memory first, then to the file all at once.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("L-MARS"));
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                         QPageLayout::Millimeter));
        QTextDocument document;
        document.setHtml(html);
        document.setMetaInformation(QTextDocument::DocumentTitle, title);
        document.print(&writer);
    }
    if (buffer.data().isEmpty())
        return Error(ErrorKind::Internal, tr("The PDF could not be laid out."));
    return SessionExport::writeBytes(path, buffer.data());
}

} // namespace lmars::exporting
