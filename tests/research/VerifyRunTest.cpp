// SPDX-License-Identifier: GPL-3.0-or-later
// Verification inside a research run (issue 13, points 5 and 6): a whole Simple Mode run through
// RunBuilder against one scripted server (the OpenAI-compatible model, Serper, CourtListener), with
// the claim_support call, the revision pass, the record in the trajectory, cancel and --no-verify.
#include "EventLog.h"
#include "ScriptedRunConfig.h"
#include "ScriptedServer.h"
#include "TestTiming.h"
#include "common/JsonUtil.h"
#include "net/HttpClient.h"
#include "research/RunBuilder.h"
#include "settings/AppConfig.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <atomic>
#include <thread>

using namespace lmars;
using Json = nlohmann::json;
using model::ClaimStatus;

namespace {

const QString kFirstAnswer = QStringLiteral(
    "Under California law, your landlord must return the deposit within 30 days after you move out [1]. "
    "A landlord who keeps a deposit in bad faith may owe up to twice the deposit [2]. The statute says the "
    "landlord “shall furnish the tenant an itemized statement of all deductions” [1]. In Granberry v. Islay "
    "Investments, 9 Cal. 4th 738 (1995), the court addressed a landlord who retains a security deposit in bad "
    "faith [3].\n\n## Key points\n\n- Deadline: within 21 days [1].\n\n## Disclaimers\n\n- This is legal "
    "information, not legal advice.\n");

const QString kRevisedAnswer = QStringLiteral(
    "Under California law, your landlord must furnish an itemized statement within 21 days after you move out "
    "[1]. A landlord who keeps a deposit in bad faith may owe up to twice the deposit [2]. In Granberry v. Islay "
    "Investments, 9 Cal. 4th 738 (1995), the court addressed a landlord who retains a security deposit in bad "
    "faith [3]. Small claims court hears these disputes within 45 days [2].\n\n## Key points\n\n- Deadline: "
    "within 21 days [1].\n\n## Disclaimers\n\n- This is legal information, not legal advice.\n");

Json loadScenario(const QString& name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(f.readAll().toStdString());
}

Json& routeFor(Json& scenario, const std::string& bodyContains)
{
    for (Json& route : scenario["routes"]) {
        if (route["path"] == "/v1/chat/completions" &&
            route.value("match", Json::object()).value("bodyContains", std::string()) == bodyContains)
            return route;
    }
    static Json none;
    return none;
}

/// An OpenAI chat.completion.chunk stream of the answer in three pieces.
Json answerStream(const QString& answer, int chunkDelayMs = 0)
{
    Json sse = Json::array();
    const int third = int(answer.size()) / 3;
    for (const QString& piece : {answer.left(third), answer.mid(third, third), answer.mid(2 * third)})
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

/// An OpenAI chat.completion whose content is the claim_support object (after reasoning, if any).
Json claimSupportReply(const Json& claims, const QString& thinking = {}, int delayMs = 0)
{
    QString content = QString::fromStdString(Json{{"claims", claims}}.dump());
    if (!thinking.isEmpty())
        content = QStringLiteral("<think>") + thinking + QStringLiteral("</think>\n") + content;
    return {{"status", 200},
            {"delayMs", delayMs},
            {"json",
             {{"id", "chatcmpl-c"},
              {"object", "chat.completion"},
              {"model", "gpt-4o-mini"},
              {"choices",
               {{{"index", 0},
                 {"message", {{"role", "assistant"}, {"content", content.toStdString()}, {"refusal", nullptr}}},
                 {"finish_reason", "stop"}}}},
              {"usage", {{"prompt_tokens", 900}, {"completion_tokens", 120}, {"total_tokens", 1020}}}}}};
}

Json judgment(int index, const char* status, const char* span, int sourceN)
{
    return {{"index", index},
            {"reasoning", "Compared with the cited passage."},
            {"status", status},
            {"supportingSpan", span},
            {"sourceN", sourceN}};
}

Json claimSupportRoute(const Json& responses)
{
    return {{"method", "POST"},
            {"path", "/v1/chat/completions"},
            {"match", {{"bodyContains", "\"name\":\"claim_support\""}}},
            {"responses", responses}};
}

struct Fixture
{
    test::ScriptedServer server;
    settings::AppConfig config;

    /// The simple-run scenario with these answers (one per streaming call) and claim_support replies.
    bool start(const QList<Json>& answers, const Json& claimSupport)
    {
        Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        Json& stream = routeFor(scenario, "\"stream\":true");
        stream["responses"] = Json::array();
        for (const Json& a : answers)
            stream["responses"].push_back(a);
        if (!claimSupport.is_null())
            scenario["routes"].insert(scenario["routes"].begin(), claimSupportRoute(claimSupport));
        QString error;
        if (!server.loadScenario(json::dump(scenario), &error) || !server.start()) {
            qWarning() << "scripted server:" << error;
            return false;
        }
        const QString base = server.baseUrl().toString();
        config = test::ScriptedRunConfig::make(base);
        config.llmProviderOrigin = settings::ValueOrigin::Environment;
        config.llm.requestTimeoutMs = 10000;
        return true;
    }

    research::BuiltRun build(bool verify = true)
    {
        research::RunBuilder builder(config, {});
        research::ResearchOptions options;
        options.verify = verify;
        auto built = builder.build(QStringLiteral("My landlord in California kept my deposit. What can I do?"), options,
                                   nullptr);
        if (!built) {
            qWarning() << built.error().toString();
            return {};
        }
        return std::move(built.value());
    }

    QList<test::RecordedRequest> calls(const QString& contains) const
    {
        QList<test::RecordedRequest> out;
        for (const auto& r : server.requestsTo(QStringLiteral("/v1/chat/completions")))
            if (QString::fromUtf8(r.body).contains(contains))
                out << r;
        return out;
    }
};

} // namespace

class VerifyRunTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void failedChecksAreRevisedAndCheckedAgain()
    {
        Fixture f;
        const Json first = Json::array({judgment(1, "contradicted", "Within 21 days after the tenant has vacated", 1),
                                        judgment(2, "supported", "may owe up to twice the deposit", 2),
                                        judgment(3, "partially_supported", "the landlord shall furnish the tenant", 1),
                                        judgment(4, "supported", "retains a security deposit in bad faith", 3),
                                        judgment(5, "supported", "Within 21 days", 1)});
        const Json second =
            Json::array({judgment(1, "supported", "Within 21 days after the tenant has vacated", 1),
                         judgment(2, "supported", "may owe up to twice the deposit", 2),
                         judgment(3, "supported", "retains a security deposit in bad faith", 3),
                         judgment(4, "not_supported", "", 0), judgment(5, "supported", "Within 21 days", 1)});
        // The first reply comes from a reasoning model that thinks before its JSON.
        QVERIFY(f.start({answerStream(kFirstAnswer), answerStream(kRevisedAnswer)},
                        Json::array({claimSupportReply(first, QStringLiteral("Claim 1 says 30 days; [1] says 21.")),
                                     claimSupportReply(second)})));
        auto built = f.build();
        QVERIFY(built.run);
        test::EventLog log;
        QList<int> verificationCounts;
        log.onEventHook = [&](const model::ResearchEvent& e) {
            if (e.type == model::ResearchEvent::Type::Verification) {
                QCOMPARE(e.stage, model::Stage::Verify);
                verificationCounts << e.count;
            }
        };
        built.run->addObserver(&log);
        const auto result = built.run->run(CancelToken());
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        const model::ResearchState& s = built.run->state();
        QCOMPARE(s.status, model::RunStatus::Finished);

        // The first claim_support call: its claims with the sources (as the answer saw them) and passages.
        const auto supportCalls = f.calls(QStringLiteral("\"name\":\"claim_support\""));
        // The answer's in one call (its paragraphs end as it ends); the revision's changed or failed
        // claims go as their sentences end while it streams (issue 32), so one call or more.
        QVERIFY2(supportCalls.size() >= 2, qPrintable(QString::number(supportCalls.size())));
        const QString firstCall = QString::fromUtf8(supportCalls.at(0).body);
        QVERIFY(firstCall.contains(QStringLiteral("Claim 1: Under California law")));
        QVERIFY(firstCall.contains(QStringLiteral("[1] California Civil Code § 1950.5 - Security deposits")));
        QVERIFY(firstCall.contains(QStringLiteral("Within 21 days after the tenant has vacated")));
        QVERIFY(firstCall.contains(QStringLiteral("My landlord in California kept my deposit.")));
        QVERIFY(firstCall.contains(QStringLiteral("\"temperature\":0")));

        // The revision: a second streamed summary call told what failed.
        const auto streams = f.calls(QStringLiteral("\"stream\":true"));
        QCOMPARE(streams.size(), 2);
        const QString revisionCall = QString::fromUtf8(streams.at(1).body);
        QVERIFY(revisionCall.contains(
            QStringLiteral("These claims are not supported by their sources: revise or remove them")));
        QVERIFY(revisionCall.contains(QStringLiteral("No cited source states: 30 days.")));
        QVERIFY(revisionCall.contains(QStringLiteral("contradicted")));
        QVERIFY(revisionCall.contains(QStringLiteral("misquoted")));
        QVERIFY(revisionCall.contains(QStringLiteral("within 30 days after you move out"))); // its own answer
        QVERIFY(!QString::fromUtf8(streams.at(0).body).contains(QStringLiteral("revise or remove")));

        // The answer is the revision; its record is of the revision; what still fails stays flagged.
        QVERIFY(s.answer.markdown.contains(QStringLiteral("within 21 days after you move out [1]")));
        QVERIFY(!s.answer.markdown.contains(QStringLiteral("30 days")));
        const model::Verification& v = s.verification;
        QVERIFY(v.present);
        QVERIFY(v.finished);
        QVERIFY(v.revised);
        QCOMPARE(v.claims.size(), 5); // the key point is a claim too
        QCOMPARE(v.claims.at(0).status, ClaimStatus::Supported);
        QCOMPARE(v.claims.at(0).supportingSpan, QStringLiteral("Within 21 days after the tenant has vacated"));
        QCOMPARE(v.claims.at(0).supportingSourceN, 1);
        QCOMPARE(v.claims.at(3).status, ClaimStatus::NotSupported);
        QCOMPARE(v.claims.at(3).missingFacts, QStringList{QStringLiteral("45 days")});
        QCOMPARE(v.claims.at(3).sourceNs, QList<int>{2});
        QCOMPARE(kRevisedAnswer.mid(v.claims.at(3).start, v.claims.at(3).end - v.claims.at(3).start),
                 v.claims.at(3).sentence);
        QVERIFY(v.quotes.isEmpty()); // the misquotation was removed
        QCOMPARE(v.citations.size(), 1);
        QCOMPARE(v.citations.at(0).citation.normalized, QStringLiteral("9 Cal. 4th 738"));
        QCOMPARE(v.citations.at(0).sourceN, 3);
        QCOMPARE(v.citations.at(0).check.status, model::CitationStatus::Unchecked);
        QVERIFY(!v.notes.isEmpty()); // the offline checker says nothing was looked up
        QCOMPARE(v.flaggedCount(), 1);

        // Live events, the stage and its time, and the record in the trajectory with counts.
        QVERIFY(verificationCounts.size() >= 6);
        QCOMPARE(verificationCounts.last(), 6);
        QVERIFY(log.types.contains(QStringLiteral("verification")));
        QVERIFY(std::any_of(s.stages.cbegin(), s.stages.cend(),
                            [](const model::StageTiming& t) { return t.stage == model::Stage::Verify; }));
        const Json trajectory = s.toJson();
        const Json& record = trajectory.at("verification");
        QCOMPARE(record.at("revised").get<bool>(), true);
        QCOMPARE(record.at("counts").at("claims").at("total").get<int>(), 5);
        QCOMPARE(record.at("counts").at("claims").at("flagged").get<int>(), 1);
        QCOMPARE(record.at("counts").at("citations").at("total").get<int>(), 1);
        QCOMPARE(record.at("claims").at(3).at("missingFacts").at(0).get<std::string>(), std::string("45 days"));
        QCOMPARE(model::ResearchState::fromJson(trajectory).verification.claims.size(), 5);
    }

    void firstPassRecordsTheMisquotationAndTheMissingFact()
    {
        // The revision fails (the server has no second answer): the first answer and its record stand.
        Fixture f;
        const Json claims = Json::array({judgment(1, "supported", "Within 21 days", 1),
                                         judgment(2, "supported", "twice the deposit", 2),
                                         judgment(3, "supported", "shall furnish the tenant", 1),
                                         judgment(4, "supported", "retains a security deposit in bad faith", 3)});
        QVERIFY(f.start(
            {answerStream(kFirstAnswer), Json{{"status", 500}, {"json", {{"error", {{"message", "server error"}}}}}}},
            Json::array({claimSupportReply(claims)})));
        auto built = f.build();
        QVERIFY(built.run);
        QVERIFY(built.run->run(CancelToken()).ok());
        const model::ResearchState& s = built.run->state();
        const model::Verification& v = s.verification;
        QVERIFY(!v.revised);
        QVERIFY(v.finished);
        QVERIFY(s.answer.markdown.contains(QStringLiteral("within 30 days")));
        // "30 days" is in no cited source, so the model's "supported" becomes partially supported.
        QCOMPARE(v.claims.at(0).status, ClaimStatus::PartiallySupported);
        QCOMPARE(v.claims.at(0).missingFacts, QStringList{QStringLiteral("30 days")});
        QCOMPARE(v.quotes.size(), 1);
        QCOMPARE(v.quotes.at(0).status, model::QuoteStatus::Misquoted);
        QCOMPARE(v.quotes.at(0).sourceN, 1);
        QVERIFY(v.quotes.at(0).closest.contains(QStringLiteral("shall furnish the tenant an itemized statement")));
        QVERIFY(std::any_of(v.notes.cbegin(), v.notes.cend(), [](const QString& n) {
            return n.startsWith(QStringLiteral("The answer could not be revised"));
        }));
    }

    void withoutAClaimSupportReplyTheNoteSaysSo()
    {
        // No claim_support route (404): claims are settled by their facts alone and the record says why.
        Fixture f;
        QVERIFY(f.start({answerStream(kRevisedAnswer), answerStream(kRevisedAnswer)}, Json()));
        auto built = f.build();
        QVERIFY(built.run);
        QVERIFY(built.run->run(CancelToken()).ok());
        const model::Verification& v = built.run->state().verification;
        QVERIFY(std::any_of(v.notes.cbegin(), v.notes.cend(), [](const QString& n) {
            return n.startsWith(QStringLiteral("Claims were not checked with the model:"));
        }));
        QCOMPARE(v.claims.size(), 5); // the key point is a claim too
        QCOMPARE(v.claims.at(0).status, ClaimStatus::Unchecked);
        QCOMPARE(v.claims.at(3).status, ClaimStatus::NotSupported); // 45 days in no cited source
    }

    void cancelDuringVerificationStopsQuickly()
    {
        Fixture f;
        QVERIFY(f.start({answerStream(kFirstAnswer)}, Json::array({claimSupportReply(Json::array(), {}, 20000)})));
        auto built = f.build();
        QVERIFY(built.run);
        CancelToken cancel;
        std::atomic<qint64> cancelledAt{0};
        QElapsedTimer clock;
        clock.start();
        std::thread canceller;
        test::EventLog log;
        log.onEventHook = [&](const model::ResearchEvent& e) {
            // Once the claim_support request is out (after the deterministic checks), cancel.
            if (e.type == model::ResearchEvent::Type::Verification && !canceller.joinable())
                canceller = std::thread([&] {
                    QElapsedTimer wait;
                    wait.start();
                    while (f.calls(QStringLiteral("claim_support")).isEmpty() && wait.elapsed() < 10000)
                        std::this_thread::yield();
                    cancelledAt = clock.elapsed();
                    cancel.cancel();
                });
        };
        built.run->addObserver(&log);
        const auto result = built.run->run(cancel);
        const qint64 stoppedAt = clock.elapsed();
        canceller.join();
        QVERIFY(!result.ok());
        QVERIFY(result.error().isCancelled());
        const model::ResearchState& s = built.run->state();
        QCOMPARE(s.status, model::RunStatus::Cancelled);
        QVERIFY(s.answer.markdown.contains(QStringLiteral("within 30 days"))); // the answer is kept
        QVERIFY(s.verification.present);
        QVERIFY(!s.verification.finished);
        const qint64 latency = stoppedAt - cancelledAt;
        qInfo() << "verification stopped" << latency << "ms after cancel";
        QVERIFY2(latency <= test::timingLimitMs(200), qPrintable(QString::number(latency)));
    }

    void noVerifyRunsNoChecks()
    {
        Fixture f;
        QVERIFY(f.start({answerStream(kFirstAnswer)}, Json::array({claimSupportReply(Json::array())})));
        auto built = f.build(false);
        QVERIFY(built.run);
        QVERIFY(built.run->run(CancelToken()).ok());
        // The record says plainly that nothing was checked because verification was turned off.
        const model::Verification& v = built.run->state().verification;
        QVERIFY(v.present);
        QVERIFY(v.turnedOff);
        QVERIFY(v.citations.isEmpty() && v.quotes.isEmpty() && v.claims.isEmpty());
        QCOMPARE(v.notes.size(), 1);
        QVERIFY(v.notes.at(0).startsWith(QStringLiteral("Verification was turned off for this run")));
        QVERIFY(f.calls(QStringLiteral("claim_support")).isEmpty());
        const Json record = built.run->state().toJson().at("verification");
        QCOMPARE(record.at("turnedOff").get<bool>(), true);
        QCOMPARE(record.at("counts").at("flagged").get<int>(), 0);
        QVERIFY(model::ResearchState::fromJson(built.run->state().toJson()).verification.turnedOff);
    }
};

QTEST_GUILESS_MAIN(VerifyRunTest)
#include "VerifyRunTest.moc"
