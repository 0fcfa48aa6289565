// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmConfig.h"

namespace lmars::llm {

QString providerName(Provider provider)
{
    switch (provider) {
    case Provider::OpenAiCompatible:
        return QStringLiteral("openai");
    case Provider::Anthropic:
        return QStringLiteral("anthropic");
    case Provider::Azure:
        return QStringLiteral("azure");
    case Provider::Gemini:
        return QStringLiteral("gemini");
    case Provider::LmStudio:
        return QStringLiteral("lmstudio");
    case Provider::Ollama:
        break;
    }
    return QStringLiteral("ollama");
}

QList<Provider> allProviders()
{
    return {Provider::OpenAiCompatible, Provider::Azure,     Provider::Gemini,
            Provider::LmStudio,         Provider::Anthropic, Provider::Ollama};
}

QStringList knownProviderNames()
{
    QStringList names;
    for (const Provider provider : allProviders())
        names << providerName(provider);
    // Other OpenAI-compatible servers, by their own names.
    names << QStringLiteral("openai-compatible") << QStringLiteral("openrouter") << QStringLiteral("vllm")
          << QStringLiteral("llamacpp");
    return names;
}

bool parseProvider(const QString& text, Provider* out)
{
    const QString name = text.trimmed().toLower();
    if (name.isEmpty())
        return false;
    Provider provider = Provider::OpenAiCompatible;
    bool found = false;
    for (const Provider candidate : allProviders()) {
        if (name == providerName(candidate)) {
            provider = candidate;
            found = true;
        }
    }
    if (!found && !knownProviderNames().contains(name))
        return false;
    if (out)
        *out = provider;
    return true;
}

QUrl defaultServerUrl(Provider provider)
{
    switch (provider) {
    case Provider::OpenAiCompatible:
        return QUrl(QStringLiteral("https://api.openai.com/v1"));
    case Provider::Anthropic:
        return QUrl(QStringLiteral("https://api.anthropic.com"));
    case Provider::Gemini:
        return QUrl(QStringLiteral("https://generativelanguage.googleapis.com/v1beta/openai/"));
    case Provider::LmStudio:
        return QUrl(QStringLiteral("http://localhost:1234/v1"));
    case Provider::Azure: // the resource's own endpoint: no default
        return {};
    case Provider::Ollama:
        break;
    }
    return QUrl(QStringLiteral("http://localhost:11434"));
}

bool speaksOpenAi(Provider provider)
{
    return provider != Provider::Anthropic && provider != Provider::Ollama;
}

bool requiresApiKey(Provider provider)
{
    return provider == Provider::Anthropic || provider == Provider::Azure || provider == Provider::Gemini;
}

} // namespace lmars::llm
