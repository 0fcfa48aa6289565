// SPDX-License-Identifier: GPL-3.0-or-later
// server_vector_bench: the firm server's vectors on a library server_bench has filled (run it first
// with --database NAME; its role bench_user and matter Bench are used): vectors written per second
// by ServerVectorBuilder (COPY in batches of 256, the embedder a local hashed bag of words so that
// only the storing is measured, not a provider), the first dense search of a client (every vector
// read into its cache), then p50/p99 of searches with the dense channel fused with BM25 and the
// exact tier (ServerLibraryBackend) beside the same searches by words only. Prints figures; not a test.
//
// Usage: server_vector_bench --database NAME [--conninfo "host=... user=<superuser>"] [--dimension 384]
//                            [--queries 200] [--reuse-vectors] [--approximate-from N]
// The conninfo defaults to the ctest fixture's file (LMARS_PG_CONNINFO_FILE). The vectors of an
// earlier run are dropped first, unless --reuse-vectors: then the first search reads the index this
// user's cache folder holds from the earlier run (ServerStoredVectors) and only what changed since.
// The first search never builds the matter's graph: it scans exactly, and a thread builds the graph
// after it (timed here, then the searches run through it). --approximate-from lowers the number of
// vectors from which a matter gets a graph (default VectorIndex::wantsApproximate: 20M floats), so
// that a smaller database shows the same path.
#include "LatencyFigures.h"
#include "ScriptedEmbeddingServer.h"
#include "dense/TextEmbedder.h"
#include "library/ServerLibraryBackend.h"
#include "library/ServerStoredVectors.h"
#include "library/ServerVectorBuilder.h"
#include "pg/PgConnection.h"
#include "server/ServerLink.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>
#include <thread>

using namespace lmars;
using lmars::bench::percentiles;
using lmars::bench::print;

namespace {

/// Vectors without a provider: the scripted embedding service's hashed bag of words, computed here.
class HashedWordsEmbedder final : public dense::TextEmbedder
{
public:
    explicit HashedWordsEmbedder(int dimension) : m_dimension(dimension) {}
    QString modelId() const override { return QStringLiteral("bench/hashed-words@%1").arg(m_dimension); }
    int dimension() const override { return m_dimension; }
    Result<std::vector<std::vector<float>>> embed(const QStringList& texts, dense::EmbedPurpose,
                                                  const CancelToken&) override
    {
        std::vector<std::vector<float>> out;
        out.reserve(size_t(texts.size()));
        for (const QString& text : texts) {
            const QList<float> v = test::ScriptedEmbeddingServer::vectorFor(text, m_dimension);
            out.emplace_back(v.cbegin(), v.cend());
        }
        return out;
    }

private:
    int m_dimension;
};

int fail(const QString& message)
{
    std::fprintf(stderr, "server_vector_bench: %s\n", qPrintable(message));
    return 1;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption conninfoOption(QStringLiteral("conninfo"), QStringLiteral("superuser connection string"),
                                            QStringLiteral("conninfo"));
    const QCommandLineOption databaseOption(QStringLiteral("database"),
                                            QStringLiteral("the database server_bench filled"), QStringLiteral("name"));
    const QCommandLineOption dimensionOption(QStringLiteral("dimension"), QStringLiteral("vector size"),
                                             QStringLiteral("n"), QStringLiteral("384"));
    const QCommandLineOption queriesOption(QStringLiteral("queries"), QStringLiteral("searches timed"),
                                           QStringLiteral("n"), QStringLiteral("200"));
    const QCommandLineOption reuseOption(
        QStringLiteral("reuse-vectors"),
        QStringLiteral("keep the vectors of an earlier run (and this user's cached index)"));
    const QCommandLineOption approximateOption(
        QStringLiteral("approximate-from"), QStringLiteral("vectors from which a matter gets a graph (0: 20M floats)"),
        QStringLiteral("n"), QStringLiteral("0"));
    parser.addOptions({conninfoOption, databaseOption, dimensionOption, queriesOption, reuseOption, approximateOption});
    parser.process(app);
    QString base = parser.value(conninfoOption);
    if (base.isEmpty()) {
        QFile file(qEnvironmentVariable("LMARS_PG_CONNINFO_FILE"));
        if (file.open(QIODevice::ReadOnly))
            base = QString::fromUtf8(file.readAll()).trimmed();
    }
    if (base.isEmpty() || !parser.isSet(databaseOption))
        return fail(
            QStringLiteral("give --database (filled by server_bench) and --conninfo or LMARS_PG_CONNINFO_FILE"));
    const QString userConninfo =
        base + QStringLiteral(" dbname=") + parser.value(databaseOption) + QStringLiteral(" user=bench_user");
    const int dimension = std::max(1, parser.value(dimensionOption).toInt());
    const int queries = std::max(1, parser.value(queriesOption).toInt());

    auto db = store::PgConnection::open(userConninfo);
    if (!db)
        return fail(db.error().toString());
    auto matter = db.value()->query(QStringLiteral("SELECT id FROM lmars.matters WHERE name = 'Bench'"));
    if (!matter || matter->isEmpty())
        return fail(QStringLiteral("no matter Bench: run server_bench --database NAME first"));
    const qint64 matterId = matter->scalar().toLongLong();
    auto embedder = std::make_shared<HashedWordsEmbedder>(dimension);
    if (auto dropped = parser.isSet(reuseOption)
                           ? Result<store::PgRows>(store::PgRows{})
                           : db.value()->query(QStringLiteral("DELETE FROM lmars.chunk_vectors WHERE model_id IN"
                                                              " (SELECT id FROM lmars.vector_models WHERE name = $1)"),
                                               {embedder->modelId()});
        !dropped)
        return fail(dropped.error().toString());

    // Writing: the chunks read, embedded here (cheap) and stored by COPY, 256 a transaction.
    QElapsedTimer timer;
    timer.start();
    auto built = library::ServerVectorBuilder::run(*db.value(), matterId, embedder);
    if (!built)
        return fail(built.error().toString());
    const double seconds = double(timer.elapsed()) / 1000.0;
    std::printf("server_vector_bench: %lld chunks, %d dimensions, %u cores\n", static_cast<long long>(built->chunks),
                dimension, std::thread::hardware_concurrency());
    if (parser.isSet(reuseOption))
        std::printf("  vectors of the earlier run kept (%lld of %lld chunks)\n",
                    static_cast<long long>(built->embedded), static_cast<long long>(built->chunks));
    else
        std::printf("  vectors written (read chunks, embed locally, COPY 256 a transaction): %.1f s, %.0f vectors/s\n",
                    seconds, double(built->embedded) / std::max(1e-9, seconds));

    // Searching: query texts of three words from random chunks.
    auto sample = db.value()->query(QStringLiteral("SELECT body FROM lmars.chunks ORDER BY random() LIMIT $1"),
                                    {QString::number(queries)});
    if (!sample)
        return fail(sample.error().toString());
    QStringList texts;
    for (const QStringList& row : std::as_const(sample->rows))
        texts << row.first().split(QLatin1Char(' '), Qt::SkipEmptyParts).mid(3, 3).join(QLatin1Char(' '));
    auto link = std::make_shared<store::ServerLink>(userConninfo, QString(), 5);
    store::ServerLibraryBackend backend(link, {}, embedder);
    auto vectors = library::ServerStoredVectors::of(db.value()->displayName(), db.value()->user(), embedder->modelId());
    vectors->setApproximateFrom(parser.value(approximateOption).toLongLong());
    store::LibraryQuery query(texts.first(), 10);
    query.dense = true;
    timer.restart();
    auto first = backend.search(query);
    if (!first)
        return fail(first.error().toString());
    std::printf(parser.isSet(reuseOption)
                    ? "  first dense search of a new client (its cached index file read):  %.0f ms\n"
                    : "  first dense search of a client (every vector read, searched exactly): %.0f ms\n",
                double(timer.nsecsElapsed()) / 1e6);
    std::printf("  after it: %lld vectors, %lld through a graph, a graph build %s\n",
                static_cast<long long>(vectors->size()), static_cast<long long>(vectors->approximateSize()),
                vectors->building() ? "running off the search's thread" : "not needed");
    timer.restart();
    vectors->waitForBuild();
    std::printf("  the background graph build ended %.1f s after the first search\n", double(timer.elapsed()) / 1000.0);
    if (auto again = backend.search(query); !again)
        return fail(again.error().toString());
    std::printf("  next search: %lld of %lld vectors through the graph\n",
                static_cast<long long>(vectors->approximateSize()), static_cast<long long>(vectors->size()));
    for (const bool dense : {true, false}) {
        std::vector<double> ms;
        for (const QString& text : std::as_const(texts)) {
            store::LibraryQuery q(text, 10);
            q.dense = dense;
            timer.restart();
            auto hits = backend.search(q);
            if (!hits)
                return fail(hits.error().toString());
            ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        print(dense ? "search, dense channel fused with BM25 and the exact tier:" : "search, words only (dense off):",
              percentiles(ms));
    }
    return 0;
}
