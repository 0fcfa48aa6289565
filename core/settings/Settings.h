// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Domain.h"

#include <QMap>
#include <QObject>
#include <QSettings>
#include <QVariant>

#include <memory>

namespace lmars::settings {

/**
 * Typed access to the application's QSettings (non-secret values only: API keys live in the
 * SecretStore). Every key is described once in SettingsTable (settings-file name, environment
 * variable, default); setValue() emits changed() when a value really changes. Keys that are not
 * kept in the settings file (secrets, environment-only values) are never written to it.
 */
class Settings final : public QObject
{
    Q_OBJECT

public:
    enum class Key
    {
        LlmProvider,          ///< "openai" | "azure" | "gemini" | "lmstudio" | "anthropic" | "ollama"; empty = inferred
        LlmBaseUrl,           ///< empty = the provider's default
        LlmModel,             ///< empty = the provider's default
        LlmApiKey,            ///< secret (SecretStore, environment)
        OpenAiApiKey,         ///< secret (environment only)
        AnthropicApiKey,      ///< secret (environment only)
        JudgeModel,           ///< empty = the main model judges
        LlmTimeoutMs,         ///< environment only
        LlmMaxTokens,         ///< environment only: output token limit of one model call
        AzureApiVersion,      ///< Azure OpenAI deployments' api-version; empty = 2024-10-21
        LlmPrices,            ///< JSON {"<model>": {"input", "cachedInput", "output"}} per million tokens
        LlmPriceCurrency,     ///< the currency of LlmPrices (USD, EUR, €, ...); empty = USD
        EmbeddingProvider,    ///< "none" | "openai" | "azure" | "ollama" | "lmstudio" (vllm, llamacpp: openai)
        EmbeddingBaseUrl,     ///< empty = the embedding provider's default
        EmbeddingModel,       ///< the embedding model (azure: the deployment's name)
        EmbeddingDimension,   ///< vectors' size asked of the model; empty = the model's own
        EmbeddingApiKey,      ///< secret (SecretStore, environment)
        EmbeddingBatchSize,   ///< texts per embedding request
        EmbeddingConcurrency, ///< embedding requests in flight at once
        SerperApiKey,         ///< secret (SecretStore, environment)
        SerperUrl,            ///< empty = https://google.serper.dev/search
        SearxngUrl,           ///< a SearXNG instance for web search; empty = none
        CourtListenerToken,   ///< secret (SecretStore, environment)
        CourtListenerUrl,     ///< empty = https://www.courtlistener.com
        FederalRegisterUrl,   ///< empty = https://www.federalregister.gov
        EcfrUrl,              ///< empty = https://www.ecfr.gov
        GovinfoUrl,           ///< empty = https://www.govinfo.gov (the keyless link service)
        GovinfoApiUrl,        ///< empty = https://api.govinfo.gov (search, with GovinfoApiKey)
        GovinfoApiKey,        ///< secret (SecretStore, environment): an api.data.gov key
        DataDir,              ///< empty = <AppData>
        LibraryFolder,        ///< empty = <AppData>/library
        LibraryOcr,           ///< read scanned pages and images by OCR (bool)
        LibraryOcrLanguages,  ///< Tesseract language codes joined by '+' (eng+deu)
        LibraryDense,         ///< library searches add the dense channel and fuse (bool)
        LibraryFusionWeights, ///< "exact,dense,bm25" weights of the fusion
        LibraryFusionK,       ///< the fusion's K
        LibraryFusionTiered,  ///< the exact tier stays first in a fused search (bool)
        LibraryFusionGated,   ///< a query citing a reference is not fused (bool)
        ServerUrl,            ///< the firm server (libpq conninfo or URI); empty = the embedded library
        ServerPassword,       ///< the firm server password (keychain only)
        ServerReadUrls,       ///< hot standbys of the firm server for searches and history, ';'-separated
        ProxyUrl,             ///< HTTP(S) proxy of every request; empty = the http(s)_proxy environment
        ProxyUser,            ///< the proxy's user name
        ProxyPassword,        ///< secret (SecretStore, environment): the proxy's password
        NoProxy,              ///< hosts that bypass the proxy; empty = the no_proxy environment
        CaBundle,             ///< PEM file of CAs added to the system's (also the firm server's sslrootcert)
        Verify,               ///< check every answer's citations, quotations and claims (bool)
        DefaultMode,          ///< simple | multi | evidence
        /// standard | irac
        DefaultAnswerFormat,
        DefaultIterations,
        DefaultPagesToRead,
        DefaultSources, ///< QStringList of web, caselaw, local
        /// Word exports: each citation as a footnote instead of an [n] marker (bool)
        ExportCitationFootnotes,
        Language, ///< "" = the system's
        Theme,    ///< system | light | dark
        WindowGeometry,
        WindowState,
        MainSplitter,
        CenterSplitter,
        FirstRunDismissed,
        LlmStructuredFormats ///< JSON {"<base URL>|<model>": "json_object"}: the structured-output form each server
                             ///< took
    };
    Q_ENUM(Key)

    /// The application's settings (QSettings() with the organisation and application names set).
    explicit Settings(QObject* parent = nullptr);
    /// Settings kept in an INI file (tests, portable setups).
    explicit Settings(const QString& iniPath, QObject* parent = nullptr);
    ~Settings() override;
    Settings(const Settings&) = delete;
    Settings& operator=(const Settings&) = delete;

    /// The stored value, else defaultValue(key); always the default for a key not kept in the file.
    QVariant value(Key key) const;
    QString string(Key key) const { return value(key).toString(); }
    int integer(Key key) const { return value(key).toInt(); }
    /// Ignored (with a warning) for a key not kept in the settings file, such as an API key.
    void setValue(Key key, const QVariant& value);
    /// The sources a new question starts with (DefaultSources; names the program does not know are
    /// left out).
    QList<model::SourceChoice> defaultSources() const;
    void setDefaultSources(const QList<model::SourceChoice>& sources);
    /// Back to the default (the key is removed from the file).
    void reset(Key key);
    void sync();
    QString fileName() const;

    /// The key's name in the settings file ("llm/model"); empty when it is not kept there.
    static QString keyName(Key key);
    /// The table's default for a setting of the GUI alone. A setting that also has an environment
    /// variable is one layer of AppConfig's resolution: unset, it reads as empty so that the other
    /// layers decide, and AppConfig applies the table's default.
    static QVariant defaultValue(Key key);

    /// The settings-file values that have an environment variable (non-empty ones only), by that
    /// variable's name: the settings layer of AppConfig::resolve().
    QMap<QString, QString> configValues() const;

Q_SIGNALS:
    void changed(lmars::settings::Settings::Key key);

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace lmars::settings
