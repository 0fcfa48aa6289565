// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingConfig.h"

namespace lmars::llm {

LlmConfig EmbeddingConfig::transport() const
{
    LlmConfig config;
    switch (provider) {
    case EmbeddingProvider::Azure:
        config.provider = Provider::Azure;
        break;
    case EmbeddingProvider::Ollama:
        config.provider = Provider::Ollama;
        break;
    case EmbeddingProvider::LmStudio:
        config.provider = Provider::LmStudio;
        break;
    case EmbeddingProvider::None:
    case EmbeddingProvider::OpenAiCompatible:
        config.provider = Provider::OpenAiCompatible;
        break;
    }
    config.baseUrl = baseUrl.isEmpty() ? defaultEmbeddingUrl(provider) : baseUrl;
    config.model = model;
    config.apiKey = apiKey;
    config.apiVersion = apiVersion;
    config.requestTimeoutMs = requestTimeoutMs;
    config.maxAttempts = maxAttempts;
    config.retryBackoffMs = retryBackoffMs;
    return config;
}

QString embeddingProviderName(EmbeddingProvider provider)
{
    switch (provider) {
    case EmbeddingProvider::OpenAiCompatible:
        return QStringLiteral("openai");
    case EmbeddingProvider::Azure:
        return QStringLiteral("azure");
    case EmbeddingProvider::Ollama:
        return QStringLiteral("ollama");
    case EmbeddingProvider::LmStudio:
        return QStringLiteral("lmstudio");
    case EmbeddingProvider::None:
        break;
    }
    return QStringLiteral("none");
}

bool parseEmbeddingProvider(const QString& text, EmbeddingProvider* out)
{
    const QString name = text.trimmed().toLower();
    EmbeddingProvider provider = EmbeddingProvider::None;
    if (name.isEmpty() || name == QLatin1String("none"))
        provider = EmbeddingProvider::None;
    else if (name == QLatin1String("openai") || name == QLatin1String("openai-compatible") ||
             name == QLatin1String("vllm") || name == QLatin1String("llamacpp") || name == QLatin1String("llama.cpp"))
        provider = EmbeddingProvider::OpenAiCompatible;
    else if (name == QLatin1String("azure"))
        provider = EmbeddingProvider::Azure;
    else if (name == QLatin1String("ollama"))
        provider = EmbeddingProvider::Ollama;
    else if (name == QLatin1String("lmstudio"))
        provider = EmbeddingProvider::LmStudio;
    else
        return false;
    if (out)
        *out = provider;
    return true;
}

QStringList knownEmbeddingProviderNames()
{
    return {QStringLiteral("none"),  QStringLiteral("openai"),   QStringLiteral("openai-compatible"),
            QStringLiteral("vllm"),  QStringLiteral("llamacpp"), QStringLiteral("llama.cpp"),
            QStringLiteral("azure"), QStringLiteral("ollama"),   QStringLiteral("lmstudio")};
}

QList<EmbeddingProvider> allEmbeddingProviders()
{
    return {EmbeddingProvider::None, EmbeddingProvider::OpenAiCompatible, EmbeddingProvider::Azure,
            EmbeddingProvider::Ollama, EmbeddingProvider::LmStudio};
}

QUrl defaultEmbeddingUrl(EmbeddingProvider provider)
{
    switch (provider) {
    case EmbeddingProvider::OpenAiCompatible:
        return defaultServerUrl(Provider::OpenAiCompatible);
    case EmbeddingProvider::Ollama:
        return defaultServerUrl(Provider::Ollama);
    case EmbeddingProvider::LmStudio:
        return defaultServerUrl(Provider::LmStudio);
    case EmbeddingProvider::Azure:
    case EmbeddingProvider::None:
        break;
    }
    return {};
}

} // namespace lmars::llm
