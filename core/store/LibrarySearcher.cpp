// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySearcher.h"

#include "store/LibraryIndex.h"
#include "store/LibraryTerms.h"
#include "store/PassageMerger.h"
#include "store/QuerySanitizer.h"
#include "store/ReferenceMatcher.h"

#include <QHash>
#include <QSet>

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
    // Each query's exact top pool: beyond the k passages, neighbours to merge and passages that a
    // reference promotes. A pool of max(30, 4k) was faster (the index skips more) but lost 0.05-0.07
    // nDCG@10 on gdpr-rules in library_quality_bench: the promoted passages come from deep in it.
    const int pool = std::max(kMinPool, k * kPoolPerPassage);
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
    // Chunks holding every word of a reference; ReferenceMatcher below tells which cite it. Scores
    // of a reference query are not comparable with the main query's: they rank below (tier 1).
    QList<qint64> toRead;
    for (std::vector<std::string>& words : referenceQueries(references, terms)) {
        if (cancel.isCancelled())
            break;
        LibraryIndexQuery q = indexQuery(std::move(words), pool);
        q.requireAll = true;
        auto found = index.search(q);
        if (!found)
            return found.error();
        for (const LibraryIndexMatch& match : found.value()) {
            if (!candidates.contains(match.chunkId)) {
                candidates.insert(match.chunkId, Candidate{match.score, 1, false, 0, {}});
                toRead << match.chunkId;
            }
        }
    }
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, QStringLiteral("cancelled"));

    // Text is read only for the chunks that may be shown or cited: the main pool's first k, those
    // of the rest that hold a reference's required words (the index tells which, without text),
    // and, when merging, those with a neighbour among the candidates (a document's chunks have
    // consecutive ids in ordinal order, LibraryStore::putDocument).
    QSet<qint64> wanted(toRead.cbegin(), toRead.cend());
    const QList<qint64> rest = mainIds.mid(k);
    for (qsizetype i = 0; i < mainIds.size(); ++i) {
        const qint64 id = mainIds.at(i);
        if (i < k || (query.mergeAdjacent && (candidates.contains(id - 1) || candidates.contains(id + 1))))
            wanted.insert(id);
    }
    std::vector<qint64> restIds(rest.cbegin(), rest.cend());
    std::vector<std::vector<std::string>> checked;
    for (const Reference& ref : references) {
        std::vector<std::string> words = QuerySanitizer::phraseTerms(ref.requiredText, terms);
        if (words.empty()) { // nothing every citing text holds: check them all
            wanted.unite(QSet<qint64>(rest.cbegin(), rest.cend()));
            break;
        }
        if (restIds.empty() || std::find(checked.begin(), checked.end(), words) != checked.end())
            continue;
        LibraryIndexQuery q = indexQuery({}, static_cast<int>(restIds.size()));
        q.required = words;
        q.chunkIds = restIds;
        checked.push_back(std::move(words));
        auto holders = index.search(q);
        if (!holders)
            return holders.error();
        for (const LibraryIndexMatch& match : holders.value())
            wanted.insert(match.chunkId);
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
    if (auto done = read(QList<qint64>(wanted.cbegin(), wanted.cend())); !done)
        return done.error();

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
