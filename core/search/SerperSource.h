// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/HttpClient.h"
#include "search/SearchSource.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QUrl>

namespace lmars::search {

/// Settings of the Serper (Google SERP) web search.
struct SerperConfig
{
    /// The search endpoint. A base such as "http://127.0.0.1:1234" is accepted: "/search" is
    /// appended when the path does not already end in it.
    QUrl url = QUrl(QStringLiteral("https://google.serper.dev/search"));
    QString apiKey;
    int num = 10; ///< results requested (1..100); a smaller SearchQuery::maxResults wins
    QString gl = QStringLiteral("us");
    QString hl = QStringLiteral("en");
    int connectTimeoutMs = 10000;
    int totalTimeoutMs = 30000;
    int maxAttempts = 3;
    int backoffBaseMs = 500;

    /// The endpoint for a configured URL or base: the URL itself when its path ends in "/search",
    /// else the URL with "/search" appended to its path.
    static QUrl endpointFor(const QUrl& urlOrBase);
};

/// Web search through Serper: POST {q, num, gl, hl} with the X-API-KEY header.
class SerperSource final : public SearchSource
{
    Q_DECLARE_TR_FUNCTIONS(SerperSource)

public:
    explicit SerperSource(SerperConfig config);

    model::SourceType type() const override { return model::SourceType::Web; }
    QString name() const override { return QStringLiteral("serper"); }
    Result<QList<model::SearchResult>> search(const SearchQuery& query, const CancelToken& cancel = {}) override;

    /// The configuration in use (url already resolved to the /search endpoint).
    const SerperConfig& config() const { return m_config; }

    /// Turns a Serper response body into results: the answer box and knowledge graph (when
    /// present) first, then up to maxOrganic organic (or /news) results in Google's order, then the pages of
    /// "People also ask". Relative dates ("5 mins ago") are counted back from searchedAt, the time the
    /// search was sent, and marked approximate.
    static Result<QList<model::SearchResult>> parseResponse(const QByteArray& body, int maxOrganic,
                                                            const QDateTime& searchedAt);

private:
    SerperConfig m_config;
    net::HttpClient m_http;
};

} // namespace lmars::search
