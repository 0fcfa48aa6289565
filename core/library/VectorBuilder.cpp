// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorBuilder.h"

#include "library/DenseBuilder.h"
#include "library/LibraryLog.h"
#include "library/LibraryStore.h"
#include "library/LsaEmbedder.h"
#include "library/VectorGraph.h"

#include <QLocale>

namespace lmars::library {

namespace {

/// The active model for this build: the provider's, or a stored LSA model still fit for the library,
/// or a newly learned one. Null (no error) when the library is too small to learn from.
Result<std::shared_ptr<dense::TextEmbedder>> chooseModel(store::LibraryStore& store, VectorStore& vectors,
                                                         const VectorBuildOptions& options, const VectorCounts& counts,
                                                         const CancelToken& cancel, VectorModelInfo* active)
{
    if (options.embedder) {
        if (!counts.model || counts.model->name != options.embedder->modelId()) {
            auto made = vectors.activate(options.embedder->modelId(), options.embedder->dimension(), 0);
            if (!made)
                return made.error();
            *active = made.value();
        } else {
            *active = *counts.model;
        }
        return options.embedder;
    }
    if (counts.model) {
        const bool grew = counts.chunks >= counts.model->trainedChunks * options.retrainGrowth &&
                          counts.chunks - counts.model->trainedChunks >= VectorBuildOptions::kMinRetrainGrowth;
        if (!grew) {
            if (auto stored = VectorBuilder::embedderFor(store, *counts.model, nullptr)) {
                *active = *counts.model;
                return stored;
            }
        }
    }
    if (counts.chunks == 0)
        return std::shared_ptr<dense::TextEmbedder>();
    const qint64 every = std::max<qint64>(1, (counts.chunks + options.maxTrainingChunks - 1) /
                                                 std::max<qint64>(1, options.maxTrainingChunks));
    auto chunks = DenseBuilder::chunkTerms(store, cancel, every);
    if (!chunks)
        return chunks.error();
    std::vector<std::vector<std::string>> texts;
    texts.reserve(chunks->size());
    for (auto& chunk : chunks.value())
        texts.push_back(std::move(chunk.second));
    dense::DenseModel model = dense::DenseModel::train(texts, options.training);
    if (model.dimension() <= 0)
        return std::shared_ptr<dense::TextEmbedder>();
    auto embedder = std::make_shared<LsaEmbedder>(std::move(model), store.tokenizer());
    qCInfo(lcLibrary) << "learned the library's LSA model" << embedder->modelId() << "from" << texts.size() << "chunks";
    auto made = vectors.activate(embedder->modelId(), embedder->dimension(), counts.chunks, embedder->bytes());
    if (!made)
        return made.error();
    *active = made.value();
    return std::shared_ptr<dense::TextEmbedder>(std::move(embedder));
}

} // namespace

std::shared_ptr<dense::TextEmbedder> VectorBuilder::embedderFor(store::LibraryStore& store,
                                                                const VectorModelInfo& model,
                                                                const std::shared_ptr<dense::TextEmbedder>& provider)
{
    if (provider && provider->modelId() == model.name)
        return provider;
    auto bytes = VectorStore(store.database()).modelBytes(model.id);
    if (!bytes || bytes->isEmpty())
        return nullptr;
    auto lsa = LsaEmbedder::fromBytes(bytes.value(), store.tokenizer());
    if (!lsa || lsa->modelId() != model.name)
        return nullptr;
    return std::shared_ptr<dense::TextEmbedder>(std::move(lsa));
}

Result<VectorBuildProgress> VectorBuilder::run(store::LibraryStore& store, const VectorBuildOptions& options,
                                               const CancelToken& cancel, const Progress& progress)
{
    VectorStore vectors(store.database());
    auto counts = vectors.counts();
    if (!counts)
        return counts.error();
    VectorBuildProgress state;
    const std::optional<VectorModelInfo> before = counts->model;
    VectorModelInfo active;
    auto embedder = chooseModel(store, vectors, options, counts.value(), cancel, &active);
    if (!embedder)
        return embedder.error();
    if (!embedder.value()) {
        state.counts = counts.value();
        return state;
    }
    state.reembedding = before && before->name != active.name;
    const int batch = std::max(1, options.batch);
    qint64 after = 0; // the last chunk of the previous batch: chunk ids only grow, so the next batch starts past it
    while (true) {
        auto now = vectors.counts();
        if (!now)
            return now.error();
        state.counts = now.value();
        if (progress)
            progress(state);
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, tr("Building the library's vectors was cancelled."));
        auto pending = vectors.pending(active.id, batch, after);
        if (!pending)
            return pending.error();
        if (pending->isEmpty())
            break;
        after = pending->last().chunkId;
        QStringList texts;
        QList<qint64> ids;
        for (const PendingChunk& chunk : pending.value()) {
            texts << chunk.text;
            ids << chunk.chunkId;
        }
        auto made = embedder.value()->embed(texts, dense::EmbedPurpose::Document, cancel);
        if (!made)
            return made.error();
        auto stored = vectors.put(active.id, ids, made.value());
        if (!stored)
            return stored.error();
        if (stored.value() == 0) {
            // Nothing of the batch was kept: its chunks went, or another build made another model active.
            auto current = vectors.activeModel();
            if (!current)
                return current.error();
            if (!current.value() || current.value()->id != active.id)
                break;
        }
    }
    state.reembedding = false;
    // The approximate index follows the vectors, here and never in a search.
    auto model = vectors.activeModel();
    if (!model)
        return model.error();
    if (model.value() && model.value()->id == active.id) {
        state.indexing = true;
        if (progress)
            progress(state);
        auto indexed = VectorGraph::update(store.database(), *model.value(), cancel, options.index);
        if (!indexed)
            return indexed.error();
        state.indexing = false;
        if (indexed.value() == VectorGraphUpdate::Stopped)
            return Error(ErrorKind::Cancelled, tr("Building the library's vectors was cancelled."));
        auto now = vectors.counts();
        if (!now)
            return now.error();
        state.counts = now.value();
    }
    return state;
}

QString VectorBuilder::statusText(const VectorCounts& counts, bool building, bool reembedding)
{
    if (!counts.model)
        return building ? tr("Vectors: learning the library's model…")
                        : tr("Vectors: none yet; the library is searched by words until they are built.");
    const QLocale locale;
    QString text = tr("Vectors: %1 of %2 passages, %3")
                       .arg(locale.toString(counts.embedded), locale.toString(counts.chunks), counts.model->name);
    if (reembedding)
        text += tr("; embedding again for the new model…");
    else if (building)
        text += tr("; building…");
    else if (counts.embedded >= counts.chunks)
        text += tr("; complete");
    if (counts.wantsIndex && counts.indexed == 0)
        text += building ? tr("; building the approximate index: searches are exact (slower) until it is ready")
                         : tr("; no approximate index yet: searches are exact (slower) until the next build");
    return text;
}

} // namespace lmars::library
