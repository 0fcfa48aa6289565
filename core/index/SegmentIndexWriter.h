// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/SegmentBuilder.h"
#include "index/SegmentDoc.h"

#include <QtGlobal>

#include <limits>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

namespace lmars::store {

class SegmentStore;

/**
 * Writes chunks into a store's segments, for both storages: chunks are buffered in a
 * SegmentBuilder and written as one segment (SegmentStore::writeSegment) by flush(), when the
 * buffer holds flushChunks chunks, or before a chunk whose id is not above the last buffered one
 * (a document indexed again keeps its chunk ids: its new copies go to a newer segment). Every
 * write happens in the storage transaction the caller has open.
 */
class SegmentIndexWriter final
{
public:
    explicit SegmentIndexWriter(SegmentStore& store, quint32 flushChunks = std::numeric_limits<quint32>::max());
    ~SegmentIndexWriter();
    SegmentIndexWriter(const SegmentIndexWriter&) = delete;
    SegmentIndexWriter& operator=(const SegmentIndexWriter&) = delete;

    /// Adds a chunk with its terms and their within-document frequencies (SegmentBuilder::add).
    Result<void> add(const SegmentDoc& doc, const std::vector<std::pair<std::string_view, quint32>>& termWdfs);
    /// The same with the chunk's word positions and breaks (SegmentBuilder::Positions).
    Result<void> add(const SegmentDoc& doc, const std::vector<std::pair<std::string_view, quint32>>& termWdfs,
                     const SegmentBuilder::Positions& positions);
    /// The same in steps: beginDoc(), then addTerm() per term.
    Result<void> beginDoc(const SegmentDoc& doc);
    void addTerm(std::string_view term, quint32 wdf);
    /// Writes the buffered chunks as a segment (nothing when there are none).
    Result<void> flush();

    quint32 bufferedChunks() const;
    /// Chunks and their total length written as segments so far.
    quint64 writtenChunks() const { return m_writtenChunks; }
    quint64 writtenLength() const { return m_writtenLength; }

private:
    Result<void> add(const SegmentDoc& doc, const std::vector<std::pair<std::string_view, quint32>>& termWdfs,
                     const SegmentBuilder::Positions* positions);
    /// Flushes first when doc cannot follow the buffered chunks.
    Result<void> makeRoomFor(const SegmentDoc& doc);

    SegmentStore& m_store;
    quint32 m_flushChunks;
    std::unique_ptr<SegmentBuilder> m_builder;
    quint32 m_lastChunk = 0;
    quint64 m_writtenChunks = 0;
    quint64 m_writtenLength = 0;
};

} // namespace lmars::store
