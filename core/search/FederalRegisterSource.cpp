// SPDX-License-Identifier: GPL-3.0-or-later
#include "FederalRegisterSource.h"

#include "DispositionNotes.h"
#include "SearchLog.h"
#include "SearchText.h"
#include "common/JsonUtil.h"

#include <QDate>
#include <QRegularExpression>

#include <algorithm>

namespace lmars::search {

namespace {

const QLatin1String kApiPath("/api/v1");

const char* const kFields[] = {"title",
                               "type",
                               "subtype",
                               "abstract",
                               "document_number",
                               "executive_order_number",
                               "proclamation_number",
                               "signing_date",
                               "publication_date",
                               "effective_on",
                               "citation",
                               "html_url",
                               "pdf_url",
                               "body_html_url",
                               "raw_text_url",
                               "agencies",
                               "president",
                               "executive_order_notes",
                               "disposition_notes",
                               "excerpts"};

QString isoOrEmpty(const nlohmann::json& doc, const char* key)
{
    return isoDateFromText(json::field(doc, key));
}

} // namespace

FederalRegisterSource::FederalRegisterSource(FederalRegisterConfig config) : m_config(std::move(config))
{
    if (m_config.baseUrl.isEmpty())
        m_config.baseUrl = FederalRegisterConfig().baseUrl;
    QString root = m_config.baseUrl.toString(QUrl::RemoveQuery | QUrl::RemoveFragment);
    const qsizetype api = root.indexOf(kApiPath);
    if (api >= 0)
        root.truncate(api);
    while (root.endsWith(QLatin1Char('/')))
        root.chop(1);
    m_apiRoot = root + kApiPath;
}

QUrl FederalRegisterSource::documentsEndpoint() const
{
    return QUrl(m_apiRoot + QLatin1String("/documents.json"));
}

FederalRegisterFilter FederalRegisterSource::filterFor(const QString& queryText)
{
    const QString t = queryText.toLower();
    const auto has = [&t](const char* pattern) {
        return QRegularExpression(QString::fromLatin1(pattern)).match(t).hasMatch();
    };
    FederalRegisterFilter f;
    if (has("\\bexecutive orders?\\b|\\be\\.?o\\.? ?\\d{5}\\b")) {
        f.documentType = QStringLiteral("PRESDOCU");
        f.presidentialDocumentType = QStringLiteral("executive_order");
    } else if (has("\\bproclamations?\\b")) {
        f.documentType = QStringLiteral("PRESDOCU");
        f.presidentialDocumentType = QStringLiteral("proclamation");
    } else if (has("\\bpresidential memorand(um|a)\\b")) {
        f.documentType = QStringLiteral("PRESDOCU");
        f.presidentialDocumentType = QStringLiteral("memorandum");
    } else if (has("\\bproposed rules?\\b|\\bnprm\\b")) {
        f.documentType = QStringLiteral("PRORULE");
    } else if (has("\\bfinal rules?\\b|\\binterim final rule\\b")) {
        f.documentType = QStringLiteral("RULE");
    } else if (has("\\bnotices? of\\b|\\bagency notice\\b")) {
        f.documentType = QStringLiteral("NOTICE");
    }
    return f;
}

Result<QList<model::SearchResult>> FederalRegisterSource::parseResponse(const QByteArray& body, const QDate& asOfDay,
                                                                        int maxResults)
{
    const nlohmann::json doc = json::parse(body);
    if (!doc.is_object() || (doc.contains("results") && !doc["results"].is_array()))
        return Error(ErrorKind::InvalidResponse,
                     tr("The Federal Register answered with something that is not a document list."));
    QList<model::SearchResult> out;
    if (!doc.contains("results")) // nothing matched: the API leaves "results" out
        return out;
    for (const nlohmann::json& d : doc["results"]) {
        if (maxResults > 0 && out.size() >= maxResults)
            break;
        const QString number = json::field(d, "document_number").trimmed();
        if (!d.is_object() || number.isEmpty())
            continue;
        model::SearchResult r;
        r.id = QStringLiteral("fedreg:") + number;
        r.type = model::SourceType::Official;
        r.authority = model::AuthorityTier::Primary;
        r.site = QStringLiteral("Federal Register");
        r.url = json::field(d, "html_url");
        const QString eoNumber = json::field(d, "executive_order_number");
        const QString title = plainTextFromHtml(json::field(d, "title"));
        r.title = eoNumber.isEmpty() || title.contains(eoNumber)
                      ? title
                      : QStringLiteral("Executive Order %1: %2").arg(eoNumber, title);
        const QString signing = isoOrEmpty(d, "signing_date");
        const QString publication = isoOrEmpty(d, "publication_date");
        const QString effective = isoOrEmpty(d, "effective_on");
        r.date = signing.isEmpty() ? publication : signing;
        QString abstract = plainTextFromHtml(json::field(d, "abstract"));
        QString excerpt;
        const nlohmann::json excerpts = d.value("excerpts", nlohmann::json());
        if (excerpts.is_string())
            excerpt = plainTextFromHtml(json::toQString(excerpts));
        else if (excerpts.is_array())
            excerpt = plainTextFromHtml(json::toStringList(excerpts).join(QStringLiteral(" … ")));
        r.snippet = abstract.isEmpty() ? excerpt : abstract;

        QStringList agencies;
        for (const nlohmann::json& a : d.value("agencies", nlohmann::json::array())) {
            const QString name = a.is_object() ? json::field(a, "name") : json::toQString(a);
            if (!name.isEmpty())
                agencies << name;
        }
        const QString notes = QStringList{json::field(d, "executive_order_notes"), json::field(d, "disposition_notes")}
                                  .filter(QRegularExpression(QStringLiteral("\\S")))
                                  .join(QLatin1Char('\n'));
        model::FederalRegisterRecord& m = r.federalRegister.emplace();
        m.documentNumber = number;
        m.frCitation = json::field(d, "citation");
        m.documentType = json::field(d, "type");
        m.documentSubtype = json::field(d, "subtype");
        m.executiveOrderNumber = eoNumber;
        m.proclamationNumber = json::field(d, "proclamation_number");
        m.signingDate = signing;
        m.publicationDate = publication;
        m.effectiveDate = effective;
        m.abstract = abstract;
        m.agencies = agencies;
        m.president = json::field(d.value("president", nlohmann::json::object()), "name");
        m.htmlUrl = r.url;
        m.pdfUrl = json::field(d, "pdf_url");
        m.fullTextUrl = json::field(d, "raw_text_url");
        m.bodyHtmlUrl = json::field(d, "body_html_url");
        m.dispositionNotes = notes;
        const QDate dated = QDate::fromString(r.date, Qt::ISODate);
        r.afterAsOf = asOfDay.isValid() && dated.isValid() && dated > asOfDay;
        if (!eoNumber.isEmpty() || !notes.isEmpty())
            m.legalStatus = DispositionNotes::statusAsOf(DispositionNotes::parse(notes), asOfDay);
        out << std::move(r);
    }
    return out;
}

Result<QList<model::SearchResult>> FederalRegisterSource::search(const SearchQuery& query, const CancelToken& cancel)
{
    const QString text = query.text.simplified();
    if (text.isEmpty())
        return Error(ErrorKind::Usage, tr("The Federal Register search query is empty."));
    const QUrl endpoint = documentsEndpoint();
    if (!m_config.baseUrl.isValid() || m_config.baseUrl.host().isEmpty() || !endpoint.isValid())
        return Error(ErrorKind::Configuration,
                     tr("The Federal Register URL \"%1\" is not valid; check LMARS_FEDERAL_REGISTER_URL.")
                         .arg(m_config.baseUrl.toString()));
    const QString asOf = query.asOf.iso();

    int limit = m_config.maxResults;
    if (query.maxResults > 0)
        limit = limit > 0 ? std::min(limit, query.maxResults) : query.maxResults;
    QStringList params;
    const auto add = [&params](const QString& key, const QString& value) {
        params << QString::fromLatin1(QUrl::toPercentEncoding(key)) + QLatin1Char('=') +
                      QString::fromLatin1(QUrl::toPercentEncoding(value));
    };
    add(QStringLiteral("conditions[term]"), text);
    const FederalRegisterFilter filter = filterFor(text);
    if (!filter.documentType.isEmpty())
        add(QStringLiteral("conditions[type][]"), filter.documentType);
    if (!filter.presidentialDocumentType.isEmpty())
        add(QStringLiteral("conditions[presidential_document_type][]"), filter.presidentialDocumentType);
    if (!asOf.isEmpty())
        add(QStringLiteral("conditions[publication_date][lte]"), asOf);
    for (const char* field : kFields)
        add(QStringLiteral("fields[]"), QString::fromLatin1(field));
    add(QStringLiteral("order"), QStringLiteral("relevance"));
    add(QStringLiteral("per_page"), QString::number(std::clamp(limit > 0 ? limit : 20, 1, 1000)));

    QUrl url = endpoint;
    url.setQuery(params.join(QLatin1Char('&')), QUrl::StrictMode);
    net::HttpRequest request;
    request.url = url;
    request.headers = {{"Accept", "application/json"}};
    request.connectTimeoutMs = m_config.connectTimeoutMs;
    request.totalTimeoutMs = m_config.totalTimeoutMs;
    request.maxAttempts = std::max(1, m_config.maxAttempts);
    request.backoffBaseMs = m_config.backoffBaseMs;
    request.maxResponseBytes = 16LL * 1024 * 1024;

    qCDebug(lcSearch) << "federal register search" << text << "type" << filter.documentType << "as of" << asOf;
    const Result<net::HttpResponse> response = m_http.send(request, cancel);
    if (!response) {
        Error error = response.error();
        if (!error.isCancelled())
            error.summary = tr("Federal Register search failed: %1").arg(error.summary);
        qCWarning(lcSearch) << "federal register search failed:" << error.toString();
        return error;
    }
    return parseResponse(response->body, query.asOf.day(), limit);
}

} // namespace lmars::search
