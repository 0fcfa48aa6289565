// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorIndex.h"

#include <algorithm>
#include <cmath>
#include <queue>

namespace lmars::dense {

bool VectorIndex::normalize(std::vector<float>& vector)
{
    double norm = 0;
    for (const float x : vector)
        norm += static_cast<double>(x) * x;
    if (norm <= 0 || !std::isfinite(norm))
        return false;
    const float scale = static_cast<float>(1.0 / std::sqrt(norm));
    for (float& x : vector)
        x *= scale;
    return true;
}

bool VectorIndex::add(qint64 id, const std::vector<float>& vector)
{
    if (m_dimension <= 0 || static_cast<int>(vector.size()) != m_dimension)
        return false;
    std::vector<float> unit = vector;
    if (!normalize(unit)) {
        remove(id);
        return false;
    }
    const size_t dim = static_cast<size_t>(m_dimension);
    auto it = m_rows.find(id);
    if (it == m_rows.end()) {
        it = m_rows.emplace(id, m_ids.size()).first;
        m_ids.push_back(id);
        m_data.resize(m_data.size() + dim);
    }
    std::copy(unit.begin(), unit.end(), m_data.begin() + static_cast<std::ptrdiff_t>(it->second * dim));
    return true;
}

void VectorIndex::remove(qint64 id)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end())
        return;
    const size_t row = it->second;
    const size_t last = m_ids.size() - 1;
    const size_t dim = static_cast<size_t>(m_dimension);
    if (row != last) { // the last row moves into the hole
        std::copy(m_data.begin() + static_cast<std::ptrdiff_t>(last * dim),
                  m_data.begin() + static_cast<std::ptrdiff_t>((last + 1) * dim),
                  m_data.begin() + static_cast<std::ptrdiff_t>(row * dim));
        m_ids[row] = m_ids[last];
        m_rows[m_ids[row]] = row;
    }
    m_ids.pop_back();
    m_data.resize(last * dim);
    m_rows.erase(id);
}

void VectorIndex::clear()
{
    m_ids.clear();
    m_data.clear();
    m_rows.clear();
}

QList<qint64> VectorIndex::ids() const
{
    return QList<qint64>(m_ids.cbegin(), m_ids.cend());
}

QList<VectorMatch> VectorIndex::search(const std::vector<float>& query, int k,
                                       const std::function<bool(qint64)>& allowed) const
{
    if (k <= 0 || static_cast<int>(query.size()) != m_dimension || m_ids.empty())
        return {};
    std::vector<float> unit = query;
    if (!normalize(unit))
        return {};
    // worse(a, b): a ranks below b. The heap's top is the worst kept match.
    auto worse = [](const VectorMatch& a, const VectorMatch& b) {
        return a.similarity != b.similarity ? a.similarity < b.similarity : a.id > b.id;
    };
    auto heapOrder = [&](const VectorMatch& a, const VectorMatch& b) {
        return worse(b, a);
    };
    std::priority_queue<VectorMatch, std::vector<VectorMatch>, decltype(heapOrder)> best(heapOrder);
    const size_t dim = static_cast<size_t>(m_dimension);
    for (size_t row = 0; row < m_ids.size(); ++row) {
        if (allowed && !allowed(m_ids[row]))
            continue;
        const float* v = m_data.data() + row * dim;
        float dot = 0;
        for (size_t i = 0; i < dim; ++i)
            dot += v[i] * unit[i];
        const VectorMatch match{m_ids[row], dot};
        if (static_cast<int>(best.size()) < k) {
            best.push(match);
        } else if (worse(best.top(), match)) {
            best.pop();
            best.push(match);
        }
    }
    QList<VectorMatch> out;
    out.reserve(static_cast<qsizetype>(best.size()));
    while (!best.empty()) {
        out.prepend(best.top());
        best.pop();
    }
    return out;
}

} // namespace lmars::dense
