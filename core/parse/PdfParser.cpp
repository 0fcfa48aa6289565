// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfParser.h"

#include "parse/DocumentBuilder.h"
#include "parse/IsolatedCall.h"
#include "parse/ParseLog.h"

#include <poppler-qt6.h>

#include <QDataStream>
#include <QRectF>
#include <QVariant>

#include <cerrno>
#include <limits>
#include <optional>

#include <unistd.h>

namespace lmars::parse {

namespace {

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
        << qint32(doc.sections.size());
    for (const DocumentSection& s : doc.sections)
        out << qint32(s.start) << qint32(s.end) << s.headingPath << qint32(s.page);
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
    qint32 sections = 0;
    in >> doc.title >> doc.type >> pages >> doc.text >> sections;
    doc.pageCount = pages;
    for (qint32 i = 0; i < sections && in.status() == QDataStream::Ok; ++i) {
        DocumentSection s;
        qint32 start = 0;
        qint32 end = 0;
        qint32 page = 0;
        in >> start >> end >> s.headingPath >> page;
        s.start = start;
        s.end = end;
        s.page = page;
        doc.sections << s;
    }
    if (in.status() != QDataStream::Ok)
        return std::nullopt;
    return doc;
}

} // namespace

Result<ParsedDocument> PdfParser::parseInProcess(const QString& path, const QString& fallbackTitle)
{
    return extract(Poppler::Document::load(path), fallbackTitle);
}

Result<ParsedDocument> PdfParser::parseDataInProcess(const QByteArray& data, const QString& fallbackTitle)
{
    return extract(Poppler::Document::loadFromData(data), fallbackTitle);
}

Result<ParsedDocument> PdfParser::extract(std::unique_ptr<Poppler::Document> pdf, const QString& fallbackTitle)
{
    if (!pdf)
        return Error(ErrorKind::Usage, tr("The PDF is corrupt or unreadable."));
    if (pdf->isLocked())
        return Error(ErrorKind::Usage, tr("The PDF is encrypted (password-protected)."));
    DocumentBuilder builder;
    const int pages = pdf->numPages();
    for (int i = 0; i < pages; ++i) {
        std::unique_ptr<Poppler::Page> page = pdf->page(i);
        if (!page)
            continue;
        builder.page(i + 1);
        const QString text = page->text(QRectF());
        // Poppler ends lines with \n; blank lines separate paragraphs.
        for (const QString& para : text.split(QStringLiteral("\n\n")))
            builder.paragraph(para);
    }
    ParsedDocument doc = builder.take();
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
                                        const CancelToken& cancel)
{
    warmUpPoppler();
    const IsolatedOutcome outcome = IsolatedCall::run(
        [&]() {
            Poppler::setDebugErrorFunction(forwardPopplerMessage, QVariant());
            return serialize(parseInProcess(path, fallbackTitle));
        },
        limits.timeoutMs, limits.memoryBytes, cancel);
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
    doc->notes = report;
    return *doc;
}

} // namespace lmars::parse
