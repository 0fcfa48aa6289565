// SPDX-License-Identifier: GPL-3.0-or-later
// The server library's BM25 ranking against a real PostgreSQL 15 (the ctest "postgres" fixture):
// the same top k and scores as the embedded library's index on the same chunks (Xapian 1.4's BM25
// with the field weights as wdf, which the in-house engine's TopKMatcher reproduces), through the
// server's index segments, their merges and tombstones; corpus statistics that stay right across
// replace, delete and concurrent writers, and statistics that count only what the searching user
// may see.
#include "PgTestDatabase.h"
#include "index/EmbeddedIndex.h"
#include "index/LibraryTerms.h"
#include "index/PgSegmentStore.h"
#include "index/SegmentIndexReader.h"
#include "index/ServerAnalyzer.h"
#include "index/ServerPackedPostings.h"
#include "library/LibraryStore.h"
#include "library/ServerLibrary.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

using lmars::store::IndexQuery;
using lmars::store::LibraryChunk;
using lmars::store::LibraryChunkHit;
using lmars::store::LibraryDocument;
using lmars::store::LibraryStore;
using lmars::store::PgConnection;
using lmars::store::PgSegmentStore;
using lmars::store::SegmentIndexReader;
using lmars::store::ServerAdmin;
using lmars::store::ServerAnalyzer;
using lmars::store::ServerLibrary;
using lmars::store::ServerSchema;
using lmars::store::ServerSearchQuery;
using lmars::store::TopKHit;
using lmars::test::PgTestDatabase;

namespace {

template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

struct TestDocument
{
    LibraryDocument meta;
    QList<LibraryChunk> chunks;
};

TestDocument document(const QString& path, const QString& title, const QStringList& texts,
                      const QString& heading = QStringLiteral("Body"))
{
    TestDocument d;
    d.meta.path = path;
    d.meta.hash = QStringLiteral("hash-of-") + path + QString::number(qHash(texts.join(QLatin1Char('|'))));
    d.meta.title = title;
    d.meta.type = QStringLiteral("md");
    for (int i = 0; i < texts.size(); ++i)
        d.chunks.append(LibraryChunk{i, texts.at(i), heading, 0, 0, int(texts.at(i).size())});
    return d;
}

QStringList paths(const QList<LibraryChunkHit>& hits)
{
    QStringList out;
    for (const auto& hit : hits)
        out.append(hit.path);
    return out;
}

QList<double> scores(const QList<LibraryChunkHit>& hits)
{
    QList<double> out;
    for (const auto& hit : hits)
        out.append(hit.score);
    return out;
}

bool sameScores(const QList<double>& a, const QList<double>& b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i) {
        if (std::abs(a.at(i) - b.at(i)) > 1e-6 * std::max(1.0, std::abs(a.at(i))))
            return false;
    }
    return true;
}

QString describe(const QList<double>& a)
{
    QStringList out;
    for (double v : a)
        out << QString::number(v, 'f', 6);
    return out.join(QLatin1Char(' '));
}

/// The reference the server's scores must equal: the embedded library (its own index and BM25)
/// holding the same documents, searched for any of the words.
class EmbeddedReference
{
public:
    bool open(const QString& path)
    {
        auto store = LibraryStore::open(path);
        if (!store)
            return false;
        m_store = std::move(store.value());
        return true;
    }
    bool add(const LibraryDocument& meta, const QList<LibraryChunk>& chunks)
    {
        return m_store->putDocument(meta, chunks).ok();
    }
    bool remove(const QString& path) { return m_store->removeDocument(path).ok(); }
    /// Scores of the top k, best first.
    QList<double> top(const QStringList& words, int k)
    {
        IndexQuery query;
        m_store->index().terms().append(words.join(QLatin1Char(' ')), query.terms);
        query.k = k;
        QList<double> out;
        auto hits = m_store->search(query);
        if (hits) {
            for (const LibraryChunkHit& hit : hits.value())
                out.append(hit.score);
        }
        return out;
    }

private:
    std::unique_ptr<LibraryStore> m_store;
};

} // namespace

class ServerRankingTest : public QObject
{
    Q_OBJECT

private:
    PgTestDatabase m_db;
    std::unique_ptr<PgConnection> m_super;
    std::unique_ptr<PgConnection> m_dana; ///< admin, member of every matter
    QTemporaryDir m_temp;

    std::optional<ServerLibrary> library(PgConnection& db)
    {
        auto opened = ServerLibrary::open(db);
        if (!opened)
            return std::nullopt;
        return opened.value();
    }

    /// A new matter with dana (and the given roles) as members.
    qint64 matter(const QString& name, const QStringList& members = {})
    {
        ServerAdmin admin(*m_dana);
        auto created = admin.createMatter(name);
        if (!created)
            return 0;
        for (const QString& member : QStringList{QStringLiteral("rank_dana")} + members) {
            if (!admin.addMember(name, member))
                return 0;
        }
        return created.value();
    }

    QString scalar(PgConnection& db, const QString& sql)
    {
        auto rows = db.query(sql);
        return rows ? rows->scalar() : QStringLiteral("error: ") + rows.error().summary;
    }

    /// On a server at an older schema, as its clients wrote it: a matter `name` with rank_dana as a member
    /// and a document "<name> lease" of three chunks "rent due 0" … "rent due 2" on pages 1 to 3.
    static bool writeOldLease(PgConnection& db, const QString& name)
    {
        return db
            .execute(QStringLiteral("INSERT INTO lmars.matters (name) VALUES ('%1');"
                                    "INSERT INTO lmars.memberships SELECT id, 'rank_dana' FROM lmars.matters;"
                                    "INSERT INTO lmars.documents (matter_id, path, hash, title) SELECT id, '/%2.md',"
                                    " 'h', '%1 lease' FROM lmars.matters;"
                                    "INSERT INTO lmars.chunks (document_id, matter_id, ordinal, body, page, tsv)"
                                    " SELECT d.id, d.matter_id, n, 'rent due ' || n, n + 1, setweight(to_tsvector("
                                    "'simple', '%1 lease'), 'A') || to_tsvector('simple', 'rent due ' || n)"
                                    " FROM lmars.documents d, generate_series(0, 2) n")
                         .arg(name, name.toLower()))
            .ok();
    }

    /// Rows where the kept statistics of the matter differ from a recount of its chunks (empty: right).
    QString statisticsDrift(qint64 matterId, PgConnection* on = nullptr)
    {
        const QString m = QString::number(matterId);
        return scalar(
            on ? *on : *m_super,
            QStringLiteral(
                "SELECT coalesce(string_agg(x::text, '; '), '') FROM ("
                " (SELECT lexeme, chunks FROM lmars.term_stats WHERE matter_id = %1 AND chunks <> 0"
                "  EXCEPT SELECT u.lexeme, count(*) FROM lmars.chunks c, unnest(c.tsv) u"
                "  WHERE c.matter_id = %1 GROUP BY 1)"
                " UNION ALL (SELECT u.lexeme, count(*) FROM lmars.chunks c, unnest(c.tsv) u"
                "  WHERE c.matter_id = %1 GROUP BY 1"
                "  EXCEPT SELECT lexeme, chunks FROM lmars.term_stats WHERE matter_id = %1)"
                " UNION ALL (SELECT 'matter', chunks FROM lmars.matter_stats WHERE matter_id = %1"
                "  EXCEPT SELECT 'matter', count(*) FROM lmars.chunks WHERE matter_id = %1)"
                " UNION ALL (SELECT 'tokens', tokens FROM lmars.matter_stats WHERE matter_id = %1"
                "  EXCEPT SELECT 'tokens', coalesce(sum(token_count), 0) FROM lmars.chunks WHERE matter_id = %1)"
                " UNION ALL (SELECT 'wdf', wdf_tokens FROM lmars.matter_stats WHERE matter_id = %1"
                "  EXCEPT SELECT 'wdf', coalesce(sum(lmars.tsvector_wdf_length(tsv)), 0) FROM lmars.chunks"
                "  WHERE matter_id = %1)) x")
                .arg(m));
    }

private Q_SLOTS:
    void initTestCase()
    {
        LMARS_REQUIRE_PG_CLUSTER();
        QVERIFY(m_temp.isValid());
        QVERIFY2(m_db.create(QStringLiteral("lmars_ranking_test")), m_db.why());
        m_super = m_db.connect();
        QVERIFY(m_super);
        QVERIFY(ServerSchema::upgrade(*m_super).ok());
        QVERIFY2(m_db.createRole(QStringLiteral("rank_dana"), {QStringLiteral("lmars_admin")}), m_db.why());
        QVERIFY2(m_db.createRole(QStringLiteral("rank_eve"), {QStringLiteral("lmars_user")}), m_db.why());
        m_dana = m_db.connect(QStringLiteral("rank_dana"));
        QVERIFY(m_dana);
    }

    void upgradeCountsTheChunksAlreadyThere()
    {
        // A server at schema 1 with a document written then; schema 2 adds the lengths and the counts.
        PgTestDatabase old;
        QVERIFY2(old.create(QStringLiteral("lmars_ranking_upgrade_test")), old.why());
        auto db = old.connect();
        QVERIFY(db);
        QCOMPARE(ServerSchema::upgrade(*db, lmars::store::ServerTextSearch::Simple, 1).value(), 1);
        QVERIFY(writeOldLease(*db, QStringLiteral("Old")));
        QVERIFY(!ServerLibrary::open(*db).ok()); // schema 1 is too old for this build
        QCOMPARE(ServerSchema::upgrade(*db).value(), ServerSchema::kVersion);
        auto rows = db->query(QStringLiteral("SELECT (SELECT chunks || '/' || tokens FROM lmars.matter_stats),"
                                             " (SELECT chunks FROM lmars.term_stats WHERE lexeme = 'rent'),"
                                             " (SELECT chunks FROM lmars.term_stats WHERE lexeme = '2'),"
                                             " (SELECT min(token_count) FROM lmars.chunks)"));
        QVERIFY2(rows.ok(), why(rows));
        // Three chunks of five tokens each (two of the title, three of the body).
        QCOMPARE(rows->rows.first(),
                 (QStringList{QStringLiteral("3/15"), QStringLiteral("3"), QStringLiteral("1"), QStringLiteral("5")}));
        auto dana = old.connect(QStringLiteral("rank_dana"));
        QVERIFY(dana);
        auto lib = library(*dana);
        QVERIFY(lib);
        auto hits = lib->search(ServerSearchQuery{QStringLiteral("rent 2"), {}, 0, 10});
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(hits->size(), 3);
        QCOMPARE(hits->first().text, QStringLiteral("rent due 2"));
        // The chunks written before the search index existed were indexed by the upgrade.
        QCOMPARE(
            db->query(QStringLiteral("SELECT count(*) || '/' || sum(chunk_count) FROM lmars.index_segments"))->scalar(),
            QStringLiteral("1/3"));
    }

    void upgradeFromFourKeepsTheIndexAndDropsPostingsWithTheirSegment()
    {
        // A server at schema 4 whose search index holds a segment (the chunks backfilled by migration 4).
        PgTestDatabase old;
        QVERIFY2(old.create(QStringLiteral("lmars_ranking_upgrade5_test")), old.why());
        auto db = old.connect();
        QVERIFY(db);
        QCOMPARE(ServerSchema::upgrade(*db, lmars::store::ServerTextSearch::Simple, 3).value(), 3);
        QVERIFY(writeOldLease(*db, QStringLiteral("Four")));
        QCOMPARE(ServerSchema::upgrade(*db, lmars::store::ServerTextSearch::Simple, 4).value(), 4);
        const QString foreignKeys = QStringLiteral(
            "SELECT count(*) FROM pg_constraint WHERE conrelid = 'lmars.index_postings'::regclass AND contype = 'f'");
        QCOMPARE(scalar(*db, foreignKeys), QStringLiteral("1"));
        QVERIFY(!ServerLibrary::open(*db).ok()); // schema 4 is too old for this build

        QCOMPARE(ServerSchema::upgrade(*db).value(), ServerSchema::kVersion);
        QCOMPARE(scalar(*db, foreignKeys), QStringLiteral("0"));
        auto dana = old.connect(QStringLiteral("rank_dana"));
        QVERIFY(dana);
        auto lib = library(*dana);
        QVERIFY(lib);
        auto hits = lib->search(ServerSearchQuery{QStringLiteral("rent 2"), {}, 0, 10});
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(hits->size(), 3);
        QCOMPARE(hits->first().text, QStringLiteral("rent due 2"));
        // Removing a segment, by any path, removes its postings with it.
        QVERIFY(scalar(*db, QStringLiteral("SELECT count(*) FROM lmars.index_postings")).toInt() > 0);
        QVERIFY(db->execute(QStringLiteral("DELETE FROM lmars.index_segments")).ok());
        QCOMPARE(scalar(*db, QStringLiteral("SELECT count(*) FROM lmars.index_postings")), QStringLiteral("0"));
    }

    void upgradeFromFiveReadsEarlierChunksAsTextLayers()
    {
        // A server at schema 5 with a document (written at schema 3, indexed by the upgrade to 4): schema 6
        // adds the chunks' OCR confidence, -1 (a text layer) for the chunks already there, and keeps it
        // within 0..100 for new ones.
        PgTestDatabase old;
        QVERIFY2(old.create(QStringLiteral("lmars_ranking_upgrade6_test")), old.why());
        auto db = old.connect();
        QVERIFY(db);
        QCOMPARE(ServerSchema::upgrade(*db, lmars::store::ServerTextSearch::Simple, 3).value(), 3);
        QVERIFY(writeOldLease(*db, QStringLiteral("Five")));
        QCOMPARE(ServerSchema::upgrade(*db, lmars::store::ServerTextSearch::Simple, 5).value(), 5);
        QVERIFY(!ServerLibrary::open(*db).ok()); // schema 5 is too old for this build
        QCOMPARE(ServerSchema::upgrade(*db).value(), ServerSchema::kVersion);
        QCOMPARE(scalar(*db, QStringLiteral("SELECT string_agg(ocr_confidence::text, ',') FROM lmars.chunks")),
                 QStringLiteral("-1,-1,-1"));
        QVERIFY(!db->execute(QStringLiteral("UPDATE lmars.chunks SET ocr_confidence = 101")).ok());
        auto dana = old.connect(QStringLiteral("rank_dana"));
        QVERIFY(dana);
        auto lib = library(*dana);
        QVERIFY(lib);
        auto hits = lib->search(ServerSearchQuery{QStringLiteral("rent 2"), {}, 0, 10});
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(hits->size(), 3);
        QCOMPARE(hits->first().text, QStringLiteral("rent due 2"));
        QCOMPARE(hits->first().ocrConfidence, -1);
        QCOMPARE(lib->stats()->ocrPages, qint64(0));
        // A page read by OCR later (here set by hand) is counted and said in the hit.
        QVERIFY(
            db->execute(QStringLiteral("UPDATE lmars.chunks SET ocr_confidence = 70 WHERE body = 'rent due 2'")).ok());
        QCOMPARE(lib->search(ServerSearchQuery{QStringLiteral("rent 2"), {}, 0, 10})->first().ocrConfidence, 70);
        QCOMPARE(lib->stats()->ocrPages, qint64(1));
    }

    void upgradeFromSixKeepsTheStatisticsExact()
    {
        // A server at schema 6 whose statistics migration 4's trigger kept; migration 7 counts in one
        // pass, and what it counts afterwards adds up with what was there.
        PgTestDatabase old;
        QVERIFY2(old.create(QStringLiteral("lmars_ranking_upgrade7_test")), old.why());
        auto db = old.connect();
        QVERIFY(db);
        QCOMPARE(ServerSchema::upgrade(*db, lmars::store::ServerTextSearch::Simple, 6).value(), 6);
        QVERIFY(writeOldLease(*db, QStringLiteral("Six")));
        const qint64 m = scalar(*db, QStringLiteral("SELECT id FROM lmars.matters")).toLongLong();
        QCOMPARE(statisticsDrift(m, db.get()), QString());
        QCOMPARE(ServerSchema::upgrade(*db).value(), ServerSchema::kVersion);
        QCOMPARE(statisticsDrift(m, db.get()), QString());

        auto dana = old.connect(QStringLiteral("rank_dana"));
        QVERIFY(dana);
        auto lib = library(*dana);
        QVERIFY(lib);
        // One batch: a new version of the old lease (the title is a lexeme of every chunk), a new
        // document, a second copy of its content under another path, and a path given twice.
        const auto lease = document(QStringLiteral("/six.md"), QStringLiteral("Six lease"),
                                    {QStringLiteral("rent due monthly"), QStringLiteral("rent rises")});
        const auto deed = document(QStringLiteral("/deed.md"), QStringLiteral("Deed"), {QStringLiteral("rent free")});
        auto copy = deed;
        copy.meta.path = QStringLiteral("/copy-of-deed.md");
        const auto draft = document(QStringLiteral("/memo.md"), QStringLiteral("Memo"), {QStringLiteral("a draft")});
        const auto memo = document(QStringLiteral("/memo.md"), QStringLiteral("Memo"), {QStringLiteral("final rent")});
        auto put = lib->putDocuments(m, {{lease.meta, lease.chunks},
                                         {deed.meta, deed.chunks},
                                         {copy.meta, copy.chunks},
                                         {draft.meta, draft.chunks},
                                         {memo.meta, memo.chunks}});
        QVERIFY2(put.ok(), why(put));
        QCOMPARE(put->size(), 5);
        QVERIFY(put->at(0).added && put->at(1).added && put->at(3).added && put->at(4).added);
        QVERIFY(!put->at(2).added);
        QCOMPARE(put->at(2).documentId, put->at(1).documentId);
        QCOMPARE(scalar(*db, QStringLiteral("SELECT string_agg(path, ',' ORDER BY path) FROM lmars.documents")),
                 QStringLiteral("/deed.md,/memo.md,/six.md"));
        QCOMPARE(scalar(*db, QStringLiteral("SELECT chunks FROM lmars.term_stats WHERE lexeme = 'rent'")),
                 QStringLiteral("4"));
        QCOMPARE(statisticsDrift(m, db.get()), QString());
        // Each added document is audited once and has its chunks in a segment (the draft's a tombstone now).
        QCOMPARE(scalar(*db, QStringLiteral("SELECT count(*) FROM lmars.audit WHERE action = 'document_add'")),
                 QStringLiteral("4"));
        QCOMPARE(scalar(*db, QStringLiteral("SELECT sum(chunk_count) FROM lmars.index_segments")), QStringLiteral("5"));
        auto hits = lib->search(ServerSearchQuery{QStringLiteral("rent"), {}, 0, 10});
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(hits->size(), 4);
        QVERIFY(lib->removeDocument(m, QStringLiteral("/six.md")).value());
        QCOMPARE(statisticsDrift(m, db.get()), QString());
    }

    void rareWordOutranksCommonWord()
    {
        const qint64 m = matter(QStringLiteral("Idf"));
        QVERIFY(m);
        auto lib = library(*m_dana);
        QVERIFY(lib);
        // "lease" is in every document, "easement" in one; the common word appears more often there.
        for (int i = 0; i < 8; ++i) {
            const auto d = document(QStringLiteral("/idf/common-%1.md").arg(i), QStringLiteral("Note %1").arg(i),
                                    {QStringLiteral("The lease lease lease of unit %1 runs for a year.").arg(i)});
            QVERIFY(lib->putDocument(m, d.meta, d.chunks).ok());
        }
        const auto rare = document(QStringLiteral("/idf/rare.md"), QStringLiteral("Note rare"),
                                   {QStringLiteral("The lease grants an easement over the yard to unit 9.")});
        QVERIFY(lib->putDocument(m, rare.meta, rare.chunks).ok());
        auto hits = lib->search(ServerSearchQuery{QStringLiteral("lease easement"), {}, m, 3});
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(hits->size(), 3);
        QCOMPARE(hits->first().path, QStringLiteral("/idf/rare.md"));
        QVERIFY(hits->at(0).score > 2 * hits->at(1).score);
    }

    void titleOutranksHeadingOutranksBody()
    {
        const qint64 m = matter(QStringLiteral("Fields"));
        QVERIFY(m);
        auto lib = library(*m_dana);
        QVERIFY(lib);
        // The same word once, in the title, a heading or the body of chunks of equal length.
        const auto inBody = document(QStringLiteral("/f/body.md"), QStringLiteral("Alpha beta"),
                                     {QStringLiteral("one two three servitude")}, QStringLiteral("Gamma delta"));
        const auto inHeading = document(QStringLiteral("/f/heading.md"), QStringLiteral("Alpha beta"),
                                        {QStringLiteral("one two three four")}, QStringLiteral("Servitude delta"));
        const auto inTitle = document(QStringLiteral("/f/title.md"), QStringLiteral("Servitude beta"),
                                      {QStringLiteral("one two three four")}, QStringLiteral("Gamma delta"));
        for (const auto* d : {&inBody, &inHeading, &inTitle})
            QVERIFY(lib->putDocument(m, d->meta, d->chunks).ok());
        auto hits = lib->search(ServerSearchQuery{QStringLiteral("servitude"), {}, m, 10});
        QVERIFY2(hits.ok(), why(hits));
        QCOMPARE(paths(hits.value()), (QStringList{QStringLiteral("/f/title.md"), QStringLiteral("/f/heading.md"),
                                                   QStringLiteral("/f/body.md")}));
        // Weights 3, 2, 1 under BM25's saturation: tf (k1 + 1) / (tf + k1) at equal lengths.
        const double k1 = 1.2;
        auto part = [k1](double tf) {
            return tf * (k1 + 1) / (tf + k1);
        };
        QVERIFY(std::abs(hits->at(0).score / hits->at(2).score - part(3) / part(1)) < 1e-6);
        QVERIFY(std::abs(hits->at(1).score / hits->at(2).score - part(2) / part(1)) < 1e-6);
    }

    void scoresEqualTheEmbeddedLibrarysBm25()
    {
        // A corpus of skewed random words (a few very common ones, many rare ones), in the server
        // library (one segment per document, merged as they accumulate) and in an embedded library;
        // then documents removed (tombstones, dropped by later merges) and added on both.
        const qint64 m = matter(QStringLiteral("Parity"));
        QVERIFY(m);
        auto lib = library(*m_dana);
        QVERIFY(lib);
        EmbeddedReference local;
        QVERIFY(local.open(m_temp.filePath(QStringLiteral("parity.sqlite"))));
        QStringList vocabulary;
        for (int i = 0; i < 60; ++i)
            vocabulary << QStringLiteral("w%1x").arg(i);
        QRandomGenerator rng(11);
        auto word = [&] {
            return vocabulary.at(int(std::pow(60.0, rng.generateDouble())) - 1);
        };
        auto addDocuments = [&](int from, int to) {
            for (int d = from; d < to; ++d) {
                QStringList texts;
                for (int c = 0; c < 4; ++c) {
                    QStringList words;
                    const int length = 5 + int(rng.bounded(30));
                    for (int w = 0; w < length; ++w)
                        words << word();
                    texts << words.join(QLatin1Char(' '));
                }
                const auto doc = document(QStringLiteral("/p/%1.md").arg(d), word() + QLatin1Char(' ') + word(), texts,
                                          word() + QStringLiteral(" > ") + word());
                QVERIFY(lib->putDocument(m, doc.meta, doc.chunks).ok());
                QVERIFY(local.add(doc.meta, doc.chunks));
            }
        };
        auto compare = [&](const char* when) {
            for (int q = 0; q < 30; ++q) {
                QStringList words;
                for (int i = 0; i < 1 + q % 4; ++i)
                    words << word();
                words.removeDuplicates();
                const int k = 1 + q % 7;
                auto server = lib->search(ServerSearchQuery{words.join(QLatin1Char(' ')), {}, m, k});
                QVERIFY2(server.ok(), why(server));
                const QList<double> embedded = local.top(words, k);
                QVERIFY2(sameScores(scores(server.value()), embedded),
                         qPrintable(QLatin1String(when) + QStringLiteral(": ") + words.join(QLatin1Char(' ')) +
                                    QStringLiteral(": server ") + describe(scores(server.value())) +
                                    QStringLiteral(" embedded ") + describe(embedded)));
            }
        };
        const QString segments =
            QStringLiteral("SELECT count(*) FROM lmars.index_segments WHERE matter_id = %1").arg(m);
        addDocuments(0, 40);
        // 40 one-document segments merged eight at a time: 5 on the first level, none left on the ground.
        QCOMPARE(scalar(*m_super, segments), QStringLiteral("5"));
        compare("written");
        for (int d = 0; d < 40; d += 3) {
            auto removed = lib->removeDocument(m, QStringLiteral("/p/%1.md").arg(d));
            QVERIFY(removed.ok() && removed.value());
            QVERIFY(local.remove(QStringLiteral("/p/%1.md").arg(d)));
        }
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT count(*) FROM lmars.index_dead WHERE matter_id = %1").arg(m)),
                 QStringLiteral("56")); // 14 documents of 4 chunks
        compare("removed");
        addDocuments(40, 64);
        // Three more on the first level make eight: one segment on the second, holding no dead chunk.
        QCOMPARE(scalar(*m_super, segments), QStringLiteral("1"));
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT count(*) FROM lmars.index_dead WHERE matter_id = %1").arg(m)),
                 QStringLiteral("0"));
        QCOMPARE(
            scalar(*m_super,
                   QStringLiteral("SELECT sum(chunk_count) FROM lmars.index_segments WHERE matter_id = %1").arg(m)),
            QStringLiteral("200")); // (64 - 14) documents of 4 chunks
        // The merged segments took their postings with them.
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT count(*) FROM lmars.index_postings p WHERE p.matter_id = %1"
                                                 " AND NOT EXISTS (SELECT 1 FROM lmars.index_segments s"
                                                 " WHERE s.id = p.segment_id)")
                                      .arg(m)),
                 QStringLiteral("0"));
        // (Its 200 chunks make a small segment: its postings are packed in its own row.)
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT count(*) FROM lmars.index_segments WHERE matter_id = %1"
                                                 " AND postings IS NOT NULL")
                                      .arg(m)),
                 QStringLiteral("1"));
        compare("merged");
    }

    void packedAndPerTermSegmentsRankAlike()
    {
        // A document larger than a packed segment holds (its postings one row per term), small ones
        // (packed), merges of both kinds into a large segment, and a tombstone in each kind: the
        // scores stay the embedded library's.
        const qint64 m = matter(QStringLiteral("Mixed"));
        QVERIFY(m);
        auto lib = library(*m_dana);
        QVERIFY(lib);
        EmbeddedReference local;
        QVERIFY(local.open(m_temp.filePath(QStringLiteral("mixed.sqlite"))));
        QRandomGenerator rng(23);
        auto word = [&] {
            return QStringLiteral("m%1z").arg(int(std::pow(40.0, rng.generateDouble())) - 1);
        };
        auto texts = [&](int count) {
            QStringList out;
            for (int c = 0; c < count; ++c) {
                QStringList words;
                for (int w = 0; w < 3 + int(rng.bounded(8)); ++w)
                    words << word();
                out << words.join(QLatin1Char(' '));
            }
            return out;
        };
        auto add = [&](const QString& path, int chunks) {
            const auto doc = document(path, word(), texts(chunks));
            QVERIFY(lib->putDocument(m, doc.meta, doc.chunks).ok());
            QVERIFY(local.add(doc.meta, doc.chunks));
        };
        auto compare = [&](const char* when) {
            for (int q = 0; q < 20; ++q) {
                QStringList words;
                for (int i = 0; i < 1 + q % 3; ++i)
                    words << word();
                words.removeDuplicates();
                auto server = lib->search(ServerSearchQuery{words.join(QLatin1Char(' ')), {}, m, 5});
                QVERIFY2(server.ok(), why(server));
                const QList<double> embedded = local.top(words, 5);
                QVERIFY2(sameScores(scores(server.value()), embedded),
                         qPrintable(QLatin1String(when) + QStringLiteral(": ") + words.join(QLatin1Char(' ')) +
                                    QStringLiteral(": server ") + describe(scores(server.value())) +
                                    QStringLiteral(" embedded ") + describe(embedded)));
            }
        };
        const QString kinds = QStringLiteral("SELECT count(*) FILTER (WHERE postings IS NULL) || '/' ||"
                                             " count(*) FILTER (WHERE postings IS NOT NULL)"
                                             " FROM lmars.index_segments WHERE matter_id = %1")
                                  .arg(m);
        const QString rows = QStringLiteral("SELECT count(*) FROM lmars.index_postings WHERE matter_id = %1").arg(m);
        add(QStringLiteral("/x/large.md"), int(lmars::store::ServerPackedPostings::kMaxChunks) + 20);
        add(QStringLiteral("/x/small-0.md"), 4);
        add(QStringLiteral("/x/small-1.md"), 4);
        QCOMPARE(scalar(*m_super, kinds), QStringLiteral("1/2")); // one large, two packed
        QVERIFY(scalar(*m_super, rows).toInt() >= 40);
        compare("written");
        QVERIFY(lib->removeDocument(m, QStringLiteral("/x/small-0.md")).value());
        QVERIFY(local.remove(QStringLiteral("/x/small-0.md")));
        QVERIFY(lib->removeDocument(m, QStringLiteral("/x/large.md")).value());
        QVERIFY(local.remove(QStringLiteral("/x/large.md")));
        add(QStringLiteral("/x/large-2.md"), int(lmars::store::ServerPackedPostings::kMaxChunks) + 5);
        compare("removed");
        for (int d = 2; d < 7; ++d)
            add(QStringLiteral("/x/small-%1.md").arg(d), 4);
        // Eight segments on the first level (two large, six packed) merged into one large one,
        // without the tombstoned chunks, its postings a row per term, none left of the inputs; the
        // last document's segment is packed.
        QCOMPARE(scalar(*m_super, kinds), QStringLiteral("1/1"));
        QCOMPARE(
            scalar(*m_super,
                   QStringLiteral("SELECT sum(chunk_count) FROM lmars.index_segments WHERE matter_id = %1").arg(m)),
            QString::number(lmars::store::ServerPackedPostings::kMaxChunks + 5 + 6 * 4));
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT count(*) FROM lmars.index_postings p WHERE matter_id = %1"
                                                 " AND NOT EXISTS (SELECT 1 FROM lmars.index_segments s"
                                                 " WHERE s.id = p.segment_id)")
                                      .arg(m)),
                 QStringLiteral("0"));
        compare("merged");
    }

    void referencesCountAsTheEmbeddedMatcherFindsThem()
    {
        const qint64 m = matter(QStringLiteral("References"));
        QVERIFY(m);
        auto lib = library(*m_dana);
        QVERIFY(lib);
        // "Articles 5(1)(f) and 32" cites Article 32 without the phrase "article 32"; the other
        // passage says "security" far more often but cites nothing.
        const auto cites = document(QStringLiteral("/r/cites.md"), QStringLiteral("Decision"),
                                    {QStringLiteral("The controller infringed Articles 5(1)(f) and 32 of the GDPR.")});
        const auto wordy = document(QStringLiteral("/r/wordy.md"), QStringLiteral("Security security"),
                                    {QStringLiteral("security measures, security audits and security training")});
        const auto chinese = document(QStringLiteral("/r/xingfa.md"), QStringLiteral("中华人民共和国刑法"),
                                      {QStringLiteral("第四十六条 被判处有期徒刑的犯罪分子，在监狱执行。")});
        const auto otherChinese = document(QStringLiteral("/r/other.md"), QStringLiteral("中华人民共和国刑法"),
                                           {QStringLiteral("第四十七条 有期徒刑的刑期，从判决执行之日起计算。")});
        for (const auto* d : {&cites, &wordy, &chinese, &otherChinese})
            QVERIFY(lib->putDocument(m, d->meta, d->chunks).ok());
        auto search = [&](const QString& text) {
            return lib->search(ServerSearchQuery{text, {}, m, 2});
        };
        auto article = search(QStringLiteral("security obligations under Article 32"));
        QVERIFY2(article.ok(), why(article));
        QCOMPARE(paths(article.value()), (QStringList{QStringLiteral("/r/cites.md"), QStringLiteral("/r/wordy.md")}));
        auto cjk = search(QStringLiteral("《中华人民共和国刑法》第四十六条的内容"));
        QVERIFY2(cjk.ok(), why(cjk));
        QVERIFY(!cjk->isEmpty());
        QCOMPARE(cjk->first().path, QStringLiteral("/r/xingfa.md"));
    }

    void requiredWordsTitleWordsAndChunkIdsNarrowWithoutChangingScores()
    {
        // The one IndexQuery on the server, as in the embedded library: the matches of a query
        // with a required word are the chunks holding it, chunk ids keep those chunks, a title term
        // ("T" + word) matches titles only; none changes the score the terms give a chunk.
        const qint64 m = matter(QStringLiteral("Narrowed"));
        QVERIFY(m);
        auto lib = library(*m_dana);
        QVERIFY(lib);
        const auto both = document(QStringLiteral("/n/both.md"), QStringLiteral("Terms"),
                                   {QStringLiteral("the lease and the deposit")});
        const auto lease =
            document(QStringLiteral("/n/lease.md"), QStringLiteral("Lease"), {QStringLiteral("the lease of the flat")});
        const auto deposit =
            document(QStringLiteral("/n/deposit.md"), QStringLiteral("Deposit"), {QStringLiteral("the deposit alone")});
        for (const auto* d : {&both, &lease, &deposit})
            QVERIFY(lib->putDocument(m, d->meta, d->chunks).ok());
        const QString bothChunk = scalar(
            *m_super, QStringLiteral("SELECT c.id FROM lmars.chunks c JOIN lmars.documents d ON d.id = c.document_id"
                                     " WHERE d.path = '/n/both.md' AND d.matter_id = %1")
                          .arg(m));
        const QString leaseChunk = scalar(
            *m_super, QStringLiteral("SELECT c.id FROM lmars.chunks c JOIN lmars.documents d ON d.id = c.document_id"
                                     " WHERE d.path = '/n/lease.md' AND d.matter_id = %1")
                          .arg(m));
        const QString depositChunk = scalar(
            *m_super, QStringLiteral("SELECT c.id FROM lmars.chunks c JOIN lmars.documents d ON d.id = c.document_id"
                                     " WHERE d.path = '/n/deposit.md' AND d.matter_id = %1")
                          .arg(m));
        IndexQuery any;
        any.terms = {"lease"};
        IndexQuery required = any;
        required.required = {"deposit"};
        IndexQuery listed = any;
        listed.chunkIds = {leaseChunk.toLongLong()};
        IndexQuery missing = any;
        missing.required = {"nowhere"};
        IndexQuery title;
        title.terms = {IndexQuery::titleTerm("lease")};
        SegmentIndexReader reader(std::make_shared<ServerAnalyzer>(lib->textSearch()));
        PgSegmentStore store(*m_dana, m, lib->textSearch());
        auto ran = reader.search(store, {any, required, listed, missing, title});
        QVERIFY2(ran.ok(), why(ran));
        const auto scoreOf = [&](const QString& chunk) {
            for (const TopKHit& hit : ran->at(0)) {
                if (QString::number(hit.chunkId) == chunk)
                    return hit.score;
            }
            return -1.0;
        };
        QCOMPARE(int(ran->at(0).size()), 2);
        QVERIFY(scoreOf(bothChunk) > 0 && scoreOf(leaseChunk) > 0);
        // The matches hold the required word; the terms score them (a chunk without one scores 0).
        QCOMPARE(int(ran->at(1).size()), 2);
        QCOMPARE(QString::number(ran->at(1).front().chunkId), bothChunk);
        QCOMPARE(ran->at(1).front().score, scoreOf(bothChunk));
        QCOMPARE(QString::number(ran->at(1).back().chunkId), depositChunk);
        QCOMPARE(ran->at(1).back().score, 0.0);
        QCOMPARE(int(ran->at(2).size()), 1);
        QCOMPARE(QString::number(ran->at(2).front().chunkId), leaseChunk);
        QCOMPARE(ran->at(2).front().score, scoreOf(leaseChunk));
        QVERIFY(ran->at(3).empty());
        QCOMPARE(int(ran->at(4).size()), 1);
        QCOMPARE(QString::number(ran->at(4).front().chunkId), leaseChunk);
    }

    void statisticsFollowReplaceAndDelete()
    {
        const qint64 m = matter(QStringLiteral("Counts"));
        QVERIFY(m);
        auto lib = library(*m_dana);
        QVERIFY(lib);
        const auto first = document(QStringLiteral("/c/a.md"), QStringLiteral("Lease"),
                                    {QStringLiteral("rent is due monthly"), QStringLiteral("rent rises yearly")});
        const auto other = document(QStringLiteral("/c/b.md"), QStringLiteral("Deed"), {QStringLiteral("rent free")});
        QVERIFY(lib->putDocument(m, first.meta, first.chunks).ok());
        QVERIFY(lib->putDocument(m, other.meta, other.chunks).ok());
        const QString rentChunks =
            QStringLiteral("SELECT chunks FROM lmars.term_stats WHERE matter_id = %1 AND lexeme = 'rent'").arg(m);
        QCOMPARE(scalar(*m_super, rentChunks), QStringLiteral("3"));
        QCOMPARE(statisticsDrift(m), QString());
        // A new version of a.md replaces the old one in the same transaction.
        const auto replaced =
            document(QStringLiteral("/c/a.md"), QStringLiteral("Lease"), {QStringLiteral("no money is owed")});
        QVERIFY(lib->putDocument(m, replaced.meta, replaced.chunks).ok());
        QCOMPARE(scalar(*m_super, rentChunks), QStringLiteral("1"));
        QCOMPARE(statisticsDrift(m), QString());
        QVERIFY(lib->removeDocument(m, QStringLiteral("/c/b.md")).value());
        QCOMPARE(scalar(*m_super, rentChunks), QStringLiteral("0"));
        QCOMPARE(statisticsDrift(m), QString());
        // Direct SQL (a client role deleting rows) keeps them right too.
        QVERIFY(m_dana->execute(QStringLiteral("DELETE FROM lmars.documents WHERE matter_id = %1").arg(m)).ok());
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT chunks || '/' || tokens FROM lmars.matter_stats"
                                                 " WHERE matter_id = %1")
                                      .arg(m)),
                 QStringLiteral("0/0"));
        QCOMPARE(statisticsDrift(m), QString());
    }

    void statisticsStayExactUnderConcurrentWriters()
    {
        const qint64 m = matter(QStringLiteral("Concurrent"));
        QVERIFY(m);
        constexpr int kWriters = 4;
        std::atomic<int> failures{0};
        std::vector<std::thread> writers;
        for (int w = 0; w < kWriters; ++w) {
            writers.emplace_back([&, w] {
                auto db = m_db.connect(QStringLiteral("rank_dana"));
                if (!db) {
                    ++failures;
                    return;
                }
                auto lib = ServerLibrary::open(*db);
                if (!lib) {
                    ++failures;
                    return;
                }
                for (int i = 0; i < 12; ++i) {
                    // Overlapping content (the same file from two writers) and a replaced version.
                    const int n = (w % 2) * 100 + i;
                    const auto d = document(QStringLiteral("/w/%1.md").arg(n), QStringLiteral("Shared folder"),
                                            {QStringLiteral("common clause %1 words").arg(n),
                                             QStringLiteral("common tail of %1 and writer").arg(i)});
                    if (!lib->putDocument(m, d.meta, d.chunks))
                        ++failures;
                    if (i % 5 == 4 && !lib->removeDocument(m, QStringLiteral("/w/%1.md").arg(n - 1)))
                        ++failures;
                }
            });
        }
        for (auto& t : writers)
            t.join();
        QCOMPARE(failures.load(), 0);
        QCOMPARE(statisticsDrift(m), QString());
        QCOMPARE(scalar(*m_super, QStringLiteral("SELECT chunks FROM lmars.matter_stats WHERE matter_id = %1").arg(m)),
                 scalar(*m_super, QStringLiteral("SELECT count(*) FROM lmars.chunks WHERE matter_id = %1").arg(m)));
    }

    void walledDocumentsDoNotWeighIn()
    {
        // Eve is a member of both matters but walled off the second; its many "indemnity" chunks
        // would lower the word's idf. Her scores are those of the first matter alone.
        const qint64 open = matter(QStringLiteral("Open matter"), {QStringLiteral("rank_eve")});
        const qint64 walled = matter(QStringLiteral("Walled matter"), {QStringLiteral("rank_eve")});
        QVERIFY(open && walled);
        auto lib = library(*m_dana);
        QVERIFY(lib);
        const auto target = document(
            QStringLiteral("/o/target.md"), QStringLiteral("Supply"),
            {QStringLiteral("the indemnity clause covers the supplier"),
             QStringLiteral("payment terms and delivery dates"), QStringLiteral("notices go to the registered office"),
             QStringLiteral("the law of England governs"), QStringLiteral("disputes go to arbitration in London")});
        QVERIFY(lib->putDocument(open, target.meta, target.chunks).ok());
        for (int i = 0; i < 6; ++i) {
            const auto d = document(QStringLiteral("/x/%1.md").arg(i), QStringLiteral("Secret"),
                                    {QStringLiteral("indemnity indemnity for project %1").arg(i)});
            QVERIFY(lib->putDocument(walled, d.meta, d.chunks).ok());
        }
        auto eve = m_db.connect(QStringLiteral("rank_eve"));
        QVERIFY(eve);
        auto eveLib = library(*eve);
        QVERIFY(eveLib);
        // Before the wall she sees both matters: the secret chunks make the word common.
        auto before = eveLib->search(ServerSearchQuery{QStringLiteral("indemnity"), {}, 0, 10});
        QVERIFY2(before.ok(), why(before));
        QCOMPARE(before->size(), 7);
        double targetBefore = -1;
        for (const auto& hit : before.value()) {
            if (hit.path == QLatin1String("/o/target.md"))
                targetBefore = hit.score;
        }
        ServerAdmin admin(*m_dana);
        QVERIFY(admin.addWall(QStringLiteral("Walled matter"), QStringLiteral("rank_eve")).ok());
        auto hers = eveLib->search(ServerSearchQuery{QStringLiteral("indemnity"), {}, 0, 10});
        QVERIFY2(hers.ok(), why(hers));
        QCOMPARE(paths(hers.value()), QStringList{QStringLiteral("/o/target.md")});
        auto openOnly = lib->search(ServerSearchQuery{QStringLiteral("indemnity"), {}, open, 10});
        QVERIFY(openOnly.ok());
        QCOMPARE(hers->first().score, openOnly->first().score);
        QVERIFY(targetBefore > 0);
        // idf log 3 (1 chunk of 5) against log 1.3 (7 of 11, Xapian's formula for common terms): about 4x.
        QVERIFY2(hers->first().score > 3 * targetBefore,
                 qPrintable(QStringLiteral("%1 against %2").arg(hers->first().score).arg(targetBefore)));
        // Naming the walled matter gives her nothing, not its statistics.
        auto named = eveLib->search(ServerSearchQuery{QStringLiteral("indemnity"), {}, walled, 10});
        QVERIFY(named.ok() && named->isEmpty());
    }
};

QTEST_GUILESS_MAIN(ServerRankingTest)
#include "ServerRankingTest.moc"
