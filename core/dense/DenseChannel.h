// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dense/DenseModel.h"
#include "dense/VectorIndex.h"

#include <QList>
#include <QString>
#include <QtGlobal>

#include <string>
#include <utility>
#include <vector>

namespace lmars::dense {

/// A chunk's id and its index terms (LibraryTerms), as the dense channel learns and embeds them.
using ChunkTerms = std::pair<qint64, std::vector<std::string>>;

/**
 * The library's dense channel: a model (DenseModel) and the vectors of the chunks it embedded
 * (VectorIndex: exact cosine, approximate for large libraries). Ready when it has a model and at
 * least one vector; a library is searchable by words before that.
 */
class DenseChannel final
{
public:
    DenseChannel() = default;
    DenseChannel(DenseModel model, VectorIndex vectors);

    /// Learns a model from the chunks and embeds every one of them.
    static DenseChannel build(const std::vector<ChunkTerms>& chunks, const DenseTraining& training);

    bool ready() const { return m_model.dimension() > 0 && m_vectors.size() > 0; }
    const DenseModel& model() const { return m_model; }
    const VectorIndex& vectors() const { return m_vectors; }

    /// Embeds (or re-embeds) a chunk; false when none of its terms is in the model (it has no vector then).
    bool embed(qint64 chunkId, const std::vector<std::string>& terms);
    void remove(qint64 chunkId) { m_vectors.remove(chunkId); }

    /// The ids of the k chunks nearest the query's terms, best first (empty when it has no known term).
    QList<qint64> nearest(const std::vector<std::string>& queryTerms, int k) const;

private:
    DenseModel m_model;
    VectorIndex m_vectors;
};

} // namespace lmars::dense
