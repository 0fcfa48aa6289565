// SPDX-License-Identifier: GPL-3.0-or-later
// Bluebook citation form (issue 28, point 4): a table of hand-checked citations across kinds. Every
// expected string below was written by hand from the rules (The Bluebook as the Indigo Book restates
// them: 10.2 case names with T6/T10 abbreviations, 10.3 reporters and parallel citations, 10.4 the
// court parenthetical, 10.8.1 unreported decisions, 12 statutes, 14 regulations and the Federal
// Register, 18.2.2 web pages), never produced by the code under test.
#include "model/BluebookFormatter.h"
#include "export/MarkdownExport.h"
#include "export/RecordHtml.h"
#include "model/BluebookTables.h"
#include "model/ResearchState.h"
#include "model/Verification.h"
#include "parse/CitationExtractor.h"
#include "verify/CitationReport.h"

#include "SharedData.h"

#include <QFile>
#include <QProcess>
#include <QTest>

using lmars::model::BluebookCase;
using lmars::model::BluebookFormatter;

class BluebookFormatterTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tablesAreCompiledIn();
    void committedTablesAreCurrent();
    void malformedTablesAreEmpty();
    void caseNames_data();
    void caseNames();
    void cases_data();
    void cases();
    void statutesAndRegulations_data();
    void statutesAndRegulations();
    void fromDocumentText_data();
    void fromDocumentText();
    void sources_data();
    void sources();
    void datesAndNumbers();
    void neverShowsACourtId();
    void shortFormsTakeTheirFullCitation();
    void exportsNameSourcesByTheirCitation();
};

void BluebookFormatterTest::tablesAreCompiledIn()
{
    const auto& t = lmars::model::BluebookTables::instance();
    QVERIFY(!t.isEmpty());
    QCOMPARE(t.wordAbbreviation(QStringLiteral("Board")), QStringLiteral("Bd."));
    QVERIFY(t.court(QStringLiteral("ca9")));
    QCOMPARE(t.court(QStringLiteral("ca3"))->cite, QStringLiteral("3d Cir.")); // courts-db says "3rd Cir."
    QVERIFY(t.edition(QStringLiteral("U.S.")).supreme);
    QCOMPARE(t.edition(QStringLiteral("Cal. Rptr. 3d")).state, QStringLiteral("ca"));
    QVERIFY(t.edition(QStringLiteral("A.D.3d")).state.isEmpty());
}

void BluebookFormatterTest::committedTablesAreCurrent()
{
    LMARS_SHARED_PATH_OR_SKIP(data, QStringLiteral("data/legal-citations"));
    QProcess script;
    script.start(QStringLiteral(LMARS_PYTHON),
                 {QStringLiteral(LMARS_SOURCE_DIR "/scripts/build-bluebook-tables.py"), QStringLiteral("--check"), data,
                  QStringLiteral(LMARS_SOURCE_DIR "/resources/citations/bluebook-tables.json")});
    QVERIFY(script.waitForFinished(60000));
    QVERIFY2(script.exitCode() == 0, script.readAllStandardError().constData());
    QFile compiled(QStringLiteral(":/citations/bluebook-tables.json"));
    QFile committed(QStringLiteral(LMARS_SOURCE_DIR "/resources/citations/bluebook-tables.json"));
    QVERIFY(compiled.open(QIODevice::ReadOnly) && committed.open(QIODevice::ReadOnly));
    QVERIFY(compiled.readAll() == committed.readAll());
}

void BluebookFormatterTest::malformedTablesAreEmpty()
{
    QVERIFY(lmars::model::BluebookTables::fromJson("not json").isEmpty());
    QVERIFY(lmars::model::BluebookTables::fromJson("[1, 2]").isEmpty());
    QVERIFY(lmars::model::BluebookTables::fromJson(R"({"courts": 3, "abbreviations": []})").isEmpty());
}

void BluebookFormatterTest::caseNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    const QList<QPair<const char*, const char*>> rows{
        {"Brown v. Board of Education", "Brown v. Bd. of Educ."},
        {"New York Times Co. v. Sullivan", "N.Y. Times Co. v. Sullivan"},
        {"United States v. Nixon", "United States v. Nixon"},
        {"United States of America v. Smith", "United States v. Smith"},
        {"Smith v. Jones, et al.", "Smith v. Jones"},
        {"The Hartford Fire Insurance Company v. California", "Hartford Fire Ins. Co. v. California"},
        {"Regents of the University of California v. Bakke", "Regents of the Univ. of Cal. v. Bakke"},
        {"Smith vs. Department of Transportation", "Smith v. Dep't of Transp."},
        {"Acme Manufacturing Company, Inc. v. Doe", "Acme Mfg. Co. v. Doe"},
        {"Doe v. Acme Widgets, Inc.", "Doe v. Acme Widgets, Inc."},
        {"State of California v. Smith", "California v. Smith"},
        {"People of the State of New York v. Smith", "People v. Smith"},
        {"Miranda v. Arizona", "Miranda v. Arizona"},
        {"Pacific Gas and Electric Company v. Public Utilities Commission",
         "Pac. Gas & Elec. Co. v. Pub. Utils. Comm'n"},
        {"Association for Molecular Pathology v. Myriad Genetics, Inc.",
         "Ass'n for Molecular Pathology v. Myriad Genetics, Inc."},
        {"Commonwealth of Massachusetts v. Environmental Protection Agency", "Massachusetts v. Envtl. Prot. Agency"},
        {"Loper Bright Enterprises v. Raimondo", "Loper Bright Enters. v. Raimondo"},
        {"In re Marriage of Smith", "In re Marriage of Smith"},
        {"National Football League Players Association v. National Football League",
         "Nat'l Football League Players Ass'n v. Nat'l Football League"},
    };
    for (const auto& [name, expected] : rows)
        QTest::newRow(name) << QString::fromUtf8(name) << QString::fromUtf8(expected);
}

void BluebookFormatterTest::caseNames()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(BluebookFormatter::caseName(name), expected);
}

void BluebookFormatterTest::cases_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("citations");
    QTest::addColumn<QString>("pin");
    QTest::addColumn<QString>("court");
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("docket");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* tag, const char* name, std::initializer_list<const char*> citeTexts,
                        const char* pin, const char* court, const char* date, const char* expected,
                        const char* docket = "") {
        QStringList cites;
        for (const char* cite : citeTexts)
            cites << QString::fromUtf8(cite);
        QTest::newRow(tag) << QString::fromUtf8(name) << cites << QString::fromUtf8(pin) << QString::fromUtf8(court)
                           << QString::fromUtf8(date) << QString::fromUtf8(docket) << QString::fromUtf8(expected);
    };
    // The Supreme Court: U.S. only, the court never named (10.3.1, 10.4(a)).
    row("scotus parallels", "Brown v. Board of Education", {"347 U.S. 483", "74 S. Ct. 686", "98 L. Ed. 873"}, "495",
        "scotus", "1954-05-17", "Brown v. Bd. of Educ., 347 U.S. 483, 495 (1954)");
    row("scotus U.S. listed second", "Roe v. Wade", {"93 S. Ct. 705", "410 U.S. 113"}, "", "scotus", "1973-01-22",
        "Roe v. Wade, 410 U.S. 113 (1973)");
    row("scotus S. Ct. only", "Loper Bright Enterprises v. Raimondo", {"144 S. Ct. 2244"}, "", "scotus", "2024-06-28",
        "Loper Bright Enters. v. Raimondo, 144 S. Ct. 2244 (2024)");
    row("scotus L. Ed. only", "Smith v. Jones", {"200 L. Ed. 2d 10"}, "12", "scotus", "2018-02-01",
        "Smith v. Jones, 200 L. Ed. 2d 10, 12 (2018)");
    row("scotus Westlaw only", "Doe v. Roe", {"2024 WL 3187654"}, "", "scotus", "2024-07-01",
        "Doe v. Roe, 2024 WL 3187654 (U.S. July 1, 2024)");
    row("pin range", "Brown v. Board of Education", {"347 U.S. 483"}, "494-95", "scotus", "1954",
        "Brown v. Bd. of Educ., 347 U.S. 483, 494-95 (1954)");
    // Federal courts of appeals and district courts.
    row("ninth circuit", "Smith v. Jones", {"123 F.3d 456"}, "460", "ca9", "1997-08-01",
        "Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 1997)");
    row("third circuit ordinal", "Doe v. Roe", {"200 F.3d 100"}, "", "ca3", "2000-01-05",
        "Doe v. Roe, 200 F.3d 100 (3d Cir. 2000)");
    row("second circuit by string", "Doe v. Roe", {"900 F.3d 1"}, "", "2nd Cir.", "2018",
        "Doe v. Roe, 900 F.3d 1 (2d Cir. 2018)");
    row("D.C. circuit", "Sierra Club v. Environmental Protection Agency", {"955 F.3d 56"}, "", "cadc", "2020-04-07",
        "Sierra Club v. Envtl. Prot. Agency, 955 F.3d 56 (D.C. Cir. 2020)");
    row("district court", "Acme Corp. v. Beta LLC", {"500 F. Supp. 3d 1"}, "", "nysd", "2020-11-02",
        "Acme Corp. v. Beta LLC, 500 F. Supp. 3d 1 (S.D.N.Y. 2020)");
    row("district court as written", "Doe v. Smith", {"400 F. Supp. 3d 20"}, "25", "E.D. Pa.", "2019",
        "Doe v. Smith, 400 F. Supp. 3d 20, 25 (E.D. Pa. 2019)");
    row("federal appendix", "Doe v. Smith", {"800 F. App'x 10"}, "", "ca11", "2020-02-02",
        "Doe v. Smith, 800 F. App'x 10 (11th Cir. 2020)");
    row("unreported district", "Doe v. Smith", {"2020 WL 123456"}, "", "cand", "2020-03-01",
        "Doe v. Smith, 2020 WL 123456 (N.D. Cal. Mar. 1, 2020)");
    row("docket only", "Doe v. Smith", {}, "", "ca9", "2022-03-03", "Doe v. Smith, No. 21-1234 (9th Cir. Mar. 3, 2022)",
        "21-1234");
    row("database dropped beside a reporter", "Doe v. Smith", {"2021 WL 55555", "10 F.4th 20"}, "", "ca9", "2021-08-01",
        "Doe v. Smith, 10 F.4th 20 (9th Cir. 2021)");
    // State courts: the state and the court left out where the reporter names them (10.4(b)).
    row("california supreme official and regional", "People v. Smith", {"50 Cal. 4th 100", "235 P.3d 1"}, "", "cal",
        "2010-06-01", "People v. Smith, 50 Cal. 4th 100, 235 P.3d 1 (2010)");
    row("california supreme regional first", "People v. Smith", {"235 P.3d 1", "50 Cal. 4th 100"}, "", "cal", "2010",
        "People v. Smith, 50 Cal. 4th 100, 235 P.3d 1 (2010)");
    row("california supreme regional only", "People v. Smith", {"235 P.3d 1"}, "", "cal", "2010",
        "People v. Smith, 235 P.3d 1 (Cal. 2010)");
    row("california appellate reports", "Smith v. Superior Court", {"100 Cal. App. 4th 200"}, "", "calctapp", "2002",
        "Smith v. Superior Court, 100 Cal. App. 4th 200 (2002)");
    row("california reporter only", "Sunset Drive Corp. v. City of Redlands", {"87 Cal. Rptr. 2d 211"}, "", "calctapp",
        "1999", "Sunset Drive Corp. v. City of Redlands, 87 Cal. Rptr. 2d 211 (Ct. App. 1999)");
    row("california appeal regional only", "Doe v. Roe", {"120 P.3d 1"}, "", "calctapp", "2005",
        "Doe v. Roe, 120 P.3d 1 (Cal. Ct. App. 2005)");
    row("california official, west and regional", "People v. Smith",
        {"100 Cal. Rptr. 3d 1", "200 P.3d 5", "45 Cal. 4th 1"}, "", "cal", "2009",
        "People v. Smith, 45 Cal. 4th 1, 200 P.3d 5, 100 Cal. Rptr. 3d 1 (2009)");
    row("new york appellate division", "Matter of Smith", {"50 A.D.3d 100"}, "", "nyappdiv", "2008",
        "Matter of Smith, 50 A.D.3d 100 (N.Y. App. Div. 2008)");
    row("new york supplement only", "Doe v. Roe", {"800 N.Y.S.2d 100"}, "", "nyappdiv", "2005",
        "Doe v. Roe, 800 N.Y.S.2d 100 (App. Div. 2005)");
    row("new york court of appeals", "Smith v. Jones", {"30 N.Y.3d 1", "60 N.Y.S.3d 1", "85 N.E.3d 1"}, "", "ny",
        "2017", "Smith v. Jones, 30 N.Y.3d 1, 85 N.E.3d 1, 60 N.Y.S.3d 1 (2017)");
    row("florida district court of appeal", "Doe v. Roe", {"150 So. 3d 10"}, "", "fladistctapp", "2014",
        "Doe v. Roe, 150 So. 3d 10 (Fla. Dist. Ct. App. 2014)");
    row("texas criminal appeals", "Smith v. State", {"300 S.W.3d 1"}, "", "texcrimapp", "2009",
        "Smith v. State, 300 S.W.3d 1 (Tex. Crim. App. 2009)");
    row("illinois appellate reports", "People v. Doe", {"350 Ill. App. 3d 1"}, "", "illappct", "2004",
        "People v. Doe, 350 Ill. App. 3d 1 (2004)");
    row("pennsylvania superior court reports", "Commonwealth v. Doe", {"500 Pa. Super. 1"}, "", "pasuperct", "1998",
        "Commonwealth v. Doe, 500 Pa. Super. 1 (1998)");
    row("new jersey superior court reports", "Doe v. Roe", {"380 N.J. Super. 1"}, "", "njsuperctappdiv", "2005",
        "Doe v. Roe, 380 N.J. Super. 1 (App. Div. 2005)");
    row("no court known", "Doe v. Smith", {"10 F.4th 20"}, "", "", "2021", "Doe v. Smith, 10 F.4th 20 (2021)");
    row("no name", "", {"10 F.4th 20"}, "22", "ca9", "2021", "10 F.4th 20, 22 (9th Cir. 2021)");
}

void BluebookFormatterTest::cases()
{
    QFETCH(QString, name);
    QFETCH(QStringList, citations);
    QFETCH(QString, pin);
    QFETCH(QString, court);
    QFETCH(QString, date);
    QFETCH(QString, docket);
    QFETCH(QString, expected);
    BluebookCase c;
    c.name = name;
    c.citations = citations;
    c.pin = pin;
    c.court = court;
    c.date = date;
    c.docket = docket;
    QCOMPARE(BluebookFormatter::caseCitation(c), expected);
}

void BluebookFormatterTest::statutesAndRegulations_data()
{
    QTest::addColumn<QString>("actual");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* tag, const QString& actual, const char* expected) {
        QTest::newRow(tag) << actual << QString::fromUtf8(expected);
    };
    using F = BluebookFormatter;
    const auto s = [](const char* text) {
        return QString::fromUtf8(text);
    };
    row("usc with year", F::statute(s("U.S.C."), s("42"), s("1983"), 2018), "42 U.S.C. § 1983 (2018)");
    row("usc without year", F::statute(s("U.S.C."), s("42"), s("1983")), "42 U.S.C. § 1983");
    row("usc range", F::statute(s("U.S.C."), s("42"), s("1981-1983"), 2018), "42 U.S.C. §§ 1981–1983 (2018)");
    row("usc subsection", F::statute(s("U.S.C."), s("8"), s("1101(a)(15)(F)"), 2018),
        "8 U.S.C. § 1101(a)(15)(F) (2018)");
    row("cfr", F::statute(s("C.F.R."), s("8"), s("214.2(f)"), 2024), "8 C.F.R. § 214.2(f) (2024)");
    row("cfr range", F::statute(s("C.F.R."), s("29"), s("825.100-825.102"), 2023),
        "29 C.F.R. §§ 825.100–825.102 (2023)");
    row("california", F::statute(s("Cal. Lab. Code"), {}, s("1102.5"), 2020), "Cal. Lab. Code § 1102.5 (2020)");
    row("california no year", F::statute(s("Cal. Civ. Proc. Code"), {}, s("425.16")), "Cal. Civ. Proc. Code § 425.16");
    row("new york", F::statute(s("N.Y. Lab. Law"), {}, s("740"), 2021), "N.Y. Lab. Law § 740 (McKinney 2021)");
    row("new york no year", F::statute(s("N.Y. Lab. Law"), {}, s("740")), "N.Y. Lab. Law § 740 (McKinney)");
    row("texas adds Ann.", F::statute(s("Tex. Lab. Code"), {}, s("21.051"), 2019),
        "Tex. Lab. Code Ann. § 21.051 (West 2019)");
    row("texas as written", F::statute(s("Tex. Penal Code Ann."), {}, s("22.01")), "Tex. Penal Code Ann. § 22.01");
    row("florida", F::statute(s("Fla. Stat."), {}, s("768.28"), 2023), "Fla. Stat. § 768.28 (2023)");
    row("florida annotated", F::statute(s("Fla. Stat. Ann."), {}, s("768.28")), "Fla. Stat. § 768.28");
    row("colorado hyphenated section", F::statute(s("Colo. Rev. Stat."), {}, s("13-21-102")),
        "Colo. Rev. Stat. § 13-21-102");
    row("illinois", F::statute(s("Ill. Comp. Stat."), s("820"), s("105/4")), "820 Ill. Comp. Stat. § 105/4");
    row("federal register dated", F::federalRegister(s("89"), s("12345"), s("2024-03-01")),
        "89 Fed. Reg. 12345 (Mar. 1, 2024)");
    row("federal register pin", F::federalRegister(s("89"), s("12345"), {}, s("12350")), "89 Fed. Reg. 12345, 12350");
    row("executive order", F::executiveOrder(s("14028"), s("86"), s("26633"), s("2021-05-12")),
        "Exec. Order No. 14,028, 86 Fed. Reg. 26633 (May 12, 2021)");
    row("executive order four digits", F::executiveOrder(s("9066"), {}, {}, s("1942-02-19")),
        "Exec. Order No. 9066 (Feb. 19, 1942)");
    row("web page dated",
        F::webPage(s("Know Your Rights"), s("U.S. Equal Employment Opportunity Commission"), s("2024-09-03"),
                   s("https://www.eeoc.gov/rights"), s("2026-01-05")),
        "Know Your Rights, U.S. Equal Employment Opportunity Commission (Sept. 3, 2024), https://www.eeoc.gov/rights");
    row("web page undated",
        F::webPage(s("Tenant Rights"), s("courts.ca.gov"), {}, s("https://courts.ca.gov/tenants"),
                   s("2026-01-05T10:00:00Z")),
        "Tenant Rights, courts.ca.gov, https://courts.ca.gov/tenants (last visited Jan. 5, 2026)");
}

void BluebookFormatterTest::statutesAndRegulations()
{
    QFETCH(QString, actual);
    QFETCH(QString, expected);
    QCOMPARE(actual, expected);
}

void BluebookFormatterTest::fromDocumentText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    const QList<QPair<const char*, const char*>> rows{
        {"See 42 U.S.C. § 1983.", "42 U.S.C. § 1983"},
        {"See Brown v. Board of Education, 347 U.S. 483, 495 (1954).",
         "Brown v. Bd. of Educ., 347 U.S. 483, 495 (1954)"},
        {"In Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 1997), the court held",
         "Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 1997)"},
        {"See People v. Smith, 235 P.3d 1 (Cal. 2010).", "People v. Smith, 235 P.3d 1 (Cal. 2010)"},
        {"under 8 C.F.R. § 214.2(f), a student", "8 C.F.R. § 214.2(f)"},
        {"published at 89 Fed. Reg. 12345.", "89 Fed. Reg. 12345"},
        {"the Infrastructure Act, Pub. L. No. 117-58, was", "Pub. L. No. 117-58"},
        {"codified at 135 Stat. 429.", "135 Stat. 429"},
        {"Exec. Order No. 14028 requires", "Exec. Order No. 14,028"},
        {"Cal. Lab. Code § 1102.5 protects", "Cal. Lab. Code § 1102.5"},
        {"N.Y. Lab. Law § 740 protects", "N.Y. Lab. Law § 740 (McKinney)"},
        {"Tex. Lab. Code § 21.051 forbids", "Tex. Lab. Code Ann. § 21.051"},
        {"Fla. Stat. § 768.28 waives", "Fla. Stat. § 768.28"},
        // The code's year written after the citation is the year in its parenthetical.
        {"See 8 C.F.R. § 214.2(f) (2024).", "8 C.F.R. § 214.2(f) (2024)"},
        {"under 42 U.S.C. § 1983 (2018 & Supp. 2022), a person", "42 U.S.C. § 1983 (2018)"},
        {"N.Y. Lab. Law § 740 (McKinney 2019) protects", "N.Y. Lab. Law § 740 (McKinney 2019)"},
        {"42 U.S.C. § 1983 (the statute) allows", "42 U.S.C. § 1983"},
    };
    for (const auto& [text, expected] : rows)
        QTest::newRow(text) << QString::fromUtf8(text) << QString::fromUtf8(expected);
}

void BluebookFormatterTest::fromDocumentText()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    static const lmars::parse::CitationExtractor extractor;
    const QList<lmars::model::LegalCitation> found = extractor.extract(text);
    QCOMPARE(found.size(), 1);
    QCOMPARE(BluebookFormatter::citation(found.first()), expected);
}

void BluebookFormatterTest::sources_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("expected");
    const QList<QPair<const char*, const char*>> rows{
        {R"({"type":"caselaw","title":"Brown v. Board of Education","metadata":{"caseName":"Brown v. Board of Education",
            "citations":["347 U.S. 483","74 S. Ct. 686"],"courtId":"scotus","courtCitation":"SCOTUS","dateFiled":"1954-05-17"}})",
         "Brown v. Bd. of Educ., 347 U.S. 483 (1954)"},
        {R"({"type":"caselaw","title":"People v. Superior Court","date":"2006-07-03","metadata":{"caseName":"People v. Superior Court",
            "citations":["39 Cal. 4th 1","139 P.3d 1"],"courtId":"cal","dateFiled":"2006-07-03"}})",
         "People v. Superior Court, 39 Cal. 4th 1, 139 P.3d 1 (2006)"},
        {R"({"type":"caselaw","title":"Doe v. Roe","metadata":{"caseName":"Doe v. Roe","citations":["139 P.3d 1"],
            "courtId":"cal","dateFiled":"2006-07-03"}})",
         "Doe v. Roe, 139 P.3d 1 (Cal. 2006)"},
        {R"({"type":"caselaw","title":"Doe v. Roe","metadata":{"caseName":"Doe v. Roe","citations":[],"courtId":"ca5",
            "courtCitation":"5th Cir.","dateFiled":"2023-10-02","docketNumber":"22-50000"}})",
         "Doe v. Roe, No. 22-50000 (5th Cir. Oct. 2, 2023)"},
        {R"({"type":"official","title":"42 USC 1983: Civil action for deprivation of rights","metadata":{"uscTitle":"42",
            "uscSection":"1983","uscCitation":"42 USC 1983","editionYear":"2018"}})",
         "42 U.S.C. § 1983 (2018)"},
        {R"({"type":"official","title":"8 CFR 214.2","metadata":{"cfrTitle":"8","cfrSection":"214.2",
            "cfrCitation":"8 CFR 214.2","textAsOf":"2024-05-01"}})",
         "8 C.F.R. § 214.2 (2024)"},
        {R"({"type":"official","title":"Improving the Nation's Cybersecurity","metadata":{"frCitation":"86 FR 26633",
            "executiveOrderNumber":"14028","signingDate":"2021-05-12","publicationDate":"2021-05-17"}})",
         "Exec. Order No. 14,028, 86 Fed. Reg. 26633 (May 12, 2021)"},
        {R"({"type":"official","title":"Worker Classification","metadata":{"frCitation":"89 FR 1638",
            "publicationDate":"2024-01-10"}})",
         "Worker Classification, 89 Fed. Reg. 1638 (Jan. 10, 2024)"},
        {R"({"type":"web","title":"Overtime Pay","site":"dol.gov","url":"https://www.dol.gov/overtime","date":"2023-11-08"})",
         "Overtime Pay, dol.gov (Nov. 8, 2023), https://www.dol.gov/overtime"},
        {R"({"type":"web","title":"Overtime Pay","site":"dol.gov","url":"https://www.dol.gov/overtime",
            "metadata":{"retrievedAt":"2026-02-14T08:00:00Z"}})",
         "Overtime Pay, dol.gov, https://www.dol.gov/overtime (last visited Feb. 14, 2026)"},
    };
    for (const auto& [json, expected] : rows)
        QTest::newRow(expected) << QString::fromUtf8(json) << QString::fromUtf8(expected);
}

void BluebookFormatterTest::sources()
{
    QFETCH(QString, json);
    QFETCH(QString, expected);
    const nlohmann::json in = nlohmann::json::parse(json.toStdString());
    const lmars::model::SearchResult s = lmars::model::SearchResult::fromJson(in);
    QCOMPARE(BluebookFormatter::source(s), expected);
    // The trajectory carries it as the source's `bluebook` field, sessions written before it included.
    QCOMPARE(QString::fromStdString(s.toJson().at("bluebook").get<std::string>()), expected);
}

void BluebookFormatterTest::datesAndNumbers()
{
    QCOMPARE(BluebookFormatter::date(QStringLiteral("2024-06-15")), QStringLiteral("June 15, 2024"));
    QCOMPARE(BluebookFormatter::date(QStringLiteral("2024-07-04")), QStringLiteral("July 4, 2024"));
    QCOMPARE(BluebookFormatter::date(QStringLiteral("2024-09-30")), QStringLiteral("Sept. 30, 2024"));
    QCOMPARE(BluebookFormatter::date(QStringLiteral("2024-05-01")), QStringLiteral("May 1, 2024"));
    QCOMPARE(BluebookFormatter::number(QStringLiteral("1234567")), QStringLiteral("1,234,567"));
    QCOMPARE(BluebookFormatter::number(QStringLiteral("9066")), QStringLiteral("9066"));
}

void BluebookFormatterTest::neverShowsACourtId()
{
    BluebookCase c;
    c.name = QStringLiteral("Doe v. Roe");
    c.citations = {QStringLiteral("10 F.4th 20")};
    c.court = QStringLiteral("zzunknowncourt");
    c.date = QStringLiteral("2021");
    QCOMPARE(BluebookFormatter::caseCitation(c), QStringLiteral("Doe v. Roe, 10 F.4th 20 (2021)"));
}

void BluebookFormatterTest::shortFormsTakeTheirFullCitation()
{
    const QString text = QStringLiteral("See Smith v. Jones, 123 F.3d 456 (9th Cir. 1997). Id. at 460. Later, Smith, "
                                        "123 F.3d at 462, and 42 U.S.C. § 1983. Id.");
    static const lmars::parse::CitationExtractor extractor;
    const QList<lmars::model::LegalCitation> found = extractor.extract(text);
    QCOMPARE(found.size(), 5);
    QCOMPARE(BluebookFormatter::citationIn(found, 0), QStringLiteral("Smith v. Jones, 123 F.3d 456 (9th Cir. 1997)"));
    QCOMPARE(BluebookFormatter::citationIn(found, 1),
             QStringLiteral("Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 1997)"));
    QCOMPARE(BluebookFormatter::citationIn(found, 2),
             QStringLiteral("Smith v. Jones, 123 F.3d 456, 462 (9th Cir. 1997)"));
    QCOMPARE(BluebookFormatter::citationIn(found, 4), QStringLiteral("42 U.S.C. § 1983"));

    // verify --json carries it on every row.
    const lmars::verify::PlausibilityChecker checker;
    const nlohmann::json json = lmars::verify::CitationReport::build(text, {}, extractor, checker).toJson();
    QCOMPARE(QString::fromStdString(json.at("citations").at(2).at("bluebook").get<std::string>()),
             QStringLiteral("Smith v. Jones, 123 F.3d 456, 462 (9th Cir. 1997)"));

    // The answer's verification record too; a record read back keeps working (old records had no field).
    lmars::model::Verification record;
    record.present = true;
    for (const lmars::model::LegalCitation& c : found)
        record.citations << lmars::model::VerifiedCitation{c, {}, {}, {}, 0, {}, {}, {}};
    const nlohmann::json saved = record.toJson();
    QCOMPARE(QString::fromStdString(saved.at("citations").at(1).at("bluebook").get<std::string>()),
             QStringLiteral("Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 1997)"));
    nlohmann::json old = saved;
    for (nlohmann::json& c : old.at("citations"))
        c.erase("bluebook");
    const lmars::model::Verification reread = lmars::model::Verification::fromJson(old);
    QCOMPARE(reread.citations.size(), found.size());
    QCOMPARE(QString::fromStdString(reread.toJson().at("citations").at(1).at("bluebook").get<std::string>()),
             QStringLiteral("Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 1997)"));
}

void BluebookFormatterTest::exportsNameSourcesByTheirCitation()
{
    lmars::model::ResearchState state;
    state.sources << lmars::model::SearchResult::fromJson(nlohmann::json::parse(
        R"({"type":"caselaw","title":"People v. Superior Court","url":"https://www.courtlistener.com/opinion/1/x/",
            "site":"Cal.","metadata":{"caseName":"People v. Superior Court","citations":["39 Cal. 4th 1"],"courtId":"cal",
            "dateFiled":"2006-07-03"}})"));
    state.sources << lmars::model::SearchResult::fromJson(nlohmann::json::parse(
        R"({"type":"official","title":"42 USC 1983: Civil action","url":"https://www.govinfo.gov/x",
            "metadata":{"uscTitle":"42","uscSection":"1983","uscCitation":"42 USC 1983","editionYear":"2018"}})"));
    state.sources << lmars::model::SearchResult::fromJson(nlohmann::json::parse(
        R"({"type":"web","title":"Overtime Pay","url":"https://www.dol.gov/overtime","site":"dol.gov"})"));
    const QString md = lmars::exporting::MarkdownExport::sourceList(state);
    QVERIFY2(md.contains(QStringLiteral("[1] People v. Superior Court, 39 Cal. 4th 1 (2006) — Cal.")), qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("[2] 42 U.S.C. § 1983 (2018)")), qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("[3] Overtime Pay — dol.gov")), qPrintable(md));
    const QString html = lmars::exporting::RecordHtml::sourceList(state);
    QVERIFY2(html.contains(QStringLiteral("People v. Superior Court, 39 Cal. 4th 1 (2006)</span>")), qPrintable(html));
}

QTEST_GUILESS_MAIN(BluebookFormatterTest)
#include "BluebookFormatterTest.moc"
