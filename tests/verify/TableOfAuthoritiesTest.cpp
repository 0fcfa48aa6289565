// SPDX-License-Identifier: GPL-3.0-or-later
// The table of authorities of a brief (issue 28, point 6): every authority once, in Bluebook form,
// with every page it is cited on (short forms, id. and supra counted to their full citation), its
// check status, cases alphabetically and then statutes, regulations and other authorities.
#include "verify/TableOfAuthorities.h"

#include "../export/DocxPackageReader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using lmars::model::CitationStatus;
using lmars::verify::AuthorityGroup;
using lmars::verify::CitationReport;
using lmars::verify::TableOfAuthorities;

namespace {

/// A five-page brief: full citations, then "Id.", "Smith, 123 F.3d at 460" and "Brown, supra" forms on
/// later pages, a statute cited in full and by "Id.", a regulation, a Federal Register notice and an
/// executive order.
QStringList briefPages()
{
    return {
        // page 1
        QStringLiteral("IN THE UNITED STATES COURT OF APPEALS FOR THE NINTH CIRCUIT\n"
                       "APPELLANT'S OPENING BRIEF\n"
                       "STATEMENT OF THE CASE\n"
                       "Appellant sued under 42 U.S.C. § 1983, alleging that the school district segregated its "
                       "students. The principle is settled since Brown v. Board of Education, 347 U.S. 483, 495 "
                       "(1954).\n"),
        // page 2
        QStringLiteral("ARGUMENT\n"
                       "I. The district court erred.\n"
                       "A plaintiff need only plead facts. Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 1997). "
                       "Id. at 461. The student visa rules, 8 C.F.R. § 214.2(f), do not change that.\n"
                       "Zeta Corp. v. Alpha Inc., 500 F. Supp. 3d 1, 5 (S.D.N.Y. 2020), is not to the contrary.\n"),
        // page 3
        QStringLiteral("Separate is inherently unequal. Brown, supra, at 495. Section 1983 reaches state actors. "
                       "42 U.S.C. § 1983. Id. The agency said as much at 89 Fed. Reg. 12345.\n"),
        // page 4 (no citations)
        QStringLiteral("The facts of record are not disputed and the panel should reverse.\n"),
        // page 5
        QStringLiteral("Courts apply the rule strictly. Smith, 123 F.3d at 462. See also Exec. Order No. 14028. "
                       "And again Alpha v. Beta, 10 F.4th 20 (9th Cir. 2021).\n"
                       "CONCLUSION\n"),
    };
}

CitationReport reportOf(const QStringList& pages)
{
    static const lmars::parse::CitationExtractor extractor;
    static const lmars::verify::PlausibilityChecker checker;
    QString text;
    QList<lmars::parse::DocumentSection> sections;
    for (int i = 0; i < pages.size(); ++i) {
        const int start = int(text.size());
        text += pages.at(i);
        sections << lmars::parse::DocumentSection{start, int(text.size()), QString(), i + 1};
    }
    return CitationReport::build(text, sections, extractor, checker);
}

} // namespace

class TableOfAuthoritiesTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsEveryAuthorityOnceWithItsPages();
    void statusIsTheFullCitations();
    void parallelCitationsAreOneAuthority();
    void textWithoutPagesHasNoPageNumbers();
    void rendersMarkdownHtmlAndJson();
    void savesEachFormatByItsSuffix();
};

void TableOfAuthoritiesTest::listsEveryAuthorityOnceWithItsPages()
{
    const TableOfAuthorities table = TableOfAuthorities::build(QStringLiteral("brief.pdf"), reportOf(briefPages()));
    QVERIFY(table.hasPages);

    const QList<lmars::verify::TableAuthority> cases = table.group(AuthorityGroup::Cases);
    QCOMPARE(cases.size(), 4);
    // Alphabetical by name; Bluebook form without the pin cites written in the brief.
    QCOMPARE(cases.at(0).bluebook, QStringLiteral("Alpha v. Beta, 10 F.4th 20 (9th Cir. 2021)"));
    QCOMPARE(cases.at(0).pages, (QList<int>{5}));
    QCOMPARE(cases.at(1).bluebook, QStringLiteral("Brown v. Bd. of Educ., 347 U.S. 483 (1954)"));
    QCOMPARE(cases.at(1).pages, (QList<int>{1, 3})); // full on 1, "Brown, supra" on 3
    QCOMPARE(cases.at(1).references, 2);
    QCOMPARE(cases.at(2).bluebook, QStringLiteral("Smith v. Jones, 123 F.3d 456 (9th Cir. 1997)"));
    QCOMPARE(cases.at(2).pages, (QList<int>{2, 5})); // full and "Id. at 461" on 2, "Smith, 123 F.3d at 462" on 5
    QCOMPARE(cases.at(2).references, 3);
    QCOMPARE(cases.at(3).bluebook, QStringLiteral("Zeta Corp. v. Alpha Inc., 500 F. Supp. 3d 1 (S.D.N.Y. 2020)"));
    QCOMPARE(cases.at(3).pages, (QList<int>{2}));

    const QList<lmars::verify::TableAuthority> statutes = table.group(AuthorityGroup::Statutes);
    QCOMPARE(statutes.size(), 1);
    QCOMPARE(statutes.at(0).bluebook, QStringLiteral("42 U.S.C. § 1983"));
    QCOMPARE(statutes.at(0).pages, (QList<int>{1, 3})); // full on 1, full and "Id." on 3
    QCOMPARE(statutes.at(0).references, 3);

    const QList<lmars::verify::TableAuthority> regulations = table.group(AuthorityGroup::Regulations);
    QCOMPARE(regulations.size(), 2);
    QCOMPARE(regulations.at(0).bluebook, QStringLiteral("8 C.F.R. § 214.2(f)"));
    QCOMPARE(regulations.at(0).pages, (QList<int>{2}));
    QCOMPARE(regulations.at(1).bluebook, QStringLiteral("89 Fed. Reg. 12345"));
    QCOMPARE(regulations.at(1).pages, (QList<int>{3}));

    const QList<lmars::verify::TableAuthority> other = table.group(AuthorityGroup::Other);
    QCOMPARE(other.size(), 1);
    QCOMPARE(other.at(0).bluebook, QStringLiteral("Exec. Order No. 14,028"));
    QCOMPARE(other.at(0).pages, (QList<int>{5}));

    // The groups come in the brief's order: cases, statutes, regulations, other.
    QCOMPARE(table.authorities.size(), 8);
    QCOMPARE(table.authorities.first().group, AuthorityGroup::Cases);
    QCOMPARE(table.authorities.last().group, AuthorityGroup::Other);
}

void TableOfAuthoritiesTest::statusIsTheFullCitations()
{
    // An impossible year (F.4th starts in 2021) makes the full citation implausible; its short form
    // does not make the authority look better.
    const QStringList pages{QStringLiteral("Doe v. Roe, 10 F.4th 20 (1998), controls.\n"),
                            QStringLiteral("Doe, 10 F.4th at 22. Id. at 23.\n")};
    const TableOfAuthorities table = TableOfAuthorities::build(QStringLiteral("memo.docx"), reportOf(pages));
    QCOMPARE(table.authorities.size(), 1);
    QCOMPARE(table.authorities.first().status, CitationStatus::Implausible);
    QVERIFY(!table.authorities.first().reason.isEmpty());
    QCOMPARE(table.authorities.first().pages, (QList<int>{1, 2}));
    QCOMPARE(table.authorities.first().references, 3);
}

void TableOfAuthoritiesTest::parallelCitationsAreOneAuthority()
{
    const QStringList pages{QStringLiteral("The rule: People v. Smith, 50 Cal. 4th 100, 235 P.3d 1 (2010).\n"),
                            QStringLiteral("It was applied again. Smith, 235 P.3d at 5.\n"),
                            QStringLiteral("Compare Doe v. Roe, 10 F.4th 20 (9th Cir. 2021).\n")};
    const TableOfAuthorities table = TableOfAuthorities::build(QStringLiteral("memo.pdf"), reportOf(pages));
    QCOMPARE(table.authorities.size(), 2);
    QCOMPARE(table.authorities.at(0).bluebook, QStringLiteral("Doe v. Roe, 10 F.4th 20 (9th Cir. 2021)"));
    QCOMPARE(table.authorities.at(1).bluebook, QStringLiteral("People v. Smith, 50 Cal. 4th 100, 235 P.3d 1 (2010)"));
    QCOMPARE(table.authorities.at(1).pages, (QList<int>{1, 2}));
    QCOMPARE(table.authorities.at(1).references, 3);
}

void TableOfAuthoritiesTest::textWithoutPagesHasNoPageNumbers()
{
    static const lmars::parse::CitationExtractor extractor;
    static const lmars::verify::PlausibilityChecker checker;
    const CitationReport report = CitationReport::build(
        QStringLiteral("See 42 U.S.C. § 1983. Id. See Smith v. Jones, 123 F.3d 456 (9th Cir. 1997)."), {}, extractor,
        checker);
    const TableOfAuthorities table = TableOfAuthorities::build(QStringLiteral("memo.txt"), report);
    QVERIFY(!table.hasPages);
    QCOMPARE(table.authorities.size(), 2);
    QCOMPARE(table.pagesText(table.authorities.first()), QStringLiteral("–"));
    QVERIFY(table.markdown().contains(QStringLiteral("no page numbers")));
}

void TableOfAuthoritiesTest::rendersMarkdownHtmlAndJson()
{
    const TableOfAuthorities table = TableOfAuthorities::build(QStringLiteral("brief.pdf"), reportOf(briefPages()));
    const QString md = table.markdown();
    QVERIFY(md.startsWith(QStringLiteral("# Table of Authorities: brief.pdf\n")));
    QVERIFY(md.contains(QStringLiteral("| Brown v. Bd. of Educ., 347 U.S. 483 (1954) | 1, 3 | unchecked |")));
    QVERIFY(md.contains(QStringLiteral("| 42 U.S.C. § 1983 | 1, 3 | unchecked |")));
    // Sections in order.
    const qsizetype cases = md.indexOf(QStringLiteral("## Cases"));
    const qsizetype statutes = md.indexOf(QStringLiteral("## Statutes"));
    const qsizetype regulations = md.indexOf(QStringLiteral("## Regulations"));
    const qsizetype other = md.indexOf(QStringLiteral("## Other Authorities"));
    QVERIFY(cases > 0 && cases < statutes && statutes < regulations && regulations < other);

    const QString html = table.html();
    QVERIFY(html.contains(QStringLiteral("<td>Smith v. Jones, 123 F.3d 456 (9th Cir. 1997)</td><td>2, 5</td>")));
    QVERIFY(html.contains(QStringLiteral("<h2>Statutes</h2>")));

    const nlohmann::json json = table.toJson();
    QCOMPARE(json.at("file").get<std::string>(), std::string("brief.pdf"));
    QCOMPARE(json.at("cases").size(), std::size_t(4));
    QVERIFY(json.at("cases").at(1).at("pages") == nlohmann::json::array({1, 3}));
    QCOMPARE(json.at("cases").at(1).at("status").get<std::string>(), std::string("unchecked"));
    QCOMPARE(json.at("statutes").at(0).at("references").get<int>(), 3);
    QCOMPARE(json.at("other").at(0).at("bluebook").get<std::string>(), std::string("Exec. Order No. 14,028"));
}

void TableOfAuthoritiesTest::savesEachFormatByItsSuffix()
{
    const TableOfAuthorities table = TableOfAuthorities::build(QStringLiteral("brief.pdf"), reportOf(briefPages()));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    const QString docx = dir.filePath(QStringLiteral("toa.docx"));
    QVERIFY(table.save(docx));
    QFile file(docx);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QMap<QString, QByteArray> parts = lmars::test::unzipPackage(file.readAll());
    QVERIFY(parts.contains(QStringLiteral("word/document.xml")));
    QVERIFY(lmars::test::xmlError(parts.value(QStringLiteral("word/document.xml"))).isEmpty());
    const QString text = lmars::test::wordText(parts.value(QStringLiteral("word/document.xml")));
    QVERIFY(text.startsWith(QStringLiteral("Table of Authorities: brief.pdf\n")));
    QVERIFY(text.contains(QStringLiteral("Brown v. Bd. of Educ., 347 U.S. 483 (1954)\n1, 3\nunchecked\n")));
    QVERIFY(text.indexOf(QStringLiteral("Cases\n")) < text.indexOf(QStringLiteral("Statutes\n")));
    QVERIFY(text.contains(QStringLiteral("Exec. Order No. 14,028\n5\n")));

    const QString md = dir.filePath(QStringLiteral("toa.md"));
    QVERIFY(table.save(md));
    QFile mdFile(md);
    QVERIFY(mdFile.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(mdFile.readAll()), table.markdown());

    const QString json = dir.filePath(QStringLiteral("toa.json"));
    QVERIFY(table.save(json));
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    QVERIFY(nlohmann::json::parse(jsonFile.readAll().toStdString()) == table.toJson());

    QVERIFY(table.save(dir.filePath(QStringLiteral("toa.html"))));
    const auto wrong = table.save(dir.filePath(QStringLiteral("toa.pdf")));
    QVERIFY(!wrong);
    QVERIFY(wrong.error().summary.contains(QStringLiteral(".docx")));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("toa.pdf"))));
    QVERIFY(!table.save(dir.filePath(QStringLiteral("missing-folder/toa.md"))));
}

QTEST_GUILESS_MAIN(TableOfAuthoritiesTest)
#include "TableOfAuthoritiesTest.moc"
