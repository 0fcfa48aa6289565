// SPDX-License-Identifier: GPL-3.0-or-later
// Scanned pages made here from known text (rendered at 300 dpi with noise and a slight skew)
// come back through OCR with a character error rate of at most 2 %, in English and German: as an
// image file (PNG, two-page TIFF) and as a PDF page without a text layer. With OCR off, or on a
// page OCR finds nothing on, the file is refused with the cause in words a user can act on.
#include "parse/DocumentParser.h"

#include <leptonica/allheaders.h>

#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using parse::DocumentParser;
using parse::ParseLimits;

namespace {

constexpr int kDpi = 300;

// U.S. Constitution, First Amendment (public domain).
const char* const kEnglish =
    "Congress shall make no law respecting an establishment of religion, or prohibiting the free exercise "
    "thereof; or abridging the freedom of speech, or of the press; or the right of the people peaceably to "
    "assemble, and to petition the Government for a redress of grievances.";
// Grundgesetz, Art. 1 (an official work, free of copyright under § 5 UrhG).
const char* const kGerman =
    "Die Würde des Menschen ist unantastbar. Sie zu achten und zu schützen ist Verpflichtung aller "
    "staatlichen Gewalt. Das Deutsche Volk bekennt sich darum zu unverletzlichen und unveräußerlichen "
    "Menschenrechten als Grundlage jeder menschlichen Gemeinschaft, des Friedens und der Gerechtigkeit in "
    "der Welt.";

/// A Letter page at 300 dpi: the text in 12 pt serif, turned 0.7°, with 0.4 % of the pixels flipped.
QImage scannedPage(const QString& text, quint32 seed)
{
    QImage page(static_cast<int>(8.5 * kDpi), 11 * kDpi, QImage::Format_Grayscale8);
    page.setDotsPerMeterX(static_cast<int>(kDpi / 0.0254));
    page.setDotsPerMeterY(static_cast<int>(kDpi / 0.0254));
    page.fill(Qt::white);
    QPainter painter(&page);
    QFont font(QStringLiteral("DejaVu Serif"));
    font.setPointSizeF(12);
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.rotate(0.7);
    painter.drawText(QRectF(kDpi, kDpi, 6.5 * kDpi, 9 * kDpi), Qt::TextWordWrap, text);
    painter.end();
    QRandomGenerator random(seed);
    const qint64 noisy = qint64(page.width()) * page.height() / 250;
    for (qint64 i = 0; i < noisy; ++i) {
        uchar* line = page.scanLine(random.bounded(page.height()));
        line[random.bounded(page.width())] = random.bounded(2) ? 0 : 255;
    }
    return page;
}

/// Levenshtein distance over characters.
int editDistance(const QString& a, const QString& b)
{
    QList<int> previous(b.size() + 1);
    QList<int> current(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        previous[j] = static_cast<int>(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        current[0] = static_cast<int>(i);
        for (qsizetype j = 1; j <= b.size(); ++j)
            current[j] =
                std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a.at(i - 1) == b.at(j - 1) ? 0 : 1)});
        std::swap(previous, current);
    }
    return previous[b.size()];
}

double characterErrorRate(const QString& read, const QString& truth)
{
    return double(editDistance(read.simplified(), truth.simplified())) / truth.simplified().size();
}

bool savePng(const QImage& image, const QString& path)
{
    return image.save(path, "PNG");
}

/// A PDF whose one page is the image alone (no text layer), as a scanner makes.
bool saveScannedPdf(const QImage& image, const QString& path)
{
    QPdfWriter pdf(path);
    pdf.setResolution(kDpi);
    pdf.setPageSize(QPageSize(QPageSize::Letter));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter(&pdf);
    if (!painter.isActive())
        return false;
    painter.drawImage(QRect(0, 0, image.width(), image.height()), image);
    return painter.end();
}

/// A multi-page TIFF (Group 4 fax compression, as scanners write) through Leptonica.
bool saveTiff(const QList<QImage>& pages, const QString& path)
{
    const QByteArray file = QFile::encodeName(path);
    for (qsizetype i = 0; i < pages.size(); ++i) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        pages.at(i).save(&buffer, "PNG");
        Pix* pix = pixReadMem(reinterpret_cast<const l_uint8*>(png.constData()), static_cast<size_t>(png.size()));
        if (!pix)
            return false;
        Pix* binary = pixConvertTo1(pix, 128);
        pixSetResolution(binary, kDpi, kDpi);
        const int failed = pixWriteTiff(file.constData(), binary, IFF_TIFF_G4, i == 0 ? "w" : "a");
        pixDestroy(&binary);
        pixDestroy(&pix);
        if (failed)
            return false;
    }
    return true;
}

QString why(const Result<parse::ParsedDocument>& parsed)
{
    return parsed.ok() ? QString() : parsed.error().summary;
}

} // namespace

class OcrTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void imagesAreReadWithinTwoPercent()
    {
        for (const auto& [name, text] : {std::pair{"english.png", kEnglish}, std::pair{"german.png", kGerman}}) {
            const QString path = m_dir.filePath(QLatin1String(name));
            QVERIFY(savePng(scannedPage(QString::fromUtf8(text), 7), path));
            QElapsedTimer timer;
            timer.start();
            const auto parsed = DocumentParser::parse(path, ParseLimits());
            QVERIFY2(parsed.ok(), qPrintable(why(parsed)));
            const double cer = characterErrorRate(parsed->text, QString::fromUtf8(text));
            qInfo("%s: character error rate %.4f, %lld ms for the page", name, cer, timer.elapsed());
            QVERIFY2(cer <= 0.02, qPrintable(parsed->text));
            QCOMPARE(parsed->type, QStringLiteral("image"));
            QCOMPARE(parsed->ocrPages, 1);
            QVERIFY(!parsed->sections.isEmpty());
            for (const parse::DocumentSection& s : parsed->sections)
                QVERIFY2(s.ocrConfidence >= 60 && s.ocrConfidence <= 100, qPrintable(QString::number(s.ocrConfidence)));
        }
    }

    void multiPageTiffPagesBecomePages()
    {
        const QString path = m_dir.filePath(QStringLiteral("exhibit.tif"));
        QVERIFY(saveTiff({scannedPage(QString::fromUtf8(kEnglish), 11), scannedPage(QString::fromUtf8(kGerman), 12)},
                         path));
        const auto parsed = DocumentParser::parse(path, ParseLimits());
        QVERIFY2(parsed.ok(), qPrintable(why(parsed)));
        QCOMPARE(parsed->pageCount, 2);
        QCOMPARE(parsed->ocrPages, 2);
        QString first;
        QString second;
        for (const parse::DocumentSection& s : parsed->sections)
            (s.page == 1 ? first : second) += parsed->text.mid(s.start, s.end - s.start);
        QVERIFY2(characterErrorRate(first, QString::fromUtf8(kEnglish)) <= 0.02, qPrintable(first));
        QVERIFY2(characterErrorRate(second, QString::fromUtf8(kGerman)) <= 0.02, qPrintable(second));
    }

    void scannedPdfPagesAreReadInTheReadersChild()
    {
        const QString path = m_dir.filePath(QStringLiteral("scanned.pdf"));
        QVERIFY(saveScannedPdf(scannedPage(QString::fromUtf8(kGerman), 3), path));
        QList<std::pair<int, int>> progress;
        const auto parsed = DocumentParser::parse(path, ParseLimits(), {}, [&](int page, int pages) {
            progress.append({page, pages});
        });
        QVERIFY2(parsed.ok(), qPrintable(why(parsed)));
        QCOMPARE(parsed->ocrPages, 1);
        QCOMPARE(progress, (QList<std::pair<int, int>>{{1, 1}}));
        const double cer = characterErrorRate(parsed->text, QString::fromUtf8(kGerman));
        QVERIFY2(cer <= 0.02, qPrintable(parsed->text));
        QCOMPARE(parsed->sections.first().page, 1);
        QVERIFY(parsed->sections.first().ocrConfidence >= 60);
    }

    void refusalsNameTheirCause()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("scanned-off.pdf"));
        QVERIFY(saveScannedPdf(scannedPage(QString::fromUtf8(kEnglish), 5), pdf));
        const QString png = m_dir.filePath(QStringLiteral("scanned-off.png"));
        QVERIFY(savePng(scannedPage(QString::fromUtf8(kEnglish), 5), png));
        ParseLimits off;
        off.ocrEnabled = false;
        const auto pdfOff = DocumentParser::parse(pdf, off);
        QVERIFY(!pdfOff.ok());
        QVERIFY2(pdfOff.error().summary.startsWith(QStringLiteral("Scanned pages: OCR is off")),
                 qPrintable(pdfOff.error().summary));
        const auto pngOff = DocumentParser::parse(png, off);
        QVERIFY(!pngOff.ok());
        QVERIFY2(pngOff.error().summary.contains(QStringLiteral("OCR is off")), qPrintable(pngOff.error().summary));
        // A blank scan: image-only, and OCR found no text on it.
        QImage blank(850, 1100, QImage::Format_Grayscale8);
        blank.fill(Qt::white);
        const QString blankPdf = m_dir.filePath(QStringLiteral("blank.pdf"));
        QVERIFY(saveScannedPdf(blank, blankPdf));
        const auto empty = DocumentParser::parse(blankPdf, ParseLimits());
        QVERIFY(!empty.ok());
        QVERIFY2(empty.error().summary.startsWith(QStringLiteral("Image-only and OCR found no text")),
                 qPrintable(empty.error().summary));
        // Languages whose data is not installed: said so, with the package to install.
        ParseLimits klingon;
        klingon.ocrLanguages = QStringLiteral("tlh");
        const auto missing = DocumentParser::parse(png, klingon);
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().summary.contains(QStringLiteral("tesseract-ocr-")),
                 qPrintable(missing.error().summary));
    }
};

QTEST_MAIN(OcrTest)
#include "OcrTest.moc"
