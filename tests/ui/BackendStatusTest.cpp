// SPDX-License-Identifier: GPL-3.0-or-later
// Where the library lives, in the status bar and the first-run panel: this computer by default; a
// firm server that cannot be reached is named with the reason and a Retry button, research stays
// possible, and sessions kept on this computer for the server are counted.
#include "ComposerWidget.h"
#include "ConfigController.h"
#include "FirstRunPanel.h"
#include "MainWindow.h"
#include "ScriptedServer.h"
#include "ThemeManager.h"
#include "UiTestSupport.h"
#include "firm/BackendMonitor.h"
#include "firm/BackendStatusWidget.h"
#include "history/HistoryModel.h"
#include "history/HistoryPanel.h"
#include "library/BackendSettings.h"
#include "library/Backends.h"
#include "model/ResearchState.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>

using namespace lmars;
using Key = settings::Settings::Key;

class BackendStatusTest : public QObject
{
    Q_OBJECT

private:
    struct Window
    {
        explicit Window(const QString& dir, const QString& serverUrl) : settings(dir + QStringLiteral("/lmars.ini"))
        {
            settings.setValue(Key::DataDir, QString(dir + QStringLiteral("/data")));
            settings.setValue(Key::LibraryFolder, QString(dir + QStringLiteral("/library")));
            // A model that needs no key, and the first-run panel dismissed: only the server can bring it back.
            settings.setValue(Key::LlmProvider, QStringLiteral("ollama"));
            settings.setValue(Key::LlmBaseUrl, QStringLiteral("http://127.0.0.1:9"));
            settings.setValue(Key::LlmModel, QStringLiteral("test-model"));
            settings.setValue(Key::FirstRunDismissed, true);
            if (!serverUrl.isEmpty())
                settings.setValue(Key::ServerUrl, serverUrl);
            window = std::make_unique<ui::MainWindow>(settings, secrets, theme);
            window->configController()->setEnvironment({}, {});
        }
        settings::Settings settings;
        settings::MemorySecretStore secrets;
        ui::ThemeManager theme;
        std::unique_ptr<ui::MainWindow> window;
    };

    static ui::BackendStatus waitForCheck(ui::MainWindow& window)
    {
        QSignalSpy changed(window.backendMonitor(), &ui::BackendMonitor::statusChanged);
        if (!window.backendMonitor()->status().checked)
            changed.wait(20000);
        return window.backendMonitor()->status();
    }

private Q_SLOTS:
    void embeddedLibraryIsThisComputer()
    {
        QTemporaryDir dir;
        Window w(dir.path(), {});
        const ui::BackendStatus status = waitForCheck(*w.window);
        QVERIFY(status.checked);
        QVERIFY(!status.server);
        auto* text = w.window->statusBar()->findChild<QLabel*>(QStringLiteral("backendStatusText"));
        QVERIFY(text);
        QCOMPARE(text->text(), QStringLiteral("Library: this computer"));
        QVERIFY(!w.window->findChild<QToolButton*>(QStringLiteral("backendRetry"))->isVisibleTo(w.window.get()));
        QVERIFY(!w.window->firstRunPanel()->statusText().contains(QStringLiteral("Firm server")));
        QVERIFY(!w.window->firstRunPanel()->isVisibleTo(w.window.get())); // dismissed, nothing wrong
        QVERIFY(status.matters.contains(QString()));                      // "No matter" on this computer
    }

    void unreachableServerIsNamedWithTheReasonAndRetried()
    {
        QTemporaryDir dir;
        const QString url =
            QStringLiteral("postgresql://alice@127.0.0.1:%1/lmars").arg(test::ScriptedServer::unusedPort());
        Window w(dir.path(), url);
        w.window->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        const ui::BackendStatus status = waitForCheck(*w.window);
        QVERIFY(status.server);
        QVERIFY(status.checked);
        QVERIFY(!status.reachable);
        QVERIFY2(status.reason.contains(QStringLiteral("refused"), Qt::CaseInsensitive), qPrintable(status.reason));

        auto* widget = w.window->backendStatusWidget();
        QVERIFY2(widget->text().startsWith(QStringLiteral("Firm server 127.0.0.1 unreachable: ")),
                 qPrintable(widget->text()));
        QVERIFY(widget->text().contains(status.reason.simplified())); // on one line
        QVERIFY(!widget->text().contains(QLatin1Char('\n')));
        auto* text = widget->findChild<QLabel*>(QStringLiteral("backendStatusText"));
        QVERIFY(text->toolTip().contains(QStringLiteral("Research still runs with the other sources")));
        QVERIFY(text->isVisible());
        // Shown whole or elided, never wider than the status bar leaves it.
        QVERIFY(text->width() <= w.window->statusBar()->width());
        auto* retry = widget->findChild<QToolButton*>(QStringLiteral("backendRetry"));
        QVERIFY(retry->isVisible());
        QCOMPARE(retry->text(), QStringLiteral("Retry"));

        // The first-run panel says so too, even once dismissed, and offers Retry.
        QVERIFY(w.window->firstRunPanel()->isVisible());
        QVERIFY(w.window->firstRunPanel()->serverUnreachable());
        const QString panel = w.window->firstRunPanel()->statusText();
        QVERIFY2(panel.contains(QStringLiteral("127.0.0.1 cannot be reached")), qPrintable(panel));
        QVERIFY(panel.contains(QStringLiteral("Research still runs with the other sources")));
        QVERIFY(w.window->firstRunPanel()->findChild<QPushButton*>(QStringLiteral("retryServerButton"))->isVisible());

        // Research still runs: the composer offers the sources and Run.
        w.window->composer()->setQuestion(QStringLiteral("Is a verbal lease binding?"));
        QVERIFY(w.window->findChild<QPushButton*>(QStringLiteral("runButton"))->isEnabled());
        QVERIFY(w.window->findChild<QToolButton*>(QStringLiteral("sourceLocal"))->isEnabled());

        // A session written meanwhile waits on this computer; Retry checks again and counts it.
        {
            auto backends =
                store::Backends::open(library::BackendSettings::fromConfig(w.window->configController()->config()));
            QVERIFY(backends.ok());
            QVERIFY(!backends.value()->isReachable());
            model::ResearchState state;
            state.id = QStringLiteral("s-offline");
            state.question = QStringLiteral("Is a verbal lease binding?");
            QVERIFY(backends.value()
                        ->sessions()
                        .createSession(state.id, state.question, state.mode, state.toJson(), QStringLiteral("Acme"))
                        .ok());
        }
        QSignalSpy started(w.window->backendMonitor(), &ui::BackendMonitor::checkStarted);
        QSignalSpy changed(w.window->backendMonitor(), &ui::BackendMonitor::statusChanged);
        QTest::mouseClick(retry, Qt::LeftButton);
        QCOMPARE(started.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 20000);
        QCOMPARE(w.window->backendMonitor()->status().pendingSessions, 1);
        QVERIFY2(widget->text().endsWith(QStringLiteral(" · 1 session(s) waiting for the firm server")),
                 qPrintable(widget->text()));
        QVERIFY(w.window->firstRunPanel()->statusText().contains(QStringLiteral("127.0.0.1 cannot be reached")));
        // Kept locally, the session is in the history (never dropped).
        QTRY_VERIFY_WITH_TIMEOUT(w.window->historyPanel()->model()->rowCount() == 1, 20000);
    }

    void statusTextsSayWhatTheyMean()
    {
        // (Untranslated: the English plural forms come from lmars_en.ts in the application.)
        ui::BackendStatus status;
        QCOMPARE(ui::BackendStatusWidget::describe(status), QStringLiteral("Library: this computer"));
        status.server = true;
        status.host = QStringLiteral("db.firm.example");
        QCOMPARE(ui::BackendStatusWidget::describe(status),
                 QStringLiteral("Firm server: db.firm.example (connecting…)"));
        status.checked = true;
        QCOMPARE(ui::BackendStatusWidget::describe(status), QStringLiteral("Firm server: db.firm.example"));
        status.pendingSessions = 2;
        QCOMPARE(ui::BackendStatusWidget::describe(status),
                 QStringLiteral("Firm server: db.firm.example · 2 session(s) waiting for the firm server"));
        status.reachable = false;
        status.reason = QStringLiteral("timeout expired");
        QCOMPARE(ui::BackendStatusWidget::describe(status),
                 QStringLiteral("Firm server db.firm.example unreachable: timeout expired · 2 session(s) waiting for "
                                "the firm server"));
    }
};

LMARS_UI_TEST_MAIN(BackendStatusTest)
#include "BackendStatusTest.moc"
