// SPDX-License-Identifier: GPL-3.0-or-later
// A merge that commits between a server search's snapshot (its segment list) and its fetch of the
// segments it has not cached deletes segments the snapshot listed; the search must not lose their
// chunks (it reads again), against a real PostgreSQL 15 (the ctest "postgres" fixture).
#include "PgTestDatabase.h"
#include "index/PgSegmentStore.h"
#include "index/SegmentIndexReader.h"
#include "index/SegmentMergePolicy.h"
#include "index/ServerAnalyzer.h"
#include "library/ServerLibrary.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QTest>

#include <optional>

using lmars::store::IndexQuery;
using lmars::store::LibraryChunk;
using lmars::store::LibraryDocument;
using lmars::store::PgConnection;
using lmars::store::PgSegmentStore;
using lmars::store::SegmentIndexReader;
using lmars::store::SegmentMergePolicy;
using lmars::store::ServerAdmin;
using lmars::store::ServerAnalyzer;
using lmars::store::ServerLibrary;
using lmars::store::ServerSchema;
using lmars::store::ServerTextSearch;
using lmars::test::PgTestDatabase;

namespace {

template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

bool put(ServerLibrary& library, qint64 matter, int n)
{
    LibraryDocument meta;
    meta.path = QStringLiteral("/race/lease-%1.md").arg(n);
    meta.hash = QStringLiteral("race-hash-%1").arg(n);
    meta.title = QStringLiteral("Lease %1").arg(n);
    meta.type = QStringLiteral("md");
    const QString text = QStringLiteral("The lease of unit %1 ends with notice of termination.").arg(n);
    return library.putDocument(matter, meta, {LibraryChunk{0, text, QStringLiteral("Body"), 0, 0, int(text.size())}})
        .ok();
}

/// A matter of race_dana's with a library on one connection and another connection to search on.
struct Matter
{
    std::unique_ptr<PgConnection> searcher;
    std::unique_ptr<PgConnection> writer;
    std::optional<lmars::Result<ServerLibrary>> library;
    lmars::Result<qint64> id = qint64(0);

    bool make(const PgTestDatabase& db, const QString& name)
    {
        searcher = db.connect(QStringLiteral("race_dana"));
        writer = db.connect(QStringLiteral("race_dana"));
        if (!searcher || !writer)
            return false;
        ServerAdmin admin(*writer);
        id = admin.createMatter(name);
        if (!id || !admin.addMember(name, QStringLiteral("race_dana")))
            return false;
        library.emplace(ServerLibrary::open(*writer));
        return library->ok();
    }
};

} // namespace

class ServerSearchRaceTest : public QObject
{
    Q_OBJECT

private:
    PgTestDatabase m_db;
    std::unique_ptr<PgConnection> m_super;

    int segments(qint64 matter)
    {
        auto rows = m_super->query(QStringLiteral("SELECT count(*) FROM lmars.index_segments WHERE matter_id = $1"),
                                   {QString::number(matter)});
        return rows ? rows->scalar().toInt() : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        LMARS_REQUIRE_PG_CLUSTER();
        QVERIFY2(m_db.create(QStringLiteral("lmars_search_race_test")), m_db.why());
        m_super = m_db.connect();
        QVERIFY(m_super);
        QVERIFY(ServerSchema::upgrade(*m_super).ok());
        QVERIFY2(m_db.createRole(QStringLiteral("race_dana"), {QStringLiteral("lmars_admin")}), m_db.why());
    }

    void mergeBetweenSnapshotAndFetchLosesNothing()
    {
        Matter m;
        QVERIFY(m.make(m_db, QStringLiteral("Race")));
        auto& matter = m.id;
        auto& library = *m.library;
        auto& searcher = m.searcher;
        const int below = SegmentMergePolicy::kSegmentsPerLevel - 1;
        for (int n = 0; n < below; ++n)
            QVERIFY(put(library.value(), matter.value(), n));
        QCOMPARE(segments(matter.value()), below); // one segment per document, not merged yet

        // A reader that has cached nothing lists the segments, then, before it fetches them,
        // another client's write makes kSegmentsPerLevel segments and merges them into one.
        SegmentIndexReader reader(std::make_shared<ServerAnalyzer>(library->textSearch()));
        PgSegmentStore store(*searcher, matter.value(), library->textSearch());
        int snapshots = 0;
        store.setAfterSnapshot([&] {
            if (++snapshots == 1 && !put(library.value(), matter.value(), below))
                qWarning("the concurrent write failed");
        });
        const std::vector<IndexQuery> queries{{{"lease"}, false, {}, {}, 50, {}, {}}};
        auto hits = reader.search(store, queries);
        QVERIFY2(hits.ok(), why(hits));
        // Every document's chunk, the merged ones included.
        QCOMPARE(int(hits->front().size()), below + 1);
        QCOMPARE(segments(matter.value()), 1); // the merge did commit in between
        QCOMPARE(reader.rereads(), 1);
        QCOMPARE(snapshots, 2);

        // Without a race nothing is read twice.
        auto again = reader.search(store, queries);
        QVERIFY2(again.ok(), why(again));
        QCOMPARE(int(again->front().size()), below + 1);
        QCOMPARE(reader.rereads(), 1);
    }

    void keepsChangingGivesUpWithAMessage()
    {
        Matter m;
        QVERIFY(m.make(m_db, QStringLiteral("Race again")));
        auto& matter = m.id;
        auto& library = *m.library;
        auto& searcher = m.searcher;
        QVERIFY(put(library.value(), matter.value(), 100));
        // Every attempt finds its listed segment replaced: the document written again each time.
        SegmentIndexReader reader(std::make_shared<ServerAnalyzer>(library->textSearch()));
        PgSegmentStore store(*searcher, matter.value(), library->textSearch());
        int n = 0;
        store.setAfterSnapshot([&] {
            (void)m_super->execute(
                QStringLiteral("DELETE FROM lmars.index_segments WHERE matter_id = %1").arg(matter.value()));
            if (!put(library.value(), matter.value(), 200 + n++))
                qWarning("the concurrent write failed");
        });
        auto hits = reader.search(store, {{{"lease"}, false, {}, {}, 10, {}, {}}});
        QVERIFY(!hits.ok());
        QVERIFY2(hits.error().summary.contains(QStringLiteral("kept changing")), why(hits));
        QCOMPARE(n, SegmentIndexReader::kMaxAttempts);
    }
};

QTEST_GUILESS_MAIN(ServerSearchRaceTest)
#include "ServerSearchRaceTest.moc"
