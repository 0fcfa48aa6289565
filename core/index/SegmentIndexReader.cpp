// SPDX-License-Identifier: GPL-3.0-or-later
#include "SegmentIndexReader.h"

#include "index/Analyzer.h"
#include "index/BooleanMatcher.h"
#include "index/IndexLog.h"
#include "index/PositionalMatcher.h"
#include "index/ServerPackedPostings.h"

#include <algorithm>
#include <unordered_set>
#include <utility>

namespace lmars::store {

SegmentIndexReader::SegmentIndexReader(std::shared_ptr<const Analyzer> analyzer)
    : m_analyzer(std::move(analyzer)), m_cache(kCacheBytes)
{}

std::string_view SegmentIndexReader::Segment::postings(const std::string& term) const
{
    const auto found = std::lower_bound(terms.cbegin(), terms.cend(), std::string_view(term),
                                        [](const SegmentTermView& t, std::string_view key) { return t.term < key; });
    return found != terms.cend() && found->term == term ? found->postings : std::string_view();
}

std::vector<qint64> SegmentIndexReader::missing(const std::vector<qint64>& ids) const
{
    std::vector<qint64> out;
    for (const qint64 id : ids) {
        if (!holds(id))
            out.push_back(id);
    }
    return out;
}

bool SegmentIndexReader::keep(qint64 segmentId, std::string_view docs, std::string_view packed)
{
    std::optional<SegmentDocs> decoded = SegmentDocs::decode(docs);
    if (!decoded)
        return false;
    auto segment = std::make_shared<Segment>();
    segment->docs = std::move(*decoded);
    if (packed.data() != nullptr) {
        segment->packed = true;
        segment->packedBlob = std::string(packed);
        std::optional<std::vector<SegmentTermView>> terms = ServerPackedPostings::decode(segment->packedBlob);
        if (!terms)
            return false;
        segment->terms = std::move(*terms);
    }
    m_segments[segmentId] = std::move(segment);
    return true;
}

void SegmentIndexReader::retain(const std::vector<qint64>& segmentIds)
{
    const std::unordered_set<qint64> live(segmentIds.cbegin(), segmentIds.cend());
    for (auto it = m_segments.begin(); it != m_segments.end();) {
        if (live.count(it->first) != 0)
            ++it;
        else
            it = m_segments.erase(it);
    }
    m_cache.retain(segmentIds);
}

TopKMatcher::IsDead SegmentIndexReader::deadIn(const Tombstones& tombstones, qint64 segmentId)
{
    if (tombstones.empty())
        return {};
    return [&tombstones, segmentId](quint32 chunkId) {
        const auto it = tombstones.find(chunkId);
        return it != tombstones.end() && segmentId < it->second;
    };
}

std::optional<std::vector<TopKHit>> SegmentIndexReader::match(const TopKQuery& query,
                                                              const std::vector<std::string>& terms,
                                                              const Snapshot& snapshot, const PostingsOf& postingsOf,
                                                              qint64* damaged) const
{
    TopKMatcher matcher(query, snapshot.collection);
    std::vector<std::string_view> blobs(terms.size());
    for (const qint64 id : snapshot.segments) {
        const auto found = m_segments.find(id);
        if (found == m_segments.end())
            continue;
        const Segment& segment = *found->second;
        bool any = false;
        for (size_t t = 0; t < terms.size(); ++t) {
            blobs[t] = segment.packed ? segment.postings(terms[t]) : postingsOf(id, t);
            any = any || !blobs[t].empty();
        }
        if (!any)
            continue;
        if (!matcher.addSegment(segment.docs, blobs, deadIn(snapshot.tombstones, id))) {
            if (damaged)
                *damaged = id;
            return std::nullopt;
        }
    }
    return matcher.results();
}

Error SegmentIndexReader::damagedIn(SegmentStore& store, qint64 segmentId)
{
    m_sawDamage = true;
    m_generation = -1; // read everything again next time
    m_snapshot = {};
    m_pinned.clear();
    dropPostings();
    return store.damaged(segmentId);
}

template <typename T, typename Once> Result<T> SegmentIndexReader::untilConsistent(const Once& once)
{
    m_sawDamage = false; // this read's own finding
    // A store may read the state in two steps (the server: the snapshot statement, then the fetch
    // of new segments, two snapshots under READ COMMITTED): a merge that commits between them
    // deletes segments the first listed. Segments are immutable, so a fetch that finds all of them
    // is consistent with the snapshot; one that misses any reads the whole search again.
    for (int attempt = 1;; ++attempt) {
        bool raced = false;
        Result<T> out = once(&raced);
        m_pinned.clear();
        if (!out || !raced)
            return out;
        ++m_rereads;
        qCDebug(lcIndex) << "index segments were merged during a search; reading it again";
        if (attempt >= kMaxAttempts)
            return Error(ErrorKind::Storage, tr("The search index kept changing during the search; search again."));
    }
}

Result<std::vector<std::vector<TopKHit>>> SegmentIndexReader::search(SegmentStore& store,
                                                                     const std::vector<IndexQuery>& queries)
{
    return untilConsistent<std::vector<std::vector<TopKHit>>>(
        [&](bool* raced) { return searchOnce(store, queries, raced); });
}

Result<std::vector<qint64>> SegmentIndexReader::matchBoolean(SegmentStore& store, BooleanMatcher& matcher,
                                                             const IndexQuery& filters)
{
    return untilConsistent<std::vector<qint64>>(
        [&](bool* raced) { return matchBooleanOnce(store, matcher, filters, raced); });
}

Result<std::vector<qint64>> SegmentIndexReader::matchBooleanOnce(SegmentStore& store, BooleanMatcher& matcher,
                                                                 const IndexQuery& filters, bool* raced)
{
    // One state: the exact slots' terms, the patterns' prefixes (expanded by the store in the same
    // read), the matter.
    ReadRequest request;
    request.prefixes = matcher.prefixes();
    request.maxExpansion = BooleanMatcher::kMaxExpansion;
    for (const std::vector<std::string>& slot : matcher.slotTerms())
        request.terms.insert(request.terms.end(), slot.begin(), slot.end());
    std::sort(request.terms.begin(), request.terms.end());
    request.terms.erase(std::unique(request.terms.begin(), request.terms.end()), request.terms.end());
    if (filters.matter)
        request.matters.push_back(*filters.matter);
    auto state = read(store, std::move(request), raced);
    if (!state)
        return state.error();
    if (*raced)
        return std::vector<qint64>();
    std::optional<quint32> matter;
    if (filters.matter) {
        const auto found = state->matters.find(*filters.matter);
        if (found == state->matters.end())
            return std::vector<qint64>(); // no chunk of that matter was ever indexed
        matter = found->second;
    }
    if (auto expanded = matcher.expand([&state](const std::string& prefix) -> Result<std::vector<std::string>> {
            const auto found = state->expansions.find(prefix);
            return found == state->expansions.end() ? std::vector<std::string>() : found->second;
        });
        !expanded)
        return expanded.error();
    std::vector<const std::unordered_map<qint64, PostingsCache::Blob>*> blobsOf;
    for (const std::vector<std::string>& slot : matcher.slotTerms()) {
        for (const std::string& term : slot) {
            const auto pinned = m_pinned.find(term);
            blobsOf.push_back(pinned == m_pinned.end() ? nullptr : &pinned->second);
        }
    }
    PositionalMatcher positional(matcher, filters.asOfDay(), matter);
    std::vector<std::string_view> blobs(blobsOf.size());
    std::vector<quint32> hits;
    for (const qint64 id : m_snapshot.segments) {
        const auto segment = m_segments.find(id);
        if (segment == m_segments.end() || segment->second->packed)
            continue; // a packed (server) segment holds no positions; its store refused the prefixes
        for (size_t t = 0; t < blobsOf.size(); ++t) {
            blobs[t] = {};
            if (!blobsOf[t])
                continue;
            const auto blob = blobsOf[t]->find(id);
            if (blob != blobsOf[t]->end())
                blobs[t] = *blob->second;
        }
        const PositionalMatcher::Outcome outcome =
            positional.addSegment(segment->second->docs, blobs, deadIn(m_snapshot.tombstones, id), hits);
        if (outcome == PositionalMatcher::Outcome::Damaged)
            return damagedIn(store, id);
        if (outcome == PositionalMatcher::Outcome::NoPositions)
            return Error(ErrorKind::Storage,
                         tr("This library's index was made by an earlier version, without the word positions that "
                            "Terms-and-Connectors search (phrases, /s, /p, /n) needs. Indexing the library rebuilds "
                            "it: the window does so when it starts, the command line with \"lmars-cli library "
                            "index\". Natural-language search works meanwhile."));
    }
    qCDebug(lcIndex) << "terms-and-connectors match:" << positional.checked() << "candidates checked," << hits.size()
                     << "hits";
    std::sort(hits.begin(), hits.end());
    hits.erase(std::unique(hits.begin(), hits.end()), hits.end());
    return std::vector<qint64>(hits.begin(), hits.end());
}

Result<int> SegmentIndexReader::segmentCount(SegmentStore& store)
{
    m_sawDamage = false;
    for (int attempt = 1;; ++attempt) {
        bool raced = false;
        auto state = read(store, ReadRequest{}, &raced);
        m_pinned.clear();
        if (!state)
            return state.error();
        if (!raced)
            return static_cast<int>(m_snapshot.segments.size());
        if (attempt >= kMaxAttempts)
            return Error(ErrorKind::Storage, tr("The search index kept changing during the search; search again."));
    }
}

Result<std::vector<std::vector<TopKHit>>>
SegmentIndexReader::searchOnce(SegmentStore& store, const std::vector<IndexQuery>& queries, bool* raced)
{
    std::vector<std::vector<TopKHit>> out(queries.size());
    ReadRequest request;
    for (const IndexQuery& query : queries) {
        request.terms.insert(request.terms.end(), query.terms.begin(), query.terms.end());
        request.terms.insert(request.terms.end(), query.required.begin(), query.required.end());
        if (query.matter)
            request.matters.push_back(*query.matter);
    }
    std::sort(request.terms.begin(), request.terms.end());
    request.terms.erase(std::unique(request.terms.begin(), request.terms.end()), request.terms.end());
    if (request.terms.empty())
        return out;
    auto state = read(store, std::move(request), raced);
    if (!state)
        return state.error();
    if (*raced)
        return out;
    for (size_t i = 0; i < queries.size(); ++i) {
        auto hits = matchQuery(store, queries[i], state.value());
        if (!hits)
            return hits.error();
        out[i] = std::move(hits.value());
    }
    return out;
}

Result<ReadState> SegmentIndexReader::read(SegmentStore& store, ReadRequest request, bool* raced)
{
    m_pinned.clear();
    request.generation = m_generation;
    request.holds = [this](qint64 segmentId) {
        return holds(segmentId);
    };
    request.cached = [this](const std::string& term, qint64 segmentId) {
        PostingsCache::Blob blob = m_cache.find(term, segmentId);
        if (!blob)
            return false;
        m_pinned[term][segmentId] = std::move(blob); // held for this search, whatever the cache evicts
        return true;
    };
    auto state = store.readState(request);
    if (!state) {
        // The snapshot may be half read: read it all again next time.
        m_generation = -1;
        m_snapshot = {};
        return state.error();
    }
    if (state->raced) {
        *raced = true;
        return state;
    }
    for (const NewSegment& segment : state->newSegments) {
        if (!keep(segment.id, segment.docs, segment.packed ? std::string_view(*segment.packed) : std::string_view()))
            return damagedIn(store, segment.id);
    }
    state->newSegments.clear();
    if (!state->unchanged) {
        retain(state->segments);
        m_snapshot.segments = state->segments;
        m_snapshot.tombstones = std::move(state->tombstones);
        qCDebug(lcIndex) << "index reader at generation" << state->generation << "with" << m_snapshot.segments.size()
                         << "segments";
    }
    m_snapshot.collection = state->collection;
    m_generation = state->generation;
    // A common term's postings (kCachedTermBytes or more in all) are kept between searches, unless
    // the store reads every blob anyway; a rarer term's only for this search.
    for (auto& [term, read] : state->terms) {
        const bool common = !state->readsEveryBlob && read.bytes >= kCachedTermBytes;
        for (auto& [segmentId, blob] : read.blobs) {
            m_pinned[term][segmentId] = common ? m_cache.insert(term, segmentId, std::move(blob))
                                               : std::make_shared<const std::string>(std::move(blob));
        }
        read.blobs.clear();
    }
    return state;
}

Result<std::vector<TopKHit>> SegmentIndexReader::matchQuery(SegmentStore& store, const IndexQuery& query,
                                                            const ReadState& state)
{
    // The query's terms each once, in byte order, each as the index terms it matches (in the
    // state's order); a term no live chunk holds is left out, and when every match must hold it
    // the query matches nothing.
    std::vector<std::string> words = query.terms;
    words.insert(words.end(), query.required.begin(), query.required.end());
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    std::vector<std::string> terms;
    TopKQuery topk;
    bool unmatched = false;
    for (const std::string& word : words) {
        const TopKTermRole role = query.roleOf(word);
        for (const std::string& term : m_analyzer->matches(word, state)) {
            const auto found = state.terms.find(term);
            const quint64 df = found == state.terms.end() ? 0 : found->second.df;
            if (df == 0) {
                unmatched = unmatched || query.requireAll || role != TopKTermRole::Optional;
                continue;
            }
            if (std::find(terms.begin(), terms.end(), term) != terms.end())
                continue;
            terms.push_back(term);
            topk.termDfs.push_back(df);
            topk.roles.push_back(role);
        }
    }
    std::optional<std::vector<quint32>> only = query.onlyChunks();
    if (terms.empty() || unmatched || !only)
        return std::vector<TopKHit>();
    if (query.matter) {
        const auto matter = state.matters.find(*query.matter);
        if (matter == state.matters.end())
            return std::vector<TopKHit>(); // no chunk of that matter was ever indexed
        topk.matter = matter->second;
    }
    topk.onlyChunks = std::move(*only);
    topk.requireAll = query.requireAll;
    topk.asOfDay = query.asOfDay();
    topk.k = std::max(1, query.k);
    std::vector<const std::unordered_map<qint64, PostingsCache::Blob>*> blobsOf(terms.size(), nullptr);
    for (size_t t = 0; t < terms.size(); ++t) {
        const auto pinned = m_pinned.find(terms[t]);
        if (pinned != m_pinned.end())
            blobsOf[t] = &pinned->second;
    }
    const auto postingsOf = [&blobsOf](qint64 segmentId, size_t term) {
        if (!blobsOf[term])
            return std::string_view();
        const auto blob = blobsOf[term]->find(segmentId);
        return blob == blobsOf[term]->end() ? std::string_view() : std::string_view(*blob->second);
    };
    qint64 damaged = 0;
    std::optional<std::vector<TopKHit>> hits = match(topk, terms, m_snapshot, postingsOf, &damaged);
    if (!hits)
        return damagedIn(store, damaged);
    return std::move(*hits);
}

} // namespace lmars::store
