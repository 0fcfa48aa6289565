// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/SegmentStore.h"

#include <QtGlobal>

#include <vector>

namespace lmars::store {

/**
 * The one merge policy of the index, for both storages: levels of eight. A segment written from
 * chunks is on level 0; when a level holds kSegmentsPerLevel mergeable segments, its oldest
 * kSegmentsPerLevel become one on the next level. Segments of kMaxMergedChunks chunks or more are
 * left as they are (a merge holds its inputs in memory; a few large segments cost a search
 * little). Levels count merges, not sizes: a chunk is rewritten about log8(segments written)
 * times, where size tiers rewrote the small merged segments of the lowest tier again and again
 * (docs/benchmarks.md, "One merge policy").
 */
class SegmentMergePolicy final
{
public:
    static constexpr int kSegmentsPerLevel = 8;
    /// Segments at least this large are not merged by the levels (a merge of everything still does).
    static constexpr qint64 kMaxMergedChunks = 65536;

    /// The ids of the next merge's inputs, ascending: the oldest kSegmentsPerLevel mergeable
    /// segments of the lowest level that holds that many; with everything, all segments when there
    /// are several. Empty: nothing to merge.
    static std::vector<qint64> choose(const std::vector<SegmentInfo>& segments, bool everything);
    /// The level of the merge of inputs: one above the highest of theirs.
    static int outputLevel(const std::vector<SegmentInfo>& segments, const std::vector<qint64>& inputs);
};

} // namespace lmars::store
