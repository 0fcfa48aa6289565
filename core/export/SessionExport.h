// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QPair>
#include <QString>

#include <nlohmann/json.hpp>

namespace lmars::model {
class ResearchState;
struct SearchResult;
} // namespace lmars::model

namespace lmars::exporting {

/// The export formats of a session.
enum class ExportFormat
{
    Pdf,      ///< rendered by the GUI (ui/web/PdfExporter) from RecordHtml; without a display by PdfDocument
    Html,     ///< RecordHtml::document()
    Markdown, ///< MarkdownExport::fullRecord()
    Json,     ///< the trajectory document, pretty-printed, secrets removed
    Docx,     ///< AnswerDocx: a Word document
    CslJson,  ///< CslJsonExport: the sources for citation managers
    Ris       ///< RisExport: the sources for citation managers
};

enum class DocxCitations;

/**
 * What every export of a session shares: the settings it may show (never a secret), the facts of
 * a source (where it is, when it was retrieved), the trajectory JSON and writing a file atomically.
 */
class SessionExport final
{
    Q_DECLARE_TR_FUNCTIONS(SessionExport)

public:
    /// Settings as (label, value) rows, in a fixed order, without any key that names a secret
    /// (key, token, secret, password, authorization).
    static QList<QPair<QString, QString>> settingsRows(const model::ResearchState& state);
    /// The date the run searched the law as of, with where it came from ("2024-05-01 (the date you chose)");
    /// empty when the run has none.
    static QString searchedAsOf(const model::ResearchState& state);
    /// settings without secret-like keys (recursively).
    static nlohmann::json withoutSecrets(const nlohmann::json& settings);
    /// The trajectory document (ResearchState::toJson) without secrets, indented by 2.
    static QString trajectoryJson(const model::ResearchState& state);

    /// "file.pdf, page 3" for library documents, else the URL.
    static QString location(const model::SearchResult& source);
    /// The source's date as shown: "2023-05-03", or "about 2023-05-03" when it was computed from a
    /// relative date such as "1 day ago"; empty when unknown.
    static QString dateText(const model::SearchResult& source);
    /// When the source was retrieved (SearchResult::retrievedAt), in local time; empty when unknown.
    static QString retrievedAt(const model::SearchResult& source);

    /// "<question, shortened> <day>.<extension>" with characters unsafe in file names replaced.
    static QString suggestedFileName(const model::ResearchState& state, ExportFormat format);
    /// "<title> <yyyy-MM-dd>.<ext>": the session's title (or question) made safe for a file name, and its day.
    static QString suggestedFileName(const QString& title, const QDateTime& startedAt, ExportFormat format);
    /// "pdf", "html", "md", "json", "docx", "csl.json", "ris".
    static QString extension(ExportFormat format);
    /// The command line's names: "pdf", "html", "md", "json", "docx", "csl-json", "ris".
    static QString formatName(ExportFormat format);
    static bool parseFormatName(const QString& name, ExportFormat* out);
    /// The format a file name asks for by its ending (.md, .json, .html, .docx, .csl.json, .ris); else PDF.
    static ExportFormat formatOfPath(const QString& path);
    /// Markdown, HTML, JSON, CSL-JSON or RIS text of the session (not PDF or Word).
    static QString render(const model::ResearchState& state, ExportFormat format);
    /// Writes the session in any format but PDF (which needs a renderer: PdfDocument or the window's).
    static Result<void> write(const model::ResearchState& state, ExportFormat format, const QString& path,
                              DocxCitations citations);
    /// Writes text as UTF-8 through a QSaveFile (all or nothing).
    static Result<void> writeText(const QString& path, const QString& text);
    /// How exports name a source: cases and official texts (codes, regulations, the Federal Register) by their
    /// full citation in Bluebook form (model::BluebookFormatter, issue 28), other sources by title, else URL.
    static QString citation(const model::SearchResult& source);
    /// Writes bytes through a QSaveFile (all or nothing).
    static Result<void> writeBytes(const QString& path, const QByteArray& bytes);
};

} // namespace lmars::exporting
