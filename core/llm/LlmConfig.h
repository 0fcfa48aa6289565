// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

namespace lmars::llm {

enum class Provider
{
    OpenAiCompatible, ///< OpenAI, OpenRouter, Ollama /v1, vLLM, llama.cpp server
    Anthropic,        ///< Anthropic Messages API
    Ollama,           ///< Ollama native /api/chat
    Azure,            ///< Azure OpenAI: a resource's deployments (api-key, api-version) or its /openai/v1/ endpoint
    Gemini,           ///< Gemini's OpenAI-compatible endpoint (generativelanguage.googleapis.com/v1beta/openai/)
    LmStudio          ///< LM Studio's local OpenAI-compatible server (no key)
};

/// The api-version Azure OpenAI's deployment URLs get when none is configured (the latest GA version).
inline constexpr const char* kDefaultAzureApiVersion = "2024-10-21";

/// Which model to talk to and how. Filled from settings, environment and .env (core/settings).
struct LlmConfig
{
    Provider provider = Provider::Ollama;
    QUrl baseUrl;       ///< e.g. https://api.openai.com/v1, https://api.anthropic.com, http://localhost:11434
    QString model;      ///< Azure OpenAI: the deployment's name
    QString apiKey;     ///< never logged, never stored outside the keychain
    QString apiVersion; ///< Azure OpenAI deployments: the api-version query parameter (empty = the default)
    double temperature = 0.2;
    int maxOutputTokens = 4096;
    int requestTimeoutMs = 180000;
    int maxAttempts = 3;
    int retryBackoffMs = 500;        ///< first retry backoff (doubles per attempt, capped at 16x); tests lower it
    int contextWindowTokens = 16384; ///< Ollama native API: options.num_ctx
};

/// "openai", "anthropic", "ollama", "azure", "gemini", "lmstudio"
QString providerName(Provider provider);
/// Parses a provider name: "openai", "openai-compatible", "openrouter", "vllm", "llamacpp" (all
/// OpenAI-compatible), "azure", "gemini", "lmstudio", "anthropic", "ollama" (any case). Returns false
/// for anything else.
bool parseProvider(const QString& text, Provider* out);
/// Every name parseProvider() accepts, for messages that refuse an unknown one.
QStringList knownProviderNames();
/// The providers, in the order a user picks from.
QList<Provider> allProviders();
/// The provider's base URL when none is configured: https://api.openai.com/v1,
/// https://api.anthropic.com, http://localhost:11434 (Ollama), Gemini's
/// https://generativelanguage.googleapis.com/v1beta/openai/, LM Studio's http://localhost:1234/v1;
/// empty for Azure OpenAI (the resource's own endpoint must be set).
QUrl defaultServerUrl(Provider provider);
/// Whether the provider speaks OpenAI's Chat Completions API (served by OpenAiCompatibleModel).
bool speaksOpenAi(Provider provider);
/// Whether the provider's service refuses calls without an API key (Anthropic, Azure, Gemini; the
/// hosted OpenAI and OpenRouter are recognised by their host).
bool requiresApiKey(Provider provider);

} // namespace lmars::llm
