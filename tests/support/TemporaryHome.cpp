// SPDX-License-Identifier: GPL-3.0-or-later
#include "TemporaryHome.h"

#include <QDir>
#include <QFile>

#include <cstdio>
#include <cstdlib>

namespace lmars::test {

namespace {

/// Sets an environment variable to a folder, creating it.
void pointAt(const char* variable, const QString& folder)
{
    QDir().mkpath(folder);
    qputenv(variable, QFile::encodeName(folder));
}

} // namespace

TemporaryHome::TemporaryHome()
    : m_originalHome(qEnvironmentVariable("HOME")), m_dir(QDir::tempPath() + QStringLiteral("/lmars-test-home-XXXXXX"))
{
    if (!m_dir.isValid()) {
        // Without it a test would write into the real home: refuse to run instead.
        std::fprintf(stderr, "cannot create a temporary home directory in %s: %s\n", qPrintable(QDir::tempPath()),
                     qPrintable(m_dir.errorString()));
        std::exit(2);
    }
    const QDir home(m_dir.path());
    pointAt("HOME", home.path());
    pointAt("XDG_CONFIG_HOME", home.filePath(QStringLiteral(".config")));
    pointAt("XDG_DATA_HOME", home.filePath(QStringLiteral(".local/share")));
    pointAt("XDG_STATE_HOME", home.filePath(QStringLiteral(".local/state")));
    pointAt("XDG_CACHE_HOME", home.filePath(QStringLiteral(".cache")));
}

const TemporaryHome& TemporaryHome::instance()
{
    static const TemporaryHome home;
    return home;
}

namespace {
// Made while the executable is loaded, before main() and before any QStandardPaths or QSettings call.
[[maybe_unused]] const TemporaryHome& kProcessHome = TemporaryHome::instance();
} // namespace

} // namespace lmars::test
