// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/LibraryBackend.h"
#include "library/ServerLibrary.h"

#include "dense/TextEmbedder.h"

#include <QCoreApplication>

#include <memory>
#include <optional>

namespace lmars::library {
class ServerStoredVectors;
}

namespace lmars::store {

class PgConnection;
class ReadReplicas;
class ServerLink;

/**
 * The library on the firm server as a LibraryBackend: ServerLibrary's ranked chunks merged into
 * passages as the embedded library merges them (PassageMerger), matters by name. Every document
 * on the server belongs to a matter, so "No matter" holds nothing there and a document put without
 * a matter is refused with a message saying to choose one. When the server cannot be reached,
 * every call fails with the reason (ErrorKind::Network or the server's refusal), quickly: the link
 * tries to connect again at most every ServerLink::kRetryMs. With LibraryQuery::dense and an
 * embedder whose vectors the server holds for the matters searched (ServerVectorBuilder), the
 * dense channel (ServerStoredVectors) is fused with the exact tier and BM25 by the same code as the
 * embedded library's (ChannelFusion). Not thread-safe: one per thread.
 */
class ServerLibraryBackend final : public LibraryBackend
{
    Q_DECLARE_TR_FUNCTIONS(ServerLibraryBackend)

public:
    /// replicas: hot standbys that serve searches when fit (null: the primary serves everything);
    /// embedder: the provider's embedder whose vectors the dense channel searches (null: words only).
    explicit ServerLibraryBackend(std::shared_ptr<ServerLink> link, std::shared_ptr<ReadReplicas> replicas = {},
                                  std::shared_ptr<dense::TextEmbedder> embedder = {});
    ~ServerLibraryBackend() override;

    BackendKind kind() const override { return BackendKind::Server; }
    Result<QList<LibraryHit>> search(const LibraryQuery& query, const CancelToken& cancel = {}) override;
    Result<QList<LibraryChunkHit>> chunks(qint64 documentId, int first, int last) override;
    Result<std::optional<LibraryDocument>> document(const QString& path) override;
    Result<QList<LibraryDocument>> documents(const LibraryDocumentFilter& filter = {}) override;
    Result<qint64> putDocument(const LibraryDocument& doc, const QList<LibraryChunk>& chunks) override;
    Result<bool> removeDocument(const QString& path) override;
    Result<bool> setValidity(const QString& path, const QString& from, const QString& to) override;
    Result<LibraryStats> stats() override;
    Result<QStringList> matters() override;
    QString lastSearchNote() const override { return m_lastSearchNote; }
    /// The vectors of the configured embedder's model over the matters the user may see (none
    /// without an embedder: the server's vectors come from a provider).
    Result<std::optional<library::VectorCounts>> vectors() override;

    /// The server's id of a matter the user may use, by name; a clear error for "" or an unknown name.
    Result<qint64> matterId(const QString& name);
    /// The open connection (connecting when needed), for bulk indexing (ServerPush).
    Result<PgConnection*> connection();

private:
    /// The server library on the current connection (opened again after a reconnect).
    Result<ServerLibrary*> library();
    /// Notes err on the link (a lost connection is dropped) and returns it.
    Error failed(const Error& err);
    /// The dense channel over the vectors of the matters the query covers (null, with the reason in
    /// the search note, when there is none to search).
    Result<std::shared_ptr<library::ServerStoredVectors>> denseChannel(qint64 matterId);
    /// The exact tier, the dense channel and BM25 fused (ChannelFusion), as the embedded library does.
    Result<QList<LibraryHit>> fusedSearch(const LibraryQuery& query, ServerSearchQuery serverQuery,
                                          library::ServerStoredVectors& vectors, const CancelToken& cancel);
    /// Fills each hit's matter from its document.
    Result<void> nameMatters(QList<LibraryHit>& hits);

    std::shared_ptr<ServerLink> m_link;
    std::shared_ptr<ReadReplicas> m_replicas;
    std::shared_ptr<dense::TextEmbedder> m_embedder;
    std::optional<ServerLibrary> m_library;
    PgConnection* m_libraryConnection = nullptr;
    QString m_lastSearchNote;
};

} // namespace lmars::store
