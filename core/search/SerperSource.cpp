// SPDX-License-Identifier: GPL-3.0-or-later
#include "SerperSource.h"

#include "SearchLog.h"
#include "SearchText.h"

#include <QSet>

#include <algorithm>
#include <utility>

namespace lmars::search {

namespace {

QString jsonString(const nlohmann::json& object, const char* key)
{
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    if (it == object.end())
        return {};
    if (it->is_string())
        return QString::fromStdString(it->get<std::string>()).trimmed();
    if (it->is_number())
        return QString::fromStdString(it->dump());
    return {};
}

QString webId(const QString& url)
{
    return QStringLiteral("web:") + shortHash(model::normalizeUrl(url));
}

/// Fills url, site, id and authority from a link.
void setLink(model::SearchResult& result, const QString& link)
{
    result.url = link;
    result.site = siteOfUrl(QUrl(link));
    result.id = webId(link);
    result.authority = model::authorityTierForUrl(link);
}

/// Keeps the raw date in metadata.rawDate; date becomes ISO when it parses, else stays raw.
void setDate(model::SearchResult& result, const QString& raw)
{
    if (raw.isEmpty())
        return;
    result.metadata["rawDate"] = raw.toStdString();
    const QString iso = isoDateFromText(raw);
    result.date = iso.isEmpty() ? raw : iso;
}

model::SearchResult organicResult(const nlohmann::json& item)
{
    model::SearchResult result;
    result.type = model::SourceType::Web;
    result.title = jsonString(item, "title");
    setLink(result, jsonString(item, "link"));
    result.snippet = plainTextFromHtml(jsonString(item, "snippet"));
    result.metadata["kind"] = "organic";
    if (item.contains("position") && item["position"].is_number_integer())
        result.metadata["position"] = item["position"];
    setDate(result, jsonString(item, "date"));
    if (item.contains("sitelinks") && item["sitelinks"].is_array()) {
        nlohmann::json links = nlohmann::json::array();
        for (const nlohmann::json& link : item["sitelinks"]) {
            if (link.is_object())
                links.push_back({{"title", jsonString(link, "title").toStdString()},
                                 {"link", jsonString(link, "link").toStdString()}});
        }
        result.metadata["sitelinks"] = std::move(links);
    }
    if (item.contains("attributes") && item["attributes"].is_object())
        result.metadata["attributes"] = item["attributes"];
    return result;
}

model::SearchResult answerBoxResult(const nlohmann::json& box)
{
    model::SearchResult result;
    result.type = model::SourceType::Web;
    const QString answer = jsonString(box, "answer");
    const QString snippet = plainTextFromHtml(jsonString(box, "snippet"));
    result.title = jsonString(box, "title");
    if (result.title.isEmpty())
        result.title = answer.isEmpty() ? SerperSource::tr("Answer box") : answer;
    QStringList parts;
    if (!answer.isEmpty())
        parts << answer;
    if (!snippet.isEmpty() && snippet != answer)
        parts << snippet;
    result.snippet = parts.join(QStringLiteral(" \u2014 "));
    const QString link = jsonString(box, "link");
    if (!link.isEmpty()) {
        setLink(result, link);
    } else {
        result.id = QStringLiteral("web:answerbox:") + shortHash(result.title + QLatin1Char('\n') + result.snippet);
    }
    result.metadata["kind"] = "answerBox";
    if (!answer.isEmpty())
        result.metadata["answer"] = answer.toStdString();
    setDate(result, jsonString(box, "date"));
    return result;
}

model::SearchResult knowledgeGraphResult(const nlohmann::json& graph)
{
    model::SearchResult result;
    result.type = model::SourceType::Web;
    result.title = jsonString(graph, "title");
    result.snippet = plainTextFromHtml(jsonString(graph, "description"));
    QString link = jsonString(graph, "website");
    if (link.isEmpty())
        link = jsonString(graph, "descriptionLink");
    if (!link.isEmpty()) {
        setLink(result, link);
    } else {
        result.id =
            QStringLiteral("web:knowledgegraph:") + shortHash(result.title + QLatin1Char('\n') + result.snippet);
    }
    result.metadata["kind"] = "knowledgeGraph";
    const QString entityType = jsonString(graph, "type");
    if (!entityType.isEmpty())
        result.metadata["entityType"] = entityType.toStdString();
    const QString source = jsonString(graph, "descriptionSource");
    if (!source.isEmpty())
        result.metadata["descriptionSource"] = source.toStdString();
    const QString descriptionLink = jsonString(graph, "descriptionLink");
    if (!descriptionLink.isEmpty())
        result.metadata["descriptionLink"] = descriptionLink.toStdString();
    if (graph.contains("attributes") && graph["attributes"].is_object())
        result.metadata["attributes"] = graph["attributes"];
    return result;
}

} // namespace

QUrl SerperConfig::endpointFor(const QUrl& urlOrBase)
{
    QUrl url = urlOrBase;
    QString path = url.path();
    if (path.endsWith(QLatin1String("/search")))
        return url;
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + QLatin1String("/search"));
    return url;
}

SerperSource::SerperSource(SerperConfig config) : m_config(std::move(config))
{
    if (m_config.url.isEmpty())
        m_config.url = SerperConfig().url;
    m_config.url = SerperConfig::endpointFor(m_config.url);
}

Result<QList<model::SearchResult>> SerperSource::parseResponse(const QByteArray& body, int maxOrganic)
{
    const nlohmann::json doc = nlohmann::json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        return Error(ErrorKind::InvalidResponse, tr("Serper answered with something that is not a search result."));
    }

    QList<model::SearchResult> organic;
    QSet<QString> organicIds;
    if (doc.contains("organic") && doc["organic"].is_array()) {
        for (const nlohmann::json& item : doc["organic"]) {
            if (maxOrganic > 0 && organic.size() >= maxOrganic)
                break;
            if (!item.is_object() || jsonString(item, "link").isEmpty())
                continue;
            model::SearchResult result = organicResult(item);
            if (organicIds.contains(result.id))
                continue;
            organicIds.insert(result.id);
            organic << std::move(result);
        }
    }

    // The answer box and knowledge graph come first; when one points at a page that is also an
    // organic result, that result carries it instead (one document, one id).
    QList<model::SearchResult> featured;
    const auto addFeatured = [&](model::SearchResult result, const char* key) {
        if (organicIds.contains(result.id)) {
            for (model::SearchResult& existing : organic) {
                if (existing.id == result.id) {
                    existing.metadata[key] = {{"title", result.title.toStdString()},
                                              {"snippet", result.snippet.toStdString()}};
                    break;
                }
            }
            return;
        }
        featured << std::move(result);
    };
    if (doc.contains("answerBox") && doc["answerBox"].is_object())
        addFeatured(answerBoxResult(doc["answerBox"]), "answerBox");
    if (doc.contains("knowledgeGraph") && doc["knowledgeGraph"].is_object())
        addFeatured(knowledgeGraphResult(doc["knowledgeGraph"]), "knowledgeGraph");
    return featured + organic;
}

Result<QList<model::SearchResult>> SerperSource::search(const SearchQuery& query, const CancelToken& cancel)
{
    if (m_config.apiKey.trimmed().isEmpty())
        return Error(ErrorKind::Configuration, tr("Web search needs a Serper API key: set SERPER_API_KEY."));
    const QString text = query.text.trimmed();
    if (text.isEmpty())
        return Error(ErrorKind::Usage, tr("The web search query is empty."));
    if (!m_config.url.isValid() || m_config.url.scheme().isEmpty() || m_config.url.host().isEmpty()) {
        return Error(ErrorKind::Configuration,
                     tr("The Serper URL \"%1\" is not valid; check LMARS_SERPER_URL.").arg(m_config.url.toString()));
    }

    int num = std::clamp(m_config.num, 1, 100);
    if (query.maxResults > 0)
        num = std::min(num, query.maxResults);

    const nlohmann::json body = {
        {"q", text.toStdString()}, {"num", num}, {"gl", m_config.gl.toStdString()}, {"hl", m_config.hl.toStdString()}};
    net::HttpRequest request;
    request.method = "POST";
    request.url = m_config.url;
    request.headers = {{"Content-Type", "application/json"},
                       {"Accept", "application/json"},
                       {"X-API-KEY", m_config.apiKey.trimmed().toUtf8()}};
    request.body = QByteArray::fromStdString(body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    request.connectTimeoutMs = m_config.connectTimeoutMs;
    request.totalTimeoutMs = m_config.totalTimeoutMs;
    request.maxAttempts = std::max(1, m_config.maxAttempts);
    request.backoffBaseMs = m_config.backoffBaseMs;
    request.maxResponseBytes = 8LL * 1024 * 1024;
    request.secrets = {m_config.apiKey.trimmed()};

    qCDebug(lcSearch) << "serper search" << text << "num" << num;
    Result<net::HttpResponse> response = m_http.send(request, cancel);
    if (!response) {
        Error error = response.error();
        if (error.kind == ErrorKind::Http && (error.httpStatus == 401 || error.httpStatus == 403)) {
            error.summary = tr("Serper rejected the API key; check SERPER_API_KEY.");
        } else if (!error.isCancelled()) {
            error.summary = tr("Web search (Serper) failed: %1").arg(error.summary);
        }
        qCWarning(lcSearch) << "serper search failed:" << error.toString();
        return error;
    }

    Result<QList<model::SearchResult>> results = parseResponse(response->body, num);
    if (results)
        qCDebug(lcSearch) << "serper returned" << results->size() << "results for" << text;
    return results;
}

} // namespace lmars::search
