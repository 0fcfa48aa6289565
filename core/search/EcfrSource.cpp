// SPDX-License-Identifier: GPL-3.0-or-later
#include "EcfrSource.h"

#include "EcfrSectionText.h"
#include "SearchLog.h"
#include "SearchText.h"
#include "common/ConcurrentJobs.h"
#include "common/JsonUtil.h"

#include <QDate>

#include <algorithm>

namespace lmars::search {

namespace {

QString encoded(const QString& value)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(value));
}

/// The eCFR is an editorial compilation: every result says which edition it is.
const char* const kEdition = "eCFR (Electronic Code of Federal Regulations): an editorial compilation kept current by "
                             "the Office of the Federal Register; not the official legal edition of the CFR.";

} // namespace

EcfrSource::EcfrSource(EcfrConfig config) : m_config(std::move(config))
{
    if (m_config.baseUrl.isEmpty())
        m_config.baseUrl = EcfrConfig().baseUrl;
    m_root = m_config.baseUrl.toString(QUrl::RemoveQuery | QUrl::RemoveFragment);
    const qsizetype api = m_root.indexOf(QLatin1String("/api/"));
    if (api >= 0)
        m_root.truncate(api);
    while (m_root.endsWith(QLatin1Char('/')))
        m_root.chop(1);
}

Result<net::HttpResponse> EcfrSource::get(const QString& pathAndQuery, const CancelToken& cancel) const
{
    net::HttpRequest request;
    request.url = QUrl(m_root + pathAndQuery, QUrl::StrictMode);
    request.headers = {
        {"Accept", pathAndQuery.contains(QLatin1String(".xml")) ? "application/xml" : "application/json"}};
    request.connectTimeoutMs = m_config.connectTimeoutMs;
    request.totalTimeoutMs = m_config.totalTimeoutMs;
    request.maxAttempts = std::max(1, m_config.maxAttempts);
    request.backoffBaseMs = m_config.backoffBaseMs;
    request.maxRetryAfterMs = m_config.maxRetryAfterMs;
    request.maxResponseBytes = 32LL * 1024 * 1024;
    Result<net::HttpResponse> response = m_http.send(request, cancel);
    if (!response && !response.error().isCancelled()) {
        Error error = response.error();
        error.summary =
            error.httpStatus == 503
                ? tr("eCFR is updating this title and asked to try again later (HTTP 503): %1").arg(error.summary)
                : tr("eCFR request failed: %1").arg(error.summary);
        qCWarning(lcSearch) << "ecfr request failed:" << error.toString();
        return error;
    }
    return response;
}

Result<QMap<QString, QString>> EcfrSource::upToDateDates(const CancelToken& cancel)
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (!m_upToDate.isEmpty())
            return m_upToDate;
    }
    const auto response = get(QStringLiteral("/api/versioner/v1/titles.json"), cancel);
    if (!response)
        return response.error();
    const nlohmann::json doc = json::parse(response->body);
    if (!doc.is_object() || !doc.value("titles", nlohmann::json()).is_array())
        return Error(ErrorKind::InvalidResponse,
                     tr("eCFR answered titles.json with something that is not a title list."));
    QMap<QString, QString> dates;
    for (const nlohmann::json& t : doc["titles"]) {
        const QString date = json::field(t, "up_to_date_as_of");
        if (QDate::fromString(date, Qt::ISODate).isValid())
            dates.insert(json::field(t, "number"), date);
    }
    std::lock_guard<std::mutex> lock(m_mutex);
    m_upToDate = dates;
    return dates;
}

Result<QList<EcfrHit>> EcfrSource::parseSearch(const QByteArray& body)
{
    const nlohmann::json doc = json::parse(body);
    if (!doc.is_object() || (doc.contains("results") && !doc["results"].is_array()))
        return Error(ErrorKind::InvalidResponse, tr("eCFR answered with something that is not a search result."));
    QList<EcfrHit> hits;
    for (const nlohmann::json& r : doc.value("results", nlohmann::json::array())) {
        const nlohmann::json hierarchy = r.value("hierarchy", nlohmann::json::object());
        EcfrHit hit;
        hit.title = json::field(hierarchy, "title");
        hit.part = json::field(hierarchy, "part");
        hit.section = json::field(hierarchy, "section");
        if (hit.title.isEmpty() || hit.section.isEmpty() || r.value("removed", false) ||
            json::field(r, "type", QStringLiteral("Section")) != QLatin1String("Section"))
            continue; // appendices and removed sections have no section text to give
        if (hit.part.isEmpty())
            hit.part = hit.section.section(QLatin1Char('.'), 0, 0);
        hit.heading = plainTextFromHtml(json::field(r.value("headings", nlohmann::json::object()), "section"));
        hit.excerpt = plainTextFromHtml(json::field(r, "full_text_excerpt"));
        hit.startsOn = json::field(r, "starts_on");
        hit.endsOn = json::field(r, "ends_on");
        hit.hierarchy = hierarchy;
        hit.hierarchyHeadings = r.value("hierarchy_headings", nlohmann::json::object());
        hits.append(hit);
    }
    return hits;
}

model::SearchResult EcfrSource::read(const EcfrHit& hit, const model::AsOf& requested, const QString& upToDate,
                                     bool readText, const CancelToken& cancel) const
{
    // The text as of the date, but never past what eCFR has: a later date uses the latest text.
    const QString asOf = requested.iso();
    const QDate wanted = requested.day();
    const QDate latest = QDate::fromString(upToDate, Qt::ISODate);
    const bool clamped = latest.isValid() && (!wanted.isValid() || wanted > latest);
    const QString textDate = clamped ? upToDate : asOf;
    const QDate textDay = clamped ? latest : wanted;
    const bool asked = wanted.isValid() && clamped; // the user's date was later than eCFR's

    model::SearchResult r;
    r.type = model::SourceType::Official;
    r.authority = model::AuthorityTier::Official;
    r.site = QStringLiteral("eCFR");
    const QString citation = QStringLiteral("%1 CFR %2").arg(hit.title, hit.section);
    r.id = QStringLiteral("ecfr:title-%1:section-%2").arg(hit.title, hit.section);
    r.url = m_root + QStringLiteral("/on/%1/title-%2/section-%3").arg(textDate, hit.title, hit.section);
    r.title = hit.heading.isEmpty() ? citation : citation + QLatin1Char(' ') + hit.heading;
    r.snippet = hit.excerpt;
    r.date = hit.startsOn;

    model::RegulationRecord& m = r.regulation.emplace();
    m.title = hit.title;
    m.part = hit.part;
    m.section = hit.section;
    m.citation = citation;
    m.heading = hit.heading;
    m.hierarchy = hit.hierarchy;
    m.hierarchyHeadings = hit.hierarchyHeadings;
    m.requestedAsOf = asOf;
    m.upToDateAsOf = upToDate;
    m.textAsOf = textDate;
    m.clampedToLatest = asked;
    m.edition = QString::fromUtf8(kEdition);
    if (!readText || textDate.isEmpty())
        return r;

    const QString hierarchyQuery = QStringLiteral("part=%1&section=%2").arg(encoded(hit.part), encoded(hit.section));
    // The text and the history do not depend on each other: both are asked at once.
    const QList<QString> paths{QStringLiteral("/api/versioner/v1/full/") + textDate + QStringLiteral("/title-") +
                                   encoded(hit.title) + QStringLiteral(".xml?") + hierarchyQuery,
                               QStringLiteral("/api/versioner/v1/versions/title-") + encoded(hit.title) +
                                   QStringLiteral(".json?") + hierarchyQuery + QStringLiteral("&issue_date%5Blte%5D=") +
                                   (upToDate.isEmpty() ? textDate : upToDate)};
    QList<std::function<Result<net::HttpResponse>()>> jobs;
    for (const QString& path : paths)
        jobs.append([this, path, cancel] { return get(path, cancel); });
    QList<Result<net::HttpResponse>> replies;
    runConcurrently<Result<net::HttpResponse>>(
        jobs, 2, cancel, [](int, const Result<net::HttpResponse>&) {}, &replies);
    if (replies.size() < 2)
        return r; // cancelled
    const Result<net::HttpResponse>& xml = replies.at(0);
    const Result<net::HttpResponse>& versions = replies.at(1);
    if (xml) {
        const EcfrSection section = EcfrSectionText::fromXml(xml->body, hit.section);
        r.content = section.text;
        if (!section.heading.isEmpty())
            m.heading = section.heading;
    } else {
        m.textError = xml.error().toString();
    }
    if (!versions) {
        m.historyError = versions.error().toString();
        return r;
    }
    const EcfrHistory history =
        EcfrSectionText::history(json::parse(versions->body), hit.section, asked ? wanted : textDay);
    m.hasHistory = true;
    m.amendmentDates = history.amendmentDates;
    m.inForceSince = history.inForceSince;
    m.amendedAfterAsOf = history.amendedAfter;
    if (!history.inForceSince.isEmpty())
        r.date = history.inForceSince;
    // Amended since the date: the latest text too, so that the change can be shown.
    if (!history.amendedAfter.isEmpty() && !history.removedByAsOf && !upToDate.isEmpty() && upToDate != textDate &&
        !r.content.isEmpty()) {
        const auto current = get(QStringLiteral("/api/versioner/v1/full/") + upToDate + QStringLiteral("/title-") +
                                     encoded(hit.title) + QStringLiteral(".xml?") + hierarchyQuery,
                                 cancel);
        const QString currentText = current ? EcfrSectionText::fromXml(current->body, hit.section).text : QString();
        if (!currentText.isEmpty()) {
            m.currentText = currentText;
            m.currentTextAsOf = upToDate;
        }
    }

    // The status the judge reads, in English.
    using State = model::LegalStatus::State;
    State state = State::InForce;
    QString text;
    if (history.removedByAsOf) {
        state = State::Removed;
        text = QStringLiteral("Removed on %1, before %2").arg(history.inForceSince, textDate);
    } else {
        text = QStringLiteral("Text in force on %1").arg(textDate);
        if (!history.inForceSince.isEmpty())
            text += QStringLiteral(" (last amended %1)").arg(history.inForceSince);
        if (!history.amendedAfter.isEmpty()) {
            state = State::AmendedSince;
            text +=
                QStringLiteral("; amended on %1, after your date").arg(history.amendedAfter.join(QStringLiteral(", ")));
        }
    }
    if (asked)
        text += QStringLiteral("; eCFR is up to date only as of %1, so this is the latest text available, not the "
                               "text of %2")
                    .arg(upToDate, asOf);
    m.legalStatus = model::LegalStatus{state, text + QStringLiteral(". eCFR is not the official legal edition."),
                                       asked ? asOf : textDate, std::nullopt};
    return r;
}

Result<QList<model::SearchResult>> EcfrSource::search(const SearchQuery& query, const CancelToken& cancel)
{
    const QString text = query.text.simplified();
    if (text.isEmpty())
        return Error(ErrorKind::Usage, tr("The eCFR search query is empty."));
    if (!m_config.baseUrl.isValid() || m_config.baseUrl.host().isEmpty())
        return Error(ErrorKind::Configuration,
                     tr("The eCFR URL \"%1\" is not valid; check LMARS_ECFR_URL.").arg(m_config.baseUrl.toString()));
    const model::AsOf asOf = query.asOf;
    int limit = m_config.maxResults;
    if (query.maxResults > 0)
        limit = limit > 0 ? std::min(limit, query.maxResults) : query.maxResults;

    QList<EcfrHit> hits;
    EcfrHit cited;
    const bool isCitation = EcfrSectionText::parseCitation(text, &cited.title, &cited.section);
    // The title's up_to_date_as_of and the search do not depend on each other: both are asked at once.
    struct Fetched
    {
        Result<net::HttpResponse> search = net::HttpResponse();
        Result<QMap<QString, QString>> dates = QMap<QString, QString>();
    };
    QList<std::function<Fetched()>> fetches{[this, cancel] {
        Fetched f;
        f.dates = upToDateDates(cancel);
        return f;
    }};
    if (!isCitation) {
        QString path = QStringLiteral("/api/search/v1/results?query=") + encoded(text) + QStringLiteral("&per_page=") +
                       QString::number(std::clamp(limit > 0 ? limit : 10, 1, 1000)) +
                       QStringLiteral("&order=relevance");
        if (!asOf.isNull())
            path += QStringLiteral("&date=") + asOf.iso(); // content in force on that day
        fetches.append([this, path, cancel] {
            Fetched f;
            f.search = get(path, cancel);
            return f;
        });
    }
    QList<Fetched> fetched;
    if (!runConcurrently<Fetched>(fetches, 2, cancel, {}, &fetched))
        return Error(ErrorKind::Cancelled, tr("The eCFR search was cancelled."));
    if (isCitation) {
        cited.part = cited.section.section(QLatin1Char('.'), 0, 0);
        hits.append(cited); // a cited section is read directly, without a search
    } else {
        const Result<net::HttpResponse>& response = fetched.at(1).search;
        if (!response)
            return response.error();
        auto parsed = parseSearch(response->body);
        if (!parsed)
            return parsed.error();
        hits = parsed.value();
        if (limit > 0 && hits.size() > limit)
            hits = hits.mid(0, limit);
    }
    if (hits.isEmpty())
        return QList<model::SearchResult>();
    const Result<QMap<QString, QString>>& dates = fetched.at(0).dates;
    if (!dates)
        return dates.error();
    QList<std::function<model::SearchResult()>> jobs;
    for (int i = 0; i < hits.size(); ++i) {
        const EcfrHit hit = hits.at(i);
        const QString upToDate = dates->value(hit.title);
        const bool readText = i < m_config.sectionsToRead;
        jobs.append(
            [this, hit, asOf, upToDate, readText, cancel] { return read(hit, asOf, upToDate, readText, cancel); });
    }
    QList<model::SearchResult> results;
    if (!runConcurrently<model::SearchResult>(
            jobs, std::max(1, m_config.sectionsToRead), cancel, [](int, const model::SearchResult&) {}, &results))
        return Error(ErrorKind::Cancelled, tr("The eCFR search was cancelled."));
    // A cited section that eCFR does not have (no text, no history) is no result.
    const model::SearchResult* first = results.isEmpty() ? nullptr : &results.first();
    if (!cited.section.isEmpty() && first && first->content.isEmpty() && first->regulation &&
        !first->regulation->textError.isEmpty())
        return Error(
            ErrorKind::Http,
            tr("eCFR has no text for %1 CFR %2: %3").arg(cited.title, cited.section, first->regulation->textError));
    qCDebug(lcSearch) << "ecfr returned" << results.size() << "sections for" << text;
    return results;
}

} // namespace lmars::search
