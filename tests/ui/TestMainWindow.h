// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ConfigController.h"
#include "MainWindow.h"
#include "ThemeManager.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"
#include "web/AnswerView.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSize>
#include <QTest>

#include <memory>

namespace lmars::test {

/**
 * The main window as the UI tests open it: a fresh settings file of the test's own, sessions in the
 * data folder beside it, keys only in memory, the light theme, and neither the process environment
 * nor a .env file. useScriptedServer() points the model, web search and CourtListener at one
 * scripted server with test keys; create() makes the window, show() shows it at a size and waits
 * until it can be used.
 */
class TestMainWindow
{
public:
    /// settingsPath: the window's settings file, removed first; the data folder is "data" beside it.
    explicit TestMainWindow(const QString& settingsPath) : m_settings(freshFile(settingsPath))
    {
        m_settings.setValue(settings::Settings::Key::DataDir,
                            QFileInfo(settingsPath).dir().filePath(QStringLiteral("data")));
        m_theme.apply(QStringLiteral("light"));
    }
    TestMainWindow(const TestMainWindow&) = delete;
    TestMainWindow& operator=(const TestMainWindow&) = delete;

    settings::Settings& settings() { return m_settings; }
    settings::MemorySecretStore& secrets() { return m_secrets; }
    ui::ThemeManager& theme() { return m_theme; }
    /// The window (null before create() and after closeWindow()).
    ui::MainWindow* window() const { return m_window.get(); }

    /// The model (OpenAI-compatible at base/v1), Serper and CourtListener on the scripted server at
    /// base, with the model's and Serper's keys.
    void useScriptedServer(const QString& base, const QString& model = QStringLiteral("gpt-4o-mini"))
    {
        using Key = settings::Settings::Key;
        m_settings.setValue(Key::LlmProvider, QStringLiteral("openai"));
        m_settings.setValue(Key::LlmBaseUrl, QString(base + QStringLiteral("/v1")));
        m_settings.setValue(Key::LlmModel, model);
        m_settings.setValue(Key::SerperUrl, base);
        m_settings.setValue(Key::CourtListenerUrl, base);
        m_secrets.store(QStringLiteral("LMARS_LLM_API_KEY"), QStringLiteral("sk-test"));
        m_secrets.store(QStringLiteral("SERPER_API_KEY"), QStringLiteral("serper-test"));
    }

    /// Makes the window (not shown yet) on these settings, keys and theme.
    ui::MainWindow& create()
    {
        m_window = std::make_unique<ui::MainWindow>(m_settings, m_secrets, m_theme);
        m_window->configController()->setEnvironment({}, {});
        return *m_window;
    }

    /// Shows the window (made first if need be) at this size and waits until it is exposed and its
    /// keys are loaded, and, unless told not to, until the answer view has loaded. False on a timeout.
    bool show(const QSize& size, bool waitForAnswerView = true)
    {
        if (!m_window)
            create();
        m_window->resize(size);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return fail("the window was not exposed");
        if (!QTest::qWaitFor([this] { return m_window->configController()->areSecretsLoaded(); }))
            return fail("the keys were not loaded");
        if (waitForAnswerView && !QTest::qWaitFor([this] { return m_window->answerView()->isLoaded(); }, 30000))
            return fail("the answer view did not load");
        return true;
    }

    /// Closes and deletes the window (the settings, keys and theme stay).
    void closeWindow() { m_window.reset(); }

private:
    static QString freshFile(const QString& path)
    {
        QFile::remove(path);
        return path;
    }
    static bool fail(const char* what)
    {
        qWarning("TestMainWindow: %s", what);
        return false;
    }

    settings::Settings m_settings;
    settings::MemorySecretStore m_secrets;
    ui::ThemeManager m_theme;
    std::unique_ptr<ui::MainWindow> m_window;
};

} // namespace lmars::test
