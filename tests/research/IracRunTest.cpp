// SPDX-License-Identifier: GPL-3.0-or-later
// IRAC answers (issue 16, point 1) through the real HTTP code against a scripted OpenAI-compatible
// server: the IRAC summary in simple mode, and in multi-turn mode the four role steps (their
// schemas, their inputs, the trajectory, the events) and the summary written from them.
#include "EventLog.h"
#include "ScriptedRunConfig.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "research/ResearchRun.h"
#include "research/SourceFactory.h"
#include "settings/AppConfig.h"

#include <QFile>
#include <QTest>

using namespace lmars;
using Json = nlohmann::json;

namespace {

class Answers final : public research::FollowUpResponder
{
public:
    QStringList answer(const QList<model::FollowUp>&, const CancelToken&) override
    {
        return {QStringLiteral("California"), QString()}; // the second stays unanswered
    }
};

Json loadScenario(const QString& name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(f.readAll().toStdString());
}

/// A non-streamed chat completion carrying a structured reply, as api.openai.com sends one
/// (wire-recordings/openai/gpt4o_nonstream_json_schema.json).
Json completion(const Json& message)
{
    return {{"json",
             {{"id", "chatcmpl-irac"},
              {"object", "chat.completion"},
              {"model", "gpt-4o-mini"},
              {"choices", {{{"index", 0}, {"message", message}, {"logprobs", nullptr}, {"finish_reason", "stop"}}}},
              {"usage", {{"prompt_tokens", 300}, {"completion_tokens", 60}, {"total_tokens", 360}}}}}};
}

Json structuredRoute(const std::string& schemaName, const Json& message)
{
    return {{"method", "POST"},
            {"path", "/v1/chat/completions"},
            {"match", {{"bodyContains", "\"name\":\"" + schemaName + "\""}}},
            {"responses", Json::array({completion(message)})}};
}

Json content(const Json& object)
{
    return {{"role", "assistant"}, {"content", object.dump()}, {"refusal", nullptr}, {"annotations", Json::array()}};
}

const Json kFacts = {
    {"facts",
     {{{"fact", "The rental is in California"}, {"origin", "follow_up_answer"}, {"sources", Json::array()}},
      {{"fact", "The landlord kept the whole deposit"}, {"origin", "question"}, {"sources", {1}}}}},
    {"missing_facts", {"FACTS-MISSING when the tenant moved out"}}};
const Json kRules = {{"issues", {"RULES-ISSUE Was the deposit returned in time?"}},
                     {"rules",
                      {{{"issue", "Was the deposit returned in time?"},
                        {"rule", "A landlord must return the deposit within 21 days [1]."},
                        {"sources", {1}}}}},
                     {"unsupported_issues", Json::array()}};
const Json kApplication = {{"applications",
                            {{{"rule", "21-day return [1]"},
                              {"facts", "The tenant left; no deposit came back"},
                              {"arguments_for", "FOR-SIDE the deadline has passed"},
                              {"arguments_against", "AGAINST-SIDE the landlord may claim deductions for damage"},
                              {"assessment", "Likely a violation"}}}},
                           {"missing_facts", Json::array()}};
const Json kCommonSense = {
    {"points", {{{"point", "COMMON-SENSE keep the move-out photos"}, {"why", "They show the condition"}}}}};

const QString kIracAnswer =
    QStringLiteral("## Issues\n1. Did the landlord return the deposit in time?\n\n"
                   "## Rules\nA landlord must return the deposit within 21 days [1].\n\n"
                   "## Application\nThe deadline has passed [1]; the landlord may argue deductions for damage.\n\n"
                   "## Conclusion\nYou can demand the deposit back [1].\n\n"
                   "## Key points\n- The deadline is 21 days [1].\n- Keep your move-out photos.\n\n"
                   "## Disclaimers\n- This is legal information, not legal advice.\n");

/// Replaces the streamed answer of the scenario with text.
void setAnswer(Json& scenario, const QString& text)
{
    Json sse = Json::array();
    sse.push_back(
        {{"data",
          {{"choices", {{{"index", 0}, {"delta", {{"content", text.toStdString()}}}, {"finish_reason", nullptr}}}}}}});
    sse.push_back({{"data", {{"choices", {{{"index", 0}, {"delta", Json::object()}, {"finish_reason", "stop"}}}}}}});
    sse.push_back("[DONE]");
    for (Json& route : scenario["routes"]) {
        if (route.value("match", Json::object()).value("bodyContains", std::string()) == "\"stream\":true")
            route["responses"] = Json::array({{{"status", 200}, {"sse", sse}}});
    }
}

QList<QByteArray> bodiesWith(const test::ScriptedServer& server, const QByteArray& needle)
{
    QList<QByteArray> out;
    for (const auto& r : server.requestsTo(QStringLiteral("/v1/chat/completions"))) {
        if (r.body.contains(needle))
            out << r.body;
    }
    return out;
}

} // namespace

class IracRunTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::ScriptedServer> m_server;
    Answers m_answers;

    std::unique_ptr<research::ResearchRun> makeRun(const Json& scenario, research::ResearchOptions options)
    {
        QString error;
        if (!m_server->loadScenario(json::dump(scenario), &error) || !m_server->start()) {
            qWarning() << "scripted server:" << error;
            return nullptr;
        }
        const QString base = m_server->baseUrl().toString();
        settings::AppConfig config = test::ScriptedRunConfig::make(base);
        QStringList notes;
        auto sources = research::SourceFactory::create(config, {}, &notes);
        if (!sources)
            return nullptr;
        auto run = std::make_unique<research::ResearchRun>(
            QStringLiteral("My landlord kept my deposit. What can I do?"), options,
            llm::ChatModel::create(config.llm, std::make_shared<net::HttpClient>()), sources.value());
        run->setFollowUpResponder(&m_answers);
        return run;
    }

    /// The multi-turn scenario with the four role routes in front (application: message).
    Json multiScenario(const Json& applicationMessage)
    {
        Json scenario = loadScenario(QStringLiteral("run_multi_openai.json"));
        Json routes =
            Json::array({structuredRoute("irac_facts", content(kFacts)), structuredRoute("irac_rules", content(kRules)),
                         structuredRoute("irac_application", applicationMessage),
                         structuredRoute("irac_common_sense", content(kCommonSense))});
        for (const Json& r : scenario["routes"])
            routes.push_back(r);
        scenario["routes"] = routes;
        setAnswer(scenario, kIracAnswer);
        return scenario;
    }

    static research::ResearchOptions multiOptions()
    {
        research::ResearchOptions options;
        options.mode = model::ResearchMode::MultiTurn;
        options.answerFormat = model::AnswerFormat::Irac;
        options.maxIterations = 1;
        options.pagesToRead = 0;
        return options;
    }

    static void checkIracAnswer(const model::Answer& answer)
    {
        for (const char* heading : {"## Issues", "## Rules", "## Application", "## Conclusion"})
            QVERIFY2(answer.markdown.contains(QLatin1String(heading)), heading);
        QVERIFY(!answer.markdown.contains(QLatin1String("Disclaimers")));
        QCOMPARE(answer.keyPoints, QStringList({QStringLiteral("The deadline is 21 days [1]."),
                                                QStringLiteral("Keep your move-out photos.")}));
        QCOMPARE(answer.disclaimers, QStringList{QStringLiteral("This is legal information, not legal advice.")});
        QCOMPARE(answer.citations.size(), 1);
        QCOMPARE(answer.citations.at(0).n, 1);
        QVERIFY(answer.unresolvedMarkers.isEmpty());
    }

private Q_SLOTS:
    void init() { m_server = std::make_unique<test::ScriptedServer>(); }

    void simpleModeWritesTheIracSections()
    {
        Json scenario = loadScenario(QStringLiteral("run_simple_openai.json"));
        setAnswer(scenario, kIracAnswer);
        research::ResearchOptions options;
        options.answerFormat = model::AnswerFormat::Irac;
        auto run = makeRun(scenario, options);
        QVERIFY(run);
        const auto result = run->run(CancelToken());
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        const model::ResearchState& s = run->state();
        QCOMPARE(s.answerFormat, model::AnswerFormat::Irac);
        checkIracAnswer(s.answer);

        // The summary was asked for the IRAC memo; simple mode runs no role step.
        const QList<QByteArray> summary = bodiesWith(*m_server, "\"stream\":true");
        QCOMPARE(summary.size(), 1);
        for (const char* section : {"## Issues", "## Rules", "## Application", "## Conclusion", "## Key points",
                                    "## Disclaimers", "arguments on both sides"})
            QVERIFY2(summary.at(0).contains(section), section);
        QVERIFY(bodiesWith(*m_server, "\"name\":\"irac_").isEmpty());
        QVERIFY(s.roleSteps.isEmpty());
        QVERIFY(!s.stageRan(model::Stage::Reason));

        // The format is kept in the trajectory and read back.
        const Json doc = s.toJson();
        QCOMPARE(doc.value("answerFormat", std::string()), std::string("irac"));
        QCOMPARE(model::ResearchState::fromJson(doc).answerFormat, model::AnswerFormat::Irac);
    }

    void standardFormatIsUnchanged()
    {
        auto run = makeRun(loadScenario(QStringLiteral("run_simple_openai.json")), research::ResearchOptions());
        QVERIFY(run);
        QVERIFY(run->run(CancelToken()).ok());
        QCOMPARE(run->state().answerFormat, model::AnswerFormat::Standard);
        const QList<QByteArray> summary = bodiesWith(*m_server, "\"stream\":true");
        QCOMPARE(summary.size(), 1);
        QVERIFY(summary.at(0).contains("## Key points"));
        QVERIFY(!summary.at(0).contains("## Application"));
        QCOMPARE(run->state().toJson().value("answerFormat", std::string()), std::string("standard"));
    }

    void multiTurnRunsTheFourRoleSteps()
    {
        auto run = makeRun(multiScenario(content(kApplication)), multiOptions());
        QVERIFY(run);
        test::EventLog log;
        QList<int> stepEvents;
        log.onEventHook = [&](const model::ResearchEvent& e) {
            if (e.type == model::ResearchEvent::Type::RoleStep) {
                QCOMPARE(e.stage, model::Stage::Reason);
                stepEvents << e.count;
            }
        };
        run->addObserver(&log);
        const auto result = run->run(CancelToken());
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        const model::ResearchState& s = run->state();

        // Four steps in order, each its validated output, time and model call.
        QCOMPARE(s.roleSteps.size(), 4);
        const QList<model::IracRole> roles{model::IracRole::Facts, model::IracRole::Rules, model::IracRole::Application,
                                           model::IracRole::CommonSense};
        const QList<Json> outputs{kFacts, kRules, kApplication, kCommonSense};
        const QStringList schemas{QStringLiteral("irac_facts"), QStringLiteral("irac_rules"),
                                  QStringLiteral("irac_application"), QStringLiteral("irac_common_sense")};
        for (int i = 0; i < 4; ++i) {
            const model::RoleStep& step = s.roleSteps.at(i);
            QCOMPARE(step.role, roles.at(i));
            QVERIFY(step.refusal.isEmpty());
            QCOMPARE(json::dump(step.output), json::dump(outputs.at(i)));
            QVERIFY(step.modelCall >= 0 && step.modelCall < s.modelCalls.size());
            QCOMPARE(s.modelCalls.at(step.modelCall).purpose, schemas.at(i));
        }
        QCOMPARE(stepEvents, QList<int>({0, 1, 2, 3}));
        QVERIFY(s.stageRan(model::Stage::Reason));
        // Reason runs after the judge and before the summary.
        const qsizetype firstStep = log.types.indexOf(QStringLiteral("role_step"));
        QVERIFY(firstStep > log.types.indexOf(QStringLiteral("verdict")));
        QVERIFY(firstStep < log.types.indexOf(QStringLiteral("answer_delta")));

        // Each request carried its schema (strict) and its inputs.
        const QList<QByteArray> facts = bodiesWith(*m_server, "\"name\":\"irac_facts\"");
        QCOMPARE(facts.size(), 1);
        QVERIFY(facts.at(0).contains("\"missing_facts\""));
        QVERIFY(facts.at(0).contains("\"follow_up_answer\""));
        QVERIFY(facts.at(0).contains("Which state is the rental in?"));
        QVERIFY(facts.at(0).contains("A: California")); // the follow-up answers
        QVERIFY(facts.at(0).contains("(not answered)"));
        const QList<QByteArray> rules = bodiesWith(*m_server, "\"name\":\"irac_rules\"");
        QCOMPARE(rules.size(), 1);
        QVERIFY(rules.at(0).contains("\"unsupported_issues\""));
        QVERIFY(rules.at(0).contains("Civil Code 1950.5")); // the evidence
        QVERIFY(rules.at(0).contains("must return the security deposit within 21 days"));
        QVERIFY(rules.at(0).contains("The rental is in California (from: follow_up_answer)")); // the facts step
        const QList<QByteArray> application = bodiesWith(*m_server, "\"name\":\"irac_application\"");
        QCOMPARE(application.size(), 1);
        QVERIFY(application.at(0).contains("\"arguments_against\""));
        QVERIFY(application.at(0).contains("A landlord must return the deposit within 21 days [1]. [1]"));
        const QList<QByteArray> commonSense = bodiesWith(*m_server, "\"name\":\"irac_common_sense\"");
        QCOMPARE(commonSense.size(), 1);
        QVERIFY(commonSense.at(0).contains("AGAINST-SIDE"));
        QVERIFY(!commonSense.at(0).contains("Numbered sources"));
        for (const QList<QByteArray>* bodies : {&facts, &rules, &application, &commonSense}) {
            QVERIFY(bodies->at(0).contains("\"strict\":true"));
            QVERIFY(bodies->at(0).contains("\"temperature\":0"));
        }

        // The summary was written from the steps, in the IRAC form.
        const QList<QByteArray> summary = bodiesWith(*m_server, "\"stream\":true");
        QCOMPARE(summary.size(), 1);
        for (const char* marker :
             {"FACTS-MISSING", "RULES-ISSUE", "FOR-SIDE", "AGAINST-SIDE", "COMMON-SENSE", "## Conclusion"})
            QVERIFY2(summary.at(0).contains(marker), marker);
        checkIracAnswer(s.answer);

        // The trajectory keeps the steps and reads them back.
        const Json doc = s.toJson();
        QCOMPARE(doc["roleSteps"].size(), size_t(4));
        QCOMPARE(doc["roleSteps"][3].value("role", std::string()), std::string("common_sense"));
        const model::ResearchState back = model::ResearchState::fromJson(doc);
        QCOMPARE(back.roleSteps.size(), 4);
        QCOMPARE(back.roleSteps.at(2).role, model::IracRole::Application);
        QCOMPARE(json::dump(back.roleSteps.at(2).output), json::dump(kApplication));
        QCOMPARE(back.roleSteps.at(2).modelCall, s.roleSteps.at(2).modelCall);
        QCOMPARE(back.roleSteps.at(2).ms, s.roleSteps.at(2).ms);
    }

    void olderAndDamagedDocumentsOpen()
    {
        // A document saved before the format existed is a standard answer without role steps.
        model::ResearchState plain;
        plain.id = QStringLiteral("old");
        Json doc = plain.toJson();
        doc.erase("answerFormat");
        doc.erase("roleSteps");
        const model::ResearchState old = model::ResearchState::fromJson(doc);
        QCOMPARE(old.answerFormat, model::AnswerFormat::Standard);
        QVERIFY(old.roleSteps.isEmpty());
        // A step of an unknown role is left out; the others are kept in order.
        doc["answerFormat"] = "irac";
        doc["roleSteps"] = Json::array({{{"role", "facts"}, {"output", kFacts}, {"ms", 5}, {"modelCall", 2}},
                                        {{"role", "astrology"}, {"output", Json::object()}},
                                        {{"role", "rules"}, {"output", nullptr}, {"refusal", "refused"}}});
        const model::ResearchState read = model::ResearchState::fromJson(doc);
        QCOMPARE(read.answerFormat, model::AnswerFormat::Irac);
        QCOMPARE(read.roleSteps.size(), 2);
        QCOMPARE(read.roleSteps.at(0).itemCount(), 3);
        QCOMPARE(read.roleSteps.at(0).modelCall, 2);
        QCOMPARE(read.roleSteps.at(1).role, model::IracRole::Rules);
        QCOMPARE(read.roleSteps.at(1).refusal, QStringLiteral("refused"));
        QCOMPARE(read.roleSteps.at(1).modelCall, -1);
        QVERIFY(read.roleSteps.at(1).isEmpty());
    }

    void aRefusedStepIsKeptAndTheRunGoesOn()
    {
        const Json refusal = {{"role", "assistant"},
                              {"content", nullptr},
                              {"refusal", "I'm sorry, but I can't assist with that request."},
                              {"annotations", Json::array()}};
        auto run = makeRun(multiScenario(refusal), multiOptions());
        QVERIFY(run);
        const auto result = run->run(CancelToken());
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
        const model::ResearchState& s = run->state();
        QCOMPARE(s.status, model::RunStatus::Finished);
        QCOMPARE(s.roleSteps.size(), 4);
        const model::RoleStep& refused = s.roleSteps.at(2);
        QCOMPARE(refused.role, model::IracRole::Application);
        QVERIFY(refused.output.is_null());
        QVERIFY(refused.isEmpty());
        QVERIFY2(refused.refusal.contains(QLatin1String("refused")), qPrintable(refused.refusal));
        QVERIFY(refused.refusal.contains(QLatin1String("can't assist")));
        // The next step still ran, and the summary was told the step gave nothing.
        QCOMPARE(s.roleSteps.at(3).role, model::IracRole::CommonSense);
        QVERIFY(s.roleSteps.at(3).refusal.isEmpty());
        const QList<QByteArray> summary = bodiesWith(*m_server, "\"stream\":true");
        QCOMPARE(summary.size(), 1);
        QVERIFY(summary.at(0).contains("Application step:\\n(refused or failed:"));
        QVERIFY(summary.at(0).contains("COMMON-SENSE"));
        checkIracAnswer(s.answer);
        // Kept in the trajectory with its reason.
        const model::ResearchState back = model::ResearchState::fromJson(s.toJson());
        QCOMPARE(back.roleSteps.at(2).refusal, refused.refusal);
        QVERIFY(back.roleSteps.at(2).output.is_null());
    }
};

QTEST_GUILESS_MAIN(IracRunTest)
#include "IracRunTest.moc"
