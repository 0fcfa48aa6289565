// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's one writer, merger and merge policy over the SegmentStore interface, against a store
// in memory (the SQLite and PostgreSQL stores are exercised through the library's and the firm
// server's tests): segments start where chunk ids stop ascending or the buffer is full; levels of
// eight, oldest first, large segments left alone; tombstones drop dead chunks and only those; a
// store whose scope another writer is merging is left as it is.
#include "index/SegmentDocs.h"
#include "index/SegmentIndexMerger.h"
#include "index/SegmentIndexWriter.h"
#include "index/SegmentMergePolicy.h"
#include "index/SegmentStore.h"

#include <QTest>

#include <algorithm>
#include <map>

using namespace lmars::store;
using lmars::Error;
using lmars::ErrorKind;
using lmars::Result;

namespace {

/// A SegmentStore in memory: what it holds is what the engine wrote into it.
class MemoryStore final : public SegmentStore
{
public:
    struct Segment
    {
        SegmentInfo info;
        StoredSegment blobs;
    };
    std::map<qint64, Segment> held;
    Tombstones tombstones;
    qint64 nextId = 1;
    bool busy = false; ///< another writer merges: beginMerge() says no
    bool inMerge = false;
    int commits = 0;
    std::vector<quint32> lastBuried;

    Result<qint64> writeSegment(const EncodedSegment& segment) override { return put(segment, 0); }
    Result<std::vector<SegmentInfo>> segments() override
    {
        std::vector<SegmentInfo> out;
        for (const auto& [id, s] : held)
            out.push_back(s.info);
        return out;
    }
    Result<std::vector<StoredSegment>> readSegments(const std::vector<qint64>& ids) override
    {
        std::vector<StoredSegment> out;
        for (qint64 id : ids) {
            if (!held.count(id))
                return damaged(id);
            out.push_back(held.at(id).blobs);
        }
        return out;
    }
    Result<Tombstones> readTombstones() override { return tombstones; }
    Result<bool> beginMerge() override
    {
        inMerge = !busy;
        return !busy;
    }
    Result<void> commitMerge() override
    {
        inMerge = false;
        ++commits;
        return {};
    }
    void rollbackMerge() override { inMerge = false; }
    Result<void> replaceSegments(const std::vector<qint64>& inputs, const EncodedSegment& merged, int level,
                                 const std::vector<quint32>& buried) override
    {
        if (!inMerge)
            return Error(ErrorKind::Internal, QStringLiteral("replaced outside a merge"));
        for (qint64 id : inputs)
            held.erase(id);
        if (merged.docCount > 0)
            (void)put(merged, level);
        for (quint32 chunk : buried)
            tombstones.erase(chunk);
        lastBuried = buried;
        return {};
    }
    Error damaged(qint64 segmentId) const override
    {
        return Error(ErrorKind::Storage, QStringLiteral("segment %1 is damaged").arg(segmentId));
    }

    std::vector<quint32> chunksOf(qint64 id) const { return SegmentDocs::decode(held.at(id).blobs.docs)->chunkIds(); }

private:
    qint64 put(const EncodedSegment& segment, int level)
    {
        const qint64 id = nextId++;
        Segment s{{id, qint64(segment.docCount), level}, {id, segment.docs, {}}};
        for (const SegmentTerm& t : segment.terms)
            s.blobs.terms.emplace_back(t.term, t.postings);
        held.emplace(id, std::move(s));
        return id;
    }
};

SegmentDoc chunk(quint32 id)
{
    SegmentDoc doc;
    doc.chunkId = id;
    return doc;
}

bool addChunk(SegmentIndexWriter& writer, quint32 id)
{
    return writer.add(chunk(id), {{"lease", 1}, {id % 2 ? "odd" : "even", 2}}).ok();
}

/// Writes one segment of the given chunk ids.
bool writeSegment(MemoryStore& store, std::initializer_list<quint32> ids)
{
    SegmentIndexWriter writer(store);
    for (quint32 id : ids) {
        if (!addChunk(writer, id))
            return false;
    }
    return writer.flush().ok();
}

} // namespace

class SegmentIndexTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writerStartsASegmentWhereIdsStopAscendingOrTheBufferIsFull()
    {
        MemoryStore store;
        SegmentIndexWriter writer(store, 3);
        for (quint32 id : {1, 2, 5, 6, 7, 4, 9})
            QVERIFY(addChunk(writer, id));
        QCOMPARE(store.held.size(), size_t(2)); // 1 2 5 (full), then 6 7 (4 cannot follow 7)
        QCOMPARE(writer.bufferedChunks(), quint32(2));
        QVERIFY(writer.flush().ok());
        QVERIFY(writer.flush().ok()); // nothing buffered: no empty segment
        QCOMPARE(store.held.size(), size_t(3));
        QCOMPARE(store.chunksOf(1), (std::vector<quint32>{1, 2, 5}));
        QCOMPARE(store.chunksOf(2), (std::vector<quint32>{6, 7}));
        QCOMPARE(store.chunksOf(3), (std::vector<quint32>{4, 9}));
        QCOMPARE(writer.writtenChunks(), quint64(7));
        QCOMPARE(writer.writtenLength(), quint64(7 * 3)); // wdf 1 + 2 per chunk
        for (const auto& [id, s] : store.held)
            QCOMPARE(s.info.level, 0);
    }

    void policyMergesTheOldestEightOfTheLowestFullLevel()
    {
        std::vector<SegmentInfo> segments;
        for (qint64 id = 1; id <= 7; ++id)
            segments.push_back({id, 10, 1});
        for (qint64 id = 8; id <= 17; ++id)
            segments.push_back({id, 10, 0});
        QVERIFY(SegmentMergePolicy::choose(segments, false) == (std::vector<qint64>{8, 9, 10, 11, 12, 13, 14, 15}));
        QCOMPARE(SegmentMergePolicy::outputLevel(segments, {8, 9}), 1);
        QCOMPARE(SegmentMergePolicy::outputLevel(segments, {1, 8}), 2);
        // Large segments are not counted: level 1 stays short of eight.
        segments.resize(7);
        segments.push_back({20, SegmentMergePolicy::kMaxMergedChunks, 1});
        QVERIFY(SegmentMergePolicy::choose(segments, false).empty());
        segments.push_back({21, 10, 1});
        QCOMPARE(SegmentMergePolicy::choose(segments, false).size(), size_t(8));
        QVERIFY(!SegmentMergePolicy::choose(segments, false).empty());
        QCOMPARE(SegmentMergePolicy::choose(segments, false).back(), qint64(21));
        // A segment's size tier is the floor of its level: a large write's segment (level 0, 10k
        // chunks: tier 2) is not merged with seven small ones.
        std::vector<SegmentInfo> mixed{{1, 10000, 0}};
        for (qint64 id = 2; id <= 8; ++id)
            mixed.push_back({id, 4, 0});
        QVERIFY(SegmentMergePolicy::choose(mixed, false).empty());
        QCOMPARE(SegmentMergePolicy::sizeTier(1023), 0);
        QCOMPARE(SegmentMergePolicy::sizeTier(1024), 1);
        QCOMPARE(SegmentMergePolicy::sizeTier(8192), 2);
        QCOMPARE(SegmentMergePolicy::outputLevel(mixed, {1, 2}), 3);
        mixed.push_back({9, 4, 0});
        QVERIFY(SegmentMergePolicy::choose(mixed, false) == (std::vector<qint64>{2, 3, 4, 5, 6, 7, 8, 9}));
        // Everything: all of them, large ones included, when there are several.
        QCOMPARE(SegmentMergePolicy::choose(segments, true).size(), segments.size());
        QVERIFY(SegmentMergePolicy::choose({{1, 5, 0}}, true).empty());
    }

    void levelsOfEight()
    {
        MemoryStore store;
        for (quint32 w = 0; w < 7; ++w)
            QVERIFY(writeSegment(store, {w * 10 + 1, w * 10 + 2}));
        SegmentIndexMerger merger(store);
        QCOMPARE(merger.mergeLevels().value(), 0);
        QCOMPARE(store.held.size(), size_t(7));
        QVERIFY(writeSegment(store, {71, 72}));
        QCOMPARE(merger.mergeLevels().value(), 1);
        QCOMPARE(store.held.size(), size_t(1));
        QCOMPARE(store.held.begin()->second.info.level, 1);
        QCOMPARE(store.held.begin()->second.info.docCount, qint64(16));
        // 7 more full level 0 once more, then 8 segments on level 1 become one on level 2.
        for (quint32 w = 8; w < 64; ++w) {
            QVERIFY(writeSegment(store, {w * 10 + 1}));
            QVERIFY(merger.mergeLevels().ok());
        }
        QCOMPARE(store.held.size(), size_t(1));
        QCOMPARE(store.held.begin()->second.info.level, 2);
        QCOMPARE(store.held.begin()->second.info.docCount, qint64(16 + 56));
    }

    void anotherWritersMergeLeavesTheSegments()
    {
        MemoryStore store;
        for (quint32 w = 0; w < 8; ++w)
            QVERIFY(writeSegment(store, {w + 1}));
        store.busy = true;
        QCOMPARE(SegmentIndexMerger(store).mergeLevels().value(), 0);
        QCOMPARE(store.held.size(), size_t(8));
        QCOMPARE(store.commits, 0);
        store.busy = false;
        QCOMPARE(SegmentIndexMerger(store).mergeLevels().value(), 1);
        QCOMPARE(store.commits, 1);
    }

    void tombstonesDropDeadChunksOnly()
    {
        MemoryStore store;
        QVERIFY(writeSegment(store, {1, 2, 3})); // segment 1
        QVERIFY(writeSegment(store, {4, 5}));    // segment 2
        QVERIFY(writeSegment(store, {2}));       // segment 3: chunk 2 indexed again after its removal
        store.tombstones[2] = 3;                 // removed before segment 3: dead in 1, live in 3
        store.tombstones[4] = SegmentStore::kDeadEverywhere;
        store.tombstones[99] = SegmentStore::kDeadEverywhere; // held by no input: stays
        QVERIFY(SegmentIndexMerger(store).mergeAll().value());
        QCOMPARE(store.held.size(), size_t(1));
        QCOMPARE(store.chunksOf(store.held.begin()->first), (std::vector<quint32>{1, 2, 3, 5}));
        std::vector<quint32> buried = store.lastBuried;
        std::sort(buried.begin(), buried.end());
        QCOMPARE(buried, (std::vector<quint32>{4}));
        QVERIFY(store.tombstones.count(99));
        QVERIFY(!SegmentIndexMerger(store).mergeAll().value()); // one segment: nothing to merge
    }

    void aDamagedSegmentFailsTheMergeAndChangesNothing()
    {
        MemoryStore store;
        for (quint32 w = 0; w < 8; ++w)
            QVERIFY(writeSegment(store, {w + 1}));
        store.held.at(3).blobs.docs = "\x05";
        auto merged = SegmentIndexMerger(store).mergeLevels();
        QVERIFY(!merged.ok());
        QVERIFY(merged.error().summary.contains(QStringLiteral("damaged")));
        QCOMPARE(store.held.size(), size_t(8));
        QCOMPARE(store.commits, 0);
        QVERIFY(!store.inMerge); // rolled back
    }
};

QTEST_GUILESS_MAIN(SegmentIndexTest)
#include "SegmentIndexTest.moc"
