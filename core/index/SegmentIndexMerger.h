// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QtGlobal>

namespace lmars::store {

class SegmentStore;

/**
 * Merges the segments of a store's scope as SegmentMergePolicy chooses them, each merge in a
 * transaction of the store's own (SegmentStore::beginMerge: on the firm server under a per-matter
 * advisory lock, so that two clients never merge the same segments). A merge (SegmentMerger)
 * drops the chunks the tombstones kill, and the store the tombstones no segment needs any more.
 * The collection statistics do not change (they count live chunks). Call it outside a
 * transaction, after the write that added segments committed: merging is work of its own that a
 * failure does not undo.
 */
class SegmentIndexMerger final
{
public:
    explicit SegmentIndexMerger(SegmentStore& store) : m_store(store) {}

    /// Merges while a level is full. Returns the merges done; 0 as well when another writer is
    /// merging the scope's segments at the moment.
    Result<int> mergeLevels();
    /// Merges every segment into one (when there are several).
    Result<bool> mergeAll();

private:
    /// One merge in a transaction of its own; false when there was nothing to merge.
    Result<bool> mergeOnce(bool everything);

    SegmentStore& m_store;
};

} // namespace lmars::store
