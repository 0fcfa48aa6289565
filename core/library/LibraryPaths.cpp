// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryPaths.h"

#include "settings/AppConfig.h"

#include <QDir>
#include <QFileInfo>
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
    // A data folder of the user's choice (LMARS_DATA_DIR, --data-dir) holds the library folder too,
    // unless a library made before that rule (its database there, its files in the default folder) is in use.
    const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (config.dataDir.isEmpty() || QDir(config.dataDir) == QDir(appData))
        return defaultFolder();
    const QString beside = QDir(QDir(config.dataDir).absolutePath()).filePath(QStringLiteral("library"));
    const bool olderLayout =
        !QFileInfo::exists(beside) && QFileInfo::exists(databasePath(config)) && QFileInfo(defaultFolder()).isDir();
    return olderLayout ? defaultFolder() : beside;
}

QString LibraryPaths::databasePath(const settings::AppConfig& config)
{
    return QDir(config.dataDir).filePath(QStringLiteral("library.sqlite"));
}

} // namespace lmars::library
