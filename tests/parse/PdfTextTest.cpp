// SPDX-License-Identifier: GPL-3.0-or-later
// PDF text anywhere on the page: the reader's text matches `pdftotext`'s (poppler-utils, the
// reference) within 5 % of characters on the PDFs of ../shared/data/realcorpus, and on PDFs made
// here whose text lies outside a small crop box or on rotated pages.
#include "SharedData.h"
#include "parse/DocumentParser.h"

#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using parse::DocumentParser;

namespace {

/// pdftotext's text of a PDF; nullopt when it fails on the file.
std::optional<QString> pdftotext(const QString& path)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {QStringLiteral("-q"), path, QStringLiteral("-")});
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return std::nullopt;
    return QString::fromUtf8(process.readAllStandardOutput());
}

QHash<QChar, int> characterCounts(const QString& text)
{
    QHash<QChar, int> counts;
    for (const QChar c : text) {
        if (!c.isSpace())
            ++counts[c];
    }
    return counts;
}

/// Characters (not counting white space) one text has more or fewer of than the other.
int characterDifference(const QString& ours, const QString& reference)
{
    const QHash<QChar, int> a = characterCounts(ours);
    const QHash<QChar, int> b = characterCounts(reference);
    int difference = 0;
    for (auto it = a.cbegin(); it != a.cend(); ++it)
        difference += std::abs(it.value() - b.value(it.key()));
    for (auto it = b.cbegin(); it != b.cend(); ++it) {
        if (!a.contains(it.key()))
            difference += it.value();
    }
    return difference;
}

int nonSpace(const QString& text)
{
    int n = 0;
    for (const QChar c : text)
        n += c.isSpace() ? 0 : 1;
    return n;
}

/// A one-page PDF with a Helvetica text and the given page-dictionary entries (boxes, /Rotate);
/// the cross-reference offsets are computed, so poppler reads it without repairing it.
QByteArray makePdf(const QByteArray& pageEntries, const QByteArray& content)
{
    const QList<QByteArray> objects = {
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R " + pageEntries + " /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        "<< /Length " + QByteArray::number(content.size()) + " >>\nstream\n" + content + "\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    };
    QByteArray pdf("%PDF-1.4\n");
    QList<qsizetype> offsets;
    for (qsizetype i = 0; i < objects.size(); ++i) {
        offsets << pdf.size();
        pdf += QByteArray::number(i + 1) + " 0 obj\n" + objects.at(i) + "\nendobj\n";
    }
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (const qsizetype offset : offsets)
        pdf += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n" +
           QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

/// Lines of text spread over a Letter page, from the bottom-left corner to the top-right (each
/// ends at least 80 pt inside the page's right edge).
QByteArray spreadText()
{
    QByteArray content;
    const QList<QByteArray> lines = {"The tenant shall pay rent monthly", "Notice is due thirty days ahead",
                                     "Section four governs repairs", "The landlord keeps the deposit in trust",
                                     "Either party may end the lease in writing"};
    for (qsizetype i = 0; i < lines.size(); ++i)
        content += "BT /F1 12 Tf " + QByteArray::number(40 + i * 60) + " " + QByteArray::number(60 + i * 160) +
                   " Td (" + lines.at(i) + ") Tj ET\n";
    return content;
}

} // namespace

class PdfTextTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    void compareWithPdftotext(const QString& path, const QString& label)
    {
        const auto reference = pdftotext(path);
        QVERIFY2(reference, qPrintable(label));
        // The text layer is compared: OCR would read a page whose layer is garbage (glyphs mapped
        // to control characters, as in pdfjs/issue11131_reduced.pdf) as what it shows instead.
        parse::ParseLimits textLayer;
        textLayer.ocrEnabled = false;
        const auto parsed = DocumentParser::parse(path, textLayer);
        const QString ours = parsed.ok() ? parsed->text : QString();
        const int difference = characterDifference(ours, *reference);
        QVERIFY2(difference * 100 <= nonSpace(*reference) * 5,
                 qPrintable(QStringLiteral("%1: %2 characters differ of pdftotext's %3 (ours %4)%5")
                                .arg(label)
                                .arg(difference)
                                .arg(nonSpace(*reference))
                                .arg(nonSpace(ours))
                                .arg(parsed.ok() ? QString() : QStringLiteral(": ") + parsed.error().summary)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext (poppler-utils, scripts/install-deps.sh) is not installed");
    }

    void realCorpusPdfsMatchPdftotext()
    {
        LMARS_SHARED_PATH_OR_SKIP(root, QStringLiteral("data/realcorpus"));
        QDirIterator it(root, {QStringLiteral("*.pdf")}, QDir::Files, QDirIterator::Subdirectories);
        int compared = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            // The JBIG2 bomb: pdftotext itself runs for 18 minutes (see RealCorpusTest).
            if (path.endsWith(QLatin1String("bomb_giant.pdf")))
                continue;
            const auto reference = pdftotext(path);
            if (!reference || nonSpace(*reference) == 0)
                continue; // encrypted, corrupt or without a text layer: nothing to compare
            compareWithPdftotext(path, QDir(root).relativeFilePath(path));
            if (QTest::currentTestFailed())
                return;
            ++compared;
        }
        QVERIFY2(compared >= 8, qPrintable(QString::number(compared)));
    }

    void textOutsideTheCropBoxIsRead()
    {
        // The crop box shows a 150 x 40 pt corner; the text lies all over the media box.
        const QString path = m_dir.filePath(QStringLiteral("cropped.pdf"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(makePdf("/MediaBox [0 0 612 792] /CropBox [400 700 550 740]", spreadText()));
        file.close();
        const auto parsed = DocumentParser::parse(path);
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().summary));
        QVERIFY(parsed->text.contains(QStringLiteral("The tenant shall pay rent monthly")));
        QVERIFY(parsed->text.contains(QStringLiteral("Either party may end the lease in writing")));
        compareWithPdftotext(path, QStringLiteral("cropped.pdf"));
    }

    void rotatedPagesAreRead()
    {
        for (const int rotation : {90, 180, 270}) {
            const QString path = m_dir.filePath(QStringLiteral("rotated%1.pdf").arg(rotation));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(makePdf("/MediaBox [0 0 612 792] /Rotate " + QByteArray::number(rotation), spreadText()));
            file.close();
            const auto parsed = DocumentParser::parse(path);
            QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().summary));
            for (const char* line : {"The tenant shall pay rent monthly", "Section four governs repairs",
                                     "Either party may end the lease in writing"})
                QVERIFY2(parsed->text.contains(QLatin1String(line)), qPrintable(QString::number(rotation)));
            compareWithPdftotext(path, QStringLiteral("rotated %1").arg(rotation));
        }
        // A crop box away from the origin (the text inside it) was read as empty.
        const QString path = m_dir.filePath(QStringLiteral("offset.pdf"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(makePdf("/MediaBox [0 0 612 792] /CropBox [0 700 200 792]",
                           "BT /F1 12 Tf 20 740 Td (Sealed by order of the court) Tj ET"));
        file.close();
        const auto parsed = DocumentParser::parse(path);
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().summary));
        QVERIFY(parsed->text.contains(QStringLiteral("Sealed by order of the court")));
    }
};

QTEST_GUILESS_MAIN(PdfTextTest)
#include "PdfTextTest.moc"
