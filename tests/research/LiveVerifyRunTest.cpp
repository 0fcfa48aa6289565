// SPDX-License-Identifier: GPL-3.0-or-later
// Citation checks while the answer streams (issue 13, point 7): a Simple Mode run through RunBuilder
// against one scripted server (the OpenAI-compatible model streaming slowly, Serper, CourtListener's
// search and citation lookup). Citations are looked up while the answer is still streaming, one of
// them split across two chunks; the final record equals a check of the whole answer; cancel stops
// the checks within 200 ms while a lookup is outstanding.
#include "CitationLookupScript.h"
#include "CitingOpinionsScript.h"
#include "ScriptedRunConfig.h"
#include "ScriptedServer.h"
#include "TestTiming.h"
#include "common/JsonUtil.h"
#include "research/RunBuilder.h"
#include "research/VerifyStage.h"
#include "settings/AppConfig.h"
#include "verify/NetworkCitationChecker.h"

#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

#include <atomic>
#include <thread>

using namespace lmars;
using Json = nlohmann::json;
using model::CitationStatus;
namespace lookup = test::lookup;

namespace {

// Obergefell is right (and "Id." takes its result); Roe's citation under Brown's name is a mismatch;
// 999 F.3d 1 does not exist; Miranda is right. The chunks split "576 U.S. 6|44" and "(9th Cir. 20|21)".
const QStringList kChunks{
    QStringLiteral("Same-sex couples may marry: Obergefell v. Hodges, 576 U.S. 6"),
    QStringLiteral("44, 675 (2015) [1]. Id. at 660. The same holding is often "),
    QStringLiteral("misattributed, as in Brown v. Board of Education, 410 U.S. 113 (1954) [2], which "),
    QStringLiteral("is a different case altogether. One brief relied on Smith v. Jones, 999 F.3d 1 (9th Cir. 20"),
    QStringLiteral("21) [3], which no reporter contains. Suspects must be warned before questioning under "),
    QStringLiteral("Miranda v. Arizona, 384 U.S. 436 (1966) [1], a rule the courts still apply today "),
    QStringLiteral("in every custodial interrogation [2].\n\n## Disclaimers\n\n- This is legal information, "),
    QStringLiteral("not legal advice.\n"),
};

Json loadScenario(const QString& name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(f.readAll().toStdString());
}

/// The answer as an OpenAI chat.completion.chunk stream, one chunk every chunkDelayMs.
Json answerStream(int chunkDelayMs)
{
    Json sse = Json::array();
    for (const QString& piece : kChunks)
        sse.push_back(
            {{"data",
              {{"id", "chatcmpl-s"},
               {"object", "chat.completion.chunk"},
               {"choices",
                {{{"index", 0}, {"delta", {{"content", piece.toStdString()}}}, {"finish_reason", nullptr}}}}}}});
    sse.push_back({{"data",
                    {{"id", "chatcmpl-s"},
                     {"object", "chat.completion.chunk"},
                     {"choices", {{{"index", 0}, {"delta", Json::object()}, {"finish_reason", "stop"}}}}}}});
    sse.push_back("[DONE]");
    return {{"status", 200}, {"sse", sse}, {"chunkDelayMs", chunkDelayMs}};
}

/// Obergefell's cluster as the lookup gives it; with its opinion's id when the citator is to find it.
Json obergefell(bool withOpinion)
{
    Json cluster = lookup::cluster(2812209, QStringLiteral("Obergefell v. Hodges"), QStringLiteral("2015-06-26"),
                                   QStringLiteral("obergefell-v-hodges"));
    if (withOpinion)
        cluster["sub_opinions"] = {"https://www.courtlistener.com/api/rest/v4/opinions/9001/"};
    return cluster;
}

/// CourtListener's answer for one citation posted alone (the checker sends one per request here).
QByteArray lookupRoute(const QString& citation, int status, const QList<Json>& clusters, int delayMs)
{
    return lookup::route(lookup::reply(citation, {lookup::Entry(citation, status, clusters)}), delayMs,
                         QString::fromLatin1(QUrl::toPercentEncoding(citation)));
}

/// The citator's routes: the cites: search for Obergefell's opinion 9001 and the citing opinion's text.
QList<QByteArray> citingRoutes()
{
    const QList<test::citing::Result> results = {{4002,
                                                  QStringLiteral("Adams v. Baker"),
                                                  QStringLiteral("scotus"),
                                                  QStringLiteral("Supreme Court of the United States"),
                                                  QStringLiteral("2022-06-24"),
                                                  {},
                                                  5002,
                                                  QStringLiteral("\nOPINION\n")}};
    // The search answers late: the run has announced its verified answer long before.
    return {test::citing::searchRoute(9001, {test::citing::ok(test::citing::searchReply(1, results), 600)}),
            test::citing::opinionRoute(
                5002, {test::citing::ok(test::citing::opinion(
                          5002, 4002,
                          QStringLiteral("<p>We hold that <i>Obergefell v. Hodges</i>, %1, must be overruled.</p>")
                              .arg(test::citing::link(2812209, 9001, QStringLiteral("obergefell-v-hodges"),
                                                      QStringLiteral("576 U.S. 644")))))})};
}

/// The citator's searches among the scripted server's requests (the run's own case-law search aside).
int citingSearches(const test::ScriptedServer& server)
{
    int n = 0;
    for (const test::RecordedRequest& request : server.requestsTo(QStringLiteral("/api/rest/v4/search/")))
        n += QUrl::fromPercentEncoding(request.query.toUtf8()).contains(QStringLiteral("cites:")) ? 1 : 0;
    return n;
}

struct Fixture
{
    test::ScriptedServer server;
    settings::AppConfig config;

    /// citing: Obergefell's lookup lists its opinion 9001, whose citing opinions (CourtListener's
    /// cites: search) include a later (made-up) opinion that overrules it.
    bool start(int chunkDelayMs, int lookupDelayMs, bool citing = false)
    {
        Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        for (Json& route : scenario["routes"]) {
            if (route["path"] == "/v1/chat/completions" &&
                route.value("match", Json::object()).value("bodyContains", std::string()) == "\"stream\":true")
                route["responses"] = Json::array({answerStream(chunkDelayMs)});
        }
        if (citing) { // first, so that they win over the scenario's own CourtListener search route
            for (const QByteArray& route : citingRoutes())
                scenario["routes"].insert(scenario["routes"].begin(), Json::parse(route.toStdString()));
        }
        QString error;
        if (!server.loadScenario(json::dump(scenario), &error)) {
            qWarning() << "scripted server:" << error;
            return false;
        }
        const QList<QByteArray> routes{
            lookupRoute(QStringLiteral("576 U.S. 644"), 200, {obergefell(citing)}, lookupDelayMs),
            lookupRoute(QStringLiteral("410 U.S. 113"), 200,
                        {lookup::cluster(108713, QStringLiteral("Roe v. Wade"), QStringLiteral("1973-01-22"),
                                         QStringLiteral("roe-v-wade"))},
                        lookupDelayMs),
            lookupRoute(QStringLiteral("999 F.3d 1"), 404, {}, lookupDelayMs),
            lookupRoute(QStringLiteral("384 U.S. 436"), 200,
                        {lookup::cluster(107252, QStringLiteral("Miranda v. Arizona"), QStringLiteral("1966-06-13"),
                                         QStringLiteral("miranda-v-arizona"))},
                        lookupDelayMs)};
        for (const QByteArray& route : routes) {
            if (!server.addRoute(route, &error)) {
                qWarning() << "lookup route:" << error;
                return false;
            }
        }
        if (!server.start())
            return false;
        const QString base = server.baseUrl().toString();
        config = test::ScriptedRunConfig::make(base);
        config.llmProviderOrigin = settings::ValueOrigin::Environment;
        config.llm.requestTimeoutMs = 30000;
        return true;
    }

    /// The network checker against the scripted CourtListener, one citation per lookup request.
    std::unique_ptr<verify::NetworkCitationChecker> checker() const
    {
        verify::NetworkCheckerConfig checks;
        checks.lookup.baseUrl = server.baseUrl();
        checks.lookup.token = QStringLiteral("tok-live");
        checks.lookup.maxAttempts = 1;
        checks.lookup.maxCitationsPerRequest = 1;
        checks.official.enabled = false;
        return std::make_unique<verify::NetworkCitationChecker>(checks, nullptr);
    }

    research::BuiltRun build()
    {
        research::RunBuilder builder(config, {});
        auto built = builder.build(QStringLiteral("Which cases say what about marriage and warnings?"),
                                   research::ResearchOptions(), nullptr);
        if (!built) {
            qWarning() << built.error().toString();
            return {};
        }
        built->run->setCitationChecker(checker());
        return std::move(built.value());
    }

    int lookups() const { return int(server.requestsTo(QStringLiteral("/api/rest/v4/citation-lookup/")).size()); }
};

/// Sees each event with the state: which citations had a result while the answer was streaming.
class StreamWatcher final : public model::ResearchObserver
{
public:
    void onEvent(const model::ResearchEvent& event, const model::ResearchState& state) override
    {
        using T = model::ResearchEvent::Type;
        if (event.type == T::StageFinished && event.stage == model::Stage::Summary)
            summaryDone = true;
        if (event.type == T::Verification && !summaryDone) {
            ++liveEvents;
            for (const model::VerifiedCitation& c : state.verification.citations)
                if (c.check.status != CitationStatus::Unchecked &&
                    !checkedWhileStreaming.contains(c.citation.normalized))
                    checkedWhileStreaming << c.citation.normalized;
        }
        if (hook)
            hook(event);
    }
    bool summaryDone = false;
    int liveEvents = 0;
    QStringList checkedWhileStreaming;
    std::function<void(const model::ResearchEvent&)> hook;
};

} // namespace

class LiveVerifyRunTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the session database and its cache

    void citationsAreCheckedWhileTheAnswerStreams()
    {
        Fixture f;
        QVERIFY(f.start(250, 0));
        auto built = f.build();
        QVERIFY(built.run);
        StreamWatcher watcher;
        built.run->addObserver(&watcher);
        const auto result = built.run->run(CancelToken());
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        const model::ResearchState& s = built.run->state();
        QCOMPARE(s.status, model::RunStatus::Finished);

        // Results came while the answer streamed, before its last chunks: the first citations are
        // followed by hundreds of characters written 250 ms apart.
        QVERIFY(watcher.liveEvents > 0);
        QVERIFY2(watcher.checkedWhileStreaming.contains(QStringLiteral("576 U.S. 644")),
                 qPrintable(watcher.checkedWhileStreaming.join(QStringLiteral(", "))));
        QVERIFY(watcher.checkedWhileStreaming.contains(QStringLiteral("410 U.S. 113")));

        // Never looked up twice in one run (the revision's text cites the same cases).
        QCOMPARE(f.lookups(), 4);
        for (const auto& request : f.server.requestsTo(QStringLiteral("/api/rest/v4/citation-lookup/")))
            QVERIFY(!lookup::postedText(request.body).contains(QStringLiteral("576 U.S. 6\n"))); // never a prefix

        // The record: the split citation whole, the mismatch, the fabricated case, the short form.
        const model::Verification& v = s.verification;
        QVERIFY(v.present);
        QVERIFY(v.finished);
        QCOMPARE(v.citations.size(), 5);
        QCOMPARE(v.citations.at(0).citation.normalized, QStringLiteral("576 U.S. 644"));
        QCOMPARE(v.citations.at(0).citation.pinCite, QStringLiteral("675"));
        QCOMPARE(v.citations.at(0).check.status, CitationStatus::Verified);
        QCOMPARE(v.citations.at(1).citation.kind, model::CitationKind::ShortForm);
        QCOMPARE(v.citations.at(1).check.status, CitationStatus::Verified);
        QCOMPARE(v.citations.at(2).check.status, CitationStatus::Mismatch);
        QCOMPARE(v.citations.at(3).citation.year, 2021);
        QCOMPARE(v.citations.at(3).check.status, CitationStatus::NotFound);
        QCOMPARE(v.citations.at(4).check.status, CitationStatus::Verified);

        // It equals a check of the whole answer, with a checker that saw nothing before.
        model::ResearchState whole = s;
        whole.verification = model::Verification();
        std::unique_ptr<verify::NetworkCitationChecker> fresh = f.checker();
        research::VerifyStage stage(*fresh, nullptr, nullptr, s.settings.effectiveAsOf.day(), {});
        QVERIFY(stage.run(whole, CancelToken()).ok());
        const QList<model::VerifiedCitation>& expected = whole.verification.citations;
        QCOMPARE(v.citations.size(), expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            const model::VerifiedCitation& got = v.citations.at(i);
            const model::VerifiedCitation& want = expected.at(i);
            QVERIFY2(got.citation.toJson() == want.citation.toJson(), qPrintable(got.citation.text));
            QCOMPARE(got.check.status, want.check.status);
            QCOMPARE(got.check.reason, want.check.reason);
            QCOMPARE(got.found.caseName, want.found.caseName);
            QCOMPARE(got.found.url, want.found.url);
            QCOMPARE(got.link, want.link);
            QCOMPARE(got.sourceN, want.sourceN);
            QCOMPARE(got.checkedAt, want.checkedAt);
            QCOMPARE(got.authority.kind, want.authority.kind);
        }

        // Binding or persuasive: a California question assumes a California state court as forum;
        // Obergefell (U.S. Reports) binds it on federal law, and the reason says the forum was assumed.
        model::ResearchState california = s;
        california.verification = model::Verification();
        california.analysis.jurisdiction = QStringLiteral("California");
        QVERIFY(stage.run(california, CancelToken()).ok());
        const model::Authority obergefell = california.verification.citations.at(0).authority;
        QCOMPARE(obergefell.kind, model::AuthorityKind::Binding);
        QVERIFY(obergefell.assumed);
        QCOMPARE(obergefell.citingCourt, QStringLiteral("scotus"));
        QVERIFY2(obergefell.reason.contains(QStringLiteral("forum assumed")), qPrintable(obergefell.reason));
        QVERIFY(california.verification.citations.at(3).authority.isEmpty()); // not found: not classified
        QVERIFY(model::Verification::fromJson(california.verification.toJson()).citations.at(0).authority.assumed);
    }

    void laterTreatmentFollowsTheVerifiedAnswer()
    {
        Fixture f;
        QVERIFY(f.start(0, 0, true));
        f.config.courtListenerToken = QStringLiteral("tok-live"); // the citator reads with the lookup's token
        auto built = f.build();
        QVERIFY(built.run);
        // The verified answer is announced (finished) before any later treatment is known.
        bool finishedWithoutTreatment = false;
        StreamWatcher watcher;
        watcher.hook = [&](const model::ResearchEvent& event) {
            if (event.type != model::ResearchEvent::Type::Verification)
                return;
            const model::ResearchState& s = built.run->state();
            if (s.verification.finished &&
                std::none_of(s.verification.citations.cbegin(), s.verification.citations.cend(),
                             [](const model::VerifiedCitation& c) { return !c.treatment.isEmpty(); }))
                finishedWithoutTreatment = true;
        };
        built.run->addObserver(&watcher);
        const auto result = built.run->run(CancelToken());
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        const model::ResearchState& s = built.run->state();
        QCOMPARE(s.status, model::RunStatus::Finished);
        QVERIFY(finishedWithoutTreatment);
        bool overruled = false;
        for (const model::VerifiedCitation& c : s.verification.citations) {
            if (c.citation.normalized.contains(QStringLiteral("576 U.S. 644"))) {
                QVERIFY2(c.treatment.status == model::TreatmentStatus::Negative,
                         qPrintable(c.treatment.summary + QStringLiteral(" / ") + c.treatment.reason));
                QVERIFY2(c.treatment.summary.contains(QStringLiteral("Adams v. Baker")),
                         qPrintable(c.treatment.summary));
                overruled = true;
            }
        }
        QVERIFY(overruled);
        // The trajectory keeps it: the record's JSON carries the treatment.
        QVERIFY(QString::fromStdString(s.toJson().dump()).contains(QStringLiteral("must be overruled")));
        QCOMPARE(citingSearches(f.server), 1);

        // ask --no-treatment (ResearchOptions::laterTreatment false): no citing search at all.
        Fixture off;
        QVERIFY(off.start(0, 0, true));
        off.config.courtListenerToken = QStringLiteral("tok-live");
        research::RunBuilder builder(off.config, {});
        research::ResearchOptions options;
        options.laterTreatment = false;
        auto plain =
            builder.build(QStringLiteral("Which cases say what about marriage and warnings?"), options, nullptr);
        QVERIFY(plain.ok());
        plain->run->setCitationChecker(off.checker());
        QVERIFY(plain->run->run(CancelToken()).ok());
        QCOMPARE(citingSearches(off.server), 0);
    }

    void cancelWhileALookupIsOutStopsWithin200ms()
    {
        // The answer streams slowly and every lookup takes 20 s: cancel once the first is out.
        Fixture f;
        QVERIFY(f.start(300, 20000));
        auto built = f.build();
        QVERIFY(built.run);
        CancelToken cancel;
        std::atomic<qint64> cancelledAt{0};
        QElapsedTimer clock;
        clock.start();
        std::thread canceller([&] {
            QElapsedTimer wait;
            wait.start();
            while (f.lookups() == 0 && wait.elapsed() < 20000)
                std::this_thread::yield();
            cancelledAt = clock.elapsed();
            cancel.cancel();
        });
        const auto result = built.run->run(cancel);
        const qint64 stoppedAt = clock.elapsed();
        canceller.join();
        QVERIFY(f.lookups() > 0);
        QVERIFY(!result.ok());
        QVERIFY(result.error().isCancelled());
        const model::ResearchState& s = built.run->state();
        QCOMPARE(s.status, model::RunStatus::Cancelled);
        QVERIFY(!s.verification.finished);
        const qint64 latency = stoppedAt - cancelledAt;
        qInfo() << "run stopped" << latency << "ms after cancel, with a lookup outstanding";
        QVERIFY2(latency <= test::timingLimitMs(200), qPrintable(QString::number(latency)));
    }

    void cancelWhileWaitingForTheLiveChecksStopsWithin200ms()
    {
        // The answer streams at once; the verify stage waits for the live lookups, which take 20 s.
        Fixture f;
        QVERIFY(f.start(0, 20000));
        auto built = f.build();
        QVERIFY(built.run);
        CancelToken cancel;
        std::atomic<qint64> cancelledAt{0};
        QElapsedTimer clock;
        clock.start();
        std::thread canceller;
        StreamWatcher watcher;
        watcher.hook = [&](const model::ResearchEvent& e) {
            if (e.type == model::ResearchEvent::Type::StageStarted && e.stage == model::Stage::Verify)
                canceller = std::thread([&] {
                    QElapsedTimer wait;
                    wait.start();
                    while (f.lookups() == 0 && wait.elapsed() < 20000)
                        std::this_thread::yield();
                    cancelledAt = clock.elapsed();
                    cancel.cancel();
                });
        };
        built.run->addObserver(&watcher);
        const auto result = built.run->run(cancel);
        const qint64 stoppedAt = clock.elapsed();
        QVERIFY(canceller.joinable());
        canceller.join();
        QVERIFY(!result.ok());
        QVERIFY(result.error().isCancelled());
        const model::ResearchState& s = built.run->state();
        QCOMPARE(s.status, model::RunStatus::Cancelled);
        QVERIFY(s.verification.present);
        QVERIFY(!s.verification.finished);
        const qint64 latency = stoppedAt - cancelledAt;
        qInfo() << "verification stopped" << latency << "ms after cancel";
        QVERIFY2(latency <= test::timingLimitMs(200), qPrintable(QString::number(latency)));
    }
};

QTEST_GUILESS_MAIN(LiveVerifyRunTest)
#include "LiveVerifyRunTest.moc"
