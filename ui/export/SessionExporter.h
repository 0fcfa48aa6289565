// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InFlightWork.h"

#include "export/AnswerDocx.h"
#include "export/SessionExport.h"
#include "history/SessionLoader.h" // Q_DECLARE_METATYPE(ResearchState) before this class's slots use it

#include <QObject>
#include <QString>

namespace lmars::model {
class ResearchState;
}

namespace lmars::ui {

class PdfExporter;
class SessionLoader;

/**
 * Exports a session as PDF, HTML, Markdown (full record), JSON (trajectory), Word, or its sources as CSL-JSON
 * or RIS: the open session
 * (exportState) or one from history by id (exportSession, loaded from the session database).
 * Files are written off the GUI thread; PDF goes through PdfExporter. No secret is ever written.
 * finished() follows every call.
 */
class SessionExporter final : public QObject
{
    Q_OBJECT

public:
    /// config: the backends exportSession() loads sessions from.
    explicit SessionExporter(store::BackendConfig config, QObject* parent = nullptr);
    ~SessionExporter() override;
    SessionExporter(const SessionExporter&) = delete;
    SessionExporter& operator=(const SessionExporter&) = delete;

    /// "PDF document (*.pdf)" etc., for a file dialog.
    static QString fileFilter(exporting::ExportFormat format);
    /// Word documents carry [n] markers (the default) or a footnote per citation.
    void setDocxCitations(exporting::DocxCitations citations) { m_citations = citations; }

public Q_SLOTS:
    void exportState(const lmars::model::ResearchState& state, lmars::exporting::ExportFormat format,
                     const QString& filePath);
    void exportSession(const QString& sessionId, lmars::exporting::ExportFormat format, const QString& filePath);

Q_SIGNALS:
    /// message: translated, empty on success.
    void finished(bool ok, const QString& filePath, const QString& message);

private:
    store::BackendConfig m_config;
    exporting::DocxCitations m_citations = exporting::DocxCitations::Markers;
    PdfExporter* m_pdf = nullptr;
    InFlightWork m_inFlight; ///< background jobs waited for on destruction (see InFlightWork)
};

} // namespace lmars::ui
