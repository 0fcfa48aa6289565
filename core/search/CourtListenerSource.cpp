// SPDX-License-Identifier: GPL-3.0-or-later
#include "CourtListenerSource.h"

#include "SearchLog.h"
#include "SearchText.h"
#include "common/JsonUtil.h"

#include <QRegularExpression>

#include <algorithm>
#include <utility>

namespace lmars::search {

namespace {

const QLatin1String kApiPath("/api/rest/v4");

/// A text field as plain text: with highlight=on CourtListener wraps matches in <mark> in caseName,
/// citation, court_citation_string, docketNumber and suitNature as well as in snippets, and
/// entity-encodes what it escapes.
QString plainField(const nlohmann::json& object, const char* key)
{
    return plainTextFromHtml(json::text(object, key));
}

/// The citation field (a list of strings, or one string) as plain-text citations.
QStringList plainCitations(const nlohmann::json& value)
{
    QStringList out;
    const auto add = [&out](const nlohmann::json& item) {
        if (!item.is_string())
            return;
        const QString citation = plainTextFromHtml(QString::fromStdString(item.get<std::string>()));
        if (!citation.isEmpty())
            out << citation;
    };
    if (value.is_array()) {
        for (const nlohmann::json& item : value)
            add(item);
    } else {
        add(value);
    }
    return out;
}

nlohmann::json jsonValue(const nlohmann::json& object, const char* key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nlohmann::json(nullptr) : *it;
}

/// CourtListener opinion types come as "lead-opinion", "020lead", "040dissent", "concurrence-opinion", ...
/// Returns the readable kind ("dissent", "concurrence in part") or empty for a lead/combined opinion.
QString opinionKind(const QString& type)
{
    QString kind = type.trimmed().toLower();
    kind.remove(QRegularExpression(QStringLiteral("^\\d+")));
    kind.remove(QRegularExpression(QStringLiteral("[-_ ]?opinion$")));
    kind.replace(QLatin1Char('-'), QLatin1Char(' '));
    kind.replace(QLatin1Char('_'), QLatin1Char(' '));
    static const QList<std::pair<QString, QString>> compact = {
        {QStringLiteral("concurrenceinpart"), QStringLiteral("concurrence in part")},
        {QStringLiteral("inpart"), QStringLiteral("concurrence in part")},
        {QStringLiteral("in part"), QStringLiteral("concurrence in part")}, // v4's "in-part-opinion"
        {QStringLiteral("onthemerits"), QStringLiteral("on the merits")},
        {QStringLiteral("onmotiontostrike"), QStringLiteral("on motion to strike")},
        {QStringLiteral("unamimous"), QStringLiteral("unanimous")},
    };
    for (const auto& [from, to] : compact) {
        if (kind == from)
            kind = to;
    }
    kind = kind.simplified();
    if (kind.isEmpty() || kind == QLatin1String("lead") || kind == QLatin1String("combined") ||
        kind == QLatin1String("unanimous") || kind == QLatin1String("majority"))
        return {};
    return kind;
}

model::SearchResult clusterBase(const nlohmann::json& cluster, const QString& origin)
{
    model::SearchResult result;
    result.type = model::SourceType::CaseLaw;
    result.authority = model::AuthorityTier::Primary;
    result.title = plainField(cluster, "caseName");
    if (result.title.isEmpty())
        result.title = plainField(cluster, "caseNameFull");

    const QString path = json::text(cluster, "absolute_url");
    if (path.startsWith(QLatin1String("http://")) || path.startsWith(QLatin1String("https://")))
        result.url = path;
    else if (!path.isEmpty())
        result.url = origin + (path.startsWith(QLatin1Char('/')) ? path : QLatin1Char('/') + path);

    const QString courtCitation = plainField(cluster, "court_citation_string");
    const QString court = plainField(cluster, "court");
    result.site = courtCitation.isEmpty() ? court : courtCitation;

    const QString dateFiled = json::text(cluster, "dateFiled");
    const QString iso = isoDateFromText(dateFiled);
    result.date = iso.isEmpty() ? dateFiled : iso;

    model::CaseRecord& c = result.courtCase.emplace();
    c.caseName = result.title;
    c.caseNameFull = plainField(cluster, "caseNameFull");
    c.citations = plainCitations(jsonValue(cluster, "citation"));
    c.court = court;
    c.courtId = json::text(cluster, "court_id");
    c.courtCitation = courtCitation;
    c.dateFiled = result.date;
    c.docketNumber = plainField(cluster, "docketNumber");
    c.docketId = json::text(cluster, "docket_id");
    c.clusterId = json::text(cluster, "cluster_id");
    if (const nlohmann::json count = jsonValue(cluster, "citeCount"); count.is_number_integer())
        c.citeCount = count.get<int>();
    c.status = plainField(cluster, "status");
    c.judge = plainField(cluster, "judge");
    c.suitNature = plainField(cluster, "suitNature");
    return result;
}

} // namespace

CourtListenerSource::CourtListenerSource(CourtListenerConfig config) : m_config(std::move(config))
{
    if (m_config.baseUrl.isEmpty())
        m_config.baseUrl = CourtListenerConfig().baseUrl;
    // Keep a path prefix (self-hosted under a sub-path), drop "/api/rest/v4[/...]" and trailing slashes.
    QString path = m_config.baseUrl.path();
    const qsizetype api = path.indexOf(kApiPath);
    if (api >= 0)
        path.truncate(api);
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    m_apiRoot = siteOrigin() + path + kApiPath;
}

QString CourtListenerSource::siteOrigin() const
{
    const QUrl& base = m_config.baseUrl;
    QString origin = base.scheme().toLower() + QLatin1String("://") + base.host(QUrl::FullyEncoded);
    if (base.port() >= 0)
        origin += QLatin1Char(':') + QString::number(base.port());
    return origin;
}

QUrl CourtListenerSource::searchEndpoint() const
{
    return QUrl(m_apiRoot + QLatin1String("/search/"));
}

Result<QList<model::SearchResult>> CourtListenerSource::parseResponse(const QByteArray& body, const QString& siteOrigin,
                                                                      int maxResults)
{
    const nlohmann::json doc = nlohmann::json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object() || (doc.contains("results") && !doc["results"].is_array())) {
        return Error(ErrorKind::InvalidResponse,
                     tr("CourtListener answered with something that is not a search result."));
    }
    QList<model::SearchResult> out;
    if (!doc.contains("results"))
        return out;
    const auto full = [&] {
        return maxResults > 0 && out.size() >= maxResults;
    };

    for (const nlohmann::json& cluster : doc["results"]) {
        if (full())
            break;
        if (!cluster.is_object())
            continue;
        const model::SearchResult base = clusterBase(cluster, siteOrigin);
        const nlohmann::json opinions = jsonValue(cluster, "opinions");
        bool any = false;
        if (opinions.is_array()) {
            for (const nlohmann::json& opinion : opinions) {
                if (full())
                    break;
                const QString opinionId = json::text(opinion, "id");
                if (opinionId.isEmpty())
                    continue;
                model::SearchResult result = base;
                const QString type = plainField(opinion, "type");
                const QString kind = opinionKind(type);
                result.id = QStringLiteral("caselaw:opinion:") + opinionId;
                if (!kind.isEmpty())
                    result.title = base.title + QStringLiteral(" (") + kind + QLatin1Char(')');
                result.snippet = plainField(opinion, "snippet");
                result.courtCase->opinionId = opinionId;
                result.courtCase->opinionType = type;
                result.courtCase->authorId = json::text(opinion, "author_id");
                result.courtCase->downloadUrl = json::text(opinion, "download_url");
                out << std::move(result);
                any = true;
            }
        }
        if (!any && !full()) {
            const QString clusterId = json::text(cluster, "cluster_id");
            if (clusterId.isEmpty())
                continue;
            model::SearchResult result = base;
            result.id = QStringLiteral("caselaw:cluster:") + clusterId;
            result.snippet = plainField(cluster, "snippet");
            out << std::move(result);
        }
    }
    return out;
}

Result<QList<model::SearchResult>> CourtListenerSource::search(const SearchQuery& query, const CancelToken& cancel)
{
    const QString text = query.text.trimmed();
    if (text.isEmpty())
        return Error(ErrorKind::Usage, tr("The case-law search query is empty."));
    const QUrl endpoint = searchEndpoint();
    if (!m_config.baseUrl.isValid() || m_config.baseUrl.scheme().isEmpty() || m_config.baseUrl.host().isEmpty() ||
        !endpoint.isValid()) {
        return Error(ErrorKind::Configuration,
                     tr("The CourtListener URL \"%1\" is not valid; check LMARS_COURTLISTENER_URL.")
                         .arg(m_config.baseUrl.toString()));
    }

    // Values are fully percent-encoded ("+" must not reach Django as a space).
    QStringList params;
    const auto add = [&params](const char* key, const QString& value) {
        params << QString::fromLatin1(key) + QLatin1Char('=') + QString::fromLatin1(QUrl::toPercentEncoding(value));
    };
    add("q", text);
    add("type", QStringLiteral("o"));
    const QString courts = query.courts.simplified();
    if (!courts.isEmpty())
        add("court", courts);
    if (!query.filedAfter.trimmed().isEmpty())
        add("filed_after", query.filedAfter.trimmed());
    if (!query.filedBefore.trimmed().isEmpty())
        add("filed_before", query.filedBefore.trimmed());
    else if (!query.asOf.isNull())
        add("filed_before", query.asOf.iso()); // law as of a date: no opinion filed after it
    add("highlight", QStringLiteral("on"));

    QUrl url = endpoint;
    url.setQuery(params.join(QLatin1Char('&')), QUrl::StrictMode);

    net::HttpRequest request;
    request.method = "GET";
    request.url = url;
    request.headers = {{"Accept", "application/json"}};
    const QString token = m_config.token.trimmed();
    if (!token.isEmpty()) {
        request.headers.append({"Authorization", "Token " + token.toUtf8()});
        request.secrets = {token};
    }
    request.connectTimeoutMs = m_config.connectTimeoutMs;
    request.totalTimeoutMs = m_config.totalTimeoutMs;
    request.maxAttempts = std::max(1, m_config.maxAttempts);
    request.backoffBaseMs = m_config.backoffBaseMs;
    request.maxResponseBytes = 16LL * 1024 * 1024;

    qCDebug(lcSearch) << "courtlistener search" << text << "courts" << courts;
    Result<net::HttpResponse> response = m_http.send(request, cancel);
    if (!response) {
        Error error = response.error();
        if (error.kind == ErrorKind::Http && (error.httpStatus == 401 || error.httpStatus == 403)) {
            error.summary = token.isEmpty()
                                ? tr("CourtListener refused the anonymous request; set COURTLISTENER_API_TOKEN.")
                                : tr("CourtListener rejected the API token; check COURTLISTENER_API_TOKEN.");
        } else if (!error.isCancelled()) {
            error.summary = tr("Case-law search (CourtListener) failed: %1").arg(error.summary);
        }
        qCWarning(lcSearch) << "courtlistener search failed:" << error.toString();
        return error;
    }

    int limit = m_config.maxResults;
    if (query.maxResults > 0)
        limit = limit > 0 ? std::min(limit, query.maxResults) : query.maxResults;
    Result<QList<model::SearchResult>> results = parseResponse(response->body, siteOrigin(), limit);
    if (results)
        qCDebug(lcSearch) << "courtlistener returned" << results->size() << "results for" << text;
    return results;
}

} // namespace lmars::search
