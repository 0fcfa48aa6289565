// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>
#include <QSize>

class QMainWindow;
class QSplitter;

namespace lmars::settings {
class Settings;
}

namespace lmars::ui {

/**
 * The main window's size, position and splitter proportions: restored from the settings, saved
 * back, and on a first start chosen to fit the screen the window opens on (a 1366×768 laptop as
 * well as a large monitor).
 */
class WindowLayout final
{
public:
    /// mainSplitter: sidebar | centre | sources; centerSplitter: timeline | answer.
    WindowLayout(QMainWindow& window, QSplitter& mainSplitter, QSplitter& centerSplitter, settings::Settings& settings);

    /// Restores the saved geometry, state and splitters; without them, fits the window to its screen.
    void restore();
    void save();

    /// Where a first start puts the window: the preferred size, made smaller to leave room for the
    /// window frame within the available area (never below minimum unless the screen is smaller),
    /// centred in it.
    static QRect firstGeometry(const QRect& available, const QSize& minimum);
    /// The size the window would like on a screen with room to spare.
    static QSize preferredSize() { return {1360, 860}; }

private:
    /// Splitter proportions for a window this wide: sidebar, centre (2:3 timeline:answer), sources.
    void applyFirstProportions();

    QMainWindow& m_window;
    QSplitter& m_mainSplitter;
    QSplitter& m_centerSplitter;
    settings::Settings& m_settings;
};

} // namespace lmars::ui
