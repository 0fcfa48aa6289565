// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmTestRequests.h"
#include "ScriptedServer.h"
#include "llm/ChatModel.h"
#include "llm/JsonExtractor.h"
#include "llm/ReasoningSplitter.h"
#include "net/HttpClient.h"

#include <QTest>

namespace lmars::llm {

using nlohmann::json;
using test::ScriptedServer;

/// Reasoning models: thinking is never the answer and never breaks JSON parsing, for every provider.
class ReasoningTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitterSeparatesEveryForm_data();
    void splitterSeparatesEveryForm();
    void splitterHandlesTagsSplitAcrossPieces();
    void extractorTakesFirstValidTopLevelValue();
    void deepSeekReasoningContentStream();
    void togetherThinkTagsInContentStream();
    void vllmJsonInReasoningContentIsUsed();
    void reasoningWithBracesDoesNotBreakStructured();
    void ollamaLeakedThinkingWithBareClosingTag();
    void anthropicOverloadedBeforeTextIsRetriedAndThinkingKept();
};

namespace {

LlmConfig configFor(const ScriptedServer& server, Provider provider, const QString& model)
{
    LlmConfig config;
    config.provider = provider;
    config.baseUrl = provider == Provider::OpenAiCompatible ? QUrl(server.baseUrl().toString() + QStringLiteral("/v1"))
                                                            : server.baseUrl();
    config.model = model;
    config.apiKey = QStringLiteral("sk-test-reasoning");
    config.requestTimeoutMs = 10000;
    config.maxAttempts = 3;
    config.retryBackoffMs = 10;
    return config;
}

} // namespace

void ReasoningTest::splitterSeparatesEveryForm_data()
{
    QTest::addColumn<QString>("content");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("reasoning");
    QTest::newRow("no reasoning") << QStringLiteral("Plain answer [1].") << QStringLiteral("Plain answer [1].")
                                  << QString();
    QTest::newRow("think block") << QStringLiteral("<think>\nweigh {a} and [b]\n</think>\n\nAnswer.")
                                 << QStringLiteral("Answer.") << QStringLiteral("\nweigh {a} and [b]\n");
    QTest::newRow("thinking block, upper case")
        << QStringLiteral("  <THINKING>hmm</THINKING>Answer.") << QStringLiteral("Answer.") << QStringLiteral("hmm");
    QTest::newRow("unterminated") << QStringLiteral("<think>still thinking when the limit hit") << QString()
                                  << QStringLiteral("still thinking when the limit hit");
    QTest::newRow("bare closing tag") << QStringLiteral("Okay, the user said hello.\n</think>\n\nHello!")
                                      << QStringLiteral("Hello!") << QStringLiteral("Okay, the user said hello.\n");
    QTest::newRow("tag text later in the answer is kept")
        << QStringLiteral("<think>x</think>Models write <think> tags.") << QStringLiteral("Models write <think> tags.")
        << QStringLiteral("x");
    QTest::newRow("a lone angle bracket") << QStringLiteral("a < b") << QStringLiteral("a < b") << QString();
}

void ReasoningTest::splitterSeparatesEveryForm()
{
    QFETCH(QString, content);
    QFETCH(QString, answer);
    QFETCH(QString, reasoning);
    const ReasoningSplitter::Parts parts = ReasoningSplitter::split(content);
    QCOMPARE(parts.content, answer);
    QCOMPARE(parts.reasoning, reasoning);
}

void ReasoningTest::splitterHandlesTagsSplitAcrossPieces()
{
    const QString whole = QStringLiteral("<think>plan the answer</think>\nThe answer < limit.");
    // Every way of cutting the text in two gives the same result, and no thinking is ever shown.
    for (int cut = 0; cut <= whole.size(); ++cut) {
        ReasoningSplitter splitter;
        QString shown = splitter.feedContent(whole.left(cut));
        shown += splitter.feedContent(whole.mid(cut));
        shown += splitter.finish();
        QCOMPARE(shown, QStringLiteral("The answer < limit."));
        QCOMPARE(splitter.reasoning(), QStringLiteral("plan the answer"));
        QVERIFY(!splitter.retracted());
    }
    ReasoningSplitter leaked;
    QCOMPARE(leaked.feedContent(QStringLiteral("thinking aloud ")), QStringLiteral("thinking aloud "));
    QCOMPARE(leaked.feedContent(QStringLiteral("</thi")), QString());
    QCOMPARE(leaked.feedContent(QStringLiteral("nk>Answer")), QStringLiteral("Answer"));
    QCOMPARE(leaked.finish(), QString());
    QVERIFY(leaked.retracted());
    QCOMPARE(leaked.content(), QStringLiteral("Answer"));
    QCOMPARE(leaked.reasoning(), QStringLiteral("thinking aloud "));
}

void ReasoningTest::extractorTakesFirstValidTopLevelValue()
{
    const json schema = caseSummary().schema;
    json value;
    QString problem;
    // A draft with braces first, a "{see}" after: the first complete value that validates wins.
    QVERIFY(JsonExtractor::extract(
        QStringLiteral("Draft {\"holding\": \"x\"} then {\"holding\": \"y\", \"citations\": [\"A {b}\"]} {see}"),
        schema, &value, &problem));
    QCOMPARE(value.at("holding").get<std::string>(), std::string("y"));
    QCOMPARE(value.at("citations").at(0).get<std::string>(), std::string("A {b}"));

    QVERIFY(!JsonExtractor::extract(QStringLiteral("{\"holding\": \"only\"}"), schema, &value, &problem));
    QVERIFY2(problem.contains(QStringLiteral("citations")), qPrintable(problem));
    QVERIFY(!JsonExtractor::extract(QStringLiteral("no json here"), schema, &value, &problem));
    QVERIFY2(problem.contains(QStringLiteral("no JSON object")), qPrintable(problem));
    QVERIFY(!JsonExtractor::extract(QStringLiteral("{\"holding\": \"cut"), schema, &value, &problem));
    QVERIFY2(problem.contains(QStringLiteral("not valid JSON")), qPrintable(problem));
}

void ReasoningTest::deepSeekReasoningContentStream()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_deepseek_reasoner_stream.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server, Provider::OpenAiCompatible, QStringLiteral("deepseek-reasoner")),
                                   std::make_shared<net::HttpClient>());
    QString streamed;
    const Result<ChatReply> reply = model->stream(question(), [&](const QString& delta) { streamed += delta; });
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(streamed, QStringLiteral("The court held the search unlawful [1]."));
    QCOMPARE(reply->text, streamed);
    QCOMPARE(reply->reasoning, QStringLiteral("The user asks about {the holding}. Check source [1]."));
    QCOMPARE(reply->usage.reasoningTokens, qint64(30));
    QCOMPARE(model->usageTotals().reasoningTokens, qint64(30));
    const model::ModelCall call = model->calls().constLast();
    QCOMPARE(call.purpose, QStringLiteral("answer"));
    QCOMPARE(call.reasoning, reply->reasoning);
    QCOMPARE(call.reasoningTokens, qint64(30));
    QVERIFY(!call.truncated);
}

void ReasoningTest::togetherThinkTagsInContentStream()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_together_r1_think_stream.json")));
    QVERIFY(server.start());
    auto model =
        ChatModel::create(configFor(server, Provider::OpenAiCompatible, QStringLiteral("deepseek-ai/DeepSeek-R1")),
                          std::make_shared<net::HttpClient>());
    QStringList deltas;
    const Result<ChatReply> reply = model->stream(question(), [&](const QString& delta) { deltas << delta; });
    QVERIFY(reply.ok());
    QCOMPARE(deltas.join(QString()), QStringLiteral("The court held the search unlawful [1]."));
    for (const QString& delta : std::as_const(deltas))
        QVERIFY2(!delta.contains(QLatin1Char('<')) && !delta.contains(QStringLiteral("Okay")), qPrintable(delta));
    QCOMPARE(reply->reasoning, QStringLiteral("\nOkay, the user asked about the holding.\n"));
}

void ReasoningTest::vllmJsonInReasoningContentIsUsed()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_vllm_reasoning_content_null.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server, Provider::OpenAiCompatible, QStringLiteral("qwen3-vllm")),
                                   std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->json.at("holding").get<std::string>(), std::string("The search was unlawful."));
    QCOMPARE(server.requests().size(), 1);
}

void ReasoningTest::reasoningWithBracesDoesNotBreakStructured()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_groq_reasoning_braces.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server, Provider::OpenAiCompatible, QStringLiteral("deepseek-r1")),
                                   std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->structured(question(), caseSummary());
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QCOMPARE(reply->json.at("citations").at(0).get<std::string>(), std::string("Mapp v. Ohio"));
    QCOMPARE(reply->repairAttempts, 0);
    QVERIFY(reply->reasoning.contains(QStringLiteral("Draft:")));
    QCOMPARE(model->calls().constLast().purpose, QStringLiteral("case_summary"));
    QVERIFY(model->calls().constLast().reasoning.contains(QStringLiteral("Draft:")));
}

void ReasoningTest::ollamaLeakedThinkingWithBareClosingTag()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_ollama_think_spill.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server, Provider::Ollama, QStringLiteral("qwen3:30b-a3b")),
                                   std::make_shared<net::HttpClient>());
    const Result<ChatReply> reply = model->stream(question(), [](const QString&) {});
    QVERIFY(reply.ok());
    QCOMPARE(reply->text, QStringLiteral("The court held the search unlawful [1]."));
    QCOMPARE(reply->reasoning, QStringLiteral("Okay, the user asks about the holding. Let me check the sources.\n"));
}

void ReasoningTest::anthropicOverloadedBeforeTextIsRetriedAndThinkingKept()
{
    ScriptedServer server;
    QVERIFY(server.loadScenarioFile(QStringLiteral("llm_anthropic_overloaded_then_ok.json")));
    QVERIFY(server.start());
    auto model = ChatModel::create(configFor(server, Provider::Anthropic, QStringLiteral("claude-sonnet-4-5")),
                                   std::make_shared<net::HttpClient>());
    QString streamed;
    const Result<ChatReply> reply = model->stream(question(), [&](const QString& delta) { streamed += delta; });
    QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().toString()));
    QVERIFY(!reply->incomplete);
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(streamed, QStringLiteral("The court held the search unlawful [1]."));
    QCOMPARE(reply->reasoning, QStringLiteral("Source [1] is on point."));
}

} // namespace lmars::llm

QTEST_GUILESS_MAIN(lmars::llm::ReasoningTest)
#include "ReasoningTest.moc"
