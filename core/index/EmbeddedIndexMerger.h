// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QtGlobal>

#include <vector>

namespace lmars::store {

class Database;

/**
 * Keeps the library index's segment count small: segments are tiered by size (a tier holds
 * segments of under 1,024 chunks, then each tier 8 times larger), and a tier holding
 * kSegmentsPerTier segments is merged into one (SegmentMerger), which drops the chunks the
 * tombstones kill and the tombstones no segment needs any more. Segments of kMaxMergedChunks
 * chunks or more are left as they are: a merge holds its inputs in memory, and a few large
 * segments cost a search little (a 1M-chunk library keeps about a dozen). Runs inside the caller's write
 * transaction on the library file; the collection statistics do not change (they count live chunks).
 */
class EmbeddedIndexMerger final
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddedIndexMerger)

public:
    static constexpr int kSegmentsPerTier = 8;
    /// Segments at least this large are not merged by the tiers (mergeOnce(true) still does).
    static constexpr qint64 kMaxMergedChunks = 65536;

    explicit EmbeddedIndexMerger(Database& db);

    /// Merges the oldest kSegmentsPerTier segments of the smallest full tier (or, with everything,
    /// all segments when there are several);
    /// false when there was nothing to merge.
    Result<bool> mergeOnce(bool everything);

    /// The tier of a segment of docCount chunks.
    static int tier(qint64 docCount);

private:
    Result<std::vector<qint64>> chooseInputs(bool everything);
    Result<void> pruneTombstones();

    Database& m_db;
};

} // namespace lmars::store
