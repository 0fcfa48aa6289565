// SPDX-License-Identifier: GPL-3.0-or-later
// Every visible text of the window at 1366×768 in English, Spanish and Chinese (issue 29,
// acceptance 5): the main window with a finished multi-turn run (composer, setup panel, timeline
// cards, sources panel with a source open, history), the library panel with a document that could
// not be indexed, every page of the settings dialog and the citation-check dialog with a checked
// document are walked by TextWalker, which fails on a text that does not fit its widget (clipped or
// elided), shows a raw key or id, or is still English in Spanish or Chinese. With the setup panel
// open the timeline keeps a usable height. LMARS_SCREENSHOTS=DIR saves every scene.
#include "ComposerWidget.h"
#include "ConfigController.h"
#include "FirstRunPanel.h"
#include "MainWindow.h"
#include "ScriptedServer.h"
#include "SettingsDialog.h"
#include "SourcesPanel.h"
#include "TestMainWindow.h"
#include "TextWalker.h"
#include "TimelineView.h"
#include "UiTestSupport.h"
#include "history/HistoryPanel.h"
#include "library/LibraryModel.h"
#include "library/LibraryPanel.h"
#include "settings/Settings.h"
#include "settings/Translator.h"
#include "verify/DocumentCheckDialog.h"

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>

using namespace lmars;
using Key = settings::Settings::Key;

namespace {

/// Lets pending layout requests run (a language change or resize lays the widgets out on the next turn).
void settle()
{
    for (int i = 0; i < 4; ++i)
        QCoreApplication::processEvents();
}

QString writeFile(const QString& path, const QByteArray& content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return path;
}

} // namespace

class TextWalkTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<test::ScriptedServer> m_server;
    std::unique_ptr<test::TestMainWindow> m_app;
    ui::MainWindow* m_window = nullptr;
    QString m_shots;

    void shoot(QWidget* w, const QString& name)
    {
        if (m_shots.isEmpty())
            return;
        QTest::qWait(300); // only for pictures: let WebEngine's compositor deliver its latest frame
        w->grab().save(QDir(m_shots).filePath(name + QStringLiteral(".png")));
    }

    /// A finished multi-turn run with its follow-up questions answered, a source open.
    void runMultiTurn()
    {
        auto* question = m_window->findChild<QPlainTextEdit*>(QStringLiteral("questionEdit"));
        QVERIFY(question);
        auto* mode = m_window->findChild<QComboBox*>(QStringLiteral("modeCombo"));
        mode->setCurrentIndex(mode->findData(QVariant::fromValue(model::ResearchMode::MultiTurn)));
        question->setFocus();
        QTest::keyClicks(question, QStringLiteral("My landlord kept my deposit. What can I do?"));
        QTest::keyClick(question, Qt::Key_Return, Qt::ControlModifier);
        QLineEdit* answer = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (answer = m_window->findChild<QLineEdit*>(QStringLiteral("followUpAnswer0"))) != nullptr, 30000);
        QTest::keyClicks(answer, QStringLiteral("California"));
        QTest::mouseClick(m_window->findChild<QPushButton*>(QStringLiteral("followUpContinue")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState(), 60000);
        QCOMPARE(m_window->lastState()->status, model::RunStatus::Finished);
        QVERIFY(m_window->sourcesPanel()->selectSource(1));
    }

    /// Walks one language: the main window, the library tab, every settings page, the citation check.
    void walkLanguage(test::TextWalker& walker, const QString& language)
    {
        settings::Translator::install(QLocale(language));
        settle();
        QScreen* screen = QGuiApplication::primaryScreen();
        m_window->setGeometry(screen->availableGeometry());
        QTRY_COMPARE(m_window->size(), screen->availableGeometry().size());
        settle();

        // The main window, history in the sidebar.
        auto* sidebar = m_window->findChild<QTabWidget*>(QStringLiteral("sidebar"));
        sidebar->setCurrentWidget(m_window->historyPanel());
        settle();
        walker.walk(m_window, QStringLiteral("main"));
        shoot(m_window, QStringLiteral("walk-%1-main").arg(language));

        // The library.
        sidebar->setCurrentWidget(m_window->libraryPanel());
        settle();
        walker.walk(m_window->libraryPanel(), QStringLiteral("library"));
        shoot(m_window, QStringLiteral("walk-%1-library").arg(language));
        sidebar->setCurrentWidget(m_window->historyPanel());

        // Every page of the settings dialog.
        for (int page = 0; page <= int(ui::SettingsDialog::Page::FirmServer); ++page) {
            ui::SettingsDialog* dialog = m_window->openSettings(page);
            QTRY_VERIFY(dialog->isVisible());
            settle();
            walker.walk(dialog, QStringLiteral("settings"));
            shoot(dialog, QStringLiteral("walk-%1-settings-%2").arg(language).arg(page));
            dialog->reject();
        }

        // The citation check, with the document checked in English.
        m_window->openDocumentCheck();
        auto* check = m_window->findChild<ui::DocumentCheckDialog*>();
        QVERIFY(check);
        QTRY_VERIFY(check->isVisible());
        auto* table = check->findChild<QTableView*>(QStringLiteral("documentCheckTable"));
        QVERIFY(table && table->model()->rowCount() >= 2); // its cells are walked too
        settle();
        walker.walk(check, QStringLiteral("citation-check"));
        shoot(check, QStringLiteral("walk-%1-citation-check").arg(language));
        check->hide();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_shots = qEnvironmentVariable("LMARS_SCREENSHOTS");
        if (!m_shots.isEmpty())
            QVERIFY(QDir().mkpath(m_shots));
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1366, 768));
        m_server = std::make_unique<test::ScriptedServer>();
        QVERIFY(m_server->loadScenarioFile(QStringLiteral("run_multi_openai.json")));
        QVERIFY(m_server->start());
        m_app = std::make_unique<test::TestMainWindow>(m_dir.filePath(QStringLiteral("settings.ini")));
        m_app->useScriptedServer(m_server->baseUrl().toString());
        m_app->settings().setValue(Key::Theme, QStringLiteral("light"));
        m_app->settings().setDefaultSources({model::SourceChoice::Web, model::SourceChoice::CaseLaw});
        // The library: a memo and a file that cannot be read (its failure is listed).
        const QString library = m_dir.filePath(QStringLiteral("library"));
        m_app->settings().setValue(Key::LibraryFolder, library);
        writeFile(QDir(library).filePath(QStringLiteral("lease-memo.md")),
                  "# Lease\n\nThe tenant pays rent on the first day of the month.\n");
        writeFile(QDir(library).filePath(QStringLiteral("scan.pdf")), "not a PDF");
        m_window = &m_app->create();
        QVERIFY(m_app->show({1366, 768}));
        runMultiTurn();
        // A document with a federal and a state citation for the citation check.
        const QString brief = writeFile(m_dir.filePath(QStringLiteral("brief.txt")),
                                        "The tenant relies on Miranda v. Arizona, 384 U.S. 436 (1966), and on "
                                        "Cal. Lab. Code § 201.\n");
        m_window->openDocumentCheck();
        auto* check = m_window->findChild<ui::DocumentCheckDialog*>();
        QVERIFY(check);
        QSignalSpy done(check, &ui::DocumentCheckDialog::checkFinished);
        check->checkFile(brief);
        QTRY_VERIFY_WITH_TIMEOUT(done.count() > 0, 30000);
        check->hide();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->libraryPanel()->model()->rowCount() >= 2, 30000);
    }

    void cleanupTestCase()
    {
        settings::Translator::install(QLocale(QStringLiteral("en")));
        m_window = nullptr;
        m_app.reset();
        m_server.reset();
    }

    void everyTextFitsIsTranslatedAndReadable()
    {
        QStringList problems;
        test::TextWalker english(QStringLiteral("en"));
        walkLanguage(english, QStringLiteral("en"));
        problems << english.problems();
        int checked = english.checked();
        for (const QString& language : {QStringLiteral("es"), QStringLiteral("zh_CN")}) {
            test::TextWalker walker(language);
            walker.setEnglish(&english.seen());
            walkLanguage(walker, language);
            problems << walker.problems();
            checked += walker.checked();
        }
        qInfo("%d texts checked, %lld problems", checked, static_cast<long long>(problems.size()));
        for (const QString& problem : std::as_const(problems))
            qWarning("%s", qPrintable(problem));
        QVERIFY(checked > 300);
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems (listed above)").arg(problems.size())));
    }

    void setupPanelFitsAndLeavesTheTimelineRoom()
    {
        // A new user's window: no model, no web search key, no CourtListener token, so the setup panel
        // is open. Its texts and buttons fit in every language, and the timeline keeps a usable height.
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("fresh")))); // its own data folder and library
        test::TestMainWindow fresh(m_dir.filePath(QStringLiteral("fresh/settings.ini")));
        fresh.settings().setValue(Key::LlmProvider, QStringLiteral("openai")); // the hosted default: needs a key
        ui::MainWindow& window = fresh.create();
        QVERIFY(fresh.show({1366, 768}, false));
        QScreen* screen = QGuiApplication::primaryScreen();
        window.setGeometry(screen->availableGeometry());
        QTRY_COMPARE(window.size(), screen->availableGeometry().size());
        QVERIFY(window.firstRunPanel()->isVisible());
        auto* scroll = window.timeline()->findChild<QScrollArea*>(QStringLiteral("timelineScroll"));
        QVERIFY(scroll);
        QStringList problems;
        test::TextWalker english(QStringLiteral("en"));
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("zh_CN")}) {
            settings::Translator::install(QLocale(language));
            settle();
            test::TextWalker walker(language);
            test::TextWalker& used = language == QLatin1String("en") ? english : walker;
            if (&used == &walker)
                walker.setEnglish(&english.seen());
            used.walk(window.firstRunPanel()->parentWidget(), QStringLiteral("setup"));
            used.walk(window.composer(), QStringLiteral("setup-composer"));
            problems << used.problems();
            const int height = scroll->viewport()->height();
            qInfo("%s: the timeline is %d px high with the setup panel open", qPrintable(language), height);
            if (height < 280)
                problems << QStringLiteral("[%1] with the setup panel open the timeline is %2 px high (at least 280)")
                                .arg(language)
                                .arg(height);
            shoot(&window, QStringLiteral("walk-%1-setup").arg(language));
        }
        settings::Translator::install(QLocale(QStringLiteral("en")));
        for (const QString& problem : std::as_const(problems))
            qWarning("%s", qPrintable(problem));
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems (listed above)").arg(problems.size())));
    }
};

int main(int argc, char** argv)
{
    // One 1366×768 screen for the offscreen platform: the laptop the window must fit.
    QTemporaryDir dir;
    if (dir.isValid())
        lmars::test::useOffscreenScreens(dir.path(), R"({"screens": [
                                             {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "dpr": 1}]})");
    lmars::test::prepareUiTestEnvironment();
    QApplication app(argc, argv);
    TextWalkTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "TextWalkTest.moc"
