// SPDX-License-Identifier: GPL-3.0-or-later
#include "TopKMatcher.h"

#include "index/IndexLog.h"
#include "index/PostingCursor.h"

#include <algorithm>
#include <cmath>

namespace lmars::store {

namespace {

constexpr double kK1 = 1.2;
constexpr double kB = 0.75;

/// The better of two hits first: higher score, then lower chunk id.
bool better(const TopKHit& a, const TopKHit& b)
{
    return a.score != b.score ? a.score > b.score : a.chunkId < b.chunkId;
}

} // namespace

/// A query term's cursor in the current segment with its BM25 weight and list bound.
struct TopKMatcher::Term
{
    PostingCursor cursor;
    size_t queryIndex = 0;
    double weight = 0;
    double invAvgLength = 0;
    double listBound = 0;

    /// BM25's part for one posting, as Xapian 1.4 computes it (min_normlen 0).
    double part(quint32 wdf, quint32 length) const
    {
        const double normlen = length * invAvgLength;
        const double w = wdf;
        return weight * (w / (kK1 * (normlen * kB + (1 - kB)) + w));
    }
    /// The bound of the cursor's current block, computed once per block.
    double blockBound()
    {
        if (cursor.blockLastOrdinal() != boundBlock) {
            boundBlock = cursor.blockLastOrdinal();
            boundValue = cursor.blockBound([this](quint32 wdf, quint32 length) { return part(wdf, length); });
        }
        return boundValue;
    }

private:
    quint32 boundBlock = PostingCursor::kEnd; ///< an ended cursor's bound is 0
    double boundValue = 0;
};

double TopKMatcher::termWeight(quint64 df, quint64 docCount)
{
    df = std::min(df, docCount);
    double ratio = (static_cast<double>(docCount) - static_cast<double>(df) + 0.5) / (static_cast<double>(df) + 0.5);
    if (ratio < 2) // a common term: Xapian keeps its weight positive instead of letting it go to 0 or below
        ratio = ratio * 0.5 + 1;
    return std::log(ratio) * (kK1 + 1);
}

TopKMatcher::TopKMatcher(TopKQuery query, TopKCollection collection) : m_query(std::move(query))
{
    const double avg = collection.docCount
                           ? static_cast<double>(collection.totalLength) / static_cast<double>(collection.docCount)
                           : 0.0;
    m_invAvgLength = avg != 0 ? 1 / avg : 0;
    m_termWeights.reserve(m_query.termDfs.size());
    m_roles.reserve(m_query.termDfs.size());
    for (size_t i = 0; i < m_query.termDfs.size(); ++i) {
        TopKTermRole role = i < m_query.roles.size() ? m_query.roles[i] : TopKTermRole::Optional;
        if (m_query.requireAll && role == TopKTermRole::Optional)
            role = TopKTermRole::Required;
        m_roles.push_back(role);
        m_termWeights.push_back(role == TopKTermRole::Filter ? 0.0
                                                             : termWeight(m_query.termDfs[i], collection.docCount));
    }
    m_parts.assign(m_termWeights.size(), 0.0);
    m_heap.reserve(static_cast<size_t>(std::clamp(m_query.k, 0, 4096))); // a huge k grows only as hits come
}

void TopKMatcher::setPart(size_t queryIndex, double part)
{
    m_parts[queryIndex] = part;
}

double TopKMatcher::sumParts()
{
    double sum = 0;
    for (double& part : m_parts) { // adding a zero part does not change a bit of the sum
        sum += part;
        part = 0;
    }
    return sum;
}

bool TopKMatcher::passesFilters(const SegmentDocs& docs, quint32 ordinal) const
{
    if (m_query.matter && docs.matter(ordinal) != *m_query.matter)
        return false;
    if (m_query.asOfDay && !(docs.validFrom(ordinal) <= *m_query.asOfDay && *m_query.asOfDay <= docs.validTo(ordinal)))
        return false;
    return true;
}

bool TopKMatcher::wouldEnter(quint32 chunkId, double score) const
{
    return m_heap.size() < static_cast<size_t>(m_query.k) || better({chunkId, score}, m_heap.front());
}

void TopKMatcher::offer(const SegmentDocs& docs, quint32 ordinal, double score, const IsDead& isDead)
{
    const quint32 chunkId = docs.chunkId(ordinal);
    if (!wouldEnter(chunkId, score) || (isDead && isDead(chunkId)))
        return;
    if (m_heap.size() == static_cast<size_t>(m_query.k)) {
        std::pop_heap(m_heap.begin(), m_heap.end(), better);
        m_heap.pop_back();
    }
    m_heap.push_back({chunkId, score});
    std::push_heap(m_heap.begin(), m_heap.end(), better); // the worst on top
    if (m_heap.size() == static_cast<size_t>(m_query.k))
        m_threshold = m_heap.front().score;
}

std::vector<TopKHit> TopKMatcher::results() const
{
    std::vector<TopKHit> out = m_heap;
    std::sort(out.begin(), out.end(), better);
    return out;
}

bool TopKMatcher::addSegment(const SegmentDocs& docs, const std::vector<std::string_view>& postings,
                             const IsDead& isDead)
{
    if (m_query.k <= 0 || postings.size() != m_termWeights.size() || postings.empty())
        return postings.size() == m_termWeights.size();
    std::vector<Term> required;
    std::vector<Term> optional;
    for (size_t i = 0; i < postings.size(); ++i) {
        const bool needed = m_roles[i] != TopKTermRole::Optional;
        if (postings[i].empty()) {
            if (needed)
                return true; // a required term the segment lacks: nothing here holds it
            continue;
        }
        Term& t = (needed ? required : optional).emplace_back();
        t.cursor = PostingCursor(postings[i]);
        if (t.cursor.corrupt()) {
            qCWarning(lcIndex) << "a damaged index segment of" << docs.size() << "chunks was skipped by a search";
            return false;
        }
        t.queryIndex = i;
        t.weight = m_termWeights[i];
        t.invAvgLength = m_invAvgLength;
        t.listBound = t.cursor.listBound([&t](quint32 wdf, quint32 length) { return t.part(wdf, length); });
    }
    if (required.empty() && optional.empty())
        return true;
    bool ok = false;
    if (!m_query.onlyChunks.empty()) {
        std::vector<Term> all = std::move(required);
        all.insert(all.end(), std::make_move_iterator(optional.begin()), std::make_move_iterator(optional.end()));
        ok = matchListed(docs, all, isDead);
        required = std::move(all); // checked for damage below
        optional.clear();
    } else {
        ok = required.empty() ? matchAny(docs, optional, isDead) : matchRequired(docs, required, optional, isDead);
    }
    const auto corrupt = [](const Term& t) {
        return t.cursor.corrupt();
    };
    if (ok && std::none_of(required.begin(), required.end(), corrupt) &&
        std::none_of(optional.begin(), optional.end(), corrupt))
        return true;
    qCWarning(lcIndex) << "a damaged index segment of" << docs.size() << "chunks was skipped by a search";
    return false;
}

bool TopKMatcher::matchAny(const SegmentDocs& docs, std::vector<Term>& terms, const IsDead& isDead)
{
    std::sort(terms.begin(), terms.end(), [](const Term& a, const Term& b) { return a.listBound < b.listBound; });
    const size_t n = terms.size();
    std::vector<double> prefix(n); // prefix[i]: the sum of the list bounds of terms 0..i
    double sum = 0;
    for (size_t i = 0; i < n; ++i)
        prefix[i] = sum += terms[i].listBound;
    // The sum of the list bounds of the terms before i.
    const auto below = [&prefix](size_t i) {
        return i == 0 ? 0.0 : prefix[i - 1];
    };
    size_t essential = 0; // terms [0, essential) cannot make a document enter the top k on their own
    const quint32 size = docs.size();
    for (;;) {
        while (essential < n && cannotBeat(prefix[essential]))
            ++essential;
        if (essential == n)
            return true;
        quint32 doc = PostingCursor::kEnd;
        quint32 blocksEnd = PostingCursor::kEnd;
        double blocksBound = below(essential);
        for (size_t i = essential; i < n; ++i) {
            doc = std::min(doc, terms[i].cursor.ordinal());
            blocksEnd = std::min(blocksEnd, terms[i].cursor.blockLastOrdinal());
            blocksBound += terms[i].blockBound();
        }
        if (doc == PostingCursor::kEnd)
            return true;
        if (doc >= size)
            return false; // a posting for a document the segment does not have
        if (cannotBeat(blocksBound)) {
            // Up to the end of the nearest block, no document can beat the k-th: skip undecoded.
            if (blocksEnd == PostingCursor::kEnd)
                return true;
            for (size_t i = essential; i < n; ++i)
                terms[i].cursor.skipTo(blocksEnd + 1);
            continue;
        }
        const bool wanted = passesFilters(docs, doc);
        const quint32 length = docs.length(doc);
        double score = 0;
        for (size_t i = essential; i < n; ++i) {
            PostingCursor& c = terms[i].cursor;
            if (c.ordinal() != doc)
                continue;
            if (wanted) {
                const double part = terms[i].part(c.wdf(), length);
                setPart(terms[i].queryIndex, part);
                score += part;
            }
            c.next();
        }
        if (!wanted)
            continue;
        bool hopeless = false;
        for (size_t i = essential; i-- > 0;) { // probe the others, the strongest first
            if (cannotBeat(score + prefix[i])) {
                hopeless = true;
                break;
            }
            PostingCursor& c = terms[i].cursor;
            c.shallowSkipTo(doc);
            if (cannotBeat(score + terms[i].blockBound() + below(i))) {
                hopeless = true;
                break;
            }
            c.skipTo(doc);
            if (c.ordinal() == doc) {
                const double part = terms[i].part(c.wdf(), length);
                setPart(terms[i].queryIndex, part);
                score += part;
            }
        }
        const double total = sumParts(); // in query order, so equal documents score bit for bit alike
        if (!hopeless)
            offer(docs, doc, total, isDead);
    }
}

bool TopKMatcher::matchRequired(const SegmentDocs& docs, std::vector<Term>& required, std::vector<Term>& optional,
                                const IsDead& isDead)
{
    std::sort(required.begin(), required.end(),
              [](const Term& a, const Term& b) { return a.cursor.count() < b.cursor.count(); });
    std::sort(optional.begin(), optional.end(), [](const Term& a, const Term& b) { return a.listBound < b.listBound; });
    const size_t n = optional.size();
    std::vector<double> prefix(n); // prefix[i]: the sum of the list bounds of optional terms 0..i
    double optionalBound = 0;
    for (size_t i = 0; i < n; ++i)
        prefix[i] = optionalBound += optional[i].listBound;
    double total = optionalBound;
    for (const Term& t : required)
        total += t.listBound;
    PostingCursor& lead = required.front().cursor;
    const quint32 size = docs.size();
    while (!lead.atEnd()) {
        if (cannotBeat(total))
            return true;
        const quint32 doc = lead.ordinal();
        if (doc >= size)
            return false;
        // Block-max: bound every document up to the nearest required block end by those blocks'
        // bounds and the optional terms' list bounds.
        double blocksBound = optionalBound;
        quint32 blocksEnd = PostingCursor::kEnd;
        for (Term& t : required) {
            t.cursor.shallowSkipTo(doc);
            if (t.cursor.blockLastOrdinal() == PostingCursor::kEnd)
                return true; // a term has no posting at or after doc
            blocksBound += t.blockBound();
            blocksEnd = std::min(blocksEnd, t.cursor.blockLastOrdinal());
        }
        if (cannotBeat(blocksBound)) {
            lead.skipTo(blocksEnd + 1);
            continue;
        }
        quint32 ahead = doc;
        for (size_t i = 1; i < required.size() && ahead == doc; ++i) {
            required[i].cursor.skipTo(doc);
            ahead = required[i].cursor.ordinal();
        }
        if (ahead != doc) {
            lead.skipTo(ahead);
            continue;
        }
        if (passesFilters(docs, doc)) {
            const quint32 length = docs.length(doc);
            double score = 0;
            for (const Term& t : required) {
                if (m_roles[t.queryIndex] == TopKTermRole::Filter)
                    continue;
                const double part = t.part(t.cursor.wdf(), length);
                setPart(t.queryIndex, part);
                score += part;
            }
            bool hopeless = false;
            for (size_t i = n; i-- > 0;) { // probe the optional terms, the strongest first
                if (cannotBeat(score + prefix[i])) {
                    hopeless = true;
                    break;
                }
                PostingCursor& c = optional[i].cursor;
                c.shallowSkipTo(doc);
                if (cannotBeat(score + optional[i].blockBound() + (i == 0 ? 0.0 : prefix[i - 1]))) {
                    hopeless = true;
                    break;
                }
                c.skipTo(doc);
                if (c.ordinal() == doc) {
                    const double part = optional[i].part(c.wdf(), length);
                    setPart(optional[i].queryIndex, part);
                    score += part;
                }
            }
            const double sum = sumParts(); // in query order, as every other query sums them
            if (!hopeless)
                offer(docs, doc, sum, isDead);
        }
        lead.next();
    }
    return true;
}

bool TopKMatcher::matchListed(const SegmentDocs& docs, std::vector<Term>& terms, const IsDead& isDead)
{
    for (const quint32 chunkId : m_query.onlyChunks) { // ascending ids: ascending ordinals
        const std::optional<quint32> ordinal = docs.find(chunkId);
        if (!ordinal || !passesFilters(docs, *ordinal))
            continue;
        const quint32 doc = *ordinal;
        const quint32 length = docs.length(doc);
        bool holdsAny = false;
        bool lacksRequired = false;
        for (Term& t : terms) {
            t.cursor.skipTo(doc);
            if (t.cursor.ordinal() != doc) {
                lacksRequired = lacksRequired || m_roles[t.queryIndex] != TopKTermRole::Optional;
                continue;
            }
            holdsAny = true;
            if (m_roles[t.queryIndex] != TopKTermRole::Filter)
                setPart(t.queryIndex, t.part(t.cursor.wdf(), length));
        }
        const double score = sumParts();
        if (holdsAny && !lacksRequired)
            offer(docs, doc, score, isDead);
    }
    return true;
}

} // namespace lmars::store
