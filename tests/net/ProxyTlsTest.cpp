// SPDX-License-Identifier: GPL-3.0-or-later
// Proxies and private CAs on loopback: HttpClient through a CONNECT proxy (ScriptedProxy) to an
// HTTPS server whose certificate a throwaway CA signed (TestCertificates, openssl), with the
// process-wide NetworkConfig as Settings → Network and the LMARS_PROXY_* / LMARS_CA_BUNDLE
// variables set it.
#include "ScriptedProxy.h"
#include "ScriptedServer.h"
#include "TestCertificates.h"
#include "net/CaBundle.h"
#include "net/HttpClient.h"
#include "net/NetworkConfig.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QMutex>
#include <QTest>

namespace lmars::test {

using net::HttpClient;
using net::HttpRequest;
using net::NetworkConfig;

namespace {

const QString kUser = QStringLiteral("alice");
const QString kPassword = QStringLiteral("pr0xy-Secret-7731");
const QByteArray kModels = "{\"object\":\"list\",\"data\":[{\"id\":\"gpt-4o-mini\",\"object\":\"model\"}]}";

QStringList g_logMessages;
QMutex g_logMutex;
QtMessageHandler g_previousHandler = nullptr;

void captureLog(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    {
        QMutexLocker lock(&g_logMutex);
        g_logMessages.append(message);
    }
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

QString allLogs()
{
    QMutexLocker lock(&g_logMutex);
    return g_logMessages.join(QLatin1Char('\n'));
}

HttpRequest get(const QUrl& url)
{
    HttpRequest request;
    request.url = url;
    request.connectTimeoutMs = 3000;
    request.totalTimeoutMs = 10000;
    request.backoffBaseMs = 10;
    request.backoffMaxMs = 20;
    return request;
}

/// The CONNECT requests the proxy saw for target.
int connectsTo(const ScriptedProxy& proxy, const QByteArray& target)
{
    int count = 0;
    for (const ProxiedRequest& r : proxy.requests())
        count += r.method == "CONNECT" && r.target == target && r.authorized ? 1 : 0;
    return count;
}

} // namespace

class ProxyTlsTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();

    void throughProxyWithCaBundle();
    void withoutCaBundleTheCertificateIsNamed();
    void wrongCaNamesTheCertificateProblem();
    void wrongProxyPasswordGives407();
    void missingProxyCredentialsGive407();
    void plainHttpThroughProxy407();
    void noProxyBypassesTheProxy();
    void caBundleIsAddedToTheSystemBundle();
    void unusableCaBundleFile();
    void unusableProxyUrl();
    void credentialsInTheProxyUrlMoveOut();
    void passwordNeverLogged();

private:
    /// Through the scripted proxy with the user and password, trusting caFile (empty: the system's CAs).
    NetworkConfig viaProxy(const QString& password, const QString& caFile) const
    {
        NetworkConfig config;
        config.proxyUrl = m_proxy.url();
        config.proxyUser = kUser;
        config.proxyPassword = password;
        config.caBundleFile = caFile;
        return config;
    }

    QString m_tlsTarget; ///< "127.0.0.1:<port>" of the HTTPS server
    TestCertificates m_certificates;
    ScriptedServer m_server;
    ScriptedProxy m_proxy;
};

void ProxyTlsTest::initTestCase()
{
    // The machine's own proxy variables must not decide these tests.
    for (const char* name :
         {"http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"})
        qunsetenv(name);
    QLoggingCategory::setFilterRules(QStringLiteral("lmars.core.net.debug=true"));
    g_previousHandler = qInstallMessageHandler(captureLog);

    QString error;
    QVERIFY2(m_certificates.make(&error), qPrintable(error));
    m_server.setTls(m_certificates.serverCertificate(), m_certificates.serverKey());
    QJsonObject reply{
        {QStringLiteral("status"), 200},
        {QStringLiteral("headers"), QJsonObject{{QStringLiteral("Content-Type"), QStringLiteral("application/json")}}},
        {QStringLiteral("body"), QString::fromUtf8(kModels)}};
    QJsonObject route{{QStringLiteral("method"), QStringLiteral("GET")},
                      {QStringLiteral("path"), QStringLiteral("/v1/models")},
                      {QStringLiteral("responses"), QJsonArray{reply}}};
    QVERIFY(m_server.addRoute(QJsonDocument(route).toJson(QJsonDocument::Compact)));
    QVERIFY(m_server.start());
    m_tlsTarget = QStringLiteral("127.0.0.1:%1").arg(m_server.port());
    m_proxy.requireCredentials(kUser, kPassword);
    QVERIFY(m_proxy.start());
}

void ProxyTlsTest::init()
{
    NetworkConfig::setProcessWide({});
}

void ProxyTlsTest::cleanupTestCase()
{
    NetworkConfig::setProcessWide({});
    m_proxy.stop();
    m_server.stop();
    qInstallMessageHandler(g_previousHandler);
}

void ProxyTlsTest::throughProxyWithCaBundle()
{
    const NetworkConfig config = viaProxy(kPassword, m_certificates.caCertificate());
    NetworkConfig::setProcessWide(config);
    const int before = connectsTo(m_proxy, m_tlsTarget.toUtf8());

    const auto response = HttpClient().send(get(QUrl(m_server.baseUrl().toString() + QStringLiteral("/v1/models"))));
    QVERIFY2(response.ok(), qPrintable(response.ok() ? QString() : response.error().toString()));
    QCOMPARE(response->status, 200);
    QCOMPARE(response->body, kModels);
    // The request went through the proxy's tunnel, with the credentials.
    QCOMPARE(connectsTo(m_proxy, m_tlsTarget.toUtf8()), before + 1);
    QCOMPARE(m_server.requestsTo(QStringLiteral("/v1/models")).last().headers.value("proxy-authorization"),
             QByteArray()); // the credentials stay with the proxy
}

void ProxyTlsTest::withoutCaBundleTheCertificateIsNamed()
{
    const NetworkConfig config = viaProxy(kPassword, QString());
    NetworkConfig::setProcessWide(config); // the system's CAs alone do not know the test CA

    HttpRequest request = get(QUrl(m_server.baseUrl().toString() + QStringLiteral("/v1/models")));
    const auto response = HttpClient().send(request);
    QVERIFY(!response.ok());
    const QString summary = response.error().summary;
    QVERIFY2(summary.contains(QStringLiteral("certificate of %1 could not be verified").arg(m_tlsTarget)),
             qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("SSL certificate problem")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("LMARS_CA_BUNDLE")), qPrintable(summary));
}

void ProxyTlsTest::wrongCaNamesTheCertificateProblem()
{
    const NetworkConfig config = viaProxy(kPassword, m_certificates.otherCaCertificate());
    NetworkConfig::setProcessWide(config);
    const int before = connectsTo(m_proxy, m_tlsTarget.toUtf8());

    const auto response = HttpClient().send(get(QUrl(m_server.baseUrl().toString() + QStringLiteral("/v1/models"))));
    QVERIFY(!response.ok());
    QCOMPARE(response.error().kind, ErrorKind::Network);
    const QString summary = response.error().summary;
    // libcurl's reason: "SSL certificate problem: unable to get local issuer certificate".
    QVERIFY2(summary.contains(QStringLiteral("SSL certificate problem: unable to get local issuer certificate")),
             qPrintable(summary));
    QVERIFY2(summary.contains(m_tlsTarget), qPrintable(summary));
    // A certificate failure is not retried: one tunnel.
    QCOMPARE(connectsTo(m_proxy, m_tlsTarget.toUtf8()), before + 1);
}

void ProxyTlsTest::wrongProxyPasswordGives407()
{
    const NetworkConfig config = viaProxy(QStringLiteral("wrong-Pa55word-0042"), m_certificates.caCertificate());
    NetworkConfig::setProcessWide(config);
    const int requestsBefore = int(m_proxy.requests().size());

    const auto response = HttpClient().send(get(QUrl(m_server.baseUrl().toString() + QStringLiteral("/v1/models"))));
    QVERIFY(!response.ok());
    QCOMPARE(response.error().httpStatus, 407);
    const QString summary = response.error().summary;
    QVERIFY2(summary.contains(QStringLiteral("refused the user name or password (407 Proxy Authentication Required)")),
             qPrintable(summary));
    QVERIFY(!summary.contains(config.proxyPassword));
    // The client did send credentials, and gave up without retrying the same wrong ones.
    const QList<ProxiedRequest> seen = m_proxy.requests().mid(requestsBefore);
    QVERIFY(std::any_of(seen.cbegin(), seen.cend(), [](const ProxiedRequest& r) { return r.sentCredentials; }));
    QVERIFY2(seen.size() <= 2, qPrintable(QString::number(seen.size()))); // a probe and one try
    QVERIFY(m_server.requestsTo(QStringLiteral("/never")).isEmpty());
}

void ProxyTlsTest::missingProxyCredentialsGive407()
{
    NetworkConfig config;
    config.proxyUrl = m_proxy.url();
    config.caBundleFile = m_certificates.caCertificate();
    NetworkConfig::setProcessWide(config);

    const auto response = HttpClient().send(get(QUrl(m_server.baseUrl().toString() + QStringLiteral("/v1/models"))));
    QVERIFY(!response.ok());
    QCOMPARE(response.error().httpStatus, 407);
    QVERIFY2(response.error().summary.contains(QStringLiteral("asks for a user name and password")),
             qPrintable(response.error().summary));
}

void ProxyTlsTest::plainHttpThroughProxy407()
{
    ScriptedServer plain;
    QVERIFY(
        plain.addRoute("{\"method\":\"GET\",\"path\":\"/ping\",\"responses\":[{\"status\":200,\"body\":\"pong\"}]}"));
    QVERIFY(plain.start());
    NetworkConfig config = viaProxy(QStringLiteral("also-Wrong-9"), QString());
    NetworkConfig::setProcessWide(config);
    const auto refused = HttpClient().send(get(QUrl(plain.baseUrl().toString() + QStringLiteral("/ping"))));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().httpStatus, 407);
    QVERIFY2(refused.error().summary.contains(QStringLiteral("407 Proxy Authentication Required")),
             qPrintable(refused.error().summary));
    QVERIFY(plain.requests().isEmpty());

    config.proxyPassword = kPassword;
    NetworkConfig::setProcessWide(config);
    const auto forwarded = HttpClient().send(get(QUrl(plain.baseUrl().toString() + QStringLiteral("/ping"))));
    QVERIFY2(forwarded.ok(), qPrintable(forwarded.ok() ? QString() : forwarded.error().toString()));
    QCOMPARE(forwarded->body, QByteArray("pong"));
    QCOMPARE(m_proxy.requests().last().target, (plain.baseUrl().toString() + QStringLiteral("/ping")).toUtf8());
}

void ProxyTlsTest::noProxyBypassesTheProxy()
{
    // A proxy where nothing listens: every request through it fails.
    NetworkConfig config;
    config.proxyUrl = QStringLiteral("http://127.0.0.1:%1").arg(ScriptedServer::unusedPort());
    config.caBundleFile = m_certificates.caCertificate();
    NetworkConfig::setProcessWide(config);
    HttpRequest request = get(QUrl(m_server.baseUrl().toString() + QStringLiteral("/v1/models")));
    request.maxAttempts = 1;
    QVERIFY(!HttpClient().send(request).ok());

    config.noProxy = QStringLiteral("localhost,127.0.0.1");
    NetworkConfig::setProcessWide(config);
    const auto direct = HttpClient().send(request);
    QVERIFY2(direct.ok(), qPrintable(direct.ok() ? QString() : direct.error().toString()));
    QCOMPARE(direct->body, kModels);

    // The working proxy is bypassed too: it sees no tunnel for the request.
    config.proxyUrl = m_proxy.url();
    config.proxyUser = kUser;
    config.proxyPassword = kPassword;
    NetworkConfig::setProcessWide(config);
    const int before = int(m_proxy.requests().size());
    QVERIFY(HttpClient().send(request).ok());
    QCOMPARE(int(m_proxy.requests().size()), before);
}

void ProxyTlsTest::caBundleIsAddedToTheSystemBundle()
{
    // With a stand-in system bundle (the other CA), the blob holds both: system first, then the user's.
    const auto both =
        net::CaBundle::withSystemCertificates(m_certificates.caCertificate(), m_certificates.otherCaCertificate());
    QVERIFY(both.ok());
    QFile system(m_certificates.otherCaCertificate());
    QFile own(m_certificates.caCertificate());
    QVERIFY(system.open(QIODevice::ReadOnly) && own.open(QIODevice::ReadOnly));
    const QByteArray systemText = system.readAll();
    const QByteArray ownText = own.readAll();
    QVERIFY(both->startsWith(systemText.trimmed()));
    QVERIFY(both->endsWith(ownText));

    // The real system bundle libcurl would use is kept, not replaced.
    const QString systemPath = net::CaBundle::systemBundlePath();
    QVERIFY2(!systemPath.isEmpty() && QFile::exists(systemPath), qPrintable(systemPath));
    const auto withSystem = net::CaBundle::withSystemCertificates(m_certificates.caCertificate());
    QVERIFY(withSystem.ok());
    QFile real(systemPath);
    QVERIFY(real.open(QIODevice::ReadOnly));
    const QByteArray realText = real.readAll();
    QVERIFY(withSystem->size() >= realText.size() + ownText.size());
    QVERIFY(withSystem->startsWith(realText.left(4096)));
    QVERIFY(withSystem->endsWith(ownText));
}

void ProxyTlsTest::unusableCaBundleFile()
{
    NetworkConfig config;
    config.caBundleFile = m_certificates.path(QStringLiteral("no-such-ca.pem"));
    QVERIFY(config.problem().contains(QStringLiteral("does not exist")));
    NetworkConfig::setProcessWide(config);
    const auto missing = HttpClient().send(get(QUrl(m_server.baseUrl().toString() + QStringLiteral("/v1/models"))));
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().kind, ErrorKind::Configuration);
    QVERIFY(missing.error().summary.contains(config.caBundleFile));

    // A DER file (or any file without a PEM certificate) is named as such.
    const QString der = m_certificates.path(QStringLiteral("ca.der"));
    QFile file(der);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromHex("308201a23082014aa003020102"));
    file.close();
    config.caBundleFile = der;
    QVERIFY2(config.problem().contains(QStringLiteral("holds no PEM certificate")), qPrintable(config.problem()));
}

void ProxyTlsTest::unusableProxyUrl()
{
    NetworkConfig config;
    config.proxyUrl = QStringLiteral("ftp://proxy.firm.example:21");
    QVERIFY(config.problem().contains(QStringLiteral("not a usable proxy URL")));
    NetworkConfig::setProcessWide(config);
    const auto response = HttpClient().send(get(QUrl(m_server.baseUrl().toString() + QStringLiteral("/v1/models"))));
    QVERIFY(!response.ok());
    QCOMPARE(response.error().kind, ErrorKind::Configuration);
    config.proxyUrl = QStringLiteral("proxy.firm.example:3128"); // no scheme: HTTP, as libcurl reads it
    QVERIFY(config.problem().isEmpty());
}

void ProxyTlsTest::credentialsInTheProxyUrlMoveOut()
{
    NetworkConfig config;
    config.proxyUrl = QStringLiteral("http://bob:se%3Acret@proxy.firm.example:3128");
    config.takeCredentialsFromUrl();
    QCOMPARE(config.proxyUser, QStringLiteral("bob"));
    QCOMPARE(config.proxyPassword, QStringLiteral("se:cret"));
    QCOMPARE(config.proxyUrl, QStringLiteral("http://proxy.firm.example:3128"));
    QCOMPARE(config.displayProxy(), QStringLiteral("http://proxy.firm.example:3128"));
}

void ProxyTlsTest::passwordNeverLogged()
{
    // Runs last: every request above logged at debug level; none carried a proxy password.
    const QString logs = allLogs();
    QVERIFY(!logs.isEmpty());
    for (const QString& secret :
         {kPassword, QStringLiteral("wrong-Pa55word-0042"), QStringLiteral("also-Wrong-9"), QStringLiteral("se:cret")})
        QVERIFY2(!logs.contains(secret), "a proxy password appeared in the log");
    QVERIFY(!logs.contains(QString::fromLatin1((kUser + QLatin1Char(':') + kPassword).toUtf8().toBase64())));
}

} // namespace lmars::test

QTEST_GUILESS_MAIN(lmars::test::ProxyTlsTest)
#include "ProxyTlsTest.moc"
