// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "model/Verification.h"
#include "net/HttpClient.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace lmars::verify {

/// Settings of CourtListener's citation lookup.
struct CitationLookupConfig
{
    QUrl baseUrl = QUrl(QStringLiteral("https://www.courtlistener.com")); ///< as CourtListenerConfig::baseUrl
    QString token;                       ///< required by the service: "Authorization: Token <token>"
    int maxCitationsPerRequest = 250;    ///< the service looks up at most this many per request
    int maxCharactersPerRequest = 64000; ///< and reads at most this much text
    int maxThrottleWaitMs = 60000;       ///< wait for wait_until when it is at most this far away
    int connectTimeoutMs = 10000;
    int totalTimeoutMs = 60000;
    int maxAttempts = 3;
    int backoffBaseMs = 500;
};

/// What the lookup answered for one citation.
struct CitationLookupAnswer
{
    enum class Outcome
    {
        Answered,      ///< `status` holds the service's per-citation status (200, 300, 400, 404)
        NotRecognized, ///< the service did not read it as a case citation
        Throttled,     ///< not looked up: the service throttled the account until `retryAfter`
        Failed,        ///< not looked up: the request failed (`failure` says why)
        Cancelled,     ///< not looked up: the check was cancelled
        Mismatched     ///< an answer came back whose offset or citation text disagrees with what was sent;
                       ///< not used (`failure` says what disagreed)
    };
    Outcome outcome = Outcome::Failed;
    int status = 0;
    QString errorMessage;            ///< the service's error_message for 400/404
    QStringList normalizedCitations; ///< the service's canonical forms
    QList<model::FoundCase> clusters;
    QDateTime retryAfter; ///< Throttled: when the service accepts requests again (UTC)
    QString failure;      ///< Failed: the error, secrets redacted
};

/**
 * CourtListener's citation lookup (POST {base}/api/rest/v4/citation-lookup/, form field `text`;
 * /work/shared/reference/apis.md §2.3) and the opinion text of a found case. Citations are sent as
 * one text, one per line, in as few requests as the limits allow (250 citations and 64,000
 * characters each); answers are matched back by their start_index, and an answer is used only when
 * its start_index is where the citation's line starts and its citation text is the one sent
 * (spacing and periods aside, or among its normalized forms): a disagreeing answer leaves the
 * citation Mismatched, never attached to another one (issue 27). Citations the service parsed
 * but did not look up (per-citation status 429, beyond its per-request cap) are sent again. When
 * the account is throttled (HTTP 429 with wait_until), it waits until then if that is near
 * (maxThrottleWaitMs, cancellable) and otherwise answers Throttled for the rest. Blocking; the
 * token never appears in logs or errors.
 */
class CitationLookupClient final
{
    Q_DECLARE_TR_FUNCTIONS(CitationLookupClient)

public:
    explicit CitationLookupClient(CitationLookupConfig config);

    /// One answer per citation (normalized case citations such as "410 U.S. 113"), in order.
    QList<CitationLookupAnswer> lookup(const QStringList& citations, const CancelToken& cancel);

    /// The opinion text of the cluster a found case's URL names ("/opinion/2812209/obergefell-v-hodges/"):
    /// each of its opinions' html_with_citations (or the next text field that is set) as plain text.
    Result<QString> opinionText(const QString& clusterUrl, const CancelToken& cancel);

    /// "scheme://host[:port]" of the site; found cases' URLs are this plus absolute_url.
    QString siteOrigin() const { return m_siteOrigin; }
    QUrl lookupEndpoint() const;
    /// How many HTTP requests lookup() sent so far (for tests and the benchmark's figures).
    int requestsSent() const { return m_requestsSent; }

    /// Reads one citation-lookup reply: the JSON list of citations found.
    static Result<nlohmann::json> parseReply(const QByteArray& body);
    /// Whether the service's citation text `answered` is the citation `sent` (spacing, periods and
    /// case aside), or one of its `normalized` forms is.
    static bool sameCitation(const QString& sent, const QString& answered, const QStringList& normalized);
    /// A cluster of the reply as a found case (URL made absolute with siteOrigin).
    static model::FoundCase foundCase(const nlohmann::json& cluster, const QString& siteOrigin);
    /// The throttle's wait_until ("2026-11-24T21:05:00.123456+00:00") of an HTTP 429 body; invalid when absent.
    static QDateTime waitUntil(const QByteArray& body);

private:
    net::HttpRequest request(const QUrl& url) const;
    /// Sends one batch; fills `answers` for the citations it answers, returns those to send again.
    struct BatchResult;
    BatchResult sendBatch(const QStringList& citations, const QList<int>& batch, QList<CitationLookupAnswer>& answers,
                          const CancelToken& cancel);

    CitationLookupConfig m_config;
    QString m_siteOrigin;
    QString m_apiRoot;
    net::HttpClient m_http;
    int m_requestsSent = 0;
};

} // namespace lmars::verify
