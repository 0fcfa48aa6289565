// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/SerperSource.h"
#include "ScriptedServer.h"
#include "search/SearchText.h"

#include <QTest>

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

} // namespace

class SerperSourceTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void endpointFromBase_data();
    void endpointFromBase();
    void configDefaults();
    void requestShape();
    void parsesResults();
    void maxResultsLimitsNum();
    void featuredResultOnAnOrganicPageIsMerged();
    void badKeyIsClear();
    void missingKeyIsConfiguration();
    void serverErrorIsReported();
    void malformedBodyIsInvalidResponse();
    void cancelledBeforeStart();

private:
    SerperConfig configFor(const ScriptedServer& server) const;
    std::unique_ptr<ScriptedServer> m_server;
};

void SerperSourceTest::init()
{
    m_server = std::make_unique<ScriptedServer>();
}

SerperConfig SerperSourceTest::configFor(const ScriptedServer& server) const
{
    SerperConfig config;
    config.url = server.baseUrl(); // a base: "/search" is appended
    config.apiKey = QStringLiteral("test-serper-key-123");
    config.maxAttempts = 2;
    config.backoffBaseMs = 10;
    config.totalTimeoutMs = 10000;
    return config;
}

void SerperSourceTest::endpointFromBase_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("base") << QStringLiteral("http://127.0.0.1:1234") << QStringLiteral("http://127.0.0.1:1234/search");
    QTest::newRow("base slash") << QStringLiteral("http://127.0.0.1:1234/")
                                << QStringLiteral("http://127.0.0.1:1234/search");
    QTest::newRow("endpoint") << QStringLiteral("https://google.serper.dev/search")
                              << QStringLiteral("https://google.serper.dev/search");
    QTest::newRow("prefix") << QStringLiteral("http://proxy.local/serper/")
                            << QStringLiteral("http://proxy.local/serper/search");
}

void SerperSourceTest::endpointFromBase()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(SerperConfig::endpointFor(QUrl(input)).toString(), expected);
    SerperConfig config;
    config.url = QUrl(input);
    QCOMPARE(SerperSource(config).config().url.toString(), expected);
}

void SerperSourceTest::configDefaults()
{
    // The environment reaches the config through AppConfig (SourceFactoryTest::environmentReachesTheSources).
    SerperConfig config;
    config.url = QUrl(QStringLiteral("http://127.0.0.1:4321"));
    config.apiKey = QStringLiteral("key");
    QCOMPARE(SerperSource(config).config().url.toString(), QStringLiteral("http://127.0.0.1:4321/search"));
    QCOMPARE(SerperSource(config).config().apiKey, QStringLiteral("key"));

    const SerperConfig defaults;
    QCOMPARE(defaults.url.toString(), QStringLiteral("https://google.serper.dev/search"));
    QVERIFY(defaults.apiKey.isEmpty());
    QCOMPARE(defaults.num, 10);
    QCOMPARE(defaults.gl, QStringLiteral("us"));
    QCOMPARE(defaults.hl, QStringLiteral("en"));
}

void SerperSourceTest::requestShape()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_serper_basic.json")));
    QVERIFY(m_server->start());
    SerperConfig config = configFor(*m_server);
    config.gl = QStringLiteral("uk");
    config.hl = QStringLiteral("en-GB");
    SerperSource source(config);
    QCOMPARE(source.type(), model::SourceType::Web);
    QCOMPARE(source.name(), QStringLiteral("serper"));

    SearchQuery query;
    query.text = QStringLiteral("  is a verbal contract \"enforceable\" in texas?  ");
    auto results = source.search(query);
    QVERIFY2(results.ok(), results.ok() ? "" : qPrintable(results.error().toString()));

    const QList<RecordedRequest> requests = m_server->requests();
    QCOMPARE(requests.size(), 1);
    const RecordedRequest& request = requests.constFirst();
    QCOMPARE(request.method, QByteArray("POST"));
    QCOMPARE(request.path, QStringLiteral("/search"));
    QCOMPARE(request.headers.value("x-api-key"), QByteArray("test-serper-key-123"));
    QVERIFY(request.headers.value("content-type").startsWith("application/json"));
    const json body = json::parse(request.body.toStdString());
    QCOMPARE(str(body.at("q")), QStringLiteral("is a verbal contract \"enforceable\" in texas?"));
    QCOMPARE(body.at("num").get<int>(), 10);
    QCOMPARE(str(body.at("gl")), QStringLiteral("uk"));
    QCOMPARE(str(body.at("hl")), QStringLiteral("en-GB"));
    QCOMPARE(body.size(), size_t(4));
}

void SerperSourceTest::parsesResults()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_serper_basic.json")));
    QVERIFY(m_server->start());
    SerperSource source(configFor(*m_server));
    SearchQuery query;
    query.text = QStringLiteral("is a verbal contract enforceable in texas");
    auto results = source.search(query);
    QVERIFY(results.ok());
    const QList<model::SearchResult>& list = results.value();
    QCOMPARE(list.size(), 7); // answer box + knowledge graph + 5 organic

    const model::SearchResult& box = list.at(0);
    QCOMPARE(str(box.metadata.at("kind")), QStringLiteral("answerBox"));
    QCOMPARE(box.title, QStringLiteral("Statute of frauds - Texas Business and Commerce Code \u00A7 26.01"));
    QVERIFY(box.snippet.startsWith(QStringLiteral("Oral contracts are generally enforceable in Texas")));
    QVERIFY(box.snippet.contains(QStringLiteral("statute of frauds requires a signed writing")));
    QCOMPARE(box.url, QStringLiteral("https://guides.sll.texas.gov/contracts/oral-contracts"));
    QCOMPARE(box.site, QStringLiteral("guides.sll.texas.gov"));
    QCOMPARE(box.authority, model::AuthorityTier::Primary);
    QCOMPARE(box.date, QStringLiteral("2023-09-01"));
    QCOMPARE(str(box.metadata.at("rawDate")), QStringLiteral("Sep 1, 2023"));

    const model::SearchResult& graph = list.at(1);
    QCOMPARE(str(graph.metadata.at("kind")), QStringLiteral("knowledgeGraph"));
    QCOMPARE(graph.title, QStringLiteral("Statute of frauds"));
    QCOMPARE(graph.url, QStringLiteral("https://en.wikipedia.org/wiki/Statute_of_frauds"));
    QCOMPARE(graph.site, QStringLiteral("en.wikipedia.org"));
    QCOMPARE(graph.authority, model::AuthorityTier::Unknown);
    QCOMPARE(str(graph.metadata.at("entityType")), QStringLiteral("Legal doctrine"));
    QCOMPARE(str(graph.metadata.at("attributes").at("Originated")), QStringLiteral("1677, England"));

    const model::SearchResult& nolo = list.at(2);
    QCOMPARE(str(nolo.metadata.at("kind")), QStringLiteral("organic"));
    QCOMPARE(nolo.type, model::SourceType::Web);
    QCOMPARE(nolo.title, QStringLiteral("Are Verbal Agreements Legally Binding in Texas?"));
    QCOMPARE(nolo.site, QStringLiteral("nolo.com"));
    QCOMPARE(nolo.date, QStringLiteral("2024-03-03"));
    QCOMPARE(str(nolo.metadata.at("rawDate")), QStringLiteral("Mar 3, 2024"));
    QCOMPARE(nolo.metadata.at("position").get<int>(), 1);
    QCOMPARE(nolo.metadata.at("sitelinks").size(), size_t(2));
    QCOMPARE(str(nolo.metadata.at("sitelinks")[1].at("link")),
             QStringLiteral("https://www.nolo.com/legal-encyclopedia/texas"));
    QCOMPARE(nolo.authority, model::AuthorityTier::Reputable);
    // id: "web:" + first 16 hex of SHA-1 of the normalized URL (tracking parameters dropped).
    QCOMPARE(nolo.id, QStringLiteral("web:") +
                          shortHash(QStringLiteral("https://nolo.com/legal-encyclopedia/texas-oral-contracts.html")));
    QCOMPARE(nolo.id.size(), 4 + 16);

    QCOMPARE(list.at(3).date, QStringLiteral("2024-03-03"));
    QCOMPARE(list.at(3).authority, model::AuthorityTier::Primary);
    QCOMPARE(list.at(4).date, QStringLiteral("2024-03-03"));
    QCOMPARE(str(list.at(4).metadata.at("rawDate")), QStringLiteral("3 March 2024"));
    QCOMPARE(list.at(4).authority, model::AuthorityTier::Official);
    QCOMPARE(list.at(5).date, QStringLiteral("2 days ago")); // relative dates stay raw
    QCOMPARE(str(list.at(5).metadata.at("rawDate")), QStringLiteral("2 days ago"));
    QCOMPARE(list.at(5).authority, model::AuthorityTier::UserGenerated);
    QVERIFY(list.at(6).date.isEmpty());
    QVERIFY(!list.at(6).metadata.contains("rawDate"));
    QCOMPARE(list.at(6).authority, model::AuthorityTier::Unknown);

    QSet<QString> ids;
    for (const model::SearchResult& r : list)
        ids.insert(r.id);
    QCOMPARE(ids.size(), list.size());
}

void SerperSourceTest::maxResultsLimitsNum()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_serper_basic.json")));
    QVERIFY(m_server->start());
    SerperSource source(configFor(*m_server));
    SearchQuery query;
    query.text = QStringLiteral("oral contract");
    query.maxResults = 3;
    auto results = source.search(query);
    QVERIFY(results.ok());
    const json body = json::parse(m_server->requests().constFirst().body.toStdString());
    QCOMPARE(body.at("num").get<int>(), 3);
    QCOMPARE(results.value().size(), 2 + 3); // featured results plus three organic ones
}

void SerperSourceTest::featuredResultOnAnOrganicPageIsMerged()
{
    const QByteArray body = R"({
        "answerBox": {"title": "Box", "answer": "Yes.", "link": "https://www.nolo.com/a"},
        "organic": [{"title": "Nolo", "link": "https://nolo.com/a/", "snippet": "s", "position": 1}]
    })";
    auto results = SerperSource::parseResponse(body, 10);
    QVERIFY(results.ok());
    QCOMPARE(results.value().size(), 1);
    const model::SearchResult& only = results.value().constFirst();
    QCOMPARE(str(only.metadata.at("kind")), QStringLiteral("organic"));
    QCOMPARE(str(only.metadata.at("answerBox").at("snippet")), QStringLiteral("Yes."));

    auto empty = SerperSource::parseResponse(R"({"searchParameters": {"q": "x"}})", 10);
    QVERIFY(empty.ok());
    QVERIFY(empty.value().isEmpty());
}

void SerperSourceTest::badKeyIsClear()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_serper_bad_key.json")));
    QVERIFY(m_server->start());
    SerperSource source(configFor(*m_server));
    SearchQuery query;
    query.text = QStringLiteral("x");
    auto results = source.search(query);
    QVERIFY(!results.ok());
    const lmars::Error& error = results.error();
    QCOMPARE(error.kind, ErrorKind::Http);
    QCOMPARE(error.httpStatus, 403);
    QVERIFY(error.summary.contains(QStringLiteral("Serper rejected the API key")));
    QCOMPARE(error.providerMessage, QStringLiteral("Unauthorized."));
    QVERIFY(!error.toString().contains(QStringLiteral("test-serper-key-123")));
    QCOMPARE(m_server->requests().size(), 1); // 403 is not retried
}

void SerperSourceTest::missingKeyIsConfiguration()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_serper_basic.json")));
    QVERIFY(m_server->start());
    SerperConfig config = configFor(*m_server);
    config.apiKey = QStringLiteral("   ");
    SerperSource source(config);
    SearchQuery query;
    query.text = QStringLiteral("x");
    auto results = source.search(query);
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::Configuration);
    QCOMPARE(results.error().summary, QStringLiteral("Web search needs a Serper API key: set SERPER_API_KEY."));
    QVERIFY(m_server->requests().isEmpty());
}

void SerperSourceTest::serverErrorIsReported()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_serper_server_error.json")));
    QVERIFY(m_server->start());
    SerperSource source(configFor(*m_server));
    SearchQuery query;
    query.text = QStringLiteral("x");
    auto results = source.search(query);
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::Http);
    QCOMPARE(results.error().httpStatus, 500);
    QVERIFY(results.error().summary.contains(QStringLiteral("Serper")));
    QCOMPARE(m_server->requests().size(), 2); // maxAttempts
}

void SerperSourceTest::malformedBodyIsInvalidResponse()
{
    QVERIFY(m_server->addRoute(R"({"method": "POST", "path": "/search",
        "responses": [{"status": 200, "headers": {"Content-Type": "application/json"}, "body": "<html>not json"}]})"));
    QVERIFY(m_server->start());
    SerperSource source(configFor(*m_server));
    SearchQuery query;
    query.text = QStringLiteral("x");
    auto results = source.search(query);
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::InvalidResponse);
}

void SerperSourceTest::cancelledBeforeStart()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_serper_basic.json")));
    QVERIFY(m_server->start());
    SerperSource source(configFor(*m_server));
    SearchQuery query;
    query.text = QStringLiteral("x");
    lmars::CancelToken cancel;
    cancel.cancel();
    auto results = source.search(query, cancel);
    QVERIFY(!results.ok());
    QCOMPARE(results.error().kind, ErrorKind::Cancelled);
}

QTEST_GUILESS_MAIN(SerperSourceTest)
#include "SerperSourceTest.moc"
