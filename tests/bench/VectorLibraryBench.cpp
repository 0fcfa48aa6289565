// SPDX-License-Identifier: GPL-3.0-or-later
// A large library's vectors end to end (issue 33, point 3): makes a library of synthetic chunks
// (documents of 10 chunks, 40 words each, drawn from 500 topics of a 20,000-word vocabulary with a
// fixed seed), builds its vectors as the background VectorBuilder does (the library's LSA model,
// 256 dimensions, then the stored approximate index), and prints how long each step took, the file's
// size, and what a first search of a fresh process costs: loading the stored index and the first
// nearest-neighbour query (StoredVectors, in this process, on a new connection).
//
//   vector_library_bench --out DIR [--chunks 100000] [--seed 33] [--measure-only]
//
// --measure-only: DIR/library.sqlite is made already; only the first search is measured, and beside
// it what the first search cost before the index was stored: every vector read into a
// VectorIndex that builds its graph when it crosses 20M floats (StoredVectors before library schema 9).
//
// DIR/library.sqlite is then what `lmars-cli library search --data-dir DIR --dense on QUERY` opens.
#include "library/LibraryStore.h"
#include "library/StoredVectors.h"
#include "library/VectorBuilder.h"
#include "library/VectorGraph.h"
#include "library/VectorStore.h"
#include "sqlite/Database.h"
#include "sqlite/Statement.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <random>

using namespace lmars;

namespace {

double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double wallSeconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

QString argument(const QStringList& args, const QString& name, const QString& fallback)
{
    const qsizetype at = args.indexOf(name);
    return at >= 0 && at + 1 < args.size() ? args[at + 1] : fallback;
}

/// Prints a step's wall and CPU time since the last call.
class Stopwatch
{
public:
    void lap(const char* what)
    {
        const double wall = wallSeconds();
        const double cpu = cpuSeconds();
        std::printf("%-40s %8.1f s wall %8.1f s CPU\n", what, wall - m_wall, cpu - m_cpu);
        std::fflush(stdout);
        m_wall = wall;
        m_cpu = cpu;
    }

private:
    double m_wall = wallSeconds();
    double m_cpu = cpuSeconds();
};

QString word(int i)
{
    return QStringLiteral("w%1").arg(i, 5, 36, QLatin1Char('0'));
}

/// A fresh process's first search: a new connection, a new copy in memory; with before, also the
/// former first search (every vector into an automatic VectorIndex).
int measureFirstSearch(const QString& path, bool before)
{
    auto again = store::LibraryStore::open(path);
    if (!again)
        return 1;
    library::StoredVectors vectors;
    Stopwatch first;
    if (!vectors.refresh(*again.value(), nullptr).ok())
        return 1;
    first.lap("first refresh (loads the stored index)");
    const QString query = QStringLiteral("w0000a w0000b w0000c");
    auto found = vectors.nearest(query, 100, {});
    first.lap("first nearest (k 100)");
    std::printf("vectors: %lld, through the approximate index: %lld, found %lld\n",
                static_cast<long long>(vectors.size()), static_cast<long long>(vectors.approximateSize()),
                static_cast<long long>(found ? found->size() : -1));
    if (!before)
        return 0;
    auto model = library::VectorStore(again.value()->database()).activeModel();
    if (!model || !model.value())
        return 1;
    dense::VectorIndex former(model.value()->dimension);
    Stopwatch old;
    auto loaded = library::VectorStore(again.value()->database())
                      .load(model.value()->id, 0, [&](qint64 id, std::vector<float> v) { former.add(id, v); });
    old.lap("before library schema 9: every vector read, graph built");
    std::printf("former copy: %lld vectors, %s\n", static_cast<long long>(former.size()),
                former.approximate() ? "approximate" : "exact");
    if (!loaded)
        return 1;
    // Recall@10 of the stored index (through StoredVectors) against the exact scan, for 100 queries:
    // the first eight words of 100 chunks spread over the library.
    auto embedder = library::VectorBuilder::embedderFor(*again.value(), *model.value(), nullptr);
    auto texts = again.value()->database().prepare(
        QStringLiteral("SELECT text FROM chunks WHERE id % (SELECT max(1, count(*) / 100) FROM chunks) = 0 LIMIT 100"));
    if (!embedder || !texts)
        return 1;
    int queries = 0;
    int hits = 0;
    while (texts->step().value()) {
        const QString text = texts->columnText(0).split(QLatin1Char(' ')).mid(0, 8).join(QLatin1Char(' '));
        auto unit = embedder->embed({text}, dense::EmbedPurpose::Query, {});
        auto approximate = vectors.nearest(text, 10, {});
        if (!unit || unit->empty() || !approximate)
            continue;
        QSet<qint64> exact;
        for (const dense::VectorMatch& m : former.searchExact(unit->front(), 10))
            exact.insert(m.id);
        for (const qint64 id : approximate.value())
            hits += exact.contains(id) ? 1 : 0;
        ++queries;
    }
    std::printf("recall@10 of the stored index against the exact scan: %.3f (%d queries)\n",
                queries ? hits / (10.0 * queries) : 0.0, queries);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString out = argument(args, QStringLiteral("--out"), QString());
    const int chunks = argument(args, QStringLiteral("--chunks"), QStringLiteral("100000")).toInt();
    const unsigned seed = argument(args, QStringLiteral("--seed"), QStringLiteral("33")).toUInt();
    if (out.isEmpty() || chunks <= 0) {
        std::fprintf(stderr, "usage: vector_library_bench --out DIR [--chunks 100000] [--seed 33]\n");
        return 2;
    }
    QDir().mkpath(out);
    const QString path = QDir(out).filePath(QStringLiteral("library.sqlite"));
    if (args.contains(QStringLiteral("--measure-only")))
        return measureFirstSearch(path, true);
    QFile::remove(path);
    auto opened = store::LibraryStore::open(path);
    if (!opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().toString()));
        return 1;
    }
    store::LibraryStore& store = *opened.value();
    Stopwatch watch;

    constexpr int kTopics = 500;
    constexpr int kVocabulary = 20000;
    constexpr int kTopicWords = 60;
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> anyWord(0, kVocabulary - 1);
    std::uniform_int_distribution<int> anyTopic(0, kTopics - 1);
    std::uniform_int_distribution<int> topicWord(0, kTopicWords - 1);
    std::vector<std::vector<int>> topics(kTopics);
    for (auto& topic : topics) {
        for (int w = 0; w < kTopicWords; ++w)
            topic.push_back(anyWord(rng));
    }
    if (!store.beginBatch().ok())
        return 1;
    for (int first = 0; first < chunks; first += 10) {
        const auto& topic = topics[static_cast<size_t>(anyTopic(rng))];
        store::LibraryDocument doc;
        doc.path = QStringLiteral("/bench/doc%1.txt").arg(first / 10);
        doc.title = QStringLiteral("Document %1").arg(first / 10);
        QList<store::LibraryChunk> parts;
        for (int c = 0; c < 10 && first + c < chunks; ++c) {
            QStringList words;
            for (int w = 0; w < 40; ++w)
                words << word(w % 2 ? topic[static_cast<size_t>(topicWord(rng))] : anyWord(rng));
            store::LibraryChunk chunk;
            chunk.ordinal = c;
            chunk.text = words.join(QLatin1Char(' '));
            chunk.end = static_cast<int>(chunk.text.size());
            parts << chunk;
        }
        if (!store.putDocument(doc, parts).ok())
            return 1;
        if ((first / 10) % 1000 == 999 && (!store.commitBatch().ok() || !store.beginBatch().ok()))
            return 1;
    }
    if (!store.commitBatch().ok())
        return 1;
    watch.lap("text stored");

    library::VectorBuildOptions options;
    options.batch = 2048;
    bool indexing = false;
    auto built = library::VectorBuilder::run(store, options, {}, [&](const library::VectorBuildProgress& p) {
        if (p.indexing && !indexing) {
            watch.lap("LSA model learned, chunks embedded");
            indexing = true;
        }
    });
    if (!built) {
        std::fprintf(stderr, "%s\n", qPrintable(built.error().toString()));
        return 1;
    }
    watch.lap("approximate index built and stored");
    std::printf("%s\n", qPrintable(library::VectorBuilder::statusText(built->counts)));
    std::printf("library file: %.0f MB\n", double(QFileInfo(path).size()) / 1048576.0);

    return measureFirstSearch(path, false);
}
