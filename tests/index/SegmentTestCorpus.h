// SPDX-License-Identifier: GPL-3.0-or-later
// Random chunks for the index engine's tests, and a brute-force BM25 to check the matcher against.
#pragma once

#include "index/SegmentBuilder.h"
#include "index/SegmentData.h"
#include "index/SegmentDoc.h"
#include "index/TopKMatcher.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace lmars::store::test {

/// One chunk as the tests know it: its entry and its distinct terms with their wdfs.
struct TestChunk
{
    SegmentDoc doc;
    std::vector<std::pair<std::string, quint32>> terms;
};

class SegmentTestCorpus
{
public:
    /// count chunks with ids from firstId (random gaps), terms "w<n>" drawn skewed from a vocabulary
    /// of the given size (rank 0 the most common), wdfs mostly 1, some boolean "T" terms (wdf 0),
    /// random validity windows and matters 0..3.
    static std::vector<TestChunk> generate(std::mt19937& rng, int count, int vocabulary, quint32 firstId,
                                           int maxTerms = 30)
    {
        std::vector<TestChunk> chunks;
        std::uniform_real_distribution<double> unit(0, 1);
        quint32 id = firstId;
        for (int c = 0; c < count; ++c) {
            TestChunk chunk;
            chunk.doc.chunkId = id;
            id += 1 + (unit(rng) < 0.2 ? static_cast<quint32>(rng() % 1000) : 0);
            chunk.doc.matter = static_cast<quint32>(rng() % 4);
            if (unit(rng) < 0.4)
                chunk.doc.validFrom = 2450000 + static_cast<qint32>(rng() % 400);
            if (unit(rng) < 0.4)
                chunk.doc.validTo = 2450200 + static_cast<qint32>(rng() % 400);
            std::map<std::string, quint32> terms;
            const int n = static_cast<int>(rng() % static_cast<unsigned>(maxTerms + 1));
            for (int t = 0; t < n; ++t) {
                const int rank = static_cast<int>(std::pow(unit(rng), 2.5) * vocabulary);
                const double kind = unit(rng);
                if (kind < 0.1)
                    terms.emplace("Tw" + std::to_string(rank), 0);
                else
                    terms["w" + std::to_string(rank)] += kind < 0.8 ? 1 : 1 + static_cast<quint32>(rng() % 5);
            }
            for (const auto& [term, wdf] : terms) {
                chunk.terms.emplace_back(term, wdf);
                chunk.doc.length += wdf;
            }
            chunks.push_back(std::move(chunk));
        }
        return chunks;
    }

    static EncodedSegment build(const std::vector<TestChunk>& chunks)
    {
        SegmentBuilder builder;
        for (const TestChunk& c : chunks)
            builder.add(c.doc, c.terms);
        return builder.finish();
    }

    static SegmentView view(const EncodedSegment& segment)
    {
        SegmentView v;
        v.docs = segment.docs;
        for (const SegmentTerm& t : segment.terms)
            v.terms.push_back({t.term, t.postings});
        return v;
    }

    /// A term's postings blob in a segment, empty when it lacks the term.
    static std::string_view postings(const EncodedSegment& segment, const std::string& term)
    {
        const auto it = std::lower_bound(segment.terms.begin(), segment.terms.end(), term,
                                         [](const SegmentTerm& t, const std::string& key) { return t.term < key; });
        return it != segment.terms.end() && it->term == term ? std::string_view(it->postings) : std::string_view();
    }
};

/// BM25 computed the slow, obvious way over live chunks, written from Xapian 1.4's documented
/// BM25Weight(1.2, 0, 1, 0.75, 0); results best first, ties by ascending chunk id.
class BruteForceBm25
{
public:
    explicit BruteForceBm25(std::vector<TestChunk> live) : m_live(std::move(live))
    {
        for (const TestChunk& c : m_live) {
            m_total += c.doc.length;
            for (const auto& term : c.terms)
                ++m_df[term.first];
        }
    }

    TopKCollection collection() const { return {m_live.size(), m_total}; }
    quint64 df(const std::string& term) const
    {
        const auto it = m_df.find(term);
        return it == m_df.end() ? 0 : it->second;
    }

    std::vector<TopKHit> rank(const std::vector<std::string>& query, bool requireAll, std::optional<qint32> asOf,
                              std::optional<quint32> matter) const
    {
        const double n = static_cast<double>(m_live.size());
        const double avg = m_live.empty() ? 0 : static_cast<double>(m_total) / n;
        const double inverseAvg = avg == 0 ? 0 : 1 / avg;
        std::vector<TopKHit> hits;
        for (const TestChunk& c : m_live) {
            if (matter && c.doc.matter != *matter)
                continue;
            if (asOf && !c.doc.validOn(*asOf))
                continue;
            int matched = 0;
            double score = 0;
            for (const std::string& q : query) {
                const auto it =
                    std::find_if(c.terms.begin(), c.terms.end(), [&](const auto& t) { return t.first == q; });
                if (it == c.terms.end())
                    continue;
                ++matched;
                const double df = static_cast<double>(df_(q));
                double r = (n - df + 0.5) / (df + 0.5);
                if (r < 2)
                    r = r * 0.5 + 1;
                const double weight = std::log(r) * (1.2 + 1);
                const double wdf = it->second;
                score += weight * (wdf / (1.2 * (c.doc.length * inverseAvg * 0.75 + 0.25) + wdf));
            }
            if (matched > 0 && (!requireAll || matched == static_cast<int>(query.size())))
                hits.push_back({c.doc.chunkId, score});
        }
        std::sort(hits.begin(), hits.end(), [](const TopKHit& a, const TopKHit& b) {
            return a.score != b.score ? a.score > b.score : a.chunkId < b.chunkId;
        });
        return hits;
    }

private:
    quint64 df_(const std::string& term) const { return df(term); }

    std::vector<TestChunk> m_live;
    quint64 m_total = 0;
    std::map<std::string, quint64> m_df;
};

} // namespace lmars::store::test
