// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/SessionExport.h"
#include "research/ResearchWorker.h"
#include "settings/Settings.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QMap>
#include <QVariant>

#include <memory>

class QAction;
class QLabel;
class QSplitter;
class QTabWidget;

namespace lmars::settings {
class SecretStore;
} // namespace lmars::settings

namespace lmars::ui {

class AnswerView;
class BackendMonitor;
class BackendStatusWidget;
struct BackendStatus;
class CitationCheckLauncher;
class DocumentCheckDialog;
class ComposerDefaults;
class ComposerWidget;
class ConfigController;
class FirstRunPanel;
class HistoryPanel;
class LibraryPanel;
class MainMenus;
class MatterForums;
class ExportPrompt;
class SessionLoader;
class SettingsDialog;
class SourcesPanel;
class ThemeManager;
class TimelineView;
class ModelReasoningPanel;
class WindowLayout;

/**
 * The main window: composer and first-run panel on top of the centre column, the live research
 * timeline beside the answer view, the sources panel on the right. Runs go through a
 * ResearchWorker (never on this thread); the window only renders its queued events.
 */
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(settings::Settings& settings, settings::SecretStore& secrets, ThemeManager& theme,
               QWidget* parent = nullptr);
    ~MainWindow() override;

    ConfigController* configController() const { return m_config; }
    ComposerWidget* composer() const { return m_composer; }
    TimelineView* timeline() const { return m_timeline; }
    AnswerView* answerView() const { return m_answer; }
    SourcesPanel* sourcesPanel() const { return m_sources; }
    FirstRunPanel* firstRunPanel() const { return m_firstRun; }
    HistoryPanel* historyPanel() const { return m_history; }
    LibraryPanel* libraryPanel() const { return m_library; }
    /// Where the library and history live and whether the firm server is reachable (status bar).
    BackendMonitor* backendMonitor() const { return m_backend; }
    BackendStatusWidget* backendStatusWidget() const { return m_backendStatus; }
    research::ResearchWorker* worker() const { return m_worker; }
    /// The last run's final state (null before any run ends).
    research::StateSnapshot lastState() const { return m_lastState; }
    /// Milliseconds from Cancel to the run's end, -1 when no run was cancelled.
    qint64 lastCancelLatencyMs() const { return m_cancelLatencyMs; }
    QList<QAction*> shortcutActions() const;

    /// Opens the settings dialog (non-modal to the event loop: open(), not exec()).
    SettingsDialog* openSettings(int page = 0, const QString& focus = {});
    /// File > Check citations in a document…: the (one, non-modal) document check dialog.
    DocumentCheckDialog* openDocumentCheck();
    /// File > Re-check citations: re-runs the checks on the shown session's answer, says what changed.
    void recheckCurrent();

public Q_SLOTS:
    void startResearch();
    /// Continues the shown session's cut-off or interrupted answer with the configured model.
    void continueAnswer();
    void cancelResearch();
    void newResearch();
    void showShortcuts();

public:
    /// Shows a stored session (from history) in the timeline, answer and sources.
    void showSession(const model::ResearchState& state);
    /// Asks for a file name (without blocking the event loop) and exports the open session.
    void exportCurrent(exporting::ExportFormat format);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildLayout();
    /// Sets every text of the window, its menus and actions in the current language.
    void retranslate();
    void refreshConfiguration();
    void onEvent(const model::ResearchEvent& event, const research::StateSnapshot& state);
    void onFinished(const research::StateSnapshot& state, const QString& error);
    /// Enables "Continue the answer" when a model is configured and nothing runs, else says why not.
    void updateContinueOffer();
    void buildSidebar();
    /// The status bar, first-run panel and matter lists follow the backend's status.
    void showBackendStatus(const BackendStatus& status);

    settings::Settings& m_settings;
    ThemeManager& m_theme;
    ConfigController* m_config = nullptr;
    research::ResearchWorker* m_worker = nullptr;
    ComposerWidget* m_composer = nullptr;
    FirstRunPanel* m_firstRun = nullptr;
    QWidget* m_firstRunHolder = nullptr; ///< the setup panel's frame, shown while something needs the user
    TimelineView* m_timeline = nullptr;
    ModelReasoningPanel* m_reasoning = nullptr; ///< under the timeline: model reasoning, cut-off answers
    AnswerView* m_answer = nullptr;
    SourcesPanel* m_sources = nullptr;
    QTabWidget* m_sidebar = nullptr;
    HistoryPanel* m_history = nullptr;
    LibraryPanel* m_library = nullptr;
    SessionLoader* m_loader = nullptr;
    ExportPrompt* m_export = nullptr; ///< File → Export and history's Export: file dialog, then SessionExporter
    QString m_pendingAction;          ///< what the loader's next result is for: reopen, again, export:<format>
    QSplitter* m_mainSplitter = nullptr;
    QSplitter* m_centerSplitter = nullptr;
    std::unique_ptr<WindowLayout> m_layout;       ///< size, position and splitters, saved and restored
    std::unique_ptr<MatterForums> m_matterForums; ///< the forum court last used in each matter
    QLabel* m_statusRun = nullptr;
    BackendMonitor* m_backend = nullptr;
    BackendStatusWidget* m_backendStatus = nullptr;
    MainMenus* m_menus = nullptr;   ///< the menu bar and keyboard shortcuts
    QAction* m_runAction = nullptr; ///< the menus' Run and Cancel, enabled as runs start and end
    QAction* m_cancelAction = nullptr;
    ComposerDefaults* m_defaults = nullptr; ///< Settings' research defaults in the composer
    research::StateSnapshot m_lastState;
    QString m_runFailureMessage; ///< the status bar's message for the last failed run, until the configuration changes
    int m_lastSourceCount = -1;
    QElapsedTimer m_cancelClock;
    qint64 m_cancelLatencyMs = -1;
    bool m_running = false;
    bool m_continuing = false; ///< the running work is a continuation of m_lastState's answer
    bool m_runListed = true;   ///< History lists the running session (refreshed at its first event)
    bool m_firstRunHidden = false;
    CitationCheckLauncher* m_checks = nullptr; ///< Check a document, re-check a saved answer
};

} // namespace lmars::ui
