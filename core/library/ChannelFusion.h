// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dense/WeightedRrf.h"
#include "library/LibraryBackend.h"
#include "library/LibraryStore.h"

#include <QList>
#include <QString>

#include <functional>

namespace lmars::store {

class LibraryTerms;

/// A chunk a search has read, as the fusion ranks it: how many of the query's references it cites and its BM25 score.
struct FusionCandidate
{
    const LibraryChunkHit* hit = nullptr;
    int references = 0;
};

/**
 * The fusion of the library search's three channels, one code path for both storages (the embedded
 * LibrarySearcher and the firm server's ServerLibraryBackend): the exact tier (the read chunks citing
 * the query's references, more of them first, then by BM25), the dense channel's nearest chunks and
 * the BM25 pool, fused by weighted RRF (dense::WeightedRrf) with the query's weights (scaled for an
 * adaptive query), then turned into hits that say their rank in each channel and carry the fused score.
 */
class ChannelFusion final
{
public:
    /// Whether a chunk the dense channel found is in the query's as-of window and matter (the index
    /// applies both to the other channels).
    static bool allows(const LibraryQuery& query, const LibraryChunkHit& hit);
    /// The share of the query's distinct terms that the chunk has (0 without a chunk).
    static double coverage(const LibraryTerms& terms, const QString& query, const LibraryChunkHit* chunk);
    /// The exact tier: the candidates citing a reference and allowed, by references cited, then
    /// score, then the smaller chunk id.
    static QList<qint64> exactTier(const QList<FusionCandidate>& candidates, const LibraryQuery& query);
    /// The three rankings fused with the query's weights; adaptive weights lean on the coverage of
    /// bestBm25 (the BM25 channel's first chunk) by the query's terms.
    static QList<dense::FusedItem> fuse(const LibraryQuery& query, const LibraryTerms& terms,
                                        const LibraryChunkHit* bestBm25, const QList<qint64>& exact,
                                        const QList<qint64>& dense, const QList<qint64>& bm25);
    /// The fused items as hits, best first (passages citing more references first when the fusion is
    /// tiered); lookup gives an item's read chunk (items it has not read are left out).
    static QList<LibraryHit> hits(const LibraryQuery& query, const QList<dense::FusedItem>& fused,
                                  const std::function<FusionCandidate(qint64)>& lookup);
};

} // namespace lmars::store
