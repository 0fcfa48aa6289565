// SPDX-License-Identifier: GPL-3.0-or-later
// The U.S. Code source against a scripted server that answers like GovInfo (apis.md §5.1,
// tests/scenarios/search_uscode_basic.json): sections by citation in the edition of the as-of
// date, the status relative to that date, and the keyed search.
#include "search/UsCodeSource.h"
#include "ScriptedServer.h"
#include "SourceMetadata.h"
#include "common/JsonUtil.h"

#include <QTest>

using namespace lmars::search;
namespace model = lmars::model;
namespace json = lmars::json;
using lmars::ErrorKind;
using lmars::test::ScriptedServer;

class UsCodeSourceTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<ScriptedServer>();
        QString error;
        QVERIFY2(m_server->loadScenarioFile(QStringLiteral("search_uscode_basic.json"), &error), qPrintable(error));
        QVERIFY(m_server->start());
    }

    void editionYears()
    {
        QCOMPARE(UsCodeSource::editionYearFor(model::AsOf(QDate(2023, 6, 1), model::AsOfOrigin::User)),
                 QStringLiteral("2022"));
        QVERIFY(UsCodeSource::editionYearFor(model::AsOf()).isEmpty());
    }

    void aCitedSectionInTheEditionBeforeTheDate()
    {
        UsCodeSource source(config());
        QCOMPARE(source.queryType(), model::QueryType::Statutes);
        QCOMPARE(source.type(), model::SourceType::Official);
        SearchQuery query;
        query.text = QStringLiteral("civil rights claim under 42 U.S.C. § 1983(a)");
        query.asOf = model::AsOf(QDate(2023, 6, 1), model::AsOfOrigin::User);
        const auto results = source.search(query);
        QVERIFY2(results.ok(), qPrintable(results.ok() ? QString() : results.error().toString()));
        QCOMPARE(results->size(), 1);
        const model::SearchResult& r = results->first();
        QCOMPARE(r.id, QStringLiteral("uscode:title-42:section-1983"));
        QCOMPARE(r.title, QStringLiteral("42 U.S.C. § 1983 Civil action for deprivation of rights"));
        QCOMPARE(r.authority, model::AuthorityTier::Primary);
        QVERIFY(r.content.contains(QStringLiteral("Every person who, under color of any statute")));
        QVERIFY(r.content.contains(QStringLiteral("(R.S. §1979;")));
        QVERIFY(r.url.endsWith(QStringLiteral("/link/uscode/42/1983?link-type=html&year=2022")));
        QCOMPARE(json::field(lmars::test::metadataOf(r), "uscCitation"), QStringLiteral("42 U.S.C. § 1983"));
        QCOMPARE(json::field(lmars::test::metadataOf(r), "editionYear"), QStringLiteral("2022"));
        QCOMPARE(json::field(lmars::test::metadataOf(r), "currentThrough"), QStringLiteral("2023-01-05"));
        QVERIFY(json::field(lmars::test::metadataOf(r), "edition")
                    .contains(QStringLiteral("2022 Edition; laws enacted through 2023-01-05")));
        const auto status = lmars::test::metadataOf(r)["legalStatus"];
        QCOMPARE(json::field(status, "state"), QStringLiteral("in_force"));
        QVERIFY2(json::field(status, "text").contains(QStringLiteral("before your date 2023-06-01")),
                 qPrintable(json::field(status, "text")));
        // The date says nothing about being after the as-of date: the status does.
        QVERIFY(r.date.isEmpty());
    }

    void anEditionNewerThanTheDateIsSaid()
    {
        UsCodeSource source(config());
        SearchQuery query;
        query.text = QStringLiteral("42 USC 1983");
        query.asOf = model::AsOf(QDate(2024, 6, 1), model::AsOfOrigin::User);
        const auto results = source.search(query);
        QVERIFY2(results.ok(), qPrintable(results.ok() ? QString() : results.error().toString()));
        QCOMPARE(results->size(), 1);
        const auto& m = lmars::test::metadataOf(results->first());
        QCOMPARE(json::field(m, "editionYear"), QStringLiteral("2023"));
        QCOMPARE(json::field(m, "currentThrough"), QStringLiteral("2025-01-03"));
        QCOMPARE(json::field(m["legalStatus"], "state"), QStringLiteral("edition_after_as_of"));
        QVERIFY(json::field(m["legalStatus"], "text").contains(QStringLiteral("after your date 2024-06-01")));
    }

    void aMissingSectionBesideAFoundOneIsLeftOut()
    {
        UsCodeSource source(config());
        SearchQuery query;
        query.text = QStringLiteral("42 U.S.C. § 99999; 42 U.S.C. § 1983");
        const auto results = source.search(query);
        QVERIFY(results.ok());
        QCOMPARE(results->size(), 1);
        QCOMPARE(json::field(lmars::test::metadataOf(results->first()), "uscSection"), QStringLiteral("1983"));

        query.text = QStringLiteral("42 U.S.C. § 99999");
        const auto none = source.search(query);
        QVERIFY(!none.ok());
        QCOMPARE(none.error().kind, ErrorKind::Http);
        QVERIFY(none.error().summary.contains(QStringLiteral("42 U.S.C. § 99999")));
    }

    void wordsWithoutAKeyAreExplained()
    {
        UsCodeSource source(config());
        SearchQuery query;
        query.text = QStringLiteral("civil action for deprivation of rights");
        const auto results = source.search(query);
        QVERIFY(!results.ok());
        QCOMPARE(results.error().kind, ErrorKind::Usage);
        QVERIFY(results.error().summary.contains(QStringLiteral("GOVINFO_API_KEY")));
        QVERIFY(m_server->requests().isEmpty());
    }

    void answersACitationOrWordsWithAKey()
    {
        // Decided without a request: a run leaves out a query this source cannot answer.
        UsCodeSource keyless(config());
        QVERIFY(keyless.canAnswer(QStringLiteral("Does 42 U.S.C. § 1983 reach a city police officer?")));
        QVERIFY(keyless.canAnswer(QStringLiteral("26 USC 61 gross income")));
        QString whyNot;
        QVERIFY(!keyless.canAnswer(QStringLiteral("civil action for deprivation of rights"), &whyNot));
        QVERIFY2(whyNot.contains(QStringLiteral("GOVINFO_API_KEY")), qPrintable(whyNot));
        QVERIFY(!keyless.canAnswer(QStringLiteral("29 CFR 825.110 eligible employee")));
        UsCodeSourceConfig c = config();
        c.apiKey = QStringLiteral("govinfo-secret-key");
        QVERIFY(UsCodeSource(c).canAnswer(QStringLiteral("civil action for deprivation of rights")));
        QVERIFY(m_server->requests().isEmpty());
    }

    void wordsWithAKeySearchGovinfo()
    {
        UsCodeSourceConfig c = config();
        c.apiKey = QStringLiteral("govinfo-secret-key");
        UsCodeSource source(c);
        SearchQuery query;
        query.text = QStringLiteral("civil action for deprivation of rights");
        const auto results = source.search(query);
        QVERIFY2(results.ok(), qPrintable(results.ok() ? QString() : results.error().toString()));
        QCOMPARE(results->size(), 1); // the chapter granule has no section
        QCOMPARE(results->first().id, QStringLiteral("uscode:title-42:section-1983"));

        const auto searches = m_server->requestsTo(QStringLiteral("/search"));
        QCOMPARE(searches.size(), 1);
        QCOMPARE(searches.first().headers.value("x-api-key"), QByteArray("govinfo-secret-key"));
        QVERIFY(searches.first().query.isEmpty()); // the key is never in the URL
        const auto body = json::parse(searches.first().body);
        QCOMPARE(json::field(body, "query"),
                 QStringLiteral("collection:(USCODE) AND (civil action for deprivation of rights)"));
        QCOMPARE(json::field(body, "offsetMark"), QStringLiteral("*"));
        QVERIFY(!QString::fromUtf8(json::dump(lmars::test::metadataOf(results->first())))
                     .contains(QStringLiteral("govinfo-secret")));
    }

    void aRejectedKeyIsNamedButNotShown()
    {
        UsCodeSourceConfig c = config();
        c.apiKey = QStringLiteral("govinfo-secret-key");
        UsCodeSource source(c);
        SearchQuery query;
        query.text = QStringLiteral("key rejected here");
        const auto results = source.search(query);
        QVERIFY(!results.ok());
        QVERIFY(results.error().summary.contains(QStringLiteral("GOVINFO_API_KEY")));
        QVERIFY(!results.error().toString().contains(QStringLiteral("govinfo-secret-key")));
    }

    void parsesGovinfoSearchResults()
    {
        const auto hits = UsCodeSource::parseSearch(
            R"({"count":3,"results":[{"granuleId":"USCODE-2023-title26-subtitleA-chap1-subchapB-partI-sec61"},
                                     {"granuleId":"USCODE-2023-title26-subtitleA-chap1-subchapB-partI-sec61"},
                                     {"granuleId":"USCODE-2022-title15-chap2B-sec78j-1"},
                                     {"packageId":"USCODE-2023-title42"}]})");
        QVERIFY(hits.ok());
        QCOMPARE(hits->size(), 2);
        QCOMPARE(hits->at(0).title, QStringLiteral("26"));
        QCOMPARE(hits->at(0).section, QStringLiteral("61"));
        QCOMPARE(hits->at(1).year, QStringLiteral("2022"));
        QCOMPARE(hits->at(1).section, QStringLiteral("78j-1"));
        QVERIFY(!UsCodeSource::parseSearch("[1,2]").ok());
    }

private:
    UsCodeSourceConfig config() const
    {
        UsCodeSourceConfig c;
        c.client.linkServiceUrl = m_server->baseUrl();
        c.client.backoffBaseMs = 10;
        c.apiUrl = m_server->baseUrl();
        return c;
    }

    std::unique_ptr<ScriptedServer> m_server;
};

QTEST_GUILESS_MAIN(UsCodeSourceTest)
#include "UsCodeSourceTest.moc"
