// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dense/TextEmbedder.h"
#include "library/LibraryBackend.h"

#include <QCoreApplication>

#include <memory>

namespace lmars::store {

class LibraryStore;

/**
 * The embedded library backend: the SQLite library file (LibraryStore) with its full-text
 * index, ranked by LibrarySearcher; with LibraryQuery::dense, the library's stored vectors
 * (library::StoredVectors) are its dense channel, brought up to date before each such search.
 * Owns the store; one instance per thread, like the store.
 */
class EmbeddedLibrary final : public LibraryBackend
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddedLibrary)

public:
    /// embedder: the provider's embedder when one is configured (null: the library's own LSA model).
    explicit EmbeddedLibrary(std::unique_ptr<LibraryStore> store,
                             std::shared_ptr<dense::TextEmbedder> embedder = nullptr);
    ~EmbeddedLibrary() override;
    /// Opens (or creates) the library file at path.
    static Result<std::unique_ptr<EmbeddedLibrary>> open(const QString& path,
                                                         std::shared_ptr<dense::TextEmbedder> embedder = nullptr);

    /// The underlying store, for bulk indexing (batches) and maintenance.
    LibraryStore& store() { return *m_store; }

    BackendKind kind() const override { return BackendKind::Embedded; }
    Result<QList<LibraryHit>> search(const LibraryQuery& query, const CancelToken& cancel = {}) override;
    Result<QList<LibraryChunkHit>> chunks(qint64 documentId, int first, int last) override;
    Result<std::optional<LibraryDocument>> document(const QString& path) override;
    Result<QList<LibraryDocument>> documents(const LibraryDocumentFilter& filter = {}) override;
    Result<qint64> putDocument(const LibraryDocument& doc, const QList<LibraryChunk>& chunks) override;
    Result<bool> removeDocument(const QString& path) override;
    Result<bool> setValidity(const QString& path, const QString& from, const QString& to) override;
    Result<LibraryStats> stats() override;
    Result<QStringList> matters() override;
    Result<std::optional<library::VectorCounts>> vectors() override;
    QString lastSearchNote() const override { return m_note; }

private:
    std::unique_ptr<LibraryStore> m_store;
    std::shared_ptr<dense::TextEmbedder> m_embedder;
    QString m_note;
};

} // namespace lmars::store
