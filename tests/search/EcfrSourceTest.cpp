// SPDX-License-Identifier: GPL-3.0-or-later
// The eCFR source against a scripted server that answers like the eCFR search and versioner APIs
// (apis.md §4, tests/scenarios/search_ecfr_basic.json): text as of a date, clamping to
// up_to_date_as_of, amendment dates, and 503 with Retry-After.
#include "search/EcfrSource.h"
#include "ScriptedServer.h"
#include "SourceMetadata.h"
#include "search/EcfrSectionText.h"

#include <QTest>

using namespace lmars::search;
namespace model = lmars::model;
using lmars::ErrorKind;
using lmars::test::ScriptedServer;
using nlohmann::json;

namespace {

QString str(const json& value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString::fromStdString(value.dump());
}

} // namespace

class EcfrSourceTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<ScriptedServer>();
        QString error;
        QVERIFY2(m_server->loadScenarioFile(QStringLiteral("search_ecfr_basic.json"), &error), qPrintable(error));
        QVERIFY(m_server->start());
    }

    void citationsAreRecognised_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("section");
        QTest::newRow("CFR") << "29 CFR 825.110"
                             << "29"
                             << "825.110";
        QTest::newRow("C.F.R. §") << "eligibility under 29 C.F.R. § 825.110(a)"
                                  << "29"
                                  << "825.110";
        QTest::newRow("none") << "family leave eligible employee"
                              << ""
                              << "";
    }

    void citationsAreRecognised()
    {
        QFETCH(QString, text);
        QFETCH(QString, title);
        QFETCH(QString, section);
        QString t;
        QString s;
        QCOMPARE(EcfrSectionText::parseCitation(text, &t, &s), !title.isEmpty());
        QCOMPARE(t, title);
        QCOMPARE(s, section);
    }

    void sectionInForceOnTheDateAndItsLaterAmendment()
    {
        EcfrSource source(config());
        QCOMPARE(source.queryType(), model::QueryType::Regulations);
        SearchQuery query;
        query.text = QStringLiteral("family leave eligible employee");
        query.asOf = model::AsOf(QDate(2024, 6, 1), model::AsOfOrigin::User);
        const auto results = source.search(query);
        QVERIFY2(results.ok(), qPrintable(results.ok() ? QString() : results.error().toString()));
        QCOMPARE(results->size(), 1); // the appendix hit has no section text

        // The search asked for content in force on the date, after the 503's Retry-After of 1 s.
        const auto searches = m_server->requestsTo(QStringLiteral("/api/search/v1/results"));
        QCOMPARE(searches.size(), 2);
        QVERIFY(searches.at(1).receivedAtMs - searches.at(0).receivedAtMs >= 900);
        QVERIFY(searches.at(1).query.contains(QStringLiteral("date=2024-06-01")));
        QVERIFY(searches.at(1).query.contains(QStringLiteral("query=family%20leave%20eligible%20employee")));

        const model::SearchResult& r = results->first();
        QCOMPARE(r.id, QStringLiteral("ecfr:title-29:section-825.110"));
        QCOMPARE(r.type, model::SourceType::Official);
        QCOMPARE(r.authority, model::AuthorityTier::Official);
        QCOMPARE(r.title, QStringLiteral("29 CFR 825.110 Eligible employee."));
        QCOMPARE(r.snippet, QStringLiteral("(a) An eligible employee is an employee of a covered employer who ..."));
        QVERIFY(r.url.endsWith(QStringLiteral("/on/2024-06-01/title-29/section-825.110")));
        // The text of 2024-06-01, not today's: 12 months and 1,250 hours; the part's authority is left out.
        QCOMPARE(r.content, QStringLiteral("(a) An eligible employee is an employee of a covered employer who: (1) Has "
                                           "been employed by the employer for at least 12 months, and\n(2) Has been "
                                           "employed for at least 1,250 hours of service during the 12-month period."));
        QCOMPARE(m_server->requestsTo(QStringLiteral("/api/versioner/v1/full/2024-06-01/title-29.xml")).size(), 1);
        QVERIFY(m_server->requestsTo(QStringLiteral("/api/versioner/v1/full/2024-06-01/title-29.xml"))
                    .first()
                    .query.contains(QStringLiteral("part=825&section=825.110")));

        const json& m = lmars::test::metadataOf(r);
        QCOMPARE(str(m["cfrCitation"]), QStringLiteral("29 CFR 825.110"));
        QCOMPARE(str(m["cfrPart"]), QStringLiteral("825"));
        QCOMPARE(str(m["heading"]), QStringLiteral("§ 825.110 Eligible employee."));
        QCOMPARE(str(m["hierarchy"]["subpart"]), QStringLiteral("B"));
        QCOMPARE(str(m["hierarchyHeadings"]["chapter"]), QStringLiteral("Chapter V"));
        QCOMPARE(str(m["textAsOf"]), QStringLiteral("2024-06-01"));
        QCOMPARE(str(m["upToDateAsOf"]), QStringLiteral("2025-05-01"));
        QCOMPARE(m["clampedToLatest"].get<bool>(), false);
        QCOMPARE(str(m["inForceSince"]), QStringLiteral("2017-01-01"));
        QVERIFY(m["amendmentDates"] == json({"2017-01-01", "2025-03-10"}));
        QVERIFY(m["amendedAfterAsOf"] == json({"2025-03-10"}));
        QVERIFY(str(m["edition"]).contains(QStringLiteral("not the official legal edition")));
        QCOMPARE(str(m["legalStatus"]["state"]), QStringLiteral("amended_since"));
        QCOMPARE(str(m["legalStatus"]["text"]),
                 QStringLiteral("Text in force on 2024-06-01 (last amended 2017-01-01); amended on 2025-03-10, after "
                                "your date. eCFR is not the official legal edition."));
        QCOMPARE(r.date, QStringLiteral("2017-01-01"));
        QCOMPARE(m_server->requestsTo(QStringLiteral("/api/versioner/v1/titles.json")).size(), 1);
        // Amended since: the latest text is kept beside it, for showing what changed.
        QCOMPARE(str(m["currentTextAsOf"]), QStringLiteral("2025-05-01"));
        QVERIFY(str(m["currentText"]).contains(QStringLiteral("at least 6 months")));
        QCOMPARE(m_server->requestsTo(QStringLiteral("/api/versioner/v1/full/2025-05-01/title-29.xml")).size(), 1);
    }

    void aLaterDateIsClampedToUpToDateAsOf()
    {
        EcfrSource source(config());
        SearchQuery query;
        query.text = QStringLiteral("29 CFR 825.110"); // a citation: no search request
        query.asOf = model::AsOf(QDate(2025, 6, 30), model::AsOfOrigin::User);
        const auto results = source.search(query);
        QVERIFY2(results.ok(), qPrintable(results.ok() ? QString() : results.error().toString()));
        QCOMPARE(results->size(), 1);
        QVERIFY(m_server->requestsTo(QStringLiteral("/api/search/v1/results")).isEmpty());
        QCOMPARE(m_server->requestsTo(QStringLiteral("/api/versioner/v1/full/2025-05-01/title-29.xml")).size(), 1);
        QVERIFY(m_server->requestsTo(QStringLiteral("/api/versioner/v1/full/2025-06-30/title-29.xml")).isEmpty());
        const model::SearchResult& r = results->first();
        QVERIFY(r.content.contains(QStringLiteral("at least 6 months")));
        QCOMPARE(str(lmars::test::metadataOf(r)["textAsOf"]), QStringLiteral("2025-05-01"));
        QVERIFY(!lmars::test::metadataOf(r).contains("currentText")); // the text shown is the latest
        QCOMPARE(lmars::test::metadataOf(r)["clampedToLatest"].get<bool>(), true);
        QCOMPARE(str(lmars::test::metadataOf(r)["legalStatus"]["state"]), QStringLiteral("in_force"));
        QVERIFY(str(lmars::test::metadataOf(r)["legalStatus"]["text"])
                    .contains(QStringLiteral("eCFR is up to date only as of 2025-05-01, so this is the latest text "
                                             "available, not the text of 2025-06-30")));
        // A second search reuses titles.json.
        QVERIFY(source.search(query).ok());
        QCOMPARE(m_server->requestsTo(QStringLiteral("/api/versioner/v1/titles.json")).size(), 1);
    }

    void unavailableTitleWithALongRetryAfterFailsClearly()
    {
        EcfrSource source(config());
        SearchQuery query;
        query.text = QStringLiteral("title being rebuilt");
        const auto results = source.search(query);
        QVERIFY(!results.ok());
        QCOMPARE(results.error().httpStatus, 503);
        QVERIFY(results.error().summary.contains(QStringLiteral("asked to try again later")));
        QCOMPARE(m_server->requestsTo(QStringLiteral("/api/search/v1/results")).size(), 1); // no 120 s wait
    }

    void noMatchIsNoResult()
    {
        EcfrSource source(config());
        SearchQuery query;
        query.text = QStringLiteral("nothing matches");
        const auto results = source.search(query);
        QVERIFY(results.ok());
        QVERIFY(results->isEmpty());
        QCOMPARE(EcfrSource::parseSearch(R"({"meta": {}})").value().size(), 0);
        QCOMPARE(EcfrSource::parseSearch("<html>").error().kind, ErrorKind::InvalidResponse);
    }

private:
    EcfrConfig config() const
    {
        EcfrConfig c;
        c.baseUrl = m_server->baseUrl();
        c.maxAttempts = 2;
        c.backoffBaseMs = 10;
        return c;
    }
    std::unique_ptr<ScriptedServer> m_server;
};

QTEST_GUILESS_MAIN(EcfrSourceTest)
#include "EcfrSourceTest.moc"
