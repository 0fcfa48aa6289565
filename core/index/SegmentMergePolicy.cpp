// SPDX-License-Identifier: GPL-3.0-or-later
#include "SegmentMergePolicy.h"

#include <algorithm>
#include <map>

namespace lmars::store {

int SegmentMergePolicy::sizeTier(qint64 docCount)
{
    int tier = 0;
    for (qint64 limit = kFirstTierChunks; docCount >= limit && tier < 12; limit *= kSegmentsPerLevel)
        ++tier;
    return tier;
}

int SegmentMergePolicy::levelOf(const SegmentInfo& segment)
{
    return std::max(segment.level, sizeTier(segment.docCount));
}

std::vector<qint64> SegmentMergePolicy::choose(const std::vector<SegmentInfo>& segments, bool everything)
{
    std::vector<qint64> out;
    if (everything) {
        if (segments.size() > 1) {
            for (const SegmentInfo& s : segments)
                out.push_back(s.id);
        }
        std::sort(out.begin(), out.end());
        return out;
    }
    std::map<int, std::vector<qint64>> byLevel;
    for (const SegmentInfo& s : segments) {
        if (s.docCount < kMaxMergedChunks)
            byLevel[levelOf(s)].push_back(s.id);
    }
    // The oldest of a full level (a rebuild can leave many more on one level: one merge of them
    // all would hold the whole index in memory).
    for (auto& [level, ids] : byLevel) {
        if (ids.size() >= size_t(kSegmentsPerLevel)) {
            std::sort(ids.begin(), ids.end());
            out.assign(ids.begin(), ids.begin() + kSegmentsPerLevel);
            return out;
        }
    }
    return out;
}

int SegmentMergePolicy::outputLevel(const std::vector<SegmentInfo>& segments, const std::vector<qint64>& inputs)
{
    int level = 0;
    for (const SegmentInfo& s : segments) {
        if (std::find(inputs.begin(), inputs.end(), s.id) != inputs.end())
            level = std::max(level, levelOf(s));
    }
    return level + 1;
}

} // namespace lmars::store
