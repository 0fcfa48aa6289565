// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/LibraryPanel.h"
#include "library/LibraryModel.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "sqlite/Database.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUrl>

using namespace lmars;

namespace {

QString writeFile(const QString& path, const QByteArray& content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return path;
}

/// The embedded backends with the library file at path.
store::BackendConfig embedded(const QString& path)
{
    store::BackendConfig config;
    config.libraryPath = path;
    config.sessionDatabasePath = QFileInfo(path).absoluteDir().filePath(QStringLiteral("sessions.sqlite"));
    return config;
}

/// Forty one-chunk contracts: chunk 7 holds "This contract holds an indemnity.", the others
/// "This contract clause N is standard." followed by more.
bool writeContracts(const QString& dbPath, const QString& more)
{
    auto db = store::LibraryStore::open(dbPath);
    if (!db)
        return false;
    for (int d = 0; d < 40; ++d) {
        store::LibraryChunk c;
        c.text = d == 7 ? QStringLiteral("This contract holds an indemnity.")
                        : QStringLiteral("This contract clause %1 is standard.").arg(d) + more;
        c.end = static_cast<int>(c.text.size());
        store::LibraryDocument doc;
        doc.path = QStringLiteral("contract-%1").arg(d);
        doc.title = QStringLiteral("Contract %1").arg(d);
        if (!db.value()->putDocument(doc, {c}))
            return false;
    }
    return true;
}

} // namespace

class LibraryPanelTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void droppedFileIsCopiedAndIndexed()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("library"));
        const QString source = writeFile(dir.filePath(QStringLiteral("desk/tenancy.md")),
                                         "# Security deposits\n\nThe landlord must return the deposit within "
                                         "twenty-one days after the tenant moves out.\n");
        ui::LibraryPanel panel(embedded(dir.filePath(QStringLiteral("library.sqlite"))), folder);
        panel.setConfirmRemovals(false);
        QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(&panel, &ui::LibraryPanel::indexingFinished);

        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(source)});
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&panel, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&panel, &drop);

        const QString copy = QDir(folder).absoluteFilePath(QStringLiteral("tenancy.md"));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(copy), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(
            panel.model()->rowOf(copy) >= 0 &&
                panel.model()->index(panel.model()->rowOf(copy), 0).data(ui::LibraryModel::StatusRole).toString() ==
                    QLatin1String("indexed"),
            20000);
        const int row = panel.model()->rowOf(copy);
        QVERIFY(panel.model()->index(row, ui::LibraryModel::ChunksColumn).data().toInt() > 0);
        QCOMPARE(panel.model()->index(row, ui::LibraryModel::TitleColumn).data().toString(),
                 QStringLiteral("Security deposits"));

        QSignalSpy searched(&panel, &ui::LibraryPanel::searchFinished);
        panel.search(QStringLiteral("deposit"));
        QTRY_COMPARE(searched.count(), 1);
        QCOMPARE(searched.at(0).at(1).toInt(), 1);

        panel.removeDocuments({copy});
        QTRY_COMPARE(panel.model()->rowCount(), 0);
        QVERIFY(!QFileInfo::exists(copy));
        QVERIFY(QFileInfo::exists(source));
    }

    void searchByMeaningSaysHowFarTheVectorsAreAndWhichChannelFoundEachPassage()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("library"));
        const char* texts[] = {"The landlord keeps the deposit until the tenant leaves the flat.",
                               "A lessor returns the deposit and the tenant returns the keys.",
                               "The lessor repairs the flat; the tenant pays the rent.",
                               "The employer pays wages for overtime hours every month.",
                               "Wages and salary are paid by the employer on the payslip."};
        for (int i = 0; i < 5; ++i)
            writeFile(QDir(folder).absoluteFilePath(QStringLiteral("doc%1.txt").arg(i)), texts[i]);
        ui::LibraryPanel panel(embedded(dir.filePath(QStringLiteral("library.sqlite"))), folder);
        auto* vectors = panel.findChild<QLabel*>(QStringLiteral("libraryVectorStatus"));
        QVERIFY(vectors);
        QVERIFY(vectors->isHidden()); // off by default
        store::LibraryQuery defaults;
        defaults.dense = true;
        panel.setDenseSearch(defaults, library::VectorBuildOptions());
        panel.show();
        // Built by the indexer after the text: the line names the model and says when they are complete.
        QTRY_VERIFY_WITH_TIMEOUT(vectors->text().contains(QStringLiteral("complete")), 30000);
        QVERIFY2(vectors->text().startsWith(QStringLiteral("Vectors: 5 of 5 passages, lsa-")),
                 qPrintable(vectors->text()));
        QVERIFY(vectors->isVisible());

        auto* results = panel.findChild<QListWidget*>(QStringLiteral("librarySearchResults"));
        QVERIFY(results);
        QSignalSpy searched(&panel, &ui::LibraryPanel::searchFinished);
        panel.search(QStringLiteral("lessor"));
        QTRY_COMPARE(searched.count(), 1);
        QVERIFY(results->count() > 0);
        bool byMeaningAlone = false;
        for (int i = 0; i < results->count(); ++i) {
            const QString line = results->item(i)->text().section(QLatin1Char('\n'), -1);
            QVERIFY2(line.startsWith(QStringLiteral("Found by ")), qPrintable(line));
            byMeaningAlone = byMeaningAlone ||
                             (line.contains(QStringLiteral("meaning (#")) && !line.contains(QStringLiteral("words")));
        }
        QVERIFY(byMeaningAlone);                                // "landlord" for "lessor"
        if (qEnvironmentVariableIsSet("LMARS_TEST_SCREENSHOT")) // for a look at the panel
            panel.grab().save(qEnvironmentVariable("LMARS_TEST_SCREENSHOT"));

        // Off: words only, said per passage, and the vector line goes.
        panel.setDenseSearch(store::LibraryQuery(), std::nullopt);
        QVERIFY(vectors->isHidden());
        panel.search(QStringLiteral("lessor"));
        QTRY_COMPARE(searched.count(), 2);
        for (int i = 0; i < results->count(); ++i)
            QCOMPARE(results->item(i)->text().section(QLatin1Char('\n'), -1), QStringLiteral("Found by words"));
    }

    void filesAlreadyInTheFolderAreIndexedAtStart()
    {
        // Added while the application was closed: no watcher saw them, the opening pass does.
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("library"));
        const QString memo = writeFile(QDir(folder).absoluteFilePath(QStringLiteral("memo.txt")),
                                       "The easement runs along the northern boundary.\n");
        ui::LibraryPanel panel(embedded(dir.filePath(QStringLiteral("library.sqlite"))), folder);
        QTRY_VERIFY_WITH_TIMEOUT(
            panel.model()->rowOf(memo) >= 0 &&
                panel.model()->index(panel.model()->rowOf(memo), 0).data(ui::LibraryModel::StatusRole).toString() ==
                    QLatin1String("indexed"),
            20000);
    }

    void brokenFileShowsItsError()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("library"));
        writeFile(dir.filePath(QStringLiteral("in/broken.pdf")), "this is not a PDF");
        ui::LibraryPanel panel(embedded(dir.filePath(QStringLiteral("library.sqlite"))), folder);
        panel.addPaths({dir.filePath(QStringLiteral("in"))});
        const QString copy = QDir(folder).absoluteFilePath(QStringLiteral("broken.pdf"));
        QTRY_VERIFY_WITH_TIMEOUT(
            panel.model()->rowOf(copy) >= 0 &&
                panel.model()->index(panel.model()->rowOf(copy), 0).data(ui::LibraryModel::StatusRole).toString() ==
                    QLatin1String("error"),
            20000);
        const QString status =
            panel.model()->index(panel.model()->rowOf(copy), ui::LibraryModel::StatusColumn).data().toString();
        QVERIFY2(status.startsWith(QLatin1String("error: ")) && status.size() > 8, qPrintable(status));
    }

    void failureReasonsFollowALanguageSwitch()
    {
        // An empty file fails with "The file is empty."; after a live switch to Spanish the failure list and
        // the status column say it in Spanish.
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("library"));
        writeFile(QDir(folder).absoluteFilePath(QStringLiteral("memo.md")), "# Lease\n\nRent is due monthly.\n");
        writeFile(QDir(folder).absoluteFilePath(QStringLiteral("empty.pdf")), "");
        ui::LibraryPanel panel(embedded(dir.filePath(QStringLiteral("library.sqlite"))), folder);
        panel.resize(300, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto* failures = panel.findChild<QListWidget*>(QStringLiteral("libraryFailures"));
        QVERIFY(failures);
        QTRY_COMPARE_WITH_TIMEOUT(failures->count(), 1, 20000);
        QCOMPARE(failures->item(0)->text(), QStringLiteral("empty.pdf: The file is empty."));
        const QString copy = QDir(folder).absoluteFilePath(QStringLiteral("empty.pdf"));
        auto statusCell = [&] {
            return panel.model()->index(panel.model()->rowOf(copy), ui::LibraryModel::StatusColumn).data().toString();
        };
        QCOMPARE(statusCell(), QStringLiteral("error: The file is empty."));

        QTranslator spanish;
        QVERIFY(spanish.load(QStringLiteral("lmars_es"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&spanish); // sends LanguageChange to every widget
        QTRY_COMPARE(failures->count(), 1);
        QTRY_COMPARE(failures->item(0)->text(), QStringLiteral("empty.pdf: El archivo está vacío."));
        QCOMPARE(statusCell(), QStringLiteral("error: El archivo está vacío."));
        QCoreApplication::removeTranslator(&spanish);
        QTRY_COMPARE(failures->item(0)->text(), QStringLiteral("empty.pdf: The file is empty."));
    }

    void failuresStayVisibleAfterTheNextPass()
    {
        // 3 readable files and 2 that are not: the status line says so after every pass, not only the first,
        // and the failures stay listed under the documents with their reasons.
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("library"));
        for (int i = 0; i < 3; ++i)
            writeFile(QDir(folder).absoluteFilePath(QStringLiteral("memo%1.md").arg(i)),
                      "# Lease\n\nThe tenant pays rent on the first day of the month.\n");
        writeFile(QDir(folder).absoluteFilePath(QStringLiteral("broken1.pdf")), "this is not a PDF");
        writeFile(QDir(folder).absoluteFilePath(QStringLiteral("broken2.pdf")), "nor is this");
        ui::LibraryPanel panel(embedded(dir.filePath(QStringLiteral("library.sqlite"))), folder);
        panel.resize(300, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto* status = panel.findChild<QLabel*>(QStringLiteral("libraryStatus"));
        auto* failures = panel.findChild<QListWidget*>(QStringLiteral("libraryFailures"));
        QVERIFY(status && failures);
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QStringLiteral("2 of 5 document")), 20000);
        QVERIFY(failures->isVisible());
        QCOMPARE(failures->count(), 2);
        QVERIFY2(failures->item(0)->text().startsWith(QStringLiteral("broken1.pdf: ")),
                 qPrintable(failures->item(0)->text()));

        // Another pass (Re-index with nothing selected) finds nothing new: the failures are still said and shown.
        QSignalSpy finished(&panel, &ui::LibraryPanel::indexingFinished);
        auto* reindex = panel.findChild<QPushButton*>(QStringLiteral("libraryReindex"));
        QVERIFY(reindex);
        QTest::mouseClick(reindex, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() >= 1, 20000);
        QTRY_VERIFY(status->text().startsWith(QStringLiteral("2 of 5 document")));
        QVERIFY2(!status->text().contains(QStringLiteral("up to date")), qPrintable(status->text()));
        QVERIFY(failures->isVisible());
        QCOMPARE(failures->count(), 2);
    }

    void addOffersAFolder()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("library"));
        writeFile(dir.filePath(QStringLiteral("case/a.md")), "# A\n\nThe first memo of the case.\n");
        writeFile(dir.filePath(QStringLiteral("case/sub/b.md")), "# B\n\nThe second memo of the case.\n");
        ui::LibraryPanel panel(embedded(dir.filePath(QStringLiteral("library.sqlite"))), folder);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto* add = panel.findChild<QPushButton*>(QStringLiteral("libraryAdd"));
        QVERIFY(add && add->menu());
        // Add… opens its menu (a nested event loop): the second entry, "A folder…", is chosen with the keyboard.
        QTimer::singleShot(0, &panel, [] {
            QWidget* popup = QApplication::activePopupWidget();
            QVERIFY(popup);
            QTest::keyClick(popup, Qt::Key_Down);
            QTest::keyClick(popup, Qt::Key_Down);
            QTest::keyClick(popup, Qt::Key_Return);
        });
        QTest::mouseClick(add, Qt::LeftButton);
        QFileDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = panel.findChild<QFileDialog*>(QStringLiteral("libraryAddFolderDialog"))) &&
                    dialog->isVisible());
        QCOMPARE(dialog->fileMode(), QFileDialog::Directory);
        dialog->setDirectory(dir.path());
        dialog->selectFile(dir.filePath(QStringLiteral("case")));
        static_cast<QDialog*>(dialog)->accept(); // as the Choose button does (QFileDialog::accept is protected)
        // Both files of the folder, the one in its subfolder included, are indexed.
        const auto indexedNames = [&panel] {
            QStringList names;
            for (int row = 0; row < panel.model()->rowCount(); ++row) {
                const QModelIndex index = panel.model()->index(row, 0);
                if (index.data(ui::LibraryModel::StatusRole).toString() == QLatin1String("indexed"))
                    names << QFileInfo(panel.model()->pathAt(row)).fileName();
            }
            names.sort();
            return names;
        };
        QTRY_COMPARE_WITH_TIMEOUT(indexedNames(), (QStringList{QStringLiteral("a.md"), QStringLiteral("b.md")}), 20000);
    }

    void searchRanksByEveryWordWithoutLeavingAnyOut()
    {
        QTemporaryDir dir;
        const QString dbPath = dir.filePath(QStringLiteral("library.sqlite"));
        {
            // "contract" is in every chunk, "indemnity" in one: both find and rank passages, and
            // nothing is reported as left out.
            auto db = store::LibraryStore::open(dbPath);
            QVERIFY(db.ok());
            for (int d = 0; d < 40; ++d) {
                store::LibraryChunk c;
                c.text = d == 7 ? QStringLiteral("This contract holds an indemnity.")
                                : QStringLiteral("This contract clause %1 is standard.").arg(d);
                c.end = static_cast<int>(c.text.size());
                store::LibraryDocument doc;
                doc.path = QStringLiteral("contract-%1").arg(d);
                doc.title = QStringLiteral("Contract %1").arg(d);
                QVERIFY(db.value()->putDocument(doc, {c}).ok());
            }
        }
        QDir().mkpath(dir.filePath(QStringLiteral("library")));
        ui::LibraryPanel panel(embedded(dbPath), dir.filePath(QStringLiteral("library")));
        auto* status = panel.findChild<QLabel*>(QStringLiteral("libraryStatus"));
        QVERIFY(status);
        panel.sync();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QLatin1String("up to date")), 20000);
        QSignalSpy searched(&panel, &ui::LibraryPanel::searchFinished);
        panel.search(QStringLiteral("contract indemnity"));
        QTRY_COMPARE_WITH_TIMEOUT(searched.count(), 1, 20000);
        QCOMPARE(searched.at(0).at(1).toInt(), 10); // the top ten of the forty contracts
        auto* results = panel.findChild<QListWidget*>(QStringLiteral("librarySearchResults"));
        QVERIFY(results);
        QVERIFY2(results->item(0)->text().contains(QLatin1String("indemnity")), qPrintable(results->item(0)->text()));
        QVERIFY2(!status->text().contains(QLatin1String("contract")), qPrintable(status->text()));
        QVERIFY2(!status->text().contains(QLatin1String("OCR")), qPrintable(status->text())); // no page was
    }

    void summarySaysHowManyPagesWereReadByOcr()
    {
        // A scanned exhibit whose pages 1 and 2 were read by OCR (two chunks on page 2) and page 3 from a
        // text layer, and a text-layer memo: the summary after a pass counts 2 pages read by OCR.
        QTemporaryDir dir;
        const QString dbPath = dir.filePath(QStringLiteral("library.sqlite"));
        {
            auto db = store::LibraryStore::open(dbPath);
            QVERIFY(db.ok());
            QList<store::LibraryChunk> chunks;
            const QList<std::pair<int, int>> pageAndConfidence = {{1, 91}, {2, 88}, {2, 84}, {3, -1}};
            for (const auto& [page, confidence] : pageAndConfidence) {
                store::LibraryChunk c;
                c.text = QStringLiteral("Exhibit A, page %1: the lessee acknowledges receipt.").arg(page);
                c.start = chunks.isEmpty() ? 0 : chunks.last().end + 2;
                c.end = c.start + static_cast<int>(c.text.size());
                c.page = page;
                c.ocrConfidence = confidence;
                chunks << c;
            }
            store::LibraryDocument exhibit;
            exhibit.path = QStringLiteral("exhibit-a.pdf");
            exhibit.title = QStringLiteral("Exhibit A");
            QVERIFY(db.value()->putDocument(exhibit, chunks).ok());
            store::LibraryChunk memo;
            memo.text = QStringLiteral("A memo typed on a computer.");
            memo.end = static_cast<int>(memo.text.size());
            memo.page = 1;
            store::LibraryDocument memoDoc;
            memoDoc.path = QStringLiteral("memo.pdf");
            QVERIFY(db.value()->putDocument(memoDoc, {memo}).ok());
        }
        QDir().mkpath(dir.filePath(QStringLiteral("library")));
        ui::LibraryPanel panel(embedded(dbPath), dir.filePath(QStringLiteral("library")));
        auto* status = panel.findChild<QLabel*>(QStringLiteral("libraryStatus"));
        QVERIFY(status);
        panel.sync();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QLatin1String("up to date")), 20000);
        QCOMPARE(status->text(), QStringLiteral("The library is up to date: 2 document(s). 2 page(s) without a text "
                                                "layer were read by OCR."));

        // In Spanish after a live switch, the count with it.
        QTranslator spanish;
        QVERIFY(spanish.load(QStringLiteral("lmars_es"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&spanish);
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QLatin1String("OCR")) &&
                                     status->text().startsWith(QLatin1String("La biblioteca")),
                                 20000);
        QVERIFY2(status->text().contains(QLatin1String("2 ")), qPrintable(status->text()));
        QCoreApplication::removeTranslator(&spanish);
    }

    void movingToAMatterKeepsTheOcrMark()
    {
        // A scan's chunk read by OCR stays marked as such when its document is filed under a matter.
        QTemporaryDir dir;
        const QString dbPath = dir.filePath(QStringLiteral("library.sqlite"));
        const QString scan = QStringLiteral("/scans/fax.png");
        {
            auto db = store::LibraryStore::open(dbPath);
            QVERIFY(db.ok());
            store::LibraryChunk c;
            c.text = QStringLiteral("We terminate the supply agreement.");
            c.end = static_cast<int>(c.text.size());
            c.page = 1;
            c.ocrConfidence = 74;
            store::LibraryDocument doc;
            doc.path = scan;
            doc.hash = QStringLiteral("fax");
            QVERIFY(db.value()->putDocument(doc, {c}).ok());
        }
        QDir().mkpath(dir.filePath(QStringLiteral("library")));
        ui::LibraryPanel panel(embedded(dbPath), dir.filePath(QStringLiteral("library")));
        QSignalSpy assigned(&panel, &ui::LibraryPanel::mattersAssigned);
        panel.moveToMatter({scan}, QStringLiteral("Smith estate"));
        QTRY_COMPARE_WITH_TIMEOUT(assigned.count(), 1, 20000);
        QCOMPARE(assigned.at(0).at(0).toInt(), 1);
        auto db = store::LibraryStore::open(dbPath);
        QVERIFY(db.ok());
        auto moved = db.value()->document(scan);
        QVERIFY(moved.ok() && moved->has_value());
        QCOMPARE(moved->value().matter, QStringLiteral("Smith estate"));
        auto chunks = db.value()->chunks(moved->value().id, 0, 10);
        QVERIFY(chunks.ok() && chunks->size() == 1);
        QCOMPARE(chunks->first().ocrConfidence, 74);
    }

    void searchSyntaxIsChosenOrDetected()
    {
        QTemporaryDir dir;
        const QString dbPath = dir.filePath(QStringLiteral("library.sqlite"));
        // Only chunk 7 holds both words in one sentence.
        QVERIFY(writeContracts(dbPath, QStringLiteral(" An indemnity follows.")));
        QDir().mkpath(dir.filePath(QStringLiteral("library")));
        ui::LibraryPanel panel(embedded(dbPath), dir.filePath(QStringLiteral("library")));
        auto* field = panel.findChild<QLineEdit*>(QStringLiteral("librarySearch"));
        auto* choice = panel.findChild<QComboBox*>(QStringLiteral("librarySearchSyntaxChoice"));
        auto* indicator = panel.findChild<QLabel*>(QStringLiteral("librarySearchSyntaxIndicator"));
        auto* status = panel.findChild<QLabel*>(QStringLiteral("libraryStatus"));
        QVERIFY(field && choice && indicator && status);
        field->setText(QStringLiteral("contract /s indemnity"));
        QCOMPARE(indicator->text(), QStringLiteral("Read as Terms and Connectors"));
        QSignalSpy searched(&panel, &ui::LibraryPanel::searchFinished);
        // Automatic: the one chunk with both words in one sentence.
        panel.search(field->text());
        QTRY_COMPARE_WITH_TIMEOUT(searched.count(), 1, 20000);
        QCOMPARE(searched.at(0).at(1).toInt(), 1);
        // Natural language: the same text ranks every chunk with the words.
        choice->setCurrentIndex(choice->findText(QStringLiteral("Natural language")));
        QCOMPARE(indicator->text(), QStringLiteral("Read as natural language"));
        panel.search(field->text());
        QTRY_COMPARE_WITH_TIMEOUT(searched.count(), 2, 20000);
        QCOMPARE(searched.at(1).at(1).toInt(), 10);
        // Terms and Connectors forced: a malformed expression says where it is wrong.
        choice->setCurrentIndex(choice->findText(QStringLiteral("Terms and Connectors")));
        field->setText(QStringLiteral("(contract indemnity"));
        QCOMPARE(indicator->text(), QStringLiteral("Read as Terms and Connectors"));
        panel.search(field->text());
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QLatin1String("Character 20 of the search")), 20000);
    }
};

QTEST_MAIN(LibraryPanelTest)
#include "LibraryPanelTest.moc"
