// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/PostingBound.h"
#include "index/PostingListWriter.h"

#include <QtGlobal>

#include <array>
#include <string_view>

namespace lmars::store {

/**
 * Reads one postings blob (PostingListWriter's format) in ordinal order. Starts on the first
 * posting. skipTo() passes whole blocks by their headers without decoding them; shallowSkipTo()
 * moves only to the block that may hold an ordinal, so its bound can be read before deciding to
 * decode it. A damaged blob never reads outside its bytes: the cursor ends and corrupt() is true.
 * The blob must outlive the cursor.
 */
class PostingCursor final
{
public:
    static constexpr quint32 kEnd = 0xffffffffu;

    PostingCursor() = default;
    explicit PostingCursor(std::string_view blob);

    /// The number of postings in the list (the term's df in the segment).
    quint32 count() const { return m_count; }
    bool corrupt() const { return m_corrupt; }
    bool atEnd() const { return m_ordinal == kEnd; }

    /// The current posting's ordinal; kEnd after the last.
    quint32 ordinal() const { return m_ordinal; }
    quint32 wdf() const { return m_wdf; }

    void next();
    /// Moves to the first posting whose ordinal is ≥ target (never backwards).
    void skipTo(quint32 target);
    /// Moves the block header to the block that holds the first ordinal ≥ target without decoding
    /// it; ordinal()/wdf() are then unspecified until skipTo()/next() (which continue from there).
    void shallowSkipTo(quint32 target);

    /// The list's word positions section (PostingListWriter's format); empty when it has none.
    std::string_view positions() const { return m_positions; }
    /// The current block's number in the list (0 the first) and the posting's index in it, which
    /// find its positions (PostingPositions).
    quint32 block() const { return m_blocksRead - 1; }
    quint32 indexInBlock() const { return m_index; }

    /// The last ordinal of the current block (kEnd at the end).
    quint32 blockLastOrdinal() const { return m_blockLast; }
    /// The max of f(wdf, length) over the current block's postings, bounded from its header.
    template <class WdfPart> double blockBound(const WdfPart& f) const { return m_blockBound.max(f); }
    /// The same over the whole list.
    template <class WdfPart> double listBound(const WdfPart& f) const { return m_listBound.max(f); }

private:
    bool readBlockHeader();
    bool decodeBlock();
    void fail();
    void end();

    const char* m_next = nullptr; ///< the next block header
    const char* m_end = nullptr;
    const char* m_blockData = nullptr;
    quint32 m_blockDataSize = 0;
    std::string_view m_positions;
    quint32 m_blocksRead = 0;
    quint32 m_count = 0;
    quint32 m_blockSize = 0;    ///< postings in the current block
    quint32 m_postingsLeft = 0; ///< postings in the blocks after the current one
    quint32 m_blockBase = 0;    ///< the current block's first possible ordinal (previous last + 1)
    quint32 m_nextBase = 0;     ///< the next block's first possible ordinal
    quint32 m_blockLast = kEnd;
    bool m_uniformWdf = false;
    quint32 m_uniformWdfValue = 0;
    bool m_decoded = false;
    bool m_corrupt = false;
    PostingBound m_blockBound;
    PostingBound m_listBound;

    std::array<quint32, PostingListWriter::kBlockSize> m_ordinals{};
    std::array<quint32, PostingListWriter::kBlockSize> m_wdfs{};
    quint32 m_index = 0; ///< position in the decoded block
    quint32 m_ordinal = kEnd;
    quint32 m_wdf = 0;
};

} // namespace lmars::store
