// SPDX-License-Identifier: GPL-3.0-or-later
// Full scripted multi-turn runs driven through the real widgets against one scripted server
// (tests/scenarios/run_multi_openai.json): question, follow-ups, timeline cards with the judge's
// verdicts, the streamed answer with markers that select their source, cancel (within 1 s), the
// longest event-loop stall the GUI thread causes itself with indexing in progress (within 250 ms;
// time spent waiting for a CPU on a loaded machine is reported apart), and, when
// LMARS_SCREENSHOTS=DIR is set, screenshots of the main states.
#include "MainWindow.h"
#include "ComposerWidget.h"
#include "ConfigController.h"
#include "ElidingStatusBar.h"
#include "EventLoopStallMeter.h"
#include "FirstRunPanel.h"
#include "MatterForums.h"
#include "ScriptedServer.h"
#include "SettingsDialog.h"
#include "SourceListModel.h"
#include "SourcesPanel.h"
#include "TestMainWindow.h"
#include "TestTiming.h"
#include "ThemeManager.h"
#include "TimelineCard.h"
#include "TimelineView.h"
#include "UiTestSupport.h"
#include "common/JsonUtil.h"
#include "export/HtmlRenderer.h"
#include "library/LibraryIndexer.h"
#include "model/UScore.h"
#include "reasoning/ModelReasoningPanel.h"
#include "sessions/SessionStore.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"
#include "settings/Translator.h"
#include "web/AnswerPage.h"
#include "web/AnswerView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QToolButton>

using namespace lmars;
using Key = settings::Settings::Key;

class MainWindowTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<test::ScriptedServer> m_server;
    std::unique_ptr<test::TestMainWindow> m_app;
    ui::MainWindow* m_window = nullptr; ///< m_app's window
    QString m_shots;                    ///< LMARS_SCREENSHOTS: where screenshots go; empty = none are taken

    /// Saves a screenshot of the widget (the main window by default) when screenshots were asked for.
    void shoot(const QString& name, QWidget* widget = nullptr)
    {
        if (m_shots.isEmpty())
            return;
        QTest::qWait(400); // only for pictures: let WebEngine's compositor deliver its latest frame
        const QString path = QDir(m_shots).filePath(name + QStringLiteral(".png"));
        QVERIFY((widget ? widget : m_window)->grab().save(path));
    }

    template <typename T> T* find(const QString& name)
    {
        T* w = m_window->findChild<T*>(name);
        if (!w)
            qWarning("no widget named %s", qPrintable(name));
        return w;
    }

    void typeQuestionAndRun(lmars::model::ResearchMode mode, const QString& jurisdiction = {})
    {
        auto* question = find<QPlainTextEdit>(QStringLiteral("questionEdit"));
        QVERIFY(question);
        if (!jurisdiction.isEmpty())
            QTest::keyClicks(find<QLineEdit>(QStringLiteral("jurisdictionEdit")), jurisdiction);
        question->setFocus();
        QTest::keyClicks(question, QStringLiteral("My landlord kept my deposit. What can I do?"));
        auto* modeCombo = find<QComboBox>(QStringLiteral("modeCombo"));
        modeCombo->setCurrentIndex(modeCombo->findData(QVariant::fromValue(mode)));
        QTest::keyClick(question, Qt::Key_Return, Qt::ControlModifier); // Ctrl+Enter runs
        QTRY_VERIFY(m_window->worker()->isRunning() || m_window->lastState());
    }

    /// Chooses a language in the settings dialog and applies it, as a user would.
    void switchLanguage(const QString& code)
    {
        ui::SettingsDialog* dialog = m_window->openSettings(int(ui::SettingsDialog::Page::Appearance));
        QTRY_VERIFY(dialog->isVisible());
        auto* combo = dialog->findChild<QComboBox*>(QStringLiteral("languageCombo"));
        QVERIFY(combo);
        const int index = combo->findData(code);
        QVERIFY2(index >= 0, qPrintable(code));
        combo->setCurrentIndex(index);
        auto* buttons = dialog->findChild<QDialogButtonBox*>(QStringLiteral("settingsButtons"));
        QVERIFY(buttons);
        QTest::mouseClick(buttons->button(QDialogButtonBox::Apply), Qt::LeftButton);
        QVERIFY2(settings::Translator::currentLocale().startsWith(code),
                 qPrintable(settings::Translator::currentLocale()));
        QCOMPARE(m_app->settings().string(Key::Language), code);
        // The dialog itself speaks the new language at once.
        QTRY_COMPARE(dialog->windowTitle(), QCoreApplication::translate("lmars::ui::SettingsDialog", "Settings"));
        dialog->reject();
    }

    QLineEdit* waitForFollowUps()
    {
        QLineEdit* answer = nullptr;
        if (!QTest::qWaitFor(
                [&] { return (answer = m_window->findChild<QLineEdit*>(QStringLiteral("followUpAnswer0"))); }, 30000))
            qWarning("no follow-up questions appeared");
        return answer;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_shots = qEnvironmentVariable("LMARS_SCREENSHOTS");
        if (!m_shots.isEmpty()) {
            QVERIFY(QDir().mkpath(m_shots));
            qInfo("screenshots: %s", qPrintable(QDir(m_shots).absolutePath()));
        }
    }

    void init()
    {
        m_server = std::make_unique<test::ScriptedServer>();
        QVERIFY(m_server->loadScenarioFile(QStringLiteral("run_multi_openai.json")));
        QVERIFY(m_server->start());
        m_app = std::make_unique<test::TestMainWindow>(m_dir.filePath(QStringLiteral("settings.ini")));
        m_app->useScriptedServer(m_server->baseUrl().toString());
        m_app->settings().setDefaultSources({model::SourceChoice::Web, model::SourceChoice::CaseLaw});
        m_app->settings().setValue(Key::Theme, QStringLiteral("light"));
        m_window = &m_app->create();
        QVERIFY(m_app->show({1440, 900}));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
    }

    void cleanup()
    {
        if (settings::Translator::currentLocale() != QLatin1String("en"))
            settings::Translator::install(QLocale(QStringLiteral("en")));
        m_window = nullptr;
        m_app.reset(); // the window may already be gone
        m_server.reset();
    }

    void emptyState()
    {
        QVERIFY(m_window->timeline()->cardKeys().isEmpty());
        QVERIFY(find<QPushButton>(QStringLiteral("runButton")));
        QVERIFY(!find<QPushButton>(QStringLiteral("runButton"))->isEnabled()); // no question yet
        shoot(QStringLiteral("01-empty"));
    }

    void primaryLawSourcesCanBeChosenInTheComposer()
    {
        auto* composer = m_window->findChild<ui::ComposerWidget*>();
        QVERIFY(composer);
        auto* fedreg = find<QToolButton>(QStringLiteral("sourceFederalRegister"));
        auto* ecfr = find<QToolButton>(QStringLiteral("sourceEcfr"));
        QVERIFY(fedreg && ecfr);
        QVERIFY(!composer->request().sources.contains(model::SourceChoice::FederalRegister)); // opt-in
        fedreg->click();
        ecfr->click();
        const QList<model::SourceChoice> chosen = composer->request().sources;
        QVERIFY(chosen.contains(model::SourceChoice::FederalRegister));
        QVERIFY(chosen.contains(model::SourceChoice::Ecfr));
        QVERIFY(chosen.contains(model::SourceChoice::CaseLaw)); // the defaults stay
    }

    void savedSessionShowsModelReasoningUnderTheTimeline()
    {
        model::ResearchState state;
        state.id = QStringLiteral("reasoning-session");
        state.question = QStringLiteral("Is a verbal lease binding?");
        state.status = model::RunStatus::Finished;
        state.answer.markdown = QStringLiteral("A verbal lease for a year or less is generally");
        state.answer.truncated = true;
        model::ModelCall analysis;
        analysis.purpose = QStringLiteral("query_analysis");
        analysis.reasoning = QStringLiteral("The user asks about the statute of frauds.");
        analysis.reasoningTokens = 12;
        model::ModelCall plain; // no reasoning: no row
        plain.purpose = QStringLiteral("answer");
        state.modelCalls = {analysis, plain};
        m_window->showSession(state);
        auto* panel = m_window->findChild<ui::ModelReasoningPanel*>();
        QVERIFY(panel);
        QVERIFY(!panel->isHidden());
        QCOMPARE(panel->reasoningRowCount(), 1);
        // The cut-off is said, and with a model configured the answer can be continued.
        QVERIFY(panel->continueOffered());

        m_window->showSession(model::ResearchState()); // a session without either hides it
        QVERIFY(panel->isHidden());
    }

    void reopenedSessionRestoresItsAsOfDate()
    {
        // The user set an As-of date for another run...
        auto* check = find<QCheckBox>(QStringLiteral("asOfCheck"));
        auto* date = find<QDateEdit>(QStringLiteral("asOfDate"));
        if (!check->isChecked())
            check->click();
        QVERIFY(check->isChecked());
        date->setDate(QDate(2024, 3, 1));

        // ...a session reopened from History brings back its own date,
        model::ResearchState dated;
        dated.id = QStringLiteral("dated-session");
        dated.question = QStringLiteral("Could a landlord keep a deposit in 2019?");
        dated.status = model::RunStatus::Finished;
        dated.settings.asOf = model::AsOf(QDate(2019, 6, 30), model::AsOfOrigin::User);
        m_window->showSession(dated);
        QVERIFY(check->isChecked());
        QCOMPARE(date->date(), QDate(2019, 6, 30));
        QVERIFY(date->isEnabled());

        // ...and one that had none clears it.
        model::ResearchState undated = dated;
        undated.id = QStringLiteral("undated-session");
        undated.settings.asOf = model::AsOf();
        m_window->showSession(undated);
        QVERIFY(!check->isChecked());
        QVERIFY(!date->isEnabled());
    }

    void longStatusMessagesAreElidedWithTheWholeTextInTheTooltip()
    {
        auto* bar = qobject_cast<ui::ElidingStatusBar*>(m_window->statusBar());
        QVERIFY(bar);
        QString message = QStringLiteral("The answer could not be continued; the text written so far is kept.");
        while (bar->fontMetrics().horizontalAdvance(message) < bar->width() * 2)
            message += QStringLiteral(" The model server said that the request was too large for its context window.");
        bar->showMessage(message);
        QVERIFY2(bar->shownMessage().endsWith(QStringLiteral("…")), qPrintable(bar->shownMessage()));
        QVERIFY(bar->fontMetrics().horizontalAdvance(bar->shownMessage()) <= bar->width());
        QCOMPARE(bar->toolTip(), message);
        bar->showMessage(QStringLiteral("Done: 3 sources."));
        QCOMPARE(bar->shownMessage(), QStringLiteral("Done: 3 sources."));
        QVERIFY(bar->toolTip().isEmpty());
        bar->clearMessage();
    }

    void reopenedSessionRestoresItsForumCourt()
    {
        auto* forum = find<QLineEdit>(QStringLiteral("forumEdit"));
        QVERIFY(forum);
        forum->setText(QStringLiteral("cand"));
        // A session recorded with a forum (its courts-db id) brings it back, shown by name...
        model::ResearchState withForum;
        withForum.id = QStringLiteral("forum-session");
        withForum.question = QStringLiteral("Is a Ninth Circuit case binding here?");
        withForum.status = model::RunStatus::Finished;
        withForum.settings.forum = QStringLiteral("ca9");
        m_window->showSession(withForum);
        QCOMPARE(m_window->composer()->forum(), QStringLiteral("ca9"));
        QVERIFY2(forum->text().contains(QStringLiteral("Ninth Circuit")), qPrintable(forum->text()));
        QCOMPARE(m_window->composer()->request().options.forum, QStringLiteral("ca9"));
        // ...and one without a forum clears the field.
        model::ResearchState without = withForum;
        without.id = QStringLiteral("no-forum-session");
        without.settings.forum.clear();
        m_window->showSession(without);
        QVERIFY(forum->text().isEmpty());
        QVERIFY(m_window->composer()->forum().isEmpty());
    }

    void theForumCourtReachesTheRunAndIsKeptForTheMatter()
    {
        // Typed by name beside the jurisdiction: the run records the court's courts-db id...
        QTest::keyClicks(find<QLineEdit>(QStringLiteral("forumEdit")), QStringLiteral("Ninth Circuit"));
        typeQuestionAndRun(lmars::model::ResearchMode::Evidence);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState(), 60000);
        const research::StateSnapshot state = m_window->lastState();
        QCOMPARE(state->settings.forum, QStringLiteral("ca9"));
        // ...and the court stays the one of this matter ("No matter" here) for the next window.
        QCOMPARE(ui::MatterForums(m_app->settings().fileName()).forum(QString()), QStringLiteral("ca9"));
    }

    void firstRunPanelWithoutConfiguration()
    {
        // A fresh installation: no model key, no search keys. The panel says what is missing and
        // Evidence-only is the mode that can run.
        settings::Settings fresh(m_dir.filePath(QStringLiteral("fresh.ini")));
        fresh.setValue(Key::LlmProvider, QStringLiteral("openai")); // the hosted default needs a key
        fresh.setValue(Key::DataDir, m_dir.filePath(QStringLiteral("fresh-data")));
        settings::MemorySecretStore noKeys;
        ui::MainWindow window(fresh, noKeys, m_app->theme());
        window.configController()->setEnvironment({}, {});
        window.resize(1440, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.configController()->areSecretsLoaded());
        QVERIFY(window.firstRunPanel()->isVisible());
        QVERIFY(!window.firstRunPanel()->modelReady());
        QCOMPARE(window.composer()->mode(), lmars::model::ResearchMode::Evidence);
        QVERIFY(window.findChild<QPushButton*>(QStringLiteral("fixModelButton")));
        QTRY_VERIFY_WITH_TIMEOUT(window.answerView()->isLoaded(), 30000);
        shoot(QStringLiteral("00-first-run"), &window);
        m_app->theme().apply(QStringLiteral("dark"));
        QTRY_VERIFY_WITH_TIMEOUT(window.answerView()->isLoaded(), 30000);
        shoot(QStringLiteral("06-first-run-dark"), &window);
        m_app->theme().apply(QStringLiteral("light"));

        // Evidence-only runs without any model: case law from the scripted server, web search switched off.
        fresh.setValue(Key::CourtListenerUrl, m_server->baseUrl().toString());
        QVERIFY(!window.findChild<QToolButton*>(QStringLiteral("sourceWeb"))->isEnabled());
        QTest::keyClicks(window.findChild<QPlainTextEdit*>(QStringLiteral("questionEdit")),
                         QStringLiteral("Deposit kept by my landlord"));
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("runButton")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(window.lastState(), 30000);
        QCOMPARE(window.lastState()->status, lmars::model::RunStatus::Finished);
        QVERIFY(!window.lastState()->sources.isEmpty());
        QVERIFY(window.lastState()->answer.markdown.isEmpty());
    }

    /// Every card of the timeline as the user sees it: key, title, badge, header text and body.
    QStringList timelineCards() const
    {
        QStringList cards;
        for (const QString& key : m_window->timeline()->cardKeys()) {
            const ui::TimelineCard* c = m_window->timeline()->card(key);
            cards << QStringLiteral("%1 | %2 | %3 | %4").arg(key, c->title(), c->badge(), c->bodyText());
        }
        return cards;
    }

    void multiTurnRunThroughTheWidgets()
    {
        // CourtListener fails one query, so the run has a failed search to show as well as pages read.
        QFile scenario(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/run_multi_openai.json"));
        QVERIFY(scenario.open(QIODevice::ReadOnly));
        nlohmann::json routes = nlohmann::json::parse(scenario.readAll().toStdString());
        routes["routes"].insert(
            routes["routes"].begin(),
            nlohmann::json{
                {"method", "GET"},
                {"path", "/api/rest/v4/search/"},
                {"match", {{"queryContains", "retention"}}},
                {"responses", {{{"status", 503}, {"json", {{"detail", "Service temporarily unavailable."}}}}}}});
        QVERIFY(m_server->loadScenario(QByteArray::fromStdString(routes.dump())));
        typeQuestionAndRun(lmars::model::ResearchMode::MultiTurn, QStringLiteral("Alameda County, California"));
        QLineEdit* answer = waitForFollowUps();
        QVERIFY(answer);
        QTest::keyClicks(answer, QStringLiteral("California"));
        shoot(QStringLiteral("02-followups"));
        auto* proceed = find<QPushButton>(QStringLiteral("followUpContinue"));
        QVERIFY(proceed);
        QTest::mouseClick(proceed, Qt::LeftButton);

        QTRY_VERIFY_WITH_TIMEOUT(m_window->timeline()->card(QStringLiteral("iter-1")), 30000);
        shoot(QStringLiteral("03-running"));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState(), 60000);
        const research::StateSnapshot state = m_window->lastState();
        QCOMPARE(state->status, lmars::model::RunStatus::Finished);

        // Cards in the order the steps happened, with the judge's verdicts.
        const QStringList keys = m_window->timeline()->cardKeys();
        QCOMPARE(keys, (QStringList{QStringLiteral("followups"), QStringLiteral("analysis"), QStringLiteral("iter-1"),
                                    QStringLiteral("iter-2"), QStringLiteral("iter-3"), QStringLiteral("summary"),
                                    QStringLiteral("verification"), QStringLiteral("outcome")}));
        QCOMPARE(m_window->timeline()->card(QStringLiteral("iter-1"))->badge(), QStringLiteral("insufficient"));
        QCOMPARE(m_window->timeline()->card(QStringLiteral("iter-3"))->badge(), QStringLiteral("sufficient"));
        const QString iter1 = m_window->timeline()->card(QStringLiteral("iter-1"))->bodyText();
        QVERIFY2(iter1.contains(QStringLiteral("Web")) && iter1.contains(QStringLiteral("result")), qPrintable(iter1));
        QVERIFY(iter1.contains(QStringLiteral("Source quality")));
        const QString analysisCard = m_window->timeline()->card(QStringLiteral("analysis"))->bodyText();
        QVERIFY(analysisCard.contains(QStringLiteral("California")));
        // The date every source was searched as of, and where it came from.
        QVERIFY2(analysisCard.contains(state->settings.effectiveAsOf.iso() + QStringLiteral(" (")) &&
                     analysisCard.contains(QStringLiteral("applies to every source")),
                 qPrintable(analysisCard));
        QVERIFY2(iter1.contains(QStringLiteral("Pages read")), qPrintable(iter1));
        QVERIFY2(iter1.contains(QStringLiteral("failed")), qPrintable(iter1));

        // Answers are kept with their questions, in the state and in the saved session.
        QCOMPARE(state->followUps.first().answer, QStringLiteral("California"));
        auto store = store::SessionStore::open(
            QDir(m_dir.filePath(QStringLiteral("data"))).filePath(QStringLiteral("sessions.sqlite")));
        QVERIFY(store);
        auto saved = store.value()->load(state->id);
        QVERIFY(saved && saved.value());
        QCOMPARE(QString::fromStdString((*saved.value())["followUps"][0]["answer"].get<std::string>()),
                 QStringLiteral("California"));

        // The jurisdiction is a run option: the saved question is the user's text alone, the trajectory keeps
        // the jurisdiction under settings, and every agent got it in its (English) prompt.
        QCOMPARE(state->question, QStringLiteral("My landlord kept my deposit. What can I do?"));
        QCOMPARE(QString::fromStdString((*saved.value())["question"].get<std::string>()), state->question);
        QCOMPARE(QString::fromStdString((*saved.value())["settings"]["jurisdiction"].get<std::string>()),
                 QStringLiteral("Alameda County, California"));
        for (const auto& r : m_server->requestsTo(QStringLiteral("/v1/chat/completions")))
            QVERIFY(r.body.contains("Alameda County, California"));

        // The answer is rendered with clickable markers that select the right source.
        QWebEnginePage* page = m_window->answerView()->page();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->answerView()->isLoaded(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(
            test::runJs(page, QStringLiteral("document.querySelectorAll('a.cite').length")).toInt() > 0, 30000);
        const int n =
            test::runJs(page, QStringLiteral("Number(document.querySelectorAll('a.cite')[0].dataset.n)")).toInt();
        QVERIFY(n > 0);
        // Pointing at the marker shows its tooltip; clicking it selects the source and hides the tooltip.
        test::runJs(page, QStringLiteral("document.querySelectorAll('a.cite')[0].dispatchEvent("
                                         "new MouseEvent('mouseover', {bubbles: true})); true"));
        QVERIFY(!test::runJs(page, QStringLiteral("window.lmars.tooltipText()")).toString().isEmpty());
        test::runJs(page, QStringLiteral("document.querySelectorAll('a.cite')[0].click(); true"));
        QTRY_COMPARE_WITH_TIMEOUT(m_window->sourcesPanel()->selectedSource(), n, 10000);
        QCOMPARE(test::runJs(page, QStringLiteral("window.lmars.tooltipText()")).toString(), QString());
        // Hovering a marker (after the pointer left the clicked one) shows the source's title and snippet.
        test::runJs(page, QStringLiteral("document.querySelectorAll('a.cite')[0].dispatchEvent("
                                         "new MouseEvent('mouseout', {bubbles: true, relatedTarget: document.body}));"
                                         "document.querySelectorAll('a.cite')[0].dispatchEvent("
                                         "new MouseEvent('mouseover', {bubbles: true})); true"));
        const QString tip = test::runJs(page, QStringLiteral("window.lmars.tooltipText()")).toString();
        QVERIFY2(tip.contains(state->sources.at(n - 1).title), qPrintable(tip));
        // Nothing remote was loaded, and the page carries no page-world script.
        QCOMPARE(test::runJs(page, QStringLiteral("document.scripts.length")).toInt(), 0);
        shoot(QStringLiteral("04-answered"));

        // Reopened from history, the session shows exactly what the live run showed, card by card.
        const QStringList live = timelineCards();
        {
            auto sessions = store::SessionStore::open(
                QDir(m_dir.filePath(QStringLiteral("data"))).filePath(QStringLiteral("sessions.sqlite")));
            QVERIFY(sessions);
            auto trajectory = sessions.value()->load(state->id);
            QVERIFY(trajectory && trajectory.value());
            m_window->showSession(lmars::model::ResearchState::fromJson(*trajectory.value()));
        }
        const QStringList reopened = timelineCards();
        QCOMPARE(reopened.size(), live.size());
        for (int i = 0; i < live.size(); ++i)
            QCOMPARE(reopened.at(i), live.at(i));

        m_app->theme().apply(QStringLiteral("dark"));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->answerView()->isLoaded(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(
            test::runJs(page, QStringLiteral("document.documentElement.dataset.theme")).toString(),
            QStringLiteral("dark"), 10000);
        shoot(QStringLiteral("05-answered-dark"));
        m_app->theme().apply(QStringLiteral("light"));

        // The settings dialog and the shortcut list, as a user would open them.
        QDialog* settingsDialog = m_window->openSettings();
        QTRY_VERIFY(settingsDialog->isVisible());
        shoot(QStringLiteral("07-settings"), settingsDialog);
        settingsDialog->reject();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        QTest::keyClick(m_window, Qt::Key_F1); // Help → Keyboard shortcuts
        auto* shortcuts = m_window->findChild<QDialog*>(QStringLiteral("shortcutsDialog"));
        QTRY_VERIFY(shortcuts && shortcuts->isVisible());
        shoot(QStringLiteral("08-shortcuts"), shortcuts);
        shortcuts->reject();
    }

    void languageSwitchesAtRuntime()
    {
        auto* run = find<QPushButton>(QStringLiteral("runButton"));
        auto* researchMenu = find<QMenu>(QStringLiteral("menuResearch"));
        auto* timelineTitle = m_window->timeline()->findChild<QLabel*>(QStringLiteral("sectionTitle"));
        auto* sourcesTitle = m_window->sourcesPanel()->findChild<QLabel*>(QStringLiteral("sectionTitle"));
        auto* typeFilter = find<QComboBox>(QStringLiteral("sourceTypeFilter"));
        auto* modeCombo = find<QComboBox>(QStringLiteral("modeCombo"));
        QVERIFY(run && researchMenu && timelineTitle && sourcesTitle && typeFilter && modeCombo);

        // A finished multi-turn run, so that cards, badges and the answer page are built from run state.
        typeQuestionAndRun(lmars::model::ResearchMode::MultiTurn);
        QVERIFY(waitForFollowUps());
        QTest::mouseClick(find<QPushButton>(QStringLiteral("followUpSkip")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState(), 60000);
        QCOMPARE(m_window->lastState()->status, lmars::model::RunStatus::Finished);
        ui::TimelineCard* outcome = m_window->timeline()->card(QStringLiteral("outcome"));
        ui::TimelineCard* iteration = m_window->timeline()->card(QStringLiteral("iter-1"));
        QVERIFY(outcome && iteration);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->answerView()->isLoaded(), 30000);
        const research::StateSnapshot state = m_window->lastState();
        QVERIFY(state->uscore);
        const QString explainJs = QStringLiteral("(document.querySelector('p.uscore-explain') || {}).textContent");
        const QString englishExplanation = exporting::HtmlRenderer::uscoreExplanation(*state->uscore);
        typeFilter->setCurrentIndex(typeFilter->findData(QVariant::fromValue(lmars::model::SourceType::CaseLaw)));
        modeCombo->setCurrentIndex(modeCombo->findData(QVariant::fromValue(lmars::model::ResearchMode::Simple)));

        const QString englishTitle = m_window->windowTitle();
        QCOMPARE(englishTitle, QStringLiteral("Legal Research")); // the platform appends " — L-MARS"
        QCOMPARE(researchMenu->title(), QStringLiteral("&Research"));
        QCOMPARE(run->text(), QStringLiteral("Run"));
        QCOMPARE(timelineTitle->text(), QStringLiteral("Research timeline"));
        QCOMPARE(sourcesTitle->text(), QStringLiteral("Sources"));
        QCOMPARE(typeFilter->currentText(), QStringLiteral("Case law"));
        QCOMPARE(outcome->badge(), QStringLiteral("finished"));
        QCOMPARE(iteration->title(), QStringLiteral("Iteration 1"));

        switchLanguage(QStringLiteral("es"));
        QTRY_COMPARE(m_window->windowTitle(), QCoreApplication::translate("lmars::ui::MainWindow", "Legal Research"));
        QCOMPARE(researchMenu->title(), QStringLiteral("&Investigación"));
        QCOMPARE(run->text(), QStringLiteral("Ejecutar"));
        QCOMPARE(timelineTitle->text(), QStringLiteral("Cronología de la investigación"));
        QCOMPARE(sourcesTitle->text(), QStringLiteral("Fuentes"));
        // Combo items are renamed in place: the choice stays.
        QCOMPARE(typeFilter->currentData().value<lmars::model::SourceType>(), lmars::model::SourceType::CaseLaw);
        QCOMPARE(typeFilter->currentText(), QStringLiteral("Jurisprudencia"));
        QCOMPARE(modeCombo->currentData().value<lmars::model::ResearchMode>(), lmars::model::ResearchMode::Simple);
        // Texts built from the run's state are rebuilt from it.
        QCOMPARE(outcome->badge(), QStringLiteral("finalizada"));
        QCOMPARE(iteration->title(), QStringLiteral("Iteración 1"));
        QCOMPARE(find<QAction>(QStringLiteral("actionRun"))->text(),
                 QCoreApplication::translate("lmars::ui::MainMenus", "&Run"));
        QVERIFY(find<QAction>(QStringLiteral("actionRun"))->text() != QStringLiteral("&Run"));
        // The answer page is rendered again in Spanish, the U-Score explanation included.
        QWebEnginePage* page = m_window->answerView()->page();
        const QString spanishExplanation = exporting::HtmlRenderer::uscoreExplanation(*state->uscore);
        QVERIFY(spanishExplanation != englishExplanation);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->answerView()->isLoaded(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(test::runJs(page, explainJs).toString(), spanishExplanation, 10000);
        shoot(QStringLiteral("09-spanish"));

        switchLanguage(QStringLiteral("en"));
        QTRY_COMPARE(m_window->windowTitle(), englishTitle);
        QCOMPARE(researchMenu->title(), QStringLiteral("&Research"));
        QCOMPARE(run->text(), QStringLiteral("Run"));
        QCOMPARE(timelineTitle->text(), QStringLiteral("Research timeline"));
        QCOMPARE(sourcesTitle->text(), QStringLiteral("Sources"));
        QCOMPARE(typeFilter->currentData().value<lmars::model::SourceType>(), lmars::model::SourceType::CaseLaw);
        QCOMPARE(typeFilter->currentText(), QStringLiteral("Case law"));
        QCOMPARE(outcome->badge(), QStringLiteral("finished"));
        QCOMPARE(iteration->title(), QStringLiteral("Iteration 1"));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->answerView()->isLoaded(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(test::runJs(page, explainJs).toString(), englishExplanation, 10000);
    }

    void firstRunPanelSwitchesLanguage()
    {
        // The first-run panel's rows are rebuilt from the configuration they describe.
        settings::Settings fresh(m_dir.filePath(QStringLiteral("fresh-language.ini")));
        fresh.setValue(Key::LlmProvider, QStringLiteral("openai"));
        fresh.setValue(Key::DataDir, m_dir.filePath(QStringLiteral("fresh-language-data")));
        settings::MemorySecretStore noKeys;
        ui::MainWindow window(fresh, noKeys, m_app->theme());
        window.configController()->setEnvironment({}, {});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.configController()->areSecretsLoaded());
        auto* title = window.firstRunPanel()->findChild<QLabel*>(QStringLiteral("sectionTitle"));
        auto* fix = window.findChild<QPushButton*>(QStringLiteral("fixModelButton"));
        QVERIFY(title && fix);
        QCOMPARE(title->text(), QStringLiteral("Set up L-MARS"));
        const QString englishStatus = window.firstRunPanel()->statusText();
        QVERIFY(englishStatus.contains(QStringLiteral("Web search")));
        settings::Translator::install(QLocale(QStringLiteral("es")));
        QTRY_COMPARE(title->text(), QStringLiteral("Configurar L-MARS"));
        QVERIFY(fix->text() != QStringLiteral("Choose model…"));
        QVERIFY(window.firstRunPanel()->statusText() != englishStatus);
        settings::Translator::install(QLocale(QStringLiteral("en")));
        QTRY_COMPARE(title->text(), QStringLiteral("Set up L-MARS"));
        QCOMPARE(fix->text(), QStringLiteral("Choose model…"));
        QCOMPARE(window.firstRunPanel()->statusText(), englishStatus);
    }

    void cancelMidRunKeepsWhatWasFound()
    {
        typeQuestionAndRun(lmars::model::ResearchMode::MultiTurn);
        QLineEdit* answer = waitForFollowUps();
        QVERIFY(answer);
        QTest::mouseClick(find<QPushButton>(QStringLiteral("followUpSkip")), Qt::LeftButton);
        // Cancel while the first iteration reads pages (300 ms each on the scripted server).
        QTRY_VERIFY_WITH_TIMEOUT(m_window->timeline()->card(QStringLiteral("iter-1")), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->sourcesPanel()->model()->rowCount() > 0, 30000);
        QTest::keyClick(m_window, Qt::Key_Escape); // Esc cancels
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState(), 10000);
        const research::StateSnapshot state = m_window->lastState();
        QCOMPARE(state->status, lmars::model::RunStatus::Cancelled);
        QVERIFY(!state->sources.isEmpty());
        QVERIFY(m_window->sourcesPanel()->model()->rowCount() > 0);
        // Target 200 ms (docs/ARCHITECTURE.md §3); asserted with room for a loaded two-core machine.
        const qint64 latency = m_window->lastCancelLatencyMs();
        qInfo("cancel: the run ended %lld ms after Esc (target <= 200 ms)", static_cast<long long>(latency));
        QVERIFY(latency >= 0);
        QVERIFY2(latency <= test::timingLimitMs(1000), qPrintable(QString::number(latency)));
        QVERIFY(m_window->timeline()->card(QStringLiteral("outcome"))->badge() == QStringLiteral("cancelled"));
        QVERIFY(find<QPushButton>(QStringLiteral("runButton"))->isEnabled());
    }

    void closingWhileWaitingForAnswers()
    {
        // The worker thread blocks on the follow-up questions; closing the window must still end at once.
        typeQuestionAndRun(lmars::model::ResearchMode::MultiTurn);
        QVERIFY(waitForFollowUps());
        QElapsedTimer clock;
        clock.start();
        m_window->close();
        m_app->closeWindow();
        m_window = nullptr;
        qInfo("closing while the run waits for answers took %lld ms", static_cast<long long>(clock.elapsed()));
        QVERIFY(clock.elapsed() < 5000);
    }

    void longestEventLoopStallWithIndexing()
    {
        // A document library being indexed on its own thread while a multi-turn run streams in.
        const QString folder = m_dir.filePath(QStringLiteral("library"));
        QDir().mkpath(folder);
        for (int i = 0; i < 300; ++i) {
            QFile f(QDir(folder).filePath(QStringLiteral("doc%1.md").arg(i)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (int p = 0; p < 40; ++p)
                f.write(QStringLiteral("# Section %1\n\nThe tenant's security deposit of document %2 must be returned "
                                       "within twenty-one days under Civil Code 1950.5. Paragraph %1.\n\n")
                            .arg(p)
                            .arg(i)
                            .toUtf8());
        }
        library::LibraryIndexer indexer(m_dir.filePath(QStringLiteral("library-index.sqlite")), folder);
        bool indexed = false;
        connect(&indexer, &library::LibraryIndexer::finished, this, [&indexed] { indexed = true; });
        test::EventLoopStallMeter meter;
        indexer.sync();
        typeQuestionAndRun(lmars::model::ResearchMode::MultiTurn);
        QLineEdit* answer = waitForFollowUps();
        QVERIFY(answer);
        QTest::keyClicks(answer, QStringLiteral("California"));
        QTest::mouseClick(find<QPushButton>(QStringLiteral("followUpContinue")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState(), 60000);
        const bool overlapped = !indexed || indexer.isBusy();
        QTRY_VERIFY_WITH_TIMEOUT(indexed, 120000);
        // The stall the application causes: the GUI thread's own work, or its waiting on a lock,
        // I/O or another thread. The time the thread was runnable but the OS ran something else
        // (other processes on a loaded machine, the indexer and run threads) is told apart from it
        // with the thread's scheduler statistics, and reported, not bounded: no code of ours bounds it.
        const test::EventLoopStallMeter::Gap own = meter.longestOwn();
        const test::EventLoopStallMeter::Gap wall = meter.longestWall();
        qInfo("event loop: longest stall of the GUI thread's own %lld ms (target <= 50 ms); longest wall-clock "
              "gap %lld ms, of which %lld ms waiting for a CPU; during a scripted multi-turn run with indexing "
              "in progress (indexing %s the run)%s",
              static_cast<long long>(own.ownMs), static_cast<long long>(wall.wallMs),
              static_cast<long long>(wall.waitingForCpuMs), overlapped ? "outlasted" : "finished during",
              meter.splitsCpuWaiting() ? "" : "; no scheduler statistics: waiting for a CPU counted as own");
        QCOMPARE(m_window->lastState()->status, lmars::model::RunStatus::Finished);
        // Asserted with room for the work itself running slower on a loaded two-core machine.
        QVERIFY2(own.ownMs <= test::timingLimitMs(250), qPrintable(QString::number(own.ownMs)));
    }

    void englishPluralsAreGrammatical()
    {
        settings::Translator::install(QLocale(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("RecordHtml", "%n result(s)", nullptr, 1), QStringLiteral("1 result"));
        QCOMPARE(QCoreApplication::translate("RecordHtml", "%n result(s)", nullptr, 3), QStringLiteral("3 results"));
    }
};

LMARS_UI_TEST_MAIN(MainWindowTest)
#include "MainWindowTest.moc"
