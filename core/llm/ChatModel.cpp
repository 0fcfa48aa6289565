// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChatModel.h"

#include "llm/AnthropicModel.h"
#include "llm/JsonExtractor.h"
#include "llm/LlmLog.h"
#include "llm/OllamaModel.h"
#include "llm/OpenAiCompatibleModel.h"
#include "llm/ProviderSupport.h"
#include "net/HttpClient.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QUuid>

#include <algorithm>

#include <cmath>

namespace lmars::llm {

using nlohmann::json;

namespace {

std::optional<Error> configurationError(const LlmConfig& config)
{
    if (config.model.trimmed().isEmpty())
        return Error(ErrorKind::Configuration,
                     ChatModel::tr("No model is configured for the %1 provider.").arg(providerName(config.provider)));
    if (config.provider == Provider::Azure && config.baseUrl.isEmpty())
        return Error(ErrorKind::Configuration,
                     ChatModel::tr("Azure OpenAI needs your resource's endpoint as the base URL, for example "
                                   "https://my-resource.openai.azure.com (or its /openai/v1/ endpoint)."));
    if (!config.baseUrl.isEmpty() &&
        (!config.baseUrl.isValid() || config.baseUrl.host().isEmpty() ||
         (config.baseUrl.scheme() != QLatin1String("http") && config.baseUrl.scheme() != QLatin1String("https"))))
        return Error(ErrorKind::Configuration,
                     ChatModel::tr("The model server address \"%1\" is not a valid http(s) URL.")
                         .arg(config.baseUrl.toDisplayString()));
    if (config.apiKey.isEmpty()) {
        const QString host = config.baseUrl.host().toLower();
        const bool needsKey = config.provider == Provider::Anthropic
                                  ? (host.isEmpty() || host == QLatin1String("api.anthropic.com"))
                                  : (requiresApiKey(config.provider) || host == QLatin1String("api.openai.com") ||
                                     host == QLatin1String("openrouter.ai"));
        if (needsKey)
            return Error(
                ErrorKind::Configuration,
                ChatModel::tr("An API key is required for %1; set LMARS_LLM_API_KEY or enter it in the settings.")
                    .arg(host.isEmpty() ? (config.provider == Provider::Anthropic ? QStringLiteral("api.anthropic.com")
                                                                                  : providerName(config.provider))
                                        : host));
    }
    return std::nullopt;
}

QString pathKey(const QString& path, const std::string& key)
{
    bool identifier = !key.empty();
    for (const char c : key) {
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) {
            identifier = false;
            break;
        }
    }
    const QString name = QString::fromStdString(key);
    if (identifier)
        return path + QLatin1Char('.') + name;
    return path + QStringLiteral("[\"") + name + QStringLiteral("\"]");
}

bool matchesType(const json& value, const std::string& type)
{
    if (type == "string")
        return value.is_string();
    if (type == "number")
        return value.is_number();
    if (type == "integer") {
        if (value.is_number_integer())
            return true;
        if (value.is_number_float()) {
            const double d = value.get<double>();
            return std::isfinite(d) && std::floor(d) == d;
        }
        return false;
    }
    if (type == "boolean")
        return value.is_boolean();
    if (type == "object")
        return value.is_object();
    if (type == "array")
        return value.is_array();
    if (type == "null")
        return value.is_null();
    return true; // unknown type names are not this validator's business
}

QString typeName(const json& value)
{
    if (value.is_number_integer())
        return QStringLiteral("integer");
    return QString::fromLatin1(value.type_name());
}

QString validate(const json& value, const json& schema, const QString& path)
{
    if (!schema.is_object())
        return {};

    if (const auto type = schema.find("type"); type != schema.end()) {
        QStringList allowed;
        bool ok = false;
        if (type->is_string()) {
            allowed.append(QString::fromStdString(type->get<std::string>()));
            ok = matchesType(value, type->get<std::string>());
        } else if (type->is_array()) {
            for (const json& t : *type) {
                if (!t.is_string())
                    continue;
                allowed.append(QString::fromStdString(t.get<std::string>()));
                ok = ok || matchesType(value, t.get<std::string>());
            }
        } else {
            ok = true;
        }
        if (!ok)
            return path + QStringLiteral(": expected ") + allowed.join(QStringLiteral(" or ")) +
                   QStringLiteral(", got ") + typeName(value);
    }

    if (const auto options = schema.find("enum"); options != schema.end() && options->is_array()) {
        bool found = false;
        for (const json& option : *options)
            found = found || option == value;
        if (!found)
            return path + QStringLiteral(": expected one of ") +
                   QString::fromStdString(options->dump(-1, ' ', false, json::error_handler_t::replace)) +
                   QStringLiteral(", got ") +
                   QString::fromStdString(value.dump(-1, ' ', false, json::error_handler_t::replace));
    }

    if (value.is_object()) {
        if (const auto required = schema.find("required"); required != schema.end() && required->is_array()) {
            for (const json& name : *required) {
                if (name.is_string() && !value.contains(name.get<std::string>()))
                    return path + QStringLiteral(": missing required field \"") +
                           QString::fromStdString(name.get<std::string>()) + QLatin1Char('"');
            }
        }
        const auto properties = schema.find("properties");
        const bool hasProperties = properties != schema.end() && properties->is_object();
        const auto additional = schema.find("additionalProperties");
        for (auto it = value.begin(); it != value.end(); ++it) {
            const QString childPath = pathKey(path, it.key());
            if (hasProperties && properties->contains(it.key())) {
                const QString error = validate(it.value(), properties->at(it.key()), childPath);
                if (!error.isEmpty())
                    return error;
            } else if (additional != schema.end()) {
                if (additional->is_boolean() && !additional->get<bool>())
                    return path + QStringLiteral(": unexpected field \"") + QString::fromStdString(it.key()) +
                           QLatin1Char('"');
                const QString error = validate(it.value(), *additional, childPath);
                if (!error.isEmpty())
                    return error;
            }
        }
    }

    if (value.is_array()) {
        const auto minItems = schema.find("minItems");
        if (minItems != schema.end() && minItems->is_number_unsigned() && value.size() < minItems->get<size_t>())
            return path + QStringLiteral(": expected at least %1 items, got %2")
                              .arg(minItems->get<size_t>())
                              .arg(value.size());
        const auto maxItems = schema.find("maxItems");
        if (maxItems != schema.end() && maxItems->is_number_unsigned() && value.size() > maxItems->get<size_t>())
            return path +
                   QStringLiteral(": expected at most %1 items, got %2").arg(maxItems->get<size_t>()).arg(value.size());
        if (const auto items = schema.find("items"); items != schema.end() && items->is_object()) {
            for (size_t i = 0; i < value.size(); ++i) {
                const QString error =
                    validate(value.at(i), *items, path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'));
                if (!error.isEmpty())
                    return error;
            }
        }
    }
    return {};
}

/// Waits ms milliseconds in short steps; false when cancelled meanwhile.
bool waitUnlessCancelled(int ms, const CancelToken& cancel)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms) {
        if (cancel.isCancelled())
            return false;
        QThread::msleep(static_cast<unsigned long>(std::min<qint64>(20, ms - timer.elapsed() + 1)));
    }
    return !cancel.isCancelled();
}

bool stoppedAtLimit(const QString& finishReason)
{
    return finishReason == QLatin1String("length") || finishReason == QLatin1String("max_tokens");
}

/// The instruction that states the schema when the server takes no response format (model-facing: not translated).
QString schemaInstruction(const StructuredSchema& schema)
{
    return QStringLiteral("Reply with only a JSON object (no prose, no Markdown fence) named %1 that matches this "
                          "JSON Schema:\n%2")
        .arg(schema.name, QString::fromStdString(schema.schema.dump(-1, ' ', false, json::error_handler_t::replace)));
}

} // namespace

ChatModel::~ChatModel() = default;

ChatModel::ChatModel(LlmConfig config, std::shared_ptr<net::HttpClient> http)
    : m_config(std::move(config)), m_http(std::move(http)),
      m_promptCacheKey(QStringLiteral("lmars-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
{}

std::unique_ptr<ChatModel> ChatModel::create(const LlmConfig& config, std::shared_ptr<net::HttpClient> http)
{
    if (!http)
        http = std::make_shared<net::HttpClient>();
    switch (config.provider) {
    case Provider::OpenAiCompatible:
    case Provider::Azure:
    case Provider::Gemini:
    case Provider::LmStudio:
        return std::make_unique<OpenAiCompatibleModel>(config, std::move(http));
    case Provider::Anthropic:
        return std::make_unique<AnthropicModel>(config, std::move(http));
    case Provider::Ollama:
        break;
    }
    return std::make_unique<OllamaModel>(config, std::move(http));
}

Result<ChatReply> ChatModel::complete(const ChatRequest& request, const CancelToken& cancel)
{
    if (const auto error = configurationError(m_config))
        return *error;
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, ChatModel::tr("The request to the model was cancelled."));
    Result<ChatReply> reply = call(request, nullptr, nullptr, cancel);
    if (reply)
        reply->truncated = stoppedAtLimit(reply->finishReason);
    record(reply.ok() ? reply->usage : Usage{}, QStringLiteral("text"), reply.ok() ? &reply.value() : nullptr);
    return reply;
}

Result<ChatReply> ChatModel::stream(const ChatRequest& request, const DeltaHandler& onDelta, const CancelToken& cancel)
{
    if (const auto error = configurationError(m_config))
        return *error;
    const int attempts = std::max(1, m_config.maxAttempts);
    const QString purpose = QStringLiteral("answer");
    for (int attempt = 1;; ++attempt) {
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, ChatModel::tr("The request to the model was cancelled."));
        QString shown;
        const DeltaHandler handler([&](const QString& delta) {
            shown += delta;
            if (onDelta)
                onDelta(delta);
        });
        Result<ChatReply> reply = call(request, nullptr, &handler, cancel);
        if (reply) {
            reply->truncated = stoppedAtLimit(reply->finishReason);
            record(reply->usage, purpose, &reply.value());
            return reply;
        }
        const Error error = reply.error();
        if (error.isCancelled()) {
            record(Usage{}, purpose, nullptr);
            return error;
        }
        if (!shown.isEmpty()) {
            // Text is on the screen: a second attempt would write it twice. Keep it and say so,
            // whatever the error (an overload event, an error line, an error chunk, a content filter).
            ChatReply partial;
            partial.text = shown;
            partial.incomplete = true;
            partial.interruption = error;
            record(Usage{}, purpose, &partial);
            qCWarning(lcLlm).noquote() << "answer interrupted after" << shown.size() << "chars:" << error.toString();
            return partial;
        }
        record(Usage{}, purpose, nullptr);
        if (!error.transient || attempt >= attempts)
            return error;
        const int delay = std::max(0, m_config.retryBackoffMs) << std::min(attempt - 1, 4);
        qCInfo(lcLlm).noquote() << "stream failed before any text, retrying in" << delay << "ms:" << error.toString();
        if (!waitUnlessCancelled(delay, cancel))
            return Error(ErrorKind::Cancelled, ChatModel::tr("The request to the model was cancelled."));
    }
}

bool ChatModel::acceptsFormat(StructuredFormat) const
{
    return true;
}

QString ChatModel::formatMemoryKey() const
{
    return StructuredFormatMemory::keyFor(serverBaseUrl().toString(QUrl::RemoveUserInfo), m_config.model);
}

bool ChatModel::isFormatRejected(const Error& error)
{
    const int status = error.httpStatus;
    if (error.kind != ErrorKind::Http || !(status == 400 || status == 404 || status == 422 || status == 500))
        return false;
    const QString message = error.providerMessage.toLower();
    if (status == 404) // OpenRouter: no provider of this model takes the parameters
        return message.contains(QLatin1String("no endpoints found")) && message.contains(QLatin1String("parameter"));
    if (message.contains(QLatin1String("response_format")) || message.contains(QLatin1String("response format")) ||
        message.contains(QLatin1String("json_schema")) || message.contains(QLatin1String("structured output")) ||
        message.contains(QLatin1String("guided_json")))
        return true;
    if (status == 500)
        return false;
    // Older Ollama: "json: cannot unmarshal object into Go struct field ChatRequest.format of type string";
    // "invalid format"; servers without tools: "tools are not supported", "tool_choice".
    return (message.contains(QLatin1String("format")) &&
            (message.contains(QLatin1String("unmarshal")) || message.contains(QLatin1String("invalid")))) ||
           message.contains(QLatin1String("tool_choice")) ||
           (message.contains(QLatin1String("tool")) && message.contains(QLatin1String("support")));
}

Result<ChatReply> ChatModel::structured(const ChatRequest& request, const StructuredSchema& schema,
                                        const CancelToken& cancel)
{
    if (const auto error = configurationError(m_config))
        return *error;
    StructuredSchema asked = schema;
    const QString memoryKey = formatMemoryKey();
    const std::optional<StructuredFormat> known = StructuredFormatMemory::shared().lookup(memoryKey);
    asked.format = known.value_or(StructuredFormat::JsonSchema);
    while (!acceptsFormat(asked.format) && asked.format != StructuredFormat::PromptOnly)
        asked.format = StructuredFormat(int(asked.format) + 1);

    for (;;) {
        Result<ChatReply> result = structuredCall(request, asked, cancel);
        if (result) {
            if (asked.format != StructuredFormat::JsonSchema || known)
                StructuredFormatMemory::shared().remember(memoryKey, asked.format);
            return result;
        }
        if (!isFormatRejected(result.error()) || asked.format == StructuredFormat::PromptOnly)
            return result;
        const StructuredFormat rejected = asked.format;
        do
            asked.format = StructuredFormat(int(asked.format) + 1);
        while (!acceptsFormat(asked.format) && asked.format != StructuredFormat::PromptOnly);
        qCInfo(lcLlm).noquote() << "the server rejected" << structuredFormatName(rejected) << "for" << schema.name
                                << "(" << result.error().toString() << "); asking with"
                                << structuredFormatName(asked.format);
        StructuredFormatMemory::shared().remember(memoryKey, asked.format);
    }
}

Result<ChatReply> ChatModel::structuredCall(const ChatRequest& request, StructuredSchema schema,
                                            const CancelToken& cancel)
{
    ChatRequest attempt = request;
    if (schema.format != StructuredFormat::JsonSchema) {
        // json_object (llama.cpp, DeepSeek; Ollama's format "json") only promises some JSON object and
        // a prompt alone promises nothing: the model reads the schema itself. Model-facing: not translated.
        // Added to the system prompt: chat templates that take one system message, first, accept it.
        if (!attempt.messages.isEmpty() && attempt.messages.first().role == ChatMessage::Role::System)
            attempt.messages.first().content += QStringLiteral("\n\n") + schemaInstruction(schema);
        else
            attempt.messages.prepend({ChatMessage::Role::System, schemaInstruction(schema)});
    }
    Usage total;
    bool limitRaised = false;
    for (int round = 0; round < 2;) {
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, ChatModel::tr("The request to the model was cancelled."));
        QElapsedTimer timer;
        timer.start();
        Result<ChatReply> result = call(attempt, &schema, nullptr, cancel);
        if (result)
            result->truncated = stoppedAtLimit(result->finishReason);
        record(result.ok() ? result->usage : Usage{}, schema.name, result.ok() ? &result.value() : nullptr,
               schema.format);
        if (!result)
            return result.error();
        ChatReply reply = std::move(result).value();
        total += reply.usage;

        // Anthropic's forced tool hands back parsed JSON; the others send JSON text. A reasoning
        // parser may put the whole reply in the reasoning field (content null): the JSON is taken from there.
        json value = reply.json;
        QString problem;
        bool parsed = !value.is_null();
        if (parsed) {
            problem = validateAgainstSchema(value, schema.schema);
        } else {
            parsed = JsonExtractor::extract(reply.text, schema.schema, &value, &problem);
            QString reasoningProblem;
            if (!parsed && reply.text.trimmed().isEmpty() && !reply.reasoning.trimmed().isEmpty() &&
                JsonExtractor::extract(reply.reasoning, schema.schema, &value, &reasoningProblem)) {
                parsed = true;
                problem.clear();
            }
        }
        if (parsed && problem.isEmpty()) {
            qCDebug(lcLlm).noquote() << "structured" << schema.name << "valid after" << round + 1 << "call(s) in"
                                     << timer.elapsed() << "ms";
            reply.json = std::move(value);
            reply.usage = total;
            reply.repairAttempts = round;
            reply.format = schema.format;
            return reply;
        }
        if (reply.truncated && !limitRaised) {
            // Cut off at the output limit: the same request with room to finish, not a repair.
            limitRaised = true;
            const int limit = ProviderSupport::maxOutputTokens(attempt, m_config);
            attempt.maxOutputTokens = raisedOutputLimit(limit);
            qCInfo(lcLlm).noquote() << "structured" << schema.name << "reply cut off at" << limit
                                    << "tokens, asking again with" << attempt.maxOutputTokens;
            continue;
        }
        if (reply.truncated)
            problem = ChatModel::tr("%1 (the reply was cut off at the output token limit)").arg(problem);
        if (round == 1)
            return Error(ErrorKind::InvalidResponse,
                         ChatModel::tr("The model returned an invalid %1 reply twice: %2").arg(schema.name, problem));

        qCInfo(lcLlm).noquote() << "structured" << schema.name << "reply invalid, asking once more:" << problem;
        ChatMessage bad;
        bad.role = ChatMessage::Role::Assistant;
        bad.content = reply.text.isEmpty() ? QStringLiteral("(empty reply)") : reply.text;
        ChatMessage fix;
        fix.role = ChatMessage::Role::User;
        // Model-facing text: not translated.
        fix.content = QStringLiteral("Your previous reply was not valid: %1. Reply again with only a JSON object that "
                                     "matches the schema %2.")
                          .arg(problem, schema.name);
        attempt.messages.append(bad);
        attempt.messages.append(fix);
        ++round;
    }
    return Error(ErrorKind::Internal, ChatModel::tr("The structured call ended unexpectedly."));
}

model::UsageTotals ChatModel::usageTotals() const
{
    std::lock_guard<std::mutex> lock(m_usageMutex);
    return m_usage;
}

QList<model::ModelCall> ChatModel::calls() const
{
    std::lock_guard<std::mutex> lock(m_usageMutex);
    return m_calls;
}

void ChatModel::record(const Usage& usage, const QString& purpose, const ChatReply* reply,
                       std::optional<StructuredFormat> format)
{
    model::ModelCall call;
    call.purpose = purpose;
    call.model = m_config.model;
    if (format)
        call.responseFormat = structuredFormatName(*format);
    call.promptTokens = usage.promptTokens;
    call.completionTokens = usage.completionTokens;
    call.reasoningTokens = usage.reasoningTokens;
    call.cachedTokens = usage.cachedTokens;
    call.cacheWriteTokens = usage.cacheWriteTokens;
    if (reply) {
        call.reasoning = reply->reasoning;
        call.truncated = reply->truncated;
        call.incomplete = reply->incomplete;
    }
    std::lock_guard<std::mutex> lock(m_usageMutex);
    ++m_usage.calls;
    m_usage.add(usage);
    m_calls.append(call);
}

void ChatModel::chargeFailedCall(const Usage& usage)
{
    std::lock_guard<std::mutex> lock(m_usageMutex);
    m_usage.add(usage);
}

int raisedOutputLimit(int limit)
{
    return std::min(65536, std::max(1, limit) * 2);
}

bool isReasoningModel(const QString& model)
{
    QString id = model.trimmed().toLower();
    const int slash = id.lastIndexOf(QLatin1Char('/'));
    if (slash >= 0)
        id = id.mid(slash + 1);
    return id.startsWith(QLatin1String("o1")) || id.startsWith(QLatin1String("o3")) ||
           id.startsWith(QLatin1String("o4")) || id.startsWith(QLatin1String("gpt-5"));
}

QString validateAgainstSchema(const json& value, const json& schema)
{
    return validate(value, schema, QStringLiteral("$"));
}

} // namespace lmars::llm
