// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryDocumentTerms.h"

#include "store/PostingVarint.h"

#include <algorithm>

namespace lmars::store {

LibraryDocumentTerms::Count& LibraryDocumentTerms::term(std::string_view name)
{
    auto it = m_terms.find(name);
    if (it == m_terms.end()) {
        m_names.emplace_back(name);
        it = m_terms.emplace(std::string_view(m_names.back()), Count{}).first;
    }
    return it->second;
}

void LibraryDocumentTerms::addChunk(quint32 chunkId, quint64 length)
{
    m_chunkIds.push_back(chunkId);
    m_totalLength += length;
}

void LibraryDocumentTerms::clear()
{
    m_chunkIds.clear();
    m_totalLength = 0;
    m_terms.clear();
    m_names.clear();
}

std::string LibraryDocumentTerms::encode() const
{
    std::string out;
    std::vector<quint32> ids = m_chunkIds;
    std::sort(ids.begin(), ids.end());
    PostingVarint::put(out, ids.size());
    qint64 previous = -1;
    for (quint32 id : ids) {
        PostingVarint::put(out, static_cast<quint64>(id - previous - 1));
        previous = id;
    }
    PostingVarint::put(out, m_totalLength);
    PostingVarint::put(out, m_terms.size());
    for (const auto& [name, count] : m_terms) {
        PostingVarint::put(out, name.size());
        out += name;
        PostingVarint::put(out, count.chunks);
    }
    return out;
}

bool LibraryDocumentTerms::add(std::string_view blob)
{
    const char* p = blob.data();
    const char* end = p + blob.size();
    quint64 count = 0;
    if (!PostingVarint::get(p, end, count) || count > blob.size())
        return false;
    qint64 previous = -1;
    for (quint64 i = 0; i < count; ++i) {
        quint64 gap = 0;
        if (!PostingVarint::get(p, end, gap) || previous + 1 + static_cast<qint64>(gap) > 0xffffffffLL)
            return false;
        previous += 1 + static_cast<qint64>(gap);
        m_chunkIds.push_back(static_cast<quint32>(previous));
    }
    quint64 length = 0;
    quint64 termCount = 0;
    if (!PostingVarint::get(p, end, length) || !PostingVarint::get(p, end, termCount) || termCount > blob.size())
        return false;
    m_totalLength += length;
    for (quint64 i = 0; i < termCount; ++i) {
        quint64 size = 0;
        quint32 chunks = 0;
        if (!PostingVarint::get(p, end, size) || size > static_cast<quint64>(end - p))
            return false;
        const std::string_view name(p, size);
        p += size;
        if (!PostingVarint::get32(p, end, chunks))
            return false;
        term(name).chunks += chunks;
    }
    return p == end;
}

} // namespace lmars::store
