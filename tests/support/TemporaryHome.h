// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTemporaryDir>

namespace lmars::test {

/**
 * Every test process's own home directory. Linked into each test executable (lmars_add_test), it
 * is set up before main(): HOME and XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME, XDG_STATE_HOME
 * point into a fresh temporary directory, removed when the process ends. So nothing a test does
 * (AppConfig's default data folder, the citation cache and session database in it, QSettings,
 * QStandardPaths in test mode, which uses ~/.qttest, or an lmars-cli child process) reaches the
 * real home directory, and tests running side by side do not share one data folder.
 */
class TemporaryHome
{
public:
    /// The process's temporary home (the instance is made before main()).
    static const TemporaryHome& instance();

    /// The temporary home directory: HOME while the test runs.
    QString path() const { return m_dir.path(); }
    /// HOME as the process was started with (empty when it was unset).
    QString originalHome() const { return m_originalHome; }

    TemporaryHome(const TemporaryHome&) = delete;
    TemporaryHome& operator=(const TemporaryHome&) = delete;

private:
    TemporaryHome();

    QString m_originalHome;
    QTemporaryDir m_dir;
};

} // namespace lmars::test
