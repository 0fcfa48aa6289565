// SPDX-License-Identifier: GPL-3.0-or-later
// Vector search that scales (issue 33, point 3): dense::VectorIndex at library sizes, exact against
// approximate (HNSW). For each size × dimension it builds the index from clustered synthetic unit
// vectors (fixed seed), then prints build time, RSS growth, saved size, recall@10 of the search
// against the exact scan, and per-query p50/p99 of: the search (k 10), the search (k 100) fused by
// weighted RRF with a 100-item BM25 list and a 2-item exact tier, and the exact scan (k 10).
//
// Vectors: 1,000 cluster centres c ~ N(0, I); each vector is c + 0.5·B·z/√32 + s·e with a shared
// 32-column basis B ~ N(0, 1), z ~ N(0, I₃₂), e ~ N(0, I), s = --noise-percent / 100 (0.1 by
// default), then normalized: clustered, with a low-dimensional spread inside each cluster as text
// embeddings have; a larger s makes the spread high-dimensional and the search harder. Queries come from the same
// process with another seed (not stored vectors).
//
//   vector_bench [--vectors 100000,1000000] [--dimensions 384,1536] [--queries 200]
//                [--exact-queries 100] [--breadths 32,64,96,128,200] [--links 16] [--build 100]
//                [--seed 33] [--save-dir /tmp] [--approximate-from N] [--noise-percent 10]
// --approximate-from: the index's threshold (0: its default; above --vectors: exact scan only).
#include "dense/VectorIndex.h"
#include "dense/WeightedRrf.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStringList>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <random>
#include <string>
#include <unordered_set>
#include <vector>

using namespace lmars::dense;

namespace {

constexpr int kClusters = 1000;
constexpr int kLatent = 32;

double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double wallSeconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

long rssMb()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stol(line.substr(6)) / 1024;
    }
    return -1;
}

/// The clustered vectors described at the top of this file.
class ClusteredVectors
{
public:
    ClusteredVectors(int dimension, unsigned seed, float noise) : m_dimension(dimension), m_noise(noise), m_rng(seed)
    {
        std::normal_distribution<float> normal;
        m_centres.resize(static_cast<size_t>(kClusters * dimension));
        for (float& x : m_centres)
            x = normal(m_rng);
        m_basis.resize(static_cast<size_t>(kLatent * dimension));
        for (float& x : m_basis)
            x = normal(m_rng);
    }
    /// The next vector drawn with generator rng.
    std::vector<float> next(std::mt19937& rng) const
    {
        std::normal_distribution<float> normal;
        std::uniform_int_distribution<int> cluster(0, kClusters - 1);
        const size_t dim = static_cast<size_t>(m_dimension);
        const float* centre = m_centres.data() + static_cast<size_t>(cluster(rng)) * dim;
        std::vector<float> v(centre, centre + dim);
        const float spread = 0.5f / std::sqrt(static_cast<float>(kLatent));
        for (int j = 0; j < kLatent; ++j) {
            const float z = normal(rng) * spread;
            const float* column = m_basis.data() + static_cast<size_t>(j) * dim;
            for (size_t i = 0; i < dim; ++i)
                v[i] += z * column[i];
        }
        for (float& x : v)
            x += m_noise * normal(rng);
        return v;
    }

private:
    int m_dimension;
    float m_noise;
    std::mt19937 m_rng;
    std::vector<float> m_centres;
    std::vector<float> m_basis;
};

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t at = std::min(values.size() - 1, static_cast<size_t>(std::ceil(p * double(values.size())) - 1));
    return values[at];
}

QList<int> intList(const QStringList& args, const QString& name, const QList<int>& fallback)
{
    const qsizetype at = args.indexOf(name);
    if (at < 0 || at + 1 >= args.size())
        return fallback;
    QList<int> out;
    for (const QString& part : args[at + 1].split(u',', Qt::SkipEmptyParts))
        out << part.toInt();
    return out;
}

/// One query's fused ranking: the dense top 100 of index, a BM25 list of 100 (half of them also in
/// the dense list, the rest elsewhere) and an exact tier of 2, by weighted RRF 3/2/1, K 60.
size_t fuse(const QList<VectorMatch>& dense, qint64 vectors, std::mt19937& rng)
{
    QList<qint64> denseIds;
    for (const VectorMatch& m : dense)
        denseIds << m.id;
    std::uniform_int_distribution<qint64> any(0, vectors - 1);
    QList<qint64> bm25;
    for (qsizetype i = 0; i < denseIds.size() && bm25.size() < 50; i += 2)
        bm25 << denseIds[i];
    while (bm25.size() < 100)
        bm25 << any(rng);
    std::shuffle(bm25.begin(), bm25.end(), rng);
    WeightedRrf rrf;
    rrf.add(Channel::Exact, {bm25[3], bm25[7]});
    rrf.add(Channel::Dense, denseIds);
    rrf.add(Channel::Bm25, bm25);
    return static_cast<size_t>(rrf.fused().size());
}

void run(qint64 vectors, int dimension, const QStringList& args)
{
    const unsigned seed = static_cast<unsigned>(intList(args, QStringLiteral("--seed"), {33}).first());
    const int queries = intList(args, QStringLiteral("--queries"), {200}).first();
    const int exactQueries = std::min(queries, intList(args, QStringLiteral("--exact-queries"), {100}).first());
    const QList<int> breadths = intList(args, QStringLiteral("--breadths"), {32, 64, 96, 128, 200});
    AnnParameters parameters;
    parameters.links = intList(args, QStringLiteral("--links"), {parameters.links}).first();
    parameters.buildBreadth = intList(args, QStringLiteral("--build"), {parameters.buildBreadth}).first();
    const qsizetype at = args.indexOf(QStringLiteral("--save-dir"));
    const QString saveDir = at >= 0 && at + 1 < args.size() ? args[at + 1] : QDir::tempPath();

    std::printf("\n== %lld vectors x %d dimensions (M %d, efConstruction %d, seed %u, noise %d %%) ==\n",
                static_cast<long long>(vectors), dimension, parameters.links, parameters.buildBreadth, seed,
                intList(args, QStringLiteral("--noise-percent"), {10}).first());
    const float noise = static_cast<float>(intList(args, QStringLiteral("--noise-percent"), {10}).first()) / 100.0f;
    const ClusteredVectors source(dimension, seed, noise);
    std::mt19937 rng(seed + 1);
    std::vector<std::vector<float>> queryVectors;
    std::mt19937 queryRng(seed + 2);
    for (int q = 0; q < queries; ++q)
        queryVectors.push_back(source.next(queryRng));

    const long rssBefore = rssMb();
    const qsizetype approximateFrom = intList(args, QStringLiteral("--approximate-from"), {0}).first();
    VectorIndex index(dimension, approximateFrom, parameters);
    const double wall0 = wallSeconds();
    const double cpu0 = cpuSeconds();
    double generating = 0;
    for (qint64 id = 0; id < vectors; ++id) {
        const double g0 = cpuSeconds();
        const std::vector<float> v = source.next(rng);
        generating += cpuSeconds() - g0;
        index.add(id, v);
        if ((id + 1) % 100000 == 0) {
            std::fprintf(stderr, "  %lld added, %.0f s\n", static_cast<long long>(id + 1), wallSeconds() - wall0);
        }
    }
    const double buildWall = wallSeconds() - wall0;
    const double buildCpu = cpuSeconds() - cpu0 - generating;
    const long rssAfter = rssMb();
    std::printf("form: %s (approximate from %lld vectors)\n", index.approximate() ? "approximate" : "exact",
                static_cast<long long>(index.approximateFrom()));
    std::printf("build: %.1f s wall, %.1f s CPU without generating the vectors (%.1f s)\n", buildWall, buildCpu,
                generating);
    std::printf("RSS growth: %ld MB (raw float32 vectors: %.0f MB)\n", rssAfter - rssBefore,
                double(vectors) * dimension * 4 / 1048576.0);

    const QString path = QDir(saveDir).filePath(QStringLiteral("vector_bench_%1_%2.lmvx").arg(vectors).arg(dimension));
    double t0 = wallSeconds();
    double saveCpu = cpuSeconds();
    QString error;
    if (!index.saveFile(path, &error)) {
        std::printf("save failed: %s\n", qPrintable(error));
    } else {
        const double saveSeconds = wallSeconds() - t0;
        saveCpu = cpuSeconds() - saveCpu;
        t0 = wallSeconds();
        const double loadCpu0 = cpuSeconds();
        const std::optional<VectorIndex> loaded = VectorIndex::loadFile(path, &error);
        std::printf("disk: %.0f MB, save %.1f s wall (%.1f s CPU), load %.1f s wall (%.1f s CPU)%s\n",
                    double(QFileInfo(path).size()) / 1048576.0, saveSeconds, saveCpu, wallSeconds() - t0,
                    cpuSeconds() - loadCpu0, loaded && loaded->size() == index.size() ? "" : " (LOAD FAILED)");
        QFile::remove(path);
    }

    // Exact ground truth and its latency.
    std::vector<std::unordered_set<qint64>> truth;
    std::vector<double> exactMs;
    std::vector<double> exactWallMs;
    for (int q = 0; q < exactQueries; ++q) {
        t0 = wallSeconds();
        double c0 = threadCpuSeconds();
        const QList<VectorMatch> exact = index.searchExact(queryVectors[size_t(q)], 10);
        exactMs.push_back((threadCpuSeconds() - c0) * 1000);
        exactWallMs.push_back((wallSeconds() - t0) * 1000);
        std::unordered_set<qint64> ids;
        for (const VectorMatch& m : exact)
            ids.insert(m.id);
        truth.push_back(std::move(ids));
    }
    std::printf("exact scan k10: CPU p50 %.2f ms, p99 %.2f ms; wall p50 %.2f ms, p99 %.2f ms (%d queries)\n",
                percentile(exactMs, 0.5), percentile(exactMs, 0.99), percentile(exactWallMs, 0.5),
                percentile(exactWallMs, 0.99), exactQueries);

    for (const int breadth : index.approximate() ? breadths : QList<int>{}) {
        index.setSearchBreadth(breadth);
        std::vector<double> searchMs;
        std::vector<double> fusedMs;
        std::vector<double> fusedWallMs;
        size_t found = 0;
        std::mt19937 fuseRng(seed + 3);
        size_t fusedItems = 0;
        for (int q = 0; q < queries; ++q) {
            double c0 = threadCpuSeconds();
            const QList<VectorMatch> top = index.search(queryVectors[size_t(q)], 10);
            searchMs.push_back((threadCpuSeconds() - c0) * 1000);
            if (q < exactQueries) {
                for (const VectorMatch& m : top)
                    found += truth[size_t(q)].count(m.id);
            }
            t0 = wallSeconds();
            c0 = threadCpuSeconds();
            fusedItems += fuse(index.search(queryVectors[size_t(q)], 100), vectors, fuseRng);
            fusedMs.push_back((threadCpuSeconds() - c0) * 1000);
            fusedWallMs.push_back((wallSeconds() - t0) * 1000);
        }
        std::printf("ef %3d: recall@10 %.4f; CPU: search k10 p50 %.2f p99 %.2f ms, search k100 + RRF p50 %.2f p99 "
                    "%.2f ms; wall: k100 + RRF p50 %.2f p99 %.2f ms (%.0f fused items)\n",
                    breadth, double(found) / (10.0 * exactQueries), percentile(searchMs, 0.5),
                    percentile(searchMs, 0.99), percentile(fusedMs, 0.5), percentile(fusedMs, 0.99),
                    percentile(fusedWallMs, 0.5), percentile(fusedWallMs, 0.99), double(fusedItems) / queries);
    }
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QList<int> sizes = intList(args, QStringLiteral("--vectors"), {100000, 1000000});
    const QList<int> dimensions = intList(args, QStringLiteral("--dimensions"), {384, 1536});
    for (const int size : sizes) {
        for (const int dimension : dimensions)
            run(size, dimension, args);
    }
    return 0;
}
