// SPDX-License-Identifier: GPL-3.0-or-later
// The in-house index engine in memory (issue 17): SegmentBuilder ns per posting and MB/s of text on
// a generated Zipf corpus, SegmentMerger cost, and exact top-k latency (TopKMatcher) for agent-style
// (3–8 words) and pasted (20–30 words) queries at 100k and 1M chunks. Prints figures; CPU times
// (this thread) are printed beside wall times because the machine is shared.
//
//   posting_bench [--chunks 100000,1000000] [--queries 200] [--k 200] [--seed 17] [--streaming]
// --streaming feeds the builder with beginDoc()/addTerm() instead of add().
#include "index/SegmentBuilder.h"
#include "index/SegmentDocs.h"
#include "index/SegmentMerger.h"
#include "index/TopKMatcher.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <random>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

using namespace lmars::store;

namespace {

double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double wallSeconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

long peakRssMb()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stol(line.substr(6)) / 1024;
    }
    return -1;
}

/// Pronounceable pseudo-words with Zipf(1) frequencies; rank 0 the most common.
class ZipfWords
{
public:
    ZipfWords(int size, std::mt19937& rng)
    {
        static const char* const syllables[] = {"ka", "lo", "mi", "ne", "ru",  "sa",  "te",  "vi",  "do",  "pe",
                                                "gu", "ha", "zo", "fi", "ber", "tan", "lex", "jur", "con", "dis"};
        std::unordered_set<std::string> seen;
        while (static_cast<int>(m_words.size()) < size) {
            std::string w;
            const int n = 2 + static_cast<int>(rng() % 3);
            for (int i = 0; i < n; ++i)
                w += syllables[rng() % 20];
            if (seen.insert(w).second)
                m_words.push_back(w);
        }
        double total = 0;
        for (int r = 1; r <= size; ++r)
            m_cumulative.push_back(total += 1.0 / r);
        for (double& c : m_cumulative)
            c /= total;
    }
    int rank(std::mt19937& rng) const
    {
        const double u = std::uniform_real_distribution<double>(0, 1)(rng);
        return static_cast<int>(std::lower_bound(m_cumulative.begin(), m_cumulative.end(), u) - m_cumulative.begin());
    }
    const std::string& word(int rank) const { return m_words[static_cast<size_t>(rank)]; }

private:
    std::vector<std::string> m_words;
    std::vector<double> m_cumulative;
};

/// One batch of generated chunks: per chunk its tokens (body words with wdf 1, title words with
/// wdf 3 and their boolean "T" terms), and the bytes of text they stand for.
struct Batch
{
    std::vector<std::vector<std::pair<std::string, quint32>>> chunks; ///< per chunk its tokens
    size_t tokens = 0;
    size_t textBytes = 0;
};

Batch generate(const ZipfWords& words, std::mt19937& rng, int chunks)
{
    Batch b;
    std::vector<int> title;
    for (int c = 0; c < chunks; ++c) {
        if (c % 20 == 0) { // a new document every 20 chunks: a new title
            title.clear();
            for (int i = 0; i < 4; ++i)
                title.push_back(words.rank(rng));
        }
        auto& tokens = b.chunks.emplace_back();
        for (const int r : title) {
            tokens.emplace_back(words.word(r), 3);
            tokens.emplace_back("T" + words.word(r), 0);
        }
        const int body = 60 + static_cast<int>(rng() % 30);
        for (int i = 0; i < body; ++i) {
            const std::string& w = words.word(words.rank(rng));
            tokens.emplace_back(w, 1);
            b.textBytes += w.size() + 1;
        }
        b.tokens += tokens.size();
    }
    return b;
}

struct Timing
{
    double cpu = 0;
    double wall = 0;
};

/// Feeds a batch to a builder (chunk ids from firstId); returns the time spent in the builder.
Timing feed(SegmentBuilder& builder, const Batch& batch, quint32 firstId, bool streaming)
{
    const double c0 = cpuSeconds();
    const double w0 = wallSeconds();
    for (size_t i = 0; i < batch.chunks.size(); ++i) {
        SegmentDoc doc;
        doc.chunkId = firstId + static_cast<quint32>(i);
        doc.matter = static_cast<quint32>(i % 3);
        if (streaming) {
            builder.beginDoc(doc);
            for (const auto& [term, wdf] : batch.chunks[i])
                builder.addTerm(term, wdf);
        } else {
            builder.add(doc, batch.chunks[i]); // repeated tokens add up in the builder
        }
    }
    return {cpuSeconds() - c0, wallSeconds() - w0};
}

SegmentView viewOf(const EncodedSegment& s)
{
    SegmentView v;
    v.docs = s.docs;
    for (const SegmentTerm& t : s.terms)
        v.terms.push_back({t.term, t.postings});
    return v;
}

std::string_view postingsOf(const EncodedSegment& s, const std::string& term)
{
    const auto it = std::lower_bound(s.terms.begin(), s.terms.end(), term,
                                     [](const SegmentTerm& t, const std::string& key) { return t.term < key; });
    return it != s.terms.end() && it->term == term ? std::string_view(it->postings) : std::string_view();
}

std::string percentiles(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    const auto at = [&ms](double q) {
        return ms[std::min(ms.size() - 1, static_cast<size_t>(q * ms.size()))];
    };
    char out[96];
    std::snprintf(out, sizeof out, "p50 %.2f / p99 %.2f / max %.2f ms", at(0.5), at(0.99), ms.back());
    return out;
}

/// Runs queries of minWords..maxWords Zipf-drawn distinct words over the segments; prints CPU percentiles.
void runQueries(const char* label, const std::vector<EncodedSegment>& segments, const std::vector<SegmentDocs>& docs,
                const ZipfWords& words, std::mt19937& rng, int queries, int minWords, int maxWords, int k)
{
    quint64 docCount = 0;
    quint64 totalLength = 0;
    for (const EncodedSegment& s : segments) {
        docCount += s.docCount;
        totalLength += s.totalLength;
    }
    std::vector<double> cpuMs, wallMs;
    size_t hits = 0;
    for (int q = 0; q < queries; ++q) {
        std::set<std::string> picked;
        const int n = minWords + static_cast<int>(rng() % static_cast<unsigned>(maxWords - minWords + 1));
        while (static_cast<int>(picked.size()) < n)
            picked.insert(words.word(words.rank(rng)));
        const std::vector<std::string> terms(picked.begin(), picked.end());
        const double c0 = cpuSeconds();
        const double w0 = wallSeconds();
        TopKQuery query;
        query.k = k;
        std::vector<std::vector<std::string_view>> postings(segments.size());
        for (const std::string& t : terms) {
            quint64 df = 0;
            for (size_t s = 0; s < segments.size(); ++s) {
                postings[s].push_back(postingsOf(segments[s], t));
                const auto it =
                    std::lower_bound(segments[s].terms.begin(), segments[s].terms.end(), t,
                                     [](const SegmentTerm& st, const std::string& key) { return st.term < key; });
                if (it != segments[s].terms.end() && it->term == t)
                    df += it->df;
            }
            query.termDfs.push_back(df);
        }
        TopKMatcher matcher(query, {docCount, totalLength});
        for (size_t s = 0; s < segments.size(); ++s)
            matcher.addSegment(docs[s], postings[s], {});
        hits += matcher.results().size();
        cpuMs.push_back((cpuSeconds() - c0) * 1000);
        wallMs.push_back((wallSeconds() - w0) * 1000);
    }
    std::printf("  %-34s CPU %s; wall %s (%.0f hits/query)\n", label, percentiles(cpuMs).c_str(),
                percentiles(wallMs).c_str(), static_cast<double>(hits) / queries);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    std::vector<int> sizes = {100000, 1000000};
    int queries = 200;
    int k = 200;
    unsigned seed = 17;
    bool streaming = false;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); i += 2) {
        if (args[i] == QLatin1String("--streaming")) {
            streaming = true;
            --i; // takes no value
        } else if (i + 1 == args.size() && args[i].startsWith(QLatin1String("--"))) {
            std::fprintf(stderr, "posting_bench: %s needs a value (or is not an option)\n", qPrintable(args[i]));
            return 2;
        } else if (args[i] == QLatin1String("--chunks")) {
            sizes.clear();
            for (const QString& s : args[i + 1].split(QLatin1Char(',')))
                sizes.push_back(s.toInt());
        } else if (args[i] == QLatin1String("--queries")) {
            queries = args[i + 1].toInt();
        } else if (args[i] == QLatin1String("--k")) {
            k = args[i + 1].toInt();
        } else if (args[i] == QLatin1String("--seed")) {
            seed = args[i + 1].toUInt();
        } else {
            std::fprintf(stderr, "usage: posting_bench [--chunks 100000,1000000] [--queries 200] [--k 200] [--seed 17] "
                                 "[--streaming]\n");
            return 2;
        }
    }
    if (sizes.empty() || queries <= 0 || k <= 0 ||
        std::any_of(sizes.begin(), sizes.end(), [](int s) { return s <= 0; })) {
        std::fprintf(stderr, "posting_bench: chunk counts, queries and k must be positive\n");
        return 2;
    }
    std::mt19937 rng(seed);
    const ZipfWords words(100000, rng);
    constexpr int kSegmentChunks = 100000;

    for (const int size : sizes) {
        std::printf("== %d chunks (Zipf(1) vocabulary of 100k words, ~75 body words + 4 title words per chunk)\n",
                    size);
        std::vector<EncodedSegment> segments;
        Timing build;
        double finishCpu = 0;
        size_t postings = 0;
        size_t tokens = 0;
        size_t textBytes = 0;
        size_t blobBytes = 0;
        for (int first = 0; first < size; first += kSegmentChunks) {
            const int count = std::min(kSegmentChunks, size - first);
            SegmentBuilder builder;
            for (int b = 0; b < count; b += 10000) { // generated in batches, outside the timing
                const Batch batch = generate(words, rng, std::min(10000, count - b));
                tokens += batch.tokens;
                textBytes += batch.textBytes;
                const Timing t = feed(builder, batch, static_cast<quint32>(1 + first + b), streaming);
                build.cpu += t.cpu;
                build.wall += t.wall;
            }
            postings += builder.postingCount();
            const double c0 = cpuSeconds();
            const double w0 = wallSeconds();
            segments.push_back(builder.finish());
            finishCpu += cpuSeconds() - c0;
            build.cpu += cpuSeconds() - c0;
            build.wall += wallSeconds() - w0;
            for (const SegmentTerm& t : segments.back().terms)
                blobBytes += t.postings.size();
        }
        std::printf(
            "  build (%s): %zu postings (%zu tokens), %.1f MB of text in %.2f s CPU (%.2f s wall): %.1f ns/posting, "
            "%.0f MB/s of text per CPU-second (finish() %.2f s of it); postings %.1f MB\n",
            streaming ? "beginDoc/addTerm" : "add", postings, tokens, textBytes / 1e6, build.cpu, build.wall,
            build.cpu * 1e9 / postings, textBytes / 1e6 / build.cpu, finishCpu, blobBytes / 1e6);

        std::vector<SegmentDocs> docs;
        for (const EncodedSegment& s : segments)
            docs.push_back(*SegmentDocs::decode(s.docs));
        runQueries("agent (3-8 words), segments", segments, docs, words, rng, queries, 3, 8, k);
        runQueries("pasted (20-30 words), segments", segments, docs, words, rng, queries, 20, 30, k);

        if (segments.size() > 1 || size <= kSegmentChunks) {
            std::vector<SegmentView> views;
            for (const EncodedSegment& s : segments)
                views.push_back(viewOf(s));
            const double c0 = cpuSeconds();
            const double w0 = wallSeconds();
            auto merged = SegmentMerger::merge(views, [](quint32 id) { return id % 10 == 0; }); // 10% dead
            const double cpu = cpuSeconds() - c0;
            std::printf("  merge of %zu segment(s), 10%% dead: %.2f s CPU (%.2f s wall), %.1f ns per input posting\n",
                        segments.size(), cpu, wallSeconds() - w0, cpu * 1e9 / postings);
            if (segments.size() > 1 && merged) {
                std::vector<EncodedSegment> one;
                one.push_back(std::move(*merged));
                segments.clear();
                docs.clear();
                const double d0 = cpuSeconds();
                docs.push_back(*SegmentDocs::decode(one.front().docs));
                std::printf("  decoding the merged segment's docs (%u chunks): %.1f ms CPU\n", docs.front().size(),
                            (cpuSeconds() - d0) * 1000);
                runQueries("agent (3-8 words), merged", one, docs, words, rng, queries, 3, 8, k);
                runQueries("pasted (20-30 words), merged", one, docs, words, rng, queries, 20, 30, k);
            }
        }
        std::printf("  peak RSS so far %ld MB\n", peakRssMb());
    }
    return 0;
}
