// SPDX-License-Identifier: GPL-3.0-or-later
// server_bench: the firm server's library on PostgreSQL beside the embedded SQLite library, on a
// corpus this program generates: indexing MB/s, query p50/p99 alone, the first query on a new
// connection (its caches empty), and with N concurrent searching clients while one client indexes:
// the clients' first queries (all at once, caches cold) and p50/p99 of the queries after them; the
// search index's size and segments; whether the engine's top 10 is the exact one (against scoring
// every chunk that holds a query word in SQL, with Xapian's BM25 formula). Prints figures; not a test.
//
// Usage: server_bench --conninfo "host=... user=<superuser>" [--chunks 1000000] [--queries 200]
//                     [--clients 16] [--no-embedded] [--reuse] [--database NAME] [--slowest]
//                     [--batch-chunks 4000] [--no-push-during] [--standby CONNINFO]
//                     [--delay-ms 50 [--bandwidth-mbit 20]]
// --batch-chunks: chunks per transaction when indexing, as `server push` writes them. --delay-ms:
// also search through a proxy (SlowLinkProxy) that delays each way and caps the bandwidth, and
// print bytes and round trips per search for a new client and for one that searched before.
// --standby: also search through ReadReplicas on a hot standby of the cluster (after a --reuse run's
// corpus has replicated), audited on the primary. --no-push-during: the concurrent clients search
// while nobody writes.
// The conninfo defaults to the ctest fixture's file (LMARS_PG_CONNINFO_FILE). It creates the
// database lmars_bench (or --database; dropped first) and the role bench_user.
#include "LatencyFigures.h"
#include "SlowLinkSearches.h"
#include "index/EmbeddedIndex.h"
#include "index/LibraryTerms.h"
#include "library/LibraryStore.h"
#include "library/ReadReplicas.h"
#include "library/ServerLibrary.h"
#include "library/ServerPush.h"
#include "library/ServerPushBatch.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <functional>
#include <mutex>
#include <thread>

#include <unistd.h>

using namespace lmars;
using lmars::bench::percentiles;
using lmars::bench::print;

namespace {

constexpr int kChunksPerDocument = 50;
constexpr int kVocabulary = 30000;

/// A deterministic Zipf-like corpus of pseudo-words with a few legal phrases mixed in.
class Corpus
{
public:
    Corpus()
    {
        QRandomGenerator rng(7);
        const char* syllables[] = {"ra", "to", "mi",  "ne",  "su",  "ka",  "lo",
                                   "ve", "di", "par", "ten", "gor", "lis", "bu"};
        for (int i = 0; i < kVocabulary; ++i) {
            QString word;
            const int parts = 2 + int(rng.bounded(3));
            for (int p = 0; p < parts; ++p)
                word += QLatin1String(syllables[rng.bounded(14)]);
            m_words.append(word + QString::number(i % 97));
        }
    }

    /// Word of Zipf rank drawn from rng.
    const QString& word(QRandomGenerator& rng) const
    {
        const double u = rng.generateDouble();
        const int rank = std::min(kVocabulary - 1, int(std::pow(double(kVocabulary), u)) - 1);
        return m_words.at(std::max(0, rank));
    }

    QString chunk(QRandomGenerator& rng) const
    {
        QString text;
        for (int w = 0; w < 60; ++w) {
            if (w)
                text += QLatin1Char(' ');
            text += word(rng);
        }
        if (rng.bounded(20) == 0)
            text += QStringLiteral(" under § %1 of the statute").arg(rng.bounded(3000));
        return text;
    }

    /// A query of two or three mid-frequency words.
    QString query(QRandomGenerator& rng) const
    {
        QStringList words;
        const int n = 2 + int(rng.bounded(2));
        for (int i = 0; i < n; ++i)
            words.append(m_words.at(50 + int(rng.bounded(3000))));
        return words.join(QLatin1Char(' '));
    }

private:
    QStringList m_words;
};

struct Document
{
    store::LibraryDocument meta;
    QList<store::LibraryChunk> chunks;
    qint64 bytes = 0;
};

Document makeDocument(const Corpus& corpus, int index, const QString& prefix)
{
    QRandomGenerator rng(quint32(index) * 2654435761u + 1);
    Document d;
    d.meta.path = QStringLiteral("/%1/doc-%2.md").arg(prefix).arg(index);
    d.meta.hash = QStringLiteral("%1-%2").arg(prefix).arg(index);
    d.meta.title = corpus.word(rng) + QLatin1Char(' ') + corpus.word(rng);
    d.meta.type = QStringLiteral("md");
    for (int c = 0; c < kChunksPerDocument; ++c) {
        const QString text = corpus.chunk(rng);
        d.bytes += text.toUtf8().size();
        d.chunks.append(store::LibraryChunk{c, text, QStringLiteral("Part %1").arg(c / 10), 0, 0, int(text.size())});
    }
    d.meta.size = d.bytes;
    return d;
}

/// The latencies of concurrently(): each client's first search (its caches cold, all clients at
/// once) and the searches after it.
struct ConcurrentLatencies
{
    std::vector<double> first;
    std::vector<double> steady;
};

/// Runs `clients` threads (search(rng) returns ms, or < 0 on failure) while `indexer` runs: each
/// client searches once, waits until every client has, then searches `queries` times.
ConcurrentLatencies concurrently(int clients, int queries, const std::function<double(QRandomGenerator&)>& search,
                                 const std::function<void(const std::atomic<bool>&)>& indexer)
{
    std::mutex mutex;
    std::condition_variable allStarted;
    int started = 0;
    ConcurrentLatencies all;
    std::atomic<bool> done{false};
    std::thread writer([&] { indexer(done); });
    std::vector<std::thread> readers;
    for (int c = 0; c < clients; ++c)
        readers.emplace_back([&, c] {
            QRandomGenerator rng(1000 + quint32(c));
            const double first = search(rng);
            {
                std::unique_lock<std::mutex> lock(mutex);
                if (first >= 0)
                    all.first.push_back(first);
                if (++started == clients)
                    allStarted.notify_all();
                else
                    allStarted.wait(lock, [&] { return started == clients; });
            }
            std::vector<double> mine;
            for (int q = 0; q < queries; ++q) {
                const double ms = search(rng);
                if (ms >= 0)
                    mine.push_back(ms);
            }
            std::lock_guard<std::mutex> lock(mutex);
            all.steady.insert(all.steady.end(), mine.begin(), mine.end());
        });
    for (auto& t : readers)
        t.join();
    done = true;
    writer.join();
    return all;
}

/// Prints concurrently()'s figures.
void printConcurrent(int clients, const ConcurrentLatencies& latencies, bool writing = true)
{
    print(qPrintable(QStringLiteral("first query of each of %1 clients, all at once:").arg(clients)),
          percentiles(latencies.first));
    print(qPrintable(writing ? QStringLiteral("query, %1 clients searching while 1 writes:").arg(clients)
                             : QStringLiteral("query, %1 clients searching, nobody writing:").arg(clients)),
          percentiles(latencies.steady));
}

QString conninfoWith(const QString& base, const QString& db, const QString& user = {})
{
    return base + QStringLiteral(" dbname=") + db + (user.isEmpty() ? QString() : QStringLiteral(" user=") + user);
}

/// CPU seconds a process has used (user + system, from /proc; 0 when unreadable): the server
/// backend's own work, whatever else the machine runs.
double processCpuSeconds(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return 0;
    return double(fields.at(11).toLongLong() + fields.at(12).toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

int fail(const QString& message)
{
    std::fprintf(stderr, "server_bench: %s\n", qPrintable(message));
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
    const QCommandLineOption chunksOption(QStringLiteral("chunks"), QStringLiteral("chunks to index"),
                                          QStringLiteral("n"), QStringLiteral("1000000"));
    const QCommandLineOption queriesOption(QStringLiteral("queries"), QStringLiteral("queries per measurement"),
                                           QStringLiteral("n"), QStringLiteral("200"));
    const QCommandLineOption clientsOption(QStringLiteral("clients"), QStringLiteral("concurrent searching clients"),
                                           QStringLiteral("n"), QStringLiteral("16"));
    const QCommandLineOption noEmbedded(QStringLiteral("no-embedded"), QStringLiteral("skip the embedded library"));
    const QCommandLineOption databaseOption(QStringLiteral("database"),
                                            QStringLiteral("the database the bench creates (dropped first) or reuses"),
                                            QStringLiteral("name"), QStringLiteral("lmars_bench"));
    const QCommandLineOption slowestOption(QStringLiteral("slowest"),
                                           QStringLiteral("print the slowest 1% of the concurrent queries"));
    const QCommandLineOption reuse(QStringLiteral("reuse"),
                                   QStringLiteral("search the corpus an earlier run left in lmars_bench (the same "
                                                  "--chunks) instead of indexing it again; no indexing figure"));
    const QCommandLineOption batchOption(QStringLiteral("batch-chunks"),
                                         QStringLiteral("chunks per transaction when indexing (1: a document each)"),
                                         QStringLiteral("n"), QString::number(library::ServerPushBatch::kChunks));
    const QCommandLineOption writersOption(QStringLiteral("writers"),
                                           QStringLiteral("connections that write batches at once when indexing"),
                                           QStringLiteral("n"), QString::number(library::ServerPush::kWriters));
    const QCommandLineOption noPushDuring(QStringLiteral("no-push-during"),
                                          QStringLiteral("the concurrent clients search while nobody writes"));
    const QCommandLineOption standbyOption(QStringLiteral("standby"),
                                           QStringLiteral("also search through ReadReplicas on a hot standby of the "
                                                          "cluster (its superuser connection string)"),
                                           QStringLiteral("conninfo"));
    const QCommandLineOption delayOption(QStringLiteral("delay-ms"),
                                         QStringLiteral("also search over a slow link: a proxy that delays each way "
                                                        "by this many ms (0: no slow link)"),
                                         QStringLiteral("ms"), QStringLiteral("0"));
    const QCommandLineOption bandwidthOption(QStringLiteral("bandwidth-mbit"),
                                             QStringLiteral("the slow link's bandwidth each way (0: unlimited)"),
                                             QStringLiteral("mbit/s"), QStringLiteral("20"));
    parser.addOptions({conninfoOption, chunksOption, queriesOption, clientsOption, noEmbedded, databaseOption,
                       slowestOption, reuse, batchOption, writersOption, noPushDuring, standbyOption, delayOption,
                       bandwidthOption});
    parser.process(app);

    QString base = parser.value(conninfoOption);
    if (base.isEmpty()) {
        QFile file(qEnvironmentVariable("LMARS_PG_CONNINFO_FILE"));
        if (file.open(QIODevice::ReadOnly))
            base = QString::fromUtf8(file.readAll()).trimmed();
    }
    if (base.isEmpty())
        return fail(QStringLiteral("give --conninfo (a PostgreSQL superuser) or LMARS_PG_CONNINFO_FILE"));
    const int totalChunks = parser.value(chunksOption).toInt();
    const int documents = std::max(1, totalChunks / kChunksPerDocument);
    const int queries = parser.value(queriesOption).toInt();
    const int clients = parser.value(clientsOption).toInt();
    const int pushBatchChunks = std::max(1, parser.value(batchOption).toInt());
    const int pushWriters = std::clamp(parser.value(writersOption).toInt(), 1, 4);
    const Corpus corpus;
    const QString database = parser.value(databaseOption);
    static const QRegularExpression plainName(QStringLiteral("^[a-z_][a-z0-9_]*$"));
    if (!plainName.match(database).hasMatch())
        return fail(QStringLiteral("--database: a lower-case name of letters, digits and _"));

    // A fresh database, schema, matter and user (or, with --reuse, those an earlier run left).
    const bool reusing = parser.isSet(reuse);
    if (!reusing) {
        auto super = store::PgConnection::open(base);
        if (!super)
            return fail(super.error().toString());
        for (const QString& sql : {QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(database),
                                   QStringLiteral("CREATE DATABASE %1").arg(database)})
            if (auto ran = super.value()->execute(sql); !ran)
                return fail(ran.error().toString());
    }
    auto super = store::PgConnection::open(conninfoWith(base, database));
    if (!super || !store::ServerSchema::upgrade(*super.value()))
        return fail(QStringLiteral("cannot initialise %1").arg(database));
    if (!reusing) {
        (void)super.value()->execute(QStringLiteral("DROP ROLE IF EXISTS bench_user"));
        (void)super.value()->execute(QStringLiteral("CREATE ROLE bench_user LOGIN IN ROLE lmars_admin"));
        (void)super.value()->execute(
            QStringLiteral("INSERT INTO lmars.matters (name) VALUES ('Bench');"
                           "INSERT INTO lmars.memberships SELECT id, 'bench_user' FROM lmars.matters"));
    }
    const QString userConninfo = conninfoWith(base, database, QStringLiteral("bench_user"));
    const qint64 matter = super.value()->query(QStringLiteral("SELECT id FROM lmars.matters"))->scalar().toLongLong();

    std::printf("server_bench: %d documents x %d chunks = %d chunks; %d queries; %d concurrent clients; %u cores\n",
                documents, kChunksPerDocument, documents * kChunksPerDocument, queries, clients,
                std::thread::hardware_concurrency());

    // Indexing into the server: batches of chunks a transaction, chunks by COPY.
    auto writer = store::PgConnection::open(userConninfo);
    if (!writer)
        return fail(writer.error().toString());
    auto library = store::ServerLibrary::open(*writer.value());
    if (!library)
        return fail(library.error().toString());
    // The further writer connections, as ServerPush opens them.
    std::vector<std::unique_ptr<store::PgConnection>> extraConnections;
    std::vector<std::unique_ptr<store::ServerLibrary>> extraLibraries;
    for (int i = 1; i < pushWriters; ++i) {
        auto another = writer.value()->openAnother();
        if (!another)
            return fail(another.error().toString());
        auto lib = store::ServerLibrary::open(*another.value());
        if (!lib)
            return fail(lib.error().toString());
        extraConnections.push_back(std::move(another.value()));
        extraLibraries.push_back(std::make_unique<store::ServerLibrary>(std::move(lib.value())));
    }
    QList<qint64> writerPids{writer.value()->query(QStringLiteral("SELECT pg_backend_pid()"))->scalar().toLongLong()};
    for (const auto& c : extraConnections)
        writerPids.append(c->query(QStringLiteral("SELECT pg_backend_pid()"))->scalar().toLongLong());
    const auto writersCpu = [&writerPids]() {
        double sum = 0;
        for (const qint64 pid : writerPids)
            sum += processCpuSeconds(pid);
        return sum;
    };
    const double serverCpuBefore = writersCpu();
    const double clientCpuBefore = processCpuSeconds(QCoreApplication::applicationPid());
    QElapsedTimer timer;
    timer.start();
    qint64 bytes = 0;
    if (reusing) {
        const qint64 held = super.value()
                                ->query(QStringLiteral("SELECT coalesce(sum(chunks), 0) FROM lmars.matter_stats"))
                                ->scalar()
                                .toLongLong();
        if (held < qint64(documents) * kChunksPerDocument)
            return fail(QStringLiteral("--reuse: %1 holds %2 chunks, fewer than --chunks").arg(database).arg(held));
    }
    if (!reusing) {
        // As `server push` sends them: batches of --batch-chunks, each sent while the next is made.
        library::ServerPushSummary pushed;
        library::ServerPushBatch batch(library.value(), matter, pushed, pushBatchChunks);
        for (const auto& lib : extraLibraries)
            batch.addWriter(*lib);
        for (int i = 0; i < documents; ++i) {
            const Document d = makeDocument(corpus, i, QStringLiteral("main"));
            bytes += d.bytes;
            if (auto added = batch.add(d.meta, d.chunks); !added)
                return fail(added.error().toString());
        }
        if (auto flushed = batch.flush(); !flushed)
            return fail(flushed.error().toString());
        if (pushed.added != documents)
            return fail(QStringLiteral("%1 of %2 documents added").arg(pushed.added).arg(documents));
    }
    const double serverSeconds = double(timer.elapsed()) / 1000.0;
    const double serverCpu = writersCpu() - serverCpuBefore;
    const double clientCpu = processCpuSeconds(QCoreApplication::applicationPid()) - clientCpuBefore;
    // One statement each: VACUUM cannot run in the implicit transaction of a multi-statement string.
    for (const char* table : {"chunks", "index_segments", "index_postings", "index_dead", "term_stats"})
        if (auto vacuumed = super.value()->execute(QStringLiteral("VACUUM ANALYZE lmars.%1").arg(QLatin1String(table)));
            !vacuumed)
            return fail(vacuumed.error().toString());
    const double mb = double(bytes) / (1024.0 * 1024.0);
    std::printf("\nPostgreSQL 15 (engine segments, BM25; RLS on; each search audited; shared_buffers %s)\n",
                qPrintable(super.value()->query(QStringLiteral("SHOW shared_buffers"))->scalar()));
    if (reusing)
        std::printf("  indexing: not measured (--reuse: the corpus of an earlier run)\n");
    else {
        std::printf("  indexing: %.1f MB of text in %.1f s = %.2f MB/s (%.0f chunks/s), %d chunks a transaction, "
                    "%d writer connection(s)\n",
                    mb, serverSeconds, mb / serverSeconds, double(documents * kChunksPerDocument) / serverSeconds,
                    pushBatchChunks, int(writerPids.size()));
        std::printf("  indexing CPU: server backends %.1f s, this client %.1f s (%.2f MB per CPU second together)\n",
                    serverCpu, clientCpu, mb / std::max(0.001, serverCpu + clientCpu));
    }

    auto indexFigures = [&]() {
        auto rows = super.value()->query(QStringLiteral(
            "SELECT (SELECT count(*) || ' segments (' || coalesce(string_agg(DISTINCT level::text, ','), '') ||"
            " ' levels)' FROM lmars.index_segments), pg_size_pretty(pg_total_relation_size('lmars.index_segments')"
            " + pg_total_relation_size('lmars.index_postings')),"
            " pg_size_pretty(pg_total_relation_size('lmars.chunks'))"));
        if (rows && !rows->isEmpty())
            std::printf("  search index: %s, %s; chunks table with its indexes %s\n",
                        qPrintable(rows->rows.first().at(0)), qPrintable(rows->rows.first().at(1)),
                        qPrintable(rows->rows.first().at(2)));
    };
    indexFigures();

    std::mutex slowMutex;
    std::vector<std::pair<double, QString>> concurrentQueries; // with --slowest: each latency and its query
    auto timedServerSearch = [&](store::ServerLibrary& lib, QRandomGenerator& rng, bool keep = false) {
        const QString q = corpus.query(rng);
        QElapsedTimer t;
        t.start();
        auto hits = lib.search(store::ServerSearchQuery{q, {}, 0, 10});
        const double ms = hits ? double(t.nsecsElapsed()) / 1e6 : -1.0;
        if (keep) {
            thread_local int ordinal = 0; // this client's query number
            std::lock_guard<std::mutex> lock(slowMutex);
            concurrentQueries.emplace_back(ms, QStringLiteral("#%1 of its client: %2").arg(++ordinal).arg(q));
        }
        return ms;
    };
    {
        std::vector<double> alone;
        QRandomGenerator rng(42);
        for (int q = 0; q < queries; ++q)
            alone.push_back(timedServerSearch(library.value(), rng));
        print("query alone:", percentiles(alone));
    }
    if (parser.isSet(standbyOption)) {
        // The same searches through ReadReplicas: on the standby, each audited on the primary.
        store::ReadReplicas replicas(
            {conninfoWith(parser.value(standbyOption), database, QStringLiteral("bench_user"))}, QString(), 10);
        std::vector<double> onStandby;
        int served = 0;
        QRandomGenerator rng(42);
        for (int q = 0; q < queries; ++q) {
            const QString text = corpus.query(rng);
            QElapsedTimer t;
            t.start();
            auto routed = replicas.search(*writer.value(), library.value(), store::ServerSearchQuery{text, {}, 0, 10});
            if (!routed)
                return fail(routed.error().toString());
            onStandby.push_back(double(t.nsecsElapsed()) / 1e6);
            served += routed->servedBy.isEmpty() ? 0 : 1;
        }
        print("query alone, routed to the standby:", percentiles(onStandby));
        std::printf("  (%d of %d served by the standby, audited on the primary)\n", served, queries);
    }
    if (const int delayMs = parser.value(delayOption).toInt(); delayMs > 0) {
        const QString why = bench::SlowLinkSearches::run(
            base, conninfoWith(base, database, QStringLiteral("bench_user")), delayMs,
            parser.value(bandwidthOption).toDouble(), std::max(1, std::min(queries, 40)),
            [&](store::ServerLibrary& lib, QRandomGenerator& rng) { return timedServerSearch(lib, rng); });
        if (!why.isEmpty())
            return fail(why);
    }
    {
        // What a desktop's first search after connecting costs (its caches empty), one client at a time.
        std::vector<double> first;
        QRandomGenerator rng(4242);
        for (int c = 0; c < clients; ++c) {
            auto conn = store::PgConnection::open(userConninfo);
            if (!conn)
                return fail(conn.error().toString());
            auto lib = store::ServerLibrary::open(*conn.value());
            if (!lib)
                return fail(lib.error().toString());
            first.push_back(timedServerSearch(lib.value(), rng));
        }
        print(qPrintable(QStringLiteral("first query on each of %1 new connections:").arg(clients)),
              percentiles(first));
    }
    {
        std::vector<std::unique_ptr<store::PgConnection>> connections;
        for (int c = 0; c < clients; ++c) {
            auto conn = store::PgConnection::open(userConninfo);
            if (!conn)
                return fail(conn.error().toString());
            connections.push_back(std::move(conn.value()));
        }
        std::atomic<int> next{0};
        thread_local store::ServerLibrary* mine = nullptr;
        std::vector<std::optional<store::ServerLibrary>> libs;
        libs.resize(static_cast<size_t>(clients));
        for (int c = 0; c < clients; ++c)
            libs[size_t(c)] = store::ServerLibrary::open(*connections[size_t(c)]).value();
        int indexedDuring = 0;
        const auto latencies = concurrently(
            clients, std::max(1, queries / 4),
            [&](QRandomGenerator& clientRng) {
                if (!mine)
                    mine = &*libs[size_t(next++)];
                return timedServerSearch(*mine, clientRng, parser.isSet(slowestOption));
            },
            [&](const std::atomic<bool>& done) {
                if (parser.isSet(noPushDuring))
                    return;
                // A push: batches of --batch-chunks chunks a transaction, as `server push` writes them;
                // documents new to the matter, also when the corpus is reused.
                const QString prefix = QStringLiteral("during-%1").arg(QDateTime::currentMSecsSinceEpoch());
                QList<store::ServerNewDocument> during;
                int duringChunks = 0;
                for (int i = 0; !done; ++i) {
                    const Document d = makeDocument(corpus, i, prefix);
                    during.append(store::ServerNewDocument{d.meta, d.chunks});
                    duringChunks += int(d.chunks.size());
                    if (duringChunks >= pushBatchChunks) {
                        if (library->putDocuments(matter, during))
                            indexedDuring += int(during.size());
                        during.clear();
                        duringChunks = 0;
                    }
                }
            });
        printConcurrent(clients, latencies, !parser.isSet(noPushDuring));
        if (!parser.isSet(noPushDuring))
            std::printf("  (the writing client wrote %d documents meanwhile, in batches as a push does)\n",
                        indexedDuring);
        if (parser.isSet(slowestOption)) {
            std::sort(concurrentQueries.begin(), concurrentQueries.end(),
                      [](const auto& a, const auto& b) { return a.first > b.first; });
            const size_t shown = std::max<size_t>(1, concurrentQueries.size() * 3 / 100);
            for (size_t i = 0; i < shown && i < concurrentQueries.size(); ++i)
                std::printf("  slow: %8.2f ms  %s\n", concurrentQueries[i].first,
                            qPrintable(concurrentQueries[i].second));
        }
    }

    indexFigures();

    // The engine's top 10 against scoring, in SQL, every chunk that holds a query word with
    // Xapian 1.4's BM25 (k1 1.2, b 0.75, wdf title 3, headings 2, body 1 per occurrence).
    {
        const QString everyMatch = QStringLiteral(
            "WITH s AS (SELECT sum(chunks)::float8 AS n, sum(wdf_tokens)::float8 AS t FROM lmars.matter_stats),"
            " r AS (SELECT l.lexeme, (s.n - d.df + 0.5) / (d.df + 0.5) AS r FROM unnest($1::text[]) l (lexeme)"
            "  CROSS JOIN s CROSS JOIN LATERAL (SELECT coalesce(sum(t.chunks), 0)::float8 AS df FROM lmars.term_stats t"
            "  WHERE t.lexeme = l.lexeme) d WHERE d.df > 0),"
            " w AS (SELECT r.lexeme, CASE WHEN r.r >= 2 THEN ln(r.r) ELSE ln(r.r / 2 + 1) END AS idf FROM r)"
            " SELECT string_agg(x.score::text, ',' ORDER BY x.score DESC, x.id) FROM (SELECT c.id,"
            "  sum(w.idf * 2.2 * f.wdf / (1.2 * (0.25 + 0.75 * lmars.tsvector_wdf_length(c.tsv) / (s.t / s.n)) + "
            "f.wdf))"
            "  AS score FROM lmars.chunks c CROSS JOIN s CROSS JOIN LATERAL unnest(c.tsv) u JOIN w ON w.lexeme = "
            "u.lexeme"
            "  CROSS JOIN LATERAL (SELECT sum(CASE x WHEN 'A' THEN 3 WHEN 'B' THEN 2 ELSE 1 END) AS wdf"
            "  FROM unnest(u.weights) x) f WHERE c.tsv @@ to_tsquery('simple', $2) GROUP BY c.id"
            "  ORDER BY score DESC, c.id LIMIT 10) x");
        QRandomGenerator rng(77);
        int exact = 0;
        const int checked = std::min(queries, 20);
        for (int q = 0; q < checked; ++q) {
            const QString text = corpus.query(rng);
            const QStringList words = store::ServerLibrary::queryWords(text);
            auto all =
                super.value()->query(everyMatch, {QLatin1Char('{') + words.join(QLatin1Char(',')) + QLatin1Char('}'),
                                                  words.join(QStringLiteral(" | "))});
            auto engine = library->search(store::ServerSearchQuery{text, {}, 0, 10});
            if (!all || !engine)
                return fail(QStringLiteral("the exactness check failed: %1")
                                .arg(!all ? all.error().toString() : engine.error().toString()));
            const QStringList expected = all->scalar().split(QLatin1Char(','));
            bool same = expected.size() == engine->size();
            for (int i = 0; same && i < expected.size(); ++i)
                same = std::abs(expected.at(i).toDouble() - engine->at(i).score) <
                       1e-9 * std::max(1.0, std::abs(engine->at(i).score));
            exact += same ? 1 : 0;
        }
        std::printf("  exact top 10 (engine against scoring every match in SQL): %d of %d queries\n", exact, checked);
    }

    // The embedded library on the same corpus.
    if (!parser.isSet(noEmbedded)) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        auto local = store::LibraryStore::open(path);
        if (!local)
            return fail(local.error().toString());
        timer.restart();
        (void)local.value()->beginBatch();
        qint64 localBytes = 0;
        for (int i = 0; i < documents; ++i) {
            const Document d = makeDocument(corpus, i, QStringLiteral("main"));
            localBytes += d.bytes;
            if (auto put = local.value()->putDocument(d.meta, d.chunks); !put)
                return fail(put.error().toString());
            if (i % 200 == 199) {
                (void)local.value()->commitBatch();
                (void)local.value()->beginBatch();
            }
        }
        (void)local.value()->commitBatch();
        const double localSeconds = double(timer.elapsed()) / 1000.0;
        std::printf("\nEmbedded library (segment index, the same BM25), same corpus\n");
        const double localMb = double(localBytes) / (1024.0 * 1024.0);
        std::printf("  indexing: %.1f MB of text in %.1f s = %.2f MB/s\n", localMb, localSeconds,
                    localMb / localSeconds);
        auto timedLocalSearch = [&](store::LibraryStore& store, QRandomGenerator& rng) {
            store::IndexQuery query; // an OR of the words, top 10
            store.index().terms().append(corpus.query(rng), query.terms);
            query.k = 10;
            QElapsedTimer t;
            t.start();
            auto hits = store.search(query);
            return hits ? double(t.nsecsElapsed()) / 1e6 : -1.0;
        };
        std::vector<double> alone;
        QRandomGenerator rng(42);
        for (int q = 0; q < queries; ++q)
            alone.push_back(timedLocalSearch(*local.value(), rng));
        print("query alone:", percentiles(alone));
        int indexedDuring = 0;
        const auto latencies = concurrently(
            clients, std::max(1, queries / 4),
            [&](QRandomGenerator& clientRng) {
                thread_local std::unique_ptr<store::LibraryStore> reader;
                if (!reader) {
                    auto opened = store::LibraryStore::open(path);
                    if (!opened)
                        return -1.0;
                    reader = std::move(opened.value());
                }
                return timedLocalSearch(*reader, clientRng);
            },
            [&](const std::atomic<bool>& done) {
                for (int i = 0; !done; ++i, ++indexedDuring) {
                    const Document d = makeDocument(corpus, i, QStringLiteral("during"));
                    (void)local.value()->putDocument(d.meta, d.chunks);
                }
            });
        printConcurrent(clients, latencies);
        std::printf("  (the indexing client wrote %d documents meanwhile)\n", indexedDuring);
    }
    return 0;
}
