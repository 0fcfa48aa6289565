// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "dense/TextEmbedder.h"
#include "library/VectorStore.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

namespace lmars::store {
class PgConnection;
}

namespace lmars::library {

/**
 * Brings a matter's vectors on the firm server (ServerVectorStore) up to date with its chunks, as
 * VectorBuilder does for the embedded library: after the text has committed and never inside its
 * writes, it embeds the matter's chunks without a vector of the embedder's model, a batch a
 * transaction (COPY), so a stopped or killed build goes on where its last batch committed and never
 * writes a chunk's vector twice. The embedder is the user's provider's (its content-hash cache means
 * a chunk embedded before, here or by the embedded library, is not sent again); the firm server has
 * no local model. Vectors of other models stay: lawyers of one firm may use different models.
 */
class ServerVectorBuilder final
{
    Q_DECLARE_TR_FUNCTIONS(ServerVectorBuilder)

public:
    using Progress = std::function<void(const VectorCounts&)>;

    static constexpr int kBatch = 256; ///< chunks embedded and stored per transaction

    /// The matter's counts when done (Cancelled when cancelled between batches).
    static Result<VectorCounts> run(store::PgConnection& db, qint64 matterId,
                                    const std::shared_ptr<dense::TextEmbedder>& embedder,
                                    const CancelToken& cancel = {}, const Progress& progress = {}, int batch = kBatch);
};

} // namespace lmars::library
