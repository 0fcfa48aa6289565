// SPDX-License-Identifier: GPL-3.0-or-later
#include "SegmentIndexWriter.h"

#include "index/SegmentBuilder.h"
#include "index/SegmentStore.h"

#include <QCoreApplication>

#include <algorithm>

namespace lmars::store {

namespace {

Error notAdded(quint32 chunkId)
{
    return Error(ErrorKind::Internal,
                 QCoreApplication::translate("SegmentIndexWriter", "The index could not add chunk %1.").arg(chunkId));
}

} // namespace

SegmentIndexWriter::SegmentIndexWriter(SegmentStore& store, quint32 flushChunks)
    : m_store(store), m_flushChunks(std::max<quint32>(1, flushChunks)), m_builder(std::make_unique<SegmentBuilder>())
{}

SegmentIndexWriter::~SegmentIndexWriter() = default;

quint32 SegmentIndexWriter::bufferedChunks() const
{
    return m_builder->docCount();
}

Result<void> SegmentIndexWriter::makeRoomFor(const SegmentDoc& doc)
{
    if (m_builder->docCount() > 0 && (doc.chunkId <= m_lastChunk || m_builder->docCount() >= m_flushChunks))
        return flush();
    return {};
}

Result<void> SegmentIndexWriter::add(const SegmentDoc& doc,
                                     const std::vector<std::pair<std::string_view, quint32>>& termWdfs)
{
    return add(doc, termWdfs, nullptr);
}

Result<void> SegmentIndexWriter::add(const SegmentDoc& doc,
                                     const std::vector<std::pair<std::string_view, quint32>>& termWdfs,
                                     const SegmentBuilder::Positions& positions)
{
    return add(doc, termWdfs, &positions);
}

Result<void> SegmentIndexWriter::add(const SegmentDoc& doc,
                                     const std::vector<std::pair<std::string_view, quint32>>& termWdfs,
                                     const SegmentBuilder::Positions* positions)
{
    if (auto room = makeRoomFor(doc); !room)
        return room;
    // repeated terms add up to their wdf
    if (!(positions ? m_builder->addViews(doc, termWdfs, *positions) : m_builder->addViews(doc, termWdfs)))
        return notAdded(doc.chunkId);
    m_lastChunk = doc.chunkId;
    if (m_builder->docCount() >= m_flushChunks)
        return flush();
    return {};
}

Result<void> SegmentIndexWriter::beginDoc(const SegmentDoc& doc)
{
    if (auto room = makeRoomFor(doc); !room)
        return room;
    if (!m_builder->beginDoc(doc))
        return notAdded(doc.chunkId);
    m_lastChunk = doc.chunkId;
    return {};
}

void SegmentIndexWriter::addTerm(std::string_view term, quint32 wdf)
{
    m_builder->addTerm(term, wdf);
}

Result<void> SegmentIndexWriter::flush()
{
    if (m_builder->docCount() == 0)
        return {};
    const EncodedSegment segment = m_builder->finish();
    auto written = m_store.writeSegment(segment);
    if (!written)
        return written.error();
    m_writtenChunks += segment.docCount;
    m_writtenLength += segment.totalLength;
    return {};
}

} // namespace lmars::store
