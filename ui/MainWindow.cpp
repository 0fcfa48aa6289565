// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "ComposerWidget.h"
#include "ConfigController.h"
#include "FirstRunPanel.h"
#include "SettingsDialog.h"
#include "ShortcutsDialog.h"
#include "SourceDetailView.h"
#include "SourcesPanel.h"
#include "ThemeManager.h"
#include "TimelineView.h"
#include "UiLog.h"
#include "WindowLayout.h"
#include "common/JsonUtil.h"
#include "export/SessionExporter.h"
#include "history/HistoryPanel.h"
#include "history/SessionLoader.h"
#include "library/LibraryPanel.h"
#include "library/LibraryPaths.h"
#include "reasoning/ModelReasoningPanel.h"
#include "settings/SecretStore.h"
#include "settings/Settings.h"
#include "verify/DocumentCheckDialog.h"
#include "verify/OfflineCitationChecker.h"
#include "verify/RecheckDialog.h"
#include "web/AnswerView.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

#include <tuple>

namespace lmars::ui {

using Key = settings::Settings::Key;

namespace {

/// Logs (debug) a GUI-thread handler that took long enough to be felt: the place to look when the
/// event-loop stall measurement of test_ui_main_window goes up.
class SlowHandlerProbe
{
public:
    explicit SlowHandlerProbe(QByteArray what) : m_what(std::move(what)) { m_timer.start(); }
    ~SlowHandlerProbe()
    {
        if (const qint64 ms = m_timer.elapsed(); ms >= 16)
            qCDebug(lcUi) << "slow GUI handler:" << m_what.constData() << ms << "ms";
    }
    SlowHandlerProbe(const SlowHandlerProbe&) = delete;
    SlowHandlerProbe& operator=(const SlowHandlerProbe&) = delete;

private:
    QByteArray m_what;
    QElapsedTimer m_timer;
};

} // namespace

MainWindow::MainWindow(settings::Settings& settings, settings::SecretStore& secrets, ThemeManager& theme,
                       QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_theme(theme)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_config = new ConfigController(settings, secrets, this);
    m_config->setEnvironment(settings::AppConfig::processEnvironment(),
                             QDir::current().filePath(QStringLiteral(".env")));
    m_worker = new research::ResearchWorker(this);

    buildLayout();
    buildActions();
    applyDefaults();
    m_layout = std::make_unique<WindowLayout>(*this, *m_mainSplitter, *m_centerSplitter, m_settings);
    m_layout->restore();

    connect(m_worker, &research::ResearchWorker::researchEvent, this, &MainWindow::onEvent);
    connect(m_worker, &research::ResearchWorker::finished, this, &MainWindow::onFinished);
    connect(m_worker, &research::ResearchWorker::answerDelta, this, [this](const QString& delta) {
        const SlowHandlerProbe probe("answer delta");
        m_answer->appendMarkdown(delta);
        m_sources->setCitedFromMarkdown(m_answer->markdown());
    });
    connect(m_worker, &research::ResearchWorker::runStarted, this, [this](const QString& id, const QStringList& notes) {
        qCInfo(lcUi) << "research session" << id << "started";
        if (!notes.isEmpty())
            statusBar()->showMessage(notes.join(QLatin1Char(' ')), 8000);
    });
    connect(m_timeline, &TimelineView::followUpsAnswered, m_worker, &research::ResearchWorker::answerFollowUps);
    connect(m_timeline, &TimelineView::followUpsSkipped, m_worker, &research::ResearchWorker::skipFollowUps);
    connect(m_answer, &AnswerView::sourceClicked, this, [this](int n) {
        if (!m_sources->selectSource(n))
            statusBar()->showMessage(tr("Source [%1] does not exist.").arg(n), 4000);
    });
    connect(m_sources, &SourcesPanel::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 4000); });
    connect(m_composer, &ComposerWidget::runRequested, this, &MainWindow::startResearch);
    connect(m_composer, &ComposerWidget::cancelRequested, this, &MainWindow::cancelResearch);
    connect(m_firstRun, &FirstRunPanel::fixRequested, this, [this](FirstRunPanel::Item item) {
        if (item == FirstRunPanel::Item::Model)
            openSettings(int(SettingsDialog::Page::Model), QStringLiteral("modelEdit"));
        else if (item == FirstRunPanel::Item::WebSearch)
            openSettings(int(SettingsDialog::Page::Search), QStringLiteral("serperKeyEdit"));
        else
            openSettings(int(SettingsDialog::Page::Search), QStringLiteral("courtListenerTokenEdit"));
    });
    connect(m_firstRun, &FirstRunPanel::dismissed, this, [this] {
        m_firstRunHidden = true;
        m_settings.setValue(Key::FirstRunDismissed, true);
        refreshConfiguration();
    });
    connect(m_config, &ConfigController::changed, this, &MainWindow::refreshConfiguration);
    connect(&m_theme, &ThemeManager::themeChanged, m_answer, &AnswerView::setDark);
    connect(&m_settings, &settings::Settings::changed, this, [this](Key key) {
        if (key == Key::Theme)
            m_theme.apply(m_settings.string(Key::Theme));
        else if (key == Key::DefaultPagesToRead)
            m_composer->setPagesToRead(m_settings.integer(Key::DefaultPagesToRead));
    });
    m_answer->setDark(m_theme.isDark());
    m_firstRunHidden = m_settings.value(Key::FirstRunDismissed).toBool();
    retranslate();           // sets every text, then refreshes the configuration panel
    m_config->loadSecrets(); // asynchronous: the panel updates when the keychain answers
}

MainWindow::~MainWindow()
{
    m_worker->cancel();
}

void MainWindow::buildLayout()
{
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);

    m_mainSplitter = new QSplitter(Qt::Horizontal, central);
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_mainSplitter->setChildrenCollapsible(false);

    auto* center = new QWidget(m_mainSplitter);
    center->setObjectName(QStringLiteral("centerColumn"));
    auto* centerLayout = new QVBoxLayout(center);
    centerLayout->setContentsMargins(0, 0, 0, 0);
    centerLayout->setSpacing(0);
    m_firstRun = new FirstRunPanel(center);
    auto* firstRunHolder = new QWidget(center);
    auto* holderLayout = new QVBoxLayout(firstRunHolder);
    holderLayout->setContentsMargins(12, 10, 12, 0);
    holderLayout->addWidget(m_firstRun);
    firstRunHolder->setObjectName(QStringLiteral("firstRunHolder"));
    centerLayout->addWidget(firstRunHolder);
    m_composer = new ComposerWidget(center);
    centerLayout->addWidget(m_composer);

    m_centerSplitter = new QSplitter(Qt::Horizontal, center);
    m_centerSplitter->setObjectName(QStringLiteral("centerSplitter"));
    m_centerSplitter->setChildrenCollapsible(false);
    auto* timelineColumn = new QWidget(m_centerSplitter);
    auto* timelineLayout = new QVBoxLayout(timelineColumn);
    timelineLayout->setContentsMargins(0, 0, 0, 0);
    timelineLayout->setSpacing(0);
    m_timeline = new TimelineView(timelineColumn);
    m_timeline->setMinimumWidth(280);
    timelineLayout->addWidget(m_timeline, 1);
    m_reasoning = new ModelReasoningPanel(timelineColumn);
    m_reasoning->setCanContinue(false); // the desktop has no continuation yet; lmars-cli reports it
    m_reasoning->hide();
    timelineLayout->addWidget(m_reasoning);
    m_answer = new AnswerView(m_centerSplitter);
    m_answer->setMinimumWidth(360);
    m_centerSplitter->addWidget(timelineColumn);
    m_centerSplitter->addWidget(m_answer);
    m_centerSplitter->setStretchFactor(0, 2);
    m_centerSplitter->setStretchFactor(1, 3);
    centerLayout->addWidget(m_centerSplitter, 1);

    m_sources = new SourcesPanel(m_mainSplitter);
    m_sources->setMinimumWidth(300);
    buildSidebar();
    m_mainSplitter->addWidget(m_sidebar);
    m_mainSplitter->addWidget(center);
    m_mainSplitter->addWidget(m_sources);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 3);
    m_mainSplitter->setStretchFactor(2, 1);
    centralLayout->addWidget(m_mainSplitter);
    setCentralWidget(central);

    m_statusRun = new QLabel(this);
    m_statusRun->setObjectName(QStringLiteral("statusRun"));
    statusBar()->addPermanentWidget(m_statusRun);
    statusBar()->setSizeGripEnabled(true);

    // Tab order: history and library, question → options → run, then timeline, answer, sources.
    setTabOrder(m_sidebar, m_composer);
    setTabOrder(m_composer, m_timeline);
    setTabOrder(m_timeline, m_answer);
    setTabOrder(m_answer, m_sources);
}

QAction* MainWindow::addShortcutAction(const QList<QKeySequence>& keys, const QString& name)
{
    auto* action = new QAction(this);
    action->setObjectName(name);
    action->setShortcuts(keys);
    action->setShortcutContext(Qt::WindowShortcut);
    addAction(action);
    m_shortcutActions << action;
    return action;
}

void MainWindow::buildSidebar()
{
    // Paths are fixed for this session (a changed data or library folder applies at the next start).
    const settings::AppConfig config = m_config->config();
    const QString libraryFolder = library::LibraryPaths::resolveFolder(config);
    m_sidebar = new QTabWidget(m_mainSplitter);
    m_sidebar->setObjectName(QStringLiteral("sidebar"));
    m_sidebar->setDocumentMode(true);
    m_sidebar->setMinimumWidth(220);
    m_history = new HistoryPanel(config.sessionDatabasePath(), m_sidebar);
    m_library = new LibraryPanel(library::LibraryPaths::databasePath(config), libraryFolder, m_sidebar);
    m_sidebar->addTab(m_history, QString());
    m_sidebar->addTab(m_library, QString());
    m_loader = new SessionLoader(config.sessionDatabasePath(), this);
    m_exporter = new SessionExporter(config.sessionDatabasePath(), this);

    connect(m_history, &HistoryPanel::reopenRequested, this, [this](const QString& id) {
        m_pendingAction = QStringLiteral("reopen");
        m_loader->load(id);
    });
    connect(m_history, &HistoryPanel::runAgainRequested, this, [this](const QString& id) {
        m_pendingAction = QStringLiteral("again");
        m_loader->load(id);
    });
    connect(m_history, &HistoryPanel::exportRequested, this, [this](const QString& id) {
        askExportPath(exporting::ExportFormat::Pdf, tr("Export session"), [this, id](const QString& path) {
            const auto format = path.endsWith(QLatin1String(".md"))     ? exporting::ExportFormat::Markdown
                                : path.endsWith(QLatin1String(".json")) ? exporting::ExportFormat::Json
                                : path.endsWith(QLatin1String(".html")) ? exporting::ExportFormat::Html
                                                                        : exporting::ExportFormat::Pdf;
            m_exporter->exportSession(id, format, path);
        });
    });
    connect(m_history, &HistoryPanel::errorOccurred, this,
            [this](const QString& message) { statusBar()->showMessage(message, 8000); });
    connect(m_loader, &SessionLoader::loaded, this, [this](const QString&, const model::ResearchState& state) {
        if (m_running)
            return;
        if (m_pendingAction == QLatin1String("again")) {
            m_composer->setQuestion(state.question);
            m_composer->setJurisdiction(json::field(state.settings, "jurisdiction"));
            m_composer->setMode(state.mode);
            startResearch();
        } else {
            showSession(state);
        }
    });
    connect(m_loader, &SessionLoader::failed, this,
            [this](const QString&, const QString& message) { statusBar()->showMessage(message, 8000); });
    connect(m_exporter, &SessionExporter::finished, this, [this](bool ok, const QString& path, const QString& message) {
        statusBar()->showMessage(ok ? tr("Exported to %1").arg(QDir::toNativeSeparators(path)) : message, 8000);
    });
    connect(m_library, &LibraryPanel::passageActivated, this,
            [](const QString& path, int page) { SourceDetailView::openDocumentAtPage(path, page); });
    connect(m_library, &LibraryPanel::errorOccurred, this,
            [this](const QString& message) { statusBar()->showMessage(message, 8000); });
}

void MainWindow::askExportPath(exporting::ExportFormat format, const QString& title,
                               std::function<void(const QString&)> then)
{
    const QString suffix = format == exporting::ExportFormat::Pdf        ? QStringLiteral("pdf")
                           : format == exporting::ExportFormat::Html     ? QStringLiteral("html")
                           : format == exporting::ExportFormat::Markdown ? QStringLiteral("md")
                                                                         : QStringLiteral("json");
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    auto* dialog = new QFileDialog(this, title, QDir(folder).filePath(QStringLiteral("lmars-answer.") + suffix));
    dialog->setObjectName(QStringLiteral("exportDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(suffix);
    dialog->setNameFilters({SessionExporter::fileFilter(format),
                            SessionExporter::fileFilter(exporting::ExportFormat::Pdf),
                            SessionExporter::fileFilter(exporting::ExportFormat::Html),
                            SessionExporter::fileFilter(exporting::ExportFormat::Markdown),
                            SessionExporter::fileFilter(exporting::ExportFormat::Json)});
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, std::move(then));
    dialog->open(); // no nested event loop
}

void MainWindow::exportCurrent(exporting::ExportFormat format)
{
    if (!m_lastState) {
        statusBar()->showMessage(tr("Nothing to export yet: run a research or open one from history."), 6000);
        return;
    }
    const research::StateSnapshot state = m_lastState;
    askExportPath(format, tr("Export answer"),
                  [this, state, format](const QString& path) { m_exporter->exportState(*state, format, path); });
}

void MainWindow::showSession(const model::ResearchState& state)
{
    m_lastState = std::make_shared<const model::ResearchState>(state);
    m_composer->setQuestion(state.question);
    m_composer->setJurisdiction(json::field(state.settings, "jurisdiction"));
    m_composer->setMode(state.mode);
    m_timeline->showState(state);
    m_reasoning->showState(state);
    m_sources->setState(state);
    m_answer->showState(state);
    m_history->selectSession(state.id);
    statusBar()->showMessage(
        tr("Opened a saved session (%1).")
            .arg(state.startedAt.toLocalTime().toString(QLocale().dateTimeFormat(QLocale::ShortFormat))),
        6000);
}

void MainWindow::openDocumentCheck()
{
    if (!m_documentCheck) {
        // The offline checks; the network checker plugs into the same factory.
        m_documentCheck = new DocumentCheckDialog(
            [] { return std::unique_ptr<verify::CitationChecker>(new verify::OfflineCitationChecker()); }, this);
    }
    m_documentCheck->show();
    m_documentCheck->raise();
    m_documentCheck->activateWindow();
}

void MainWindow::recheckCurrent()
{
    if (!m_lastState || m_lastState->answer.markdown.trimmed().isEmpty()) {
        statusBar()->showMessage(tr("Nothing to re-check: open a saved session with an answer."), 6000);
        return;
    }
    auto* dialog = new RecheckDialog(
        *m_lastState, [] { return std::unique_ptr<verify::CitationChecker>(new verify::OfflineCitationChecker()); },
        this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::buildActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("menuFile"));
    QAction* newResearch = addShortcutAction({QKeySequence::New}, QStringLiteral("actionNew"));
    connect(newResearch, &QAction::triggered, this, &MainWindow::newResearch);
    m_fileMenu->addAction(newResearch);
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->setObjectName(QStringLiteral("menuExport"));
    const QList<std::tuple<exporting::ExportFormat, QKeySequence, QString>> exports{
        {exporting::ExportFormat::Pdf, QKeySequence(Qt::CTRL | Qt::Key_E), QStringLiteral("actionExportPdf")},
        {exporting::ExportFormat::Html, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
         QStringLiteral("actionExportHtml")},
        {exporting::ExportFormat::Markdown, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M),
         QStringLiteral("actionExportMarkdown")},
        {exporting::ExportFormat::Json, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J),
         QStringLiteral("actionExportJson")}};
    for (const auto& [format, key, name] : exports) {
        QAction* a = addShortcutAction({key}, name);
        const exporting::ExportFormat f = format;
        connect(a, &QAction::triggered, this, [this, f] { exportCurrent(f); });
        m_exportMenu->addAction(a);
    }
    QAction* checkDocument =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K)}, QStringLiteral("actionCheckDocument"));
    connect(checkDocument, &QAction::triggered, this, &MainWindow::openDocumentCheck);
    m_fileMenu->addAction(checkDocument);
    QAction* recheck = addShortcutAction({}, QStringLiteral("actionRecheck"));
    connect(recheck, &QAction::triggered, this, &MainWindow::recheckCurrent);
    m_fileMenu->addAction(recheck);
    m_fileMenu->addSeparator();
    QAction* settingsAction =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_Comma)}, QStringLiteral("actionSettings"));
    settingsAction->setMenuRole(QAction::PreferencesRole);
    connect(settingsAction, &QAction::triggered, this, [this] { openSettings(); });
    m_fileMenu->addAction(settingsAction);
    m_fileMenu->addSeparator();
    QAction* quit = addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_Q)}, QStringLiteral("actionQuit"));
    connect(quit, &QAction::triggered, this, &QWidget::close);
    m_fileMenu->addAction(quit);

    m_researchMenu = menuBar()->addMenu(QString());
    m_researchMenu->setObjectName(QStringLiteral("menuResearch"));
    m_runAction = addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)},
                                    QStringLiteral("actionRun"));
    connect(m_runAction, &QAction::triggered, this, &MainWindow::startResearch);
    m_cancelAction = addShortcutAction({QKeySequence(Qt::Key_Escape)}, QStringLiteral("actionCancel"));
    m_cancelAction->setEnabled(false);
    connect(m_cancelAction, &QAction::triggered, this, &MainWindow::cancelResearch);
    QAction* focus = addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_L)}, QStringLiteral("actionFocusQuestion"));
    connect(focus, &QAction::triggered, m_composer, &ComposerWidget::focusQuestion);
    m_researchMenu->addActions({m_runAction, m_cancelAction, focus});
    m_researchMenu->addSeparator();
    const QList<model::ResearchMode> modes{model::ResearchMode::Simple, model::ResearchMode::MultiTurn,
                                           model::ResearchMode::Evidence};
    for (int i = 0; i < modes.size(); ++i) {
        const model::ResearchMode mode = modes.at(i);
        QAction* a = addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i))},
                                       QStringLiteral("actionMode_%1").arg(model::modeName(mode)));
        connect(a, &QAction::triggered, this, [this, mode] { m_composer->setMode(mode); });
        m_researchMenu->addAction(a);
    }

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("menuView"));
    QAction* toggleSources =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_J)}, QStringLiteral("actionToggleSources"));
    toggleSources->setCheckable(true);
    toggleSources->setChecked(true);
    connect(toggleSources, &QAction::toggled, m_sources, &QWidget::setVisible);
    QAction* toggleTimeline =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_T)}, QStringLiteral("actionToggleTimeline"));
    toggleTimeline->setCheckable(true);
    toggleTimeline->setChecked(true);
    connect(toggleTimeline, &QAction::toggled, m_timeline, &QWidget::setVisible);
    QAction* focusSources =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}, QStringLiteral("actionFocusSources"));
    connect(focusSources, &QAction::triggered, this, [this] {
        m_sources->setVisible(true);
        m_sources->setFocus(Qt::ShortcutFocusReason);
        if (QWidget* list = m_sources->findChild<QWidget*>(QStringLiteral("sourceList")))
            list->setFocus(Qt::ShortcutFocusReason);
    });
    QAction* focusAnswer =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)}, QStringLiteral("actionFocusAnswer"));
    connect(focusAnswer, &QAction::triggered, this, [this] { m_answer->setFocus(Qt::ShortcutFocusReason); });
    QAction* dark =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D)}, QStringLiteral("actionDarkTheme"));
    dark->setCheckable(true);
    dark->setChecked(m_theme.isDark());
    connect(dark, &QAction::triggered, this, [this](bool on) {
        m_settings.setValue(Key::Theme, on ? QStringLiteral("dark") : QStringLiteral("light"));
    });
    connect(&m_theme, &ThemeManager::themeChanged, dark, &QAction::setChecked);
    QAction* toggleSidebar =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_B)}, QStringLiteral("actionToggleSidebar"));
    toggleSidebar->setCheckable(true);
    toggleSidebar->setChecked(true);
    connect(toggleSidebar, &QAction::toggled, m_sidebar, &QWidget::setVisible);
    QAction* goHistory =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H)}, QStringLiteral("actionGoHistory"));
    connect(goHistory, &QAction::triggered, this, [this, toggleSidebar] {
        toggleSidebar->setChecked(true);
        m_sidebar->setCurrentWidget(m_history);
        m_history->setFocus(Qt::ShortcutFocusReason);
    });
    QAction* goLibrary =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)}, QStringLiteral("actionGoLibrary"));
    connect(goLibrary, &QAction::triggered, this, [this, toggleSidebar] {
        toggleSidebar->setChecked(true);
        m_sidebar->setCurrentWidget(m_library);
        m_library->setFocus(Qt::ShortcutFocusReason);
    });
    m_viewMenu->addActions({toggleSidebar, toggleSources, toggleTimeline});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({goHistory, goLibrary});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({focusSources, focusAnswer});
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(dark);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("menuHelp"));
    QAction* shortcuts = addShortcutAction({QKeySequence(Qt::Key_F1), QKeySequence(Qt::CTRL | Qt::Key_Slash)},
                                           QStringLiteral("actionShortcuts"));
    connect(shortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    m_helpMenu->addAction(shortcuts);
    m_aboutAction = new QAction(this);
    m_aboutAction->setObjectName(QStringLiteral("actionAbout"));
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::retranslate()
{
    // The platform adds the application's display name ("Legal Research — L-MARS").
    setWindowTitle(tr("Legal Research"));
    m_sidebar->setTabText(m_sidebar->indexOf(m_history), tr("History"));
    m_sidebar->setTabText(m_sidebar->indexOf(m_library), tr("Library"));
    m_fileMenu->setTitle(tr("&File"));
    m_exportMenu->setTitle(tr("&Export"));
    m_researchMenu->setTitle(tr("&Research"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    const QList<QPair<QString, QString>> texts{{QStringLiteral("actionNew"), tr("&New research")},
                                               {QStringLiteral("actionExportPdf"), tr("Export as &PDF…")},
                                               {QStringLiteral("actionExportHtml"), tr("Export as &HTML…")},
                                               {QStringLiteral("actionExportMarkdown"), tr("Export as &Markdown…")},
                                               {QStringLiteral("actionExportJson"), tr("Export as &JSON trajectory…")},
                                               {QStringLiteral("actionSettings"), tr("&Settings…")},
                                               {QStringLiteral("actionQuit"), tr("&Quit")},
                                               {QStringLiteral("actionRun"), tr("&Run")},
                                               {QStringLiteral("actionCancel"), tr("&Cancel")},
                                               {QStringLiteral("actionFocusQuestion"), tr("&Focus the question")},
                                               {QStringLiteral("actionMode_simple"), tr("&Simple mode")},
                                               {QStringLiteral("actionMode_multi"), tr("&Multi-turn mode")},
                                               {QStringLiteral("actionMode_evidence"), tr("&Evidence-only mode")},
                                               {QStringLiteral("actionToggleSources"), tr("Show &sources panel")},
                                               {QStringLiteral("actionToggleTimeline"), tr("Show research &timeline")},
                                               {QStringLiteral("actionFocusSources"), tr("Go to s&ources")},
                                               {QStringLiteral("actionFocusAnswer"), tr("Go to the &answer")},
                                               {QStringLiteral("actionDarkTheme"), tr("&Dark theme")},
                                               {QStringLiteral("actionToggleSidebar"), tr("Show &history and library")},
                                               {QStringLiteral("actionGoHistory"), tr("Go to &history")},
                                               {QStringLiteral("actionGoLibrary"), tr("Go to &library")},
                                               {QStringLiteral("actionShortcuts"), tr("&Keyboard shortcuts")}};
    for (const auto& [name, text] : texts) {
        for (QAction* action : std::as_const(m_shortcutActions)) {
            if (action->objectName() == name)
                action->setText(text);
        }
    }
    if (auto* check = findChild<QAction*>(QStringLiteral("actionCheckDocument")))
        check->setText(tr("Check &citations in a document…"));
    if (auto* recheck = findChild<QAction*>(QStringLiteral("actionRecheck")))
        recheck->setText(tr("&Re-check citations of this answer"));
    m_aboutAction->setText(tr("&About L-MARS"));
    // Texts built from the configuration (first-run panel, composer notices, status bar).
    refreshConfiguration();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::applyDefaults()
{
    model::ResearchMode mode = model::ResearchMode::Simple;
    model::parseMode(m_settings.string(Key::DefaultMode), &mode);
    m_composer->setMode(mode);
    m_composer->setMaxIterations(m_settings.integer(Key::DefaultIterations));
    m_composer->setPagesToRead(m_settings.integer(Key::DefaultPagesToRead));
    m_composer->setSources(m_settings.defaultSources());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_layout->save();
    if (m_worker->isRunning())
        m_worker->cancel(); // the worker's destructor joins; the run keeps what it found
    QMainWindow::closeEvent(event);
}

void MainWindow::refreshConfiguration()
{
    const settings::AppConfig config = m_config->config();
    const settings::SecretStore& store = m_config->secretStore();
    m_firstRun->update(config, store.isPersistent() ? QString() : store.unavailableReason());
    const bool modelReady = m_firstRun->modelReady();
    m_composer->setModelAvailable(modelReady, config.missingLlmConfiguration());
    // Sources that cannot run are switched off in the composer, saying why.
    const QList<model::SourceChoice> wanted = m_settings.defaultSources();
    // Web search: Serper when its key is set, else a configured SearXNG instance.
    const model::WebBackend webBackend = config.webSearchBackend();
    if (webBackend != model::WebBackend::None)
        m_composer->setWebBackend(webBackend);
    m_composer->setSourceAvailable(
        model::SourceChoice::Web, webBackend != model::WebBackend::None,
        tr("Web search needs a Serper API key or a SearXNG endpoint: add one in Settings → Search."),
        wanted.contains(model::SourceChoice::Web));
    m_composer->setSourceAvailable(model::SourceChoice::Local,
                                   QFileInfo::exists(library::LibraryPaths::databasePath(config)),
                                   tr("Your document library is empty: add documents in the Library tab."),
                                   wanted.contains(model::SourceChoice::Local));
    const bool show = !modelReady || (m_firstRun->needsAttention() && !m_firstRunHidden);
    m_firstRun->parentWidget()->setVisible(show);
    m_statusRun->setText(modelReady ? tr("Model: %1").arg(config.llm.model) : tr("No model: Evidence-only"));
}

SettingsDialog* MainWindow::openSettings(int page, const QString& focus)
{
    auto* dialog = new SettingsDialog(*m_config, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->showPage(SettingsDialog::Page(page), focus);
    dialog->open();
    return dialog;
}

void MainWindow::showShortcuts()
{
    auto* dialog = new ShortcutsDialog(m_shortcutActions, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About L-MARS"),
                       tr("<h3>L-MARS Desktop %1</h3><p>Multi-agent legal research with answers you can check: every "
                          "claim points to a numbered source.</p><p>L-MARS gives legal information, not legal "
                          "advice.</p><p>Licensed under the GNU GPL, version 3 or later.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::newResearch()
{
    if (m_running)
        return;
    m_composer->setQuestion({});
    m_timeline->clear();
    m_reasoning->clear();
    m_sources->clear();
    m_answer->showWelcome();
    m_lastState.reset();
    m_composer->focusQuestion();
}

void MainWindow::startResearch()
{
    if (m_running)
        return;
    const ComposerRequest request = m_composer->request();
    if (request.question.isEmpty()) {
        m_composer->focusQuestion();
        return;
    }
    research::ResearchRequest run;
    run.question = request.question;
    run.options = request.options;
    run.sources = request.sources;
    run.config = m_config->config();
    if (!m_worker->start(run))
        return;
    m_running = true;
    m_cancelLatencyMs = -1;
    m_lastSourceCount = -1;
    m_composer->setRunning(true);
    m_runAction->setEnabled(false);
    m_cancelAction->setEnabled(true);
    m_timeline->runStarted(run.options.mode);
    m_reasoning->clear();
    m_sources->clear();
    m_answer->startAnswer(request.question);
    statusBar()->showMessage(tr("Researching…"));
}

void MainWindow::cancelResearch()
{
    if (!m_running)
        return;
    m_cancelClock.start();
    m_worker->cancel();
    m_cancelAction->setEnabled(false);
    statusBar()->showMessage(tr("Cancelling…"));
}

void MainWindow::onEvent(const model::ResearchEvent& event, const research::StateSnapshot& state)
{
    const SlowHandlerProbe probe(model::ResearchEvent::typeName(event.type).toUtf8());
    m_timeline->handleEvent(event, state);
    if (state->sources.size() != m_lastSourceCount || event.type == model::ResearchEvent::Type::PageFetched) {
        m_lastSourceCount = int(state->sources.size());
        m_sources->setState(*state);
        m_answer->setSources(state->sources);
    }
    // Checks complete after the answer is written: its badges and the sources' statuses follow them.
    if (event.type == model::ResearchEvent::Type::Verification && state->activeStage != model::Stage::Summary &&
        state->stageRan(model::Stage::Summary)) {
        m_sources->setState(*state);
        m_answer->showState(*state);
    }
}

void MainWindow::onFinished(const research::StateSnapshot& state, const QString& error)
{
    const SlowHandlerProbe probe("finished");
    m_running = false;
    if (m_cancelClock.isValid()) {
        m_cancelLatencyMs = m_cancelClock.elapsed();
        m_cancelClock.invalidate();
    }
    m_lastState = state;
    m_history->refresh();
    m_history->selectSession(state->id);
    m_timeline->runFinished(state, error);
    m_reasoning->showState(*state);
    m_sources->setState(*state);
    if (!state->answer.markdown.isEmpty() || !state->sources.isEmpty())
        m_answer->showState(*state);
    m_composer->setRunning(false);
    m_runAction->setEnabled(true);
    m_cancelAction->setEnabled(false);
    if (state->status == model::RunStatus::Cancelled)
        statusBar()->showMessage(
            tr("Cancelled after %1 ms; %n source(s) kept.", nullptr, int(state->sources.size())).arg(m_cancelLatencyMs),
            10000);
    else if (state->status == model::RunStatus::Finished)
        statusBar()->showMessage(tr("Done: %n source(s).", nullptr, int(state->sources.size())), 10000);
    else
        statusBar()->showMessage(error.isEmpty() ? tr("The research failed.") : error);
}

} // namespace lmars::ui
