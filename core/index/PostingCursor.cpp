// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostingCursor.h"

#include "index/PostingVarint.h"

#include <algorithm>

namespace lmars::store {

namespace {

constexpr unsigned char kPointCountMask = 0x3f; // the rest of the byte: kUniformWdfFlag, kPositionsFlag

/// Reads a bound (its point-count byte gives flags too); false when damaged.
bool readBound(const char*& p, const char* end, PostingBound& bound, unsigned char& flags, int maxPoints)
{
    if (p >= end)
        return false;
    const auto head = static_cast<unsigned char>(*p++);
    flags = head & ~kPointCountMask;
    const int points = head & kPointCountMask;
    if (points > maxPoints)
        return false;
    bound.clear();
    for (int i = 0; i < points; ++i) {
        quint32 wdf = 0;
        quint32 length = 0;
        if (!PostingVarint::get32(p, end, wdf) || !PostingVarint::get32(p, end, length))
            return false;
        bound.add(wdf, length);
    }
    return true;
}

} // namespace

PostingCursor::PostingCursor(std::string_view blob) : m_next(blob.data()), m_end(blob.data() + blob.size())
{
    if (blob.empty()) { // an absent term: no postings
        end();
        return;
    }
    unsigned char flags = 0;
    if (!PostingVarint::get32(m_next, m_end, m_count) ||
        !readBound(m_next, m_end, m_listBound, flags, PostingListWriter::kMaxListPoints) ||
        (flags != 0 && flags != PostingListWriter::kPositionsFlag)) {
        fail();
        return;
    }
    if (flags == PostingListWriter::kPositionsFlag) { // the blocks end where the positions start
        quint32 blocksBytes = 0;
        if (!PostingVarint::get32(m_next, m_end, blocksBytes) || blocksBytes > static_cast<quint64>(m_end - m_next)) {
            fail();
            return;
        }
        m_positions = std::string_view(m_next + blocksBytes, static_cast<size_t>(m_end - m_next) - blocksBytes);
        m_end = m_next + blocksBytes;
    }
    m_postingsLeft = m_count;
    if (readBlockHeader())
        next();
}

void PostingCursor::fail()
{
    m_corrupt = true;
    end();
}

void PostingCursor::end()
{
    m_ordinal = kEnd;
    m_blockLast = kEnd;
    m_blockBound.clear();
    m_decoded = false;
    m_postingsLeft = 0;
}

bool PostingCursor::readBlockHeader()
{
    if (m_postingsLeft == 0) {
        if (m_next != m_end)
            fail(); // bytes after the last block
        else
            end();
        return false;
    }
    quint32 lastGap = 0;
    quint32 dataSize = 0;
    unsigned char flags = 0;
    if (!PostingVarint::get32(m_next, m_end, lastGap) || !PostingVarint::get32(m_next, m_end, dataSize) ||
        !readBound(m_next, m_end, m_blockBound, flags, PostingListWriter::kMaxBlockPoints) ||
        dataSize > static_cast<quint64>(m_end - m_next)) {
        fail();
        return false;
    }
    const quint64 last = static_cast<quint64>(m_nextBase) + lastGap;
    m_blockSize = std::min<quint32>(m_postingsLeft, PostingListWriter::kBlockSize);
    if (last >= kEnd || last - m_nextBase + 1 < m_blockSize || (flags && m_blockBound.size() != 1) ||
        (flags & PostingListWriter::kPositionsFlag)) {
        fail();
        return false;
    }
    m_postingsLeft -= m_blockSize;
    ++m_blocksRead;
    m_blockBase = m_nextBase;
    m_blockLast = static_cast<quint32>(last);
    m_nextBase = m_blockLast + 1;
    m_uniformWdf = flags == PostingListWriter::kUniformWdfFlag;
    m_uniformWdfValue = m_uniformWdf ? m_blockBound.point(0).wdf : 0;
    m_blockData = m_next;
    m_blockDataSize = dataSize;
    m_next += dataSize;
    m_decoded = false;
    return true;
}

bool PostingCursor::decodeBlock()
{
    const char* p = m_blockData;
    const char* const end = m_blockData + m_blockDataSize;
    quint64 expected = m_blockBase;
    for (quint32 i = 0; i < m_blockSize; ++i) {
        quint32 gap = 0;
        if (!PostingVarint::get32(p, end, gap)) {
            fail();
            return false;
        }
        const quint64 ordinal = expected + gap;
        if (ordinal > m_blockLast) {
            fail();
            return false;
        }
        m_ordinals[i] = static_cast<quint32>(ordinal);
        expected = ordinal + 1;
        if (m_uniformWdf)
            m_wdfs[i] = m_uniformWdfValue;
        else if (!PostingVarint::get32(p, end, m_wdfs[i])) {
            fail();
            return false;
        }
    }
    if (p != end || m_ordinals[m_blockSize - 1] != m_blockLast) {
        fail();
        return false;
    }
    m_decoded = true;
    return true;
}

void PostingCursor::next()
{
    if (m_blockLast == kEnd)
        return;
    if (!m_decoded) { // a fresh block: its first posting
        if (!decodeBlock())
            return;
        m_index = 0;
    } else if (++m_index == m_blockSize) {
        if (!readBlockHeader() || !decodeBlock())
            return;
        m_index = 0;
    }
    m_ordinal = m_ordinals[m_index];
    m_wdf = m_wdfs[m_index];
}

void PostingCursor::shallowSkipTo(quint32 target)
{
    while (m_blockLast < target) {
        if (!readBlockHeader())
            return;
    }
}

void PostingCursor::skipTo(quint32 target)
{
    if (m_decoded && m_ordinal >= target)
        return;
    shallowSkipTo(target);
    if (m_blockLast == kEnd)
        return;
    quint32 from = m_index;
    if (!m_decoded) {
        if (!decodeBlock())
            return;
        from = 0;
    }
    const auto first = m_ordinals.begin() + from;
    const auto last = m_ordinals.begin() + m_blockSize;
    m_index = static_cast<quint32>(std::lower_bound(first, last, target) - m_ordinals.begin());
    m_ordinal = m_ordinals[m_index];
    m_wdf = m_wdfs[m_index];
}

} // namespace lmars::store
