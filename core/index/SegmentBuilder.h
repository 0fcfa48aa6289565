// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/SegmentData.h"
#include "index/SegmentDoc.h"

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
    /// The same with views of the terms (they need to live only during the call).
    bool addViews(const SegmentDoc& doc, const std::vector<std::pair<std::string_view, quint32>>& termWdfs);

    /// A term given without a word position (a title's, a heading's, a boolean term).
    static constexpr quint32 kNoPosition = 0xffffffffu;
    /// The chunk's text structure for Terms-and-Connectors search: by term of termWdfs its word
    /// position (kNoPosition: none; a term's positions ascend), and where its sentences and
    /// paragraphs start (positions above 0, ascending). A segment with a chunk added so stores
    /// positions (PostingListWriter) and every chunk's breaks (SegmentDocs).
    struct Positions
    {
        std::vector<quint32> ofTerm;
        std::vector<quint32> sentenceStarts;
        std::vector<quint32> paragraphStarts;
    };
    bool addViews(const SegmentDoc& doc, const std::vector<std::pair<std::string_view, quint32>>& termWdfs,
                  const Positions& positions);

    /// The same in steps, without building a vector: beginDoc(), then addTerm() per term. add() is
    /// faster when a chunk has many rare terms: it looks them all up at once.
    bool beginDoc(const SegmentDoc& doc);
    void addTerm(std::string_view term, quint32 wdf);

    quint32 docCount() const { return static_cast<quint32>(m_docs.size()); }
    size_t postingCount() const { return m_postings.size(); }
    /// Roughly the bytes the builder holds (to decide when to flush a segment); cheap to ask after
    /// every chunk. finish() briefly needs about two thirds as much again, plus the encoded segment.
    size_t memoryBytes() const;

    /// The encoded segment of everything added; the builder is empty again afterwards.
    EncodedSegment finish();

private:
    template <class Term>
    bool addAll(const SegmentDoc& doc, const std::vector<std::pair<Term, quint32>>& termWdfs,
                const Positions* positions = nullptr);
    static quint64 hashOf(std::string_view term);
    /// Returns the index of the chunk's posting of the term.
    quint32 addHashed(std::string_view term, quint64 hash, quint32 wdf);
    quint32 termIndex(std::string_view term, quint64 hash);
    void growTable();
    /// Moves the positions of the chunk whose postings start at first (m_chunkPositions) into
    /// m_positionData, grouped by posting.
    void groupChunkPositions(quint32 first);

    struct Posting
    {
        quint32 term;
        quint32 ordinal;
        quint32 wdf;
    };
    /// A hash table slot: the high half of the term's hash (compared before the string) and its index + 1.
    struct Slot
    {
        quint32 tag = 0;
        quint32 termPlusOne = 0; ///< 0: empty
    };
    /// Where a term was last added, so a repeat within one chunk adds to that posting.
    struct TermState
    {
        quint32 lastOrdinal;
        quint32 lastPosting;
    };

    std::vector<SegmentDoc> m_docs;
    std::vector<Posting> m_postings;
    size_t m_termBytes = 0;              ///< what m_terms holds
    std::vector<std::string> m_terms;    ///< by term index
    std::vector<TermState> m_termStates; ///< by term index
    std::vector<quint64> m_hashes;       ///< add()'s scratch: the hashes of one chunk's terms
    std::vector<Slot> m_table;           ///< open addressing, a power of two in size
    bool m_open = false;                 ///< beginDoc() succeeded and no finish() since
    bool m_positional = false;           ///< a chunk came with positions
    /// Every posting's word positions, grouped by posting as each chunk is added (a chunk's
    /// postings are the last ones, so a small sort per chunk does it and finish() reads them in
    /// place): posting i's are [m_positionStarts[i], m_positionStarts[i + 1] or the end).
    std::vector<quint32> m_positionData;
    std::vector<quint32> m_positionStarts; ///< by posting, once a chunk came with positions
    /// addAll()'s scratch: (posting index - the chunk's first, word position) in the order added
    std::vector<std::pair<quint32, quint32>> m_chunkPositions;
    std::vector<quint32> m_chunkStarts; ///< addAll()'s scratch: by posting of the chunk
    std::string m_breaks;               ///< every chunk's breaks (SegmentDocs::appendBreaks), in order
};

} // namespace lmars::store
