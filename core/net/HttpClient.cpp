// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpClient.h"

#include "NetLog.h"
#include "net/CaBundle.h"
#include "net/HttpErrorText.h"
#include "net/HttpRetryPolicy.h"
#include "net/NetworkConfig.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <curl/curl.h>

#include <algorithm>
#include <cerrno>
#include <mutex>
#include <optional>

namespace lmars::net {

namespace {

/// Translation context "HttpClient" for the user-visible summaries.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(HttpClient)
};

constexpr int kMaxRedirects = 5;
constexpr int kPollIntervalMs = 50;

void ensureCurlInitialized()
{
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

bool isSensitiveHeader(const QByteArray& name)
{
    const QByteArray lower = name.toLower();
    return lower == "authorization" || lower == "x-api-key" || lower == "x-subscription-token" ||
           lower == "proxy-authorization";
}

/// Every value that redact() must hide, longest first.
QStringList secretsOf(const HttpRequest& request)
{
    QStringList secrets;
    for (const QString& secret : request.secrets) {
        if (!secret.isEmpty())
            secrets.append(secret);
    }
    for (const auto& [name, value] : request.headers) {
        if (!isSensitiveHeader(name) || value.trimmed().isEmpty())
            continue;
        const QString text = QString::fromUtf8(value.trimmed());
        secrets.append(text);
        // "Bearer <token>", "Basic <credentials>": the credential alone may show up too.
        const int space = text.indexOf(QLatin1Char(' '));
        if (space > 0) {
            const QString credential = text.mid(space + 1).trimmed();
            if (!credential.isEmpty())
                secrets.append(credential);
        }
    }
    std::sort(secrets.begin(), secrets.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    return secrets;
}

/// Host and port as shown in connection errors ("api.openai.com:443").
QString hostAndPort(const QUrl& url)
{
    const int defaultPort = url.scheme() == QLatin1String("https") ? 443 : 80;
    return url.host() + QLatin1Char(':') + QString::number(url.port(defaultPort));
}

QString secondsText(int ms)
{
    return QString::number(ms / 1000.0, 'g', 3);
}

/// The URL as it may be logged: no user info, no secrets.
QString loggableUrl(const HttpRequest& request)
{
    return HttpClient::redact(request.url.toString(QUrl::RemoveUserInfo), request);
}

bool isSuccess(int status)
{
    return status >= 200 && status < 300;
}

/// State of one attempt, shared with the libcurl callbacks.
struct Attempt
{
    const HttpRequest* request = nullptr;
    const LineHandler* onLine = nullptr; ///< null for non-streaming calls

    int status = 0;
    HeaderList headers;
    QByteArray body;
    QByteArray lineBuffer;
    qint64 received = 0;
    bool tooLarge = false;
    bool stoppedByHandler = false;
    bool linesDelivered = false;
    QElapsedTimer sinceLastByte;

    bool deliverLine(QByteArray line)
    {
        if (line.endsWith('\r'))
            line.chop(1);
        linesDelivered = true;
        if (!(*onLine)(line)) {
            stoppedByHandler = true;
            return false;
        }
        return true;
    }
};

size_t onHeader(char* data, size_t size, size_t count, void* user)
{
    auto* attempt = static_cast<Attempt*>(user);
    const size_t length = size * count;
    attempt->sinceLastByte.restart();
    const QByteArray line = QByteArray(data, static_cast<qsizetype>(length)).trimmed();
    if (line.startsWith("HTTP/")) {
        // A new response starts (redirect, 100 Continue): forget the previous one.
        attempt->headers.clear();
        const QList<QByteArray> parts = line.split(' ');
        attempt->status = parts.size() > 1 ? parts.at(1).toInt() : 0;
        return length;
    }
    const int colon = line.indexOf(':');
    if (colon > 0)
        attempt->headers.append({line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed()});
    return length;
}

size_t onBody(char* data, size_t size, size_t count, void* user)
{
    auto* attempt = static_cast<Attempt*>(user);
    const size_t length = size * count;
    attempt->sinceLastByte.restart();
    attempt->received += static_cast<qint64>(length);
    if (attempt->received > attempt->request->maxResponseBytes) {
        attempt->tooLarge = true;
        return 0;
    }
    if (!attempt->onLine || !isSuccess(attempt->status)) {
        attempt->body.append(data, static_cast<qsizetype>(length));
        return length;
    }
    QByteArray& buffer = attempt->lineBuffer;
    buffer.append(data, static_cast<qsizetype>(length));
    qsizetype start = 0;
    qsizetype newline = 0;
    while ((newline = buffer.indexOf('\n', start)) >= 0) {
        const bool more = attempt->deliverLine(buffer.mid(start, newline - start));
        start = newline + 1;
        if (!more) {
            buffer.clear();
            return 0;
        }
    }
    buffer.remove(0, start);
    return length;
}

/// How one attempt ended.
struct Outcome
{
    CURLcode code = CURLE_OK;
    int osErrno = 0;
    bool cancelled = false;
    bool idleTimedOut = false;
    bool connected = false;
    int proxyStatus = 0; ///< the proxy's reply to CONNECT (407: credentials), 0 = none
    QString curlMessage;
};

/// Applies the proxy, its credentials, the no-proxy list and the CA blob (system + user's) to easy.
/// The strings and the blob must outlive the transfer.
void applyNetwork(CURL* easy, const NetworkConfig& network, const QByteArray& proxy, const QByteArray& user,
                  const QByteArray& password, const QByteArray& noProxy, const QByteArray& caBlob)
{
    if (!proxy.isEmpty())
        curl_easy_setopt(easy, CURLOPT_PROXY, proxy.constData());
    if (!network.proxyUser.isEmpty() || !network.proxyPassword.isEmpty()) {
        curl_easy_setopt(easy, CURLOPT_PROXYUSERNAME, user.constData());
        curl_easy_setopt(easy, CURLOPT_PROXYPASSWORD, password.constData());
        curl_easy_setopt(easy, CURLOPT_PROXYAUTH, CURLAUTH_ANY);
    }
    if (!noProxy.isEmpty())
        curl_easy_setopt(easy, CURLOPT_NOPROXY, noProxy.constData());
    if (!caBlob.isEmpty()) {
        curl_blob blob{const_cast<char*>(caBlob.constData()), static_cast<size_t>(caBlob.size()), CURL_BLOB_NOCOPY};
        curl_easy_setopt(easy, CURLOPT_CAINFO_BLOB, &blob);
        curl_easy_setopt(easy, CURLOPT_PROXY_CAINFO_BLOB, &blob);
    }
}

Outcome perform(const HttpRequest& request, const NetworkConfig& network, const QByteArray& caBlob, Attempt& attempt,
                const CancelToken& cancel)
{
    Outcome outcome;
    CURL* easy = curl_easy_init();
    CURLM* multi = curl_multi_init();
    if (!easy || !multi) {
        if (easy)
            curl_easy_cleanup(easy);
        if (multi)
            curl_multi_cleanup(multi);
        outcome.code = CURLE_FAILED_INIT;
        return outcome;
    }

    char errorBuffer[CURL_ERROR_SIZE] = {};
    const QByteArray url = request.url.toEncoded();
    const QByteArray method = request.method.toUpper();

    curl_easy_setopt(easy, CURLOPT_ERRORBUFFER, errorBuffer);
    curl_easy_setopt(easy, CURLOPT_URL, url.constData());
    curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(easy, CURLOPT_MAXREDIRS, static_cast<long>(kMaxRedirects));
    curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(easy, CURLOPT_SSL_VERIFYPEER, 1L);
    curl_easy_setopt(easy, CURLOPT_SSL_VERIFYHOST, 2L);
    curl_easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(std::max(0, request.connectTimeoutMs)));
    curl_easy_setopt(easy, CURLOPT_TIMEOUT_MS, static_cast<long>(std::max(0, request.totalTimeoutMs)));
    curl_easy_setopt(easy, CURLOPT_MAXFILESIZE_LARGE, static_cast<curl_off_t>(request.maxResponseBytes));
    curl_easy_setopt(easy, CURLOPT_USERAGENT, "LMarsDesktop/0.1");
    curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, &onHeader);
    curl_easy_setopt(easy, CURLOPT_HEADERDATA, &attempt);
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, &onBody);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, &attempt);
    const QByteArray proxy = network.proxyUrl.trimmed().toUtf8();
    const QByteArray proxyUser = network.proxyUser.toUtf8();
    const QByteArray proxyPassword = network.proxyPassword.toUtf8();
    const QByteArray noProxy = network.noProxy.trimmed().toUtf8();
    applyNetwork(easy, network, proxy, proxyUser, proxyPassword, noProxy, caBlob);

    if (method == "GET") {
        curl_easy_setopt(easy, CURLOPT_HTTPGET, 1L);
    } else if (method == "HEAD") {
        curl_easy_setopt(easy, CURLOPT_NOBODY, 1L);
    } else {
        if (method == "POST")
            curl_easy_setopt(easy, CURLOPT_POST, 1L);
        else
            curl_easy_setopt(easy, CURLOPT_CUSTOMREQUEST, method.constData());
        if (method == "POST" || !request.body.isEmpty()) {
            curl_easy_setopt(easy, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(request.body.size()));
            curl_easy_setopt(easy, CURLOPT_POSTFIELDS, request.body.constData());
        }
    }

    curl_slist* headerList = nullptr;
    for (const auto& [name, value] : request.headers) {
        const QByteArray line = value.isEmpty() ? QByteArray(name + ';') : QByteArray(name + ": " + value);
        headerList = curl_slist_append(headerList, line.constData());
    }
    headerList = curl_slist_append(headerList, "Expect:"); // no 100-continue round trip
    curl_easy_setopt(easy, CURLOPT_HTTPHEADER, headerList);

    curl_multi_add_handle(multi, easy);
    attempt.sinceLastByte.start();
    int running = 1;
    while (true) {
        if (curl_multi_perform(multi, &running) != CURLM_OK) {
            outcome.code = CURLE_FAILED_INIT;
            break;
        }
        if (running == 0)
            break;
        if (cancel.isCancelled()) {
            outcome.cancelled = true;
            break;
        }
        if (request.idleTimeoutMs > 0 && attempt.sinceLastByte.elapsed() > request.idleTimeoutMs) {
            outcome.idleTimedOut = true;
            break;
        }
        curl_multi_poll(multi, nullptr, 0, kPollIntervalMs, nullptr);
    }
    if (running == 0) {
        int queued = 0;
        while (CURLMsg* message = curl_multi_info_read(multi, &queued)) {
            if (message->msg == CURLMSG_DONE && message->easy_handle == easy)
                outcome.code = message->data.result;
        }
    }

    long osErrno = 0;
    curl_easy_getinfo(easy, CURLINFO_OS_ERRNO, &osErrno);
    outcome.osErrno = static_cast<int>(osErrno);
    curl_off_t connectTime = 0;
    curl_easy_getinfo(easy, CURLINFO_CONNECT_TIME_T, &connectTime);
    outcome.connected = connectTime > 0;
    long proxyStatus = 0;
    curl_easy_getinfo(easy, CURLINFO_HTTP_CONNECTCODE, &proxyStatus);
    outcome.proxyStatus = static_cast<int>(proxyStatus);
    long responseCode = 0;
    curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &responseCode);
    if (responseCode > 0)
        attempt.status = static_cast<int>(responseCode);
    outcome.curlMessage = QString::fromUtf8(errorBuffer[0] ? errorBuffer : curl_easy_strerror(outcome.code));

    curl_multi_remove_handle(multi, easy);
    curl_easy_cleanup(easy);
    curl_multi_cleanup(multi);
    curl_slist_free_all(headerList);
    return outcome;
}

/// An error for a transfer that failed below HTTP, and whether another attempt may help.
struct TransportFailure
{
    Error error;
    bool retryable = false;
};

TransportFailure transportFailure(const HttpRequest& request, const NetworkConfig& network, const Outcome& outcome,
                                  const Attempt& attempt)
{
    const QString where = hostAndPort(request.url);
    if (outcome.idleTimedOut) {
        return {Error(ErrorKind::Timeout,
                      Text::tr("The server sent no data for %1 s.").arg(secondsText(request.idleTimeoutMs))),
                true};
    }
    if (outcome.proxyStatus >= 300) {
        const bool credentialsSet = !network.proxyUser.isEmpty() || !network.proxyPassword.isEmpty();
        return {Error(ErrorKind::Network, HttpErrorText::proxySummary(where, outcome.proxyStatus, credentialsSet),
                      outcome.proxyStatus),
                outcome.proxyStatus >= 500};
    }
    switch (outcome.code) {
    case CURLE_OPERATION_TIMEDOUT:
        if (!outcome.connected) {
            return {Error(ErrorKind::Timeout, Text::tr("Could not connect to %1 within %2 s.")
                                                  .arg(where, secondsText(request.connectTimeoutMs))),
                    true};
        }
        return {Error(ErrorKind::Timeout,
                      Text::tr("The request timed out after %1 s.").arg(secondsText(request.totalTimeoutMs))),
                true};
    case CURLE_COULDNT_CONNECT:
        if (outcome.osErrno == ECONNREFUSED)
            return {Error(ErrorKind::Network, Text::tr("Could not connect to %1 (connection refused).").arg(where)),
                    true};
        return {Error(ErrorKind::Network, Text::tr("Could not connect to %1 (%2).").arg(where, outcome.curlMessage)),
                true};
    case CURLE_COULDNT_RESOLVE_HOST:
        return {Error(ErrorKind::Network, Text::tr("Could not resolve the host name %1.").arg(request.url.host())),
                true};
    case CURLE_COULDNT_RESOLVE_PROXY:
        return {Error(ErrorKind::Network, Text::tr("Could not resolve the proxy host (%1).").arg(outcome.curlMessage)),
                true};
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
        return {Error(ErrorKind::Network, HttpErrorText::certificateSummary(where, outcome.curlMessage)), false};
    case CURLE_SSL_CACERT_BADFILE:
        return {Error(ErrorKind::Configuration,
                      Text::tr("The CA certificates could not be loaded (%1); check the CA bundle file under "
                               "Settings → Network (LMARS_CA_BUNDLE).")
                          .arg(outcome.curlMessage)),
                false};
    case CURLE_SSL_CONNECT_ERROR:
        return {Error(ErrorKind::Network,
                      Text::tr("The secure connection to %1 failed (%2).").arg(where, outcome.curlMessage)),
                true};
    case CURLE_TOO_MANY_REDIRECTS:
        return {Error(ErrorKind::Network, Text::tr("The server redirected more than %1 times.").arg(kMaxRedirects)),
                false};
    case CURLE_URL_MALFORMAT:
    case CURLE_UNSUPPORTED_PROTOCOL:
        return {Error(ErrorKind::Configuration,
                      Text::tr("The URL %1 is not a valid http or https address.").arg(loggableUrl(request))),
                false};
    case CURLE_GOT_NOTHING:
        return {Error(ErrorKind::Network, Text::tr("%1 closed the connection without answering.").arg(where)), true};
    case CURLE_PARTIAL_FILE:
    case CURLE_RECV_ERROR:
    case CURLE_SEND_ERROR:
    case CURLE_HTTP2:
    case CURLE_HTTP2_STREAM:
        if (attempt.linesDelivered)
            return {Error(ErrorKind::Network, Text::tr("The stream was cut off before it finished.")), false};
        return {
            Error(ErrorKind::Network, Text::tr("The connection to %1 broke off (%2).").arg(where, outcome.curlMessage)),
            true};
    default:
        break;
    }
    return {Error(ErrorKind::Network, Text::tr("The request to %1 failed (%2).").arg(where, outcome.curlMessage)),
            false};
}

Result<HttpResponse> run(const HttpRequest& original, const std::optional<NetworkConfig>& own,
                         const LineHandler* onLine, const CancelToken& cancel)
{
    ensureCurlInitialized();
    const NetworkConfig network = own ? *own : NetworkConfig::processWide();
    HttpRequest withProxySecret = original;
    if (!network.proxyPassword.isEmpty())
        withProxySecret.secrets.append(network.proxyPassword);
    const HttpRequest& request = network.proxyPassword.isEmpty() ? original : withProxySecret;
    QElapsedTimer total;
    total.start();
    const int maxAttempts = std::max(1, request.maxAttempts);
    const QByteArray method = request.method.toUpper();

    const auto finishedAfter = [&](int attempts, int status) {
        qCDebug(lcNet).noquote() << QString::fromLatin1(method) << loggableUrl(request) << "status" << status
                                 << "attempts" << attempts << "elapsed" << total.elapsed() << "ms";
    };
    const auto redacted = [&](Error error) {
        error.summary = HttpClient::redact(error.summary, request);
        error.providerMessage = HttpClient::redact(error.providerMessage, request);
        return error;
    };
    const Error cancelled(ErrorKind::Cancelled, Text::tr("The request was cancelled."));
    const QString proxyProblem = network.proxyProblem();
    if (!proxyProblem.isEmpty())
        return redacted(Error(ErrorKind::Configuration, proxyProblem));
    QByteArray caBlob;
    if (!network.caBundleFile.trimmed().isEmpty()) {
        Result<QByteArray> blob = CaBundle::withSystemCertificates(network.caBundleFile.trimmed());
        if (!blob)
            return redacted(blob.error());
        caBlob = std::move(blob).value();
    }

    for (int number = 1;; ++number) {
        if (cancel.isCancelled()) {
            finishedAfter(number - 1, 0);
            return cancelled;
        }
        Attempt attempt;
        attempt.request = &request;
        attempt.onLine = onLine;
        const Outcome outcome = perform(request, network, caBlob, attempt, cancel);

        if (outcome.cancelled || (cancel.isCancelled() && !attempt.stoppedByHandler)) {
            finishedAfter(number, attempt.status);
            return cancelled;
        }

        HttpResponse response;
        response.status = attempt.status;
        response.headers = attempt.headers;
        response.attempts = number;

        if (attempt.tooLarge || outcome.code == CURLE_FILESIZE_EXCEEDED) {
            finishedAfter(number, attempt.status);
            return redacted(
                Error(ErrorKind::TooLarge,
                      Text::tr("The response was larger than the limit of %1 bytes.").arg(request.maxResponseBytes),
                      attempt.status));
        }

        std::optional<TransportFailure> failure;
        if (attempt.stoppedByHandler) {
            // The caller stopped the stream on purpose: success.
        } else if (outcome.code != CURLE_OK || outcome.idleTimedOut) {
            failure = transportFailure(request, network, outcome, attempt);
        } else if (isSuccess(attempt.status)) {
            // A final line without terminator still counts.
            if (onLine && !attempt.lineBuffer.isEmpty())
                attempt.deliverLine(attempt.lineBuffer);
        }

        if (!failure && (attempt.stoppedByHandler || isSuccess(attempt.status))) {
            response.body = onLine ? QByteArray() : attempt.body;
            response.elapsedMs = total.elapsed();
            finishedAfter(number, attempt.status);
            return response;
        }

        bool retryable = false;
        qint64 delayMs = 0;
        Error error;
        if (failure) {
            error = failure->error;
            retryable = failure->retryable && !attempt.linesDelivered;
            delayMs = HttpRetryPolicy::backoffMs(request, number);
            if (number > 1 && retryable && number >= maxAttempts)
                error.summary += QLatin1Char(' ') + Text::tr("Gave up after %1 attempts.").arg(number);
        } else {
            response.body = attempt.body;
            const HttpRetryPolicy::Decision decision = HttpRetryPolicy::afterErrorStatus(request, response, number);
            retryable = decision.retry;
            delayMs = decision.delayMs;
            const bool quotaExhausted = attempt.status == 429 && HttpRetryPolicy::isQuotaExhausted(attempt.body);
            const int attemptsForSummary = retryable && number >= maxAttempts ? number : 1;
            error =
                Error(ErrorKind::Http, HttpErrorText::statusSummary(attempt.status, attemptsForSummary, quotaExhausted),
                      attempt.status, HttpErrorText::providerMessage(attempt.body));
        }

        if (!retryable || number >= maxAttempts) {
            finishedAfter(number, attempt.status);
            return redacted(error);
        }
        qCDebug(lcNet).noquote() << QString::fromLatin1(method) << loggableUrl(request) << "attempt" << number
                                 << "failed:" << HttpClient::redact(error.toString(), request) << "- retrying in"
                                 << delayMs << "ms";
        if (!HttpRetryPolicy::sleepUnlessCancelled(delayMs, cancel)) {
            finishedAfter(number, attempt.status);
            return cancelled;
        }
    }
}

} // namespace

QByteArray HttpResponse::header(const QByteArray& name) const
{
    const QByteArray lower = name.toLower();
    for (const auto& [key, value] : headers) {
        if (key.toLower() == lower)
            return value;
    }
    return {};
}

HttpClient::HttpClient()
{
    ensureCurlInitialized();
}

HttpClient::HttpClient(NetworkConfig network) : m_network(std::move(network))
{
    ensureCurlInitialized();
}

Result<HttpResponse> HttpClient::send(const HttpRequest& request, const CancelToken& cancel) const
{
    return run(request, m_network, nullptr, cancel);
}

Result<HttpResponse> HttpClient::sendStreaming(const HttpRequest& request, const LineHandler& onLine,
                                               const CancelToken& cancel) const
{
    return run(request, m_network, &onLine, cancel);
}

QString HttpClient::redact(const QString& text, const HttpRequest& request)
{
    QString result = text;
    for (const QString& secret : secretsOf(request))
        result.replace(secret, QStringLiteral("***"));
    return result;
}

} // namespace lmars::net
