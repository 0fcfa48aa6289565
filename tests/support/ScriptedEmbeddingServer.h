// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>

namespace lmars::test {

/**
 * An embedding service on 127.0.0.1 (ephemeral port) that answers as the real ones document, with
 * deterministic vectors: a text's vector is its hashed bag of words (each lower-cased word adds 1
 * to dimension FNV-1a(word) mod d), L2-normalised, so texts sharing words are near each other.
 *
 * Styles and their paths, replies and errors:
 * - OpenAi: POST /v1/embeddings, bearer key; {"object":"list","data":[{"object","index","embedding"}],
 *   "model","usage"}; "dimensions" honoured; unknown model 404 {"error":{"message","type":
 *   "invalid_request_error","param":null,"code":"model_not_found"}}; wrong key 401 invalid_api_key.
 * - Azure: POST /openai/deployments/{deployment}/embeddings?api-version=..., api-key header; no
 *   api-version 404 {"error":{"code":"404","message":"Resource not found"}}; unknown deployment 404
 *   {"error":{"code":"DeploymentNotFound","message":...}}; wrong key 401 {"error":{"code":"401",...}}.
 * - Ollama: POST /api/embed {"model","input"} → {"model","embeddings":[[...]],"prompt_eval_count"};
 *   unknown model 404 {"error":"model \"x\" not found, try pulling it first"}.
 * - LmStudio: POST /v1/embeddings, no key; unknown model 404 {"error":{"message":"Model \"x\" not
 *   found. Please load it first.","type":"invalid_request_error","param":"model","code":"model_not_found"}}.
 *
 * Scripted trouble: the first rateLimited requests get 429 with retry-after-ms / retry-after and
 * x-ratelimit-* headers (OpenAI's rate_limit_exceeded body) or 503 (Ollama's {"error": ...});
 * after failAfter answered requests every request gets 500 {"error":{"type":"server_error"}} (an
 * interrupted run); badCount / badDimension / shuffled replies for the reply checks.
 */
class ScriptedEmbeddingServer final
{
public:
    enum class Style
    {
        OpenAi,
        Azure,
        Ollama,
        LmStudio
    };

    struct Options
    {
        Style style = Style::OpenAi;
        QStringList models = {QStringLiteral("text-embedding-3-small")}; ///< (Azure: deployments)
        QString key;         ///< required key (bearer or api-key); empty: none checked
        int dimension = 64;  ///< vectors' size when the request names no "dimensions"
        int rateLimited = 0; ///< the first n requests get 429 (Ollama: 503)
        int retryAfterMs = 50;
        int failAfter = -1;        ///< after this many answered requests, every request fails with 500
        int delayMs = 0;           ///< wait before answering (concurrency tests)
        bool shuffled = false;     ///< data[] in reverse order (indexes still right)
        bool badCount = false;     ///< one vector fewer than inputs
        bool badDimension = false; ///< the last vector one value short
        int port = 0;              ///< listen on this port (the same service restarted); 0: an ephemeral one
    };

    explicit ScriptedEmbeddingServer(Options options);
    ~ScriptedEmbeddingServer();
    ScriptedEmbeddingServer(const ScriptedEmbeddingServer&) = delete;
    ScriptedEmbeddingServer& operator=(const ScriptedEmbeddingServer&) = delete;

    bool start();
    void stop();
    QUrl baseUrl() const; ///< http://127.0.0.1:<port>

    /// The server's vector for text at dimension (what a reply carries).
    static QList<float> vectorFor(const QString& text, int dimension);

    int requests() const;              ///< embedding requests received (any answer)
    int answeredRequests() const;      ///< answered with vectors
    QStringList embeddedTexts() const; ///< every input of answered requests, in arrival order
    int maxInFlight() const;           ///< the most requests it was answering at once
    QList<QByteArray> bodies() const;  ///< every request body received
    QList<QString> queries() const;    ///< every request's query string

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace lmars::test
