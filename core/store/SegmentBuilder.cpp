// SPDX-License-Identifier: GPL-3.0-or-later
#include "SegmentBuilder.h"

#include "store/PostingListWriter.h"
#include "store/SegmentDocs.h"

#include <algorithm>
#include <functional>
#include <numeric>

namespace lmars::store {

namespace {

constexpr size_t kInitialTableSize = 1 << 12;
constexpr quint32 kNoOrdinal = 0xffffffffu;

} // namespace

SegmentBuilder::SegmentBuilder() : m_table(kInitialTableSize, 0) {}

SegmentBuilder::~SegmentBuilder() = default;

bool SegmentBuilder::add(const SegmentDoc& doc, const std::vector<std::pair<std::string, quint32>>& termWdfs)
{
    if (!beginDoc(doc))
        return false;
    for (const auto& [term, wdf] : termWdfs)
        addTerm(term, wdf);
    return true;
}

bool SegmentBuilder::beginDoc(const SegmentDoc& doc)
{
    m_open = m_docs.empty() || doc.chunkId > m_docs.back().chunkId;
    if (!m_open)
        return false;
    m_docs.push_back(doc);
    m_docs.back().length = 0;
    return true;
}

void SegmentBuilder::addTerm(std::string_view term, quint32 wdf)
{
    if (!m_open)
        return;
    const quint32 t = termIndex(term);
    const auto ordinal = static_cast<quint32>(m_docs.size() - 1);
    if (m_termLastOrdinal[t] == ordinal) { // the term again in this chunk: its wdf adds up
        m_postings[m_termLastPosting[t]].wdf += wdf;
    } else {
        m_termLastOrdinal[t] = ordinal;
        m_termLastPosting[t] = m_postings.size();
        m_postings.push_back({t, ordinal, wdf});
    }
    m_docs.back().length += wdf;
}

quint32 SegmentBuilder::termIndex(std::string_view term)
{
    const size_t hash = std::hash<std::string_view>()(term);
    const size_t mask = m_table.size() - 1;
    size_t slot = hash & mask;
    while (const quint32 entry = m_table[slot]) {
        const quint32 t = entry - 1;
        if (m_termHashes[t] == hash && m_terms[t] == term)
            return t;
        slot = (slot + 1) & mask;
    }
    const auto t = static_cast<quint32>(m_terms.size());
    m_terms.emplace_back(term);
    m_termHashes.push_back(hash);
    m_termLastOrdinal.push_back(kNoOrdinal);
    m_termLastPosting.push_back(0);
    m_table[slot] = t + 1;
    if (m_terms.size() * 2 > m_table.size())
        growTable();
    return t;
}

void SegmentBuilder::growTable()
{
    std::vector<quint32> table(m_table.size() * 2, 0);
    const size_t mask = table.size() - 1;
    for (size_t t = 0; t < m_terms.size(); ++t) {
        size_t slot = m_termHashes[t] & mask;
        while (table[slot])
            slot = (slot + 1) & mask;
        table[slot] = static_cast<quint32>(t + 1);
    }
    m_table.swap(table);
}

size_t SegmentBuilder::memoryBytes() const
{
    size_t termBytes = 0;
    for (const std::string& term : m_terms)
        termBytes += term.capacity() + sizeof(std::string);
    return m_docs.capacity() * sizeof(SegmentDoc) + m_postings.capacity() * sizeof(Posting) + termBytes +
           m_terms.size() * (sizeof(size_t) * 2 + sizeof(quint32)) + m_table.size() * sizeof(quint32);
}

EncodedSegment SegmentBuilder::finish()
{
    EncodedSegment segment;
    segment.docCount = docCount();
    for (const SegmentDoc& d : m_docs)
        segment.totalLength += d.length;
    SegmentDocs::encode(m_docs, segment.docs);

    // Counting sort of the postings by term (stable, so each term's ordinals stay ascending).
    const size_t termCount = m_terms.size();
    std::vector<size_t> starts(termCount + 1, 0);
    for (const Posting& p : m_postings)
        ++starts[p.term + 1];
    std::partial_sum(starts.begin(), starts.end(), starts.begin());
    std::vector<std::pair<quint32, quint32>> sorted(m_postings.size()); // (ordinal, wdf)
    {
        std::vector<size_t> fill(starts.begin(), starts.end() - 1);
        for (const Posting& p : m_postings)
            sorted[fill[p.term]++] = {p.ordinal, p.wdf};
    }
    m_postings.clear();
    m_postings.shrink_to_fit();

    std::vector<quint32> order(termCount);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [this](quint32 a, quint32 b) { return m_terms[a] < m_terms[b]; });

    segment.terms.resize(termCount);
    PostingListWriter writer;
    for (size_t i = 0; i < termCount; ++i) {
        const quint32 t = order[i];
        SegmentTerm& out = segment.terms[i];
        out.term = std::move(m_terms[t]);
        out.df = static_cast<quint32>(starts[t + 1] - starts[t]);
        for (size_t k = starts[t]; k < starts[t + 1]; ++k)
            writer.add(sorted[k].first, sorted[k].second, m_docs[sorted[k].first].length);
        writer.finishInto(out.postings);
    }

    m_docs.clear();
    m_terms.clear();
    m_termHashes.clear();
    m_termLastOrdinal.clear();
    m_termLastPosting.clear();
    m_table.assign(kInitialTableSize, 0);
    m_open = false;
    return segment;
}

} // namespace lmars::store
