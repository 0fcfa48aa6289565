// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's one writer, merger and merge policy over the SegmentStore interface, against a store
// in memory (the SQLite and PostgreSQL stores are exercised through the library's and the firm
// server's tests): segments start where chunk ids stop ascending or the buffer is full; levels of
// eight, oldest first, large segments left alone; tombstones drop dead chunks and only those; a
// store whose scope another writer is merging is left as it is. The one reader over the same store:
// a raced read is read again and, past SegmentIndexReader::kMaxAttempts, refused with a message;
// the snapshot is read again only when the generation moved; a common term's postings are kept.
#include "index/LibraryTerms.h"
#include "index/SegmentDocs.h"
#include "index/SegmentIndexMerger.h"
#include "index/SegmentIndexReader.h"
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
    qint64 generation = 0;     ///< moves with every write and merge
    TopKCollection collection; ///< of the chunks written (removals are not modelled)
    std::map<std::string, quint64> dfs;
    int racedReads = 0;    ///< readState() reports a race this many times
    int snapshotReads = 0; ///< reads that listed the segments
    int docsRead = 0;      ///< segments' documents handed to the reader
    int blobsRead = 0;     ///< postings blobs handed to the reader

    Result<qint64> writeSegment(const EncodedSegment& segment) override
    {
        collection.docCount += segment.docCount;
        collection.totalLength += segment.totalLength;
        for (const SegmentTerm& t : segment.terms)
            dfs[t.term] += t.df;
        return put(segment, 0);
    }
    Result<ReadState> readState(const ReadRequest& request) override
    {
        ReadState state;
        state.generation = generation;
        if (racedReads > 0) {
            --racedReads;
            state.raced = true;
            return state;
        }
        state.collection = collection;
        if (request.generation == generation) {
            state.unchanged = true;
        } else {
            ++snapshotReads;
            for (const auto& [id, s] : held) {
                state.segments.push_back(id);
                if (!request.holds(id)) {
                    state.newSegments.push_back({id, s.blobs.docs, std::nullopt});
                    ++docsRead;
                }
            }
            state.tombstones = tombstones;
        }
        for (const std::string& term : request.terms) {
            if (!dfs.count(term))
                continue;
            TermState& read = state.terms[term];
            read.df = dfs.at(term);
            for (const auto& [id, s] : held) {
                for (const auto& [t, blob] : s.blobs.terms) {
                    if (t != term)
                        continue;
                    read.bytes += qint64(blob.size());
                    if (!request.cached(term, id)) {
                        read.blobs.emplace_back(id, blob);
                        ++blobsRead;
                    }
                }
            }
        }
        return state;
    }
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
        ++generation;
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
        ++generation;
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

IndexQuery queryOf(std::string term)
{
    IndexQuery query;
    query.terms = {std::move(term)};
    query.k = 5;
    return query;
}

std::shared_ptr<const Analyzer> analyzer()
{
    return std::make_shared<LibraryTerms>(LibraryTokenizer::Unicode61);
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

    void readerReadsARacedStateAgainThenGivesUp()
    {
        MemoryStore store;
        QVERIFY(writeSegment(store, {1, 2, 3}));
        SegmentIndexReader reader(analyzer());
        store.racedReads = 2;
        auto hits = reader.search(store, {queryOf("odd")});
        QVERIFY(hits.ok());
        QCOMPARE(hits->front().size(), size_t(2)); // chunks 1 and 3
        QCOMPARE(reader.rereads(), 2);
        QCOMPARE(store.racedReads, 0);

        store.racedReads = SegmentIndexReader::kMaxAttempts;
        auto failed = reader.search(store, {queryOf("odd")});
        QVERIFY(!failed.ok());
        QVERIFY(failed.error().summary.contains(QStringLiteral("kept changing")));
        QCOMPARE(store.racedReads, 0);
        QCOMPARE(reader.rereads(), 2 + SegmentIndexReader::kMaxAttempts);
        // The next search, unraced, finds the same.
        auto again = reader.search(store, {queryOf("odd")});
        QVERIFY(again.ok());
        QCOMPARE(again->front().size(), size_t(2));
    }

    void readerReadsTheSnapshotWhenTheGenerationMovesAndKeepsCommonPostings()
    {
        MemoryStore store;
        {
            SegmentIndexWriter writer(store);
            for (quint32 id = 1; id <= 20000; ++id)
                QVERIFY(addChunk(writer, id));
            QVERIFY(writer.add(chunk(20001), {{"lease", 1}, {"rare", 1}}).ok());
            QVERIFY(writer.flush().ok());
        }
        qint64 leaseBytes = 0;
        for (const auto& [t, blob] : store.held.begin()->second.blobs.terms)
            leaseBytes += t == "lease" ? qint64(blob.size()) : 0;
        QVERIFY(leaseBytes >= SegmentIndexReader::kCachedTermBytes); // a common term
        SegmentIndexReader reader(analyzer());
        auto first = reader.search(store, {queryOf("lease")});
        QVERIFY(first.ok());
        QCOMPARE(first->front().size(), size_t(5));
        QCOMPARE(store.snapshotReads, 1);
        QCOMPARE(store.docsRead, 1);
        QCOMPARE(store.blobsRead, 1);
        // Same generation: neither the snapshot nor the common term's postings are read again.
        auto second = reader.search(store, {queryOf("lease")});
        QVERIFY(second.ok());
        QCOMPARE(store.snapshotReads, 1);
        QCOMPARE(store.blobsRead, 1);
        QCOMPARE(second->front().size(), first->front().size());
        for (size_t i = 0; i < first->front().size(); ++i) {
            QCOMPARE(second->front()[i].chunkId, first->front()[i].chunkId);
            QVERIFY(second->front()[i].score == first->front()[i].score);
        }
        // A rare term's postings are read for each search.
        for (int n = 0; n < 2; ++n) {
            auto rare = reader.search(store, {queryOf("rare")});
            QVERIFY(rare.ok());
            QCOMPARE(rare->front().size(), size_t(1));
            QCOMPARE(rare->front().front().chunkId, quint32(20001));
        }
        QCOMPARE(store.blobsRead, 3);
        // A write moves the generation: the snapshot is read again, only the new segment decoded,
        // and only the new segment's postings of the common term read.
        QVERIFY(writeSegment(store, {30000}));
        auto third = reader.search(store, {queryOf("lease")});
        QVERIFY(third.ok());
        QCOMPARE(store.snapshotReads, 2);
        QCOMPARE(store.docsRead, 2);
        QCOMPARE(store.blobsRead, 4);
        QCOMPARE(reader.cachedSegments(), 2);
    }
};

QTEST_GUILESS_MAIN(SegmentIndexTest)
#include "SegmentIndexTest.moc"
