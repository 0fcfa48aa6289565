// SPDX-License-Identifier: GPL-3.0-or-later
// Runs `lmars-cli uscore` on the examples of tests/fixtures/uscore-examples.json (see its SOURCE.md).
#include "CliRunner.h"
#include "SharedData.h"
#include "common/JsonUtil.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using nlohmann::json;

using lmars::test::CliRun;

class UScoreCliTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    json m_examples;

    QString write(const QString& name, const QByteArray& content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        f.write(content);
        return path;
    }

    CliRun cli(const QStringList& args, const QByteArray& input = {})
    {
        return lmars::test::runCli(QStringList{QStringLiteral("uscore")} + args,
                                   QProcessEnvironment::systemEnvironment(), m_dir.path(), 30000, input);
    }

    /// Checks the --json output against an example's expected numbers.
    void compareJson(const CliRun& r, const json& expected)
    {
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const json out = lmars::json::parse(r.out.toUtf8());
        QVERIFY2(out.is_object(), qPrintable(r.out));
        const auto near = [&](const char* key, const char* expectedKey) {
            const double got = out.at(key).get<double>();
            const double want = expected.at(expectedKey).get<double>();
            QVERIFY2(std::abs(got - want) <= 1e-9,
                     qPrintable(QStringLiteral("%1: %2 != %3").arg(QString::fromUtf8(key)).arg(got).arg(want)));
        };
        for (const char* key : {"H", "T", "C", "J", "D"})
            near(key, key);
        near("paper", "uscorePaper");
        near("referenceCode", "uscoreLmarsV1");
        const double paper = expected.at("uscorePaper").get<double>();
        const char* band = paper < 0.4 ? "low" : paper < 0.7 ? "moderate" : "high";
        QCOMPARE(out.at("band").get<std::string>(), std::string(band));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile f(lmars::test::fixturePath(QStringLiteral("uscore-examples.json")));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(QStringLiteral("cannot read ") + f.fileName()));
        m_examples = lmars::json::parse(f.readAll());
        QVERIFY(m_examples.is_array() && m_examples.size() >= 3);
    }

    void jsonMatchesTheExamplesWithASourcesListFile()
    {
        for (const json& example : m_examples) {
            const QString answer = write(QStringLiteral("answer.txt"), QByteArray::fromStdString(example["answer"]));
            QStringList args = {QStringLiteral("--answer-file"), answer, QStringLiteral("--json")};
            if (!example["sources"].empty()) {
                QByteArray lines = "# sources, one a line\n\n";
                for (const json& s : example["sources"])
                    lines += QByteArray::fromStdString(s.get<std::string>()) + "\n";
                args << QStringLiteral("--sources-file") << write(QStringLiteral("sources.txt"), lines);
            }
            compareJson(cli(args), example["expected"]);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void sourcesAsJsonArrayAndTrajectory()
    {
        const json& example = m_examples.at(0); // two sources: irs.gov and reddit
        QVERIFY(example["sources"].size() == 2);
        const QString answer = write(QStringLiteral("answer.txt"), QByteArray::fromStdString(example["answer"]));

        const QString array = write(QStringLiteral("sources.json"), lmars::json::dump(example["sources"]));
        compareJson(cli({QStringLiteral("--answer-file"), answer, QStringLiteral("--sources-file"), array,
                         QStringLiteral("--json")}),
                    example["expected"]);

        json trajectory = {{"id", "x"}, {"sources", json::array()}};
        trajectory["sources"].push_back({{"title", "IRS"}, {"url", example["sources"][0]}});
        trajectory["sources"].push_back({{"title", "Reddit"}, {"url", example["sources"][1]}});
        const QString doc = write(QStringLiteral("trajectory.json"), lmars::json::dump(trajectory));
        compareJson(cli({QStringLiteral("--answer-file"), answer, QStringLiteral("--sources-file"), doc,
                         QStringLiteral("--json")}),
                    example["expected"]);
    }

    void answerFromStandardInputAndTable()
    {
        const json& example = m_examples.at(2); // paper 0.41125: moderate
        QByteArray lines;
        for (const json& s : example["sources"])
            lines += QByteArray::fromStdString(s.get<std::string>()) + "\n";
        const QString sources = write(QStringLiteral("sources.txt"), lines);
        const CliRun r =
            cli({QStringLiteral("--answer-file"), QStringLiteral("-"), QStringLiteral("--sources-file"), sources},
                QByteArray::fromStdString(example["answer"]));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const QString& letter :
             {QStringLiteral("H"), QStringLiteral("T"), QStringLiteral("C"), QStringLiteral("J"), QStringLiteral("D")})
            QVERIFY2(r.out.contains(QStringLiteral("  ") + letter + QStringLiteral("  ")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("  H  0.625  hedging")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("U-Score 0.41 (paper weights) — moderate uncertainty; lower is better")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("U-Score 0.38 (reference-code weights) — low uncertainty")),
                 qPrintable(r.out));
    }

    void jurisdictionOption()
    {
        // "Under California law, ..." names a state (one category): 0.4; expecting California: 0.0; Texas: 0.5.
        const QString answer = write(QStringLiteral("answer.txt"), "Under California law the deposit is returned.");
        const auto j = [&](const QStringList& extra) {
            const CliRun r =
                cli(QStringList{QStringLiteral("--answer-file"), answer, QStringLiteral("--json")} + extra);
            return r.exitCode == 0 ? lmars::json::parse(r.out.toUtf8()).value("J", -1.0) : -1.0;
        };
        QCOMPARE(j({}), 0.4);
        QCOMPARE(j({QStringLiteral("--jurisdiction"), QStringLiteral("California")}), 0.0);
        QCOMPARE(j({QStringLiteral("--jurisdiction"), QStringLiteral("Texas")}), 0.5);
    }

    void usageErrors()
    {
        CliRun r = cli({QStringLiteral("--answer-file"), m_dir.filePath(QStringLiteral("missing.txt"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("cannot read the answer file")) &&
                     r.err.contains(QStringLiteral("missing.txt")),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());

        const QString answer = write(QStringLiteral("answer.txt"), "It may rain.");
        r = cli({QStringLiteral("--answer-file"), answer, QStringLiteral("--sources-file"),
                 m_dir.filePath(QStringLiteral("nope.txt"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("cannot read the sources file")), qPrintable(r.err));

        r = cli({});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--answer-file")), qPrintable(r.err));

        const QString broken = write(QStringLiteral("broken.json"), "[\"https://a.gov\",");
        r = cli({QStringLiteral("--answer-file"), answer, QStringLiteral("--sources-file"), broken});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("not valid JSON")), qPrintable(r.err));

        const QString noSources = write(QStringLiteral("object.json"), "{\"id\": \"x\"}");
        r = cli({QStringLiteral("--answer-file"), answer, QStringLiteral("--sources-file"), noSources});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("\"sources\"")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(UScoreCliTest)
#include "UScoreCliTest.moc"
