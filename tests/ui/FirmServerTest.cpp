// SPDX-License-Identifier: GPL-3.0-or-later
// Settings → Firm server without a server: the address and user reach the settings file, the
// password only the secret store; unusable addresses are refused with a reason; "Test connection"
// against an address that refuses or never answers says why, on a worker thread, while the window
// keeps handling events. Also the address helper the page relies on.
#include "ConfigController.h"
#include "ScriptedServer.h"
#include "SettingsDialog.h"
#include "UiTestSupport.h"
#include "firm/FirmServerPage.h"
#include "firm/ServerAddress.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>

using namespace lmars;
using Key = settings::Settings::Key;

class FirmServerTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString iniPath() const { return m_dir.filePath(QStringLiteral("lmars.ini")); }

    struct Fixture
    {
        explicit Fixture(const QString& ini) : settings(ini), config(settings, secrets)
        {
            config.setEnvironment({}, {});
        }
        settings::Settings settings;
        settings::MemorySecretStore secrets;
        ui::ConfigController config;
    };

private Q_SLOTS:
    void init() { QFile::remove(iniPath()); }

    void addressKeepsTheUserAndNeverAPassword()
    {
        const ui::ServerAddress uri(QStringLiteral(" postgresql://db.firm.example:5433/lmars?sslmode=require "));
        QVERIFY(uri.isUri());
        QVERIFY(uri.problem().isEmpty());
        QCOMPARE(uri.user(), QString());
        QCOMPARE(uri.host(), QStringLiteral("db.firm.example"));
        QCOMPARE(uri.withUser(QStringLiteral("alice smith")).text(),
                 QStringLiteral("postgresql://alice%20smith@db.firm.example:5433/lmars?sslmode=require"));
        QCOMPARE(uri.withUser(QStringLiteral("alice smith")).user(), QStringLiteral("alice smith"));
        QCOMPARE(ui::ServerAddress(QStringLiteral("postgresql://bob@h/db?user=carol")).user(), QStringLiteral("carol"));
        QCOMPARE(ui::ServerAddress(QStringLiteral("postgresql://bob@h/db?user=carol"))
                     .withUser(QStringLiteral("dave"))
                     .text(),
                 QStringLiteral("postgresql://dave@h/db"));
        QCOMPARE(ui::ServerAddress(QStringLiteral("postgresql://bob@h/db")).withUser({}).text(),
                 QStringLiteral("postgresql://h/db"));
        QVERIFY(ui::ServerAddress(QStringLiteral("postgresql://bob:pw@h/db")).hasPassword());
        QVERIFY(ui::ServerAddress(QStringLiteral("postgresql://h/db?password=pw")).hasPassword());
        QCOMPARE(ui::ServerAddress(QStringLiteral("postgresql://[::1]:5432/db")).host(), QStringLiteral("::1"));

        const ui::ServerAddress kv(QStringLiteral("host=db.firm.example port=5433 dbname='law firm' user=bob"));
        QVERIFY(!kv.isUri());
        QVERIFY(kv.problem().isEmpty());
        QCOMPARE(kv.user(), QStringLiteral("bob"));
        QCOMPARE(kv.host(), QStringLiteral("db.firm.example"));
        QCOMPARE(kv.withUser(QStringLiteral("o'neil")).text(),
                 QStringLiteral("host=db.firm.example port=5433 dbname='law firm' user='o\\'neil'"));
        QCOMPARE(kv.withUser(QStringLiteral("o'neil")).user(), QStringLiteral("o'neil"));
        QVERIFY(ui::ServerAddress(QStringLiteral("host=h password = 'x y'")).hasPassword());
        QCOMPARE(ui::ServerAddress(QStringLiteral("dbname=lmars")).host(), QStringLiteral("localhost"));

        QVERIFY(!ui::ServerAddress(QStringLiteral("db.firm.example")).problem().isEmpty());
        QVERIFY(!ui::ServerAddress(QStringLiteral("host='unclosed")).problem().isEmpty());
        QVERIFY(!ui::ServerAddress(QStringLiteral("mysql://db/lmars")).problem().isEmpty());
        QVERIFY(ui::ServerAddress(QString()).problem().isEmpty()); // empty: the embedded library
    }

    void pageSavesTheAddressAndKeepsThePasswordInTheSecretStore()
    {
        const QString password = QStringLiteral("pg-very-secret-4711");
        Fixture f(iniPath());
        {
            ui::SettingsDialog dialog(f.config);
            auto* tabs = dialog.findChild<QTabWidget*>(QStringLiteral("settingsTabs"));
            QVERIFY(tabs);
            QCOMPARE(tabs->tabText(int(ui::SettingsDialog::Page::FirmServer)), QStringLiteral("Firm server"));
            dialog.findChild<QLineEdit*>(QStringLiteral("serverUrlEdit"))
                ->setText(QStringLiteral("postgresql://db.firm.example/lmars"));
            dialog.findChild<QLineEdit*>(QStringLiteral("serverUserEdit"))->setText(QStringLiteral("alice"));
            QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("serverPasswordEdit")), password);
            QVERIFY(dialog.apply());
            f.settings.sync();
        }
        QFile file(iniPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray ini = file.readAll();
        QVERIFY2(ini.contains("postgresql://alice@db.firm.example/lmars"), ini.constData());
        QVERIFY2(!ini.contains(password.toUtf8()), ini.constData());
        QCOMPARE(f.secrets.valueOf(QStringLiteral("LMARS_SERVER_PASSWORD")), password);
        QCOMPARE(f.config.config().serverUrl, QStringLiteral("postgresql://alice@db.firm.example/lmars"));
        QCOMPARE(f.config.config().serverPassword, password);

        // Reopened: the user in its own field, the address without it.
        ui::SettingsDialog reopened(f.config);
        QCOMPARE(reopened.findChild<QLineEdit*>(QStringLiteral("serverUrlEdit"))->text(),
                 QStringLiteral("postgresql://db.firm.example/lmars"));
        QCOMPARE(reopened.findChild<QLineEdit*>(QStringLiteral("serverUserEdit"))->text(), QStringLiteral("alice"));
        QCOMPARE(reopened.findChild<QLineEdit*>(QStringLiteral("serverPasswordEdit"))->text(), password);
        // Cleared: the embedded library again, and no password kept.
        reopened.findChild<QLineEdit*>(QStringLiteral("serverUrlEdit"))->clear();
        reopened.findChild<QLineEdit*>(QStringLiteral("serverUserEdit"))->clear();
        reopened.findChild<QLineEdit*>(QStringLiteral("serverPasswordEdit"))->clear();
        QVERIFY(reopened.apply());
        QCOMPARE(f.config.config().serverUrl, QString());
        QCOMPARE(f.secrets.valueOf(QStringLiteral("LMARS_SERVER_PASSWORD")), QString());
    }

    void standbysAreSavedAndCheckedLikeTheAddress()
    {
        Fixture f(iniPath());
        {
            ui::SettingsDialog dialog(f.config);
            dialog.findChild<QLineEdit*>(QStringLiteral("serverUrlEdit"))
                ->setText(QStringLiteral("postgresql://db.firm.example/lmars"));
            auto* standbys = dialog.findChild<QLineEdit*>(QStringLiteral("serverStandbysEdit"));
            QVERIFY(standbys);
            auto* result = dialog.findChild<QLabel*>(QStringLiteral("serverTestResult"));
            standbys->setText(QStringLiteral("postgresql://db2.firm.example/lmars; postgresql://bob:pw@db3/lmars"));
            QVERIFY(!dialog.apply()); // a password in a standby's address is refused like the server's
            QVERIFY2(result->text().contains(QStringLiteral("standby")), qPrintable(result->text()));
            QCOMPARE(f.settings.string(Key::ServerReadUrls), QString());
            standbys->setText(
                QStringLiteral(" postgresql://db2.firm.example/lmars ;; host=db3.firm.example dbname=lmars"));
            QVERIFY(dialog.apply());
        }
        QCOMPARE(f.settings.string(Key::ServerReadUrls),
                 QStringLiteral("postgresql://db2.firm.example/lmars; host=db3.firm.example dbname=lmars"));
        QCOMPARE(f.config.config().serverReadUrls, f.settings.string(Key::ServerReadUrls));
        ui::SettingsDialog reopened(f.config);
        auto* standbys = reopened.findChild<QLineEdit*>(QStringLiteral("serverStandbysEdit"));
        QCOMPARE(standbys->text(), f.settings.string(Key::ServerReadUrls));
        standbys->clear();
        QVERIFY(reopened.apply());
        QCOMPARE(f.settings.string(Key::ServerReadUrls), QString());
    }

    void unusableAddressesAreRefusedWithAReason()
    {
        Fixture f(iniPath());
        f.settings.setValue(Key::ServerUrl, QStringLiteral("postgresql://old.example/lmars"));
        ui::SettingsDialog dialog(f.config);
        auto* address = dialog.findChild<QLineEdit*>(QStringLiteral("serverUrlEdit"));
        auto* result = dialog.findChild<QLabel*>(QStringLiteral("serverTestResult"));
        QVERIFY(address && result);

        address->setText(QStringLiteral("postgresql://alice:hunter2@db.firm.example/lmars"));
        QVERIFY(!dialog.apply());
        QVERIFY2(result->text().contains(QStringLiteral("Password field")), qPrintable(result->text()));
        QCOMPARE(dialog.findChild<QTabWidget*>(QStringLiteral("settingsTabs"))->currentIndex(),
                 int(ui::SettingsDialog::Page::FirmServer));
        f.settings.sync();
        QFile file(iniPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains("hunter2"));
        QCOMPARE(f.settings.string(Key::ServerUrl), QStringLiteral("postgresql://old.example/lmars"));

        address->setText(QStringLiteral("db.firm.example"));
        QVERIFY(!dialog.apply());
        QVERIFY2(result->text().contains(QStringLiteral("“db.firm.example” is not a setting")),
                 qPrintable(result->text()));
        // The same reason from Test connection, without connecting.
        dialog.firmServerPage()->testConnection();
        QVERIFY(!dialog.firmServerPage()->isTesting());
        QVERIFY(result->text().contains(QStringLiteral("is not a setting")));
        QCOMPARE(f.settings.string(Key::ServerUrl), QStringLiteral("postgresql://old.example/lmars"));
    }

    void refusedConnectionSaysWhyWithoutBlocking()
    {
        Fixture f(iniPath());
        ui::SettingsDialog dialog(f.config);
        dialog.showPage(ui::SettingsDialog::Page::FirmServer);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.findChild<QLineEdit*>(QStringLiteral("serverUrlEdit"))
            ->setText(QStringLiteral("host=127.0.0.1 port=%1 dbname=lmars").arg(test::ScriptedServer::unusedPort()));
        dialog.findChild<QLineEdit*>(QStringLiteral("serverUserEdit"))->setText(QStringLiteral("alice"));
        auto* button = dialog.findChild<QPushButton*>(QStringLiteral("serverTestButton"));
        QSignalSpy finished(dialog.firmServerPage(), &ui::FirmServerPage::testFinished);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 15000);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        const QString text = dialog.firmServerPage()->resultText();
        QVERIFY2(text.contains(QStringLiteral("Cannot use the server")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("refused"), Qt::CaseInsensitive), qPrintable(text));
        QVERIFY(button->isEnabled());
        QCOMPARE(f.config.config().serverUrl, QString()); // a test saves nothing
    }

    void silentServerTimesOutOffTheGuiThread()
    {
        // A server that accepts the connection and never answers: libpq waits for its connect timeout.
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        QList<QTcpSocket*> held; // accepted and kept open, never written to
        connect(&silent, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket* socket = silent.nextPendingConnection())
                held << socket;
        });

        Fixture f(iniPath());
        ui::SettingsDialog dialog(f.config);
        dialog.showPage(ui::SettingsDialog::Page::FirmServer);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.findChild<QLineEdit*>(QStringLiteral("serverUrlEdit"))
            ->setText(QStringLiteral("postgresql://127.0.0.1:%1/lmars").arg(silent.serverPort()));
        auto* button = dialog.findChild<QPushButton*>(QStringLiteral("serverTestButton"));
        QSignalSpy finished(dialog.firmServerPage(), &ui::FirmServerPage::testFinished);

        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(button, Qt::LeftButton);
        const qint64 clickMs = clock.elapsed();
        QVERIFY2(clickMs < 1000, qPrintable(QString::number(clickMs)));
        QVERIFY(dialog.firmServerPage()->isTesting());
        QVERIFY(!button->isEnabled());
        QCOMPARE(button->text(), QStringLiteral("Testing…"));
        QVERIFY(dialog.firmServerPage()->resultText().contains(QStringLiteral("Connecting to 127.0.0.1")));

        // The event loop keeps turning while the connection waits: the longest gap between ticks of
        // a 20 ms timer stays far below the connect timeout.
        QElapsedTimer sinceTick;
        sinceTick.start();
        qint64 longestGap = 0;
        QTimer tick;
        connect(&tick, &QTimer::timeout, this, [&] { longestGap = qMax(longestGap, sinceTick.restart()); });
        tick.start(20);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        tick.stop();
        QVERIFY2(clock.elapsed() >= 1500, "the test should have waited for the server"); // it never answered
        QVERIFY2(longestGap < 500, qPrintable(QString::number(longestGap)));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        const QString text = dialog.firmServerPage()->resultText();
        QVERIFY2(text.contains(QStringLiteral("Cannot use the server")), qPrintable(text));
        QVERIFY(button->isEnabled());
        QCOMPARE(button->text(), QStringLiteral("&Test connection"));
        qDeleteAll(held);
    }
};

LMARS_UI_TEST_MAIN(FirmServerTest)
#include "FirmServerTest.moc"
