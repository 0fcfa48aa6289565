// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "library/Chunker.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <functional>

namespace lmars::store {
class LibraryStore;
class PgConnection;
class SessionStore;
} // namespace lmars::store

namespace lmars::library {

struct ServerPushSummary
{
    int files = 0;      ///< files (or local documents, or sessions) considered
    int added = 0;      ///< written to the server
    int duplicates = 0; ///< the matter already held the same content (or session)
    int failed = 0;     ///< could not be read or parsed (reported through the error callback)
    qint64 bytes = 0;   ///< bytes of the files added
};

/**
 * Puts documents into a matter of the firm server: files and folders parsed and chunked here with
 * the same parsers and chunker as the embedded library, or the embedded library's documents as
 * they are indexed, or the local session history. Documents go in batches (ServerPushBatch), each
 * batch one transaction (see ServerLibrary::putDocuments), so a push that is interrupted (killed,
 * or its connection dropped) leaves whole batches only and resumes by skipping what the matter
 * already holds. Batches go over kWriters connections at once (ServerPushBatch::addWriter).
 */
class ServerPushBatch;

class ServerPush final
{
    Q_DECLARE_TR_FUNCTIONS(ServerPush)

public:
    using ProgressCallback = std::function<void(const QString& path, int done, int total)>;
    using ErrorCallback = std::function<void(const QString& path, const QString& message)>;

    ServerPush(store::PgConnection& db, qint64 matterId, Chunker chunker = Chunker());

    void setProgressCallback(ProgressCallback callback) { m_progress = std::move(callback); }
    void setErrorCallback(ErrorCallback callback) { m_error = std::move(callback); }
    /// Chunks a transaction holds (ServerPushBatch::kChunks unless set; at least 1).
    void setBatchChunks(int chunks) { m_batchChunks = std::max(1, chunks); }
    /// Connections that write batches at once (kWriters unless set; 1 to 4).
    void setWriters(int writers) { m_writers = std::clamp(writers, 1, 4); }

    /// Writer connections of a push: the server makes one batch's rows while another counts its
    /// statistics (docs/benchmarks.md, issue 31).
    static constexpr int kWriters = 2;

    /// Files and folders (recursively, supported types only).
    Result<ServerPushSummary> pushPaths(const QStringList& paths, const CancelToken& cancel = {});
    /// Every indexed document of the embedded library, with its chunks as stored.
    Result<ServerPushSummary> pushLibrary(store::LibraryStore& local, const CancelToken& cancel = {});
    /// Every session of the local history that the server does not have yet.
    Result<ServerPushSummary> pushSessions(store::SessionStore& local, const CancelToken& cancel = {});

private:
    struct ExtraWriters;
    /// Lets batch open further writer connections when it needs them; a connection that cannot
    /// be opened (the server's connection limit) leaves the push with fewer, with a warning.
    void addWriters(ServerPushBatch& batch, ExtraWriters& extra);

    store::PgConnection& m_db;
    qint64 m_matterId;
    Chunker m_chunker;
    ProgressCallback m_progress;
    ErrorCallback m_error;
    int m_batchChunks;
    int m_writers = kWriters;
};

} // namespace lmars::library
