// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostingsCache.h"

#include <algorithm>

namespace lmars::store {

namespace {

QByteArray keyOf(const std::string& term, qint64 segmentId)
{
    return QByteArray::fromStdString(term) + '\0' + QByteArray::number(segmentId); // terms hold no NUL
}

} // namespace

PostingsCache::Blob PostingsCache::find(const std::string& term, qint64 segmentId) const
{
    const Blob* cached = m_cache.object(keyOf(term, segmentId));
    return cached ? *cached : nullptr;
}

PostingsCache::Blob PostingsCache::insert(const std::string& term, qint64 segmentId, std::string blob)
{
    auto shared = std::make_shared<const std::string>(std::move(blob));
    const auto cost = static_cast<qsizetype>(shared->size());
    m_cache.insert(keyOf(term, segmentId), new Blob(shared), cost); // deletes the copy when over budget
    return shared;
}

void PostingsCache::retain(const std::vector<qint64>& segmentIds)
{
    for (const QByteArray& key : m_cache.keys()) {
        const qint64 segmentId = key.mid(key.lastIndexOf('\0') + 1).toLongLong();
        if (!std::binary_search(segmentIds.begin(), segmentIds.end(), segmentId))
            m_cache.remove(key);
    }
}

} // namespace lmars::store
