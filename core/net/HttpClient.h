// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "net/NetworkConfig.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <optional>

namespace lmars::net {

using HeaderList = QList<QPair<QByteArray, QByteArray>>;

/// One HTTP request. Timeouts apply per attempt.
struct HttpRequest
{
    QByteArray method = "GET";
    QUrl url;
    HeaderList headers;
    QByteArray body;

    int connectTimeoutMs = 10000;
    int totalTimeoutMs = 120000;
    /// For streaming requests: fail when no byte arrives for this long (0 = only totalTimeoutMs).
    int idleTimeoutMs = 0;

    int maxAttempts = 3;         ///< 1 = no retry. Retries on connection errors, 408, 409, 429, 5xx, 529.
    int backoffBaseMs = 500;     ///< exponential backoff base (doubles per attempt, with jitter)
    int backoffMaxMs = 8000;     ///< backoff cap
    int maxRetryAfterMs = 60000; ///< Retry-After above this is not honoured: the request fails instead

    qint64 maxResponseBytes = 32LL * 1024 * 1024; ///< larger bodies fail with ErrorKind::TooLarge

    /// Optional: true when an error status with this body is deterministic (the body names the
    /// request as invalid), so that another attempt cannot help and none is made.
    std::function<bool(int status, const QByteArray& body)> isPermanentFailure;

    /// Values that must never appear in errors or logs (API keys). Values of the headers
    /// Authorization, X-API-KEY, x-api-key, X-Subscription-Token are redacted automatically.
    QStringList secrets;
};

struct HttpResponse
{
    int status = 0;
    QByteArray body;    ///< empty for streaming calls with a 2xx status
    HeaderList headers; ///< names lower-cased
    int attempts = 1;   ///< how many attempts were made
    qint64 elapsedMs = 0;

    /// First header with this name (case-insensitive), or empty.
    QByteArray header(const QByteArray& name) const;
};

/// Called for each complete line of a streaming 2xx body, without the line terminator
/// ("\n" or "\r\n"). Return false to stop the transfer early (not an error).
using LineHandler = std::function<bool(const QByteArray& line)>;

/**
 * The only code in the product that calls libcurl.
 *
 * Calls are blocking and meant for worker threads; any number may run concurrently from
 * different threads. A cancelled CancelToken aborts an in-flight transfer within 200 ms and
 * returns ErrorKind::Cancelled. TLS verification is always on. Every request uses the
 * process-wide NetworkConfig: its proxy (else the http_proxy / https_proxy / no_proxy
 * environment as libcurl reads it), the proxy's credentials (the password redacted like a key),
 * the no-proxy list and a CA bundle added to the system's CAs (CaBundle).
 *
 * Non-2xx responses after the last attempt are returned as an Error of kind Http carrying the
 * status, the provider's error message (from JSON bodies: error.message, error (string),
 * message, detail, error_message; error.metadata.raw is appended, OpenRouter's upstream reason)
 * and a user-readable summary.
 */
class HttpClient final
{
public:
    HttpClient();
    /// A client with its own network configuration instead of the process-wide one (Settings →
    /// Network tests the fields as typed with it).
    explicit HttpClient(NetworkConfig network);

    /// Sends the request, retrying as configured; returns the whole 2xx response.
    Result<HttpResponse> send(const HttpRequest& request, const CancelToken& cancel = {}) const;

    /// Sends the request and delivers a 2xx body line by line as it arrives (SSE, NDJSON).
    /// Retries happen only while no line has been delivered yet.
    Result<HttpResponse> sendStreaming(const HttpRequest& request, const LineHandler& onLine,
                                       const CancelToken& cancel = {}) const;

    /// Replaces every secret (and every auto-redacted header value of the request) in text by "***".
    static QString redact(const QString& text, const HttpRequest& request);

private:
    std::optional<NetworkConfig> m_network; ///< empty = NetworkConfig::processWide() at each request
};

} // namespace lmars::net
