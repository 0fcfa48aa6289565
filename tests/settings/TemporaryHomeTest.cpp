// SPDX-License-Identifier: GPL-3.0-or-later
// Tests never write into the real home directory: every test executable runs with its own
// temporary HOME and XDG folders (tests/support/TemporaryHome), so the default data folder of
// AppConfig (session database, citation cache), QSettings, QStandardPaths in test mode and child
// processes all land in it.
#include "TemporaryHome.h"
#include "settings/AppConfig.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

#include <pwd.h>
#include <unistd.h>

using lmars::settings::AppConfig;
using lmars::test::TemporaryHome;

namespace {

/// Whether path is folder or inside it.
bool isInside(const QString& path, const QString& folder)
{
    const QString clean = QDir::cleanPath(path);
    const QString root = QDir::cleanPath(folder);
    return clean == root || clean.startsWith(root + QLatin1Char('/'));
}

} // namespace

class TemporaryHomeTest : public QObject
{
    Q_OBJECT

private:
    QString m_home;

private Q_SLOTS:
    void initTestCase()
    {
        m_home = TemporaryHome::instance().path();
        QVERIFY(!m_home.isEmpty());
        QVERIFY(QDir(m_home).exists());
    }

    void homeIsTheProcessesOwn()
    {
        QCOMPARE(QDir::homePath(), m_home);
        QVERIFY(isInside(m_home, QDir::tempPath()));
        const QString started = TemporaryHome::instance().originalHome();
        if (!started.isEmpty())
            QVERIFY(QDir::cleanPath(started) != QDir::cleanPath(m_home));
        if (const passwd* account = ::getpwuid(::getuid()); account && account->pw_dir)
            QVERIFY(QDir::cleanPath(QString::fromLocal8Bit(account->pw_dir)) != QDir::cleanPath(m_home));
    }

    void defaultDataFolderIsInsideIt()
    {
        const AppConfig config = AppConfig::load({}, {});
        QVERIFY2(isInside(config.dataDir, m_home), qPrintable(config.dataDir));
        QVERIFY2(isInside(config.sessionDatabasePath(), m_home), qPrintable(config.sessionDatabasePath()));
    }

    void standardPathsAreInsideIt()
    {
        for (const auto location : {QStandardPaths::AppDataLocation, QStandardPaths::AppConfigLocation,
                                    QStandardPaths::CacheLocation, QStandardPaths::DocumentsLocation}) {
            const QString path = QStandardPaths::writableLocation(location);
            QVERIFY2(isInside(path, m_home), qPrintable(path));
        }
        QStandardPaths::setTestModeEnabled(true); // ~/.qttest/...: also inside
        const QString testMode = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QStandardPaths::setTestModeEnabled(false);
        QVERIFY2(isInside(testMode, m_home), qPrintable(testMode));
    }

    void childProcessesInheritIt()
    {
        QProcess shell;
        shell.start(QStringLiteral("/bin/sh"),
                    {QStringLiteral("-c"), QStringLiteral("printf '%s\\n%s' \"$HOME\" \"$XDG_DATA_HOME\"")});
        QVERIFY(shell.waitForFinished(10000));
        const QStringList lines = QString::fromLocal8Bit(shell.readAllStandardOutput()).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(0), m_home);
        QVERIFY2(isInside(lines.at(1), m_home), qPrintable(lines.at(1)));
    }
};

QTEST_GUILESS_MAIN(TemporaryHomeTest)
#include "TemporaryHomeTest.moc"
