// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerVectorBuilder.h"

#include "library/LibraryLog.h"
#include "library/ServerVectorStore.h"

namespace lmars::library {

Result<VectorCounts> ServerVectorBuilder::run(store::PgConnection& db, qint64 matterId,
                                              const std::shared_ptr<dense::TextEmbedder>& embedder,
                                              const CancelToken& cancel, const Progress& progress, int batch)
{
    if (!embedder)
        return Error(ErrorKind::Configuration,
                     tr("The firm server's vectors come from an embedding provider, and none is configured "
                        "(LMARS_EMBEDDING_PROVIDER, LMARS_EMBEDDING_MODEL)."));
    ServerVectorStore vectors(db);
    auto model = vectors.model(embedder->modelId(), true);
    if (!model)
        return model.error();
    qint64 after = 0; // chunk ids only grow: the next batch starts past the previous one's last chunk
    while (true) {
        auto counts = vectors.counts(matterId, model->name);
        if (!counts)
            return counts.error();
        if (progress)
            progress(counts.value());
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, tr("Building the firm server's vectors was cancelled."));
        auto pending = vectors.pending(matterId, model->id, std::max(1, batch), after);
        if (!pending)
            return pending.error();
        if (pending->isEmpty())
            return counts;
        after = pending->last().chunkId;
        QStringList texts;
        QList<qint64> ids;
        for (const PendingChunk& chunk : std::as_const(pending.value())) {
            texts << chunk.text;
            ids << chunk.chunkId;
        }
        auto made = embedder->embed(texts, dense::EmbedPurpose::Document, cancel);
        if (!made)
            return made.error();
        if (model->dimension == 0 && !made->empty() && !made->front().empty()) {
            model->dimension = static_cast<int>(made->front().size());
            if (auto set = vectors.setDimension(model->id, model->dimension); !set)
                return set.error();
        }
        auto stored = vectors.put(matterId, model->id, ids, made.value());
        if (!stored)
            return stored.error();
        qCDebug(lcLibrary) << "firm server vectors: stored" << stored.value() << "of" << ids.size() << "in matter"
                           << matterId;
    }
}

} // namespace lmars::library
