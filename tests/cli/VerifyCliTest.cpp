// SPDX-License-Identifier: GPL-3.0-or-later
// Runs `lmars-cli verify FILE` on documents of every supported type: the citations with their
// page, line and status, --json, and the exit codes (0 nothing flagged, 5 flagged, 2 bad input).
#include "CliRunner.h"
#include "common/JsonUtil.h"

#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QTest>

using lmars::test::CliRun;

class VerifyCliTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        f.write(content);
        return path;
    }

    CliRun verify(const QStringList& args, const QByteArray& input = {})
    {
        // These tests cover the offline checks; VerifyNetworkCliTest the lookups against scripted servers.
        return lmars::test::runCli(QStringList{QStringLiteral("verify"), QStringLiteral("--offline")} + args,
                                   lmars::test::cliEnvironment(m_dir.path(), nullptr, QStringLiteral("verify"), false),
                                   m_dir.path(), 60000, input);
    }

private Q_SLOTS:
    void cleanDocumentExitsZero();
    void flaggedDocumentExitsFiveAndSaysWhy();
    void jsonListsEveryCitation();
    void pdfGivesPages();
    void htmlAndStandardInput();
    void badInputIsAUsageError();
    void tableOfAuthorities();
};

void VerifyCliTest::cleanDocumentExitsZero()
{
    const QString path = write(QStringLiteral("memo.md"),
                               "# Memo\n\nThe deposit rule is Cal. Civ. Code § 1950.5.\n\n"
                               "See Granberry v. Islay Investments, 9 Cal. 4th 738, 745 (1995). Id. at 750.\n");
    const CliRun r = verify({path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    QVERIFY2(r.out.contains(QStringLiteral("Cal. Civ. Code § 1950.5")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("9 Cal. 4th 738")));
    QVERIFY(r.out.contains(QStringLiteral("line 3")));
    QVERIFY(r.out.contains(QStringLiteral("[unchecked]")));
    QVERIFY(r.out.contains(QStringLiteral("memo.md: citations: 3, flagged: 0")));
    // Honest: nothing is claimed verified.
    QVERIFY(!r.out.contains(QStringLiteral("[verified]")));
    QVERIFY(r.out.contains(QStringLiteral("none is marked verified")));
}

void VerifyCliTest::flaggedDocumentExitsFiveAndSaysWhy()
{
    const QString path = write(QStringLiteral("brief.txt"), "Argument\n"
                                                            "Smith v. Jones, 123 F.4th 456 (1998), controls.\n"
                                                            "Doe v. Roe, 45 Cal. Rptr. 2d 100 (9th Cir. 1995).\n"
                                                            "Roe v. Poe, 123 F.3d 456, 450 (9th Cir. 1999).\n"
                                                            "Poe v. Loe, 12 F.5th 3 (2d Cir. 2024).\n");
    const CliRun r = verify({path});
    QCOMPARE(r.exitCode, 5);
    QVERIFY2(r.out.contains(QStringLiteral("[IMPLAUSIBLE]")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("line 2")));
    QVERIFY(r.out.contains(QStringLiteral("2021")));                  // F.4th starts in 2021
    QVERIFY(r.out.contains(QStringLiteral("9th Cir.")));              // court not in the reporter
    QVERIFY(r.out.contains(QStringLiteral("before the first page"))); // pin cite
    QVERIFY(r.out.contains(QStringLiteral("F.5th")));                 // unknown reporter
    QVERIFY(r.out.contains(QStringLiteral("brief.txt: citations: 4, flagged: 4")));
}

void VerifyCliTest::jsonListsEveryCitation()
{
    const QString path =
        write(QStringLiteral("notes.txt"), "Under 42 U.S.C. § 1983 and 8 CFR 214.2,\n"
                                           "see Smith v. Jones, 123 F.4th 456 (1998); 90 FR 8237; E.O. 14148.\n");
    const CliRun r = verify({path, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 5);
    const nlohmann::json out = lmars::json::parse(r.out.toUtf8());
    QVERIFY2(out.is_object(), qPrintable(r.out));
    QCOMPARE(out.at("file").get<std::string>(), path.toStdString());
    const nlohmann::json& list = out.at("citations");
    QCOMPARE(list.size(), size_t(5));
    QStringList kinds;
    for (const nlohmann::json& c : list)
        kinds << QString::fromStdString(c.at("kind").get<std::string>());
    QCOMPARE(kinds, QStringList({QStringLiteral("statute"), QStringLiteral("regulation"), QStringLiteral("case"),
                                 QStringLiteral("federal_register"), QStringLiteral("executive_order")}));
    QCOMPARE(list.at(1).at("normalized").get<std::string>(), std::string("8 C.F.R. § 214.2"));
    QCOMPARE(list.at(2).at("status").get<std::string>(), std::string("implausible"));
    QCOMPARE(list.at(2).at("problem").get<std::string>(), std::string("year_outside_edition"));
    QCOMPARE(list.at(2).at("line").get<int>(), 2);
    QCOMPARE(list.at(0).at("status").get<std::string>(), std::string("unchecked"));
    QVERIFY(!list.at(0).at("reason").get<std::string>().empty());
    QCOMPARE(out.at("counts").at("flagged").get<int>(), 1);
}

void VerifyCliTest::pdfGivesPages()
{
    const QString path = m_dir.filePath(QStringLiteral("filing.pdf"));
    {
        QPdfWriter writer(path);
        QPainter painter(&writer);
        painter.drawText(QPointF(200, 400), QStringLiteral("Statement of the case"));
        writer.newPage();
        painter.drawText(QPointF(200, 400), QStringLiteral("Introduction"));
        painter.drawText(QPointF(200, 800), QStringLiteral("See Smith v. Jones, 123 F.4th 456 (1998)."));
    }
    const CliRun r = verify({path, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 5);
    const nlohmann::json out = lmars::json::parse(r.out.toUtf8());
    QVERIFY2(out.is_object() && out.at("citations").size() == 1, qPrintable(r.out + r.err));
    QCOMPARE(out.at("citations").at(0).at("documentPage").get<int>(), 2);
    QCOMPARE(out.at("citations").at(0).at("page").get<std::string>(), "456"); // the citation's own
    QVERIFY(out.at("citations").at(0).at("line").get<int>() >= 1);
    const CliRun text = verify({path});
    QVERIFY2(text.out.contains(QStringLiteral("page 2, line")), qPrintable(text.out));
}

void VerifyCliTest::htmlAndStandardInput()
{
    const QString path = write(QStringLiteral("page.html"),
                               "<html><body><h1>Order</h1><p>Plaintiff sues under <i>42 U.S.C. &sect; 1983</i>.</p>"
                               "<p>See <em>Ashcroft v. Iqbal</em>, 556 U.S. 662, 678 (2009).</p></body></html>");
    CliRun r = verify({path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    QVERIFY(r.out.contains(QStringLiteral("42 U.S.C. § 1983")));
    QVERIFY(r.out.contains(QStringLiteral("556 U.S. 662")));
    r = verify({QStringLiteral("-")}, "Pub. L. No. 117-58, 135 Stat. 429\n");
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QStringLiteral("Pub. L. No. 117-58")));
    QVERIFY(r.out.contains(QStringLiteral("135 Stat. 429")));
    QVERIFY(r.out.contains(QStringLiteral("standard input: citations: 2, flagged: 0")));
    r = verify({QStringLiteral("-")}, "no citations at all here, just 555-0134 and page 5 of 10\n");
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("citations: 0, flagged: 0")));
}

void VerifyCliTest::badInputIsAUsageError()
{
    CliRun r = verify({m_dir.filePath(QStringLiteral("missing.pdf"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QStringLiteral("does not exist")));
    r = verify({write(QStringLiteral("data.xyz"), "42 U.S.C. § 1983")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QStringLiteral("unsupported")));
    r = verify({write(QStringLiteral("broken.pdf"), "%PDF-1.4\n garbage \n%%EOF")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!r.err.isEmpty());
    r = verify({});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QStringLiteral("usage")));
    r = verify({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("--json")));
    QVERIFY(r.out.contains(QStringLiteral("--session")));
    QVERIFY(r.out.contains(QStringLiteral("Exit codes: 0 nothing is flagged; 5")));
    r = verify({QStringLiteral("--as-of"), QStringLiteral("March 2025"), QStringLiteral("-")}, "42 U.S.C. § 1983");
    QCOMPARE(r.exitCode, 2);
    r = verify({QStringLiteral("--session"), QStringLiteral("nosuchsession")});
    QCOMPARE(r.exitCode, 2);
}

void VerifyCliTest::tableOfAuthorities()
{
    // A three-page PDF brief: Brown in full on page 1 and by "Id." on page 2 and supra on page 3.
    const QString path = m_dir.filePath(QStringLiteral("toa-brief.pdf"));
    {
        QPdfWriter writer(path);
        QPainter painter(&writer);
        painter.drawText(QPointF(200, 400), QStringLiteral("See Brown v. Board of Education, 347 U.S. 483 (1954)."));
        painter.drawText(QPointF(200, 800), QStringLiteral("Under 42 U.S.C. § 1983 the claim lies."));
        writer.newPage();
        painter.drawText(QPointF(200, 400), QStringLiteral("That is the rule. Id. at 495."));
        writer.newPage();
        painter.drawText(QPointF(200, 400), QStringLiteral("It settles it. Brown, supra, at 494."));
    }
    const CliRun md = verify({path, QStringLiteral("--authorities")});
    QVERIFY2(md.exitCode == 0, qPrintable(md.err + md.out));
    QVERIFY2(md.out.startsWith(QStringLiteral("# Table of Authorities: toa-brief.pdf")), qPrintable(md.out));
    QVERIFY2(md.out.contains(QStringLiteral("| Brown v. Bd. of Educ., 347 U.S. 483 (1954) | 1, 2, 3 | unchecked |")),
             qPrintable(md.out));
    QVERIFY(md.out.contains(QStringLiteral("| 42 U.S.C. § 1983 | 1 | unchecked |")));

    const QString jsonPath = m_dir.filePath(QStringLiteral("toa.json"));
    const CliRun written = verify({path, QStringLiteral("--authorities"), QStringLiteral("--out"), jsonPath});
    QVERIFY2(written.exitCode == 0, qPrintable(written.err));
    QFile file(jsonPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const nlohmann::json out = lmars::json::parse(file.readAll());
    QVERIFY2(out.is_object() && out.at("cases").size() == 1, qPrintable(QString::fromUtf8(lmars::json::dump(out))));
    QVERIFY(out.at("cases").at(0).at("pages") == nlohmann::json::array({1, 2, 3}));
    QCOMPARE(out.at("statutes").at(0).at("bluebook").get<std::string>(), std::string("42 U.S.C. § 1983"));

    const QString docx = m_dir.filePath(QStringLiteral("toa.docx"));
    QCOMPARE(verify({path, QStringLiteral("--authorities"), QStringLiteral("--out"), docx}).exitCode, 0);
    QVERIFY(QFileInfo(docx).size() > 0);

    // A short form whose pin cite lies before the case's first page is flagged in the table too, so the exit
    // code 5 points at a row the reader can see.
    const CliRun badPin = verify({QStringLiteral("-"), QStringLiteral("--authorities")},
                                 "See Brown v. Board of Education, 347 U.S. 483 (1954). Later: 347 U.S. at 480.");
    QVERIFY2(badPin.exitCode == 5, qPrintable(badPin.err + badPin.out));
    QVERIFY2(badPin.out.contains(QStringLiteral("| Brown v. Bd. of Educ., 347 U.S. 483 (1954) | – | **")),
             qPrintable(badPin.out));

    // Bad input: another type, a session.
    const CliRun pdfOut = verify(
        {path, QStringLiteral("--authorities"), QStringLiteral("--out"), m_dir.filePath(QStringLiteral("x.pdf"))});
    QCOMPARE(pdfOut.exitCode, 2);
    QVERIFY(pdfOut.err.contains(QStringLiteral(".docx")));
    // --out alone writes the check's report, and refuses a type it cannot write.
    QCOMPARE(verify({path, QStringLiteral("--out"), m_dir.filePath(QStringLiteral("report.pdf"))}).exitCode, 2);
    QCOMPARE(verify({QStringLiteral("--session"), QStringLiteral("abc"), QStringLiteral("--authorities")}).exitCode, 2);
}

QTEST_MAIN(VerifyCliTest)
#include "VerifyCliTest.moc"
