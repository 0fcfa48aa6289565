// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySearcher.h"

#include "store/LibraryIndex.h"
#include "store/LibraryTerms.h"
#include "store/PassageMerger.h"
#include "store/QuerySanitizer.h"
#include "store/ReferenceMatcher.h"

#include <QHash>

#include <algorithm>

namespace lmars::store {

namespace {

struct Candidate
{
    LibraryChunkHit hit;
    int references = 0;
    int tier = 0; ///< 0 from the main query, 1 only from a reference query (ranked after tier 0 at equal references)
};

LibraryHit toHit(const Candidate& c)
{
    return PassageMerger::fromChunk(c.hit, c.references);
}

} // namespace

LibrarySearcher::LibrarySearcher(LibraryStore* store) : m_store(store) {}

QString LibrarySearcher::snippet(const QString& text, const QStringList& terms, int width)
{
    return PassageMerger::snippet(text, terms, width);
}

Result<QList<LibraryHit>> LibrarySearcher::search(const LibraryQuery& query, const CancelToken& cancel)
{
    const LibraryTerms& terms = m_store->index().terms();
    const QueryTerms parsed = QuerySanitizer::build(query.text, terms);
    const QList<Reference> references = ReferenceMatcher::find(query.text);
    const int k = std::max(1, query.k);
    // Each query's exact top pool: beyond the k passages, neighbours to merge and passages that a
    // reference promotes. A pool of max(30, 4k) was faster (the index skips more) but lost 0.05-0.07
    // nDCG@10 on gdpr-rules in library_quality_bench: the promoted passages come from deep in it.
    const int pool = std::max(kMinPool, k * kPoolPerPassage);

    QHash<qint64, Candidate> candidates;
    auto collect = [&](std::vector<std::string> indexTerms, bool requireAll, int tier) -> Result<void> {
        if (indexTerms.empty() || cancel.isCancelled())
            return {};
        LibraryIndexQuery q;
        q.terms = std::move(indexTerms);
        q.requireAll = requireAll;
        q.asOf = query.asOf;
        q.matter = query.matter;
        q.limit = pool;
        auto rows = m_store->search(q);
        if (!rows)
            return rows.error();
        // Scores of a reference query are not comparable with the main query's: keep them below.
        for (auto& row : rows.value()) {
            if (!candidates.contains(row.chunkId))
                candidates.insert(row.chunkId, Candidate{row, 0, tier});
        }
        return {};
    };
    if (auto main = collect(parsed.terms, false, 0); !main)
        return main.error();
    if (!references.isEmpty()) {
        // Chunks holding every word of a reference; ReferenceMatcher below tells which cite it.
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
            if (auto found = collect(all, true, 1); !found)
                return found.error();
        }
        for (auto& words : each) {
            if (auto found = collect(std::move(words), true, 1); !found)
                return found.error();
        }
    }
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, QStringLiteral("cancelled"));

    QList<Candidate> ranked = candidates.values();
    for (Candidate& c : ranked) {
        for (const Reference& ref : references) {
            if (ReferenceMatcher::matches(ref, c.hit.title, c.hit.headingPath, c.hit.text))
                ++c.references;
        }
    }
    std::sort(ranked.begin(), ranked.end(), [](const Candidate& a, const Candidate& b) {
        if (a.references != b.references)
            return a.references > b.references;
        if (a.tier != b.tier)
            return a.tier < b.tier;
        if (a.hit.score != b.hit.score)
            return a.hit.score > b.hit.score;
        return a.hit.chunkId < b.hit.chunkId;
    });

    QList<LibraryHit> ordered;
    ordered.reserve(ranked.size());
    for (const Candidate& c : std::as_const(ranked))
        ordered << toHit(c);
    QStringList highlights = parsed.highlights;
    for (const Reference& ref : references)
        highlights.prepend(ref.kind == Reference::Kind::Instrument ? ref.text : ref.phraseText);
    return PassageMerger::passages(ordered, k, query.mergeAdjacent, highlights);
}

} // namespace lmars::store
