// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <list>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace lmars::store {

/**
 * Postings blobs of (term, segment) kept between searches, the least recently used dropped once
 * they exceed a budget of bytes. A segment never changes once written, so an entry stays right
 * for as long as its segment exists; retain() drops the entries of segments merged away.
 *
 * A common word's postings are megabytes at a million chunks: reading them from the file again
 * for every query (SQLite assembles a blob from its overflow pages, and the copy is new memory
 * the kernel maps in) cost more than matching them.
 */
class PostingsCache final
{
public:
    using Blob = std::shared_ptr<const std::string>;

    explicit PostingsCache(size_t budgetBytes) : m_budget(budgetBytes) {}

    /// The cached blob (now the most recently used), or null.
    Blob find(const std::string& term, qint64 segmentId);
    /// Keeps blob unless it alone exceeds the budget; returns it.
    Blob insert(const std::string& term, qint64 segmentId, std::string blob);
    /// Drops the entries of segments not in segmentIds (ascending).
    void retain(const std::vector<qint64>& segmentIds);
    size_t bytes() const { return m_bytes; }

private:
    struct Entry
    {
        std::string key;
        qint64 segmentId = 0;
        Blob blob;
    };
    static std::string keyOf(const std::string& term, qint64 segmentId);
    void erase(std::list<Entry>::iterator it);

    size_t m_budget;
    size_t m_bytes = 0;
    std::list<Entry> m_entries; ///< most recently used first
    std::unordered_map<std::string, std::list<Entry>::iterator> m_byKey;
};

} // namespace lmars::store
