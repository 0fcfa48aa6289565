// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentParser.h"

#include "parse/DocxParser.h"
#include "parse/HtmlParser.h"
#include "parse/ImageParser.h"
#include "parse/PdfParser.h"
#include "parse/TextDecoder.h"
#include "parse/TextDocumentParser.h"

#include <QFile>
#include <QFileInfo>

namespace lmars::parse {

QStringList DocumentParser::supportedSuffixes()
{
    return {QStringLiteral("md"),  QStringLiteral("markdown"), QStringLiteral("txt"), QStringLiteral("html"),
            QStringLiteral("htm"), QStringLiteral("pdf"),      QStringLiteral("docx")};
}

bool DocumentParser::isSupported(const QString& path)
{
    const QFileInfo info(path);
    return !info.fileName().startsWith(QLatin1Char('.')) && !info.fileName().startsWith(QLatin1String("~$")) &&
           supportedSuffixes().contains(info.suffix().toLower());
}

bool DocumentParser::isLibraryFile(const QString& path)
{
    return isSupported(path) || (!QFileInfo(path).fileName().startsWith(QLatin1Char('.')) &&
                                 ImageParser::suffixes().contains(QFileInfo(path).suffix().toLower()));
}

Result<QString> DocumentParser::decodeText(const QByteArray& bytes)
{
    return TextDecoder::decodeText(bytes);
}

Result<ParsedDocument> DocumentParser::parse(const QString& path, qint64 maxBytes)
{
    ParseLimits limits;
    limits.maxBytes = maxBytes;
    return parse(path, limits);
}

Result<ParsedDocument> DocumentParser::parse(const QString& path, const ParseLimits& limits, const CancelToken& cancel,
                                             const PdfParser::PageProgress& progress)
{
    const qint64 maxBytes = limits.maxBytes;
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    const QString fallbackTitle = info.completeBaseName();
    if (!info.isFile())
        return Error(ErrorKind::Usage, tr("The file does not exist or is not a regular file."));
    if (!supportedSuffixes().contains(suffix) && !ImageParser::suffixes().contains(suffix))
        return Error(ErrorKind::Usage, tr("Files of type .%1 are not supported.").arg(suffix));
    if (info.size() == 0)
        return Error(ErrorKind::Usage, tr("The file is empty."));
    if (info.size() > maxBytes)
        return Error(ErrorKind::TooLarge, tr("The file is too large (%1 MB; the limit is %2 MB).")
                                              .arg(info.size() / (1024 * 1024))
                                              .arg(maxBytes / (1024 * 1024)));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(ErrorKind::Usage, tr("The file cannot be read: %1").arg(file.errorString()));

    Result<ParsedDocument> parsed = Error(ErrorKind::Internal, QString());
    if (ImageParser::suffixes().contains(suffix)) {
        file.close();
        parsed = ImageParser::parse(path, fallbackTitle, limits, cancel, progress);
    } else if (suffix == QLatin1String("pdf") || suffix == QLatin1String("docx")) {
        const QByteArray head = file.read(kPdfHeaderWindow);
        file.close();
        if (suffix == QLatin1String("pdf")) {
            if (!head.contains("%PDF-"))
                return Error(ErrorKind::Usage, tr("The file is not a PDF (its content is of another type)."));
            parsed = PdfParser::parse(path, fallbackTitle, limits, cancel, progress);
        } else {
            if (head.startsWith("\xD0\xCF\x11\xE0"))
                return Error(ErrorKind::Usage, tr("The document is encrypted or in the old binary Word format."));
            if (!head.startsWith("PK\x03\x04"))
                return Error(ErrorKind::Usage,
                             tr("The file is not a .docx document (its content is of another type)."));
            parsed = DocxParser::parse(path, fallbackTitle);
        }
    } else {
        const QByteArray bytes = file.readAll();
        file.close();
        const bool html = suffix == QLatin1String("html") || suffix == QLatin1String("htm");
        Result<DecodedText> decoded =
            TextDecoder::decode(bytes, html ? TextDecoder::Markup::Html : TextDecoder::Markup::PlainText);
        if (!decoded)
            return decoded.error();
        if (html)
            parsed = HtmlParser::parse(decoded->text.toUtf8(), fallbackTitle);
        else
            parsed = suffix == QLatin1String("txt") ? TextDocumentParser::parsePlainText(decoded->text, fallbackTitle)
                                                    : TextDocumentParser::parseMarkdown(decoded->text, fallbackTitle);
        if (parsed)
            parsed->notes = decoded->note;
    }
    if (parsed && parsed->text.trimmed().isEmpty() && !parsed->ocrPending) {
        const QString reason =
            !parsed->noTextReason.isEmpty() ? parsed->noTextReason : tr("The file contains no extractable text.");
        return Error(ErrorKind::Usage, parsed->notes.isEmpty() ? reason : reason + QLatin1Char(' ') + parsed->notes);
    }
    return parsed;
}

} // namespace lmars::parse
