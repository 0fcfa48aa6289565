// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dense/TextEmbedder.h"
#include "dense/VectorIndex.h"
#include "library/DenseSearch.h"
#include "library/VectorStore.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <mutex>
#include <shared_mutex>
#include <unordered_set>

namespace lmars::store {
class LibraryStore;
}

namespace lmars::library {

/**
 * A library file's stored vectors in memory, for its dense channel: one instance per file and
 * process (of()), shared by every connection and thread. The first refresh() loads the stored
 * approximate index (VectorGraph; never builds one: VectorBuilder does, in the background) and
 * reads the vectors written after the writes it covers into an exact index; each later refresh()
 * reads only what was written since. While no approximate index is stored, every vector is in the
 * exact one. Deleted ids the approximate index still holds are found (when the deletion counter
 * moved) and never returned; a chunk deleted after the last refresh may still be among the
 * nearest, but the searcher reads every chunk it shows, and a deleted one is not there. Queries are
 * embedded by the active model's embedder (the library's LSA model, or the provider's when its
 * model id is the active one). Thread-safe: searches share a read lock; a refresh does its reading
 * outside it and takes the write lock only to put in what it read; a search arriving while another
 * refreshes searches what is loaded instead of waiting.
 */
class StoredVectors final : public store::DenseSearch
{
    Q_DECLARE_TR_FUNCTIONS(StoredVectors)

public:
    /// The vectors of the library file at path.
    static std::shared_ptr<StoredVectors> of(const QString& libraryPath);

    /// Loads what the file holds that this does not (store: a connection to that file, on this thread).
    Result<void> refresh(store::LibraryStore& store, const std::shared_ptr<dense::TextEmbedder>& provider);

    bool ready() const override;
    Result<QList<qint64>> nearest(const QString& text, int k, const CancelToken& cancel) const override;

    /// The active model's id; empty when no vectors are loaded.
    QString modelName() const;
    qsizetype size() const;
    /// Vectors searched through the stored approximate index (0: none loaded, all searched exactly).
    qsizetype approximateSize() const;

private:
    /// One model's vectors as loaded: the stored approximate index, if any, and the rest exactly.
    struct Loaded
    {
        qint64 modelId = 0;
        QString modelName;
        std::shared_ptr<dense::TextEmbedder> embedder;
        bool fromProvider = false; ///< embedder is the provider's given to refresh()
        std::unique_ptr<dense::VectorIndex> graph;
        qint64 graphCovers = 0;                   ///< the last write in graph
        std::unique_ptr<dense::VectorIndex> tail; ///< exact: the vectors written after graphCovers
        std::unordered_set<qint64> dead;          ///< ids in graph whose vectors were deleted
        qint64 seq = 0;                           ///< the last write loaded
        qint64 deletions = 0;                     ///< the deletion counter dead reflects
    };
    Result<std::unique_ptr<Loaded>> loadModel(store::LibraryStore& store, const VectorModelInfo& model,
                                              const std::shared_ptr<dense::TextEmbedder>& provider);
    /// Reads into loaded what was deleted and written since it was read; shared: loaded is m_loaded
    /// (searches read it), so the changes are put in under the write lock.
    Result<void> catchUp(store::LibraryStore& store, Loaded& loaded, bool shared);

    mutable std::shared_mutex m_mutex; ///< guards m_loaded's contents for searches
    std::mutex m_refreshMutex;         ///< one refresh at a time
    std::unique_ptr<Loaded> m_loaded;
};

} // namespace lmars::library
