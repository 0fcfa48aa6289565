// SPDX-License-Identifier: GPL-3.0-or-later
// lmars-cli server ... end to end against a real PostgreSQL 15 (the ctest "postgres" fixture):
// init, matters, push of a folder, search, walls, the audit trail, and clear refusals.
#include "CliRunner.h"
#include "PgTestDatabase.h"
#include "server/ServerSchema.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using lmars::test::CliRun;
using lmars::test::PgTestDatabase;

class ServerCliTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    PgTestDatabase m_db;

    CliRun run(const QStringList& args, const QString& role, const QString& conninfo = {})
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("LMARS_DATA_DIR"), m_home.filePath(QStringLiteral("data")));
        if (role != QLatin1String("-"))
            env.insert(QStringLiteral("LMARS_SERVER_URL"), conninfo.isEmpty() ? m_db.conninfo(role) : conninfo);
        return lmars::test::runCli(QStringList{QStringLiteral("server")} + args, env, m_home.path(), 60000);
    }

    /// lmars-cli args (not a server subcommand) with the firm server configured as role.
    CliRun runTop(const QStringList& args, const QString& role, const QString& conninfo = {})
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("LMARS_DATA_DIR"), m_home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("LMARS_SERVER_URL"), conninfo.isEmpty() ? m_db.conninfo(role) : conninfo);
        return lmars::test::runCli(args, env, m_home.path(), 60000);
    }

    static void write(const QString& path, const QString& text)
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
    }

private Q_SLOTS:
    void initTestCase()
    {
        LMARS_REQUIRE_PG_CLUSTER();
        QVERIFY(m_home.isValid());
        QVERIFY2(m_db.create(QStringLiteral("lmars_cli_test")), m_db.why());
    }

    void withoutAServerItSaysHowToSetOne()
    {
        const CliRun r = run({QStringLiteral("status")}, QStringLiteral("-"));
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(QLatin1String("LMARS_SERVER_URL")), qPrintable(r.err));
    }

    void unreachableServerNeverShowsThePassword()
    {
        const CliRun r = run({QStringLiteral("status")}, {},
                             QStringLiteral("postgresql://nobody:hunter2-secret@127.0.0.1:1/lmars?connect_timeout=2"));
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QLatin1String("Cannot reach the firm server")), qPrintable(r.err));
        QVERIFY(!r.err.contains(QLatin1String("hunter2")));
    }

    void initCreatesThenKeepsTheSchema()
    {
        const CliRun before = run({QStringLiteral("status")}, {});
        QCOMPARE(before.exitCode, 3);
        QVERIFY2(before.err.contains(QLatin1String("server init")), qPrintable(before.err));
        const CliRun created =
            run({QStringLiteral("init"), QStringLiteral("--text-search"), QStringLiteral("english")}, {});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QVERIFY2(
            created.out.contains(
                QStringLiteral("Created the L-MARS schema (version %1)").arg(lmars::store::ServerSchema::kVersion)),
            qPrintable(created.out));
        const CliRun again = run({QStringLiteral("init")}, {});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.contains(QLatin1String("up to date")), qPrintable(again.out));
        const CliRun bad =
            run({QStringLiteral("init"), QStringLiteral("--text-search"), QStringLiteral("klingon")}, {});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(m_db.createRole(QStringLiteral("cli_admin"), {QStringLiteral("lmars_admin")}), m_db.why());
        QVERIFY2(m_db.createRole(QStringLiteral("cli_lee"), {QStringLiteral("lmars_user")}), m_db.why());
        QVERIFY2(m_db.createRole(QStringLiteral("cli_max"), {QStringLiteral("lmars_user")}), m_db.why());
    }

    void adminCreatesMattersAndMembers()
    {
        const QString admin = QStringLiteral("cli_admin");
        QCOMPARE(
            run({QStringLiteral("matter"), QStringLiteral("create"), QStringLiteral("Smith estate")}, admin).exitCode,
            0);
        for (const char* who : {"cli_lee", "cli_max"})
            QCOMPARE(run({QStringLiteral("matter"), QStringLiteral("add-member"), QStringLiteral("Smith estate"),
                          QString::fromLatin1(who)},
                         admin)
                         .exitCode,
                     0);
        const CliRun list = run({QStringLiteral("matter"), QStringLiteral("list"), QStringLiteral("--json")}, admin);
        QCOMPARE(list.exitCode, 0);
        const auto matters = nlohmann::json::parse(list.out.toStdString());
        QCOMPARE(matters.size(), size_t(1));
        QVERIFY(matters[0]["members"] == nlohmann::json({"cli_lee", "cli_max"}));
        const CliRun refused = run({QStringLiteral("matter"), QStringLiteral("create"), QStringLiteral("Mine")},
                                   QStringLiteral("cli_lee"));
        QCOMPARE(refused.exitCode, 3);
        QVERIFY2(refused.err.contains(QLatin1String("lmars_admin")), qPrintable(refused.err));
        QCOMPARE(run({QStringLiteral("matter"), QStringLiteral("create")}, admin).exitCode, 2);
    }

    void pushSearchAndWall()
    {
        const QString folder = m_home.filePath(QStringLiteral("smith"));
        write(
            folder + QStringLiteral("/will.md"),
            QStringLiteral("# Last will\n\nThe testator leaves the farmhouse to the niece; probate opened in 2024.\n"));
        write(folder + QStringLiteral("/notes/inventory.txt"),
              QStringLiteral("Inventory of the estate: tractors, the farmhouse, two bank accounts.\n"));
        const QString lee = QStringLiteral("cli_lee");
        const CliRun noMatter = run({QStringLiteral("push"), folder}, lee);
        QCOMPARE(noMatter.exitCode, 2);
        const CliRun pushed =
            run({QStringLiteral("push"), folder, QStringLiteral("--matter"), QStringLiteral("Smith estate")}, lee);
        QVERIFY2(pushed.exitCode == 0, qPrintable(pushed.err));
        QVERIFY2(pushed.out.contains(QLatin1String("2 added, 0 already on the server")), qPrintable(pushed.out));
        const CliRun again =
            run({QStringLiteral("push"), folder, QStringLiteral("--matter"), QStringLiteral("Smith estate")},
                QStringLiteral("cli_max"));
        QVERIFY2(again.out.contains(QLatin1String("0 added, 2 already on the server")), qPrintable(again.out));

        const QString max = QStringLiteral("cli_max");
        // English stemming: "farmhouses" finds "farmhouse".
        const CliRun found =
            run({QStringLiteral("search"), QStringLiteral("farmhouses probate"), QStringLiteral("--json")}, max);
        QVERIFY2(found.exitCode == 0, qPrintable(found.err));
        const auto hits = nlohmann::json::parse(found.out.toStdString());
        QCOMPARE(hits.size(), size_t(2));
        QVERIFY(QString::fromStdString(hits[0]["path"].get<std::string>()).endsWith(QLatin1String("will.md")));

        const CliRun selfLift =
            run({QStringLiteral("wall"), QStringLiteral("add"), QStringLiteral("Smith estate"), lee}, max);
        QCOMPARE(selfLift.exitCode, 3);
        const CliRun walled = run({QStringLiteral("wall"), QStringLiteral("add"), QStringLiteral("Smith estate"), max},
                                  QStringLiteral("cli_admin"));
        QVERIFY2(walled.exitCode == 0, qPrintable(walled.err));
        const CliRun hidden = run({QStringLiteral("search"), QStringLiteral("farmhouse")}, max);
        QCOMPARE(hidden.exitCode, 0);
        QVERIFY2(hidden.out.contains(QLatin1String("No passages match")), qPrintable(hidden.out));
        const CliRun listed = run({QStringLiteral("list")}, max);
        QVERIFY2(listed.out.contains(QLatin1String("No documents")), qPrintable(listed.out));
        const CliRun unknown = run({QStringLiteral("search"), QStringLiteral("farmhouse"), QStringLiteral("--matter"),
                                    QStringLiteral("Smith estate")},
                                   max);
        QCOMPARE(unknown.exitCode, 2);
        const CliRun leeStill = run({QStringLiteral("list"), QStringLiteral("--json")}, lee);
        QCOMPARE(nlohmann::json::parse(leeStill.out.toStdString()).size(), size_t(2));
    }

    void auditListsWhoDidWhat()
    {
        const CliRun all = run({QStringLiteral("audit"), QStringLiteral("--user"), QStringLiteral("cli_max"),
                                QStringLiteral("--since"), QDate::currentDate().addDays(-1).toString(Qt::ISODate),
                                QStringLiteral("--json")},
                               QStringLiteral("cli_admin"));
        QVERIFY2(all.exitCode == 0, qPrintable(all.err));
        const auto rows = nlohmann::json::parse(all.out.toStdString());
        QStringList seen;
        for (const auto& row : rows) {
            QVERIFY(row["user"] == "cli_max");
            seen.append(QString::fromStdString(row["action"].get<std::string>()) + QLatin1Char(':') +
                        QString::fromStdString(row["detail"].get<std::string>()));
        }
        QVERIFY2(seen.contains(QStringLiteral("search:farmhouses probate")), qPrintable(seen.join(QLatin1Char(' '))));
        QVERIFY2(seen.contains(QStringLiteral("search:farmhouse")), qPrintable(seen.join(QLatin1Char(' '))));
        const CliRun walls = run({QStringLiteral("audit"), QStringLiteral("--matter"), QStringLiteral("Smith estate")},
                                 QStringLiteral("cli_admin"));
        QVERIFY2(walls.out.contains(QLatin1String("cli_admin  wall_add  Smith estate  cli_max")),
                 qPrintable(walls.out));
        const CliRun future = run({QStringLiteral("audit"), QStringLiteral("--since"), QStringLiteral("2999-01-01"),
                                   QStringLiteral("--json")},
                                  QStringLiteral("cli_admin"));
        QCOMPARE(nlohmann::json::parse(future.out.toStdString()).size(), size_t(0));
        const CliRun denied = run({QStringLiteral("audit")}, QStringLiteral("cli_lee"));
        QCOMPARE(denied.exitCode, 3);
        const CliRun badDate = run({QStringLiteral("audit"), QStringLiteral("--since"), QStringLiteral("yesterday")},
                                   QStringLiteral("cli_admin"));
        QCOMPARE(badDate.exitCode, 2);
    }

    void pushWithoutPathsUploadsTheLocalHistory()
    {
        const CliRun r = run({QStringLiteral("push"), QStringLiteral("--matter"), QStringLiteral("Smith estate")},
                             QStringLiteral("cli_lee"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("There is no local library to upload")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("Session history: 0 uploaded")), qPrintable(r.out));
    }

    void libraryAndHistoryCommandsUseTheConfiguredServer()
    {
        const QString lee = QStringLiteral("cli_lee");
        const CliRun found =
            runTop({QStringLiteral("library"), QStringLiteral("search"), QStringLiteral("farmhouse"),
                    QStringLiteral("--matter"), QStringLiteral("Smith estate"), QStringLiteral("--json")},
                   lee);
        QVERIFY2(found.exitCode == 0, qPrintable(found.err));
        const auto hits = nlohmann::json::parse(found.out.toStdString());
        QCOMPARE(hits.size(), size_t(2));
        QCOMPARE(hits[0]["matter"].get<std::string>(), std::string("Smith estate"));
        const CliRun listed =
            runTop({QStringLiteral("library"), QStringLiteral("list"), QStringLiteral("--json")}, lee);
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        QCOMPARE(nlohmann::json::parse(listed.out.toStdString()).size(), size_t(2));
        // The walled user sees nothing through the library commands either.
        const CliRun walled = runTop({QStringLiteral("library"), QStringLiteral("list"), QStringLiteral("--json")},
                                     QStringLiteral("cli_max"));
        QVERIFY2(walled.exitCode == 0, qPrintable(walled.err));
        QCOMPARE(nlohmann::json::parse(walled.out.toStdString()).size(), size_t(0));
        const QString file = m_home.filePath(QStringLiteral("more/lease.md"));
        write(file, QStringLiteral("# Lease\n\nThe lease of the farmhouse ends in 2030.\n"));
        const CliRun unfiled = runTop({QStringLiteral("library"), QStringLiteral("add"), file}, lee);
        QCOMPARE(unfiled.exitCode, 2);
        QVERIFY2(unfiled.err.contains(QLatin1String("--matter")), qPrintable(unfiled.err));
        // Parsed here, written into the matter there.
        const CliRun add = runTop({QStringLiteral("library"), QStringLiteral("add"), file, QStringLiteral("--matter"),
                                   QStringLiteral("Smith estate")},
                                  lee);
        QVERIFY2(add.exitCode == 0, qPrintable(add.err));
        QVERIFY2(add.out.contains(QLatin1String("1 added")), qPrintable(add.out));
        const CliRun lease = runTop({QStringLiteral("library"), QStringLiteral("search"),
                                     QStringLiteral("lease ends 2030"), QStringLiteral("--json")},
                                    lee);
        QVERIFY2(lease.exitCode == 0, qPrintable(lease.err));
        const auto leaseHits = nlohmann::json::parse(lease.out.toStdString());
        QVERIFY(!leaseHits.empty());
        QVERIFY(QString::fromStdString(leaseHits[0]["path"].get<std::string>()).endsWith(QLatin1String("lease.md")));
        const CliRun history = runTop({QStringLiteral("history"), QStringLiteral("--matter"),
                                       QStringLiteral("Smith estate"), QStringLiteral("--json")},
                                      lee);
        QVERIFY2(history.exitCode == 0, qPrintable(history.err));
        QVERIFY(nlohmann::json::parse(history.out.toStdString()).is_array());
    }

    void offlineServerIsReportedOnceAndTheLibraryFailsClearly()
    {
        const QString nowhere =
            QStringLiteral("host=%1 dbname=lmars user=cli_lee").arg(m_home.filePath(QStringLiteral("no-server-here")));
        const CliRun history = runTop({QStringLiteral("history")}, {}, nowhere);
        QVERIFY2(history.exitCode == 0, qPrintable(history.err));
        QCOMPARE(history.err.count(QLatin1String("firm server cannot be reached")), 1);
        const CliRun search =
            runTop({QStringLiteral("library"), QStringLiteral("search"), QStringLiteral("farmhouse")}, {}, nowhere);
        QCOMPARE(search.exitCode, 4);
        QVERIFY2(search.err.contains(QLatin1String("firm server")), qPrintable(search.err));
    }
};

QTEST_GUILESS_MAIN(ServerCliTest)
#include "ServerCliTest.moc"
