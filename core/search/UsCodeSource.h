// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/HttpClient.h"
#include "parse/CitationExtractor.h"
#include "search/SearchSource.h"
#include "search/UsCodeClient.h"

#include <QCoreApplication>
#include <QUrl>

namespace lmars::search {

/// Settings of the U.S. Code source.
struct UsCodeSourceConfig
{
    UsCodeConfig client;                                           ///< the keyless link service
    QUrl apiUrl = QUrl(QStringLiteral("https://api.govinfo.gov")); ///< LMARS_GOVINFO_API_URL
    QString apiKey;                                                ///< GOVINFO_API_KEY; empty = by citation only
    int maxResults = 5;
};

/// A section GovInfo's search named: its annual edition and the section's address.
struct UsCodeHit
{
    QString year;    ///< "2023"
    QString title;   ///< "42"
    QString section; ///< "1983"
};

/**
 * The U.S. Code (query type "statutes"). A query that cites sections ("42 U.S.C. § 1983", read with
 * core/parse's citation extractor) reads them from GovInfo's keyless link service in the edition
 * that matches the as-of date (the annual edition of the year before it, else the most recent);
 * each result names the edition and the date through which its laws are enacted. A query without a
 * citation searches GovInfo's USCODE collection (POST /search) when GOVINFO_API_KEY is set; without
 * a key it is a Usage error that says so.
 */
class UsCodeSource final : public SearchSource
{
    Q_DECLARE_TR_FUNCTIONS(UsCodeSource)

public:
    explicit UsCodeSource(UsCodeSourceConfig config);

    model::SourceType type() const override { return model::SourceType::Official; }
    model::QueryType queryType() const override { return model::QueryType::Statutes; }
    QString name() const override { return QStringLiteral("uscode"); }
    Result<QList<model::SearchResult>> search(const SearchQuery& query, const CancelToken& cancel = {}) override;
    /// A text that cites a U.S. Code section, or any text when GOVINFO_API_KEY is set (search by words).
    bool canAnswer(const QString& text, QString* whyNot = nullptr) const override;

    /// The sections of a GovInfo search response (granules "USCODE-2023-title42-...-sec1983").
    static Result<QList<UsCodeHit>> parseSearch(const QByteArray& body);
    /// The edition year to ask for on an as-of date: the year before (its edition holds the laws
    /// enacted through about the start of the as-of year); empty without a date.
    static QString editionYearFor(const model::AsOf& asOf);
    /// The search result of a section read on the as-of date.
    static model::SearchResult toResult(const UsCodeSection& section, const model::AsOf& asOf);

private:
    /// The sections the text cites ("42 U.S.C. § 1983", "26 USC 61"), each once, in the edition for asOf.
    QList<UsCodeHit> citedSections(const QString& text, const model::AsOf& asOf) const;
    Result<QList<UsCodeHit>> searchGovinfo(const QString& text, int limit, const CancelToken& cancel) const;

    UsCodeSourceConfig m_config;
    UsCodeClient m_client;
    parse::CitationExtractor m_citations;
    net::HttpClient m_http;
};

} // namespace lmars::search
