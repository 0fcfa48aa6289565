// SPDX-License-Identifier: GPL-3.0-or-later
#include "SegmentBuilder.h"

#include "index/PostingListWriter.h"
#include "index/SegmentDocs.h"

#include <algorithm>
#include <functional>
#include <numeric>

namespace lmars::store {

namespace {

constexpr size_t kInitialTableSize = 1 << 12;
constexpr quint32 kNoOrdinal = 0xffffffffu;

} // namespace

SegmentBuilder::SegmentBuilder() : m_table(kInitialTableSize) {}

SegmentBuilder::~SegmentBuilder() = default;

bool SegmentBuilder::add(const SegmentDoc& doc, const std::vector<std::pair<std::string, quint32>>& termWdfs)
{
    return addAll(doc, termWdfs);
}

bool SegmentBuilder::addViews(const SegmentDoc& doc, const std::vector<std::pair<std::string_view, quint32>>& termWdfs)
{
    return addAll(doc, termWdfs);
}

bool SegmentBuilder::addViews(const SegmentDoc& doc, const std::vector<std::pair<std::string_view, quint32>>& termWdfs,
                              const Positions& positions)
{
    return addAll(doc, termWdfs, &positions);
}

template <class Term>
bool SegmentBuilder::addAll(const SegmentDoc& doc, const std::vector<std::pair<Term, quint32>>& termWdfs,
                            const Positions* positions)
{
    if (!beginDoc(doc))
        return false;
    if (positions) {
        if (!m_positional) // the postings so far have none (m_positionData is empty)
            m_positionStarts.assign(m_postings.size(), 0);
        m_positional = true;
        m_breaks.resize(m_breaks.size() - 2); // beginDoc()'s empty breaks
        SegmentDocs::appendBreaks(m_breaks, positions->sentenceStarts, positions->paragraphStarts);
    }
    // Hash every term first and ask for their table slots, so the cache misses of a chunk's rarer
    // terms overlap instead of coming one after another.
    m_hashes.resize(termWdfs.size());
    const size_t mask = m_table.size() - 1;
    for (size_t i = 0; i < termWdfs.size(); ++i) {
        m_hashes[i] = hashOf(termWdfs[i].first);
        __builtin_prefetch(&m_table[m_hashes[i] & mask]);
    }
    const bool withPositions = positions && positions->ofTerm.size() == termWdfs.size();
    const auto first = static_cast<quint32>(m_postings.size()); // this chunk's postings start here
    m_chunkPositions.clear();
    for (size_t i = 0; i < termWdfs.size(); ++i) {
        const quint32 posting = addHashed(termWdfs[i].first, m_hashes[i], termWdfs[i].second);
        if (withPositions && positions->ofTerm[i] != kNoPosition)
            m_chunkPositions.emplace_back(posting - first, positions->ofTerm[i]);
    }
    if (!m_chunkPositions.empty())
        groupChunkPositions(first);
    return true;
}

void SegmentBuilder::groupChunkPositions(quint32 first)
{
    // A counting sort of the chunk's positions by its posting (stable: each posting's positions
    // stay ascending), appended to m_positionData; the chunk's postings get their starts.
    const size_t postings = m_postings.size() - first;
    m_chunkStarts.assign(postings + 1, 0);
    for (const auto& entry : m_chunkPositions)
        ++m_chunkStarts[entry.first + 1];
    std::partial_sum(m_chunkStarts.begin(), m_chunkStarts.end(), m_chunkStarts.begin());
    const auto base = static_cast<quint32>(m_positionData.size());
    for (size_t k = 0; k < postings; ++k)
        m_positionStarts[first + k] = base + m_chunkStarts[k];
    m_positionData.resize(base + m_chunkPositions.size());
    for (const auto& entry : m_chunkPositions)
        m_positionData[base + m_chunkStarts[entry.first]++] = entry.second;
}

bool SegmentBuilder::beginDoc(const SegmentDoc& doc)
{
    m_open = m_docs.empty() || doc.chunkId > m_docs.back().chunkId;
    if (!m_open)
        return false;
    m_docs.push_back(doc);
    m_docs.back().length = 0;
    SegmentDocs::appendBreaks(m_breaks, {}, {}); // none (two bytes) unless given
    return true;
}

void SegmentBuilder::addTerm(std::string_view term, quint32 wdf)
{
    if (m_open)
        addHashed(term, hashOf(term), wdf);
}

quint64 SegmentBuilder::hashOf(std::string_view term)
{
    return std::hash<std::string_view>()(term);
}

quint32 SegmentBuilder::addHashed(std::string_view term, quint64 hash, quint32 wdf)
{
    const quint32 t = termIndex(term, hash);
    const auto ordinal = static_cast<quint32>(m_docs.size() - 1);
    TermState& state = m_termStates[t];
    if (state.lastOrdinal == ordinal) { // the term again in this chunk: its wdf adds up
        m_postings[state.lastPosting].wdf += wdf;
    } else {
        state.lastOrdinal = ordinal;
        state.lastPosting = static_cast<quint32>(m_postings.size());
        m_postings.push_back({t, ordinal, wdf});
        if (m_positional) // none unless grouped; a builder without positions keeps no starts
            m_positionStarts.push_back(static_cast<quint32>(m_positionData.size()));
    }
    m_docs.back().length += wdf;
    return state.lastPosting;
}

quint32 SegmentBuilder::termIndex(std::string_view term, quint64 hash)
{
    const auto tag = static_cast<quint32>(hash >> 32);
    const size_t mask = m_table.size() - 1;
    size_t slot = hash & mask;
    while (m_table[slot].termPlusOne) {
        const Slot& s = m_table[slot];
        if (s.tag == tag && m_terms[s.termPlusOne - 1] == term)
            return s.termPlusOne - 1;
        slot = (slot + 1) & mask;
    }
    const auto t = static_cast<quint32>(m_terms.size());
    m_terms.emplace_back(term);
    m_termBytes += m_terms.back().capacity() + sizeof(std::string);
    m_termStates.push_back({kNoOrdinal, 0});
    m_table[slot] = {tag, t + 1};
    if (m_terms.size() * 2 > m_table.size())
        growTable();
    return t;
}

void SegmentBuilder::growTable()
{
    std::vector<Slot> table(m_table.size() * 2);
    const size_t mask = table.size() - 1;
    for (size_t t = 0; t < m_terms.size(); ++t) {
        const quint64 hash = hashOf(m_terms[t]);
        size_t slot = hash & mask;
        while (table[slot].termPlusOne)
            slot = (slot + 1) & mask;
        table[slot] = {static_cast<quint32>(hash >> 32), static_cast<quint32>(t + 1)};
    }
    m_table.swap(table);
}

size_t SegmentBuilder::memoryBytes() const
{
    return m_docs.capacity() * sizeof(SegmentDoc) + m_postings.capacity() * sizeof(Posting) + m_termBytes +
           m_termStates.capacity() * sizeof(TermState) + m_table.size() * sizeof(Slot) +
           (m_positionData.capacity() + m_positionStarts.capacity()) * sizeof(quint32) + m_breaks.capacity();
}

EncodedSegment SegmentBuilder::finish()
{
    EncodedSegment segment;
    segment.docCount = docCount();
    for (const SegmentDoc& d : m_docs)
        segment.totalLength += d.length;
    SegmentDocs::encode(m_docs, segment.docs, m_positional ? std::string_view(m_breaks) : std::string_view());

    // Counting sort of the postings by term (stable, so each term's ordinals stay ascending).
    const size_t termCount = m_terms.size();
    std::vector<size_t> starts(termCount + 1, 0);
    for (const Posting& p : m_postings)
        ++starts[p.term + 1];
    std::partial_sum(starts.begin(), starts.end(), starts.begin());
    std::vector<quint32> sorted(m_postings.size()); // posting indexes
    {
        std::vector<size_t> fill(starts.begin(), starts.end() - 1);
        for (size_t i = 0; i < m_postings.size(); ++i)
            sorted[fill[m_postings[i].term]++] = static_cast<quint32>(i);
    }
    // The positions are grouped by posting already (groupChunkPositions); a sentinel ends the last.
    if (m_positional)
        m_positionStarts.push_back(static_cast<quint32>(m_positionData.size()));

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
        for (size_t k = starts[t]; k < starts[t + 1]; ++k) {
            const quint32 index = sorted[k];
            const Posting& p = m_postings[index];
            if (m_positional)
                writer.add(p.ordinal, p.wdf, m_docs[p.ordinal].length, m_positionData.data() + m_positionStarts[index],
                           m_positionStarts[index + 1] - m_positionStarts[index]);
            else
                writer.add(p.ordinal, p.wdf, m_docs[p.ordinal].length);
        }
        writer.finishInto(out.postings);
    }

    m_postings.clear();
    m_postings.shrink_to_fit();
    m_positionData.clear();
    m_positionData.shrink_to_fit();
    m_positionStarts.clear();
    m_positionStarts.shrink_to_fit();
    m_docs.clear();
    m_terms.clear();
    m_termBytes = 0;
    m_termStates.clear();
    m_table.assign(kInitialTableSize, Slot());
    m_open = false;
    m_positional = false;
    m_breaks.clear();
    return segment;
}

} // namespace lmars::store
