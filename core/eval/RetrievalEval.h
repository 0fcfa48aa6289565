// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "dense/DenseModel.h"
#include "dense/WeightedRrf.h"
#include "library/LibraryStore.h"
#include "parse/ParsedDocument.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <functional>

namespace lmars::dense {
class TextEmbedder;
}

namespace lmars::eval {

struct RetrievalEvalOptions
{
    QString setDir;      ///< folder with corpus.jsonl, queries.jsonl, qrels.jsonl
    int k = 10;          ///< documents retrieved per query (metrics at 1, 5 and 10 need k >= 10)
    bool useAsOf = true; ///< apply each query's asOf as a validity filter
    store::LibraryTokenizer tokenizer = store::LibraryTokenizer::Unicode61;
    QString databasePath;   ///< empty: a temporary database, deleted afterwards
    QString serverConninfo; ///< set: evaluate the firm server's library instead (ServerRetrievalEval)
    QString serverPassword; ///< for serverConninfo (never logged)
    /// Also rank with each channel alone and fused (exact tier, BM25, the local dense channel built
    /// from the set's library with denseTraining, and their weighted RRF with fusion).
    bool channels = false;
    dense::DenseTraining denseTraining;
    dense::FusionWeights fusion;
    /// With channels: also the dense channel of this embedder's vectors (a provider's model), alone
    /// and fused (ProviderChannels). Not owned; null = none.
    dense::TextEmbedder* embedder = nullptr;
    /// A folder of real documents indexed into the same library as distractors (never relevant).
    QString distractorDir;
};

/// One ranking configuration's figures (RetrievalEvalOptions::channels).
struct ChannelFigures
{
    QString name; ///< "exact+bm25 (fusion off)", "exact", "bm25", "dense", "dense+bm25", "fused"
    int queries = 0;
    double hitAt1 = 0;
    double recallAt10 = 0;
    double mrrAt10 = 0;
    double ndcgAt10 = 0;
    double meanQueryMs = 0;
};

struct RetrievalEvalReport
{
    QString set;
    QString tokenizer;
    bool asOf = true;
    int documents = 0;
    int distractorDocuments = 0; ///< RetrievalEvalOptions::distractorDir: documents indexed from it
    int queries = 0;             ///< queries that have at least one relevant document
    double hitAt1 = 0;
    double recallAt5 = 0;
    double recallAt10 = 0;
    double mrrAt10 = 0;
    double ndcgAt10 = 0;
    double indexSeconds = 0;
    double meanQueryMs = 0;
    QList<ChannelFigures> channels; ///< RetrievalEvalOptions::channels: every configuration
    QString denseModel;             ///< the dense channel's method and size ("lsa-256")
    double denseBuildSeconds = 0;
    QString providerModel;      ///< RetrievalEvalOptions::embedder's model id; empty = none
    int providerDimension = 0;  ///< its vectors' dimension
    int providerChunks = 0;     ///< chunks with a vector from it
    double providerSeconds = 0; ///< embedding the chunks and queries (the cache's vectors included)

    /// Adds one query's ranking (document ids, best first) against its relevance judgements.
    void addQuery(const QStringList& ranked, const QHash<QString, int>& relevance);
    /// Turns the sums addQuery() made into means; totalQueryMs is the time all searches took.
    void finish(double totalQueryMs);
};

/**
 * Evaluates the library's retrieval on a BEIR-like set: corpus.jsonl {id, text, title?,
 * validFrom?, validTo?}, queries.jsonl {id, text, asOf?}, qrels.jsonl {queryId, docId,
 * relevance}. Each corpus entry is indexed as one document of a fresh library with the same
 * chunker and index the app uses; documents are ranked by their best passage.
 */
class RetrievalEval final
{
    Q_DECLARE_TR_FUNCTIONS(RetrievalEval)

public:
    static Result<RetrievalEvalReport> run(const RetrievalEvalOptions& options, const CancelToken& cancel = {});

    /// Calls `each` with every JSON object of a JSON Lines file (blank lines skipped); a line that
    /// is not an object, or a file that cannot be read, is a usage error naming it.
    static Result<void> readJsonLines(const QString& path, const std::function<void(const nlohmann::json&)>& each);
    /// qrels.jsonl of a set: query id → (document id → relevance, 1 when not given).
    static Result<QHash<QString, QHash<QString, int>>> readQrels(const QString& path);

    /// A usage error when the set's folder lacks one of its three files.
    static Result<void> checkSet(const QString& setDir);
    /// A corpus.jsonl row as the one-section plain-text document both backends index.
    static parse::ParsedDocument corpusDocument(const nlohmann::json& row);
    /// A backend's ranking for one query: document ids (documentPath() stripped), best first, at most k.
    using Ranker = std::function<Result<QStringList>(const QString& text, const QDate& asOf, int k)>;
    /// Runs the set's queries that have judgements through rank and adds each to report, timing the
    /// searches; then finishes the report.
    static Result<void> rankQueries(const RetrievalEvalOptions& options, const Ranker& rank, const CancelToken& cancel,
                                    RetrievalEvalReport& report);

    /// The path an evaluation document is stored under ("eval:<id>").
    static QString documentPath(const QString& id) { return QStringLiteral("eval:") + id; }
    /// The distinct document ids of ranked hits (stored under documentPath()), best first, at most k.
    template <typename Hit> static QStringList rankedDocuments(const QList<Hit>& hits, int k)
    {
        QStringList ranked;
        for (const Hit& hit : hits) {
            const QString id = hit.path.mid(documentPath(QString()).size());
            if (!ranked.contains(id))
                ranked << id;
            if (ranked.size() >= k)
                break;
        }
        return ranked;
    }
};

} // namespace lmars::eval
