// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/CaseRecord.h"
#include "model/Domain.h"
#include "model/FederalRegisterRecord.h"
#include "model/LibraryPassageRecord.h"
#include "model/PageReadRecord.h"
#include "model/RegulationRecord.h"
#include "model/StatuteRecord.h"
#include "model/WebResultRecord.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lmars::model {

/// First uscore.md tier whose pattern matches the lower-cased URL or name; Unknown otherwise.
AuthorityTier authorityTierForUrl(const QString& urlOrName);

/// What identifies a page: lower-cased scheme and host, no "www.", no fragment, no default port, no
/// trailing slash, tracking parameters (utm_*, gclid, fbclid, srsltid, msclkid, ...) removed, remaining
/// query kept in order. "http" becomes "https" unless the URL names a non-default port, so the
/// http:// and https:// addresses of one page are the same page.
QString normalizeUrl(const QString& url);

struct SearchResult
{
    QString id; ///< stable: "web:<hash of normalized url>", "caselaw:opinion:<id>", "caselaw:cluster:<id>"
    SourceType type = SourceType::Web;
    QString title;
    QString url;
    QString site; ///< host for web results, court for case law
    QString date; ///< ISO yyyy-mm-dd when it can be parsed, else as the source gave it, else empty
    /// The date was computed from a relative one ("5 mins ago") and the time of the search, so it may
    /// be a day off; webResult->rawDate keeps what the source said.
    bool dateApproximate = false;
    QString snippet; ///< plain text (markup removed)
    QString content; ///< full or extracted text when known
    AuthorityTier authority = AuthorityTier::Unknown;
    // What each kind of source says of itself (issue 26 point 3): at most one of the first six is set,
    // by the source that found the result; the page read is added by the research's deep reading.
    std::optional<CaseRecord> courtCase;                  ///< a decision (CourtListener)
    std::optional<StatuteRecord> statute;                 ///< a U.S. Code section (GovInfo)
    std::optional<RegulationRecord> regulation;           ///< a CFR section (eCFR)
    std::optional<FederalRegisterRecord> federalRegister; ///< a Federal Register document
    std::optional<LibraryPassageRecord> libraryPassage;   ///< a passage of the user's own library
    std::optional<WebResultRecord> webResult;             ///< a web search engine's result
    std::optional<PageReadRecord> pageRead;               ///< how reading the page in full went
    // What the research adds to every source:
    QDateTime retrievedAt;                    ///< when the research first had it (UTC); invalid when unknown
    std::optional<bool> afterAsOf;            ///< dated after the as-of date (unset: not known)
    std::optional<QStringList> jurisdictions; ///< the jurisdictions it names (EvidenceRanker); unset: not ranked
    /// Metadata keys no record knows (from a newer or older version), kept so that re-saving loses nothing.
    /// Never read by key: only toJson()/fromJson() touch it.
    nlohmann::json extra = nlohmann::json::object();

    bool operator==(const SearchResult& other) const;
    bool operator!=(const SearchResult& other) const { return !(*this == other); }

    /// The primary-law status of a statute, regulation or Federal Register document; null for other kinds
    /// and when the source gave none.
    const LegalStatus* legalStatus() const;

    /// What identifies the same document across queries: opinion id for case law, normalized URL otherwise.
    QString dedupKey() const;

    /// {id, type, title, url, site, date (null when unknown), dateApproximate, snippet, content, authority,
    /// metadata}: the form used by the trajectory document and the evidence archive. The records'
    /// fields are written into "metadata" under the keys they always had (caseName, uscCitation,
    /// cfrCitation, frCitation, path, page, kind, rawDate, read, retrievedAt, afterAsOf, jurisdictions, ...),
    /// merged with extra.
    nlohmann::json toJson() const;
    /// Reads toJson()'s form; unknown or malformed fields fall back to empty values. The metadata keys
    /// are read into the record of the result's kind; the keys left over go to extra.
    static SearchResult fromJson(const nlohmann::json& json);
};

} // namespace lmars::model
