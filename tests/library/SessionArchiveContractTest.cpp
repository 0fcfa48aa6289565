// SPDX-License-Identifier: GPL-3.0-or-later
// The session archive's behaviour through the SessionArchive interface, run against both backends
// that store::Backends opens: the embedded SessionStore and the firm server (a real PostgreSQL 15,
// the ctest "postgres" fixture; its rows fail, never skip, without the cluster). On the server a
// session is written locally first and sent when its run has ended, so every check below also
// proves that nothing is lost on the way.
#include "PgTestDatabase.h"
#include "library/Backends.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QTemporaryDir>
#include <QTest>

using lmars::ErrorKind;
using lmars::store::BackendConfig;
using lmars::store::BackendKind;
using lmars::store::Backends;
using lmars::store::SessionArchive;
using lmars::store::SessionFilter;
using lmars::store::SessionSummary;
using lmars::test::PgTestDatabase;
using nlohmann::json;

namespace {

template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

json trajectory(const char* question, const char* status, const char* answer = "",
                const char* startedAt = "2025-01-02T03:04:05.000Z")
{
    return json{{"question", question},
                {"mode", "simple"},
                {"status", status},
                {"startedAt", startedAt},
                {"answer", {{"markdown", answer}}},
                {"iterations", json::array()}};
}

QStringList ids(const QList<SessionSummary>& list)
{
    QStringList out;
    for (const SessionSummary& s : list)
        out << s.id;
    return out;
}

} // namespace

class SessionArchiveContractTest : public QObject
{
    Q_OBJECT

private:
    PgTestDatabase m_db;
    bool m_serverReady = false;
    QTemporaryDir m_dir;
    int m_opened = 0;

    /// Backends for the current data row: "embedded" or "server" (as the lawyer lex_ana).
    std::unique_ptr<Backends> open()
    {
        QFETCH(QString, backend);
        BackendConfig config;
        const QString folder = m_dir.filePath(QStringLiteral("run%1").arg(++m_opened));
        config.sessionDatabasePath = folder + QStringLiteral("/sessions.sqlite");
        config.libraryPath = folder + QStringLiteral("/library.sqlite");
        if (backend == QLatin1String("server")) {
            if (!m_serverReady)
                return nullptr;
            config.serverUrl = m_db.conninfo(QStringLiteral("lex_ana"));
        }
        auto opened = Backends::open(config);
        if (!opened) {
            qWarning("%s", why(opened).constData());
            return nullptr;
        }
        return std::move(opened.value());
    }

    /// A whole run: created in a matter, two events, streamed text, the final snapshot.
    static void record(SessionArchive& archive, const QString& id, const char* question, const QString& matter,
                       const char* startedAt = "2025-01-02T03:04:05.000Z")
    {
        QVERIFY2(archive
                     .createSession(id, QString::fromUtf8(question), lmars::model::ResearchMode::Simple,
                                    trajectory(question, "running", "", startedAt), matter)
                     .ok(),
                 "create");
        QVERIFY(archive.appendEvent(id, QStringLiteral("run_started"), json{{"n", 1}}).ok());
        QVERIFY(archive.appendAnswerDelta(id, QStringLiteral("The answer")).ok());
        QVERIFY(archive.appendEvent(id, QStringLiteral("answer_done"), json{{"n", 2}}).ok());
        QVERIFY(archive.saveTrajectory(id, trajectory(question, "finished", "The answer is yes.", startedAt)).ok());
    }

    static void backends()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("embedded") << QStringLiteral("embedded");
        QTest::newRow("server") << QStringLiteral("server");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (lmars::test::pgClusterConninfo().isEmpty())
            return; // the server rows fail in requireServer()
        QVERIFY2(m_db.create(QStringLiteral("lmars_archive_contract")), m_db.why());
        auto super = m_db.connect();
        QVERIFY(super);
        QVERIFY(lmars::store::ServerSchema::upgrade(*super).ok());
        QVERIFY2(m_db.createRole(QStringLiteral("lex_ana"), {QStringLiteral("lmars_user")}), m_db.why());
        lmars::store::ServerAdmin admin(*super);
        for (const QString& matter : {QStringLiteral("Acme v. Roe"), QStringLiteral("Beta lease")}) {
            QVERIFY(admin.createMatter(matter).ok());
            QVERIFY(admin.addMember(matter, QStringLiteral("lex_ana")).ok());
        }
        m_serverReady = true;
    }

    void init()
    {
        QFETCH(QString, backend);
        if (backend == QLatin1String("server")) {
            LMARS_REQUIRE_PG_CLUSTER();
            QVERIFY(m_serverReady);
            auto super = m_db.connect();
            QVERIFY(super);
            QVERIFY(super->execute(QStringLiteral("TRUNCATE lmars.sessions CASCADE")).ok());
        }
    }

    void roundTripInAMatter_data() { backends(); }
    void roundTripInAMatter()
    {
        auto b = open();
        QVERIFY(b);
        SessionArchive& archive = b->sessions();
        record(archive, QStringLiteral("s-round-1"), "Is the clause enforceable?", QStringLiteral("Acme v. Roe"));
        auto loaded = archive.load(QStringLiteral("s-round-1"));
        QVERIFY2(loaded.ok(), why(loaded));
        QVERIFY(loaded->has_value());
        QCOMPARE(loaded->value().at("answer").at("markdown").get<std::string>(), std::string("The answer is yes."));
        auto events = archive.events(QStringLiteral("s-round-1"));
        QVERIFY2(events.ok(), why(events));
        QCOMPARE(int(events->size()), 2);
        QCOMPARE(events->at(0).at("seq").get<int>(), 1);
        QCOMPARE(events->at(1).at("type").get<std::string>(), std::string("answer_done"));
        auto listed = archive.list(SessionFilter{});
        QVERIFY2(listed.ok(), why(listed));
        QCOMPARE(ids(listed.value()), QStringList{QStringLiteral("s-round-1")});
        const SessionSummary& s = listed->first();
        QCOMPARE(s.matter, QStringLiteral("Acme v. Roe"));
        QCOMPARE(s.status, lmars::model::RunStatus::Finished);
        QCOMPARE(s.question, QStringLiteral("Is the clause enforceable?"));
        QVERIFY(s.answerPreview.startsWith(QStringLiteral("The answer is yes.")));
        // On the server the ended run was sent: nothing waits locally.
        QCOMPARE(s.pending, false);
        QCOMPARE(b->pendingSessionCount(), 0);
    }

    void listFiltersByMatterAndText_data() { backends(); }
    void listFiltersByMatterAndText()
    {
        auto b = open();
        QVERIFY(b);
        SessionArchive& archive = b->sessions();
        record(archive, QStringLiteral("s-acme-1"), "Does the non-compete survive?", QStringLiteral("Acme v. Roe"),
               "2025-01-01T00:00:00.000Z");
        record(archive, QStringLiteral("s-beta-1"), "Can the landlord raise the rent?", QStringLiteral("Beta lease"),
               "2025-01-02T00:00:00.000Z");
        record(archive, QStringLiteral("s-acme-2"), "Is the arbitration clause valid?", QStringLiteral("Acme v. Roe"),
               "2025-01-03T00:00:00.000Z");
        SessionFilter acme;
        acme.matter = QStringLiteral("Acme v. Roe");
        auto inAcme = archive.list(acme);
        QVERIFY2(inAcme.ok(), why(inAcme));
        QCOMPARE(ids(inAcme.value()), (QStringList{QStringLiteral("s-acme-2"), QStringLiteral("s-acme-1")}));
        SessionFilter rent;
        rent.search = QStringLiteral("landlord");
        auto found = archive.list(rent);
        QVERIFY2(found.ok(), why(found));
        QCOMPARE(ids(found.value()), QStringList{QStringLiteral("s-beta-1")});
        SessionFilter hostile;
        hostile.search = QStringLiteral("\" OR 1=1; -- %_\\");
        QVERIFY(archive.list(hostile).ok());
        SessionFilter limited;
        limited.limit = 2;
        auto newest = archive.list(limited);
        QVERIFY2(newest.ok(), why(newest));
        QCOMPARE(ids(newest.value()), (QStringList{QStringLiteral("s-acme-2"), QStringLiteral("s-beta-1")}));
        auto matters = archive.matters();
        QVERIFY2(matters.ok(), why(matters));
        QVERIFY(matters->contains(QStringLiteral("Acme v. Roe")));
        QVERIFY(matters->contains(QStringLiteral("Beta lease")));
    }

    void resolveAndRemove_data() { backends(); }
    void resolveAndRemove()
    {
        auto b = open();
        QVERIFY(b);
        SessionArchive& archive = b->sessions();
        record(archive, QStringLiteral("abcd1234-one"), "First question", QStringLiteral("Acme v. Roe"));
        record(archive, QStringLiteral("abcd5678-two"), "Second question", QStringLiteral("Acme v. Roe"));
        auto one = archive.resolveId(QStringLiteral("abcd1"));
        QVERIFY2(one.ok(), why(one));
        QCOMPARE(one.value(), QStringLiteral("abcd1234-one"));
        QVERIFY(!archive.resolveId(QStringLiteral("abcd")).ok()); // two match
        QVERIFY(!archive.resolveId(QStringLiteral("zzzz9")).ok());
        auto removed = archive.remove(QStringLiteral("abcd1234-one"));
        QVERIFY2(removed.ok(), why(removed));
        QVERIFY(removed.value());
        auto gone = archive.load(QStringLiteral("abcd1234-one"));
        QVERIFY2(gone.ok(), why(gone));
        QVERIFY(!gone->has_value());
        auto again = archive.remove(QStringLiteral("abcd1234-one"));
        QVERIFY(again.ok());
        QVERIFY(!again.value());
        auto listed = archive.list(SessionFilter{});
        QVERIFY(listed.ok());
        QCOMPARE(ids(listed.value()), QStringList{QStringLiteral("abcd5678-two")});
    }

    void renameBeforeAndAfterItIsSent_data() { backends(); }
    void renameBeforeAndAfterItIsSent()
    {
        auto b = open();
        QVERIFY(b);
        SessionArchive& archive = b->sessions();
        const QString id = QStringLiteral("s-named");
        const auto titleOf = [&archive](const SessionFilter& filter) -> QString {
            auto listed = archive.list(filter);
            if (!listed || listed->size() != 1)
                return QStringLiteral("<%1 sessions>").arg(listed ? listed->size() : -1);
            return listed->first().title;
        };
        // Renamed while its run goes on (on the server: while it still waits on this computer) ...
        QVERIFY(archive
                    .createSession(id, QStringLiteral("Who keeps the deposit?"), lmars::model::ResearchMode::Simple,
                                   trajectory("Who keeps the deposit?", "running"), QStringLiteral("Beta lease"))
                    .ok());
        auto early = archive.rename(id, QStringLiteral("  Deposit   research "));
        QVERIFY2(early.ok(), why(early));
        QVERIFY(early.value());
        QVERIFY(archive.saveTrajectory(id, trajectory("Who keeps the deposit?", "finished", "The landlord.")).ok());
        QCOMPARE(b->pendingSessionCount(), 0);
        QCOMPARE(titleOf(SessionFilter{}), QStringLiteral("Deposit research"));
        // ... and after it was sent: the title is the archive's, found by the history's search.
        auto later = archive.rename(id, QStringLiteral("Deposit (final)"));
        QVERIFY2(later.ok(), why(later));
        QVERIFY(later.value());
        SessionFilter byTitle;
        byTitle.search = QStringLiteral("(final");
        QCOMPARE(titleOf(byTitle), QStringLiteral("Deposit (final)"));
        SessionFilter inMatter;
        inMatter.matter = QStringLiteral("Beta lease");
        QCOMPARE(titleOf(inMatter), QStringLiteral("Deposit (final)"));
        // A continued run keeps the title; an empty title shows the question again.
        QVERIFY(archive.appendEvent(id, QStringLiteral("follow_up"), json{{"n", 3}}).ok());
        QVERIFY(
            archive.saveTrajectory(id, trajectory("Who keeps the deposit?", "finished", "Still the landlord.")).ok());
        QCOMPARE(titleOf(SessionFilter{}), QStringLiteral("Deposit (final)"));
        auto cleared = archive.rename(id, QString());
        QVERIFY2(cleared.ok(), why(cleared));
        QCOMPARE(titleOf(SessionFilter{}), QString());
        auto unknown = archive.rename(QStringLiteral("no-such-session"), QStringLiteral("x"));
        QVERIFY2(unknown.ok(), why(unknown));
        QVERIFY(!unknown.value());
    }

    void unknownSessionIsNotThere_data() { backends(); }
    void unknownSessionIsNotThere()
    {
        auto b = open();
        QVERIFY(b);
        auto loaded = b->sessions().load(QStringLiteral("no-such-session"));
        QVERIFY2(loaded.ok(), why(loaded));
        QVERIFY(!loaded->has_value());
        QVERIFY(
            !b->sessions().appendEvent(QStringLiteral("no-such-session"), QStringLiteral("x"), json::object()).ok());
    }

    void runningSessionIsKeptUntilItEnds_data() { backends(); }
    void runningSessionIsKeptUntilItEnds()
    {
        auto b = open();
        QVERIFY(b);
        SessionArchive& archive = b->sessions();
        QVERIFY(archive
                    .createSession(QStringLiteral("s-live"), QStringLiteral("Still running?"),
                                   lmars::model::ResearchMode::Simple, trajectory("Still running?", "running"),
                                   QStringLiteral("Beta lease"))
                    .ok());
        QVERIFY(archive.appendAnswerDelta(QStringLiteral("s-live"), QStringLiteral("Partial text")).ok());
        auto listed = archive.list(SessionFilter{});
        QVERIFY2(listed.ok(), why(listed));
        QCOMPARE(ids(listed.value()), QStringList{QStringLiteral("s-live")});
        QCOMPARE(listed->first().status, lmars::model::RunStatus::Running);
        QCOMPARE(listed->first().pending, b->kind() == BackendKind::Server);
        QCOMPARE(b->pendingSessionCount(), b->kind() == BackendKind::Server ? 1 : 0);
        auto loaded = archive.load(QStringLiteral("s-live"));
        QVERIFY(loaded.ok() && loaded->has_value());
        QCOMPARE(loaded->value().at("answer").at("markdown").get<std::string>(), std::string("Partial text"));
    }
};

QTEST_GUILESS_MAIN(SessionArchiveContractTest)
#include "SessionArchiveContractTest.moc"
