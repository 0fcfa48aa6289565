// SPDX-License-Identifier: GPL-3.0-or-later
// Word positions in the index segments: the postings' positions section and the documents' sentence
// and paragraph breaks round-trip through SegmentBuilder, are invisible to BM25 decoding, survive
// SegmentMerger (carried when every input has them, dropped otherwise), and a damaged positions
// section fails to read instead of reading outside its bytes.
#include "index/BooleanMatcher.h"
#include "index/BooleanQuery.h"
#include "index/LibraryTerms.h"
#include "index/PositionalMatcher.h"
#include "index/PostingCursor.h"
#include "index/PostingPositions.h"
#include "index/SegmentBuilder.h"
#include "index/SegmentDocs.h"
#include "index/SegmentMerger.h"

#include <QTest>

#include <map>
#include <random>
#include <set>

using namespace lmars::store;

namespace {

/// A chunk as text: its words in order ("w<n>"), a title term (no position) and its breaks.
struct TextChunk
{
    SegmentDoc doc;
    std::vector<std::string> words;
    std::vector<quint32> sentenceStarts;
    std::vector<quint32> paragraphStarts;
};

std::vector<TextChunk> generate(std::mt19937& rng, int count, quint32 firstId)
{
    std::vector<TextChunk> chunks;
    quint32 id = firstId;
    for (int c = 0; c < count; ++c) {
        TextChunk chunk;
        chunk.doc.chunkId = id;
        id += 1 + rng() % 3;
        chunk.doc.matter = rng() % 3;
        const int n = static_cast<int>(rng() % 400); // some chunks span more than one block's worth
        for (int w = 0; w < n; ++w) {
            chunk.words.push_back("w" + std::to_string(rng() % 60));
            if (w > 0 && rng() % 12 == 0) {
                chunk.sentenceStarts.push_back(static_cast<quint32>(w));
                if (rng() % 4 == 0)
                    chunk.paragraphStarts.push_back(static_cast<quint32>(w));
            }
        }
        chunks.push_back(std::move(chunk));
    }
    return chunks;
}

/// positionalFrom: the chunks before that index are added without positions.
EncodedSegment build(const std::vector<TextChunk>& chunks, bool positional, size_t positionalFrom = 0)
{
    SegmentBuilder builder;
    for (size_t i = 0; i < chunks.size(); ++i) {
        const TextChunk& c = chunks[i];
        std::vector<std::pair<std::string_view, quint32>> terms;
        SegmentBuilder::Positions positions;
        terms.emplace_back("Ttitle", 0); // a boolean term: no position
        positions.ofTerm.push_back(SegmentBuilder::kNoPosition);
        terms.emplace_back("w1", 3); // a title word: weighs, has no position
        positions.ofTerm.push_back(SegmentBuilder::kNoPosition);
        for (size_t w = 0; w < c.words.size(); ++w) {
            terms.emplace_back(c.words[w], 1);
            positions.ofTerm.push_back(static_cast<quint32>(w));
        }
        positions.sentenceStarts = c.sentenceStarts;
        positions.paragraphStarts = c.paragraphStarts;
        if (positional && i >= positionalFrom)
            builder.addViews(c.doc, terms, positions);
        else
            builder.addViews(c.doc, terms);
    }
    return builder.finish();
}

SegmentView viewOf(const EncodedSegment& segment)
{
    SegmentView v;
    v.docs = segment.docs;
    for (const SegmentTerm& t : segment.terms)
        v.terms.push_back({t.term, t.postings});
    return v;
}

/// Checks a segment against chunks: every term's positions and every document's breaks (none for
/// the chunks before positionalFrom).
void verify(const EncodedSegment& segment, const std::vector<TextChunk>& chunks, quint32 positionalFrom = 0)
{
    const auto docs = SegmentDocs::decode(segment.docs);
    QVERIFY(docs);
    QVERIFY(docs->positional());
    QCOMPARE(docs->size(), static_cast<quint32>(chunks.size()));
    std::map<std::string, std::map<quint32, std::vector<quint32>>> expected; // term -> ordinal -> positions
    std::vector<quint32> sentences, paragraphs;
    for (quint32 o = 0; o < chunks.size(); ++o) {
        expected["Ttitle"][o];
        expected["w1"][o];
        for (size_t w = 0; w < chunks[o].words.size(); ++w) {
            auto& of = expected[chunks[o].words[w]][o];
            if (o >= positionalFrom)
                of.push_back(static_cast<quint32>(w));
        }
        QVERIFY(docs->breaks(o, sentences, paragraphs));
        QCOMPARE(sentences, o >= positionalFrom ? chunks[o].sentenceStarts : std::vector<quint32>());
        QCOMPARE(paragraphs, o >= positionalFrom ? chunks[o].paragraphStarts : std::vector<quint32>());
    }
    QCOMPARE(segment.terms.size(), expected.size());
    std::vector<quint32> read;
    for (const SegmentTerm& term : segment.terms) {
        const auto& want = expected.at(term.term);
        PostingCursor cursor(term.postings);
        PostingPositions positions(cursor.positions());
        if (positionalFrom == 0)
            QCOMPARE(positions.empty(), term.term == "Ttitle");
        auto it = want.begin();
        for (; !cursor.atEnd(); cursor.next(), ++it) {
            QVERIFY(it != want.end());
            QCOMPARE(cursor.ordinal(), it->first);
            if (positions.empty()) {
                QVERIFY(it->second.empty());
                continue;
            }
            QVERIFY(positions.read(cursor.block(), cursor.indexInBlock(), read));
            QCOMPARE(read, it->second);
        }
        QVERIFY(!cursor.corrupt());
        QVERIFY(it == want.end());
    }
}

} // namespace

class PositionalSegmentTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chunksWithoutPositionsBeforeOnesWithThem()
    {
        // A builder that took chunks without positions first gives them none and every later
        // chunk its exact positions (each chunk's are grouped by posting as it is added).
        std::mt19937 rng(11);
        const auto chunks = generate(rng, 90, 1);
        verify(build(chunks, true, 30), chunks, 30);
        verify(build(chunks, true, 0), chunks);
    }

    void positionsAndBreaksRoundTrip()
    {
        std::mt19937 rng(7);
        const auto chunks = generate(rng, 700, 1);
        verify(build(chunks, true), chunks);
    }

    void bm25DecodingIsTheSameWithOrWithoutPositions()
    {
        std::mt19937 rng(11);
        const auto chunks = generate(rng, 500, 5);
        const EncodedSegment with = build(chunks, true);
        const EncodedSegment without = build(chunks, false);
        QVERIFY(!SegmentDocs::decode(without.docs)->positional());
        QCOMPARE(with.terms.size(), without.terms.size());
        size_t withBytes = 0, withoutBytes = 0;
        for (size_t t = 0; t < with.terms.size(); ++t) {
            withBytes += with.terms[t].postings.size();
            withoutBytes += without.terms[t].postings.size();
            PostingCursor a(with.terms[t].postings);
            PostingCursor b(without.terms[t].postings);
            QVERIFY(b.positions().empty());
            QCOMPARE(a.count(), b.count());
            // skipTo across blocks reads the same postings, never the positions
            for (quint32 target = 0; !a.atEnd(); target += 37) {
                a.skipTo(target);
                b.skipTo(target);
                QCOMPARE(a.ordinal(), b.ordinal());
                QCOMPARE(a.wdf(), b.wdf());
            }
            QVERIFY(b.atEnd());
            QVERIFY(!a.corrupt());
        }
        QVERIFY(withBytes > withoutBytes);
    }

    void mergeCarriesPositionsThrough()
    {
        std::mt19937 rng(23);
        const auto first = generate(rng, 300, 1);
        const auto second = generate(rng, 300, first.back().doc.chunkId + 1);
        auto older = first;
        older.insert(older.end(), second.begin(), second.begin() + 50); // re-indexed later in `second`
        std::sort(older.begin(), older.end(),
                  [](const TextChunk& a, const TextChunk& b) { return a.doc.chunkId < b.doc.chunkId; });
        const EncodedSegment a = build(older, true);
        const EncodedSegment b = build(second, true);
        std::set<quint32> dead;
        for (const TextChunk& c : first) {
            if (rng() % 5 == 0)
                dead.insert(c.doc.chunkId);
        }
        const auto merged =
            SegmentMerger::merge({viewOf(a), viewOf(b)}, [&dead](quint32 id) { return dead.count(id) > 0; });
        QVERIFY(merged);
        std::vector<TextChunk> live;
        for (const TextChunk& c : first) {
            if (!dead.count(c.doc.chunkId))
                live.push_back(c);
        }
        live.insert(live.end(), second.begin(), second.end());
        verify(*merged, live);
        const EncodedSegment direct = build(live, true);
        QVERIFY(merged->docs == direct.docs);
        for (size_t i = 0; i < direct.terms.size(); ++i)
            QVERIFY(merged->terms[i].postings == direct.terms[i].postings); // the same bytes
    }

    void mergeWithASegmentWithoutPositionsDropsThem()
    {
        std::mt19937 rng(29);
        const auto first = generate(rng, 100, 1);
        const auto second = generate(rng, 100, first.back().doc.chunkId + 1);
        const auto merged = SegmentMerger::merge({viewOf(build(first, true)), viewOf(build(second, false))}, {});
        QVERIFY(merged);
        QVERIFY(!SegmentDocs::decode(merged->docs)->positional());
        for (const SegmentTerm& t : merged->terms)
            QVERIFY(PostingCursor(t.postings).positions().empty());
    }

    void damagedPositionsFailToRead()
    {
        std::mt19937 rng(3);
        const auto chunks = generate(rng, 400, 1);
        const EncodedSegment segment = build(chunks, true);
        std::vector<quint32> read;
        int failures = 0;
        for (const SegmentTerm& term : segment.terms) {
            PostingCursor cursor(term.postings);
            const std::string_view section = cursor.positions();
            if (section.size() < 4)
                continue;
            for (size_t cut = 0; cut < section.size(); cut += 1 + section.size() / 7) {
                PostingPositions truncated(section.substr(0, cut));
                PostingCursor c(term.postings);
                bool ok = true;
                for (; !c.atEnd() && ok; c.next())
                    ok = truncated.read(c.block(), c.indexInBlock(), read);
                failures += ok ? 0 : 1;
            }
        }
        QVERIFY(failures > 0);
        // A blob whose blocks' byte size points past its end is corrupt, not read beyond.
        std::string blob = segment.terms.back().postings;
        PostingCursor intact(blob);
        QVERIFY(!intact.positions().empty());
        blob.resize(blob.size() - intact.positions().size() - 2);
        PostingCursor broken(blob);
        while (!broken.atEnd())
            broken.next();
        QVERIFY(broken.corrupt());
    }

    void matcherChecksPositionsAndRefusesSegmentsWithout()
    {
        std::mt19937 rng(41);
        const auto chunks = generate(rng, 300, 1);
        const LibraryTerms terms(LibraryTokenizer::Unicode61);
        auto query = BooleanQuery::parse(QStringLiteral("w1 /s (w2 +3 w3)"));
        QVERIFY(query);
        auto compiled = BooleanMatcher::compile(query.value(), terms);
        QVERIFY(compiled);
        std::vector<std::string> flat;
        for (const auto& slot : compiled->slotTerms())
            flat.insert(flat.end(), slot.begin(), slot.end());
        QCOMPARE(flat, (std::vector<std::string>{"w1", "w2", "w3"}));
        // Expected by brute force over the words: some w1 in the sentence of a w2 followed by a w3 at
        // most 3 words on (the three at distinct positions).
        std::vector<quint32> expected;
        for (const TextChunk& c : chunks) {
            auto sentence = [&c](size_t p) {
                return std::upper_bound(c.sentenceStarts.begin(), c.sentenceStarts.end(), p) - c.sentenceStarts.begin();
            };
            bool found = false;
            for (size_t a = 0; a < c.words.size() && !found; ++a) {
                if (c.words[a] != "w2")
                    continue;
                for (size_t b = a + 1; b < c.words.size() && b <= a + 3 && !found; ++b) {
                    if (c.words[b] != "w3")
                        continue;
                    for (size_t x = 0; x < c.words.size() && !found; ++x)
                        found = c.words[x] == "w1" && (x < a || x > b) &&
                                sentence(std::min(x, a)) == sentence(std::max(x, b));
                }
            }
            if (found)
                expected.push_back(c.doc.chunkId);
        }
        QVERIFY(expected.size() > 3 && expected.size() < chunks.size());
        for (const bool positional : {true, false}) {
            const EncodedSegment segment = build(chunks, positional);
            const auto docs = SegmentDocs::decode(segment.docs);
            std::vector<std::string_view> blobs;
            for (const std::string& term : flat) {
                const auto it = std::find_if(segment.terms.begin(), segment.terms.end(),
                                             [&term](const SegmentTerm& t) { return t.term == term; });
                blobs.push_back(it == segment.terms.end() ? std::string_view() : std::string_view(it->postings));
            }
            PositionalMatcher matcher(compiled.value(), std::nullopt, std::nullopt);
            std::vector<quint32> hits;
            const PositionalMatcher::Outcome outcome = matcher.addSegment(*docs, blobs, {}, hits);
            if (!positional) {
                QCOMPARE(outcome, PositionalMatcher::Outcome::NoPositions);
                continue;
            }
            QCOMPARE(outcome, PositionalMatcher::Outcome::Matched);
            QCOMPARE(hits, expected);
        }
    }

    void libraryTermsGiveWordPositionsAndBreaks()
    {
        const LibraryTerms terms(LibraryTokenizer::Unicode61);
        std::vector<std::string> out;
        std::vector<quint32> breaks;
        terms.append(QStringLiteral("The court's duty. See Smith v. Jones, No. 5 here!\n\nA new paragraph"), out,
                     &breaks);
        std::vector<quint32> positions, sentences, paragraphs;
        LibraryTerms::positionsOf(out.size(), breaks, positions, sentences, paragraphs);
        // the court [s] duty see smith v jones no 5 here a new paragraph
        QCOMPARE(out[2], std::string("s"));
        QCOMPARE(positions[2], LibraryTerms::kNoPosition);  // the possessive "s"
        QCOMPARE(positions[3], 2u);                         // duty
        QCOMPARE(sentences, (std::vector<quint32>{3, 10})); // "See" and "A" (not after "v." or "No.")
        QCOMPARE(paragraphs, (std::vector<quint32>{10}));
    }
};

QTEST_GUILESS_MAIN(PositionalSegmentTest)
#include "PositionalSegmentTest.moc"
