// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionExporter.h"

#include "PanelsLog.h"
#include "export/AnswerDocx.h"
#include "history/SessionLoader.h"
#include "model/ResearchState.h"
#include "web/PdfExporter.h"

#include <QtConcurrent/QtConcurrentRun>

namespace lmars::ui {

SessionExporter::SessionExporter(store::BackendConfig config, QObject* parent)
    : QObject(parent), m_config(std::move(config)), m_pdf(new PdfExporter(this))
{
    connect(m_pdf, &PdfExporter::finished, this, [this](bool ok, const QString& path) {
        Q_EMIT finished(ok, path, ok ? QString() : tr("The PDF could not be written to %1.").arg(path));
    });
}

SessionExporter::~SessionExporter()
{
    m_inFlight.waitForAll();
}

QString SessionExporter::fileFilter(exporting::ExportFormat format)
{
    switch (format) {
    case exporting::ExportFormat::Pdf:
        return tr("PDF document (*.pdf)");
    case exporting::ExportFormat::Html:
        return tr("Web page (*.html)");
    case exporting::ExportFormat::Markdown:
        return tr("Markdown (*.md)");
    case exporting::ExportFormat::Json:
        return tr("JSON trajectory (*.json)");
    case exporting::ExportFormat::Docx:
        return tr("Word document (*.docx)");
    case exporting::ExportFormat::CslJson:
        return tr("CSL-JSON sources for citation managers (*.csl.json)");
    case exporting::ExportFormat::Ris:
        return tr("RIS sources for citation managers (*.ris)");
    }
    return {};
}

void SessionExporter::exportState(const model::ResearchState& state, exporting::ExportFormat format,
                                  const QString& filePath)
{
    if (format == exporting::ExportFormat::Pdf) {
        if (!m_pdf->exportSession(state, filePath))
            Q_EMIT finished(false, filePath, tr("Another PDF export is still running."));
        return;
    }
    m_inFlight
        .track(QtConcurrent::run([state, format, filePath, citations = m_citations] {
            const Result<void> written = exporting::SessionExport::write(state, format, filePath, citations);
            return written ? QString() : written.error().toString();
        }))
        .then(this, [this, filePath](const QString& error) {
            if (!error.isEmpty())
                qCWarning(lcExportUi) << error;
            Q_EMIT finished(error.isEmpty(), filePath, error);
        });
}

void SessionExporter::exportSession(const QString& sessionId, exporting::ExportFormat format, const QString& filePath)
{
    auto* loader = new SessionLoader(m_config, this);
    connect(loader, &SessionLoader::loaded, this,
            [this, loader, format, filePath](const QString&, const model::ResearchState& state) {
                loader->deleteLater();
                exportState(state, format, filePath);
            });
    connect(loader, &SessionLoader::failed, this, [this, loader, filePath](const QString&, const QString& message) {
        loader->deleteLater();
        Q_EMIT finished(false, filePath, message);
    });
    loader->load(sessionId);
}

} // namespace lmars::ui
