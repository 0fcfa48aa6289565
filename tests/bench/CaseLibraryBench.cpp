// SPDX-License-Identifier: GPL-3.0-or-later
// Prints how well the MASLegalBench `library` condition retrieves rules: the silver article-rule
// labels (derived/qrels_silver_article_rule.jsonl, 322 questions) against CaseLibrary's own-case
// search over the "legal framework" passages, as Recall@1/3/5 and MRR@5, plus the index build time
// and the mean search time. Usage: case_library_bench [MASLegalBench/derived folder]
#include "eval/CaseLibrary.h"
#include "eval/McqDataset.h"
#include "eval/RetrievalMetrics.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>

#include <nlohmann/json.hpp>

#include <cstdio>

using namespace lmars;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QString dir =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("../shared/eval/MASLegalBench/derived");
    auto items = eval::McqDataset::load(QDir(dir).filePath(QStringLiteral("questions.jsonl")));
    if (!items) {
        std::fprintf(stderr, "%s\n", qPrintable(items.error().toString()));
        return 2;
    }
    QHash<QString, eval::McqItem> byId;
    for (const eval::McqItem& item : items.value())
        byId.insert(item.id, item);
    QFile qrels(QDir(dir).filePath(QStringLiteral("qrels_silver_article_rule.jsonl")));
    if (!qrels.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(qrels.fileName()));
        return 2;
    }
    QElapsedTimer clock;
    clock.start();
    auto library =
        eval::CaseLibrary::build(QDir(dir).filePath(QStringLiteral("corpus.jsonl")), {eval::PassageRole::LegalRules});
    if (!library) {
        std::fprintf(stderr, "%s\n", qPrintable(library.error().toString()));
        return 2;
    }
    const double buildMs = clock.elapsed();
    double r1 = 0, r3 = 0, r5 = 0, mrr = 0, searchMs = 0;
    int n = 0;
    while (!qrels.atEnd()) {
        const nlohmann::json row = nlohmann::json::parse(qrels.readLine().toStdString(), nullptr, false);
        if (!row.is_object())
            continue;
        const eval::McqItem item = byId.value(QString::fromStdString(row.value("qid", std::string())));
        QHash<QString, int> relevant;
        for (const auto& id : row.value("relevant_doc_ids", nlohmann::json::array()))
            relevant.insert(QString::fromStdString(id.get<std::string>()), 1);
        if (item.id.isEmpty() || relevant.isEmpty())
            continue;
        clock.restart();
        auto hits = library.value()->search(item.extra("source"), item.question, 5);
        searchMs += clock.nsecsElapsed() / 1e6;
        if (!hits) {
            std::fprintf(stderr, "%s\n", qPrintable(hits.error().toString()));
            return 1;
        }
        QStringList ranked;
        for (const model::SearchResult& hit : hits.value())
            ranked << hit.id.mid(QStringLiteral("library:").size());
        r1 += eval::RetrievalMetrics::recallAt(ranked, relevant, 1);
        r3 += eval::RetrievalMetrics::recallAt(ranked, relevant, 3);
        r5 += eval::RetrievalMetrics::recallAt(ranked, relevant, 5);
        mrr += eval::RetrievalMetrics::reciprocalRankAt(ranked, relevant, 5);
        ++n;
    }
    if (n == 0) {
        std::fprintf(stderr, "no labelled question\n");
        return 2;
    }
    std::printf("MASLegalBench silver rule retrieval, library condition (roles LR, own case), %d questions\n", n);
    std::printf("R@1 %.3f  R@3 %.3f  R@5 %.3f  MRR@5 %.3f\n", r1 / n, r3 / n, r5 / n, mrr / n);
    std::printf("index %d passages: %.0f ms; search: %.2f ms per question\n", library.value()->passageCount(), buildMs,
                searchMs / n);
    return 0;
}
