// SPDX-License-Identifier: GPL-3.0-or-later
#include "WindowLayout.h"

#include "settings/Settings.h"

#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSplitter>
#include <QTimer>

#include <algorithm>

namespace lmars::ui {

namespace {

using Key = settings::Settings::Key;

/// Room left for the window manager's frame and title bar around a first-start window.
const QSize kFrameAllowance(16, 48);

} // namespace

WindowLayout::WindowLayout(QMainWindow& window, QSplitter& mainSplitter, QSplitter& centerSplitter,
                           settings::Settings& settings)
    : m_window(window), m_mainSplitter(mainSplitter), m_centerSplitter(centerSplitter), m_settings(settings)
{}

QRect WindowLayout::firstGeometry(const QRect& available, const QSize& minimum)
{
    QSize size = preferredSize().boundedTo(available.size() - kFrameAllowance);
    size = size.expandedTo(minimum).boundedTo(available.size());
    QRect rect(QPoint(0, 0), size);
    rect.moveCenter(available.center());
    return rect;
}

void WindowLayout::restore()
{
    const QByteArray geometry = m_settings.value(Key::WindowGeometry).toByteArray();
    if (geometry.isEmpty() || !m_window.restoreGeometry(geometry)) {
        const QScreen* screen = m_window.screen() ? m_window.screen() : QGuiApplication::primaryScreen();
        if (screen)
            m_window.setGeometry(firstGeometry(screen->availableGeometry(), m_window.minimumSizeHint()));
        else
            m_window.resize(preferredSize());
    }
    const QByteArray state = m_settings.value(Key::WindowState).toByteArray();
    if (!state.isEmpty())
        m_window.restoreState(state);
    const QByteArray main = m_settings.value(Key::MainSplitter).toByteArray();
    const QByteArray center = m_settings.value(Key::CenterSplitter).toByteArray();
    const bool restored = !main.isEmpty() && m_mainSplitter.restoreState(main) && !center.isEmpty() &&
                          m_centerSplitter.restoreState(center);
    if (!restored) {
        // First start: proportions of the real window, once it has its size.
        QTimer::singleShot(0, &m_window, [this] { applyFirstProportions(); });
    }
}

void WindowLayout::applyFirstProportions()
{
    const int w = m_mainSplitter.width() > 0 ? m_mainSplitter.width() : m_window.width();
    const int sidebar = 240;
    const int sources = std::clamp(w / 4, 320, 440);
    const int centerWidth = std::max(w - sidebar - sources, 1);
    m_mainSplitter.setSizes({sidebar, centerWidth, sources});
    m_centerSplitter.setSizes({centerWidth * 2 / 5, centerWidth - centerWidth * 2 / 5});
}

void WindowLayout::save()
{
    m_settings.setValue(Key::WindowGeometry, m_window.saveGeometry());
    m_settings.setValue(Key::WindowState, m_window.saveState());
    m_settings.setValue(Key::MainSplitter, m_mainSplitter.saveState());
    m_settings.setValue(Key::CenterSplitter, m_centerSplitter.saveState());
    m_settings.sync();
}

} // namespace lmars::ui
