// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <memory>

class QSettings;

namespace lmars::ui {

/**
 * The forum court last used in each matter ("No matter" included), so that a matter's research is
 * classified for its own court the next time (issue 27, point 2). Kept in the application's
 * settings file under "forumByMatter", one key per matter (percent-encoded, so any name is a key).
 */
class MatterForums final
{
public:
    /// settingsFile: the settings file (settings::Settings::fileName()); an .ini file is read as INI,
    /// anything else in the platform's native format.
    explicit MatterForums(const QString& settingsFile);
    ~MatterForums();
    MatterForums(const MatterForums&) = delete;
    MatterForums& operator=(const MatterForums&) = delete;

    /// The court (courts-db id) last used in `matter` ("" is "No matter"); empty when none.
    QString forum(const QString& matter) const;
    /// Remembers `court` for `matter`; an empty court forgets it.
    void setForum(const QString& matter, const QString& court);

private:
    static QString key(const QString& matter);

    std::unique_ptr<QSettings> m_settings;
};

} // namespace lmars::ui
