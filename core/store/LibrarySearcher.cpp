// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySearcher.h"

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
    return PassageMerger::snippet(text, terms, width);
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

    QList<LibraryHit> ordered;
    ordered.reserve(ranked.size());
    for (const Candidate& c : std::as_const(ranked))
        ordered << toHit(c);
    QStringList highlights = fts.highlights;
    for (const Reference& ref : references)
        highlights.prepend(ref.kind == Reference::Kind::Instrument ? ref.text : ref.phraseText);
    return PassageMerger::passages(ordered, k, query.mergeAdjacent, highlights);
}

} // namespace lmars::store
