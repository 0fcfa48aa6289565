// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/EmbeddingConfig.h"
#include "llm/LlmConfig.h"
#include "model/Domain.h"
#include "model/ModelPrices.h"
#include "net/NetworkConfig.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace lmars::settings {

/// Where each configured value came from, for messages like "set LMARS_LLM_MODEL".
enum class ValueOrigin
{
    Default,
    Settings,
    Keychain,
    DotEnv,
    Environment,
    CommandLine
};

/**
 * Everything a headless run needs to know, resolved in this order (later wins):
 * built-in defaults, QSettings (non-secret values only), a .env file in the working
 * directory, the process environment, command-line overrides. Every variable it reads, and the
 * defaults that do not depend on the provider, come from SettingsTable.
 */
struct AppConfig
{
    llm::LlmConfig llm;
    ValueOrigin llmProviderOrigin = ValueOrigin::Default;
    /// Set when the provider named in the settings file or the environment is not one the program
    /// knows: the message (with the known names) that missingLlmConfiguration() then gives.
    QString llmProviderError;
    ValueOrigin llmKeyOrigin = ValueOrigin::Default;
    QString llmKeyVariable; ///< the variable the key came from (LMARS_LLM_API_KEY, OPENAI_API_KEY, ...)

    /// The embedding endpoint of the library's vectors (LMARS_EMBEDDING_*); provider None = the local channel only.
    llm::EmbeddingConfig embedding;
    /// Set when an embedding setting cannot be used (an unknown provider, a number out of range):
    /// the message naming it; the embedding provider is then None.
    QString embeddingError;

    QString judgeModel; ///< a separate judge model on the same provider; empty = the main model
    /// LMARS_LLM_PRICES and LMARS_PRICE_CURRENCY: prices per million tokens by model name (empty = no cost shown).
    model::ModelPrices prices;
    QString pricesError; ///< why (part of) LMARS_LLM_PRICES could not be read; empty when it could

    QString serperApiKey;
    QUrl serperUrl;
    QUrl searxngUrl; ///< LMARS_SEARXNG_URL: a SearXNG instance for web search; empty = none
    QString courtListenerToken;
    QUrl courtListenerUrl;
    QUrl federalRegisterUrl; ///< LMARS_FEDERAL_REGISTER_URL
    QUrl ecfrUrl;            ///< LMARS_ECFR_URL
    QUrl govinfoUrl;         ///< LMARS_GOVINFO_URL: the U.S. Code link service (no key)
    QUrl govinfoApiUrl;      ///< LMARS_GOVINFO_API_URL: GovInfo's search API
    QString govinfoApiKey;   ///< GOVINFO_API_KEY (api.data.gov); empty = search by citation only

    QString dataDir;                 ///< where sessions.sqlite lives
    QString libraryFolder;           ///< LMARS_LIBRARY_DIR from any layer; empty = LibraryPaths' default
    bool libraryOcr = true;          ///< LMARS_OCR: read scanned pages and images in the library by OCR
    QString libraryOcrLanguages;     ///< LMARS_OCR_LANGUAGES: Tesseract codes joined by '+'
    bool libraryDense = true;        ///< LMARS_LIBRARY_DENSE: library searches add the dense channel and fuse
    QString libraryFusionWeights;    ///< LMARS_LIBRARY_FUSION_WEIGHTS: "exact,dense,bm25"
    QString libraryFusionK;          ///< LMARS_LIBRARY_FUSION_K
    bool libraryFusionTiered = true; ///< LMARS_LIBRARY_FUSION_TIERED: the exact tier stays first when fused
    bool libraryFusionGated = true;  ///< LMARS_LIBRARY_FUSION_GATED: a query citing a reference is not fused
    QString serverUrl;               ///< LMARS_SERVER_URL: the firm server's conninfo or URI; empty = embedded only
    QString serverPassword;          ///< LMARS_SERVER_PASSWORD (keychain or environment, never the settings file)
    QString serverReadUrls;          ///< LMARS_SERVER_READ_URL: hot standbys, ';'-separated; empty = none
    bool verify = true;              ///< LMARS_VERIFY: check every answer's citations, quotations and claims
    /// LMARS_PROXY_URL, LMARS_PROXY_USER, LMARS_PROXY_PASSWORD (keychain or environment),
    /// LMARS_NO_PROXY, LMARS_CA_BUNDLE: what every request uses once applyNetwork() ran.
    net::NetworkConfig network;

    /// Loads the configuration. environment: variable → value (the process environment in production).
    /// dotEnvPath: the .env file to read ("" = none).
    static AppConfig load(const QMap<QString, QString>& environment, const QString& dotEnvPath);
    /// The desktop application's resolution, in this order (later wins): built-in defaults, the
    /// non-secret settings (variable name → value, see Settings::configValues()), the secrets from
    /// the SecretStore (variable name → key), the .env file, the process environment.
    static AppConfig resolve(const QMap<QString, QString>& settingsValues, const QMap<QString, QString>& secrets,
                             const QMap<QString, QString>& environment, const QString& dotEnvPath);
    /// The process environment as a map.
    static QMap<QString, QString> processEnvironment();

    /// A switch's value: false for "false", "0", "no", "off", true for "true", "1", "yes", "on" (any
    /// case), else fallback.
    static bool parseSwitch(const QString& text, bool fallback);

    /// "Unknown model provider \"name\" in <where it was set>. Known providers: openai, azure, ..."
    static QString unknownProviderMessage(const QString& name, ValueOrigin origin);
    /// Applies --provider / --model overrides; returns false and sets error for an unknown provider.
    bool overrideProvider(const QString& provider, QString* error);
    void overrideModel(const QString& model);

    /// The web search backend the "web" source uses: Serper when a Serper key is set, else SearXNG
    /// when a SearXNG URL is set, else None (no web search).
    model::WebBackend webSearchBackend() const;

    /// Empty when the model can be called; else a message naming what is missing and how to set it.
    QString missingLlmConfiguration() const;
    QString sessionDatabasePath() const;
    /// The provider vectors' content-hash cache: <dataDir>/embeddings.sqlite.
    QString embeddingCachePath() const;
    /// Makes network the process-wide configuration of every request (HttpClient) and of the firm
    /// server's TLS connection (PgConnection's sslrootcert).
    void applyNetwork() const;
};

/// Built-in default model for a provider.
QString defaultModel(llm::Provider provider);
/// Built-in default base URL for a provider.
QUrl defaultBaseUrl(llm::Provider provider);

} // namespace lmars::settings
