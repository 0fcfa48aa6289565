// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfficialSourceChecker.h"

#include "VerifyLog.h"
#include "search/EcfrSectionText.h"

#include <QDate>
#include <QMutexLocker>
#include <QRegularExpression>

#include <algorithm>

namespace lmars::verify {

namespace {

QString rootOf(const QUrl& url, const QUrl& fallback)
{
    QString root = (url.isEmpty() ? fallback : url).toString(QUrl::RemoveQuery | QUrl::RemoveFragment);
    const qsizetype api = root.indexOf(QLatin1String("/api/"));
    if (api >= 0)
        root.truncate(api);
    while (root.endsWith(QLatin1Char('/')))
        root.chop(1);
    return root;
}

QString encoded(const QString& value)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(value));
}

QString stringField(const nlohmann::json& object, const char* key)
{
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

OfficialCheck verified(const QString& reason, const QString& link)
{
    OfficialCheck out;
    out.check.status = model::CitationStatus::Verified;
    out.check.reason = reason;
    out.link = link;
    out.cacheable = true;
    return out;
}

OfficialCheck notFound(const QString& reason)
{
    OfficialCheck out;
    out.check.status = model::CitationStatus::NotFound;
    out.check.reason = reason;
    out.cacheable = true;
    return out;
}

OfficialCheck unchecked(const QString& reason)
{
    OfficialCheck out;
    out.check.status = model::CitationStatus::Unchecked;
    out.check.reason = reason;
    return out;
}

/// The first executive orders of 1994, the oldest the Federal Register API has.
constexpr int kFirstExecutiveOrderInApi = 12890;

} // namespace

namespace {

search::UsCodeConfig usCodeConfig(const OfficialSourcesConfig& config)
{
    search::UsCodeConfig out;
    if (!config.usCodeUrl.isEmpty())
        out.linkServiceUrl = config.usCodeUrl;
    out.connectTimeoutMs = config.connectTimeoutMs;
    out.totalTimeoutMs = config.totalTimeoutMs;
    out.maxAttempts = config.maxAttempts;
    out.backoffBaseMs = config.backoffBaseMs;
    return out;
}

} // namespace

OfficialSourceChecker::OfficialSourceChecker(OfficialSourcesConfig config)
    : m_config(std::move(config)), m_usCode(usCodeConfig(m_config))
{
    m_ecfrRoot = rootOf(m_config.ecfrUrl, OfficialSourcesConfig().ecfrUrl);
    m_federalRegisterApi =
        rootOf(m_config.federalRegisterUrl, OfficialSourcesConfig().federalRegisterUrl) + QStringLiteral("/api/v1");
}

bool OfficialSourceChecker::canCheck(const model::LegalCitation& citation)
{
    switch (citation.kind) {
    case model::CitationKind::Regulation:
        return citation.code == QLatin1String("C.F.R.");
    case model::CitationKind::Statute:
        return citation.code == QLatin1String("U.S.C.");
    case model::CitationKind::FederalRegister:
    case model::CitationKind::ExecutiveOrder:
        return true;
    default:
        return false;
    }
}

bool OfficialSourceChecker::cfrPartAndSection(const QString& section, QString* part, QString* sectionNumber)
{
    static const QRegularExpression form(QStringLiteral("^(\\d+[A-Za-z]?)(?:\\.(\\d+[A-Za-z0-9-]*))?"));
    const QRegularExpressionMatch match = form.match(section.trimmed());
    if (!match.hasMatch())
        return false;
    *part = match.captured(1);
    *sectionNumber = match.captured(2).isEmpty() ? QString() : match.captured(1) + QLatin1Char('.') + match.captured(2);
    // "214.2-214.4": the first section; "(f)(9)" paragraphs are inside it.
    if (sectionNumber->contains(QLatin1Char('-')) && !sectionNumber->endsWith(QLatin1Char('-')))
        sectionNumber->truncate(sectionNumber->indexOf(QLatin1Char('-')));
    return true;
}

Result<net::HttpResponse> OfficialSourceChecker::get(const QString& url, const QByteArray& accept,
                                                     const CancelToken& cancel) const
{
    net::HttpRequest request;
    request.url = QUrl(url, QUrl::StrictMode);
    request.headers = {{"Accept", accept}};
    request.connectTimeoutMs = m_config.connectTimeoutMs;
    request.totalTimeoutMs = m_config.totalTimeoutMs;
    request.maxAttempts = std::max(1, m_config.maxAttempts);
    request.backoffBaseMs = m_config.backoffBaseMs;
    request.maxRetryAfterMs = 10000;
    return m_http.send(request, cancel);
}

QString OfficialSourceChecker::notLookedUp(const model::LegalCitation& citation)
{
    // Only the federal sources L-MARS reads can check a citation; each is named for what it checks.
    if (citation.kind == model::CitationKind::Regulation && citation.code == QLatin1String("C.F.R."))
        return tr("Not checked: the eCFR source was off for this run. Turn on eCFR among the sources and run "
                  "again to look the section up.");
    if (citation.kind == model::CitationKind::Statute && citation.code == QLatin1String("U.S.C."))
        return tr("Not checked: the U.S. Code source was off for this run. Turn on U.S. Code among the sources "
                  "and run again to look the section up.");
    if (citation.kind == model::CitationKind::FederalRegister || citation.kind == model::CitationKind::ExecutiveOrder)
        return tr("Not checked: the Federal Register source was off for this run. Turn on Federal Register among "
                  "the sources and run again to look it up.");
    // State codes, public laws, the Statutes at Large: no source of L-MARS holds them.
    return tr("Not checked: L-MARS has no official source for %1. Read the section in the official code of "
              "its jurisdiction.")
        .arg(citation.code.isEmpty() ? citation.text.simplified() : citation.code);
}

OfficialCheck OfficialSourceChecker::check(const model::LegalCitation& citation, QDate asOf, const CancelToken& cancel)
{
    if (cancel.isCancelled())
        return unchecked(tr("The check was cancelled before this citation was looked up."));
    const bool official = citation.kind != model::CitationKind::Case && citation.kind != model::CitationKind::ShortForm;
    if (official && !m_config.enabled)
        return unchecked(notLookedUp(citation));
    switch (citation.kind) {
    case model::CitationKind::Regulation:
        if (citation.code == QLatin1String("C.F.R."))
            return checkCfr(citation, asOf, cancel);
        return unchecked(tr("No official source is checked for %1 yet.").arg(citation.code));
    case model::CitationKind::FederalRegister:
        return checkFederalRegister(citation, cancel);
    case model::CitationKind::ExecutiveOrder:
        return checkExecutiveOrder(citation, cancel);
    case model::CitationKind::Statute:
        if (citation.code == QLatin1String("U.S.C."))
            return checkUsCode(citation, asOf, cancel);
        return unchecked(tr("State codes are not checked against an official source in this version."));
    case model::CitationKind::PublicLaw:
    case model::CitationKind::StatutesAtLarge:
        return unchecked(tr("Public laws and the Statutes at Large are not checked against an official source in "
                            "this version."));
    case model::CitationKind::Case:
    case model::CitationKind::ShortForm:
        break;
    }
    return unchecked(tr("Cases are checked with CourtListener, not official sources."));
}

QString OfficialSourceChecker::ecfrUpToDate(const QString& title, const CancelToken& cancel)
{
    {
        QMutexLocker lock(&m_mutex);
        if (!m_ecfrUpToDate.isEmpty())
            return m_ecfrUpToDate.value(title);
    }
    const Result<net::HttpResponse> reply =
        get(m_ecfrRoot + QStringLiteral("/api/versioner/v1/titles.json"), "application/json", cancel);
    if (!reply)
        return {};
    const nlohmann::json doc = nlohmann::json::parse(reply->body.toStdString(), nullptr, false);
    QMap<QString, QString> dates;
    if (doc.is_object() && doc.contains("titles") && doc["titles"].is_array()) {
        for (const nlohmann::json& entry : doc["titles"]) {
            if (!entry.is_object() || !entry.contains("number") || !entry["number"].is_number_integer())
                continue;
            dates.insert(QString::number(entry["number"].get<int>()), stringField(entry, "up_to_date_as_of"));
        }
    }
    QMutexLocker lock(&m_mutex);
    m_ecfrUpToDate = dates;
    return m_ecfrUpToDate.value(title);
}

OfficialCheck OfficialSourceChecker::checkCfr(const model::LegalCitation& citation, QDate asOf,
                                              const CancelToken& cancel)
{
    QString part;
    QString section;
    if (citation.title.isEmpty() || !cfrPartAndSection(citation.section, &part, &section))
        return unchecked(tr("This C.F.R. citation names no title and section that eCFR could be asked about."));
    // The query parameter eCFR needs (and the page link): the day as YYYY-MM-DD.
    QString date = (asOf.isValid() ? asOf : QDate::currentDate()).toString(Qt::ISODate);
    const QString newest = ecfrUpToDate(citation.title, cancel);
    if (!newest.isEmpty() && date > newest)
        date = newest;
    QString url = m_ecfrRoot + QStringLiteral("/api/versioner/v1/full/%1/title-%2.xml?part=%3")
                                   .arg(date, encoded(citation.title), encoded(part));
    if (!section.isEmpty())
        url += QStringLiteral("&section=") + encoded(section);
    const QString label = section.isEmpty() ? QStringLiteral("%1 C.F.R. pt. %2").arg(citation.title, part)
                                            : QStringLiteral("%1 C.F.R. § %2").arg(citation.title, section);
    const Result<net::HttpResponse> reply = get(url, "application/xml", cancel);
    if (!reply) {
        if (reply.error().httpStatus == 404)
            return notFound(tr("%1 did not exist on %2 according to eCFR.").arg(label, date));
        if (reply.error().isCancelled())
            return unchecked(tr("The check was cancelled before this citation was looked up."));
        return unchecked(tr("eCFR could not be reached: %1").arg(reply.error().summary));
    }
    const QString page = m_ecfrRoot + (!asOf.isValid() ? QStringLiteral("/current") : QStringLiteral("/on/") + date) +
                         QStringLiteral("/title-%1/").arg(citation.title) +
                         (section.isEmpty() ? QStringLiteral("part-") + part : QStringLiteral("section-") + section);
    if (!section.isEmpty()) {
        const search::EcfrSection found = search::EcfrSectionText::fromXml(reply->body, section);
        if (found.heading.isEmpty() && found.text.isEmpty())
            return notFound(tr("%1 did not exist on %2 according to eCFR.").arg(label, date));
        return verified(tr("%1 exists on %2 (eCFR): %3").arg(label, date, found.heading.simplified()), page);
    }
    return verified(tr("%1 exists on %2 (eCFR).").arg(label, date), page);
}

OfficialCheck OfficialSourceChecker::checkFederalRegister(const model::LegalCitation& citation,
                                                          const CancelToken& cancel)
{
    if (citation.title.isEmpty() || citation.section.isEmpty())
        return unchecked(tr("This Federal Register citation names no volume and page."));
    const QString cited = QStringLiteral("%1 FR %2").arg(citation.title, citation.section);
    const QString url = m_federalRegisterApi + QStringLiteral("/documents/") + encoded(cited) +
                        QStringLiteral(".json?fields[]=title&fields[]=citation&fields[]=html_url&fields[]="
                                       "publication_date&fields[]=document_number");
    const Result<net::HttpResponse> reply = get(url, "application/json", cancel);
    if (!reply) {
        if (reply.error().httpStatus == 404)
            return notFound(tr("No Federal Register document begins at %1.").arg(cited));
        if (reply.error().isCancelled())
            return unchecked(tr("The check was cancelled before this citation was looked up."));
        return unchecked(tr("The Federal Register could not be reached: %1").arg(reply.error().summary));
    }
    const nlohmann::json doc = nlohmann::json::parse(reply->body.toStdString(), nullptr, false);
    const QString title = stringField(doc, "title");
    if (title.isEmpty())
        return unchecked(tr("The Federal Register's answer for %1 named no document.").arg(cited));
    return verified(tr("%1 is \"%2\" (%3).").arg(cited, title, stringField(doc, "publication_date")),
                    stringField(doc, "html_url"));
}

OfficialCheck OfficialSourceChecker::checkExecutiveOrder(const model::LegalCitation& citation,
                                                         const CancelToken& cancel)
{
    bool ok = false;
    const int number = citation.section.toInt(&ok);
    if (!ok || number <= 0)
        return unchecked(tr("This executive order citation has no order number."));
    if (number < kFirstExecutiveOrderInApi)
        return unchecked(tr("Executive Order %1 predates the Federal Register API's coverage (1994 on).").arg(number));
    const QString url =
        m_federalRegisterApi +
        QStringLiteral("/documents.json?conditions[type][]=PRESDOCU&conditions[presidential_document_type][]="
                       "executive_order&conditions[term]=%1&fields[]=executive_order_number&fields[]=title&fields[]="
                       "signing_date&fields[]=citation&fields[]=html_url&per_page=20")
            .arg(number);
    const Result<net::HttpResponse> reply = get(url, "application/json", cancel);
    if (!reply) {
        if (reply.error().isCancelled())
            return unchecked(tr("The check was cancelled before this citation was looked up."));
        return unchecked(tr("The Federal Register could not be reached: %1").arg(reply.error().summary));
    }
    const nlohmann::json doc = nlohmann::json::parse(reply->body.toStdString(), nullptr, false);
    if (doc.is_object() && doc.contains("results") && doc["results"].is_array()) {
        for (const nlohmann::json& result : doc["results"]) {
            if (!result.is_object() || !result.contains("executive_order_number"))
                continue;
            const nlohmann::json& value = result["executive_order_number"];
            const int found = value.is_number_integer() ? value.get<int>()
                              : value.is_string()       ? QString::fromStdString(value.get<std::string>()).toInt()
                                                        : 0;
            if (found == number)
                return verified(tr("Executive Order %1 is \"%2\", signed %3.")
                                    .arg(number)
                                    .arg(stringField(result, "title"), stringField(result, "signing_date")),
                                stringField(result, "html_url"));
        }
    }
    return notFound(tr("The Federal Register has no Executive Order %1.").arg(number));
}

OfficialCheck OfficialSourceChecker::checkUsCode(const model::LegalCitation& citation, QDate asOf,
                                                 const CancelToken& cancel)
{
    const QString section = search::UsCodeClient::sectionNumber(citation.section);
    if (citation.title.isEmpty() || section.isEmpty())
        return unchecked(tr("This U.S. Code citation names no title and section that GovInfo could be asked about."));
    const QString label = QStringLiteral("%1 U.S.C. § %2").arg(citation.title, section);
    const QString editionYear = asOf.isValid() ? QString::number(asOf.year()) : QString();
    const search::UsCodeSection found = m_usCode.fetch(citation.title, section, editionYear, cancel);
    if (cancel.isCancelled())
        return unchecked(tr("The check was cancelled before this citation was looked up."));
    if (!found.ok) {
        if (found.notFound)
            return notFound(tr("GovInfo's U.S. Code has no %1.").arg(label));
        return unchecked(tr("GovInfo could not be reached: %1").arg(found.reason));
    }
    const QString edition = found.edition.isEmpty() ? found.editionYear : found.edition;
    if (found.repealed)
        return notFound(tr("%1 is repealed, omitted or transferred in the U.S. Code (%2): %3")
                            .arg(label, edition, found.heading.simplified()));
    OfficialCheck out =
        verified(edition.isEmpty()
                     ? tr("%1 is in the U.S. Code (GovInfo): %2").arg(label, found.heading.simplified())
                     : tr("%1 is in the U.S. Code (GovInfo, %2): %3").arg(label, edition, found.heading.simplified()),
                 found.url);
    return out;
}

} // namespace lmars::verify
