// SPDX-License-Identifier: GPL-3.0-or-later
// lmars-cli eval retrieval --channels: every channel alone and fused, its flags and their errors.
#include "CliRunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace lmars::test;

class RetrievalChannelsCliTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void channelsAsJson();
    void channelsAsText();
    void badFlagsAreUsageErrors();
    void distractorsJoinTheLibrary();

private:
    CliRun run(const QStringList& args) const
    {
        return runCli(
            QStringList{QStringLiteral("eval"), QStringLiteral("retrieval"), QStringLiteral("--set"), m_dir.path()} +
                args,
            cliEnvironment(m_dir.filePath(QStringLiteral("home")), nullptr, QStringLiteral("rrf"), false), m_dir.path(),
            120000);
    }

    QTemporaryDir m_dir;
};

void RetrievalChannelsCliTest::initTestCase()
{
    auto write = [&](const char* name, const QByteArray& text) {
        QFile f(m_dir.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write("corpus.jsonl",
          "{\"id\":\"d1\",\"title\":\"Tenancy\",\"text\":\"The landlord keeps the deposit of the tenant.\"}\n"
          "{\"id\":\"d2\",\"title\":\"Tenancy\",\"text\":\"A lessor returns the deposit to the tenant.\"}\n"
          "{\"id\":\"d3\",\"title\":\"Tenancy\",\"text\":\"Article 5 The landlord gives the tenant notice.\"}\n"
          "{\"id\":\"d4\",\"title\":\"Wages\",\"text\":\"The employer pays wages for overtime hours.\"}\n"
          "{\"id\":\"d5\",\"title\":\"Wages\",\"text\":\"Wages of an employee for overtime hours.\"}\n");
    write("queries.jsonl", "{\"id\":\"q1\",\"text\":\"deposit of the tenant\"}\n"
                           "{\"id\":\"q2\",\"text\":\"Article 5 notice\"}\n"
                           "{\"id\":\"q3\",\"text\":\"overtime wages\"}\n");
    write("qrels.jsonl", "{\"queryId\":\"q1\",\"docId\":\"d1\"}\n{\"queryId\":\"q2\",\"docId\":\"d3\"}\n"
                         "{\"queryId\":\"q3\",\"docId\":\"d4\"}\n");
}

void RetrievalChannelsCliTest::channelsAsJson()
{
    const CliRun r = run({QStringLiteral("--channels"), QStringLiteral("--json"), QStringLiteral("--dense-dimension"),
                          QStringLiteral("2"), QStringLiteral("--fusion-weights"), QStringLiteral("3,0.5,1"),
                          QStringLiteral("--fusion-k"), QStringLiteral("20")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const nlohmann::json j = nlohmann::json::parse(r.out.toStdString());
    // The product's stored LSA model: its method, size and a digest of the trained model.
    QVERIFY(QString::fromStdString(j["denseModel"].get<std::string>()).startsWith(QStringLiteral("lsa-2-")));
    QCOMPARE(j["fusion"]["dense"].get<double>(), 0.5);
    QCOMPARE(j["fusion"]["k"].get<double>(), 20.0);
    const nlohmann::json& rows = j["channels"];
    QStringList names;
    for (const auto& row : rows) {
        names << QString::fromStdString(row["channels"].get<std::string>());
        const double ndcg = row["ndcg@10"].get<double>();
        QVERIFY(ndcg >= 0 && ndcg <= 1);
    }
    QCOMPARE(names, (QStringList{QStringLiteral("exact+bm25 (fusion off)"), QStringLiteral("exact"),
                                 QStringLiteral("bm25"), QStringLiteral("dense"), QStringLiteral("exact+bm25 (rrf)"),
                                 QStringLiteral("dense+bm25 (rrf)"), QStringLiteral("fused")}));
    // The first row is the product with fusion off: the report's own figures.
    QCOMPARE(rows[0]["ndcg@10"].get<double>(), j["ndcg@10"].get<double>());
    QCOMPARE(rows[0]["hit@1"].get<double>(), 1.0);
    // Only one query cites a reference: the exact tier alone finds one of three.
    QVERIFY(std::abs(rows[1]["hit@1"].get<double>() - 1.0 / 3) < 1e-9);
    QCOMPARE(rows[2]["hit@1"].get<double>(), 1.0); // every query names its words

    const CliRun plain = run({QStringLiteral("--json")});
    QCOMPARE(plain.exitCode, 0);
    QVERIFY(!nlohmann::json::parse(plain.out.toStdString()).contains("channels"));
}

void RetrievalChannelsCliTest::channelsAsText()
{
    const CliRun r =
        run({QStringLiteral("--channels"), QStringLiteral("--dense-method"), QStringLiteral("random-projection"),
             QStringLiteral("--dense-dimension"), QStringLiteral("4"), QStringLiteral("--fusion-tiered")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QStringLiteral("dense channel random-projection-4")));
    QVERIFY(r.out.contains(QStringLiteral("K 60")));
    QVERIFY(r.out.contains(QStringLiteral("\nfused ")));
}

void RetrievalChannelsCliTest::badFlagsAreUsageErrors()
{
    const QList<QStringList> bad = {
        {QStringLiteral("--channels"), QStringLiteral("--fusion-weights"), QStringLiteral("3,2")},
        {QStringLiteral("--channels"), QStringLiteral("--fusion-weights"), QStringLiteral("3,-1,1")},
        {QStringLiteral("--channels"), QStringLiteral("--fusion-k"), QStringLiteral("0")},
        {QStringLiteral("--channels"), QStringLiteral("--dense-method"), QStringLiteral("faiss")},
        {QStringLiteral("--channels"), QStringLiteral("--dense-dimension"), QStringLiteral("0")},
        {QStringLiteral("--channels"), QStringLiteral("--distractors"), QStringLiteral("/nonexistent/folder")},
        {QStringLiteral("--channels"), QStringLiteral("--backend"), QStringLiteral("server"),
         QStringLiteral("--server"), QStringLiteral("postgresql://127.0.0.1:1/none")},
    };
    for (const QStringList& args : bad) {
        const CliRun r = run(args);
        QVERIFY2(r.exitCode == 2, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err));
        QVERIFY(r.err.startsWith(QStringLiteral("lmars-cli: ")));
        QVERIFY(r.out.isEmpty());
    }
}

void RetrievalChannelsCliTest::distractorsJoinTheLibrary()
{
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("distractors"))));
    QFile f(m_dir.filePath(QStringLiteral("distractors/lease.txt")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("The landlord keeps the deposit; the lessor gives notice under Article 5 about overtime wages.");
    f.close();
    const CliRun plain = run({QStringLiteral("--json")});
    const CliRun r =
        run({QStringLiteral("--channels"), QStringLiteral("--json"), QStringLiteral("--dense-dimension"),
             QStringLiteral("2"), QStringLiteral("--distractors"), m_dir.filePath(QStringLiteral("distractors"))});
    QVERIFY2(r.exitCode == 0 && plain.exitCode == 0, qPrintable(r.err + plain.err));
    const nlohmann::json j = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(j["distractorDocuments"].get<int>(), 1);
    QCOMPARE(j["documents"].get<int>(), nlohmann::json::parse(plain.out.toStdString())["documents"].get<int>());
    // A distractor is never relevant: it can only push the relevant documents down.
    QVERIFY(j["ndcg@10"].get<double>() <= nlohmann::json::parse(plain.out.toStdString())["ndcg@10"].get<double>());
}

QTEST_GUILESS_MAIN(RetrievalChannelsCliTest)
#include "RetrievalChannelsCliTest.moc"
