// SPDX-License-Identifier: GPL-3.0-or-later
// Building and merging index segments: every term's postings, dfs and the docs blob against what the
// chunks say; a merge of segments equals building the live chunks at once, byte for byte.
#include "SegmentTestCorpus.h"

#include "index/PostingCursor.h"
#include "index/SegmentDocs.h"
#include "index/SegmentMerger.h"

#include <QTest>

#include <set>

using namespace lmars::store;
using namespace lmars::store::test;

namespace {

/// Checks an encoded segment against the chunks it should hold (in ascending chunk id order).
void verifySegment(const EncodedSegment& segment, const std::vector<TestChunk>& chunks)
{
    const auto docs = SegmentDocs::decode(segment.docs);
    QVERIFY(docs);
    QCOMPARE(docs->size(), static_cast<quint32>(chunks.size()));
    QCOMPARE(segment.docCount, static_cast<quint32>(chunks.size()));
    std::map<std::string, std::vector<std::pair<quint32, quint32>>> expected; // term -> (ordinal, wdf)
    quint64 total = 0;
    for (quint32 o = 0; o < chunks.size(); ++o) {
        const SegmentDoc d = docs->doc(o);
        QCOMPARE(d.chunkId, chunks[o].doc.chunkId);
        QCOMPARE(d.length, chunks[o].doc.length);
        QCOMPARE(d.validFrom, chunks[o].doc.validFrom);
        QCOMPARE(d.validTo, chunks[o].doc.validTo);
        QCOMPARE(d.matter, chunks[o].doc.matter);
        total += d.length;
        for (const auto& [term, wdf] : chunks[o].terms)
            expected[term].emplace_back(o, wdf);
    }
    QCOMPARE(segment.totalLength, total);
    QCOMPARE(segment.terms.size(), expected.size());
    auto it = expected.begin();
    for (const SegmentTerm& t : segment.terms) { // sorted like the map (byte order)
        QCOMPARE(t.term, it->first);
        QCOMPARE(t.df, static_cast<quint32>(it->second.size()));
        PostingCursor cursor(t.postings);
        QCOMPARE(cursor.count(), t.df);
        for (const auto& [ordinal, wdf] : it->second) {
            QCOMPARE(cursor.ordinal(), ordinal);
            QCOMPARE(cursor.wdf(), wdf);
            cursor.next();
        }
        QVERIFY(cursor.atEnd() && !cursor.corrupt());
        ++it;
    }
}

} // namespace

class SegmentBuilderTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void buildsEveryTermsPostings()
    {
        std::mt19937 rng(21);
        for (const int count : {0, 1, 50, 129, 3000}) {
            const auto chunks = SegmentTestCorpus::generate(rng, count, 400, 1 + rng() % 10);
            verifySegment(SegmentTestCorpus::build(chunks), chunks);
        }
    }

    void repeatedTermsAddUpAndBooleanTermsWeighNothing()
    {
        SegmentBuilder builder;
        SegmentDoc doc;
        doc.chunkId = 5;
        doc.length = 999; // ignored: the builder sums the wdfs
        QVERIFY(builder.add(doc, {{"court", 1}, {"Tcourt", 0}, {"appeal", 2}, {"court", 3}}));
        doc.chunkId = 9;
        QVERIFY(builder.beginDoc(doc));
        builder.addTerm("appeal", 1);
        doc.chunkId = 9; // not above the previous chunk: refused, and its terms with it
        QVERIFY(!builder.beginDoc(doc));
        builder.addTerm("ignored", 1);
        doc.chunkId = 3;
        QVERIFY(!builder.add(doc, {{"ignored", 1}}));
        doc.chunkId = 12;
        const std::string rent = "rent";
        QVERIFY(builder.addViews(doc, {{rent, 2}, {"Trent", 0}}));
        QCOMPARE(builder.docCount(), 3u);
        QVERIFY(builder.memoryBytes() > 0);
        const EncodedSegment segment = builder.finish();
        TestChunk a{{5, 6, SegmentDoc::kOpenFrom, SegmentDoc::kOpenTo, 0},
                    {{"Tcourt", 0}, {"appeal", 2}, {"court", 4}}};
        TestChunk b{{9, 1, SegmentDoc::kOpenFrom, SegmentDoc::kOpenTo, 0}, {{"appeal", 1}}};
        TestChunk c{{12, 2, SegmentDoc::kOpenFrom, SegmentDoc::kOpenTo, 0}, {{"Trent", 0}, {"rent", 2}}};
        verifySegment(segment, {a, b, c});
        // The builder is empty again and can be reused.
        QCOMPARE(builder.docCount(), 0u);
        doc.chunkId = 1;
        QVERIFY(builder.add(doc, {{"x", 1}}));
        verifySegment(builder.finish(), {TestChunk{{1, 1, SegmentDoc::kOpenFrom, SegmentDoc::kOpenTo, 0}, {{"x", 1}}}});
    }

    void mergeEqualsBuildingTheLiveChunksAtOnce()
    {
        std::mt19937 rng(31);
        for (int round = 0; round < 25; ++round) {
            const int parts = 1 + static_cast<int>(rng() % 5);
            std::vector<std::vector<TestChunk>> inputs;
            quint32 next = 1;
            for (int p = 0; p < parts; ++p) {
                inputs.push_back(SegmentTestCorpus::generate(rng, static_cast<int>(rng() % 700), 300, next));
                if (!inputs.back().empty())
                    next = inputs.back().back().doc.chunkId + 1;
            }
            if (rng() % 2) // inputs need not come in chunk id order
                std::shuffle(inputs.begin(), inputs.end(), rng);
            std::set<quint32> dead;
            for (const auto& input : inputs) {
                for (const TestChunk& c : input) {
                    if (rng() % 4 == 0)
                        dead.insert(c.doc.chunkId);
                }
            }
            std::vector<EncodedSegment> built;
            std::vector<SegmentView> views;
            for (const auto& input : inputs)
                built.push_back(SegmentTestCorpus::build(input));
            for (const EncodedSegment& s : built)
                views.push_back(SegmentTestCorpus::view(s));
            const auto merged = SegmentMerger::merge(views, [&dead](quint32 id) { return dead.count(id) > 0; });
            QVERIFY(merged);

            std::vector<TestChunk> live;
            for (const auto& input : inputs) {
                for (const TestChunk& c : input) {
                    if (!dead.count(c.doc.chunkId))
                        live.push_back(c);
                }
            }
            std::sort(live.begin(), live.end(),
                      [](const TestChunk& a, const TestChunk& b) { return a.doc.chunkId < b.doc.chunkId; });
            verifySegment(*merged, live);
            const EncodedSegment direct = SegmentTestCorpus::build(live);
            QVERIFY(merged->docs == direct.docs);
            QCOMPARE(merged->terms.size(), direct.terms.size());
            for (size_t i = 0; i < direct.terms.size(); ++i)
                QVERIFY(merged->terms[i].postings == direct.terms[i].postings); // the same bytes
        }
    }

    void mergeKeepsAChunkFromTheLastInputThatHasIt()
    {
        const TestChunk old{{7, 1, SegmentDoc::kOpenFrom, SegmentDoc::kOpenTo, 1}, {{"old", 1}}};
        const TestChunk other{{8, 2, SegmentDoc::kOpenFrom, SegmentDoc::kOpenTo, 1}, {{"old", 2}}};
        const TestChunk fresh{{7, 2, 10, 20, 2}, {{"new", 2}}};
        const EncodedSegment first = SegmentTestCorpus::build({old, other});
        const EncodedSegment second = SegmentTestCorpus::build({fresh});
        const auto merged = SegmentMerger::merge({SegmentTestCorpus::view(first), SegmentTestCorpus::view(second)}, {});
        QVERIFY(merged);
        verifySegment(*merged, {fresh, other});
        QVERIFY(SegmentMerger::merge({}, {})->terms.empty());

        // Deadness per input: chunk 7 re-indexed into the second input is dead in the first only.
        const auto perInput =
            SegmentMerger::mergePerInput({SegmentTestCorpus::view(first), SegmentTestCorpus::view(second)},
                                         [](size_t input, quint32 chunkId) { return input == 0 && chunkId == 7; });
        QVERIFY(perInput);
        verifySegment(*perInput, {fresh, other});
        const auto newerDead =
            SegmentMerger::mergePerInput({SegmentTestCorpus::view(first), SegmentTestCorpus::view(second)},
                                         [](size_t input, quint32 chunkId) { return input == 1 && chunkId == 7; });
        QVERIFY(newerDead);
        verifySegment(*newerDead, {old, other}); // the older copy, still live, comes back
        // By chunk id, both copies die.
        const auto bothDead = SegmentMerger::merge({SegmentTestCorpus::view(first), SegmentTestCorpus::view(second)},
                                                   [](quint32 chunkId) { return chunkId == 7; });
        QVERIFY(bothDead);
        verifySegment(*bothDead, {other});
    }

    void mergeRejectsDamagedInputs()
    {
        std::mt19937 rng(41);
        const EncodedSegment segment = SegmentTestCorpus::build(SegmentTestCorpus::generate(rng, 500, 50, 1));
        SegmentView view = SegmentTestCorpus::view(segment);
        const std::string shortDocs = segment.docs.substr(0, segment.docs.size() / 2);
        SegmentView badDocs = view;
        badDocs.docs = shortDocs;
        QVERIFY(!SegmentMerger::merge({badDocs}, {}));
        SegmentView badPostings = view;
        const std::string shortPostings = segment.terms.front().postings.substr(0, 3);
        badPostings.terms.front().postings = shortPostings;
        QVERIFY(!SegmentMerger::merge({badPostings}, {}));
        SegmentView unsorted = view;
        std::swap(unsorted.terms[0], unsorted.terms[1]);
        QVERIFY(!SegmentMerger::merge({unsorted}, {}));
        // Postings that name documents the segment does not have.
        const EncodedSegment small = SegmentTestCorpus::build(SegmentTestCorpus::generate(rng, 3, 5, 1));
        SegmentView mismatched = view;
        mismatched.docs = small.docs;
        QVERIFY(!SegmentMerger::merge({mismatched}, {}));
    }
};

QTEST_GUILESS_MAIN(SegmentBuilderTest)
#include "SegmentBuilderTest.moc"
