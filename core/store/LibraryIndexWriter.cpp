// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryIndexWriter.h"

#include "store/Database.h"
#include "store/LibrarySchema.h"

#include <utility>

namespace lmars::store {

namespace {

/// Operations go to the worker in slices of about this much text: one wake-up per slice, not per row.
constexpr qint64 kSliceBytes = 256 * 1024;

} // namespace

LibraryIndexWriter::LibraryIndexWriter(std::unique_ptr<Database> db) : m_db(std::move(db)) {}

LibraryIndexWriter::~LibraryIndexWriter()
{
    rollback();
}

Result<void> LibraryIndexWriter::begin(bool background)
{
    if (m_open)
        return Error(ErrorKind::Internal, tr("The library index already has a transaction open."));
    if (auto begun = m_db->begin(); !begun)
        return begun;
    m_open = true;
    m_error.reset();
    m_background = background; // the worker starts with the first slice of operations
    m_stopping = false;
    return {};
}

void LibraryIndexWriter::insert(qint64 rowid, QByteArray title, QByteArray heading, QByteArray body)
{
    add({false, rowid, std::move(title), std::move(heading), std::move(body)});
}

void LibraryIndexWriter::remove(qint64 rowid, QByteArray title, QByteArray heading, QByteArray body)
{
    add({true, rowid, std::move(title), std::move(heading), std::move(body)});
}

void LibraryIndexWriter::add(Operation op)
{
    if (!m_background) {
        if (!m_error) {
            if (auto applied = apply(op); !applied)
                m_error = applied.error();
        }
        return;
    }
    m_pendingBytes += op.title.size() + op.heading.size() + op.body.size();
    m_pending.push_back(std::move(op));
    if (m_pendingBytes >= kSliceBytes)
        hand();
}

void LibraryIndexWriter::hand()
{
    if (m_pending.empty())
        return;
    if (!m_thread.joinable())
        m_thread = std::thread([this] { run(); });
    std::unique_lock<std::mutex> lock(m_mutex);
    m_changed.wait(lock, [&] { return m_error || m_queue.empty() || m_queuedBytes < kQueuedBytes; });
    if (m_error) { // the worker stopped on an error: commit() reports it, nothing more is applied
        m_pending.clear();
        m_pendingBytes = 0;
        return;
    }
    for (Operation& op : m_pending)
        m_queue.push_back(std::move(op));
    m_queuedBytes += m_pendingBytes;
    lock.unlock();
    m_changed.notify_all();
    m_pending.clear();
    m_pendingBytes = 0;
}

void LibraryIndexWriter::run()
{
    std::vector<Operation> slice;
    while (true) {
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_changed.wait(lock, [&] { return m_stopping || !m_queue.empty(); });
            if (m_queue.empty())
                return; // stopping, and nothing left
            slice.swap(m_queue);
            m_queuedBytes = 0;
        }
        m_changed.notify_all();
        Result<void> applied;
        for (const Operation& op : slice) {
            if (applied = apply(op); !applied)
                break;
        }
        slice.clear();
        if (!applied) {
            {
                std::lock_guard<std::mutex> lock(m_mutex);
                m_error = applied.error();
                m_queue.clear();
                m_queuedBytes = 0;
            }
            m_changed.notify_all();
            return; // the caller learns of it at commit; operations handed later are dropped
        }
    }
}

Result<void> LibraryIndexWriter::apply(const Operation& op)
{
    Statement& stmt = op.remove ? m_remove : m_insert;
    if (!stmt.isValid()) {
        auto prepared = m_db->prepare(op.remove ? QStringLiteral("INSERT INTO chunks_fts(chunks_fts, rowid, title, "
                                                                 "heading, body) VALUES('delete', ?, ?, ?, ?)")
                                                : QStringLiteral("INSERT INTO chunks_fts(rowid, title, heading, body) "
                                                                 "VALUES(?, ?, ?, ?)"));
        if (!prepared)
            return prepared.error();
        stmt = std::move(prepared.value());
    }
    stmt.reset();
    stmt.bind(1, op.rowid).bindUtf8(2, op.title).bindUtf8(3, op.heading).bindUtf8(4, op.body);
    return stmt.run();
}

Result<void> LibraryIndexWriter::finish()
{
    if (m_background) {
        hand();
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_stopping = true;
        }
        m_changed.notify_all();
        if (m_thread.joinable())
            m_thread.join();
        m_background = false;
    }
    m_pending.clear();
    m_pendingBytes = 0;
    if (m_error)
        return *m_error;
    return {};
}

Result<void> LibraryIndexWriter::commit(qint64 batch)
{
    if (!m_open)
        return Error(ErrorKind::Internal, tr("The library index has no transaction open."));
    Result<void> done = finish();
    if (done)
        done = setMeta(QStringLiteral("batch"), QString::number(batch));
    if (done)
        done = m_db->commit();
    if (!done)
        (void)m_db->rollback();
    m_open = false;
    m_insert = Statement();
    m_remove = Statement();
    return done;
}

Result<void> LibraryIndexWriter::check()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_error)
        return *m_error;
    return {};
}

void LibraryIndexWriter::rollback()
{
    if (!m_open)
        return;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_queue.clear();
        m_queuedBytes = 0;
    }
    m_pending.clear();
    m_pendingBytes = 0;
    (void)finish();
    (void)m_db->rollback();
    m_open = false;
    m_insert = Statement();
    m_remove = Statement();
}

Result<QString> LibraryIndexWriter::meta(const QString& key)
{
    return LibrarySchema::meta(*m_db, QStringLiteral("index_meta"), key);
}

Result<void> LibraryIndexWriter::setMeta(const QString& key, const QString& value)
{
    return LibrarySchema::setMeta(*m_db, QStringLiteral("index_meta"), key, value);
}

Result<qint64> LibraryIndexWriter::committedBatch()
{
    auto value = meta(QStringLiteral("batch"));
    if (!value)
        return value.error();
    return value.value().toLongLong();
}

} // namespace lmars::store
