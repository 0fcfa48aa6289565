// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lmars::settings {
struct AppConfig;
} // namespace lmars::settings

namespace lmars::library {

/**
 * Where the library lives, from the resolved configuration. Folder: the --library option, else
 * AppConfig::libraryFolder (LMARS_LIBRARY_DIR or the "library/folder" setting), else <data dir>/library
 * when the data dir is not the default one (a library made before that rule, whose database is there
 * and whose files are in the default folder, keeps the default folder), else <AppDataLocation>/library.
 * Database: <data dir>/library.sqlite, where the data dir is the one that also holds sessions.sqlite.
 */
class LibraryPaths final
{
public:
    static QString defaultFolder();
    /// The library folder as an absolute path.
    static QString resolveFolder(const settings::AppConfig& config, const QString& commandLineOverride = {});
    static QString databasePath(const settings::AppConfig& config);
};

} // namespace lmars::library
