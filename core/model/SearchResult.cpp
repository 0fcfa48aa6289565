// SPDX-License-Identifier: GPL-3.0-or-later
#include "SearchResult.h"

#include "BluebookFormatter.h"
#include "common/JsonUtil.h"

#include <QRegularExpression>
#include <QStringList>
#include <QUrl>

#include <array>
#include <tuple>
#include <utility>

namespace lmars::model {

AuthorityTier authorityTierForUrl(const QString& urlOrName)
{
    // uscore.md, component C: the first tier (in this order) with a pattern that searches the
    // lower-cased source wins. Patterns are Python regular expressions, copied verbatim.
    struct Tier
    {
        AuthorityTier tier;
        QRegularExpression pattern;
    };
    static const std::array<Tier, 4> tiers = {{
        {AuthorityTier::Primary,
         QRegularExpression(QStringLiteral("\\.gov|\\.court|supreme\\.justia|courtlistener\\.com|\\.eu/|\\.europa\\.eu|"
                                           "gdpr-info\\.eu|eur-lex\\.europa\\.eu"))},
        {AuthorityTier::Official,
         QRegularExpression(QStringLiteral("\\.edu|justia\\.com|findlaw\\.com|law\\.cornell|\\.org\\.uk|\\.ac\\.uk"))},
        {AuthorityTier::Reputable,
         QRegularExpression(
             QStringLiteral("nolo\\.com|avvo\\.com|lawyers\\.com|americanbar\\.org|lexology\\.com|mondaq\\.com"))},
        {AuthorityTier::UserGenerated,
         QRegularExpression(QStringLiteral("reddit\\.com|quora\\.com|forum|blog|medium\\.com"))},
    }};
    const QString lowered = urlOrName.toLower();
    for (const Tier& tier : tiers) {
        if (tier.pattern.match(lowered).hasMatch())
            return tier.tier;
    }
    return AuthorityTier::Unknown;
}

namespace {

/// Query parameters that only record how someone arrived (campaigns, ad clicks, Google's result
/// click id srsltid); lower-cased names.
bool isTrackingParameter(const QString& key)
{
    static const QStringList names = {
        QStringLiteral("gclid"),  QStringLiteral("gclsrc"),  QStringLiteral("dclid"),   QStringLiteral("gbraid"),
        QStringLiteral("wbraid"), QStringLiteral("fbclid"),  QStringLiteral("msclkid"), QStringLiteral("yclid"),
        QStringLiteral("igshid"), QStringLiteral("srsltid"), QStringLiteral("mc_cid"),  QStringLiteral("mc_eid"),
        QStringLiteral("_ga"),    QStringLiteral("_gl"),
    };
    return key.startsWith(QLatin1String("utm_")) || names.contains(key);
}

} // namespace

QString normalizeUrl(const QString& url)
{
    const QString trimmed = url.trimmed();
    const QUrl parsed(trimmed, QUrl::TolerantMode);
    if (trimmed.isEmpty() || !parsed.isValid() || parsed.scheme().isEmpty() || parsed.host().isEmpty())
        return trimmed;

    const QString scheme = parsed.scheme().toLower();
    QString host = parsed.host(QUrl::FullyEncoded).toLower();
    if (host.startsWith(QLatin1String("www.")))
        host.remove(0, 4);
    if (host.contains(QLatin1Char(':')))
        host = QLatin1Char('[') + host + QLatin1Char(']'); // IPv6 literal

    QString out = scheme + QLatin1String("://");
    const QString userInfo = parsed.userInfo(QUrl::FullyEncoded);
    if (!userInfo.isEmpty())
        out += userInfo + QLatin1Char('@');
    out += host;

    const int port = parsed.port();
    const bool defaultPort = (scheme == QLatin1String("http") && port == 80) ||
                             (scheme == QLatin1String("https") && port == 443) ||
                             (scheme == QLatin1String("ftp") && port == 21);
    if (port >= 0 && !defaultPort)
        out += QLatin1Char(':') + QString::number(port);
    else if (scheme == QLatin1String("http"))
        out.replace(0, 4, QStringLiteral("https")); // the same page on a standard port

    QString path = parsed.path(QUrl::FullyEncoded);
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    out += path;

    if (parsed.hasQuery()) {
        QStringList kept;
        const QStringList pairs = parsed.query(QUrl::FullyEncoded).split(QLatin1Char('&'), Qt::SkipEmptyParts);
        for (const QString& pair : pairs) {
            const QString key = pair.section(QLatin1Char('='), 0, 0).toLower();
            if (isTrackingParameter(key))
                continue;
            kept << pair;
        }
        if (!kept.isEmpty())
            out += QLatin1Char('?') + kept.join(QLatin1Char('&'));
    }
    return out;
}

const LegalStatus* SearchResult::legalStatus() const
{
    const std::optional<LegalStatus>* status = statute           ? &statute->legalStatus
                                               : regulation      ? &regulation->legalStatus
                                               : federalRegister ? &federalRegister->legalStatus
                                                                 : nullptr;
    return status && *status ? &**status : nullptr;
}

QString SearchResult::dedupKey() const
{
    if (courtCase && !courtCase->opinionId.isEmpty())
        return QStringLiteral("opinion:") + courtCase->opinionId;
    if (!url.trimmed().isEmpty())
        return normalizeUrl(url);
    return id;
}

bool SearchResult::operator==(const SearchResult& o) const
{
    const auto f = [](const SearchResult& r) {
        return std::tie(r.id, r.type, r.title, r.url, r.site, r.date, r.dateApproximate, r.snippet, r.content,
                        r.authority, r.courtCase, r.statute, r.regulation, r.federalRegister, r.libraryPassage,
                        r.webResult, r.pageRead, r.retrievedAt, r.afterAsOf, r.jurisdictions, r.extra);
    };
    return f(*this) == f(o);
}

nlohmann::json SearchResult::toJson() const
{
    nlohmann::json meta = extra.is_object() ? extra : nlohmann::json::object();
    if (courtCase)
        courtCase->writeTo(meta);
    if (statute)
        statute->writeTo(meta);
    if (regulation)
        regulation->writeTo(meta);
    if (federalRegister)
        federalRegister->writeTo(meta);
    if (libraryPassage)
        libraryPassage->writeTo(meta);
    if (webResult)
        webResult->writeTo(meta);
    if (pageRead)
        meta["read"] = pageRead->toJson();
    if (retrievedAt.isValid())
        meta["retrievedAt"] = json::str(retrievedAt.toUTC().toString(Qt::ISODateWithMs));
    if (afterAsOf)
        meta["afterAsOf"] = *afterAsOf;
    if (jurisdictions)
        meta["jurisdictions"] = json::strList(*jurisdictions);
    return nlohmann::json{{"id", json::str(id)},
                          {"type", json::str(sourceTypeName(type))},
                          {"title", json::str(title)},
                          {"url", json::str(url)},
                          {"site", json::str(site)},
                          {"date", date.isEmpty() ? nlohmann::json(nullptr) : json::str(date)},
                          {"dateApproximate", dateApproximate},
                          {"snippet", json::str(snippet)},
                          {"content", json::str(content)},
                          {"authority", json::str(authorityTierName(authority))},
                          {"metadata", std::move(meta)},
                          {"bluebook", json::str(BluebookFormatter::source(*this))}};
}

SearchResult SearchResult::fromJson(const nlohmann::json& j)
{
    SearchResult r;
    r.id = json::field(j, "id");
    parseSourceType(json::field(j, "type"), &r.type);
    r.title = json::field(j, "title");
    r.url = json::field(j, "url");
    r.site = json::field(j, "site");
    r.date = json::field(j, "date");
    if (j.is_object() && j.contains("dateApproximate") && j["dateApproximate"].is_boolean())
        r.dateApproximate = j["dateApproximate"].get<bool>();
    r.snippet = json::field(j, "snippet");
    r.content = json::field(j, "content");
    const QString tier = json::field(j, "authority");
    r.authority = AuthorityTier::Unknown;
    for (auto t :
         {AuthorityTier::Primary, AuthorityTier::Official, AuthorityTier::Reputable, AuthorityTier::UserGenerated}) {
        if (authorityTierName(t) == tier)
            r.authority = t;
    }
    if (!j.is_object() || !j.contains("metadata") || !j["metadata"].is_object())
        return r;
    nlohmann::json m = j["metadata"];
    if (const auto it = m.find("retrievedAt"); it != m.end() && it->is_string()) {
        const QDateTime at = QDateTime::fromString(json::toQString(*it), Qt::ISODateWithMs);
        if (at.isValid()) {
            r.retrievedAt = at.toUTC();
            m.erase("retrievedAt");
        }
    }
    if (const auto it = m.find("afterAsOf"); it != m.end() && it->is_boolean()) {
        r.afterAsOf = it->get<bool>();
        m.erase("afterAsOf");
    }
    if (const auto it = m.find("jurisdictions"); it != m.end() && it->is_array()) {
        r.jurisdictions = json::toStringList(*it);
        m.erase("jurisdictions");
    }
    if (const auto it = m.find("read"); it != m.end()) {
        r.pageRead = PageReadRecord::fromJson(*it);
        if (r.pageRead)
            m.erase("read");
    }
    if (r.type == SourceType::CaseLaw)
        r.courtCase = CaseRecord::takeFrom(m);
    else if (StatuteRecord::isIn(m))
        r.statute = StatuteRecord::takeFrom(m);
    else if (RegulationRecord::isIn(m))
        r.regulation = RegulationRecord::takeFrom(m);
    else if (FederalRegisterRecord::isIn(m))
        r.federalRegister = FederalRegisterRecord::takeFrom(m);
    else if (r.type == SourceType::Local && LibraryPassageRecord::isIn(m))
        r.libraryPassage = LibraryPassageRecord::takeFrom(m);
    else if (r.type == SourceType::Web && WebResultRecord::isIn(m))
        r.webResult = WebResultRecord::takeFrom(m);
    r.extra = std::move(m);
    return r;
}

} // namespace lmars::model
