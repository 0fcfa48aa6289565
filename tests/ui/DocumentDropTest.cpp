// SPDX-License-Identifier: GPL-3.0-or-later
// The main window as a drop target for the document check (issue 13, point 8): a dropped .txt brief
// opens "Check citations in a document" on it and lists its citations; a dropped file of another
// type, or a folder, opens nothing and the status bar says what can be dropped.
#include "ConfigController.h"
#include "MainWindow.h"
#include "TestMainWindow.h"
#include "ThemeManager.h"
#include "UiTestSupport.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"
#include "verify/DocumentCheckDialog.h"

#include <QFile>
#include <QMimeData>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>

using namespace lmars;
using Key = settings::Settings::Key;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        return {};
    return path;
}

/// Drags `urls` over the window's centre and drops them; whether the drag was accepted.
bool drop(QWidget* window, const QList<QUrl>& urls)
{
    QMimeData data;
    data.setUrls(urls);
    const QPoint centre = window->rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &enter);
    const bool accepted = enter.isAccepted();
    QDropEvent dropped(centre, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &dropped);
    return accepted && dropped.isAccepted();
}

} // namespace

class DocumentDropTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<test::TestMainWindow> m_app;
    ui::MainWindow* m_window = nullptr; ///< m_app's window

    ui::DocumentCheckDialog* dialog() const { return m_window->findChild<ui::DocumentCheckDialog*>(); }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_app = std::make_unique<test::TestMainWindow>(m_dir.filePath(QStringLiteral("settings.ini")));
        // Nothing may be looked up: no CourtListener token, and every service on a closed port.
        const QString closed = QStringLiteral("http://127.0.0.1:9");
        for (const Key key : {Key::CourtListenerUrl, Key::EcfrUrl, Key::FederalRegisterUrl, Key::GovinfoUrl})
            m_app->settings().setValue(key, closed);
        m_window = &m_app->create();
        QVERIFY(m_app->show({1366, 768}, false));
    }

    void cleanup()
    {
        m_window = nullptr;
        m_app.reset();
    }

    void droppedBriefIsChecked()
    {
        const QString brief = writeFile(m_dir, QStringLiteral("brief.txt"),
                                        "MEMORANDUM\n\nThe rule comes from Miranda v. Arizona, 384 U.S. 436 (1966).\n"
                                        "A later case is cited as Smith v. Jones, 123 F.4th 456 (1998).\n");
        QVERIFY(!brief.isEmpty());
        QVERIFY(!dialog());
        QVERIFY(drop(m_window, {QUrl::fromLocalFile(brief)}));
        ui::DocumentCheckDialog* check = dialog();
        QVERIFY(check);
        QVERIFY(check->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!check->isRunning() && !check->result().rows.isEmpty(), 30000);
        const verify::DocumentCheck& result = check->result();
        QCOMPARE(result.fileName, QStringLiteral("brief.txt"));
        QCOMPARE(result.rows.size(), 2);
        QCOMPARE(result.rows.at(0).verified.citation.normalized, QStringLiteral("384 U.S. 436"));
        QCOMPARE(result.rows.at(0).line, 3);
        QCOMPARE(result.rows.at(1).line, 4);
        // F.4th began in 2021: the second is implausible without any lookup.
        QCOMPARE(result.rows.at(1).verified.check.status, model::CitationStatus::Implausible);
        QCOMPARE(check->table()->model()->rowCount(), 2);
    }

    void otherFilesAreRefusedWithAMessage()
    {
        const QString image = writeFile(m_dir, QStringLiteral("scan.png"), QByteArray("\x89PNG\r\n\x1a\n", 8));
        QVERIFY(!image.isEmpty());
        QVERIFY(drop(m_window, {QUrl::fromLocalFile(image)}));
        QVERIFY(!dialog());
        const QString message = m_window->statusBar()->currentMessage();
        QVERIFY2(message.contains(QStringLiteral("scan.png cannot be checked")), qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("PDF, Word (.docx), text, Markdown or HTML")));

        QVERIFY(drop(m_window, {QUrl::fromLocalFile(m_dir.path())})); // a folder
        QVERIFY(!dialog());
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("cannot be checked")));

        QVERIFY(drop(m_window, {QUrl(QStringLiteral("https://example.com/brief.pdf"))})); // not a local file
        QVERIFY(!dialog());
        QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Only files can be dropped here.")));
    }
};

LMARS_UI_TEST_MAIN(DocumentDropTest)
#include "DocumentDropTest.moc"
