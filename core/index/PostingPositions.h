// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <string_view>
#include <vector>

namespace lmars::store {

/**
 * Reads the word positions of a postings list (the section PostingCursor::positions() finds after
 * its blocks, PostingListWriter's format) by the posting's block and index in it, as the cursor
 * reports them. Reading forwards (the usual order) continues where the last read stopped; reading
 * backwards starts again at the first block. A damaged section never reads outside its bytes: the
 * read fails. The bytes must outlive the reader.
 */
class PostingPositions final
{
public:
    PostingPositions() = default;
    explicit PostingPositions(std::string_view section);

    /// Whether the list stores positions at all (a list written without any, or before positions).
    bool empty() const { return m_begin == m_end; }
    /// The positions (ascending) of the posting at index of block into out (cleared first); false
    /// when the section does not hold that posting or is damaged.
    bool read(quint32 block, quint32 index, std::vector<quint32>& out);

private:
    bool enterNextBlock();
    bool skipPosting();

    const char* m_begin = nullptr;
    const char* m_end = nullptr;
    const char* m_nextBlock = nullptr; ///< the byte size of the block after the current one
    const char* m_blockStart = nullptr;
    const char* m_blockEnd = nullptr;
    const char* m_at = nullptr; ///< the posting m_index of the current block
    qint64 m_block = -1;        ///< the current block's number; −1 before the first
    quint32 m_index = 0;
};

} // namespace lmars::store
