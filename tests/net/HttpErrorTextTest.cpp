// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/HttpErrorText.h"
#include "SharedData.h"

#include <QFile>
#include <QTest>

namespace lmars::test {

using net::HttpErrorText;

/// The provider's message and the status summary HttpClient puts in its errors.
class HttpErrorTextTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void openRouterUpstreamReasonIsAppended();
    void ollamaErrorString();
    void openAiErrorMessage();
    void otherJsonShapes();
    void htmlPageTitle();
    void plainBodyIsShortened();
    void summaries();
    void certificateAndProxySummaries();
};

namespace {

QByteArray recording(const QString& relative)
{
    QFile file(sharedPath(relative));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

void HttpErrorTextTest::openRouterUpstreamReasonIsAppended()
{
    const QString relative = QStringLiteral("data/wire-recordings/openrouter/429_provider_returned_error.json");
    LMARS_SHARED_PATH_OR_SKIP(path, relative);
    const QString message = HttpErrorText::providerMessage(recording(relative));
    QVERIFY2(message.startsWith(QStringLiteral("Provider returned error: google/gemini-2.0-flash-exp:free is "
                                               "temporarily rate-limited upstream.")),
             qPrintable(message));
}

void HttpErrorTextTest::ollamaErrorString()
{
    const QString relative = QStringLiteral("data/wire-recordings/ollama/error_object.json");
    LMARS_SHARED_PATH_OR_SKIP(path, relative);
    QCOMPARE(HttpErrorText::providerMessage(recording(relative)),
             QStringLiteral("the model failed to generate a response"));
}

void HttpErrorTextTest::openAiErrorMessage()
{
    const QString relative = QStringLiteral("data/wire-recordings/openai/429_rate_limit_exceeded.json");
    LMARS_SHARED_PATH_OR_SKIP(path, relative);
    const QString message = HttpErrorText::providerMessage(recording(relative));
    QVERIFY2(message.startsWith(QStringLiteral("Rate limit reached for gpt-4o-mini")), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("114h18m0s")));
}

void HttpErrorTextTest::otherJsonShapes()
{
    QCOMPARE(HttpErrorText::providerMessage(R"({"detail":"Not authenticated"})"), QStringLiteral("Not authenticated"));
    QCOMPARE(HttpErrorText::providerMessage(R"({"error_message":"bad token"})"), QStringLiteral("bad token"));
    // FastAPI's validation errors: detail is a list, kept as compact JSON.
    QCOMPARE(HttpErrorText::providerMessage(R"({"detail":[{"loc":["body","q"],"msg":"field required"}]})"),
             QStringLiteral(R"([{"loc":["body","q"],"msg":"field required"}])"));
    QCOMPARE(HttpErrorText::providerMessage(R"({"status":"error"})"), QString());
    QCOMPARE(HttpErrorText::providerMessage("  \n"), QString());
    const QByteArray huge = "{\"message\":\"" + QByteArray(5000, 'x') + "\"}";
    QCOMPARE(HttpErrorText::providerMessage(huge).size(), 1000);
}

void HttpErrorTextTest::htmlPageTitle()
{
    QCOMPARE(
        HttpErrorText::providerMessage("<html><head><title>502 Bad\n Gateway</title></head><body>nginx</body></html>"),
        QStringLiteral("502 Bad Gateway"));
}

void HttpErrorTextTest::plainBodyIsShortened()
{
    QCOMPARE(HttpErrorText::providerMessage("upstream   connect error\n"), QStringLiteral("upstream connect error"));
    QCOMPARE(HttpErrorText::providerMessage(QByteArray(500, 'y')).size(), 200);
}

void HttpErrorTextTest::summaries()
{
    QCOMPARE(HttpErrorText::statusSummary(401, 1, false), QStringLiteral("The server rejected the API key (401)."));
    QCOMPARE(HttpErrorText::statusSummary(422, 1, false),
             QStringLiteral("The server rejected the request as invalid (422)."));
    QCOMPARE(HttpErrorText::statusSummary(429, 3, false),
             QStringLiteral("Rate limited by the server; gave up after 3 attempts."));
    QCOMPARE(HttpErrorText::statusSummary(429, 1, false), QStringLiteral("Rate limited by the server (429)."));
    QCOMPARE(HttpErrorText::statusSummary(429, 3, true), QStringLiteral("The account has exceeded its quota (429)."));
    QCOMPARE(HttpErrorText::statusSummary(503, 2, false),
             QStringLiteral("The server failed with status 503; gave up after 2 attempts."));
    QCOMPARE(HttpErrorText::statusSummary(409, 1, false), QStringLiteral("The server failed with status 409."));
    QCOMPARE(HttpErrorText::statusSummary(418, 1, false), QStringLiteral("The server answered with status 418."));
}

void HttpErrorTextTest::certificateAndProxySummaries()
{
    const QString certificate = HttpErrorText::certificateSummary(
        QStringLiteral("api.openai.com:443"), QStringLiteral("SSL certificate problem: self-signed certificate in "
                                                             "certificate chain"));
    QVERIFY(
        certificate.startsWith(QStringLiteral("The certificate of api.openai.com:443 could not be verified (SSL "
                                              "certificate problem: self-signed certificate in certificate chain).")));
    QVERIFY(certificate.contains(QStringLiteral("Settings → Network (LMARS_CA_BUNDLE)")));

    QVERIFY(HttpErrorText::proxySummary(QStringLiteral("h:443"), 407, true)
                .startsWith(QStringLiteral("The proxy refused the user name or password (407")));
    QVERIFY(HttpErrorText::proxySummary(QStringLiteral("h:443"), 407, false)
                .startsWith(QStringLiteral("The proxy asks for a user name and password (407")));
    QCOMPARE(HttpErrorText::proxySummary(QStringLiteral("h:443"), 403, true),
             QStringLiteral("The proxy refused to connect to h:443 (status 403)."));
    // A 407 to a plain-HTTP request through the proxy is an HTTP status of its own.
    QVERIFY(HttpErrorText::statusSummary(407, 1, false).contains(QStringLiteral("407 Proxy Authentication Required")));
}

} // namespace lmars::test

QTEST_GUILESS_MAIN(lmars::test::HttpErrorTextTest)
#include "HttpErrorTextTest.moc"
