// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/SerperSource.h"
#include "ScriptedServer.h"
#include "SourceMetadata.h"
#include "search/SearchText.h"

#include <QDateTime>
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
    void relativeDatesAreComputedFromTheSearchTime_data();
    void relativeDatesAreComputedFromTheSearchTime();
    void knowledgeGraphHttpLinkIsTheOrganicHttpsPage();
    void peopleAlsoAskPagesBecomeResults();
    void newsEndpointItemsAreResults();
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
    const QDateTime before = QDateTime::currentDateTimeUtc();
    auto results = source.search(query);
    QVERIFY(results.ok());
    const QList<model::SearchResult>& list = results.value();
    QCOMPARE(list.size(), 8); // answer box + knowledge graph + 5 organic + 1 "people also ask" page

    const model::SearchResult& box = list.at(0);
    QCOMPARE(str(lmars::test::metadataOf(box).at("kind")), QStringLiteral("answerBox"));
    QCOMPARE(box.title, QStringLiteral("Statute of frauds - Texas Business and Commerce Code \u00A7 26.01"));
    QVERIFY(box.snippet.startsWith(QStringLiteral("Oral contracts are generally enforceable in Texas")));
    QVERIFY(box.snippet.contains(QStringLiteral("statute of frauds requires a signed writing")));
    QCOMPARE(box.url, QStringLiteral("https://guides.sll.texas.gov/contracts/oral-contracts"));
    QCOMPARE(box.site, QStringLiteral("guides.sll.texas.gov"));
    QCOMPARE(box.authority, model::AuthorityTier::Primary);
    QCOMPARE(box.date, QStringLiteral("2023-09-01"));
    QCOMPARE(str(lmars::test::metadataOf(box).at("rawDate")), QStringLiteral("Sep 1, 2023"));

    const model::SearchResult& graph = list.at(1);
    QCOMPARE(str(lmars::test::metadataOf(graph).at("kind")), QStringLiteral("knowledgeGraph"));
    QCOMPARE(graph.title, QStringLiteral("Statute of frauds"));
    QCOMPARE(graph.url, QStringLiteral("https://en.wikipedia.org/wiki/Statute_of_frauds"));
    QCOMPARE(graph.site, QStringLiteral("en.wikipedia.org"));
    QCOMPARE(graph.authority, model::AuthorityTier::Unknown);
    QCOMPARE(str(lmars::test::metadataOf(graph).at("entityType")), QStringLiteral("Legal doctrine"));
    QCOMPARE(str(lmars::test::metadataOf(graph).at("attributes").at("Originated")), QStringLiteral("1677, England"));

    const model::SearchResult& nolo = list.at(2);
    QCOMPARE(str(lmars::test::metadataOf(nolo).at("kind")), QStringLiteral("organic"));
    QCOMPARE(nolo.type, model::SourceType::Web);
    QCOMPARE(nolo.title, QStringLiteral("Are Verbal Agreements Legally Binding in Texas?"));
    QCOMPARE(nolo.site, QStringLiteral("nolo.com"));
    QCOMPARE(nolo.date, QStringLiteral("2024-03-03"));
    QCOMPARE(str(lmars::test::metadataOf(nolo).at("rawDate")), QStringLiteral("Mar 3, 2024"));
    QCOMPARE(lmars::test::metadataOf(nolo).at("position").get<int>(), 1);
    QCOMPARE(lmars::test::metadataOf(nolo).at("sitelinks").size(), size_t(2));
    QCOMPARE(str(lmars::test::metadataOf(nolo).at("sitelinks")[1].at("link")),
             QStringLiteral("https://www.nolo.com/legal-encyclopedia/texas"));
    QCOMPARE(nolo.authority, model::AuthorityTier::Reputable);
    // id: "web:" + first 16 hex of SHA-1 of the normalized URL (tracking parameters dropped).
    QCOMPARE(nolo.id, QStringLiteral("web:") +
                          shortHash(QStringLiteral("https://nolo.com/legal-encyclopedia/texas-oral-contracts.html")));
    QCOMPARE(nolo.id.size(), 4 + 16);

    QCOMPARE(list.at(3).date, QStringLiteral("2024-03-03"));
    QCOMPARE(list.at(3).authority, model::AuthorityTier::Primary);
    QCOMPARE(list.at(4).date, QStringLiteral("2024-03-03"));
    QCOMPARE(str(lmars::test::metadataOf(list.at(4)).at("rawDate")), QStringLiteral("3 March 2024"));
    QCOMPARE(list.at(4).authority, model::AuthorityTier::Official);
    // A relative date becomes the date it names, counted from the time of the search, marked approximate.
    const QDate twoDaysBefore = before.toUTC().date().addDays(-2);
    const QDate twoDaysBeforeEnd = QDateTime::currentDateTimeUtc().date().addDays(-2);
    const QDate computed = QDate::fromString(list.at(5).date, Qt::ISODate);
    QVERIFY2(computed == twoDaysBefore || computed == twoDaysBeforeEnd, qPrintable(list.at(5).date));
    QVERIFY(list.at(5).dateApproximate);
    QCOMPARE(str(lmars::test::metadataOf(list.at(5)).at("rawDate")), QStringLiteral("2 days ago"));
    for (int i = 0; i < 5; ++i)
        QVERIFY(!list.at(i).dateApproximate);
    QCOMPARE(list.at(5).authority, model::AuthorityTier::UserGenerated);
    QVERIFY(list.at(6).date.isEmpty());
    QVERIFY(!lmars::test::metadataOf(list.at(6)).contains("rawDate"));
    QCOMPARE(list.at(6).authority, model::AuthorityTier::Unknown);

    const model::SearchResult& asked = list.at(7);
    QCOMPARE(str(lmars::test::metadataOf(asked).at("kind")), QStringLiteral("peopleAlsoAsk"));
    QCOMPARE(asked.url, QStringLiteral("https://example.org/paa"));
    QCOMPARE(str(lmars::test::metadataOf(asked).at("question")),
             QStringLiteral("What contracts must be in writing in Texas?"));

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
    QCOMPARE(results.value().size(), 2 + 3 + 1); // featured results, three organic ones, one "people also ask"
}

void SerperSourceTest::featuredResultOnAnOrganicPageIsMerged()
{
    const QByteArray body = R"({
        "answerBox": {"title": "Box", "answer": "Yes.", "link": "https://www.nolo.com/a"},
        "organic": [{"title": "Nolo", "link": "https://nolo.com/a/", "snippet": "s", "position": 1}]
    })";
    auto results = SerperSource::parseResponse(body, 10, QDateTime::currentDateTimeUtc());
    QVERIFY(results.ok());
    QCOMPARE(results.value().size(), 1);
    const model::SearchResult& only = results.value().constFirst();
    QCOMPARE(str(lmars::test::metadataOf(only).at("kind")), QStringLiteral("organic"));
    QCOMPARE(str(lmars::test::metadataOf(only).at("answerBox").at("snippet")), QStringLiteral("Yes."));

    auto empty =
        SerperSource::parseResponse(R"({"searchParameters": {"q": "x"}})", 10, QDateTime::currentDateTimeUtc());
    QVERIFY(empty.ok());
    QVERIFY(empty.value().isEmpty());
}

void SerperSourceTest::relativeDatesAreComputedFromTheSearchTime_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<bool>("approximate");
    // Searched at 2023-05-04 00:03 UTC, the day the recorded Serper replies were taken.
    const auto row = [](const char* raw, const char* expected, bool approximate) {
        QTest::newRow(raw) << QString::fromUtf8(raw) << QString::fromUtf8(expected) << approximate;
    };
    row("5 mins ago", "2023-05-03", true); // minutes before midnight: the day before
    row("53 mins ago", "2023-05-03", true);
    row("2 mins ago", "2023-05-04", true);
    row("1 day ago", "2023-05-03", true);
    row("6 hours ago", "2023-05-03", true);
    row("an hour ago", "2023-05-03", true);
    row("3 weeks ago", "2023-04-13", true);
    row("2 months ago", "2023-03-04", true);
    row("1 year ago", "2022-05-04", true);
    row("yesterday", "2023-05-03", true);
    row("May 3, 2023", "2023-05-03", false);
    row("Sept 3, 2023", "2023-09-03", false);
    row("sometime soon", "sometime soon", false); // neither: kept as given, not a date
}

void SerperSourceTest::relativeDatesAreComputedFromTheSearchTime()
{
    QFETCH(QString, raw);
    QFETCH(QString, expected);
    QFETCH(bool, approximate);
    const QDateTime searchedAt(QDate(2023, 5, 4), QTime(0, 3), Qt::UTC);
    const json reply = {{"organic", json::array({{{"title", "Tesla"},
                                                  {"link", "https://www.reuters.com/a"},
                                                  {"snippet", "s"},
                                                  {"date", raw.toStdString()},
                                                  {"position", 1}}})}};
    auto results = SerperSource::parseResponse(QByteArray::fromStdString(reply.dump()), 10, searchedAt);
    QVERIFY(results.ok());
    QCOMPARE(results.value().size(), 1);
    const model::SearchResult& result = results.value().constFirst();
    QCOMPARE(result.date, expected);
    QCOMPARE(result.dateApproximate, approximate);
    QCOMPARE(str(lmars::test::metadataOf(result).at("rawDate")), raw);
    QCOMPARE(result.toJson().at("dateApproximate").get<bool>(), approximate);
    if (approximate)
        QCOMPARE(str(lmars::test::metadataOf(result).at("searchedAt")), QStringLiteral("2023-05-04T00:03:00Z"));
}

void SerperSourceTest::knowledgeGraphHttpLinkIsTheOrganicHttpsPage()
{
    // The recorded reply's knowledge graph links "http://www.apple.com/"; organic #1 is "https://www.apple.com/".
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_serper_dates_links.json")));
    QVERIFY(m_server->start());
    SerperSource source(configFor(*m_server));
    SearchQuery query;
    query.text = QStringLiteral("Apple Inc.");
    auto results = source.search(query);
    QVERIFY(results.ok());
    const QList<model::SearchResult>& list = results.value();
    QCOMPARE(list.size(), 6 + 4); // six organic, four "people also ask"; the knowledge graph joined organic #1
    int onApple = 0;
    for (const model::SearchResult& r : list)
        onApple += r.site == QLatin1String("apple.com") ? 1 : 0;
    QCOMPARE(onApple, 1);
    const model::SearchResult& apple = list.constFirst();
    QCOMPARE(apple.url, QStringLiteral("https://www.apple.com/"));
    QCOMPARE(str(lmars::test::metadataOf(apple).at("kind")), QStringLiteral("organic"));
    QCOMPARE(str(lmars::test::metadataOf(apple).at("knowledgeGraph").at("title")), QStringLiteral("Apple"));
    QVERIFY(apple.dateApproximate);      // "5 mins ago"
    QVERIFY(list.at(1).dateApproximate); // "1 day ago"
    QCOMPARE(list.at(2).date, QStringLiteral("2023-05-03"));
    QVERIFY(!list.at(2).dateApproximate);
    QCOMPARE(list.at(3).date, QStringLiteral("2023-09-03")); // "Sept 3, 2023"
    QVERIFY(list.at(4).date.isEmpty());
}

void SerperSourceTest::peopleAlsoAskPagesBecomeResults()
{
    QVERIFY(m_server->loadScenarioFile(QStringLiteral("search_serper_dates_links.json")));
    QVERIFY(m_server->start());
    SerperSource source(configFor(*m_server));
    SearchQuery query;
    query.text = QStringLiteral("Apple Inc.");
    auto results = source.search(query);
    QVERIFY(results.ok());
    const QList<model::SearchResult>& list = results.value();
    QCOMPARE(list.size(), 10);
    const model::SearchResult& reuters = list.at(6);
    QCOMPARE(str(lmars::test::metadataOf(reuters).at("kind")), QStringLiteral("peopleAlsoAsk"));
    QCOMPARE(reuters.url, QStringLiteral("https://www.reuters.com/markets/companies/AAPL.O/"));
    QCOMPARE(reuters.site, QStringLiteral("reuters.com"));
    QCOMPARE(reuters.title, QStringLiteral("AAPL.O - | Stock Price & Latest News - Reuters"));
    QCOMPARE(str(lmars::test::metadataOf(reuters).at("question")), QStringLiteral("What does Apple Inc do?"));
    QVERIFY(
        reuters.snippet.startsWith(QStringLiteral("Apple Inc. (Apple) designs, manufactures and markets smartphones, "
                                                  "personal computers"))); // line breaks folded
    QCOMPARE(reuters.id,
             QStringLiteral("web:") + shortHash(QStringLiteral("https://reuters.com/markets/companies/AAPL.O")));
    QCOMPARE(list.at(9).title, QStringLiteral("Tim Cook - Wikipedia"));

    // An answer to a question on a page already listed joins that result.
    const QByteArray body = R"({"organic": [{"title": "Nolo", "link": "https://www.nolo.com/a", "position": 1}],
        "peopleAlsoAsk": [{"question": "Is it binding?", "snippet": "Usually.", "title": "Nolo", "link": "http://nolo.com/a/"},
                          {"question": "No link?", "snippet": "dropped"}]})";
    auto merged = SerperSource::parseResponse(body, 10, QDateTime::currentDateTimeUtc());
    QVERIFY(merged.ok());
    QCOMPARE(merged.value().size(), 1);
    QCOMPARE(str(lmars::test::metadataOf(merged.value().constFirst()).at("peopleAlsoAsk").at("question")),
             QStringLiteral("Is it binding?"));
}

void SerperSourceTest::newsEndpointItemsAreResults()
{
    const QByteArray body = R"({"searchParameters": {"q": "Tesla Inc.", "type": "news"},
        "news": [{"title": "ISS recommends", "link": "https://www.reuters.com/business/x", "snippet": "Proxy...",
                  "date": "5 mins ago", "source": "Reuters", "position": 1}]})";
    const QDateTime searchedAt(QDate(2023, 5, 4), QTime(15, 0), Qt::UTC);
    auto results = SerperSource::parseResponse(body, 10, searchedAt);
    QVERIFY(results.ok());
    QCOMPARE(results.value().size(), 1);
    const model::SearchResult& news = results.value().constFirst();
    QCOMPARE(str(lmars::test::metadataOf(news).at("kind")), QStringLiteral("news"));
    QCOMPARE(str(lmars::test::metadataOf(news).at("publisher")), QStringLiteral("Reuters"));
    QCOMPARE(news.date, QStringLiteral("2023-05-04"));
    QVERIFY(news.dateApproximate);
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
