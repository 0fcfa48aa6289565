// SPDX-License-Identifier: GPL-3.0-or-later
#include "RetrievalEval.h"

#include "common/JsonUtil.h"
#include "eval/ProviderChannels.h"
#include "eval/RetrievalMetrics.h"
#include "eval/ServerRetrievalEval.h"
#include "library/LibrarySearcher.h"
#include "library/LibrarySync.h"
#include "library/StoredVectors.h"
#include "library/VectorBuilder.h"
#include "model/AsOf.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QTemporaryDir>

#include <functional>

namespace lmars::eval {

Result<void> RetrievalEval::readJsonLines(const QString& path, const std::function<void(const nlohmann::json&)>& each)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(ErrorKind::Usage, tr("Cannot read %1: %2").arg(path, file.errorString()));
    int line = 0;
    while (!file.atEnd()) {
        ++line;
        const QByteArray text = file.readLine().trimmed();
        if (text.isEmpty())
            continue;
        const nlohmann::json value = json::parse(text);
        if (!value.is_object())
            return Error(ErrorKind::Usage, tr("%1:%2 is not a JSON object.").arg(path).arg(line));
        each(value);
    }
    return {};
}

Result<QHash<QString, QHash<QString, int>>> RetrievalEval::readQrels(const QString& path)
{
    QHash<QString, QHash<QString, int>> qrels;
    const Result<void> read = readJsonLines(path, [&](const nlohmann::json& row) {
        const int relevance =
            row.contains("relevance") && row["relevance"].is_number() ? row["relevance"].get<int>() : 1;
        qrels[json::field(row, "queryId")].insert(json::field(row, "docId"), relevance);
    });
    if (!read)
        return read.error();
    return qrels;
}

Result<void> RetrievalEval::checkSet(const QString& setDir)
{
    const QDir set(setDir);
    for (const char* name : {"corpus.jsonl", "queries.jsonl", "qrels.jsonl"}) {
        if (!QFileInfo::exists(set.filePath(QLatin1String(name))))
            return Error(ErrorKind::Usage, tr("%1 has no %2.").arg(setDir, QLatin1String(name)));
    }
    return {};
}

parse::ParsedDocument RetrievalEval::corpusDocument(const nlohmann::json& row)
{
    parse::ParsedDocument doc;
    doc.type = QStringLiteral("txt");
    doc.title = json::field(row, "title");
    doc.text = json::field(row, "text");
    doc.validFrom = json::field(row, "validFrom");
    doc.validTo = json::field(row, "validTo");
    doc.sections.append({0, static_cast<int>(doc.text.size()), QString(), 0});
    return doc;
}

Result<void> RetrievalEval::rankQueries(const RetrievalEvalOptions& options, const Ranker& rank,
                                        const CancelToken& cancel, RetrievalEvalReport& report)
{
    const QDir set(options.setDir);
    auto qrelsRead = readQrels(set.filePath(QStringLiteral("qrels.jsonl")));
    if (!qrelsRead)
        return qrelsRead.error();
    const QHash<QString, QHash<QString, int>> qrels = qrelsRead.value();
    const int k = std::max(10, options.k);
    double totalMs = 0;
    Result<void> searched;
    Result<void> read = readJsonLines(set.filePath(QStringLiteral("queries.jsonl")), [&](const nlohmann::json& row) {
        const QString id = json::field(row, "id");
        if (!searched || cancel.isCancelled() || !qrels.contains(id))
            return;
        QElapsedTimer queryTimer;
        queryTimer.start();
        // The query's date is read here, once; a row with a bad one stops the evaluation and says which.
        const Result<model::AsOf> asOf =
            model::AsOf::parse(options.useAsOf ? json::field(row, "asOf") : QString(), model::AsOfOrigin::User);
        if (!asOf) {
            searched = Error(ErrorKind::Usage, tr("Query %1: %2").arg(id, asOf.error().summary));
            return;
        }
        auto ranked = rank(json::field(row, "text"), asOf->day(), k);
        totalMs += queryTimer.nsecsElapsed() / 1e6;
        if (!ranked) {
            searched = ranked.error();
            return;
        }
        report.addQuery(ranked.value(), qrels.value(id));
    });
    if (!read)
        return read.error();
    if (!searched)
        return searched.error();
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, tr("Cancelled."));
    report.finish(totalMs);
    return {};
}

void RetrievalEvalReport::addQuery(const QStringList& ranked, const QHash<QString, int>& relevance)
{
    hitAt1 += RetrievalMetrics::hitAt(ranked, relevance, 1);
    recallAt5 += RetrievalMetrics::recallAt(ranked, relevance, 5);
    recallAt10 += RetrievalMetrics::recallAt(ranked, relevance, 10);
    mrrAt10 += RetrievalMetrics::reciprocalRankAt(ranked, relevance, 10);
    ndcgAt10 += RetrievalMetrics::ndcgAt(ranked, relevance, 10);
    ++queries;
}

void RetrievalEvalReport::finish(double totalQueryMs)
{
    if (queries == 0)
        return;
    const double n = queries;
    hitAt1 /= n;
    recallAt5 /= n;
    recallAt10 /= n;
    mrrAt10 /= n;
    ndcgAt10 /= n;
    meanQueryMs = totalQueryMs / n;
}

Result<RetrievalEvalReport> RetrievalEval::run(const RetrievalEvalOptions& options, const CancelToken& cancel)
{
    if (!options.serverConninfo.isEmpty())
        return ServerRetrievalEval::run(options, cancel);
    if (auto checked = checkSet(options.setDir); !checked)
        return checked.error();
    const QDir set(options.setDir);
    QTemporaryDir temp;
    QString dbPath = options.databasePath;
    if (dbPath.isEmpty()) {
        if (!temp.isValid())
            return Error(ErrorKind::Storage, tr("Cannot create a temporary folder."));
        dbPath = temp.filePath(QStringLiteral("library.sqlite"));
    } else { // a fresh library: the file (with its index) and its write-ahead log go
        for (const QString& extra : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(dbPath + extra);
    }
    auto opened = store::LibraryStore::open(dbPath, options.tokenizer);
    if (!opened)
        return opened.error();
    store::LibraryStore& db = *opened.value();

    RetrievalEvalReport report;
    report.set = QFileInfo(QDir(options.setDir).absolutePath()).fileName();
    report.tokenizer = store::libraryTokenizerName(options.tokenizer);
    report.asOf = options.useAsOf;

    QElapsedTimer timer;
    timer.start();
    library::LibrarySync sync(&db);
    if (auto begun = db.beginBatch(); !begun)
        return begun.error();
    Result<void> stored;
    Result<void> read = readJsonLines(set.filePath(QStringLiteral("corpus.jsonl")), [&](const nlohmann::json& row) {
        if (!stored)
            return;
        store::LibraryDocument meta;
        meta.path = documentPath(json::field(row, "id"));
        auto id = sync.storeParsed(meta, corpusDocument(row));
        if (!id)
            stored = id.error();
        ++report.documents;
    });
    if (!read)
        return read.error();
    if (!stored)
        return stored.error();
    if (auto committed = db.commitBatch(); !committed)
        return committed.error();
    if (!options.distractorDir.isEmpty()) {
        auto mixed = sync.syncFolder(options.distractorDir, cancel);
        if (!mixed)
            return mixed.error();
        report.distractorDocuments = mixed->indexed;
    }
    report.indexSeconds = timer.elapsed() / 1000.0;

    // The dense channel as the product has it: vectors built and stored with the library, then searched.
    std::shared_ptr<library::StoredVectors> vectors;
    if (options.channels) {
        timer.restart();
        library::VectorBuildOptions build;
        build.training = options.denseTraining;
        auto built = library::VectorBuilder::run(db, build, cancel);
        if (!built)
            return built.error();
        vectors = library::StoredVectors::of(db.path());
        if (auto loaded = vectors->refresh(db, nullptr); !loaded)
            return loaded.error();
        report.denseModel = built->counts.model ? built->counts.model->name : QString();
        report.denseBuildSeconds = timer.elapsed() / 1000.0;
    }
    store::LibrarySearcher searcher(&db, static_cast<const store::DenseSearch*>(vectors.get()));
    auto rankerFor = [&](bool fuse, const dense::FusionWeights& weights) -> Ranker {
        return
            [&searcher, &cancel, fuse, weights](const QString& text, const QDate& asOf, int k) -> Result<QStringList> {
                store::LibraryQuery query;
                query.text = text;
                query.k = k * 3; // passages; documents are deduplicated
                query.mergeAdjacent = false;
                query.asOf = asOf;
                query.dense = fuse;
                query.fusion = weights;
                auto hits = searcher.search(query, cancel);
                if (!hits)
                    return hits.error();
                return rankedDocuments(hits.value(), k);
            };
    };
    if (auto ranked = rankQueries(options, rankerFor(false, {}), cancel, report); !ranked)
        return ranked.error();
    if (!options.channels)
        return report;
    auto only = [&](double exact, double denseWeight, double bm25) {
        dense::FusionWeights weights = options.fusion;
        weights.exact = exact;
        weights.dense = denseWeight;
        weights.bm25 = bm25;
        return weights;
    };
    const QList<std::pair<QString, dense::FusionWeights>> configurations = {
        {QStringLiteral("exact"), only(1, 0, 0)},
        {QStringLiteral("bm25"), only(0, 0, 1)},
        {QStringLiteral("dense"), only(0, 1, 0)},
        {QStringLiteral("exact+bm25 (rrf)"), only(options.fusion.exact, 0, options.fusion.bm25)},
        {QStringLiteral("dense+bm25 (rrf)"), only(0, options.fusion.dense, options.fusion.bm25)},
        {QStringLiteral("fused"), options.fusion},
    };
    auto figuresOf = [](const QString& name, const RetrievalEvalReport& r) {
        return ChannelFigures{name, r.queries, r.hitAt1, r.recallAt10, r.mrrAt10, r.ndcgAt10, r.meanQueryMs};
    };
    report.channels << figuresOf(QStringLiteral("exact+bm25 (fusion off)"), report);
    for (const auto& [name, weights] : configurations) {
        RetrievalEvalReport alone;
        if (auto ranked = rankQueries(options, rankerFor(true, weights), cancel, alone); !ranked)
            return ranked.error();
        report.channels << figuresOf(name, alone);
    }
    if (options.embedder) {
        if (!vectors || !vectors->ready())
            return Error(ErrorKind::Usage, tr("The set's library is too small for the fused rankings the provider's "
                                              "channel is compared in (no local dense channel could be learned)."));
        if (auto provider = ProviderChannels::evaluate(options, db, searcher, cancel, report); !provider)
            return provider.error();
    }
    return report;
}

} // namespace lmars::eval
