// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/HttpClient.h"
#include "search/SearchSource.h"

#include <QCoreApplication>
#include <QUrl>

namespace lmars::search {

/// Settings of a SearXNG (self-hosted metasearch) instance. No key: the instance's admin must
/// allow the JSON format (search.formats in settings.yml), else it answers 403.
struct SearxngConfig
{
    /// The instance, e.g. "http://localhost:8080" (a path prefix is kept); "/search" is appended
    /// unless the path already ends in it. Empty = not configured.
    QUrl baseUrl;
    QString categories = QStringLiteral("general"); ///< comma list of SearXNG categories
    QString language = QStringLiteral("en");        ///< empty = the instance's default
    int connectTimeoutMs = 10000;
    int totalTimeoutMs = 30000;
    int maxAttempts = 2;
    int backoffBaseMs = 500;

    /// The search endpoint for an instance URL: the URL itself when its path ends in "/search",
    /// else the URL with "/search" appended to its path (query and fragment dropped).
    static QUrl endpointFor(const QUrl& baseUrl);
};

/// Web search through a SearXNG instance: GET {base}/search?q=...&format=json.
class SearxngSource final : public SearchSource
{
    Q_DECLARE_TR_FUNCTIONS(SearxngSource)

public:
    explicit SearxngSource(SearxngConfig config);

    model::SourceType type() const override { return model::SourceType::Web; }
    QString name() const override { return QStringLiteral("searxng"); }
    Result<QList<model::SearchResult>> search(const SearchQuery& query, const CancelToken& cancel = {}) override;

    const SearxngConfig& config() const { return m_config; }
    /// The URL requests go to (the configured base resolved to its /search endpoint).
    QUrl endpoint() const { return m_endpoint; }

    /// Turns a SearXNG JSON response into results, in the instance's order, at most maxResults
    /// (0 = all). An HTML page or any other body that is not a SearXNG result is InvalidResponse.
    static Result<QList<model::SearchResult>> parseResponse(const QByteArray& body, int maxResults);

private:
    /// "host" or "host:port" of the instance, for messages.
    QString instanceName() const;

    SearxngConfig m_config;
    QUrl m_endpoint;
    net::HttpClient m_http;
};

} // namespace lmars::search
