// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/PostingBound.h"

#include <QtGlobal>

#include <string>
#include <vector>

namespace lmars::store {

/**
 * Encodes one term's postings in a segment into its postings blob. A posting is a document's
 * ordinal in the segment (its index in SegmentDocs, ascending like its chunk id) and the term's
 * within-document frequency (wdf; 0 for a boolean term such as a title word).
 *
 * Blob layout (all integers PostingVarint):
 *   count · list bound (u8 n, n × (wdf, length)) · blocks
 *   block  := header · data, holding kBlockSize postings (the last block the rest)
 *   header := gap of the block's last ordinal · data byte size · u8 flags|n · n × (wdf, length)
 *   data   := per posting: gap of its ordinal [· wdf unless the block's wdfs are uniform]
 * A gap is ordinal − (previous ordinal + 1), the previous of the first posting being −1; the
 * header's gap is from the previous block's last ordinal. Flag 0x80 in the point-count byte: every
 * wdf of the block equals the first point's wdf and none is stored. The header lets a cursor skip
 * a block (and bound its BM25 part) without decoding it.
 *
 * Word positions (for Terms-and-Connectors search), when any posting of the list has some: flag
 * 0x40 in the list bound's point-count byte, and then
 *   count · list bound · blocks byte size · blocks · positions
 *   positions := per block: its byte size · per posting: n · n position gaps
 * (the first gap from −1, the next ones from the previous position + 1). A BM25 cursor reads the
 * blocks' byte size and never touches the positions (PostingPositions reads them).
 */
class PostingListWriter final
{
public:
    static constexpr int kBlockSize = 128;
    static constexpr int kMaxBlockPoints = 4;
    static constexpr int kMaxListPoints = PostingBound::kMaxPoints;
    /// In a block header's point-count byte: every wdf of the block is the first point's.
    static constexpr unsigned char kUniformWdfFlag = 0x80;
    /// In the list bound's point-count byte: the list's word positions follow its blocks.
    static constexpr unsigned char kPositionsFlag = 0x40;

    /// Appends a posting; ordinals strictly ascending. length is the document's BM25 length.
    void add(quint32 ordinal, quint32 wdf, quint32 length);
    /// The same with the posting's word positions (ascending; count may be 0).
    void add(quint32 ordinal, quint32 wdf, quint32 length, const quint32* positions, quint32 count);
    quint32 count() const { return m_count; }
    /// Appends the blob of the postings added since the last finish to out and starts over.
    void finishInto(std::string& out);

private:
    void flushBlock();

    std::vector<quint32> m_ordinals; ///< the open block's postings
    std::vector<quint32> m_wdfs;
    std::string m_blockPositions; ///< the open block's encoded positions
    std::string m_positions;      ///< the positions section so far
    bool m_hasPositions = false;  ///< some posting of the list has a position
    PostingBound m_blockBound;
    PostingBound m_listBound;
    std::string m_blocks; ///< encoded blocks so far
    std::string m_data;   ///< the open block's encoded postings (reused)
    quint32 m_count = 0;
    qint64 m_lastBlockEnd = -1; ///< last ordinal of the previous block
};

} // namespace lmars::store
