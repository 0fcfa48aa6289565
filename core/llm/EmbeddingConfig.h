// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/LlmConfig.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace lmars::llm {

/// Which embedding endpoint makes the library's vectors when the user configures one.
enum class EmbeddingProvider
{
    None,             ///< no provider: the library's own local dense channel only
    OpenAiCompatible, ///< POST {base}/embeddings (OpenAI, vLLM, llama.cpp's server, Ollama /v1)
    Azure,            ///< Azure OpenAI: {resource}/openai/deployments/{deployment}/embeddings?api-version=, api-key
    Ollama,           ///< Ollama's native POST {base}/api/embed
    LmStudio          ///< LM Studio's OpenAI-compatible server (no key)
};

/// How to reach the user's embedding endpoint. Filled from settings, environment and .env (core/settings).
struct EmbeddingConfig
{
    EmbeddingProvider provider = EmbeddingProvider::None;
    QUrl baseUrl;       ///< empty = the provider's default (defaultEmbeddingUrl())
    QString model;      ///< Azure OpenAI: the deployment's name
    int dimension = 0;  ///< 0 = the model's own; else sent as "dimensions" and checked in every reply
    QString apiKey;     ///< never logged, never stored outside the keychain
    QString apiVersion; ///< Azure OpenAI deployments (empty = kDefaultAzureApiVersion)
    int batchSize = 64; ///< texts per request
    /// Estimated tokens per request (a text counts as its characters / 4, at least 1): OpenAI takes
    /// at most 300,000 a request; a smaller budget keeps local servers' batches short.
    int batchTokens = 60000;
    int concurrency = 2; ///< requests in flight at once
    int requestTimeoutMs = 120000;
    int maxAttempts = 4;         ///< per request: retries on 429, 503 and connection errors
    int retryBackoffMs = 500;    ///< first retry's backoff when the server names no wait
    int maxRetryAfterMs = 60000; ///< a longer Retry-After fails the request instead of waiting

    bool enabled() const { return provider != EmbeddingProvider::None; }
    /// The chat-side config the shared HTTP helpers (ProviderSupport) take: URL, key, timeouts, retries.
    LlmConfig transport() const;
};

/// "none", "openai", "azure", "ollama", "lmstudio"
QString embeddingProviderName(EmbeddingProvider provider);
/// Parses a provider name: "none" (or empty), "openai", "openai-compatible", "vllm", "llamacpp",
/// "llama.cpp" (all OpenAI-compatible), "azure", "ollama", "lmstudio" (any case). False for anything else.
bool parseEmbeddingProvider(const QString& text, EmbeddingProvider* out);
/// Every name parseEmbeddingProvider() accepts, for messages that refuse an unknown one.
QStringList knownEmbeddingProviderNames();
/// The providers, in the order a user picks from (None first).
QList<EmbeddingProvider> allEmbeddingProviders();
/// https://api.openai.com/v1, http://localhost:11434 (Ollama), http://localhost:1234/v1 (LM Studio);
/// empty for Azure OpenAI (the resource's endpoint must be set) and None.
QUrl defaultEmbeddingUrl(EmbeddingProvider provider);

} // namespace lmars::llm
