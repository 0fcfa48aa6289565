// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProviderSupport.h"

#include "llm/LlmLog.h"

#include <QUrlQuery>

#include <algorithm>

namespace lmars::llm {

using nlohmann::json;

QUrl ProviderSupport::endpoint(const QUrl& base, const QString& path)
{
    QUrl url = base;
    QString basePath = url.path();
    while (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    url.setPath(basePath + path);
    url.setFragment(QString()); // the query stays: Azure's api-version, a gateway's key or tenant

    return url;
}

bool ProviderSupport::isContentFilterMessage(const QString& message)
{
    // Azure OpenAI: "The response was filtered due to the prompt triggering Azure OpenAI's content
    // management policy. ..." (error code content_filter).
    const QString lower = message.toLower();
    return lower.contains(QLatin1String("content management policy")) ||
           lower.contains(QLatin1String("content_filter"));
}

bool ProviderSupport::pathEndsWith(const QUrl& base, const QString& path)
{
    QString basePath = base.path();
    while (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    return basePath.endsWith(path, Qt::CaseInsensitive);
}

QString ProviderSupport::hostLabel(const QUrl& url)
{
    const QString host = url.host();
    if (url.port() > 0)
        return host + QLatin1Char(':') + QString::number(url.port());
    return host;
}

void ProviderSupport::addBearerKey(net::HttpRequest& request, const LlmConfig& config)
{
    if (!config.apiKey.isEmpty())
        request.headers.append(
            {QByteArrayLiteral("Authorization"), QByteArrayLiteral("Bearer ") + config.apiKey.toUtf8()});
}

void ProviderSupport::logPost(const net::HttpRequest& request, const LlmConfig& config, const StructuredSchema* schema,
                              bool streaming)
{
    qCDebug(lcLlm).noquote() << "POST" << request.url.toDisplayString() << "model" << config.model
                             << (schema ? QStringLiteral("schema ") + schema->name : QStringLiteral("text"))
                             << (streaming ? "streaming" : "whole");
}

Result<net::HttpResponse> ProviderSupport::sendWhole(const net::HttpClient& http, const net::HttpRequest& request,
                                                     const CancelToken& cancel, const QString& label,
                                                     const LlmConfig& config)
{
    Result<net::HttpResponse> response = http.send(request, cancel);
    if (response)
        return response;
    const Error error = describe(response.error(), label, config, request);
    qCWarning(lcLlm).noquote() << error.toString();
    return error;
}

void ProviderSupport::addOpenAiKey(net::HttpRequest& request, const LlmConfig& config, const QUrl& base)
{
    if (config.provider == Provider::Azure && !isAzureV1Endpoint(base)) {
        if (!config.apiKey.isEmpty()) // Azure's deployments take the key in their own header
            request.headers.append({QByteArrayLiteral("api-key"), config.apiKey.toUtf8()});
    } else {
        addBearerKey(request, config);
    }
}

bool ProviderSupport::isAzureV1Endpoint(const QUrl& base)
{
    QString path = base.path().toLower();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    return path.endsWith(QLatin1String("/openai/v1"));
}

QUrl ProviderSupport::openAiUrl(const LlmConfig& config, const QUrl& base, const QString& operation)
{
    if (config.provider != Provider::Azure || isAzureV1Endpoint(base))
        return pathEndsWith(base, operation) ? base : endpoint(base, operation);
    // Azure OpenAI's deployments: {resource}/openai/deployments/{deployment}{operation}?api-version=...
    QUrl url = base;
    if (!pathEndsWith(base, operation)) {
        QString path = base.path();
        while (path.endsWith(QLatin1Char('/')))
            path.chop(1);
        if (!path.contains(QLatin1String("/deployments/"), Qt::CaseInsensitive)) {
            if (!path.endsWith(QLatin1String("/openai"), Qt::CaseInsensitive))
                path += QStringLiteral("/openai");
            path += QStringLiteral("/deployments/") + QString::fromLatin1(QUrl::toPercentEncoding(config.model));
        }
        url.setPath(path + operation, QUrl::TolerantMode);
    }
    QUrlQuery query(url);
    if (!query.hasQueryItem(QStringLiteral("api-version")))
        query.addQueryItem(QStringLiteral("api-version"), config.apiVersion.trimmed().isEmpty()
                                                              ? QString::fromLatin1(kDefaultAzureApiVersion)
                                                              : config.apiVersion.trimmed());
    url.setQuery(query);
    url.setFragment(QString());
    return url;
}

net::HttpRequest ProviderSupport::jsonPost(const LlmConfig& config, const QUrl& url, const json& body, bool streaming)
{
    net::HttpRequest request;
    request.method = "POST";
    request.url = url;
    request.headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")});
    request.headers.append({QByteArrayLiteral("Accept"), streaming ? QByteArrayLiteral("text/event-stream")
                                                                   : QByteArrayLiteral("application/json")});
    request.body = dump(body);
    const int total = std::max(1, config.requestTimeoutMs);
    request.totalTimeoutMs = total;
    request.connectTimeoutMs = std::min(10000, total);
    request.maxAttempts = std::max(1, config.maxAttempts);
    request.backoffBaseMs = std::max(0, config.retryBackoffMs);
    request.backoffMaxMs = std::max(request.backoffBaseMs, request.backoffBaseMs * 16);
    if (!config.apiKey.isEmpty())
        request.secrets.append(config.apiKey);
    request.isPermanentFailure = &ProviderSupport::namesInvalidRequest;
    return request;
}

bool ProviderSupport::namesInvalidRequest(int status, const QByteArray& body)
{
    if (status != 400 && status != 422 && status != 500)
        return false;
    json root = json::parse(body.constBegin(), body.constEnd(), nullptr, false);
    if (root.is_array() && !root.empty()) // Gemini's OpenAI-compatible endpoint: [{"error": {...}}]
        root = root.at(0);
    if (!root.is_object())
        return false;
    const json& error = root.contains("error") ? root.at("error") : root;
    const QString type =
        (str(error, "type") + QLatin1Char(' ') + str(error, "code") + QLatin1Char(' ') + str(error, "status"))
            .toLower();
    // Azure OpenAI's content filter (code content_filter) and Google's INVALID_ARGUMENT answer the same
    // request the same way every time.
    if (type.contains(QLatin1String("invalid_request")) || type.contains(QLatin1String("badrequest")) ||
        type.contains(QLatin1String("bad_request")) || type.contains(QLatin1String("content_filter")) ||
        type.contains(QLatin1String("invalid_argument")))
        return true;
    const QString message = errorMessage(error).toLower();
    return message.contains(QLatin1String("response_format")) || message.contains(QLatin1String("json_schema")) ||
           message.contains(QLatin1String("must be one of"));
}

Error ProviderSupport::describe(const Error& error, const QString& label, const LlmConfig& config,
                                const net::HttpRequest& request)
{
    Error out = error;
    const int status = error.httpStatus;
    switch (error.kind) {
    case ErrorKind::Http:
        if (status == 401)
            out.summary = tr("%1 rejected the API key (HTTP 401).").arg(label);
        else if (status == 402)
            out.summary = tr("%1 refused the request because the account has no credit left (HTTP 402).").arg(label);
        else if (status == 403)
            out.summary = tr("%1 denied access to the model \"%2\" (HTTP 403).").arg(label, config.model);
        else if (status == 404)
            out.summary =
                tr("%1 does not know the model \"%2\", or the address is wrong (HTTP 404).").arg(label, config.model);
        else if (status == 408 || status == 504)
            out.summary = tr("%1 timed out while answering (HTTP %2).").arg(label).arg(status);
        else if (status == 413)
            out.summary = tr("%1 rejected the request as too large (HTTP 413).").arg(label);
        else if (status == 429)
            out.summary = tr("%1 is limiting the request rate or the quota is used up (HTTP 429).").arg(label);
        else if (status == 529)
            out.summary = tr("%1 is overloaded (HTTP 529).").arg(label);
        else if (status >= 500)
            out.summary = tr("%1 had a server error (HTTP %2).").arg(label).arg(status);
        else if (status == 400 && isContentFilterMessage(error.providerMessage))
            out.summary =
                tr("The content filter of the %1 blocked the question (HTTP 400); it was not answered.").arg(label);
        else if (status >= 400)
            out.summary = tr("%1 rejected the request (HTTP %2).").arg(label).arg(status);
        else
            out.summary = tr("%1 answered with an unexpected status (HTTP %2).").arg(label).arg(status);
        break;
    case ErrorKind::Network:
        out.summary = tr("Could not reach the %1. %2").arg(label, error.summary);
        break;
    case ErrorKind::Timeout:
        out.summary = tr("The %1 did not answer in time. %2").arg(label, error.summary);
        break;
    case ErrorKind::TooLarge:
        out.summary = tr("The %1 sent a reply larger than allowed.").arg(label);
        break;
    case ErrorKind::Cancelled:
        out.summary = tr("The request to the %1 was cancelled.").arg(label);
        break;
    default:
        out.summary = label + QStringLiteral(": ") + error.summary;
        break;
    }
    out.summary = net::HttpClient::redact(out.summary, request);
    out.providerMessage = net::HttpClient::redact(out.providerMessage, request);
    return out;
}

Error ProviderSupport::reportedError(const QString& label, const QString& message, int status,
                                     const net::HttpRequest& request)
{
    return Error(ErrorKind::Http, tr("%1 reported an error while answering.").arg(label), status,
                 net::HttpClient::redact(message, request));
}

Error ProviderSupport::cutOff(const QString& label)
{
    Error error(ErrorKind::InvalidResponse,
                tr("The model's answer stream was cut off. The connection to the %1 ended before the answer "
                   "was complete.")
                    .arg(label));
    error.transient = true;
    return error;
}

Error ProviderSupport::unreadable(const QString& label, const QString& what)
{
    return Error(ErrorKind::InvalidResponse, tr("The %1 sent a reply that could not be read (%2).").arg(label, what));
}

Error ProviderSupport::refused(const QString& label, const QString& message, const net::HttpRequest& request)
{
    return Error(ErrorKind::InvalidResponse, tr("The model at the %1 refused to answer.").arg(label), 0,
                 net::HttpClient::redact(message, request));
}

Result<json> ProviderSupport::parseObject(const QByteArray& body, const QString& label)
{
    json value = json::parse(body.constBegin(), body.constEnd(), nullptr, false);
    if (value.is_discarded())
        return unreadable(label, tr("not JSON"));
    if (!value.is_object())
        return unreadable(label, tr("not a JSON object"));
    return value;
}

QString ProviderSupport::errorMessage(const json& error)
{
    if (error.is_string())
        return fromJson(error);
    if (error.is_object()) {
        QString message = str(error, "message");
        // OpenRouter: "Provider returned error" with the upstream's own reason in metadata.raw.
        if (const json* metadata = object(error, "metadata")) {
            const QString raw = str(*metadata, "raw");
            if (!raw.isEmpty())
                message = message.isEmpty() ? raw : message + QStringLiteral(": ") + raw;
        }
        if (!message.isEmpty())
            return message;
    }
    return QString::fromUtf8(dump(error));
}

QString ProviderSupport::str(const json& object, const char* key)
{
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    if (it == object.end() || !it->is_string())
        return {};
    return fromJson(*it);
}

qint64 ProviderSupport::integer(const json& object, const char* key)
{
    if (!object.is_object())
        return 0;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return 0;
    return it->is_number_integer() ? it->get<qint64>() : static_cast<qint64>(it->get<double>());
}

const json* ProviderSupport::object(const json& object, const char* key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_object())
        return nullptr;
    return &*it;
}

QString ProviderSupport::fromJson(const json& value)
{
    if (!value.is_string())
        return {};
    return QString::fromStdString(value.get_ref<const std::string&>());
}

QByteArray ProviderSupport::dump(const json& value)
{
    return QByteArray::fromStdString(value.dump(-1, ' ', false, json::error_handler_t::replace));
}

int ProviderSupport::maxOutputTokens(const ChatRequest& request, const LlmConfig& config)
{
    if (request.maxOutputTokens > 0)
        return request.maxOutputTokens;
    return config.maxOutputTokens > 0 ? config.maxOutputTokens : 4096;
}

double ProviderSupport::temperature(const ChatRequest& request, const LlmConfig& config)
{
    return request.temperature.value_or(config.temperature);
}

const char* ProviderSupport::roleName(ChatMessage::Role role)
{
    switch (role) {
    case ChatMessage::Role::System:
        return "system";
    case ChatMessage::Role::Assistant:
        return "assistant";
    case ChatMessage::Role::User:
        break;
    }
    return "user";
}

json ProviderSupport::chatMessages(const ChatRequest& request)
{
    json messages = json::array();
    for (const ChatMessage& message : request.messages)
        messages.push_back({{"role", roleName(message.role)}, {"content", toJson(message.content)}});
    return messages;
}

std::optional<Error> ProviderSupport::runLineStream(const net::HttpClient& http, const net::HttpRequest& request,
                                                    const std::function<bool(const QByteArray&)>& onLine,
                                                    const std::optional<Error>& streamError, const QString& label,
                                                    const LlmConfig& config, const CancelToken& cancel)
{
    bool received = false;
    const Result<net::HttpResponse> response = http.sendStreaming(
        request,
        [&](const QByteArray& line) {
            received = true;
            return onLine(line);
        },
        cancel);
    if (streamError) {
        qCWarning(lcLlm).noquote() << streamError->toString();
        return streamError;
    }
    if (!response && received && response.error().kind == ErrorKind::Network) {
        // The connection broke after part of the answer arrived.
        qCWarning(lcLlm).noquote() << response.error().toString();
        return cutOff(label);
    }
    if (!response) {
        const Error error = describe(response.error(), label, config, request);
        qCWarning(lcLlm).noquote() << error.toString();
        return error;
    }
    return std::nullopt;
}

std::optional<Error> ProviderSupport::runSseStream(const net::HttpClient& http, const net::HttpRequest& request,
                                                   const std::function<bool(const net::SseEvent&)>& onEvent,
                                                   const std::optional<Error>& streamError, const bool& done,
                                                   const QString& label, const LlmConfig& config,
                                                   const CancelToken& cancel)
{
    net::SseParser parser;
    const auto onLine = [&](const QByteArray& line) {
        if (const std::optional<net::SseEvent> event = parser.feedLine(line))
            return onEvent(*event);
        return true;
    };
    if (std::optional<Error> error = runLineStream(http, request, onLine, streamError, label, config, cancel))
        return error;
    if (!done) {
        if (const std::optional<net::SseEvent> event = parser.finish())
            onEvent(*event);
        if (streamError)
            return streamError;
    }
    return std::nullopt;
}

} // namespace lmars::llm
