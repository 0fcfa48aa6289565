// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/AppConfig.h"
#include "settings/Settings.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using lmars::llm::Provider;
using lmars::settings::AppConfig;

namespace {

using Env = QMap<QString, QString>;

AppConfig load(const Env& env, const QString& dotEnv = {})
{
    return AppConfig::load(env, dotEnv);
}

} // namespace

class AppConfigTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // load() reads the settings file: one of this test's own, empty unless a test writes to it.
        QCoreApplication::setOrganizationName(QStringLiteral("lmars-test-app-config"));
        lmars::settings::Settings().reset(lmars::settings::Settings::Key::LibraryFolder);
    }

    void nothingConfiguredMeansLocalOllama()
    {
        const AppConfig c = load({});
        QCOMPARE(c.llm.provider, Provider::Ollama);
        QCOMPARE(c.llm.baseUrl, QUrl(QStringLiteral("http://localhost:11434")));
        QVERIFY(!c.llm.model.isEmpty());
        QVERIFY(c.missingLlmConfiguration().isEmpty());
        QVERIFY(c.serperApiKey.isEmpty());
        QCOMPARE(c.courtListenerUrl, QUrl(QStringLiteral("https://www.courtlistener.com")));
    }

    void providerIsInferredFromKeys()
    {
        AppConfig c = load({{QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-1")}});
        QCOMPARE(c.llm.provider, Provider::OpenAiCompatible);
        QCOMPARE(c.llm.apiKey, QStringLiteral("sk-1"));
        QCOMPARE(c.llm.baseUrl, QUrl(QStringLiteral("https://api.openai.com/v1")));

        c = load({{QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("sk-ant")}});
        QCOMPARE(c.llm.provider, Provider::Anthropic);
        QCOMPARE(c.llm.apiKey, QStringLiteral("sk-ant"));
        QCOMPARE(c.llmKeyVariable, QStringLiteral("ANTHROPIC_API_KEY"));
    }

    void productVariablesWin()
    {
        const AppConfig c = load({{QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("openai")},
                                  {QStringLiteral("LMARS_LLM_BASE_URL"), QStringLiteral("http://127.0.0.1:9/v1")},
                                  {QStringLiteral("LMARS_LLM_MODEL"), QStringLiteral("m")},
                                  {QStringLiteral("LMARS_LLM_API_KEY"), QStringLiteral("k-own")},
                                  {QStringLiteral("OPENAI_API_KEY"), QStringLiteral("k-openai")}});
        QCOMPARE(c.llm.provider, Provider::OpenAiCompatible);
        QCOMPARE(c.llm.baseUrl, QUrl(QStringLiteral("http://127.0.0.1:9/v1")));
        QCOMPARE(c.llm.model, QStringLiteral("m"));
        QCOMPARE(c.llm.apiKey, QStringLiteral("k-own"));
        // A local OpenAI-compatible server needs no key.
        AppConfig local = c;
        local.llm.apiKey.clear();
        QVERIFY(local.missingLlmConfiguration().isEmpty());
    }

    void environmentBeatsDotEnv()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral(".env"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("SERPER_API_KEY=from-dotenv\nCOURTLISTENER_API_TOKEN=tok\nLMARS_LLM_MODEL=dot-model\n");
        f.close();
        const AppConfig c = load({{QStringLiteral("LMARS_LLM_MODEL"), QStringLiteral("env-model")}}, path);
        QCOMPARE(c.serperApiKey, QStringLiteral("from-dotenv"));
        QCOMPARE(c.courtListenerToken, QStringLiteral("tok"));
        QCOMPARE(c.llm.model, QStringLiteral("env-model"));
    }

    void searxngUrlFromSettingsAndEnvironment()
    {
        // Settings (the GUI's field), then the environment on top; "web" prefers Serper.
        const AppConfig fromSettings = AppConfig::resolve(
            {{QStringLiteral("LMARS_SEARXNG_URL"), QStringLiteral("http://searx.lan:8888")}}, {}, {}, {});
        QCOMPARE(fromSettings.searxngUrl, QUrl(QStringLiteral("http://searx.lan:8888")));
        QCOMPARE(fromSettings.webSearchBackend(), lmars::model::WebBackend::Searxng);

        const AppConfig fromEnvironment =
            AppConfig::resolve({{QStringLiteral("LMARS_SEARXNG_URL"), QStringLiteral("http://searx.lan:8888")}}, {},
                               {{QStringLiteral("LMARS_SEARXNG_URL"), QStringLiteral(" http://127.0.0.1:9090 ")},
                                {QStringLiteral("SERPER_API_KEY"), QStringLiteral("k")}},
                               {});
        QCOMPARE(fromEnvironment.searxngUrl, QUrl(QStringLiteral("http://127.0.0.1:9090")));
        QCOMPARE(fromEnvironment.webSearchBackend(), lmars::model::WebBackend::Serper);

        const AppConfig none = AppConfig::resolve({}, {}, {}, {});
        QVERIFY(none.searxngUrl.isEmpty());
        QCOMPARE(none.webSearchBackend(), lmars::model::WebBackend::None);
    }

    void verificationSwitch()
    {
        // On unless turned off; the environment wins over the settings file; unknown words keep it on.
        const QString verify = QStringLiteral("LMARS_VERIFY");
        QVERIFY(AppConfig::resolve({}, {}, {}, {}).verify);
        QVERIFY(!AppConfig::resolve({{verify, QStringLiteral("false")}}, {}, {}, {}).verify);
        QVERIFY(
            AppConfig::resolve({{verify, QStringLiteral("false")}}, {}, {{verify, QStringLiteral("1")}}, {}).verify);
        for (const char* off : {"0", "no", "OFF", " False "})
            QVERIFY2(!AppConfig::resolve({}, {}, {{verify, QString::fromLatin1(off)}}, {}).verify, off);
        QVERIFY(AppConfig::resolve({}, {}, {{verify, QStringLiteral("maybe")}}, {}).verify);
        QCOMPARE(AppConfig::parseSwitch(QStringLiteral("yes"), false), true);
        QCOMPARE(AppConfig::parseSwitch(QString(), false), false);
    }

    void missingKeysAreNamed()
    {
        AppConfig c = load({{QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("anthropic")}});
        QVERIFY(c.missingLlmConfiguration().contains(QStringLiteral("ANTHROPIC_API_KEY")));
        c = load({{QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("openai")}});
        QVERIFY(c.missingLlmConfiguration().contains(QStringLiteral("OPENAI_API_KEY")));
        c = load({{QStringLiteral("LMARS_LLM_BASE_URL"), QStringLiteral("not a url")}});
        QVERIFY(c.missingLlmConfiguration().contains(QStringLiteral("LMARS_LLM_BASE_URL")));
    }

    void layersInOrderForEveryVariable()
    {
        // defaults < settings < keychain < .env < environment, for the library folder and the timeout too.
        const QString lib = QStringLiteral("LMARS_LIBRARY_DIR");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral(".env"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("LMARS_LIBRARY_DIR=/lib/dotenv\nLMARS_LLM_TIMEOUT_MS=2500\nLMARS_SERPER_URL=http://127.0.0.1:7/\n");
        f.close();
        const Env settingsValues{{lib, QStringLiteral("/lib/settings")},
                                 {QStringLiteral("LMARS_COURTLISTENER_URL"), QStringLiteral("http://cl.lan")}};
        QCOMPARE(AppConfig::resolve(settingsValues, {}, {}, {}).libraryFolder, QStringLiteral("/lib/settings"));
        const AppConfig dotEnv = AppConfig::resolve(settingsValues, {}, {}, path);
        QCOMPARE(dotEnv.libraryFolder, QStringLiteral("/lib/dotenv"));
        QCOMPARE(dotEnv.llm.requestTimeoutMs, 2500);
        QCOMPARE(dotEnv.serperUrl, QUrl(QStringLiteral("http://127.0.0.1:7/")));
        QCOMPARE(dotEnv.courtListenerUrl, QUrl(QStringLiteral("http://cl.lan")));
        const AppConfig env = AppConfig::resolve(settingsValues, {}, {{lib, QStringLiteral("/lib/env")}}, path);
        QCOMPARE(env.libraryFolder, QStringLiteral("/lib/env"));
        QCOMPARE(AppConfig::resolve({}, {}, {}, {}).llm.requestTimeoutMs, 180000);
        QCOMPARE(AppConfig::resolve({}, {}, {{QStringLiteral("LMARS_LLM_TIMEOUT_MS"), QStringLiteral("-1")}}, {})
                     .llm.requestTimeoutMs,
                 180000);

        // A key in the keychain sits between the settings and .env.
        const AppConfig keychain =
            AppConfig::resolve({}, {{QStringLiteral("LMARS_LLM_API_KEY"), QStringLiteral("k-keychain")}}, {}, {});
        QCOMPARE(keychain.llm.apiKey, QStringLiteral("k-keychain"));
        QCOMPARE(keychain.llmKeyOrigin, lmars::settings::ValueOrigin::Keychain);
        QCOMPARE(keychain.llm.provider, Provider::OpenAiCompatible);
    }

    void loadReadsTheLibraryFolderSetting()
    {
        // The CLI's load() takes the library folder the settings dialog saved (it once missed it).
        using lmars::settings::Settings;
        {
            Settings settings;
            settings.setValue(Settings::Key::LibraryFolder, QStringLiteral("/lib/from-settings"));
            settings.sync();
        }
        const AppConfig fromSettings = load({});
        const AppConfig fromEnvironment = load({{QStringLiteral("LMARS_LIBRARY_DIR"), QStringLiteral("/lib/env")}});
        Settings().reset(Settings::Key::LibraryFolder);
        QCOMPARE(fromSettings.libraryFolder, QStringLiteral("/lib/from-settings"));
        QCOMPARE(fromEnvironment.libraryFolder, QStringLiteral("/lib/env"));
        QVERIFY(load({}).libraryFolder.isEmpty());
    }

    void commandLineOverrides()
    {
        AppConfig c = load({{QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-1")}});
        QString error;
        QVERIFY(!c.overrideProvider(QStringLiteral("bogus"), &error));
        QVERIFY(error.contains(QStringLiteral("bogus")));
        QVERIFY(c.overrideProvider(QStringLiteral("ollama"), &error));
        QCOMPARE(c.llm.provider, Provider::Ollama);
        QCOMPARE(c.llm.baseUrl, QUrl(QStringLiteral("http://localhost:11434")));
        c.overrideModel(QStringLiteral("qwen3:8b"));
        QCOMPARE(c.llm.model, QStringLiteral("qwen3:8b"));
    }
};

QTEST_GUILESS_MAIN(AppConfigTest)
#include "AppConfigTest.moc"
