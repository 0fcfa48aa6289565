// SPDX-License-Identifier: GPL-3.0-or-later
// The firm server's schema, matters, ethical walls and audit trail against a real PostgreSQL 15
// (the ctest "postgres" fixture). Walls are proved with raw SQL sent as the walled user.
#include "PgTestDatabase.h"
#include "library/ServerLibrary.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QTest>

#include <optional>

using lmars::store::AuditAction;
using lmars::store::AuditFilter;
using lmars::store::LibraryChunk;
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

LibraryDocument document(const QString& path, const QString& hash, const QString& title)
{
    LibraryDocument doc;
    doc.path = path;
    doc.hash = hash;
    doc.title = title;
    doc.type = QStringLiteral("md");
    return doc;
}

QList<LibraryChunk> chunksOf(const QStringList& texts)
{
    QList<LibraryChunk> chunks;
    for (int i = 0; i < texts.size(); ++i)
        chunks.append(LibraryChunk{i, texts.at(i), QStringLiteral("Facts"), 0, 0, int(texts.at(i).size())});
    return chunks;
}

/// The first column of the first row of a raw query, or "error: ..." when the server refused it.
QString scalar(PgConnection& db, const QString& sql)
{
    auto rows = db.query(sql);
    return rows ? rows->scalar() : QStringLiteral("error: ") + rows.error().summary;
}

} // namespace

class ServerSecurityTest : public QObject
{
    Q_OBJECT

private:
    PgTestDatabase m_db;
    std::unique_ptr<PgConnection> m_boss, m_alice, m_bob, m_carol;
    std::optional<ServerLibrary> m_bobLibrary; ///< searched before the wall: its statements and caches warm

private Q_SLOTS:
    void initTestCase()
    {
        LMARS_REQUIRE_PG_CLUSTER();
        QVERIFY2(m_db.create(QStringLiteral("lmars_security_test")), m_db.why());
        auto super = m_db.connect();
        QVERIFY(super);
        auto upgraded = ServerSchema::upgrade(*super);
        QVERIFY2(upgraded.ok(), why(upgraded));
        QCOMPARE(upgraded.value(), ServerSchema::kVersion);
        // A second init is a no-op.
        QCOMPARE(ServerSchema::upgrade(*super).value(), ServerSchema::kVersion);
        QVERIFY2(m_db.createRole(QStringLiteral("sec_boss"), {QStringLiteral("lmars_admin")}), m_db.why());
        QVERIFY2(m_db.createRole(QStringLiteral("sec_alice"), {QStringLiteral("lmars_user")}), m_db.why());
        QVERIFY2(m_db.createRole(QStringLiteral("sec_bob"), {QStringLiteral("lmars_user")}), m_db.why());
        QVERIFY2(m_db.createRole(QStringLiteral("sec_carol"), {}), m_db.why());
        m_boss = m_db.connect(QStringLiteral("sec_boss"));
        m_alice = m_db.connect(QStringLiteral("sec_alice"));
        m_bob = m_db.connect(QStringLiteral("sec_bob"));
        m_carol = m_db.connect(QStringLiteral("sec_carol"));
        QVERIFY(m_boss && m_alice && m_bob && m_carol);

        ServerAdmin admin(*m_boss);
        QVERIFY2(admin.createMatter(QStringLiteral("Acme v. Beta")).ok(), "create matter");
        QVERIFY2(admin.createMatter(QStringLiteral("Gamma merger")).ok(), "create matter");
        QVERIFY(admin.addMember(QStringLiteral("Acme v. Beta"), QStringLiteral("sec_alice")).ok());
        QVERIFY(admin.addMember(QStringLiteral("Acme v. Beta"), QStringLiteral("sec_bob")).ok());
        QVERIFY(admin.addMember(QStringLiteral("Gamma merger"), QStringLiteral("sec_bob")).ok());
        // carol was not an L-MARS user: the superuser-less admin cannot make her one.
        auto carol = admin.addMember(QStringLiteral("Acme v. Beta"), QStringLiteral("sec_carol"));
        QVERIFY(!carol.ok());
        QVERIFY2(carol.error().summary.contains(QLatin1String("GRANT lmars_user")), why(carol));

        auto lib = ServerLibrary::open(*m_alice);
        QVERIFY2(lib.ok(), why(lib));
        const qint64 acme = ServerAdmin(*m_alice).matterId(QStringLiteral("Acme v. Beta")).value();
        auto put = lib->putDocument(acme,
                                    document(QStringLiteral("/firm/acme/brief.md"), QStringLiteral("h-brief"),
                                             QStringLiteral("Acme opening brief")),
                                    chunksOf({QStringLiteral("The warehouse lease was terminated without notice."),
                                              QStringLiteral("Damages for the spoiled inventory exceed the cap.")}));
        QVERIFY2(put.ok(), why(put));
        QVERIFY(put->added);
        // A small segment keeps its postings in its own row; a large one has a row per term in
        // index_postings: one such row (as the superuser writes it) stands for them here.
        QVERIFY(super
                    ->execute(QStringLiteral("INSERT INTO lmars.index_postings (matter_id, segment_id, term, df, blob)"
                                             " SELECT matter_id, id, 'zzlarge', 1, '\\x00' FROM lmars.index_segments"))
                    .ok());
        QVERIFY(m_alice
                    ->query(QStringLiteral("INSERT INTO lmars.sessions (id, matter_id, question, mode, status, "
                                           "trajectory) VALUES ('s-acme', $1, 'Lease notice?', 'simple', "
                                           "'completed', '{}')"),
                            {QString::number(acme)})
                    .ok());
        QVERIFY(m_alice
                    ->query(QStringLiteral("INSERT INTO lmars.session_events (session_id, matter_id, seq, type, "
                                           "payload) VALUES ('s-acme', $1, 1, 'status', '{}')"),
                            {QString::number(acme)})
                    .ok());
    }

    void memberSeesTheMatterBeforeAWall()
    {
        auto lib = ServerLibrary::open(*m_bob);
        QVERIFY2(lib.ok(), why(lib));
        // More searches than PostgreSQL plans a prepared statement for before it keeps a generic plan.
        for (int i = 0; i < 8; ++i) {
            auto hits = lib->search(ServerSearchQuery{QStringLiteral("warehouse lease"), {}, 0, 10});
            QVERIFY2(hits.ok(), why(hits));
            QCOMPARE(hits->size(), 1);
        }
        QVERIFY(m_bob->preparedStatements() > 0);
        m_bobLibrary.emplace(lib.value());
        QCOMPARE(scalar(*m_bob, QStringLiteral("SELECT count(*) FROM lmars.chunks")), QStringLiteral("2"));
        // The matter's search index is his to read as well.
        QCOMPARE(scalar(*m_bob, QStringLiteral("SELECT count(*) FROM lmars.index_segments")), QStringLiteral("1"));
        QCOMPARE(scalar(*m_bob, QStringLiteral("SELECT count(*) FROM lmars.index_segments WHERE postings IS NOT NULL")),
                 QStringLiteral("1"));
        QCOMPARE(scalar(*m_bob, QStringLiteral("SELECT count(*) FROM lmars.index_postings")), QStringLiteral("1"));
        QCOMPARE(scalar(*m_bob, QStringLiteral("SELECT chunks || '/' || df FROM lmars.index_stats('simple',"
                                               " '{warehouse}', 0)")),
                 QStringLiteral("2/1"));
    }

    void wallHidesTheMatterFromEveryQueryPath()
    {
        ServerAdmin admin(*m_boss);
        QVERIFY(admin.addWall(QStringLiteral("Acme v. Beta"), QStringLiteral("sec_bob")).ok());

        // The connection that searched before the wall, with its prepared statements and cached
        // segments, finds nothing the moment the wall stands.
        QVERIFY(m_bobLibrary);
        const int prepared = m_bob->preparedStatements();
        auto before = m_bobLibrary->search(ServerSearchQuery{QStringLiteral("warehouse lease"), {}, 0, 10});
        QVERIFY2(before.ok(), why(before));
        QVERIFY(before->isEmpty());
        QCOMPARE(m_bob->preparedStatements(), prepared);

        auto lib = ServerLibrary::open(*m_bob);
        QVERIFY2(lib.ok(), why(lib));
        auto hits = lib->search(ServerSearchQuery{QStringLiteral("warehouse lease"), {}, 0, 10});
        QVERIFY2(hits.ok(), why(hits));
        QVERIFY(hits->isEmpty());
        const auto documents = lib->documents();
        QVERIFY(documents.ok() && documents->isEmpty());
        const auto read = lib->readChunks(1, 0, 10);
        QVERIFY(read.ok() && read->isEmpty());
        // Raw SQL as the walled member: nothing of the matter, whatever the path.
        for (const char* sql :
             {"SELECT count(*) FROM lmars.documents", "SELECT count(*) FROM lmars.chunks",
              "SELECT count(*) FROM lmars.sessions", "SELECT count(*) FROM lmars.session_events",
              "SELECT count(*) FROM lmars.chunks WHERE tsv @@ to_tsquery('simple', 'warehouse')",
              "SELECT count(*) FROM lmars.matters WHERE name = 'Acme v. Beta'",
              "SELECT count(*) FROM lmars.documents d JOIN lmars.chunks c ON c.document_id = d.id",
              "SELECT count(*) FROM lmars.index_segments", "SELECT count(*) FROM lmars.index_postings",
              "SELECT count(*) FROM lmars.index_segments WHERE postings IS NOT NULL",
              "SELECT count(*) FROM lmars.index_postings WHERE term = 'warehouse'",
              "SELECT count(*) FROM lmars.index_dead",
              "SELECT chunks + wdf_tokens + coalesce(df, 0) FROM lmars.index_stats('simple', '{warehouse}', 0)",
              "SELECT chunks + wdf_tokens + coalesce(df, 0) FROM lmars.index_stats('simple', '{warehouse}', 1)",
              "WITH x AS (DELETE FROM lmars.index_segments RETURNING 1) SELECT count(*) FROM x",
              "WITH x AS (DELETE FROM lmars.index_dead RETURNING 1) SELECT count(*) FROM x"})
            QCOMPARE(scalar(*m_bob, QString::fromLatin1(sql)), QStringLiteral("0"));
        // His deletes removed no segment, so the trigger that removes a segment's postings removed none.
        QCOMPARE(
            scalar(*m_alice, QStringLiteral("SELECT count(*) FROM lmars.index_segments WHERE postings IS NOT NULL")),
            QStringLiteral("1"));
        QCOMPARE(scalar(*m_alice, QStringLiteral("SELECT count(*) FROM lmars.index_postings")), QStringLiteral("1"));
        QVERIFY(scalar(*m_bob, QStringLiteral("SELECT lmars.index_segments_dropped()"))
                    .startsWith(QLatin1String("error:")));
        // Nor can he put a segment into the walled matter.
        QVERIFY(scalar(*m_bob, QStringLiteral("INSERT INTO lmars.index_segments (matter_id, chunk_count, docs)"
                                              " VALUES (1, 0, '') RETURNING id"))
                    .startsWith(QLatin1String("error:")));
        // The corpus statistics are the server's: no client reads or writes them.
        for (const char* sql : {"SELECT count(*) FROM lmars.term_stats", "SELECT count(*) FROM lmars.matter_stats",
                                "DELETE FROM lmars.term_stats RETURNING 1"})
            QVERIFY(scalar(*m_bob, QString::fromLatin1(sql)).startsWith(QLatin1String("error:")));
        // The matter he is not walled from stays visible; he cannot write into the walled one.
        QCOMPARE(scalar(*m_bob, QStringLiteral("SELECT string_agg(name, ',') FROM lmars.matters")),
                 QStringLiteral("Gamma merger"));
        QVERIFY(
            scalar(*m_bob, QStringLiteral("INSERT INTO lmars.documents (matter_id, path, hash) VALUES (1, '/x', 'h-x') "
                                          "RETURNING id"))
                .startsWith(QLatin1String("error:")));
        // SET ROLE to another member does not lend him her matters (visibility follows the login).
        QCOMPARE(scalar(*m_bob, QStringLiteral("SET ROLE sec_alice")).left(6), QStringLiteral("error:"));
        // He cannot lift the wall himself, nor read the audit trail.
        QVERIFY(
            scalar(*m_bob, QStringLiteral("DELETE FROM lmars.walls RETURNING 1")).startsWith(QLatin1String("error:")));
        QVERIFY(scalar(*m_bob, QStringLiteral("SELECT count(*) FROM lmars.audit")).startsWith(QLatin1String("error:")));
        auto lift = ServerAdmin(*m_bob).removeWall(QStringLiteral("Gamma merger"), QStringLiteral("sec_bob"));
        QVERIFY(!lift.ok());
        QVERIFY2(lift.error().summary.contains(QLatin1String("lmars_admin")), why(lift));

        // The other member still sees everything; a non-member sees nothing.
        QCOMPARE(scalar(*m_alice, QStringLiteral("SELECT count(*) FROM lmars.chunks")), QStringLiteral("2"));
        QVERIFY(
            scalar(*m_carol, QStringLiteral("SELECT count(*) FROM lmars.chunks")).startsWith(QLatin1String("error:")));

        auto removed = admin.removeWall(QStringLiteral("Acme v. Beta"), QStringLiteral("sec_bob"));
        QVERIFY(removed.ok() && removed.value());
        QCOMPARE(scalar(*m_bob, QStringLiteral("SELECT count(*) FROM lmars.chunks")), QStringLiteral("2"));
    }

    void onlyAdminsManageMatters()
    {
        auto created = ServerAdmin(*m_alice).createMatter(QStringLiteral("Alice's own"));
        QVERIFY(!created.ok());
        QVERIFY2(created.error().summary.contains(QLatin1String("lmars_admin")), why(created));
        auto wall = ServerAdmin(*m_alice).addWall(QStringLiteral("Acme v. Beta"), QStringLiteral("sec_bob"));
        QVERIFY(!wall.ok());
        auto duplicate = ServerAdmin(*m_boss).createMatter(QStringLiteral("Acme v. Beta"));
        QVERIFY(!duplicate.ok());
        QVERIFY2(duplicate.error().summary.contains(QLatin1String("already exists")), why(duplicate));
        auto list = ServerAdmin(*m_boss).matters();
        QVERIFY2(list.ok(), why(list));
        QCOMPARE(list->size(), 2);
        QCOMPARE(list->first().members, (QStringList{QStringLiteral("sec_alice"), QStringLiteral("sec_bob")}));
        // A member sees her matter but not who else is in it or walled.
        auto own = ServerAdmin(*m_alice).matters();
        QCOMPARE(own->size(), 1);
        QVERIFY(own->first().members.isEmpty());
    }

    void auditRecordsAndCannotBeAltered()
    {
        AuditFilter filter;
        auto rows = ServerAdmin(*m_boss).audit(filter);
        QVERIFY2(rows.ok(), why(rows));
        QStringList actions;
        for (const auto& entry : rows.value())
            actions.append(lmars::store::auditActionName(entry.action) + QLatin1Char(':') + entry.user);
        QVERIFY2(actions.contains(QStringLiteral("wall_add:sec_boss")), qPrintable(actions.join(QLatin1Char(' '))));
        QVERIFY2(actions.contains(QStringLiteral("wall_remove:sec_boss")), qPrintable(actions.join(QLatin1Char(' '))));
        QVERIFY2(actions.contains(QStringLiteral("search:sec_bob")), qPrintable(actions.join(QLatin1Char(' '))));
        QVERIFY2(actions.contains(QStringLiteral("document_add:sec_alice")),
                 qPrintable(actions.join(QLatin1Char(' '))));
        filter.user = QStringLiteral("sec_bob");
        const auto bobs = ServerAdmin(*m_boss).audit(filter);
        QVERIFY(bobs.ok() && !bobs->isEmpty());
        for (const auto& entry : bobs.value())
            QCOMPARE(entry.user, QStringLiteral("sec_bob"));
        filter = AuditFilter{};
        filter.matter = QStringLiteral("Gamma merger");
        const auto gamma = ServerAdmin(*m_boss).audit(filter);
        QVERIFY(gamma.ok() && !gamma->isEmpty());
        for (const auto& entry : gamma.value())
            QCOMPARE(entry.matter, QStringLiteral("Gamma merger"));

        const QString before = scalar(*m_boss, QStringLiteral("SELECT count(*) FROM lmars.audit"));
        // Nobody rewrites history: not the admin, not a user, not even the schema's owner.
        for (PgConnection* who : {m_boss.get(), m_alice.get()}) {
            QVERIFY(scalar(*who, QStringLiteral("UPDATE lmars.audit SET detail = 'x' RETURNING 1"))
                        .startsWith(QLatin1String("error:")));
            QVERIFY(scalar(*who, QStringLiteral("DELETE FROM lmars.audit RETURNING 1"))
                        .startsWith(QLatin1String("error:")));
            QVERIFY(scalar(*who, QStringLiteral("TRUNCATE lmars.audit")).startsWith(QLatin1String("error:")));
            QVERIFY(scalar(*who, QStringLiteral("INSERT INTO lmars.audit (action, role_name) VALUES ('search', "
                                                "'someone_else') RETURNING 1"))
                        .startsWith(QLatin1String("error:")));
        }
        auto owner = m_db.connect();
        QVERIFY(scalar(*owner, QStringLiteral("UPDATE lmars.audit SET detail = 'x' RETURNING 1"))
                    .contains(QLatin1String("append-only")));
        QVERIFY(scalar(*owner, QStringLiteral("DELETE FROM lmars.audit RETURNING 1"))
                    .contains(QLatin1String("append-only")));
        QVERIFY(scalar(*owner, QStringLiteral("TRUNCATE lmars.audit")).contains(QLatin1String("append-only")));
        QCOMPARE(scalar(*m_boss, QStringLiteral("SELECT count(*) FROM lmars.audit")), before);
        // lmars.record() writes the logged-in user, whatever the client claims.
        QVERIFY(ServerAdmin(*m_alice).record(AuditAction::Export, 0, QStringLiteral("answer.docx")).ok());
        QCOMPARE(scalar(*m_boss, QStringLiteral("SELECT role_name FROM lmars.audit WHERE action = 'export'")),
                 QStringLiteral("sec_alice"));
    }

    void refusesANewerSchema()
    {
        auto owner = m_db.connect();
        QVERIFY(ServerSchema::check(*owner).ok());
        QVERIFY(owner->execute(QStringLiteral("UPDATE lmars.schema_version SET version = 99")).ok());
        auto checked = ServerSchema::check(*m_alice);
        QVERIFY(!checked.ok());
        QVERIFY2(checked.error().summary.contains(QLatin1String("newer")), why(checked));
        QVERIFY(!ServerLibrary::open(*m_alice).ok());
        auto upgraded = ServerSchema::upgrade(*owner);
        QVERIFY(!upgraded.ok());
        QVERIFY2(upgraded.error().summary.contains(QLatin1String("99")), why(upgraded));
        QVERIFY(
            owner->execute(QStringLiteral("UPDATE lmars.schema_version SET version = %1").arg(ServerSchema::kVersion))
                .ok());
        QVERIFY(ServerSchema::check(*m_alice).ok());
    }

    void emptyDatabaseNeedsInit()
    {
        PgTestDatabase empty;
        QVERIFY2(empty.create(QStringLiteral("lmars_empty_test")), empty.why());
        auto db = empty.connect();
        auto checked = ServerSchema::check(*db);
        QVERIFY(!checked.ok());
        QVERIFY2(checked.error().summary.contains(QLatin1String("server init")), why(checked));
    }

    void passwordNeverShown()
    {
        QCOMPARE(PgConnection::withoutPassword(QStringLiteral("postgresql://alice:s3cret@db.firm/lmars")),
                 QStringLiteral("postgresql://alice@db.firm/lmars"));
        QCOMPARE(PgConnection::withoutPassword(QStringLiteral("host=db user=alice password='s 3cret' dbname=lmars")),
                 QStringLiteral("host=db user=alice dbname=lmars"));
        auto failed = PgConnection::open(m_db.conninfo() + QStringLiteral(" port=1 password=s3cret"), {}, 2);
        QVERIFY(!failed.ok());
        QVERIFY(!failed.error().toString().contains(QLatin1String("s3cret")));
        QCOMPARE(failed.error().kind, lmars::ErrorKind::Network);
    }

    void malformedAddressIsAConfigurationErrorNotAnOutage()
    {
        auto failed = PgConnection::open(QStringLiteral("host=db.firm port password=s3cret"), {}, 2);
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error().kind, lmars::ErrorKind::Configuration);
        QVERIFY2(failed.error().toString().contains(QLatin1String("not a valid libpq connection string")), why(failed));
        QVERIFY(!failed.error().toString().contains(QLatin1String("s3cret")));
    }
};

QTEST_GUILESS_MAIN(ServerSecurityTest)
#include "ServerSecurityTest.moc"
