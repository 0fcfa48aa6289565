// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/SettingDescriptor.h"

#include <QList>
#include <QStringList>

namespace lmars::settings {

/**
 * The one table of configuration values: every Settings::Key has exactly one descriptor. The
 * README's table of environment variables lists the descriptors that have a variable, in this
 * order (tests/settings/ReadmeEnvironmentTest compares the two).
 */
class SettingsTable final
{
public:
    /// Every setting, in the README's order (settings of the GUI alone last).
    static const QList<SettingDescriptor>& all();
    /// The descriptor of key.
    static const SettingDescriptor& descriptor(Settings::Key key);
    /// The environment variable of key; empty for a setting of the GUI alone.
    static QString variable(Settings::Key key);
    /// The variables of the secrets the SecretStore keeps (the keys the settings dialog edits).
    static QStringList secretStoreNames();
};

} // namespace lmars::settings
