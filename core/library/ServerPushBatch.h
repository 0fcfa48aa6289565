// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "library/ServerDocumentWriter.h"

#include <QList>

#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <vector>

namespace lmars::store {
class ServerLibrary;
}

namespace lmars::library {

struct ServerPushSummary;

/**
 * The documents of a push gathered into batches that go to the server in one transaction each
 * (ServerLibrary::putDocuments): a batch is sent when it holds its chunk limit (kChunks unless
 * given) or kBytes bytes of text, and by flush(). A full batch is sent on a thread of its own while
 * the caller reads and parses the next documents, so that parsing and the server's work overlap.
 * With a second writer (addWriter(), a library on another connection of the same user) two batches
 * are in flight at once, each its own transaction on its own connection: the server makes one's
 * tsvectors, rows and index entries while the other counts its statistics (the statistics trigger
 * serialises the two on the matter's row, so the counts stay exact). A writer's connection belongs
 * to its thread until its batch is done (the caller does not use it between add() and flush()).
 * Batches are collected in the order they were sent; a batch that fails reports its error from
 * the next add() or flush(), and the other batch in flight commits or fails whole before that
 * returns (nothing half-written: each batch is one transaction; a resumed push skips what
 * committed). Counts what was added and what the matter held already in the summary, as each
 * batch completes.
 */
class ServerPushBatch final
{
public:
    /// Chunks a batch holds before it is sent: the statistics of that many chunks are counted by
    /// one statement (fewer distinct terms per chunk to update), the memory stays small.
    static constexpr int kChunks = 4000;
    /// Bytes of chunk text a batch holds at most (a few very long documents).
    static constexpr qint64 kBytes = 16 * 1024 * 1024;

    ServerPushBatch(store::ServerLibrary& library, qint64 matterId, ServerPushSummary& summary,
                    int chunkLimit = kChunks)
        : m_matterId(matterId), m_summary(summary), m_chunkLimit(chunkLimit)
    {
        addWriter(library);
    }
    /// Waits for the batches in flight (each commits or fails as it would have).
    ~ServerPushBatch();
    ServerPushBatch(const ServerPushBatch&) = delete;
    ServerPushBatch& operator=(const ServerPushBatch&) = delete;

    /// A further library (on a connection of its own) that sends batches while another is in
    /// flight; it must outlive this object.
    void addWriter(store::ServerLibrary& library);
    /// Opens a further writer when a full batch finds every writer busy (a push of one batch
    /// never opens one), up to writers in all; returns null when it cannot (then no more are tried).
    using WriterFactory = std::function<store::ServerLibrary*()>;
    void setWriterFactory(WriterFactory factory, int writers)
    {
        m_factory = std::move(factory);
        m_maxWriters = writers;
    }

    /// Adds a document; starts sending the batch when it is full.
    Result<void> add(const store::LibraryDocument& document, const QList<store::LibraryChunk>& chunks);
    /// Sends what the batch holds and waits until every batch is on the server.
    Result<void> flush();

private:
    /// One connection's batch in flight.
    struct Writer
    {
        store::ServerLibrary* library = nullptr;
        QList<store::ServerNewDocument> sending;
        std::future<Result<QList<store::ServerPutResult>>> inFlight;
    };

    /// Starts sending the gathered documents on a free writer (first collecting the oldest batch
    /// in flight when every writer is busy).
    Result<void> send();
    /// Waits for the oldest batch in flight (if any) and counts what it did.
    Result<void> collectOldest();
    /// Waits for every batch in flight, the oldest first; the first error, after all are done.
    Result<void> collectAll();
    /// Waits for a writer's batch and counts it.
    Result<void> collect(Writer& writer);

    qint64 m_matterId;
    ServerPushSummary& m_summary;
    int m_chunkLimit;
    QList<store::ServerNewDocument> m_documents;
    int m_chunks = 0;
    qint64 m_bytes = 0;
    std::vector<std::unique_ptr<Writer>> m_writers;
    std::deque<Writer*> m_order; ///< writers with a batch in flight, the oldest first
    WriterFactory m_factory;
    int m_maxWriters = 0;
};

} // namespace lmars::library
