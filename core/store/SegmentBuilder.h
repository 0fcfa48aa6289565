// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/SegmentData.h"
#include "store/SegmentDoc.h"

#include <QtGlobal>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace lmars::store {

/**
 * Builds one index segment in memory from chunks given in strictly ascending chunk id order.
 * Each chunk comes with its terms and their within-document frequencies (wdf); a term given twice
 * for one chunk adds up. A wdf of 0 makes a boolean term (such as "T<word>" for a title word): it
 * matches but weighs nothing and does not count in the length. Per posting the builder does one
 * hash lookup and one append to a flat array; finish() sorts the postings by term and encodes them.
 */
class SegmentBuilder final
{
public:
    SegmentBuilder();
    ~SegmentBuilder();
    SegmentBuilder(const SegmentBuilder&) = delete;
    SegmentBuilder& operator=(const SegmentBuilder&) = delete;

    /// Adds a chunk (doc.length is ignored: it becomes the sum of the wdfs). False, and nothing
    /// added, when doc.chunkId is not above the previous chunk's.
    bool add(const SegmentDoc& doc, const std::vector<std::pair<std::string, quint32>>& termWdfs);

    /// The same in steps, without building a vector: beginDoc(), then addTerm() per term.
    bool beginDoc(const SegmentDoc& doc);
    void addTerm(std::string_view term, quint32 wdf);

    quint32 docCount() const { return static_cast<quint32>(m_docs.size()); }
    size_t postingCount() const { return m_postings.size(); }
    /// Roughly the bytes the builder holds (to decide when to flush a segment).
    size_t memoryBytes() const;

    /// The encoded segment of everything added; the builder is empty again afterwards.
    EncodedSegment finish();

private:
    quint32 termIndex(std::string_view term);
    void growTable();

    struct Posting
    {
        quint32 term;
        quint32 ordinal;
        quint32 wdf;
    };

    std::vector<SegmentDoc> m_docs;
    std::vector<Posting> m_postings;
    std::vector<std::string> m_terms;       ///< by term index
    std::vector<size_t> m_termHashes;       ///< by term index
    std::vector<quint32> m_termLastOrdinal; ///< by term index: the last chunk it was added for
    std::vector<size_t> m_termLastPosting;  ///< by term index: that posting's position
    std::vector<quint32> m_table;           ///< open addressing: term index + 1, 0 = empty
    bool m_open = false;                    ///< beginDoc() succeeded and no finish() since
};

} // namespace lmars::store
