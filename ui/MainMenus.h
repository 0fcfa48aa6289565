// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QObject>

class QAction;
class QKeySequence;
class QMenu;
class QTabWidget;

namespace lmars::settings {
class Settings;
}

namespace lmars::ui {

class AnswerPrinter;
class MainWindow;
class ThemeManager;

/**
 * The main window's menu bar and keyboard shortcuts: File (new research, export, print and print preview,
 * settings, quit),
 * Research (run, cancel, focus the question, modes), View (panels, focus, theme) and Help. Every
 * action is added to the window, so its shortcut works with the menu closed; the shortcuts dialog
 * lists shortcutActions(). The actions call the window's public slots and panels.
 */
class MainMenus final : public QObject
{
    Q_OBJECT

public:
    /// Builds the menus into window's menu bar; sidebar is the history and library tabs.
    MainMenus(MainWindow& window, QTabWidget& sidebar, settings::Settings& settings, ThemeManager& theme);

    QAction* runAction() const { return m_runAction; }
    QAction* cancelAction() const { return m_cancelAction; }
    QList<QAction*> shortcutActions() const { return m_shortcutActions; }

    QAction* printAction() const { return m_printAction; }
    QAction* printPreviewAction() const { return m_printPreviewAction; }
    /// Print and Print Preview are enabled while the window shows an answer (AnswerPrinter::printable).
    void setAnswerAvailable(bool available);

    /// Sets every menu title and action text in the current language.
    void retranslate();

private:
    void build();
    void showAbout();
    /// An action with shortcuts and no text yet (retranslate() names it by its objectName).
    QAction* addShortcutAction(const QList<QKeySequence>& keys, const QString& name);

    MainWindow& m_window;
    QTabWidget* m_sidebar = nullptr;
    settings::Settings& m_settings;
    ThemeManager& m_theme;
    QAction* m_runAction = nullptr;
    QAction* m_cancelAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_printAction = nullptr;
    QAction* m_printPreviewAction = nullptr;
    AnswerPrinter* m_printer = nullptr;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_exportMenu = nullptr;
    QMenu* m_researchMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QList<QAction*> m_shortcutActions;
};

} // namespace lmars::ui
