// SPDX-License-Identifier: GPL-3.0-or-later
// Settings → Network: the proxy, its user, the no-proxy list and the CA file reach the settings
// file, the proxy password only the secret store, and the result is what every request uses;
// unusable values are refused with a reason; "Test" goes through a scripted CONNECT proxy to an
// HTTPS server signed by a throwaway CA and names the proxy's 407 and the certificate problem.
#include "ConfigController.h"
#include "NetworkSettingsPage.h"
#include "ScriptedProxy.h"
#include "ScriptedServer.h"
#include "SettingsDialog.h"
#include "TestCertificates.h"
#include "UiTestSupport.h"
#include "net/NetworkConfig.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"

#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>

using namespace lmars;

class NetworkSettingsTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    test::TestCertificates m_certificates;
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

    static QLineEdit* edit(QWidget& dialog, const char* name)
    {
        return dialog.findChild<QLineEdit*>(QLatin1String(name));
    }

    /// Clicks Test and waits for its answer; returns the page's result text.
    static QString runTest(ui::NetworkSettingsPage* page)
    {
        QSignalSpy finished(page, &ui::NetworkSettingsPage::testFinished);
        page->findChild<QPushButton*>(QStringLiteral("networkTestButton"))->click();
        if (!finished.wait(20000))
            return QStringLiteral("no answer");
        return page->resultText();
    }

private Q_SLOTS:
    void initTestCase()
    {
        for (const char* name : {"http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "no_proxy"})
            qunsetenv(name);
        QString error;
        QVERIFY2(m_certificates.make(&error), qPrintable(error));
    }

    void init()
    {
        QFile::remove(iniPath());
        net::NetworkConfig::setProcessWide({});
    }

    void pageSavesTheFieldsAndKeepsThePasswordInTheSecretStore()
    {
        const QString password = QStringLiteral("proxy-very-secret-4711");
        Fixture f(iniPath());
        {
            ui::SettingsDialog dialog(f.config);
            auto* tabs = dialog.findChild<QTabWidget*>(QStringLiteral("settingsTabs"));
            auto* page = dialog.findChild<ui::NetworkSettingsPage*>();
            QVERIFY(tabs && page);
            QCOMPARE(tabs->tabText(tabs->indexOf(page)), QStringLiteral("Network"));
            edit(dialog, "proxyUrlEdit")->setText(QStringLiteral("http://proxy.firm.example:3128"));
            edit(dialog, "proxyUserEdit")->setText(QStringLiteral("alice"));
            QTest::keyClicks(edit(dialog, "proxyPasswordEdit"), password);
            edit(dialog, "noProxyEdit")->setText(QStringLiteral("localhost,.firm.example"));
            edit(dialog, "caBundleEdit")->setText(m_certificates.caCertificate());
            QVERIFY(dialog.apply());
            f.settings.sync();
        }
        QFile file(iniPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray ini = file.readAll();
        QVERIFY2(ini.contains("proxy.firm.example:3128"), ini.constData());
        QVERIFY2(ini.contains(m_certificates.caCertificate().toUtf8()), ini.constData());
        QVERIFY2(!ini.contains(password.toUtf8()), ini.constData());
        QCOMPARE(f.secrets.valueOf(QStringLiteral("LMARS_PROXY_PASSWORD")), password);
        const net::NetworkConfig resolved = f.config.config().network;
        QCOMPARE(resolved.proxyUrl, QStringLiteral("http://proxy.firm.example:3128"));
        QCOMPARE(resolved.proxyUser, QStringLiteral("alice"));
        QCOMPARE(resolved.proxyPassword, password);
        QCOMPARE(resolved.noProxy, QStringLiteral("localhost,.firm.example"));
        QCOMPARE(resolved.caBundleFile, m_certificates.caCertificate());
        // Applied at once to every request of the process.
        QCOMPARE(net::NetworkConfig::processWide(), resolved);

        // Reopened with the saved values; cleared, nothing is kept.
        ui::SettingsDialog reopened(f.config);
        QCOMPARE(edit(reopened, "proxyUrlEdit")->text(), QStringLiteral("http://proxy.firm.example:3128"));
        QCOMPARE(edit(reopened, "proxyPasswordEdit")->text(), password);
        for (const char* name : {"proxyUrlEdit", "proxyUserEdit", "proxyPasswordEdit", "noProxyEdit", "caBundleEdit"})
            edit(reopened, name)->clear();
        QVERIFY(reopened.apply());
        QCOMPARE(f.secrets.valueOf(QStringLiteral("LMARS_PROXY_PASSWORD")), QString());
        QCOMPARE(net::NetworkConfig::processWide(), net::NetworkConfig());
    }

    void unusableValuesAreRefusedWithAReason()
    {
        Fixture f(iniPath());
        ui::SettingsDialog dialog(f.config);
        auto* tabs = dialog.findChild<QTabWidget*>(QStringLiteral("settingsTabs"));
        auto* page = dialog.findChild<ui::NetworkSettingsPage*>();
        edit(dialog, "proxyUrlEdit")->setText(QStringLiteral("http://alice:pw-in-url-77@proxy.firm.example:3128"));
        QVERIFY(!dialog.apply());
        QCOMPARE(tabs->currentWidget(), page);
        QVERIFY2(page->resultText().contains(QStringLiteral("Password field")), qPrintable(page->resultText()));
        f.settings.sync();
        QFile file(iniPath());
        if (file.open(QIODevice::ReadOnly))
            QVERIFY(!file.readAll().contains("pw-in-url-77"));

        edit(dialog, "proxyUrlEdit")->setText(QStringLiteral("ftp://proxy.firm.example"));
        QVERIFY(!dialog.apply());
        QVERIFY2(page->resultText().contains(QStringLiteral("not a usable proxy URL")), qPrintable(page->resultText()));

        edit(dialog, "proxyUrlEdit")->clear();
        edit(dialog, "caBundleEdit")->setText(m_dir.filePath(QStringLiteral("missing.pem")));
        QVERIFY(!dialog.apply());
        QVERIFY2(page->resultText().contains(QStringLiteral("does not exist")), qPrintable(page->resultText()));
        QCOMPARE(f.config.config().network.caBundleFile, QString());
    }

    void testGoesThroughTheProxyAndNamesWhatStopsIt()
    {
        const QString user = QStringLiteral("alice");
        const QString password = QStringLiteral("tunnel-pw-0815");
        test::ScriptedServer server;
        server.setTls(m_certificates.serverCertificate(), m_certificates.serverKey());
        QVERIFY(server.addRoute("{\"method\":\"GET\",\"path\":\"/v1\",\"responses\":[{\"status\":401,"
                                "\"json\":{\"error\":{\"message\":\"no key\"}}}]}"));
        QVERIFY(server.start());
        test::ScriptedProxy proxy;
        proxy.requireCredentials(user, password);
        QVERIFY(proxy.start());

        Fixture f(iniPath());
        ui::SettingsDialog dialog(f.config);
        auto* page = dialog.findChild<ui::NetworkSettingsPage*>();
        edit(dialog, "proxyUrlEdit")->setText(proxy.url());
        edit(dialog, "proxyUserEdit")->setText(user);
        edit(dialog, "proxyPasswordEdit")->setText(password);
        edit(dialog, "caBundleEdit")->setText(m_certificates.caCertificate());
        edit(dialog, "networkTestUrlEdit")->setText(server.baseUrl().toString() + QStringLiteral("/v1"));

        // The server's 401 (no key) still proves the way there works.
        QString text = runTest(page);
        QVERIFY2(text.contains(QStringLiteral("answered (HTTP 401)")), qPrintable(text));
        QCOMPARE(proxy.requests().last().method, QByteArray("CONNECT"));

        edit(dialog, "proxyPasswordEdit")->setText(QStringLiteral("wrong-pw-1"));
        text = runTest(page);
        QVERIFY2(text.contains(QStringLiteral("407 Proxy Authentication Required")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("wrong-pw-1")));

        edit(dialog, "proxyPasswordEdit")->setText(password);
        edit(dialog, "caBundleEdit")->setText(m_certificates.otherCaCertificate());
        text = runTest(page);
        QVERIFY2(text.contains(QStringLiteral("SSL certificate problem")), qPrintable(text));
        // Typed values are tested, not saved: nothing reached the process-wide configuration.
        QCOMPARE(net::NetworkConfig::processWide(), net::NetworkConfig());
    }
};

LMARS_UI_TEST_MAIN(NetworkSettingsTest)
#include "NetworkSettingsTest.moc"
