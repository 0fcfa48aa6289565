// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScriptedEmbeddingServer.h"

#include <httplib.h>
#include <nlohmann/json.hpp>

#include <QRegularExpression>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

namespace lmars::test {

using Json = nlohmann::json;

struct ScriptedEmbeddingServer::Private
{
    Options options;
    httplib::Server server;
    std::thread thread;
    int port = 0;
    mutable std::mutex mutex;
    int requests = 0;
    int answered = 0;
    int inFlight = 0;
    int maxInFlight = 0;
    QStringList texts;
    QList<QByteArray> bodies;
    QList<QString> queries;

    void reply(const httplib::Request& request, httplib::Response& response);
};

namespace {

void sendJson(httplib::Response& response, int status, const Json& body)
{
    response.status = status;
    response.set_content(body.dump(), "application/json");
}

Json openAiError(const std::string& message, const char* type, const Json& param, const char* code)
{
    return {{"error", {{"message", message}, {"type", type}, {"param", param}, {"code", code}}}};
}

} // namespace

QList<float> ScriptedEmbeddingServer::vectorFor(const QString& text, int dimension)
{
    QList<float> vector(std::max(1, dimension), 0.0f);
    static const QRegularExpression words(QStringLiteral("[\\p{L}\\p{N}]+"));
    auto it = words.globalMatch(text.toLower());
    bool any = false;
    while (it.hasNext()) {
        const QByteArray word = it.next().captured().toUtf8();
        quint32 hash = 2166136261u;
        for (const char c : word)
            hash = (hash ^ static_cast<quint8>(c)) * 16777619u;
        vector[static_cast<qsizetype>(hash % static_cast<quint32>(vector.size()))] += 1.0f;
        any = true;
    }
    if (!any)
        vector[0] = 1.0f; // an empty text still gets a unit vector, as real models give one
    double norm = 0;
    for (const float x : vector)
        norm += double(x) * x;
    norm = std::sqrt(norm);
    for (float& x : vector)
        x = static_cast<float>(x / norm);
    return vector;
}

void ScriptedEmbeddingServer::Private::reply(const httplib::Request& request, httplib::Response& response)
{
    const Options& o = options;
    int number = 0;
    {
        std::lock_guard<std::mutex> lock(mutex);
        number = ++requests;
        bodies << QByteArray::fromStdString(request.body);
        QStringList params;
        for (const auto& [name, value] : request.params)
            params << QString::fromStdString(name + "=" + value);
        queries << params.join(QLatin1Char('&'));
        maxInFlight = std::max(maxInFlight, ++inFlight);
    }
    struct Leave
    {
        Private* d;
        ~Leave()
        {
            std::lock_guard<std::mutex> lock(d->mutex);
            --d->inFlight;
        }
    } leave{this};
    if (o.delayMs > 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(o.delayMs));

    // The key.
    if (!o.key.isEmpty()) {
        const std::string key = o.key.toStdString();
        const bool ok = o.style == Style::Azure ? request.get_header_value("api-key") == key
                                                : request.get_header_value("Authorization") == "Bearer " + key;
        if (!ok) {
            if (o.style == Style::Azure)
                return sendJson(response, 401,
                                {{"error",
                                  {{"code", "401"},
                                   {"message", "Access denied due to invalid subscription key or wrong API endpoint. "
                                               "Make sure to provide a valid key for an active subscription and use "
                                               "a correct regional API endpoint for your resource."}}}});
            return sendJson(response, 401,
                            openAiError("Incorrect API key provided: sk-wr***ong. You can find your API key at "
                                        "https://platform.openai.com/account/api-keys.",
                                        "invalid_request_error", nullptr, "invalid_api_key"));
        }
    }
    if (o.style == Style::Azure && !request.has_param("api-version"))
        return sendJson(response, 404, {{"error", {{"code", "404"}, {"message", "Resource not found"}}}});

    const Json body = Json::parse(request.body, nullptr, false);
    if (!body.is_object() || !body.contains("input"))
        return sendJson(response, 400,
                        openAiError("'input' is a required property", "invalid_request_error", "input", nullptr));
    std::string model = body.value("model", std::string());
    if (o.style == Style::Azure)
        model = request.matches.size() > 1 ? request.matches[1].str() : std::string();
    if (!o.models.contains(QString::fromStdString(model))) {
        switch (o.style) {
        case Style::Azure:
            return sendJson(response, 404,
                            {{"error",
                              {{"code", "DeploymentNotFound"},
                               {"message", "The API deployment for this resource does not exist. If you created the "
                                           "deployment within the last 5 minutes, please wait a moment and try "
                                           "again."}}}});
        case Style::Ollama:
            return sendJson(response, 404, {{"error", "model \"" + model + "\" not found, try pulling it first"}});
        case Style::LmStudio:
            return sendJson(response, 404,
                            openAiError("Model \"" + model + "\" not found. Please load it first.",
                                        "invalid_request_error", "model", "model_not_found"));
        case Style::OpenAi:
            return sendJson(response, 404,
                            openAiError("The model `" + model + "` does not exist or you do not have access to it.",
                                        "invalid_request_error", nullptr, "model_not_found"));
        }
    }
    if (number <= o.rateLimited) {
        if (o.style == Style::Ollama)
            return sendJson(response, 503,
                            {{"error", "server busy, please try again.  maximum pending requests exceeded"}});
        response.set_header("retry-after-ms", std::to_string(o.retryAfterMs));
        response.set_header("retry-after", "1");
        response.set_header("x-ratelimit-limit-requests", "3000");
        response.set_header("x-ratelimit-remaining-requests", "0");
        response.set_header("x-ratelimit-reset-requests", std::to_string(o.retryAfterMs) + "ms");
        response.set_header("x-ratelimit-limit-tokens", "1000000");
        response.set_header("x-ratelimit-remaining-tokens", "0");
        return sendJson(response, 429,
                        openAiError("Rate limit reached for text-embedding-3-small in organization org-test on "
                                    "requests per min (RPM): Limit 3000, Used 3000, Requested 1. Please try again "
                                    "in 20ms.",
                                    "requests", nullptr, "rate_limit_exceeded"));
    }
    {
        std::lock_guard<std::mutex> lock(mutex);
        if (o.failAfter >= 0 && answered >= o.failAfter)
            return sendJson(response, 500,
                            openAiError("The server had an error while processing your request. Sorry about that!",
                                        "server_error", nullptr, nullptr));
    }

    QStringList inputs;
    const Json& input = body.at("input");
    if (input.is_string())
        inputs << QString::fromStdString(input.get<std::string>());
    else if (input.is_array())
        for (const Json& item : input)
            inputs << QString::fromStdString(item.is_string() ? item.get<std::string>() : std::string());
    const int dimension = body.contains("dimensions") && body.at("dimensions").is_number_integer()
                              ? body.at("dimensions").get<int>()
                              : o.dimension;
    const int count = static_cast<int>(inputs.size()) - (o.badCount ? 1 : 0);
    Json vectors = Json::array();
    for (int i = 0; i < count; ++i) {
        QList<float> vector = vectorFor(inputs.at(i), dimension);
        if (o.badDimension && i == count - 1)
            vector.removeLast();
        vectors.push_back(Json(std::vector<float>(vector.cbegin(), vector.cend())));
    }
    int tokens = 0;
    for (const QString& text : std::as_const(inputs))
        tokens += static_cast<int>(text.split(QLatin1Char(' '), Qt::SkipEmptyParts).size());
    {
        std::lock_guard<std::mutex> lock(mutex);
        ++answered;
        texts << inputs;
    }
    if (o.style == Style::Ollama)
        return sendJson(response, 200,
                        {{"model", model},
                         {"embeddings", vectors},
                         {"total_duration", 14143917},
                         {"load_duration", 1019500},
                         {"prompt_eval_count", tokens}});
    Json data = Json::array();
    for (int i = 0; i < count; ++i)
        data.push_back({{"object", "embedding"}, {"index", i}, {"embedding", vectors.at(static_cast<size_t>(i))}});
    if (o.shuffled)
        std::reverse(data.begin(), data.end());
    sendJson(response, 200,
             {{"object", "list"},
              {"data", data},
              {"model", model},
              {"usage", {{"prompt_tokens", tokens}, {"total_tokens", tokens}}}});
}

ScriptedEmbeddingServer::ScriptedEmbeddingServer(Options options) : d(std::make_unique<Private>())
{
    d->options = std::move(options);
}

ScriptedEmbeddingServer::~ScriptedEmbeddingServer()
{
    stop();
}

bool ScriptedEmbeddingServer::start()
{
    auto handler = [this](const httplib::Request& request, httplib::Response& response) {
        d->reply(request, response);
    };
    switch (d->options.style) {
    case Style::Azure:
        d->server.Post(R"(/openai/deployments/([^/]+)/embeddings)", handler);
        break;
    case Style::Ollama:
        d->server.Post("/api/embed", handler);
        break;
    case Style::OpenAi:
    case Style::LmStudio:
        d->server.Post("/v1/embeddings", handler);
        break;
    }
    if (d->options.port > 0)
        d->port = d->server.bind_to_port("127.0.0.1", d->options.port) ? d->options.port : -1;
    else
        d->port = d->server.bind_to_any_port("127.0.0.1");
    if (d->port <= 0)
        return false;
    d->thread = std::thread([this] { d->server.listen_after_bind(); });
    // stop() only works once the accept loop runs, so wait for it.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (!d->server.is_running()) {
        if (std::chrono::steady_clock::now() > deadline) {
            stop();
            return false;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

void ScriptedEmbeddingServer::stop()
{
    if (d->thread.joinable()) {
        d->server.stop();
        d->thread.join();
    }
}

QUrl ScriptedEmbeddingServer::baseUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(d->port));
}

int ScriptedEmbeddingServer::requests() const
{
    std::lock_guard<std::mutex> lock(d->mutex);
    return d->requests;
}

int ScriptedEmbeddingServer::answeredRequests() const
{
    std::lock_guard<std::mutex> lock(d->mutex);
    return d->answered;
}

QStringList ScriptedEmbeddingServer::embeddedTexts() const
{
    std::lock_guard<std::mutex> lock(d->mutex);
    return d->texts;
}

int ScriptedEmbeddingServer::maxInFlight() const
{
    std::lock_guard<std::mutex> lock(d->mutex);
    return d->maxInFlight;
}

QList<QByteArray> ScriptedEmbeddingServer::bodies() const
{
    std::lock_guard<std::mutex> lock(d->mutex);
    return d->bodies;
}

QList<QString> ScriptedEmbeddingServer::queries() const
{
    std::lock_guard<std::mutex> lock(d->mutex);
    return d->queries;
}

} // namespace lmars::test
