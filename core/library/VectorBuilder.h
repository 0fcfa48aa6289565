// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "dense/DenseModel.h"
#include "dense/TextEmbedder.h"
#include "library/VectorGraph.h"
#include "library/VectorStore.h"

#include <QCoreApplication>
#include <QMetaType>

#include <functional>
#include <memory>

namespace lmars::store {
class LibraryStore;
}

namespace lmars::library {

/// What makes a library's vectors and how.
struct VectorBuildOptions
{
    /// The embedder of the user's provider; null: the library's own LSA model (LsaEmbedder),
    /// trained here from the library's text.
    std::shared_ptr<dense::TextEmbedder> embedder;
    /// LSA counting CJK characters as well as bigrams: the best of the methods in docs/benchmarks.md.
    dense::DenseTraining training = withCharacters();
    int batch = 256; ///< chunks embedded and stored per transaction
    /// The LSA model is learned again when the library has grown to this many times the chunks it
    /// was learned from (and by at least kMinRetrainGrowth chunks): its vocabulary misses the new text.
    double retrainGrowth = 1.5;
    static constexpr qint64 kMinRetrainGrowth = 200;
    /// The LSA model learns from at most about this many chunks (an even sample of a larger library):
    /// the randomized SVD's dense matrices grow with the chunks (4 bytes x 266 a chunk).
    qint64 maxTrainingChunks = 50000;
    VectorGraphOptions index; ///< the stored approximate index

    static dense::DenseTraining withCharacters()
    {
        dense::DenseTraining training;
        training.cjkCharacters = true;
        return training;
    }
};

/// Where a build is: the counts, and whether every chunk is being embedded again for a new model.
struct VectorBuildProgress
{
    VectorCounts counts;
    bool reembedding = false;
    bool indexing = false; ///< building or extending the approximate index
};

/**
 * Brings a library's stored vectors (VectorStore) up to date with its chunks, after the text is
 * committed and never inside its writes: picks the model (the provider's embedder, or the
 * library's LSA model, learned now when there is none or the library grew a lot), makes it the
 * active one (a new model id drops the other model's vectors and everything is embedded again),
 * then embeds the chunks without a vector, a batch a transaction. Cancellable between batches and
 * resumable: what remains is exactly the chunks without a vector, so a killed build goes on where
 * its last batch committed. Runs on the thread that owns the store.
 */
class VectorBuilder final
{
    Q_DECLARE_TR_FUNCTIONS(VectorBuilder)

public:
    using Progress = std::function<void(const VectorBuildProgress&)>;

    /// One line for people: "Vectors: 12,000 of 12,400 passages, lsa-256-…; building…" (or complete, or
    /// embedding again, or none yet; and whether a large library's approximate index is there or
    /// searches are exact until it is), as the command line and the library panel show it.
    static QString statusText(const VectorCounts& counts, bool building = false, bool reembedding = false);
    /// Embeds what has no vector, then brings the stored approximate index up to date (VectorGraph).
    /// The counts when done (or cancelled: Cancelled). A library too small to learn a model from
    /// ends with no active model.
    static Result<VectorBuildProgress> run(store::LibraryStore& store, const VectorBuildOptions& options,
                                           const CancelToken& cancel = {}, const Progress& progress = {});

    /// The embedder the active model needs: the provider's when its model id is the active one,
    /// else the stored LSA model; null when neither (no vectors, or another provider's).
    static std::shared_ptr<dense::TextEmbedder> embedderFor(store::LibraryStore& store, const VectorModelInfo& model,
                                                            const std::shared_ptr<dense::TextEmbedder>& provider);
};

} // namespace lmars::library

Q_DECLARE_METATYPE(lmars::library::VectorBuildProgress)
