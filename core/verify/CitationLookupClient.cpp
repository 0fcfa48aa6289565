// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationLookupClient.h"

#include "VerifyLog.h"
#include "parse/HtmlParser.h"
#include "search/CourtListenerSource.h"

#include <QDeadlineTimer>
#include <QRegularExpression>
#include <QThread>

#include <algorithm>
#include <memory>

namespace lmars::verify {

namespace {

using Outcome = CitationLookupAnswer::Outcome;

QString jsonString(const nlohmann::json& object, const char* key)
{
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

int intField(const nlohmann::json& object, const char* key, int fallback)
{
    if (!object.is_object())
        return fallback;
    const auto it = object.find(key);
    return it != object.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

QString citationKey(const QString& text)
{
    QString out;
    for (const QChar c : text) {
        if (!c.isSpace() && c != QLatin1Char('.') && c != QLatin1Char(','))
            out += c.toLower();
    }
    return out;
}

/// Sleeps until `until` in short slices; false when cancelled first.
bool waitUntilOrCancelled(const QDateTime& until, const CancelToken& cancel)
{
    while (QDateTime::currentDateTimeUtc() < until) {
        if (cancel.isCancelled())
            return false;
        const qint64 left = QDateTime::currentDateTimeUtc().msecsTo(until);
        QThread::msleep(static_cast<unsigned long>(std::clamp<qint64>(left, 1, 50)));
    }
    return !cancel.isCancelled();
}

} // namespace

struct CitationLookupClient::BatchResult
{
    QList<int> again; ///< citations the service parsed but did not look up (per-citation 429)
    bool throttled = false;
    QDateTime retryAfter;
    bool failed = false;
    QString failure;
};

CitationLookupClient::CitationLookupClient(CitationLookupConfig config) : m_config(std::move(config))
{
    search::CourtListenerConfig site;
    if (!m_config.baseUrl.isEmpty())
        site.baseUrl = m_config.baseUrl;
    const search::CourtListenerSource source(site);
    m_siteOrigin = source.siteOrigin();
    QString search = source.searchEndpoint().toString();
    search.chop(int(QStringLiteral("/search/").size()));
    m_apiRoot = search;
}

QUrl CitationLookupClient::lookupEndpoint() const
{
    return QUrl(m_apiRoot + QLatin1String("/citation-lookup/"));
}

net::HttpRequest CitationLookupClient::request(const QUrl& url) const
{
    net::HttpRequest request;
    request.url = url;
    request.connectTimeoutMs = m_config.connectTimeoutMs;
    request.totalTimeoutMs = m_config.totalTimeoutMs;
    request.maxAttempts = std::max(1, m_config.maxAttempts);
    request.backoffBaseMs = m_config.backoffBaseMs;
    const QString token = m_config.token.trimmed();
    request.headers.append({QByteArray("Accept"), QByteArray("application/json")});
    if (!token.isEmpty()) {
        request.headers.append({"Authorization", "Token " + token.toUtf8()});
        request.secrets = {token};
    }
    return request;
}

Result<nlohmann::json> CitationLookupClient::parseReply(const QByteArray& body)
{
    nlohmann::json doc = nlohmann::json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    if (doc.is_discarded() || !doc.is_array())
        return Error(ErrorKind::InvalidResponse,
                     tr("CourtListener's citation lookup returned something other than a list of "
                        "citations."));
    return doc;
}

bool CitationLookupClient::sameCitation(const QString& sent, const QString& answered, const QStringList& normalized)
{
    const QString key = citationKey(sent);
    if (!answered.isEmpty() && citationKey(answered) == key)
        return true;
    return std::any_of(normalized.cbegin(), normalized.cend(),
                       [&](const QString& form) { return citationKey(form) == key; });
}

model::FoundCase CitationLookupClient::foundCase(const nlohmann::json& cluster, const QString& siteOrigin)
{
    model::FoundCase found;
    found.caseName = jsonString(cluster, "case_name");
    if (found.caseName.isEmpty())
        found.caseName = jsonString(cluster, "case_name_full");
    if (found.caseName.isEmpty())
        found.caseName = jsonString(cluster, "case_name_short");
    found.date = jsonString(cluster, "date_filed");
    found.court = jsonString(cluster, "court");
    if (found.court.isEmpty())
        found.court = jsonString(cluster, "court_id");
    // The cluster's opinions ("sub_opinions": URLs ending in /opinions/{id}/), which the citator searches for.
    if (const auto subs = cluster.find("sub_opinions"); subs != cluster.end() && subs->is_array()) {
        static const QRegularExpression opinionId(QStringLiteral("/opinions/(\\d+)/?$"));
        for (const nlohmann::json& link : *subs) {
            if (link.is_number_integer()) {
                found.opinionIds << link.get<qint64>();
                continue;
            }
            const QRegularExpressionMatch id =
                opinionId.match(link.is_string() ? QString::fromStdString(link.get<std::string>()) : QString());
            if (id.hasMatch())
                found.opinionIds << id.captured(1).toLongLong();
        }
    }
    const QString path = jsonString(cluster, "absolute_url");
    if (path.startsWith(QLatin1String("http://")) || path.startsWith(QLatin1String("https://")))
        found.url = path;
    else if (!path.isEmpty())
        found.url = siteOrigin + (path.startsWith(QLatin1Char('/')) ? path : QLatin1Char('/') + path);
    return found;
}

QDateTime CitationLookupClient::waitUntil(const QByteArray& body)
{
    const nlohmann::json doc = nlohmann::json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    QString text = jsonString(doc, "wait_until");
    if (text.isEmpty())
        text = jsonString(doc, "wait_util"); // the spelling of the service's documentation
    if (text.isEmpty())
        return {};
    // Python's isoformat() writes microseconds; Qt reads at most milliseconds.
    static const QRegularExpression fraction(QStringLiteral("(\\.\\d{3})\\d+"));
    text.replace(fraction, QStringLiteral("\\1"));
    QDateTime when = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!when.isValid())
        when = QDateTime::fromString(text, Qt::ISODate);
    return when.isValid() ? when.toUTC() : QDateTime();
}

CitationLookupClient::BatchResult CitationLookupClient::sendBatch(const QStringList& citations, const QList<int>& batch,
                                                                  QList<CitationLookupAnswer>& answers,
                                                                  const CancelToken& cancel)
{
    BatchResult result;
    // One citation per line; remember where each line is to match answers by start_index.
    QString text;
    QList<QPair<int, int>> lines; // [start, end) of each batch entry
    for (int index : batch) {
        if (!text.isEmpty())
            text += QLatin1Char('\n');
        const int start = int(text.size());
        text += citations.at(index);
        lines << qMakePair(start, int(text.size()));
    }
    net::HttpRequest post = request(lookupEndpoint());
    post.method = "POST";
    post.headers.append({QByteArray("Content-Type"), QByteArray("application/x-www-form-urlencoded")});
    post.body = "text=" + QUrl::toPercentEncoding(text);
    auto throttleBody = std::make_shared<QByteArray>();
    post.isPermanentFailure = [throttleBody](int status, const QByteArray& body) {
        if (status != 429)
            return false;
        *throttleBody = body; // the throttle's wait_until is handled here, not by blind retries
        return true;
    };
    ++m_requestsSent;
    const Result<net::HttpResponse> response = m_http.send(post, cancel);
    if (!response) {
        if (response.error().httpStatus == 429) {
            result.throttled = true;
            result.retryAfter = waitUntil(*throttleBody);
            if (!result.retryAfter.isValid())
                result.retryAfter = QDateTime::currentDateTimeUtc().addSecs(60);
            return result;
        }
        result.failed = true;
        if (response.error().isCancelled())
            result.failure = QStringLiteral("cancelled");
        else if (response.error().httpStatus == 401 || response.error().httpStatus == 403)
            result.failure = tr("CourtListener rejected the API token; check COURTLISTENER_API_TOKEN.");
        else
            result.failure = response.error().toString();
        return result;
    }
    const Result<nlohmann::json> reply = parseReply(response->body);
    if (!reply) {
        result.failed = true;
        result.failure = reply.error().summary;
        return result;
    }
    QList<bool> answered(batch.size(), false);
    for (const nlohmann::json& entry : reply.value()) {
        if (!entry.is_object())
            continue;
        const int start = intField(entry, "start_index", -1);
        const QString cited = jsonString(entry, "citation");
        QStringList normalized;
        if (entry.contains("normalized_citations") && entry["normalized_citations"].is_array()) {
            for (const nlohmann::json& form : entry["normalized_citations"]) {
                if (form.is_string())
                    normalized << QString::fromStdString(form.get<std::string>());
            }
        }
        int line = -1;
        for (int i = 0; i < lines.size(); ++i) {
            if (start >= lines.at(i).first && start < lines.at(i).second) {
                line = i;
                break;
            }
        }
        if (line < 0) { // no offsets, or outside every line: match the service's forms with what was sent
            for (int i = 0; i < batch.size() && line < 0; ++i) {
                if (!answered.at(i) && sameCitation(citations.at(batch.at(i)), cited, normalized))
                    line = i;
            }
        }
        if (line < 0 || answered.at(line))
            continue;
        answered[line] = true;
        // The answer belongs to this citation only when it starts where the citation was sent and
        // reads the same citation; otherwise it is not used (a wrong offset would attach a
        // "verified" to another citation, and the cache would keep it).
        const QString& sent = citations.at(batch.at(line));
        const bool offsetAgrees = start < 0 || start == lines.at(line).first;
        if (!offsetAgrees || !sameCitation(sent, cited, normalized)) {
            CitationLookupAnswer& mismatch = answers[batch.at(line)];
            mismatch.outcome = Outcome::Mismatched;
            mismatch.failure =
                tr("CourtListener answered \"%1\" at offset %2 for \"%3\" sent at offset %4; the answer was not used.")
                    .arg(cited, QString::number(start), sent, QString::number(lines.at(line).first));
            qCWarning(lcVerify).noquote() << "citation lookup answer disagrees with what was sent:" << mismatch.failure;
            continue;
        }
        const int status = intField(entry, "status", 0);
        if (status == 429) {
            result.again << batch.at(line);
            continue;
        }
        CitationLookupAnswer& answer = answers[batch.at(line)];
        answer.outcome = Outcome::Answered;
        answer.status = status;
        answer.errorMessage = jsonString(entry, "error_message");
        answer.normalizedCitations = normalized;
        answer.clusters.clear();
        if (entry.contains("clusters") && entry["clusters"].is_array()) {
            for (const nlohmann::json& cluster : entry["clusters"])
                answer.clusters << foundCase(cluster, m_siteOrigin);
        }
    }
    for (int i = 0; i < batch.size(); ++i) {
        if (!answered.at(i))
            answers[batch.at(i)].outcome = Outcome::NotRecognized;
    }
    return result;
}

QList<CitationLookupAnswer> CitationLookupClient::lookup(const QStringList& citations, const CancelToken& cancel)
{
    QList<CitationLookupAnswer> answers(citations.size());
    QList<int> pending;
    for (int i = 0; i < citations.size(); ++i)
        pending << i;
    const int perRequest = std::max(1, m_config.maxCitationsPerRequest);
    int roundsWithoutProgress = 0;
    while (!pending.isEmpty()) {
        if (cancel.isCancelled()) {
            for (int index : pending)
                answers[index].outcome = Outcome::Cancelled;
            break;
        }
        QList<int> batch;
        int characters = 0;
        while (batch.size() < pending.size() && batch.size() < perRequest) {
            const int length = int(citations.at(pending.at(batch.size())).size()) + 1;
            if (!batch.isEmpty() && characters + length > m_config.maxCharactersPerRequest)
                break;
            characters += length;
            batch << pending.at(batch.size());
        }
        BatchResult sent = sendBatch(citations, batch, answers, cancel);
        if (sent.throttled) {
            const qint64 waitMs = QDateTime::currentDateTimeUtc().msecsTo(sent.retryAfter);
            if (waitMs <= m_config.maxThrottleWaitMs) {
                qCInfo(lcVerify) << "citation lookup throttled; waiting" << std::max<qint64>(waitMs, 0) << "ms";
                if (waitUntilOrCancelled(sent.retryAfter, cancel))
                    continue; // the same batch again
                for (int index : pending)
                    answers[index].outcome = Outcome::Cancelled;
                break;
            }
            qCInfo(lcVerify) << "citation lookup throttled until" << sent.retryAfter.toString(Qt::ISODate);
            for (int index : pending) {
                answers[index].outcome = Outcome::Throttled;
                answers[index].retryAfter = sent.retryAfter;
            }
            break;
        }
        if (sent.failed) {
            const bool cancelled = cancel.isCancelled();
            qCWarning(lcVerify).noquote() << "citation lookup failed:" << sent.failure;
            for (int index : pending) {
                answers[index].outcome = cancelled ? Outcome::Cancelled : Outcome::Failed;
                answers[index].failure = sent.failure;
            }
            break;
        }
        pending = sent.again + pending.mid(batch.size());
        // A service that keeps deferring the same citations would loop forever.
        roundsWithoutProgress = sent.again.size() == batch.size() ? roundsWithoutProgress + 1 : 0;
        if (roundsWithoutProgress >= 3) {
            for (int index : pending) {
                answers[index].outcome = Outcome::Failed;
                answers[index].failure = tr("CourtListener parsed these citations but did not look them up.");
            }
            break;
        }
    }
    return answers;
}

Result<QString> CitationLookupClient::opinionText(const QString& clusterUrl, const CancelToken& cancel)
{
    static const QRegularExpression clusterId(QStringLiteral("/opinion/(\\d+)(?:/|$)"));
    const QRegularExpressionMatch cluster = clusterId.match(clusterUrl);
    if (!cluster.hasMatch())
        return Error(ErrorKind::Usage, tr("%1 is not a CourtListener case page.").arg(clusterUrl));
    const Result<net::HttpResponse> clusterReply = m_http.send(
        request(QUrl(m_apiRoot + QStringLiteral("/clusters/%1/?fields=sub_opinions").arg(cluster.captured(1)))),
        cancel);
    if (!clusterReply)
        return clusterReply.error();
    const nlohmann::json clusterDoc = nlohmann::json::parse(clusterReply->body.toStdString(), nullptr, false);
    if (!clusterDoc.is_object() || !clusterDoc.contains("sub_opinions") || !clusterDoc["sub_opinions"].is_array())
        return Error(ErrorKind::InvalidResponse, tr("CourtListener's case record lists no opinions."));
    static const QRegularExpression opinionId(QStringLiteral("/opinions/(\\d+)/?$"));
    static const char* const textFields[] = {"html_with_citations", "html",           "html_lawbox", "html_columbia",
                                             "xml_harvard",         "html_anon_2020", "plain_text"};
    QStringList texts;
    for (const nlohmann::json& link : clusterDoc["sub_opinions"]) {
        const QRegularExpressionMatch id =
            opinionId.match(link.is_string() ? QString::fromStdString(link.get<std::string>()) : QString());
        if (!id.hasMatch())
            continue;
        const Result<net::HttpResponse> opinion = m_http.send(
            request(QUrl(m_apiRoot + QStringLiteral("/opinions/%1/?fields=id,type,html_with_citations,html,"
                                                    "html_lawbox,html_columbia,xml_harvard,html_anon_2020,plain_text")
                                         .arg(id.captured(1)))),
            cancel);
        if (!opinion)
            return opinion.error();
        const nlohmann::json doc = nlohmann::json::parse(opinion->body.toStdString(), nullptr, false);
        for (const char* field : textFields) {
            const QString value = jsonString(doc, field);
            if (value.trimmed().isEmpty())
                continue;
            texts << (qstrcmp(field, "plain_text") == 0 ? value : parse::HtmlParser::parse(value.toUtf8(), {}).text);
            break;
        }
    }
    if (texts.isEmpty())
        return Error(ErrorKind::InvalidResponse, tr("CourtListener has no text for this case's opinions."));
    return texts.join(QStringLiteral("\n\n"));
}

} // namespace lmars::verify
