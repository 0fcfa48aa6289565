// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryIndexer.h"

#include "library/LibraryLog.h"
#include "library/LibraryWatcher.h"

#include <QDir>
#include <QElapsedTimer>

namespace lmars::library {

LibraryIndexer::LibraryIndexer(QString databasePath, QString folder, store::LibraryTokenizer tokenizer, QObject* parent)
    : QObject(parent), m_databasePath(std::move(databasePath)), m_folder(QDir(folder).absolutePath()),
      m_tokenizer(tokenizer)
{
    qRegisterMetaType<lmars::library::SyncProgress>();
    qRegisterMetaType<lmars::library::SyncSummary>();
    qRegisterMetaType<lmars::library::VectorBuildProgress>();
    m_thread.setObjectName(QStringLiteral("library-indexer"));
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.start(QThread::LowPriority);
}

LibraryIndexer::~LibraryIndexer()
{
    m_shutdown.cancel();
    cancelCurrent();
    m_thread.quit();
    m_thread.wait();
    m_store.reset();
}

void LibraryIndexer::sync()
{
    // Mark the pass first, then cancel: a vector build that takes its token between the two sees the
    // mark and does not start (runVectors checks m_pending after taking its token under the same mutex).
    const bool queued = m_pending.exchange(true);
    {
        const QMutexLocker lock(&m_cancelMutex);
        m_vectorCancel.cancel(); // text first: the vectors go on after the pass
    }
    if (queued)
        return; // a pass is already queued and will see this change too
    QMetaObject::invokeMethod(
        m_context, [this]() { runPass(); }, Qt::QueuedConnection);
}

void LibraryIndexer::setWatching(bool on, int debounceMs)
{
    if (!on) {
        delete m_watcher;
        m_watcher = nullptr;
        return;
    }
    if (!m_watcher) {
        m_watcher = new LibraryWatcher(this);
        connect(m_watcher, &LibraryWatcher::changed, this, &LibraryIndexer::sync);
    }
    m_watcher->setDebounceMs(debounceMs);
    QDir().mkpath(m_folder);
    m_watcher->watch(m_folder);
}

void LibraryIndexer::cancelCurrent()
{
    const QMutexLocker lock(&m_cancelMutex);
    m_cancel.cancel();
    m_vectorCancel.cancel();
}

void LibraryIndexer::setVectors(std::optional<VectorBuildOptions> options)
{
    const QMutexLocker lock(&m_cancelMutex);
    m_vectors = std::move(options);
    if (!m_vectors)
        m_vectorCancel.cancel();
}

void LibraryIndexer::buildVectors()
{
    if (m_vectorsQueued.exchange(true))
        return;
    QMetaObject::invokeMethod(
        m_context,
        [this]() {
            m_vectorsQueued.store(false);
            if (!m_pending.load()) // else the pass that is queued builds them after it
                runVectors();
        },
        Qt::QueuedConnection);
}

store::LibraryStore* LibraryIndexer::openStore()
{
    if (!m_store) {
        auto opened = store::LibraryStore::open(m_databasePath, m_tokenizer);
        if (!opened) {
            Q_EMIT failed(opened.error().toString());
            return nullptr;
        }
        m_store = std::move(opened.value());
    }
    return m_store.get();
}

Result<void> LibraryIndexer::upgradeIndex()
{
    auto pending = m_store->indexUpgradePending();
    if (!pending || !pending.value())
        return pending ? Result<void>() : Result<void>(pending.error());
    Q_EMIT rebuildingIndex();
    QElapsedTimer timer;
    timer.start();
    auto upgraded = m_store->upgradeIndex();
    if (upgraded)
        qCInfo(lcLibrary) << "rebuilt the library index in" << timer.elapsed() << "ms";
    return upgraded;
}

void LibraryIndexer::runVectors()
{
    std::optional<VectorBuildOptions> options;
    CancelToken cancel;
    {
        const QMutexLocker lock(&m_cancelMutex);
        options = m_vectors;
        m_vectorCancel = cancel;
    }
    if (!options || m_shutdown.isCancelled() || m_pending.load() || !openStore())
        return;
    m_buildingVectors.store(true);
    VectorBuildProgress last;
    auto built = VectorBuilder::run(*m_store, *options, cancel, [&](const VectorBuildProgress& p) {
        last = p;
        Q_EMIT vectorsProgress(p);
    });
    m_buildingVectors.store(false);
    if (built) {
        Q_EMIT vectorsFinished(built.value(), false, {});
    } else if (built.error().kind == ErrorKind::Cancelled) {
        Q_EMIT vectorsFinished(last, true, {});
    } else {
        qCWarning(lcLibrary) << "building the library's vectors failed:" << built.error().toString();
        Q_EMIT vectorsFinished(last, false, built.error().toString());
    }
}

void LibraryIndexer::runPass()
{
    m_pending.store(false);
    if (m_shutdown.isCancelled())
        return;
    m_busy.store(true);
    CancelToken cancel;
    {
        const QMutexLocker lock(&m_cancelMutex);
        m_cancel = cancel;
    }
    Q_EMIT started();
    if (!openStore()) {
        m_busy.store(false);
        return;
    }
    if (auto upgraded = upgradeIndex(); !upgraded) {
        m_busy.store(false);
        qCWarning(lcLibrary) << "rebuilding the library index failed:" << upgraded.error().toString();
        Q_EMIT failed(upgraded.error().toString());
        return;
    }
    LibrarySync sync(m_store.get());
    {
        QMutexLocker lock(&m_cancelMutex);
        if (m_limits)
            sync.setParseLimits(*m_limits);
    }
    sync.setProgressCallback([this](const SyncProgress& p) { Q_EMIT progress(p); });
    sync.setErrorCallback([this](const QString& path, const QString& message) { Q_EMIT fileFailed(path, message); });
    auto summary = sync.syncFolder(m_folder, cancel);
    m_busy.store(false);
    if (!summary) {
        qCWarning(lcLibrary) << "sync failed:" << summary.error().toString();
        Q_EMIT failed(summary.error().toString());
        return;
    }
    Q_EMIT finished(summary.value());
    runVectors(); // after the text is committed; not when another pass is queued (it builds them after it)
}

void LibraryIndexer::setParseLimits(const parse::ParseLimits& limits)
{
    QMutexLocker lock(&m_cancelMutex);
    m_limits = limits;
}

} // namespace lmars::library
