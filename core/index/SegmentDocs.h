// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/SegmentDoc.h"

#include <QtGlobal>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lmars::store {

/**
 * A segment's documents, decoded into arrays indexed by ordinal (the document's position in the
 * segment; chunk ids ascend with it). Postings refer to documents by ordinal.
 *
 * Blob layout (PostingVarint): count, then column by column: chunk id gaps (id − previous id − 1,
 * the first from −1), lengths, validFrom, validTo (each 0 for an open end, else the zigzag of
 * the day + 1), matters; then, in a segment written with word positions, the byte 1 and per
 * document its breaks: the sentence starts after its first word (a count and position gaps, as
 * PostingListWriter writes positions) and then its paragraph starts the same way.
 */
class SegmentDocs final
{
public:
    /// Encodes documents in ascending chunk id order (lengths as given).
    /// breaks: every document's breaks (appendBreaks), in order, for a segment with positions.
    static void encode(const std::vector<SegmentDoc>& docs, std::string& out, std::string_view breaks = {});
    /// Encodes columns (all of one size, chunk ids strictly ascending).
    static void encode(const std::vector<quint32>& chunkIds, const std::vector<quint32>& lengths,
                       const std::vector<qint32>& validFrom, const std::vector<qint32>& validTo,
                       const std::vector<quint32>& matters, std::string& out, std::string_view breaks = {});
    /// Appends one document's breaks: the positions (ascending, above 0) where its sentences and
    /// its paragraphs start.
    static void appendBreaks(std::string& out, const std::vector<quint32>& sentenceStarts,
                             const std::vector<quint32>& paragraphStarts);
    /// nullopt when the blob is damaged (truncated, ids not ascending, trailing bytes).
    static std::optional<SegmentDocs> decode(std::string_view blob);

    quint32 size() const { return static_cast<quint32>(m_chunkIds.size()); }
    quint32 chunkId(quint32 ordinal) const { return m_chunkIds[ordinal]; }
    quint32 length(quint32 ordinal) const { return m_lengths[ordinal]; }
    qint32 validFrom(quint32 ordinal) const { return m_validFrom[ordinal]; }
    qint32 validTo(quint32 ordinal) const { return m_validTo[ordinal]; }
    quint32 matter(quint32 ordinal) const { return m_matters[ordinal]; }
    SegmentDoc doc(quint32 ordinal) const;
    /// The ordinal of a chunk id (binary search), nullopt when the segment does not hold it.
    std::optional<quint32> find(quint32 chunkId) const;
    quint64 totalLength() const { return m_totalLength; }

    /// Whether the segment holds word positions (and so the documents' breaks).
    bool positional() const { return m_positional; }
    /// A positional segment's document breaks as appendBreaks() wrote them.
    std::string_view breaksOf(quint32 ordinal) const;
    /// Its sentence and paragraph starts (ascending, above 0); false when not positional.
    bool breaks(quint32 ordinal, std::vector<quint32>& sentenceStarts, std::vector<quint32>& paragraphStarts) const;

    const std::vector<quint32>& chunkIds() const { return m_chunkIds; }
    const std::vector<quint32>& lengths() const { return m_lengths; }

private:
    std::vector<quint32> m_chunkIds;
    std::vector<quint32> m_lengths;
    std::vector<qint32> m_validFrom;
    std::vector<qint32> m_validTo;
    std::vector<quint32> m_matters;
    quint64 m_totalLength = 0;
    bool m_positional = false;
    std::string m_breaks;                ///< every document's breaks
    std::vector<quint32> m_breakOffsets; ///< by ordinal, where its breaks start in m_breaks, plus the end
};

} // namespace lmars::store
