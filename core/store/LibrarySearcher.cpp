// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySearcher.h"

#include "store/LibraryIndex.h"
#include "store/LibraryTerms.h"
#include "store/PassageMerger.h"
#include "store/QuerySanitizer.h"
#include "store/ReferenceMatcher.h"

#include <QHash>

#include <algorithm>
#include <vector>

namespace lmars::store {

namespace {

/// A chunk one of the queries found and, once read, its text and how many references it cites.
struct Candidate
{
    double score = 0;
    int tier = 0; ///< 0 from the main query, 1 only from a reference query (ranked after tier 0 at equal references)
    bool read = false;
    int references = 0;
    LibraryChunkHit hit;
};

bool ranksBefore(const Candidate* a, const Candidate* b)
{
    if (a->references != b->references)
        return a->references > b->references;
    if (a->tier != b->tier)
        return a->tier < b->tier;
    if (a->score != b->score)
        return a->score > b->score;
    return a->hit.chunkId < b->hit.chunkId;
}

/// The index words of each reference (title terms for an instrument), and of all of them together
/// first when there are several: the reference queries.
std::vector<std::vector<std::string>> referenceQueries(const QList<Reference>& references, const LibraryTerms& terms)
{
    std::vector<std::vector<std::string>> each;
    for (const Reference& ref : references) {
        std::vector<std::string> words = QuerySanitizer::phraseTerms(ref.phraseText, terms);
        if (ref.kind == Reference::Kind::Instrument) {
            for (std::string& word : words)
                word = LibraryIndex::titleTerm(word);
        }
        if (!words.empty())
            each.push_back(std::move(words));
    }
    if (each.size() > 1) {
        std::vector<std::string> all;
        for (const auto& words : each)
            all.insert(all.end(), words.begin(), words.end());
        each.insert(each.begin(), std::move(all));
    }
    return each;
}

/// The candidates read so far, ranked (references cited, tier, score), as passages. Chunks only a
/// reference query found and that cite nothing come after every chunk of the main query, so they
/// count only once all of those are read (withUnciting).
QList<LibraryHit> passagesOf(const QHash<qint64, Candidate>& candidates, int k, bool mergeAdjacent,
                             const QStringList& highlights, bool withUnciting)
{
    std::vector<const Candidate*> ranked;
    ranked.reserve(static_cast<size_t>(candidates.size()));
    for (const Candidate& c : candidates) {
        if (c.read && (withUnciting || c.tier == 0 || c.references > 0))
            ranked.push_back(&c);
    }
    std::sort(ranked.begin(), ranked.end(), ranksBefore);
    QList<LibraryHit> ordered;
    ordered.reserve(static_cast<qsizetype>(ranked.size()));
    for (const Candidate* c : ranked)
        ordered << PassageMerger::fromChunk(c->hit, c->references);
    return PassageMerger::passages(ordered, k, mergeAdjacent, highlights);
}

} // namespace

LibrarySearcher::LibrarySearcher(LibraryStore* store) : m_store(store) {}

QString LibrarySearcher::snippet(const QString& text, const QStringList& terms, int width)
{
    return PassageMerger::snippet(text, terms, width);
}

Result<QList<LibraryHit>> LibrarySearcher::search(const LibraryQuery& query, const CancelToken& cancel)
{
    LibraryIndex& index = m_store->index();
    const LibraryTerms& terms = index.terms();
    const QueryTerms parsed = QuerySanitizer::build(query.text, terms);
    const QList<Reference> references = ReferenceMatcher::find(query.text);
    const int k = std::max(1, query.k);
    // The main query's exact top pool. With references, beyond the k passages it holds the
    // passages a reference promotes: a pool of max(30, 4k) was faster (the index skips more) but
    // lost 0.05-0.07 nDCG@10 on gdpr-rules in library_quality_bench, as they come from deep in it.
    // With merging it holds the neighbours that may join a passage; else k is all it needs.
    const int deepPool = std::max(kMinPool, k * kPoolPerPassage);
    const int pool = !references.isEmpty() || query.mergeAdjacent ? deepPool : k;
    auto indexQuery = [&](std::vector<std::string> scored, int limit) {
        LibraryIndexQuery q;
        q.terms = std::move(scored);
        q.asOf = query.asOf;
        q.matter = query.matter;
        q.limit = limit;
        return q;
    };

    QHash<qint64, Candidate> candidates;
    QList<qint64> mainIds; // best first
    if (!parsed.terms.empty()) {
        auto found = index.search(indexQuery(parsed.terms, pool));
        if (!found)
            return found.error();
        for (const LibraryIndexMatch& match : found.value()) {
            candidates.insert(match.chunkId, Candidate{match.score, 0, false, 0, {}});
            mainIds << match.chunkId;
        }
    }
    auto read = [&](const QList<qint64>& ids) -> Result<void> {
        auto rows = m_store->chunksById(ids);
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
    // Main chunks that may merge: a document's chunks have consecutive ids in ordinal order
    // (LibraryStore::putDocument), so a neighbour of a passage is a candidate whose id is one off.
    auto unreadNeighbours = [&]() {
        QList<qint64> ids;
        for (const qint64 id : std::as_const(mainIds)) {
            if (!candidates.value(id).read && (candidates.contains(id - 1) || candidates.contains(id + 1)))
                ids << id;
        }
        return ids;
    };

    // Text is read only for the chunks that may be shown or cited: the main pool's first k, those
    // of the rest that hold a reference's number and one spelling of its keyword (the index tells
    // which, without text) and, when merging, those with a neighbour among the candidates.
    QList<qint64> wanted = mainIds.mid(0, k);
    const QList<qint64> rest = mainIds.mid(k);
    std::vector<qint64> restIds(rest.cbegin(), rest.cend());
    for (const Reference& ref : references) {
        if (restIds.empty())
            break;
        const std::vector<std::string> number = QuerySanitizer::phraseTerms(ref.requiredText, terms);
        std::vector<std::string> keyword;
        bool everySpelling = true;
        for (const QString& spelling : ref.keywordWords) {
            const std::vector<std::string> words = QuerySanitizer::phraseTerms(spelling, terms);
            everySpelling = everySpelling && !words.empty();
            keyword.insert(keyword.end(), words.begin(), words.end());
        }
        if (number.empty()) { // nothing every citing text holds (an instrument): check them all
            wanted << rest;
            break;
        }
        // The chunks holding the number, scored by the keyword's spellings: those that also hold
        // one of them score above 0 (BM25 weights are positive).
        const bool byKeyword = everySpelling && !keyword.empty();
        LibraryIndexQuery q = indexQuery(byKeyword ? keyword : std::vector<std::string>(), int(restIds.size()));
        q.required = number;
        q.chunkIds = restIds;
        auto holders = index.search(q);
        if (!holders)
            return holders.error();
        for (const LibraryIndexMatch& match : holders.value()) {
            if (!byKeyword || match.score > 0)
                wanted << match.chunkId;
        }
    }
    if (query.mergeAdjacent)
        wanted << unreadNeighbours();
    if (auto done = read(wanted); !done)
        return done.error();

    // Chunks holding every word of a reference, beyond the main pool; ReferenceMatcher tells which
    // cite it. Scores of a reference query are not comparable with the main query's: they rank
    // below (tier 1). Not needed when k chunks of the pool cite every reference already.
    const auto citingAll = std::count_if(candidates.cbegin(), candidates.cend(), [&](const Candidate& c) {
        return c.read && c.references == references.size();
    });
    if (!references.isEmpty() && citingAll < k) {
        const int referencePool = std::max(kMinReferencePool, k * kReferencePoolPerPassage);
        for (std::vector<std::string>& words : referenceQueries(references, terms)) {
            if (cancel.isCancelled())
                break;
            LibraryIndexQuery q = indexQuery(std::move(words), referencePool);
            q.requireAll = true;
            auto found = index.search(q);
            if (!found)
                return found.error();
            QList<qint64> found1;
            for (const LibraryIndexMatch& match : found.value()) {
                if (!candidates.contains(match.chunkId)) {
                    candidates.insert(match.chunkId, Candidate{match.score, 1, false, 0, {}});
                    found1 << match.chunkId;
                }
            }
            if (auto done = read(found1); !done)
                return done.error();
        }
        if (query.mergeAdjacent) {
            if (auto done = read(unreadNeighbours()); !done)
                return done.error();
        }
    }
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, QStringLiteral("cancelled"));

    QStringList highlights = parsed.highlights;
    for (const Reference& ref : references)
        highlights.prepend(ref.kind == Reference::Kind::Instrument ? ref.text : ref.phraseText);
    // Unread chunks of the main pool cite nothing and merge with nothing: should merging leave
    // fewer than k passages, the next best of them are read.
    qsizetype next = std::min<qsizetype>(k, mainIds.size());
    while (true) {
        while (next < mainIds.size() && candidates.value(mainIds.at(next)).read)
            ++next;
        const bool allRead = next >= mainIds.size();
        QList<LibraryHit> passages = passagesOf(candidates, k, query.mergeAdjacent, highlights, allRead);
        if (passages.size() >= k || allRead)
            return passages;
        QList<qint64> more;
        for (; next < mainIds.size() && more.size() < k - passages.size(); ++next) {
            if (!candidates.value(mainIds.at(next)).read)
                more << mainIds.at(next);
        }
        if (auto done = read(more); !done)
            return done.error();
    }
}

} // namespace lmars::store
