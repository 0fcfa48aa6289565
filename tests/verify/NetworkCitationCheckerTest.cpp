// SPDX-License-Identifier: GPL-3.0-or-later
// The network checker end to end: extraction, the lookup against scripted CourtListener, eCFR and
// Federal Register servers, name comparison, short forms, the cache and the notes.
#include "verify/NetworkCitationChecker.h"
#include "CitationLookupScript.h"
#include "ScriptedServer.h"
#include "parse/CitationExtractor.h"
#include "sessions/CitationCache.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

using lmars::CancelToken;
using lmars::model::CitationKind;
using lmars::model::CitationStatus;
using lmars::model::VerifiedCitation;
using lmars::test::ScriptedServer;
using lmars::verify::NetworkCheckerConfig;
using lmars::verify::NetworkCitationChecker;
namespace lookup = lmars::test::lookup;

namespace {

const QString kLookupPath = QStringLiteral("/api/rest/v4/citation-lookup/");

NetworkCheckerConfig configFor(const ScriptedServer& server, const QString& token = QStringLiteral("tok-abc"))
{
    NetworkCheckerConfig config;
    config.lookup.baseUrl = server.baseUrl();
    config.lookup.token = token;
    config.lookup.maxAttempts = 1;
    config.official.ecfrUrl = server.baseUrl();
    config.official.federalRegisterUrl = server.baseUrl();
    config.official.usCodeUrl = server.baseUrl();
    config.official.maxAttempts = 1;
    return config;
}

QList<lmars::model::LegalCitation> extract(const QString& text)
{
    const lmars::parse::CitationExtractor extractor;
    return extractor.extract(text);
}

/// The scripted CourtListener answer for the case citations of the answer text below.
void addCaseRoutes(ScriptedServer& server)
{
    const QStringList sent{QStringLiteral("576 U.S. 644"), QStringLiteral("410 U.S. 113"),
                           QStringLiteral("384 U.S. 436"), QStringLiteral("999 F.3d 1")};
    const nlohmann::json reply = lookup::reply(
        lookup::textOf(sent), {{sent.at(0),
                                200,
                                {lookup::cluster(2812209, QStringLiteral("Obergefell v. Hodges"),
                                                 QStringLiteral("2015-06-26"), QStringLiteral("obergefell-v-hodges"))}},
                               {sent.at(1),
                                200,
                                {lookup::cluster(108713, QStringLiteral("Roe v. Wade"), QStringLiteral("1973-01-22"),
                                                 QStringLiteral("roe-v-wade"))}},
                               {sent.at(2),
                                200,
                                {lookup::cluster(107252, QStringLiteral("Miranda v. Arizona"),
                                                 QStringLiteral("1966-06-13"), QStringLiteral("miranda-v-arizona"))}},
                               {sent.at(3), 404, {}}});
    QVERIFY(server.addRoute(lookup::route(reply)));
}

// Obergefell is right; "Brown v. Board" at Roe's citation is a mismatch; Miranda's year is wrong;
// 999 F.3d 1 does not exist; "Id. at 660" takes Obergefell's result.
const QString kAnswer =
    QStringLiteral("Marriage is a fundamental right. Obergefell v. Hodges, 576 U.S. 644 (2015). Id. at 660. "
                   "Segregation is unlawful, Brown v. Board of Education, 410 U.S. 113 (1954). Warnings are required, "
                   "Miranda v. Arizona, 384 U.S. 436 (1990). See also Smith v. Jones, 999 F.3d 1 (9th Cir. 2021).");

} // namespace

class NetworkCitationCheckerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void casesStatusesMismatchesAndShortForms()
    {
        ScriptedServer server;
        addCaseRoutes(server);
        QVERIFY(server.start());
        NetworkCitationChecker checker(configFor(server), nullptr);
        const auto citations = extract(kAnswer);
        QCOMPARE(citations.size(), 5);
        int progressCalls = 0;
        const QList<VerifiedCitation> rows =
            checker.check(citations, {}, CancelToken(), [&](const QList<VerifiedCitation>&, int) { ++progressCalls; });
        QCOMPARE(server.requestsTo(kLookupPath).size(), 1);
        QVERIFY(progressCalls >= 1);
        QCOMPARE(rows.size(), 5);

        QCOMPARE(rows.at(0).check.status, CitationStatus::Verified);
        QCOMPARE(rows.at(0).found.caseName, QStringLiteral("Obergefell v. Hodges"));
        QCOMPARE(rows.at(0).link,
                 server.baseUrl().toString() + QStringLiteral("/opinion/2812209/obergefell-v-hodges/"));
        QVERIFY(!rows.at(0).checkedAt.isEmpty());

        QCOMPARE(rows.at(1).citation.kind, CitationKind::ShortForm);
        QCOMPARE(rows.at(1).check.status, CitationStatus::Verified);
        QCOMPARE(rows.at(1).link, rows.at(0).link);

        QCOMPARE(rows.at(2).check.status, CitationStatus::Mismatch);
        QCOMPARE(rows.at(2).check.reason,
                 QStringLiteral("This citation is Roe v. Wade (1973), not Brown v. Board of Education."));
        QCOMPARE(rows.at(3).check.status, CitationStatus::Mismatch);
        QVERIFY(rows.at(3).check.reason.contains(QStringLiteral("1966")));
        QCOMPARE(rows.at(4).check.status, CitationStatus::NotFound);
        QVERIFY(rows.at(4).link.isEmpty());
        QVERIFY(checker.notes().isEmpty());
    }

    void cacheServesTheSecondRunWithoutARequest()
    {
        QTemporaryDir dir;
        auto opened = lmars::store::CitationCache::open(dir.filePath(QStringLiteral("sessions.sqlite")));
        QVERIFY(opened.ok());
        std::shared_ptr<lmars::store::CitationCache> cache(std::move(opened).value());
        ScriptedServer server;
        addCaseRoutes(server);
        QVERIFY(server.start());
        const auto citations = extract(kAnswer);
        QList<CitationStatus> firstStatuses;
        {
            NetworkCitationChecker checker(configFor(server), cache);
            for (const auto& row : checker.check(citations, {}, CancelToken()))
                firstStatuses << row.check.status;
            // The same citations again in the same run: remembered, not asked again.
            checker.check(citations, {}, CancelToken());
        }
        QCOMPARE(server.requestsTo(kLookupPath).size(), 1);
        QCOMPARE(cache->size().value(), 4);
        NetworkCitationChecker second(configFor(server), cache);
        const auto rows = second.check(citations, {}, CancelToken());
        QCOMPARE(server.requestsTo(kLookupPath).size(), 1); // no new request
        QList<CitationStatus> secondStatuses;
        for (const auto& row : rows)
            secondStatuses << row.check.status;
        QCOMPARE(secondStatuses, firstStatuses);
        QCOMPARE(rows.at(0).found.caseName, QStringLiteral("Obergefell v. Hodges"));
    }

    void answerForTheWrongOffsetIsNotAttachedNorCached()
    {
        // The service's answer for "576 U.S. 644" starts one character late: it must not make the
        // citation verified, and nothing wrong may reach the cache; a second run asks again.
        QTemporaryDir dir;
        auto opened = lmars::store::CitationCache::open(dir.filePath(QStringLiteral("sessions.sqlite")));
        QVERIFY(opened.ok());
        std::shared_ptr<lmars::store::CitationCache> cache(std::move(opened).value());
        ScriptedServer server;
        const QStringList sent{QStringLiteral("576 U.S. 644")};
        nlohmann::json reply =
            lookup::reply(lookup::textOf(sent),
                          {{sent.at(0),
                            200,
                            {lookup::cluster(2812209, QStringLiteral("Obergefell v. Hodges"),
                                             QStringLiteral("2015-06-26"), QStringLiteral("obergefell-v-hodges"))}}});
        reply[0]["start_index"] = 1;
        QVERIFY(server.addRoute(lookup::route(reply)));
        QVERIFY(server.start());
        const auto citations = extract(QStringLiteral("See Obergefell v. Hodges, 576 U.S. 644 (2015)."));
        NetworkCitationChecker checker(configFor(server), cache);
        const auto rows = checker.check(citations, {}, CancelToken());
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.at(0).check.status, CitationStatus::Unchecked);
        QVERIFY2(rows.at(0).check.reason.contains(QStringLiteral("did not agree")),
                 qPrintable(rows.at(0).check.reason));
        QVERIFY(rows.at(0).found.isEmpty());
        QCOMPARE(cache->size().value(), 0);
        NetworkCitationChecker again(configFor(server), cache);
        again.check(citations, {}, CancelToken());
        QCOMPARE(server.requestsTo(kLookupPath).size(), 2);
        // Clearing the cache (Settings, verify --refresh) empties it.
        QVERIFY(cache->store(QStringLiteral("576 U.S. 644"), nlohmann::json::object(), QDate::currentDate()).ok());
        QCOMPARE(cache->clear().value(), 1);
        QCOMPARE(cache->size().value(), 0);
    }

    void withoutATokenCasesAreUncheckedAndSaidOnce()
    {
        ScriptedServer server;
        addCaseRoutes(server);
        QVERIFY(server.start());
        NetworkCitationChecker checker(configFor(server, QString()), nullptr);
        const auto citations = extract(kAnswer);
        checker.check(citations, {}, CancelToken());
        const auto rows = checker.check(citations, {}, CancelToken());
        QVERIFY(server.requests().isEmpty());
        for (const auto& row : rows) {
            QCOMPARE(row.check.status, CitationStatus::Unchecked);
            QVERIFY(!row.check.reason.isEmpty());
        }
        QCOMPARE(checker.notes().size(), 1);
        QVERIFY(checker.notes().at(0).contains(QStringLiteral("COURTLISTENER_API_TOKEN")));
        QVERIFY(checker.opinionText(rows.at(0), CancelToken()).isEmpty());
    }

    void ambiguousResolvedByTheWrittenName()
    {
        lmars::verify::CitationLookupAnswer answer;
        answer.outcome = lmars::verify::CitationLookupAnswer::Outcome::Answered;
        answer.status = 300;
        answer.clusters << lmars::verify::CitationLookupClient::foundCase(
                               lookup::cluster(1, QStringLiteral("Able v. Baker"), QStringLiteral("1850-03-01"),
                                               QStringLiteral("a")),
                               QStringLiteral("https://cl.example"))
                        << lmars::verify::CitationLookupClient::foundCase(
                               lookup::cluster(2, QStringLiteral("Cole v. Dunn"), QStringLiteral("1850-04-01"),
                                               QStringLiteral("c")),
                               QStringLiteral("https://cl.example"));
        lmars::model::LegalCitation citation;
        citation.caseName = QStringLiteral("Cole v. Dunn");
        citation.normalized = QStringLiteral("9 H. 100");
        auto row = NetworkCitationChecker::evaluateCase(citation, answer);
        QCOMPARE(row.check.status, CitationStatus::Verified);
        QCOMPARE(row.found.caseName, QStringLiteral("Cole v. Dunn"));
        QCOMPARE(row.link, QStringLiteral("https://cl.example/opinion/2/c/"));
        citation.caseName.clear();
        row = NetworkCitationChecker::evaluateCase(citation, answer);
        QCOMPARE(row.check.status, CitationStatus::Ambiguous);
        QVERIFY(row.check.reason.contains(QStringLiteral("Able v. Baker")));
        answer.status = 400;
        QCOMPARE(NetworkCitationChecker::evaluateCase(citation, answer).check.status, CitationStatus::Invalid);
    }

    void implausibleAndDatabaseCitationsAreNotLookedUp()
    {
        ScriptedServer server;
        QVERIFY(server.addRoute(lookup::route(nlohmann::json::array())));
        QVERIFY(server.start());
        NetworkCitationChecker checker(configFor(server), nullptr);
        const auto rows =
            checker.check(extract(QStringLiteral(
                              "Smith v. Jones, 123 F.4th 456 (1998); Doe v. Acme, 2019 WL 4639462 (N.D. Cal. 2019).")),
                          {}, CancelToken());
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).check.status, CitationStatus::Implausible);
        QCOMPARE(rows.at(1).check.status, CitationStatus::Unchecked);
        QVERIFY(rows.at(1).check.reason.contains(QStringLiteral("Westlaw")));
        QVERIFY(server.requests().isEmpty());
    }

    void officialSourcesCheckRegulationsAndOrders()
    {
        ScriptedServer server;
        // eCFR (titles.json, the versioner) and the Federal Register (a citation, the EO search).
        QVERIFY(server.loadScenarioFile(QStringLiteral("verify_official_sources.json")));
        QVERIFY(server.start());
        NetworkCitationChecker checker(configFor(server), nullptr);
        const auto citations = extract(QStringLiteral(
            "Under 8 C.F.R. § 214.2(f)(9). Not 8 C.F.R. § 214.99. See 90 Fed. Reg. 8237 and Executive Order 14110; "
            "not Executive Order 19999. Under 42 U.S.C. § 1983, not 42 U.S.C. § 99999."));
        QCOMPARE(citations.size(), 7);
        const auto rows = checker.check(citations, QDate(2025, 3, 1), CancelToken());
        QCOMPARE(rows.at(0).check.status, CitationStatus::Verified);
        QCOMPARE(rows.at(0).link, server.baseUrl().toString() + QStringLiteral("/on/2025-03-01/title-8/section-214.2"));
        QCOMPARE(rows.at(1).check.status, CitationStatus::NotFound);
        QVERIFY(rows.at(1).check.reason.contains(QStringLiteral("2025-03-01")));
        QCOMPARE(rows.at(2).check.status, CitationStatus::Verified);
        QVERIFY(rows.at(2).check.reason.contains(QStringLiteral("Protecting the American People")));
        QCOMPARE(rows.at(3).check.status, CitationStatus::Verified);
        QCOMPARE(rows.at(3).link, QStringLiteral("https://www.federalregister.gov/d/2023-24283"));
        QCOMPARE(rows.at(4).check.status, CitationStatus::NotFound);
        bool askedForOrders = false;
        for (const auto& request : server.requestsTo(QStringLiteral("/api/v1/documents.json"))) {
            const QUrlQuery query(request.query);
            askedForOrders =
                askedForOrders || (query.queryItemValue(QStringLiteral("conditions[presidential_document_type][]"),
                                                        QUrl::FullyDecoded) == QLatin1String("executive_order") &&
                                   query.queryItemValue(QStringLiteral("conditions[type][]"), QUrl::FullyDecoded) ==
                                       QLatin1String("PRESDOCU"));
        }
        QVERIFY(askedForOrders);
        QCOMPARE(rows.at(5).check.status, CitationStatus::Verified); // GovInfo's most recent edition
        QVERIFY(rows.at(5).check.reason.contains(QStringLiteral("Civil action for deprivation of rights")));
        QVERIFY(!rows.at(5).link.isEmpty());
        QCOMPARE(rows.at(6).check.status, CitationStatus::NotFound);
        // An as-of date after eCFR's newest is moved back to it.
        const auto later = checker.check(citations.mid(0, 1), QDate(2026, 1, 1), CancelToken());
        QCOMPARE(later.at(0).check.status, CitationStatus::NotFound); // 2025-05-01 has no scripted section
        bool askedNewest = false;
        for (const auto& request : server.requests())
            askedNewest = askedNewest || request.path.contains(QStringLiteral("/full/2025-05-01/"));
        QVERIFY(askedNewest);
    }

    void unreachableOfficialSourceLeavesUnchecked()
    {
        NetworkCheckerConfig config;
        config.official.ecfrUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(ScriptedServer::unusedPort()));
        config.official.federalRegisterUrl = config.official.ecfrUrl;
        config.official.usCodeUrl = config.official.ecfrUrl;
        config.official.maxAttempts = 1;
        NetworkCitationChecker checker(config, nullptr);
        const auto rows =
            checker.check(extract(QStringLiteral("8 C.F.R. § 214.2 and Executive Order 14110 and 42 U.S.C. § 1983.")),
                          QDate(2025, 3, 1), CancelToken());
        QCOMPARE(rows.size(), 3);
        for (const auto& row : rows) {
            QCOMPARE(row.check.status, CitationStatus::Unchecked);
            QVERIFY(!row.check.reason.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(NetworkCitationCheckerTest)
#include "NetworkCitationCheckerTest.moc"
