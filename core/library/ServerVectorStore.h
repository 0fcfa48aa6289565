// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "library/VectorStore.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <utility>
#include <vector>

namespace lmars::store {
class PgConnection;
}

namespace lmars::library {

/**
 * The dense channel's vectors on the firm server (schema 9): lmars.vector_models (an embedder's
 * model id and dimension) and lmars.chunk_vectors (one little-endian float32 unit vector per chunk
 * and model, with the chunk's matter, deleted with the chunk by its foreign key's cascade, numbered
 * by a sequence). Everything is read and written under row-level security with the chunks' policy:
 * a walled user reads no vector of the matter and writes none into it. Works on the caller's
 * connection, outside any transaction of it.
 */
class ServerVectorStore final
{
    Q_DECLARE_TR_FUNCTIONS(ServerVectorStore)

public:
    explicit ServerVectorStore(store::PgConnection& db) : m_db(db) {}

    /// The model's row (recorded when create and not there yet; id 0 when not there and !create).
    Result<VectorModelInfo> model(const QString& name, bool create);
    /// Records the model's dimension when it was not known yet (a provider's, after its first reply).
    Result<void> setDimension(qint64 modelId, int dimension);
    /// Up to limit chunks of the matter without a vector of the model, by id, after the chunk afterChunk.
    Result<QList<PendingChunk>> pending(qint64 matterId, qint64 modelId, int limit, qint64 afterChunk = 0);
    /// Stores the vectors of the matter's chunks in one transaction (COPY into a staging table, one
    /// INSERT) under the matter's advisory lock; chunks deleted meanwhile and chunks that already have
    /// a vector of the model are skipped. How many were stored.
    Result<int> put(qint64 matterId, qint64 modelId, const QList<qint64>& ids,
                    const std::vector<std::vector<float>>& vectors);
    /// The chunks and the model's vectors in the matter (0: every matter the user may see).
    Result<VectorCounts> counts(qint64 matterId, const QString& modelName);
    /// The matters the user may see (walls applied by the server).
    Result<QList<qint64>> visibleMatters();
    /// Per matter of matters: the largest sequence number among its vectors of the model (0 when it
    /// has none). One statement, an index lookup per matter.
    Result<QHash<qint64, qint64>> newest(const QList<qint64>& matters, qint64 modelId);
    /// How many vectors of the model the matter holds.
    Result<qint64> count(qint64 matterId, qint64 modelId);
    /// Calls onVector(chunkId, vector) for the matter's vectors of the model written after seq, in
    /// write order; the last sequence number read (afterSeq when none).
    Result<qint64> load(qint64 matterId, qint64 modelId, qint64 afterSeq,
                        const std::function<void(qint64, std::vector<float>)>& onVector);
    /// The chunk ids that have a vector of the model in the matter (ids only, for what was deleted).
    Result<QList<qint64>> ids(qint64 matterId, qint64 modelId);

    /// A vector as stored: little-endian float32.
    static QByteArray toBytes(const std::vector<float>& vector);
    static std::vector<float> fromBytes(const QByteArray& bytes);

private:
    store::PgConnection& m_db;
};

} // namespace lmars::library
