// SPDX-License-Identifier: GPL-3.0-or-later
#include "VerifyCommand.h"

#include "cli/CliSupport.h"
#include "common/JsonUtil.h"
#include "model/CitationNames.h"
#include "parse/CitationExtractor.h"
#include "parse/DocumentParser.h"
#include "verify/CitationReport.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace lmars::cli {

namespace {

/// The document named on the command line; "-" is plain text on standard input.
Result<parse::ParsedDocument> readDocument(const QString& path)
{
    if (path == QLatin1String("-")) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return Error(ErrorKind::Usage, VerifyCommand::tr("cannot read standard input."));
        auto text = parse::DocumentParser::decodeText(in.readAll());
        if (!text)
            return text.error();
        parse::ParsedDocument document;
        document.type = QStringLiteral("txt");
        document.text = text.value();
        return document;
    }
    const QFileInfo info(path);
    if (!info.exists())
        return Error(ErrorKind::Usage, VerifyCommand::tr("%1 does not exist.").arg(path));
    if (!info.isFile())
        return Error(ErrorKind::Usage, VerifyCommand::tr("%1 is not a file.").arg(path));
    if (!parse::DocumentParser::isSupported(path))
        return Error(ErrorKind::Usage,
                     VerifyCommand::tr("%1: unsupported file type (supported: %2).")
                         .arg(path, parse::DocumentParser::supportedSuffixes().join(QStringLiteral(", "))));
    return parse::DocumentParser::parse(path);
}

QString whereText(const verify::ReportedCitation& row)
{
    return row.page > 0 ? VerifyCommand::tr("page %1, line %2").arg(row.page).arg(row.line)
                        : VerifyCommand::tr("line %1").arg(row.line);
}

QString textReport(const QString& name, const verify::CitationReport& report)
{
    QString out;
    for (const verify::ReportedCitation& row : report.citations) {
        const bool flagged = model::isFlagged(row.check.status);
        QString status = model::CitationNames::displayName(row.check.status);
        if (flagged)
            status = status.toUpper();
        out += QStringLiteral("%1  %2  %3  [%4]\n")
                   .arg(whereText(row), model::CitationNames::displayName(row.citation.kind), row.citation.normalized,
                        status);
        out += QStringLiteral("    %1\n").arg(row.citation.text.simplified());
        if (!row.citation.caseName.isEmpty() && row.citation.kind == model::CitationKind::ShortForm &&
            row.citation.antecedent >= 0)
            out += QStringLiteral("    ") + VerifyCommand::tr("refers to %1").arg(row.citation.caseName) +
                   QLatin1Char('\n');
        if (flagged || row.check.status == model::CitationStatus::Unchecked)
            out += QStringLiteral("    ") + row.check.reason + QLatin1Char('\n');
    }
    const int total = int(report.citations.size());
    const int flagged = report.flaggedCount();
    if (!out.isEmpty())
        out += QLatin1Char('\n');
    out += VerifyCommand::tr("%1: citations: %2, flagged: %3").arg(name).arg(total).arg(flagged) + QLatin1Char('\n');
    if (total > 0)
        out +=
            VerifyCommand::tr("Only the offline checks ran (reporter, years, court, pin cite). No citation was looked "
                              "up: cases are not checked against CourtListener and statutes not against official "
                              "sources in this version, so none is marked verified.") +
            QLatin1Char('\n');
    return out;
}

} // namespace

int VerifyCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("List every citation in a document (cases, short forms, statutes, regulations, Federal Register, Pub. L., "
           "Stat., executive orders) with its page, line and status after the offline checks. Exit code 0 when "
           "nothing is flagged, 5 when a citation is flagged."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"), tr("A .pdf, .docx, .txt, .md or .html file; \"-\" reads text "
                                                            "from standard input."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print {file, citations: [...], counts} as JSON instead of text."));
    parser.addOption(jsonOption);
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1)
        return CliSupport::fail(ExitUsage, tr("usage: lmars-cli verify FILE [--json]"));
    const QString path = parser.positionalArguments().constFirst();

    const auto document = readDocument(path);
    if (!document)
        return CliSupport::fail(ExitUsage, document.error().summary);
    const parse::CitationExtractor extractor;
    if (extractor.table().isEmpty())
        return CliSupport::fail(ExitConfiguration, tr("the citation tables are missing from this build."));
    const verify::PlausibilityChecker checker;
    const verify::CitationReport report = verify::CitationReport::build(document.value(), extractor, checker);

    if (parser.isSet(jsonOption)) {
        nlohmann::json out = report.toJson();
        out["file"] = json::str(path);
        CliSupport::out(QString::fromUtf8(json::dump(out, 2)) + QLatin1Char('\n'));
    } else {
        CliSupport::out(
            textReport(path == QLatin1String("-") ? tr("standard input") : QFileInfo(path).fileName(), report));
    }
    return report.flaggedCount() > 0 ? ExitCitationsFlagged : ExitOk;
}

} // namespace lmars::cli
