// SPDX-License-Identifier: GPL-3.0-or-later
// The reader core both storages share: a snapshot of segments (one with its postings packed as
// the server stores small segments, one handed in per term as the embedded library reads them)
// with tombstones ranks exactly as a brute-force BM25 over the live chunks; the segment cache
// keeps and drops segments by id; damaged blobs are refused with the segment's id.
#include "SegmentTestCorpus.h"

#include "index/LibraryTerms.h"
#include "index/SegmentIndexReader.h"
#include "index/ServerPackedPostings.h"

#include <QTest>

using namespace lmars::store;
using namespace lmars::store::test;

namespace {

const std::vector<std::string> kQuery = {"w0", "w2", "w5", "w9", "Tw1"};

std::shared_ptr<const Analyzer> analyzer()
{
    return std::make_shared<LibraryTerms>(LibraryTokenizer::Unicode61);
}

} // namespace

class SegmentIndexReaderTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void snapshotRanksAsTheLiveChunks()
    {
        std::mt19937 rng(26);
        const std::vector<TestChunk> chunks = SegmentTestCorpus::generate(rng, 300, 40, 1);
        // Segment 1: chunks 0..199. Segment 5 (newer): chunks 0..49 written again, and 200..299.
        const std::vector<TestChunk> first(chunks.begin(), chunks.begin() + 200);
        std::vector<TestChunk> second(chunks.begin(), chunks.begin() + 50);
        second.insert(second.end(), chunks.begin() + 200, chunks.end());
        const EncodedSegment one = SegmentTestCorpus::build(first);
        const EncodedSegment five = SegmentTestCorpus::build(second);

        SegmentIndexReader::Snapshot snapshot;
        snapshot.segments = {1, 5};
        for (size_t i = 0; i < 50; ++i)
            snapshot.tombstones.emplace(chunks[i].doc.chunkId, 5); // the copies in segment 1 are dead
        snapshot.tombstones.emplace(chunks[60].doc.chunkId, SegmentStore::kDeadEverywhere);
        snapshot.tombstones.emplace(chunks[250].doc.chunkId, SegmentStore::kDeadEverywhere);
        std::vector<TestChunk> live;
        for (size_t i = 0; i < chunks.size(); ++i) {
            if (i != 60 && i != 250)
                live.push_back(chunks[i]);
        }
        const BruteForceBm25 brute(live);
        snapshot.collection = brute.collection();

        TopKQuery query;
        for (const std::string& term : kQuery)
            query.termDfs.push_back(brute.df(term));
        query.k = 1000;
        const std::vector<TopKHit> expected = brute.rank(kQuery, false, std::nullopt, std::nullopt);
        QVERIFY(expected.size() > 50);

        SegmentIndexReader reader(analyzer());
        QVERIFY(reader.keep(1, one.docs));
        QVERIFY(reader.keep(5, five.docs, ServerPackedPostings::encode(five.terms)));
        bool askedPacked = false;
        const auto postingsOf = [&](qint64 segment, size_t term) {
            askedPacked = askedPacked || segment == 5;
            return SegmentTestCorpus::postings(segment == 1 ? one : five, kQuery[term]);
        };
        qint64 damaged = -1;
        const auto hits = reader.match(query, kQuery, snapshot, postingsOf, &damaged);
        QVERIFY(hits);
        QVERIFY(!askedPacked); // a packed segment's postings come from the segment itself
        QCOMPARE(damaged, qint64(-1));
        QCOMPARE(hits->size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(hits->at(i).chunkId, expected[i].chunkId);
            QVERIFY(hits->at(i).score == expected[i].score);
        }

        // The same segments read without packing rank bit for bit alike.
        SegmentIndexReader unpacked(analyzer());
        QVERIFY(unpacked.keep(1, one.docs));
        QVERIFY(unpacked.keep(5, five.docs));
        const auto same = unpacked.match(query, kQuery, snapshot, postingsOf, nullptr);
        QVERIFY(same);
        QVERIFY(askedPacked);
        QCOMPARE(same->size(), hits->size());
        for (size_t i = 0; i < same->size(); ++i) {
            QCOMPARE(same->at(i).chunkId, hits->at(i).chunkId);
            QVERIFY(same->at(i).score == hits->at(i).score);
        }

        // Without the tombstones, the old copies of chunks 0..49 and both removed chunks match again.
        SegmentIndexReader::Snapshot alive = snapshot;
        alive.tombstones.clear();
        const auto all = reader.match(query, kQuery, alive, postingsOf, nullptr);
        QVERIFY(all);
        QVERIFY(all->size() > hits->size());
    }

    void keepsSegmentsById()
    {
        std::mt19937 rng(7);
        const EncodedSegment segment = SegmentTestCorpus::build(SegmentTestCorpus::generate(rng, 20, 10, 1));
        SegmentIndexReader reader(analyzer());
        QVERIFY(reader.keep(3, segment.docs));
        QVERIFY(reader.keep(4, segment.docs));
        QCOMPARE(reader.missing({2, 3, 4, 9}), (std::vector<qint64>{2, 9}));
        reader.postingsCache().insert("w0", 3, "blob of w0 in segment 3");
        reader.postingsCache().insert("w0", 4, "blob of w0 in segment 4");

        reader.retain({4, 9}); // segment 3 was merged away
        QVERIFY(!reader.holds(3));
        QVERIFY(reader.holds(4));
        QCOMPARE(reader.cachedSegments(), 1);
        QVERIFY(!reader.postingsCache().find("w0", 3));
        QVERIFY(reader.postingsCache().find("w0", 4));
        reader.dropPostings();
        QVERIFY(!reader.postingsCache().find("w0", 4));
        QVERIFY(reader.holds(4));
    }

    void refusesDamagedBlobs()
    {
        std::mt19937 rng(11);
        const EncodedSegment segment = SegmentTestCorpus::build(SegmentTestCorpus::generate(rng, 50, 10, 1));
        SegmentIndexReader reader(analyzer());
        QVERIFY(!reader.keep(1, "not a segment"));
        QVERIFY(!reader.keep(2, segment.docs, "not packed postings"));
        QCOMPARE(reader.cachedSegments(), 0);

        QVERIFY(reader.keep(8, segment.docs));
        const std::string_view w0 = SegmentTestCorpus::postings(segment, "w0");
        QVERIFY(w0.size() > 2);
        const std::string broken(w0.substr(0, 2));
        SegmentIndexReader::Snapshot snapshot;
        snapshot.segments = {8};
        snapshot.collection = {50, segment.totalLength};
        TopKQuery query;
        query.termDfs = {50};
        qint64 damaged = 0;
        const auto hits = reader.match(
            query, {"w0"}, snapshot, [&](qint64, size_t) { return std::string_view(broken); }, &damaged);
        QVERIFY(!hits);
        QCOMPARE(damaged, qint64(8));
    }

    void tombstonesKillOlderCopies()
    {
        QVERIFY(!SegmentIndexReader::deadIn({}, 3)); // no tombstones: no test at all
        const Tombstones tombstones = {{7, 5}, {9, SegmentStore::kDeadEverywhere}};
        QVERIFY(SegmentIndexReader::deadIn(tombstones, 3)(7));
        QVERIFY(!SegmentIndexReader::deadIn(tombstones, 5)(7));
        QVERIFY(!SegmentIndexReader::deadIn(tombstones, 6)(7));
        QVERIFY(SegmentIndexReader::deadIn(tombstones, 1000)(9));
        QVERIFY(!SegmentIndexReader::deadIn(tombstones, 3)(8));
    }
};

QTEST_GUILESS_MAIN(SegmentIndexReaderTest)
#include "SegmentIndexReaderTest.moc"
