// SPDX-License-Identifier: GPL-3.0-or-later
// Settings round trip through the real dialog: values reach the settings file, keys only the secret store.
#include "settings/Settings.h"
#include "ComposerWidget.h"
#include "ConfigController.h"
#include "EmbeddingSettingsPage.h"
#include "FirstRunPanel.h"
#include "MainWindow.h"
#include "SettingsDialog.h"
#include "ThemeManager.h"
#include "UiTestSupport.h"
#include "sessions/CitationCache.h"
#include "settings/MemorySecretStore.h"
#include "settings/Translator.h"
#ifdef LMARS_HAVE_KEYCHAIN
#include "settings/KeychainSecretStore.h"
#endif

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTranslator>

using namespace lmars;
using Key = settings::Settings::Key;

class SettingsTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString iniPath() const { return m_dir.filePath(QStringLiteral("lmars.ini")); }

private Q_SLOTS:
    void init() { QFile::remove(iniPath()); }

    void typedDefaultsAndChangeSignal()
    {
        settings::Settings s(iniPath());
        QCOMPARE(s.integer(Key::DefaultIterations), 3);
        QCOMPARE(s.string(Key::Theme), QStringLiteral("system"));
        QCOMPARE(s.value(Key::DefaultSources).toStringList().size(), 3);
        QSignalSpy spy(&s, &settings::Settings::changed);
        s.setValue(Key::DefaultIterations, 5);
        s.setValue(Key::DefaultIterations, 5); // unchanged: no second signal
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<Key>(), Key::DefaultIterations);
        s.reset(Key::DefaultIterations);
        QCOMPARE(s.integer(Key::DefaultIterations), 3);
        s.setValue(Key::LlmModel, QStringLiteral("m1"));
        QCOMPARE(s.configValues().value(QStringLiteral("LMARS_LLM_MODEL")), QStringLiteral("m1"));
    }

    void dialogRoundTripKeepsKeysOutOfTheSettingsFile()
    {
        const QString secret = QStringLiteral("sk-very-secret-4711");
        const QString serper = QStringLiteral("serper-secret-0815");
        settings::MemorySecretStore store;
        {
            settings::Settings s(iniPath());
            ui::ConfigController config(s, store);
            config.setEnvironment({}, {});
            ui::SettingsDialog dialog(config);
            auto* provider = dialog.findChild<QComboBox*>(QStringLiteral("providerCombo"));
            QVERIFY(provider);
            provider->setCurrentIndex(provider->findData(QStringLiteral("openai")));
            dialog.findChild<QLineEdit*>(QStringLiteral("baseUrlEdit"))
                ->setText(QStringLiteral("http://127.0.0.1:9/v1"));
            dialog.findChild<QLineEdit*>(QStringLiteral("modelEdit"))->setText(QStringLiteral("gpt-test"));
            dialog.findChild<QLineEdit*>(QStringLiteral("judgeModelEdit"))->setText(QStringLiteral("judge-test"));
            QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("llmKeyEdit")), secret);
            QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("serperKeyEdit")), serper);
            dialog.findChild<QLineEdit*>(QStringLiteral("courtListenerUrlEdit"))
                ->setText(QStringLiteral("http://127.0.0.1:9"));
            dialog.findChild<QLineEdit*>(QStringLiteral("searxngUrlEdit"))
                ->setText(QStringLiteral(" http://127.0.0.1:8888 "));
            dialog.findChild<QSpinBox*>(QStringLiteral("defaultIterationsSpin"))->setValue(7);
            dialog.findChild<QSpinBox*>(QStringLiteral("pagesToReadSpin"))->setValue(2);
            auto* theme = dialog.findChild<QComboBox*>(QStringLiteral("themeCombo"));
            theme->setCurrentIndex(theme->findData(QStringLiteral("dark")));
            dialog.apply();
            s.sync();
        }
        QFile file(iniPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray ini = file.readAll();
        QVERIFY2(!ini.contains(secret.toUtf8()), ini.constData());
        QVERIFY(!ini.contains(serper.toUtf8()));
        QVERIFY(!ini.toLower().contains("api_key"));
        QVERIFY(ini.contains("gpt-test"));
        QVERIFY(ini.contains("searxngUrl=")); // not a secret: in the settings file
        QVERIFY(ini.contains("127.0.0.1:8888"));
        QCOMPARE(store.valueOf(QStringLiteral("LMARS_LLM_API_KEY")), secret);

        // A fresh start: settings from the file, keys from the store, resolved into the run configuration.
        settings::Settings again(iniPath());
        ui::ConfigController config(again, store);
        config.setEnvironment({}, {});
        QSignalSpy loaded(&config, &ui::ConfigController::secretsLoaded);
        config.loadSecrets();
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 5000);
        const settings::AppConfig resolved = config.config();
        QCOMPARE(resolved.llm.provider, llm::Provider::OpenAiCompatible);
        QCOMPARE(resolved.llm.model, QStringLiteral("gpt-test"));
        QCOMPARE(resolved.judgeModel, QStringLiteral("judge-test"));
        QCOMPARE(resolved.llm.apiKey, secret);
        QCOMPARE(resolved.serperApiKey, serper);
        QCOMPARE(resolved.courtListenerUrl.toString(), QStringLiteral("http://127.0.0.1:9"));
        QCOMPARE(resolved.searxngUrl.toString(), QStringLiteral("http://127.0.0.1:8888"));
        QCOMPARE(resolved.webSearchBackend(), model::WebBackend::Serper); // a Serper key is set too
        QCOMPARE(again.string(Key::SearxngUrl), QStringLiteral("http://127.0.0.1:8888"));
        {
            ui::SettingsDialog reopened(config);
            QCOMPARE(reopened.findChild<QLineEdit*>(QStringLiteral("searxngUrlEdit"))->text(),
                     QStringLiteral("http://127.0.0.1:8888"));
        }
        QCOMPARE(again.integer(Key::DefaultIterations), 7);
        QCOMPARE(again.string(Key::Theme), QStringLiteral("dark"));

        // The environment still wins over the keychain.
        config.setEnvironment({{QStringLiteral("LMARS_LLM_API_KEY"), QStringLiteral("from-env")}}, {});
        QCOMPARE(config.config().llm.apiKey, QStringLiteral("from-env"));
    }

    void keychainFallsBackToSessionOnlyWithAWarning()
    {
#ifdef LMARS_HAVE_KEYCHAIN
        settings::KeychainSecretStore store(QStringLiteral("lmars-test"));
        bool written = false;
        store.write(QStringLiteral("SERPER_API_KEY"), QStringLiteral("k-123"), this,
                    [&written](const QString&) { written = true; });
        QTRY_VERIFY_WITH_TIMEOUT(written, 30000);
        QString value;
        bool read = false;
        store.read(QStringLiteral("SERPER_API_KEY"), this, [&](const QString& v, const QString&) {
            value = v;
            read = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(read, 30000);
        QCOMPARE(value, QStringLiteral("k-123"));
        // Headless (no secret service) the store must say so; with one it is persistent.
        if (!store.isPersistent()) {
            QVERIFY(!store.unavailableReason().isEmpty());
            qInfo("keychain: %s", qPrintable(store.unavailableReason()));
        } else {
            store.write(QStringLiteral("SERPER_API_KEY"), QString(), this, {});
        }
#else
        QSKIP("built without QtKeychain");
#endif
    }

    void settingsSayWhereEachValueComesFrom()
    {
        // Provider, base URL and model from the environment, the judge model from the settings file,
        // the model key kept for this session only, the Serper key not set, the CourtListener endpoint default.
        settings::Settings s(iniPath());
        s.setValue(Key::JudgeModel, QStringLiteral("judge-file"));
        s.setValue(Key::LlmModel, QStringLiteral("ignored-file-model"));
        settings::MemorySecretStore store;
        store.store(QStringLiteral("LMARS_LLM_API_KEY"), QStringLiteral("sk-session"));
        ui::ConfigController config(s, store);
        config.setEnvironment({{QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("anthropic")},
                               {QStringLiteral("LMARS_LLM_BASE_URL"), QStringLiteral("http://127.0.0.1:9")},
                               {QStringLiteral("LMARS_LLM_MODEL"), QStringLiteral("claude-env")}},
                              {});
        QSignalSpy loaded(&config, &ui::ConfigController::secretsLoaded);
        config.loadSecrets();
        QTRY_COMPARE(loaded.count(), 1);
        ui::SettingsDialog dialog(config);
        dialog.resize(620, 520);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const auto note = [&dialog](const char* field) {
            auto* label = dialog.findChild<QLabel*>(QLatin1String(field) + QStringLiteral("Source"));
            return label ? label->text() : QStringLiteral("<no note for %1>").arg(QLatin1String(field));
        };
        QVERIFY2(note("providerCombo").contains(QStringLiteral("LMARS_LLM_PROVIDER (anthropic)")),
                 qPrintable(note("providerCombo")));
        QVERIFY2(note("baseUrlEdit").contains(QStringLiteral("LMARS_LLM_BASE_URL (http://127.0.0.1:9)")),
                 qPrintable(note("baseUrlEdit")));
        QVERIFY2(note("modelEdit").contains(QStringLiteral("environment variable LMARS_LLM_MODEL (claude-env)")),
                 qPrintable(note("modelEdit")));
        QVERIFY2(note("judgeModelEdit").contains(QStringLiteral("settings file")), qPrintable(note("judgeModelEdit")));
        QVERIFY2(note("llmKeyEdit").contains(QStringLiteral("until L-MARS closes")), qPrintable(note("llmKeyEdit")));
        QVERIFY(!note("llmKeyEdit").contains(QStringLiteral("sk-session")));
        QCOMPARE(note("serperKeyEdit"), QStringLiteral("Not set."));
        QVERIFY2(note("courtListenerUrlEdit").contains(QStringLiteral("default, https://www.courtlistener.com")),
                 qPrintable(note("courtListenerUrlEdit")));
        // A secret set in the environment is named, never shown.
        config.setEnvironment({{QStringLiteral("SERPER_API_KEY"), QStringLiteral("serper-env-secret")}}, {});
        ui::SettingsDialog again(config);
        auto* serper = again.findChild<QLabel*>(QStringLiteral("serperKeyEditSource"));
        QVERIFY(serper);
        QVERIFY2(serper->text().contains(QStringLiteral("SERPER_API_KEY")), qPrintable(serper->text()));
        QVERIFY(!serper->text().contains(QStringLiteral("serper-env-secret")));
    }

    void embeddingProviderFieldsRoundTrip()
    {
        const QString key = QStringLiteral("sk-embedding-secret-2718");
        settings::Settings s(iniPath());
        settings::MemorySecretStore store;
        ui::ConfigController config(s, store);
        config.setEnvironment({}, {});
        {
            ui::SettingsDialog dialog(config);
            auto* provider = dialog.findChild<QComboBox*>(QStringLiteral("embeddingProviderCombo"));
            QVERIFY(provider);
            auto* model = dialog.findChild<QLineEdit*>(QStringLiteral("embeddingModelEdit"));
            QVERIFY(!model->isEnabled()); // no provider: nothing to configure
            provider->setCurrentIndex(provider->findData(QStringLiteral("azure")));
            QVERIFY(model->isEnabled());
            dialog.findChild<QLineEdit*>(QStringLiteral("embeddingBaseUrlEdit"))
                ->setText(QStringLiteral("https://firm.openai.azure.com"));
            model->setText(QStringLiteral("embed-large"));
            dialog.findChild<QSpinBox*>(QStringLiteral("embeddingDimensionSpin"))->setValue(1024);
            QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("embeddingKeyEdit")), key);
            dialog.findChild<QSpinBox*>(QStringLiteral("embeddingBatchSizeSpin"))->setValue(16);
            QVERIFY(dialog.apply());
            s.sync();
        }
        QFile file(iniPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray ini = file.readAll();
        QVERIFY(!ini.contains(key.toUtf8()));
        QVERIFY(ini.contains("embed-large"));
        QVERIFY(!ini.contains("concurrency")); // left at its default: not written
        QCOMPARE(store.valueOf(QStringLiteral("LMARS_EMBEDDING_API_KEY")), key);
        const settings::AppConfig resolved = config.config();
        QCOMPARE(resolved.embedding.provider, llm::EmbeddingProvider::Azure);
        QCOMPARE(resolved.embedding.baseUrl, QUrl(QStringLiteral("https://firm.openai.azure.com")));
        QCOMPARE(resolved.embedding.model, QStringLiteral("embed-large"));
        QCOMPARE(resolved.embedding.dimension, 1024);
        QCOMPARE(resolved.embedding.apiKey, key);
        QCOMPARE(resolved.embedding.batchSize, 16);
        QCOMPARE(resolved.embedding.concurrency, 2);
        ui::SettingsDialog reopened(config);
        QCOMPARE(reopened.findChild<QComboBox*>(QStringLiteral("embeddingProviderCombo"))->currentData().toString(),
                 QStringLiteral("azure"));
        QCOMPARE(reopened.findChild<QSpinBox*>(QStringLiteral("embeddingDimensionSpin"))->value(), 1024);
        QVERIFY(reopened.findChild<QLabel*>(QStringLiteral("embeddingModelEditSource"))
                    ->text()
                    .contains(QStringLiteral("settings file")));
    }

    void searchByMeaningAndItsFusionRoundTrip()
    {
        settings::Settings s(iniPath());
        settings::MemorySecretStore store;
        ui::ConfigController config(s, store);
        config.setEnvironment({}, {});
        {
            ui::SettingsDialog dialog(config);
            auto* dense = dialog.findChild<QCheckBox*>(QStringLiteral("libraryDenseCheck"));
            QVERIFY(dense);
            QVERIFY(dense->isChecked()); // on by default
            auto* exact = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("fusionExactWeightSpin"));
            auto* meaning = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("fusionDenseWeightSpin"));
            auto* words = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("fusionBm25WeightSpin"));
            auto* k = dialog.findChild<QSpinBox*>(QStringLiteral("fusionKSpin"));
            QVERIFY(exact && meaning && words && k);
            QCOMPARE(exact->value(), 3.0);
            QCOMPARE(meaning->value(), 2.0);
            QCOMPARE(words->value(), 1.0);
            QCOMPARE(k->value(), 60);
            auto* provider = dialog.findChild<QComboBox*>(QStringLiteral("embeddingProviderCombo"));
            QVERIFY(provider->isEnabled());
            dense->setChecked(false); // no vectors are made: neither the fusion nor the provider is used
            QVERIFY(!provider->isEnabled());
            QVERIFY(!k->isEnabled());
            QVERIFY(!exact->isEnabled());
            QVERIFY(dialog.apply());
        }
        QCOMPARE(s.string(Key::LibraryDense), QStringLiteral("false"));
        QVERIFY(!config.config().libraryDense);
        QCOMPARE(config.config().libraryFusionWeights, QStringLiteral("3,2,1")); // untouched: the table's
        {
            ui::SettingsDialog dialog(config);
            auto* dense = dialog.findChild<QCheckBox*>(QStringLiteral("libraryDenseCheck"));
            QVERIFY(!dense->isChecked());
            dense->setChecked(true);
            dialog.findChild<QDoubleSpinBox*>(QStringLiteral("fusionExactWeightSpin"))->setValue(2);
            dialog.findChild<QDoubleSpinBox*>(QStringLiteral("fusionDenseWeightSpin"))->setValue(1.5);
            dialog.findChild<QSpinBox*>(QStringLiteral("fusionKSpin"))->setValue(30);
            QVERIFY(dialog.apply());
        }
        settings::AppConfig resolved = config.config();
        QVERIFY(resolved.libraryDense);
        QCOMPARE(resolved.libraryFusionWeights, QStringLiteral("2,1.5,1"));
        QCOMPARE(resolved.libraryFusionK, QStringLiteral("30"));
        s.sync();
        {
            QFile file(iniPath());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(!file.readAll().contains("dense=")); // on again: the default, not written
        }
        {
            // Every weight 0 would find nothing: refused, saying why, and the saved weights stay.
            ui::SettingsDialog dialog(config);
            QCOMPARE(dialog.findChild<QDoubleSpinBox*>(QStringLiteral("fusionDenseWeightSpin"))->value(), 1.5);
            for (const char* name : {"fusionExactWeightSpin", "fusionDenseWeightSpin", "fusionBm25WeightSpin"})
                dialog.findChild<QDoubleSpinBox*>(QLatin1String(name))->setValue(0);
            QVERIFY(!dialog.apply());
            QVERIFY(!dialog.findChild<QLabel*>(QStringLiteral("fusionWeightsError"))->isHidden());
            QCOMPARE(config.config().libraryFusionWeights, QStringLiteral("2,1.5,1"));
            dialog.findChild<QDoubleSpinBox*>(QStringLiteral("fusionBm25WeightSpin"))->setValue(1);
            QVERIFY(dialog.apply());
            QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("fusionWeightsError"))->isHidden());
            QCOMPARE(config.config().libraryFusionWeights, QStringLiteral("0,0,1"));
        }
    }

    void aSettingLeftAtItsDefaultSaysSo()
    {
        // Word footnotes are read by the program alone (no variable): untouched, the note says default.
        settings::Settings s(iniPath());
        settings::MemorySecretStore store;
        ui::ConfigController config(s, store);
        config.setEnvironment({}, {});
        {
            ui::SettingsDialog dialog(config);
            auto* note = dialog.findChild<QLabel*>(QStringLiteral("citationFootnotesCheckSource"));
            QVERIFY(note);
            QVERIFY2(note->text().startsWith(QStringLiteral("In use: the default")), qPrintable(note->text()));
            dialog.findChild<QCheckBox*>(QStringLiteral("citationFootnotesCheck"))->setChecked(true);
            QVERIFY(dialog.apply());
            QVERIFY2(note->text().contains(QStringLiteral("settings file")), qPrintable(note->text()));
        }
    }

    void theEmbeddingsPageScrollsRatherThanSqueezingItsText()
    {
        settings::Settings s(iniPath());
        settings::MemorySecretStore store;
        ui::ConfigController config(s, store);
        config.setEnvironment({}, {});
        ui::SettingsDialog dialog(config);
        dialog.resize(720, 520); // its first size; a 1366x768 laptop leaves it little more
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* page = dialog.findChild<ui::EmbeddingSettingsPage*>();
        QVERIFY(page);
        auto* tabs = dialog.findChild<QTabWidget*>();
        QVERIFY(tabs);
        tabs->setCurrentWidget(dialog.findChild<QScrollArea*>(QStringLiteral("embeddingSettingsScroll")));
        QVERIFY(page->isVisible());
        for (int i = 0; i < 20; ++i) // every posted layout request
            QCoreApplication::processEvents();
        // Every row keeps the height it needs: the intro's lines are not cut, the fields not overlapped.
        auto* intro = dialog.findChild<QLabel*>(QStringLiteral("embeddingIntro"));
        QVERIFY(intro);
        QVERIFY2(intro->height() >= intro->heightForWidth(intro->width()),
                 qPrintable(QStringLiteral("%1 < %2").arg(intro->height()).arg(intro->heightForWidth(intro->width()))));
        QVERIFY(page->height() >= page->minimumSizeHint().height());
    }

    void theLibraryPanelFollowsSearchByMeaningAtOnce()
    {
        settings::Settings s(iniPath());
        s.setValue(Key::DataDir, m_dir.filePath(QStringLiteral("dense-data")));
        settings::MemorySecretStore store;
        ui::ThemeManager theme;
        ui::MainWindow window(s, store, theme);
        window.configController()->setEnvironment({}, {});
        auto* status = window.findChild<QLabel*>(QStringLiteral("libraryVectorStatus"));
        QVERIFY(status);
        QTRY_VERIFY(!status->isHidden()); // on by default: the line says how far the vectors are
        {
            ui::SettingsDialog dialog(*window.configController());
            dialog.findChild<QCheckBox*>(QStringLiteral("libraryDenseCheck"))->setChecked(false);
            QVERIFY(dialog.apply());
        }
        QVERIFY(status->isHidden()); // off at once, without a restart
        {
            ui::SettingsDialog dialog(*window.configController());
            dialog.findChild<QCheckBox*>(QStringLiteral("libraryDenseCheck"))->setChecked(true);
            QVERIFY(dialog.apply());
        }
        QTRY_VERIFY(!status->isHidden());
    }

    void officialEndpointsCanBeSet()
    {
        settings::Settings s(iniPath());
        settings::MemorySecretStore store;
        ui::ConfigController config(s, store);
        config.setEnvironment({}, {});
        {
            ui::SettingsDialog dialog(config);
            dialog.showPage(ui::SettingsDialog::Page::Search);
            const QList<std::pair<const char*, QString>> fields{
                {"federalRegisterUrlEdit", QStringLiteral("http://127.0.0.1:7001")},
                {"ecfrUrlEdit", QStringLiteral("http://127.0.0.1:7002")},
                {"govinfoUrlEdit", QStringLiteral("http://127.0.0.1:7003")},
                {"govinfoApiUrlEdit", QStringLiteral("http://127.0.0.1:7004")}};
            for (const auto& [name, url] : fields) {
                auto* edit = dialog.findChild<QLineEdit*>(QLatin1String(name));
                QVERIFY2(edit, name);
                QVERIFY2(edit->placeholderText().startsWith(QStringLiteral("https://")), name);
                QTest::keyClicks(edit, url);
            }
            QVERIFY(dialog.apply());
        }
        const settings::AppConfig resolved = config.config();
        QCOMPARE(resolved.federalRegisterUrl.toString(), QStringLiteral("http://127.0.0.1:7001"));
        QCOMPARE(resolved.ecfrUrl.toString(), QStringLiteral("http://127.0.0.1:7002"));
        QCOMPARE(s.string(Key::GovinfoUrl), QStringLiteral("http://127.0.0.1:7003"));
        QCOMPARE(s.string(Key::GovinfoApiUrl), QStringLiteral("http://127.0.0.1:7004"));
        ui::SettingsDialog reopened(config);
        QCOMPARE(reopened.findChild<QLineEdit*>(QStringLiteral("ecfrUrlEdit"))->text(),
                 QStringLiteral("http://127.0.0.1:7002"));
        QVERIFY(reopened.findChild<QLabel*>(QStringLiteral("ecfrUrlEditSource"))
                    ->text()
                    .contains(QStringLiteral("settings file")));
    }

    void keychainMessageSaysWhatToDo()
    {
#ifdef LMARS_HAVE_KEYCHAIN
        // No secret service on the session bus: qtkeychain says "Unknown error"; the user is told what to install.
        const QString message = settings::KeychainSecretStore::describeFailure(7 /* QKeychain::OtherError */,
                                                                               QStringLiteral("Unknown error"));
        QVERIFY2(!message.contains(QStringLiteral("Unknown error")), qPrintable(message));
#if !defined(Q_OS_MACOS) && !defined(Q_OS_WIN)
        QVERIFY2(message.contains(QStringLiteral("gnome-keyring")), qPrintable(message));
#endif
        QVERIFY(message.contains(QStringLiteral("environment variables")));
        // It follows a live language switch (it is built when asked, not when the keychain failed).
        settings::Translator::install(QLocale(QStringLiteral("es")));
        const QString spanish = settings::KeychainSecretStore::describeFailure(7 /* QKeychain::OtherError */,
                                                                               QStringLiteral("Unknown error"));
        settings::Translator::install(QLocale(QStringLiteral("en")));
        QVERIFY2(spanish != message, qPrintable(spanish));
#else
        QSKIP("built without QtKeychain");
#endif
    }

    void withoutModelOnlyEvidenceModeRuns()
    {
        settings::Settings s(iniPath());
        s.setValue(Key::LlmProvider, QStringLiteral("anthropic")); // needs a key, none is set
        settings::MemorySecretStore store;
        ui::ThemeManager theme;
        ui::MainWindow window(s, store, theme);
        window.configController()->setEnvironment({}, {});
        QTRY_VERIFY(window.configController()->areSecretsLoaded());
        QVERIFY(!window.firstRunPanel()->modelReady());
        QVERIFY(window.firstRunPanel()->isVisibleTo(&window));
        QCOMPARE(window.composer()->mode(), lmars::model::ResearchMode::Evidence);
        QVERIFY(window.firstRunPanel()->statusText().contains(QStringLiteral("Evidence-only")));
        // Setting a key makes the model usable and unlocks the other modes.
        window.configController()->setSecret(QStringLiteral("LMARS_LLM_API_KEY"), QStringLiteral("sk-x"));
        QVERIFY(window.firstRunPanel()->modelReady());
        window.composer()->setMode(lmars::model::ResearchMode::MultiTurn);
        QCOMPARE(window.composer()->mode(), lmars::model::ResearchMode::MultiTurn);
    }

    void webToggleNeedsSerperOrSearxng()
    {
        settings::Settings s(iniPath());
        settings::MemorySecretStore store;
        ui::ThemeManager theme;
        ui::MainWindow window(s, store, theme);
        window.configController()->setEnvironment({}, {});
        QTRY_VERIFY(window.configController()->areSecretsLoaded());
        auto* web = window.findChild<QToolButton*>(QStringLiteral("sourceWeb"));
        QVERIFY(web);
        QVERIFY(!web->isEnabled());
        QVERIFY(web->toolTip().contains(QStringLiteral("SearXNG")));

        // A SearXNG endpoint alone makes web search available, and the panels say which backend runs.
        s.setValue(Key::SearxngUrl, QStringLiteral("http://127.0.0.1:8888"));
        QVERIFY(web->isEnabled());
        QVERIFY(web->isChecked()); // a default source comes back when it becomes available
        QCOMPARE(web->toolTip(), QStringLiteral("Search the web (SearXNG)"));
        QVERIFY(window.firstRunPanel()->statusText().contains(QStringLiteral("SearXNG at http://127.0.0.1:8888")));

        // With a Serper key as well, Serper is the web backend.
        window.configController()->setSecret(QStringLiteral("SERPER_API_KEY"), QStringLiteral("serper-k"));
        QVERIFY(web->isEnabled());
        QCOMPARE(web->toolTip(), QStringLiteral("Search the web (Serper)"));

        window.configController()->setSecret(QStringLiteral("SERPER_API_KEY"), QString());
        s.reset(Key::SearxngUrl);
        QVERIFY(!web->isEnabled());
    }

    void clearCitationCacheSaysHowManyWereRemoved()
    {
        settings::MemorySecretStore store;
        settings::Settings s(iniPath());
        s.setValue(Key::DataDir, m_dir.filePath(QStringLiteral("cache-data")));
        ui::ConfigController config(s, store);
        config.setEnvironment({}, {});
        {
            auto cache = store::CitationCache::open(config.config().sessionDatabasePath());
            QVERIFY2(cache, qPrintable(cache ? QString() : cache.error().toString()));
            for (const char* cite : {"410 U.S. 113", "9 Cal. 4th 738", "8 C.F.R. § 214.2"})
                QVERIFY(cache.value()->store(QString::fromUtf8(cite), {{"status", "verified"}}, QDate::currentDate()));
        }
        // The count in words that agree with it, as the application says it (its English plural forms).
        QTranslator english;
        QVERIFY(english.load(QStringLiteral("lmars_en"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&english);
        const auto removeEnglish = qScopeGuard([&english] { QCoreApplication::removeTranslator(&english); });
        ui::SettingsDialog dialog(config);
        auto* button = dialog.findChild<QPushButton*>(QStringLiteral("clearCitationCacheButton"));
        auto* result = dialog.findChild<QLabel*>(QStringLiteral("clearCitationCacheResult"));
        QVERIFY(button && result);
        QVERIFY(result->text().isEmpty());
        button->click();
        QTRY_VERIFY_WITH_TIMEOUT(button->isEnabled() && !result->text().isEmpty(), 10000);
        QCOMPARE(result->text(), QStringLiteral("Removed 3 cached citation lookups."));
        auto reopened = store::CitationCache::open(config.config().sessionDatabasePath());
        QVERIFY(reopened);
        QCOMPARE(reopened.value()->size().value(), 0);
        button->click();
        QTRY_VERIFY_WITH_TIMEOUT(result->text() == QStringLiteral("Removed 0 cached citation lookups."), 10000);

        // A data folder that cannot hold the database: the error in words, no crash.
        QFile blocker(m_dir.filePath(QStringLiteral("not-a-folder")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        s.setValue(Key::DataDir, blocker.fileName());
        button->click();
        QTRY_VERIFY_WITH_TIMEOUT(result->text().startsWith(QStringLiteral("The citation cache could not be cleared:")),
                                 10000);
        QVERIFY(result->text().size() > 45);
    }
};

LMARS_UI_TEST_MAIN(SettingsTest)
#include "SettingsTest.moc"
