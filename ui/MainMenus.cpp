// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainMenus.h"

#include "ComposerWidget.h"
#include "MainWindow.h"
#include "SourcesPanel.h"
#include "ThemeManager.h"
#include "TimelineView.h"
#include "export/AnswerPrinter.h"
#include "history/HistoryPanel.h"
#include "library/LibraryPanel.h"
#include "settings/Settings.h"
#include "web/AnswerView.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>

#include <tuple>

namespace lmars::ui {

using Key = settings::Settings::Key;

MainMenus::MainMenus(MainWindow& window, QTabWidget& sidebar, settings::Settings& settings, ThemeManager& theme)
    : QObject(&window), m_window(window), m_sidebar(&sidebar), m_settings(settings), m_theme(theme)
{
    build();
}

QAction* MainMenus::addShortcutAction(const QList<QKeySequence>& keys, const QString& name)
{
    auto* action = new QAction(&m_window);
    action->setObjectName(name);
    action->setShortcuts(keys);
    action->setShortcutContext(Qt::WindowShortcut);
    m_window.addAction(action);
    m_shortcutActions << action;
    return action;
}

void MainMenus::build()
{
    m_fileMenu = m_window.menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("menuFile"));
    QAction* newResearch = addShortcutAction({QKeySequence::New}, QStringLiteral("actionNew"));
    connect(newResearch, &QAction::triggered, &m_window, &MainWindow::newResearch);
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
         QStringLiteral("actionExportJson")},
        {exporting::ExportFormat::Docx, QKeySequence(), QStringLiteral("actionExportDocx")},
        {exporting::ExportFormat::CslJson, QKeySequence(), QStringLiteral("actionExportCslJson")},
        {exporting::ExportFormat::Ris, QKeySequence(), QStringLiteral("actionExportRis")}};
    for (const auto& [format, key, name] : exports) {
        QAction* a = addShortcutAction(key.isEmpty() ? QList<QKeySequence>() : QList<QKeySequence>{key}, name);
        const exporting::ExportFormat f = format;
        if (f == exporting::ExportFormat::CslJson)
            m_exportMenu->addSeparator(); // the sources alone, for citation managers
        connect(a, &QAction::triggered, this, [this, f] { m_window.exportCurrent(f); });
        m_exportMenu->addAction(a);
    }
    m_printer = new AnswerPrinter(m_window);
    m_printAction = addShortcutAction({QKeySequence::Print}, QStringLiteral("actionPrint"));
    connect(m_printAction, &QAction::triggered, this, [this] { m_printer->print(m_window.lastState()); });
    m_printPreviewAction = addShortcutAction({}, QStringLiteral("actionPrintPreview"));
    connect(m_printPreviewAction, &QAction::triggered, this, [this] { m_printer->preview(m_window.lastState()); });
    m_fileMenu->addActions({m_printAction, m_printPreviewAction});
    setAnswerAvailable(false);
    QAction* checkDocument =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K)}, QStringLiteral("actionCheckDocument"));
    connect(checkDocument, &QAction::triggered, &m_window, &MainWindow::openDocumentCheck);
    m_fileMenu->addAction(checkDocument);
    QAction* recheck = addShortcutAction({}, QStringLiteral("actionRecheck"));
    connect(recheck, &QAction::triggered, &m_window, &MainWindow::recheckCurrent);
    m_fileMenu->addAction(recheck);
    m_fileMenu->addSeparator();
    QAction* settingsAction =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_Comma)}, QStringLiteral("actionSettings"));
    settingsAction->setMenuRole(QAction::PreferencesRole);
    connect(settingsAction, &QAction::triggered, this, [this] { m_window.openSettings(); });
    m_fileMenu->addAction(settingsAction);
    m_fileMenu->addSeparator();
    QAction* quit = addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_Q)}, QStringLiteral("actionQuit"));
    connect(quit, &QAction::triggered, &m_window, &QWidget::close);
    m_fileMenu->addAction(quit);

    m_researchMenu = m_window.menuBar()->addMenu(QString());
    m_researchMenu->setObjectName(QStringLiteral("menuResearch"));
    m_runAction = addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)},
                                    QStringLiteral("actionRun"));
    connect(m_runAction, &QAction::triggered, &m_window, &MainWindow::startResearch);
    m_cancelAction = addShortcutAction({QKeySequence(Qt::Key_Escape)}, QStringLiteral("actionCancel"));
    m_cancelAction->setEnabled(false);
    connect(m_cancelAction, &QAction::triggered, &m_window, &MainWindow::cancelResearch);
    QAction* focus = addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_L)}, QStringLiteral("actionFocusQuestion"));
    connect(focus, &QAction::triggered, m_window.composer(), &ComposerWidget::focusQuestion);
    m_researchMenu->addActions({m_runAction, m_cancelAction, focus});
    m_researchMenu->addSeparator();
    const QList<model::ResearchMode> modes{model::ResearchMode::Simple, model::ResearchMode::MultiTurn,
                                           model::ResearchMode::Evidence};
    for (int i = 0; i < modes.size(); ++i) {
        const model::ResearchMode mode = modes.at(i);
        QAction* a = addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i))},
                                       QStringLiteral("actionMode_%1").arg(model::modeName(mode)));
        connect(a, &QAction::triggered, this, [this, mode] { m_window.composer()->setMode(mode); });
        m_researchMenu->addAction(a);
    }

    m_viewMenu = m_window.menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("menuView"));
    QAction* toggleSources =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_J)}, QStringLiteral("actionToggleSources"));
    toggleSources->setCheckable(true);
    toggleSources->setChecked(true);
    connect(toggleSources, &QAction::toggled, m_window.sourcesPanel(), &QWidget::setVisible);
    QAction* toggleTimeline =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::Key_T)}, QStringLiteral("actionToggleTimeline"));
    toggleTimeline->setCheckable(true);
    toggleTimeline->setChecked(true);
    connect(toggleTimeline, &QAction::toggled, m_window.timeline(), &QWidget::setVisible);
    QAction* focusSources =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}, QStringLiteral("actionFocusSources"));
    connect(focusSources, &QAction::triggered, this, [this] {
        m_window.sourcesPanel()->setVisible(true);
        m_window.sourcesPanel()->setFocus(Qt::ShortcutFocusReason);
        if (QWidget* list = m_window.sourcesPanel()->findChild<QWidget*>(QStringLiteral("sourceList")))
            list->setFocus(Qt::ShortcutFocusReason);
    });
    QAction* focusAnswer =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)}, QStringLiteral("actionFocusAnswer"));
    connect(focusAnswer, &QAction::triggered, this,
            [this] { m_window.answerView()->setFocus(Qt::ShortcutFocusReason); });
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
        m_sidebar->setCurrentWidget(m_window.historyPanel());
        m_window.historyPanel()->setFocus(Qt::ShortcutFocusReason);
    });
    QAction* goLibrary =
        addShortcutAction({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)}, QStringLiteral("actionGoLibrary"));
    connect(goLibrary, &QAction::triggered, this, [this, toggleSidebar] {
        toggleSidebar->setChecked(true);
        m_sidebar->setCurrentWidget(m_window.libraryPanel());
        m_window.libraryPanel()->setFocus(Qt::ShortcutFocusReason);
    });
    m_viewMenu->addActions({toggleSidebar, toggleSources, toggleTimeline});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({goHistory, goLibrary});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({focusSources, focusAnswer});
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(dark);

    m_helpMenu = m_window.menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("menuHelp"));
    QAction* shortcuts = addShortcutAction({QKeySequence(Qt::Key_F1), QKeySequence(Qt::CTRL | Qt::Key_Slash)},
                                           QStringLiteral("actionShortcuts"));
    connect(shortcuts, &QAction::triggered, &m_window, &MainWindow::showShortcuts);
    m_helpMenu->addAction(shortcuts);
    m_aboutAction = new QAction(&m_window);
    m_aboutAction->setObjectName(QStringLiteral("actionAbout"));
    connect(m_aboutAction, &QAction::triggered, this, &MainMenus::showAbout);
    m_helpMenu->addAction(m_aboutAction);
}

void MainMenus::setAnswerAvailable(bool available)
{
    m_printAction->setEnabled(available);
    m_printPreviewAction->setEnabled(available);
}

void MainMenus::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_exportMenu->setTitle(tr("&Export"));
    m_researchMenu->setTitle(tr("&Research"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    const QList<QPair<QString, QString>> texts{
        {QStringLiteral("actionNew"), tr("&New research")},
        {QStringLiteral("actionExportPdf"), tr("Export as &PDF…")},
        {QStringLiteral("actionExportHtml"), tr("Export as &HTML…")},
        {QStringLiteral("actionExportMarkdown"), tr("Export as &Markdown…")},
        {QStringLiteral("actionExportJson"), tr("Export as &JSON trajectory…")},
        {QStringLiteral("actionExportDocx"), tr("Export as &Word document…")},
        {QStringLiteral("actionExportCslJson"), tr("Export sources as &CSL-JSON…")},
        {QStringLiteral("actionExportRis"), tr("Export sources as &RIS…")},
        {QStringLiteral("actionPrint"), tr("&Print…")},
        {QStringLiteral("actionPrintPreview"), tr("Print Pre&view…")},
        {QStringLiteral("actionCheckDocument"), tr("Check &citations in a document…")},
        {QStringLiteral("actionRecheck"), tr("&Re-check citations of this answer")},
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
    m_aboutAction->setText(tr("&About L-MARS"));
}

void MainMenus::showAbout()
{
    QMessageBox::about(&m_window, tr("About L-MARS"),
                       tr("<h3>L-MARS Desktop %1</h3><p>Multi-agent legal research with answers you can check: every "
                          "claim points to a numbered source.</p><p>L-MARS gives legal information, not legal "
                          "advice.</p><p>Licensed under the GNU GPL, version 3 or later.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace lmars::ui
