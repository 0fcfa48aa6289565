// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostingsCache.h"

#include <algorithm>

namespace lmars::store {

std::string PostingsCache::keyOf(const std::string& term, qint64 segmentId)
{
    std::string key = term;
    key.push_back('\0'); // terms hold no NUL
    key.append(std::to_string(segmentId));
    return key;
}

PostingsCache::Blob PostingsCache::find(const std::string& term, qint64 segmentId)
{
    const auto it = m_byKey.find(keyOf(term, segmentId));
    if (it == m_byKey.end())
        return nullptr;
    m_entries.splice(m_entries.begin(), m_entries, it->second);
    return it->second->blob;
}

PostingsCache::Blob PostingsCache::insert(const std::string& term, qint64 segmentId, std::string blob)
{
    auto shared = std::make_shared<const std::string>(std::move(blob));
    if (shared->size() > m_budget)
        return shared;
    std::string key = keyOf(term, segmentId);
    if (const auto old = m_byKey.find(key); old != m_byKey.end())
        erase(old->second);
    m_bytes += shared->size();
    m_entries.push_front(Entry{key, segmentId, shared});
    m_byKey.emplace(std::move(key), m_entries.begin());
    while (m_bytes > m_budget)
        erase(std::prev(m_entries.end()));
    return shared;
}

void PostingsCache::retain(const std::vector<qint64>& segmentIds)
{
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        const auto next = std::next(it);
        if (!std::binary_search(segmentIds.begin(), segmentIds.end(), it->segmentId))
            erase(it);
        it = next;
    }
}

void PostingsCache::erase(std::list<Entry>::iterator it)
{
    m_bytes -= it->blob->size();
    m_byKey.erase(it->key);
    m_entries.erase(it);
}

} // namespace lmars::store
