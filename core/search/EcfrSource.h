// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/HttpClient.h"
#include "search/SearchSource.h"

#include <QCoreApplication>
#include <QMap>
#include <QUrl>

#include <mutex>

namespace lmars::search {

/// Settings of the eCFR source (no key).
struct EcfrConfig
{
    QUrl baseUrl = QUrl(QStringLiteral("https://www.ecfr.gov"));
    int maxResults = 10;
    int sectionsToRead = 3; ///< hits whose text and history are fetched from the versioner
    int connectTimeoutMs = 10000;
    int totalTimeoutMs = 30000;
    int maxAttempts = 3;
    int backoffBaseMs = 500;
    int maxRetryAfterMs = 10000; ///< a 503 asking for a longer wait fails at once
};

/// One section hit before its text is read.
struct EcfrHit
{
    QString title;   ///< "29"
    QString part;    ///< "825"
    QString section; ///< "825.110"
    QString heading; ///< "Eligible employee."
    QString excerpt; ///< plain text of full_text_excerpt
    QString startsOn;
    QString endsOn;
    nlohmann::json hierarchy = nlohmann::json::object();
    nlohmann::json hierarchyHeadings = nlohmann::json::object();
};

/**
 * The Code of Federal Regulations as of a date (apis.md §4): full-text search
 * (/api/search/v1/results?query=..&date=<as-of>) or a cited section ("29 CFR 825.110"); for the
 * best hits the section's text as of the date (/api/versioner/v1/full/{date}/title-N.xml, the date
 * clamped to the title's up_to_date_as_of from titles.json) and its amendment dates
 * (/api/versioner/v1/versions/title-N.json). eCFR is not the official legal edition; each result
 * says so.
 */
class EcfrSource final : public SearchSource
{
    Q_DECLARE_TR_FUNCTIONS(EcfrSource)

public:
    explicit EcfrSource(EcfrConfig config);

    model::SourceType type() const override { return model::SourceType::Official; }
    model::QueryType queryType() const override { return model::QueryType::Regulations; }
    QString name() const override { return QStringLiteral("ecfr"); }
    Result<QList<model::SearchResult>> search(const SearchQuery& query, const CancelToken& cancel = {}) override;

    /// Section hits of a /api/search/v1/results response (a missing "results" is no match).
    static Result<QList<EcfrHit>> parseSearch(const QByteArray& body);

private:
    Result<net::HttpResponse> get(const QString& pathAndQuery, const CancelToken& cancel) const;
    /// title number → up_to_date_as_of, fetched once.
    Result<QMap<QString, QString>> upToDateDates(const CancelToken& cancel);
    model::SearchResult read(const EcfrHit& hit, const model::AsOf& asOf, const QString& upToDate, bool readText,
                             const CancelToken& cancel) const;

    EcfrConfig m_config;
    QString m_root; ///< base URL without a trailing slash
    net::HttpClient m_http;
    std::mutex m_mutex;
    QMap<QString, QString> m_upToDate;
};

} // namespace lmars::search
