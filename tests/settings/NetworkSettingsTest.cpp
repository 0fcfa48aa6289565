// SPDX-License-Identifier: GPL-3.0-or-later
// The proxy and CA settings: each layer (settings file, keychain, .env, environment) reaches
// AppConfig::network, the password never the settings file, and applyNetwork() makes the result
// what every request uses.
#include "net/NetworkConfig.h"
#include "settings/AppConfig.h"
#include "settings/Settings.h"
#include "settings/SettingsTable.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace lmars::test {

using settings::AppConfig;
using Key = settings::Settings::Key;

class NetworkSettingsTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void settingsFileAndKeychain()
    {
        QTemporaryDir dir;
        settings::Settings s(dir.filePath(QStringLiteral("lmars.ini")));
        s.setValue(Key::ProxyUrl, QStringLiteral("http://proxy.firm.example:3128"));
        s.setValue(Key::ProxyUser, QStringLiteral("alice"));
        s.setValue(Key::ProxyPassword, QStringLiteral("never-in-the-file-1")); // refused: a secret
        s.setValue(Key::NoProxy, QStringLiteral("localhost,.firm.example"));
        s.setValue(Key::CaBundle, QStringLiteral("/etc/firm/ca.pem"));
        s.sync();
        QFile ini(s.fileName());
        QVERIFY(ini.open(QIODevice::ReadOnly));
        const QByteArray text = ini.readAll();
        QVERIFY(!text.contains("never-in-the-file-1"));
        QVERIFY(text.contains("proxyUrl=")); // under [network]

        const AppConfig config = AppConfig::resolve(
            s.configValues(), {{QStringLiteral("LMARS_PROXY_PASSWORD"), QStringLiteral("from-keychain-2")}}, {}, {});
        QCOMPARE(config.network.proxyUrl, QStringLiteral("http://proxy.firm.example:3128"));
        QCOMPARE(config.network.proxyUser, QStringLiteral("alice"));
        QCOMPARE(config.network.proxyPassword, QStringLiteral("from-keychain-2"));
        QCOMPARE(config.network.noProxy, QStringLiteral("localhost,.firm.example"));
        QCOMPARE(config.network.caBundleFile, QStringLiteral("/etc/firm/ca.pem"));
        QVERIFY(settings::SettingsTable::secretStoreNames().contains(QStringLiteral("LMARS_PROXY_PASSWORD")));
    }

    void environmentWinsAndUrlCredentialsMoveOut()
    {
        const QMap<QString, QString> file{{QStringLiteral("LMARS_PROXY_URL"), QStringLiteral("http://a.example:1")}};
        const QMap<QString, QString> environment{
            {QStringLiteral("LMARS_PROXY_URL"), QStringLiteral("http://bob:pw%40x@b.example:8080")},
            {QStringLiteral("LMARS_NO_PROXY"), QStringLiteral("*")},
            {QStringLiteral("LMARS_CA_BUNDLE"), QStringLiteral(" /tmp/ca.pem ")}};
        const AppConfig config = AppConfig::resolve(file, {}, environment, {});
        QCOMPARE(config.network.proxyUrl, QStringLiteral("http://b.example:8080"));
        QCOMPARE(config.network.proxyUser, QStringLiteral("bob"));
        QCOMPARE(config.network.proxyPassword, QStringLiteral("pw@x"));
        QCOMPARE(config.network.noProxy, QStringLiteral("*"));
        QCOMPARE(config.network.caBundleFile, QStringLiteral("/tmp/ca.pem"));
    }

    void nothingSetLeavesLibcurlDefaults()
    {
        const AppConfig config = AppConfig::resolve({}, {}, {}, {});
        QCOMPARE(config.network, net::NetworkConfig());
        QVERIFY(config.network.problem().isEmpty());
    }

    void applyNetworkIsProcessWide()
    {
        AppConfig config =
            AppConfig::resolve({}, {},
                               {{QStringLiteral("LMARS_PROXY_URL"), QStringLiteral("http://proxy.firm.example:3128")},
                                {QStringLiteral("LMARS_PROXY_PASSWORD"), QStringLiteral("pw")}},
                               {});
        config.applyNetwork();
        QCOMPARE(net::NetworkConfig::processWide().proxyUrl, QStringLiteral("http://proxy.firm.example:3128"));
        QCOMPARE(net::NetworkConfig::processWide().proxyPassword, QStringLiteral("pw"));
        AppConfig::resolve({}, {}, {}, {}).applyNetwork();
        QCOMPARE(net::NetworkConfig::processWide(), net::NetworkConfig());
    }
};

} // namespace lmars::test

QTEST_GUILESS_MAIN(lmars::test::NetworkSettingsTest)
#include "NetworkSettingsTest.moc"
