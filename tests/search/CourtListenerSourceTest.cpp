// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/CourtListenerSource.h"
#include "ScriptedServer.h"

#include <QTest>
#include <QUrlQuery>

using namespace lmars::search;
namespace model = lmars::model;
using lmars::ErrorKind;
using lmars::test::RecordedRequest;
using lmars::test::ScriptedServer;
using nlohmann::json;

namespace {

QString str(const json& value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString::fromStdString(value.dump());
}

QString param(const RecordedRequest& request, const QString& key)
{
    return QUrlQuery(request.query).queryItemValue(key, QUrl::FullyDecoded);
}

} // namespace

class CourtListenerSourceTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void baseUrlForms_data();
    void baseUrlForms();
    void configDefaults();
    void requestShapeAnonymous();
    void requestShapeWithTokenAndFilters();
    void splitsOpinions();
    void truncatesToMaxResults();
    void highlightMarkupAndEntitiesAreRemovedFromEveryField();
    void badTokenIsClear();
    void serverErrorIsReported();
    void malformedBodyIsInvalidResponse();

private:
    CourtListenerConfig configFor(const ScriptedServer& server) const;
    std::unique_ptr<ScriptedServer> m_server;
};

void CourtListenerSourceTest::init()
{
    m_server = std::make_unique<ScriptedServer>();
}

CourtListenerConfig CourtListenerSourceTest::configFor(const ScriptedServer& server) const
{
    CourtListenerConfig config;
    config.baseUrl = server.baseUrl();
    config.maxAttempts = 2;
    config.backoffBaseMs = 10;
    config.totalTimeoutMs = 10000;
    return config;
}

void CourtListenerSourceTest::baseUrlForms_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("endpoint");
    QTest::addColumn<QString>("origin");
    QTest::newRow("default") << QString() << QStringLiteral("https://www.courtlistener.com/api/rest/v4/search/")
                             << QStringLiteral("https://www.courtlistener.com");
    QTest::newRow("site") << QStringLiteral("https://www.courtlistener.com")
                          << QStringLiteral("https://www.courtlistener.com/api/rest/v4/search/")
                          << QStringLiteral("https://www.courtlistener.com");
    QTest::newRow("api") << QStringLiteral("https://www.courtlistener.com/api/rest/v4/")
                         << QStringLiteral("https://www.courtlistener.com/api/rest/v4/search/")
                         << QStringLiteral("https://www.courtlistener.com");
    QTest::newRow("api no slash") << QStringLiteral("http://127.0.0.1:8123/api/rest/v4")
                                  << QStringLiteral("http://127.0.0.1:8123/api/rest/v4/search/")
                                  << QStringLiteral("http://127.0.0.1:8123");
    QTest::newRow("port slash") << QStringLiteral("http://127.0.0.1:8123/")
                                << QStringLiteral("http://127.0.0.1:8123/api/rest/v4/search/")
                                << QStringLiteral("http://127.0.0.1:8123");
}

void CourtListenerSourceTest::baseUrlForms()
{
    QFETCH(QString, base);
    QFETCH(QString, endpoint);
    QFETCH(QString, origin);
    CourtListenerConfig config;
    if (!base.isEmpty())
        config.baseUrl = QUrl(base);
    CourtListenerSource source(config);
    QCOMPARE(source.searchEndpoint().toString(), endpoint);
    QCOMPARE(source.siteOrigin(), origin);
}

void CourtListenerSourceTest::configDefaults()
{
    // The environment reaches the config through AppConfig (SourceFactoryTest::environmentReachesTheSources).
    CourtListenerConfig config;
    config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9999"));
    config.token = QStringLiteral("tok");
    QCOMPARE(CourtListenerSource(config).config().baseUrl.toString(), QStringLiteral("http://127.0.0.1:9999"));
    QCOMPARE(CourtListenerSource(config).config().token, QStringLiteral("tok"));
    const CourtListenerConfig defaults;
    QCOMPARE(defaults.baseUrl.toString(), QStringLiteral("https://www.courtlistener.com"));
    QVERIFY(defaults.token.isEmpty());
}

void CourtListenerSourceTest::requestShapeAnonymous()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_courtlistener_basic.json")));
    QVERIFY(m_server->start());
    CourtListenerSource source(configFor(*m_server));
    QCOMPARE(source.type(), model::SourceType::CaseLaw);
    QCOMPARE(source.name(), QStringLiteral("courtlistener"));
    SearchQuery query;
    query.text = QStringLiteral("\"qualified immunity\" + excessive force & more");
    auto results = source.search(query);
    QVERIFY2(results.ok(), results.ok() ? "" : qPrintable(results.error().toString()));

    QCOMPARE(m_server->requests().size(), 1);
    const RecordedRequest request = m_server->requests().constFirst();
    QCOMPARE(request.method, QByteArray("GET"));
    QCOMPARE(request.path, QStringLiteral("/api/rest/v4/search/"));
    QCOMPARE(param(request, QStringLiteral("q")), QStringLiteral("\"qualified immunity\" + excessive force & more"));
    QVERIFY(!request.query.contains(QLatin1Char('+'))); // "+" would read as a space
    QCOMPARE(param(request, QStringLiteral("type")), QStringLiteral("o"));
    QVERIFY(!QUrlQuery(request.query).hasQueryItem(QStringLiteral("court")));
    QVERIFY(!QUrlQuery(request.query).hasQueryItem(QStringLiteral("filed_after")));
    QVERIFY(!QUrlQuery(request.query).hasQueryItem(QStringLiteral("filed_before")));
    QCOMPARE(request.headers.value("accept"), QByteArray("application/json"));
    QVERIFY(!request.headers.contains("authorization"));
}

void CourtListenerSourceTest::requestShapeWithTokenAndFilters()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_courtlistener_basic.json")));
    QVERIFY(m_server->start());
    CourtListenerConfig config = configFor(*m_server);
    config.baseUrl = QUrl(m_server->baseUrl().toString() + QStringLiteral("/api/rest/v4/"));
    config.token = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
    CourtListenerSource source(config);
    SearchQuery query;
    query.text = QStringLiteral("qualified immunity");
    query.courts = QStringLiteral(" scotus  ca5 ");
    query.filedAfter = QStringLiteral("2000-01-01");
    query.filedBefore = QStringLiteral("2020-12-31");
    auto results = source.search(query);
    QVERIFY(results.ok());

    const RecordedRequest request = m_server->requests().constFirst();
    QCOMPARE(request.path, QStringLiteral("/api/rest/v4/search/"));
    QCOMPARE(request.headers.value("authorization"), QByteArray("Token 0123456789abcdef0123456789abcdef01234567"));
    QCOMPARE(param(request, QStringLiteral("court")), QStringLiteral("scotus ca5"));
    QVERIFY(request.query.contains(QStringLiteral("court=scotus%20ca5")));
    QCOMPARE(param(request, QStringLiteral("filed_after")), QStringLiteral("2000-01-01"));
    QCOMPARE(param(request, QStringLiteral("filed_before")), QStringLiteral("2020-12-31"));
    QCOMPARE(param(request, QStringLiteral("type")), QStringLiteral("o"));
}

void CourtListenerSourceTest::splitsOpinions()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_courtlistener_basic.json")));
    QVERIFY(m_server->start());
    CourtListenerSource source(configFor(*m_server));
    SearchQuery query;
    query.text = QStringLiteral("qualified immunity");
    auto results = source.search(query);
    QVERIFY(results.ok());
    const QList<model::SearchResult>& list = results.value();
    QCOMPARE(list.size(), 4); // 2 opinions + 1 opinion + 1 cluster without opinions
    const QString origin = m_server->baseUrl().toString();

    const model::SearchResult& lead = list.at(0);
    QCOMPARE(lead.id, QStringLiteral("caselaw:opinion:7654321"));
    QCOMPARE(lead.type, model::SourceType::CaseLaw);
    QCOMPARE(lead.title, QStringLiteral("Doe v. Roe"));
    QCOMPARE(lead.url, origin + QStringLiteral("/opinion/1234567/doe-v-roe/"));
    QCOMPARE(lead.site, QStringLiteral("5th Cir."));
    QCOMPARE(lead.date, QStringLiteral("2008-01-15"));
    QCOMPARE(lead.authority, model::AuthorityTier::Primary);
    QCOMPARE(lead.snippet, QStringLiteral("...the officer is entitled to qualified immunity because the right was not "
                                          "\"clearly established\"..."));
    const json m = lead.toJson().at("metadata"); // the trajectory form, keys as before
    QCOMPARE(str(m.at("caseName")), QStringLiteral("Doe v. Roe"));
    QCOMPARE(str(m.at("caseNameFull")), QStringLiteral("John Doe v. Richard Roe"));
    QCOMPARE(m.at("citations").size(), size_t(2));
    QCOMPARE(str(m.at("citations")[0]), QStringLiteral("512 F.3d 100"));
    QCOMPARE(str(m.at("court")), QStringLiteral("Court of Appeals for the Fifth Circuit"));
    QCOMPARE(str(m.at("courtId")), QStringLiteral("ca5"));
    QCOMPARE(str(m.at("courtCitation")), QStringLiteral("5th Cir."));
    QCOMPARE(str(m.at("dateFiled")), QStringLiteral("2008-01-15"));
    QCOMPARE(str(m.at("docketNumber")), QStringLiteral("06-12345"));
    QCOMPARE(m.at("docketId").get<qint64>(), qint64(98765));
    QCOMPARE(m.at("clusterId").get<qint64>(), qint64(1234567));
    QCOMPARE(m.at("opinionId").get<qint64>(), qint64(7654321));
    QCOMPARE(str(m.at("opinionType")), QStringLiteral("lead-opinion"));
    QCOMPARE(m.at("citeCount").get<int>(), 42);
    QCOMPARE(str(m.at("status")), QStringLiteral("Published"));
    QCOMPARE(str(m.at("judge")), QStringLiteral("Smith, Jones, Higginbotham"));
    QCOMPARE(lead.dedupKey(), QStringLiteral("opinion:7654321"));
    // The same fields, typed, and only there: nothing reads them from the metadata object.
    QVERIFY(lead.courtCase);
    QCOMPARE(lead.courtCase->citations, QStringList({QStringLiteral("512 F.3d 100"), str(m.at("citations")[1])}));
    QCOMPARE(lead.courtCase->courtId, QStringLiteral("ca5"));
    QCOMPARE(lead.courtCase->opinionId, QStringLiteral("7654321"));
    QCOMPARE(lead.courtCase->citeCount, std::optional<int>(42));
    QVERIFY(!lead.extra.contains("caseName") && !lead.extra.contains("citations"));

    const model::SearchResult& dissent = list.at(1);
    QCOMPARE(dissent.id, QStringLiteral("caselaw:opinion:7654322"));
    QCOMPARE(dissent.title, QStringLiteral("Doe v. Roe (dissent)"));
    QCOMPARE(dissent.url, lead.url);
    QCOMPARE(dissent.snippet, QStringLiteral("I would hold that qualified immunity does not apply & would reverse."));
    QCOMPARE(str(dissent.toJson().at("metadata").at("opinionType")), QStringLiteral("dissent"));
    QCOMPARE(str(dissent.toJson().at("metadata").at("caseName")), QStringLiteral("Doe v. Roe"));
    QVERIFY(dissent.dedupKey() != lead.dedupKey());

    const model::SearchResult& scotus = list.at(2);
    QCOMPARE(scotus.id, QStringLiteral("caselaw:opinion:2812210"));
    QCOMPARE(scotus.title, QStringLiteral("Smith v. Jones")); // "020lead" is the lead opinion
    QCOMPARE(scotus.site, QStringLiteral("SCOTUS"));
    QCOMPARE(scotus.snippet, QStringLiteral("Officials sued under \u00A7 1983 may invoke qualified immunity\u2026"));
    QCOMPARE(str(scotus.toJson().at("metadata").at("citations")[0]), QStringLiteral("576 U.S. 644"));

    const model::SearchResult& cluster = list.at(3);
    QCOMPARE(cluster.id, QStringLiteral("caselaw:cluster:555"));
    QCOMPARE(cluster.title, QStringLiteral("In re Example"));
    QCOMPARE(cluster.site, QStringLiteral("District Court, N.D. Texas")); // no citation string: the court
    QCOMPARE(cluster.url, origin + QStringLiteral("/opinion/555/in-re-example/"));
    QVERIFY(cluster.toJson().at("metadata").at("opinionId").is_null());
    QCOMPARE(cluster.toJson().at("metadata").at("citations").size(), size_t(0));
    QCOMPARE(cluster.authority, model::AuthorityTier::Primary);
}

void CourtListenerSourceTest::highlightMarkupAndEntitiesAreRemovedFromEveryField()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_courtlistener_highlight.json")));
    QVERIFY(m_server->start());
    CourtListenerSource source(configFor(*m_server));
    SearchQuery query;
    query.text = QStringLiteral("secret word");
    auto results = source.search(query);
    QVERIFY(results.ok());
    QCOMPARE(param(m_server->requests().constFirst(), QStringLiteral("highlight")), QStringLiteral("on"));
    const QList<model::SearchResult>& list = results.value();
    QCOMPARE(list.size(), 1 + 3 + 1);

    // No markup and no entity anywhere: not in the fields, not in the metadata the prompt and the panel use.
    for (const model::SearchResult& r : list) {
        const QString all = QString::fromStdString(r.toJson().dump());
        QVERIFY2(!all.contains(QStringLiteral("<mark>")) && !all.contains(QStringLiteral("</mark>")), qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("&amp;")) && !all.contains(QStringLiteral("&#")), qPrintable(all));
    }

    // CourtListener's own highlighted-fields test: every one of these fields carried <mark>.
    const model::SearchResult& howard = list.at(0);
    QCOMPARE(howard.title, QStringLiteral("Howard v. Honda"));
    QCOMPARE(howard.site, QStringLiteral("Test"));
    QCOMPARE(howard.snippet, QStringLiteral("my plain text secret word for queries"));
    const json m = howard.toJson().at("metadata"); // the trajectory form, keys as before
    QCOMPARE(str(m.at("caseName")), QStringLiteral("Howard v. Honda"));
    QCOMPARE(m.at("citations").size(), size_t(2));
    QCOMPARE(str(m.at("citations")[0]), QStringLiteral("22 AL 339"));
    QCOMPARE(str(m.at("citations")[1]), QStringLiteral("33 state 1"));
    QCOMPARE(str(m.at("courtCitation")), QStringLiteral("Test"));
    QCOMPARE(str(m.at("docketNumber")), QStringLiteral("docket number 2"));
    QCOMPARE(str(m.at("suitNature")), QStringLiteral("copyright"));

    // Entities decoded, non-ASCII names intact, each opinion of the cluster its own result.
    const model::SearchResult& combined = list.at(1);
    QCOMPARE(combined.id, QStringLiteral("caselaw:opinion:3150101"));
    QCOMPARE(combined.title, QStringLiteral("Pe\u00F1a v. M\u00FCller & Sons Co."));
    QCOMPARE(str(combined.toJson().at("metadata").at("caseNameFull")),
             QStringLiteral("Jos\u00E9 Pe\u00F1a v. M\u00FCller & Sons Co. 'd/b/a' Ol\u00E9 Caf\u00E9"));
    QCOMPARE(combined.snippet, QStringLiteral("The employer's \"tip pool\" violated \u00A7 203(m) & the regulation"));
    QCOMPARE(str(combined.toJson().at("metadata").at("citations")[0]), QStringLiteral("812 F.3d 1021"));
    QCOMPARE(str(combined.toJson().at("metadata").at("docketNumber")), QStringLiteral("13-56172"));
    QCOMPARE(str(combined.toJson().at("metadata").at("judge")), QStringLiteral("Nguy\u1EC5n, Ikuta, Bea"));
    QCOMPARE(str(combined.toJson().at("metadata").at("suitNature")), QStringLiteral("Labor: Fair Standards"));
    QCOMPARE(list.at(2).title, QStringLiteral("Pe\u00F1a v. M\u00FCller & Sons Co. (concurrence in part)"));
    QCOMPARE(list.at(2).snippet, QStringLiteral("I agree that the tip pool was unlawful but not <every> part\u2026"));
    QCOMPARE(list.at(3).title, QStringLiteral("Pe\u00F1a v. M\u00FCller & Sons Co. (dissent)"));
    QCOMPARE(list.at(3).snippet,
             QStringLiteral("The Department\u2019s rule exceeds its authority; I respectfully dissent."));

    // The API docs' recorded result, with the snippet's line breaks folded.
    const model::SearchResult& foo = list.at(4);
    QCOMPARE(foo.title, QStringLiteral("Foo v. Foo"));
    QCOMPARE(foo.snippet, QStringLiteral("Affirmed in part, reversed in part, vacated and remanded"));
    QVERIFY(!foo.toJson().at("metadata").contains("suitNature")); // empty in the reply
}

void CourtListenerSourceTest::truncatesToMaxResults()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_courtlistener_basic.json")));
    QVERIFY(m_server->start());
    CourtListenerConfig config = configFor(*m_server);
    config.maxResults = 3;
    CourtListenerSource source(config);
    SearchQuery query;
    query.text = QStringLiteral("qualified immunity");
    query.maxResults = 10;
    auto results = source.search(query);
    QVERIFY(results.ok());
    QCOMPARE(results.value().size(), 3);
    QCOMPARE(results.value().at(2).id, QStringLiteral("caselaw:opinion:2812210"));

    query.maxResults = 1;
    results = source.search(query);
    QCOMPARE(results.value().size(), 1);

    // Opinion-type labels beyond the lead opinion.
    const QByteArray body = R"({"results": [{"cluster_id": 1, "caseName": "A v. B", "absolute_url": "/opinion/1/a-v-b/",
        "opinions": [{"id": 10, "type": "010combined"}, {"id": 11, "type": "035concurrenceinpart"},
                     {"id": 12, "type": "concurrence-opinion"}, {"id": 13, "type": "040dissent"},
                     {"id": 14, "type": "combined-opinion"}]}]})";
    auto parsed = CourtListenerSource::parseResponse(body, QStringLiteral("https://www.courtlistener.com"), 0);
    QVERIFY(parsed.ok());
    QStringList titles;
    for (const model::SearchResult& r : parsed.value())
        titles << r.title;
    QCOMPARE(titles, QStringList({QStringLiteral("A v. B"), QStringLiteral("A v. B (concurrence in part)"),
                                  QStringLiteral("A v. B (concurrence)"), QStringLiteral("A v. B (dissent)"),
                                  QStringLiteral("A v. B")}));
    QCOMPARE(parsed.value().constFirst().url, QStringLiteral("https://www.courtlistener.com/opinion/1/a-v-b/"));
}

void CourtListenerSourceTest::badTokenIsClear()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_courtlistener_bad_token.json")));
    QVERIFY(m_server->start());
    CourtListenerConfig config = configFor(*m_server);
    config.token = QStringLiteral("bad-token-value");
    CourtListenerSource source(config);
    SearchQuery query;
    query.text = QStringLiteral("x");
    auto results = source.search(query);
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::Http);
    QCOMPARE(results.error().httpStatus, 401);
    QVERIFY(results.error().summary.contains(QStringLiteral("rejected the API token")));
    QCOMPARE(results.error().providerMessage, QStringLiteral("Invalid token."));
    QVERIFY(!results.error().toString().contains(QStringLiteral("bad-token-value")));
}

void CourtListenerSourceTest::serverErrorIsReported()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_courtlistener_server_error.json")));
    QVERIFY(m_server->start());
    CourtListenerSource source(configFor(*m_server));
    SearchQuery query;
    query.text = QStringLiteral("x");
    auto results = source.search(query);
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::Http);
    QCOMPARE(results.error().httpStatus, 500);
    QVERIFY(results.error().summary.contains(QStringLiteral("CourtListener")));
    QCOMPARE(m_server->requests().size(), 2);
}

void CourtListenerSourceTest::malformedBodyIsInvalidResponse()
{
    auto parsed = CourtListenerSource::parseResponse("[1, 2]", QStringLiteral("https://x"), 0);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().kind, ErrorKind::InvalidResponse);
    parsed = CourtListenerSource::parseResponse(R"({"results": "nope"})", QStringLiteral("https://x"), 0);
    QVERIFY(!parsed.ok());
    parsed = CourtListenerSource::parseResponse(R"({"count": 0, "results": []})", QStringLiteral("https://x"), 0);
    QVERIFY(parsed.ok());
    QVERIFY(parsed.value().isEmpty());
}

QTEST_GUILESS_MAIN(CourtListenerSourceTest)
#include "CourtListenerSourceTest.moc"
