// SPDX-License-Identifier: GPL-3.0-or-later
// The index engine's codecs: varints, posting blocks (round trips across block boundaries, skipTo,
// block and list bounds) and the segment docs blob, including damaged blobs.
#include "index/PostingBound.h"
#include "index/PostingCursor.h"
#include "index/PostingListWriter.h"
#include "index/PostingVarint.h"
#include "index/SegmentDocs.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace lmars::store;

namespace {

struct Posting
{
    quint32 ordinal;
    quint32 wdf;
    quint32 length;
};

/// count postings with random gaps (sometimes huge), wdfs and lengths; uniformWdf ≥ 0 fixes the wdf.
std::vector<Posting> randomPostings(std::mt19937& rng, int count, int uniformWdf = -1)
{
    std::vector<Posting> out;
    quint64 ordinal = rng() % 3;
    for (int i = 0; i < count; ++i) {
        const quint32 wdf = uniformWdf >= 0 ? static_cast<quint32>(uniformWdf) : rng() % 4 == 0 ? rng() % 40 : 1;
        out.push_back({static_cast<quint32>(ordinal), wdf, static_cast<quint32>(1 + rng() % 500)});
        ordinal += 1 + (rng() % 10 == 0 ? rng() % 100000 : rng() % 3);
    }
    return out;
}

std::string encode(const std::vector<Posting>& postings)
{
    PostingListWriter writer;
    for (const Posting& p : postings)
        writer.add(p.ordinal, p.wdf, p.length);
    std::string blob;
    writer.finishInto(blob);
    return blob;
}

/// The BM25 wdf part for an average length of 100 (grows with wdf, shrinks with length).
double wdfPart(quint32 wdf, quint32 length)
{
    return wdf / (1.2 * (0.25 + 0.75 * length / 100.0) + wdf);
}

} // namespace

class PostingCodecTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void varintsRoundTripAndRejectTruncation()
    {
        const std::vector<quint64> values = {0, 1, 127, 128, 16383, 16384, 0xffffffffu, 0x100000000ull, ~0ull};
        std::string blob;
        for (const quint64 v : values)
            PostingVarint::put(blob, v);
        const char* p = blob.data();
        for (const quint64 v : values) {
            quint64 got = 0;
            QVERIFY(PostingVarint::get(p, blob.data() + blob.size(), got));
            QCOMPARE(got, v);
        }
        QCOMPARE(p, blob.data() + blob.size());
        std::string big;
        PostingVarint::put(big, 0x100000000ull);
        const char* q = big.data();
        quint32 narrow = 0;
        QVERIFY(!PostingVarint::get32(q, big.data() + big.size(), narrow)); // does not fit 32 bits
        const char* r = big.data();
        quint64 wide = 0;
        QVERIFY(!PostingVarint::get(r, big.data() + big.size() - 1, wide)); // truncated
    }

    void boundIsAParetoFrontThatDominatesEveryPosting()
    {
        std::mt19937 rng(7);
        for (int round = 0; round < 200; ++round) {
            PostingBound bound;
            std::vector<std::pair<quint32, quint32>> added;
            const int n = 1 + static_cast<int>(rng() % 300);
            for (int i = 0; i < n; ++i) {
                added.emplace_back(rng() % 50, rng() % 1000);
                bound.add(added.back().first, added.back().second);
            }
            bound.cap(1 + static_cast<int>(rng() % PostingBound::kMaxPoints));
            for (int i = 1; i < bound.size(); ++i) { // wdf and length both strictly ascending
                QVERIFY(bound.point(i).wdf > bound.point(i - 1).wdf);
                QVERIFY(bound.point(i).length > bound.point(i - 1).length);
            }
            double maxPart = 0;
            for (const auto& [wdf, length] : added) {
                maxPart = std::max(maxPart, wdfPart(wdf, length));
                bool dominated = false;
                for (int i = 0; i < bound.size(); ++i)
                    dominated = dominated || (bound.point(i).wdf >= wdf && bound.point(i).length <= length);
                QVERIFY(dominated);
            }
            QVERIFY(bound.max(wdfPart) >= maxPart);
        }
        PostingBound exact; // uncapped, a single best posting gives the exact maximum
        exact.add(3, 10);
        exact.add(1, 5);
        exact.add(2, 20);
        QCOMPARE(exact.size(), 2);
        QCOMPARE(exact.max(wdfPart), std::max(wdfPart(3, 10), wdfPart(1, 5)));
    }

    void roundTripsAcrossBlockBoundaries()
    {
        std::mt19937 rng(11);
        for (const int count : {0, 1, 2, 127, 128, 129, 255, 256, 257, 1000, 5000}) {
            for (const int uniform : {-1, 0, 1, 3}) {
                const auto postings = randomPostings(rng, count, uniform);
                const std::string blob = encode(postings);
                PostingCursor cursor(blob);
                QVERIFY(!cursor.corrupt());
                QCOMPARE(cursor.count(), static_cast<quint32>(count));
                double listMax = 0;
                for (const Posting& p : postings)
                    listMax = std::max(listMax, wdfPart(p.wdf, p.length));
                QVERIFY(cursor.listBound(wdfPart) >= listMax);
                for (size_t i = 0; i < postings.size(); ++i) {
                    QCOMPARE(cursor.ordinal(), postings[i].ordinal);
                    QCOMPARE(cursor.wdf(), postings[i].wdf);
                    QVERIFY(cursor.blockLastOrdinal() >= cursor.ordinal());
                    QVERIFY(cursor.blockBound(wdfPart) >= wdfPart(postings[i].wdf, postings[i].length));
                    QVERIFY(cursor.blockBound(wdfPart) <= cursor.listBound(wdfPart));
                    cursor.next();
                }
                QVERIFY(cursor.atEnd());
                QCOMPARE(cursor.ordinal(), PostingCursor::kEnd);
                cursor.next(); // stays at the end
                QVERIFY(cursor.atEnd() && !cursor.corrupt());
            }
        }
        QVERIFY(PostingCursor(std::string_view()).atEnd()); // an absent term
    }

    void uniformBlocksStoreNoWdfs()
    {
        std::mt19937 rng(3);
        const auto ones = randomPostings(rng, 1000, 1);
        auto mixed = ones;
        for (Posting& p : mixed)
            p.wdf = 1 + p.ordinal % 2;
        QVERIFY(encode(ones).size() + 900 < encode(mixed).size());
    }

    void skipToFindsTheFirstPostingAtOrAfterTheTarget()
    {
        std::mt19937 rng(5);
        for (int round = 0; round < 60; ++round) {
            const auto postings = randomPostings(rng, 1 + static_cast<int>(rng() % 3000));
            const std::string blob = encode(postings);
            PostingCursor cursor(blob);
            quint32 target = 0;
            const quint32 last = postings.back().ordinal;
            while (true) {
                target += static_cast<quint32>(rng() % (rng() % 4 == 0 ? 20000 : 50));
                const bool shallowFirst = rng() % 3 == 0;
                if (shallowFirst) {
                    cursor.shallowSkipTo(target);
                    if (target <= last)
                        QVERIFY(cursor.blockLastOrdinal() >= target);
                }
                cursor.skipTo(target);
                const auto it = std::lower_bound(postings.begin(), postings.end(), target,
                                                 [](const Posting& p, quint32 t) { return p.ordinal < t; });
                if (it == postings.end()) {
                    QVERIFY(cursor.atEnd());
                    break;
                }
                QCOMPARE(cursor.ordinal(), it->ordinal);
                QCOMPARE(cursor.wdf(), it->wdf);
                QVERIFY(cursor.blockBound(wdfPart) >= wdfPart(it->wdf, it->length));
                if (rng() % 2) { // next() continues from there
                    cursor.next();
                    if (it + 1 == postings.end()) {
                        QVERIFY(cursor.atEnd());
                        break;
                    }
                    QCOMPARE(cursor.ordinal(), (it + 1)->ordinal);
                    target = cursor.ordinal();
                }
            }
            QVERIFY(!cursor.corrupt());
        }
    }

    void damagedPostingsEndTheCursorWithoutReadingOutside()
    {
        std::mt19937 rng(9);
        const std::string blob = encode(randomPostings(rng, 700));
        for (size_t cut = 1; cut < blob.size(); ++cut) { // every truncation
            const std::string truncated = blob.substr(0, cut);
            PostingCursor cursor(truncated);
            int steps = 0;
            while (!cursor.atEnd() && steps++ < 1000)
                cursor.next();
            QVERIFY2(cursor.corrupt(), qPrintable(QStringLiteral("cut at %1").arg(cut)));
        }
        for (int round = 0; round < 2000; ++round) { // random byte changes: never a crash or a hang
            std::string damaged = blob;
            damaged[rng() % damaged.size()] = static_cast<char>(rng());
            PostingCursor cursor(damaged);
            int steps = 0;
            while (!cursor.atEnd() && steps < 100000) {
                ++steps;
                if (rng() % 2)
                    cursor.next();
                else
                    cursor.skipTo(cursor.ordinal() + 1);
            }
            QVERIFY(cursor.atEnd());
        }
        std::string trailing = blob + "x";
        PostingCursor cursor(trailing);
        while (!cursor.atEnd())
            cursor.next();
        QVERIFY(cursor.corrupt());
    }

    void segmentDocsRoundTripAndFind()
    {
        std::mt19937 rng(13);
        std::vector<SegmentDoc> docs;
        quint32 id = 0;
        for (int i = 0; i < 3000; ++i) {
            SegmentDoc d;
            id += 1 + (i % 100 == 1 ? 1000000 : rng() % 5);
            d.chunkId = id;
            d.length = rng() % 3 ? rng() % 300 : 0;
            d.matter = rng() % 7;
            d.validFrom = rng() % 2 ? SegmentDoc::kOpenFrom : static_cast<qint32>(rng() % 5000000) - 100;
            d.validTo = rng() % 2 ? SegmentDoc::kOpenTo : static_cast<qint32>(rng() % 5000000) - 100;
            docs.push_back(d);
        }
        docs.back().chunkId = 0xfffffff0u;
        std::string blob;
        SegmentDocs::encode(docs, blob);
        const auto decoded = SegmentDocs::decode(blob);
        QVERIFY(decoded);
        QCOMPARE(decoded->size(), static_cast<quint32>(docs.size()));
        quint64 total = 0;
        for (quint32 i = 0; i < docs.size(); ++i) {
            const SegmentDoc d = decoded->doc(i);
            QCOMPARE(d.chunkId, docs[i].chunkId);
            QCOMPARE(d.length, docs[i].length);
            QCOMPARE(d.matter, docs[i].matter);
            QCOMPARE(d.validFrom, docs[i].validFrom);
            QCOMPARE(d.validTo, docs[i].validTo);
            QCOMPARE(decoded->find(docs[i].chunkId), std::optional<quint32>(i));
            total += docs[i].length;
        }
        QCOMPARE(decoded->totalLength(), total);
        QVERIFY(!decoded->find(docs[0].chunkId + 1000000000u));
        QVERIFY(!decoded->find(docs[0].chunkId + 500000)); // inside the gap after the first document

        const auto empty = SegmentDocs::decode(std::string(1, '\0'));
        QVERIFY(empty && empty->size() == 0);
        for (size_t cut = 0; cut < blob.size(); cut += 1 + cut / 50)
            QVERIFY(!SegmentDocs::decode(std::string_view(blob).substr(0, cut)));
        QVERIFY(!SegmentDocs::decode(blob + "x"));
        std::string huge;
        PostingVarint::put(huge, 1ull << 40); // a count no blob of this size can hold
        QVERIFY(!SegmentDocs::decode(huge));
    }
};

QTEST_GUILESS_MAIN(PostingCodecTest)
#include "PostingCodecTest.moc"
