// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <array>

namespace lmars::store {

/// One (within-document frequency, document length) pair that bounds the BM25 wdf part of a set of
/// postings: wdf/(k1·(b·len/avgLen + 1 − b) + wdf) grows with wdf and shrinks with len.
struct PostingBoundPoint
{
    quint32 wdf = 0;
    quint32 length = 0;
};

/**
 * The bound of a set of postings for any average document length: the Pareto front of its
 * (wdf, length) pairs (no point has both a higher wdf and a shorter length than another), capped
 * at kMaxPoints by merging neighbours into a point that dominates both. For every posting of the
 * set some point has wdf ≥ its wdf and length ≤ its length, so the maximum of the wdf part over
 * the points bounds the part of every posting, whatever the collection's average length.
 */
class PostingBound final
{
public:
    static constexpr int kMaxPoints = 8;

    void clear() { m_size = 0; }
    /// Adds one posting (or another bound's point).
    void add(quint32 wdf, quint32 length);
    /// Merges neighbouring points until at most maxPoints remain (1 ≤ maxPoints ≤ kMaxPoints).
    void cap(int maxPoints);

    int size() const { return m_size; }
    const PostingBoundPoint& point(int i) const { return m_points[static_cast<size_t>(i)]; }

    /// The largest f(wdf, length) over the points (0 when empty); f must grow with wdf and shrink
    /// with length.
    template <class WdfPart> double max(const WdfPart& f) const
    {
        double best = 0;
        for (int i = 0; i < m_size; ++i) {
            const double v = f(m_points[static_cast<size_t>(i)].wdf, m_points[static_cast<size_t>(i)].length);
            if (v > best)
                best = v;
        }
        return best;
    }

private:
    /// Kept sorted by wdf ascending (so length ascending too); a few spare slots absorb inserts
    /// before cap() runs.
    std::array<PostingBoundPoint, kMaxPoints * 2> m_points{};
    int m_size = 0;
};

} // namespace lmars::store
