// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"
#include "library/VectorBuilder.h"
#include "parse/ParseLimits.h"

#include <QMutex>
#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <optional>

namespace lmars::library {

class LibraryWatcher;

/**
 * Keeps a library database in line with a folder on its own worker thread. sync() queues a pass
 * (passes requested while one runs coalesce into one more); with watching on, file changes
 * trigger a pass after the watcher's debounce. Progress, per-file errors and the end of each
 * pass arrive as signals (queued to the receiver's thread). The destructor cancels and joins.
 */
class LibraryIndexer final : public QObject
{
    Q_OBJECT

public:
    LibraryIndexer(QString databasePath, QString folder,
                   store::LibraryTokenizer tokenizer = store::LibraryTokenizer::Unicode61, QObject* parent = nullptr);
    ~LibraryIndexer() override;
    LibraryIndexer(const LibraryIndexer&) = delete;
    LibraryIndexer& operator=(const LibraryIndexer&) = delete;

    QString folder() const { return m_folder; }
    QString databasePath() const { return m_databasePath; }

    /// Queues a sync pass.
    void sync();
    /// Watches the folder and syncs after each debounced burst of changes.
    void setWatching(bool on, int debounceMs = 250);
    /// Stops the running pass after its current file; queued passes still run.
    void cancelCurrent();
    bool isBusy() const { return m_busy.load(); }
    /// Size, time, memory and OCR settings (on/off, languages) of the passes that start after this.
    void setParseLimits(const parse::ParseLimits& limits);
    /// Builds the library's vectors after every pass with these options; nullopt: no vectors (and a
    /// running build stops).
    void setVectors(std::optional<VectorBuildOptions> options);
    /// Queues a vector build without a sync (when vectors were turned on); nothing when they are off.
    void buildVectors();
    bool isBuildingVectors() const { return m_buildingVectors.load(); }

Q_SIGNALS:
    void started();
    /// The pass found an index of an older format and rebuilds it first, from the stored chunks
    /// (word positions for Terms and Connectors; searches read the old one meanwhile).
    void rebuildingIndex();
    void progress(const lmars::library::SyncProgress& progress);
    void fileFailed(const QString& path, const QString& message);
    void finished(const lmars::library::SyncSummary& summary);
    void failed(const QString& message);
    /// After each batch of a vector build.
    void vectorsProgress(const lmars::library::VectorBuildProgress& progress);
    /// A vector build ended: complete (error empty), stopped for a sync (cancelled) or failed.
    void vectorsFinished(const lmars::library::VectorBuildProgress& progress, bool cancelled, const QString& error);

private:
    void runPass();
    /// Rebuilds an index of an older format (LibraryStore::upgradeIndex), saying so first.
    Result<void> upgradeIndex();
    void runVectors();
    store::LibraryStore* openStore();

    QString m_databasePath;
    QString m_folder;
    store::LibraryTokenizer m_tokenizer;
    QThread m_thread;
    QObject* m_context = nullptr;                 ///< lives on m_thread; queued work is invoked on it
    std::unique_ptr<store::LibraryStore> m_store; ///< used only on m_thread
    LibraryWatcher* m_watcher = nullptr;
    std::atomic_bool m_pending{false};
    std::atomic_bool m_busy{false};
    QMutex m_cancelMutex;
    CancelToken m_cancel;                        ///< the running pass's token, guarded by m_cancelMutex
    std::optional<parse::ParseLimits> m_limits;  ///< guarded by m_cancelMutex
    std::optional<VectorBuildOptions> m_vectors; ///< guarded by m_cancelMutex
    CancelToken m_vectorCancel;                  ///< the running vector build's, guarded by m_cancelMutex
    std::atomic_bool m_buildingVectors{false};
    std::atomic_bool m_vectorsQueued{false};
    CancelToken m_shutdown;
};

} // namespace lmars::library
