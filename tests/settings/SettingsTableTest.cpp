// SPDX-License-Identifier: GPL-3.0-or-later
// The one table of settings: every key described once, released settings-file names kept, secrets
// kept out of the settings file, and the values Settings and AppConfig derive from it.
#include "settings/SettingsTable.h"
#include "llm/LlmConfig.h"
#include "search/CourtListenerSource.h"
#include "search/EcfrSource.h"
#include "search/FederalRegisterSource.h"
#include "search/SerperSource.h"
#include "settings/AppConfig.h"
#include "settings/SecretStore.h"
#include "settings/Settings.h"

#include <QFile>
#include <QMetaEnum>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace lmars;
using settings::AppConfig;
using settings::SettingDescriptor;
using settings::Settings;
using settings::SettingsTable;
using Key = settings::Settings::Key;

class SettingsTableTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString iniPath(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

private Q_SLOTS:
    void everyKeyHasExactlyOneDescriptor()
    {
        const QMetaEnum keys = QMetaEnum::fromType<Key>();
        QCOMPARE(SettingsTable::all().size(), keys.keyCount());
        for (int i = 0; i < keys.keyCount(); ++i) {
            const auto key = Key(keys.value(i));
            const auto n = std::count_if(SettingsTable::all().cbegin(), SettingsTable::all().cend(),
                                         [key](const SettingDescriptor& d) { return d.key == key; });
            QVERIFY2(n == 1, keys.key(i));
            QCOMPARE(SettingsTable::descriptor(key).key, key);
            QVERIFY2(!SettingsTable::descriptor(key).description.isEmpty(), keys.key(i));
        }
    }

    void settingsFileNamesAreTheReleasedOnes()
    {
        // Existing users' settings files use these names: renaming one silently loses their value.
        const QList<QPair<Key, QString>> released{
            {Key::LlmProvider, QStringLiteral("llm/provider")},
            {Key::LlmBaseUrl, QStringLiteral("llm/baseUrl")},
            {Key::LlmModel, QStringLiteral("llm/model")},
            {Key::JudgeModel, QStringLiteral("llm/judgeModel")},
            {Key::AzureApiVersion, QStringLiteral("llm/azureApiVersion")},
            {Key::LlmPrices, QStringLiteral("llm/prices")},
            {Key::LlmPriceCurrency, QStringLiteral("llm/priceCurrency")},
            {Key::EmbeddingProvider, QStringLiteral("embedding/provider")},
            {Key::EmbeddingBaseUrl, QStringLiteral("embedding/baseUrl")},
            {Key::EmbeddingModel, QStringLiteral("embedding/model")},
            {Key::EmbeddingDimension, QStringLiteral("embedding/dimension")},
            {Key::EmbeddingBatchSize, QStringLiteral("embedding/batchSize")},
            {Key::EmbeddingConcurrency, QStringLiteral("embedding/concurrency")},
            {Key::SerperUrl, QStringLiteral("search/serperUrl")},
            {Key::SearxngUrl, QStringLiteral("search/searxngUrl")},
            {Key::CourtListenerUrl, QStringLiteral("search/courtListenerUrl")},
            {Key::FederalRegisterUrl, QStringLiteral("search/federalRegisterUrl")},
            {Key::EcfrUrl, QStringLiteral("search/ecfrUrl")},
            {Key::GovinfoUrl, QStringLiteral("search/govinfoUrl")},
            {Key::GovinfoApiUrl, QStringLiteral("search/govinfoApiUrl")},
            {Key::DataDir, QStringLiteral("storage/dataDir")},
            {Key::LibraryFolder, QStringLiteral("library/folder")},
            {Key::LibraryOcr, QStringLiteral("library/ocr")},
            {Key::LibraryOcrLanguages, QStringLiteral("library/ocrLanguages")},
            {Key::LibraryDense, QStringLiteral("library/dense")},
            {Key::LibraryFusionWeights, QStringLiteral("library/fusionWeights")},
            {Key::LibraryFusionK, QStringLiteral("library/fusionK")},
            {Key::LibraryFusionTiered, QStringLiteral("library/fusionTiered")},
            {Key::LibraryFusionGated, QStringLiteral("library/fusionGated")},
            {Key::ServerUrl, QStringLiteral("server/url")},
            {Key::ServerReadUrls, QStringLiteral("server/readUrls")},
            {Key::ProxyUrl, QStringLiteral("network/proxyUrl")},
            {Key::ProxyUser, QStringLiteral("network/proxyUser")},
            {Key::NoProxy, QStringLiteral("network/noProxy")},
            {Key::CaBundle, QStringLiteral("network/caBundle")},
            {Key::Verify, QStringLiteral("research/verify")},
            {Key::DefaultMode, QStringLiteral("research/mode")},
            {Key::DefaultAnswerFormat, QStringLiteral("research/answerFormat")},
            {Key::DefaultIterations, QStringLiteral("research/maxIterations")},
            {Key::DefaultPagesToRead, QStringLiteral("research/pagesToRead")},
            {Key::DefaultSources, QStringLiteral("research/sources")},
            {Key::ExportCitationFootnotes, QStringLiteral("export/citationFootnotes")},
            {Key::Language, QStringLiteral("ui/language")},
            {Key::Theme, QStringLiteral("ui/theme")},
            {Key::WindowGeometry, QStringLiteral("ui/geometry")},
            {Key::WindowState, QStringLiteral("ui/windowState")},
            {Key::MainSplitter, QStringLiteral("ui/mainSplitter")},
            {Key::CenterSplitter, QStringLiteral("ui/centerSplitter")},
            {Key::FirstRunDismissed, QStringLiteral("ui/firstRunDismissed")},
            {Key::LlmStructuredFormats, QStringLiteral("llm/structuredFormats")},
        };
        for (const auto& [key, name] : released)
            QCOMPARE(Settings::keyName(key), name);
        const auto inFile = std::count_if(SettingsTable::all().cbegin(), SettingsTable::all().cend(),
                                          [](const SettingDescriptor& d) { return !d.settingsName.isEmpty(); });
        QCOMPARE(int(inFile), int(released.size()));

        // A value an existing file holds under its released name is read.
        {
            QSettings file(iniPath("released.ini"), QSettings::IniFormat);
            file.setValue(QStringLiteral("library/folder"), QStringLiteral("/srv/library"));
            file.setValue(QStringLiteral("research/maxIterations"), 7);
        }
        const Settings s(iniPath("released.ini"));
        QCOMPARE(s.string(Key::LibraryFolder), QStringLiteral("/srv/library"));
        QCOMPARE(s.integer(Key::DefaultIterations), 7);
    }

    void namesAndVariablesAreUnique()
    {
        QSet<QString> names;
        QSet<QString> variables;
        for (const SettingDescriptor& d : SettingsTable::all()) {
            QCOMPARE(d.inSettingsFile(), !d.settingsName.isEmpty());
            if (!d.settingsName.isEmpty()) {
                QVERIFY2(!names.contains(d.settingsName), qPrintable(d.settingsName));
                names.insert(d.settingsName);
            }
            if (d.hasVariable()) {
                QVERIFY2(!variables.contains(d.variable), qPrintable(d.variable));
                variables.insert(d.variable);
            }
        }
    }

    void secretsNeverReachTheSettingsFile()
    {
        const QString marker = QStringLiteral("secret-value-4711");
        int secrets = 0;
        {
            Settings s(iniPath("secrets.ini"));
            s.setValue(Key::Theme, QStringLiteral("dark")); // the file exists
            for (const SettingDescriptor& d : SettingsTable::all()) {
                if (d.storage == settings::SettingStorage::SecretStore)
                    QVERIFY2(d.secret, qPrintable(d.variable));
                if (!d.secret)
                    continue;
                ++secrets;
                QVERIFY2(d.settingsName.isEmpty() && !d.inSettingsFile(), qPrintable(d.variable));
                QVERIFY(d.hasVariable());
                s.setValue(d.key, marker);
                QVERIFY(s.value(d.key).toString().isEmpty());
                QVERIFY(!s.configValues().contains(d.variable));
            }
            s.sync();
        }
        QCOMPARE(secrets, 9);
        QFile file(iniPath("secrets.ini"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("dark"));
        QVERIFY(!text.contains(marker.toUtf8()));
        QCOMPARE(settings::SecretStore::knownNames(),
                 QStringList({QStringLiteral("LMARS_LLM_API_KEY"), QStringLiteral("LMARS_EMBEDDING_API_KEY"),
                              QStringLiteral("SERPER_API_KEY"), QStringLiteral("COURTLISTENER_API_TOKEN"),
                              QStringLiteral("GOVINFO_API_KEY"), QStringLiteral("LMARS_SERVER_PASSWORD"),
                              QStringLiteral("LMARS_PROXY_PASSWORD")}));
    }

    void guiOnlySettingsHaveNoVariable()
    {
        for (const SettingDescriptor& d : SettingsTable::all()) {
            // What the program learns itself (the structured-output form each server took) has no
            // variable yet is read by both front ends.
            if (d.key == Key::LlmStructuredFormats) {
                QVERIFY(!d.hasVariable());
                QCOMPARE(d.frontEnds, settings::FrontEnds::Both);
                continue;
            }
            QCOMPARE(d.frontEnds == settings::FrontEnds::Gui, !d.hasVariable());
        }
        for (const Key key : {Key::WindowGeometry, Key::WindowState, Key::MainSplitter, Key::CenterSplitter, Key::Theme,
                              Key::Language, Key::FirstRunDismissed}) {
            QCOMPARE(SettingsTable::descriptor(key).frontEnds, settings::FrontEnds::Gui);
            QVERIFY(SettingsTable::descriptor(key).inSettingsFile());
        }
    }

    void configValuesCarryEveryFileSettingWithAVariable()
    {
        Settings s(iniPath("config.ini"));
        QMap<QString, QString> expected;
        for (const SettingDescriptor& d : SettingsTable::all()) {
            if (!d.inSettingsFile() || !d.hasVariable())
                continue;
            const QString v = d.key == Key::LlmProvider ? QStringLiteral("anthropic")
                                                        : QStringLiteral("http://v.example/") + d.variable;
            s.setValue(d.key, v);
            expected.insert(d.variable, v);
        }
        QCOMPARE(expected.size(), 36);
        QCOMPARE(s.configValues(), expected);

        // AppConfig takes every one of them from the settings layer.
        const AppConfig c = AppConfig::resolve(s.configValues(), {}, {}, {});
        QCOMPARE(c.llm.provider, llm::Provider::Anthropic);
        QCOMPARE(c.llmProviderOrigin, settings::ValueOrigin::Settings);
        QCOMPARE(c.llm.baseUrl.toString(), QStringLiteral("http://v.example/LMARS_LLM_BASE_URL"));
        QCOMPARE(c.llm.model, QStringLiteral("http://v.example/LMARS_LLM_MODEL"));
        QCOMPARE(c.judgeModel, QStringLiteral("http://v.example/LMARS_JUDGE_MODEL"));
        QCOMPARE(c.llm.apiVersion, QStringLiteral("http://v.example/LMARS_AZURE_API_VERSION"));
        QCOMPARE(c.serperUrl.toString(), QStringLiteral("http://v.example/LMARS_SERPER_URL"));
        // Not a provider's name: no embedding provider, and a message naming the variable.
        QCOMPARE(c.embedding.provider, llm::EmbeddingProvider::None);
        QVERIFY2(c.embeddingError.contains(QStringLiteral("LMARS_EMBEDDING_PROVIDER")), qPrintable(c.embeddingError));
        QCOMPARE(c.searxngUrl.toString(), QStringLiteral("http://v.example/LMARS_SEARXNG_URL"));
        QCOMPARE(c.courtListenerUrl.toString(), QStringLiteral("http://v.example/LMARS_COURTLISTENER_URL"));
        QCOMPARE(c.federalRegisterUrl.toString(), QStringLiteral("http://v.example/LMARS_FEDERAL_REGISTER_URL"));
        QCOMPARE(c.ecfrUrl.toString(), QStringLiteral("http://v.example/LMARS_ECFR_URL"));
        QCOMPARE(c.govinfoUrl.toString(), QStringLiteral("http://v.example/LMARS_GOVINFO_URL"));
        QCOMPARE(c.govinfoApiUrl.toString(), QStringLiteral("http://v.example/LMARS_GOVINFO_API_URL"));
        QCOMPARE(c.dataDir, QStringLiteral("http://v.example/LMARS_DATA_DIR"));
        QCOMPARE(c.libraryFolder, QStringLiteral("http://v.example/LMARS_LIBRARY_DIR"));
        QCOMPARE(c.serverUrl, QStringLiteral("http://v.example/LMARS_SERVER_URL"));
        QCOMPARE(c.serverReadUrls, QStringLiteral("http://v.example/LMARS_SERVER_READ_URL"));
        QCOMPARE(c.prices.currency(), QStringLiteral("http://v.example/LMARS_PRICE_CURRENCY"));
        QVERIFY(c.prices.isEmpty()); // not JSON: no prices, and a message saying so
        QVERIFY(!c.pricesError.isEmpty());
        QVERIFY(c.verify); // a value that is no switch word keeps the default
        s.setValue(Key::Verify, QStringLiteral("false"));
        QVERIFY(!AppConfig::resolve(s.configValues(), {}, {}, {}).verify);
        // The server password comes from the secret store (keychain) or the environment only.
        const AppConfig withSecret = AppConfig::resolve(
            s.configValues(), {{QStringLiteral("LMARS_SERVER_PASSWORD"), QStringLiteral("pw")}}, {}, {});
        QCOMPARE(withSecret.serverPassword, QStringLiteral("pw"));
    }

    void embeddingSettingsResolve()
    {
        // Unset: no provider, the table's batch size and concurrency, which are EmbeddingConfig's own.
        const AppConfig none = AppConfig::resolve({}, {}, {}, {});
        QCOMPARE(none.embedding.provider, llm::EmbeddingProvider::None);
        QVERIFY(none.embeddingError.isEmpty());
        QCOMPARE(none.embedding.batchSize, SettingsTable::descriptor(Key::EmbeddingBatchSize).defaultValue.toInt());
        QCOMPARE(none.embedding.batchSize, llm::EmbeddingConfig().batchSize);
        QCOMPARE(none.embedding.concurrency, SettingsTable::descriptor(Key::EmbeddingConcurrency).defaultValue.toInt());
        QCOMPARE(none.embedding.concurrency, llm::EmbeddingConfig().concurrency);
        QVERIFY(SettingsTable::descriptor(Key::EmbeddingApiKey).secret);
        QVERIFY(!SettingsTable::descriptor(Key::EmbeddingApiKey).inSettingsFile());
        QVERIFY(SettingsTable::secretStoreNames().contains(QStringLiteral("LMARS_EMBEDDING_API_KEY")));

        // Settings file < keychain < environment; vllm is an OpenAI-compatible server.
        Settings s(iniPath("embedding.ini"));
        s.setValue(Key::EmbeddingProvider, QStringLiteral("vllm"));
        s.setValue(Key::EmbeddingBaseUrl, QStringLiteral("http://gpu.firm.example:8000/v1"));
        s.setValue(Key::EmbeddingModel, QStringLiteral("BAAI/bge-m3"));
        s.setValue(Key::EmbeddingDimension, QStringLiteral("512"));
        s.setValue(Key::EmbeddingApiKey, QStringLiteral("never-in-the-file")); // ignored: a secret
        QVERIFY(!s.configValues().contains(QStringLiteral("LMARS_EMBEDDING_API_KEY")));
        const AppConfig c =
            AppConfig::resolve(s.configValues(), {{QStringLiteral("LMARS_EMBEDDING_API_KEY"), QStringLiteral("kc")}},
                               {{QStringLiteral("LMARS_EMBEDDING_BATCH_SIZE"), QStringLiteral("16")},
                                {QStringLiteral("LMARS_EMBEDDING_CONCURRENCY"), QStringLiteral("4")}},
                               {});
        QVERIFY2(c.embeddingError.isEmpty(), qPrintable(c.embeddingError));
        QCOMPARE(c.embedding.provider, llm::EmbeddingProvider::OpenAiCompatible);
        QCOMPARE(c.embedding.baseUrl, QUrl(QStringLiteral("http://gpu.firm.example:8000/v1")));
        QCOMPARE(c.embedding.model, QStringLiteral("BAAI/bge-m3"));
        QCOMPARE(c.embedding.dimension, 512);
        QCOMPARE(c.embedding.apiKey, QStringLiteral("kc"));
        QCOMPARE(c.embedding.batchSize, 16);
        QCOMPARE(c.embedding.concurrency, 4);
        QVERIFY(c.embeddingCachePath().endsWith(QStringLiteral("/embeddings.sqlite")));

        // Ollama's default address; an OpenAI key is not Ollama's.
        const AppConfig ollama =
            AppConfig::resolve({}, {},
                               {{QStringLiteral("LMARS_EMBEDDING_PROVIDER"), QStringLiteral("ollama")},
                                {QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-o")}},
                               {});
        QCOMPARE(ollama.embedding.provider, llm::EmbeddingProvider::Ollama);
        QCOMPARE(ollama.embedding.baseUrl, QUrl(QStringLiteral("http://localhost:11434")));
        QVERIFY(ollama.embedding.apiKey.isEmpty());
        const AppConfig openai =
            AppConfig::resolve({}, {},
                               {{QStringLiteral("LMARS_EMBEDDING_PROVIDER"), QStringLiteral("openai")},
                                {QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-o")}},
                               {});
        QCOMPARE(openai.embedding.apiKey, QStringLiteral("sk-o"));

        // A number out of range is refused with the variable's name, never used.
        const AppConfig bad =
            AppConfig::resolve({}, {},
                               {{QStringLiteral("LMARS_EMBEDDING_PROVIDER"), QStringLiteral("openai")},
                                {QStringLiteral("LMARS_EMBEDDING_CONCURRENCY"), QStringLiteral("0")}},
                               {});
        QCOMPARE(bad.embedding.provider, llm::EmbeddingProvider::None);
        QVERIFY2(bad.embeddingError.contains(QStringLiteral("LMARS_EMBEDDING_CONCURRENCY")),
                 qPrintable(bad.embeddingError));
    }

    void defaultsAreTheOnesTheCodeApplies()
    {
        const AppConfig none = AppConfig::resolve({}, {}, {}, {});
        const auto tableDefault = [](Key key) {
            return SettingsTable::descriptor(key).defaultValue;
        };
        QCOMPARE(none.serperUrl, QUrl(tableDefault(Key::SerperUrl).toString()));
        QCOMPARE(none.verify, tableDefault(Key::Verify).toBool());
        QCOMPARE(none.prices.currency(), tableDefault(Key::LlmPriceCurrency).toString());
        QVERIFY(none.prices.isEmpty());
        QCOMPARE(none.serperUrl, search::SerperConfig().url);
        QCOMPARE(none.courtListenerUrl, QUrl(tableDefault(Key::CourtListenerUrl).toString()));
        QCOMPARE(none.courtListenerUrl, search::CourtListenerConfig().baseUrl);
        QCOMPARE(none.federalRegisterUrl, search::FederalRegisterConfig().baseUrl);
        QCOMPARE(none.ecfrUrl, search::EcfrConfig().baseUrl);
        QCOMPARE(none.llm.requestTimeoutMs, tableDefault(Key::LlmTimeoutMs).toInt());
        QCOMPARE(none.llm.requestTimeoutMs, llm::LlmConfig().requestTimeoutMs);

        // The provider's defaults are named in the README's "default" column.
        for (const auto provider : {llm::Provider::OpenAiCompatible, llm::Provider::Anthropic, llm::Provider::Ollama}) {
            const QString model = QLatin1Char('`') + settings::defaultModel(provider) + QLatin1Char('`');
            const QString url = QLatin1Char('`') + settings::defaultBaseUrl(provider).toString() + QLatin1Char('`');
            QVERIFY2(SettingsTable::descriptor(Key::LlmModel).documentedDefault().contains(model), qPrintable(model));
            QVERIFY2(SettingsTable::descriptor(Key::LlmBaseUrl).documentedDefault().contains(url), qPrintable(url));
        }

        // A setting of the GUI alone reads as its default; a shared one reads empty so that the
        // environment and AppConfig's default decide.
        const Settings s(iniPath("defaults.ini"));
        QCOMPARE(s.string(Key::DefaultMode), QStringLiteral("multi"));
        QCOMPARE(s.integer(Key::DefaultPagesToRead), 3);
        QCOMPARE(s.value(Key::FirstRunDismissed).toBool(), false);
        QVERIFY(s.string(Key::SerperUrl).isEmpty());
        QVERIFY(s.configValues().isEmpty());
    }
};

QTEST_GUILESS_MAIN(SettingsTableTest)
#include "SettingsTableTest.moc"
