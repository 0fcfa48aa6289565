// SPDX-License-Identifier: GPL-3.0-or-later
// A push to the firm server that is interrupted — its connection dropped by the server
// (pg_terminate_backend from a second connection), or lmars-cli killed with SIGKILL — resumes on
// the next push and ends exactly as a push that was never interrupted: the same documents, chunks,
// search index segment contents, term statistics and audit entries, no duplicates and no orphans.
// Against a real PostgreSQL 15 (the ctest "postgres" fixture).
#include "PgTestDatabase.h"
#include "index/SegmentDocs.h"
#include "library/ServerLibrary.h"
#include "library/ServerPush.h"
#include "library/ServerPushBatch.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using lmars::store::PgConnection;
using lmars::test::PgTestDatabase;

namespace {

template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

constexpr int kFiles = 60;
/// Chunks per transaction: the corpus goes in about twenty batches, so an interruption lands mid-push.
constexpr int kBatchChunks = 40;
constexpr const char* kRole = "push_dana";

} // namespace

class ServerPushResumeTest : public QObject
{
    Q_OBJECT

    PgTestDatabase m_db;
    std::unique_ptr<PgConnection> m_super;
    QTemporaryDir m_temp;
    QString m_corpus;

    qint64 matterId(const QString& name)
    {
        auto rows = m_super->query(QStringLiteral("SELECT id FROM lmars.matters WHERE name = $1"), {name});
        return rows && !rows->isEmpty() ? rows->scalar().toLongLong() : 0;
    }

    QString scalar(const QString& sql, const QStringList& params = {})
    {
        auto rows = m_super->query(sql, params);
        return rows ? rows->scalar() : QStringLiteral("error: ") + rows.error().summary;
    }

    int documents(qint64 matter)
    {
        return scalar(QStringLiteral("SELECT count(*) FROM lmars.documents WHERE matter_id = $1"),
                      {QString::number(matter)})
            .toInt();
    }

    /// What a matter holds, independent of row ids: documents, chunks, the statistics, the audit's
    /// document entries; and what is wrong with its search index (chunks no segment holds, segment
    /// entries of chunks that are neither live nor tombstones, postings without their segment).
    QString contents(qint64 matter)
    {
        const QString m = QString::number(matter);
        QStringList parts;
        for (const QString& sql :
             {QStringLiteral(
                  "SELECT count(*) || ' documents ' || md5(string_agg(path || '|' || hash || '|' || chunk_count,"
                  " ',' ORDER BY path)) FROM lmars.documents WHERE matter_id = $1"),
              QStringLiteral(
                  "SELECT count(*) || ' chunks ' || md5(string_agg(d.hash || '|' || c.ordinal || '|' || c.body"
                  " || '|' || c.tsv::text, ',' ORDER BY d.hash, c.ordinal)) FROM lmars.chunks c"
                  " JOIN lmars.documents d ON d.id = c.document_id WHERE c.matter_id = $1"),
              QStringLiteral("SELECT 'matter ' || chunks || '/' || wdf_tokens FROM lmars.matter_stats"
                             " WHERE matter_id = $1"),
              QStringLiteral("SELECT count(*) || ' terms ' || md5(string_agg(lexeme || '=' || chunks, ','"
                             " ORDER BY lexeme)) FROM lmars.term_stats WHERE matter_id = $1 AND chunks <> 0"),
              QStringLiteral("SELECT count(*) || ' audited' FROM lmars.audit WHERE matter_id = $1"
                             " AND action = 'document_add'")})
            parts << scalar(sql, {m});
        // The statistics equal a recount of the chunks.
        parts << QStringLiteral("drift ") +
                     scalar(
                         QStringLiteral(
                             "SELECT count(*) FROM ((SELECT lexeme, chunks FROM lmars.term_stats WHERE matter_id = $1"
                             " AND chunks <> 0 EXCEPT SELECT u.lexeme, count(*) FROM lmars.chunks c, unnest(c.tsv) u"
                             " WHERE c.matter_id = $1 GROUP BY 1) UNION ALL (SELECT u.lexeme, count(*)"
                             " FROM lmars.chunks c, unnest(c.tsv) u WHERE c.matter_id = $1 GROUP BY 1"
                             " EXCEPT SELECT lexeme, chunks FROM lmars.term_stats WHERE matter_id = $1)) x"),
                         {m});
        // The segments hold every live chunk once, and nothing but live chunks and tombstones.
        auto segments =
            m_super->queryBytes(QStringLiteral("SELECT docs FROM lmars.index_segments WHERE matter_id = $1"),
                                {store::PgParam{m.toUtf8(), false}});
        auto live = m_super->query(QStringLiteral("SELECT id FROM lmars.chunks WHERE matter_id = $1"), {m});
        auto dead = m_super->query(QStringLiteral("SELECT chunk_id FROM lmars.index_dead WHERE matter_id = $1"), {m});
        if (!segments || !live || !dead)
            return QStringLiteral("cannot read the index");
        QSet<quint32> liveIds, deadIds;
        for (const QStringList& row : std::as_const(live->rows))
            liveIds.insert(row.first().toUInt());
        for (const QStringList& row : std::as_const(dead->rows))
            deadIds.insert(row.first().toUInt());
        int held = 0, twice = 0, orphans = 0;
        QSet<quint32> seen;
        for (const QList<QByteArray>& row : std::as_const(segments->rows)) {
            auto docs =
                store::SegmentDocs::decode(std::string_view(row.first().constData(), size_t(row.first().size())));
            if (!docs)
                return QStringLiteral("a damaged segment");
            for (quint32 id : docs->chunkIds()) {
                if (liveIds.contains(id))
                    ++held;
                else if (!deadIds.contains(id))
                    ++orphans;
                if (seen.contains(id))
                    ++twice;
                seen.insert(id);
            }
        }
        parts << QStringLiteral("index: %1 of %2 live chunks held, %3 twice, %4 orphans")
                     .arg(held)
                     .arg(liveIds.size())
                     .arg(twice)
                     .arg(orphans);
        parts << QStringLiteral("orphan postings ") +
                     scalar(QStringLiteral("SELECT count(*) FROM lmars.index_postings p WHERE NOT EXISTS"
                                           " (SELECT 1 FROM lmars.index_segments s WHERE s.id = p.segment_id)"));
        return parts.join(QStringLiteral("; "));
    }

    Result<library::ServerPushSummary> push(const QString& matter,
                                            const library::ServerPush::ProgressCallback& progress = {})
    {
        auto db = m_db.connect(QLatin1String(kRole));
        if (!db)
            return Error(ErrorKind::Network, QStringLiteral("cannot connect"));
        library::ServerPush pusher(*db, matterId(matter));
        pusher.setBatchChunks(kBatchChunks);
        if (progress)
            pusher.setProgressCallback(progress);
        return pusher.pushPaths({m_corpus});
    }

    QProcessEnvironment cliEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LMARS_SERVER_URL"), m_db.conninfo(QLatin1String(kRole)));
        env.insert(QStringLiteral("LMARS_DATA_DIR"), m_temp.filePath(QStringLiteral("cli-data")));
        return env;
    }

    QStringList cliPush(const QString& matter) const
    {
        return {QStringLiteral("server"),
                QStringLiteral("push"),
                m_corpus,
                QStringLiteral("--matter"),
                matter,
                QStringLiteral("--batch-chunks"),
                QString::number(kBatchChunks)};
    }

    /// A small markdown document's metadata for ServerPushBatch::add().
    static store::LibraryDocument document(const QString& path, const QString& hash)
    {
        store::LibraryDocument meta;
        meta.path = path;
        meta.hash = hash;
        meta.title = QFileInfo(path).fileName();
        meta.type = QStringLiteral("md");
        meta.size = 100;
        return meta;
    }

    /// Pushes into the matter, running terminateSql (which ends ended of the push's connections,
    /// those of the role $1) halfway; the push must fail as a dropped connection, having committed
    /// whole batches only, and a second push must complete it exactly.
    void dropAndResume(const QString& name, const QString& terminateSql, int ended)
    {
        const qint64 matter = matterId(name);
        int terminated = -1;
        auto pushed = push(name, [&](const QString&, int done, int) {
            if (done == kFiles / 2 && terminated < 0) {
                auto rows = m_super->query(terminateSql, {QLatin1String(kRole)});
                terminated = rows ? int(rows->rows.size()) : 0;
            }
        });
        QCOMPARE(terminated, ended);
        QVERIFY(!pushed.ok());
        QCOMPARE(pushed.error().kind, ErrorKind::Network);
        const int partial = documents(matter);
        QVERIFY2(partial > 0 && partial < kFiles, qPrintable(QString::number(partial)));
        qInfo("%d connection(s) ended with %d of %d documents in", terminated, partial, kFiles);

        auto resumed = push(name);
        QVERIFY2(resumed.ok(), why(resumed));
        QCOMPARE(resumed->added, kFiles - partial);
        QCOMPARE(contents(matter), contents(matterId(QStringLiteral("Clean"))));
    }

private Q_SLOTS:
    void initTestCase()
    {
        LMARS_REQUIRE_PG_CLUSTER();
        QVERIFY(m_temp.isValid());
        QVERIFY2(m_db.create(QStringLiteral("lmars_push_resume_test")), m_db.why());
        m_super = m_db.connect();
        QVERIFY(m_super);
        QVERIFY(store::ServerSchema::upgrade(*m_super).ok());
        QVERIFY2(m_db.createRole(QLatin1String(kRole), {QStringLiteral("lmars_admin")}), m_db.why());
        auto dana = m_db.connect(QLatin1String(kRole));
        QVERIFY(dana);
        store::ServerAdmin admin(*dana);
        for (const QString& name : {QStringLiteral("Clean"), QStringLiteral("Dropped"), QStringLiteral("Killed"),
                                    QStringLiteral("Batches"), QStringLiteral("Two"), QStringLiteral("OneDropped")}) {
            QVERIFY(admin.createMatter(name).ok());
            QVERIFY(admin.addMember(name, QLatin1String(kRole)).ok());
        }
        // Files of distinct words (each file a dozen chunks), one of them twice under another name.
        m_corpus = m_temp.filePath(QStringLiteral("corpus"));
        QVERIFY(QDir().mkpath(m_corpus));
        QRandomGenerator rng(31);
        const QStringList stems{QStringLiteral("lease"),   QStringLiteral("notice"), QStringLiteral("tenant"),
                                QStringLiteral("clause"),  QStringLiteral("breach"), QStringLiteral("remedy"),
                                QStringLiteral("deposit"), QStringLiteral("court"),  QStringLiteral("appeal")};
        for (int f = 0; f < kFiles; ++f) {
            QString text = QStringLiteral("# Matter file %1\n\n").arg(f);
            for (int p = 0; p < 12; ++p) {
                text += QStringLiteral("## Part %1\n\n").arg(p);
                for (int w = 0; w < 70; ++w)
                    text +=
                        stems.at(int(rng.bounded(stems.size()))) + QString::number(rng.bounded(400)) + QLatin1Char(' ');
                text += QStringLiteral("\n\n");
            }
            QFile file(QStringLiteral("%1/file-%2.md").arg(m_corpus).arg(f, 3, 10, QLatin1Char('0')));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text.toUtf8());
        }
        QVERIFY(QFile::copy(m_corpus + QStringLiteral("/file-007.md"), m_corpus + QStringLiteral("/copy-of-7.md")));
    }

    void aCleanPush()
    {
        auto pushed = push(QStringLiteral("Clean"));
        QVERIFY2(pushed.ok(), why(pushed));
        QCOMPARE(pushed->added, kFiles);
        QCOMPARE(pushed->duplicates, 1); // the copy
        const QString clean = contents(matterId(QStringLiteral("Clean")));
        qInfo("clean push: %s", qPrintable(clean));
        QVERIFY2(clean.contains(QStringLiteral("drift 0; index: ")) && clean.contains(QStringLiteral(", 0 twice, 0 "
                                                                                                     "orphans")),
                 qPrintable(clean));
        // Enough chunks for many batches.
        QVERIFY(scalar(QStringLiteral("SELECT count(*) FROM lmars.chunks")).toInt() > 10 * kBatchChunks);
    }

    void aBatchIsSentWhileTheNextIsGathered()
    {
        const qint64 matter = matterId(QStringLiteral("Batches"));
        auto db = m_db.connect(QLatin1String(kRole));
        QVERIFY(db);
        // A send that waited for the server in add() would fail here instead of hanging.
        QVERIFY(db->execute(QStringLiteral("SET lock_timeout = '20s'")).ok());
        auto library = store::ServerLibrary::open(*db);
        QVERIFY2(library.ok(), why(library));
        auto doc = [](const QString& name, const QString& hash) {
            return document(QStringLiteral("/batches/") + name, hash);
        };
        const QList<store::LibraryChunk> chunks{store::LibraryChunk{0, QStringLiteral("rent is due"), {}, 0, 0, 11}};
        library::ServerPushSummary summary;
        {
            library::ServerPushBatch batch(library.value(), matter, summary, 1);
            // The server holds the documents table: the first batch waits there, and add() returns.
            QVERIFY(m_super->execute(QStringLiteral("BEGIN; LOCK TABLE lmars.documents IN EXCLUSIVE MODE")).ok());
            auto added = batch.add(doc(QStringLiteral("a.md"), QStringLiteral("hash-a")), chunks);
            QVERIFY2(added.ok(), why(added));
            QCOMPARE(documents(matter), 0);
            QVERIFY(m_super->execute(QStringLiteral("COMMIT")).ok());
            // The next full batch first waits for the one in flight, then goes the same way; a batch
            // that fails reports it from the next flush() (or add()).
            added = batch.add(doc(QStringLiteral("b.md"), QString()), chunks);
            QVERIFY2(added.ok(), why(added));
            QCOMPARE(summary.added, 1);
            auto flushed = batch.flush();
            QVERIFY(!flushed.ok());
            QVERIFY2(flushed.error().summary.contains(QStringLiteral("content hash")), why(flushed));
            added = batch.add(doc(QStringLiteral("c.md"), QStringLiteral("hash-a")), chunks);
            QVERIFY2(added.ok(), why(added));
            flushed = batch.flush();
            QVERIFY2(flushed.ok(), why(flushed));
        }
        QCOMPARE(summary.added, 1);
        QCOMPARE(summary.duplicates, 1); // c.md has a.md's content
        QCOMPARE(documents(matter), 1);
    }

    void twoBatchesAreInFlightOnTwoConnections()
    {
        const qint64 matter = matterId(QStringLiteral("Two"));
        auto db = m_db.connect(QLatin1String(kRole));
        QVERIFY(db);
        auto other = db->openAnother();
        QVERIFY2(other.ok(), why(other));
        QCOMPARE(other.value()->user(), QString::fromLatin1(kRole));
        for (PgConnection* c : {db.get(), other.value().get()})
            QVERIFY(c->execute(QStringLiteral("SET lock_timeout = '20s'")).ok());
        auto first = store::ServerLibrary::open(*db);
        auto second = store::ServerLibrary::open(*other.value());
        QVERIFY2(first.ok(), why(first));
        QVERIFY2(second.ok(), why(second));
        auto doc = [](const QString& name, const QString& hash) {
            return document(QStringLiteral("/two/") + name, hash);
        };
        const QList<store::LibraryChunk> chunks{
            store::LibraryChunk{0, QStringLiteral("the tenant gave notice"), {}, 0, 0, 22}};
        const QString waiting =
            QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE usename = '%1' AND wait_event_type = 'Lock'")
                .arg(QLatin1String(kRole));
        library::ServerPushSummary summary;
        {
            library::ServerPushBatch batch(first.value(), matter, summary, 1);
            batch.addWriter(second.value());
            // Both batches go out while the documents table is held: neither add() waits, and both
            // connections wait on the server at once.
            QVERIFY(m_super->execute(QStringLiteral("BEGIN; LOCK TABLE lmars.documents IN EXCLUSIVE MODE")).ok());
            auto added = batch.add(doc(QStringLiteral("a.md"), QStringLiteral("two-a")), chunks);
            QVERIFY2(added.ok(), why(added));
            added = batch.add(doc(QStringLiteral("b.md"), QStringLiteral("two-b")), chunks);
            QVERIFY2(added.ok(), why(added));
            QTRY_COMPARE_WITH_TIMEOUT(scalar(waiting), QStringLiteral("2"), 15000);
            QCOMPARE(documents(matter), 0);
            QVERIFY(m_super->execute(QStringLiteral("COMMIT")).ok());
            auto flushed = batch.flush();
            QVERIFY2(flushed.ok(), why(flushed));
            QCOMPARE(summary.added, 2);
            // One connection's batch fails (a document without a content hash), the other's commits:
            // the failure stops the push with its message, and only the whole good batch is in.
            added = batch.add(doc(QStringLiteral("c.md"), QStringLiteral("two-c")), chunks);
            QVERIFY2(added.ok(), why(added));
            added = batch.add(doc(QStringLiteral("d.md"), QString()), chunks);
            QVERIFY2(added.ok(), why(added));
            flushed = batch.flush();
            QVERIFY(!flushed.ok());
            QVERIFY2(flushed.error().summary.contains(QStringLiteral("content hash")), why(flushed));
        }
        QCOMPARE(summary.added, 3);
        QCOMPARE(documents(matter), 3);
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM lmars.documents WHERE matter_id = $1 AND path = "
                                       "'/two/d.md'"),
                        {QString::number(matter)}),
                 QStringLiteral("0"));
        const QString held = contents(matter);
        QVERIFY2(held.contains(QStringLiteral("drift 0; index: 3 of 3 live chunks held, 0 twice, 0 orphans")),
                 qPrintable(held));
    }

    void aFurtherWriterOpensOnlyWhenNeeded()
    {
        const qint64 matter = matterId(QStringLiteral("Two"));
        auto db = m_db.connect(QLatin1String(kRole));
        QVERIFY(db);
        auto library = store::ServerLibrary::open(*db);
        QVERIFY2(library.ok(), why(library));
        std::unique_ptr<PgConnection> other;
        std::unique_ptr<store::ServerLibrary> otherLibrary;
        int opened = 0;
        auto doc = [](const QString& name) {
            return document(QStringLiteral("/further/") + name, QStringLiteral("further-") + name);
        };
        const QList<store::LibraryChunk> chunks{store::LibraryChunk{0, QStringLiteral("a deposit"), {}, 0, 0, 9}};
        library::ServerPushSummary summary;
        library::ServerPushBatch batch(library.value(), matter, summary, 2);
        batch.setWriterFactory(
            [&]() -> store::ServerLibrary* {
                ++opened;
                auto c = db->openAnother();
                if (!c)
                    return nullptr;
                other = std::move(c.value());
                auto l = store::ServerLibrary::open(*other);
                if (!l)
                    return nullptr;
                otherLibrary = std::make_unique<store::ServerLibrary>(std::move(l.value()));
                return otherLibrary.get();
            },
            2);
        // One batch (flushed, not full): no further connection.
        QVERIFY(batch.add(doc(QStringLiteral("a")), chunks).ok());
        QVERIFY(batch.flush().ok());
        QCOMPARE(opened, 0);
        // Three full batches: the second finds the first writer's batch not yet collected, so one
        // more writer opens, and no further one (two in all).
        for (const QString& name : {QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d"), QStringLiteral("e"),
                                    QStringLiteral("f"), QStringLiteral("g")})
            QVERIFY(batch.add(doc(name), chunks).ok());
        QVERIFY(batch.flush().ok());
        QCOMPARE(opened, 1);
        QCOMPARE(summary.added, 7);
    }

    void oneOfTwoConnectionsDroppedResumes()
    {
        // Halfway through, the server ends one of the push's two writer connections only.
        dropAndResume(QStringLiteral("OneDropped"),
                      QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1"
                                     " AND datname = current_database() ORDER BY pid DESC LIMIT 1"),
                      1);
    }

    void aDroppedConnectionResumes()
    {
        // Halfway through, the server ends the push's connections (an administrator, a failover, a
        // network that drops it look the same to the client).
        dropAndResume(QStringLiteral("Dropped"),
                      QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                                     " WHERE usename = $1 AND datname = current_database()"),
                      library::ServerPush::kWriters);
    }

    void aKilledCommandLinePushResumes()
    {
        const qint64 matter = matterId(QStringLiteral("Killed"));
        QProcess process;
        process.setProcessEnvironment(cliEnvironment());
        process.start(QStringLiteral(LMARS_CLI_PATH), cliPush(QStringLiteral("Killed")));
        QVERIFY(process.waitForStarted());
        // SIGKILL once the first batches are in: nothing of the push runs after it.
        QTRY_VERIFY_WITH_TIMEOUT(documents(matter) > 0 || process.state() == QProcess::NotRunning, 120000);
        process.kill();
        QVERIFY(process.waitForFinished());
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);
        const int partial = documents(matter);
        QVERIFY2(partial > 0 && partial < kFiles, qPrintable(QString::number(partial)));
        qInfo("interrupted with %d of %d documents in", partial, kFiles);

        QProcess again;
        again.setProcessEnvironment(cliEnvironment());
        again.start(QStringLiteral(LMARS_CLI_PATH), cliPush(QStringLiteral("Killed")));
        QVERIFY(again.waitForFinished(180000));
        QVERIFY2(again.exitStatus() == QProcess::NormalExit && again.exitCode() == 0,
                 again.readAllStandardError().constData());
        QCOMPARE(contents(matter), contents(matterId(QStringLiteral("Clean"))));
    }
};

QTEST_GUILESS_MAIN(ServerPushResumeTest)
#include "ServerPushResumeTest.moc"
