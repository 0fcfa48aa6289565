// SPDX-License-Identifier: GPL-3.0-or-later
// "Continue the answer" in the main window: a Simple Mode run whose answer stream breaks after some
// text (an OpenRouter-style error chunk) offers the button; clicking it streams the rest into the
// answer view through the worker, the notice goes away and the continued answer is what is saved.
// The button is disabled, saying why, while work runs and when no model is configured.
// Real widgets and HTTP code against a scripted server (tests/scenarios/run_simple_openai.json).
#include "ConfigController.h"
#include "MainWindow.h"
#include "ScriptedServer.h"
#include "TestMainWindow.h"
#include "ThemeManager.h"
#include "UiTestSupport.h"
#include "common/JsonUtil.h"
#include "reasoning/ModelReasoningPanel.h"
#include "sessions/SessionStore.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"
#include "web/AnswerPage.h"
#include "web/AnswerView.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>

using namespace lmars;
using Key = settings::Settings::Key;
using Json = nlohmann::json;

namespace {

Json chunk(const std::string& content, const char* finish = nullptr)
{
    return {{"data",
             {{"id", "gen-1762179802-UN8pkJI4AGZvryk0kFnb"},
              {"provider", "DeepInfra"},
              {"model", "meta-llama/llama-3.3-70b-instruct"},
              {"object", "chat.completion.chunk"},
              {"created", 1762179802},
              {"choices",
               {{{"index", 0},
                 {"delta", {{"role", "assistant"}, {"content", content}}},
                 {"finish_reason", finish ? Json(finish) : Json(nullptr)},
                 {"logprobs", nullptr}}}}}}};
}

/// The simple-run scenario whose answer stream breaks with OpenRouter's mid-stream error chunk after
/// some text; the continuation (the summary agent's resume prompt) streams the rest slowly enough
/// to watch the button while it runs.
QByteArray brokenAnswerScenario()
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/run_simple_openai.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    Json scenario = Json::parse(f.readAll().toStdString());
    Json error = chunk("");
    error["data"]["error"] = {{"code", 502}, {"message", "Upstream error"}};
    for (Json& route : scenario["routes"]) {
        if (route["path"] == "/v1/chat/completions" &&
            route.value("match", Json::object()).value("bodyContains", std::string()) == "\"stream\":true")
            route["responses"] =
                Json::array({{{"status", 200}, {"sse", Json::array({chunk("The landlord must "), error, "[DONE]"})}}});
    }
    scenario["routes"].insert(
        scenario["routes"].begin(),
        Json{
            {"method", "POST"},
            {"path", "/v1/chat/completions"},
            {"match", {{"bodyContains", "Continue it exactly where it stopped"}}},
            {"responses", Json::array({{{"status", 200},
                                        {"chunkDelayMs", 300},
                                        {"sse", Json::array({chunk("return the deposit "), chunk("within 21 days [1]."),
                                                             chunk("", "stop"), "[DONE]"})}}})}});
    return QByteArray::fromStdString(json::dump(scenario).toStdString());
}

} // namespace

class ContinueAnswerTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<test::ScriptedServer> m_server;
    std::unique_ptr<test::TestMainWindow> m_app;
    ui::MainWindow* m_window = nullptr; ///< m_app's window

    QPushButton* continueButton() const
    {
        return m_window->findChild<QPushButton*>(QStringLiteral("continueAnswerButton"));
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_server = std::make_unique<test::ScriptedServer>();
        QString error;
        QVERIFY2(m_server->loadScenario(brokenAnswerScenario(), &error), qPrintable(error));
        QVERIFY(m_server->start());
        m_app = std::make_unique<test::TestMainWindow>(m_dir.filePath(QStringLiteral("settings.ini")));
        m_app->useScriptedServer(m_server->baseUrl().toString(), QStringLiteral("meta-llama/llama-3.3-70b-instruct"));
        m_app->settings().setDefaultSources({model::SourceChoice::Web, model::SourceChoice::CaseLaw});
        m_app->settings().setValue(Key::DefaultMode, QStringLiteral("simple"));
        m_window = &m_app->create();
        QVERIFY(m_app->show({1366, 768}));
    }

    void cleanup()
    {
        m_window = nullptr;
        m_app.reset();
        m_server.reset();
    }

    void interruptedAnswerIsContinuedFromTheButton()
    {
        auto* question = m_window->findChild<QPlainTextEdit*>(QStringLiteral("questionEdit"));
        QVERIFY(question);
        question->setFocus();
        QTest::keyClicks(question, QStringLiteral("My landlord in California kept my deposit. What can I do?"));
        QTest::keyClick(question, Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState(), 60000);
        const research::StateSnapshot first = m_window->lastState();
        QVERIFY(first->answer.incomplete);
        QCOMPARE(first->answer.rawMarkdown, QStringLiteral("The landlord must "));

        auto* panel = m_window->findChild<ui::ModelReasoningPanel*>();
        QVERIFY(panel);
        QPushButton* button = continueButton();
        QVERIFY(button);
        QVERIFY(panel->continueOffered());
        QVERIFY(button->isVisibleTo(m_window));
        QVERIFY(button->isEnabled());
        QVERIFY(m_window->findChild<QLabel*>(QStringLiteral("answerNotice"))
                    ->text()
                    .contains(QStringLiteral("Upstream error")));
        // The answer view says the answer is incomplete and where to continue it, without repeating the
        // reason the panel, the Outcome card and the status bar already show.
        ui::AnswerView* view = m_window->answerView();
        const auto pageText = [view] {
            return test::runJs(view->page(), QStringLiteral("document.body.innerText")).toString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(pageText().contains(QStringLiteral("This answer is incomplete")), 30000);
        QVERIFY2(!pageText().contains(QStringLiteral("Upstream error")), qPrintable(pageText()));
        QVERIFY2(pageText().contains(QStringLiteral("Continue the answer")), qPrintable(pageText()));

        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(m_window->worker()->isRunning());
        // While it runs the button stays but cannot be clicked again, and says why.
        QVERIFY(!button->isEnabled());
        QVERIFY(!button->toolTip().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->answerView()->markdown().contains(QStringLiteral("return the deposit")),
                                 30000);
        QVERIFY(m_window->answerView()->markdown().startsWith(QStringLiteral("The landlord must ")));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState() != first, 30000);

        const research::StateSnapshot continued = m_window->lastState();
        QCOMPARE(continued->id, first->id);
        QVERIFY(!continued->answer.incomplete);
        QCOMPARE(continued->answer.rawMarkdown,
                 QStringLiteral("The landlord must return the deposit within 21 days [1]."));
        QCOMPARE(m_window->answerView()->markdown(), continued->answer.markdown);
        QVERIFY(!panel->continueOffered()); // the notice and its button are gone
        QVERIFY(m_window->findChild<QLabel*>(QStringLiteral("answerNotice"))->isHidden());

        // The history has the continued answer.
        auto store = store::SessionStore::open(m_window->configController()->config().sessionDatabasePath());
        QVERIFY(store);
        auto saved = store.value()->load(first->id);
        QVERIFY(saved && saved.value());
        const model::ResearchState reopened = model::ResearchState::fromJson(*saved.value());
        QVERIFY(!reopened.answer.incomplete);
        QCOMPARE(reopened.answer.markdown, continued->answer.markdown);
    }

    void withoutAModelTheButtonSaysWhy()
    {
        model::ResearchState state;
        state.id = QStringLiteral("cut-off-session");
        state.question = QStringLiteral("Is a verbal lease binding?");
        state.status = model::RunStatus::Finished;
        state.answer.rawMarkdown = QStringLiteral("A verbal lease for a year or less is generally");
        state.answer.markdown = state.answer.rawMarkdown;
        state.answer.truncated = true;
        m_window->showSession(state);
        QPushButton* button = continueButton();
        QVERIFY(button && button->isVisibleTo(m_window));
        QVERIFY(button->isEnabled());

        // An Anthropic model without its key cannot be called.
        m_window->configController()->setSecret(QStringLiteral("LMARS_LLM_API_KEY"), QString());
        m_app->settings().setValue(Key::LlmProvider, QStringLiteral("anthropic"));
        QVERIFY(!m_window->configController()->config().missingLlmConfiguration().isEmpty());
        QTRY_VERIFY(!button->isEnabled());
        QVERIFY(button->isVisibleTo(m_window));
        QVERIFY(button->toolTip().contains(QStringLiteral("No model is configured")));
    }
};

LMARS_UI_TEST_MAIN(ContinueAnswerTest)
#include "ContinueAnswerTest.moc"
