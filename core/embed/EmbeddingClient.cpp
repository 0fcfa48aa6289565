// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingClient.h"

#include "dense/VectorIndex.h"
#include "embed/EmbedLog.h"
#include "llm/ProviderSupport.h"
#include "net/HttpClient.h"

#include <algorithm>

namespace lmars::embed {

using nlohmann::json;
using PS = llm::ProviderSupport;
using llm::EmbeddingProvider;

namespace {

/// A JSON array of numbers as floats; false when it is not one (or is empty).
bool readVector(const json& value, std::vector<float>& out)
{
    if (!value.is_array() || value.empty())
        return false;
    out.clear();
    out.reserve(value.size());
    for (const json& x : value) {
        if (!x.is_number())
            return false;
        out.push_back(x.get<float>());
    }
    return true;
}

} // namespace

EmbeddingClient::EmbeddingClient(llm::EmbeddingConfig config, std::shared_ptr<net::HttpClient> http)
    : m_config(std::move(config)), m_http(http ? std::move(http) : std::make_shared<net::HttpClient>())
{}

QUrl EmbeddingClient::url() const
{
    const llm::LlmConfig transport = m_config.transport();
    if (m_config.provider == EmbeddingProvider::Ollama) {
        const QString path = QStringLiteral("/api/embed");
        return PS::pathEndsWith(transport.baseUrl, path) ? transport.baseUrl : PS::endpoint(transport.baseUrl, path);
    }
    return PS::openAiUrl(transport, transport.baseUrl, QStringLiteral("/embeddings"));
}

QString EmbeddingClient::label() const
{
    const QString host = PS::hostLabel(m_config.transport().baseUrl);
    switch (m_config.provider) {
    case EmbeddingProvider::Azure:
        return tr("Azure OpenAI embeddings at %1").arg(host);
    case EmbeddingProvider::Ollama:
        return tr("Ollama embeddings at %1").arg(host);
    case EmbeddingProvider::LmStudio:
        return tr("LM Studio embeddings at %1").arg(host);
    case EmbeddingProvider::None:
    case EmbeddingProvider::OpenAiCompatible:
        break;
    }
    return tr("OpenAI-compatible embeddings at %1").arg(host);
}

json EmbeddingClient::requestBody(const QStringList& texts) const
{
    json input = json::array();
    for (const QString& text : texts)
        input.push_back(PS::toJson(text));
    json body = {{"model", PS::toJson(m_config.model)}, {"input", std::move(input)}};
    if (m_config.provider == EmbeddingProvider::Ollama)
        body["truncate"] = true; // an over-long chunk is cut to the model's context, not refused
    else
        body["encoding_format"] = "float";
    if (m_config.dimension > 0)
        body["dimensions"] = m_config.dimension;
    return body;
}

Result<EmbeddingReply> EmbeddingClient::embed(const QStringList& texts, int expectedDimension,
                                              const CancelToken& cancel) const
{
    if (texts.isEmpty())
        return EmbeddingReply{};
    const llm::LlmConfig transport = m_config.transport();
    if (transport.baseUrl.isEmpty())
        return Error(ErrorKind::Configuration,
                     tr("The embedding provider %1 needs a base URL (the resource's endpoint).")
                         .arg(llm::embeddingProviderName(m_config.provider)));
    if (m_config.model.trimmed().isEmpty())
        return Error(ErrorKind::Configuration, tr("No embedding model is configured."));
    net::HttpRequest request = PS::jsonPost(transport, url(), requestBody(texts), false);
    request.maxRetryAfterMs = std::max(0, m_config.maxRetryAfterMs);
    if (m_config.provider == EmbeddingProvider::Ollama)
        PS::addBearerKey(request, transport); // only for servers behind an authenticating proxy
    else
        PS::addOpenAiKey(request, transport, transport.baseUrl);
    qCDebug(lcEmbed).noquote() << "POST" << request.url.toDisplayString() << "model" << m_config.model << texts.size()
                               << "texts";
    Result<net::HttpResponse> response = m_http->send(request, cancel);
    if (!response) {
        Error error = PS::describe(response.error(), label(), transport, request);
        if (m_config.provider == EmbeddingProvider::Ollama && error.httpStatus == 404)
            error.summary += QLatin1Char(' ') + tr("Pull it with \"ollama pull %1\".").arg(m_config.model);
        qCWarning(lcEmbed).noquote() << error.toString();
        return error;
    }
    return readReply(response.value().body, static_cast<int>(texts.size()), expectedDimension, request);
}

Error EmbeddingClient::mismatch(const QString& what) const
{
    Error error(ErrorKind::InvalidResponse,
                tr("The %1 sent vectors that do not fit the request: %2.").arg(label(), what));
    qCWarning(lcEmbed).noquote() << error.toString();
    return error;
}

Result<EmbeddingReply> EmbeddingClient::readReply(const QByteArray& body, int count, int expectedDimension,
                                                  const net::HttpRequest& request) const
{
    auto parsed = PS::parseObject(body, label());
    if (!parsed)
        return parsed.error();
    const json& root = parsed.value();
    if (const auto it = root.find("error"); it != root.end() && !it->is_null())
        return PS::reportedError(label(), PS::errorMessage(*it), 0, request);

    EmbeddingReply reply;
    reply.model = PS::str(root, "model");
    reply.vectors.resize(static_cast<size_t>(count));
    std::vector<bool> seen(static_cast<size_t>(count), false);
    if (m_config.provider == EmbeddingProvider::Ollama) {
        const auto it = root.find("embeddings");
        if (it == root.end() || !it->is_array())
            return PS::unreadable(label(), tr("no \"embeddings\" list"));
        if (static_cast<int>(it->size()) != count)
            return mismatch(tr("%1 vectors for %2 texts").arg(it->size()).arg(count));
        for (int i = 0; i < count; ++i) {
            if (!readVector(it->at(static_cast<size_t>(i)), reply.vectors[static_cast<size_t>(i)]))
                return PS::unreadable(label(), tr("vector %1 is not a list of numbers").arg(i));
            seen[static_cast<size_t>(i)] = true;
        }
        reply.promptTokens = PS::integer(root, "prompt_eval_count");
    } else {
        const auto it = root.find("data");
        if (it == root.end() || !it->is_array())
            return PS::unreadable(label(), tr("no \"data\" list"));
        if (static_cast<int>(it->size()) != count)
            return mismatch(tr("%1 vectors for %2 texts").arg(it->size()).arg(count));
        for (const json& item : *it) {
            // The order of data is not promised: each item says which input it embeds.
            const qint64 index = PS::integer(item, "index");
            if (!item.is_object() || !item.contains("index") || index < 0 || index >= count ||
                seen[static_cast<size_t>(index)])
                return mismatch(tr("an index that is missing, repeated or out of range"));
            const auto embedding = item.find("embedding");
            if (embedding == item.end() || !readVector(*embedding, reply.vectors[static_cast<size_t>(index)]))
                return PS::unreadable(label(), tr("vector %1 is not a list of numbers").arg(index));
            seen[static_cast<size_t>(index)] = true;
        }
        if (const json* usage = PS::object(root, "usage"))
            reply.promptTokens = PS::integer(*usage, "prompt_tokens");
    }
    const int dimension = expectedDimension > 0 ? expectedDimension : static_cast<int>(reply.vectors.front().size());
    for (std::vector<float>& vector : reply.vectors) {
        if (static_cast<int>(vector.size()) != dimension)
            return mismatch(tr("a vector of dimension %1 where %2 was expected").arg(vector.size()).arg(dimension));
        if (!dense::VectorIndex::normalize(vector))
            return mismatch(tr("a vector of zeros"));
    }
    return reply;
}

} // namespace lmars::embed
