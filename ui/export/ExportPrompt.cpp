// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportPrompt.h"

#include "export/SessionExport.h"
#include "export/SessionExporter.h"
#include "settings/AppConfig.h"
#include "settings/Settings.h"

#include <QDir>
#include <QFileDialog>
#include <QStandardPaths>

#include <utility>

namespace lmars::ui {

ExportPrompt::ExportPrompt(const store::BackendConfig& backends, QWidget& window)
    : QObject(&window), m_window(window), m_exporter(new SessionExporter(backends, this))
{
    connect(m_exporter, &SessionExporter::finished, this, [this](bool ok, const QString& path, const QString& message) {
        Q_EMIT statusMessage(ok ? tr("Exported to %1").arg(QDir::toNativeSeparators(path)) : message);
    });
}

exporting::ExportFormat ExportPrompt::formatOfPath(const QString& path)
{
    return exporting::SessionExport::formatOfPath(path);
}

void ExportPrompt::applySettings()
{
    const bool footnotes =
        m_settings &&
        settings::AppConfig::parseSwitch(m_settings->string(settings::Settings::Key::ExportCitationFootnotes), false);
    m_exporter->setDocxCitations(footnotes ? exporting::DocxCitations::Footnotes : exporting::DocxCitations::Markers);
}

void ExportPrompt::exportState(const research::StateSnapshot& state, exporting::ExportFormat format)
{
    askPath(format, tr("Export answer"), exporting::SessionExport::suggestedFileName(*state, format),
            [this, state, format](const QString& path) {
                applySettings();
                m_exporter->exportState(*state, format, path);
            });
}

void ExportPrompt::exportSession(const QString& sessionId, const QString& title, const QDateTime& startedAt)
{
    askPath(exporting::ExportFormat::Pdf, tr("Export session"),
            exporting::SessionExport::suggestedFileName(title, startedAt, exporting::ExportFormat::Pdf),
            [this, sessionId](const QString& path) {
                applySettings();
                m_exporter->exportSession(sessionId, formatOfPath(path), path);
            });
}

void ExportPrompt::askPath(exporting::ExportFormat format, const QString& title, const QString& fileName,
                           std::function<void(const QString&)> then)
{
    const QString suffix = exporting::SessionExport::extension(format);
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    auto* dialog = new QFileDialog(&m_window, title, QDir(folder).filePath(fileName));
    dialog->setObjectName(QStringLiteral("exportDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(suffix);
    QStringList filters{SessionExporter::fileFilter(format)};
    for (const exporting::ExportFormat other :
         {exporting::ExportFormat::Pdf, exporting::ExportFormat::Docx, exporting::ExportFormat::Html,
          exporting::ExportFormat::Markdown, exporting::ExportFormat::Json, exporting::ExportFormat::CslJson,
          exporting::ExportFormat::Ris}) {
        if (other != format)
            filters << SessionExporter::fileFilter(other);
    }
    dialog->setNameFilters(filters);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, std::move(then));
    dialog->open(); // no nested event loop
}

} // namespace lmars::ui
