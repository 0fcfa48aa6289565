// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/SegmentDocs.h"

#include <QtGlobal>

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace lmars::store {

/// A ranked query: one entry per distinct query term (callers merge duplicates).
struct TopKQuery
{
    std::vector<quint64> termDfs;  ///< each term's df over the whole collection (live chunks)
    bool requireAll = false;       ///< AND (every term) instead of OR (any term)
    std::optional<qint32> asOfDay; ///< only chunks with validFrom ≤ day ≤ validTo
    std::optional<quint32> matter; ///< only chunks of this matter
    int k = 10;
};

/// The live collection the scores refer to (BM25's N and average length).
struct TopKCollection
{
    quint64 docCount = 0;
    quint64 totalLength = 0; ///< the sum of the live chunks' lengths
};

struct TopKHit
{
    quint32 chunkId = 0;
    double score = 0;
};

/**
 * Exact top-k BM25 over index segments, scored exactly as Xapian 1.4's
 * BM25Weight(1.2, 0, 1, 0.75, 0) (k1 1.2, k2 0, k3 1, b 0.75, min_normlen 0) with the collection's
 * N, average length and the terms' dfs: per matching term idf·(k1+1)·wdf/(k1·(1−b+b·len/avg)+wdf),
 * where idf = log(r) for r = (N−df+½)/(df+½), or log(r/2 + 1) when r < 2 (a term in more than
 * about a third of the documents). Ties go to the lower chunk id.
 *
 * Fed segment by segment (a chunk id is live in at most one of them); one top-k heap spans them.
 * Within a segment it runs MaxScore with block-max bounds: terms sorted by their list bound; those
 * whose bounds together cannot beat the current k-th score are only probed with skipTo() for
 * documents the others found, and blocks whose bounds cannot beat it are skipped undecoded.
 */
class TopKMatcher final
{
public:
    using IsDead = std::function<bool(quint32 chunkId)>;

    TopKMatcher(TopKQuery query, TopKCollection collection);

    /// Matches one segment. postings[i] is query term i's postings blob in this segment (empty
    /// when the segment lacks it); isDead may be empty. False when a blob is damaged (the
    /// segment's matches so far stay).
    bool addSegment(const SegmentDocs& docs, const std::vector<std::string_view>& postings, const IsDead& isDead);

    /// The best k hits so far, best first, ties by ascending chunk id.
    std::vector<TopKHit> results() const;

    /// How many live chunks of a segment hold every one of the terms (postings as above); nullopt
    /// when a blob is damaged.
    static std::optional<quint64>
    countContainingAll(const SegmentDocs& docs, const std::vector<std::string_view>& postings, const IsDead& isDead);

    /// Xapian 1.4's BM25 term weight idf·(k1+1) for a df in a collection of docCount documents.
    static double termWeight(quint64 df, quint64 docCount);

private:
    struct Term;
    bool matchAny(const SegmentDocs& docs, std::vector<Term>& terms, const IsDead& isDead);
    bool matchAll(const SegmentDocs& docs, std::vector<Term>& terms, const IsDead& isDead);
    /// The sum of m_parts in query term order; clears them.
    double sumParts();
    bool passesFilters(const SegmentDocs& docs, quint32 ordinal) const;
    /// The score a candidate must reach (−1 while the heap has room).
    double threshold() const;
    /// True when no document whose score is at most bound can enter the top k.
    bool cannotBeat(double bound) const;
    bool wouldEnter(quint32 chunkId, double score) const;
    /// Puts a scored document into the top k if it belongs there and is not dead.
    void offer(const SegmentDocs& docs, quint32 ordinal, double score, const IsDead& isDead);

    TopKQuery m_query;
    double m_invAvgLength = 0;         ///< 1 / the average length (0 for an empty collection)
    std::vector<double> m_termWeights; ///< by query term
    std::vector<double> m_parts;       ///< by query term: its part of the current document's score
    std::vector<TopKHit> m_heap;       ///< worst on top
};

} // namespace lmars::store
