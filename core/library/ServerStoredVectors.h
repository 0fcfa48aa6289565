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

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_set>
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
 * missing ones; a search that meets a chunk deleted since drops its vector at once (forget()).
 *
 * A search never builds a graph (as StoredVectors): a matter's vectors are searched exactly until its
 * approximate index (HNSW) exists; a refresh that finds a matter's exact vectors reach the approximate
 * size (VectorIndex::wantsApproximate, or setApproximateFrom()) freezes them and a thread of this
 * process builds the graph from them (or extends the matter's graph, once the vectors written after it
 * reach a twentieth of it, at least 1,000), one build at a time, without the lock searches share;
 * meanwhile searches scan the frozen vectors exactly, and ids that go are filtered until the new graph
 * is put in. A matter's graph (or, without one, its exact vectors after a refresh that added a tenth
 * or more of them) is kept in a file of the user's cache folder, so a new process does not read every
 * vector and build the graph again. A matter no longer visible is dropped, from memory and from the
 * cache folder, before the search (a build still running for it is discarded and writes no file), so
 * a new wall takes effect at the next search. A chunk deleted after the refresh may still be among the
 * nearest: the search reads every chunk it shows under row-level security, and a deleted one is not
 * there. Thread-safe.
 */
class ServerStoredVectors final : public store::DenseSearch
{
public:
    /// The cache of one server (its display name, without password), user and model; its files go
    /// under cacheDir (empty: the application's cache location).
    static std::shared_ptr<ServerStoredVectors> of(const QString& server, const QString& user, const QString& model,
                                                   const QString& cacheDir = {});
    /// Stops a build in progress (what it built is dropped) and waits for its thread.
    ~ServerStoredVectors() override;

    /// How a matter's graph build runs off the search's thread; the default starts a thread of this
    /// process (a test may run the build itself when it chooses).
    using BuildRunner = std::function<void(std::function<void()> build)>;
    void setBuildRunner(BuildRunner runner);
    /// A matter's approximate index is built from this many vectors (0: VectorIndex::wantsApproximate).
    void setApproximateFrom(qsizetype vectors);

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
    /// Of those, the vectors searched through an approximate index (0: every one searched exactly).
    qsizetype approximateSize() const;
    /// True while a graph build waits to run or runs.
    bool building() const;
    /// Waits until no graph build runs (with the default runner).
    void waitForBuild();
    /// The folder of this cache's files.
    QString folder() const { return m_folder; }

private:
    struct Matter
    {
        qint64 seq = 0;                            ///< the last row loaded
        qint64 saved = 0;                          ///< vectors in the file when last written
        QElapsedTimer counted;                     ///< since the rows were last counted (to find those that went)
        std::shared_ptr<dense::VectorIndex> graph; ///< approximate, built off the search's thread (or none)
        std::shared_ptr<const dense::VectorIndex> frozen; ///< exact, being built into the next graph
        std::shared_ptr<dense::VectorIndex> exact;        ///< exactOnly: every vector neither in graph nor frozen
        std::unordered_set<qint64> dropped;               ///< ids gone from graph or frozen while a build reads them
        bool building = false;
        std::atomic<bool> gone{false}; ///< no longer cached (walled, another model): a build's result is dropped

        qsizetype held() const;
        QList<qint64> ids() const;
        void remove(qint64 id);
    };
    Result<void> refreshMatter(store::PgConnection& db, qint64 matterId, qint64 newest, Matter& matter);
    /// How often a matter's rows are counted to find the vectors of deleted chunks (a search that
    /// meets one drops it at once: forget()).
    static constexpr qint64 kRecountMs = 60'000;
    /// The matter's index from its file, if one is there and whole.
    void loadFile(qint64 matterId, Matter& matter) const;
    /// Writes index (covering the rows up to seq) as the matter's file (m_fileMutex held); false when it cannot.
    bool saveFile(qint64 matterId, const dense::VectorIndex& index, qint64 seq) const;
    QString filePath(qint64 matterId, const char* suffix) const;
    /// Starts building the matter's graph when it wants one and no build runs (m_mutex held).
    void startBuild(qint64 matterId, const std::shared_ptr<Matter>& matter);
    /// The build itself: the graph from frozen (and the former graph), filed, then put in.
    void build(qint64 matterId, const std::shared_ptr<Matter>& matter,
               const std::shared_ptr<const dense::VectorIndex>& frozen,
               const std::shared_ptr<const dense::VectorIndex>& former, qint64 covers);

    QString m_model;
    QString m_folder;
    mutable std::mutex m_mutex;
    qint64 m_modelId = 0;
    QHash<qint64, std::shared_ptr<Matter>> m_matters;
    QList<qint64> m_searched; ///< the matters of the last refresh
    std::shared_ptr<dense::TextEmbedder> m_embedder;
    qsizetype m_approximateFrom = 0;
    BuildRunner m_runner;
    bool m_building = false; ///< a build waits or runs (one at a time)
    std::condition_variable m_built;
    std::atomic<bool> m_stop{false};
    std::thread m_thread;           ///< the default runner's thread
    mutable std::mutex m_fileMutex; ///< a build's file against the removal of a matter's files (after m_mutex)
};

} // namespace lmars::library
