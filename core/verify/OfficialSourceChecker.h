// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "model/CitationCheck.h"
#include "model/LegalCitation.h"
#include "net/HttpClient.h"
#include "search/UsCodeClient.h"

#include <QCoreApplication>
#include <QDate>
#include <QMap>
#include <QMutex>
#include <QString>
#include <QUrl>

namespace lmars::verify {

/// Where the official sources are (the same settings the eCFR and Federal Register sources use).
struct OfficialSourcesConfig
{
    QUrl ecfrUrl = QUrl(QStringLiteral("https://www.ecfr.gov"));
    QUrl federalRegisterUrl = QUrl(QStringLiteral("https://www.federalregister.gov"));
    QUrl usCodeUrl = QUrl(QStringLiteral("https://www.govinfo.gov")); ///< GovInfo's link service
    /// False when the user's run does not reach the official sources (none of Federal Register,
    /// eCFR, U.S. Code is among its sources): nothing is sent there, the citations stay unchecked.
    bool enabled = true;
    int connectTimeoutMs = 10000;
    int totalTimeoutMs = 30000;
    int maxAttempts = 3;
    int backoffBaseMs = 500;
};

/// What an official source said about one citation.
struct OfficialCheck
{
    model::CitationCheck check;
    QString link;           ///< the official page that was checked (set when verified)
    bool cacheable = false; ///< a definite answer (verified or not found), worth keeping
};

/**
 * Statutes, regulations and executive orders against official sources (issue 13, point 4):
 * - C.F.R.: the section (or part) exists on the as-of date — eCFR versioner
 *   GET /api/versioner/v1/full/{date}/title-{t}.xml?part=..&section=.. (a date after the title's
 *   up_to_date_as_of in titles.json is moved back to it), read with search::EcfrSectionText;
 * - Federal Register citations: GET /api/v1/documents/{volume FR page}.json resolves a document;
 * - executive orders: GET /api/v1/documents.json?conditions[type][]=PRESDOCU&
 *   conditions[presidential_document_type][]=executive_order&conditions[term]=<number> returns
 *   the order with that executive_order_number (the API covers orders from 1994 on);
 * - U.S.C.: the section is in the U.S. Code at GovInfo (search::UsCodeClient, the link service;
 *   the as-of date's annual edition when GovInfo has it, else the most recent).
 * Everything else (Pub. L., Stat., state codes) is unchecked with the reason. Nothing is
 * verified without a positive answer. Blocking; thread-safe.
 */
class OfficialSourceChecker final
{
    Q_DECLARE_TR_FUNCTIONS(OfficialSourceChecker)

public:
    explicit OfficialSourceChecker(OfficialSourcesConfig config);

    /// Whether this checker looks citations of this kind up (else check() says why not).
    static bool canCheck(const model::LegalCitation& citation);
    /// asOf: the day the law must be in force on; null = today (the current text).
    OfficialCheck check(const model::LegalCitation& citation, QDate asOf, const CancelToken& cancel);

    /// The first C.F.R. section or part of a citation's section ("214.2(f)(9)" → part 214, section 214.2).
    static bool cfrPartAndSection(const QString& section, QString* part, QString* sectionNumber);

    /// Why a citation was not looked up while the official sources were off for the run: which source
    /// would check it (eCFR, Federal Register, U.S. Code), or that none of L-MARS's holds it (state codes).
    static QString notLookedUp(const model::LegalCitation& citation);

private:
    OfficialCheck checkCfr(const model::LegalCitation& citation, QDate asOf, const CancelToken& cancel);
    OfficialCheck checkFederalRegister(const model::LegalCitation& citation, const CancelToken& cancel);
    OfficialCheck checkExecutiveOrder(const model::LegalCitation& citation, const CancelToken& cancel);
    OfficialCheck checkUsCode(const model::LegalCitation& citation, QDate asOf, const CancelToken& cancel);
    Result<net::HttpResponse> get(const QString& url, const QByteArray& accept, const CancelToken& cancel) const;
    /// The newest date eCFR has for a title (titles.json up_to_date_as_of), read once.
    QString ecfrUpToDate(const QString& title, const CancelToken& cancel);

    OfficialSourcesConfig m_config;
    QString m_ecfrRoot;
    QString m_federalRegisterApi;
    net::HttpClient m_http;
    search::UsCodeClient m_usCode;
    QMutex m_mutex;
    QMap<QString, QString> m_ecfrUpToDate; ///< title → YYYY-MM-DD
};

} // namespace lmars::verify
