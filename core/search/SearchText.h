// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>
#include <QUrl>

namespace lmars::search {

/// Removes tags (<mark>, <em>, ...), decodes character entities and collapses whitespace.
QString plainTextFromHtml(const QString& html);

/// Decodes named (&amp;, &nbsp;, &sect;, ...) and numeric (&#39;, &#x2019;) character references.
QString decodeHtmlEntities(const QString& text);

/// "Mar 3, 2024", "March 3, 2024", "2024-03-03", "3 March 2024", "3 Mar 2024", "03/03/2024" or an
/// ISO date-time → "2024-03-03"; empty when the text is not such a date (e.g. "2 days ago").
QString isoDateFromText(const QString& text);

/// Google's relative dates ("5 mins ago", "1 day ago", "3 weeks ago", "an hour ago", "yesterday",
/// "just now") → the ISO date they name, counted back from searchedAt in UTC. Months and years go
/// back by calendar months and years. Empty when the text is not such a date or searchedAt is invalid.
/// The result is approximate: "1 day ago" is anything from 24 to 47 hours before the search.
QString isoDateFromRelativeText(const QString& text, const QDateTime& searchedAt);

/// The URL's host, lower-cased, without a leading "www.".
QString siteOfUrl(const QUrl& url);

/// First 16 hex digits of the SHA-1 of the UTF-8 text.
QString shortHash(const QString& text);

} // namespace lmars::search
