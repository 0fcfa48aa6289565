// SPDX-License-Identifier: GPL-3.0-or-later
#include "IndexQuery.h"

#include <algorithm>
#include <limits>

namespace lmars::store {

TopKTermRole IndexQuery::roleOf(const std::string& term) const
{
    const bool scored = std::find(terms.begin(), terms.end(), term) != terms.end();
    const bool needed = std::find(required.begin(), required.end(), term) != required.end();
    return !needed ? TopKTermRole::Optional : scored ? TopKTermRole::Required : TopKTermRole::Filter;
}

std::optional<std::vector<quint32>> IndexQuery::onlyChunks() const
{
    std::vector<quint32> out;
    for (const qint64 id : chunkIds) {
        if (id > 0 && id <= std::numeric_limits<quint32>::max())
            out.push_back(static_cast<quint32>(id));
    }
    if (!chunkIds.empty() && out.empty())
        return std::nullopt; // none of them can be in the index
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::optional<qint32> IndexQuery::asOfDay() const
{
    if (!asOf.isValid())
        return std::nullopt;
    return static_cast<qint32>(asOf.toJulianDay());
}

} // namespace lmars::store
