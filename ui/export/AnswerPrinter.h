// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "research/ResearchWorker.h"

#include <QObject>

#include <memory>

class QPrinter;
class QTextDocument;
class QWidget;

namespace lmars::ui {

/**
 * File → Print… and Print Preview…: the answer with its sources, laid out from the same full-record HTML
 * as the PDF export (exporting::RecordHtml, through exporting::PdfDocument::loadRecord), in Qt's print
 * dialog or print preview. Both dialogs open without a nested event loop; the session printed is the one
 * given when the dialog opened.
 */
class AnswerPrinter final : public QObject
{
    Q_OBJECT

public:
    explicit AnswerPrinter(QWidget& window);
    ~AnswerPrinter() override;

    /// Whether a session has something to print: an answer, or an evidence-only list of sources.
    static bool printable(const research::StateSnapshot& state);

    /// Opens the print dialog ("printDialog"); accepted, it prints the session.
    void print(const research::StateSnapshot& state);
    /// Opens the print preview ("printPreviewDialog") of the session.
    void preview(const research::StateSnapshot& state);

private:
    /// Lays out the session for printing; false when it has nothing to print.
    bool prepare(const research::StateSnapshot& state);
    void render(QPrinter* printer) const;

    QWidget& m_window;
    std::unique_ptr<QPrinter> m_printer;
    std::unique_ptr<QTextDocument> m_document;
};

} // namespace lmars::ui
