// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostingPositions.h"

#include "index/PostingVarint.h"

namespace lmars::store {

PostingPositions::PostingPositions(std::string_view section)
    : m_begin(section.data()), m_end(section.data() + section.size()), m_nextBlock(section.data())
{}

bool PostingPositions::enterNextBlock()
{
    quint32 size = 0;
    const char* p = m_nextBlock;
    if (!PostingVarint::get32(p, m_end, size) || size > static_cast<quint64>(m_end - p))
        return false;
    m_blockStart = p;
    m_blockEnd = p + size;
    m_nextBlock = m_blockEnd;
    m_at = m_blockStart;
    m_index = 0;
    ++m_block;
    return true;
}

bool PostingPositions::skipPosting()
{
    quint32 count = 0;
    if (!PostingVarint::get32(m_at, m_blockEnd, count))
        return false;
    for (quint32 i = 0; i < count; ++i) {
        quint32 gap = 0;
        if (!PostingVarint::get32(m_at, m_blockEnd, gap))
            return false;
    }
    ++m_index;
    return true;
}

bool PostingPositions::read(quint32 block, quint32 index, std::vector<quint32>& out)
{
    out.clear();
    if (empty())
        return false;
    if (static_cast<qint64>(block) < m_block) { // backwards: from the start
        m_nextBlock = m_begin;
        m_block = -1;
    }
    while (m_block < static_cast<qint64>(block)) {
        if (!enterNextBlock())
            return false;
    }
    if (index < m_index) {
        m_at = m_blockStart;
        m_index = 0;
    }
    while (m_index < index) {
        if (!skipPosting())
            return false;
    }
    quint32 count = 0;
    if (!PostingVarint::get32(m_at, m_blockEnd, count) || count > static_cast<quint64>(m_blockEnd - m_at))
        return false;
    out.reserve(count);
    quint64 expected = 0;
    for (quint32 i = 0; i < count; ++i) {
        quint32 gap = 0;
        if (!PostingVarint::get32(m_at, m_blockEnd, gap) || expected + gap > 0xffffffffu)
            return false;
        out.push_back(static_cast<quint32>(expected + gap));
        expected = static_cast<quint64>(out.back()) + 1;
    }
    ++m_index;
    return true;
}

} // namespace lmars::store
