// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/SessionExport.h"
#include "library/Backends.h"
#include "research/ResearchWorker.h"

#include <QObject>
#include <QString>

#include <functional>

class QWidget;

namespace lmars::settings {
class Settings;
}

namespace lmars::ui {

class SessionExporter;

/**
 * The window's Export: asks for a file name in a save dialog (open(), never a nested event loop)
 * and exports there through SessionExporter, the open session's answer (File → Export) or a
 * session from history by id. Says how it went in statusMessage() when the file is written.
 */
class ExportPrompt final : public QObject
{
    Q_OBJECT

public:
    /// backends: where sessions from history are loaded from; window: the dialogs' parent.
    ExportPrompt(const store::BackendConfig& backends, QWidget& window);

    /// Asks where to save the open session in this format, then exports it.
    void exportState(const research::StateSnapshot& state, exporting::ExportFormat format);
    /// Asks where to save a stored session (PDF unless the chosen name ends in .md, .json, .html, .docx, .csl.json
    /// or .ris); the
    /// file name offered is made of its title (or question) and day.
    void exportSession(const QString& sessionId, const QString& title = {}, const QDateTime& startedAt = {});

    /// Word documents follow Settings → Research → Export ([n] markers, or a footnote per citation) as it is at
    /// each export; without settings they carry markers.
    void useSettings(const settings::Settings& settings) { m_settings = &settings; }

    /// The format a file name asks for by its suffix (SessionExport::formatOfPath): .md, .json, .html, .docx,
    /// .csl.json, .ris, else PDF.
    static exporting::ExportFormat formatOfPath(const QString& path);

Q_SIGNALS:
    /// "Exported to …" or why the export failed (translated).
    void statusMessage(const QString& message);

private:
    void askPath(exporting::ExportFormat format, const QString& title, const QString& fileName,
                 std::function<void(const QString&)> then);

    void applySettings();

    QWidget& m_window;
    SessionExporter* m_exporter = nullptr;
    const settings::Settings* m_settings = nullptr;
};

} // namespace lmars::ui
