// SPDX-License-Identifier: GPL-3.0-or-later
// The server library against a real PostgreSQL 15 (the ctest "postgres" fixture): weighted
// full-text ranking, as-of filtering, CJK bigrams, the reference boost, per-matter deduplication
// under concurrent indexing, and no half-written document after a failure or a lost client.
#include "library/ServerLibrary.h"
#include "PgTestDatabase.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QTest>

#include <thread>

using lmars::store::LibraryChunk;
using lmars::store::LibraryChunkHit;
using lmars::store::LibraryDocument;
using lmars::store::PgConnection;
using lmars::store::ServerAdmin;
using lmars::store::ServerLibrary;
using lmars::store::ServerSchema;
using lmars::store::ServerSearchQuery;
using lmars::store::ServerTextSearch;
using lmars::test::PgTestDatabase;

namespace {

template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

LibraryDocument document(const QString& path, const QString& title, const QString& from = {}, const QString& to = {})
{
    LibraryDocument doc;
    doc.path = path;
    doc.hash = QStringLiteral("hash-of-") + path;
    doc.title = title;
    doc.type = QStringLiteral("md");
    doc.validFrom = from;
    doc.validTo = to;
    return doc;
}

QList<LibraryChunk> chunks(const QStringList& texts, const QString& heading = QStringLiteral("Body"))
{
    QList<LibraryChunk> out;
    for (int i = 0; i < texts.size(); ++i)
        out.append(LibraryChunk{i, texts.at(i), heading, 0, 0, int(texts.at(i).size())});
    return out;
}

QStringList paths(const QList<LibraryChunkHit>& hits)
{
    QStringList out;
    for (const auto& hit : hits)
        out.append(hit.path);
    return out;
}

} // namespace

class ServerLibraryTest : public QObject
{
    Q_OBJECT

private:
    PgTestDatabase m_db;
    std::unique_ptr<PgConnection> m_user;
    qint64 m_matter = 0;

    std::optional<ServerLibrary> library()
    {
        auto opened = ServerLibrary::open(*m_user);
        if (!opened)
            return std::nullopt;
        return opened.value();
    }

private Q_SLOTS:
    void initTestCase()
    {
        LMARS_REQUIRE_PG_CLUSTER();
        QVERIFY2(m_db.create(QStringLiteral("lmars_library_test")), m_db.why());
        auto super = m_db.connect();
        QVERIFY(super);
        QVERIFY(ServerSchema::upgrade(*super).ok());
        QVERIFY2(m_db.createRole(QStringLiteral("lib_dana"), {QStringLiteral("lmars_admin")}), m_db.why());
        m_user = m_db.connect(QStringLiteral("lib_dana"));
        QVERIFY(m_user);
        ServerAdmin admin(*m_user);
        auto matter = admin.createMatter(QStringLiteral("Leases"));
        QVERIFY2(matter.ok(), why(matter));
        m_matter = matter.value();
        QVERIFY(admin.addMember(QStringLiteral("Leases"), QStringLiteral("lib_dana")).ok());
    }

    void titleOutranksBody()
    {
        auto lib = library();
        QVERIFY(lib);
        QVERIFY(lib->putDocument(m_matter, document(QStringLiteral("/a/body.md"), QStringLiteral("Notes")),
                                 chunks({QStringLiteral("A short note that mentions an easement once.")}))
                    .ok());
        QVERIFY(lib->putDocument(m_matter, document(QStringLiteral("/a/title.md"), QStringLiteral("Easement")),
                                 chunks({QStringLiteral("A short note about access over the land of another.")}))
                    .ok());
        auto hits = lib->search(ServerSearchQuery{QStringLiteral("easement"), {}, m_matter, 10});
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(paths(hits.value()), (QStringList{QStringLiteral("/a/title.md"), QStringLiteral("/a/body.md")}));
        QVERIFY(hits->first().score > hits->last().score);
    }

    void asOfKeepsValidChunksOnly()
    {
        auto lib = library();
        QVERIFY(lib);
        QVERIFY(lib->putDocument(m_matter,
                                 document(QStringLiteral("/a/old.md"), QStringLiteral("Rent cap 2019"),
                                          QStringLiteral("2019-01-01"), QStringLiteral("2022-12-31")),
                                 chunks({QStringLiteral("The rent stabilization cap is five percent.")}))
                    .ok());
        QVERIFY(lib->putDocument(m_matter,
                                 document(QStringLiteral("/a/new.md"), QStringLiteral("Rent cap 2023"),
                                          QStringLiteral("2023-01-01")),
                                 chunks({QStringLiteral("The rent stabilization cap is three percent.")}))
                    .ok());
        auto in2020 =
            lib->search(ServerSearchQuery{QStringLiteral("stabilization cap"), QDate(2020, 6, 1), m_matter, 10});
        QVERIFY2(in2020.ok(), why(in2020));
        QCOMPARE(paths(in2020.value()), QStringList{QStringLiteral("/a/old.md")});
        auto lastDay =
            lib->search(ServerSearchQuery{QStringLiteral("stabilization cap"), QDate(2022, 12, 31), m_matter, 10});
        QCOMPARE(paths(lastDay.value()), QStringList{QStringLiteral("/a/old.md")});
        auto in2024 =
            lib->search(ServerSearchQuery{QStringLiteral("stabilization cap"), QDate(2024, 2, 1), m_matter, 10});
        QCOMPARE(paths(in2024.value()), QStringList{QStringLiteral("/a/new.md")});
        QCOMPARE(in2024->first().validFrom, QStringLiteral("2023-01-01"));
        QVERIFY(in2024->first().validTo.isEmpty());
        auto any = lib->search(ServerSearchQuery{QStringLiteral("stabilization cap"), {}, m_matter, 10});
        QCOMPARE(any->size(), 2);
    }

    void cjkIsSearchedByBigrams()
    {
        auto lib = library();
        QVERIFY(lib);
        QVERIFY(lib->putDocument(m_matter, document(QStringLiteral("/a/zh.md"), QStringLiteral("合同法")),
                                 chunks({QStringLiteral("房屋租赁合同的解除需要提前通知。")}))
                    .ok());
        // A word inside a run of Han characters is found (a whole-run token would not match).
        auto hits = lib->search(ServerSearchQuery{QStringLiteral("租赁合同"), {}, m_matter, 10});
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(paths(hits.value()), QStringList{QStringLiteral("/a/zh.md")});
        QVERIFY(hits->first().text.contains(QStringLiteral("房屋租赁合同")));
    }

    void referencesRankFirst()
    {
        auto lib = library();
        QVERIFY(lib);
        QVERIFY(lib->putDocument(m_matter, document(QStringLiteral("/u/1324a.md"), QStringLiteral("Employment")),
                                 chunks({QStringLiteral("Under 8 U.S.C. § 1324a an employer must verify the identity "
                                                        "of new hires.")}))
                    .ok());
        QVERIFY(lib->putDocument(m_matter, document(QStringLiteral("/u/verify.md"), QStringLiteral("Employer verify")),
                                 chunks({QStringLiteral("Employer employer verify verify identity identity of "
                                                        "employees and new hires, employer verify.")}))
                    .ok());
        QVERIFY(lib->putDocument(m_matter, document(QStringLiteral("/u/gdpr.md"), QStringLiteral("GDPR")),
                                 chunks({QStringLiteral("Article 33 requires the controller to notify a breach."),
                                         QStringLiteral("Article 34 covers notice to the data subject, breach "
                                                        "notify notify breach.")}))
                    .ok());
        auto section =
            lib->search(ServerSearchQuery{QStringLiteral("employer verify identity § 1324a"), {}, m_matter, 5});
        QVERIFY2(section.ok(), why(section));
        QCOMPARE(section->first().path, QStringLiteral("/u/1324a.md"));
        auto article = lib->search(ServerSearchQuery{QStringLiteral("breach notify Article 33"), {}, m_matter, 5});
        QVERIFY2(article.ok(), why(article));
        QVERIFY(article->first().text.startsWith(QLatin1String("Article 33")));
        QCOMPARE(ServerLibrary::referencePhrases(QStringLiteral("see §§ 1324a and art. 5 and Section 12(b)")),
                 (QStringList{QStringLiteral("1324a"), QStringLiteral("article 5"), QStringLiteral("section 12")}));
        QCOMPARE(ServerLibrary::referencePhrases(QStringLiteral("《刑法》第四十六条")),
                 (QStringList{QStringLiteral("第四 四十 十六 六条"), QStringLiteral("刑法")}));
        QVERIFY(lib->putDocument(m_matter, document(QStringLiteral("/zh/46.md"), QStringLiteral("刑事诉讼法")),
                                 chunks({QStringLiteral("第四十六条 犯罪嫌疑人有权委托辩护人。")}))
                    .ok());
        QVERIFY(lib->putDocument(m_matter, document(QStringLiteral("/zh/47.md"), QStringLiteral("刑事诉讼法")),
                                 chunks({QStringLiteral("第四十七条 辩护人的责任是根据事实和法律，提出犯罪嫌疑人无罪的"
                                                        "材料和意见，辩护人辩护人。")}))
                    .ok());
        auto cjk = lib->search(
            ServerSearchQuery{QStringLiteral("请背诵《刑事诉讼法》第四十六条辩护人的条文"), {}, m_matter, 5});
        QVERIFY2(cjk.ok(), why(cjk));
        QCOMPARE(cjk->first().path, QStringLiteral("/zh/46.md"));
        // Any user text is safe: operators and quotes are words or nothing.
        for (const QString& text : {QStringLiteral("\"unbalanced"), QStringLiteral("a & b | !c <-> d"),
                                    QStringLiteral("or or or"), QStringLiteral("'); DROP TABLE lmars.chunks; --")}) {
            auto hits = lib->search(ServerSearchQuery{text, {}, 0, 5});
            QVERIFY2(hits.ok(), why(hits));
        }
    }

    void sameContentIsStoredOncePerMatter()
    {
        auto lib = library();
        QVERIFY(lib);
        LibraryDocument doc = document(QStringLiteral("/dup/one.md"), QStringLiteral("Duplicate"));
        auto first = lib->putDocument(m_matter, doc, chunks({QStringLiteral("same content")}));
        QVERIFY(first.ok() && first->added);
        doc.path = QStringLiteral("/other-desktop/one.md");
        auto second = lib->putDocument(m_matter, doc, chunks({QStringLiteral("same content")}));
        QVERIFY2(second.ok(), why(second));
        QVERIFY(!second->added);
        QCOMPARE(second->documentId, first->documentId);
    }

    void concurrentIndexingOfOverlappingFoldersNeverDuplicates()
    {
        constexpr int kDocuments = 40;
        auto work = [this](bool reverse, int* added, QString* error) {
            auto db = m_db.connect(QStringLiteral("lib_dana"));
            auto lib = ServerLibrary::open(*db);
            if (!lib) {
                *error = lib.error().toString();
                return;
            }
            for (int n = 0; n < kDocuments; ++n) {
                const int i = reverse ? kDocuments - 1 - n : n;
                LibraryDocument doc =
                    document(QStringLiteral("/shared/%1.md").arg(i), QStringLiteral("Shared %1").arg(i));
                QStringList texts;
                for (int c = 0; c < 30; ++c)
                    texts.append(QStringLiteral("shared folder document %1 paragraph %2").arg(i).arg(c));
                auto put = lib->putDocument(m_matter, doc, chunks(texts));
                if (!put) {
                    *error = put.error().toString();
                    return;
                }
                *added += put->added ? 1 : 0;
            }
        };
        int addedA = 0, addedB = 0;
        QString errorA, errorB;
        std::thread a(work, false, &addedA, &errorA);
        std::thread b(work, true, &addedB, &errorB);
        a.join();
        b.join();
        QVERIFY2(errorA.isEmpty(), qPrintable(errorA));
        QVERIFY2(errorB.isEmpty(), qPrintable(errorB));
        QCOMPARE(addedA + addedB, kDocuments);
        QCOMPARE(
            m_user->query(QStringLiteral("SELECT count(*) FROM lmars.documents WHERE path LIKE '/shared/%'"))->scalar(),
            QString::number(kDocuments));
        QCOMPARE(m_user
                     ->query(QStringLiteral("SELECT count(*) FROM lmars.chunks c JOIN lmars.documents d"
                                            " ON d.id = c.document_id WHERE d.path LIKE '/shared/%'"))
                     ->scalar(),
                 QString::number(kDocuments * 30));
    }

    void failedDocumentLeavesNothingVisible()
    {
        auto lib = library();
        QVERIFY(lib);
        auto before = lib->stats();
        // Two chunks with the same ordinal: the database refuses the second after the document row
        // and the first chunks went in; the whole document is rolled back.
        QList<LibraryChunk> bad = chunks({QStringLiteral("first half"), QStringLiteral("second half")});
        bad[1].ordinal = 0;
        auto put = lib->putDocument(m_matter, document(QStringLiteral("/broken.md"), QStringLiteral("Broken")), bad);
        QVERIFY(!put.ok());
        auto after = lib->stats();
        QCOMPARE(after->documents, before->documents);
        QCOMPARE(after->chunks, before->chunks);
        QVERIFY(m_user->isOpen());
        // The same connection goes on working.
        QVERIFY(lib->putDocument(m_matter, document(QStringLiteral("/fixed.md"), QStringLiteral("Fixed")),
                                 chunks({QStringLiteral("whole")}))
                    .ok());
    }

    void lostClientLeavesNothingVisible()
    {
        // A client that dies mid-document: its open transaction dies with its connection.
        {
            auto dying = m_db.connect(QStringLiteral("lib_dana"));
            QVERIFY(dying->begin().ok());
            QVERIFY(dying
                        ->query(QStringLiteral("INSERT INTO lmars.documents (matter_id, path, hash) VALUES ($1, "
                                               "'/half.md', 'h-half') RETURNING id"),
                                {QString::number(m_matter)})
                        .ok());
            QCOMPARE(
                m_user->query(QStringLiteral("SELECT count(*) FROM lmars.documents WHERE path = '/half.md'"))->scalar(),
                QStringLiteral("0"));
        }
        QCOMPARE(
            m_user->query(QStringLiteral("SELECT count(*) FROM lmars.documents WHERE path = '/half.md'"))->scalar(),
            QStringLiteral("0"));
    }

    void englishConfigurationStems()
    {
        PgTestDatabase english;
        QVERIFY2(english.create(QStringLiteral("lmars_english_test")), english.why());
        auto super = english.connect();
        QVERIFY(ServerSchema::upgrade(*super, ServerTextSearch::English).ok());
        QVERIFY(super
                    ->execute(QStringLiteral("INSERT INTO lmars.matters (name) VALUES ('M');"
                                             "INSERT INTO lmars.memberships SELECT id, 'lib_dana' FROM lmars.matters"))
                    .ok());
        auto db = english.connect(QStringLiteral("lib_dana"));
        auto lib = ServerLibrary::open(*db);
        QVERIFY2(lib.ok(), why(lib));
        QCOMPARE(lib->textSearch(), ServerTextSearch::English);
        const qint64 matter = db->query(QStringLiteral("SELECT id FROM lmars.matters"))->scalar().toLongLong();
        QVERIFY(lib->putDocument(matter, document(QStringLiteral("/e.md"), QStringLiteral("Tenancy")),
                                 chunks({QStringLiteral("The landlord terminated the tenancies.")}))
                    .ok());
        auto hits = lib->search(ServerSearchQuery{QStringLiteral("terminating tenancy"), {}, 0, 5});
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(hits->size(), 1);
        // The simple configuration of the main test database does not stem.
        auto simple = library()->search(ServerSearchQuery{QStringLiteral("terminating"), {}, 0, 5});
        QVERIFY(simple.ok() && simple->isEmpty());
    }
};

QTEST_GUILESS_MAIN(ServerLibraryTest)
#include "ServerLibraryTest.moc"
