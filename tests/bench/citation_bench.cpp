// SPDX-License-Identifier: GPL-3.0-or-later
// Citation extraction throughput (issue 13, point 10): builds a 1 MB brief from the hand-labelled
// passages of tests/fixtures/citations, then prints how long loading the tables and compiling the
// patterns takes and how many MB/s extraction and the offline checks run at.
//
// Usage: citation_bench [MEGABYTES] [RUNS]   (defaults 1 and 5)
#include "LabelledCitations.h"
#include "SharedData.h"
#include "parse/CitationExtractor.h"
#include "verify/PlausibilityChecker.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const double megabytes = args.size() > 1 ? args.at(1).toDouble() : 1.0;
    const int runs = args.size() > 2 ? std::max(1, args.at(2).toInt()) : 5;

    QString error;
    const QList<lmars::test::LabelledPassage> passages =
        lmars::test::readLabelledSet(lmars::test::fixturePath(QStringLiteral("citations")), &error);
    if (passages.isEmpty()) {
        std::fprintf(stderr, "citation_bench: %s\n", qPrintable(error));
        return 1;
    }
    QString brief;
    const qsizetype wanted = qsizetype(megabytes * 1024 * 1024);
    while (brief.toUtf8().size() < wanted) {
        for (const lmars::test::LabelledPassage& passage : passages) {
            brief += passage.text;
            brief += QStringLiteral("\n\n");
        }
    }
    const double briefMb = double(brief.toUtf8().size()) / (1024.0 * 1024.0);

    QElapsedTimer timer;
    timer.start();
    const lmars::parse::CitationExtractor extractor;
    const double setupMs = double(timer.nsecsElapsed()) / 1e6;

    double best = 1e100;
    double total = 0;
    QList<lmars::model::LegalCitation> found;
    for (int run = 0; run < runs; ++run) {
        timer.restart();
        found = extractor.extract(brief);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        best = std::min(best, seconds);
        total += seconds;
    }
    // Where the time goes: each finder alone over the same brief.
    const lmars::parse::ReporterTable& table = lmars::parse::ReporterTable::instance();
    const lmars::parse::CaseCitationFinder cases(table);
    const lmars::parse::StatuteCitationFinder statutes(table);
    timer.restart();
    const qsizetype caseCount = cases.find(brief).size();
    const double casesSeconds = double(timer.nsecsElapsed()) / 1e9;
    timer.restart();
    const qsizetype statuteCount = statutes.find(brief).size();
    const double statutesSeconds = double(timer.nsecsElapsed()) / 1e9;

    const lmars::verify::PlausibilityChecker checker;
    timer.restart();
    int flagged = 0;
    for (const lmars::model::LegalCitation& c : found)
        flagged += lmars::model::isFlagged(checker.check(c).status) ? 1 : 0;
    const double checkMs = double(timer.nsecsElapsed()) / 1e6;

    std::printf("brief: %.2f MB (%d passages repeated), %lld citations found, %d flagged offline\n", briefMb,
                int(passages.size()), static_cast<long long>(found.size()), flagged);
    std::printf("tables + patterns: %.1f ms (once per process)\n", setupMs);
    std::printf("extraction: best %.3f s = %.2f MB/s, mean %.3f s = %.2f MB/s over %d runs\n", best, briefMb / best,
                total / runs, briefMb / (total / runs), runs);
    std::printf("  case finder alone: %.3f s (%lld), statute finder alone: %.3f s (%lld)\n", casesSeconds,
                static_cast<long long>(caseCount), statutesSeconds, static_cast<long long>(statuteCount));
    std::printf("offline checks: %.1f ms for %lld citations\n", checkMs, static_cast<long long>(found.size()));
    return 0;
}
