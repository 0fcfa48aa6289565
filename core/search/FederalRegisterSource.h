// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/HttpClient.h"
#include "search/SearchSource.h"

#include <QCoreApplication>
#include <QUrl>

namespace lmars::search {

/// Settings of the Federal Register document search (no key).
struct FederalRegisterConfig
{
    QUrl baseUrl = QUrl(QStringLiteral("https://www.federalregister.gov")); ///< a base ending in /api/v1 works too
    int maxResults = 20;
    int connectTimeoutMs = 10000;
    int totalTimeoutMs = 30000;
    int maxAttempts = 3;
    int backoffBaseMs = 500;
};

/// What a query asks the Federal Register for, read from its words.
struct FederalRegisterFilter
{
    QString documentType;             ///< RULE, PRORULE, NOTICE, PRESDOCU; empty = any
    QString presidentialDocumentType; ///< executive_order, proclamation, memorandum; only with PRESDOCU
};

/**
 * Federal Register documents: GET {base}/api/v1/documents.json?conditions[term]=...
 * [&conditions[type][]=...][&conditions[presidential_document_type][]=...]
 * [&conditions[publication_date][lte]=<as-of>]&fields[]=... (apis.md §3). Each document becomes
 * "fedreg:<document number>" with its citation, type, executive order number, signing, publication
 * and effective dates, links, disposition notes and its status on the as-of date in its
 * model::FederalRegisterRecord.
 */
class FederalRegisterSource final : public SearchSource
{
    Q_DECLARE_TR_FUNCTIONS(FederalRegisterSource)

public:
    explicit FederalRegisterSource(FederalRegisterConfig config);

    model::SourceType type() const override { return model::SourceType::Official; }
    model::QueryType queryType() const override { return model::QueryType::FederalRegister; }
    QString name() const override { return QStringLiteral("federalregister"); }
    Result<QList<model::SearchResult>> search(const SearchQuery& query, const CancelToken& cancel = {}) override;

    /// The documents endpoint, "{base}/api/v1/documents.json".
    QUrl documentsEndpoint() const;
    /// "executive order …" → PRESDOCU + executive_order; "proposed rule" → PRORULE; "final rule" →
    /// RULE; "notice" → NOTICE; "proclamation", "presidential memorandum" likewise.
    static FederalRegisterFilter filterFor(const QString& queryText);
    /// Turns a documents.json response into results (a missing "results" is no match).
    static Result<QList<model::SearchResult>> parseResponse(const QByteArray& body, const QDate& asOf, int maxResults);

private:
    FederalRegisterConfig m_config;
    QString m_apiRoot;
    net::HttpClient m_http;
};

} // namespace lmars::search
