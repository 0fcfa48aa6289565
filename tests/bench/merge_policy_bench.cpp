// SPDX-License-Identifier: GPL-3.0-or-later
// The index's merge policy (SegmentMergePolicy: levels of eight, a segment's size tier as the floor
// of its level) against the size tiers the embedded library used before issue 26 (tiers of 1,024
// chunks × 8^t, eight per tier merged, segments of 64k chunks or more left alone), on streams of
// writes of one size, and on a large import followed by one-file edits: how many times a chunk is
// rewritten by merges (write amplification) and how many segments a search then reads.
// It runs the policies' choices only (no blobs): figures for docs/benchmarks.md "One merge policy".
#include "index/SegmentMergePolicy.h"

#include <QtGlobal>

#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

using lmars::store::SegmentInfo;
using lmars::store::SegmentMergePolicy;

namespace {

std::vector<qint64> chooseBySize(const std::vector<SegmentInfo>& segments)
{
    std::map<int, std::vector<qint64>> byTier;
    for (const SegmentInfo& s : segments) {
        if (s.docCount < SegmentMergePolicy::kMaxMergedChunks)
            byTier[SegmentMergePolicy::sizeTier(s.docCount)].push_back(s.id);
    }
    for (auto& [tier, ids] : byTier) {
        if (ids.size() >= size_t(SegmentMergePolicy::kSegmentsPerLevel))
            return std::vector<qint64>(ids.begin(), ids.begin() + SegmentMergePolicy::kSegmentsPerLevel);
    }
    return {};
}

struct Outcome
{
    double rewrites = 0; ///< chunks written by merges per chunk written
    size_t segments = 0; ///< at the end
    size_t peak = 0;     ///< the most at any time
};

/// writes of chunksPerWrite chunks, after a first write of firstWrite chunks (0: none).
Outcome run(bool levels, int writes, qint64 chunksPerWrite, qint64 firstWrite = 0)
{
    std::vector<SegmentInfo> segments;
    qint64 nextId = 1;
    qint64 rewritten = 0;
    Outcome out;
    for (int w = 0; w < writes; ++w) {
        segments.push_back({nextId++, w == 0 && firstWrite > 0 ? firstWrite : chunksPerWrite, 0});
        for (;;) {
            const std::vector<qint64> inputs =
                levels ? SegmentMergePolicy::choose(segments, false) : chooseBySize(segments);
            if (inputs.size() < 2)
                break;
            const int level = SegmentMergePolicy::outputLevel(segments, inputs);
            qint64 docs = 0;
            for (const SegmentInfo& s : segments) {
                if (std::find(inputs.begin(), inputs.end(), s.id) != inputs.end())
                    docs += s.docCount;
            }
            rewritten += docs;
            segments.erase(std::remove_if(segments.begin(), segments.end(),
                                          [&](const SegmentInfo& s) {
                                              return std::find(inputs.begin(), inputs.end(), s.id) != inputs.end();
                                          }),
                           segments.end());
            segments.push_back({nextId++, docs, level});
        }
        out.peak = std::max(out.peak, segments.size());
    }
    const qint64 written = qint64(writes) * chunksPerWrite + (firstWrite > 0 ? firstWrite - chunksPerWrite : 0);
    out.rewrites = double(rewritten) / double(written);
    out.segments = segments.size();
    return out;
}

} // namespace

int main()
{
    std::printf("| writes × chunks each | size tiers: rewrites per chunk / segments (peak) | levels of eight: "
                "rewrites per chunk / segments (peak) |\n|---|---|---|\n");
    const std::vector<std::pair<int, qint64>> streams{{10000, 4}, {10000, 50}, {2000, 500}, {200, 5000}, {31, 32768}};
    for (const auto& [writes, size] : streams) {
        const Outcome tiers = run(false, writes, size);
        const Outcome levels = run(true, writes, size);
        std::printf("| %d × %lld | %.1f / %zu (%zu) | %.1f / %zu (%zu) |\n", writes, static_cast<long long>(size),
                    tiers.rewrites, tiers.segments, tiers.peak, levels.rewrites, levels.segments, levels.peak);
    }
    // A 57k-chunk import (library_bench --text-mb 20), then one-file edits of 4 chunks.
    for (const int edits : {7, 100}) {
        const Outcome tiers = run(false, edits + 1, 4, 57104);
        const Outcome levels = run(true, edits + 1, 4, 57104);
        std::printf("| 1 × 57104, then %d × 4 | %.2f / %zu (%zu) | %.2f / %zu (%zu) |\n", edits, tiers.rewrites,
                    tiers.segments, tiers.peak, levels.rewrites, levels.segments, levels.peak);
    }
    return 0;
}
