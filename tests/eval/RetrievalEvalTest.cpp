// SPDX-License-Identifier: GPL-3.0-or-later
#include "eval/RetrievalEval.h"
#include "SharedData.h"
#include "eval/RetrievalMetrics.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars::eval;

class RetrievalEvalTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void metrics();
    void smallSetEndToEnd();
    void sharedSetsReachTargets_data();
    void sharedSetsReachTargets();
};

void RetrievalEvalTest::metrics()
{
    const QHash<QString, int> rel{{QStringLiteral("a"), 1}, {QStringLiteral("b"), 2}};
    const QStringList ranked{QStringLiteral("x"), QStringLiteral("b"), QStringLiteral("y"), QStringLiteral("a")};
    QCOMPARE(RetrievalMetrics::hitAt(ranked, rel, 1), 0.0);
    QCOMPARE(RetrievalMetrics::hitAt(ranked, rel, 2), 1.0);
    QCOMPARE(RetrievalMetrics::recallAt(ranked, rel, 2), 0.5);
    QCOMPARE(RetrievalMetrics::recallAt(ranked, rel, 10), 1.0);
    QCOMPARE(RetrievalMetrics::reciprocalRankAt(ranked, rel, 10), 0.5);
    const double dcg = 2 / std::log2(3.0) + 1 / std::log2(5.0);
    const double idcg = 2 / std::log2(2.0) + 1 / std::log2(3.0);
    QVERIFY(qFuzzyCompare(RetrievalMetrics::ndcgAt(ranked, rel, 10), dcg / idcg));
    QCOMPARE(RetrievalMetrics::ndcgAt({QStringLiteral("b"), QStringLiteral("a")}, rel, 10), 1.0);
}

void RetrievalEvalTest::smallSetEndToEnd()
{
    QTemporaryDir dir;
    auto write = [&](const char* name, const QByteArray& text) {
        QFile f(dir.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write(
        "corpus.jsonl",
        "{\"id\":\"d1\",\"title\":\"Deposits\",\"text\":\"Landlords must return deposits.\"}\n"
        "{\"id\":\"d2\",\"text\":\"Wages are paid monthly.\",\"validFrom\":\"2000-01-01\",\"validTo\":\"2009-12-31\"}\n"
        "{\"id\":\"d3\",\"text\":\"Wages are paid weekly.\",\"validFrom\":\"2010-01-01\"}\n");
    write("queries.jsonl", "{\"id\":\"q1\",\"text\":\"return of deposits\"}\n"
                           "{\"id\":\"q2\",\"text\":\"when are wages paid\",\"asOf\":\"2005-05-05\"}\n");
    write("qrels.jsonl", "{\"queryId\":\"q1\",\"docId\":\"d1\",\"relevance\":1}\n"
                         "{\"queryId\":\"q2\",\"docId\":\"d2\",\"relevance\":1}\n");
    RetrievalEvalOptions options;
    options.setDir = dir.path();
    auto report = RetrievalEval::run(options);
    QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
    QCOMPARE(report->documents, 3);
    QCOMPARE(report->queries, 2);
    QCOMPARE(report->hitAt1, 1.0);
    QCOMPARE(report->ndcgAt10, 1.0);

    options.setDir = dir.filePath(QStringLiteral("missing"));
    QVERIFY(!RetrievalEval::run(options).ok());
}

void RetrievalEvalTest::sharedSetsReachTargets_data()
{
    QTest::addColumn<QString>("set");
    QTest::addColumn<double>("minNdcg");
    QTest::addColumn<double>("minHit1");
    QTest::newRow("gdpr-rules") << QStringLiteral("gdpr-rules") << 0.40 << 0.0;
    QTest::newRow("civil-code-consult") << QStringLiteral("civil-code-consult") << 0.17 << 0.0;
    QTest::newRow("statute-as-of") << QStringLiteral("statute-as-of") << 0.0 << 0.98;
}

void RetrievalEvalTest::sharedSetsReachTargets()
{
    QFETCH(QString, set);
    QFETCH(double, minNdcg);
    QFETCH(double, minHit1);
    LMARS_SHARED_PATH_OR_SKIP(corpus, QStringLiteral("eval/retrieval/%1/corpus.jsonl").arg(set));
    const QString dir = QFileInfo(corpus).path();
    RetrievalEvalOptions options;
    options.setDir = dir;
    auto report = RetrievalEval::run(options);
    QVERIFY(report.ok());
    qInfo("%s: Hit@1 %.3f Recall@5 %.3f Recall@10 %.3f MRR@10 %.3f nDCG@10 %.3f", qPrintable(set), report->hitAt1,
          report->recallAt5, report->recallAt10, report->mrrAt10, report->ndcgAt10);
    QVERIFY(report->ndcgAt10 >= minNdcg);
    QVERIFY(report->hitAt1 >= minHit1);
}

QTEST_GUILESS_MAIN(RetrievalEvalTest)
#include "RetrievalEvalTest.moc"
