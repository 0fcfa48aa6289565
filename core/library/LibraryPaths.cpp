// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryPaths.h"

#include "settings/AppConfig.h"

#include <QDir>
#include <QStandardPaths>

namespace lmars::library {

QString LibraryPaths::defaultFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("library"));
}

QString LibraryPaths::resolveFolder(const settings::AppConfig& config, const QString& commandLineOverride)
{
    if (!commandLineOverride.isEmpty())
        return QDir(commandLineOverride).absolutePath();
    if (!config.libraryFolder.isEmpty())
        return QDir(config.libraryFolder).absolutePath();
    return defaultFolder();
}

QString LibraryPaths::databasePath(const settings::AppConfig& config)
{
    return QDir(config.dataDir).filePath(QStringLiteral("library.sqlite"));
}

} // namespace lmars::library
