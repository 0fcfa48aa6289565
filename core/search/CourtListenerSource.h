// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/HttpClient.h"
#include "search/SearchSource.h"

#include <QCoreApplication>
#include <QUrl>

namespace lmars::search {

/// Settings of the CourtListener case-law search (REST API v4).
struct CourtListenerConfig
{
    /// The site, e.g. "https://www.courtlistener.com"; a base ending in "/api/rest/v4" works too.
    QUrl baseUrl = QUrl(QStringLiteral("https://www.courtlistener.com"));
    QString token;       ///< optional: sent as "Authorization: Token <token>" only when set
    int maxResults = 20; ///< at most this many results per search (a smaller SearchQuery::maxResults wins)
    int connectTimeoutMs = 10000;
    int totalTimeoutMs = 30000;
    int maxAttempts = 3;
    int backoffBaseMs = 500;
};

/**
 * Case-law search: GET {base}/api/rest/v4/search/?q=...&type=o[&court=...][&filed_after=...]
 * [&filed_before=...]&highlight=on. Every opinion of a result cluster becomes its own
 * SearchResult ("caselaw:opinion:<id>"); a cluster without opinions becomes "caselaw:cluster:<id>".
 * Every text field is kept as plain text: the <mark> highlighting (which CourtListener puts in case
 * names, citations, court citations, docket numbers and suit natures, not only snippets) is removed
 * and character entities are decoded.
 */
class CourtListenerSource final : public SearchSource
{
    Q_DECLARE_TR_FUNCTIONS(CourtListenerSource)

public:
    explicit CourtListenerSource(CourtListenerConfig config);

    model::SourceType type() const override { return model::SourceType::CaseLaw; }
    QString name() const override { return QStringLiteral("courtlistener"); }
    Result<QList<model::SearchResult>> search(const SearchQuery& query, const CancelToken& cancel = {}) override;

    const CourtListenerConfig& config() const { return m_config; }
    /// "scheme://host[:port]" of the base URL; result URLs are this plus absolute_url.
    QString siteOrigin() const;
    /// The search endpoint, "{base}/api/rest/v4/search/".
    QUrl searchEndpoint() const;

    /// Turns a v4 search response (type=o) into results, at most maxResults of them (0 = all).
    static Result<QList<model::SearchResult>> parseResponse(const QByteArray& body, const QString& siteOrigin,
                                                            int maxResults);

private:
    CourtListenerConfig m_config;
    QString m_apiRoot; ///< origin + optional path prefix + "/api/rest/v4"
    net::HttpClient m_http;
};

} // namespace lmars::search
