// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPageLayout>
#include <QString>

#include <memory>

class QTemporaryDir;
class QWebEnginePage;

namespace lmars::model {
class ResearchState;
}

namespace lmars::ui {

/**
 * Prints HTML to a PDF file with an offscreen QWebEnginePage (Chromium's printToPdf): the full
 * record of a session (exporting::RecordHtml) or any self-contained document. Asynchronous: one
 * export at a time; finished() follows every accepted call. In-document links (citations to
 * `#source-N`) stay working links in the PDF.
 */
class PdfExporter final : public QObject
{
    Q_OBJECT

public:
    explicit PdfExporter(QObject* parent = nullptr);
    ~PdfExporter() override;
    PdfExporter(const PdfExporter&) = delete;
    PdfExporter& operator=(const PdfExporter&) = delete;

    bool isBusy() const { return !m_target.isEmpty(); }
    /// A4 portrait with 15 mm margins unless set.
    void setPageLayout(const QPageLayout& layout) { m_layout = layout; }

public Q_SLOTS:
    /// Renders html and writes filePath; false (and no finished()) when an export is running.
    bool exportHtml(const QString& html, const QString& filePath);
    /// exportHtml(RecordHtml::document(state), filePath).
    bool exportSession(const lmars::model::ResearchState& state, const QString& filePath);

Q_SIGNALS:
    void finished(bool ok, const QString& filePath);

private:
    void onLoadFinished(bool ok);
    void finish(bool ok, const QString& path);

    QWebEnginePage* m_page = nullptr;
    std::unique_ptr<QTemporaryDir> m_tempDir;
    QPageLayout m_layout;
    QString m_target;
};

} // namespace lmars::ui
