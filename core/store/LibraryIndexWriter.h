// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/Statement.h"

#include <QByteArray>
#include <QCoreApplication>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace lmars::store {

class Database;

/**
 * Writes the library's FTS5 index, which lives in a file of its own (see LibraryStore), through
 * a connection of its own. Operations run in the order given: at once on the calling thread, or,
 * for bulk loads, on a worker thread while the caller goes on writing chunks to the main file.
 * commit() waits for every operation, records the batch number in the index file in the same
 * transaction and commits.
 */
class LibraryIndexWriter final
{
    Q_DECLARE_TR_FUNCTIONS(LibraryIndexWriter)

public:
    explicit LibraryIndexWriter(std::unique_ptr<Database> db);
    ~LibraryIndexWriter(); ///< rolls back an open transaction
    LibraryIndexWriter(const LibraryIndexWriter&) = delete;
    LibraryIndexWriter& operator=(const LibraryIndexWriter&) = delete;

    Database& database() { return *m_db; }

    /// BEGIN IMMEDIATE on the index file. background: later operations run on a worker thread.
    Result<void> begin(bool background);
    bool isOpen() const { return m_open; }

    /// Adds a row (values as the index should see them, UTF-8).
    void insert(qint64 rowid, QByteArray title, QByteArray heading, QByteArray body);
    /// Forgets a row: a contentless index needs the values it indexed for it.
    void remove(qint64 rowid, QByteArray title, QByteArray heading, QByteArray body);

    /// The first error of an operation applied so far, without waiting for the others.
    Result<void> check();
    /// Applies every operation, records batch as the last committed one, and commits.
    Result<void> commit(qint64 batch);
    void rollback(); ///< operations not applied yet are dropped

    /// The number recorded by the last commit (0 for a new index).
    Result<qint64> committedBatch();
    /// A value of the index file's own key-value table. meta() and setMeta() use the connection on
    /// the calling thread: in background mode only before the first operation.
    Result<QString> meta(const QString& key);
    Result<void> setMeta(const QString& key, const QString& value);

    /// Most bytes of text waiting for the worker before insert() and remove() wait.
    static constexpr qint64 kQueuedBytes = 16 * 1024 * 1024;

private:
    struct Operation
    {
        bool remove = false;
        qint64 rowid = 0;
        QByteArray title;
        QByteArray heading;
        QByteArray body;
    };

    void add(Operation op);
    void hand();                             ///< moves the caller's pending operations to the worker's queue
    void run();                              ///< the worker
    Result<void> apply(const Operation& op); ///< on whichever thread holds the connection
    Result<void> finish();                   ///< stops the worker once its queue is empty; the first error, if any

    std::unique_ptr<Database> m_db;
    Statement m_insert; ///< prepared on first use
    Statement m_remove;
    bool m_open = false;
    bool m_background = false;
    std::optional<Error> m_error; ///< the first failed operation (inline mode, or from the worker)

    std::vector<Operation> m_pending; ///< caller side, handed over in slices
    qint64 m_pendingBytes = 0;

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<Operation> m_queue;
    qint64 m_queuedBytes = 0;
    bool m_stopping = false;
    std::thread m_thread;
};

} // namespace lmars::store
