// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostingBound.h"

#include <algorithm>

namespace lmars::store {

void PostingBound::add(quint32 wdf, quint32 length)
{
    // Dominated by a point we have (as high a wdf, as short a length): nothing to do.
    for (int i = 0; i < m_size; ++i) {
        const PostingBoundPoint& p = m_points[static_cast<size_t>(i)];
        if (p.wdf >= wdf && p.length <= length)
            return;
    }
    // Drop the points the new one dominates, keep the rest in wdf order, insert it in place.
    int kept = 0;
    int insertAt = -1;
    for (int i = 0; i < m_size; ++i) {
        const PostingBoundPoint p = m_points[static_cast<size_t>(i)];
        if (p.wdf <= wdf && p.length >= length)
            continue;
        if (insertAt < 0 && p.wdf > wdf)
            insertAt = kept;
        m_points[static_cast<size_t>(kept++)] = p;
    }
    if (insertAt < 0)
        insertAt = kept;
    if (kept == static_cast<int>(m_points.size())) { // full: make room first
        m_size = kept;
        cap(kMaxPoints);
        add(wdf, length);
        return;
    }
    for (int i = kept; i > insertAt; --i)
        m_points[static_cast<size_t>(i)] = m_points[static_cast<size_t>(i - 1)];
    m_points[static_cast<size_t>(insertAt)] = {wdf, length};
    m_size = kept + 1;
}

void PostingBound::cap(int maxPoints)
{
    maxPoints = std::clamp(maxPoints, 1, kMaxPoints);
    while (m_size > maxPoints) {
        // Merge the neighbours whose lengths are closest (relatively): the new point keeps the
        // higher wdf and the shorter length, so it dominates both and loosens the bound least.
        int best = 0;
        double bestRatio = 0;
        for (int i = 0; i + 1 < m_size; ++i) {
            const double ratio =
                (m_points[static_cast<size_t>(i + 1)].length + 1.0) / (m_points[static_cast<size_t>(i)].length + 1.0);
            if (i == 0 || ratio < bestRatio) {
                best = i;
                bestRatio = ratio;
            }
        }
        m_points[static_cast<size_t>(best)].wdf = m_points[static_cast<size_t>(best + 1)].wdf;
        for (int i = best + 1; i + 1 < m_size; ++i)
            m_points[static_cast<size_t>(i)] = m_points[static_cast<size_t>(i + 1)];
        --m_size;
    }
}

} // namespace lmars::store
