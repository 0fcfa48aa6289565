// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dense/VectorMatch.h"

#include <QtGlobal>

#include <functional>
#include <memory>
#include <vector>

namespace hnswlib {
template <typename MTYPE> class SpaceInterface;
template <typename dist_t> class HierarchicalNSW;
} // namespace hnswlib

namespace lmars::dense {

class BlockReader;
class BlockWriter;

/// The approximate index's parameters (HNSW: Malkov & Yashunin).
struct AnnParameters
{
    int links = 16;          ///< M: neighbours per node (twice that on the bottom layer)
    int buildBreadth = 100;  ///< efConstruction: candidates kept while linking a new vector
    int searchBreadth = 200; ///< ef: candidates kept while searching (at least k)
};

/**
 * Approximate nearest-neighbour search by inner product over unit vectors: an HNSW graph
 * (hnswlib, header-only) that holds the vectors themselves (float32, no quantization). Removing
 * marks the vector deleted (it keeps guiding searches but is never returned); re-adding an id
 * replaces its vector. Each returned similarity is recomputed exactly from the stored row.
 */
class AnnIndex final
{
public:
    AnnIndex(int dimension, const AnnParameters& parameters, size_t capacity);
    ~AnnIndex();
    AnnIndex(const AnnIndex&) = delete;
    AnnIndex& operator=(const AnnIndex&) = delete;

    int dimension() const { return m_dimension; }
    const AnnParameters& parameters() const { return m_parameters; }
    /// Vectors stored and not deleted.
    qsizetype size() const;
    /// Vectors marked deleted that still take space in the graph.
    qsizetype deleted() const;
    bool contains(qint64 id) const;
    /// Sets ef, the candidates a search keeps (at least k are kept whatever it is).
    void setSearchBreadth(int breadth);

    /// Stores or replaces id's unit vector (dimension() floats).
    void add(qint64 id, const float* unit);
    /// Marks id deleted; false when it was not stored.
    bool remove(qint64 id);

    /// About the k nearest live vectors, best first (ties by smaller id).
    std::vector<VectorMatch> nearest(const float* unit, size_t k) const;
    /// Calls visit for every live vector, in storage order.
    void forEach(const std::function<void(qint64 id, const float* unit)>& visit) const;

    /// The graph with its vectors, as read() reads it back.
    void write(BlockWriter& out) const;
    /// Reads a graph written by write(); nullptr when the bytes do not describe a sound graph of
    /// this dimension (every count, link and level is checked before hnswlib sees it).
    static std::unique_ptr<AnnIndex> read(BlockReader& in, int dimension, const AnnParameters& parameters);

private:
    using Graph = hnswlib::HierarchicalNSW<float>;
    const float* row(size_t internalId) const;

    int m_dimension;
    AnnParameters m_parameters;
    std::unique_ptr<hnswlib::SpaceInterface<float>> m_space; ///< UnitDotSpace (AnnIndex.cpp)
    std::unique_ptr<Graph> m_graph;
};

} // namespace lmars::dense
