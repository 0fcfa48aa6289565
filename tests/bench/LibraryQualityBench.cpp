// SPDX-License-Identifier: GPL-3.0-or-later
// library_quality_bench: ranking quality and query latency of the library as it grows. A retrieval
// set (corpus, queries, qrels) is placed inside libraries of N distractor chunks built from the
// set's own vocabulary (see DistractorLibrary: A keeps the matters' names common, B makes them
// rare). The product's searcher ranks by the exact BM25 top k of its own segment index (there is no row
// budget any more, so "exact" is the product itself). Deterministic for a seed; built libraries
// are cached.
//
// Usage: library_quality_bench [--sets DIR,DIR] [--kinds A,B] [--chunks 10000,100000,1000000]
//                              [--queries N] [--seed S] [--cache DIR] [--engines product,exact,xapian]
#include "DistractorLibrary.h"
#ifdef LMARS_BENCH_XAPIAN
#include "XapianCandidate.h"
#endif

#include "common/JsonUtil.h"
#include "eval/RetrievalMetrics.h"
#include "index/EmbeddedIndex.h"
#include "index/LibraryTerms.h"
#include "index/QuerySanitizer.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"
#include "model/AsOf.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <limits>

#include <time.h>

using namespace lmars;

namespace {

#ifdef LMARS_BENCH_XAPIAN
constexpr bool kXapianBuilt = true;
#else
constexpr bool kXapianBuilt = false;
#endif

void print(const QString& line)
{
    std::printf("%s\n", line.toUtf8().constData());
    std::fflush(stdout);
}

struct Query
{
    QString id;
    QString text;
    QString agentText; ///< 3 to 8 of its words, as the query agent plans them
    QString asOf;
};

struct EvalSet
{
    QString name;
    QString dir;
    QList<Query> queries;
    QHash<QString, QHash<QString, int>> qrels;
};

Result<void> readLines(const QString& path, const std::function<void(const nlohmann::json&)>& each)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(ErrorKind::Usage, QStringLiteral("Cannot read %1").arg(path));
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty())
            each(json::parse(line));
    }
    return {};
}

Result<EvalSet> loadSet(const QString& dir, int limit, quint32 seed)
{
    EvalSet set;
    set.dir = dir;
    set.name = QFileInfo(QDir(dir).absolutePath()).fileName();
    auto read = readLines(QDir(dir).filePath(QStringLiteral("qrels.jsonl")), [&](const nlohmann::json& row) {
        const int relevance =
            row.contains("relevance") && row["relevance"].is_number() ? row["relevance"].get<int>() : 1;
        set.qrels[json::field(row, "queryId")].insert(json::field(row, "docId"), relevance);
    });
    if (!read)
        return read.error();
    QRandomGenerator rng(seed);
    read = readLines(QDir(dir).filePath(QStringLiteral("queries.jsonl")), [&](const nlohmann::json& row) {
        Query q{json::field(row, "id"), json::field(row, "text"), {}, json::field(row, "asOf")};
        if (!set.qrels.contains(q.id))
            return;
        QStringList words = bench::DistractorLibrary::units(q.text);
        const int n = std::min(static_cast<int>(words.size()), 3 + static_cast<int>(rng.bounded(6)));
        while (words.size() > n)
            words.removeAt(static_cast<int>(rng.bounded(static_cast<int>(words.size()))));
        q.agentText = bench::DistractorLibrary::join(words);
        set.queries << q;
    });
    if (!read)
        return read.error();
    if (limit > 0 && set.queries.size() > limit) {
        QRandomGenerator pick(seed + 1);
        std::shuffle(set.queries.begin(), set.queries.end(), pick);
        set.queries.resize(limit);
    }
    return set;
}

QString libraryBase(const EvalSet& set, bench::DistractorLibrary::Kind kind, qint64 chunks, quint32 seed,
                    const QString& cacheDir)
{
    return QStringLiteral("%1/%2-%3-%4-s%5")
        .arg(cacheDir, set.name,
             kind == bench::DistractorLibrary::Kind::Common ? QStringLiteral("A") : QStringLiteral("B"))
        .arg(chunks)
        .arg(seed);
}

/// Builds the library for (set, kind, chunks, seed) in cacheDir unless a complete one is there.
Result<std::unique_ptr<store::LibraryStore>> openLibrary(const EvalSet& set, const bench::DistractorLibrary& source,
                                                         bench::DistractorLibrary::Kind kind, qint64 chunks,
                                                         quint32 seed, const QString& cacheDir)
{
    const QString base = libraryBase(set, kind, chunks, seed, cacheDir);
    const QString path = base + QStringLiteral(".sqlite");
    const QString done = base + QStringLiteral(".complete");
    if (!QFileInfo::exists(done)) {
        for (const QString& extra : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(path + extra);
    }
    auto opened = store::LibraryStore::open(path);
    if (!opened || QFileInfo::exists(done))
        return opened;
    store::LibraryStore& db = *opened.value();
    QElapsedTimer timer;
    timer.start();
    auto wrote = source.write(db, kind, chunks, seed, [&](qint64 n) {
        if (n % 100000 < 2000)
            std::fprintf(stderr, "  %lld distractor chunks written\n", static_cast<long long>(n));
    });
    if (!wrote)
        return wrote.error();
    library::LibrarySync sync(&db);
    if (auto begun = db.beginBatch(); !begun)
        return begun.error();
    for (const bench::SourceDocument& doc : source.documents()) {
        parse::ParsedDocument parsed;
        parsed.type = QStringLiteral("txt");
        parsed.title = doc.title;
        parsed.text = doc.text;
        parsed.validFrom = doc.validFrom;
        parsed.validTo = doc.validTo;
        parsed.sections.append({0, static_cast<int>(doc.text.size()), QString(), 0});
        store::LibraryDocument meta;
        meta.path = QStringLiteral("eval:") + doc.id;
        if (auto id = sync.storeParsed(meta, parsed); !id)
            return id.error();
    }
    if (auto committed = db.commitBatch(); !committed)
        return committed.error();
    QFile marker(done);
    if (!marker.open(QIODevice::WriteOnly))
        return Error(ErrorKind::Storage, QStringLiteral("Cannot write %1").arg(done));
    std::fprintf(stderr, "  built %s in %.1f s\n", qPrintable(path), timer.nsecsElapsed() / 1e9);
    return opened;
}

/// CPU time of this thread in ms: on a machine shared with other work, wall time also measures the others.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/// Ranks documents (path without its "eval:" or "distractor:" prefix) for a query, best first.
using Engine = std::function<Result<QStringList>(const QString& text, const QString& asOf)>;

Engine searcherEngine(store::LibrarySearcher* searcher)
{
    return [searcher](const QString& text, const QString& asOf) -> Result<QStringList> {
        store::LibraryQuery query;
        query.text = text;
        query.k = 30; // passages; documents are deduplicated below (as RetrievalEval does)
        query.mergeAdjacent = false;
        query.asOf = model::AsOf::read(asOf, model::AsOfOrigin::User).day(); // the set's date, read here
        auto hits = searcher->search(query);
        if (!hits)
            return hits.error();
        QStringList ranked;
        for (const store::LibraryHit& hit : hits.value()) {
            if (!ranked.contains(hit.path))
                ranked << hit.path;
            if (ranked.size() >= 10)
                break;
        }
        for (QString& path : ranked) {
            if (path.startsWith(QLatin1String("eval:")))
                path = path.mid(5);
        }
        return ranked;
    };
}

QString percentiles(QList<double> ms)
{
    if (ms.isEmpty())
        return QStringLiteral("-");
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) {
        return ms.at(std::min<qsizetype>(ms.size() - 1, static_cast<qsizetype>(q * ms.size())));
    };
    return QStringLiteral("%1/%2").arg(at(0.50), 0, 'f', 1).arg(at(0.99), 0, 'f', 1);
}

struct Row
{
    double ndcg = 0, hit1 = 0, mrr = 0;
    QList<double> pastedMs, agentMs, pastedCpuMs, agentCpuMs;
    QList<QPair<double, QString>> agentCpuByQuery; ///< CPU ms and text of each agent query
    int leftOut = 0;
};

Result<Row> measure(const EvalSet& set, const Engine& engine, const std::function<bool()>& leftOut)
{
    Row row;
    for (int i = 0; i < std::min<int>(10, static_cast<int>(set.queries.size())); ++i)
        (void)engine(set.queries.at(i).text, set.queries.at(i).asOf); // warm the page cache
    for (const Query& q : set.queries) {
        QElapsedTimer timer;
        timer.start();
        double cpu = threadCpuMs();
        auto ranked = engine(q.text, q.asOf);
        row.pastedMs << timer.nsecsElapsed() / 1e6;
        row.pastedCpuMs << threadCpuMs() - cpu;
        if (!ranked)
            return ranked.error();
        if (leftOut && leftOut())
            ++row.leftOut;
        const QHash<QString, int>& relevance = set.qrels.value(q.id);
        row.ndcg += eval::RetrievalMetrics::ndcgAt(ranked.value(), relevance, 10);
        row.hit1 += eval::RetrievalMetrics::hitAt(ranked.value(), relevance, 1);
        row.mrr += eval::RetrievalMetrics::reciprocalRankAt(ranked.value(), relevance, 10);
        timer.restart();
        cpu = threadCpuMs();
        if (auto agent = engine(q.agentText, q.asOf); !agent)
            return agent.error();
        row.agentMs << timer.nsecsElapsed() / 1e6;
        row.agentCpuMs << threadCpuMs() - cpu;
        row.agentCpuByQuery << qMakePair(row.agentCpuMs.constLast(), q.agentText);
    }
    const double n = std::max<qsizetype>(1, set.queries.size());
    row.ndcg /= n;
    row.hit1 /= n;
    row.mrr /= n;
    return row;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Library ranking quality and latency in large libraries."));
    parser.addHelpOption();
    const QString shared = QStringLiteral("/work/shared/eval/retrieval/");
    const QCommandLineOption setsOpt(QStringLiteral("sets"), QStringLiteral("Retrieval set folders."),
                                     QStringLiteral("dirs"),
                                     shared + QStringLiteral("gdpr-rules,") + shared + QStringLiteral("statute-as-of"));
    const QCommandLineOption kindsOpt(QStringLiteral("kinds"), QStringLiteral("A (names common), B (names rare)."),
                                      QStringLiteral("kinds"), QStringLiteral("A,B"));
    const QCommandLineOption chunksOpt(QStringLiteral("chunks"), QStringLiteral("Distractor chunks per library."),
                                       QStringLiteral("sizes"), QStringLiteral("10000,100000,1000000"));
    const QCommandLineOption queriesOpt(QStringLiteral("queries"), QStringLiteral("Queries per set (0: all)."),
                                        QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption seedOpt(QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("seed"),
                                     QStringLiteral("17"));
    const QCommandLineOption cacheOpt(QStringLiteral("cache"), QStringLiteral("Folder of built libraries."),
                                      QStringLiteral("dir"), QDir::tempPath() + QStringLiteral("/lmars-quality-bench"));
    const QCommandLineOption enginesOpt(QStringLiteral("engines"),
                                        QStringLiteral("product (exact top-k since issue 17; \"exact\" is the same), "
                                                       "bm25 (bare index order), xapian (when built with it)."),
                                        QStringLiteral("names"), QStringLiteral("product,exact"));
    const QCommandLineOption slowestOpt(QStringLiteral("slowest"),
                                        QStringLiteral("Also print the n slowest agent queries (CPU ms) of each row."),
                                        QStringLiteral("n"), QStringLiteral("0"));
    parser.addOptions({setsOpt, kindsOpt, chunksOpt, queriesOpt, seedOpt, cacheOpt, enginesOpt, slowestOpt});
    parser.process(app);
    const quint32 seed = parser.value(seedOpt).toUInt();
    const QString cacheDir = parser.value(cacheOpt);
    QDir().mkpath(cacheDir);
    const QStringList engines = parser.value(enginesOpt).split(QLatin1Char(','), Qt::SkipEmptyParts);

    print(QStringLiteral("set | kind | distractor chunks | engine | nDCG@10 | Hit@1 | MRR@10 | pasted p50/p99 ms | "
                         "agent p50/p99 ms | pasted CPU p50/p99 ms | agent CPU p50/p99 ms | queries with words left "
                         "out (none since issue 17)"));
    for (const QString& dir : parser.value(setsOpt).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        auto set = loadSet(dir, parser.value(queriesOpt).toInt(), seed);
        auto source = bench::DistractorLibrary::load(dir);
        if (!set || !source) {
            print((!set ? set.error() : source.error()).toString());
            return 1;
        }
        for (const QString& kindName : parser.value(kindsOpt).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto kind = kindName == QLatin1String("B") ? bench::DistractorLibrary::Kind::Rare
                                                             : bench::DistractorLibrary::Kind::Common;
            for (const QString& size : parser.value(chunksOpt).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                auto db = openLibrary(set.value(), source.value(), kind, size.toLongLong(), seed, cacheDir);
                if (!db) {
                    print(db.error().toString());
                    return 1;
                }
                for (const QString& name : engines) {
                    store::LibrarySearcher searcher(db.value().get());
                    Engine engine = searcherEngine(&searcher);
                    bool known = name == QLatin1String("product") || name == QLatin1String("exact");
                    if (name == QLatin1String("bm25")) { // the bare index order, without reference boost
                        known = true;
                        store::LibraryStore* s = db.value().get();
                        engine = [s](const QString& text, const QString& asOf) -> Result<QStringList> {
                            store::IndexQuery query;
                            query.terms = store::QuerySanitizer::build(text, s->index().terms()).terms;
                            query.asOf =
                                model::AsOf::read(asOf, model::AsOfOrigin::User).day(); // the set's date, read here
                            query.k = 30;
                            auto rows = s->search(query);
                            if (!rows)
                                return rows.error();
                            QStringList ranked;
                            for (const store::LibraryChunkHit& row : rows.value()) {
                                const QString id =
                                    row.path.startsWith(QLatin1String("eval:")) ? row.path.mid(5) : row.path;
                                if (!ranked.contains(id) && ranked.size() < 10)
                                    ranked << id;
                            }
                            return ranked;
                        };
                    }
#ifdef LMARS_BENCH_XAPIAN
                    std::unique_ptr<bench::XapianCandidate> xapian;
                    if (name == QLatin1String("xapian")) {
                        QElapsedTimer built;
                        built.start();
                        const double builtCpu = threadCpuMs();
                        auto opened = bench::XapianCandidate::open(
                            libraryBase(set.value(), kind, size.toLongLong(), seed, cacheDir) +
                                QStringLiteral(".xapian"),
                            *db.value());
                        if (!opened) {
                            print(opened.error().toString());
                            return 1;
                        }
                        std::fprintf(stderr, "  xapian index ready in %.1f s (%.1f s CPU)\n",
                                     built.nsecsElapsed() / 1e9, (threadCpuMs() - builtCpu) / 1e3);
                        xapian = std::move(opened.value());
                        known = true;
                        const store::LibraryTerms& terms = db.value()->index().terms();
                        engine = [&xapian, &terms](const QString& text, const QString& asOf) {
                            QStringList words;
                            for (const std::string& term : store::QuerySanitizer::build(text, terms).terms)
                                words << QString::fromStdString(term);
                            return xapian->search(words, asOf, 10);
                        };
                    }
#endif
                    if (!known) {
                        print(QStringLiteral("unknown engine %1 (this build has: product, exact%2)")
                                  .arg(name, kXapianBuilt ? QStringLiteral(", xapian") : QString()));
                        continue;
                    }
                    auto row = measure(set.value(), engine, {});
                    if (!row) {
                        print(row.error().toString());
                        return 1;
                    }
                    print(QStringLiteral("%1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 | %10 | %11 | %12/%13")
                              .arg(set->name, kindName, size, name)
                              .arg(row->ndcg, 0, 'f', 3)
                              .arg(row->hit1, 0, 'f', 3)
                              .arg(row->mrr, 0, 'f', 3)
                              .arg(percentiles(row->pastedMs), percentiles(row->agentMs), percentiles(row->pastedCpuMs),
                                   percentiles(row->agentCpuMs))
                              .arg(row->leftOut)
                              .arg(set->queries.size()));
                    std::sort(row->agentCpuByQuery.begin(), row->agentCpuByQuery.end(),
                              [](const auto& a, const auto& b) { return a.first > b.first; });
                    for (const auto& [ms, text] : row->agentCpuByQuery.mid(0, parser.value(slowestOpt).toInt()))
                        print(QStringLiteral("  slow agent query %1 ms: %2").arg(ms, 0, 'f', 1).arg(text));
                }
            }
        }
    }
    return 0;
}
