// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentParser.h"

#include "parse/DocxParser.h"
#include "parse/HtmlParser.h"
#include "parse/PdfParser.h"
#include "parse/TextDocumentParser.h"

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace lmars::parse {

namespace {

bool looksBinary(const QByteArray& bytes)
{
    const qsizetype n = std::min<qsizetype>(bytes.size(), 64 * 1024);
    int control = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const auto c = static_cast<unsigned char>(bytes.at(i));
        if (c == 0)
            return true;
        if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != 0x1b)
            ++control;
    }
    return n > 0 && control * 20 > n; // more than 5 % control characters
}

} // namespace

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

Result<QString> DocumentParser::decodeText(const QByteArray& bytes)
{
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        QStringDecoder decoder(bytes.startsWith("\xFF\xFE") ? QStringConverter::Utf16LE : QStringConverter::Utf16BE);
        QString text = decoder(bytes.mid(2));
        if (!decoder.hasError())
            return text;
    }
    if (looksBinary(bytes))
        return Error(ErrorKind::Usage, tr("The file is not text (it contains binary data)."));
    QStringDecoder utf8(QStringConverter::Utf8);
    QString text = utf8(bytes);
    if (!utf8.hasError())
        return text.startsWith(QChar(0xFEFF)) ? text.mid(1) : text;
    QStringDecoder latin(QStringConverter::Latin1);
    return QString(latin(bytes));
}

Result<ParsedDocument> DocumentParser::parse(const QString& path, qint64 maxBytes)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    const QString fallbackTitle = info.completeBaseName();
    if (!info.isFile())
        return Error(ErrorKind::Usage, tr("The file does not exist or is not a regular file."));
    if (!supportedSuffixes().contains(suffix))
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
    if (suffix == QLatin1String("pdf") || suffix == QLatin1String("docx")) {
        const QByteArray head = file.read(8);
        file.close();
        if (suffix == QLatin1String("pdf")) {
            if (!head.startsWith("%PDF-"))
                return Error(ErrorKind::Usage, tr("The file is not a PDF (its content is of another type)."));
            parsed = PdfParser::parse(path, fallbackTitle);
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
        if (suffix == QLatin1String("html") || suffix == QLatin1String("htm")) {
            if (looksBinary(bytes))
                return Error(ErrorKind::Usage, tr("The file is not text (it contains binary data)."));
            parsed = HtmlParser::parse(bytes, fallbackTitle);
        } else {
            Result<QString> text = decodeText(bytes);
            if (!text)
                return text.error();
            parsed = suffix == QLatin1String("txt") ? TextDocumentParser::parsePlainText(text.value(), fallbackTitle)
                                                    : TextDocumentParser::parseMarkdown(text.value(), fallbackTitle);
        }
    }
    if (parsed && parsed->text.trimmed().isEmpty())
        return Error(ErrorKind::Usage, tr("The file contains no extractable text."));
    return parsed;
}

} // namespace lmars::parse
