// SPDX-License-Identifier: GPL-3.0-or-later
// The exact top-k matcher against a brute-force BM25 over random corpora: sizes, k, AND/OR, as-of,
// matter, dead chunks, several segments fed in any order, boolean terms and ties. Ids and scores
// must be identical, not merely close.
#include "SegmentTestCorpus.h"

#include "index/PostingCursor.h"
#include "index/SegmentDocs.h"
#include "index/TopKMatcher.h"

#include <QTest>

#include <limits>
#include <map>
#include <set>

using namespace lmars::store;
using namespace lmars::store::test;

namespace {

struct Segment
{
    EncodedSegment encoded;
    SegmentDocs docs;
};

struct Library
{
    std::vector<TestChunk> chunks;
    std::vector<Segment> segments;
    std::set<quint32> dead;

    std::vector<TestChunk> live() const
    {
        std::vector<TestChunk> out;
        for (const TestChunk& c : chunks) {
            if (!dead.count(c.doc.chunkId))
                out.push_back(c);
        }
        return out;
    }
};

/// count chunks in 1–4 segments of contiguous chunk ids, about deadShare of them dead.
Library makeLibrary(std::mt19937& rng, int count, int vocabulary, double deadShare, int maxTerms = 30)
{
    Library lib;
    lib.chunks = SegmentTestCorpus::generate(rng, count, vocabulary, 1, maxTerms);
    const int parts = 1 + static_cast<int>(rng() % 4);
    size_t begin = 0;
    for (int p = 0; p < parts; ++p) {
        const size_t end = p + 1 == parts ? lib.chunks.size() : begin + rng() % (lib.chunks.size() - begin + 1);
        const std::vector<TestChunk> part(lib.chunks.begin() + static_cast<std::ptrdiff_t>(begin),
                                          lib.chunks.begin() + static_cast<std::ptrdiff_t>(end));
        Segment s;
        s.encoded = SegmentTestCorpus::build(part);
        s.docs = *SegmentDocs::decode(s.encoded.docs);
        lib.segments.push_back(std::move(s));
        begin = end;
    }
    std::shuffle(lib.segments.begin(), lib.segments.end(), rng); // fed in any order
    std::uniform_real_distribution<double> unit(0, 1);
    for (const TestChunk& c : lib.chunks) {
        if (unit(rng) < deadShare)
            lib.dead.insert(c.doc.chunkId);
    }
    return lib;
}

std::vector<std::string> randomQuery(std::mt19937& rng, int vocabulary, int words)
{
    std::set<std::string> picked;
    std::uniform_real_distribution<double> unit(0, 1);
    while (static_cast<int>(picked.size()) < words) {
        const int rank = static_cast<int>(std::pow(unit(rng), 1.5) * vocabulary);
        const double kind = unit(rng);
        picked.insert(kind < 0.1    ? "Tw" + std::to_string(rank)
                      : kind < 0.15 ? "absent" + std::to_string(rank)
                                    : "w" + std::to_string(rank));
    }
    std::vector<std::string> query(picked.begin(), picked.end());
    std::shuffle(query.begin(), query.end(), rng);
    return query;
}

std::vector<TopKHit> match(const Library& lib, const BruteForceBm25& reference, const std::vector<std::string>& terms,
                           bool requireAll, std::optional<qint32> asOf, std::optional<quint32> matter, int k,
                           const std::vector<TopKTermRole>& roles = {}, const std::vector<quint32>& onlyChunks = {})
{
    TopKQuery query;
    query.onlyChunks = onlyChunks;
    for (const std::string& t : terms)
        query.termDfs.push_back(reference.df(t));
    query.requireAll = requireAll;
    query.roles = roles;
    query.asOfDay = asOf;
    query.matter = matter;
    query.k = k;
    TopKMatcher matcher(query, reference.collection());
    const auto isDead = [&lib](quint32 id) {
        return lib.dead.count(id) > 0;
    };
    for (const Segment& s : lib.segments) {
        std::vector<std::string_view> postings;
        for (const std::string& t : terms)
            postings.push_back(SegmentTestCorpus::postings(s.encoded, t));
        if (!matcher.addSegment(s.docs, postings, isDead))
            return {};
    }
    return matcher.results();
}

/// The brute-force ranking of a query with roles: the chunks holding every Required and Filter term
/// (any Optional one when none is required), scored by the Required and Optional terms in query order.
std::vector<TopKHit> rankWithRoles(const Library& lib, const BruteForceBm25& reference,
                                   const std::vector<std::string>& terms, const std::vector<TopKTermRole>& roles,
                                   std::optional<qint32> asOf, std::optional<quint32> matter)
{
    std::vector<std::string> scored;
    std::vector<std::string> needed;
    for (size_t i = 0; i < terms.size(); ++i) {
        if (roles[i] != TopKTermRole::Filter)
            scored.push_back(terms[i]);
        if (roles[i] != TopKTermRole::Optional)
            needed.push_back(terms[i]);
    }
    std::map<quint32, double> scores;
    for (const TopKHit& hit : reference.rank(scored, false, asOf, matter))
        scores[hit.chunkId] = hit.score;
    std::vector<TopKHit> hits;
    for (const TestChunk& c : lib.live()) {
        if ((matter && c.doc.matter != *matter) || (asOf && !c.doc.validOn(*asOf)))
            continue;
        const auto holds = [&c](const std::string& term) {
            return std::any_of(c.terms.begin(), c.terms.end(), [&](const auto& t) { return t.first == term; });
        };
        const bool matches = needed.empty() ? std::any_of(terms.begin(), terms.end(), holds)
                                            : std::all_of(needed.begin(), needed.end(), holds);
        if (!matches)
            continue;
        const auto it = scores.find(c.doc.chunkId);
        hits.push_back({c.doc.chunkId, it == scores.end() ? 0.0 : it->second});
    }
    std::sort(hits.begin(), hits.end(), [](const TopKHit& a, const TopKHit& b) {
        return a.score != b.score ? a.score > b.score : a.chunkId < b.chunkId;
    });
    return hits;
}

QString describe(const std::vector<TopKHit>& hits)
{
    QStringList parts;
    for (size_t i = 0; i < hits.size() && i < 12; ++i)
        parts << QStringLiteral("%1:%2").arg(hits[i].chunkId).arg(hits[i].score, 0, 'g', 17);
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TopKMatcherTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesBruteForceOnRandomCorpora()
    {
        std::mt19937 rng(1234);
        int compared = 0;
        int nonEmpty = 0;
        int truncated = 0;
        for (int round = 0; round < 150; ++round) {
            const int sizes[] = {0, 1, 7, 200, 1500, 6000};
            const int size = sizes[rng() % 6];
            const int vocabulary = rng() % 3 == 0 ? 15 : 2000; // tiny: every word common, many ties
            const Library lib = makeLibrary(rng, size, vocabulary, rng() % 3 == 0 ? 0.3 : 0.02);
            const BruteForceBm25 reference(lib.live());
            for (int q = 0; q < 12; ++q) {
                const int words = rng() % 4 == 0 ? 20 + static_cast<int>(rng() % 11) : 1 + static_cast<int>(rng() % 8);
                const auto terms = randomQuery(rng, vocabulary, std::min(words, vocabulary));
                const bool requireAll = rng() % 4 == 0;
                const std::optional<qint32> asOf =
                    rng() % 4 == 0 ? std::optional<qint32>(2450000 + static_cast<qint32>(rng() % 700)) : std::nullopt;
                const std::optional<quint32> matter =
                    rng() % 5 == 0 ? std::optional<quint32>(static_cast<quint32>(rng() % 4)) : std::nullopt;
                const int ks[] = {1, 3, 10, 50, 100000};
                const int k = ks[rng() % 5];
                const auto got = match(lib, reference, terms, requireAll, asOf, matter, k);
                auto expected = reference.rank(terms, requireAll, asOf, matter);
                if (expected.size() > static_cast<size_t>(k)) {
                    expected.resize(static_cast<size_t>(k));
                    ++truncated; // pruning had something to prune
                }
                bool same = got.size() == expected.size();
                for (size_t i = 0; same && i < got.size(); ++i)
                    same = got[i].chunkId == expected[i].chunkId && got[i].score == expected[i].score;
                QVERIFY2(same, qPrintable(QStringLiteral("round %1 query %2 (k %3, and %4): got %5; expected %6")
                                              .arg(round)
                                              .arg(q)
                                              .arg(k)
                                              .arg(requireAll)
                                              .arg(describe(got), describe(expected))));
                ++compared;
                nonEmpty += !expected.empty();
            }
        }
        QVERIFY2(
            nonEmpty > compared / 3 && truncated > compared / 5,
            qPrintable(
                QStringLiteral("%1 of %2 found something, %3 more than k").arg(nonEmpty).arg(compared).arg(truncated)));
    }

    void requiredAndFilterTermsMatchBruteForce()
    {
        // Random roles: the chunks holding every Required and Filter term, ranked by the Required
        // and Optional terms alone, exactly as the brute force ranks them; and the same restricted
        // to listed chunks.
        std::mt19937 rng(4321);
        int compared = 0;
        int nonEmpty = 0;
        int truncated = 0;
        int withOptional = 0;
        for (int round = 0; round < 120; ++round) {
            const int sizes[] = {1, 7, 200, 1500, 6000};
            const int size = sizes[rng() % 5];
            const int vocabulary = rng() % 3 == 0 ? 15 : 400;
            const Library lib = makeLibrary(rng, size, vocabulary, rng() % 3 == 0 ? 0.3 : 0.02);
            const BruteForceBm25 reference(lib.live());
            for (int q = 0; q < 10; ++q) {
                const int words = rng() % 4 == 0 ? 20 + static_cast<int>(rng() % 11) : 2 + static_cast<int>(rng() % 7);
                const auto terms = randomQuery(rng, vocabulary, std::min(words, vocabulary));
                std::vector<TopKTermRole> roles(terms.size(), TopKTermRole::Optional);
                // A third of the queries score only listed chunks (then half of them require nothing).
                std::vector<quint32> listed;
                if (rng() % 3 == 0) {
                    for (const TestChunk& c : lib.chunks) {
                        if (rng() % 8 == 0)
                            listed.push_back(c.doc.chunkId);
                    }
                    listed.push_back(std::numeric_limits<quint32>::max()); // in no segment
                }
                // One to three terms, most often common ones, must be held; some of them only filter.
                const size_t needed = listed.empty() || rng() % 2 ? 1 + rng() % std::min<size_t>(3, terms.size()) : 0;
                for (size_t i = 0; i < needed; ++i)
                    roles[rng() % terms.size()] = rng() % 3 == 0 ? TopKTermRole::Filter : TopKTermRole::Required;
                withOptional += std::count(roles.begin(), roles.end(), TopKTermRole::Optional) > 0;
                const std::optional<qint32> asOf =
                    rng() % 4 == 0 ? std::optional<qint32>(2450000 + static_cast<qint32>(rng() % 700)) : std::nullopt;
                const std::optional<quint32> matter =
                    rng() % 5 == 0 ? std::optional<quint32>(static_cast<quint32>(rng() % 4)) : std::nullopt;
                const int ks[] = {1, 3, 10, 50, 100000};
                const int k = ks[rng() % 5];
                const auto got = match(lib, reference, terms, false, asOf, matter, k, roles, listed);
                auto expected = rankWithRoles(lib, reference, terms, roles, asOf, matter);
                if (!listed.empty()) {
                    const std::set<quint32> allowed(listed.begin(), listed.end());
                    expected.erase(std::remove_if(expected.begin(), expected.end(),
                                                  [&](const TopKHit& hit) { return !allowed.count(hit.chunkId); }),
                                   expected.end());
                }
                if (expected.size() > static_cast<size_t>(k)) {
                    expected.resize(static_cast<size_t>(k));
                    ++truncated;
                }
                bool same = got.size() == expected.size();
                for (size_t i = 0; same && i < got.size(); ++i)
                    same = got[i].chunkId == expected[i].chunkId && got[i].score == expected[i].score;
                QVERIFY2(same, qPrintable(QStringLiteral("round %1 query %2 (k %3): got %4; expected %5")
                                              .arg(round)
                                              .arg(q)
                                              .arg(k)
                                              .arg(describe(got), describe(expected))));
                ++compared;
                nonEmpty += !expected.empty();
            }
        }
        QVERIFY2(
            nonEmpty > compared / 3 && truncated > compared / 5 && withOptional > compared / 2,
            qPrintable(
                QStringLiteral("%1 of %2 found something, %3 more than k").arg(nonEmpty).arg(compared).arg(truncated)));
    }

    void filterTermsNarrowWithoutChangingScores()
    {
        // A filter term keeps the optional query's scores bit for bit: the filtered top k is the
        // optional query's full ranking restricted to the chunks holding the filter term.
        std::mt19937 rng(8);
        const Library lib = makeLibrary(rng, 5000, 40, 0.05);
        const BruteForceBm25 reference(lib.live());
        const std::vector<std::string> terms = {"w1", "w5", "w9", "w2"};
        const auto all = match(lib, reference, {"w1", "w5", "w9"}, false, std::nullopt, std::nullopt, 100000);
        const auto filtered =
            match(lib, reference, terms, false, std::nullopt, std::nullopt, 20,
                  {TopKTermRole::Optional, TopKTermRole::Optional, TopKTermRole::Optional, TopKTermRole::Filter});
        std::set<quint32> holders;
        for (const TestChunk& c : lib.live()) {
            if (std::any_of(c.terms.begin(), c.terms.end(), [](const auto& t) { return t.first == "w2"; }))
                holders.insert(c.doc.chunkId);
        }
        std::vector<TopKHit> expected;
        for (const TopKHit& hit : all) {
            if (holders.count(hit.chunkId) && expected.size() < 20)
                expected.push_back(hit);
        }
        QCOMPARE(expected.size(), size_t(20));
        QCOMPARE(filtered.size(), size_t(20));
        for (size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(filtered[i].chunkId, expected[i].chunkId);
            QVERIFY(filtered[i].score == expected[i].score);
        }
    }

    void tiesGoToTheLowerChunkIdAcrossSegments()
    {
        // Identical chunks in two segments fed in descending id order: equal scores, ascending ids.
        std::vector<TestChunk> low, high;
        for (quint32 id = 1; id <= 300; ++id) {
            TestChunk c{{id, 0, SegmentDoc::kOpenFrom, SegmentDoc::kOpenTo, 0}, {{"court", 2}, {"fee", 1}}};
            c.doc.length = 3;
            (id <= 150 ? low : high).push_back(c);
        }
        Library lib;
        lib.chunks = low;
        lib.chunks.insert(lib.chunks.end(), high.begin(), high.end());
        for (const auto* part : {&high, &low}) {
            Segment s;
            s.encoded = SegmentTestCorpus::build(*part);
            s.docs = *SegmentDocs::decode(s.encoded.docs);
            lib.segments.push_back(std::move(s));
        }
        lib.dead = {2, 4};
        const BruteForceBm25 reference(lib.live());
        const auto hits = match(lib, reference, {"court", "fee"}, false, std::nullopt, std::nullopt, 5);
        QCOMPARE(hits.size(), size_t(5));
        const quint32 ids[] = {1, 3, 5, 6, 7};
        for (size_t i = 0; i < 5; ++i) {
            QCOMPARE(hits[i].chunkId, ids[i]);
            QVERIFY(hits[i].score == hits[0].score && hits[0].score > 0);
        }
    }

    void booleanTermsMatchWithoutWeight()
    {
        const TestChunk titled{{1, 1, SegmentDoc::kOpenFrom, SegmentDoc::kOpenTo, 0}, {{"Tlease", 0}, {"rent", 1}}};
        const TestChunk plain{{2, 1, SegmentDoc::kOpenFrom, SegmentDoc::kOpenTo, 0}, {{"lease", 1}}};
        Library lib;
        lib.chunks = {titled, plain};
        Segment s;
        s.encoded = SegmentTestCorpus::build(lib.chunks);
        s.docs = *SegmentDocs::decode(s.encoded.docs);
        lib.segments.push_back(std::move(s));
        const BruteForceBm25 reference(lib.live());
        const auto hits = match(lib, reference, {"Tlease", "lease"}, false, std::nullopt, std::nullopt, 10);
        QCOMPARE(hits.size(), size_t(2));
        QCOMPARE(hits[0].chunkId, 2u);
        QCOMPARE(hits[1].chunkId, 1u); // matched by the title term alone: found, with score 0
        QVERIFY(hits[1].score == 0);
    }

    void termWeightFollowsXapiansIdf()
    {
        // r = (N − df + ½)/(df + ½); below 2 (a very common term) it becomes r/2 + 1, so it stays positive.
        QCOMPARE(TopKMatcher::termWeight(1, 1000), std::log(999.5 / 1.5) * 2.2);
        QCOMPARE(TopKMatcher::termWeight(500, 1000), std::log((500.5 / 500.5) * 0.5 + 1) * 2.2);
        QVERIFY(TopKMatcher::termWeight(1000, 1000) > 0);
        QVERIFY(TopKMatcher::termWeight(5000, 1000) > 0); // a df above N (stale stats) is clamped
    }

    void survivesRandomlyDamagedPostings()
    {
        // Damage that still parses may name documents the segment lacks or lie about bounds: the
        // matcher may refuse the segment or rank oddly, but never reads outside its arrays or hangs.
        std::mt19937 rng(99);
        const Library lib = makeLibrary(rng, 3000, 30, 0.1);
        const BruteForceBm25 reference(lib.live());
        const std::vector<std::string> terms = {"w0", "w1", "w3", "w7"};
        TopKQuery query;
        for (const std::string& t : terms)
            query.termDfs.push_back(reference.df(t));
        query.k = 20;
        int refused = 0;
        for (int round = 0; round < 600; ++round) {
            query.requireAll = round % 2;
            TopKMatcher matcher(query, reference.collection());
            for (const Segment& s : lib.segments) {
                std::vector<std::string> damaged;
                for (const std::string& t : terms)
                    damaged.emplace_back(SegmentTestCorpus::postings(s.encoded, t));
                std::string& victim = damaged[rng() % damaged.size()];
                if (!victim.empty())
                    victim[rng() % victim.size()] = static_cast<char>(rng());
                const std::vector<std::string_view> views(damaged.begin(), damaged.end());
                refused += !matcher.addSegment(s.docs, views, {});
            }
            QVERIFY(matcher.results().size() <= 20);
        }
        QVERIFY(refused > 0);
    }

    void refusesDamagedPostingsAndOddInput()
    {
        std::mt19937 rng(5);
        const Library lib = makeLibrary(rng, 3000, 20, 0);
        const BruteForceBm25 reference(lib.live());
        const Segment& s = lib.segments.front();
        TopKQuery query;
        query.termDfs = {reference.df("w0")};
        query.k = 10;
        TopKMatcher matcher(query, reference.collection());
        const std::string_view blob = SegmentTestCorpus::postings(s.encoded, "w0");
        QVERIFY(!blob.empty());
        const std::string truncated(blob.substr(0, blob.size() - 2));
        QVERIFY(!matcher.addSegment(s.docs, {truncated}, {}));
        QVERIFY(!matcher.addSegment(s.docs, {blob, blob}, {})); // not one blob per query term
        query.k = std::numeric_limits<int>::max();              // every match, without reserving for k of them
        TopKMatcher all(query, reference.collection());
        QVERIFY(all.addSegment(s.docs, {blob}, {}));
        QCOMPARE(all.results().size(), static_cast<size_t>(PostingCursor(blob).count())); // this segment's holders
        query.k = 0;
        TopKMatcher none(query, reference.collection());
        QVERIFY(none.addSegment(s.docs, {blob}, {}));
        QVERIFY(none.results().empty());
        TopKMatcher empty(TopKQuery{}, reference.collection());
        QVERIFY(empty.addSegment(s.docs, {}, {}));
        QVERIFY(empty.results().empty());
    }
};

QTEST_GUILESS_MAIN(TopKMatcherTest)
#include "TopKMatcherTest.moc"
