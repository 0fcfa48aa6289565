// SPDX-License-Identifier: GPL-3.0-or-later
#include "PageReader.h"

#include "net/HttpClient.h"
#include "parse/DocumentParser.h"
#include "parse/HtmlParser.h"
#include "parse/PdfParser.h"
#include "search/SearchLog.h"

#include <QTemporaryFile>
#include <QUrl>

namespace lmars::search {

namespace {

enum class Kind
{
    Html,
    Pdf,
    Text,
    Unsupported
};

Kind kindOf(const QString& contentType, const QByteArray& body)
{
    const QString type = contentType.section(QLatin1Char(';'), 0, 0).trimmed().toLower();
    if (type == QLatin1String("text/html") || type == QLatin1String("application/xhtml+xml"))
        return Kind::Html;
    if (type == QLatin1String("application/pdf"))
        return Kind::Pdf;
    if (type == QLatin1String("text/plain"))
        return Kind::Text;
    if (type.isEmpty()) {
        // No declared type: sniff the few we read.
        if (body.startsWith("%PDF-"))
            return Kind::Pdf;
        const QByteArray head = body.left(512).trimmed().toLower();
        if (head.startsWith("<!doctype html") || head.startsWith("<html") || head.contains("<body"))
            return Kind::Html;
    }
    return Kind::Unsupported;
}

QString joinSections(const parse::ParsedDocument& doc)
{
    if (doc.pageCount <= 0)
        return doc.text;
    // Keep page numbers visible in the evidence text.
    QString out;
    int lastPage = 0;
    for (const parse::DocumentSection& section : doc.sections) {
        if (section.page != lastPage) {
            out += QStringLiteral("\n[Page %1]\n").arg(section.page);
            lastPage = section.page;
        }
        out += doc.text.mid(section.start, section.end - section.start);
        out += QLatin1Char('\n');
    }
    return out.trimmed();
}

} // namespace

PageReader::PageReader(PageReaderConfig config) : m_config(config), m_http(std::make_shared<net::HttpClient>()) {}

Result<PageText> PageReader::extract(const QByteArray& body, const QString& contentType, const QString& url)
{
    const QString fallbackTitle = QUrl(url).host();
    PageText page;
    page.contentType = contentType;
    switch (kindOf(contentType, body)) {
    case Kind::Html: {
        const auto decoded = parse::DocumentParser::decodeText(body);
        if (!decoded)
            return Error(ErrorKind::InvalidResponse, tr("The page is not readable text."));
        const parse::ParsedDocument doc = parse::HtmlParser::parse(decoded->toUtf8(), fallbackTitle);
        page.text = doc.text.trimmed();
        page.title = doc.title;
        break;
    }
    case Kind::Pdf: {
        QTemporaryFile file;
        if (!file.open() || file.write(body) != body.size() || !file.flush())
            return Error(ErrorKind::Internal, tr("Could not store the PDF for reading."));
        const auto doc = parse::PdfParser::parse(file.fileName(), fallbackTitle);
        if (!doc)
            return doc.error();
        page.text = joinSections(doc.value());
        page.title = doc->title;
        page.pages = doc->pageCount;
        break;
    }
    case Kind::Text: {
        const auto decoded = parse::DocumentParser::decodeText(body);
        if (!decoded)
            return Error(ErrorKind::InvalidResponse, tr("The page is not readable text."));
        page.text = decoded->trimmed();
        page.title = fallbackTitle;
        break;
    }
    case Kind::Unsupported:
        return Error(ErrorKind::InvalidResponse,
                     tr("Skipped: content type \"%1\" is not read (only HTML, PDF and plain text).")
                         .arg(contentType.isEmpty() ? tr("unknown") : contentType.section(QLatin1Char(';'), 0, 0)));
    }
    if (page.text.isEmpty())
        return Error(ErrorKind::InvalidResponse, tr("The page has no text."));
    return page;
}

Result<PageText> PageReader::read(const QString& url, const CancelToken& cancel) const
{
    const QUrl parsed(url);
    if (!parsed.isValid() || (parsed.scheme() != QLatin1String("http") && parsed.scheme() != QLatin1String("https")))
        return Error(ErrorKind::Usage, tr("Skipped: not a web address."));
    net::HttpRequest request;
    request.url = parsed;
    request.headers.append({QByteArrayLiteral("Accept"),
                            QByteArrayLiteral("text/html,application/xhtml+xml,application/pdf,text/plain;q=0.9")});
    request.totalTimeoutMs = m_config.timeoutMs;
    request.connectTimeoutMs = qMin(m_config.timeoutMs, 10000);
    request.maxResponseBytes = m_config.maxBytes;
    request.maxAttempts = m_config.maxAttempts;
    request.backoffBaseMs = 300;
    const auto response = m_http->send(request, cancel);
    if (!response) {
        qCDebug(lcSearch) << "page not read" << parsed.host() << response.error().toString();
        return response.error();
    }
    auto page = extract(response->body, QString::fromLatin1(response->header("content-type")), url);
    if (page)
        page->httpStatus = response->status;
    return page;
}

} // namespace lmars::search
