// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/HttpRetryPolicy.h"
#include "SharedData.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QLocale>
#include <QTest>

namespace lmars::test {

using net::HttpRequest;
using net::HttpResponse;
using net::HttpRetryPolicy;

/// The retry and Retry-After policy of HttpClient, decided from a response without a server.
class HttpRetryPolicyTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void retryableStatuses();
    void serverErrorIsRetriedAfterBackoff();
    void retryAfterSecondsIsHonoured();
    void retryAfterMsWinsOverRetryAfter();
    void retryAfterHttpDate();
    void retryAfterAboveTheLimitGivesUp();
    void malformedOrNegativeRetryAfterIsIgnored();
    void quotaExhaustedIsNotRetried();
    void openAiRateLimitBodyIsRetried();
    void shouldRetryHeaderOverridesTheStatus();
    void permanentFailureIsNotRetried();
    void backoffDoublesUpToTheCapWithJitter();
    void sleepStopsWhenCancelled();
};

namespace {

HttpResponse responseWith(int status, const net::HeaderList& headers = {}, const QByteArray& body = {})
{
    HttpResponse response;
    response.status = status;
    response.headers = headers;
    response.body = body;
    return response;
}

HttpRequest fastRequest()
{
    HttpRequest request;
    request.backoffBaseMs = 100;
    request.backoffMaxMs = 1000;
    request.maxRetryAfterMs = 60000;
    return request;
}

} // namespace

void HttpRetryPolicyTest::retryableStatuses()
{
    for (int status : {408, 409, 429, 500, 502, 503, 504, 529})
        QVERIFY2(HttpRetryPolicy::isRetryableStatus(status), qPrintable(QString::number(status)));
    for (int status : {200, 400, 401, 403, 404, 413, 422, 505, 530})
        QVERIFY2(!HttpRetryPolicy::isRetryableStatus(status), qPrintable(QString::number(status)));
}

void HttpRetryPolicyTest::serverErrorIsRetriedAfterBackoff()
{
    const auto decision = HttpRetryPolicy::afterErrorStatus(fastRequest(), responseWith(503), 1);
    QVERIFY(decision.retry);
    // First attempt: the base delay, up to a quarter less for jitter.
    QVERIFY2(decision.delayMs >= 75 && decision.delayMs <= 100, qPrintable(QString::number(decision.delayMs)));
    QVERIFY(!HttpRetryPolicy::afterErrorStatus(fastRequest(), responseWith(400), 1).retry);
    QVERIFY(!HttpRetryPolicy::afterErrorStatus(fastRequest(), responseWith(401), 1).retry);
}

void HttpRetryPolicyTest::retryAfterSecondsIsHonoured()
{
    const auto decision =
        HttpRetryPolicy::afterErrorStatus(fastRequest(), responseWith(429, {{"retry-after", "7"}}), 1);
    QVERIFY(decision.retry);
    QCOMPARE(decision.delayMs, 7000);
    QCOMPARE(HttpRetryPolicy::retryAfterMs(responseWith(503, {{"retry-after", "0.5"}})).value_or(-1), 500);
}

void HttpRetryPolicyTest::retryAfterMsWinsOverRetryAfter()
{
    const HttpResponse response = responseWith(429, {{"retry-after", "30"}, {"retry-after-ms", "1250"}});
    QCOMPARE(HttpRetryPolicy::retryAfterMs(response).value_or(-1), 1250);
    QCOMPARE(HttpRetryPolicy::afterErrorStatus(fastRequest(), response, 2).delayMs, 1250);
}

void HttpRetryPolicyTest::retryAfterHttpDate()
{
    const QDateTime inTenSeconds = QDateTime::currentDateTimeUtc().addSecs(10);
    const QByteArray future =
        QLocale::c().toString(inTenSeconds, QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'")).toLatin1();
    const auto delay = HttpRetryPolicy::retryAfterMs(responseWith(503, {{"retry-after", future}}));
    QVERIFY(delay.has_value());
    QVERIFY2(*delay >= 8000 && *delay <= 10000, qPrintable(QString::number(*delay)));
    // A date in the past means "now", not a negative wait.
    const auto past =
        HttpRetryPolicy::retryAfterMs(responseWith(503, {{"retry-after", "Wed, 21 Oct 2015 07:28:00 GMT"}}));
    QCOMPARE(past.value_or(-1), 0);
}

void HttpRetryPolicyTest::retryAfterAboveTheLimitGivesUp()
{
    HttpRequest request = fastRequest();
    request.maxRetryAfterMs = 30000;
    // OpenAI's 429 asks for hours ("Please try again in 114h18m0s"): not worth waiting for.
    const auto decision = HttpRetryPolicy::afterErrorStatus(request, responseWith(429, {{"retry-after", "411480"}}), 1);
    QVERIFY(!decision.retry);
    QVERIFY(HttpRetryPolicy::afterErrorStatus(request, responseWith(429, {{"retry-after", "30"}}), 1).retry);
}

void HttpRetryPolicyTest::malformedOrNegativeRetryAfterIsIgnored()
{
    QVERIFY(!HttpRetryPolicy::retryAfterMs(responseWith(503)).has_value());
    QVERIFY(!HttpRetryPolicy::retryAfterMs(responseWith(503, {{"retry-after", "-3"}})).has_value());
    QVERIFY(!HttpRetryPolicy::retryAfterMs(responseWith(503, {{"retry-after", "soon"}})).has_value());
    const auto decision =
        HttpRetryPolicy::afterErrorStatus(fastRequest(), responseWith(503, {{"retry-after", "soon"}}), 1);
    QVERIFY(decision.retry);
    QVERIFY(decision.delayMs <= 100); // the backoff, not a made-up wait
}

void HttpRetryPolicyTest::quotaExhaustedIsNotRetried()
{
    const QByteArray body =
        R"({"error":{"message":"You exceeded your current quota.","type":"insufficient_quota","code":"insufficient_quota"}})";
    QVERIFY(HttpRetryPolicy::isQuotaExhausted(body));
    QVERIFY(!HttpRetryPolicy::afterErrorStatus(fastRequest(), responseWith(429, {}, body), 1).retry);
    QVERIFY(HttpRetryPolicy::isQuotaExhausted("<html>insufficient_quota</html>"));
    QVERIFY(!HttpRetryPolicy::isQuotaExhausted(R"({"error":{"code":"rate_limit_exceeded"}})"));
}

void HttpRetryPolicyTest::openAiRateLimitBodyIsRetried()
{
    LMARS_SHARED_PATH_OR_SKIP(path, QStringLiteral("data/wire-recordings/openai/429_rate_limit_exceeded.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray body = file.readAll();
    QVERIFY(!HttpRetryPolicy::isQuotaExhausted(body));
    QVERIFY(HttpRetryPolicy::afterErrorStatus(fastRequest(), responseWith(429, {}, body), 1).retry);
}

void HttpRetryPolicyTest::shouldRetryHeaderOverridesTheStatus()
{
    QVERIFY(
        !HttpRetryPolicy::afterErrorStatus(fastRequest(), responseWith(503, {{"x-should-retry", "false"}}), 1).retry);
    QVERIFY(HttpRetryPolicy::afterErrorStatus(fastRequest(), responseWith(400, {{"x-should-retry", "true"}}), 1).retry);
    QVERIFY(
        HttpRetryPolicy::afterErrorStatus(fastRequest(), responseWith(400, {{"x-should-retry", " TRUE "}}), 1).retry);
}

void HttpRetryPolicyTest::permanentFailureIsNotRetried()
{
    HttpRequest request = fastRequest();
    request.isPermanentFailure = [](int status, const QByteArray& body) {
        return status == 500 && body.contains("invalid schema");
    };
    QVERIFY(!HttpRetryPolicy::afterErrorStatus(request, responseWith(500, {}, "invalid schema"), 1).retry);
    QVERIFY(HttpRetryPolicy::afterErrorStatus(request, responseWith(500, {}, "overloaded"), 1).retry);
}

void HttpRetryPolicyTest::backoffDoublesUpToTheCapWithJitter()
{
    const HttpRequest request = fastRequest();
    for (int round = 0; round < 20; ++round) {
        const qint64 first = HttpRetryPolicy::backoffMs(request, 1);
        const qint64 third = HttpRetryPolicy::backoffMs(request, 3);
        const qint64 tenth = HttpRetryPolicy::backoffMs(request, 10);
        QVERIFY2(first >= 75 && first <= 100, qPrintable(QString::number(first)));
        QVERIFY2(third >= 300 && third <= 400, qPrintable(QString::number(third)));
        QVERIFY2(tenth >= 750 && tenth <= 1000, qPrintable(QString::number(tenth))); // capped at backoffMaxMs
    }
    QVERIFY(HttpRetryPolicy::backoffMs(request, 64) <= 1000); // no overflow on a huge attempt count
}

void HttpRetryPolicyTest::sleepStopsWhenCancelled()
{
    CancelToken cancel;
    cancel.cancel();
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!HttpRetryPolicy::sleepUnlessCancelled(10000, cancel));
    QVERIFY(timer.elapsed() < 1000);
    QVERIFY(HttpRetryPolicy::sleepUnlessCancelled(0, CancelToken()));
}

} // namespace lmars::test

QTEST_GUILESS_MAIN(lmars::test::HttpRetryPolicyTest)
#include "HttpRetryPolicyTest.moc"
