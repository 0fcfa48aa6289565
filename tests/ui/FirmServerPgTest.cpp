// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI against a real firm server (the throwaway PostgreSQL cluster of the ctest run): Test
// connection reports the server and schema versions, the text search configuration and the
// user's matters; the main window names the server, offers those matters in the composer and the
// history filter; the library panel uploads added documents into the chosen matter and filters by it.
#include "ComposerWidget.h"
#include "ConfigController.h"
#include "MainWindow.h"
#include "PgTestDatabase.h"
#include "SettingsDialog.h"
#include "ThemeManager.h"
#include "UiTestSupport.h"
#include "firm/BackendMonitor.h"
#include "firm/BackendStatusWidget.h"
#include "firm/FirmServerPage.h"
#include "history/HistoryModel.h"
#include "history/HistoryPanel.h"
#include "library/LibraryModel.h"
#include "library/LibraryPanel.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"
#include "sessions/ServerSessionArchive.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace lmars;
using Key = settings::Settings::Key;

namespace {

QStringList comboTexts(const QComboBox* combo)
{
    QStringList out;
    for (int i = 0; i < combo->count(); ++i)
        out << combo->itemText(i);
    return out;
}

} // namespace

class FirmServerPgTest : public QObject
{
    Q_OBJECT

private:
    test::PgTestDatabase m_db;
    QString m_alice; ///< ui_alice's connection string

private Q_SLOTS:
    void initTestCase()
    {
        LMARS_REQUIRE_PG_CLUSTER();
        QVERIFY2(m_db.create(QStringLiteral("lmars_ui_firm_test")), m_db.why());
        auto super = m_db.connect();
        QVERIFY(super);
        auto upgraded = store::ServerSchema::upgrade(*super, store::ServerTextSearch::English);
        QVERIFY2(upgraded.ok(), upgraded.ok() ? "" : qPrintable(upgraded.error().toString()));
        QVERIFY2(m_db.createRole(QStringLiteral("ui_boss"), {QStringLiteral("lmars_admin")}), m_db.why());
        QVERIFY2(m_db.createRole(QStringLiteral("ui_alice"), {QStringLiteral("lmars_user")}), m_db.why());
        auto boss = m_db.connect(QStringLiteral("ui_boss"));
        QVERIFY(boss);
        store::ServerAdmin admin(*boss);
        QVERIFY(admin.createMatter(QStringLiteral("Acme v. Widget")).ok());
        QVERIFY(admin.createMatter(QStringLiteral("Gamma merger")).ok());
        QVERIFY(admin.createMatter(QStringLiteral("Walled off")).ok());
        QVERIFY(admin.addMember(QStringLiteral("Acme v. Widget"), QStringLiteral("ui_alice")).ok());
        QVERIFY(admin.addMember(QStringLiteral("Gamma merger"), QStringLiteral("ui_alice")).ok());
        QVERIFY(admin.addMember(QStringLiteral("Walled off"), QStringLiteral("ui_alice")).ok());
        QVERIFY(admin.addWall(QStringLiteral("Walled off"), QStringLiteral("ui_alice")).ok());
        m_alice = m_db.conninfo(QStringLiteral("ui_alice"));
    }

    void testConnectionReportsTheServer()
    {
        QTemporaryDir dir;
        settings::Settings s(dir.filePath(QStringLiteral("lmars.ini")));
        settings::MemorySecretStore secrets;
        ui::ConfigController config(s, secrets);
        config.setEnvironment({}, {});
        ui::SettingsDialog dialog(config);
        dialog.showPage(ui::SettingsDialog::Page::FirmServer);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // The cluster's address as the superuser; the user field makes it ui_alice's.
        dialog.findChild<QLineEdit*>(QStringLiteral("serverUrlEdit"))->setText(m_db.conninfo());
        dialog.findChild<QLineEdit*>(QStringLiteral("serverUserEdit"))->setText(QStringLiteral("ui_alice"));
        QSignalSpy finished(dialog.firmServerPage(), &ui::FirmServerPage::testFinished);
        QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("serverTestButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const QString text = dialog.firmServerPage()->resultText();
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(text));
        QVERIFY2(text.startsWith(QStringLiteral("Connected as ui_alice to PostgreSQL 15.")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("schema version %1.").arg(store::ServerSchema::kVersion)),
                 qPrintable(text));
        // The walled matter is not the user's to use.
        QVERIFY2(text.endsWith(QStringLiteral("Your matters: Acme v. Widget, Gamma merger.")), qPrintable(text));
        QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("serverTextSearch"))->text(),
                 QStringLiteral("english (set on the server)"));
    }

    void mainWindowWorksOnTheServersMatters()
    {
        QTemporaryDir dir;
        settings::Settings s(dir.filePath(QStringLiteral("lmars.ini")));
        s.setValue(Key::DataDir, dir.filePath(QStringLiteral("data")));
        s.setValue(Key::LibraryFolder, dir.filePath(QStringLiteral("library")));
        s.setValue(Key::ServerUrl, m_alice);
        settings::MemorySecretStore secrets;
        ui::ThemeManager theme;
        ui::MainWindow window(s, secrets, theme);
        window.configController()->setEnvironment({}, {});
        QTRY_VERIFY_WITH_TIMEOUT(window.backendMonitor()->status().checked, 20000);
        const ui::BackendStatus status = window.backendMonitor()->status();
        QVERIFY2(status.reachable, qPrintable(status.reason));
        QCOMPARE(window.backendStatusWidget()->text(), QStringLiteral("Firm server: %1").arg(status.host));
        QCOMPARE(status.matters, (QStringList{QStringLiteral("Acme v. Widget"), QStringLiteral("Gamma merger")}));

        auto* composerMatter = window.composer()->findChild<QComboBox*>(QStringLiteral("matterCombo"));
        QVERIFY(composerMatter);
        // The server files every session under a matter: no "No matter" to start a run in.
        QCOMPARE(comboTexts(composerMatter),
                 (QStringList{QStringLiteral("Acme v. Widget"), QStringLiteral("Gamma merger")}));
        QCOMPARE(window.composer()->matter(), QStringLiteral("Acme v. Widget"));
        window.composer()->setMatter(QStringLiteral("Gamma merger"));
        QCOMPARE(window.composer()->request().matter, QStringLiteral("Gamma merger"));
        auto* historyMatter = window.findChild<QComboBox*>(QStringLiteral("historyMatterFilter"));
        QCOMPARE(comboTexts(historyMatter),
                 (QStringList{QStringLiteral("All matters"), QStringLiteral("No matter"),
                              QStringLiteral("Acme v. Widget"), QStringLiteral("Gamma merger")}));
    }

    void historyRenamesASessionOnTheServer()
    {
        // A session of another computer, already on the server.
        auto alice = m_db.connect(QStringLiteral("ui_alice"));
        QVERIFY(alice);
        const qint64 acme = store::ServerAdmin(*alice).matterId(QStringLiteral("Acme v. Widget")).value();
        store::SessionSummary summary;
        summary.id = QStringLiteral("s-ui-rename");
        summary.question = QStringLiteral("Who maintains the shared driveway?");
        summary.status = model::RunStatus::Finished;
        summary.startedAt = QStringLiteral("2025-03-04T05:06:07.000Z");
        auto put = store::ServerSessionArchive(*alice).putSession(
            acme, summary, nlohmann::json{{"question", summary.question.toStdString()}, {"status", "finished"}},
            nlohmann::json::array());
        QVERIFY(put.ok() && put.value());

        QTemporaryDir dir;
        store::BackendConfig config;
        config.sessionDatabasePath = dir.filePath(QStringLiteral("sessions.sqlite"));
        config.libraryPath = dir.filePath(QStringLiteral("library.sqlite"));
        config.serverUrl = m_alice;
        {
            ui::HistoryPanel panel(config);
            QTRY_VERIFY_WITH_TIMEOUT(panel.model()->rowOf(summary.id) >= 0, 20000);
            QSignalSpy renamed(&panel, &ui::HistoryPanel::sessionRenamed);
            const QModelIndex index = panel.model()->index(panel.model()->rowOf(summary.id));
            QVERIFY(panel.model()->setData(index, QStringLiteral("Driveway easement")));
            QTRY_COMPARE_WITH_TIMEOUT(renamed.count(), 1, 20000);
        }
        // Another computer's history (an empty one here) shows the server's title.
        QTemporaryDir other;
        config.sessionDatabasePath = other.filePath(QStringLiteral("sessions.sqlite"));
        config.libraryPath = other.filePath(QStringLiteral("library.sqlite"));
        ui::HistoryPanel again(config);
        QTRY_VERIFY_WITH_TIMEOUT(again.model()->rowOf(summary.id) >= 0, 20000);
        const QModelIndex index = again.model()->index(again.model()->rowOf(summary.id));
        QCOMPARE(index.data(ui::HistoryModel::TitleRole).toString(), QStringLiteral("Driveway easement"));
    }

    void libraryPanelUploadsIntoTheChosenMatter()
    {
        QTemporaryDir dir;
        store::BackendConfig config;
        config.serverUrl = m_alice;
        config.libraryPath = dir.filePath(QStringLiteral("library.sqlite"));
        config.sessionDatabasePath = dir.filePath(QStringLiteral("sessions.sqlite"));
        const QString source = dir.filePath(QStringLiteral("desk/deposit.md"));
        QDir().mkpath(dir.filePath(QStringLiteral("desk")));
        {
            QFile f(source);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("# Security deposits\n\nThe landlord must return the deposit within twenty-one days.\n");
        }
        ui::LibraryPanel panel(config, dir.filePath(QStringLiteral("library")));
        QVERIFY(panel.isServer());
        panel.setMatters({QStringLiteral("Acme v. Widget"), QStringLiteral("Gamma merger")});
        auto* addMatter = panel.findChild<QComboBox*>(QStringLiteral("libraryAddMatter"));
        QCOMPARE(comboTexts(addMatter),
                 (QStringList{QStringLiteral("Acme v. Widget"), QStringLiteral("Gamma merger")}));
        addMatter->setCurrentIndex(addMatter->findText(QStringLiteral("Gamma merger")));
        QCOMPARE(panel.addMatter(), QStringLiteral("Gamma merger"));

        QSignalSpy assigned(&panel, &ui::LibraryPanel::mattersAssigned);
        panel.addPaths({source});
        QTRY_COMPARE_WITH_TIMEOUT(assigned.count(), 1, 30000);
        QCOMPARE(assigned.at(0).at(0).toInt(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(panel.model()->documents().size(), 1, 20000);
        QCOMPARE(panel.model()->documents().constFirst().matter, QStringLiteral("Gamma merger"));
        QVERIFY(panel.model()->documents().constFirst().path.endsWith(QStringLiteral("deposit.md")));

        // The other matter holds nothing; the search is confined to the chosen matter too.
        QSignalSpy documents(&panel, &ui::LibraryPanel::documentsChanged);
        panel.setMatterFilter(QStringLiteral("Acme v. Widget"));
        QTRY_VERIFY_WITH_TIMEOUT(!documents.isEmpty() && documents.last().at(0).toInt() == 0, 20000);
        QSignalSpy searched(&panel, &ui::LibraryPanel::searchFinished);
        panel.search(QStringLiteral("landlord deposit"));
        QTRY_COMPARE_WITH_TIMEOUT(searched.count(), 1, 20000);
        QCOMPARE(searched.at(0).at(1).toInt(), 0);
        panel.setMatterFilter(QStringLiteral("Gamma merger"));
        QTRY_VERIFY_WITH_TIMEOUT(documents.last().at(0).toInt() == 1, 20000);
        panel.search(QStringLiteral("landlord deposit"));
        QTRY_COMPARE_WITH_TIMEOUT(searched.count(), 2, 20000);
        QCOMPARE(searched.at(1).at(1).toInt(), 1);
    }
};

LMARS_UI_TEST_MAIN(FirmServerPgTest)
#include "FirmServerPgTest.moc"
