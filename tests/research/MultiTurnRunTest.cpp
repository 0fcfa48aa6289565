// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-turn runs (follow-ups, search → read → judge → refine, summary) through the real HTTP code
// against one scripted server (tests/scenarios/run_multi_openai.json).
#include "ScriptedRunConfig.h"
#include "ScriptedServer.h"
#include "SourceMetadata.h"
#include "common/JsonUtil.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "research/ResearchRun.h"
#include "research/SourceFactory.h"
#include "search/PageReader.h"
#include "settings/AppConfig.h"

#include <QFile>
#include <QMap>
#include <QPainter>
#include <QPdfWriter>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace lmars;
using Json = nlohmann::json;

namespace {

class Answers final : public research::FollowUpResponder
{
public:
    QStringList answer(const QList<model::FollowUp>& questions, const CancelToken&) override
    {
        asked = questions;
        return {QStringLiteral("California"), QString()}; // the second stays unanswered
    }
    QList<model::FollowUp> asked;
};

Json loadScenario()
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/run_multi_openai.json"));
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(f.readAll().toStdString());
}

Json& route(Json& scenario, const std::string& path, const std::string& bodyContains = {})
{
    for (Json& r : scenario["routes"]) {
        if (r["path"] == path &&
            (bodyContains.empty() ||
             r.value("match", Json::object()).value("bodyContains", std::string()) == bodyContains))
            return r;
    }
    static Json none;
    return none;
}

QStringList serperQueries(const test::ScriptedServer& server)
{
    QStringList out;
    for (const auto& r : server.requestsTo(QStringLiteral("/search")))
        out << json::field(json::parse(r.body), "q");
    return out;
}

QList<QByteArray> judgeBodies(const test::ScriptedServer& server)
{
    QList<QByteArray> out;
    for (const auto& r : server.requestsTo(QStringLiteral("/v1/chat/completions"))) {
        if (r.body.contains("\"name\":\"judgment\""))
            out << r.body;
    }
    return out;
}

} // namespace

class MultiTurnRunTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<test::ScriptedServer> m_server;

    std::unique_ptr<research::ResearchRun> makeRun(const Json& scenario, research::ResearchOptions options,
                                                   Answers* answers)
    {
        QString error;
        if (!m_server->loadScenario(json::dump(scenario), &error))
            qWarning() << error;
        QPdfWriter writer(m_dir.filePath(QStringLiteral("guide.pdf")));
        {
            QPainter painter(&writer);
            painter.drawText(
                QRect(200, 200, 8000, 2000), Qt::TextWordWrap,
                QStringLiteral("Tenant guide. The notice period is thirty days for month-to-month tenancies."));
        }
        m_server->addRoute(
            json::dump(Json{{"method", "GET"},
                            {"path", "/pages/guide.pdf"},
                            {"responses",
                             {{{"delayMs", 300},
                               {"headers", {{"Content-Type", "application/pdf"}}},
                               {"bodyFile", m_dir.filePath(QStringLiteral("guide.pdf")).toStdString()}}}}}));
        if (!m_server->start())
            return nullptr;
        const QString base = m_server->baseUrl().toString();
        settings::AppConfig config = test::ScriptedRunConfig::make(base);
        QStringList notes;
        auto sources = research::SourceFactory::create(config, {}, &notes);
        if (!sources)
            return nullptr;
        auto http = std::make_shared<net::HttpClient>();
        options.mode = lmars::model::ResearchMode::MultiTurn;
        auto run =
            std::make_unique<research::ResearchRun>(QStringLiteral("My landlord kept my deposit. What can I do?"),
                                                    options, llm::ChatModel::create(config.llm, http), sources.value());
        run->setFollowUpResponder(answers);
        run->setPageReader(std::make_shared<search::PageReader>());
        return run;
    }

private Q_SLOTS:
    void init() { m_server = std::make_unique<test::ScriptedServer>(); }

    void judgeLoopRefinesUntilSufficient()
    {
        Answers answers;
        auto run = makeRun(loadScenario(), research::ResearchOptions(), &answers);
        QVERIFY(run);
        const auto result = run->run(CancelToken());
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        const model::ResearchState& s = run->state();
        QCOMPARE(s.status, lmars::model::RunStatus::Finished);

        // Follow-ups asked, answers kept WITH their questions; one left unanswered.
        QCOMPARE(answers.asked.size(), 2);
        QCOMPARE(s.followUps.size(), 2);
        QCOMPARE(s.followUps.at(0).question, QStringLiteral("Which state is the rental in?"));
        QCOMPARE(s.followUps.at(0).answer, QStringLiteral("California"));
        QVERIFY(s.followUps.at(1).answer.isEmpty());

        // Exactly three iterations: insufficient, insufficient, sufficient.
        QVERIFY(s.iterations.size() == 3);
        QVERIFY(s.iterations.at(0).verdict && !s.iterations.at(0).verdict->sufficient);
        QVERIFY(s.iterations.at(1).verdict && !s.iterations.at(1).verdict->sufficient);
        QVERIFY(s.iterations.at(2).verdict && s.iterations.at(2).verdict->sufficient);
        QVERIFY(s.iterations.at(0).index == 1);
        QVERIFY(s.iterations.at(2).index == 3);

        // Refinements drove the next searches (instruction prefixes and quotes stripped) and no query ran twice.
        // The planned case_law query went to CourtListener only; the judge's refinements are web searches.
        // (Searches of one round run concurrently, so compare without their arrival order.)
        QStringList queries = serperQueries(*m_server);
        queries.sort();
        QCOMPARE(queries, QStringList({QStringLiteral("California Civil Code 1950.5 bad faith penalty"),
                                       QStringLiteral("California security deposit itemized statement receipts"),
                                       QStringLiteral("California security deposit return deadline"),
                                       QStringLiteral("small claims court security deposit California")}));
        QCOMPARE(QSet<QString>(queries.begin(), queries.end()).size(), queries.size()); // none ran twice
        QCOMPARE(m_server->requestsTo(QStringLiteral("/api/rest/v4/search/")).size(), 1);
        QVERIFY(s.iterations.at(1).queries.size() == 2); // 2 refinements × the web source
        QVERIFY(s.iterations.at(2).queries.size() == 1); // the repeated refinement was skipped

        // Deduplicated with stable numbers: the statute page returned again in round 2 keeps [1].
        QVERIFY(s.sources.at(0).url.endsWith(QStringLiteral("/pages/statute.html")));
        QVERIFY(s.iterations.at(0).resultIds.size() == 4); // 3 web + 1 opinion
        QVERIFY(s.iterations.at(1).resultIds.size() == 2); // penalty page + itemized page
        QVERIFY(s.iterations.at(2).resultIds.size() == 1); // small-claims page
        QCOMPARE(s.sources.size(), 7);
        QSet<QString> ids;
        for (const auto& src : s.sources)
            ids.insert(src.id);
        QCOMPARE(ids.size(), 7);

        // The judge saw follow-ups with answers, the evidence, and its earlier verdicts of this run.
        const QList<QByteArray> judge = judgeBodies(*m_server);
        QCOMPARE(judge.size(), 3);
        for (const QByteArray& body : judge) {
            QVERIFY(body.contains("Which state is the rental in?"));
            QVERIFY(body.contains("A: California"));
            QVERIFY(body.contains("(not answered)"));
            QVERIFY(body.contains("\"temperature\":0"));
        }
        QVERIFY(!judge.at(0).contains("FIRST-VERDICT"));
        QVERIFY(judge.at(1).contains("FIRST-VERDICT"));
        QVERIFY(judge.at(2).contains("SECOND-VERDICT"));
        QVERIFY(judge.at(0).contains("Iteration: 1 of at most 3"));
        QVERIFY(judge.at(2).contains("Iteration: 3 of at most 3"));
        QVERIFY(judge.at(1).contains("more lenient"));

        // The summary got the follow-ups and the read page text.
        const auto chats = m_server->requestsTo(QStringLiteral("/v1/chat/completions"));
        const QByteArray summary = chats.last().body;
        QVERIFY(summary.contains("\"stream\":true"));
        QVERIFY(summary.contains("Which state is the rental in?"));
        QVERIFY(summary.contains("A: California"));
        QVERIFY(summary.contains("Page text (excerpt)"));
        QVERIFY(!summary.contains("INSUFFICIENT"));

        // Deep reading: the anchor sentence is inside the kept window; the 404 keeps its snippet.
        const model::SearchResult& statute = s.sources.at(0);
        QVERIFY(statute.content.contains(QStringLiteral("must return the security deposit within 21 days")));
        QVERIFY(statute.content.size() <= 2500);
        QVERIFY(!statute.content.contains(QStringLiteral("SCRIPT")));
        QVERIFY(lmars::test::metadataOf(statute)["read"]["status"] == "read");
        QVERIFY(lmars::test::metadataOf(statute)["read"]["anchored"] == true);
        const model::SearchResult& guide = s.sources.at(1);
        QVERIFY(guide.content.contains(QStringLiteral("thirty days")));
        QVERIFY(lmars::test::metadataOf(guide)["read"]["pages"] == 1);
        const model::SearchResult& gone = s.sources.at(2);
        QVERIFY(gone.content.isEmpty());
        QCOMPARE(gone.snippet, QStringLiteral("an old page about deposits"));
        QVERIFY(lmars::test::metadataOf(gone)["read"]["status"] == "failed");
        QVERIFY(json::field(lmars::test::metadataOf(gone)["read"], "reason").contains(QStringLiteral("404")));
        QVERIFY(gone.pageRead && !gone.pageRead->ok);
        QCOMPARE(gone.pageRead->httpStatus, 404); // the status the server answered, recorded
        QVERIFY(statute.pageRead && statute.pageRead->ok);

        // The three pages of round 1 (300 ms each) were fetched at the same time.
        QList<qint64> starts;
        for (const char* path : {"/pages/statute.html", "/pages/guide.pdf", "/pages/gone.html"})
            starts << m_server->requestsTo(QLatin1String(path)).constFirst().receivedAtMs;
        const qint64 spread =
            *std::max_element(starts.begin(), starts.end()) - *std::min_element(starts.begin(), starts.end());
        QVERIFY2(spread < 250, qPrintable(QStringLiteral("page fetches started %1 ms apart").arg(spread)));

        QVERIFY(s.answer.markdown.startsWith(QStringLiteral("Under California law")));
        QCOMPARE(s.usage.calls, 7); // follow-ups, analysis, queries, 3 judgments, summary
    }

    void userJurisdictionReachesEveryAgentAndWins()
    {
        // The analysis infers "California, United States"; the user's own words win, in every prompt.
        const QString jurisdiction = QStringLiteral("Alameda County, California");
        Answers answers;
        research::ResearchOptions options;
        options.jurisdiction = QStringLiteral("  Alameda County,  California ");
        auto run = makeRun(loadScenario(), options, &answers);
        QVERIFY(run);
        QVERIFY(run->run(CancelToken()).ok());
        const model::ResearchState& s = run->state();
        QCOMPARE(s.question, QStringLiteral("My landlord kept my deposit. What can I do?")); // the user's text only
        QCOMPARE(s.analysis.jurisdiction, jurisdiction);
        QCOMPARE(s.settings.jurisdiction, jurisdiction);
        QCOMPARE(json::field(s.toJson()["settings"], "jurisdiction"), jurisdiction);

        QMap<QString, int> seen;
        for (const auto& r : m_server->requestsTo(QStringLiteral("/v1/chat/completions"))) {
            const QString body = QString::fromUtf8(r.body);
            QString agent = QStringLiteral("summary");
            for (const char* name : {"follow_up_questions", "query_analysis", "search_queries", "judgment"}) {
                const QByteArray marker = QByteArray("\"name\":\"") + name + '"';
                if (r.body.contains(marker))
                    agent = QString::fromLatin1(name);
            }
            // Before the analysis the person's jurisdiction is a field of its own; after it, the analysis'.
            const QString field =
                agent == QLatin1String("follow_up_questions") || agent == QLatin1String("query_analysis")
                    ? QStringLiteral("Jurisdiction given by the person: ") + jurisdiction
                    : QStringLiteral("- Jurisdiction: ") + jurisdiction;
            QVERIFY2(body.contains(field), qPrintable(QString(agent + QStringLiteral(": ") + body.left(600))));
            if (agent != QLatin1String("follow_up_questions") && agent != QLatin1String("query_analysis"))
                QVERIFY2(!body.contains(QStringLiteral("California, United States")), qPrintable(agent)); // inferred
            ++seen[agent];
        }
        QCOMPARE(seen.value(QStringLiteral("follow_up_questions")), 1);
        QCOMPARE(seen.value(QStringLiteral("query_analysis")), 1);
        QCOMPARE(seen.value(QStringLiteral("search_queries")), 1);
        QCOMPARE(seen.value(QStringLiteral("judgment")), 3);
        QCOMPARE(seen.value(QStringLiteral("summary")), 1);
    }

    void withoutAJurisdictionTheAnalysisInfersIt()
    {
        Answers answers;
        auto run = makeRun(loadScenario(), research::ResearchOptions(), &answers);
        QVERIFY(run && run->run(CancelToken()).ok());
        QCOMPARE(run->state().analysis.jurisdiction, QStringLiteral("California, United States"));
        QVERIFY(run->state().settings.jurisdiction.isEmpty());
        QVERIFY(!run->state().toJson()["settings"].contains("jurisdiction"));
        for (const auto& r : m_server->requestsTo(QStringLiteral("/v1/chat/completions")))
            QVERIFY(!r.body.contains("Jurisdiction given by the person"));
        QVERIFY(judgeBodies(*m_server).first().contains("- Jurisdiction: California, United States"));
    }

    void iterationCapStopsTheLoopAndTheAnswerSaysWhatIsMissing()
    {
        Answers answers;
        research::ResearchOptions options;
        options.maxIterations = 2;
        auto run = makeRun(loadScenario(), options, &answers);
        QVERIFY(run->run(CancelToken()).ok());
        const model::ResearchState& s = run->state();
        QVERIFY(s.iterations.size() == 2);
        QCOMPARE(judgeBodies(*m_server).size(), 2);
        QVERIFY(judgeBodies(*m_server).at(1).contains("last iteration"));
        const QByteArray summary = m_server->requestsTo(QStringLiteral("/v1/chat/completions")).last().body;
        QVERIFY(summary.contains("INSUFFICIENT"));
        QVERIFY(summary.contains("where to sue for the deposit"));
    }

    void invalidJudgeCountsAsInsufficientAndTheRunContinues()
    {
        Json scenario = loadScenario();
        route(scenario, "/v1/chat/completions", "\"name\":\"judgment\"")["responses"] =
            Json::array({{{"json",
                           {{"choices",
                             {{{"index", 0},
                               {"message", {{"role", "assistant"}, {"content", "I think it is fine."}}},
                               {"finish_reason", "stop"}}}}}}}});
        Answers answers;
        auto run = makeRun(scenario, research::ResearchOptions(), &answers);
        QVERIFY(run->run(CancelToken()).ok());
        const model::ResearchState& s = run->state();
        QCOMPARE(s.status, lmars::model::RunStatus::Finished);
        QVERIFY(s.iterations.size() == 1); // no refinements → no new query → the loop ends
        QVERIFY(s.iterations.at(0).verdict && !s.iterations.at(0).verdict->sufficient);
        QVERIFY(!s.iterations.at(0).verdict->error.isEmpty());
        QCOMPARE(judgeBodies(*m_server).size(), 2); // the call and its one repair retry
        bool judgeError = false;
        for (const auto& e : s.errors)
            judgeError = judgeError || e.stage == lmars::model::Stage::Judge;
        QVERIFY(judgeError);
        QVERIFY(!s.answer.markdown.isEmpty());
    }

    void noFollowUpsSkipsTheQuestions()
    {
        Answers answers;
        research::ResearchOptions options;
        options.askFollowUps = false;
        auto run = makeRun(loadScenario(), options, &answers);
        QVERIFY(run->run(CancelToken()).ok());
        QVERIFY(answers.asked.isEmpty());
        QVERIFY(run->state().followUps.isEmpty());
        for (const auto& r : m_server->requestsTo(QStringLiteral("/v1/chat/completions")))
            QVERIFY(!r.body.contains("follow_up_questions"));
    }

    void cancelDuringPageReadingStopsQuickly()
    {
        Json scenario = loadScenario();
        route(scenario, "/pages/statute.html")["responses"][0]["delayMs"] = 5000;
        Answers answers;
        auto run = makeRun(scenario, research::ResearchOptions(), &answers);
        CancelToken cancel;
        QElapsedTimer sinceCancel;
        std::atomic_bool cancelled{false};
        std::thread watcher([&] {
            // Cancel once the slow page has been requested.
            for (int i = 0; i < 400 && m_server->requestsTo(QStringLiteral("/pages/statute.html")).isEmpty(); ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            sinceCancel.start();
            cancel.cancel();
            cancelled = true;
        });
        const auto result = run->run(cancel);
        const qint64 ms = sinceCancel.elapsed();
        watcher.join();
        QVERIFY(cancelled);
        QVERIFY(!result.ok());
        QCOMPARE(run->state().status, lmars::model::RunStatus::Cancelled);
        QVERIFY2(ms < 200, qPrintable(QStringLiteral("%1 ms").arg(ms)));
        QVERIFY(!run->state().sources.isEmpty());
    }
};

QTEST_MAIN(MultiTurnRunTest)
#include "MultiTurnRunTest.moc"
