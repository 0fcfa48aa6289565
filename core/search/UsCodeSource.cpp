// SPDX-License-Identifier: GPL-3.0-or-later
#include "UsCodeSource.h"

#include "SearchLog.h"
#include "common/ConcurrentJobs.h"
#include "common/JsonUtil.h"

#include <QDate>
#include <QRegularExpression>

#include <algorithm>

namespace lmars::search {

namespace {

/// The U.S. Code as GovInfo publishes it is the official edition prepared by the Office of the Law
/// Revision Counsel; every result says which annual edition it is and how current.
QString editionLine(const UsCodeSection& s)
{
    QString line = QStringLiteral("United States Code (GovInfo, prepared by the Office of the Law Revision Counsel)");
    if (!s.edition.isEmpty())
        line += QStringLiteral(", ") + s.edition;
    else if (!s.editionYear.isEmpty())
        line += QStringLiteral(", %1 edition").arg(s.editionYear);
    if (!s.currentThrough.isEmpty())
        line += QStringLiteral("; laws enacted through %1").arg(s.currentThrough);
    return line + QLatin1Char('.');
}

/// "§1983. Civil action for deprivation of rights" → "Civil action for deprivation of rights"
QString headingText(const QString& heading)
{
    static const QRegularExpression number(QStringLiteral("^§\\s*[0-9A-Za-z\\-–]+\\.\\s*"));
    return QString(heading).remove(number).trimmed();
}

} // namespace

UsCodeSource::UsCodeSource(UsCodeSourceConfig config) : m_config(std::move(config)), m_client(m_config.client)
{
    if (m_config.apiUrl.isEmpty())
        m_config.apiUrl = UsCodeSourceConfig().apiUrl;
}

QString UsCodeSource::editionYearFor(const model::AsOf& asOf)
{
    return asOf.isNull() ? QString() : QString::number(asOf.day().year() - 1);
}

Result<QList<UsCodeHit>> UsCodeSource::parseSearch(const QByteArray& body)
{
    const nlohmann::json doc = json::parse(body);
    if (!doc.is_object() || (doc.contains("results") && !doc["results"].is_array()))
        return Error(ErrorKind::InvalidResponse, tr("GovInfo answered with something that is not a search result."));
    static const QRegularExpression granule(
        QStringLiteral("^USCODE-(\\d{4})-title(\\d+[A-Za-z]?)(?:-.*)?-sec([0-9A-Za-z\\-]+)$"));
    QList<UsCodeHit> hits;
    for (const nlohmann::json& r : doc.value("results", nlohmann::json::array())) {
        const auto m = granule.match(json::field(r, "granuleId"));
        if (!m.hasMatch())
            continue; // a title, chapter or appendix granule has no section to read
        const UsCodeHit hit{m.captured(1), m.captured(2), m.captured(3)};
        const bool seen = std::any_of(hits.cbegin(), hits.cend(), [&](const UsCodeHit& h) {
            return h.title == hit.title && h.section == hit.section;
        });
        if (!seen)
            hits.append(hit);
    }
    return hits;
}

Result<QList<UsCodeHit>> UsCodeSource::searchGovinfo(const QString& text, int limit, const CancelToken& cancel) const
{
    QString root = m_config.apiUrl.toString(QUrl::RemoveQuery | QUrl::RemoveFragment);
    while (root.endsWith(QLatin1Char('/')))
        root.chop(1);
    net::HttpRequest request;
    request.method = "POST";
    request.url = QUrl(root + QStringLiteral("/search"));
    request.headers = {
        {"Content-Type", "application/json"}, {"Accept", "application/json"}, {"X-Api-Key", m_config.apiKey.toUtf8()}};
    request.secrets = {m_config.apiKey};
    QString words = text;
    words.remove(QRegularExpression(QStringLiteral("[()\"]")));
    const nlohmann::json body = {{"query", json::str(QStringLiteral("collection:(USCODE) AND (%1)").arg(words))},
                                 {"pageSize", std::clamp(limit * 2, 1, 100)},
                                 {"offsetMark", "*"},
                                 {"sorts", {{{"field", "relevancy"}, {"sortOrder", "DESC"}}}}};
    request.body = json::dump(body);
    request.connectTimeoutMs = m_config.client.connectTimeoutMs;
    request.totalTimeoutMs = m_config.client.totalTimeoutMs;
    request.maxAttempts = std::max(1, m_config.client.maxAttempts);
    request.backoffBaseMs = m_config.client.backoffBaseMs;
    request.maxRetryAfterMs = m_config.client.maxRetryAfterMs;
    const Result<net::HttpResponse> response = m_http.send(request, cancel);
    if (!response) {
        Error error = response.error();
        if (error.isCancelled())
            return error;
        error.summary = error.httpStatus == 401 || error.httpStatus == 403
                            ? tr("GovInfo rejected the API key; check GOVINFO_API_KEY (an api.data.gov key).")
                        : error.httpStatus == 429
                            ? tr("GovInfo's rate limit for this key is used up (HTTP 429); try again later.")
                            : tr("GovInfo search failed: %1").arg(error.summary);
        qCWarning(lcSearch) << "govinfo search failed:" << net::HttpClient::redact(error.toString(), request);
        return error;
    }
    return parseSearch(response->body);
}

model::SearchResult UsCodeSource::toResult(const UsCodeSection& s, const model::AsOf& requested)
{
    const QString asOf = requested.iso();
    model::SearchResult r;
    r.type = model::SourceType::Official;
    r.authority = model::AuthorityTier::Primary;
    r.site = QStringLiteral("GovInfo (U.S. Code)");
    r.id = QStringLiteral("uscode:title-%1:section-%2").arg(s.title, s.section);
    r.url = s.url;
    const QString heading = headingText(s.heading);
    r.title = heading.isEmpty() ? s.citation : s.citation + QStringLiteral(" ") + heading;
    QStringList content;
    if (!s.heading.isEmpty())
        content << s.heading;
    if (!s.text.isEmpty())
        content << s.text;
    if (!s.sourceCredit.isEmpty())
        content << s.sourceCredit;
    r.content = content.join(QLatin1Char('\n'));
    r.snippet = (s.text.isEmpty() ? s.heading : s.text).left(400);

    model::StatuteRecord& m = r.statute.emplace();
    m.title = s.title;
    m.section = s.section;
    m.citation = s.citation;
    m.heading = s.heading;
    m.sourceCredit = s.sourceCredit;
    m.edition = editionLine(s);
    m.editionYear = s.editionYear;
    m.currentThrough = s.currentThrough;
    m.pdfUrl = s.pdfUrl;
    m.requestedAsOf = asOf;
    m.repealed = s.repealed;

    // The status the judge reads, in English: how the edition's date relates to the as-of date.
    const QDate asOfDay = requested.day();
    const QDate through = QDate::fromString(s.currentThrough, Qt::ISODate);
    using State = model::LegalStatus::State;
    State state = State::InForce;
    QString text;
    if (s.repealed) {
        state = State::Repealed;
        text = QStringLiteral("No text in this edition: %1").arg(headingText(s.heading));
    } else if (through.isValid()) {
        text = QStringLiteral("Text of the U.S. Code with laws enacted through %1").arg(s.currentThrough);
        if (asOfDay.isValid() && through > asOfDay) {
            state = State::EditionAfterAsOf;
            text += QStringLiteral(", after your date %1: an amendment enacted between the two dates would already "
                                   "be in this text; check the section's amendment notes")
                        .arg(asOf);
        } else if (asOfDay.isValid()) {
            text += QStringLiteral(", before your date %1: a law enacted in between would not be in it").arg(asOf);
        }
    } else {
        text = QStringLiteral("Text of the U.S. Code; the edition does not say through which date");
    }
    m.legalStatus = model::LegalStatus{state, text + QStringLiteral(". ") + editionLine(s), asOf, std::nullopt};
    return r;
}

QList<UsCodeHit> UsCodeSource::citedSections(const QString& text, const model::AsOf& asOf) const
{
    QList<UsCodeHit> hits;
    for (const model::LegalCitation& c : m_citations.extract(text)) {
        if (c.code != QLatin1String("U.S.C."))
            continue;
        const QString section = UsCodeClient::sectionNumber(c.section);
        const bool seen = std::any_of(hits.cbegin(), hits.cend(),
                                      [&](const UsCodeHit& h) { return h.title == c.title && h.section == section; });
        if (!section.isEmpty() && !seen)
            hits.append({editionYearFor(asOf), c.title, section});
    }
    return hits;
}

bool UsCodeSource::canAnswer(const QString& text, QString* whyNot) const
{
    if (!m_config.apiKey.isEmpty() || !citedSections(text.simplified(), {}).isEmpty())
        return true;
    if (whyNot)
        *whyNot = QStringLiteral("The U.S. Code source reads sections by citation and this query cites none; searching "
                                 "it by words needs GOVINFO_API_KEY.");
    return false;
}

Result<QList<model::SearchResult>> UsCodeSource::search(const SearchQuery& query, const CancelToken& cancel)
{
    const QString text = query.text.simplified();
    if (text.isEmpty())
        return Error(ErrorKind::Usage, tr("The U.S. Code query is empty."));
    const model::AsOf& asOf = query.asOf;
    int limit = m_config.maxResults;
    if (query.maxResults > 0)
        limit = limit > 0 ? std::min(limit, query.maxResults) : query.maxResults;
    limit = std::max(1, limit);

    // Cited sections first: "42 U.S.C. § 1983", "26 USC 61".
    QList<UsCodeHit> hits = citedSections(text, asOf);
    if (hits.isEmpty()) {
        if (m_config.apiKey.isEmpty())
            return Error(ErrorKind::Usage,
                         tr("The U.S. Code source reads sections by citation (for example \"42 U.S.C. § 1983\"); "
                            "searching it by words needs a GovInfo key: set GOVINFO_API_KEY (an api.data.gov key)."));
        auto found = searchGovinfo(text, limit, cancel);
        if (!found)
            return found.error();
        hits = found.value();
        // GovInfo names the edition each hit is from; the as-of date still chooses the edition read.
        if (!asOf.isNull()) {
            for (UsCodeHit& hit : hits)
                hit.year = editionYearFor(asOf);
        }
    }
    if (hits.size() > limit)
        hits = hits.mid(0, limit);
    if (hits.isEmpty())
        return QList<model::SearchResult>();

    QList<std::function<UsCodeSection()>> jobs;
    for (const UsCodeHit& hit : hits)
        jobs.append([this, hit, cancel] { return m_client.fetch(hit.title, hit.section, hit.year, cancel); });
    QList<UsCodeSection> sections;
    if (!runConcurrently<UsCodeSection>(jobs, 3, cancel, {}, &sections))
        return Error(ErrorKind::Cancelled, tr("The U.S. Code search was cancelled."));
    QList<model::SearchResult> results;
    QStringList failures;
    bool unreachable = false;
    for (const UsCodeSection& s : sections) {
        if (s.ok) {
            results.append(toResult(s, asOf));
        } else {
            failures << s.reason;
            unreachable = unreachable || !s.notFound;
        }
    }
    // Only when nothing could be read is it an error; a missing section next to found ones is logged.
    if (results.isEmpty() && !failures.isEmpty())
        return Error(unreachable ? ErrorKind::Network : ErrorKind::Http, failures.join(QLatin1Char(' ')));
    if (!failures.isEmpty())
        qCInfo(lcSearch) << "uscode: some sections could not be read:" << failures;
    qCDebug(lcSearch) << "uscode returned" << results.size() << "sections for" << text;
    return results;
}

} // namespace lmars::search
