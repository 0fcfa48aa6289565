// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerPrinter.h"

#include "PanelsLog.h"
#include "export/PdfDocument.h"
#include "model/ModePolicy.h"
#include "model/ResearchState.h"

#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QTextDocument>

namespace lmars::ui {

AnswerPrinter::AnswerPrinter(QWidget& window)
    : QObject(&window), m_window(window), m_printer(std::make_unique<QPrinter>(QPrinter::HighResolution)),
      m_document(std::make_unique<QTextDocument>())
{
    m_printer->setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                         QPageLayout::Millimeter));
}

AnswerPrinter::~AnswerPrinter() = default;

bool AnswerPrinter::printable(const research::StateSnapshot& state)
{
    if (!state)
        return false;
    return !state->answer.markdown.trimmed().isEmpty() ||
           (!model::ModePolicy::writesAnswer(state->mode) && !state->sources.isEmpty());
}

void AnswerPrinter::render(QPrinter* printer) const
{
    m_document->print(printer);
}

bool AnswerPrinter::prepare(const research::StateSnapshot& state)
{
    if (!printable(state))
        return false;
    exporting::PdfDocument::loadRecord(*m_document, *state);
    m_printer->setDocName(state->question.simplified());
    return true;
}

void AnswerPrinter::print(const research::StateSnapshot& state)
{
    if (!prepare(state))
        return;
    auto* dialog = new QPrintDialog(m_printer.get(), &m_window);
    dialog->setObjectName(QStringLiteral("printDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] {
        qCInfo(lcExportUi) << "printing" << m_printer->printerName();
        render(m_printer.get());
    });
    dialog->open(); // no nested event loop
}

void AnswerPrinter::preview(const research::StateSnapshot& state)
{
    if (!prepare(state))
        return;
    auto* dialog = new QPrintPreviewDialog(m_printer.get(), &m_window);
    dialog->setObjectName(QStringLiteral("printPreviewDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QPrintPreviewDialog::paintRequested, this, &AnswerPrinter::render);
    dialog->open();
}

} // namespace lmars::ui
