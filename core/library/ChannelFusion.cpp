// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChannelFusion.h"

#include "index/LibraryTerms.h"
#include "library/PassageMerger.h"

#include <algorithm>
#include <string>
#include <vector>

namespace lmars::store {

bool ChannelFusion::allows(const LibraryQuery& query, const LibraryChunkHit& hit)
{
    if (query.matter && hit.matter != *query.matter)
        return false;
    if (query.asOf.isNull())
        return true;
    const QString day = query.asOf.toString(Qt::ISODate); // the chunks keep yyyy-MM-dd, which sorts as days
    return (hit.validFrom.isEmpty() || hit.validFrom <= day) && (hit.validTo.isEmpty() || day <= hit.validTo);
}

double ChannelFusion::coverage(const LibraryTerms& terms, const QString& query, const LibraryChunkHit* chunk)
{
    std::vector<std::string> queryTerms;
    terms.append(query, queryTerms);
    std::sort(queryTerms.begin(), queryTerms.end());
    queryTerms.erase(std::unique(queryTerms.begin(), queryTerms.end()), queryTerms.end());
    if (!chunk || queryTerms.empty())
        return 0;
    std::vector<std::string> chunkTerms;
    for (const QString* text : {&chunk->title, &chunk->headingPath, &chunk->text})
        terms.append(*text, chunkTerms);
    std::sort(chunkTerms.begin(), chunkTerms.end());
    size_t found = 0;
    for (const std::string& term : queryTerms)
        found += std::binary_search(chunkTerms.begin(), chunkTerms.end(), term) ? 1 : 0;
    return static_cast<double>(found) / static_cast<double>(queryTerms.size());
}

QList<qint64> ChannelFusion::exactTier(const QList<FusionCandidate>& candidates, const LibraryQuery& query)
{
    std::vector<FusionCandidate> citing;
    for (const FusionCandidate& c : candidates) {
        if (c.hit && c.references > 0 && allows(query, *c.hit))
            citing.push_back(c);
    }
    std::sort(citing.begin(), citing.end(), [](const FusionCandidate& a, const FusionCandidate& b) {
        if (a.references != b.references)
            return a.references > b.references;
        if (a.hit->score != b.hit->score)
            return a.hit->score > b.hit->score;
        return a.hit->chunkId < b.hit->chunkId;
    });
    QList<qint64> ids;
    for (const FusionCandidate& c : citing)
        ids << c.hit->chunkId;
    return ids;
}

QList<dense::FusedItem> ChannelFusion::fuse(const LibraryQuery& query, const LibraryTerms& terms,
                                            const LibraryChunkHit* bestBm25, const QList<qint64>& exact,
                                            const QList<qint64>& dense, const QList<qint64>& bm25)
{
    dense::FusionWeights weights = query.fusion;
    if (weights.adaptive)
        weights.dense *= 1.0 - coverage(terms, query.text, bestBm25);
    dense::WeightedRrf rrf(weights);
    rrf.add(dense::Channel::Exact, exact);
    rrf.add(dense::Channel::Dense, dense);
    rrf.add(dense::Channel::Bm25, bm25);
    return rrf.fused();
}

QList<LibraryHit> ChannelFusion::hits(const LibraryQuery& query, const QList<dense::FusedItem>& fused,
                                      const std::function<FusionCandidate(qint64)>& lookup)
{
    QList<LibraryHit> ordered;
    for (const dense::FusedItem& item : fused) {
        const FusionCandidate c = lookup(item.id);
        if (!c.hit)
            continue;
        LibraryHit hit = PassageMerger::fromChunk(*c.hit, c.references);
        hit.score = item.score;
        hit.channelRanks = item.ranks;
        hit.fused = true;
        ordered << hit;
    }
    if (query.fusion.tiered) {
        std::stable_sort(ordered.begin(), ordered.end(), [](const LibraryHit& a, const LibraryHit& b) {
            return a.referenceMatches > b.referenceMatches;
        });
    }
    return ordered;
}

} // namespace lmars::store
