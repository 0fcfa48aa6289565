// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessions/SessionStore.h"
#include "ExitedProcess.h"
#include "sessions/SessionSchema.h"
#include "sqlite/Database.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using lmars::store::Database;
using lmars::store::SessionSchema;
using lmars::store::SessionStore;
using lmars::store::SessionSummary;
using nlohmann::json;

namespace {
QString dump(const nlohmann::json& value)
{
    return QString::fromStdString(value.dump());
}

/// The error text of a failed Result (for QVERIFY2), empty when it succeeded.
template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}
} // namespace

namespace {

json trajectoryFor(const char* question, const char* status, const char* answer = "")
{
    return json{{"question", question},
                {"status", status},
                {"startedAt", "2025-01-02T03:04:05.000Z"},
                {"answer", {{"markdown", answer}}},
                {"iterations", json::array()}};
}

std::unique_ptr<SessionStore> openStore(const QString& path)
{
    auto store = SessionStore::open(path);
    if (!store.ok())
        qWarning("%s", qPrintable(store.error().toString()));
    return store.ok() ? std::move(store).value() : nullptr;
}

QStringList ids(const QList<SessionSummary>& list)
{
    QStringList out;
    for (const SessionSummary& s : list)
        out << s.id;
    return out;
}

} // namespace

class SessionStoreTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void freshDatabaseIsMigratedAndReopens();
    void createsParentFolders();
    void roundTrip();
    void eventsAreSequencedPerSession();
    void writesAreVisibleToOtherConnectionsImmediately();
    void partialAnswerBeatsOlderSnapshot();
    void finalSnapshotWinsOverPartial();
    void listNewestFirstWithPreview();
    void searchUsesFts();
    void hostileSearchInputIsSafe_data();
    void hostileSearchInputIsSafe();
    void resolveId();
    void removeDeletesEverything();
    void unknownSessionsAreErrors();
    void duplicateIdIsRefused();
    void deadOwnerMeansInterrupted();
    void liveOwnerStaysRunning();
    void walModeIsActive();
    void renameSetsTitleAndSearchFindsIt();
    void version1DatabaseGainsTitles();
    void version3DatabaseGainsMatters();

private:
    QString dbPath() const { return m_dir->filePath(QStringLiteral("sessions.db")); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void SessionStoreTest::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void SessionStoreTest::freshDatabaseIsMigratedAndReopens()
{
    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(store
                    ->createSession(QStringLiteral("s1"), QStringLiteral("Q?"), lmars::model::ResearchMode::Simple,
                                    trajectoryFor("Q?", "running"))
                    .ok());
    }
    {
        auto db = Database::open(dbPath());
        QVERIFY(db.ok());
        QCOMPARE(db.value()->userVersion().value(), int(SessionSchema::migrations().size()));
    }
    auto store = openStore(dbPath());
    QVERIFY(store);
    auto loaded = store->load(QStringLiteral("s1"));
    QVERIFY(loaded.ok());
    QVERIFY(loaded.value().has_value());
    auto db = Database::open(dbPath());
    QCOMPARE(db.value()->userVersion().value(), int(SessionSchema::migrations().size()));
}

void SessionStoreTest::createsParentFolders()
{
    const QString path = m_dir->filePath(QStringLiteral("a/b/c/history.db"));
    auto store = openStore(path);
    QVERIFY(store);
    QVERIFY(QFileInfo::exists(path));
}

void SessionStoreTest::roundTrip()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    const QString id = QStringLiteral("20250102-abcdef");
    json initial = trajectoryFor("Is a verbal contract enforceable in Texas?", "running");
    QVERIFY(store
                ->createSession(id, QStringLiteral("Is a verbal contract enforceable in Texas?"),
                                lmars::model::ResearchMode::MultiTurn, initial)
                .ok());

    auto loaded = store->load(id);
    QVERIFY(loaded.ok() && loaded.value());
    QCOMPARE(dump(loaded.value()->at("status")), dump(json("running")));
    QCOMPARE(dump(loaded.value()->at("question")), dump(json("Is a verbal contract enforceable in Texas?")));

    QVERIFY(store->appendEvent(id, QStringLiteral("stage_started"), json{{"stage", "query"}}).ok());
    QVERIFY(store->appendEvent(id, QStringLiteral("query_issued"), json{{"query", "verbal contract \"Texas\""}}).ok());

    json done =
        trajectoryFor("Is a verbal contract enforceable in Texas?", "finished", "Yes, **generally** — with limits.");
    done["finishedAt"] = "2025-01-02T03:05:00.000Z";
    done["sources"] = json::array({{{"id", "web:1"}, {"title", "Statute of Frauds"}}});
    QVERIFY(store->saveTrajectory(id, done).ok());

    loaded = store->load(id);
    QVERIFY(loaded.ok() && loaded.value());
    QCOMPARE(dump(*loaded.value()), dump(done));

    auto events = store->events(id);
    QVERIFY(events.ok());
    QCOMPARE(events.value().size(), size_t(2));
    QCOMPARE(dump(events.value()[0]["seq"]), dump(json(1)));
    QCOMPARE(dump(events.value()[0]["type"]), dump(json("stage_started")));
    QCOMPARE(dump(events.value()[1]["payload"]["query"]), dump(json("verbal contract \"Texas\"")));
    QVERIFY(events.value()[1]["createdAt"].get<qint64>() > 0);

    auto list = store->list();
    QVERIFY(list.ok());
    QCOMPARE(list.value().size(), 1);
    const SessionSummary& s = list.value().constFirst();
    QCOMPARE(s.id, id);
    QCOMPARE(s.mode, lmars::model::ResearchMode::MultiTurn);
    QCOMPARE(s.status, lmars::model::RunStatus::Finished);
    QCOMPARE(s.startedAt, QStringLiteral("2025-01-02T03:04:05.000Z"));
    QCOMPARE(s.finishedAt, QStringLiteral("2025-01-02T03:05:00.000Z"));
    QCOMPARE(s.answerPreview, QStringLiteral("Yes, **generally** — with limits."));

    QVERIFY(!store->load(QStringLiteral("nope")).value().has_value());
}

void SessionStoreTest::eventsAreSequencedPerSession()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    QVERIFY(store
                ->createSession(QStringLiteral("a1"), QStringLiteral("A"), lmars::model::ResearchMode::Simple,
                                json::object())
                .ok());
    QVERIFY(store
                ->createSession(QStringLiteral("b1"), QStringLiteral("B"), lmars::model::ResearchMode::Simple,
                                json::object())
                .ok());
    for (int i = 0; i < 3; ++i)
        QVERIFY(store->appendEvent(QStringLiteral("a1"), QStringLiteral("e"), json{{"i", i}}).ok());
    QVERIFY(store->appendEvent(QStringLiteral("b1"), QStringLiteral("e"), json{{"i", 9}}).ok());
    auto a = store->events(QStringLiteral("a1")).value();
    auto b = store->events(QStringLiteral("b1")).value();
    QCOMPARE(a.size(), size_t(3));
    QCOMPARE(dump(a[2]["seq"]), dump(json(3)));
    QCOMPARE(dump(a[2]["payload"]["i"]), dump(json(2)));
    QCOMPARE(b.size(), size_t(1));
    QCOMPARE(dump(b[0]["seq"]), dump(json(1)));
}

void SessionStoreTest::writesAreVisibleToOtherConnectionsImmediately()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    const QString id = QStringLiteral("crash-1");
    QVERIFY(
        store->createSession(id, QStringLiteral("Q"), lmars::model::ResearchMode::Simple, trajectoryFor("Q", "running"))
            .ok());
    QVERIFY(store->appendEvent(id, QStringLiteral("stage_started"), json{{"stage", "search"}}).ok());
    QVERIFY(store->appendAnswerDelta(id, QStringLiteral("Partial ")).ok());

    // A second connection (as after a crash) sees every write without the first one closing.
    auto other = Database::open(dbPath());
    QVERIFY(other.ok());
    auto stmt = other.value()->prepare(QStringLiteral(
        "SELECT (SELECT count(*) FROM events WHERE session_id = ?1), answer_partial FROM sessions WHERE id = ?1"));
    QVERIFY(stmt.ok());
    stmt->bind(1, id);
    QVERIFY(stmt->step().value());
    QCOMPARE(stmt->columnInt(0), 1);
    QCOMPARE(stmt->columnText(1), QStringLiteral("Partial "));
}

void SessionStoreTest::partialAnswerBeatsOlderSnapshot()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    const QString id = QStringLiteral("partial-1");
    QVERIFY(
        store->createSession(id, QStringLiteral("Q"), lmars::model::ResearchMode::Simple, trajectoryFor("Q", "running"))
            .ok());
    QVERIFY(store->appendAnswerDelta(id, QStringLiteral("The answer ")).ok());
    QVERIFY(store->saveTrajectory(id, trajectoryFor("Q", "running", "The answer")).ok());
    QVERIFY(store->appendAnswerDelta(id, QStringLiteral("is yes [1].")).ok());

    auto loaded = store->load(id);
    QVERIFY(loaded.ok() && loaded.value());
    QCOMPARE(dump(loaded.value()->at("answer").at("markdown")), dump(json("The answer is yes [1].")));

    auto list = store->list();
    QCOMPARE(list.value().constFirst().answerPreview, QStringLiteral("The answer is yes [1]."));

    // A snapshot without any answer object still gets the streamed text.
    const QString id2 = QStringLiteral("partial-2");
    QVERIFY(
        store->createSession(id2, QStringLiteral("Q"), lmars::model::ResearchMode::Simple, json{{"status", "running"}})
            .ok());
    QVERIFY(store->appendAnswerDelta(id2, QStringLiteral("Streamed")).ok());
    loaded = store->load(id2);
    QCOMPARE(dump(loaded.value()->at("answer").at("markdown")), dump(json("Streamed")));
}

void SessionStoreTest::finalSnapshotWinsOverPartial()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    const QString id = QStringLiteral("final-1");
    QVERIFY(
        store->createSession(id, QStringLiteral("Q"), lmars::model::ResearchMode::Simple, trajectoryFor("Q", "running"))
            .ok());
    QVERIFY(store->appendAnswerDelta(id, QStringLiteral("A long streamed draft with a made-up citation [9].")).ok());
    // The finished snapshot carries the final (here shorter, post-processed) answer.
    QVERIFY(store->saveTrajectory(id, trajectoryFor("Q", "finished", "Final answer [1].")).ok());
    auto loaded = store->load(id);
    QCOMPARE(dump(loaded.value()->at("answer").at("markdown")), dump(json("Final answer [1].")));
}

void SessionStoreTest::listNewestFirstWithPreview()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    const QString longAnswer = QStringLiteral("word ").repeated(100);
    for (int i = 0; i < 5; ++i) {
        const QString id = QStringLiteral("list-%1").arg(i);
        QVERIFY(store
                    ->createSession(id, QStringLiteral("Question %1").arg(i), lmars::model::ResearchMode::Simple,
                                    trajectoryFor("q", "running"))
                    .ok());
        json t = trajectoryFor("q", "finished");
        t["question"] = QStringLiteral("Question %1").arg(i).toStdString();
        t["answer"]["markdown"] = longAnswer.toStdString();
        QVERIFY(store->saveTrajectory(id, t).ok());
    }
    auto list = store->list();
    QVERIFY(list.ok());
    QCOMPARE(ids(list.value()),
             QStringList({QStringLiteral("list-4"), QStringLiteral("list-3"), QStringLiteral("list-2"),
                          QStringLiteral("list-1"), QStringLiteral("list-0")}));
    QCOMPARE(list.value().constFirst().answerPreview.size(), 160);
    QCOMPARE(list.value().constFirst().question, QStringLiteral("Question 4"));

    auto limited = store->list({}, 2);
    QCOMPARE(ids(limited.value()), QStringList({QStringLiteral("list-4"), QStringLiteral("list-3")}));
}

void SessionStoreTest::searchUsesFts()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    QVERIFY(store
                ->createSession(QStringLiteral("fts-a"), QStringLiteral("Adverse possession in California"),
                                lmars::model::ResearchMode::Simple, trajectoryFor("x", "running"))
                .ok());
    QVERIFY(store
                ->createSession(QStringLiteral("fts-b"), QStringLiteral("Qualified immunity Fifth Circuit"),
                                lmars::model::ResearchMode::Simple, trajectoryFor("x", "running"))
                .ok());
    json answered =
        trajectoryFor("x", "finished", "Under the Statute of Frauds, a lease over one year must be written.");
    answered["question"] = "Oral lease validity";
    QVERIFY(store
                ->createSession(QStringLiteral("fts-c"), QStringLiteral("Oral lease validity"),
                                lmars::model::ResearchMode::Simple, trajectoryFor("x", "running"))
                .ok());
    QVERIFY(store->saveTrajectory(QStringLiteral("fts-c"), answered).ok());

    QCOMPARE(ids(store->list(QStringLiteral("immunity")).value()), QStringList({QStringLiteral("fts-b")}));
    QCOMPARE(ids(store->list(QStringLiteral("CALIFORNIA possession")).value()), QStringList({QStringLiteral("fts-a")}));
    // Answers are indexed too, and words match by prefix (search as you type).
    QCOMPARE(ids(store->list(QStringLiteral("fraud")).value()), QStringList({QStringLiteral("fts-c")}));
    QCOMPARE(ids(store->list(QStringLiteral("qualif")).value()), QStringList({QStringLiteral("fts-b")}));
    QVERIFY(store->list(QStringLiteral("bankruptcy")).value().isEmpty());

    // The question column follows the latest snapshot.
    json renamed = answered;
    renamed["question"] = "Renamed bankruptcy question";
    QVERIFY(store->saveTrajectory(QStringLiteral("fts-c"), renamed).ok());
    QCOMPARE(ids(store->list(QStringLiteral("bankruptcy")).value()), QStringList({QStringLiteral("fts-c")}));
    QVERIFY(store->list(QStringLiteral("oral")).value().isEmpty());
}

void SessionStoreTest::hostileSearchInputIsSafe_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("expected"); // -1: everything (nothing searchable), else the count
    QTest::newRow("quote") << QStringLiteral("\"") << -1;
    QTest::newRow("operators") << QStringLiteral("AND OR") << 0;
    QTest::newRow("star") << QStringLiteral("*") << -1;
    QTest::newRow("near") << QStringLiteral("NEAR(") << 0;
    QTest::newRow("paren") << QStringLiteral("(") << -1;
    QTest::newRow("not") << QStringLiteral("NOT immunity") << 0;
    QTest::newRow("column filter") << QStringLiteral("question:immunity") << 0;
    QTest::newRow("quoted word") << QStringLiteral("\"immunity\"") << 1;
    QTest::newRow("unbalanced") << QStringLiteral("immunity\" OR (") << 0;
    QTest::newRow("caret and minus") << QStringLiteral("^immunity -circuit") << 1;
    QTest::newRow("sql") << QStringLiteral("'; DROP TABLE sessions; --") << 0;
    QTest::newRow("empty") << QString() << -1;
    QTest::newRow("spaces") << QStringLiteral("   \t ") << -1;
}

void SessionStoreTest::hostileSearchInputIsSafe()
{
    QFETCH(QString, input);
    QFETCH(int, expected);
    auto store = openStore(dbPath());
    QVERIFY(store);
    QVERIFY(store
                ->createSession(QStringLiteral("h1"), QStringLiteral("Qualified immunity Fifth Circuit"),
                                lmars::model::ResearchMode::Simple, trajectoryFor("x", "running"))
                .ok());
    QVERIFY(store
                ->createSession(QStringLiteral("h2"), QStringLiteral("Adverse possession"),
                                lmars::model::ResearchMode::Simple, trajectoryFor("x", "running"))
                .ok());
    auto result = store->list(input);
    QVERIFY2(result.ok(), why(result).constData());
    QCOMPARE(result.value().size(), expected < 0 ? 2 : expected);
    QVERIFY(store->list().value().size() == 2); // the table survived
}

void SessionStoreTest::resolveId()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    for (const char* id : {"abcd1234-x", "abcd5678-y", "ffff0000-z"})
        QVERIFY(store
                    ->createSession(QString::fromLatin1(id), QStringLiteral("Q"), lmars::model::ResearchMode::Simple,
                                    json::object())
                    .ok());

    QCOMPARE(store->resolveId(QStringLiteral("abcd1234-x")).value(), QStringLiteral("abcd1234-x"));
    QCOMPARE(store->resolveId(QStringLiteral("abcd1")).value(), QStringLiteral("abcd1234-x"));
    QCOMPARE(store->resolveId(QStringLiteral("ffff")).value(), QStringLiteral("ffff0000-z"));
    QCOMPARE(store->resolveId(QStringLiteral(" ffff0 ")).value(), QStringLiteral("ffff0000-z"));

    auto ambiguous = store->resolveId(QStringLiteral("abcd"));
    QVERIFY(!ambiguous.ok());
    QCOMPARE(ambiguous.error().kind, lmars::ErrorKind::Usage);
    QVERIFY(ambiguous.error().summary.contains(QLatin1String("ambiguous")));
    QVERIFY(ambiguous.error().summary.contains(QLatin1String("abcd1234-x")));
    QVERIFY(ambiguous.error().summary.contains(QLatin1String("abcd5678-y")));

    auto missing = store->resolveId(QStringLiteral("zzzz"));
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().kind, lmars::ErrorKind::Usage);
    QVERIFY(missing.error().summary.contains(QLatin1String("zzzz")));

    auto tooShort = store->resolveId(QStringLiteral("ffo"));
    QVERIFY(!tooShort.ok());
    QVERIFY(tooShort.error().summary.contains(QLatin1String("4")));
    QVERIFY(!store->resolveId(QStringLiteral("fff")).ok()); // a short prefix never resolves
    QVERIFY(!store->resolveId(QString()).ok());
    // LIKE wildcards are literal.
    QVERIFY(!store->resolveId(QStringLiteral("abc%")).ok());
    QVERIFY(!store->resolveId(QStringLiteral("abc_")).ok());
}

void SessionStoreTest::removeDeletesEverything()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    const QString id = QStringLiteral("rm-1");
    QVERIFY(store
                ->createSession(id, QStringLiteral("Removable immunity question"), lmars::model::ResearchMode::Simple,
                                trajectoryFor("x", "running"))
                .ok());
    QVERIFY(store->appendEvent(id, QStringLiteral("e"), json{{"a", 1}}).ok());
    QVERIFY(store
                ->createSession(QStringLiteral("keep-1"), QStringLiteral("Kept immunity question"),
                                lmars::model::ResearchMode::Simple, json::object())
                .ok());

    auto removed = store->remove(id);
    QVERIFY(removed.ok());
    QVERIFY(removed.value());
    QVERIFY(!store->load(id).value().has_value());
    QVERIFY(store->events(id).value().empty());
    QCOMPARE(ids(store->list(QStringLiteral("immunity")).value()), QStringList({QStringLiteral("keep-1")}));
    auto db = Database::open(dbPath());
    auto count = db.value()->prepare(QStringLiteral("SELECT (SELECT count(*) FROM events),"
                                                    " (SELECT count(*) FROM sessions_fts)"));
    QVERIFY(count->step().value());
    QCOMPARE(count->columnInt(0), 0);
    QCOMPARE(count->columnInt(1), 1);

    auto again = store->remove(id);
    QVERIFY(again.ok());
    QVERIFY(!again.value());
}

void SessionStoreTest::unknownSessionsAreErrors()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    const QString id = QStringLiteral("ghost");
    QVERIFY(!store->appendEvent(id, QStringLiteral("e"), json::object()).ok());
    QVERIFY(!store->saveTrajectory(id, json::object()).ok());
    auto delta = store->appendAnswerDelta(id, QStringLiteral("x"));
    QVERIFY(!delta.ok());
    QVERIFY(delta.error().summary.contains(id));
    QVERIFY(store->list().value().isEmpty());
}

void SessionStoreTest::duplicateIdIsRefused()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    QVERIFY(store
                ->createSession(QStringLiteral("dup"), QStringLiteral("Q"), lmars::model::ResearchMode::Simple,
                                json::object())
                .ok());
    QVERIFY(!store
                 ->createSession(QStringLiteral("dup"), QStringLiteral("Q"), lmars::model::ResearchMode::Simple,
                                 json::object())
                 .ok());
    QVERIFY(
        !store->createSession(QString(), QStringLiteral("Q"), lmars::model::ResearchMode::Simple, json::object()).ok());
}

void SessionStoreTest::deadOwnerMeansInterrupted()
{
    const qint64 pid = lmars::test::exitedProcessId();
    QVERIFY(pid > 0);
    // (Which owners exist and which statuses are live: SessionLivenessTest.)

    {
        auto store = openStore(dbPath());
        QVERIFY(store);
        QVERIFY(store
                    ->createSession(QStringLiteral("dead-1"), QStringLiteral("Q"), lmars::model::ResearchMode::Simple,
                                    trajectoryFor("Q", "running"))
                    .ok());
        QVERIFY(store
                    ->createSession(QStringLiteral("dead-2"), QStringLiteral("Q2"), lmars::model::ResearchMode::Simple,
                                    trajectoryFor("Q2", "running"))
                    .ok());
        QVERIFY(store->appendAnswerDelta(QStringLiteral("dead-1"), QStringLiteral("Half an answer")).ok());
        QVERIFY(store
                    ->createSession(QStringLiteral("zero-pid"), QStringLiteral("Q3"),
                                    lmars::model::ResearchMode::Simple, trajectoryFor("Q3", "running"))
                    .ok());
        QVERIFY(store
                    ->createSession(QStringLiteral("done-1"), QStringLiteral("Q4"), lmars::model::ResearchMode::Simple,
                                    trajectoryFor("Q4", "running"))
                    .ok());
        QVERIFY(store->saveTrajectory(QStringLiteral("done-1"), trajectoryFor("Q4", "finished", "A")).ok());
    }
    // Pretend other processes (now gone) wrote these sessions.
    {
        auto db = Database::open(dbPath());
        QVERIFY(db.ok());
        auto update = db.value()->prepare(QStringLiteral("UPDATE sessions SET owner_pid = ?1 WHERE id <> 'zero-pid'"));
        update->bind(1, pid);
        QVERIFY(update->run().ok());
        auto zero = db.value()->prepare(QStringLiteral("UPDATE sessions SET owner_pid = 0 WHERE id = 'zero-pid'"));
        QVERIFY(zero->run().ok());
    }

    auto store = openStore(dbPath());
    QVERIFY(store);
    auto loaded = store->load(QStringLiteral("dead-1"));
    QVERIFY(loaded.ok() && loaded.value());
    QCOMPARE(dump(loaded.value()->at("status")), dump(json("interrupted")));
    QCOMPARE(dump(loaded.value()->at("answer").at("markdown")), dump(json("Half an answer"))); // nothing lost
    QCOMPARE(dump(store->load(QStringLiteral("zero-pid")).value()->at("status")), dump(json("interrupted")));
    QCOMPARE(dump(store->load(QStringLiteral("done-1")).value()->at("status")), dump(json("finished")));

    const auto list = store->list().value();
    for (const SessionSummary& s : list)
        QCOMPARE(s.status, s.id == QLatin1String("done-1") ? lmars::model::RunStatus::Finished
                                                           : lmars::model::RunStatus::Interrupted);

    // Persisted: the stored row and snapshot both say interrupted.
    auto db = Database::open(dbPath());
    auto stmt = db.value()->prepare(
        QStringLiteral("SELECT status, json_extract(trajectory, '$.status') FROM sessions WHERE id = 'dead-2'"));
    QVERIFY(stmt->step().value());
    QCOMPARE(stmt->columnText(0), QStringLiteral("interrupted"));
    QCOMPARE(stmt->columnText(1), QStringLiteral("interrupted"));
}

void SessionStoreTest::liveOwnerStaysRunning()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    QVERIFY(store
                ->createSession(QStringLiteral("live-1"), QStringLiteral("Q"), lmars::model::ResearchMode::Simple,
                                trajectoryFor("Q", "running"))
                .ok());
    QVERIFY(store->saveTrajectory(QStringLiteral("live-1"), trajectoryFor("Q", "awaiting_input")).ok());
    store.reset();
    store = openStore(dbPath());
    QCOMPARE(dump(store->load(QStringLiteral("live-1")).value()->at("status")), dump(json("awaiting_input")));
    QCOMPARE(store->list().value().constFirst().status, lmars::model::RunStatus::AwaitingInput);
}

void SessionStoreTest::walModeIsActive()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    QVERIFY(store
                ->createSession(QStringLiteral("w"), QStringLiteral("Q"), lmars::model::ResearchMode::Simple,
                                json::object())
                .ok());
    QVERIFY(QFileInfo::exists(dbPath() + QStringLiteral("-wal")));
    auto db = Database::open(dbPath());
    QVERIFY(db.ok());
    QCOMPARE(db.value()->journalMode().value(), QStringLiteral("wal"));
}

void SessionStoreTest::renameSetsTitleAndSearchFindsIt()
{
    auto store = openStore(dbPath());
    QVERIFY(store);
    QVERIFY(store
                ->createSession(QStringLiteral("r1"), QStringLiteral("Deposit?"), lmars::model::ResearchMode::Simple,
                                trajectoryFor("Deposit?", "finished", "Twenty-one days."))
                .ok());
    QCOMPARE(store->list().value().constFirst().title, QString());
    auto renamed = store->rename(QStringLiteral("r1"), QStringLiteral("  My   tenancy case "));
    QVERIFY2(renamed.ok(), why(renamed).constData());
    QVERIFY(renamed.value());
    QCOMPARE(store->list().value().constFirst().title, QStringLiteral("My tenancy case"));
    QCOMPARE(ids(store->list(QStringLiteral("tenancy")).value()), QStringList{QStringLiteral("r1")});
    QCOMPARE(ids(store->list(QStringLiteral("deposit")).value()), QStringList{QStringLiteral("r1")});
    QVERIFY(store->list(QStringLiteral("unrelated")).value().isEmpty());
    // A later snapshot keeps the title.
    QVERIFY(store->saveTrajectory(QStringLiteral("r1"), trajectoryFor("Deposit?", "finished", "21 days.")).ok());
    QCOMPARE(store->list().value().constFirst().title, QStringLiteral("My tenancy case"));
    QVERIFY(!store->rename(QStringLiteral("nope"), QStringLiteral("x")).value());
}

void SessionStoreTest::version1DatabaseGainsTitles()
{
    {
        auto db = Database::open(dbPath());
        QVERIFY(db.ok());
        QVERIFY(db.value()->migrate(SessionSchema::migrations().mid(0, 1)).ok());
        QVERIFY(db.value()
                    ->exec(QStringLiteral("INSERT INTO sessions(id, question, status, created_at, updated_at) "
                                          "VALUES ('old', 'Old question', 'finished', 1, 1)"))
                    .ok());
    }
    auto store = openStore(dbPath());
    QVERIFY(store);
    const QList<SessionSummary> list = store->list().value();
    QCOMPARE(ids(list), QStringList{QStringLiteral("old")});
    QCOMPARE(list.constFirst().title, QString());
    QVERIFY(store->rename(QStringLiteral("old"), QStringLiteral("Renamed")).value());
}

void SessionStoreTest::version3DatabaseGainsMatters()
{
    {
        auto db = Database::open(dbPath());
        QVERIFY(db.ok());
        QVERIFY(db.value()->migrate(SessionSchema::migrations().mid(0, 3)).ok());
        QVERIFY(db.value()
                    ->exec(QStringLiteral("INSERT INTO sessions(id, question, status, created_at, updated_at) "
                                          "VALUES ('before', 'Asked before matters', 'finished', 1, 1)"))
                    .ok());
    }
    auto store = openStore(dbPath());
    QVERIFY(store);
    QVERIFY(store
                ->createSession(QStringLiteral("filed"), QStringLiteral("Filed question"),
                                lmars::model::ResearchMode::Simple, trajectoryFor("Filed question", "running"),
                                QStringLiteral("Acme v. Roe"))
                .ok());
    // Sessions from before matters are in "No matter".
    lmars::store::SessionFilter none;
    none.matter = QString();
    QCOMPARE(ids(store->list(none).value()), QStringList{QStringLiteral("before")});
    lmars::store::SessionFilter acme;
    acme.matter = QStringLiteral("Acme v. Roe");
    const QList<SessionSummary> filed = store->list(acme).value();
    QCOMPARE(ids(filed), QStringList{QStringLiteral("filed")});
    QCOMPARE(filed.constFirst().matter, QStringLiteral("Acme v. Roe"));
    QCOMPARE(store->list().value().size(), 2);
    QCOMPARE(store->matters().value(), (QStringList{QString(), QStringLiteral("Acme v. Roe")}));
    QCOMPARE(store->count().value(), 2);
}

QTEST_GUILESS_MAIN(SessionStoreTest)
#include "SessionStoreTest.moc"
