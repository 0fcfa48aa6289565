// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/SegmentStore.h"

#include <QtGlobal>

#include <vector>

namespace lmars::store {

/**
 * The one merge policy of the index, for both storages: levels of eight. A segment's level is the
 * higher of the merges behind it (0 for one written from chunks, one above its inputs for a
 * merge's output) and its size tier (0 under 1,024 chunks, one more per factor of eight); when a
 * level holds kSegmentsPerLevel mergeable segments, its oldest kSegmentsPerLevel become one on
 * the next level. Segments of kMaxMergedChunks chunks or more are left as they are (a merge holds
 * its inputs in memory; a few large segments cost a search little). Counting merges keeps small
 * merged segments from being rewritten again and again (size tiers alone: 19.8 rewrites per chunk
 * for one-document writes, 3.8 with levels); the size tier keeps a large write's segment out of
 * the merges of small ones (levels alone merged a 57k-chunk import with seven one-file edits):
 * merge_policy_bench, docs/benchmarks.md "One merge policy".
 */
class SegmentMergePolicy final
{
public:
    static constexpr int kSegmentsPerLevel = 8;
    /// Segments at least this large are not merged by the levels (a merge of everything still does).
    static constexpr qint64 kMaxMergedChunks = 65536;
    /// Segments under this many chunks are in size tier 0.
    static constexpr qint64 kFirstTierChunks = 1024;

    /// The size tier of a segment of docCount chunks.
    static int sizeTier(qint64 docCount);
    /// The level a segment is merged on: its stored level or its size tier, the higher.
    static int levelOf(const SegmentInfo& segment);

    /// The ids of the next merge's inputs, ascending: the oldest kSegmentsPerLevel mergeable
    /// segments of the lowest level that holds that many; with everything, all segments when there
    /// are several. Empty: nothing to merge.
    static std::vector<qint64> choose(const std::vector<SegmentInfo>& segments, bool everything);
    /// The level to store for the merge of inputs: one above the highest of theirs (levelOf).
    static int outputLevel(const std::vector<SegmentInfo>& segments, const std::vector<qint64>& inputs);
};

} // namespace lmars::store
