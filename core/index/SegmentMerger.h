// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/SegmentData.h"

#include <QtGlobal>

#include <functional>
#include <optional>
#include <vector>

namespace lmars::store {

/**
 * Merges index segments into one, dropping the chunks a predicate calls dead (removed or
 * replaced). Documents are renumbered in ascending chunk id order across the inputs; each term's
 * postings are decoded and re-encoded as streams, and its df becomes its number of live postings
 * (terms left without any are dropped). A chunk id live in several inputs is kept from the last
 * input where it is live. Segments whose chunk id ranges do not overlap (the usual case) merge by
 * concatenation, without sorting.
 */
class SegmentMerger final
{
public:
    using IsDead = std::function<bool(quint32 chunkId)>;
    /// Deadness per input: a chunk id re-indexed into a newer input can be dead in an older one only.
    using IsDeadIn = std::function<bool(size_t input, quint32 chunkId)>;

    /// isDead may be empty (nothing is dead). nullopt when an input blob is damaged.
    static std::optional<EncodedSegment> merge(const std::vector<SegmentView>& inputs, const IsDead& isDead);
    /// The same with deadness per input (inputs[input]); may be empty.
    static std::optional<EncodedSegment> mergePerInput(const std::vector<SegmentView>& inputs, const IsDeadIn& isDead);

private:
    static std::optional<EncodedSegment> mergeOrFail(const std::vector<SegmentView>& inputs, const IsDeadIn& isDead);
};

} // namespace lmars::store
