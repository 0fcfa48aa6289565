// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScriptedServer.h"
#include "agents/SummaryAgent.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"

#include <QTest>

#include <nlohmann/json.hpp>

namespace lmars::agents {

using test::ScriptedServer;

/// The summary agent against a scripted OpenAI-compatible server: an answer stopped at the output
/// limit is continued once; an interrupted one is kept and marked incomplete.
class SummaryContinuationTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lengthStopIsContinuedOnce();
    void interruptedAnswerIsKeptAndMarked();
    void resumingSaysWhyTheAnswerStopped_data();
    void resumingSaysWhyTheAnswerStopped();
    void continuationPromptSaysTheReason();
    void restartedContinuationIsNotDuplicated();
};

namespace {

llm::LlmConfig configFor(const ScriptedServer& server)
{
    llm::LlmConfig config;
    config.provider = llm::Provider::OpenAiCompatible;
    config.baseUrl = QUrl(server.baseUrl().toString() + QStringLiteral("/v1"));
    config.model = QStringLiteral("gpt-4o-mini");
    config.apiKey = QStringLiteral("sk-test-summary");
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 2;
    config.retryBackoffMs = 10;
    return config;
}

model::ResearchState stateWithOneSource()
{
    model::ResearchState state;
    state.question = QStringLiteral("Was the search lawful?");
    model::SearchResult source;
    source.id = QStringLiteral("web:1");
    source.title = QStringLiteral("Mapp v. Ohio");
    source.url = QStringLiteral("https://example.org/mapp");
    source.snippet = QStringLiteral("Evidence obtained by an unlawful search is inadmissible.");
    state.sources.append(source);
    return state;
}

/// The text of the last message of a chat request body.
QString lastMessageOf(const QByteArray& body)
{
    const nlohmann::json request = nlohmann::json::parse(body.toStdString());
    const nlohmann::json& messages = request.at("messages");
    return QString::fromStdString(messages.at(messages.size() - 1).at("content").get<std::string>());
}

} // namespace

void SummaryContinuationTest::lengthStopIsContinuedOnce()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_length_continuation.json")));
    QVERIFY(server.start());
    auto model = llm::ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());
    SummaryAgent agent(*model, QDate(2026, 11, 24));
    QString streamed;
    const Result<model::Answer> answer =
        agent.write(stateWithOneSource(), QString(), [&](const QString& delta) { streamed += delta; });
    QVERIFY2(answer.ok(), qPrintable(answer.ok() ? QString() : answer.error().toString()));
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(streamed, QStringLiteral("The court held the search unlawful [1]."));
    QCOMPARE(answer->rawMarkdown, streamed);
    QVERIFY(!answer->truncated);
    QVERIFY(!answer->incomplete);
    // The continuation call carries the cut-off text as the assistant's turn.
    const nlohmann::json second = nlohmann::json::parse(server.requests().at(1).body.toStdString());
    const nlohmann::json& messages = second.at("messages");
    QCOMPARE(messages.at(messages.size() - 2).at("role").get<std::string>(), std::string("assistant"));
    QCOMPARE(messages.at(messages.size() - 2).at("content").get<std::string>(),
             std::string("The court held the search"));
    QVERIFY(model->calls().at(0).truncated);
    QVERIFY(!model->calls().at(1).truncated);
    // The model is told why it is asked to go on: the output limit.
    const QString prompt = lastMessageOf(server.requests().at(1).body);
    QVERIFY2(prompt.startsWith(QStringLiteral("Your answer stopped at the output limit. Continue it exactly")),
             qPrintable(prompt));
    QVERIFY(!prompt.contains(QStringLiteral("interrupted")));
}

void SummaryContinuationTest::interruptedAnswerIsKeptAndMarked()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_stream_error.json")));
    QVERIFY(server.start());
    auto model = llm::ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());
    SummaryAgent agent(*model, QDate(2026, 11, 24));
    const Result<model::Answer> answer = agent.write(stateWithOneSource(), QString(), [](const QString&) {});
    QVERIFY(answer.ok());
    QVERIFY(answer->incomplete);
    QCOMPARE(answer->rawMarkdown, QStringLiteral("The court "));
    QVERIFY2(answer->incompleteReason.contains(QStringLiteral("Upstream model provider is unavailable")),
             qPrintable(answer->incompleteReason));
    QCOMPARE(server.requests().size(), 1);
}

void SummaryContinuationTest::resumingSaysWhyTheAnswerStopped_data()
{
    QTest::addColumn<QString>("firstScenario");
    QTest::addColumn<QString>("expectedReason");
    // How the first answer ended decides what the continuation prompt says.
    QTest::newRow("output limit") << QStringLiteral("llm_openai_length_continuation.json")
                                  << QStringLiteral("Your answer stopped at the output limit.");
    QTest::newRow("error chunk") << QStringLiteral("llm_openai_stream_error.json")
                                 << QStringLiteral("Upstream model provider is unavailable");
    QTest::newRow("connection cut") << QStringLiteral("llm_openai_stream_truncated.json")
                                    << QStringLiteral("The model's answer stream was cut off.");
}

void SummaryContinuationTest::resumingSaysWhyTheAnswerStopped()
{
    QFETCH(QString, firstScenario);
    QFETCH(QString, expectedReason);
    const bool byError = !expectedReason.contains(QStringLiteral("output limit"));

    // The first answer, stopped the way the scenario stops it; the limit case is saved as a cut-off
    // answer (as one that was still cut off after its automatic continuation).
    model::ResearchState state = stateWithOneSource();
    if (byError) {
        ScriptedServer first;
        QVERIFY(first.loadScenarioFile(firstScenario));
        QVERIFY(first.start());
        auto model = llm::ChatModel::create(configFor(first), std::make_shared<net::HttpClient>());
        SummaryAgent agent(*model, QDate(2026, 11, 24));
        const Result<model::Answer> answer = agent.write(state, QString(), [](const QString&) {});
        QVERIFY(answer.ok());
        QVERIFY(answer->incomplete);
        state.answer = answer.value();
    } else {
        state.answer.rawMarkdown = QStringLiteral("The court held the search");
        state.answer.truncated = true;
    }

    // The GUI's "continue": the continuation request names the reason.
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_length_continuation.json")));
    QVERIFY(server.start());
    auto model = llm::ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());
    SummaryAgent agent(*model, QDate(2026, 11, 24));
    const Result<model::Answer> resumed = agent.resume(state, QString(), [](const QString&) {});
    QVERIFY2(resumed.ok(), qPrintable(resumed.ok() ? QString() : resumed.error().toString()));
    QCOMPARE(server.requests().size(), 1);
    const QString prompt = lastMessageOf(server.requests().at(0).body);
    QVERIFY2(prompt.contains(expectedReason), qPrintable(prompt));
    QVERIFY2(prompt.contains(QStringLiteral("Continue it exactly where it stopped")), qPrintable(prompt));
    if (byError) {
        QVERIFY2(prompt.startsWith(QStringLiteral("Your answer was interrupted by an error before it was finished; "
                                                  "it did not reach the output limit.")),
                 qPrintable(prompt));
        QVERIFY(!prompt.contains(QStringLiteral("stopped at the output limit")));
    } else {
        QVERIFY(!prompt.contains(QStringLiteral("interrupted")));
    }
    QVERIFY(!resumed->incomplete);
    QVERIFY(!resumed->truncated);
    QVERIFY(resumed->rawMarkdown.endsWith(QStringLiteral(" unlawful [1].")));
}

void SummaryContinuationTest::continuationPromptSaysTheReason()
{
    QCOMPARE(SummaryAgent::continuationPrompt(SummaryAgent::StopReason::OutputLimit),
             QStringLiteral("Your answer stopped at the output limit. Continue it exactly where it stopped: do not "
                            "repeat anything already written, do not start over, and keep the same format, "
                            "numbering and [n] citation markers."));
    // An interruption without a recorded reason still says it was one.
    const QString bare = SummaryAgent::continuationPrompt(SummaryAgent::StopReason::Error);
    QVERIFY2(bare.startsWith(QStringLiteral("Your answer was interrupted by an error before it was finished; it did "
                                            "not reach the output limit. Continue it exactly")),
             qPrintable(bare));
    QVERIFY(!bare.contains(QStringLiteral("{{")));
}

void SummaryContinuationTest::restartedContinuationIsNotDuplicated()
{
    // The server starts the answer over instead of continuing it: before the fix the answer read
    // "…may bring aApple Inc. is …" and held the text twice.
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_openai_length_restart.json")));
    QVERIFY(server.start());
    auto model = llm::ChatModel::create(configFor(server), std::make_shared<net::HttpClient>());
    SummaryAgent agent(*model, QDate(2026, 11, 24));
    QString streamed;
    const Result<model::Answer> answer =
        agent.write(stateWithOneSource(), QString(), [&](const QString& delta) { streamed += delta; });
    QVERIFY2(answer.ok(), qPrintable(answer.ok() ? QString() : answer.error().toString()));
    QCOMPARE(server.requests().size(), 2);
    const QString whole = QStringLiteral("Apple Inc. is a publicly traded company [1]. Shareholders who bought its "
                                         "stock during the class period may bring a claim under Rule 10b-5 [1].");
    QCOMPARE(answer->rawMarkdown, whole);
    QCOMPARE(streamed, whole); // what was shown while it streamed, too
    QVERIFY(!answer->truncated);
    QVERIFY(!answer->incomplete);
}

} // namespace lmars::agents

QTEST_GUILESS_MAIN(lmars::agents::SummaryContinuationTest)
#include "SummaryContinuationTest.moc"
