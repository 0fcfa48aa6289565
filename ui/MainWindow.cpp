// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "CitationCheckLauncher.h"
#include "ComposerDefaults.h"
#include "ComposerWidget.h"
#include "ConfigController.h"
#include "ElidingStatusBar.h"
#include "FirstRunPanel.h"
#include "MainMenus.h"
#include "MatterForums.h"
#include "RunEndMessage.h"
#include "SettingsDialog.h"
#include "ShortcutsDialog.h"
#include "SlowHandlerProbe.h"
#include "SourceDetailView.h"
#include "SourcesPanel.h"
#include "ThemeManager.h"
#include "TimelineView.h"
#include "UiLog.h"
#include "WindowLayout.h"
#include "export/AnswerPrinter.h"
#include "export/ExportPrompt.h"
#include "firm/BackendMonitor.h"
#include "firm/BackendStatusWidget.h"
#include "history/HistoryModel.h"
#include "history/HistoryPanel.h"
#include "history/SessionLoader.h"
#include "library/BackendSettings.h"
#include "library/LibraryIndexer.h"
#include "library/LibraryPanel.h"
#include "library/LibraryPaths.h"
#include "reasoning/ModelReasoningPanel.h"
#include "settings/SecretStore.h"
#include "settings/Settings.h"
#include "verify/DocumentCheckDialog.h"
#include "verify/DocumentDropTarget.h"
#include "web/AnswerView.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace lmars::ui {

using Key = settings::Settings::Key;

MainWindow::MainWindow(settings::Settings& settings, settings::SecretStore& secrets, ThemeManager& theme,
                       QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_theme(theme)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_config = new ConfigController(settings, secrets, this);
    m_config->setEnvironment(settings::AppConfig::processEnvironment(),
                             QDir::current().filePath(QStringLiteral(".env")));
    m_worker = new research::ResearchWorker(this);
    m_checks = new CitationCheckLauncher(*m_config, this);

    buildLayout();
    m_menus = new MainMenus(*this, *m_sidebar, m_settings, m_theme);
    m_runAction = m_menus->runAction();
    m_cancelAction = m_menus->cancelAction();
    // Settings' research defaults in the composer, and each one again when it changes in Settings.
    m_defaults = new ComposerDefaults(
        m_settings, *m_composer, [this] { refreshConfiguration(); }, this);
    m_defaults->applyAll();
    m_matterForums = std::make_unique<MatterForums>(m_settings.fileName());
    m_composer->setForumMemory(m_matterForums.get());
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
    connect(m_reasoning, &ModelReasoningPanel::continueRequested, this, &MainWindow::continueAnswer);
    connect(m_firstRun, &FirstRunPanel::fixRequested, this, [this](FirstRunPanel::Item item) {
        if (item == FirstRunPanel::Item::Model)
            openSettings(int(SettingsDialog::Page::Model), QStringLiteral("modelEdit"));
        else if (item == FirstRunPanel::Item::WebSearch)
            openSettings(int(SettingsDialog::Page::Search), QStringLiteral("serperKeyEdit"));
        else if (item == FirstRunPanel::Item::FirmServer)
            m_backend->check();
        else
            openSettings(int(SettingsDialog::Page::Search), QStringLiteral("courtListenerTokenEdit"));
    });
    connect(m_firstRun, &FirstRunPanel::dismissed, this, [this] {
        m_firstRunHidden = true;
        m_settings.setValue(Key::FirstRunDismissed, true);
        refreshConfiguration();
    });
    auto* drop = new DocumentDropTarget(this); // a document dropped on the window gets its citations checked
    connect(drop, &DocumentDropTarget::documentDropped, this,
            [this](const QString& path) { openDocumentCheck()->checkFile(path); });
    connect(drop, &DocumentDropTarget::dropRefused, this,
            [this](const QString& message) { statusBar()->showMessage(message, 10000); });
    connect(m_config, &ConfigController::changed, this, [this] {
        refreshConfiguration();
        // A run's failure ("Could not reach the Ollama server…") no longer holds once the configuration
        // changed so that a model is ready: the status bar stops repeating it.
        if (m_firstRun->modelReady() && !m_runFailureMessage.isEmpty()) {
            if (statusBar()->currentMessage() == m_runFailureMessage)
                statusBar()->clearMessage();
            m_runFailureMessage.clear();
        }
    });
    connect(m_backend, &BackendMonitor::statusChanged, this, &MainWindow::showBackendStatus);
    connect(m_backend, &BackendMonitor::checkStarted, m_backendStatus, [this] { m_backendStatus->setChecking(true); });
    connect(m_backendStatus, &BackendStatusWidget::retryRequested, m_backend, &BackendMonitor::check);
    connect(&m_theme, &ThemeManager::themeChanged, m_answer, &AnswerView::setDark);
    connect(&m_settings, &settings::Settings::changed, this, [this](Key key) {
        if (key == Key::Theme)
            m_theme.apply(m_settings.string(Key::Theme));
    });
    m_answer->setDark(m_theme.isDark());
    m_firstRunHidden = m_settings.value(Key::FirstRunDismissed).toBool();
    retranslate();           // sets every text, then refreshes the configuration panel
    m_config->loadSecrets(); // asynchronous: the panel updates when the keychain answers
    m_backend->check();      // on a worker thread: the status bar says where the library is
}

QList<QAction*> MainWindow::shortcutActions() const
{
    return m_menus->shortcutActions();
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
    m_firstRunHolder = new QWidget(center);
    auto* holderLayout = new QVBoxLayout(m_firstRunHolder);
    holderLayout->setContentsMargins(12, 10, 12, 0);
    // The setup panel scrolls within at most a sixth of the screen's height, so that the timeline
    // below keeps a usable height on a 1366×768 laptop, in every language.
    auto* firstRunScroll = new QScrollArea(m_firstRunHolder);
    firstRunScroll->setObjectName(QStringLiteral("firstRunScroll"));
    firstRunScroll->setWidget(m_firstRun);
    firstRunScroll->setWidgetResizable(true);
    firstRunScroll->setFrameShape(QFrame::NoFrame);
    firstRunScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    firstRunScroll->setMaximumHeight(std::max(110, screen()->availableGeometry().height() / 6));
    holderLayout->addWidget(firstRunScroll);
    m_firstRunHolder->setObjectName(QStringLiteral("firstRunHolder"));
    centerLayout->addWidget(m_firstRunHolder);
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

    setStatusBar(new ElidingStatusBar(this)); // long messages end in "…", whole in the tooltip
    m_backendStatus = new BackendStatusWidget(this);
    m_backendStatus->setStatus(m_backend->status());
    statusBar()->addPermanentWidget(m_backendStatus);
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

void MainWindow::buildSidebar()
{
    // Paths are fixed for this session (a changed data or library folder applies at the next start).
    const settings::AppConfig config = m_config->config();
    const QString libraryFolder = library::LibraryPaths::resolveFolder(config);
    m_sidebar = new QTabWidget(m_mainSplitter);
    m_sidebar->setObjectName(QStringLiteral("sidebar"));
    m_sidebar->setDocumentMode(true);
    m_sidebar->setMinimumWidth(220);
    const store::BackendConfig backends = library::BackendSettings::fromConfig(config);
    m_backend = new BackendMonitor(backends, this);
    m_history = new HistoryPanel(backends, m_sidebar);
    m_library = new LibraryPanel(backends, libraryFolder, m_sidebar);
    m_sidebar->addTab(m_history, QString());
    m_sidebar->addTab(m_library, QString());
    m_loader = new SessionLoader(backends, this);
    m_export = new ExportPrompt(backends, *this);
    m_export->useSettings(m_settings);

    connect(m_history, &HistoryPanel::reopenRequested, this, [this](const QString& id) {
        m_pendingAction = QStringLiteral("reopen");
        m_loader->load(id);
    });
    connect(m_history, &HistoryPanel::runAgainRequested, this, [this](const QString& id) {
        m_pendingAction = QStringLiteral("again");
        m_loader->load(id);
    });
    connect(m_history, &HistoryPanel::exportRequested, this, [this](const QString& id) {
        // The file name offered is the session's title (or question) and day.
        const int row = m_history->model()->rowOf(id);
        const QModelIndex index = m_history->model()->index(row);
        const QString title = index.data(HistoryModel::TitleRole).toString();
        m_export->exportSession(
            id, title.isEmpty() ? index.data(HistoryModel::QuestionRole).toString() : title,
            QDateTime::fromString(index.data(HistoryModel::StartedAtRole).toString(), Qt::ISODateWithMs));
    });
    connect(m_history, &HistoryPanel::errorOccurred, this,
            [this](const QString& message) { statusBar()->showMessage(message, 8000); });
    connect(m_loader, &SessionLoader::loaded, this, [this](const QString&, const model::ResearchState& state) {
        if (m_running)
            return;
        if (m_pendingAction == QLatin1String("again")) {
            m_composer->setQuestion(state.question);
            m_composer->setJurisdiction(state.settings.jurisdiction);
            m_composer->setAsOf(state.settings.asOf);
            m_composer->setMode(state.mode);
            m_composer->setAnswerFormat(state.answerFormat);
            m_composer->setMatter(state.settings.matter);
            m_composer->setForum(state.settings.forum);
            startResearch();
        } else {
            showSession(state);
        }
    });
    connect(m_loader, &SessionLoader::failed, this,
            [this](const QString&, const QString& message) { statusBar()->showMessage(message, 8000); });
    connect(m_export, &ExportPrompt::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 8000); });
    connect(m_library, &LibraryPanel::passageActivated, this,
            [](const QString& path, int page) { SourceDetailView::openDocumentAtPage(path, page); });
    connect(m_library, &LibraryPanel::errorOccurred, this,
            [this](const QString& message) { statusBar()->showMessage(message, 8000); });
}

void MainWindow::showBackendStatus(const BackendStatus& status)
{
    m_backendStatus->setChecking(false);
    m_backendStatus->setStatus(status);
    m_firstRun->setBackendStatus(status);
    if (!status.matters.isEmpty() || status.reachable) {
        m_composer->setMatters(status.matters);
        m_history->setMatters(status.matters);
        m_library->setMatters(status.matters);
    }
    if (status.server)
        m_history->refresh(); // sessions sent meanwhile now come from the server
    refreshConfiguration();
}

void MainWindow::exportCurrent(exporting::ExportFormat format)
{
    if (!m_lastState) {
        statusBar()->showMessage(tr("Nothing to export yet: run a research or open one from history."), 6000);
        return;
    }
    m_export->exportState(m_lastState, format);
}

DocumentCheckDialog* MainWindow::openDocumentCheck()
{
    return m_checks->openDocumentCheck(m_composer->forum(), m_composer->request().options.jurisdiction);
}

void MainWindow::recheckCurrent()
{
    if (!m_lastState || m_lastState->answer.markdown.trimmed().isEmpty()) {
        statusBar()->showMessage(tr("Nothing to re-check: open a saved session with an answer."), 6000);
        return;
    }
    m_checks->recheck(*m_lastState);
}

void MainWindow::showSession(const model::ResearchState& state)
{
    m_lastState = std::make_shared<const model::ResearchState>(state);
    m_menus->setAnswerAvailable(AnswerPrinter::printable(m_lastState));
    m_composer->setQuestion(state.question);
    m_composer->setJurisdiction(state.settings.jurisdiction);
    m_composer->setAsOf(state.settings.asOf);
    m_composer->setMode(state.mode);
    m_composer->setAnswerFormat(state.answerFormat);
    m_composer->setForum(state.settings.forum);
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

void MainWindow::retranslate()
{
    // The platform adds the application's display name ("Legal Research — L-MARS").
    setWindowTitle(tr("Legal Research"));
    m_sidebar->setTabText(m_sidebar->indexOf(m_history), tr("History"));
    m_sidebar->setTabText(m_sidebar->indexOf(m_library), tr("Library"));
    m_menus->retranslate();
    // Texts built from the configuration (first-run panel, composer notices, status bar).
    refreshConfiguration();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
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
    m_timeline->setPrices(config.prices);
    m_firstRun->update(config, store.isPersistent() ? QString() : store.unavailableReason());
    const bool modelReady = m_firstRun->modelReady();
    m_composer->setModelAvailable(modelReady, config.missingLlmConfiguration());
    if (library::LibraryIndexer* indexer = m_library ? m_library->indexer() : nullptr) { // OCR as Settings say
        parse::ParseLimits limits;
        limits.ocrEnabled = config.libraryOcr;
        limits.ocrLanguages = config.libraryOcrLanguages;
        indexer->setParseLimits(limits);
    }
    if (m_library) { // search by meaning and fusion as Settings say; the indexer builds the vectors
        store::LibraryQuery defaults;
        library::BackendSettings::applyDense(config, defaults);
        m_library->setDenseSearch(defaults, library::BackendSettings::vectorOptions(config));
    }
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
    // On the firm server the library is the server's; here it exists once something was indexed.
    m_composer->setSourceAvailable(model::SourceChoice::Local,
                                   !config.serverUrl.isEmpty() ||
                                       QFileInfo::exists(library::LibraryPaths::databasePath(config)),
                                   tr("Your document library is empty: add documents in the Library tab."),
                                   wanted.contains(model::SourceChoice::Local));
    const bool show =
        !modelReady || m_firstRun->serverUnreachable() || (m_firstRun->needsAttention() && !m_firstRunHidden);
    m_firstRunHolder->setVisible(show);
    m_statusRun->setText(modelReady ? tr("Model: %1").arg(config.llm.model) : tr("No model: Evidence-only"));
    updateContinueOffer();
}

void MainWindow::updateContinueOffer()
{
    if (m_running)
        m_reasoning->setCanContinue(false, tr("Research is running: wait for it to end or cancel it."));
    else if (!m_firstRun->modelReady())
        m_reasoning->setCanContinue(false,
                                    tr("No model is configured: choose one in Settings to continue the answer."));
    else
        m_reasoning->setCanContinue(true);
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
    auto* dialog = new ShortcutsDialog(m_menus->shortcutActions(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
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
    m_menus->setAnswerAvailable(false);
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
    m_composer->rememberForum(); // the court of this run is the matter's from now on
    research::ResearchRequest run;
    run.question = request.question;
    run.options = request.options;
    run.sources = request.sources;
    run.options.matter = request.matter;
    run.config = m_config->config();
    run.options.verify = run.config.verify; // the Settings switch (LMARS_VERIFY)
    if (!m_worker->start(run))
        return;
    m_running = true;
    m_defaults->setRunning(true);
    m_runListed = false;
    m_cancelLatencyMs = -1;
    m_lastSourceCount = -1;
    m_composer->setRunning(true);
    m_runAction->setEnabled(false);
    m_cancelAction->setEnabled(true);
    updateContinueOffer();
    m_timeline->runStarted(run.options.mode);
    m_reasoning->clear();
    m_sources->clear();
    m_answer->startAnswer(request.question);
    statusBar()->showMessage(tr("Researching…"));
}

void MainWindow::continueAnswer()
{
    if (m_running || !m_lastState)
        return;
    if (!m_worker->continueAnswer(*m_lastState, m_config->config()))
        return;
    m_running = true;
    m_continuing = true;
    m_cancelLatencyMs = -1;
    m_composer->setRunning(true);
    m_runAction->setEnabled(false);
    m_cancelAction->setEnabled(true);
    updateContinueOffer();
    m_answer->resumeAnswer(*m_lastState);
    statusBar()->showMessage(tr("Continuing the answer…"));
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
    // The session is in the archive from its first event (written before the event reached this
    // thread): History lists the running session at once.
    if (!std::exchange(m_runListed, true)) {
        m_history->refresh();
        m_history->selectSession(state->id);
    }
    m_timeline->handleEvent(event, state);
    if (state->sources.size() != m_lastSourceCount || event.type == model::ResearchEvent::Type::PageFetched) {
        m_lastSourceCount = int(state->sources.size());
        m_sources->setState(*state);
        m_answer->setSources(state->sources);
    }
    // Checks complete while the answer streams and after: its badges and the sources' statuses follow them.
    if (event.type == model::ResearchEvent::Type::Verification) {
        m_sources->setState(*state);
        if (state->activeStage == model::Stage::Summary)
            m_answer->setLiveVerification(state->verification);
        else if (state->stageRan(model::Stage::Summary))
            m_answer->showState(*state);
    }
}

void MainWindow::onFinished(const research::StateSnapshot& state, const QString& error)
{
    const SlowHandlerProbe probe("finished");
    const bool continued = std::exchange(m_continuing, false);
    m_running = false;
    if (m_cancelClock.isValid()) {
        m_cancelLatencyMs = m_cancelClock.elapsed();
        m_cancelClock.invalidate();
    }
    m_lastState = state;
    m_menus->setAnswerAvailable(AnswerPrinter::printable(m_lastState));
    m_history->refresh();
    if (m_backend->status().server)
        m_backend->check(); // the session may wait for the server: count it
    m_history->selectSession(state->id);
    m_timeline->runFinished(state, error);
    m_reasoning->showState(*state);
    m_sources->setState(*state);
    // Every ending replaces the "Researching: …" page: the answer, or how the run ended and why.
    m_answer->showState(*state, continued ? QString() : error);
    m_composer->setRunning(false);
    m_defaults->setRunning(false);
    m_runAction->setEnabled(true);
    m_cancelAction->setEnabled(false);
    updateContinueOffer();
    const RunEndMessage message = RunEndMessage::of(*state, continued, error, m_cancelLatencyMs);
    if (message.failure)
        m_runFailureMessage = message.text;
    statusBar()->showMessage(message.text, message.timeoutMs);
}

} // namespace lmars::ui
