// SPDX-License-Identifier: GPL-3.0-or-later
#include "BooleanSearcher.h"

#include "index/BooleanMatcher.h"
#include "index/BooleanQuery.h"
#include "index/EmbeddedIndex.h"
#include "library/LibraryLog.h"
#include "library/LibraryStore.h"
#include "library/PassageMerger.h"

#include <QHash>

#include <algorithm>

namespace lmars::store {

BooleanSearcher::BooleanSearcher(LibraryStore* store) : m_store(store) {}

Result<QList<LibraryHit>> BooleanSearcher::search(const LibraryQuery& query, const CancelToken& cancel)
{
    auto parsed = BooleanQuery::parse(query.text);
    if (!parsed)
        return parsed.error();
    EmbeddedIndex& index = m_store->index();
    auto compiled = BooleanMatcher::compile(parsed.value(), index.terms());
    if (!compiled)
        return compiled.error();
    BooleanMatcher& matcher = compiled.value();
    IndexQuery filters;
    filters.asOf = query.asOf;
    filters.matter = query.matter;
    auto verified = index.matchBoolean(matcher, filters);
    if (!verified)
        return verified.error();
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, QStringLiteral("cancelled"));
    qCDebug(library::lcLibrary) << "terms-and-connectors search:" << verified->size() << "hits";
    if (verified->empty())
        return QList<LibraryHit>();

    const int k = std::max(1, query.k);
    IndexQuery ranking = filters;
    ranking.terms = matcher.scoringTerms();
    ranking.chunkIds = std::move(verified.value());
    ranking.k = query.sort == LibrarySort::Date ? static_cast<int>(ranking.chunkIds.size()) : k;
    auto scored = index.search(ranking);
    if (!scored)
        return scored.error();
    QHash<qint64, double> scores;
    QList<qint64> ids;
    for (const EmbeddedIndexMatch& match : scored.value()) {
        scores.insert(match.chunkId, match.score);
        ids << match.chunkId;
    }
    auto rows = m_store->chunksById(ids);
    if (!rows)
        return rows.error();
    QList<LibraryChunkHit> hits = rows.value();
    for (LibraryChunkHit& hit : hits)
        hit.score = scores.value(hit.chunkId);
    std::sort(hits.begin(), hits.end(), [&](const LibraryChunkHit& a, const LibraryChunkHit& b) {
        if (query.sort == LibrarySort::Date && a.validFrom != b.validFrom) {
            if (a.validFrom.isEmpty() != b.validFrom.isEmpty())
                return b.validFrom.isEmpty(); // dated first
            return a.validFrom > b.validFrom; // yyyy-MM-dd: newest first
        }
        return a.score != b.score ? a.score > b.score : a.chunkId < b.chunkId;
    });
    QList<LibraryHit> ranked;
    for (const LibraryChunkHit& hit : std::as_const(hits))
        ranked << PassageMerger::fromChunk(hit);
    return PassageMerger::passages(ranked, k, false, matcher.highlights());
}

} // namespace lmars::store
