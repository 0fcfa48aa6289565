// SPDX-License-Identifier: GPL-3.0-or-later
// Reads from a hot standby (LMARS_SERVER_READ_URL): a throwaway primary and a streaming standby made
// from it by pg_basebackup (tests/support/pg-test-cluster.sh start / standby), both on loopback
// sockets. Searches are served by the standby with the primary's results, walls hold there (by the
// library and by raw SQL), the audit trail on the primary names the standby; a standby that stops
// replaying falls back to the primary once it is behind, and comes back when it catches up; a
// standby killed between two searches of one open connection falls back on the next search.
#include "library/Backends.h"
#include "library/ReadReplicas.h"
#include "library/ServerLibrary.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars::store;

namespace {

template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

/// Runs the cluster script; empty when it exited 0, else what it said.
QString script(const QStringList& arguments)
{
    QProcess process;
    process.start(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/../support/pg-test-cluster.sh"), arguments);
    if (!process.waitForFinished(180000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return QStringLiteral("pg-test-cluster.sh %1 failed: %2 %3")
            .arg(arguments.join(QLatin1Char(' ')), QString::fromUtf8(process.readAllStandardError()),
                 process.errorString());
    return {};
}

QString conninfoIn(const QString& stateDir)
{
    QFile file(stateDir + QStringLiteral("/conninfo"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).trimmed();
}

QStringList paths(const QList<LibraryHit>& hits)
{
    QStringList out;
    for (const LibraryHit& hit : hits)
        out << hit.path + QLatin1Char(' ') + QString::number(hit.score, 'f', 6);
    return out;
}

} // namespace

class ServerReadReplicaTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_temp;
    QString m_primaryState;
    QString m_standbyState;
    QString m_primary; ///< superuser conninfo of the primary, without dbname
    QString m_standby;

    QString on(const QString& server, const QString& role) const
    {
        return server + QStringLiteral(" dbname=lmars_replica user=") + role;
    }

    std::unique_ptr<PgConnection> connect(const QString& conninfo) const
    {
        auto opened = PgConnection::open(conninfo);
        return opened ? std::move(opened.value()) : nullptr;
    }

    BackendConfig configFor(const QString& role, ReadReplicaPolicy policy) const
    {
        BackendConfig config;
        config.serverUrl = on(m_primary, role);
        config.readUrls = {on(m_standby, role)};
        config.readPolicy = policy;
        config.libraryPath = m_temp.filePath(QStringLiteral("library-%1.sqlite").arg(role));
        config.sessionDatabasePath = m_temp.filePath(QStringLiteral("sessions-%1/sessions.sqlite").arg(role));
        QDir().mkpath(QFileInfo(config.sessionDatabasePath).absolutePath());
        return config;
    }

    /// Waits until the standby has replayed everything the primary has written so far.
    bool standbyCaughtUp() const
    {
        auto primary = connect(on(m_primary, QStringLiteral("lmars_test_admin")));
        auto standby = connect(on(m_standby, QStringLiteral("lmars_test_admin")));
        if (!primary || !standby)
            return false;
        auto lsn = primary->query(QStringLiteral("SELECT pg_current_wal_lsn()::text"));
        if (!lsn)
            return false;
        for (int i = 0; i < 600; ++i) {
            auto done =
                standby->query(QStringLiteral("SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn"), {lsn->scalar()});
            if (done && done->scalar() == QLatin1String("t"))
                return true;
            QTest::qWait(50);
        }
        return false;
    }

    /// Audit rows of searches on the primary, read as the administrator.
    QStringList searchAudit() const
    {
        auto dana = connect(on(m_primary, QStringLiteral("replica_dana")));
        if (!dana)
            return {QStringLiteral("no connection")};
        auto rows = dana->query(
            QStringLiteral("SELECT role_name || ': ' || detail FROM lmars.audit WHERE action = 'search' ORDER BY id"));
        QStringList out;
        if (rows) {
            for (const QStringList& row : rows->rows)
                out << row.first();
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_temp.isValid());
        m_primaryState = m_temp.filePath(QStringLiteral("primary"));
        m_standbyState = m_temp.filePath(QStringLiteral("standby"));
        const QString started = script({QStringLiteral("start"), m_primaryState});
        QVERIFY2(started.isEmpty(), qPrintable(started));
        m_primary = conninfoIn(m_primaryState).remove(QStringLiteral(" dbname=postgres"));

        // The firm's database on the primary: two lawyers, an open matter and a walled one.
        auto super = connect(m_primary + QStringLiteral(" dbname=postgres"));
        QVERIFY(super);
        QVERIFY(super->execute(QStringLiteral("CREATE DATABASE lmars_replica")).ok());
        auto db = connect(on(m_primary, QStringLiteral("lmars_test_admin")));
        QVERIFY(db);
        QVERIFY(ServerSchema::upgrade(*db).ok());
        QVERIFY(db->execute(QStringLiteral("CREATE ROLE replica_dana LOGIN IN ROLE lmars_admin")).ok());
        QVERIFY(db->execute(QStringLiteral("CREATE ROLE replica_eve LOGIN IN ROLE lmars_user")).ok());
        auto dana = connect(on(m_primary, QStringLiteral("replica_dana")));
        QVERIFY(dana);
        ServerAdmin admin(*dana);
        auto open = admin.createMatter(QStringLiteral("Acme v. Beta"));
        auto walled = admin.createMatter(QStringLiteral("Gamma merger"));
        QVERIFY(open.ok() && walled.ok());
        for (const QString& matter : {QStringLiteral("Acme v. Beta"), QStringLiteral("Gamma merger")}) {
            QVERIFY(admin.addMember(matter, QStringLiteral("replica_dana")).ok());
            QVERIFY(admin.addMember(matter, QStringLiteral("replica_eve")).ok());
        }
        QVERIFY(admin.addWall(QStringLiteral("Gamma merger"), QStringLiteral("replica_eve")).ok());
        auto library = ServerLibrary::open(*dana);
        QVERIFY2(library.ok(), why(library));
        for (int i = 0; i < 6; ++i) {
            LibraryDocument doc;
            doc.path = QStringLiteral("/acme/notice-%1.md").arg(i);
            doc.hash = doc.path;
            doc.title = QStringLiteral("Notice %1").arg(i);
            doc.type = QStringLiteral("md");
            const QString text =
                QStringLiteral("Notice of termination under clause %1; the indemnity survives.").arg(i);
            QVERIFY(library->putDocument(open.value(), doc, {LibraryChunk{0, text, QString(), 0, 0, int(text.size())}})
                        .ok());
        }
        LibraryDocument secret;
        secret.path = QStringLiteral("/gamma/secret.md");
        secret.hash = secret.path;
        secret.title = QStringLiteral("Secret");
        secret.type = QStringLiteral("md");
        const QString text = QStringLiteral("Secret termination and indemnity terms of the merger.");
        QVERIFY(library->putDocument(walled.value(), secret, {LibraryChunk{0, text, QString(), 0, 0, int(text.size())}})
                    .ok());

        // The standby, made after the data exists and streaming from then on.
        const QString made = script({QStringLiteral("standby"), m_primaryState, m_standbyState});
        QVERIFY2(made.isEmpty(), qPrintable(made));
        m_standby = conninfoIn(m_standbyState).remove(QStringLiteral(" dbname=postgres"));
        QVERIFY(standbyCaughtUp());
    }

    void cleanupTestCase()
    {
        if (!m_standbyState.isEmpty())
            (void)script({QStringLiteral("stop"), m_standbyState});
        if (!m_primaryState.isEmpty())
            (void)script({QStringLiteral("stop"), m_primaryState});
    }

    void searchesAreServedByTheStandbyWithTheWallsAndAuditedOnThePrimary()
    {
        const QStringList auditBefore = searchAudit();
        auto backends = Backends::open(configFor(QStringLiteral("replica_eve"), {30, 0}));
        QVERIFY2(backends.ok(), why(backends));
        auto library = backends.value()->library();
        QVERIFY(library.ok());
        LibraryQuery query;
        query.text = QStringLiteral("termination indemnity");
        query.k = 10;
        auto hits = library.value()->search(query);
        QVERIFY2(hits.ok(), why(hits));
        QVERIFY2(library.value()->lastSearchNote().startsWith(QStringLiteral("Searched on the standby")),
                 qPrintable(library.value()->lastSearchNote()));
        QVERIFY(library.value()->lastSearchNote().contains(m_standby.section(QLatin1Char(' '), 0, 0)));
        QCOMPARE(hits->size(), 6);
        for (const LibraryHit& hit : hits.value())
            QVERIFY2(hit.path.startsWith(QStringLiteral("/acme/")), qPrintable(hit.path)); // the wall holds

        // The same search on the primary alone gives the same passages with the same scores.
        BackendConfig primaryOnly = configFor(QStringLiteral("replica_eve"), {});
        primaryOnly.readUrls.clear();
        auto plain = Backends::open(primaryOnly);
        QVERIFY(plain.ok());
        auto plainHits = plain.value()->library().value()->search(query);
        QVERIFY2(plainHits.ok(), why(plainHits));
        QCOMPARE(paths(hits.value()), paths(plainHits.value()));
        QVERIFY(plain.value()->library().value()->lastSearchNote().isEmpty());

        // The audit trail on the primary: the standby's search names the standby, the other does not.
        const QStringList audit = searchAudit().mid(auditBefore.size());
        QCOMPARE(audit.size(), 2);
        QVERIFY2(audit.at(0).startsWith(QStringLiteral("replica_eve: termination indemnity [standby: ")),
                 qPrintable(audit.at(0)));
        QCOMPARE(audit.at(1), QStringLiteral("replica_eve: termination indemnity"));

        // Raw SQL on the standby: the walled lawyer sees nothing of the walled matter, the other does.
        auto eveOnStandby = connect(on(m_standby, QStringLiteral("replica_eve")));
        auto danaOnStandby = connect(on(m_standby, QStringLiteral("replica_dana")));
        QVERIFY(eveOnStandby && danaOnStandby);
        const QString walledRows = QStringLiteral("SELECT count(*) FROM lmars.chunks c JOIN lmars.documents d"
                                                  " ON d.id = c.document_id WHERE d.path LIKE '/gamma/%'");
        QCOMPARE(eveOnStandby->query(walledRows)->scalar(), QStringLiteral("0"));
        QCOMPARE(danaOnStandby->query(walledRows)->scalar(), QStringLiteral("1"));
        // And it refuses writes: a standby is read-only, so nothing is ever written there.
        QVERIFY(!danaOnStandby->execute(QStringLiteral("SELECT lmars.record('search', NULL, 'x')")).ok());
    }

    void aStandbyThatFallsBehindIsPassedOverUntilItCatchesUp()
    {
        auto standbySuper = connect(on(m_standby, QStringLiteral("lmars_test_admin")));
        QVERIFY(standbySuper);
        QVERIFY(standbySuper->execute(QStringLiteral("SELECT pg_wal_replay_pause()")).ok());
        auto backends = Backends::open(configFor(QStringLiteral("replica_dana"), {1, 0}));
        QVERIFY(backends.ok());
        auto library = backends.value()->library();
        QVERIFY(library.ok());
        LibraryQuery query;
        query.text = QStringLiteral("termination");
        query.k = 20;
        // The primary moves on (each search's audit entry is a write) while the standby stands still:
        // within a few seconds it is more than 1 s behind, and the primary answers with a note.
        QTRY_VERIFY_WITH_TIMEOUT(library.value()->search(query).ok() &&
                                     library.value()->lastSearchNote().contains(QStringLiteral("behind")),
                                 20000);
        QVERIFY(library.value()->lastSearchNote().startsWith(QStringLiteral("Searched on the primary server")));
        QVERIFY(standbySuper->execute(QStringLiteral("SELECT pg_wal_replay_resume()")).ok());
        QVERIFY(standbyCaughtUp());
        QTRY_VERIFY_WITH_TIMEOUT(library.value()->search(query).ok() && library.value()->lastSearchNote().startsWith(
                                                                            QStringLiteral("Searched on the standby")),
                                 20000);
    }

    void theCommandLineSaysWhereItRead()
    {
        QVERIFY(standbyCaughtUp());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LMARS_SERVER_URL"), on(m_primary, QStringLiteral("replica_eve")));
        env.insert(QStringLiteral("LMARS_SERVER_READ_URL"), QStringLiteral("host=/nonexistent-standby port=5432; ") +
                                                                on(m_standby, QStringLiteral("replica_eve")));
        env.insert(QStringLiteral("LMARS_DATA_DIR"), m_temp.filePath(QStringLiteral("cli-data")));
        const auto cli = [&env](const QStringList& arguments, QByteArray* err) {
            QProcess process;
            process.setProcessEnvironment(env);
            process.start(QStringLiteral(LMARS_CLI_PATH), arguments);
            process.waitForFinished(60000);
            *err = process.readAllStandardError();
            return QString::fromUtf8(process.readAllStandardOutput());
        };
        QByteArray err;
        const QString status = cli({QStringLiteral("server"), QStringLiteral("status")}, &err);
        QVERIFY2(status.contains(QStringLiteral("Standby: host=/nonexistent-standby port=5432 does not serve reads")),
                 qPrintable(status + QString::fromUtf8(err)));
        QVERIFY2(status.contains(QStringLiteral("serves reads (")), qPrintable(status));

        // The first standby cannot be reached: the second one serves, and the search says so.
        const QString found =
            cli({QStringLiteral("library"), QStringLiteral("search"), QStringLiteral("termination")}, &err);
        QVERIFY2(found.contains(QStringLiteral("/acme/notice-")), qPrintable(found + QString::fromUtf8(err)));
        QVERIFY2(!found.contains(QStringLiteral("/gamma/")), qPrintable(found));
        const QByteArray servedBy =
            QByteArray("Searched on the standby ") + m_standby.section(QLatin1Char(' '), 0, 0).toUtf8();
        QVERIFY2(err.contains(servedBy), err.constData());

        const QString direct = cli({QStringLiteral("server"), QStringLiteral("search"), QStringLiteral("termination"),
                                    QStringLiteral("--json")},
                                   &err);
        QVERIFY2(direct.contains(QStringLiteral("/acme/notice-")), qPrintable(direct + QString::fromUtf8(err)));
        QVERIFY2(err.contains("Connected in ") && err.contains("Searched on the standby"), err.constData());
    }

    void aStandbyKilledBetweenSearchesFallsBackToThePrimary()
    {
        // No lag check between the two searches: the second finds the standby gone mid-search.
        auto backends = Backends::open(configFor(QStringLiteral("replica_eve"), {30, 600000}));
        QVERIFY(backends.ok());
        auto library = backends.value()->library();
        QVERIFY(library.ok());
        LibraryQuery query;
        query.text = QStringLiteral("indemnity");
        query.k = 10;
        auto first = library.value()->search(query);
        QVERIFY2(first.ok(), why(first));
        QVERIFY(library.value()->lastSearchNote().startsWith(QStringLiteral("Searched on the standby")));

        // The standby dies (immediate shutdown) while the client holds its connection.
        const QString killed = script({QStringLiteral("pause"), m_standbyState});
        QVERIFY2(killed.isEmpty(), qPrintable(killed));
        auto second = library.value()->search(query);
        QVERIFY2(second.ok(), why(second));
        QCOMPARE(paths(second.value()), paths(first.value()));
        QVERIFY2(library.value()->lastSearchNote().startsWith(QStringLiteral("Searched on the primary server")),
                 qPrintable(library.value()->lastSearchNote()));
        QVERIFY(searchAudit().constLast() == QStringLiteral("replica_eve: indemnity"));
        // The history list is read too, from the primary now.
        auto history = backends.value()->sessions().list({});
        QVERIFY2(history.ok(), why(history));

        const QString resumed = script({QStringLiteral("resume"), m_standbyState});
        QVERIFY2(resumed.isEmpty(), qPrintable(resumed));
    }
};

QTEST_GUILESS_MAIN(ServerReadReplicaTest)
#include "ServerReadReplicaTest.moc"
