// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/Settings.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QVariant>

#include <functional>

namespace lmars::ui {

class ComposerWidget;

/**
 * The research defaults of Settings (mode, answer format, iterations, pages to read, sources) in the
 * composer: all of them when the window opens, then each one the moment it really changes in Settings
 * (Settings → OK writes every field: one written again unchanged leaves the user's choice alone).
 * While a research runs the change waits for its end (setRunning(false)).
 */
class ComposerDefaults final : public QObject
{
    Q_OBJECT

public:
    /// sourcesChanged: called after the default sources were applied (the window then switches off
    /// the sources that cannot run).
    ComposerDefaults(settings::Settings& settings, ComposerWidget& composer, std::function<void()> sourcesChanged,
                     QObject* parent = nullptr);

    /// Applies every default (the window's start).
    void applyAll();
    /// Applies pending changes when a run ends; holds new ones while it runs.
    void setRunning(bool running);

private:
    void apply(settings::Settings::Key key);

    settings::Settings& m_settings;
    ComposerWidget& m_composer;
    std::function<void()> m_sourcesChanged;
    QMap<settings::Settings::Key, QVariant> m_applied; ///< the values last applied, by key
    QList<settings::Settings::Key> m_pending;          ///< changed while a run was going on
    bool m_running = false;
};

} // namespace lmars::ui
