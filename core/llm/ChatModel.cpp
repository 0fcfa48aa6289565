// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChatModel.h"

#include "llm/AnthropicModel.h"
#include "llm/LlmLog.h"
#include "llm/OllamaModel.h"
#include "llm/OpenAiCompatibleModel.h"
#include "net/HttpClient.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cmath>

namespace lmars::llm {

using nlohmann::json;

namespace {

std::optional<Error> configurationError(const LlmConfig& config)
{
    if (config.model.trimmed().isEmpty())
        return Error(ErrorKind::Configuration,
                     ChatModel::tr("No model is configured for the %1 provider.").arg(providerName(config.provider)));
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
                                  : (host == QLatin1String("api.openai.com") || host == QLatin1String("openrouter.ai"));
        if (needsKey)
            return Error(
                ErrorKind::Configuration,
                ChatModel::tr("An API key is required for %1; set LMARS_LLM_API_KEY or enter it in the settings.")
                    .arg(host.isEmpty() ? QStringLiteral("api.anthropic.com") : host));
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

QString parseError(const json::parse_error& e)
{
    QString what = QString::fromUtf8(e.what());
    const int bracket = what.indexOf(QLatin1String("] "));
    if (what.startsWith(QLatin1Char('[')) && bracket > 0)
        what = what.mid(bracket + 2);
    return what;
}

/// The JSON value in a model's reply: the whole text, else its outermost {...} (tolerating a
/// ```json fence or leading prose). Returns false with a description when there is none.
bool extractJson(const QString& text, json* out, QString* error)
{
    const std::string whole = text.trimmed().toStdString();
    if (whole.empty()) {
        *error = ChatModel::tr("the reply was empty instead of a JSON object");
        return false;
    }
    try {
        *out = json::parse(whole);
        return true;
    } catch (const json::parse_error& e) {
        *error = ChatModel::tr("the reply is not valid JSON (%1)").arg(parseError(e));
    }
    const size_t first = whole.find('{');
    const size_t last = whole.rfind('}');
    if (first == std::string::npos) {
        *error = ChatModel::tr("the reply contains no JSON object");
        return false;
    }
    if (last == std::string::npos || last < first)
        return false; // keeps the parse error of the whole text (an unterminated object)
    try {
        *out = json::parse(whole.substr(first, last - first + 1));
        return true;
    } catch (const json::parse_error& e) {
        *error = ChatModel::tr("the reply is not valid JSON (%1)").arg(parseError(e));
    }
    return false;
}

} // namespace

ChatModel::~ChatModel() = default;

ChatModel::ChatModel(LlmConfig config, std::shared_ptr<net::HttpClient> http)
    : m_config(std::move(config)), m_http(std::move(http))
{}

std::unique_ptr<ChatModel> ChatModel::create(const LlmConfig& config, std::shared_ptr<net::HttpClient> http)
{
    if (!http)
        http = std::make_shared<net::HttpClient>();
    switch (config.provider) {
    case Provider::OpenAiCompatible:
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
    record(reply.ok() ? reply->usage : Usage{});
    return reply;
}

Result<ChatReply> ChatModel::stream(const ChatRequest& request, const DeltaHandler& onDelta, const CancelToken& cancel)
{
    if (const auto error = configurationError(m_config))
        return *error;
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, ChatModel::tr("The request to the model was cancelled."));
    const DeltaHandler handler = onDelta ? onDelta : DeltaHandler([](const QString&) {});
    Result<ChatReply> reply = call(request, nullptr, &handler, cancel);
    record(reply.ok() ? reply->usage : Usage{});
    return reply;
}

Result<ChatReply> ChatModel::structured(const ChatRequest& request, const StructuredSchema& schema,
                                        const CancelToken& cancel)
{
    if (const auto error = configurationError(m_config))
        return *error;
    ChatRequest attempt = request;
    Usage total;
    for (int round = 0; round < 2; ++round) {
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, ChatModel::tr("The request to the model was cancelled."));
        QElapsedTimer timer;
        timer.start();
        Result<ChatReply> result = call(attempt, &schema, nullptr, cancel);
        record(result.ok() ? result->usage : Usage{});
        if (!result)
            return result.error();
        ChatReply reply = std::move(result).value();
        total.promptTokens += reply.usage.promptTokens;
        total.completionTokens += reply.usage.completionTokens;

        // Anthropic's forced tool hands back parsed JSON; the others send JSON text.
        json value = reply.json;
        QString problem;
        const bool parsed = !value.is_null() || extractJson(reply.text, &value, &problem);
        if (parsed)
            problem = validateAgainstSchema(value, schema.schema);
        const bool truncated =
            reply.finishReason == QLatin1String("length") || reply.finishReason == QLatin1String("max_tokens");
        if (!problem.isEmpty() && truncated)
            problem = ChatModel::tr("%1 (the reply was cut off at the output token limit)").arg(problem);

        if (problem.isEmpty()) {
            qCDebug(lcLlm).noquote() << "structured" << schema.name << "valid after" << round + 1 << "call(s) in"
                                     << timer.elapsed() << "ms";
            reply.json = std::move(value);
            reply.usage = total;
            reply.repairAttempts = round;
            return reply;
        }
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
    }
    return Error(ErrorKind::Internal, ChatModel::tr("The structured call ended unexpectedly."));
}

model::UsageTotals ChatModel::usageTotals() const
{
    std::lock_guard<std::mutex> lock(m_usageMutex);
    return m_usage;
}

void ChatModel::record(const Usage& usage)
{
    std::lock_guard<std::mutex> lock(m_usageMutex);
    ++m_usage.calls;
    m_usage.promptTokens += usage.promptTokens;
    m_usage.completionTokens += usage.completionTokens;
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
