// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportCommand.h"

#include "cli/CliSupport.h"
#include "export/AnswerDocx.h"
#include "export/PdfDocument.h"
#include "export/SessionExport.h"
#include "library/Backends.h"
#include "model/ResearchState.h"
#include "settings/AppConfig.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

namespace lmars::cli {

namespace {

/// The name the user gave the session (history rename), else empty.
QString titleOf(store::SessionArchive& sessions, const QString& id, const QString& question)
{
    store::SessionFilter filter;
    filter.search = question.left(200);
    filter.limit = 200;
    const auto found = sessions.list(filter);
    if (found) {
        for (const store::SessionSummary& s : found.value()) {
            if (s.id == id)
                return s.title;
        }
    }
    return {};
}

} // namespace

int ExportCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Export a stored research session: the full record (pdf, html, md), the trajectory (json), a Word "
           "document (docx), or its sources for citation managers (csl-json, ris)."));
    parser.addHelpOption();
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          tr("docx, pdf, html, md, json, csl-json or ris (default: from --out's "
                                             "ending)."),
                                          tr("format"));
    const QCommandLineOption outOption(QStringLiteral("out"),
                                       tr("The file to write (default: the session's title and day in the current "
                                          "folder)."),
                                       tr("file"));
    const QCommandLineOption footnotesOption(QStringLiteral("footnotes"),
                                             tr("Word: each citation as a footnote instead of an [n] marker."));
    const QCommandLineOption dataDirOption(QStringLiteral("data-dir"), tr("Folder of the session database."),
                                           tr("dir"));
    parser.addOptions({formatOption, outOption, footnotesOption, dataDirOption});
    parser.addPositionalArgument(QStringLiteral("id"), tr("Session id or a unique prefix of it."));
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;
    const QString usage = tr("usage: lmars-cli export ID --format docx|pdf|html|md|json|csl-json|ris [--out FILE]");
    if (parser.positionalArguments().size() != 1)
        return CliSupport::fail(ExitUsage, usage);

    exporting::ExportFormat format = exporting::ExportFormat::Pdf;
    if (parser.isSet(formatOption)) {
        if (!exporting::SessionExport::parseFormatName(parser.value(formatOption), &format))
            return CliSupport::fail(ExitUsage,
                                    tr("unknown format \"%1\"; use docx, pdf, html, md, json, csl-json or ris.")
                                        .arg(parser.value(formatOption)));
    } else if (parser.isSet(outOption)) {
        format = exporting::SessionExport::formatOfPath(parser.value(outOption));
    } else {
        return CliSupport::fail(ExitUsage, tr("say which format with --format.") + QLatin1Char('\n') + usage);
    }

    const std::unique_ptr<store::Backends> backends =
        CliSupport::openBackends(CliSupport::loadConfig(parser.value(dataDirOption)));
    if (!backends)
        return ExitConfiguration;
    const auto id = backends->sessions().resolveId(parser.positionalArguments().constFirst());
    if (!id)
        return CliSupport::fail(id.error().kind == ErrorKind::Usage ? ExitUsage : ExitConfiguration,
                                id.error().summary);
    const auto trajectory = backends->sessions().load(id.value());
    if (!trajectory)
        return CliSupport::fail(ExitConfiguration, trajectory.error().toString());
    if (!trajectory->has_value())
        return CliSupport::fail(ExitUsage, tr("no session %1.").arg(id.value()));
    const model::ResearchState state = model::ResearchState::fromJson(*trajectory.value());

    QString path = parser.value(outOption);
    if (path.isEmpty()) {
        const QString title = titleOf(backends->sessions(), state.id, state.question);
        path = QDir::current().filePath(exporting::SessionExport::suggestedFileName(
            title.isEmpty() ? state.question : title, state.startedAt, format));
    }

    const exporting::DocxCitations citations =
        parser.isSet(footnotesOption) ? exporting::DocxCitations::Footnotes : exporting::DocxCitations::Markers;
    const Result<void> written = format == exporting::ExportFormat::Pdf
                                     ? exporting::PdfDocument::write(state, path)
                                     : exporting::SessionExport::write(state, format, path, citations);
    if (!written)
        return CliSupport::fail(ExitConfiguration, written.error().toString());
    CliSupport::out(tr("Exported to %1").arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())) +
                    QLatin1Char('\n'));
    return ExitOk;
}

} // namespace lmars::cli
