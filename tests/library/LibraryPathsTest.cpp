// SPDX-License-Identifier: GPL-3.0-or-later
// Where the library lives: from the resolved configuration only (never QSettings or the process environment directly).
#include "library/LibraryPaths.h"
#include "library/BackendSettings.h"
#include "settings/AppConfig.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using lmars::library::LibraryPaths;
using lmars::settings::AppConfig;

class LibraryPathsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void folderFromOptionThenConfigurationThenDefault()
    {
        const QString variable = QStringLiteral("LMARS_LIBRARY_DIR");
        // Only what AppConfig resolved counts: the process environment is AppConfig's business.
        qputenv("LMARS_LIBRARY_DIR", "/from/the/process");
        const AppConfig nothing = AppConfig::resolve({}, {}, {}, {});
        qunsetenv("LMARS_LIBRARY_DIR");
        QCOMPARE(LibraryPaths::resolveFolder(nothing), LibraryPaths::defaultFolder());
        QVERIFY(LibraryPaths::defaultFolder().endsWith(QLatin1String("/library")));

        const AppConfig fromSettings = AppConfig::resolve({{variable, QStringLiteral("/from/settings")}}, {}, {}, {});
        QCOMPARE(LibraryPaths::resolveFolder(fromSettings), QStringLiteral("/from/settings"));
        const AppConfig fromEnvironment = AppConfig::resolve({{variable, QStringLiteral("/from/settings")}}, {},
                                                             {{variable, QStringLiteral("relative/lib")}}, {});
        QCOMPARE(LibraryPaths::resolveFolder(fromEnvironment), QDir(QStringLiteral("relative/lib")).absolutePath());
        QCOMPARE(LibraryPaths::resolveFolder(fromEnvironment, QStringLiteral("/from/option")),
                 QStringLiteral("/from/option"));
    }

    void aChosenDataFolderHoldsTheLibraryFolder()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString data = dir.filePath(QStringLiteral("data"));
        const AppConfig config = AppConfig::resolve({}, {}, {{QStringLiteral("LMARS_DATA_DIR"), data}}, {});
        QCOMPARE(LibraryPaths::resolveFolder(config), QDir(data).filePath(QStringLiteral("library")));
        // LMARS_LIBRARY_DIR still wins over it.
        const AppConfig both = AppConfig::resolve(
            {}, {},
            {{QStringLiteral("LMARS_DATA_DIR"), data}, {QStringLiteral("LMARS_LIBRARY_DIR"), QStringLiteral("/lib")}},
            {});
        QCOMPARE(LibraryPaths::resolveFolder(both), QStringLiteral("/lib"));
    }

    void aConfiguredEmbeddingProviderMakesTheLibrarysVectors()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString data = dir.filePath(QStringLiteral("data"));
        const AppConfig none = AppConfig::resolve({}, {}, {{QStringLiteral("LMARS_DATA_DIR"), data}}, {});
        QVERIFY(!lmars::library::BackendSettings::fromConfig(none).embedder); // the library's own LSA model
        const AppConfig ollama =
            AppConfig::resolve({}, {},
                               {{QStringLiteral("LMARS_DATA_DIR"), data},
                                {QStringLiteral("LMARS_EMBEDDING_PROVIDER"), QStringLiteral("ollama")},
                                {QStringLiteral("LMARS_EMBEDDING_MODEL"), QStringLiteral("bge-m3")}},
                               {});
        const auto embedder = lmars::library::BackendSettings::fromConfig(ollama).embedder;
        QVERIFY(embedder);
        QCOMPARE(embedder->modelId(), QStringLiteral("ollama/bge-m3"));
        // A provider without a model cannot embed: the library keeps its own model.
        const AppConfig noModel =
            AppConfig::resolve({}, {},
                               {{QStringLiteral("LMARS_DATA_DIR"), data},
                                {QStringLiteral("LMARS_EMBEDDING_PROVIDER"), QStringLiteral("openai")}},
                               {});
        QVERIFY(!lmars::library::BackendSettings::fromConfig(noModel).embedder);
    }

    void databaseBesideTheSessions()
    {
        const AppConfig config =
            AppConfig::resolve({}, {}, {{QStringLiteral("LMARS_DATA_DIR"), QStringLiteral("/data/lmars")}}, {});
        QCOMPARE(LibraryPaths::databasePath(config), QStringLiteral("/data/lmars/library.sqlite"));
        QCOMPARE(QFileInfo(config.sessionDatabasePath()).dir(), QFileInfo(LibraryPaths::databasePath(config)).dir());
    }
};

QTEST_GUILESS_MAIN(LibraryPathsTest)
#include "LibraryPathsTest.moc"
