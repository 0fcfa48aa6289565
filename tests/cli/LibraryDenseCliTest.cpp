// SPDX-License-Identifier: GPL-3.0-or-later
// lmars-cli's library and the dense channel: `library index` builds the vectors after the text when
// LMARS_LIBRARY_DENSE is on (the default), `library stats` says how far they are, and `library search --dense on|off`
// prints each hit's rank in every channel and its fused score (null when the search was not fused).
#include "CliRunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace lmars;
using nlohmann::json;

class LibraryDenseCliTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void offIndexesWordsOnly();
    void indexBuildsVectorsAndSearchFuses();
    void denseOffIsTheWordsRanking();
    void badDenseValueIsAUsageError();

private:
    test::CliRun run(const QStringList& args, bool dense);
    QTemporaryDir m_home;
    QString m_folder;
};

void LibraryDenseCliTest::initTestCase()
{
    QVERIFY(m_home.isValid());
    m_folder = m_home.filePath(QStringLiteral("library"));
    QVERIFY(QDir().mkpath(m_folder));
    const QStringList texts = {QStringLiteral("The landlord keeps the deposit until the tenant leaves the flat."),
                               QStringLiteral("A lessor returns the deposit and the tenant returns the keys."),
                               QStringLiteral("The lessor repairs the flat; the tenant pays the rent."),
                               QStringLiteral("The employer pays wages for overtime hours every month."),
                               QStringLiteral("Wages and salary are paid by the employer on the payslip.")};
    for (int i = 0; i < texts.size(); ++i) {
        QFile file(m_folder + QStringLiteral("/doc%1.txt").arg(i));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(texts.at(i).toUtf8());
    }
}

test::CliRun LibraryDenseCliTest::run(const QStringList& args, bool dense)
{
    QProcessEnvironment env = test::cliEnvironment(m_home.path(), nullptr, QStringLiteral("dense"), false);
    env.insert(QStringLiteral("LMARS_LIBRARY_DIR"), m_folder);
    env.insert(QStringLiteral("LMARS_LIBRARY_DENSE"), dense ? QStringLiteral("true") : QStringLiteral("false"));
    return test::runCli(args, env, m_home.path(), 60000);
}

void LibraryDenseCliTest::offIndexesWordsOnly()
{
    const test::CliRun indexed = run({QStringLiteral("library"), QStringLiteral("index")}, false);
    QCOMPARE(indexed.exitCode, 0);
    QVERIFY2(!indexed.err.contains(QStringLiteral("Vectors:")), qPrintable(indexed.err));
    const test::CliRun stats =
        run({QStringLiteral("library"), QStringLiteral("stats"), QStringLiteral("--json")}, false);
    QCOMPARE(stats.exitCode, 0);
    const json s = json::parse(stats.out.toStdString());
    QCOMPARE(s["vectors"]["embedded"].get<int>(), 0);
    QVERIFY(s["vectors"]["model"].is_null());
    QCOMPARE(s["vectors"]["complete"].get<bool>(), false);
    const test::CliRun found =
        run({QStringLiteral("library"), QStringLiteral("search"), QStringLiteral("deposit"), QStringLiteral("--json")},
            false);
    QCOMPARE(found.exitCode, 0);
    for (const json& hit : json::parse(found.out.toStdString())) {
        QCOMPARE(hit["channels"]["fused"].get<bool>(), false);
        QVERIFY(hit["channels"]["fusedScore"].is_null());
    }
    // Dense asked for without vectors: words only, and said.
    const test::CliRun asked = run({QStringLiteral("library"), QStringLiteral("search"), QStringLiteral("deposit"),
                                    QStringLiteral("--dense"), QStringLiteral("on")},
                                   false);
    QCOMPARE(asked.exitCode, 0);
    QVERIFY2(asked.err.contains(QStringLiteral("Searched by words only")), qPrintable(asked.err));
}

void LibraryDenseCliTest::indexBuildsVectorsAndSearchFuses()
{
    const test::CliRun indexed = run({QStringLiteral("library"), QStringLiteral("index")}, true);
    QCOMPARE(indexed.exitCode, 0);
    QVERIFY2(indexed.err.contains(QStringLiteral("Vectors: 5 of 5 passages, lsa-")), qPrintable(indexed.err));
    const test::CliRun stats =
        run({QStringLiteral("library"), QStringLiteral("stats"), QStringLiteral("--json")}, true);
    QCOMPARE(stats.exitCode, 0);
    const json s = json::parse(stats.out.toStdString());
    QCOMPARE(s["vectors"]["embedded"].get<int>(), 5);
    QCOMPARE(s["vectors"]["chunks"].get<int>(), 5);
    QCOMPARE(s["vectors"]["complete"].get<bool>(), true);
    QVERIFY(QString::fromStdString(s["vectors"]["model"].get<std::string>()).startsWith(QStringLiteral("lsa-")));
    const test::CliRun text = run({QStringLiteral("library"), QStringLiteral("stats")}, true);
    QVERIFY(text.out.contains(QStringLiteral("Vectors: 5 of 5 passages, lsa-")));

    // The setting turns fusion on: every hit has its rank per channel and its fused score.
    const test::CliRun found =
        run({QStringLiteral("library"), QStringLiteral("search"), QStringLiteral("lessor"), QStringLiteral("--json")},
            true);
    QCOMPARE(found.exitCode, 0);
    QVERIFY2(found.err.isEmpty(), qPrintable(found.err));
    const json hits = json::parse(found.out.toStdString());
    QVERIFY(!hits.empty());
    bool byMeaningOnly = false;
    double previous = 1e9;
    for (const json& hit : hits) {
        const json& channels = hit["channels"];
        QCOMPARE(channels["fused"].get<bool>(), true);
        for (const char* name : {"exact", "dense", "bm25"})
            QVERIFY(channels["ranks"].contains(name));
        QVERIFY(channels["ranks"]["exact"].is_null()); // the query cites nothing
        const double fused = channels["fusedScore"].get<double>();
        // weighted RRF: 2/(60+dense) + 1/(60+bm25)
        double expected = 0;
        if (!channels["ranks"]["dense"].is_null())
            expected += 2.0 / (60 + channels["ranks"]["dense"].get<int>());
        if (!channels["ranks"]["bm25"].is_null())
            expected += 1.0 / (60 + channels["ranks"]["bm25"].get<int>());
        QVERIFY(std::abs(fused - expected) < 1e-9);
        QVERIFY(fused <= previous);
        previous = fused;
        byMeaningOnly = byMeaningOnly || (channels["ranks"]["bm25"].is_null() && !channels["ranks"]["dense"].is_null());
    }
    QVERIFY(byMeaningOnly); // "landlord" found for "lessor" by meaning alone
    const test::CliRun plain =
        run({QStringLiteral("library"), QStringLiteral("search"), QStringLiteral("lessor")}, true);
    QCOMPARE(plain.exitCode, 0);
    QVERIFY2(plain.out.contains(QStringLiteral("[found by dense #")), qPrintable(plain.out));
}

void LibraryDenseCliTest::denseOffIsTheWordsRanking()
{
    auto search = [&](bool dense, const QStringList& extra) {
        QStringList args{QStringLiteral("library"), QStringLiteral("search"), QStringLiteral("deposit tenant"),
                         QStringLiteral("--json")};
        const test::CliRun r = run(args + extra, dense);
        return r.exitCode == 0 ? json::parse(r.out.toStdString()) : json();
    };
    const json words = search(false, {});
    const json off = search(true, {QStringLiteral("--dense"), QStringLiteral("off")});
    QVERIFY(!words.empty());
    QCOMPARE(off.size(), words.size());
    for (size_t i = 0; i < words.size(); ++i) {
        QVERIFY(off[i]["path"] == words[i]["path"]);
        QCOMPARE(off[i]["score"].get<double>(), words[i]["score"].get<double>());
        QCOMPARE(off[i]["channels"]["fused"].get<bool>(), false);
    }
    const json on = search(false, {QStringLiteral("--dense"), QStringLiteral("on")}); // the option over the setting
    QVERIFY(!on.empty());
    QCOMPARE(on[0]["channels"]["fused"].get<bool>(), true);
}

void LibraryDenseCliTest::badDenseValueIsAUsageError()
{
    const test::CliRun r = run({QStringLiteral("library"), QStringLiteral("search"), QStringLiteral("deposit"),
                                QStringLiteral("--dense"), QStringLiteral("maybe")},
                               false);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QStringLiteral("--dense takes on or off")));
}

QTEST_GUILESS_MAIN(LibraryDenseCliTest)
#include "LibraryDenseCliTest.moc"
