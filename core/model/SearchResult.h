// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/CaseRecord.h"
#include "model/Domain.h"

#include <QString>

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
    /// be a day off; metadata.rawDate keeps what the source said.
    bool dateApproximate = false;
    QString snippet; ///< plain text (markup removed)
    QString content; ///< full or extracted text when known
    AuthorityTier authority = AuthorityTier::Unknown;
    /// A decision's case-law fields (CourtListener); unset for every other kind of source.
    std::optional<CaseRecord> courtCase;
    nlohmann::json metadata = nlohmann::json::object(); ///< the other sources' own fields (statutes, pages, ...)

    /// What identifies the same document across queries: opinion id for case law, normalized URL otherwise.
    QString dedupKey() const;

    /// {id, type, title, url, site, date (null when unknown), dateApproximate, snippet, content, authority,
    /// metadata}: the form used by the trajectory document and the evidence archive. The case record's
    /// fields are written into metadata under their old keys (caseName, citations, court, ...).
    nlohmann::json toJson() const;
    /// Reads toJson()'s form; unknown or malformed fields fall back to empty values. A case-law result's
    /// case fields are read out of metadata into courtCase.
    static SearchResult fromJson(const nlohmann::json& json);
};

} // namespace lmars::model
