// SPDX-License-Identifier: GPL-3.0-or-later
// lmars-cli behind a firm's proxy: `lmars-cli verify` looks citations up on CourtListener and eCFR,
// here one HTTPS server on 127.0.0.1 whose certificate a throwaway CA signed, reached only through
// a CONNECT proxy that wants credentials, with LMARS_PROXY_URL, LMARS_PROXY_USER,
// LMARS_PROXY_PASSWORD and LMARS_CA_BUNDLE in the environment.
#include "CitationLookupScript.h"
#include "CliRunner.h"
#include "ScriptedProxy.h"
#include "ScriptedServer.h"
#include "TestCertificates.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using lmars::test::CliRun;
using lmars::test::ScriptedServer;
namespace lookup = lmars::test::lookup;

namespace {

const QString kUser = QStringLiteral("clerk");
const QString kPassword = QStringLiteral("cli-proxy-pw-5150");
const QString kToken = QStringLiteral("cl-proxy-secret-321");
const QString kBrief = QStringLiteral("Abortion: Roe v. Wade, 410 U.S. 113 (1973).\nRegulation: 8 C.F.R. § 214.2.\n");

} // namespace

class ProxyCliTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    lmars::test::TestCertificates m_certificates;
    ScriptedServer m_server;
    lmars::test::ScriptedProxy m_proxy;
    QString m_brief;
    int m_runs = 0;

    CliRun verify(const QString& password, const QString& caFile)
    {
        QProcessEnvironment env = lmars::test::cliEnvironment(m_home.path(), nullptr, QStringLiteral("proxy"), false);
        const QString base = m_server.baseUrl().toString();
        env.insert(QStringLiteral("LMARS_COURTLISTENER_URL"), base);
        env.insert(QStringLiteral("LMARS_ECFR_URL"), base);
        env.insert(QStringLiteral("LMARS_FEDERAL_REGISTER_URL"), base);
        env.insert(QStringLiteral("COURTLISTENER_API_TOKEN"), kToken);
        env.insert(QStringLiteral("LMARS_PROXY_URL"), m_proxy.url());
        env.insert(QStringLiteral("LMARS_PROXY_USER"), kUser);
        env.insert(QStringLiteral("LMARS_PROXY_PASSWORD"), password);
        env.insert(QStringLiteral("LMARS_CA_BUNDLE"), caFile);
        // A session database of its own per run: verify caches lookups across runs.
        env.insert(QStringLiteral("LMARS_DATA_DIR"), m_home.filePath(QStringLiteral("data-%1").arg(++m_runs)));
        return lmars::test::runCli(
            {QStringLiteral("verify"), m_brief, QStringLiteral("--as-of"), QStringLiteral("2025-03-01")}, env,
            m_home.path(), 60000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_certificates.make(&error), qPrintable(error));
        QVERIFY(m_server.loadScenarioFile(QStringLiteral("verify_official_sources.json")));
        const QStringList sent{QStringLiteral("410 U.S. 113")};
        QVERIFY(m_server.addRoute(lookup::route(lookup::reply(
            lookup::textOf(sent), {{sent.at(0),
                                    200,
                                    {lookup::cluster(108713, QStringLiteral("Roe v. Wade"),
                                                     QStringLiteral("1973-01-22"), QStringLiteral("roe-v-wade"))}}}))));
        m_server.setTls(m_certificates.serverCertificate(), m_certificates.serverKey());
        QVERIFY(m_server.start());
        m_proxy.requireCredentials(kUser, kPassword);
        QVERIFY(m_proxy.start());
        m_brief = m_home.filePath(QStringLiteral("brief.txt"));
        QFile file(m_brief);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kBrief.toUtf8());
    }

    void lookupsGoThroughTheProxyWithTheCaBundle()
    {
        const CliRun r = verify(kPassword, m_certificates.caCertificate());
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("410 U.S. 113  [verified]")), qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("8 C.F.R. § 214.2  [verified]")), qPrintable(r.out + r.err));
        const QByteArray target = QStringLiteral("127.0.0.1:%1").arg(m_server.port()).toUtf8();
        int tunnels = 0;
        for (const auto& request : m_proxy.requests())
            tunnels += request.method == "CONNECT" && request.target == target && request.authorized ? 1 : 0;
        QVERIFY2(tunnels >= 2, qPrintable(QString::number(tunnels))); // CourtListener and eCFR
        QVERIFY(!r.out.contains(kPassword) && !r.err.contains(kPassword));
    }

    void aWrongCaLeavesTheCitationsUnverified()
    {
        const int before = int(m_server.requests().size());
        const CliRun r = verify(kPassword, m_certificates.otherCaCertificate());
        QVERIFY2(!r.out.contains(QStringLiteral("[verified]")), qPrintable(r.out + r.err));
        QVERIFY2(QString(r.out + r.err).contains(QStringLiteral("certificate")), qPrintable(r.out + r.err));
        QCOMPARE(int(m_server.requests().size()), before); // no request reached the server
        QVERIFY(!r.out.contains(kPassword) && !r.err.contains(kPassword));
    }

    void aWrongPasswordIsNamedAndNeverShown()
    {
        const QString wrong = QStringLiteral("not-the-pw-77");
        const CliRun r = verify(wrong, m_certificates.caCertificate());
        QVERIFY2(!r.out.contains(QStringLiteral("[verified]")), qPrintable(r.out + r.err));
        QVERIFY2(QString(r.out + r.err).contains(QStringLiteral("407")), qPrintable(r.out + r.err));
        QVERIFY(!r.out.contains(wrong) && !r.err.contains(wrong));
    }
};

QTEST_GUILESS_MAIN(ProxyCliTest)
#include "ProxyCliTest.moc"
