// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/Settings.h"

#include <QList>
#include <QObject>

class QFormLayout;
class QLabel;
class QWidget;

namespace lmars::ui {

class ConfigController;

/**
 * Says under each field of the settings dialog where the value in use comes from: the environment
 * or the .env file (which win over the field: the variable is named, a secret's value never shown),
 * the settings file, the system keychain (or memory for this session only) or the default (with the
 * value it resolves to). Each note is a muted label named after its field ("<field>Source").
 */
class SettingSources final : public QObject
{
    Q_OBJECT

public:
    enum class Origin
    {
        Environment, ///< the process environment
        DotEnv,      ///< the .env file
        SettingsFile,
        Keychain,    ///< the system keychain
        SessionOnly, ///< memory, for this session only (no keychain)
        Default,     ///< nothing sets it
    };

    explicit SettingSources(ConfigController& config, QObject* parent = nullptr);

    /// Adds a note under field (a row of form) for the setting key.
    void add(QFormLayout* form, QWidget* field, settings::Settings::Key key);
    /// Writes every note again (after a language change or a change of the configuration).
    void refresh();

    /// Where the value of key comes from now.
    Origin origin(settings::Settings::Key key) const;
    /// The note's text for key.
    QString describe(settings::Settings::Key key) const;

private:
    /// What the key resolves to when nothing sets it (the provider's model and base URL included).
    QString defaultText(settings::Settings::Key key) const;

    ConfigController& m_config;
    QList<QPair<QLabel*, settings::Settings::Key>> m_notes;
};

} // namespace lmars::ui
