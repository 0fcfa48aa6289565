// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "dense/TextEmbedder.h"
#include "dense/VectorIndex.h"
#include "library/DenseSearch.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <mutex>
#include <utility>

namespace lmars::store {
class PgConnection;
}

namespace lmars::library {

/**
 * The firm server's vectors of one model as the client searches them (the server has no vector
 * search of its own: PostgreSQL 15 on Debian 12 has no pgvector): one dense::VectorIndex per matter,
 * so no index (and no approximate graph) mixes matters, cached for the process per (server, user,
 * model) and brought up to date by refresh() before each dense search. A refresh reads what
 * row-level security lets the user read (walls are the database's): the matters the user may see;
 * for each matter searched, one statement's counts, then only the rows written since the last
 * refresh (by the table's sequence, one index step a matter; ServerVectorStore::put commits a
 * matter's numbers in order) and, at most every kRecountMs or when the newest row went, the count,
 * then, when rows went (a deleted chunk's vector goes by the cascade), the ids alone, to drop the
 * missing ones; a search that meets a chunk deleted since drops its vector at once (forget()). A matter's index is also
 * kept in a file of the user's cache folder (written after a refresh that added a tenth or more of it), so a new
 * process does not read every vector and build the graph again. A matter no longer visible is dropped, from memory and
 * from the cache folder, before the search, so a new wall takes effect at the next search. A chunk deleted after the
 * refresh may still be among the nearest: the search reads every chunk it shows under row-level security, and a deleted
 * one is not there. Thread-safe.
 */
class ServerStoredVectors final : public store::DenseSearch
{
public:
    /// The cache of one server (its display name, without password), user and model; its files go
    /// under cacheDir (empty: the application's cache location).
    static std::shared_ptr<ServerStoredVectors> of(const QString& server, const QString& user, const QString& model,
                                                   const QString& cacheDir = {});

    /// Drops what is cached of matters the user may no longer see, loads what changed in the matters
    /// to search (0: every visible one), and makes embedder the queries' embedder.
    Result<void> refresh(store::PgConnection& db, qint64 matterId,
                         const std::shared_ptr<dense::TextEmbedder>& embedder);

    bool ready() const override;
    /// The k nearest chunks over the matters of the last refresh, best first (ties by smaller id).
    Result<QList<qint64>> nearest(const QString& text, int k, const CancelToken& cancel) const override;

    /// Drops these chunks' vectors: the search did not find the chunks (deleted since the refresh).
    void forget(const QList<qint64>& chunkIds);

    /// Vectors held for the matters of the last refresh.
    qsizetype size() const;
    /// The folder of this cache's files.
    QString folder() const { return m_folder; }

private:
    struct Matter
    {
        qint64 seq = 0;        ///< the last row loaded
        qint64 saved = 0;      ///< vectors in the file when last written
        QElapsedTimer counted; ///< since the rows were last counted (to find those that went)
        std::unique_ptr<dense::VectorIndex> index;
    };
    Result<void> refreshMatter(store::PgConnection& db, qint64 matterId, qint64 newest, Matter& matter);
    /// How often a matter's rows are counted to find the vectors of deleted chunks (a search that
    /// meets one drops it at once: forget()).
    static constexpr qint64 kRecountMs = 60'000;
    /// The matter's index from its file, if one is there and whole.
    void loadFile(qint64 matterId, Matter& matter) const;
    void saveFile(qint64 matterId, Matter& matter) const;
    QString filePath(qint64 matterId, const char* suffix) const;

    QString m_model;
    QString m_folder;
    mutable std::mutex m_mutex;
    qint64 m_modelId = 0;
    QHash<qint64, std::shared_ptr<Matter>> m_matters;
    QList<qint64> m_searched; ///< the matters of the last refresh
    std::shared_ptr<dense::TextEmbedder> m_embedder;
};

} // namespace lmars::library
