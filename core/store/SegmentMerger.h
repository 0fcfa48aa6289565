// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/SegmentData.h"

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
 * of them. Segments whose chunk id ranges do not overlap (the usual case) merge by concatenation.
 */
class SegmentMerger final
{
public:
    /// isDead may be empty (nothing is dead). nullopt when an input blob is damaged.
    static std::optional<EncodedSegment> merge(const std::vector<SegmentView>& inputs,
                                               const std::function<bool(quint32 chunkId)>& isDead);
};

} // namespace lmars::store
