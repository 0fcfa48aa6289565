// SPDX-License-Identifier: GPL-3.0-or-later
#include "Verification.h"

#include "BluebookFormatter.h"
#include "EnumNames.h"
#include "common/JsonUtil.h"

#include <QMap>

namespace lmars::model {

using Json = nlohmann::json;

namespace {

bool isWebLink(const QString& url)
{
    return url.startsWith(QLatin1String("https://")) || url.startsWith(QLatin1String("http://"));
}

} // namespace

QString VerifiedCitation::webLink() const
{
    if (isWebLink(link))
        return link;
    return isWebLink(found.url) ? found.url : QString();
}

QString quoteStatusName(QuoteStatus status)
{
    switch (status) {
    case QuoteStatus::Verified:
        return QStringLiteral("verified");
    case QuoteStatus::Misquoted:
        return QStringLiteral("misquoted");
    case QuoteStatus::NotFound:
        return QStringLiteral("not_found");
    case QuoteStatus::Unchecked:
        break;
    }
    return QStringLiteral("unchecked");
}

bool parseQuoteStatus(const QString& text, QuoteStatus* out)
{
    return parseByName(text, out, [](QuoteStatus s) { return quoteStatusName(s); });
}

QString claimStatusName(ClaimStatus status)
{
    switch (status) {
    case ClaimStatus::Supported:
        return QStringLiteral("supported");
    case ClaimStatus::PartiallySupported:
        return QStringLiteral("partially_supported");
    case ClaimStatus::NotSupported:
        return QStringLiteral("not_supported");
    case ClaimStatus::Contradicted:
        return QStringLiteral("contradicted");
    case ClaimStatus::Unchecked:
        break;
    }
    return QStringLiteral("unchecked");
}

bool parseClaimStatus(const QString& text, ClaimStatus* out)
{
    return parseByName(text, out, [](ClaimStatus s) { return claimStatusName(s); });
}

bool isFlagged(ClaimStatus status)
{
    return status == ClaimStatus::PartiallySupported || status == ClaimStatus::NotSupported ||
           status == ClaimStatus::Contradicted;
}

bool isFlagged(QuoteStatus status)
{
    return status == QuoteStatus::Misquoted || status == QuoteStatus::NotFound;
}

int Verification::flaggedCount() const
{
    int n = 0;
    for (const VerifiedCitation& c : citations)
        n += isFlagged(c.check.status) ? 1 : 0;
    for (const VerifiedQuote& q : quotes)
        n += isFlagged(q.status) ? 1 : 0;
    for (const VerifiedClaim& c : claims)
        n += isFlagged(c.status) ? 1 : 0;
    return n;
}

namespace {

/// {total, flagged, <status>: n} over the names of a list's statuses.
template <typename Item, typename NameOf, typename Flagged>
Json countsOf(const QList<Item>& items, NameOf nameOf, Flagged flagged)
{
    QMap<QString, int> byName;
    int nFlagged = 0;
    for (const Item& item : items) {
        ++byName[nameOf(item)];
        nFlagged += flagged(item) ? 1 : 0;
    }
    Json out = {{"total", items.size()}, {"flagged", nFlagged}};
    for (auto it = byName.cbegin(); it != byName.cend(); ++it)
        out[it.key().toStdString()] = it.value();
    return out;
}

Json intList(const QList<int>& list)
{
    Json out = Json::array();
    for (int n : list)
        out.push_back(n);
    return out;
}

QList<int> toIntList(const Json& value)
{
    QList<int> out;
    if (value.is_array()) {
        for (const Json& item : value) {
            if (item.is_number_integer())
                out << item.get<int>();
        }
    }
    return out;
}

int intField(const Json& obj, const char* key)
{
    const auto it = obj.find(key);
    return it != obj.end() && it->is_number_integer() ? it->get<int>() : 0;
}

Json citationToJson(const VerifiedCitation& c, const QString& bluebook)
{
    Json out = c.citation.toJson();
    const Json check = c.check.toJson();
    out.update(check);
    if (!c.found.isEmpty()) {
        out["found"] = {{"caseName", json::str(c.found.caseName)},
                        {"court", json::str(c.found.court)},
                        {"date", json::str(c.found.date)},
                        {"url", json::str(c.found.url)}};
        if (!c.found.opinionIds.isEmpty()) {
            Json ids = Json::array();
            for (qint64 id : c.found.opinionIds)
                ids.push_back(id);
            out["found"]["opinionIds"] = std::move(ids);
        }
    }
    if (!c.link.isEmpty())
        out["link"] = json::str(c.link);
    out["sourceN"] = c.sourceN;
    if (!c.checkedAt.isEmpty())
        out["checkedAt"] = json::str(c.checkedAt);
    if (!c.authority.isEmpty())
        out["authority"] = c.authority.toJson();
    if (!c.treatment.isEmpty())
        out["treatment"] = c.treatment.toJson();
    out["bluebook"] = json::str(bluebook);
    return out;
}

VerifiedCitation citationFromJson(const Json& in)
{
    VerifiedCitation c;
    c.citation = LegalCitation::fromJson(in);
    c.check = CitationCheck::fromJson(in);
    if (const auto it = in.find("found"); it != in.end() && it->is_object()) {
        c.found.caseName = json::field(*it, "caseName");
        c.found.court = json::field(*it, "court");
        c.found.date = json::field(*it, "date");
        c.found.url = json::field(*it, "url");
        if (const auto ids = it->find("opinionIds"); ids != it->end() && ids->is_array()) {
            for (const Json& id : *ids) {
                if (id.is_number_integer())
                    c.found.opinionIds << id.get<qint64>();
            }
        }
    }
    c.link = json::field(in, "link");
    c.sourceN = intField(in, "sourceN");
    c.checkedAt = json::field(in, "checkedAt");
    if (const auto it = in.find("authority"); it != in.end())
        c.authority = Authority::fromJson(*it);
    if (const auto it = in.find("treatment"); it != in.end())
        c.treatment = Treatment::fromJson(*it);
    return c;
}

Json quoteToJson(const VerifiedQuote& q)
{
    Json out = {{"text", json::str(q.text)},
                {"start", q.start},
                {"end", q.end},
                {"sourceN", q.sourceN},
                {"status", json::str(quoteStatusName(q.status))},
                {"similarity", q.similarity},
                {"reason", json::str(q.reason)}};
    if (!q.caseCitation.isEmpty())
        out["caseCitation"] = json::str(q.caseCitation);
    if (!q.closest.isEmpty())
        out["closest"] = json::str(q.closest);
    return out;
}

VerifiedQuote quoteFromJson(const Json& in)
{
    VerifiedQuote q;
    q.text = json::field(in, "text");
    q.start = intField(in, "start");
    q.end = intField(in, "end");
    q.sourceN = intField(in, "sourceN");
    q.caseCitation = json::field(in, "caseCitation");
    parseQuoteStatus(json::field(in, "status"), &q.status);
    q.closest = json::field(in, "closest");
    if (const auto it = in.find("similarity"); it != in.end() && it->is_number())
        q.similarity = it->get<double>();
    q.reason = json::field(in, "reason");
    return q;
}

Json claimToJson(const VerifiedClaim& c)
{
    Json out = {{"sentence", json::str(c.sentence)},
                {"start", c.start},
                {"end", c.end},
                {"sourceNs", intList(c.sourceNs)},
                {"status", json::str(claimStatusName(c.status))},
                {"missingFacts", json::strList(c.missingFacts)},
                {"reason", json::str(c.reason)}};
    if (!c.supportingSpan.isEmpty()) {
        out["supportingSpan"] = json::str(c.supportingSpan);
        out["supportingSourceN"] = c.supportingSourceN;
    }
    return out;
}

VerifiedClaim claimFromJson(const Json& in)
{
    VerifiedClaim c;
    c.sentence = json::field(in, "sentence");
    c.start = intField(in, "start");
    c.end = intField(in, "end");
    if (const auto it = in.find("sourceNs"); it != in.end())
        c.sourceNs = toIntList(*it);
    parseClaimStatus(json::field(in, "status"), &c.status);
    if (const auto it = in.find("missingFacts"); it != in.end())
        c.missingFacts = json::toStringList(*it);
    c.supportingSpan = json::field(in, "supportingSpan");
    c.supportingSourceN = intField(in, "supportingSourceN");
    c.reason = json::field(in, "reason");
    return c;
}

} // namespace

Json Verification::toJson() const
{
    Json cites = Json::array();
    QList<LegalCitation> all;
    all.reserve(citations.size());
    for (const VerifiedCitation& c : citations)
        all << c.citation;
    for (int i = 0; i < citations.size(); ++i) {
        const FoundCase& f = citations.at(i).found;
        cites.push_back(
            citationToJson(citations.at(i), BluebookFormatter::citationIn(all, i, f.caseName, f.court, f.date)));
    }
    Json qs = Json::array();
    for (const VerifiedQuote& q : quotes)
        qs.push_back(quoteToJson(q));
    Json cs = Json::array();
    for (const VerifiedClaim& c : claims)
        cs.push_back(claimToJson(c));
    const Json counts = {
        {"citations", countsOf(
                          citations, [](const VerifiedCitation& c) { return citationStatusName(c.check.status); },
                          [](const VerifiedCitation& c) { return isFlagged(c.check.status); })},
        {"quotes", countsOf(
                       quotes, [](const VerifiedQuote& q) { return quoteStatusName(q.status); },
                       [](const VerifiedQuote& q) { return isFlagged(q.status); })},
        {"claims", countsOf(
                       claims, [](const VerifiedClaim& c) { return claimStatusName(c.status); },
                       [](const VerifiedClaim& c) { return isFlagged(c.status); })},
        {"flagged", flaggedCount()}};
    return {{"citations", cites},
            {"quotes", qs},
            {"claims", cs},
            {"revised", revised},
            {"turnedOff", turnedOff},
            {"finished", finished},
            {"notes", json::strList(notes)},
            {"counts", counts}};
}

Verification Verification::fromJson(const Json& in)
{
    Verification v;
    if (!in.is_object())
        return v;
    v.present = true;
    if (const auto it = in.find("citations"); it != in.end() && it->is_array()) {
        for (const Json& item : *it)
            if (item.is_object())
                v.citations << citationFromJson(item);
    }
    if (const auto it = in.find("quotes"); it != in.end() && it->is_array()) {
        for (const Json& item : *it)
            if (item.is_object())
                v.quotes << quoteFromJson(item);
    }
    if (const auto it = in.find("claims"); it != in.end() && it->is_array()) {
        for (const Json& item : *it)
            if (item.is_object())
                v.claims << claimFromJson(item);
    }
    v.revised = in.value("revised", false);
    v.turnedOff = in.value("turnedOff", false);
    v.finished = in.value("finished", false);
    if (const auto it = in.find("notes"); it != in.end())
        v.notes = json::toStringList(*it);
    return v;
}

} // namespace lmars::model
