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
 * the day + 1), matters.
 */
class SegmentDocs final
{
public:
    /// Encodes documents in ascending chunk id order (lengths as given).
    static void encode(const std::vector<SegmentDoc>& docs, std::string& out);
    /// Encodes columns (all of one size, chunk ids strictly ascending).
    static void encode(const std::vector<quint32>& chunkIds, const std::vector<quint32>& lengths,
                       const std::vector<qint32>& validFrom, const std::vector<qint32>& validTo,
                       const std::vector<quint32>& matters, std::string& out);
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

    const std::vector<quint32>& chunkIds() const { return m_chunkIds; }
    const std::vector<quint32>& lengths() const { return m_lengths; }

private:
    std::vector<quint32> m_chunkIds;
    std::vector<quint32> m_lengths;
    std::vector<qint32> m_validFrom;
    std::vector<qint32> m_validTo;
    std::vector<quint32> m_matters;
    quint64 m_totalLength = 0;
};

} // namespace lmars::store
