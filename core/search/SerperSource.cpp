// SPDX-License-Identifier: GPL-3.0-or-later
#include "SerperSource.h"

#include "SearchLog.h"
#include "SearchText.h"
#include "common/JsonUtil.h"

#include <QSet>

#include <algorithm>
#include <utility>

namespace lmars::search {

namespace {

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

/// Keeps the raw date in the web record's rawDate; date becomes ISO when it parses; a relative date ("5 mins
/// ago") becomes the date it names counted from searchedAt, marked approximate; anything else stays raw.
void setDate(model::SearchResult& result, const QString& raw, const QDateTime& searchedAt)
{
    if (raw.isEmpty())
        return;
    result.webResult.value().rawDate = raw;
    const QString iso = isoDateFromText(raw);
    if (!iso.isEmpty()) {
        result.date = iso;
        return;
    }
    const QString computed = isoDateFromRelativeText(raw, searchedAt);
    if (!computed.isEmpty()) {
        result.date = computed;
        result.dateApproximate = true;
        result.webResult.value().searchedAt = searchedAt.toUTC().toString(Qt::ISODate);
        return;
    }
    result.date = raw;
}

model::SearchResult organicResult(const nlohmann::json& item, const QDateTime& searchedAt)
{
    model::SearchResult result;
    result.type = model::SourceType::Web;
    result.title = plainTextFromHtml(json::text(item, "title"));
    setLink(result, json::text(item, "link"));
    result.snippet = plainTextFromHtml(json::text(item, "snippet"));
    model::WebResultRecord& web = result.webResult.emplace();
    web.kind = model::WebResultRecord::Kind::Organic;
    if (item.contains("position") && item["position"].is_number_integer())
        web.position = item["position"].get<int>();
    setDate(result, json::text(item, "date"), searchedAt);
    if (item.contains("sitelinks") && item["sitelinks"].is_array()) {
        QList<model::WebResultRecord::Sitelink> links;
        for (const nlohmann::json& link : item["sitelinks"]) {
            if (link.is_object())
                links.append({json::text(link, "title"), json::text(link, "link")});
        }
        result.webResult->sitelinks = links;
    }
    if (item.contains("attributes") && item["attributes"].is_object())
        result.webResult->attributes = item["attributes"];
    return result;
}

model::SearchResult answerBoxResult(const nlohmann::json& box, const QDateTime& searchedAt)
{
    model::SearchResult result;
    result.type = model::SourceType::Web;
    const QString answer = json::text(box, "answer");
    const QString snippet = plainTextFromHtml(json::text(box, "snippet"));
    result.title = plainTextFromHtml(json::text(box, "title"));
    if (result.title.isEmpty())
        result.title = answer.isEmpty() ? SerperSource::tr("Answer box") : answer;
    QStringList parts;
    if (!answer.isEmpty())
        parts << answer;
    if (!snippet.isEmpty() && snippet != answer)
        parts << snippet;
    result.snippet = parts.join(QStringLiteral(" \u2014 "));
    const QString link = json::text(box, "link");
    if (!link.isEmpty()) {
        setLink(result, link);
    } else {
        result.id = QStringLiteral("web:answerbox:") + shortHash(result.title + QLatin1Char('\n') + result.snippet);
    }
    model::WebResultRecord& web = result.webResult.emplace();
    web.kind = model::WebResultRecord::Kind::AnswerBox;
    web.answer = answer;
    setDate(result, json::text(box, "date"), searchedAt);
    return result;
}

model::SearchResult knowledgeGraphResult(const nlohmann::json& graph)
{
    model::SearchResult result;
    result.type = model::SourceType::Web;
    result.title = plainTextFromHtml(json::text(graph, "title"));
    result.snippet = plainTextFromHtml(json::text(graph, "description"));
    QString link = json::text(graph, "website");
    if (link.isEmpty())
        link = json::text(graph, "descriptionLink");
    if (!link.isEmpty()) {
        setLink(result, link);
    } else {
        result.id =
            QStringLiteral("web:knowledgegraph:") + shortHash(result.title + QLatin1Char('\n') + result.snippet);
    }
    model::WebResultRecord& web = result.webResult.emplace();
    web.kind = model::WebResultRecord::Kind::KnowledgeGraph;
    web.entityType = json::text(graph, "type");
    web.descriptionSource = json::text(graph, "descriptionSource");
    web.descriptionLink = json::text(graph, "descriptionLink");
    if (graph.contains("attributes") && graph["attributes"].is_object())
        web.attributes = graph["attributes"];
    return result;
}

/// A "People also ask" entry: the page that answers the question, with the question kept.
model::SearchResult peopleAlsoAskResult(const nlohmann::json& entry)
{
    model::SearchResult result;
    result.type = model::SourceType::Web;
    const QString question = plainTextFromHtml(json::text(entry, "question"));
    result.title = plainTextFromHtml(json::text(entry, "title"));
    if (result.title.isEmpty())
        result.title = question;
    result.snippet = plainTextFromHtml(json::text(entry, "snippet"));
    setLink(result, json::text(entry, "link"));
    model::WebResultRecord& web = result.webResult.emplace();
    web.kind = model::WebResultRecord::Kind::PeopleAlsoAsk;
    web.question = question;
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

Result<QList<model::SearchResult>> SerperSource::parseResponse(const QByteArray& body, int maxOrganic,
                                                               const QDateTime& searchedAt)
{
    const nlohmann::json doc = nlohmann::json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        return Error(ErrorKind::InvalidResponse, tr("Serper answered with something that is not a search result."));
    }

    QList<model::SearchResult> organic;
    QSet<QString> organicIds;
    // "organic" from /search; "news" (same item shape plus "source") when the URL is Serper's /news.
    for (const char* block : {"organic", "news"}) {
        if (!doc.contains(block) || !doc[block].is_array())
            continue;
        for (const nlohmann::json& item : doc[block]) {
            if (maxOrganic > 0 && organic.size() >= maxOrganic)
                break;
            if (!item.is_object() || json::text(item, "link").isEmpty())
                continue;
            model::SearchResult result = organicResult(item, searchedAt);
            if (organicIds.contains(result.id))
                continue;
            model::WebResultRecord& web = result.webResult.value();
            web.kind = qstrcmp(block, "news") == 0 ? model::WebResultRecord::Kind::News
                                                   : model::WebResultRecord::Kind::Organic;
            web.publisher = json::text(item, "source");
            organicIds.insert(result.id);
            organic << std::move(result);
        }
    }

    // The answer box and knowledge graph come first, "People also ask" pages last; when one points at
    // a page already listed (the knowledge graph's http:// link of an organic https:// result, say),
    // that result carries it instead (one document, one id).
    QList<model::SearchResult> featured;
    QList<model::SearchResult> related;
    const auto addUnlessListed = [&](QList<model::SearchResult>& into, model::SearchResult result) {
        for (QList<model::SearchResult>* list : {&organic, &featured, &related}) {
            for (model::SearchResult& existing : *list) {
                if (existing.id == result.id) {
                    const model::WebResultRecord& web = result.webResult.value();
                    existing.webResult.value().mention({web.kind.value_or(model::WebResultRecord::Kind::AnswerBox),
                                                        result.title, result.snippet, web.question});
                    return;
                }
            }
        }
        into << std::move(result);
    };
    if (doc.contains("answerBox") && doc["answerBox"].is_object())
        addUnlessListed(featured, answerBoxResult(doc["answerBox"], searchedAt));
    if (doc.contains("knowledgeGraph") && doc["knowledgeGraph"].is_object())
        addUnlessListed(featured, knowledgeGraphResult(doc["knowledgeGraph"]));
    if (doc.contains("peopleAlsoAsk") && doc["peopleAlsoAsk"].is_array()) {
        for (const nlohmann::json& entry : doc["peopleAlsoAsk"]) {
            if (entry.is_object() && !json::text(entry, "link").isEmpty())
                addUnlessListed(related, peopleAlsoAskResult(entry));
        }
    }
    return featured + organic + related;
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
    const QDateTime searchedAt = QDateTime::currentDateTimeUtc();
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

    Result<QList<model::SearchResult>> results = parseResponse(response->body, num, searchedAt);
    if (results)
        qCDebug(lcSearch) << "serper returned" << results->size() << "results for" << text;
    return results;
}

} // namespace lmars::search
