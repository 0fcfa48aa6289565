// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dense/AnnIndex.h"
#include "dense/VectorMatch.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QtGlobal>

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

class QIODevice;

namespace lmars::dense {

/**
 * Nearest-neighbour search by cosine over unit vectors of one dimension. Small indexes are searched
 * exactly (every stored vector compared, contiguous float rows, the best k kept). From
 * approximateFrom() vectors on, the vectors move into an approximate index (AnnIndex, HNSW) that
 * answers in about log(n); below half of it they move back, so a small library's results are
 * always exact. Vectors are normalized when added; a zero vector is not stored. Replacing or removing
 * an id is immediate in both forms: a removed id is never returned.
 *
 * Not safe for a write concurrent with anything else; concurrent const calls are.
 */
class VectorIndex final
{
public:
    /// Exact search while size() × dimension stays under this many floats (80 MB; about 4 ms a query), measured
    /// in docs/benchmarks.md ("Vector search that scales").
    static constexpr qint64 kExactFloats = 20'000'000;

    /// approximateFrom 0: from kExactFloats / dimension vectors on (at least 1,000).
    explicit VectorIndex(int dimension = 0, qsizetype approximateFrom = 0, const AnnParameters& parameters = {});
    /// An index that stays exact whatever its size: add() never builds a graph (a search's copy of
    /// the vectors written after a stored graph; the graph itself is built by whoever owns the build).
    static VectorIndex exactOnly(int dimension);
    /// An index in the approximate form from its first vector (a background build), with room for capacity.
    static VectorIndex approximateIndex(int dimension, size_t capacity, const AnnParameters& parameters = {},
                                        qsizetype approximateFrom = 0);
    /// True when vectors × dimension reach kExactFloats: a search over them wants the approximate form.
    static bool wantsApproximate(qint64 vectors, int dimension);
    ~VectorIndex();
    VectorIndex(const VectorIndex& other);
    VectorIndex& operator=(const VectorIndex& other);
    VectorIndex(VectorIndex&& other) noexcept;
    VectorIndex& operator=(VectorIndex&& other) noexcept;

    int dimension() const { return m_dimension; }
    qsizetype size() const;
    bool contains(qint64 id) const;
    /// The size from which the search is approximate.
    qsizetype approximateFrom() const { return m_approximateFrom; }
    /// True when the vectors are in the approximate index.
    bool approximate() const { return m_ann != nullptr; }
    /// The approximate search's breadth (ef): wider finds more of the true nearest, slower.
    void setSearchBreadth(int breadth);

    /// Stores (or replaces) id's vector; false (nothing stored) when its size is not dimension() or it is zero.
    bool add(qint64 id, const std::vector<float>& vector);
    void remove(qint64 id);
    void clear();
    /// The stored ids, in no particular order.
    QList<qint64> ids() const;
    /// Calls visit for every stored vector (unit length, dimension() floats), in no particular order.
    void forEach(const std::function<void(qint64, const float*)>& visit) const;

    /// The k most similar vectors, best first (ties by smaller id); allowed, when set, filters ids.
    /// Exact for a small index; approximate above approximateFrom(), where a filter that leaves
    /// fewer than k of the candidates falls back to the exact scan.
    QList<VectorMatch> search(const std::vector<float>& query, int k,
                              const std::function<bool(qint64)>& allowed = {}) const;
    /// Always exact: every stored vector compared.
    QList<VectorMatch> searchExact(const std::vector<float>& query, int k,
                                   const std::function<bool(qint64)>& allowed = {}) const;

    /// Writes the index (vectors and, when approximate, its graph) for load(); false when the device fails.
    bool save(QIODevice& device) const;
    QByteArray toBytes() const;
    /// Writes to path atomically (QSaveFile); false with error set when it cannot.
    bool saveFile(const QString& path, QString* error = nullptr) const;
    /// Reads what save() wrote from a file or buffer (not a pipe: counts are checked against the
    /// size); nullopt (error set) when the bytes are damaged, cut or not an index.
    static std::optional<VectorIndex> load(QIODevice& device, QString* error = nullptr);
    static std::optional<VectorIndex> fromBytes(const QByteArray& bytes, QString* error = nullptr);
    static std::optional<VectorIndex> loadFile(const QString& path, QString* error = nullptr);

    /// Scales vector to unit length in place; false when it is zero (or empty).
    static bool normalize(std::vector<float>& vector);

private:
    void addExact(qint64 id, const float* unit);
    void removeExact(qint64 id);
    void toApproximate();
    void toExact();

    int m_dimension;
    qsizetype m_approximateFrom;
    AnnParameters m_parameters;
    // exact form
    std::vector<qint64> m_ids;
    std::vector<float> m_data; ///< row i is m_data[i * dimension, (i + 1) * dimension)
    std::unordered_map<qint64, size_t> m_rows;
    // approximate form (the vectors live in it; the exact rows are empty)
    std::unique_ptr<AnnIndex> m_ann;
};

} // namespace lmars::dense
