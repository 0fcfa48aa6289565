// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProviderChannels.h"

#include "common/JsonUtil.h"
#include "dense/TextEmbedder.h"
#include "dense/VectorIndex.h"
#include "dense/WeightedRrf.h"
#include "eval/EvalLog.h"
#include "eval/RetrievalEval.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QHash>

#include <algorithm>
#include <limits>

namespace lmars::eval {

namespace {

/// What a chunk's ranking needs: its document's path and validity window.
struct ChunkInfo
{
    QString path;
    QString validFrom;
    QString validTo;
};

/// The ids of hits ranked by channel (best first), from the ranks a fused search gave them.
QList<qint64> rankedBy(const QList<std::pair<qint64, int>>& ranks)
{
    QList<std::pair<qint64, int>> sorted = ranks;
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    QList<qint64> ids;
    for (const auto& [id, rank] : sorted)
        ids << id;
    return ids;
}

} // namespace

Result<void> ProviderChannels::evaluate(const RetrievalEvalOptions& options, store::LibraryStore& store,
                                        store::LibrarySearcher& searcher, const CancelToken& cancel,
                                        RetrievalEvalReport& report)
{
    dense::TextEmbedder& embedder = *options.embedder;
    QElapsedTimer timer;
    timer.start();

    // Every chunk, as the library's search shows it: title, headings, text.
    auto documents = store.documents();
    if (!documents)
        return documents.error();
    QHash<qint64, ChunkInfo> chunks;
    QHash<QPair<qint64, int>, qint64> byOrdinal; // (document, ordinal) → chunk
    QList<qint64> ids;
    QStringList texts;
    for (const store::LibraryDocument& doc : documents.value()) {
        auto rows = store.chunks(doc.id, 0, std::numeric_limits<int>::max());
        if (!rows)
            return rows.error();
        for (const store::LibraryChunkHit& chunk : rows.value()) {
            chunks.insert(chunk.chunkId, {chunk.path, chunk.validFrom, chunk.validTo});
            byOrdinal.insert({chunk.documentId, chunk.ordinal}, chunk.chunkId);
            ids << chunk.chunkId;
            QStringList parts;
            for (const QString& part : {chunk.title, chunk.headingPath, chunk.text}) {
                if (!part.trimmed().isEmpty())
                    parts << part;
            }
            texts << parts.join(QLatin1Char('\n'));
        }
    }
    auto vectors = embedder.embed(texts, dense::EmbedPurpose::Document, cancel);
    if (!vectors)
        return vectors.error();
    dense::VectorIndex index(embedder.dimension());
    for (qsizetype i = 0; i < ids.size(); ++i)
        index.add(ids.at(i), vectors.value()[static_cast<size_t>(i)]);

    // Every query at once (batched, cached), before the rankings are timed.
    QStringList queryTexts;
    auto read =
        RetrievalEval::readJsonLines(QDir(options.setDir).filePath(QStringLiteral("queries.jsonl")),
                                     [&](const nlohmann::json& row) { queryTexts << json::field(row, "text"); });
    if (!read)
        return read.error();
    auto queryVectors = embedder.embed(queryTexts, dense::EmbedPurpose::Query, cancel);
    if (!queryVectors)
        return queryVectors.error();
    QHash<QString, std::vector<float>> queries;
    for (qsizetype i = 0; i < queryTexts.size(); ++i)
        queries.insert(queryTexts.at(i), queryVectors.value()[static_cast<size_t>(i)]);
    report.providerModel = embedder.modelId();
    report.providerDimension = embedder.dimension();
    report.providerChunks = static_cast<int>(index.size());
    report.providerSeconds = timer.elapsed() / 1000.0;
    qCInfo(lcEval).noquote() << "provider channel" << report.providerModel << "embedded" << index.size() << "chunks and"
                             << queries.size() << "queries in" << report.providerSeconds << "s";

    auto rankerFor = [&](const dense::FusionWeights& weights) -> RetrievalEval::Ranker {
        return [&, weights](const QString& text, const QDate& asOf, int k) -> Result<QStringList> {
            // The exact tier and BM25 as the library's search ranks them (their ranks in a fusion of the two).
            store::LibraryQuery query;
            query.text = text;
            query.k = store::LibrarySearcher::kMinPool;
            query.mergeAdjacent = false;
            query.asOf = asOf;
            query.dense = true;
            query.fusion = options.fusion;
            query.fusion.exact = 1;
            query.fusion.dense = 0;
            query.fusion.bm25 = 1;
            auto hits = searcher.search(query, cancel);
            if (!hits)
                return hits.error();
            QList<std::pair<qint64, int>> exactRanks;
            QList<std::pair<qint64, int>> bm25Ranks;
            QHash<qint64, int> references;
            for (const store::LibraryHit& hit : hits.value()) {
                const qint64 id = byOrdinal.value({hit.documentId, hit.firstOrdinal}, 0);
                if (id == 0)
                    continue;
                references.insert(id, hit.referenceMatches);
                if (const int r = hit.channelRanks[static_cast<size_t>(dense::Channel::Exact)]; r > 0)
                    exactRanks.push_back({id, r});
                if (const int r = hit.channelRanks[static_cast<size_t>(dense::Channel::Bm25)]; r > 0)
                    bm25Ranks.push_back({id, r});
            }
            // The provider's nearest chunks in the query's as-of window.
            const QString day = asOf.isNull() ? QString() : asOf.toString(Qt::ISODate);
            const auto allowed = [&](qint64 id) {
                const ChunkInfo& c = chunks[id];
                return day.isEmpty() ||
                       ((c.validFrom.isEmpty() || c.validFrom <= day) && (c.validTo.isEmpty() || day <= c.validTo));
            };
            QList<qint64> denseIds;
            const auto vector = queries.constFind(text);
            if (vector != queries.cend()) {
                const int pool =
                    std::max(store::LibrarySearcher::kMinPool, k * 3 * store::LibrarySearcher::kPoolPerPassage);
                for (const dense::VectorMatch& match : index.search(*vector, pool, allowed))
                    denseIds << match.id;
            }
            dense::WeightedRrf rrf(weights);
            rrf.add(dense::Channel::Exact, rankedBy(exactRanks));
            rrf.add(dense::Channel::Dense, denseIds);
            rrf.add(dense::Channel::Bm25, rankedBy(bm25Ranks));
            QList<dense::FusedItem> fused = rrf.fused();
            if (weights.tiered) {
                std::stable_sort(fused.begin(), fused.end(), [&](const dense::FusedItem& a, const dense::FusedItem& b) {
                    return references.value(a.id) > references.value(b.id);
                });
            }
            QStringList ranked;
            const qsizetype prefix = RetrievalEval::documentPath(QString()).size();
            for (const dense::FusedItem& item : fused) {
                const QString id = chunks.value(item.id).path.mid(prefix);
                if (!ranked.contains(id))
                    ranked << id;
                if (ranked.size() >= k)
                    break;
            }
            return ranked;
        };
    };
    auto only = [&](double denseWeight, double bm25) {
        dense::FusionWeights weights = options.fusion;
        weights.exact = 0;
        weights.dense = denseWeight;
        weights.bm25 = bm25;
        return weights;
    };
    const QList<std::pair<QString, dense::FusionWeights>> configurations = {
        {QStringLiteral("provider dense"), only(1, 0)},
        {QStringLiteral("provider dense+bm25 (rrf)"), only(options.fusion.dense, options.fusion.bm25)},
        {QStringLiteral("provider fused"), options.fusion},
    };
    for (const auto& [name, weights] : configurations) {
        RetrievalEvalReport alone;
        if (auto ranked = RetrievalEval::rankQueries(options, rankerFor(weights), cancel, alone); !ranked)
            return ranked.error();
        report.channels << ChannelFigures{name,          alone.queries,  alone.hitAt1,     alone.recallAt10,
                                          alone.mrrAt10, alone.ndcgAt10, alone.meanQueryMs};
    }
    return {};
}

} // namespace lmars::eval
