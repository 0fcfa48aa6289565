// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/LibraryPanel.h"
#include "library/LibraryModel.h"
#include "store/Database.h"
#include "store/LibrarySearcher.h"
#include "store/LibraryStore.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
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
    }
};

QTEST_MAIN(LibraryPanelTest)
#include "LibraryPanelTest.moc"
