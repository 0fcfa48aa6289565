// SPDX-License-Identifier: GPL-3.0-or-later
#include "SegmentDocs.h"

#include "index/PostingVarint.h"

#include <algorithm>

namespace lmars::store {

namespace {

/// 0 for an open end, else the zigzag of the day + 1 (days near 0 and negative ones stay short).
quint64 encodeDay(qint32 day, qint32 open)
{
    if (day == open)
        return 0;
    const qint64 wide = day;
    return ((static_cast<quint64>(wide) << 1) ^ static_cast<quint64>(wide >> 63)) + 1;
}

bool decodeDay(const char*& p, const char* end, qint32 open, qint32& day)
{
    quint64 v = 0;
    if (!PostingVarint::get(p, end, v))
        return false;
    if (v == 0) {
        day = open;
        return true;
    }
    --v;
    const qint64 wide = static_cast<qint64>(v >> 1) ^ -static_cast<qint64>(v & 1);
    if (wide < INT32_MIN || wide > INT32_MAX)
        return false;
    day = static_cast<qint32>(wide);
    return true;
}

constexpr char kBreaksMark = 1;

void putPositions(std::string& out, const std::vector<quint32>& positions)
{
    PostingVarint::put(out, positions.size());
    quint64 expected = 0;
    for (const quint32 position : positions) {
        PostingVarint::put(out, position - expected);
        expected = static_cast<quint64>(position) + 1;
    }
}

bool getPositions(const char*& p, const char* end, std::vector<quint32>* out)
{
    quint32 count = 0;
    if (!PostingVarint::get32(p, end, count) || count > static_cast<quint64>(end - p))
        return false;
    quint64 expected = 0;
    for (quint32 i = 0; i < count; ++i) {
        quint32 gap = 0;
        if (!PostingVarint::get32(p, end, gap) || expected + gap > 0xffffffffu)
            return false;
        if (out)
            out->push_back(static_cast<quint32>(expected + gap));
        expected = expected + gap + 1;
    }
    return true;
}

} // namespace

void SegmentDocs::appendBreaks(std::string& out, const std::vector<quint32>& sentenceStarts,
                               const std::vector<quint32>& paragraphStarts)
{
    putPositions(out, sentenceStarts);
    putPositions(out, paragraphStarts);
}

std::string_view SegmentDocs::breaksOf(quint32 ordinal) const
{
    if (!m_positional)
        return {};
    return std::string_view(m_breaks).substr(m_breakOffsets[ordinal],
                                             m_breakOffsets[ordinal + 1] - m_breakOffsets[ordinal]);
}

bool SegmentDocs::breaks(quint32 ordinal, std::vector<quint32>& sentenceStarts,
                         std::vector<quint32>& paragraphStarts) const
{
    sentenceStarts.clear();
    paragraphStarts.clear();
    if (!m_positional)
        return false;
    const std::string_view bytes = breaksOf(ordinal);
    const char* p = bytes.data();
    const char* const end = p + bytes.size();
    return getPositions(p, end, &sentenceStarts) && getPositions(p, end, &paragraphStarts); // checked by decode()
}

void SegmentDocs::encode(const std::vector<SegmentDoc>& docs, std::string& out, std::string_view breaks)
{
    std::vector<quint32> ids, lengths, matters;
    std::vector<qint32> from, to;
    ids.reserve(docs.size());
    lengths.reserve(docs.size());
    matters.reserve(docs.size());
    from.reserve(docs.size());
    to.reserve(docs.size());
    for (const SegmentDoc& d : docs) {
        ids.push_back(d.chunkId);
        lengths.push_back(d.length);
        from.push_back(d.validFrom);
        to.push_back(d.validTo);
        matters.push_back(d.matter);
    }
    encode(ids, lengths, from, to, matters, out, breaks);
}

void SegmentDocs::encode(const std::vector<quint32>& chunkIds, const std::vector<quint32>& lengths,
                         const std::vector<qint32>& validFrom, const std::vector<qint32>& validTo,
                         const std::vector<quint32>& matters, std::string& out, std::string_view breaks)
{
    const size_t n = chunkIds.size();
    out.reserve(out.size() + n * 6 + 8);
    PostingVarint::put(out, n);
    quint64 expected = 0;
    for (const quint32 id : chunkIds) {
        PostingVarint::put(out, id - expected);
        expected = static_cast<quint64>(id) + 1;
    }
    for (const quint32 length : lengths)
        PostingVarint::put(out, length);
    for (const qint32 day : validFrom)
        PostingVarint::put(out, encodeDay(day, SegmentDoc::kOpenFrom));
    for (const qint32 day : validTo)
        PostingVarint::put(out, encodeDay(day, SegmentDoc::kOpenTo));
    for (const quint32 matter : matters)
        PostingVarint::put(out, matter);
    if (!breaks.empty()) {
        out.push_back(kBreaksMark);
        out += breaks;
    }
}

std::optional<SegmentDocs> SegmentDocs::decode(std::string_view blob)
{
    const char* p = blob.data();
    const char* const end = p + blob.size();
    quint64 n = 0;
    // Every document takes at least 5 bytes, which bounds what a damaged count can allocate.
    if (!PostingVarint::get(p, end, n) || n > static_cast<quint64>(end - p) / 5)
        return std::nullopt;
    SegmentDocs docs;
    docs.m_chunkIds.resize(n);
    docs.m_lengths.resize(n);
    docs.m_validFrom.resize(n);
    docs.m_validTo.resize(n);
    docs.m_matters.resize(n);
    quint64 expected = 0;
    for (quint32& id : docs.m_chunkIds) {
        quint32 gap = 0;
        if (!PostingVarint::get32(p, end, gap) || expected + gap > 0xffffffffu)
            return std::nullopt;
        id = static_cast<quint32>(expected + gap);
        expected = static_cast<quint64>(id) + 1;
    }
    for (quint32& length : docs.m_lengths) {
        if (!PostingVarint::get32(p, end, length))
            return std::nullopt;
        docs.m_totalLength += length;
    }
    for (qint32& day : docs.m_validFrom) {
        if (!decodeDay(p, end, SegmentDoc::kOpenFrom, day))
            return std::nullopt;
    }
    for (qint32& day : docs.m_validTo) {
        if (!decodeDay(p, end, SegmentDoc::kOpenTo, day))
            return std::nullopt;
    }
    for (quint32& matter : docs.m_matters) {
        if (!PostingVarint::get32(p, end, matter))
            return std::nullopt;
    }
    if (p != end) { // the documents' breaks
        if (*p++ != kBreaksMark)
            return std::nullopt;
        docs.m_positional = true;
        docs.m_breaks.assign(p, end);
        docs.m_breakOffsets.reserve(n + 1);
        const char* const base = p;
        for (quint64 i = 0; i < n; ++i) {
            docs.m_breakOffsets.push_back(static_cast<quint32>(p - base));
            if (!getPositions(p, end, nullptr) || !getPositions(p, end, nullptr))
                return std::nullopt;
        }
        docs.m_breakOffsets.push_back(static_cast<quint32>(p - base));
        if (p != end)
            return std::nullopt;
    }
    return docs;
}

SegmentDoc SegmentDocs::doc(quint32 ordinal) const
{
    SegmentDoc d;
    d.chunkId = m_chunkIds[ordinal];
    d.length = m_lengths[ordinal];
    d.validFrom = m_validFrom[ordinal];
    d.validTo = m_validTo[ordinal];
    d.matter = m_matters[ordinal];
    return d;
}

std::optional<quint32> SegmentDocs::find(quint32 chunkId) const
{
    const auto it = std::lower_bound(m_chunkIds.begin(), m_chunkIds.end(), chunkId);
    if (it == m_chunkIds.end() || *it != chunkId)
        return std::nullopt;
    return static_cast<quint32>(it - m_chunkIds.begin());
}

} // namespace lmars::store
