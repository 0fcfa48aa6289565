// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "net/HttpClient.h"
#include "verify/CitationLookupClient.h"
#include "verify/CourtListenerThrottle.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace lmars::verify {

/// One later opinion cluster that cites a case (a result of the `cites:` search).
struct CitingOpinion
{
    qint64 clusterId = 0;
    QString caseName;
    QString court; ///< courts-db id ("ca9")
    QString courtName;
    QString date; ///< dateFiled
    QString url;  ///< absolute CourtListener page
    QStringList citations;
    QList<qint64> opinionIds; ///< its opinions, in the order listed
    QString snippet;          ///< the first opinion's snippet (the search's excerpt of its text)
};

/// One page of citing opinions.
struct CitingPage
{
    int count = 0; ///< how many citing clusters the search counted
    QString next;  ///< the cursor URL of the next page, empty at the end
    QList<CitingOpinion> results;
};

/**
 * The requests of the citator (apis.md §2.1, §2.2, §11.1): the clusters citing a case's opinions
 * (GET {api}/search/?type=o&q=cites:(ID OR ID)&order_by=dateFiled desc), a cluster's opinion ids
 * when the lookup gave none, and one opinion's text (html_with_citations first, then the other
 * text fields). Every request takes a slot of the shared CourtListenerThrottle; a 429 blocks it
 * until the service's Retry-After (honoured by net::HttpClient when within the throttle's wait)
 * or the body's "Expected available in N seconds". A refused slot answers an Http error with
 * status 429 and `blockedUntil()` says until when. Blocking; the token never appears in errors.
 */
class CitingOpinionsClient final
{
    Q_DECLARE_TR_FUNCTIONS(CitingOpinionsClient)

public:
    CitingOpinionsClient(CitationLookupConfig config, std::shared_ptr<CourtListenerThrottle> throttle);

    /// The first page of the clusters citing any of `opinionIds`, newest first.
    Result<CitingPage> citing(const QList<qint64>& opinionIds, const CancelToken& cancel);
    /// The opinion ids of the cluster a found case's URL names ("/opinion/2812209/obergefell-v-hodges/").
    Result<QList<qint64>> opinionIdsOf(const QString& clusterUrl, const CancelToken& cancel);
    /// One opinion's text: html_with_citations when set (kept as HTML, its citations linked), else
    /// the next text field that is set. `isHtml` tells which.
    Result<QString> opinionText(qint64 opinionId, bool* isHtml, const CancelToken& cancel);

    /// Until when the service refused requests (invalid when it did not).
    QDateTime blockedUntil() const { return m_throttle->blockedUntil(); }
    const QString& siteOrigin() const { return m_siteOrigin; }

    /// Reads one search reply (type=o; v4 field names) with URLs made absolute.
    static Result<CitingPage> parseSearch(const QByteArray& body, const QString& siteOrigin);

private:
    Result<net::HttpResponse> get(const QString& pathAndQuery, const CancelToken& cancel);

    CitationLookupConfig m_config;
    std::shared_ptr<CourtListenerThrottle> m_throttle;
    QString m_siteOrigin;
    QString m_apiRoot;
    net::HttpClient m_http;
};

} // namespace lmars::verify
