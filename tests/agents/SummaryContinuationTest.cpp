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

} // namespace lmars::agents

QTEST_GUILESS_MAIN(lmars::agents::SummaryContinuationTest)
#include "SummaryContinuationTest.moc"
