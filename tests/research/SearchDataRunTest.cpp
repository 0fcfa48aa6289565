// SPDX-License-Identifier: GPL-3.0-or-later
// What real search replies become in a whole Simple Mode run, through the real HTTP code against a
// scripted server: the model of run_simple_openai.json, Serper replies with relative dates and the
// same pages under different addresses (run_search_serper_overlap.json), CourtListener with
// highlighting in every field (search_courtlistener_highlight.json).
#include "EventLog.h"
#include "ScriptedRunConfig.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "research/ResearchRun.h"
#include "research/SourceFactory.h"
#include "settings/AppConfig.h"

#include <QDateTime>
#include <QFile>
#include <QTest>

using namespace lmars;
using Json = nlohmann::json;

namespace {

Json loadScenario(const QString& name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(f.readAll().toStdString(), nullptr, false);
}

/// The model routes of the simple OpenAI run, the search routes of the two search scenarios.
Json combinedScenario()
{
    Json routes = Json::array();
    const Json modelScenario = loadScenario(QStringLiteral("run_simple_openai.json"));
    for (const Json& route : modelScenario.value("routes", Json::array())) {
        if (route.value("path", std::string()) != "/v1/chat/completions")
            continue;
        Json copy = route;
        // Queries run only on the sources of their type: the case-law query is also planned as a web
        // search, so that Serper answers two queries and the same pages arrive under different addresses.
        if (copy.value("match", Json::object()).value("bodyContains", std::string()) == "\"name\":\"search_queries\"") {
            Json& message = copy["responses"][0]["json"]["choices"][0]["message"];
            Json plan = Json::parse(message["content"].get<std::string>());
            Json web = plan["queries"][1];
            web["type"] = "web_search";
            web["query"] = web["query"].get<std::string>() + " Civil Code"; // planned texts are kept once
            plan["queries"].push_back(web);
            message["content"] = plan.dump();
        }
        routes.push_back(copy);
    }
    for (const char* name : {"run_search_serper_overlap.json", "search_courtlistener_highlight.json"}) {
        const Json search = loadScenario(QString::fromLatin1(name));
        for (const Json& route : search.value("routes", Json::array()))
            routes.push_back(route);
    }
    return Json{{"routes", routes}};
}

QString text(const Json& value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}

/// Everything the model was told in one chat request.
QString promptOf(const QByteArray& body)
{
    const Json request = Json::parse(body.toStdString(), nullptr, false);
    QString out;
    for (const Json& message : request.value("messages", Json::array()))
        out += text(message.value("content", Json())) + QLatin1Char('\n');
    return out;
}

const model::SearchResult* sourceOnSite(const model::ResearchState& state, const QString& site)
{
    for (const model::SearchResult& s : state.sources) {
        if (s.site == site)
            return &s;
    }
    return nullptr;
}

} // namespace

class SearchDataRunTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realSearchDataReachesTheRunHonestly()
    {
        test::ScriptedServer server;
        QString error;
        QVERIFY2(server.loadScenario(lmars::json::dump(combinedScenario()), &error), qPrintable(error));
        QVERIFY(server.start());
        const QString base = server.baseUrl().toString();
        settings::AppConfig config = test::ScriptedRunConfig::make(base);
        config.llm.requestTimeoutMs = 10000;
        QStringList notes;
        auto sources = research::SourceFactory::create(config, {}, &notes);
        QVERIFY(sources.ok());
        std::shared_ptr<llm::ChatModel> model = llm::ChatModel::create(config.llm, std::make_shared<net::HttpClient>());
        research::ResearchRun run(QStringLiteral("My landlord in California kept my deposit. What can I do?"),
                                  research::ResearchOptions(), model, sources.value());
        test::EventLog log;
        run.addObserver(&log);
        const QDateTime before = QDateTime::currentDateTimeUtc();
        const auto result = run.run(CancelToken());
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        const model::ResearchState& s = run.state();
        // Each planned query ran on the sources of its type only: two web ones on Serper, the case-law one on
        // CourtListener.
        QCOMPARE(server.requestsTo(QStringLiteral("/search")).size(), 2);
        QCOMPARE(server.requestsTo(QStringLiteral("/api/rest/v4/search/")).size(), 1);

        // One source per page: courts.ca.gov came as https://www...?utm_source=, as the knowledge graph's
        // http://www... and as http://...htm/; Nolo as a "people also ask" page and with srsltid.
        int courts = 0;
        int nolo = 0;
        for (const model::SearchResult& source : s.sources) {
            courts += source.site == QLatin1String("courts.ca.gov") ? 1 : 0;
            nolo += source.site == QLatin1String("nolo.com") ? 1 : 0;
        }
        QCOMPARE(courts, 1);
        QCOMPARE(nolo, 1);
        QCOMPARE(s.sources.size(), 4 + 5); // four web pages, five CourtListener opinions

        // "5 mins ago" became the date of the search, marked approximate; "Sept 3, 2023" is exact.
        const model::SearchResult* court = sourceOnSite(s, QStringLiteral("courts.ca.gov"));
        QVERIFY(court);
        QVERIFY(court->dateApproximate);
        const QDate searched = QDate::fromString(court->date, Qt::ISODate);
        QVERIFY2(searched >= before.date().addDays(-1) && searched <= QDateTime::currentDateTimeUtc().date(),
                 qPrintable(court->date));
        const model::SearchResult* statute = sourceOnSite(s, QStringLiteral("leginfo.legislature.ca.gov"));
        QVERIFY(statute);
        QCOMPARE(statute->date, QStringLiteral("2023-09-03"));
        QVERIFY(!statute->dateApproximate);
        const model::SearchResult* dca = sourceOnSite(s, QStringLiteral("dca.ca.gov"));
        QVERIFY(dca);
        QVERIFY(dca->dateApproximate); // "2 weeks ago"

        // The trajectory records the flag beside the date.
        const Json trajectory = s.toJson();
        int approximate = 0;
        for (const Json& source : trajectory["sources"]) {
            QVERIFY(source.contains("dateApproximate"));
            approximate += source["dateApproximate"].get<bool>() ? 1 : 0;
        }
        QCOMPARE(approximate, 2);
        const QByteArray document = lmars::json::dump(trajectory);
        QVERIFY(!document.contains("<mark>"));

        // What the model was told: plain citations and dockets, approximate dates said to be so.
        const auto chats = server.requestsTo(QStringLiteral("/v1/chat/completions"));
        QVERIFY(!chats.isEmpty());
        const QString prompt = promptOf(chats.last().body);
        QVERIFY2(prompt.contains(QStringLiteral("Reporter citation: 22 AL 339; 33 state 1")), qPrintable(prompt));
        QVERIFY(prompt.contains(QStringLiteral("Docket: docket number 2")));
        QVERIFY(prompt.contains(QStringLiteral("[") + QString::number(court - s.sources.constData() + 1) +
                                QStringLiteral("] Security Deposits - California Courts - Self Help Guide")));
        QVERIFY(prompt.contains(QStringLiteral("(approximate: the search engine said \"5 mins ago\")")));
        QVERIFY(prompt.contains(QStringLiteral("Pe\u00F1a v. M\u00FCller & Sons Co.")));
        QVERIFY(!prompt.contains(QStringLiteral("<mark>")));
        QVERIFY(!prompt.contains(QStringLiteral("&amp;")));
    }
};

QTEST_GUILESS_MAIN(SearchDataRunTest)
#include "SearchDataRunTest.moc"
