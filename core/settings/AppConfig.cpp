// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppConfig.h"

#include "settings/DotEnv.h"
#include "settings/Settings.h"
#include "settings/SettingsTable.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcessEnvironment>
#include <QStandardPaths>

namespace lmars::settings {

namespace {

using Key = Settings::Key;

/// Later layers override earlier ones; remembers which layer a value came from. Values are found
/// by their environment variable, as SettingsTable names it.
class Layers
{
public:
    void add(const QMap<QString, QString>& values, ValueOrigin origin)
    {
        for (auto it = values.cbegin(); it != values.cend(); ++it) {
            if (!it.value().isEmpty())
                m_values.insert(it.key(), {it.value(), origin});
        }
    }
    QString value(Key key) const { return m_values.value(SettingsTable::variable(key)).first; }
    ValueOrigin origin(Key key) const
    {
        return m_values.value(SettingsTable::variable(key), {{}, ValueOrigin::Default}).second;
    }
    bool has(Key key) const { return m_values.contains(SettingsTable::variable(key)); }

private:
    QMap<QString, QPair<QString, ValueOrigin>> m_values;
};

/// The table's default of a setting.
QVariant tableDefault(Key key)
{
    return SettingsTable::descriptor(key).defaultValue;
}

/// A whole number from minimum to maximum, the table's default when unset; false (error set) when it is not one.
bool readCount(const Layers& layers, Key key, int minimum, int maximum, int* out, QString* error)
{
    const QString text = layers.value(key).trimmed();
    if (text.isEmpty()) {
        *out = tableDefault(key).toInt();
        return true;
    }
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < minimum || value > maximum) {
        *error = QCoreApplication::translate("AppConfig", "%1 must be a whole number from %2 to %3, not \"%4\".")
                     .arg(SettingsTable::variable(key))
                     .arg(minimum)
                     .arg(maximum)
                     .arg(text);
        return false;
    }
    *out = value;
    return true;
}

/// The embedding endpoint's settings; a setting that cannot be used leaves the provider None and says why.
void resolveEmbedding(const Layers& layers, AppConfig& config)
{
    llm::EmbeddingConfig& e = config.embedding;
    const QString providerText = layers.value(Key::EmbeddingProvider).trimmed();
    llm::EmbeddingProvider provider = llm::EmbeddingProvider::None;
    if (!llm::parseEmbeddingProvider(providerText, &provider)) {
        config.embeddingError =
            QCoreApplication::translate("AppConfig", "Unknown embedding provider \"%1\" in %2. Known providers: %3.")
                .arg(providerText, SettingsTable::variable(Key::EmbeddingProvider),
                     llm::knownEmbeddingProviderNames().join(QStringLiteral(", ")));
        return;
    }
    const QString baseUrl = layers.value(Key::EmbeddingBaseUrl).trimmed();
    e.baseUrl = baseUrl.isEmpty() ? llm::defaultEmbeddingUrl(provider) : QUrl(baseUrl);
    e.model = layers.value(Key::EmbeddingModel).trimmed();
    e.apiKey = layers.value(Key::EmbeddingApiKey);
    if (e.apiKey.isEmpty() && provider == llm::EmbeddingProvider::OpenAiCompatible)
        e.apiKey = layers.value(Key::OpenAiApiKey);
    e.apiVersion = config.llm.apiVersion;
    e.requestTimeoutMs = config.llm.requestTimeoutMs;
    const QString dimension = layers.value(Key::EmbeddingDimension).trimmed();
    if (!dimension.isEmpty() &&
        !readCount(layers, Key::EmbeddingDimension, 1, 16384, &e.dimension, &config.embeddingError))
        return;
    if (!readCount(layers, Key::EmbeddingBatchSize, 1, 2048, &e.batchSize, &config.embeddingError) ||
        !readCount(layers, Key::EmbeddingConcurrency, 1, 16, &e.concurrency, &config.embeddingError))
        return;
    e.provider = provider;
}

} // namespace

QString defaultModel(llm::Provider provider)
{
    switch (provider) {
    case llm::Provider::OpenAiCompatible:
        return QStringLiteral("gpt-4o-mini");
    case llm::Provider::Anthropic:
        return QStringLiteral("claude-sonnet-4-5");
    case llm::Provider::Gemini:
        return QStringLiteral("gemini-2.5-flash");
    case llm::Provider::Azure:    // the deployment's name: the user's own
    case llm::Provider::LmStudio: // the model loaded in LM Studio
        return {};
    case llm::Provider::Ollama:
        break;
    }
    return QStringLiteral("llama3.1");
}

QUrl defaultBaseUrl(llm::Provider provider)
{
    return llm::defaultServerUrl(provider);
}

QMap<QString, QString> AppConfig::processEnvironment()
{
    QMap<QString, QString> map;
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QStringList keys = env.keys();
    for (const QString& key : keys)
        map.insert(key, env.value(key));
    return map;
}

AppConfig AppConfig::load(const QMap<QString, QString>& environment, const QString& dotEnvPath)
{
    // The settings file needs the application's organisation and name (a QCoreApplication).
    const QMap<QString, QString> settingsValues =
        QCoreApplication::instance() != nullptr ? Settings().configValues() : QMap<QString, QString>();
    return resolve(settingsValues, {}, environment, dotEnvPath);
}

AppConfig AppConfig::resolve(const QMap<QString, QString>& settingsValues, const QMap<QString, QString>& secrets,
                             const QMap<QString, QString>& environment, const QString& dotEnvPath)
{
    Layers layers;
    layers.add(settingsValues, ValueOrigin::Settings);
    layers.add(secrets, ValueOrigin::Keychain);
    if (!dotEnvPath.isEmpty())
        layers.add(DotEnv::readFile(dotEnvPath), ValueOrigin::DotEnv);
    layers.add(environment, ValueOrigin::Environment);

    AppConfig config;
    const QString providerText = layers.value(Key::LlmProvider).trimmed();
    llm::Provider provider = llm::Provider::Ollama;
    if (!providerText.isEmpty() && llm::parseProvider(providerText, &provider)) {
        config.llmProviderOrigin = layers.origin(Key::LlmProvider);
    } else if (!providerText.isEmpty()) {
        // Never another provider in its place: the model cannot be used until the name is fixed.
        config.llmProviderOrigin = layers.origin(Key::LlmProvider);
        config.llmProviderError = unknownProviderMessage(providerText, layers.origin(Key::LlmProvider));
    } else if (layers.has(Key::LlmApiKey) || layers.has(Key::OpenAiApiKey)) {
        provider = llm::Provider::OpenAiCompatible;
    } else if (layers.has(Key::AnthropicApiKey)) {
        provider = llm::Provider::Anthropic;
    }
    config.llm.provider = provider;

    // Key: the product's own variable first, then the provider's conventional one.
    // Azure OpenAI, Gemini and LM Studio take LMARS_LLM_API_KEY only: an OpenAI key is not theirs.
    const Key providerKey = provider == llm::Provider::Anthropic ? Key::AnthropicApiKey : Key::OpenAiApiKey;
    const bool conventionalKey = provider == llm::Provider::Anthropic || provider == llm::Provider::OpenAiCompatible ||
                                 provider == llm::Provider::Ollama;
    for (const Key key : {Key::LlmApiKey, providerKey}) {
        if (key == providerKey && !conventionalKey)
            break;
        if (layers.has(key)) {
            config.llm.apiKey = layers.value(key);
            config.llmKeyOrigin = layers.origin(key);
            config.llmKeyVariable = SettingsTable::variable(key);
            break;
        }
    }

    config.llm.apiVersion = layers.value(Key::AzureApiVersion).trimmed();
    if (config.llm.apiVersion.isEmpty())
        config.llm.apiVersion = tableDefault(Key::AzureApiVersion).toString();

    const QString baseUrl = layers.value(Key::LlmBaseUrl);
    config.llm.baseUrl = baseUrl.isEmpty() ? defaultBaseUrl(provider) : QUrl(baseUrl);
    const QString model = layers.value(Key::LlmModel);
    config.llm.model = model.isEmpty() ? defaultModel(provider) : model;

    config.judgeModel = layers.value(Key::JudgeModel);
    config.prices = model::ModelPrices::parse(layers.value(Key::LlmPrices), &config.pricesError);
    config.prices.setCurrency(layers.value(Key::LlmPriceCurrency));

    bool ok = false;
    const int timeoutMs = layers.value(Key::LlmTimeoutMs).toInt(&ok);
    config.llm.requestTimeoutMs = ok && timeoutMs > 0 ? timeoutMs : tableDefault(Key::LlmTimeoutMs).toInt();
    const int maxTokens = layers.value(Key::LlmMaxTokens).toInt(&ok);
    config.llm.maxOutputTokens = ok && maxTokens > 0 ? maxTokens : tableDefault(Key::LlmMaxTokens).toInt();
    resolveEmbedding(layers, config);

    config.serperApiKey = layers.value(Key::SerperApiKey);
    const QString serperUrl = layers.value(Key::SerperUrl);
    config.serperUrl = QUrl(serperUrl.isEmpty() ? tableDefault(Key::SerperUrl).toString() : serperUrl);
    const QString searxngUrl = layers.value(Key::SearxngUrl).trimmed();
    if (!searxngUrl.isEmpty())
        config.searxngUrl = QUrl(searxngUrl);
    config.courtListenerToken = layers.value(Key::CourtListenerToken);
    const QString clUrl = layers.value(Key::CourtListenerUrl);
    config.courtListenerUrl = QUrl(clUrl.isEmpty() ? tableDefault(Key::CourtListenerUrl).toString() : clUrl);
    const QString frUrl = layers.value(Key::FederalRegisterUrl).trimmed();
    config.federalRegisterUrl = QUrl(frUrl.isEmpty() ? tableDefault(Key::FederalRegisterUrl).toString() : frUrl);
    const QString ecfrUrl = layers.value(Key::EcfrUrl).trimmed();
    config.ecfrUrl = QUrl(ecfrUrl.isEmpty() ? tableDefault(Key::EcfrUrl).toString() : ecfrUrl);
    const QString govinfoUrl = layers.value(Key::GovinfoUrl).trimmed();
    config.govinfoUrl = QUrl(govinfoUrl.isEmpty() ? tableDefault(Key::GovinfoUrl).toString() : govinfoUrl);
    const QString govinfoApiUrl = layers.value(Key::GovinfoApiUrl).trimmed();
    config.govinfoApiUrl = QUrl(govinfoApiUrl.isEmpty() ? tableDefault(Key::GovinfoApiUrl).toString() : govinfoApiUrl);
    config.govinfoApiKey = layers.value(Key::GovinfoApiKey).trimmed();

    config.libraryFolder = layers.value(Key::LibraryFolder);
    config.serverUrl = layers.value(Key::ServerUrl).trimmed();
    config.serverPassword = layers.value(Key::ServerPassword);
    config.serverReadUrls = layers.value(Key::ServerReadUrls).trimmed();
    config.verify = parseSwitch(layers.value(Key::Verify), tableDefault(Key::Verify).toBool());
    config.network.proxyUrl = layers.value(Key::ProxyUrl).trimmed();
    config.network.proxyUser = layers.value(Key::ProxyUser).trimmed();
    config.network.proxyPassword = layers.value(Key::ProxyPassword);
    config.network.noProxy = layers.value(Key::NoProxy).trimmed();
    config.network.caBundleFile = QDir::fromNativeSeparators(layers.value(Key::CaBundle).trimmed());
    config.network.takeCredentialsFromUrl();
    config.libraryOcr = parseSwitch(layers.value(Key::LibraryOcr), tableDefault(Key::LibraryOcr).toBool());
    const QString ocrLanguages = layers.value(Key::LibraryOcrLanguages).trimmed();
    config.libraryOcrLanguages =
        ocrLanguages.isEmpty() ? tableDefault(Key::LibraryOcrLanguages).toString() : ocrLanguages;
    config.libraryDense = parseSwitch(layers.value(Key::LibraryDense), tableDefault(Key::LibraryDense).toBool());
    config.libraryFusionTiered =
        parseSwitch(layers.value(Key::LibraryFusionTiered), tableDefault(Key::LibraryFusionTiered).toBool());
    config.libraryFusionGated =
        parseSwitch(layers.value(Key::LibraryFusionGated), tableDefault(Key::LibraryFusionGated).toBool());
    for (const auto& [key, field] : {std::pair{Key::LibraryFusionWeights, &config.libraryFusionWeights},
                                     std::pair{Key::LibraryFusionK, &config.libraryFusionK}}) {
        const QString value = layers.value(key).trimmed();
        *field = value.isEmpty() ? tableDefault(key).toString() : value;
    }
    config.dataDir = layers.value(Key::DataDir);
    if (config.dataDir.isEmpty()) {
        config.dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        if (config.dataDir.isEmpty())
            config.dataDir = QDir::homePath() + QStringLiteral("/.local/share/lmars");
    }
    return config;
}

bool AppConfig::parseSwitch(const QString& text, bool fallback)
{
    const QString value = text.trimmed().toLower();
    if (value == QLatin1String("false") || value == QLatin1String("0") || value == QLatin1String("no") ||
        value == QLatin1String("off"))
        return false;
    if (value == QLatin1String("true") || value == QLatin1String("1") || value == QLatin1String("yes") ||
        value == QLatin1String("on"))
        return true;
    return fallback;
}

bool AppConfig::overrideProvider(const QString& providerText, QString* error)
{
    llm::Provider provider;
    if (!llm::parseProvider(providerText, &provider)) {
        if (error)
            *error = unknownProviderMessage(providerText, ValueOrigin::CommandLine);
        return false;
    }
    llmProviderError.clear();
    if (provider != llm.provider) {
        // A different provider: its own defaults unless the URL/model were set for it explicitly.
        llm.provider = provider;
        llm.baseUrl = defaultBaseUrl(provider);
        llm.model = defaultModel(provider);
    }
    llmProviderOrigin = ValueOrigin::CommandLine;
    return true;
}

void AppConfig::overrideModel(const QString& model)
{
    if (!model.isEmpty())
        llm.model = model;
}

model::WebBackend AppConfig::webSearchBackend() const
{
    if (!serperApiKey.trimmed().isEmpty())
        return model::WebBackend::Serper;
    if (!searxngUrl.isEmpty())
        return model::WebBackend::Searxng;
    return model::WebBackend::None;
}

QString AppConfig::unknownProviderMessage(const QString& name, ValueOrigin origin)
{
    const QString known = llm::knownProviderNames().join(QStringLiteral(", "));
    switch (origin) {
    case ValueOrigin::CommandLine:
        return QCoreApplication::translate("AppConfig",
                                           "Unknown model provider \"%1\" (--provider). Known providers: %2.")
            .arg(name, known);
    case ValueOrigin::Settings:
        return QCoreApplication::translate("AppConfig", "Unknown model provider \"%1\" in the settings file "
                                                        "(Settings → Model). Known providers: %2.")
            .arg(name, known);
    default:
        break;
    }
    return QCoreApplication::translate("AppConfig", "Unknown model provider \"%1\" in LMARS_LLM_PROVIDER. Known "
                                                    "providers: %2.")
        .arg(name, known);
}

QString AppConfig::missingLlmConfiguration() const
{
    if (!llmProviderError.isEmpty())
        return llmProviderError;
    if (llm.provider == llm::Provider::Azure && llm.baseUrl.isEmpty())
        return QCoreApplication::translate("AppConfig", "Azure OpenAI needs your resource's endpoint: set "
                                                        "LMARS_LLM_BASE_URL (for example "
                                                        "https://my-resource.openai.azure.com).");
    if (llm.provider == llm::Provider::Azure && llm.model.isEmpty())
        return QCoreApplication::translate(
            "AppConfig", "Azure OpenAI needs the deployment's name as the model: set LMARS_LLM_MODEL.");
    if (!llm.baseUrl.isValid() || llm.baseUrl.scheme().isEmpty() || llm.baseUrl.host().isEmpty())
        return QCoreApplication::translate("AppConfig", "The model's base URL \"%1\" is not a valid http(s) URL: set "
                                                        "LMARS_LLM_BASE_URL (for example http://localhost:11434).")
            .arg(llm.baseUrl.toString());
    if (llm.model.isEmpty())
        return QCoreApplication::translate("AppConfig", "No model is set: set LMARS_LLM_MODEL.");
    const bool hostedOpenAi = llm.baseUrl.host().endsWith(QLatin1String("openai.com")) ||
                              llm.baseUrl.host().endsWith(QLatin1String("openrouter.ai"));
    if (llm.provider == llm::Provider::Anthropic && llm.apiKey.isEmpty())
        return QCoreApplication::translate("AppConfig",
                                           "Anthropic needs an API key: set LMARS_LLM_API_KEY or ANTHROPIC_API_KEY "
                                           "(environment or .env).");
    if ((llm.provider == llm::Provider::Azure || llm.provider == llm::Provider::Gemini) && llm.apiKey.isEmpty())
        return QCoreApplication::translate("AppConfig", "%1 needs an API key: set LMARS_LLM_API_KEY (environment, "
                                                        ".env or Settings → Model).")
            .arg(llm::providerName(llm.provider));
    if (llm.provider == llm::Provider::OpenAiCompatible && hostedOpenAi && llm.apiKey.isEmpty())
        return QCoreApplication::translate("AppConfig", "%1 needs an API key: set LMARS_LLM_API_KEY or OPENAI_API_KEY "
                                                        "(environment or .env).")
            .arg(llm.baseUrl.host());
    return {};
}

QString AppConfig::sessionDatabasePath() const
{
    return QDir(dataDir).filePath(QStringLiteral("sessions.sqlite"));
}

QString AppConfig::embeddingCachePath() const
{
    return QDir(dataDir).filePath(QStringLiteral("embeddings.sqlite"));
}

void AppConfig::applyNetwork() const
{
    net::NetworkConfig::setProcessWide(network);
}

} // namespace lmars::settings
