// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "llm/EmbeddingConfig.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <memory>
#include <vector>

namespace lmars::net {
class HttpClient;
struct HttpRequest;
} // namespace lmars::net

namespace lmars::embed {

/// One request's vectors (L2-normalised, in the order of its texts) and what the server counted.
struct EmbeddingReply
{
    std::vector<std::vector<float>> vectors;
    QString model; ///< the model the server says made them (may be empty)
    qint64 promptTokens = 0;
};

/**
 * One embedding request to the user's endpoint, blocking (call it off the GUI thread; any number
 * may run at once from different threads):
 * - OpenAI-compatible servers (OpenAI, vLLM, llama.cpp's server, LM Studio, Ollama /v1): POST
 *   {base}/embeddings {"model", "input": [...], "encoding_format": "float", "dimensions"?} →
 *   data[].embedding by data[].index, usage.prompt_tokens;
 * - Azure OpenAI: POST {resource}/openai/deployments/{deployment}/embeddings?api-version=... with an
 *   api-key header (its /openai/v1/ endpoint as OpenAI, bearer key);
 * - Ollama: POST {base}/api/embed {"model", "input": [...], "dimensions"?} → embeddings.
 * 429, 503 and connection failures are retried by net::HttpClient, waiting what Retry-After says
 * (up to maxRetryAfterMs); 400, 401, 404 (a model the server does not have) come back as errors
 * that say so. A reply whose count of vectors, indexes or dimension does not fit the request is an
 * error, never a partial result.
 */
class EmbeddingClient final
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddingClient)

public:
    explicit EmbeddingClient(llm::EmbeddingConfig config, std::shared_ptr<net::HttpClient> http = {});

    const llm::EmbeddingConfig& config() const { return m_config; }
    /// The URL the texts are posted to.
    QUrl url() const;
    /// "OpenAI-compatible server at host:port" and the like, for messages.
    QString label() const;

    /// Embeds texts (at least one) in one request. expectedDimension > 0: every vector must have it.
    Result<EmbeddingReply> embed(const QStringList& texts, int expectedDimension, const CancelToken& cancel) const;

private:
    nlohmann::json requestBody(const QStringList& texts) const;
    Result<EmbeddingReply> readReply(const QByteArray& body, int count, int expectedDimension,
                                     const net::HttpRequest& request) const;
    Error mismatch(const QString& what) const;

    llm::EmbeddingConfig m_config;
    std::shared_ptr<net::HttpClient> m_http;
};

} // namespace lmars::embed
