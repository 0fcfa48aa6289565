// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/SegmentData.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lmars::store {

/**
 * A small segment's postings in one blob (lmars.index_segments.postings on the firm server), so
 * that writing a document costs one row instead of one per term, and a reader fetches the segment
 * once and keeps it. Layout (PostingVarint): the term count, then per term in byte order its
 * length, its bytes, its postings blob's length and the blob (PostingListWriter's format).
 */
class ServerPackedPostings final
{
public:
    /// Segments of at most this many chunks are stored packed; larger ones one row per term.
    static constexpr quint32 kMaxChunks = 1000;

    /// The blob of a segment's terms (sorted by term, as SegmentBuilder and SegmentMerger give them).
    static std::string encode(const std::vector<SegmentTerm>& terms);
    /// The terms, as views into blob (which the caller keeps alive); nullopt when the blob is
    /// damaged: truncated, terms not strictly ascending, an empty postings blob, or trailing bytes.
    static std::optional<std::vector<SegmentTermView>> decode(std::string_view blob);
};

} // namespace lmars::store
