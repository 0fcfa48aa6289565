// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySearcher.h"

#include "store/LibraryIndex.h"
#include "store/LibraryTerms.h"
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
    LibraryHit hit;
    hit.documentId = c.hit.documentId;
    hit.path = c.hit.path;
    hit.title = c.hit.title;
    hit.headingPath = c.hit.headingPath;
    hit.page = c.hit.page;
    hit.firstOrdinal = hit.lastOrdinal = c.hit.ordinal;
    hit.start = c.hit.start;
    hit.end = c.hit.end;
    hit.text = c.hit.text;
    hit.score = c.hit.score;
    hit.referenceMatches = c.references;
    hit.validFrom = c.hit.validFrom;
    hit.validTo = c.hit.validTo;
    hit.matter = c.hit.matter;
    return hit;
}

/// Merges b into a when they are neighbours (adjacent ordinals or overlapping text) of one document.
bool mergeInto(LibraryHit& a, const LibraryHit& b)
{
    if (a.documentId != b.documentId)
        return false;
    const bool adjacent = b.firstOrdinal == a.lastOrdinal + 1 || a.firstOrdinal == b.lastOrdinal + 1;
    if (!adjacent || (a.page > 0 && b.page > 0 && a.page != b.page))
        return false;
    if (b.start >= a.start) {
        a.text += b.text.mid(std::max(0, a.end - b.start));
        a.end = std::max(a.end, b.end);
    } else {
        a.text = b.text + a.text.mid(std::max(0, b.end - a.start));
        a.start = b.start;
        a.page = b.page;
        a.headingPath = b.headingPath;
    }
    a.firstOrdinal = std::min(a.firstOrdinal, b.firstOrdinal);
    a.lastOrdinal = std::max(a.lastOrdinal, b.lastOrdinal);
    a.score = std::max(a.score, b.score);
    a.referenceMatches = std::max(a.referenceMatches, b.referenceMatches);
    return true;
}

} // namespace

LibrarySearcher::LibrarySearcher(LibraryStore* store) : m_store(store) {}

QString LibrarySearcher::snippet(const QString& text, const QStringList& terms, int width)
{
    int at = -1;
    for (const QString& term : terms) {
        const int i = text.indexOf(term, 0, Qt::CaseInsensitive);
        if (i >= 0 && (at < 0 || i < at))
            at = i;
    }
    if (text.size() <= width)
        return text.simplified();
    int start = std::max(0, (at < 0 ? 0 : at) - width / 3);
    int end = std::min(static_cast<int>(text.size()), start + width);
    start = std::max(0, end - width);
    while (start > 0 && start < at && !text.at(start - 1).isSpace() && at - start < width / 2 + 20)
        --start; // back to a word start
    while (end < text.size() && !text.at(end).isSpace() && end - start < width + 20)
        ++end;
    QString out = text.mid(start, end - start).simplified();
    if (start > 0)
        out.prepend(QStringLiteral("… "));
    if (end < text.size())
        out.append(QStringLiteral(" …"));
    return out;
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

    QList<LibraryHit> out;
    for (const Candidate& c : std::as_const(ranked)) {
        LibraryHit hit = toHit(c);
        bool merged = false;
        if (query.mergeAdjacent) {
            for (LibraryHit& existing : out) {
                if (mergeInto(existing, hit)) {
                    merged = true;
                    break;
                }
            }
        }
        if (!merged) {
            if (out.size() >= k)
                continue; // a later candidate may still merge into an accepted passage
            out << hit;
        }
    }
    QStringList highlights = parsed.highlights;
    for (const Reference& ref : references)
        highlights.prepend(ref.kind == Reference::Kind::Instrument ? ref.text : ref.phraseText);
    for (LibraryHit& hit : out)
        hit.snippet = snippet(hit.text, highlights);
    return out;
}

} // namespace lmars::store
