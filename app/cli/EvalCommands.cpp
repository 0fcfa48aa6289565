// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalCommands.h"

#include "cli/CliSupport.h"
#include "cli/McqCommands.h"
#include "cli/TaskCommands.h"
#include "embed/ProviderEmbedder.h"
#include "eval/RetrievalEval.h"
#include "settings/AppConfig.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace lmars::cli {

int EvalCommands::run(QStringList arguments)
{
    // The long-standing lines keep their translations; the newer commands follow, one line each.
    const QString indent(7, QLatin1Char(' '));
    const QString usage =
        tr("Usage: lmars-cli eval mcq --dataset FILE --condition closed-book|simple|multi|evidence [--limit N]\n"
           "                          [--out results.jsonl] [--resume] [--concurrency K] [--judge [--judge-model M]]\n"
           "                          [--record DIR | --replay DIR]\n"
           "       lmars-cli eval report results.jsonl [more.jsonl ...] [--markdown] [--json] [--dataset FILE]\n"
           "       lmars-cli eval retrieval --set DIR [--k 10] [--json]\n") +
        indent +
        tr("lmars-cli eval mcq --dataset FILE --condition library [--roles F,LR,AR,CS] [-k N] [--corpus FILE]") +
        QLatin1Char('\n') + indent +
        tr("lmars-cli eval tasks --dataset FILE --condition closed-book|simple|multi|evidence [--types LIST] "
           "[--limit N] [--out results.jsonl] [--concurrency K] [--judge-model M]") +
        QLatin1Char('\n') + indent + tr("lmars-cli eval statute-library --articles FILE --out DIR") + QLatin1Char('\n');
    if (arguments.size() < 2)
        return CliSupport::fail(ExitUsage, usage);
    const QString sub = arguments.takeAt(1);
    if (sub == QLatin1String("retrieval"))
        return retrieval(arguments);
    if (sub == QLatin1String("mcq"))
        return McqCommands::mcq(arguments);
    if (sub == QLatin1String("tasks"))
        return TaskCommands::tasks(arguments);
    if (sub == QLatin1String("statute-library"))
        return TaskCommands::statuteLibrary(arguments);
    if (sub == QLatin1String("report"))
        return McqCommands::report(arguments);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub == QLatin1String("help")) {
        CliSupport::out(usage);
        return ExitOk;
    }
    return CliSupport::fail(ExitUsage, tr("unknown eval command \"%1\".\n").arg(sub) + usage);
}

int EvalCommands::retrieval(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Index a BEIR-like set (corpus.jsonl, queries.jsonl, qrels.jsonl) into a temporary library and print "
           "Hit@1, Recall@5, Recall@10, MRR@10 and nDCG@10."));
    parser.addHelpOption();
    const QCommandLineOption set(QStringLiteral("set"), tr("Folder of the set."), tr("dir"));
    const QCommandLineOption k(QStringLiteral("k"), tr("Documents retrieved per query (at least 10)."), tr("n"),
                               QStringLiteral("10"));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption tokenizer(QStringLiteral("tokenizer"),
                                       tr("Index tokenizer: unicode61 (default, CJK bigrams), porter, trigram."),
                                       tr("name"), QStringLiteral("unicode61"));
    const QCommandLineOption noAsOf(QStringLiteral("no-as-of"), tr("Ignore the queries' asOf dates."));
    const QCommandLineOption backend(QStringLiteral("backend"),
                                     tr("embedded (a temporary local library) or server (the firm server, "
                                        "LMARS_SERVER_URL or --server)."),
                                     tr("name"), QStringLiteral("embedded"));
    const QCommandLineOption server(QStringLiteral("server"), tr("The firm server's connection string or URI."),
                                    tr("conninfo"));
    const QCommandLineOption channels(
        QStringLiteral("channels"),
        tr("Also rank with each channel alone and fused: the exact tier, BM25, a local dense channel learned from "
           "the set's library, and their weighted reciprocal rank fusion."));
    const QCommandLineOption denseMethod(QStringLiteral("dense-method"),
                                         tr("The local dense channel's method: lsa (default) or random-projection."),
                                         tr("name"), QStringLiteral("lsa"));
    const QCommandLineOption denseDimension(QStringLiteral("dense-dimension"),
                                            tr("The local dense channel's vector size (default 256)."), tr("n"),
                                            QStringLiteral("256"));
    const QCommandLineOption weights(QStringLiteral("fusion-weights"),
                                     tr("The fusion's weights of the exact tier, dense and BM25 (default 3,2,1)."),
                                     tr("e,d,b"), QStringLiteral("3,2,1"));
    const QCommandLineOption fusionK(QStringLiteral("fusion-k"), tr("The fusion's K (default 60)."), tr("k"),
                                     QStringLiteral("60"));
    const QCommandLineOption tiered(QStringLiteral("fusion-tiered"),
                                    tr("Passages citing more of the query's references rank first; the fused score "
                                       "orders each tier."));
    const QCommandLineOption denseCharacters(
        QStringLiteral("dense-characters"),
        tr("The local dense channel also counts CJK characters, not only bigrams."));
    const QCommandLineOption embeddingProvider(
        QStringLiteral("embedding-provider"),
        tr("With --channels: also the dense channel of this embedding provider's vectors (openai, azure, ollama, "
           "lmstudio, vllm, llamacpp; none: not even the configured one). Default: LMARS_EMBEDDING_PROVIDER."),
        tr("name"));
    const QCommandLineOption embeddingUrl(QStringLiteral("embedding-url"),
                                          tr("The embedding server's base URL (default: LMARS_EMBEDDING_BASE_URL)."),
                                          tr("url"));
    const QCommandLineOption embeddingModel(QStringLiteral("embedding-model"),
                                            tr("The embedding model (default: LMARS_EMBEDDING_MODEL)."), tr("name"));
    const QCommandLineOption embeddingDimension(
        QStringLiteral("embedding-dimension"),
        tr("The vector size asked of the embedding model (default: LMARS_EMBEDDING_DIMENSION, else the model's own)."),
        tr("n"));
    const QCommandLineOption adaptive(QStringLiteral("fusion-adaptive"),
                                      tr("Scale the dense weight by the share of the query's words that the best "
                                         "BM25 passage lacks."));
    const QCommandLineOption gated(QStringLiteral("fusion-gated"),
                                   tr("Rank a query citing a reference without fusion (the exact tier, then BM25)."));
    const QCommandLineOption distractors(QStringLiteral("distractors"),
                                         tr("Also index the documents of this folder, as distractors."), tr("dir"));
    parser.addOptions({set, k, json, tokenizer, noAsOf, backend, server, channels, denseMethod, denseDimension,
                       denseCharacters, weights, fusionK, tiered, adaptive, gated, distractors, embeddingProvider,
                       embeddingUrl, embeddingModel, embeddingDimension});
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;
    eval::RetrievalEvalOptions options;
    options.setDir = parser.value(set);
    if (options.setDir.isEmpty())
        return CliSupport::fail(ExitUsage, tr("--set DIR is required."));
    bool ok = false;
    options.k = parser.value(k).toInt(&ok);
    if (!ok || options.k < 1)
        return CliSupport::fail(ExitUsage, tr("--k must be a positive number."));
    if (!store::parseLibraryTokenizer(parser.value(tokenizer), &options.tokenizer))
        return CliSupport::fail(ExitUsage, tr("unknown tokenizer \"%1\".").arg(parser.value(tokenizer)));
    options.useAsOf = !parser.isSet(noAsOf);
    options.channels = parser.isSet(channels);
    if (!dense::parseDenseMethod(parser.value(denseMethod), &options.denseTraining.method))
        return CliSupport::fail(
            ExitUsage, tr("--dense-method is lsa or random-projection, not \"%1\".").arg(parser.value(denseMethod)));
    options.denseTraining.cjkCharacters = parser.isSet(denseCharacters);
    options.denseTraining.dimension = parser.value(denseDimension).toInt(&ok);
    if (!ok || options.denseTraining.dimension < 1 || options.denseTraining.dimension > 4096)
        return CliSupport::fail(ExitUsage, tr("--dense-dimension must be a number from 1 to 4096."));
    if (const auto fusion = dense::FusionWeights::parse(parser.value(weights), parser.value(fusionK)))
        options.fusion = *fusion;
    else
        return CliSupport::fail(ExitUsage, tr("--fusion-weights takes three numbers of 0 or more (\"3,2,1\") and "
                                              "--fusion-k a positive number."));
    options.fusion.tiered = parser.isSet(tiered);
    options.fusion.adaptive = parser.isSet(adaptive);
    options.fusion.gated = parser.isSet(gated);
    options.distractorDir = parser.value(distractors);
    if (!options.distractorDir.isEmpty() && !QFileInfo(options.distractorDir).isDir())
        return CliSupport::fail(ExitUsage, tr("--distractors needs a folder, not \"%1\".").arg(options.distractorDir));
    if (options.channels && parser.value(backend) == QLatin1String("server"))
        return CliSupport::fail(ExitUsage, tr("--channels needs the embedded backend."));
    if (parser.value(backend) == QLatin1String("server")) {
        const auto config = CliSupport::loadConfig(QString());
        options.serverConninfo = parser.isSet(server) ? parser.value(server) : config.serverUrl;
        options.serverPassword = config.serverPassword;
        if (options.serverConninfo.isEmpty())
            return CliSupport::fail(ExitConfiguration, tr("--backend server needs LMARS_SERVER_URL or --server."));
    } else if (parser.value(backend) != QLatin1String("embedded")) {
        return CliSupport::fail(ExitUsage,
                                tr("--backend is embedded or server, not \"%1\".").arg(parser.value(backend)));
    }

    std::unique_ptr<embed::ProviderEmbedder> embedder;
    if (options.channels) {
        // The provider's channel: the configured endpoint (LMARS_EMBEDDING_*), the flags over it.
        const settings::AppConfig config = CliSupport::loadConfig(QString());
        llm::EmbeddingConfig embedding = config.embedding;
        if (parser.isSet(embeddingProvider)) {
            if (!llm::parseEmbeddingProvider(parser.value(embeddingProvider), &embedding.provider))
                return CliSupport::fail(ExitUsage,
                                        tr("unknown embedding provider \"%1\". Known providers: %2.")
                                            .arg(parser.value(embeddingProvider),
                                                 llm::knownEmbeddingProviderNames().join(QStringLiteral(", "))));
            if (!parser.isSet(embeddingUrl) && embedding.provider != config.embedding.provider)
                embedding.baseUrl = llm::defaultEmbeddingUrl(embedding.provider);
        } else if (!config.embeddingError.isEmpty()) {
            return CliSupport::fail(ExitConfiguration, config.embeddingError);
        }
        if (parser.isSet(embeddingUrl))
            embedding.baseUrl = QUrl(parser.value(embeddingUrl));
        if (parser.isSet(embeddingModel))
            embedding.model = parser.value(embeddingModel);
        if (parser.isSet(embeddingDimension)) {
            embedding.dimension = parser.value(embeddingDimension).toInt(&ok);
            if (!ok || embedding.dimension < 1 || embedding.dimension > 16384)
                return CliSupport::fail(ExitUsage, tr("--embedding-dimension must be a number from 1 to 16384."));
        }
        if (embedding.enabled()) {
            if (embedding.model.trimmed().isEmpty())
                return CliSupport::fail(ExitConfiguration,
                                        tr("The embedding provider %1 needs a model: set LMARS_EMBEDDING_MODEL or "
                                           "--embedding-model.")
                                            .arg(llm::embeddingProviderName(embedding.provider)));
            embedder = std::make_unique<embed::ProviderEmbedder>(embedding, config.embeddingCachePath());
            options.embedder = embedder.get();
        }
    }

    CancelToken cancel;
    CliSupport::installInterruptHandler(cancel);
    auto report = eval::RetrievalEval::run(options, cancel);
    if (!report)
        return CliSupport::fail(CliSupport::exitCodeFor(report.error()), report.error().toString());
    const auto& r = report.value();
    if (parser.isSet(json)) {
        const nlohmann::json j = {{"set", r.set.toStdString()},
                                  {"tokenizer", r.tokenizer.toStdString()},
                                  {"asOf", r.asOf},
                                  {"documents", r.documents},
                                  {"distractorDocuments", r.distractorDocuments},
                                  {"queries", r.queries},
                                  {"hit@1", r.hitAt1},
                                  {"recall@5", r.recallAt5},
                                  {"recall@10", r.recallAt10},
                                  {"mrr@10", r.mrrAt10},
                                  {"ndcg@10", r.ndcgAt10},
                                  {"indexSeconds", r.indexSeconds},
                                  {"meanQueryMs", r.meanQueryMs}};
        nlohmann::json out = j;
        if (options.channels) {
            nlohmann::json rows = nlohmann::json::array();
            for (const eval::ChannelFigures& c : r.channels)
                rows.push_back({{"channels", c.name.toStdString()},
                                {"hit@1", c.hitAt1},
                                {"recall@10", c.recallAt10},
                                {"mrr@10", c.mrrAt10},
                                {"ndcg@10", c.ndcgAt10},
                                {"meanQueryMs", c.meanQueryMs}});
            out["channels"] = rows;
            out["denseModel"] = r.denseModel.toStdString();
            out["denseBuildSeconds"] = r.denseBuildSeconds;
            if (!r.providerModel.isEmpty())
                out["provider"] = {{"model", r.providerModel.toStdString()},
                                   {"dimension", r.providerDimension},
                                   {"chunks", r.providerChunks},
                                   {"seconds", r.providerSeconds}};
            out["fusion"] = {{"exact", options.fusion.exact},
                             {"dense", options.fusion.dense},
                             {"bm25", options.fusion.bm25},
                             {"k", options.fusion.k}};
        }
        CliSupport::out(QString::fromStdString(out.dump(2)) + QLatin1Char('\n'));
        return ExitOk;
    }
    CliSupport::out(tr("set %1 (%2 documents, %3 queries; tokenizer %4, as-of filter %5)\n"
                       "Hit@1      %6\nRecall@5   %7\nRecall@10  %8\nMRR@10     %9\nnDCG@10    %10\n"
                       "indexing %11 s, mean query %12 ms\n")
                        .arg(r.set)
                        .arg(r.documents)
                        .arg(r.queries)
                        .arg(r.tokenizer, r.asOf ? tr("on") : tr("off"))
                        .arg(r.hitAt1, 0, 'f', 3)
                        .arg(r.recallAt5, 0, 'f', 3)
                        .arg(r.recallAt10, 0, 'f', 3)
                        .arg(r.mrrAt10, 0, 'f', 3)
                        .arg(r.ndcgAt10, 0, 'f', 3)
                        .arg(r.indexSeconds, 0, 'f', 2)
                        .arg(r.meanQueryMs, 0, 'f', 2));
    if (r.distractorDocuments > 0)
        CliSupport::out(
            tr("with %1 distractor documents from %2\n").arg(r.distractorDocuments).arg(options.distractorDir));
    if (options.channels) {
        CliSupport::out(tr("dense channel %1 (built in %2 s); fusion weights exact %3, dense %4, BM25 %5, K %6\n")
                            .arg(r.denseModel)
                            .arg(r.denseBuildSeconds, 0, 'f', 2)
                            .arg(options.fusion.exact)
                            .arg(options.fusion.dense)
                            .arg(options.fusion.bm25)
                            .arg(options.fusion.k));
        if (!r.providerModel.isEmpty())
            CliSupport::out(
                tr("provider channel %1, dimension %2 (%3 chunks; embedded or read from the cache in %4 s)\n")
                    .arg(r.providerModel)
                    .arg(r.providerDimension)
                    .arg(r.providerChunks)
                    .arg(r.providerSeconds, 0, 'f', 2));
        CliSupport::out(QStringLiteral("%1  %2  %3  %4\n")
                            .arg(tr("channels"), -26)
                            .arg(QStringLiteral("nDCG@10"), 7)
                            .arg(QStringLiteral("Hit@1"), 6)
                            .arg(QStringLiteral("MRR@10"), 6));
        for (const eval::ChannelFigures& c : r.channels)
            CliSupport::out(QStringLiteral("%1  %2  %3  %4\n")
                                .arg(c.name, -26)
                                .arg(c.ndcgAt10, 7, 'f', 3)
                                .arg(c.hitAt1, 6, 'f', 3)
                                .arg(c.mrrAt10, 6, 'f', 3));
    }
    return ExitOk;
}

} // namespace lmars::cli
