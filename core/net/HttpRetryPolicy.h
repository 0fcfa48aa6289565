// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "net/HttpClient.h"

#include <QByteArray>

#include <optional>

namespace lmars::net {

/**
 * When HttpClient tries a failed attempt again, and how long it waits first: exponential backoff
 * with jitter, or the delay the server asked for (retry-after-ms, Retry-After in seconds or as an
 * HTTP date). A status is retried when it is 408, 409, 429, 500–504 or 529, unless the account is
 * out of quota, the server says x-should-retry: false, the request's isPermanentFailure says so,
 * or the server asks for a longer wait than the request allows; x-should-retry: true always retries.
 */
class HttpRetryPolicy final
{
public:
    /// Whether to try again after an error status, and the wait before the next attempt.
    struct Decision
    {
        bool retry = false;
        qint64 delayMs = 0;
    };

    /// The decision after attempt number `attempt` (1-based) answered with the error status and
    /// body in `response` (headers lower-cased, as HttpClient collects them).
    static Decision afterErrorStatus(const HttpRequest& request, const HttpResponse& response, int attempt);
    /// The wait after a transport failure (no usable status) of attempt number `attempt`.
    static qint64 backoffMs(const HttpRequest& request, int attempt);

    /// 408, 409, 429, 500–504 and 529.
    static bool isRetryableStatus(int status);
    /// True when a 429 body says the account is out of quota (another attempt cannot help).
    static bool isQuotaExhausted(const QByteArray& body);
    /// The delay the server asked for via retry-after-ms or Retry-After, if any (never negative).
    static std::optional<qint64> retryAfterMs(const HttpResponse& response);

    /// Sleeps in small slices; returns false as soon as the token is cancelled.
    static bool sleepUnlessCancelled(qint64 ms, const CancelToken& cancel);
};

} // namespace lmars::net
