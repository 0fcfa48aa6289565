// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QtGlobal>

#include <functional>
#include <unordered_map>
#include <vector>

namespace lmars::dense {

/// One nearest vector: its id and its cosine similarity to the query.
struct VectorMatch
{
    qint64 id = 0;
    float similarity = 0;
};

/**
 * Exact nearest-neighbour search by cosine over unit vectors of one dimension: every stored vector
 * is compared (contiguous float rows), the best k kept. Vectors are normalized when added; a zero
 * vector is not stored. Replacing or removing an id is immediate.
 */
class VectorIndex final
{
public:
    explicit VectorIndex(int dimension = 0) : m_dimension(dimension) {}

    int dimension() const { return m_dimension; }
    qsizetype size() const { return static_cast<qsizetype>(m_ids.size()); }
    bool contains(qint64 id) const { return m_rows.count(id) != 0; }

    /// Stores (or replaces) id's vector; false (nothing stored) when its size is not dimension() or it is zero.
    bool add(qint64 id, const std::vector<float>& vector);
    void remove(qint64 id);
    void clear();
    /// The stored ids, in no particular order.
    QList<qint64> ids() const;

    /// The k most similar vectors, best first (ties by smaller id); allowed, when set, filters ids.
    QList<VectorMatch> search(const std::vector<float>& query, int k,
                              const std::function<bool(qint64)>& allowed = {}) const;

    /// Scales vector to unit length in place; false when it is zero (or empty).
    static bool normalize(std::vector<float>& vector);

private:
    int m_dimension;
    std::vector<qint64> m_ids;
    std::vector<float> m_data; ///< row i is m_data[i * dimension, (i + 1) * dimension)
    std::unordered_map<qint64, size_t> m_rows;
};

} // namespace lmars::dense
