// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfParser.h"

#include "parse/DocumentBuilder.h"
#include "parse/IsolatedCall.h"
#include "parse/OcrEngine.h"
#include "parse/ParseLog.h"
#include "parse/PdfPageBoxes.h"

#include <poppler-qt6.h>

#include <QDataStream>
#include <QRectF>
#include <QVariant>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <limits>
#include <optional>

#include <unistd.h>

namespace lmars::parse {

namespace {

constexpr QRectF kWholePage(-1e6, -1e6, 2e6, 2e6);

/// What the child sends back first: the text follows, or the reason it has none.
enum class ChildStatus : quint8
{
    Parsed = 1,
    Failed = 2
};

/// In the child, poppler's messages go to stderr (the parent's pipe), one line each.
void forwardPopplerMessage(const QString& message, const QVariant& /*closure*/)
{
    QByteArray line = message.toUtf8();
    line.replace('\n', ' ');
    line.append('\n');
    const char* data = line.constData();
    size_t left = static_cast<size_t>(line.size());
    while (left > 0) {
        const ssize_t n = ::write(STDERR_FILENO, data, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return;
        data += n;
        left -= static_cast<size_t>(n);
    }
}

/// A valid one-page PDF (correct xref offsets) that shows one letter in Helvetica, a font it does
/// not embed, so that reading it looks the font up on the system.
constexpr char kWarmUpPdf[] = "%PDF-1.4\n"
                              "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
                              "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
                              "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R "
                              "/Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n"
                              "4 0 obj\n<< /Length 21 >>\nstream\nBT /F1 1 Tf (a) Tj ET\nendstream\nendobj\n"
                              "5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n"
                              "xref\n0 6\n"
                              "0000000000 65535 f \n"
                              "0000000009 00000 n \n"
                              "0000000058 00000 n \n"
                              "0000000115 00000 n \n"
                              "0000000239 00000 n \n"
                              "0000000310 00000 n \n"
                              "trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n380\n%%EOF\n";

/**
 * Poppler builds its global tables (GlobalParams: encodings, CMaps) with the first document and
 * frees them with the last. A child that had to build them again after this process had freed
 * them crashed (SIGSEGV, seen when a parse in this process preceded a fork). One small document,
 * read once and kept open here before the first fork, keeps them built for the process's
 * lifetime: every child inherits them ready. The parent reads nothing else with poppler.
 */
void warmUpPoppler()
{
    static const std::unique_ptr<Poppler::Document> keeper = [] {
        std::unique_ptr<Poppler::Document> doc =
            Poppler::Document::loadFromData(QByteArray::fromRawData(kWarmUpPdf, sizeof kWarmUpPdf - 1));
        if (!doc || doc->numPages() != 1) {
            qCWarning(lcParse) << "poppler could not read the built-in warm-up PDF";
            return doc;
        }
        if (const std::unique_ptr<Poppler::Page> page = doc->page(0))
            (void)page->text(QRectF());
        return doc;
    }();
}

QByteArray serialize(const Result<ParsedDocument>& parsed)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    if (!parsed) {
        out << static_cast<quint8>(ChildStatus::Failed) << parsed.error().summary;
        return bytes;
    }
    const ParsedDocument& doc = parsed.value();
    out << static_cast<quint8>(ChildStatus::Parsed) << doc.title << doc.type << qint32(doc.pageCount) << doc.text
        << doc.notes << doc.noTextReason << qint32(doc.ocrPages) << doc.ocrPending << qint32(doc.sections.size());
    for (const DocumentSection& s : doc.sections)
        out << qint32(s.start) << qint32(s.end) << s.headingPath << qint32(s.page) << qint32(s.ocrConfidence);
    return bytes;
}

/// Reads what serialize() wrote: the document, or the child's reason in failure (empty when the
/// bytes are not what serialize() writes).
std::optional<ParsedDocument> deserialize(const QByteArray& bytes, QString* failure)
{
    QDataStream in(bytes);
    quint8 status = 0;
    in >> status;
    if (status == static_cast<quint8>(ChildStatus::Failed))
        in >> *failure;
    if (status != static_cast<quint8>(ChildStatus::Parsed))
        return std::nullopt;
    ParsedDocument doc;
    qint32 pages = 0;
    qint32 ocrPages = 0;
    qint32 sections = 0;
    in >> doc.title >> doc.type >> pages >> doc.text >> doc.notes >> doc.noTextReason >> ocrPages >> doc.ocrPending >>
        sections;
    doc.pageCount = pages;
    doc.ocrPages = ocrPages;
    for (qint32 i = 0; i < sections && in.status() == QDataStream::Ok; ++i) {
        DocumentSection s;
        qint32 start = 0;
        qint32 end = 0;
        qint32 page = 0;
        qint32 confidence = -1;
        in >> start >> end >> s.headingPath >> page >> confidence;
        s.start = start;
        s.end = end;
        s.page = page;
        s.ocrConfidence = confidence;
        doc.sections << s;
    }
    if (in.status() != QDataStream::Ok)
        return std::nullopt;
    return doc;
}

/// A page's text layer is missing or garbage (a scan, or glyphs without a Unicode mapping): fewer
/// than a few readable characters, or more unreadable ones than readable.
bool needsOcr(const QString& text)
{
    int readable = 0;
    int unreadable = 0;
    for (const QChar c : text) {
        if (c.isSpace())
            continue;
        if (c.unicode() == 0xFFFD || c.category() == QChar::Other_PrivateUse || c.category() == QChar::Other_Control)
            ++unreadable;
        else
            ++readable;
    }
    return readable < PdfParser::kMinTextLayerChars || unreadable > readable;
}

/// 300 dpi, less for pages so large that the image would pass kMaxOcrPixels (a poster, a hostile
/// page size): the render stays within the memory OCR is meant to use.
int ocrResolution(const QSizeF& points)
{
    constexpr double kMaxOcrPixels = 40e6;
    const double area = std::max(1.0, points.width() * points.height()) / (72.0 * 72.0); // square inches
    return static_cast<int>(std::clamp(std::sqrt(kMaxOcrPixels / area), 36.0, double(OcrEngine::kDotsPerInch)));
}

ParseLimits textLayerOnly()
{
    ParseLimits limits;
    limits.ocrEnabled = false;
    return limits;
}

} // namespace

Result<ParsedDocument> PdfParser::parseInProcess(const QString& path, const QString& fallbackTitle)
{
    return parseInProcess(path, fallbackTitle, textLayerOnly());
}

Result<ParsedDocument> PdfParser::parseInProcess(const QString& path, const QString& fallbackTitle,
                                                 const ParseLimits& limits)
{
    if (std::optional<QByteArray> widened = PdfPageBoxes::widenedToMediaBox(path))
        return extract(Poppler::Document::loadFromData(*widened), fallbackTitle, limits);
    return extract(Poppler::Document::load(path), fallbackTitle, limits);
}

Result<ParsedDocument> PdfParser::parseDataInProcess(const QByteArray& data, const QString& fallbackTitle)
{
    if (std::optional<QByteArray> widened = PdfPageBoxes::widenedToMediaBox(data))
        return extract(Poppler::Document::loadFromData(*widened), fallbackTitle, textLayerOnly());
    return extract(Poppler::Document::loadFromData(data), fallbackTitle, textLayerOnly());
}

Result<ParsedDocument> PdfParser::extract(std::unique_ptr<Poppler::Document> pdf, const QString& fallbackTitle,
                                          const ParseLimits& limits)
{
    if (!pdf)
        return Error(ErrorKind::Usage, tr("The PDF is corrupt or unreadable."));
    if (pdf->isLocked())
        return Error(ErrorKind::Usage, tr("The PDF is encrypted: it needs a password to be read (save a copy "
                                          "without the password and add that)."));
    DocumentBuilder builder;
    std::unique_ptr<OcrEngine> ocr;
    int pagesWithoutText = 0;
    bool pending = false; ///< pages left for OCR (deferOcr)
    QString ocrError;
    const int pages = pdf->numPages();
    for (int i = 0; i < pages; ++i) {
        std::unique_ptr<Poppler::Page> page = pdf->page(i);
        if (!page)
            continue;
        // Poppler's Qt reader compares an empty rectangle's crop box, in PDF coordinates, with
        // characters in page coordinates: a crop box away from the origin or a rotated page lost
        // text. A rectangle larger than any page keeps every character poppler places.
        QString text = page->text(kWholePage);
        int confidence = -1;
        if (needsOcr(text)) {
            ++pagesWithoutText;
            if (limits.ocrEnabled && limits.deferOcr) {
                pending = true;
            } else if (limits.ocrEnabled && builder.ocrPages() < limits.ocrMaxPages && ocrError.isEmpty()) {
                IsolatedCall::reportPage(i + 1, pages);
                if (!ocr) {
                    ocr = std::make_unique<OcrEngine>(limits.ocrLanguages);
                    ocrError = ocr->error();
                }
                if (ocrError.isEmpty()) {
                    const int dpi = ocrResolution(page->pageSizeF());
                    const OcrText read = ocr->read(page->renderToImage(dpi, dpi), dpi);
                    if (!needsOcr(read.text)) {
                        text = read.text;
                        confidence = read.confidence;
                    }
                }
            }
        }
        builder.page(i + 1, confidence);
        // Poppler ends lines with \n; blank lines separate paragraphs.
        for (const QString& para : text.split(QStringLiteral("\n\n")))
            builder.paragraph(para);
    }
    ParsedDocument doc = builder.take();
    doc.ocrPending = pending;
    if (!pending && pagesWithoutText > 0 && doc.ocrPages < pagesWithoutText) {
        const int unread = pagesWithoutText - doc.ocrPages;
        if (!limits.ocrEnabled)
            doc.noTextReason = tr("Scanned pages: OCR is off (%n page(s) without a text layer; turn OCR on in the "
                                  "settings to read them).",
                                  nullptr, unread);
        else if (!ocrError.isEmpty())
            doc.noTextReason = ocrError;
        else
            doc.noTextReason =
                tr("Image-only and OCR found no text (%n page(s) without a text layer).", nullptr, unread);
    }
    doc.type = QStringLiteral("pdf");
    doc.pageCount = pages;
    doc.title = pdf->info(QStringLiteral("Title")).simplified();
    if (doc.title.isEmpty()) {
        const QString firstLine = doc.text.section(QLatin1Char('\n'), 0, 0).simplified();
        doc.title = (!firstLine.isEmpty() && firstLine.size() <= 160) ? firstLine : fallbackTitle;
    }
    return doc;
}

QString PdfParser::readerReport(const IsolatedOutcome& outcome)
{
    if (outcome.stderrLines == 0)
        return {};
    const int count = static_cast<int>(std::min<qint64>(outcome.stderrLines, std::numeric_limits<int>::max()));
    if (outcome.firstStderrLines.isEmpty())
        return tr("The PDF reader reported %n error(s).", nullptr, count);
    return tr("The PDF reader reported %n error(s); the first: %1", nullptr, count)
        .arg(outcome.firstStderrLines.constFirst());
}

Result<ParsedDocument> PdfParser::parse(const QString& path, const QString& fallbackTitle, const ParseLimits& limits,
                                        const CancelToken& cancel, const PageProgress& progress)
{
    warmUpPoppler();
    int ocrPage = 0; ///< the page OCR is reading, 0 before any
    const IsolatedOutcome outcome = IsolatedCall::run(
        [&]() {
            Poppler::setDebugErrorFunction(forwardPopplerMessage, QVariant());
            return serialize(parseInProcess(path, fallbackTitle, limits));
        },
        IsolatedCall::boundsFor(limits), IsolatedCall::pageProgress(&ocrPage, progress), cancel);
    const QString report = readerReport(outcome);
    auto withReport = [&](const QString& reason) {
        return report.isEmpty() ? reason : reason + QLatin1Char(' ') + report;
    };
    if (outcome.stderrLines > 0)
        qCInfo(lcParse) << "poppler reported" << outcome.stderrLines << "errors reading" << path;
    switch (outcome.end) {
    case IsolatedOutcome::End::Finished:
        break;
    case IsolatedOutcome::End::TimedOut:
        if (ocrPage > 0)
            return Error(ErrorKind::Timeout,
                         withReport(tr("OCR of page %1 took longer than %2 s, so reading the PDF was stopped.")
                                        .arg(ocrPage)
                                        .arg(QString::number(limits.ocrPageTimeoutMs / 1000.0, 'g', 3))));
        return Error(ErrorKind::Timeout, withReport(tr("Reading the PDF took longer than %1 s, so it was stopped.")
                                                        .arg(QString::number(limits.timeoutMs / 1000.0, 'g', 3))));
    case IsolatedOutcome::End::OutOfMemory:
        return Error(ErrorKind::TooLarge,
                     withReport(tr("Reading the PDF needed more than %1 MB of memory, so it was stopped.")
                                    .arg(limits.memoryBytes / (1024 * 1024))));
    case IsolatedOutcome::End::Cancelled:
        return Error(ErrorKind::Cancelled, tr("Reading the PDF was cancelled."));
    case IsolatedOutcome::End::Crashed:
        return Error(ErrorKind::Usage,
                     withReport(outcome.signal != 0
                                    ? tr("The PDF reader crashed on this file (signal %1).").arg(outcome.signal)
                                    : tr("The PDF reader failed on this file (exit code %1).").arg(outcome.exitCode)));
    case IsolatedOutcome::End::NotStarted:
        return Error(ErrorKind::Internal, tr("The PDF reader could not be started: %1").arg(outcome.startError));
    }
    QString failure;
    std::optional<ParsedDocument> doc = deserialize(outcome.output, &failure);
    if (!doc)
        return Error(ErrorKind::Usage,
                     withReport(failure.isEmpty() ? tr("The PDF is corrupt or unreadable.") : failure));
    doc->notes = doc->notes.isEmpty() ? report : report.isEmpty() ? doc->notes : doc->notes + QLatin1Char(' ') + report;
    return *doc;
}

} // namespace lmars::parse
