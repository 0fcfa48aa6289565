// SPDX-License-Identifier: GPL-3.0-or-later
// The library reads scanned files by OCR without holding up the files behind them (a first pass
// reads text layers, a second the pages left for OCR), marks their chunks with OCR's confidence,
// counts the pages, and with OCR off refuses them saying so.
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"

#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;

namespace {

/// A 300 dpi scan of a few lines of the First Amendment (public domain).
QImage scannedPage()
{
    QImage page(1700, 1000, QImage::Format_Grayscale8);
    page.setDotsPerMeterX(11811);
    page.setDotsPerMeterY(11811);
    page.fill(Qt::white);
    QPainter painter(&page);
    QFont font(QStringLiteral("DejaVu Serif"));
    font.setPointSizeF(12);
    painter.setFont(font);
    painter.drawText(QRectF(150, 150, 1400, 700), Qt::TextWordWrap,
                     QStringLiteral("Congress shall make no law respecting an establishment of religion, or "
                                    "prohibiting the free exercise thereof; or abridging the freedom of speech."));
    painter.end();
    return page;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class OcrIndexingTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scansAreReadAfterTheTextFilesAndMarked()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("lib"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(scannedPage().save(folder + QStringLiteral("/a-exhibit.png")));
        writeFile(folder + QStringLiteral("/b-memo.md"), "# Memo\n\nThe lease ends on the last day of June.\n");
        QVERIFY(scannedPage().save(folder + QStringLiteral("/c-fax.jpg"), "JPEG", 90));
        auto db = store::LibraryStore::open(dir.filePath(QStringLiteral("library.sqlite")));
        QVERIFY(db.ok());
        library::LibrarySync sync(db.value().get());
        QList<library::SyncProgress> events;
        sync.setProgressCallback([&](const library::SyncProgress& p) { events << p; });
        const auto summary = sync.syncFolder(folder);
        QVERIFY(summary.ok());
        QCOMPARE(summary->indexed, 3);
        // The first OCR page was reported once the memo behind the scan had been stored.
        const auto firstOcr =
            std::find_if(events.cbegin(), events.cend(), [](const library::SyncProgress& p) { return p.ocrPage > 0; });
        QVERIFY(firstOcr != events.cend());
        QVERIFY(firstOcr->currentFile.endsWith(QLatin1String("a-exhibit.png")));
        QCOMPARE(firstOcr->filesDone, 1);
        QCOMPARE(firstOcr->ocrPages, 1);
        // Each scan's OCR page is counted at the scan's place: the fax after the exhibit and the memo,
        // whichever file the writer is at meanwhile.
        for (const library::SyncProgress& p : std::as_const(events)) {
            if (p.ocrPage > 0)
                QCOMPARE(p.filesDone, p.currentFile.endsWith(QLatin1String("c-fax.jpg")) ? 2 : 1);
        }

        const auto stats = db.value()->stats();
        QVERIFY(stats.ok());
        QCOMPARE(stats->ocrPages, qint64(2));
        const auto docs = db.value()->documents(folder + QLatin1Char('/'));
        QVERIFY(docs.ok());
        for (const store::LibraryDocument& d : docs.value()) {
            QCOMPARE(d.status, QStringLiteral("indexed"));
            const auto chunks = db.value()->chunks(d.id, 0, 100);
            QVERIFY(chunks.ok() && !chunks->isEmpty());
            const bool scan = !d.path.endsWith(QLatin1String(".md"));
            for (const store::LibraryChunkHit& c : chunks.value()) {
                QVERIFY2(scan ? c.ocrConfidence >= 60 : c.ocrConfidence == -1, qPrintable(d.path));
                if (scan)
                    QVERIFY2(c.text.contains(QStringLiteral("freedom of speech")), qPrintable(c.text));
            }
        }
    }

    void withOcrOffScansAreRefusedSayingSo()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("lib"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(scannedPage().save(folder + QStringLiteral("/exhibit.png")));
        auto db = store::LibraryStore::open(dir.filePath(QStringLiteral("library.sqlite")));
        QVERIFY(db.ok());
        library::LibrarySync sync(db.value().get());
        parse::ParseLimits limits;
        limits.ocrEnabled = false;
        sync.setParseLimits(limits);
        const auto summary = sync.syncFolder(folder);
        QVERIFY(summary.ok());
        QCOMPARE(summary->failed, 1);
        const auto docs = db.value()->documents(folder + QLatin1Char('/'));
        QVERIFY(docs.ok() && docs->size() == 1);
        QVERIFY2(docs->first().error.contains(QStringLiteral("OCR is off")), qPrintable(docs->first().error));
    }
};

QTEST_MAIN(OcrIndexingTest)
#include "OcrIndexingTest.moc"
