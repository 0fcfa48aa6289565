// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCache>

#include <memory>
#include <string>
#include <vector>

namespace lmars::store {

/**
 * Postings blobs of (term, segment) kept between searches in a QCache whose cost is bytes: the
 * least recently used leave once the budget is exceeded. A segment never changes once written, so
 * an entry stays right for as long as its segment exists; retain() drops the entries of segments
 * merged away. A blob handed out stays valid while its holder keeps it, evicted or not.
 *
 * A common word's postings are megabytes at a million chunks: reading them from the file again
 * for every query (SQLite assembles a blob from its overflow pages, and the copy is new memory
 * the kernel maps in) cost more than matching them.
 */
class PostingsCache final
{
public:
    using Blob = std::shared_ptr<const std::string>;

    explicit PostingsCache(qsizetype budgetBytes) : m_cache(budgetBytes) {}

    /// The cached blob (now the most recently used), or null.
    Blob find(const std::string& term, qint64 segmentId) const;
    /// Keeps blob unless it alone exceeds the budget; returns it.
    Blob insert(const std::string& term, qint64 segmentId, std::string blob);
    /// Drops the entries of segments not in segmentIds (ascending).
    void retain(const std::vector<qint64>& segmentIds);
    qsizetype bytes() const { return m_cache.totalCost(); }

private:
    QCache<QByteArray, Blob> m_cache; ///< by term, NUL, segment id
};

} // namespace lmars::store
