// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySearcher.h"

#include "library/BooleanSearcher.h"

#include "dense/DenseChannel.h"
#include "index/EmbeddedIndex.h"
#include "index/QuerySanitizer.h"
#include "index/ReferenceMatcher.h"
#include "library/ChannelFusion.h"
#include "library/PassageMerger.h"

#include <QHash>

#include <algorithm>
#include <vector>

namespace lmars::store {

namespace {

/// A chunk one of the queries found and, once read, its text and how many references it cites.
struct Candidate
{
    double score = 0;
    bool read = false;
    int references = 0;
    LibraryChunkHit hit;
};

bool ranksBefore(const Candidate* a, const Candidate* b)
{
    if (a->references != b->references)
        return a->references > b->references;
    if (a->score != b->score)
        return a->score > b->score;
    return a->hit.chunkId < b->hit.chunkId;
}

/// The citation terms a query for chunks citing the references requires: all of them together
/// first when there are several, then each.
std::vector<std::vector<std::string>> citingQueries(const QList<Reference>& references)
{
    std::vector<std::vector<std::string>> each;
    for (const Reference& ref : references)
        each.push_back({EmbeddedIndex::citationTerm(ref.key())});
    if (each.size() > 1) {
        std::vector<std::string> all;
        for (const auto& terms : each)
            all.push_back(terms.front());
        each.insert(each.begin(), std::move(all));
    }
    return each;
}

/// The candidates read so far, ranked (references cited, then score), as passages.
QList<LibraryHit> passagesOf(const QHash<qint64, Candidate>& candidates, int k, bool mergeAdjacent,
                             const QStringList& highlights)
{
    std::vector<const Candidate*> ranked;
    ranked.reserve(static_cast<size_t>(candidates.size()));
    for (const Candidate& c : candidates) {
        if (c.read)
            ranked.push_back(&c);
    }
    std::sort(ranked.begin(), ranked.end(), ranksBefore);
    QList<LibraryHit> ordered;
    ordered.reserve(static_cast<qsizetype>(ranked.size()));
    for (const Candidate* c : ranked)
        ordered << PassageMerger::fromChunk(c->hit, c->references);
    return PassageMerger::passages(ordered, k, mergeAdjacent, highlights);
}

/// A dense channel in memory as DenseSearch: the query's index terms against its model.
class ChannelSearch final : public DenseSearch
{
public:
    ChannelSearch(const dense::DenseChannel& channel, const LibraryTerms& terms) : m_channel(channel), m_terms(terms) {}
    bool ready() const override { return m_channel.ready(); }
    Result<QList<qint64>> nearest(const QString& text, int k, const CancelToken&) const override
    {
        std::vector<std::string> queryTerms;
        m_terms.append(text, queryTerms);
        return m_channel.nearest(queryTerms, k);
    }

private:
    const dense::DenseChannel& m_channel;
    const LibraryTerms& m_terms;
};

} // namespace

LibrarySearcher::LibrarySearcher(LibraryStore* store, const DenseSearch* dense) : m_store(store), m_dense(dense) {}

LibrarySearcher::LibrarySearcher(LibraryStore* store, const dense::DenseChannel* channel)
    : m_store(store), m_channel(channel ? std::make_unique<ChannelSearch>(*channel, store->index().terms()) : nullptr),
      m_dense(m_channel.get())
{}

LibrarySearcher::~LibrarySearcher() = default;

QString LibrarySearcher::snippet(const QString& text, const QStringList& terms, int width)
{
    return PassageMerger::snippet(text, terms, width);
}

Result<QList<LibraryHit>> LibrarySearcher::search(const LibraryQuery& query, const CancelToken& cancel)
{
    if (BooleanQuery::isBoolean(query.text, query.syntax))
        return BooleanSearcher(m_store).search(query, cancel);
    EmbeddedIndex& index = m_store->index();
    const QueryTerms parsed = QuerySanitizer::build(query.text, index.terms());
    const QList<Reference> references = ReferenceMatcher::find(query.text);
    const int k = std::max(1, query.k);
    // The main query's exact top: k, or a deeper pool when the query cites references (a citing
    // passage is promoted from anywhere in it) or passages merge (it holds the neighbours that may
    // join a passage). Promoting citing chunks from beyond the pool, at any relevance, let chunks
    // that cite every reference but little else outrank the passage asked for (gdpr-rules B 1M in
    // library_quality_bench: nDCG@10 0.502 against 0.575); a smaller pool lost 0.01-0.05.
    const int deepPool = std::max(kMinPool, k * kPoolPerPassage);
    const bool fuse =
        query.dense && m_dense != nullptr && m_dense->ready() && !(query.fusion.gated && !references.isEmpty());
    const int pool = fuse || !references.isEmpty() || query.mergeAdjacent ? deepPool : k;
    auto indexQuery = [&](int limit) {
        IndexQuery q;
        q.terms = parsed.terms;
        q.asOf = query.asOf;
        q.matter = query.matter;
        q.k = limit;
        return q;
    };

    QHash<qint64, Candidate> candidates;
    QList<qint64> mainIds; // best first
    if (!parsed.terms.empty()) {
        auto found = index.search(indexQuery(pool));
        if (!found)
            return found.error();
        for (const EmbeddedIndexMatch& match : found.value()) {
            candidates.insert(match.chunkId, Candidate{match.score, false, 0, {}});
            mainIds << match.chunkId;
        }
    }
    // Text is read only for the chunks that may be shown: the main query's first k, the best k of
    // the pool's chunks citing the references (the index holds what each chunk cites: the same
    // query restricted to the pool and to them gives their scores) and, when merging, the main
    // chunks with a neighbour among the candidates. ReferenceMatcher counts what those cite.
    QList<qint64> wanted = mainIds.mid(0, k);
    const std::vector<qint64> poolIds(mainIds.cbegin(), mainIds.cend());
    for (std::vector<std::string>& citing : citingQueries(references)) {
        if (!parsed.terms.empty() && poolIds.empty())
            break; // nothing matched
        IndexQuery q = indexQuery(k);
        q.required = std::move(citing);
        q.chunkIds = poolIds;
        auto found = index.search(q);
        if (!found)
            return found.error();
        for (const EmbeddedIndexMatch& match : found.value()) {
            if (!candidates.contains(match.chunkId))
                candidates.insert(match.chunkId, Candidate{match.score, false, 0, {}});
            wanted << match.chunkId;
        }
    }
    auto isRead = [&](qint64 id) {
        const auto it = candidates.constFind(id);
        return it != candidates.cend() && it->read;
    };
    auto read = [&](const QList<qint64>& ids) -> Result<void> {
        QList<qint64> unread;
        for (const qint64 id : ids) {
            if (!isRead(id) && !unread.contains(id))
                unread << id;
        }
        auto rows = m_store->chunksById(unread);
        if (!rows)
            return rows.error();
        for (LibraryChunkHit& row : rows.value()) {
            Candidate& c = candidates[row.chunkId];
            for (const Reference& ref : references) {
                if (ReferenceMatcher::matches(ref, row.title, row.headingPath, row.text))
                    ++c.references;
            }
            row.score = c.score;
            c.hit = std::move(row);
            c.read = true;
        }
        return {};
    };
    if (query.mergeAdjacent) {
        // A document's chunks have consecutive ids in ordinal order (LibraryStore::putDocument), so
        // a neighbour of a passage is a candidate whose id is one off.
        for (const qint64 id : std::as_const(mainIds)) {
            if (candidates.contains(id - 1) || candidates.contains(id + 1))
                wanted << id;
        }
    }
    if (auto done = read(wanted); !done)
        return done.error();
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, QStringLiteral("cancelled"));

    QStringList highlights = parsed.highlights;
    for (const Reference& ref : references)
        highlights.prepend(ref.kind == Reference::Kind::Instrument ? ref.text : ref.phraseText);
    if (fuse) {
        // The dense channel's nearest chunks in the window and matter, then the three rankings fused.
        auto found = m_dense->nearest(query.text, deepPool, cancel);
        if (!found)
            return found.error();
        const QList<qint64> nearest = found.value();
        if (auto done = read(nearest); !done)
            return done.error();
        QList<qint64> denseIds;
        QList<FusionCandidate> readSoFar;
        for (const qint64 id : nearest) {
            if (const auto it = candidates.constFind(id);
                it != candidates.cend() && it->read && ChannelFusion::allows(query, it->hit))
                denseIds << id;
        }
        for (const Candidate& c : std::as_const(candidates)) {
            if (c.read)
                readSoFar << FusionCandidate{&c.hit, c.references};
        }
        const QList<dense::FusedItem> fused =
            ChannelFusion::fuse(query, index.terms(), mainIds.isEmpty() ? nullptr : &candidates[mainIds.first()].hit,
                                ChannelFusion::exactTier(readSoFar, query), denseIds, mainIds);
        QList<qint64> shown;
        for (qsizetype i = 0; i < fused.size() && i < deepPool; ++i)
            shown << fused.at(i).id;
        if (auto done = read(shown); !done)
            return done.error();
        const QList<LibraryHit> ordered = ChannelFusion::hits(query, fused, [&candidates](qint64 id) {
            const auto it = candidates.constFind(id);
            return it == candidates.cend() || !it->read ? FusionCandidate{} : FusionCandidate{&it->hit, it->references};
        });
        return PassageMerger::passages(ordered, k, query.mergeAdjacent, highlights);
    }
    // Unread chunks of the main pool are outranked by k read ones and merge with nothing: should
    // merging leave fewer than k passages, the next best of them are read.
    qsizetype next = std::min<qsizetype>(k, mainIds.size());
    while (true) {
        QList<LibraryHit> passages = passagesOf(candidates, k, query.mergeAdjacent, highlights);
        QList<qint64> more;
        for (; next < mainIds.size() && more.size() < k - passages.size(); ++next) {
            if (!isRead(mainIds.at(next)))
                more << mainIds.at(next);
        }
        if (more.isEmpty())
            return passages;
        if (auto done = read(more); !done)
            return done.error();
    }
}

} // namespace lmars::store
