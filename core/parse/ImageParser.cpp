// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImageParser.h"

#include "parse/DocumentBuilder.h"
#include "parse/IsolatedCall.h"
#include "parse/OcrEngine.h"

#include <leptonica/allheaders.h>

#include <QDataStream>
#include <QIODevice>

#include <limits>

namespace lmars::parse {

namespace {

struct PixDeleter
{
    void operator()(Pix* pix) const { pixDestroy(&pix); }
};
struct PixaDeleter
{
    void operator()(Pixa* pixa) const { pixaDestroy(&pixa); }
};

enum class ChildStatus : quint8
{
    Parsed = 1,
    Failed = 2
};

} // namespace

QStringList ImageParser::suffixes()
{
    return {QStringLiteral("png"), QStringLiteral("jpg"), QStringLiteral("jpeg"), QStringLiteral("tif"),
            QStringLiteral("tiff")};
}

Result<ParsedDocument> ImageParser::parseInProcess(const QString& path, const QString& fallbackTitle,
                                                   const ParseLimits& limits)
{
    if (!limits.ocrEnabled)
        return Error(ErrorKind::Usage, tr("The image needs OCR to be read, and OCR is off (turn it on in the "
                                          "settings)."));
    const QByteArray local = path.toLocal8Bit();
    l_int32 format = IFF_UNKNOWN;
    FILE* probe = fopenReadStream(local.constData());
    if (!probe)
        return Error(ErrorKind::Usage, tr("The image cannot be read."));
    findFileFormatStream(probe, &format);
    fclose(probe);
    std::unique_ptr<Pixa, PixaDeleter> pages;
    if (format == IFF_TIFF || format == IFF_TIFF_G3 || format == IFF_TIFF_G4 || format == IFF_TIFF_LZW ||
        format == IFF_TIFF_ZIP || format == IFF_TIFF_PACKBITS || format == IFF_TIFF_RLE || format == IFF_TIFF_JPEG)
        pages.reset(pixaReadMultipageTiff(local.constData()));
    else if (format == IFF_PNG || format == IFF_JFIF_JPEG) {
        pages.reset(pixaCreate(1));
        if (Pix* pix = pixRead(local.constData()))
            pixaAddPix(pages.get(), pix, L_INSERT);
    } else {
        return Error(ErrorKind::Usage, tr("The file is not a PNG, JPEG or TIFF image (its content is of another "
                                          "type)."));
    }
    const int count = pages ? pixaGetCount(pages.get()) : 0;
    if (count == 0)
        return Error(ErrorKind::Usage, tr("The image is corrupt or unreadable."));
    OcrEngine ocr(limits.ocrLanguages);
    if (!ocr.error().isEmpty())
        return Error(ErrorKind::Usage, ocr.error());
    DocumentBuilder builder;
    const int read = std::min(count, limits.ocrMaxPages);
    for (int i = 0; i < read; ++i) {
        IsolatedCall::reportPage(i + 1, count);
        const std::unique_ptr<Pix, PixDeleter> pix(pixaGetPix(pages.get(), i, L_CLONE));
        const OcrText text = ocr.read(pix.get());
        builder.page(i + 1, text.confidence);
        for (const QString& para : text.text.split(QStringLiteral("\n\n")))
            builder.paragraph(para);
    }
    ParsedDocument doc = builder.take();
    doc.type = QStringLiteral("image");
    doc.pageCount = count;
    doc.title = fallbackTitle;
    if (doc.text.trimmed().isEmpty())
        doc.noTextReason = tr("Image-only and OCR found no text.");
    return doc;
}

Result<ParsedDocument> ImageParser::parse(const QString& path, const QString& fallbackTitle, const ParseLimits& limits,
                                          const CancelToken& cancel, const PdfParser::PageProgress& progress)
{
    if (!limits.ocrEnabled)
        return Error(ErrorKind::Usage, tr("The image needs OCR to be read, and OCR is off (turn it on in the "
                                          "settings)."));
    if (limits.deferOcr) {
        ParsedDocument pending;
        pending.type = QStringLiteral("image");
        pending.title = fallbackTitle;
        pending.ocrPending = true;
        return pending;
    }
    int ocrPage = 0;
    const IsolatedOutcome outcome = IsolatedCall::run(
        [&]() {
            QByteArray bytes;
            QDataStream out(&bytes, QIODevice::WriteOnly);
            const Result<ParsedDocument> parsed = parseInProcess(path, fallbackTitle, limits);
            if (!parsed) {
                out << static_cast<quint8>(ChildStatus::Failed) << parsed.error().summary;
                return bytes;
            }
            out << static_cast<quint8>(ChildStatus::Parsed) << parsed->text << parsed->noTextReason
                << qint32(parsed->pageCount) << qint32(parsed->ocrPages) << qint32(parsed->sections.size());
            for (const DocumentSection& s : parsed->sections)
                out << qint32(s.start) << qint32(s.end) << qint32(s.page) << qint32(s.ocrConfidence);
            return bytes;
        },
        IsolatedCall::boundsFor(limits), IsolatedCall::pageProgress(&ocrPage, progress), cancel);
    switch (outcome.end) {
    case IsolatedOutcome::End::Finished:
        break;
    case IsolatedOutcome::End::TimedOut:
        return Error(ErrorKind::Timeout, ocrPage > 0
                                             ? tr("OCR of page %1 took longer than %2 s, so reading the image was "
                                                  "stopped.")
                                                   .arg(ocrPage)
                                                   .arg(QString::number(limits.ocrPageTimeoutMs / 1000.0, 'g', 3))
                                             : tr("Reading the image took longer than %1 s, so it was stopped.")
                                                   .arg(QString::number(limits.timeoutMs / 1000.0, 'g', 3)));
    case IsolatedOutcome::End::OutOfMemory:
        return Error(ErrorKind::TooLarge, tr("Reading the image needed more than %1 MB of memory, so it was stopped.")
                                              .arg(limits.memoryBytes / (1024 * 1024)));
    case IsolatedOutcome::End::Cancelled:
        return Error(ErrorKind::Cancelled, tr("Reading the image was cancelled."));
    case IsolatedOutcome::End::Crashed:
        return Error(ErrorKind::Usage, tr("The image reader failed on this file (the image may be corrupt)."));
    case IsolatedOutcome::End::NotStarted:
        return Error(ErrorKind::Internal, tr("The image reader could not be started: %1").arg(outcome.startError));
    }
    QDataStream in(outcome.output);
    quint8 status = 0;
    in >> status;
    if (status == static_cast<quint8>(ChildStatus::Failed)) {
        QString failure;
        in >> failure;
        return Error(ErrorKind::Usage, failure);
    }
    ParsedDocument doc;
    qint32 pages = 0;
    qint32 ocrPages = 0;
    qint32 sections = 0;
    in >> doc.text >> doc.noTextReason >> pages >> ocrPages >> sections;
    doc.ocrPages = ocrPages;
    for (qint32 i = 0; i < sections && in.status() == QDataStream::Ok; ++i) {
        qint32 start = 0;
        qint32 end = 0;
        qint32 page = 0;
        qint32 confidence = -1;
        in >> start >> end >> page >> confidence;
        doc.sections.append({start, end, QString(), page, confidence});
    }
    if (status != static_cast<quint8>(ChildStatus::Parsed) || in.status() != QDataStream::Ok)
        return Error(ErrorKind::Usage, tr("The image reader failed on this file (the image may be corrupt)."));
    doc.type = QStringLiteral("image");
    doc.pageCount = pages;
    doc.title = fallbackTitle;
    return doc;
}

} // namespace lmars::parse
