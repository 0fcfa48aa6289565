// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <optional>
#include <unordered_set>
#include <vector>

namespace lmars::store {
class Database;
}

namespace lmars::library {

/// A model the library's vectors were made with (vector_models).
struct VectorModelInfo
{
    qint64 id = 0;
    QString name;             ///< the TextEmbedder's model id ("lsa-256-1a2b3c4d", "openai/text-embedding-3-small")
    int dimension = 0;        ///< 0 until known (a provider's, before its first reply)
    qint64 trainedChunks = 0; ///< a local model: the chunks it was learned from
};

/// A chunk still without a vector of the active model: its id and the text to embed (title, headings, body).
struct PendingChunk
{
    qint64 chunkId = 0;
    QString text;
};

/// How far the library's vectors are.
struct VectorCounts
{
    qint64 chunks = 0;                    ///< every chunk of the library
    qint64 embedded = 0;                  ///< chunks with a vector of the active model
    std::optional<VectorModelInfo> model; ///< the active model; none before the first build
    /// So many vectors that searches want the approximate index (VectorIndex::wantsApproximate).
    bool wantsIndex = false;
    qint64 indexed = 0; ///< vectors in the stored approximate index (0: none stored)
};

/**
 * The dense channel's vectors in the library file (schema 8): which model is active and, for a
 * local model, the model itself; one float32 vector a chunk with the id of its model, deleted with
 * its chunk by the chunk's own delete (ON DELETE CASCADE), so a deleted chunk never has a vector.
 * A chunk none of whose words the model knows gets an empty vector: embedded, and never found.
 * Works on a LibraryStore's connection, outside any batch of it.
 */
class VectorStore final
{
    Q_DECLARE_TR_FUNCTIONS(VectorStore)

public:
    explicit VectorStore(store::Database& db) : m_db(db) {}

    Result<std::optional<VectorModelInfo>> activeModel();
    /// The stored bytes of a local model (empty for a provider's).
    Result<QByteArray> modelBytes(qint64 modelId);
    /// Makes name the model vectors are made with, registering it (with its bytes, for a local
    /// model); the vectors of every other model go in the same transaction.
    Result<VectorModelInfo> activate(const QString& name, int dimension, qint64 trainedChunks,
                                     const QByteArray& model = {});
    /// Up to limit chunks without a vector of the model, by id, after the chunk afterChunk.
    Result<QList<PendingChunk>> pending(qint64 modelId, int limit, qint64 afterChunk = 0);
    /// Stores vectors (one transaction); chunks deleted since they were read are skipped. How many were stored.
    Result<int> put(qint64 modelId, const QList<qint64>& ids, const std::vector<std::vector<float>>& vectors);
    Result<VectorCounts> counts();
    /// How many vectors of the model are stored, and the last write's sequence number.
    Result<std::pair<qint64, qint64>> extent(qint64 modelId);
    /// Calls onVector(chunkId, vector) for the model's non-empty vectors written after seq, in write
    /// order; the last sequence number read (afterSeq when none). beginWrite, when set, is asked before
    /// the first row of each write: false stops there, and the last write read whole is returned.
    Result<qint64> load(qint64 modelId, qint64 afterSeq,
                        const std::function<void(qint64, std::vector<float>)>& onVector,
                        const std::function<bool(qint64 seq)>& beginWrite = {});

    /// The last vector write's sequence number (a counter that only grows; 0 before the first write).
    Result<qint64> lastWrite();
    /// How many vectors were ever deleted (a counter that only grows, kept by a trigger).
    Result<qint64> deletions();
    /// The chunks that have a vector of the model.
    Result<std::unordered_set<qint64>> liveIds(qint64 modelId);

    /// Title, headings and body of a chunk as one text to embed.
    static QString embeddingText(const QString& title, const QString& headingPath, const QString& text);

private:
    store::Database& m_db;
};

} // namespace lmars::library
