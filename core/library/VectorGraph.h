// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "dense/VectorIndex.h"
#include "library/VectorStore.h"

#include <QCoreApplication>

#include <optional>

namespace lmars::store {
class Database;
}

namespace lmars::library {

/// What the stored approximate index holds: the writes it covers and the deletions it has seen.
struct VectorGraphInfo
{
    qint64 coversSeq = 0; ///< every vector written up to this seq (VectorStore) is in it or deleted
    qint64 vectors = 0;   ///< live vectors in it when saved
    qint64 deletions = 0; ///< VectorStore::deletions() when it was saved: ids deleted after are still in it
    qint64 bytes = 0;
};

/// When and how VectorGraph::update builds.
struct VectorGraphOptions
{
    dense::AnnParameters parameters;
    /// An approximate index from this many vectors; 0: VectorIndex::wantsApproximate (20M floats).
    qint64 approximateFrom = 0;
    /// A stored index is left as it is while the writes after it and the deletions since are each
    /// fewer than this or a twentieth of it: searches scan those exactly and filter those.
    qint64 minimumSlack = 1000;
    /// While building, the index is also saved after every so many vectors, so a killed build resumes there.
    qint64 checkpoint = 250000;
};

/// A stored approximate index, loaded.
struct LoadedVectorGraph
{
    dense::VectorIndex index;
    VectorGraphInfo info;
};

/// What VectorGraph::update did.
enum class VectorGraphUpdate
{
    NotNeeded, ///< too few vectors for an approximate index (a stored one was dropped)
    Current,   ///< the stored index already covered every write and deletion
    Extended,  ///< the stored index was loaded, brought up to date and saved
    Built,     ///< built from every vector (none stored, or it was refused) and saved
    Stopped    ///< cancelled: what was built so far (whole writes) was saved
};

/**
 * The active model's approximate index (VectorIndex in its HNSW form) kept in the library file
 * (library schema 9: vector_graphs, vector_graph_parts), so that a search loads it instead of building it.
 * Built or extended only by the background VectorBuilder (update()), in the vectors' own write
 * order: it covers every write up to a seq, and a search adds the later ones by exact scan. Saved
 * whole in one transaction (a killed build leaves the former index or the new one); a stored index
 * that does not load (damaged bytes, another dimension) is refused with a log line, searches run
 * exactly, and the next update() builds it again. Works on a LibraryStore's connection.
 */
class VectorGraph final
{
    Q_DECLARE_TR_FUNCTIONS(VectorGraph)

public:
    /// What is stored for the model; nullopt when nothing is.
    static Result<std::optional<VectorGraphInfo>> stored(store::Database& db, qint64 modelId);
    /// The stored index of the model; nullopt when none is stored or it was refused (logged).
    static Result<std::optional<LoadedVectorGraph>> load(store::Database& db, const VectorModelInfo& model);
    /// Replaces the model's stored index (one transaction).
    static Result<void> save(store::Database& db, qint64 modelId, const dense::VectorIndex& index,
                             const VectorGraphInfo& info);
    static Result<void> drop(store::Database& db, qint64 modelId);

    /// Brings the model's stored index up to date with its vectors: nothing below the approximate
    /// size, else the stored index extended by the writes after it and cleared of deleted ids (unless
    /// they are within options.minimumSlack), or built anew. Cancellable between writes (what is
    /// built so far is saved, unless it is less than a fifth of options.checkpoint).
    static Result<VectorGraphUpdate> update(store::Database& db, const VectorModelInfo& model,
                                            const CancelToken& cancel = {}, const VectorGraphOptions& options = {});
};

} // namespace lmars::library
