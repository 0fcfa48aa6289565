// SPDX-License-Identifier: GPL-3.0-or-later
// What a new user meets in the first hour, driven through the widgets (issue 29): choosing a model
// in Settings brings back the mode the user had (or the default), research defaults changed in
// Settings apply to the next research at once, and every pane ends in a final state, with the
// reason, after a run fails or is cancelled.
#include "ComposerWidget.h"
#include "ConfigController.h"
#include "FirstRunPanel.h"
#include "MainWindow.h"
#include "ScriptedServer.h"
#include "SettingsDialog.h"
#include "TestMainWindow.h"
#include "TimelineCard.h"
#include "TimelineCardRenderer.h"
#include "TimelineView.h"
#include "UiTestSupport.h"
#include "history/HistoryModel.h"
#include "history/HistoryPanel.h"
#include "settings/Settings.h"
#include "web/AnswerPage.h"
#include "web/AnswerView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>

using namespace lmars;
using Key = settings::Settings::Key;
using Mode = model::ResearchMode;

class FirstHourTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<test::ScriptedServer> m_server;
    std::unique_ptr<test::TestMainWindow> m_app;
    ui::MainWindow* m_window = nullptr;

    template <typename T> T* find(QWidget* in, const QString& name)
    {
        T* w = in->findChild<T*>(name);
        if (!w)
            qWarning("no widget named %s", qPrintable(name));
        return w;
    }

    /// Picks the item with this data in a combo as a user does: opens it with the keyboard and moves to it.
    static void choose(QComboBox* combo, const QVariant& data)
    {
        const int target = combo->findData(data);
        QVERIFY(target >= 0);
        combo->setFocus();
        while (combo->currentIndex() < target)
            QTest::keyClick(combo, Qt::Key_Down);
        while (combo->currentIndex() > target)
            QTest::keyClick(combo, Qt::Key_Up);
        QCOMPARE(combo->currentIndex(), target);
    }

    /// The settings dialog's OK button.
    static void pressOk(ui::SettingsDialog* dialog)
    {
        auto* buttons = dialog->findChild<QDialogButtonBox*>(QStringLiteral("settingsButtons"));
        QVERIFY(buttons);
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QTRY_VERIFY(!dialog->isVisible());
    }

    /// The text of the answer page once it has loaded.
    QString answerText()
    {
        ui::AnswerView* view = m_window->answerView();
        if (!QTest::qWaitFor([view] { return view->isLoaded(); }, 30000))
            return {};
        return test::runJs(view->page(), QStringLiteral("document.body.innerText")).toString();
    }

    static QString metaOf(const ui::TimelineCard* card)
    {
        const auto* meta = card ? card->findChild<QLabel*>(QStringLiteral("cardMeta")) : nullptr;
        return meta ? meta->text() : QString();
    }

    void startRun(Mode mode)
    {
        auto* question = find<QPlainTextEdit>(m_window, QStringLiteral("questionEdit"));
        QVERIFY(question);
        choose(find<QComboBox>(m_window, QStringLiteral("modeCombo")), QVariant::fromValue(mode));
        question->setFocus();
        QTest::keyClicks(question, QStringLiteral("My landlord kept my deposit. What can I do?"));
        QTest::keyClick(question, Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY(m_window->worker()->isRunning() || m_window->lastState());
    }

private Q_SLOTS:
    void cardDurationsAfterACancelAreRealOrAbsent()
    {
        // A run cancelled before its total was recorded: the Outcome card shows the real elapsed time
        // (start to end), or nothing, never "0 ms"; a step never timed shows no duration either.
        using R = ui::TimelineCardRenderer;
        model::ResearchState state;
        state.status = model::RunStatus::Cancelled;
        state.startedAt = QDateTime(QDate(2026, 1, 5), QTime(10, 0), Qt::UTC);
        state.finishedAt = state.startedAt.addMSecs(2500);
        ui::TimelineCard outcome(QStringLiteral("outcome"), QString());
        R::renderOutcome(&outcome, state, {});
        QCOMPARE(metaOf(&outcome), R::seconds(2500));
        state.startedAt = {};
        R::renderOutcome(&outcome, state, {});
        QCOMPARE(metaOf(&outcome), QString());
        state.analysis.present = true;
        ui::TimelineCard analysis(QStringLiteral("analysis"), QString());
        R::renderAnalysis(&analysis, state);
        QCOMPARE(metaOf(&analysis), QString());
        QCOMPARE(R::duration(0), QString());
        QCOMPARE(R::duration(350), R::seconds(350));
    }

    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void init()
    {
        m_server = std::make_unique<test::ScriptedServer>();
        QVERIFY(m_server->loadScenarioFile(QStringLiteral("run_multi_openai.json")));
        QVERIFY(m_server->start());
        // Each test its own settings, sessions and library.
        const QString folder = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
        QVERIFY(QDir().mkpath(folder));
        m_app = std::make_unique<test::TestMainWindow>(QDir(folder).filePath(QStringLiteral("settings.ini")));
        m_app->settings().setValue(Key::Theme, QStringLiteral("light"));
        m_app->settings().setDefaultSources({model::SourceChoice::Web, model::SourceChoice::CaseLaw});
    }

    void cleanup()
    {
        m_window = nullptr;
        m_app.reset();
        m_server.reset();
    }

    void choosingAModelRestoresTheDefaultMode()
    {
        // Fresh settings: the hosted OpenAI default without a key, so no model and Evidence-only.
        m_app->settings().setValue(Key::LlmProvider, QStringLiteral("openai"));
        m_window = &m_app->create();
        QVERIFY(m_app->show({1366, 768}, false));
        ui::ComposerWidget* composer = m_window->composer();
        QCOMPARE(composer->mode(), Mode::Evidence);
        auto* format = find<QComboBox>(composer, QStringLiteral("formatCombo"));
        QVERIFY(!format->isEnabled());

        // "Choose model…" → OpenAI-compatible, a local base URL and a model → OK.
        QTest::mouseClick(find<QPushButton>(m_window, QStringLiteral("fixModelButton")), Qt::LeftButton);
        auto* dialog = m_window->findChild<ui::SettingsDialog*>();
        QTRY_VERIFY(dialog && dialog->isVisible());
        choose(find<QComboBox>(dialog, QStringLiteral("providerCombo")), QStringLiteral("openai"));
        QTest::keyClicks(find<QLineEdit>(dialog, QStringLiteral("baseUrlEdit")),
                         m_server->baseUrl().toString() + QStringLiteral("/v1"));
        QTest::keyClicks(find<QLineEdit>(dialog, QStringLiteral("modelEdit")), QStringLiteral("gpt-4o-mini"));
        pressOk(dialog);

        QTRY_VERIFY(m_window->firstRunPanel()->modelReady());
        Mode fallback = Mode::Evidence;
        QVERIFY(model::parseMode(m_app->settings().string(Key::DefaultMode), &fallback));
        QVERIFY(fallback != Mode::Evidence);
        QCOMPARE(composer->mode(), fallback); // the Settings default (Multi-turn), not Evidence-only
        QVERIFY(format->isEnabled());
        QVERIFY(find<QWidget>(composer, QStringLiteral("composerNotice"))->isHidden());
    }

    void aModelComingBackRestoresTheUsersMode()
    {
        m_app->useScriptedServer(m_server->baseUrl().toString());
        m_window = &m_app->create();
        QVERIFY(m_app->show({1366, 768}, false));
        ui::ComposerWidget* composer = m_window->composer();
        auto* modeCombo = find<QComboBox>(composer, QStringLiteral("modeCombo"));
        choose(modeCombo, QVariant::fromValue(Mode::MultiTurn));
        QCOMPARE(composer->mode(), Mode::MultiTurn);

        // The model goes away (its name cleared in Settings): only Evidence-only can run.
        ui::SettingsDialog* dialog = m_window->openSettings(int(ui::SettingsDialog::Page::Model));
        QTRY_VERIFY(dialog->isVisible());
        auto* model = find<QLineEdit>(dialog, QStringLiteral("modelEdit"));
        auto* baseUrl = find<QLineEdit>(dialog, QStringLiteral("baseUrlEdit"));
        const QString url = baseUrl->text();
        baseUrl->selectAll();
        QTest::keyClicks(baseUrl, QStringLiteral("not a url"));
        pressOk(dialog);
        QTRY_COMPARE(composer->mode(), Mode::Evidence);

        // Pressing OK again without a model changes nothing.
        dialog = m_window->openSettings(int(ui::SettingsDialog::Page::Research));
        QTRY_VERIFY(dialog->isVisible());
        pressOk(dialog);
        QCOMPARE(composer->mode(), Mode::Evidence);

        // Back again: the user's Multi-turn comes back, not the default.
        dialog = m_window->openSettings(int(ui::SettingsDialog::Page::Model));
        QTRY_VERIFY(dialog->isVisible());
        baseUrl = find<QLineEdit>(dialog, QStringLiteral("baseUrlEdit"));
        baseUrl->selectAll();
        QTest::keyClicks(baseUrl, url);
        Q_UNUSED(model)
        pressOk(dialog);
        QTRY_COMPARE(composer->mode(), Mode::MultiTurn);
    }

    void defaultsChangedInSettingsApplyAtOnce()
    {
        m_app->useScriptedServer(m_server->baseUrl().toString());
        m_window = &m_app->create();
        QVERIFY(m_app->show({1366, 768}, false));
        ui::ComposerWidget* composer = m_window->composer();
        QCOMPARE(composer->answerFormat(), model::AnswerFormat::Standard);
        QCOMPARE(composer->mode(), Mode::MultiTurn); // the table's default

        ui::SettingsDialog* dialog = m_window->openSettings(int(ui::SettingsDialog::Page::Research));
        QTRY_VERIFY(dialog->isVisible());
        choose(find<QComboBox>(dialog, QStringLiteral("defaultFormatCombo")),
               QVariant::fromValue(model::AnswerFormat::Irac));
        choose(find<QComboBox>(dialog, QStringLiteral("defaultModeCombo")), QVariant::fromValue(Mode::Simple));
        auto* iterations = find<QSpinBox>(dialog, QStringLiteral("defaultIterationsSpin"));
        iterations->setFocus();
        QTest::keyClick(iterations, Qt::Key_Up);
        const int wantedIterations = iterations->value();
        find<QCheckBox>(dialog, QStringLiteral("defaultCaseLawCheck"))->click(); // case law off
        pressOk(dialog);

        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        QTest::keySequence(m_window, QKeySequence::New); // Ctrl+N
        QCOMPARE(composer->answerFormat(), model::AnswerFormat::Irac);
        QCOMPARE(composer->mode(), Mode::Simple);
        QCOMPARE(composer->request().options.maxIterations, wantedIterations);
        QVERIFY(!composer->request().sources.contains(model::SourceChoice::CaseLaw));
        QVERIFY(composer->request().sources.contains(model::SourceChoice::Web));

        // The user's own choice afterwards stays when Settings are confirmed without a change.
        choose(find<QComboBox>(composer, QStringLiteral("modeCombo")), QVariant::fromValue(Mode::Evidence));
        dialog = m_window->openSettings(int(ui::SettingsDialog::Page::Research));
        QTRY_VERIFY(dialog->isVisible());
        pressOk(dialog);
        QCOMPARE(composer->mode(), Mode::Evidence);
    }

    void aFailedRunEndsEveryPane()
    {
        // The model server fails every call: the run fails while it asks its clarifying questions.
        QVERIFY(m_server->loadScenarioFile(QStringLiteral("llm_openai_server_error.json")));
        m_app->useScriptedServer(m_server->baseUrl().toString());
        m_app->settings().setValue(Key::LlmStructuredFormats, QString());
        m_window = &m_app->create();
        QVERIFY(m_app->show({1366, 768}));
        startRun(Mode::MultiTurn);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState(), 60000);
        const research::StateSnapshot state = m_window->lastState();
        QCOMPARE(state->status, model::RunStatus::Failed);

        QTRY_VERIFY_WITH_TIMEOUT(!answerText().isEmpty(), 30000);
        const QString page = answerText();
        QVERIFY2(!page.contains(QStringLiteral("Researching:")), qPrintable(page));
        QVERIFY2(page.contains(QStringLiteral("The research failed")), qPrintable(page));
        QVERIFY2(!page.contains(QStringLiteral("No answer yet")), qPrintable(page));
        for (const QString& key : m_window->timeline()->cardKeys()) {
            const ui::TimelineCard* card = m_window->timeline()->card(key);
            QVERIFY2(!metaOf(card).endsWith(QStringLiteral("…")),
                     qPrintable(key + QStringLiteral(": ") + metaOf(card)));
            QVERIFY2(!card->bodyText().contains(QStringLiteral("streams into the answer view")), qPrintable(key));
        }
        QCOMPARE(m_window->timeline()->card(QStringLiteral("outcome"))->badge(), QStringLiteral("failed"));

        // The status bar says why the run failed, until a model is configured in Settings: then the old
        // failure is gone (it no longer holds).
        const QString failure = m_window->statusBar()->currentMessage();
        QVERIFY(!failure.isEmpty());
        ui::SettingsDialog* dialog = m_window->openSettings(int(ui::SettingsDialog::Page::Model));
        QTRY_VERIFY(dialog->isVisible());
        auto* model = find<QLineEdit>(dialog, QStringLiteral("modelEdit"));
        model->selectAll();
        QTest::keyClicks(model, QStringLiteral("gpt-4o"));
        pressOk(dialog);
        QVERIFY(m_window->firstRunPanel()->modelReady());
        QTRY_COMPARE(m_window->statusBar()->currentMessage(), QString());
    }

    void aCancelledRunEndsEveryPane()
    {
        // The clarifying questions take long to come: Esc while the card says "asking…".
        QVERIFY(m_server->loadScenario(R"({"routes": [{"method": "POST", "path": "/v1/chat/completions",
            "responses": [{"delayMs": 20000, "status": 500, "json": {"error": {"message": "late"}}}]}]})"));
        m_app->useScriptedServer(m_server->baseUrl().toString());
        m_window = &m_app->create();
        QVERIFY(m_app->show({1366, 768}));
        startRun(Mode::MultiTurn);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->timeline()->card(QStringLiteral("followups")), 10000);
        QTRY_COMPARE(metaOf(m_window->timeline()->card(QStringLiteral("followups"))), QStringLiteral("asking…"));
        QTRY_VERIFY(answerText().contains(QStringLiteral("Researching:")));
        // The running session is in History already, selected.
        QTRY_COMPARE(m_window->historyPanel()->model()->rowCount(), 1);
        QTRY_VERIFY(!m_window->historyPanel()->currentId().isEmpty());
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState(), 10000);
        QCOMPARE(m_window->lastState()->status, model::RunStatus::Cancelled);

        ui::TimelineCard* followUps = m_window->timeline()->card(QStringLiteral("followups"));
        QVERIFY(followUps);
        QVERIFY2(metaOf(followUps) != QStringLiteral("asking…"), qPrintable(metaOf(followUps)));
        QVERIFY2(followUps->bodyText().contains(QStringLiteral("cancelled")), qPrintable(followUps->bodyText()));
        QCOMPARE(m_window->timeline()->card(QStringLiteral("outcome"))->badge(), QStringLiteral("cancelled"));
        QTRY_VERIFY_WITH_TIMEOUT(answerText().contains(QStringLiteral("cancelled")), 30000);
        QVERIFY(!answerText().contains(QStringLiteral("Researching:")));
    }

    void aRunCancelledWhileTheAnswerStreamsKeepsThePart()
    {
        // A Simple run whose answer streams one chunk every 3 s: Esc after the first chunk has arrived.
        QFile file(QDir(QStringLiteral(LMARS_TEST_SCENARIO_DIR)).filePath(QStringLiteral("run_simple_openai.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject scenario = QJsonDocument::fromJson(file.readAll()).object();
        QJsonArray routes = scenario.value(QStringLiteral("routes")).toArray();
        for (qsizetype i = 0; i < routes.size(); ++i) {
            QJsonObject route = routes.at(i).toObject();
            QJsonArray responses = route.value(QStringLiteral("responses")).toArray();
            QJsonObject first = responses.at(0).toObject();
            if (!first.contains(QStringLiteral("sse")))
                continue;
            first.insert(QStringLiteral("chunkDelayMs"), 3000);
            responses.replace(0, first);
            route.insert(QStringLiteral("responses"), responses);
            routes.replace(i, route);
        }
        scenario.insert(QStringLiteral("routes"), routes);
        QVERIFY(m_server->loadScenario(QJsonDocument(scenario).toJson()));
        m_app->useScriptedServer(m_server->baseUrl().toString());
        m_window = &m_app->create();
        QVERIFY(m_app->show({1366, 768}));
        startRun(Mode::Simple);
        QTRY_VERIFY_WITH_TIMEOUT(answerText().contains(QStringLiteral("Under California law")), 30000);
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState(), 10000);
        QCOMPARE(m_window->lastState()->status, model::RunStatus::Cancelled);

        bool saysWhere = false;
        for (const QString& key : m_window->timeline()->cardKeys()) {
            const ui::TimelineCard* card = m_window->timeline()->card(key);
            QVERIFY2(!metaOf(card).endsWith(QStringLiteral("…")),
                     qPrintable(key + QStringLiteral(": ") + metaOf(card)));
            QVERIFY2(!card->bodyText().contains(QStringLiteral("streams into the answer view")), qPrintable(key));
            // A step without a measured time shows no duration, never "0 ms".
            static const QRegularExpression zero(QStringLiteral("(^|\\D)0 ms"));
            QVERIFY2(!zero.match(metaOf(card)).hasMatch(), qPrintable(key + QStringLiteral(": ") + metaOf(card)));
            saysWhere =
                saysWhere || card->bodyText().contains(QStringLiteral("Cancelled while the answer was being written"));
        }
        QVERIFY(saysWhere);
        QCOMPARE(m_window->timeline()->card(QStringLiteral("outcome"))->badge(), QStringLiteral("cancelled"));
        // The part that arrived is kept.
        QVERIFY(answerText().contains(QStringLiteral("Under California law")));
    }
};

LMARS_UI_TEST_MAIN(FirstHourTest)
#include "FirstHourTest.moc"
