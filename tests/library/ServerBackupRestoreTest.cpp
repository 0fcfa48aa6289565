// SPDX-License-Identifier: GPL-3.0-or-later
// The README's backup and restore of the firm server, run as written: pg_dump -Fc of the database
// and pg_dumpall --roles-only of the cluster (the ctest "postgres" fixture), restored with psql and
// pg_restore --exit-on-error into a second, fresh throwaway cluster; there a lawyer finds the same
// passages with the same scores, a walled lawyer finds nothing of the walled matter (by the
// library and by raw SQL), and the audit trail came along.
#include "PgTestDatabase.h"
#include "library/ServerLibrary.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using lmars::store::LibraryChunk;
using lmars::store::LibraryChunkHit;
using lmars::store::LibraryDocument;
using lmars::store::PgConnection;
using lmars::store::ServerAdmin;
using lmars::store::ServerLibrary;
using lmars::store::ServerSchema;
using lmars::store::ServerSearchQuery;
using lmars::test::PgTestDatabase;

namespace {

template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

QString bindir()
{
    const QString dir = qEnvironmentVariable("LMARS_PG_BINDIR");
    return dir.isEmpty() ? QStringLiteral("/usr/lib/postgresql/15/bin") : dir;
}

/// Runs a program; empty when it exited 0, else what it said.
QString run(const QString& program, const QStringList& arguments, QByteArray* output = nullptr)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return program + QStringLiteral(" failed: ") + QString::fromUtf8(process.readAllStandardError()) +
               process.errorString();
    if (output)
        *output = process.readAllStandardOutput();
    return {};
}

bool put(ServerLibrary& library, qint64 matter, const QString& path, const QStringList& texts)
{
    LibraryDocument meta;
    meta.path = path;
    meta.hash = QStringLiteral("backup-") + path;
    meta.title = QFileInfo(path).baseName();
    meta.type = QStringLiteral("md");
    QList<LibraryChunk> chunks;
    for (int i = 0; i < texts.size(); ++i)
        chunks.append(LibraryChunk{i, texts.at(i), QStringLiteral("Body"), 0, 0, int(texts.at(i).size())});
    return library.putDocument(matter, meta, chunks).ok();
}

QStringList described(const QList<LibraryChunkHit>& hits)
{
    QStringList out;
    for (const LibraryChunkHit& hit : hits)
        out << hit.path + QLatin1Char(' ') + QString::number(hit.score, 'f', 6);
    return out;
}

} // namespace

class ServerBackupRestoreTest : public QObject
{
    Q_OBJECT

private:
    PgTestDatabase m_db;
    QTemporaryDir m_temp;
    QString m_script; ///< tests/support/pg-test-cluster.sh
    QString m_fresh;  ///< the second cluster's state folder

private Q_SLOTS:
    void initTestCase()
    {
        LMARS_REQUIRE_PG_CLUSTER();
        QVERIFY(m_temp.isValid());
        m_script = QStringLiteral(LMARS_TEST_SCENARIO_DIR "/../support/pg-test-cluster.sh");
        m_fresh = m_temp.filePath(QStringLiteral("fresh-cluster"));
    }

    void cleanupTestCase()
    {
        if (!m_fresh.isEmpty())
            (void)run(m_script, {QStringLiteral("stop"), m_fresh});
    }

    void restoredIntoAFreshClusterSearchesAsBefore()
    {
        QVERIFY2(m_db.create(QStringLiteral("lmars_backup_test")), m_db.why());
        auto super = m_db.connect();
        QVERIFY(super);
        QVERIFY(ServerSchema::upgrade(*super).ok());
        QVERIFY2(m_db.createRole(QStringLiteral("backup_dana"), {QStringLiteral("lmars_admin")}), m_db.why());
        QVERIFY2(m_db.createRole(QStringLiteral("backup_eve"), {QStringLiteral("lmars_user")}), m_db.why());
        auto dana = m_db.connect(QStringLiteral("backup_dana"));
        QVERIFY(dana);
        ServerAdmin admin(*dana);
        const QString open = QStringLiteral("Acme v. Beta");
        const QString walled = QStringLiteral("Gamma merger");
        auto openId = admin.createMatter(open);
        auto walledId = admin.createMatter(walled);
        QVERIFY(openId.ok() && walledId.ok());
        for (const QString& matter : {open, walled}) {
            QVERIFY(admin.addMember(matter, QStringLiteral("backup_dana")).ok());
            QVERIFY(admin.addMember(matter, QStringLiteral("backup_eve")).ok());
        }
        QVERIFY(admin.addWall(walled, QStringLiteral("backup_eve")).ok());
        auto library = ServerLibrary::open(*dana);
        QVERIFY2(library.ok(), why(library));
        for (int i = 0; i < 12; ++i) // more than one merge level's worth of segments
            QVERIFY(put(library.value(), openId.value(), QStringLiteral("/acme/notice-%1.md").arg(i),
                        {QStringLiteral("Notice of termination under clause %1 of the supply agreement.").arg(i),
                         QStringLiteral("The indemnity survives termination for %1 years.").arg(i + 1)}));
        QVERIFY(put(library.value(), walledId.value(), QStringLiteral("/gamma/secret.md"),
                    {QStringLiteral("Secret indemnity and termination terms of the merger.")}));

        const ServerSearchQuery query{QStringLiteral("termination indemnity"), {}, 0, 8};
        auto eve = m_db.connect(QStringLiteral("backup_eve"));
        QVERIFY(eve);
        auto eveLibrary = ServerLibrary::open(*eve);
        QVERIFY(eveLibrary.ok());
        auto before = eveLibrary->search(query);
        QVERIFY2(before.ok(), why(before));
        QCOMPARE(before->size(), 8);
        auto danaBefore = library->search(query);
        QVERIFY(danaBefore.ok());

        // The backup, as the README writes it (as the cluster's superuser).
        const QString dump = m_temp.filePath(QStringLiteral("lmars.dump"));
        const QString roles = m_temp.filePath(QStringLiteral("lmars-roles.sql"));
        QString failed = run(bindir() + QStringLiteral("/pg_dump"), {QStringLiteral("-Fc"), QStringLiteral("-f"), dump,
                                                                     QStringLiteral("-d"), m_db.conninfo()});
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        failed = run(bindir() + QStringLiteral("/pg_dumpall"), {QStringLiteral("--roles-only"), QStringLiteral("-f"),
                                                                roles, QStringLiteral("-d"), m_db.conninfo()});
        QVERIFY2(failed.isEmpty(), qPrintable(failed));

        // A fresh cluster; the roles, an empty database, the dump.
        failed = run(m_script, {QStringLiteral("start"), m_fresh});
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QFile conninfoFile(m_fresh + QStringLiteral("/conninfo"));
        QVERIFY(conninfoFile.open(QIODevice::ReadOnly));
        const QString fresh = QString::fromUtf8(conninfoFile.readAll()).trimmed();
        // psql goes on past "role ... already exists" (the fresh cluster's own superuser).
        failed = run(bindir() + QStringLiteral("/psql"),
                     {QStringLiteral("-q"), QStringLiteral("-f"), roles, QStringLiteral("-d"), fresh});
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        {
            auto admin2 = PgConnection::open(fresh);
            QVERIFY2(admin2.ok(), why(admin2));
            QVERIFY(admin2.value()->execute(QStringLiteral("CREATE DATABASE lmars_restored")).ok());
        }
        const QString restored = fresh + QStringLiteral(" dbname=lmars_restored");
        failed = run(bindir() + QStringLiteral("/pg_restore"),
                     {QStringLiteral("--exit-on-error"), QStringLiteral("-d"), restored, dump});
        QVERIFY2(failed.isEmpty(), qPrintable(failed));

        // The restored server: current schema, same passages and scores, walls and audit kept.
        auto eveThere = PgConnection::open(restored + QStringLiteral(" user=backup_eve"));
        QVERIFY2(eveThere.ok(), why(eveThere));
        QVERIFY(ServerSchema::check(*eveThere.value()).ok());
        auto eveRestored = ServerLibrary::open(*eveThere.value());
        QVERIFY2(eveRestored.ok(), why(eveRestored));
        auto after = eveRestored->search(query);
        QVERIFY2(after.ok(), why(after));
        QCOMPARE(described(after.value()), described(before.value()));
        for (const LibraryChunkHit& hit : after.value())
            QVERIFY2(!hit.path.startsWith(QLatin1String("/gamma/")), qPrintable(hit.path));
        auto raw = eveThere.value()->query(QStringLiteral("SELECT count(*) FROM lmars.chunks WHERE matter_id = $1"),
                                           {QString::number(walledId.value())});
        QVERIFY2(raw.ok(), why(raw));
        QCOMPARE(raw->scalar(), QStringLiteral("0"));

        auto danaThere = PgConnection::open(restored + QStringLiteral(" user=backup_dana"));
        QVERIFY2(danaThere.ok(), why(danaThere));
        auto danaRestored = ServerLibrary::open(*danaThere.value());
        QVERIFY(danaRestored.ok());
        auto danaAfter = danaRestored->search(query);
        QVERIFY(danaAfter.ok());
        QCOMPARE(described(danaAfter.value()), described(danaBefore.value()));
        auto audited = danaThere.value()->query(QStringLiteral("SELECT count(*) FROM lmars.audit"));
        QVERIFY2(audited.ok(), why(audited));
        QVERIFY2(audited->scalar().toInt() > 0, qPrintable(audited->scalar()));
    }
};

QTEST_GUILESS_MAIN(ServerBackupRestoreTest)
#include "ServerBackupRestoreTest.moc"
