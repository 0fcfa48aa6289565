// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/SearxngSource.h"
#include "ScriptedServer.h"
#include "SourceMetadata.h"
#include "search/SearchText.h"

#include <QSet>
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

SearchQuery queryFor(const QString& text)
{
    SearchQuery query;
    query.text = text;
    return query;
}

} // namespace

class SearxngSourceTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void endpointFromBase_data();
    void endpointFromBase();
    void configDefaults();
    void requestShape();
    void parsesResults();
    void maxResultsCapsTheList();
    void forbiddenJsonIsExplained();
    void htmlBodyIsInvalidResponse();
    void otherBodiesAreInvalidResponse();
    void serverErrorIsReported();
    void connectionRefusedNamesTheInstance();
    void missingOrBadUrlIsConfiguration();

private:
    SearxngConfig configFor(const ScriptedServer& server) const;
    QString instance() const { return QStringLiteral("127.0.0.1:") + QString::number(m_server->port()); }
    std::unique_ptr<ScriptedServer> m_server;
};

void SearxngSourceTest::init()
{
    m_server = std::make_unique<ScriptedServer>();
}

SearxngConfig SearxngSourceTest::configFor(const ScriptedServer& server) const
{
    SearxngConfig config;
    config.baseUrl = server.baseUrl();
    config.maxAttempts = 2;
    config.backoffBaseMs = 10;
    config.totalTimeoutMs = 10000;
    return config;
}

void SearxngSourceTest::endpointFromBase_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("base") << QStringLiteral("http://localhost:8080") << QStringLiteral("http://localhost:8080/search");
    QTest::newRow("base slash") << QStringLiteral("http://localhost:8080/")
                                << QStringLiteral("http://localhost:8080/search");
    QTest::newRow("endpoint") << QStringLiteral("https://searx.example.org/search")
                              << QStringLiteral("https://searx.example.org/search");
    QTest::newRow("endpoint slash query") << QStringLiteral("https://searx.example.org/search/?q=x")
                                          << QStringLiteral("https://searx.example.org/search");
    QTest::newRow("prefix") << QStringLiteral("http://proxy.local/searxng/")
                            << QStringLiteral("http://proxy.local/searxng/search");
}

void SearxngSourceTest::endpointFromBase()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(SearxngConfig::endpointFor(QUrl(input)).toString(), expected);
    SearxngConfig config;
    config.baseUrl = QUrl(input);
    QCOMPARE(SearxngSource(config).endpoint().toString(), expected);
}

void SearxngSourceTest::configDefaults()
{
    // The environment reaches the config through AppConfig (SourceFactoryTest::environmentReachesTheSources).
    const SearxngConfig defaults;
    QVERIFY(defaults.baseUrl.isEmpty());
    QCOMPARE(defaults.categories, QStringLiteral("general"));
    QCOMPARE(defaults.language, QStringLiteral("en"));
}

void SearxngSourceTest::requestShape()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_searxng_basic.json")));
    QVERIFY(m_server->start());
    SearxngSource source(configFor(*m_server));
    QCOMPARE(source.type(), model::SourceType::Web);
    QCOMPARE(source.name(), QStringLiteral("searxng"));

    auto results = source.search(queryFor(QStringLiteral("  \u00A7 26.01 \"oral\" contract + texas & more  ")));
    QVERIFY2(results.ok(), results.ok() ? "" : qPrintable(results.error().toString()));

    const QList<RecordedRequest> requests = m_server->requests();
    QCOMPARE(requests.size(), 1);
    const RecordedRequest& request = requests.constFirst();
    QCOMPARE(request.method, QByteArray("GET"));
    QCOMPARE(request.path, QStringLiteral("/search"));
    QVERIFY(request.body.isEmpty());
    QCOMPARE(request.headers.value("accept"), QByteArray("application/json"));
    QVERIFY(!request.headers.contains("x-api-key"));
    QVERIFY(!request.headers.contains("authorization"));

    const QUrlQuery params(request.query);
    QCOMPARE(params.queryItemValue(QStringLiteral("q"), QUrl::FullyDecoded),
             QStringLiteral("\u00A7 26.01 \"oral\" contract + texas & more"));
    QCOMPARE(params.queryItemValue(QStringLiteral("format")), QStringLiteral("json"));
    QCOMPARE(params.queryItemValue(QStringLiteral("categories")), QStringLiteral("general"));
    QCOMPARE(params.queryItemValue(QStringLiteral("language")), QStringLiteral("en"));
    QCOMPARE(params.queryItemValue(QStringLiteral("pageno")), QStringLiteral("1"));
    QCOMPARE(params.queryItems().size(), qsizetype(5));
    QVERIFY(request.query.contains(QLatin1String("%2B"))); // a literal plus is not sent as a space

    // Language and categories come from the configuration; an empty language is left out.
    SearxngConfig config = configFor(*m_server);
    config.language.clear();
    config.categories = QStringLiteral("general,news");
    QVERIFY(SearxngSource(config).search(queryFor(QStringLiteral("x"))).ok());
    const QUrlQuery second(m_server->requests().constLast().query);
    QVERIFY(!second.hasQueryItem(QStringLiteral("language")));
    QCOMPARE(second.queryItemValue(QStringLiteral("categories"), QUrl::FullyDecoded), QStringLiteral("general,news"));
}

void SearxngSourceTest::parsesResults()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_searxng_basic.json")));
    QVERIFY(m_server->start());
    SearxngSource source(configFor(*m_server));
    auto results = source.search(queryFor(QStringLiteral("is a verbal contract enforceable in texas")));
    QVERIFY(results.ok());
    const QList<model::SearchResult>& list = results.value();
    // Seven items: one repeats a page (same normalized URL), one has no URL.
    QCOMPARE(list.size(), 5);

    const model::SearchResult& texas = list.at(0);
    QCOMPARE(texas.type, model::SourceType::Web);
    QCOMPARE(texas.title, QStringLiteral("Oral Contracts - Texas State Law Library"));
    QCOMPARE(texas.url, QStringLiteral("https://guides.sll.texas.gov/contracts/oral-contracts?utm_source=searx"));
    QCOMPARE(texas.site, QStringLiteral("guides.sll.texas.gov"));
    QCOMPARE(
        texas.snippet,
        QStringLiteral("Oral contracts are generally enforceable in Texas & the statute of frauds lists exceptions."));
    QCOMPARE(texas.date, QStringLiteral("2023-09-01"));
    QCOMPARE(str(lmars::test::metadataOf(texas).at("rawDate")), QStringLiteral("2023-09-01T00:00:00"));
    QCOMPARE(texas.authority, model::AuthorityTier::Primary);
    // id: "web:" + first 16 hex of SHA-1 of the normalized URL (tracking parameters dropped), as Serper's.
    QCOMPARE(texas.id, QStringLiteral("web:") +
                           shortHash(QStringLiteral("https://guides.sll.texas.gov/contracts/oral-contracts")));
    QCOMPARE(str(lmars::test::metadataOf(texas).at("engine")), QStringLiteral("google"));
    QVERIFY(lmars::test::metadataOf(texas).at("engines") == json::array({"google", "bing"}));
    QCOMPARE(lmars::test::metadataOf(texas).at("score").get<double>(), 4.5);
    QCOMPARE(str(lmars::test::metadataOf(texas).at("category")), QStringLiteral("general"));
    QCOMPARE(str(lmars::test::metadataOf(texas).at("kind")), QStringLiteral("organic"));
    QCOMPARE(lmars::test::metadataOf(texas).at("position").get<int>(), 1);

    const model::SearchResult& nolo = list.at(1);
    QCOMPARE(nolo.site, QStringLiteral("nolo.com"));
    QCOMPARE(nolo.id, QStringLiteral("web:") +
                          shortHash(QStringLiteral("https://nolo.com/legal-encyclopedia/texas-oral-contracts.html")));
    QVERIFY(nolo.snippet.isEmpty()); // content may be empty
    QVERIFY(nolo.date.isEmpty());    // publishedDate null
    QVERIFY(!lmars::test::metadataOf(nolo).contains("rawDate"));
    QCOMPARE(nolo.authority, model::AuthorityTier::Reputable);
    QCOMPARE(nolo.title, QStringLiteral("Are Verbal Agreements Legally Binding in Texas?")); // the first one wins

    const model::SearchResult& cornell = list.at(2);
    QCOMPARE(cornell.site, QStringLiteral("law.cornell.edu"));
    QCOMPARE(cornell.date, QStringLiteral("2024-03-03")); // "2024-03-03 12:30:00"
    QCOMPARE(cornell.authority, model::AuthorityTier::Official);

    const model::SearchResult& reddit = list.at(3);
    QCOMPARE(reddit.date, QStringLiteral("last week")); // not a date: kept as sent
    QCOMPARE(str(lmars::test::metadataOf(reddit).at("rawDate")), QStringLiteral("last week"));
    QCOMPARE(reddit.snippet, QStringLiteral("Someone asked\u2026"));
    QCOMPARE(reddit.authority, model::AuthorityTier::UserGenerated);
    QVERIFY(!lmars::test::metadataOf(reddit).contains("category")); // score and category are not guaranteed

    const model::SearchResult& other = list.at(4);
    QCOMPARE(other.site, QStringLiteral("example.com"));
    QCOMPARE(other.authority, model::AuthorityTier::Unknown);
    QVERIFY(!lmars::test::metadataOf(other).contains("score"));
    QCOMPARE(lmars::test::metadataOf(other).at("position").get<int>(), 7);

    QSet<QString> ids;
    for (const model::SearchResult& r : list) {
        QVERIFY(r.id.startsWith(QLatin1String("web:")));
        QCOMPARE(r.id.size(), 4 + 16);
        ids.insert(r.id);
    }
    QCOMPARE(ids.size(), list.size());
}

void SearxngSourceTest::maxResultsCapsTheList()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_searxng_basic.json")));
    QVERIFY(m_server->start());
    SearxngSource source(configFor(*m_server));
    SearchQuery query = queryFor(QStringLiteral("oral contract"));
    query.maxResults = 2;
    auto results = source.search(query);
    QVERIFY(results.ok());
    QCOMPARE(results.value().size(), 2);
    QCOMPARE(results.value().at(1).site, QStringLiteral("nolo.com"));

    auto empty = SearxngSource::parseResponse(R"({"query": "x", "results": [], "suggestions": []})", 10);
    QVERIFY(empty.ok());
    QVERIFY(empty.value().isEmpty());
}

void SearxngSourceTest::forbiddenJsonIsExplained()
{
    QVERIFY(m_server->addRoute(R"({"method": "GET", "path": "/search",
        "responses": [{"status": 403, "headers": {"Content-Type": "text/html"}, "body": "<html><body>403 Forbidden</body></html>"}]})"));
    QVERIFY(m_server->start());
    SearxngSource source(configFor(*m_server));
    auto results = source.search(queryFor(QStringLiteral("x")));
    QVERIFY(!results.ok());
    const lmars::Error& error = results.error();
    QCOMPARE(error.kind, ErrorKind::Http);
    QCOMPARE(error.httpStatus, 403);
    QCOMPARE(error.summary, QStringLiteral("SearXNG at %1 refuses JSON: enable `json` under search.formats in its "
                                           "settings.yml.")
                                .arg(instance()));
    QCOMPARE(m_server->requests().size(), 1); // 403 is not retried
}

void SearxngSourceTest::htmlBodyIsInvalidResponse()
{
    QVERIFY(m_server->addRoute(R"({"method": "GET", "path": "/search",
        "responses": [{"status": 200, "headers": {"Content-Type": "text/html; charset=utf-8"},
                       "body": "\n<!DOCTYPE html>\n<html class=\"no-js\"><head><title>SearXNG</title></head><body>results</body></html>"}]})"));
    QVERIFY(m_server->start());
    SearxngSource source(configFor(*m_server));
    auto results = source.search(queryFor(QStringLiteral("x")));
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::InvalidResponse);
    QVERIFY2(results.error().summary.contains(QStringLiteral("web page instead of JSON")),
             qPrintable(results.error().summary));
    QVERIFY(results.error().summary.contains(QStringLiteral("search.formats")));
    QCOMPARE(m_server->requests().size(), 1);
}

void SearxngSourceTest::otherBodiesAreInvalidResponse()
{
    auto text = SearxngSource::parseResponse("Too Many Requests", 10);
    QVERIFY(!text.ok());
    QCOMPARE(text.error().kind, ErrorKind::InvalidResponse);
    QCOMPARE(text.error().summary, QStringLiteral("SearXNG answered with something that is not JSON."));

    auto noResults = SearxngSource::parseResponse(R"({"error": "nope"})", 10);
    QVERIFY(!noResults.ok());
    QCOMPARE(noResults.error().kind, ErrorKind::InvalidResponse);
    QVERIFY(noResults.error().summary.contains(QStringLiteral("\"results\"")));

    auto array = SearxngSource::parseResponse(R"([1, 2])", 10);
    QVERIFY(!array.ok());
    QCOMPARE(array.error().kind, ErrorKind::InvalidResponse);
}

void SearxngSourceTest::serverErrorIsReported()
{
    QVERIFY(m_server->addRoute(R"({"method": "GET", "path": "/search",
        "responses": [{"status": 500, "headers": {"Content-Type": "text/html"}, "body": "<html>Internal Server Error</html>"}]})"));
    QVERIFY(m_server->start());
    SearxngSource source(configFor(*m_server));
    auto results = source.search(queryFor(QStringLiteral("x")));
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::Http);
    QCOMPARE(results.error().httpStatus, 500);
    QVERIFY2(results.error().summary.startsWith(QStringLiteral("Web search (SearXNG at %1) failed: ").arg(instance())),
             qPrintable(results.error().summary));
    QCOMPARE(m_server->requests().size(), 2); // maxAttempts
}

void SearxngSourceTest::connectionRefusedNamesTheInstance()
{
    SearxngConfig config;
    const int port = ScriptedServer::unusedPort();
    config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
    config.maxAttempts = 1;
    SearxngSource source(config);
    auto results = source.search(queryFor(QStringLiteral("x")));
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::Network);
    QVERIFY2(
        results.error().summary.startsWith(QStringLiteral("Web search (SearXNG at 127.0.0.1:%1) failed: ").arg(port)),
        qPrintable(results.error().summary));
    QVERIFY(results.error().summary.contains(QStringLiteral("connection refused")));
}

void SearxngSourceTest::missingOrBadUrlIsConfiguration()
{
    SearxngSource unset{SearxngConfig()};
    auto results = unset.search(queryFor(QStringLiteral("x")));
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::Configuration);
    QVERIFY(results.error().summary.contains(QStringLiteral("LMARS_SEARXNG_URL")));

    SearxngConfig bad;
    bad.baseUrl = QUrl(QStringLiteral("ftp://searx.local"));
    results = SearxngSource(bad).search(queryFor(QStringLiteral("x")));
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::Configuration);
    QCOMPARE(results.error().summary,
             QStringLiteral("The SearXNG URL \"ftp://searx.local\" is not valid; check LMARS_SEARXNG_URL."));

    SearxngConfig empty;
    empty.baseUrl = QUrl(QStringLiteral("http://localhost:8080"));
    results = SearxngSource(empty).search(queryFor(QStringLiteral("   ")));
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::Usage);
}

QTEST_GUILESS_MAIN(SearxngSourceTest)
#include "SearxngSourceTest.moc"
