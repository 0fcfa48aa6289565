// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitingOpinionsClient.h"

#include "VerifyLog.h"
#include "common/JsonUtil.h"
#include "search/CourtListenerSource.h"

#include <QRegularExpression>
#include <QUrlQuery>

namespace lmars::verify {

namespace {

QString absolute(const QString& path, const QString& origin)
{
    if (path.startsWith(QLatin1String("http://")) || path.startsWith(QLatin1String("https://")) || path.isEmpty())
        return path;
    return origin + (path.startsWith(QLatin1Char('/')) ? path : QLatin1Char('/') + path);
}

} // namespace

CitingOpinionsClient::CitingOpinionsClient(CitationLookupConfig config, std::shared_ptr<CourtListenerThrottle> throttle)
    : m_config(std::move(config)), m_throttle(std::move(throttle))
{
    if (!m_throttle)
        m_throttle = std::make_shared<CourtListenerThrottle>();
    search::CourtListenerConfig site;
    if (!m_config.baseUrl.isEmpty())
        site.baseUrl = m_config.baseUrl;
    const search::CourtListenerSource source(site);
    m_siteOrigin = source.siteOrigin();
    QString root = source.searchEndpoint().toString();
    root.chop(int(QStringLiteral("/search/").size()));
    m_apiRoot = root;
}

Result<net::HttpResponse> CitingOpinionsClient::get(const QString& pathAndQuery, const CancelToken& cancel)
{
    QDateTime until;
    if (!m_throttle->acquire(cancel, &until)) {
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, tr("Cancelled."));
        return Error(ErrorKind::Http,
                     tr("CourtListener's rate limit: no request before %1 UTC.")
                         .arg(until.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))),
                     429);
    }
    net::HttpRequest request;
    request.url = QUrl(m_apiRoot + pathAndQuery);
    request.connectTimeoutMs = m_config.connectTimeoutMs;
    request.totalTimeoutMs = m_config.totalTimeoutMs;
    // One more attempt at most: net::HttpClient honours a Retry-After within the wait the run allows;
    // a longer one fails here and blocks the shared throttle.
    request.maxAttempts = std::min(2, std::max(1, m_config.maxAttempts));
    request.backoffBaseMs = m_config.backoffBaseMs;
    request.maxRetryAfterMs = m_config.maxThrottleWaitMs;
    request.headers.append({QByteArray("Accept"), QByteArray("application/json")});
    const QString token = m_config.token.trimmed();
    if (!token.isEmpty()) {
        request.headers.append({"Authorization", "Token " + token.toUtf8()});
        request.secrets = {token};
    }
    auto throttleBody = std::make_shared<QByteArray>();
    request.isPermanentFailure = [throttleBody](int status, const QByteArray& body) {
        if (status == 429)
            *throttleBody = body;
        return false;
    };
    Result<net::HttpResponse> response = m_http.send(request, cancel);
    if (!response && response.error().httpStatus == 429) {
        const int seconds = CourtListenerThrottle::expectedAvailableSeconds(*throttleBody);
        const QDateTime blocked = QDateTime::currentDateTimeUtc().addSecs(seconds >= 0 ? seconds : 60);
        m_throttle->blockUntil(blocked);
        qCInfo(lcVerify) << "CourtListener throttled the citator until" << blocked.toString(Qt::ISODate);
        return Error(ErrorKind::Http,
                     tr("CourtListener's rate limit: no request before %1 UTC.")
                         .arg(blocked.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))),
                     429, response.error().providerMessage);
    }
    return response;
}

Result<CitingPage> CitingOpinionsClient::parseSearch(const QByteArray& body, const QString& siteOrigin)
{
    const nlohmann::json doc = nlohmann::json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    if (!doc.is_object() || !doc.contains("results") || !doc["results"].is_array())
        return Error(ErrorKind::InvalidResponse, tr("CourtListener's search returned no list of results."));
    CitingPage page;
    page.count = doc.contains("count") && doc["count"].is_number_integer() ? doc["count"].get<int>() : 0;
    page.next = json::field(doc, "next");
    for (const nlohmann::json& item : doc["results"]) {
        if (!item.is_object())
            continue;
        CitingOpinion opinion;
        opinion.clusterId = item.contains("cluster_id") && item["cluster_id"].is_number_integer()
                                ? item["cluster_id"].get<qint64>()
                                : 0;
        opinion.caseName = json::field(item, "caseName");
        opinion.court = json::field(item, "court_id");
        opinion.courtName = json::field(item, "court");
        opinion.date = json::field(item, "dateFiled");
        opinion.url = absolute(json::field(item, "absolute_url"), siteOrigin);
        if (item.contains("citation") && item["citation"].is_array()) {
            for (const nlohmann::json& cite : item["citation"]) {
                if (cite.is_string())
                    opinion.citations << QString::fromStdString(cite.get<std::string>());
            }
        }
        if (item.contains("opinions") && item["opinions"].is_array()) {
            for (const nlohmann::json& op : item["opinions"]) {
                if (!op.is_object() || !op.contains("id") || !op["id"].is_number_integer())
                    continue;
                opinion.opinionIds << op["id"].get<qint64>();
                if (opinion.snippet.isEmpty())
                    opinion.snippet = json::field(op, "snippet");
            }
        }
        page.results << opinion;
    }
    page.count = std::max(page.count, int(page.results.size()));
    return page;
}

Result<CitingPage> CitingOpinionsClient::citing(const QList<qint64>& opinionIds, const CancelToken& cancel)
{
    QStringList ids;
    for (qint64 id : opinionIds)
        ids << QString::number(id);
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("type"), QStringLiteral("o"));
    query.addQueryItem(QStringLiteral("q"), QStringLiteral("cites:(%1)").arg(ids.join(QStringLiteral(" OR "))));
    query.addQueryItem(QStringLiteral("order_by"), QStringLiteral("dateFiled desc"));
    const Result<net::HttpResponse> response =
        get(QStringLiteral("/search/?") + query.toString(QUrl::FullyEncoded), cancel);
    if (!response)
        return response.error();
    return parseSearch(response->body, m_siteOrigin);
}

Result<QList<qint64>> CitingOpinionsClient::opinionIdsOf(const QString& clusterUrl, const CancelToken& cancel)
{
    static const QRegularExpression clusterId(QStringLiteral("/opinion/(\\d+)(?:/|$)"));
    const QRegularExpressionMatch cluster = clusterId.match(clusterUrl);
    if (!cluster.hasMatch())
        return Error(ErrorKind::Usage, tr("%1 is not a CourtListener case page.").arg(clusterUrl));
    const Result<net::HttpResponse> response =
        get(QStringLiteral("/clusters/%1/?fields=sub_opinions").arg(cluster.captured(1)), cancel);
    if (!response)
        return response.error();
    const nlohmann::json doc = nlohmann::json::parse(response->body.toStdString(), nullptr, false);
    QList<qint64> out;
    static const QRegularExpression opinionId(QStringLiteral("/opinions/(\\d+)/?$"));
    if (doc.is_object() && doc.contains("sub_opinions") && doc["sub_opinions"].is_array()) {
        for (const nlohmann::json& link : doc["sub_opinions"]) {
            const QRegularExpressionMatch id =
                opinionId.match(link.is_string() ? QString::fromStdString(link.get<std::string>()) : QString());
            if (id.hasMatch())
                out << id.captured(1).toLongLong();
        }
    }
    if (out.isEmpty())
        return Error(ErrorKind::InvalidResponse, tr("CourtListener's case record lists no opinions."));
    return out;
}

Result<QString> CitingOpinionsClient::opinionText(qint64 opinionId, bool* isHtml, const CancelToken& cancel)
{
    const Result<net::HttpResponse> response =
        get(QStringLiteral("/opinions/%1/?fields=id,html_with_citations,html,html_lawbox,html_columbia,"
                           "xml_harvard,html_anon_2020,plain_text")
                .arg(opinionId),
            cancel);
    if (!response)
        return response.error();
    const nlohmann::json doc = nlohmann::json::parse(response->body.toStdString(), nullptr, false);
    static const char* const fields[] = {"html_with_citations", "html",           "html_lawbox", "html_columbia",
                                         "xml_harvard",         "html_anon_2020", "plain_text"};
    for (const char* field : fields) {
        const QString value = json::field(doc, field);
        if (value.trimmed().isEmpty())
            continue;
        if (isHtml)
            *isHtml = qstrcmp(field, "plain_text") != 0;
        return value;
    }
    return Error(ErrorKind::InvalidResponse, tr("CourtListener has no text for opinion %1.").arg(opinionId));
}

} // namespace lmars::verify
