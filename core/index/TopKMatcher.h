// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/SegmentDocs.h"

#include <QtGlobal>

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace lmars::store {

/// How a query term takes part in matching and scoring.
enum class TopKTermRole : quint8
{
    Optional, ///< scored where present; a match holds at least one term (when nothing is required)
    Required, ///< every match holds it; scored
    Filter    ///< every match holds it; adds nothing to the score
};

/// A ranked query: one entry per distinct query term (callers merge duplicates).
struct TopKQuery
{
    std::vector<quint64> termDfs;    ///< each term's df over the whole collection (live chunks)
    bool requireAll = false;         ///< AND (every term) instead of OR (any term): Optional reads as Required
    std::vector<TopKTermRole> roles; ///< by term; empty: every term Optional
    std::vector<quint32> onlyChunks; ///< when not empty: only these chunk ids (ascending) can match
    std::optional<qint32> asOfDay;   ///< only chunks with validFrom ≤ day ≤ validTo
    std::optional<quint32> matter;   ///< only chunks of this matter
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
 *
 * With Required or Filter terms (TopKQuery::roles), the matches are the chunks that hold all of
 * them, found by intersecting their lists; the Optional terms only add their parts (probed for
 * those chunks, strongest first, while they can still lift one into the top k). A query whose
 * Optional and Required terms are another query's terms scores every chunk bit for bit as that
 * query does: its Filter terms narrow the matches without changing the ranking. With onlyChunks,
 * just those chunks are looked up and scored (a few known chunks' scores for a query).
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

    /// Xapian 1.4's BM25 term weight idf·(k1+1) for a df in a collection of docCount documents.
    static double termWeight(quint64 df, quint64 docCount);

private:
    struct Term;
    bool matchAny(const SegmentDocs& docs, std::vector<Term>& terms, const IsDead& isDead);
    /// The chunks holding every required term (Required or Filter), Optional terms probed for them.
    bool matchRequired(const SegmentDocs& docs, std::vector<Term>& required, std::vector<Term>& optional,
                       const IsDead& isDead);
    /// Scores the listed chunks of the segment (TopKQuery::onlyChunks) one by one.
    bool matchListed(const SegmentDocs& docs, std::vector<Term>& terms, const IsDead& isDead);
    /// Records query term queryIndex's part of the current document's score.
    void setPart(size_t queryIndex, double part);
    /// The sum of the recorded parts in query term order (so equal documents score bit for bit
    /// alike, whichever terms were essential); clears them.
    double sumParts();
    bool passesFilters(const SegmentDocs& docs, quint32 ordinal) const;
    /// True when no document whose score is at most bound can enter the top k. Bounds are sums of
    /// rounded terms, so they are inflated a little first: rounding never prunes a document that
    /// belongs in the top k.
    bool cannotBeat(double bound) const { return bound * (1 + 1e-12) < m_threshold; }
    bool wouldEnter(quint32 chunkId, double score) const;
    /// Puts a scored document into the top k if it belongs there and is not dead.
    void offer(const SegmentDocs& docs, quint32 ordinal, double score, const IsDead& isDead);

    TopKQuery m_query;
    double m_invAvgLength = 0;         ///< 1 / the average length (0 for an empty collection)
    std::vector<double> m_termWeights; ///< by query term (0 for a Filter term)
    std::vector<TopKTermRole> m_roles; ///< by query term, requireAll applied
    std::vector<double> m_parts;       ///< by query term: its part of the current document's score
    double m_threshold = -1;           ///< the k-th score once the heap is full; −1 before
    std::vector<TopKHit> m_heap;       ///< worst on top
};

} // namespace lmars::store
