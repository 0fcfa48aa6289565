// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/Settings.h"

#include <QString>
#include <QVariant>

namespace lmars::settings {

/// The front ends that read a setting.
enum class FrontEnds
{
    Gui, ///< the desktop application only (window layout, theme, research defaults)
    Cli, ///< lmars-cli only
    Both ///< both, through AppConfig
};

/// Where a setting's value is kept, besides the environment and .env.
enum class SettingStorage
{
    SettingsFile, ///< QSettings, under SettingDescriptor::settingsName
    SecretStore,  ///< the OS keychain (SecretStore), under the variable's name; never the settings file
    Environment   ///< nowhere: the environment and .env only
};

/**
 * One configuration value, described once (SettingsTable): the Settings key names and defaults,
 * Settings::configValues(), AppConfig's resolution, the SecretStore's names and the README's table
 * of environment variables all come from these descriptors.
 */
struct SettingDescriptor
{
    Settings::Key key = Settings::Key::LlmProvider;
    QString settingsName; ///< the name in the settings file ("llm/model"); empty when not kept there
    QString variable;     ///< the environment variable ("LMARS_LLM_MODEL"); empty for settings of the GUI alone
    /// The value when nothing sets it; an empty string when it depends on other values (defaultNote says how).
    QVariant defaultValue;
    QString description; ///< one line of English: the README's "meaning" column
    QString defaultNote; ///< the README's "default" column when it is not just defaultValue
    SettingStorage storage = SettingStorage::SettingsFile;
    bool secret = false; ///< never written to the settings file, logs or exports
    FrontEnds frontEnds = FrontEnds::Both;

    bool hasVariable() const { return !variable.isEmpty(); }
    bool inSettingsFile() const { return storage == SettingStorage::SettingsFile; }

    /// The README's "default" column: defaultNote, else `defaultValue` in backticks, else "—".
    QString documentedDefault() const
    {
        if (!defaultNote.isEmpty())
            return defaultNote;
        const QString value = defaultValue.toString();
        return value.isEmpty() ? QStringLiteral("—") : QLatin1Char('`') + value + QLatin1Char('`');
    }
};

} // namespace lmars::settings
