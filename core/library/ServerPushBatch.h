// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "library/ServerDocumentWriter.h"

#include <QList>

#include <future>

namespace lmars::store {
class ServerLibrary;
}

namespace lmars::library {

struct ServerPushSummary;

/**
 * The documents of a push gathered into batches that go to the server in one transaction each
 * (ServerLibrary::putDocuments): a batch is sent when it holds its chunk limit (kChunks unless
 * given) or kBytes bytes of text, and by flush(). A full batch is sent on a thread of its own while
 * the caller reads and parses the next documents, one batch in flight at a time, so that parsing
 * and the server's work overlap; the library's connection belongs to that thread until the batch
 * is done (the caller does not use it between add() and flush()). A batch that fails reports its
 * error from the next add() or flush(). Counts what was added and what the matter held already in
 * the summary, as each batch completes.
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
        : m_library(library), m_matterId(matterId), m_summary(summary), m_chunkLimit(chunkLimit)
    {}
    /// Waits for a batch in flight (it commits or fails as it would have).
    ~ServerPushBatch();
    ServerPushBatch(const ServerPushBatch&) = delete;
    ServerPushBatch& operator=(const ServerPushBatch&) = delete;

    /// Adds a document; starts sending the batch when it is full.
    Result<void> add(const store::LibraryDocument& document, const QList<store::LibraryChunk>& chunks);
    /// Sends what the batch holds and waits until every batch is on the server.
    Result<void> flush();

private:
    /// Waits for the batch in flight, counts it, then starts sending the gathered documents.
    Result<void> send();
    /// Waits for the batch in flight (if any) and counts what it did.
    Result<void> collect();

    store::ServerLibrary& m_library;
    qint64 m_matterId;
    ServerPushSummary& m_summary;
    int m_chunkLimit;
    QList<store::ServerNewDocument> m_documents;
    int m_chunks = 0;
    qint64 m_bytes = 0;
    QList<store::ServerNewDocument> m_sending; ///< the batch in flight
    std::future<Result<QList<store::ServerPutResult>>> m_inFlight;
};

} // namespace lmars::library
