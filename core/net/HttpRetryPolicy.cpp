// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpRetryPolicy.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QThread>

#include <curl/curl.h>

#include <algorithm>

namespace lmars::net {

namespace {

constexpr int kSleepSliceMs = 20;

} // namespace

HttpRetryPolicy::Decision HttpRetryPolicy::afterErrorStatus(const HttpRequest& request, const HttpResponse& response,
                                                            int attempt)
{
    Decision decision;
    decision.delayMs = backoffMs(request, attempt);
    const bool quotaExhausted = response.status == 429 && isQuotaExhausted(response.body);
    const QByteArray shouldRetry = response.header("x-should-retry").trimmed().toLower();
    decision.retry = shouldRetry == "true" || (isRetryableStatus(response.status) && !quotaExhausted);
    if (shouldRetry == "false")
        decision.retry = false;
    if (decision.retry && request.isPermanentFailure && request.isPermanentFailure(response.status, response.body))
        decision.retry = false;
    if (decision.retry) {
        if (const std::optional<qint64> asked = retryAfterMs(response)) {
            if (*asked <= request.maxRetryAfterMs)
                decision.delayMs = *asked;
            else
                decision.retry = false;
        }
    }
    return decision;
}

qint64 HttpRetryPolicy::backoffMs(const HttpRequest& request, int attempt)
{
    const qint64 base = std::max(0, request.backoffBaseMs);
    const int shift = std::clamp(attempt - 1, 0, 30);
    const qint64 capped = std::min<qint64>(std::max(0, request.backoffMaxMs), base << shift);
    // Jitter: up to a quarter less than the nominal delay.
    const double factor = 1.0 - 0.25 * QRandomGenerator::global()->generateDouble();
    return static_cast<qint64>(static_cast<double>(capped) * factor);
}

bool HttpRetryPolicy::isRetryableStatus(int status)
{
    return status == 408 || status == 409 || status == 429 || (status >= 500 && status <= 504) || status == 529;
}

bool HttpRetryPolicy::isQuotaExhausted(const QByteArray& body)
{
    const QJsonDocument document = QJsonDocument::fromJson(body.trimmed());
    if (!document.isObject())
        return body.contains("insufficient_quota");
    const QJsonObject object = document.object();
    const QJsonValue error = object.value(QLatin1String("error"));
    const QString code = error.isObject() ? error.toObject().value(QLatin1String("code")).toString()
                                          : object.value(QLatin1String("code")).toString();
    const QString type = error.isObject() ? error.toObject().value(QLatin1String("type")).toString() : QString();
    return code == QLatin1String("insufficient_quota") || type == QLatin1String("insufficient_quota");
}

std::optional<qint64> HttpRetryPolicy::retryAfterMs(const HttpResponse& response)
{
    const QByteArray ms = response.header("retry-after-ms").trimmed();
    if (!ms.isEmpty()) {
        bool ok = false;
        const double value = ms.toDouble(&ok);
        if (ok && value >= 0)
            return static_cast<qint64>(value);
    }
    const QByteArray after = response.header("retry-after").trimmed();
    if (after.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double seconds = after.toDouble(&ok);
    if (ok)
        return seconds < 0 ? std::nullopt : std::optional<qint64>(static_cast<qint64>(seconds * 1000));
    const time_t when = curl_getdate(after.constData(), nullptr);
    if (when < 0)
        return std::nullopt;
    const qint64 delta = (static_cast<qint64>(when) - QDateTime::currentSecsSinceEpoch()) * 1000;
    return std::max<qint64>(0, delta);
}

bool HttpRetryPolicy::sleepUnlessCancelled(qint64 ms, const CancelToken& cancel)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms) {
        if (cancel.isCancelled())
            return false;
        QThread::msleep(static_cast<unsigned long>(std::min<qint64>(kSleepSliceMs, ms - timer.elapsed())));
    }
    return !cancel.isCancelled();
}

} // namespace lmars::net
