// SPDX-License-Identifier: GPL-3.0-or-later
// The firm server going away mid-session (issue 15 point 6): a PostgreSQL 15 cluster of this test's
// own (tests/support/pg-test-cluster.sh) is stopped while the desktop works and started again.
// The library then fails with the reason (the research run's library source reports it as its
// own error), every session is kept on this computer and counted as waiting, and reconnecting
// sends them; a session the server cannot file (no matter) is never dropped.
#include "PgTestDatabase.h"
#include "library/Backends.h"
#include "library/LocalLibrarySource.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using nlohmann::json;
using store::BackendConfig;
using store::Backends;
using store::SessionFilter;

namespace {

template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

json trajectory(const char* status, const char* answer = "")
{
    return json{{"question", "Is the easement still valid?"},
                {"mode", "simple"},
                {"status", status},
                {"startedAt", "2025-03-04T05:06:07.000Z"},
                {"answer", {{"markdown", answer}}}};
}

} // namespace

class ServerOfflineTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_state;
    QTemporaryDir m_home;
    test::PgTestDatabase m_db;
    BackendConfig m_config;
    bool m_started = false;

    bool cluster(const QString& action)
    {
        QProcess script;
        script.start(qEnvironmentVariable("LMARS_PG_CLUSTER_SCRIPT"), {action, m_state.path()});
        if (!script.waitForFinished(120000) || script.exitStatus() != QProcess::NormalExit || script.exitCode() != 0) {
            qWarning("pg-test-cluster.sh %s: %s", qPrintable(action), script.readAllStandardError().constData());
            return false;
        }
        return true;
    }

    int serverSessions()
    {
        auto super = m_db.connect();
        if (!super)
            return -1;
        auto rows = super->query(QStringLiteral("SELECT count(*) FROM lmars.sessions"));
        return rows ? rows->scalar().toInt() : -1;
    }

    static void record(store::SessionArchive& archive, const QString& id, const QString& matter)
    {
        QVERIFY(archive
                    .createSession(id, QStringLiteral("Is the easement still valid?"), model::ResearchMode::Simple,
                                   trajectory("running"), matter)
                    .ok());
        QVERIFY(archive.appendEvent(id, QStringLiteral("run_started"), json{{"n", 1}}).ok());
        QVERIFY(archive.appendAnswerDelta(id, QStringLiteral("It is.")).ok());
        auto saved = archive.saveTrajectory(id, trajectory("finished", "It is, until 2030."));
        QVERIFY2(saved.ok(), why(saved));
    }

private Q_SLOTS:
    void initTestCase()
    {
        LMARS_REQUIRE_PG_CLUSTER(); // the suite's cluster proves PostgreSQL is installed; this test runs its own
        QVERIFY(m_state.isValid() && m_home.isValid());
        QVERIFY2(!qEnvironmentVariable("LMARS_PG_CLUSTER_SCRIPT").isEmpty(), "LMARS_PG_CLUSTER_SCRIPT is not set");
        QVERIFY(cluster(QStringLiteral("start")));
        m_started = true;
        qputenv("LMARS_PG_CONNINFO_FILE", m_state.filePath(QStringLiteral("conninfo")).toUtf8());
        QVERIFY2(m_db.create(QStringLiteral("lmars_offline")), m_db.why());
        auto super = m_db.connect();
        QVERIFY(super);
        QVERIFY(store::ServerSchema::upgrade(*super).ok());
        QVERIFY2(m_db.createRole(QStringLiteral("off_ola"), {QStringLiteral("lmars_user")}), m_db.why());
        store::ServerAdmin admin(*super);
        QVERIFY(admin.createMatter(QStringLiteral("Acme")).ok());
        QVERIFY(admin.addMember(QStringLiteral("Acme"), QStringLiteral("off_ola")).ok());
        m_config.serverUrl = m_db.conninfo(QStringLiteral("off_ola"));
        m_config.sessionDatabasePath = m_home.filePath(QStringLiteral("data/sessions.sqlite"));
        m_config.libraryPath = m_home.filePath(QStringLiteral("data/library.sqlite"));
        m_config.connectTimeoutSeconds = 2;
    }

    void cleanupTestCase()
    {
        if (m_started)
            cluster(QStringLiteral("stop"));
    }

    void serverStoppedMidSessionKeepsEverything()
    {
        auto opened = Backends::open(m_config);
        QVERIFY2(opened.ok(), why(opened));
        Backends& backends = *opened.value();
        QVERIFY(backends.isReachable());
        QCOMPARE(backends.kind(), store::BackendKind::Server);

        // The run starts while the server is up; the server goes away before the run ends.
        store::SessionArchive& archive = backends.sessions();
        QVERIFY(archive
                    .createSession(QStringLiteral("off-1"), QStringLiteral("Is the easement still valid?"),
                                   model::ResearchMode::Simple, trajectory("running"), QStringLiteral("Acme"))
                    .ok());
        QVERIFY(cluster(QStringLiteral("pause")));
        QVERIFY(archive.appendEvent(QStringLiteral("off-1"), QStringLiteral("run_started"), json{{"n", 1}}).ok());
        QVERIFY(archive.saveTrajectory(QStringLiteral("off-1"), trajectory("finished", "It is, until 2030.")).ok());
        QCOMPARE(backends.pendingSessionCount(), 1);
        QVERIFY(!backends.isReachable());
        QVERIFY(!backends.unreachableReason().isEmpty());
        QVERIFY(!backends.lastPushError().isEmpty());

        // A second run made while offline is kept as well.
        record(archive, QStringLiteral("off-2"), QStringLiteral("Acme"));
        QCOMPARE(backends.pendingSessionCount(), 2);
        auto listed = archive.list(SessionFilter{});
        QVERIFY2(listed.ok(), why(listed));
        QCOMPARE(listed->size(), 2);
        QVERIFY(listed->first().pending && listed->last().pending);
        auto loaded = archive.load(QStringLiteral("off-1"));
        QVERIFY(loaded.ok() && loaded->has_value());

        // The library cannot be searched: the library source fails with the reason, quickly.
        library::LocalLibrarySource source([config = m_config] { return Backends::openLibrary(config); });
        search::SearchQuery query;
        query.text = QStringLiteral("easement");
        auto results = source.search(query);
        QVERIFY(!results.ok());
        QCOMPARE(results.error().kind, ErrorKind::Network);
        QVERIFY(results.error().summary.contains(QStringLiteral("firm server")));
        QVERIFY(!backends.reconnect());

        // The server is back: reconnecting sends what waited, and nothing is left behind.
        QVERIFY(cluster(QStringLiteral("resume")));
        QVERIFY(backends.reconnect());
        QCOMPARE(backends.pendingSessionCount(), 0);
        QCOMPARE(serverSessions(), 2);
        auto after = archive.list(SessionFilter{});
        QVERIFY2(after.ok(), why(after));
        QCOMPARE(after->size(), 2);
        QVERIFY(!after->first().pending && !after->last().pending);
        auto events = archive.events(QStringLiteral("off-1"));
        QVERIFY2(events.ok(), why(events));
        QCOMPARE(int(events->size()), 1);
        auto answer = archive.load(QStringLiteral("off-2"));
        QVERIFY(answer.ok() && answer->has_value());
        QCOMPARE(answer->value().at("answer").at("markdown").get<std::string>(), std::string("It is, until 2030."));
        // A library opened now searches the server again (an open one retries after ServerLink::kRetryMs).
        library::LocalLibrarySource fresh([config = m_config] { return Backends::openLibrary(config); });
        auto hits = fresh.search(query);
        QVERIFY2(hits.ok(), why(hits));
    }

    void sessionWithoutMatterWaitsUntilFiled()
    {
        auto opened = Backends::open(m_config);
        QVERIFY2(opened.ok(), why(opened));
        Backends& backends = *opened.value();
        QVERIFY(backends.isReachable());
        record(backends.sessions(), QStringLiteral("unfiled-1"), QString());
        QCOMPARE(backends.pendingSessionCount(), 1);
        QVERIFY(backends.lastPushError().contains(QStringLiteral("matter")));
        auto kept = backends.sessions().load(QStringLiteral("unfiled-1"));
        QVERIFY(kept.ok() && kept->has_value());
        auto sent = backends.pushPending(QStringLiteral("Acme"));
        QVERIFY2(sent.ok(), why(sent));
        QCOMPARE(sent.value(), 1);
        QCOMPARE(backends.pendingSessionCount(), 0);
        SessionFilter acme;
        acme.matter = QStringLiteral("Acme");
        auto listed = backends.sessions().list(acme);
        QVERIFY(listed.ok());
        QVERIFY(listed->size() >= 1);
    }
};

QTEST_GUILESS_MAIN(ServerOfflineTest)
#include "ServerOfflineTest.moc"
