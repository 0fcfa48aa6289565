// SPDX-License-Identifier: GPL-3.0-or-later
#include "llm/LlmConfig.h"
#include "llm/ChatModel.h"

#include <QTest>

Q_DECLARE_METATYPE(lmars::llm::Provider)

namespace lmars::llm {

/// providerName, parseProvider and isReasoningModel.
class LlmConfigTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void providerNames();
    void parsesProviders_data();
    void parsesProviders();
    void rejectsUnknownProviders();
    void reasoningModels_data();
    void reasoningModels();
};

void LlmConfigTest::providerNames()
{
    QCOMPARE(providerName(Provider::OpenAiCompatible), QStringLiteral("openai"));
    QCOMPARE(providerName(Provider::Anthropic), QStringLiteral("anthropic"));
    QCOMPARE(providerName(Provider::Ollama), QStringLiteral("ollama"));
    for (const Provider provider : {Provider::OpenAiCompatible, Provider::Anthropic, Provider::Ollama}) {
        Provider parsed = Provider::Ollama;
        QVERIFY(parseProvider(providerName(provider), &parsed));
        QCOMPARE(parsed, provider);
    }
}

void LlmConfigTest::parsesProviders_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Provider>("provider");
    QTest::newRow("openai") << QStringLiteral("openai") << Provider::OpenAiCompatible;
    QTest::newRow("openai-compatible") << QStringLiteral("openai-compatible") << Provider::OpenAiCompatible;
    QTest::newRow("openrouter") << QStringLiteral("openrouter") << Provider::OpenAiCompatible;
    QTest::newRow("vllm") << QStringLiteral("vllm") << Provider::OpenAiCompatible;
    QTest::newRow("lmstudio") << QStringLiteral("lmstudio") << Provider::LmStudio;
    QTest::newRow("azure") << QStringLiteral("azure") << Provider::Azure;
    QTest::newRow("gemini") << QStringLiteral("gemini") << Provider::Gemini;
    QTest::newRow("llamacpp") << QStringLiteral("llamacpp") << Provider::OpenAiCompatible;
    QTest::newRow("anthropic") << QStringLiteral("anthropic") << Provider::Anthropic;
    QTest::newRow("ollama") << QStringLiteral("ollama") << Provider::Ollama;
    QTest::newRow("case and spaces") << QStringLiteral(" Anthropic ") << Provider::Anthropic;
}

void LlmConfigTest::parsesProviders()
{
    QFETCH(QString, text);
    QFETCH(Provider, provider);
    Provider parsed = provider == Provider::Ollama ? Provider::Anthropic : Provider::Ollama;
    QVERIFY(parseProvider(text, &parsed));
    QCOMPARE(parsed, provider);
}

void LlmConfigTest::rejectsUnknownProviders()
{
    Provider parsed = Provider::Anthropic;
    QVERIFY(!parseProvider(QStringLiteral("azure-openai"), &parsed));
    QVERIFY(!parseProvider(QStringLiteral("bard"), &parsed));
    QVERIFY(!parseProvider(QString(), &parsed));
    QCOMPARE(parsed, Provider::Anthropic); // untouched on failure
}

void LlmConfigTest::reasoningModels_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("reasoning");
    QTest::newRow("o1") << QStringLiteral("o1") << true;
    QTest::newRow("o3-mini") << QStringLiteral("o3-mini") << true;
    QTest::newRow("o4-mini") << QStringLiteral("o4-mini-2025-04-16") << true;
    QTest::newRow("gpt-5") << QStringLiteral("gpt-5") << true;
    QTest::newRow("gpt-5-mini") << QStringLiteral("GPT-5-mini") << true;
    QTest::newRow("vendor prefix") << QStringLiteral("openai/o3") << true;
    QTest::newRow("gpt-4.1") << QStringLiteral("gpt-4.1-mini") << false;
    QTest::newRow("gpt-4o") << QStringLiteral("gpt-4o") << false;
    QTest::newRow("claude") << QStringLiteral("anthropic/claude-sonnet-4-5") << false;
    QTest::newRow("qwen") << QStringLiteral("qwen3:8b") << false;
    QTest::newRow("empty") << QString() << false;
}

void LlmConfigTest::reasoningModels()
{
    QFETCH(QString, model);
    QFETCH(bool, reasoning);
    QCOMPARE(isReasoningModel(model), reasoning);
}

} // namespace lmars::llm

QTEST_GUILESS_MAIN(lmars::llm::LlmConfigTest)
#include "LlmConfigTest.moc"
