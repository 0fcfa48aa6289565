// SPDX-License-Identifier: GPL-3.0-or-later
// library_bench: indexing throughput, query latency at several index sizes, incremental re-index
// latency and peak memory of the document library, on a corpus this program generates; Terms-and-
// Connectors (phrase, /n, /s, /p, !) latency beside the natural-language queries.
//
// Usage: library_bench [--dir DIR] [--text-mb 50] [--pdf-pages 100] [--pdf-isolation 100] [--ocr-pages 10] [--chunks
// 10000,100000,1000000]
//                      [--queries 300] [--keep-indexes DIR]
#include "library/LibraryIndexer.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"
#include "parse/PdfParser.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <sys/resource.h>
#include <unistd.h>

using namespace lmars;

namespace {

/// Peak resident set size of this process so far (VmHWM), in MB.
double peakRssMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return 0;
}

/// Resets the VmHWM counter so later phases report their own peak.
void resetPeakRss()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (clear.open(QIODevice::WriteOnly))
        clear.write("5");
}

/// CPU time (user + system) so far of this process (RUSAGE_SELF, every thread) or of its waited-for
/// children (RUSAGE_CHILDREN), in seconds.
double cpuSeconds(int who)
{
    rusage r{};
    ::getrusage(who, &r);
    return r.ru_utime.tv_sec + r.ru_stime.tv_sec + (r.ru_utime.tv_usec + r.ru_stime.tv_usec) / 1e6;
}

void print(const QString& line)
{
    std::printf("%s\n", line.toUtf8().constData());
    std::fflush(stdout);
}

/// A Zipf-distributed vocabulary of pronounceable pseudo-words.
class Vocabulary
{
public:
    explicit Vocabulary(int size, quint32 seed) : m_rng(seed)
    {
        static const char* const syllables[] = {"ka", "lo", "mi", "ne", "ru",  "sa",  "te",  "vi",  "do",  "pe",
                                                "gu", "ha", "zo", "fi", "ber", "tan", "lex", "jur", "con", "dis"};
        QSet<QString> seen; // distinct words: a repeat would make a "rank 3000" word as common as rank 3
        while (m_words.size() < size) {
            QString w;
            const int n = 2 + static_cast<int>(m_rng.bounded(3));
            for (int i = 0; i < n; ++i)
                w += QLatin1String(syllables[m_rng.bounded(20)]);
            if (!seen.contains(w)) {
                seen.insert(w);
                m_words << w;
            }
        }
        double total = 0;
        for (int r = 1; r <= size; ++r) {
            total += 1.0 / r;
            m_cumulative << total;
        }
        for (double& c : m_cumulative)
            c /= total;
    }
    const QString& word() { return m_words.at(rank(m_rng.generateDouble())); }
    const QString& at(int rank) const { return m_words.at(rank); }
    int size() const { return static_cast<int>(m_words.size()); }
    QString paragraph(int words)
    {
        QString p;
        for (int i = 0; i < words; ++i) {
            p += word();
            p += (i % 12 == 11) ? QStringLiteral(". ") : QStringLiteral(" ");
        }
        return p;
    }
    QRandomGenerator& rng() { return m_rng; }

private:
    int rank(double u) const
    {
        return static_cast<int>(std::lower_bound(m_cumulative.cbegin(), m_cumulative.cend(), u) -
                                m_cumulative.cbegin());
    }
    QStringList m_words;
    QList<double> m_cumulative;
    QRandomGenerator m_rng;
};

QString percentiles(QList<double> ms)
{
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) {
        return ms.at(std::min<qsizetype>(ms.size() - 1, static_cast<qsizetype>(q * ms.size())));
    };
    return QStringLiteral("p50 %1 ms, p99 %2 ms, max %3 ms")
        .arg(at(0.50), 0, 'f', 2)
        .arg(at(0.99), 0, 'f', 2)
        .arg(ms.last(), 0, 'f', 2);
}

/// Queries of fewest..most words. Short ones (what users and the query agent type) take
/// mid-frequency words (ranks 50..5000), not stop words; pasted questions (more than ten words)
/// take words of any rank, common ones included, as prose has them. The same queries for a given
/// seed, whether or not the index was built in this run.
QStringList makeQueries(const Vocabulary& vocab, int count, quint32 seed, int fewest, int most)
{
    QRandomGenerator rng(seed);
    QStringList queries;
    const bool prose = fewest > 10;
    for (int i = 0; i < count; ++i) {
        const int n = fewest + static_cast<int>(rng.bounded(most - fewest + 1));
        QStringList words;
        for (int j = 0; j < n; ++j)
            words << (prose ? vocab.at(static_cast<int>(rng.bounded(std::min(20000, vocab.size()))))
                            : vocab.at(50 + static_cast<int>(rng.bounded(std::min(4950, vocab.size() - 50)))));
        queries << words.join(QLatin1Char(' '));
    }
    return queries;
}

void benchTextIndexing(const QString& root, Vocabulary& vocab, int megabytes)
{
    const QString folder = root + QStringLiteral("/text");
    QDir().mkpath(folder);
    qint64 bytes = 0;
    int files = 0;
    while (bytes < qint64(megabytes) * 1024 * 1024) {
        QFile f(QStringLiteral("%1/doc%2.%3")
                    .arg(folder)
                    .arg(files)
                    .arg(files % 2 ? QStringLiteral("txt") : QStringLiteral("md")));
        if (!f.open(QIODevice::WriteOnly))
            return;
        QByteArray content = QStringLiteral("# Document %1\n\n").arg(files).toUtf8();
        for (int p = 0; p < 200; ++p) {
            if (p % 40 == 39)
                content += QStringLiteral("## Section %1\n\n").arg(p).toUtf8();
            content += vocab.paragraph(60 + static_cast<int>(vocab.rng().bounded(60))).toUtf8() + "\n\n";
        }
        f.write(content);
        bytes += content.size();
        ++files;
    }
    // The corpus just written goes to disk first: what is timed is the indexer, not the kernel
    // writing back the benchmark's own files on the same two cores.
    ::sync();
    resetPeakRss();
    auto db = store::LibraryStore::open(root + QStringLiteral("/text.sqlite"));
    if (!db)
        return print(db.error().toString());
    library::LibrarySync sync(db.value().get());
    // CPU time as well as wall time: on a machine other work shares, the CPU seconds the indexer
    // spends (its threads together) say more about a change than the wall clock does.
    const double cpuBefore = cpuSeconds(RUSAGE_SELF);
    QElapsedTimer timer;
    timer.start();
    auto summary = sync.syncFolder(folder);
    const double seconds = timer.nsecsElapsed() / 1e9;
    const double cpu = cpuSeconds(RUSAGE_SELF) - cpuBefore;
    if (!summary)
        return print(summary.error().toString());
    auto stats = db.value()->stats();
    print(QStringLiteral("text indexing: %1 files, %2 MB, %3 chunks in %4 s = %5 MB/s; %6 s CPU = %7 MB per CPU "
                         "second; peak RSS while indexing %8 MB")
              .arg(summary->indexed)
              .arg(bytes / 1048576.0, 0, 'f', 1)
              .arg(stats ? stats->chunks : 0)
              .arg(seconds, 0, 'f', 2)
              .arg(bytes / 1048576.0 / seconds, 0, 'f', 1)
              .arg(cpu, 0, 'f', 2)
              .arg(bytes / 1048576.0 / std::max(cpu, 0.001), 0, 'f', 1)
              .arg(peakRssMb(), 0, 'f', 0));
}

void benchPdfIndexing(const QString& root, Vocabulary& vocab, int pages)
{
    const QString folder = root + QStringLiteral("/pdf");
    QDir().mkpath(folder);
    const int perFile = 20;
    for (int file = 0; file * perFile < pages; ++file) {
        QPdfWriter writer(QStringLiteral("%1/doc%2.pdf").arg(folder).arg(file));
        QPainter painter(&writer);
        const int count = std::min(perFile, pages - file * perFile);
        for (int page = 0; page < count; ++page) {
            if (page > 0)
                writer.newPage();
            for (int line = 0; line < 40; ++line)
                painter.drawText(QPointF(200, 300 + line * 320), vocab.paragraph(10));
        }
    }
    auto db = store::LibraryStore::open(root + QStringLiteral("/pdf.sqlite"));
    if (!db)
        return print(db.error().toString());
    library::LibrarySync sync(db.value().get());
    QElapsedTimer timer;
    timer.start();
    auto summary = sync.syncFolder(folder);
    const double seconds = timer.nsecsElapsed() / 1e9;
    if (!summary)
        return print(summary.error().toString());
    print(QStringLiteral("pdf indexing: %1 files, %2 pages in %3 s = %4 pages/s")
              .arg(summary->indexed)
              .arg(pages)
              .arg(seconds, 0, 'f', 2)
              .arg(pages / seconds, 0, 'f', 1));
}

/// What reading a PDF in a child process (parse::IsolatedCall) costs per file: a one-page PDF read
/// through PdfParser::parse (forked child, limits) and in this process, alternately.
void benchPdfIsolation(const QString& root, Vocabulary& vocab, int files)
{
    if (files <= 0)
        return;
    const QString path = root + QStringLiteral("/one-page.pdf");
    {
        QPdfWriter writer(path);
        QPainter painter(&writer);
        for (int line = 0; line < 40; ++line)
            painter.drawText(QPointF(200, 300 + line * 320), vocab.paragraph(10));
    }
    qint64 isolatedNs = 0;
    qint64 inProcessNs = 0;
    QElapsedTimer timer;
    for (int i = 0; i < files; ++i) {
        timer.start();
        const auto isolated = parse::PdfParser::parse(path, QString());
        isolatedNs += timer.nsecsElapsed();
        timer.start();
        const auto inProcess = parse::PdfParser::parseInProcess(path, QString());
        inProcessNs += timer.nsecsElapsed();
        if (!isolated || !inProcess || isolated->text != inProcess->text)
            return print(QStringLiteral("pdf isolation: the two readings differ"));
    }
    print(QStringLiteral("pdf isolation: one-page PDF read %1 times: %2 ms each in a child process, %3 ms in process")
              .arg(files)
              .arg(isolatedNs / 1e6 / files, 0, 'f', 2)
              .arg(inProcessNs / 1e6 / files, 0, 'f', 2));
}

/// OCR: scanned Letter pages (generated prose rendered at 300 dpi, 12 pt, as a PDF without a text
/// layer) read through PdfParser::parse, which OCRs them in its child: pages per second, and the
/// child's peak resident memory (getrusage of the waited-for children).
void benchOcr(const QString& root, Vocabulary& vocab, int pages)
{
    if (pages <= 0)
        return;
    const QString path = root + QStringLiteral("/scanned.pdf");
    {
        QPdfWriter writer(path);
        writer.setResolution(300);
        writer.setPageSize(QPageSize(QPageSize::Letter));
        QPainter painter(&writer);
        for (int page = 0; page < pages; ++page) {
            if (page > 0)
                writer.newPage();
            QImage scan(2550, 3300, QImage::Format_Grayscale8);
            scan.setDotsPerMeterX(11811);
            scan.setDotsPerMeterY(11811);
            scan.fill(Qt::white);
            QPainter text(&scan);
            QFont font(QStringLiteral("DejaVu Serif"));
            font.setPointSizeF(12);
            text.setFont(font);
            text.drawText(QRectF(300, 300, 1950, 2700), Qt::TextWordWrap, vocab.paragraph(350));
            text.end();
            painter.drawImage(QRect(0, 0, scan.width(), scan.height()), scan);
        }
    }
    // A busy machine stretches a page past the default 60 s limit; the figure wanted is the speed.
    parse::ParseLimits limits;
    limits.ocrPageTimeoutMs = 15 * 60 * 1000;
    const double cpuBefore = cpuSeconds(RUSAGE_CHILDREN);
    QElapsedTimer timer;
    timer.start();
    const auto parsed = parse::PdfParser::parse(path, QString(), limits);
    const double seconds = timer.nsecsElapsed() / 1e9;
    if (!parsed)
        return print(QStringLiteral("ocr: %1").arg(parsed.error().summary));
    const double cpu = cpuSeconds(RUSAGE_CHILDREN) - cpuBefore;
    rusage after{};
    ::getrusage(RUSAGE_CHILDREN, &after);
    print(QStringLiteral("ocr: %1 scanned pages (300 dpi, 12 pt, ~350 words each) read by OCR in %2 s wall, %3 s "
                         "CPU: %4 pages/s (%5 pages per CPU second), %6 characters; peak RSS of the reader's child "
                         "%7 MB")
              .arg(parsed->ocrPages)
              .arg(seconds, 0, 'f', 1)
              .arg(cpu, 0, 'f', 1)
              .arg(parsed->ocrPages / seconds, 0, 'f', 3)
              .arg(parsed->ocrPages / std::max(cpu, 0.001), 0, 'f', 3)
              .arg(parsed->text.size())
              .arg(after.ru_maxrss / 1024.0, 0, 'f', 0));
}

/// Builds (or, when keep and already built, reuses) an index of chunks generated chunks and times queries on it.
/// Terms-and-Connectors expressions of two or three mid-frequency words (ranks 50..5000), the same
/// for a given seed: a phrase, /5, /s, "/p &" and a root expander within a sentence.
QStringList makeBooleanQueries(const Vocabulary& vocab, int count, quint32 seed, const QString& form)
{
    QRandomGenerator rng(seed);
    QStringList queries;
    auto word = [&] {
        return vocab.at(50 + static_cast<int>(rng.bounded(std::min(4950, vocab.size() - 50))));
    };
    for (int i = 0; i < count; ++i) {
        QString q = form;
        q.replace(QLatin1String("A"), word()).replace(QLatin1String("B"), word()).replace(QLatin1String("C"), word());
        if (q.contains(QLatin1Char('!'))) // a root of the word's first five letters
            q.replace(QRegularExpression(QStringLiteral("(\\w{5})\\w*!")), QStringLiteral("\\1!"));
        queries << q;
    }
    return queries;
}

void benchBooleanQueries(store::LibrarySearcher& searcher, const Vocabulary& vocab, qint64 chunks, int queryCount)
{
    const QStringList forms = {QStringLiteral("\"A B\""), QStringLiteral("A /5 B"), QStringLiteral("A /s B"),
                               QStringLiteral("A /p B & C"), QStringLiteral("A! /s B")};
    for (int f = 0; f < forms.size(); ++f) {
        const QStringList queries = makeBooleanQueries(
            vocab, queryCount, static_cast<quint32>(chunks) + 100 + static_cast<quint32>(f), forms.at(f));
        store::LibraryQuery query(QString(), 5);
        query.syntax = store::QuerySyntax::Boolean;
        for (int i = 0; i < 20; ++i) { // warm the page cache
            query.text = queries.at(i % queries.size());
            (void)searcher.search(query);
        }
        QList<double> ms;
        qint64 hits = 0;
        for (const QString& q : queries) {
            query.text = q;
            QElapsedTimer t;
            t.start();
            auto found = searcher.search(query);
            ms << t.nsecsElapsed() / 1e6;
            if (!found)
                return print(found.error().toString());
            hits += found->size();
        }
        print(QStringLiteral("terms and connectors at %1 chunks, %2: %3 over %4 queries (%5 hits), k=5")
                  .arg(chunks)
                  .arg(forms.at(f))
                  .arg(percentiles(ms))
                  .arg(queries.size())
                  .arg(hits));
    }
}

void benchQueries(const QString& folder, bool keep, Vocabulary& vocab, qint64 chunks, int queryCount)
{
    const QString path = QStringLiteral("%1/chunks-%2.sqlite").arg(folder).arg(chunks);
    const bool reuse = keep && QFileInfo::exists(path);
    auto db = store::LibraryStore::open(path);
    if (!db)
        return print(db.error().toString());
    store::LibraryStore& s = *db.value();
    resetPeakRss();
    QElapsedTimer timer;
    timer.start();
    qint64 textBytes = 0;
    const int perDocument = 50;
    if (auto begun = s.beginBatch(); !begun)
        return print(begun.error().toString());
    for (qint64 done = reuse ? chunks : 0, doc = 0; done < chunks; ++doc) {
        QList<store::LibraryChunk> list;
        for (int i = 0; i < perDocument && done < chunks; ++i, ++done) {
            store::LibraryChunk c;
            c.ordinal = i;
            c.text = vocab.paragraph(75);
            textBytes += c.text.size();
            c.start = i * 500;
            c.end = c.start + static_cast<int>(c.text.size());
            list << c;
        }
        store::LibraryDocument meta;
        meta.path = QStringLiteral("bench:%1").arg(doc);
        meta.title = QStringLiteral("Document %1").arg(doc);
        if (auto put = s.putDocument(meta, list); !put)
            return print(put.error().toString());
        if (doc % 200 == 199) {
            (void)s.commitBatch();
            (void)s.beginBatch();
        }
    }
    (void)s.commitBatch();
    const double buildSeconds = timer.nsecsElapsed() / 1e9;
    if (!reuse) {
        print(QStringLiteral("index of %1 chunks built in %2 s = %3 MB/s of chunk text; peak RSS %4 MB")
                  .arg(chunks)
                  .arg(buildSeconds, 0, 'f', 1)
                  .arg(textBytes / 1048576.0 / buildSeconds, 0, 'f', 1)
                  .arg(peakRssMb(), 0, 'f', 0));
    }

    store::LibrarySearcher searcher(&s);
    struct Kind
    {
        const char* name;
        int fewest;
        int most;
    };
    for (const Kind& kind :
         {Kind{"typed, 2-3 words", 2, 3}, Kind{"agent, 3-8 words", 3, 8}, Kind{"pasted, 20-30 words", 20, 30}}) {
        const QStringList queries =
            makeQueries(vocab, queryCount, static_cast<quint32>(chunks) + kind.fewest, kind.fewest, kind.most);
        for (int i = 0; i < 20; ++i)
            (void)searcher.search({queries.at(i % queries.size()), 5, {}, true}); // warm the page cache
        QList<double> ms;
        for (const QString& q : queries) {
            QElapsedTimer t;
            t.start();
            auto hits = searcher.search({q, 5, {}, true});
            ms << t.nsecsElapsed() / 1e6;
            if (!hits)
                return print(hits.error().toString());
        }
        print(QStringLiteral("queries at %1 chunks (%2 MB on disk), %3: %4 over %5 queries, k=5")
                  .arg(chunks)
                  .arg(store::LibraryStore::diskBytes(path) / 1048576.0, 0, 'f', 0)
                  .arg(QLatin1String(kind.name))
                  .arg(percentiles(ms))
                  .arg(queries.size()));
    }
    benchBooleanQueries(searcher, vocab, chunks, queryCount);
    db.value().reset();
    if (keep)
        return;
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(path + suffix);
}

void benchIncremental(const QString& root, Vocabulary& vocab)
{
    const QString folder = root + QStringLiteral("/text");
    library::LibraryIndexer indexer(root + QStringLiteral("/text.sqlite"), folder);
    indexer.setWatching(true, 100);
    auto reader = store::LibraryStore::open(root + QStringLiteral("/text.sqlite"));
    if (!reader)
        return print(reader.error().toString());
    store::LibrarySearcher searcher(reader.value().get());
    QList<double> latencies;
    for (int round = 0; round < 5; ++round) {
        const QString marker = QStringLiteral("zzmarker%1x").arg(round);
        const QString file = QStringLiteral("%1/doc%2.md").arg(folder).arg(round);
        QEventLoop loop;
        QElapsedTimer timer;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &loop, [&]() {
            auto hits = searcher.search({marker, 1, {}, true});
            if (hits && !hits->isEmpty() && hits->first().path == file)
                loop.quit();
            else if (timer.elapsed() > 20000)
                loop.quit();
        });
        QTimer::singleShot(300, &loop, [&]() {
            QFile f(file);
            if (f.open(QIODevice::WriteOnly | QIODevice::Append))
                f.write("\n\nA new paragraph mentions " + marker.toUtf8() + " " + vocab.paragraph(20).toUtf8() + "\n");
            f.close();
            timer.start();
            poll.start(5);
        });
        loop.exec();
        latencies << timer.elapsed();
    }
    QStringList parts;
    for (double l : latencies)
        parts << QString::number(l, 'f', 0);
    print(QStringLiteral("incremental: one changed file searchable after %1 ms (save → watcher debounce 100 ms → "
                         "re-index → visible to a reader)")
              .arg(parts.join(QStringLiteral(", "))));
}

} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv); // QPdfWriter needs fonts
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption dirOpt(QStringLiteral("dir"), QStringLiteral("Work folder (default: a temporary one)."),
                                    QStringLiteral("dir"));
    const QCommandLineOption mbOpt(QStringLiteral("text-mb"), QStringLiteral("Megabytes of generated text."),
                                   QStringLiteral("n"), QStringLiteral("50"));
    const QCommandLineOption pdfOpt(QStringLiteral("pdf-pages"), QStringLiteral("Generated PDF pages."),
                                    QStringLiteral("n"), QStringLiteral("100"));
    const QCommandLineOption chunksOpt(QStringLiteral("chunks"), QStringLiteral("Index sizes for query latency."),
                                       QStringLiteral("list"), QStringLiteral("10000,100000,1000000"));
    const QCommandLineOption queriesOpt(QStringLiteral("queries"), QStringLiteral("Queries per size."),
                                        QStringLiteral("n"), QStringLiteral("300"));
    const QCommandLineOption keepOpt(QStringLiteral("keep-indexes"),
                                     QStringLiteral("Keep the query-latency indexes in this folder and reuse them "
                                                    "on the next run instead of building them again."),
                                     QStringLiteral("dir"));
    const QCommandLineOption isolationOpt(QStringLiteral("pdf-isolation"),
                                          QStringLiteral("One-page PDFs read in a child process and in process."),
                                          QStringLiteral("n"), QStringLiteral("100"));
    const QCommandLineOption ocrOpt(QStringLiteral("ocr-pages"),
                                    QStringLiteral("Scanned pages read by OCR (pages/s, peak RSS of the child)."),
                                    QStringLiteral("n"), QStringLiteral("10"));
    parser.addOptions({dirOpt, mbOpt, pdfOpt, isolationOpt, ocrOpt, chunksOpt, queriesOpt, keepOpt});
    parser.process(app);

    QTemporaryDir temp;
    const QString root = parser.isSet(dirOpt) ? parser.value(dirOpt) : temp.path();
    QDir(root).removeRecursively();
    QDir().mkpath(root);
    Vocabulary vocab(30000, 42);
    benchTextIndexing(root, vocab, parser.value(mbOpt).toInt());
    benchIncremental(root, vocab);
    benchPdfIndexing(root, vocab, parser.value(pdfOpt).toInt());
    benchPdfIsolation(root, vocab, parser.value(isolationOpt).toInt());
    benchOcr(root, vocab, parser.value(ocrOpt).toInt());
    const bool keep = parser.isSet(keepOpt);
    const QString indexes = keep ? parser.value(keepOpt) : root;
    QDir().mkpath(indexes);
    for (const QString& size : parser.value(chunksOpt).split(QLatin1Char(','), Qt::SkipEmptyParts))
        benchQueries(indexes, keep, vocab, size.toLongLong(), parser.value(queriesOpt).toInt());
    print(QStringLiteral("peak RSS of the whole run: %1 MB").arg(peakRssMb(), 0, 'f', 0));
    if (parser.isSet(dirOpt))
        QDir(root).removeRecursively();
    return 0;
}
