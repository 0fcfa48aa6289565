// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dense/TextEmbedder.h"
#include "dense/VectorIndex.h"
#include "library/DenseSearch.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <mutex>

namespace lmars::store {
class LibraryStore;
}

namespace lmars::library {

/**
 * A library file's stored vectors in memory, for its dense channel: one instance per file and
 * process (of()), shared by every connection and thread, loaded from the file (VectorStore) on the
 * first search and brought up to date on each refresh() by reading only what was written since
 * (everything again when the active model changed or vectors were deleted). Queries are embedded by
 * the active model's embedder (the library's LSA model, or the provider's when its model id is the
 * active one). A chunk deleted since the last refresh may still be among the nearest: the searcher
 * reads every chunk it shows, and a deleted one is not there. Thread-safe.
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

private:
    mutable std::mutex m_mutex;
    qint64 m_modelId = 0;
    QString m_modelName;
    qint64 m_seq = 0;  ///< the last write loaded
    qint64 m_rows = 0; ///< the model's rows in the file when last refreshed
    std::shared_ptr<dense::TextEmbedder> m_embedder;
    bool m_fromProvider = false; ///< m_embedder is the provider's given to refresh()
    std::unique_ptr<dense::VectorIndex> m_index;
};

} // namespace lmars::library
