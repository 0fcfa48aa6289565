// SPDX-License-Identifier: GPL-3.0-or-later
#include "SearxngSource.h"

#include "SearchLog.h"
#include "SearchText.h"
#include "common/JsonUtil.h"

#include <QSet>

#include <algorithm>
#include <utility>

namespace lmars::search {

namespace {

/// True when the body looks like a web page rather than JSON (an instance without the JSON
/// format, a login or bot-check page, or a URL that is not SearXNG at all).
bool looksLikeHtml(const QByteArray& body)
{
    const QByteArray start = body.left(512).trimmed().toLower();
    return start.startsWith("<!doctype html") || start.startsWith("<html") || start.startsWith("<?xml") ||
           (start.startsWith('<') && start.contains("<body"));
}

model::SearchResult resultFrom(const nlohmann::json& item, int position)
{
    model::SearchResult result;
    result.type = model::SourceType::Web;
    result.url = json::text(item, "url");
    result.title = plainTextFromHtml(json::text(item, "title"));
    if (result.title.isEmpty())
        result.title = result.url;
    result.snippet = plainTextFromHtml(json::text(item, "content"));
    result.site = siteOfUrl(QUrl(result.url));
    result.id = QStringLiteral("web:") + shortHash(model::normalizeUrl(result.url));
    result.authority = model::authorityTierForUrl(result.url);

    model::WebResultRecord& web = result.webResult.emplace();
    web.kind = model::WebResultRecord::Kind::Organic;
    web.position = position;
    const QString rawDate = json::text(item, "publishedDate");
    if (!rawDate.isEmpty()) {
        web.rawDate = rawDate;
        const QString iso = isoDateFromText(rawDate);
        result.date = iso.isEmpty() ? rawDate : iso;
    }
    web.engine = json::text(item, "engine");
    if (item.contains("engines") && item["engines"].is_array()) {
        QStringList engines;
        for (const nlohmann::json& name : item["engines"]) {
            if (name.is_string())
                engines << json::toQString(name);
        }
        web.engines = engines;
    }
    if (item.contains("score") && item["score"].is_number())
        web.score = item["score"].get<double>();
    web.category = json::text(item, "category");
    return result;
}

} // namespace

QUrl SearxngConfig::endpointFor(const QUrl& baseUrl)
{
    QUrl url = baseUrl;
    url.setQuery(QString());
    url.setFragment(QString());
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    if (!path.endsWith(QLatin1String("/search")))
        path += QLatin1String("/search");
    url.setPath(path);
    return url;
}

SearxngSource::SearxngSource(SearxngConfig config) : m_config(std::move(config))
{
    if (!m_config.baseUrl.isEmpty())
        m_endpoint = SearxngConfig::endpointFor(m_config.baseUrl);
}

QString SearxngSource::instanceName() const
{
    QString name = m_config.baseUrl.host();
    if (m_config.baseUrl.port() >= 0)
        name += QLatin1Char(':') + QString::number(m_config.baseUrl.port());
    return name.isEmpty() ? m_config.baseUrl.toString() : name;
}

Result<QList<model::SearchResult>> SearxngSource::parseResponse(const QByteArray& body, int maxResults)
{
    const nlohmann::json doc = nlohmann::json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        if (looksLikeHtml(body))
            return Error(ErrorKind::InvalidResponse,
                         tr("SearXNG answered with a web page instead of JSON: check that the SearXNG URL "
                            "(LMARS_SEARXNG_URL or Settings \u2192 Search) points at the instance and that `json` is "
                            "enabled under search.formats in its settings.yml."));
        return Error(ErrorKind::InvalidResponse, tr("SearXNG answered with something that is not JSON."));
    }
    if (!doc.contains("results") || !doc["results"].is_array())
        return Error(ErrorKind::InvalidResponse,
                     tr("SearXNG answered with JSON that has no \"results\" list; is the URL a SearXNG instance?"));

    QList<model::SearchResult> results;
    QSet<QString> ids;
    int position = 0;
    for (const nlohmann::json& item : doc["results"]) {
        ++position; // 1-based place in the instance's list, counting the entries skipped here
        if (maxResults > 0 && results.size() >= maxResults)
            break;
        if (!item.is_object())
            continue;
        const QUrl url(json::text(item, "url"));
        if (!url.isValid() || url.host().isEmpty())
            continue;
        model::SearchResult result = resultFrom(item, position);
        if (ids.contains(result.id))
            continue;
        ids.insert(result.id);
        results << std::move(result);
    }
    return results;
}

Result<QList<model::SearchResult>> SearxngSource::search(const SearchQuery& query, const CancelToken& cancel)
{
    if (m_config.baseUrl.isEmpty())
        return Error(ErrorKind::Configuration,
                     tr("Web search through SearXNG needs the instance's URL: set LMARS_SEARXNG_URL."));
    const QString text = query.text.trimmed();
    if (text.isEmpty())
        return Error(ErrorKind::Usage, tr("The web search query is empty."));
    const QString scheme = m_config.baseUrl.scheme().toLower();
    if (!m_config.baseUrl.isValid() || m_config.baseUrl.host().isEmpty() ||
        (scheme != QLatin1String("http") && scheme != QLatin1String("https"))) {
        return Error(
            ErrorKind::Configuration,
            tr("The SearXNG URL \"%1\" is not valid; check LMARS_SEARXNG_URL.").arg(m_config.baseUrl.toString()));
    }

    // Values fully percent-encoded ("+" stays a plus, not a space).
    QStringList params;
    const auto add = [&params](const char* key, const QString& value) {
        params << QString::fromLatin1(key) + QLatin1Char('=') + QString::fromLatin1(QUrl::toPercentEncoding(value));
    };
    add("q", text);
    add("format", QStringLiteral("json"));
    if (!m_config.categories.trimmed().isEmpty())
        add("categories", m_config.categories.trimmed());
    if (!m_config.language.trimmed().isEmpty())
        add("language", m_config.language.trimmed());
    add("pageno", QStringLiteral("1"));
    QUrl url = m_endpoint;
    url.setQuery(params.join(QLatin1Char('&')), QUrl::StrictMode);

    net::HttpRequest request;
    request.method = "GET";
    request.url = url;
    request.headers = {{"Accept", "application/json"}};
    request.connectTimeoutMs = m_config.connectTimeoutMs;
    request.totalTimeoutMs = m_config.totalTimeoutMs;
    request.maxAttempts = std::max(1, m_config.maxAttempts);
    request.backoffBaseMs = m_config.backoffBaseMs;
    request.maxResponseBytes = 8LL * 1024 * 1024;

    qCDebug(lcSearch) << "searxng search" << text << "at" << instanceName();
    Result<net::HttpResponse> response = m_http.send(request, cancel);
    if (!response) {
        Error error = response.error();
        if (error.kind == ErrorKind::Http && error.httpStatus == 403) {
            error.summary = tr("SearXNG at %1 refuses JSON: enable `json` under search.formats in its settings.yml.")
                                .arg(instanceName());
        } else if (error.kind == ErrorKind::Http && error.httpStatus == 429) {
            error.summary = tr("SearXNG at %1 is limiting requests (429): wait, or turn its limiter off for this "
                               "client in its settings.yml.")
                                .arg(instanceName());
        } else if (!error.isCancelled()) {
            error.summary = tr("Web search (SearXNG at %1) failed: %2").arg(instanceName(), error.summary);
        }
        qCWarning(lcSearch) << "searxng search failed:" << error.toString();
        return error;
    }

    Result<QList<model::SearchResult>> results = parseResponse(response->body, query.maxResults);
    if (!results) {
        qCWarning(lcSearch) << "searxng answer from" << instanceName() << "unusable:" << results.error().toString();
        return results;
    }
    qCDebug(lcSearch) << "searxng returned" << results->size() << "results for" << text;
    return results;
}

} // namespace lmars::search
