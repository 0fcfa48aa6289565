// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <string>
#include <string_view>
#include <vector>

namespace lmars::store {

/// One term of an encoded segment: its document frequency in the segment and its postings blob.
struct SegmentTerm
{
    std::string term;
    quint32 df = 0;
    std::string postings; ///< PostingListWriter's format
};

/// What SegmentBuilder and SegmentMerger produce: the docs blob (SegmentDocs' format) and the
/// terms, sorted by term (byte order), each with at least one posting.
struct EncodedSegment
{
    std::string docs;
    std::vector<SegmentTerm> terms;
    quint32 docCount = 0;
    quint64 totalLength = 0; ///< the sum of the documents' lengths
};

/// A stored segment as the merger reads it (views into blobs the caller keeps alive).
struct SegmentTermView
{
    std::string_view term;
    std::string_view postings;
};

struct SegmentView
{
    std::string_view docs;
    std::vector<SegmentTermView> terms; ///< sorted by term (byte order), no duplicates
};

} // namespace lmars::store
