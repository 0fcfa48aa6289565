// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostingListWriter.h"

#include "index/PostingVarint.h"

namespace lmars::store {

namespace {

void putBound(std::string& out, const PostingBound& bound, unsigned char flags)
{
    out.push_back(static_cast<char>(static_cast<unsigned char>(bound.size()) | flags));
    for (int i = 0; i < bound.size(); ++i) {
        PostingVarint::put(out, bound.point(i).wdf);
        PostingVarint::put(out, bound.point(i).length);
    }
}

} // namespace

void PostingListWriter::add(quint32 ordinal, quint32 wdf, quint32 length)
{
    add(ordinal, wdf, length, nullptr, 0);
}

void PostingListWriter::add(quint32 ordinal, quint32 wdf, quint32 length, const quint32* positions, quint32 count)
{
    PostingVarint::put(m_blockPositions, count);
    quint64 expected = 0;
    for (quint32 i = 0; i < count; ++i) {
        PostingVarint::put(m_blockPositions, positions[i] - expected);
        expected = static_cast<quint64>(positions[i]) + 1;
    }
    m_hasPositions = m_hasPositions || count > 0;
    m_ordinals.push_back(ordinal);
    m_wdfs.push_back(wdf);
    m_blockBound.add(wdf, length);
    ++m_count;
    if (m_ordinals.size() == static_cast<size_t>(kBlockSize))
        flushBlock();
}

void PostingListWriter::flushBlock()
{
    if (m_ordinals.empty())
        return;
    bool uniform = true;
    for (const quint32 wdf : m_wdfs)
        uniform = uniform && wdf == m_wdfs.front();
    m_data.clear();
    quint64 expected = static_cast<quint64>(m_lastBlockEnd + 1);
    for (size_t i = 0; i < m_ordinals.size(); ++i) {
        PostingVarint::put(m_data, m_ordinals[i] - expected);
        expected = static_cast<quint64>(m_ordinals[i]) + 1;
        if (!uniform)
            PostingVarint::put(m_data, m_wdfs[i]);
    }
    m_blockBound.cap(uniform ? 1 : kMaxBlockPoints); // uniform: one point (the wdf, the shortest length)
    PostingVarint::put(m_blocks, m_ordinals.back() - static_cast<quint64>(m_lastBlockEnd + 1));
    PostingVarint::put(m_blocks, m_data.size());
    putBound(m_blocks, m_blockBound, uniform ? kUniformWdfFlag : 0);
    m_blocks += m_data;
    for (int i = 0; i < m_blockBound.size(); ++i)
        m_listBound.add(m_blockBound.point(i).wdf, m_blockBound.point(i).length);
    m_lastBlockEnd = m_ordinals.back();
    PostingVarint::put(m_positions, m_blockPositions.size());
    m_positions += m_blockPositions;
    m_blockPositions.clear();
    m_ordinals.clear();
    m_wdfs.clear();
    m_blockBound.clear();
}

void PostingListWriter::finishInto(std::string& out)
{
    flushBlock();
    m_listBound.cap(kMaxListPoints);
    PostingVarint::put(out, m_count);
    putBound(out, m_listBound, m_hasPositions ? kPositionsFlag : 0);
    if (m_hasPositions)
        PostingVarint::put(out, m_blocks.size());
    out += m_blocks;
    if (m_hasPositions)
        out += m_positions;
    m_positions.clear();
    m_hasPositions = false;
    m_blocks.clear();
    m_listBound.clear();
    m_count = 0;
    m_lastBlockEnd = -1;
}

} // namespace lmars::store
