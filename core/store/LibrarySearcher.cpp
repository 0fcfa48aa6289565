// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySearcher.h"

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

void LibrarySearcher::setRowBudget(qint64 fromChunks, int rows)
{
    m_budgetFromChunks = fromChunks;
    m_rowBudget = std::max(1, rows);
}

Result<LibrarySearcher::Plan> LibrarySearcher::plan(const QStringList& terms, const QString& fullMatch)
{
    Plan out;
    out.match = fullMatch;
    if (terms.size() < 2)
        return out;
    auto ceiling = m_store->chunkIdCeiling();
    if (!ceiling)
        return ceiling.error();
    if (ceiling.value() < m_budgetFromChunks)
        return out;
    struct Counted
    {
        int rows;
        int order;
    };
    QList<Counted> counted;
    for (int i = 0; i < terms.size(); ++i) {
        auto rows = m_store->countMatches(QuerySanitizer::quote(terms.at(i)), m_rowBudget + 1);
        if (!rows)
            return rows.error();
        counted.append({rows.value(), i});
    }
    std::stable_sort(counted.begin(), counted.end(),
                     [](const Counted& a, const Counted& b) { return a.rows < b.rows; });
    QStringList used;
    int total = 0;
    for (const Counted& c : std::as_const(counted)) {
        if (total + c.rows <= m_rowBudget) {
            used << terms.at(c.order);
            total += c.rows;
        } else {
            out.leftOut << terms.at(c.order);
        }
    }
    if (used.isEmpty()) {
        out.match = QuerySanitizer::allOf(terms);
        out.conjunction = true;
        out.leftOut.clear();
        return out;
    }
    out.match = QuerySanitizer::anyOf(used);
    if (!out.leftOut.isEmpty())
        out.used = used;
    return out;
}

Result<QString> LibrarySearcher::rarest(const QStringList& terms)
{
    QString best;
    int fewest = 0;
    const int limit = m_rowBudget * 16;
    for (const QString& term : terms) {
        auto rows = m_store->countMatches(QuerySanitizer::quote(term), limit);
        if (!rows)
            return rows.error();
        if (best.isEmpty() || rows.value() < fewest) {
            best = term;
            fewest = rows.value();
        }
    }
    return best;
}

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
    const LibraryTokenizer tokenizer = m_store->tokenizer();
    const FtsQuery fts = QuerySanitizer::build(query.text, tokenizer);
    const QList<Reference> references = ReferenceMatcher::find(query.text);
    const int k = std::max(1, query.k);
    const int pool = std::max(100, k * 20);

    m_leftOut.clear();
    auto planned = plan(fts.terms, fts.match);
    if (!planned)
        return planned.error();
    m_leftOut = planned->leftOut;

    QHash<qint64, Candidate> candidates;
    auto collect = [&](const QString& match, int limit, int tier) -> Result<void> {
        if (match.isEmpty() || cancel.isCancelled())
            return {};
        auto rows = m_store->search(match, query.asOf, limit);
        if (!rows)
            return rows.error();
        // Scores of a reference query are not comparable with the main query's: keep them below.
        for (auto& row : rows.value()) {
            if (!candidates.contains(row.chunkId))
                candidates.insert(row.chunkId, Candidate{row, 0, tier});
        }
        return {};
    };
    if (auto main = collect(planned->match, pool, 0); !main)
        return main.error();
    if (!planned->used.isEmpty()) {
        // Chunks holding a kept and a left-out word, scored with all of them: their full score.
        const QString both = QStringLiteral("(%1) AND (%2)")
                                 .arg(QuerySanitizer::anyOf(planned->used), QuerySanitizer::anyOf(planned->leftOut));
        auto rows = m_store->search(both, query.asOf, pool);
        if (!rows)
            return rows.error();
        for (const LibraryChunkHit& row : rows.value()) {
            auto it = candidates.find(row.chunkId);
            if (it == candidates.end())
                candidates.insert(row.chunkId, Candidate{row, 0, 0});
            else
                it->hit.score = std::max(it->hit.score, row.score);
        }
    }
    if (planned->conjunction && candidates.size() < k) {
        auto term = rarest(fts.terms);
        if (!term)
            return term.error();
        if (auto fill = collect(QuerySanitizer::quote(term.value()), pool, 0); !fill)
            return fill.error();
    }
    if (!references.isEmpty()) {
        QStringList phrases;
        for (const Reference& ref : references) {
            const QString column = ref.kind == Reference::Kind::Instrument ? QStringLiteral("title") : QString();
            phrases << QuerySanitizer::phrase(ref.phraseText, tokenizer, column);
        }
        phrases.removeAll(QString());
        if (phrases.size() > 1) {
            if (auto all = collect(phrases.join(QStringLiteral(" AND ")), pool, 1); !all)
                return all.error();
        }
        for (const QString& phrase : std::as_const(phrases)) {
            if (auto one = collect(phrase, pool, 1); !one)
                return one.error();
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
    QStringList highlights = fts.highlights;
    for (const Reference& ref : references)
        highlights.prepend(ref.kind == Reference::Kind::Instrument ? ref.text : ref.phraseText);
    for (LibraryHit& hit : out)
        hit.snippet = snippet(hit.text, highlights);
    return out;
}

} // namespace lmars::store
