// SPDX-License-Identifier: GPL-3.0-or-later
// The citation report of a document: every citation with its page, line and status.
#include "verify/CitationReport.h"

#include <QTest>

using lmars::model::CitationStatus;
using lmars::verify::CitationReport;

class CitationReportTest : public QObject
{
    Q_OBJECT

private:
    lmars::parse::CitationExtractor m_extractor;
    lmars::verify::PlausibilityChecker m_checker;

private Q_SLOTS:
    void pagesAndLinesFollowTheSections();
    void textWithoutPagesCountsLinesFromTheStart();
    void jsonCarriesStatusesAndCounts();
};

void CitationReportTest::pagesAndLinesFollowTheSections()
{
    const QString page1 = QStringLiteral("Brief of Appellant\nArgument\nSee 42 U.S.C. § 1983.\n");
    const QString page2 = QStringLiteral("First line\nSecond line\nSmith v. Jones, 123 F.4th 456 (1998).\n");
    const QString text = page1 + page2;
    QList<lmars::parse::DocumentSection> sections;
    sections << lmars::parse::DocumentSection{0, int(page1.size()), QString(), 1};
    sections << lmars::parse::DocumentSection{int(page1.size()), int(text.size()), QString(), 2};
    const CitationReport report = CitationReport::build(text, sections, m_extractor, m_checker);
    QCOMPARE(report.citations.size(), 2);
    QCOMPARE(report.citations.at(0).page, 1);
    QCOMPARE(report.citations.at(0).line, 3);
    QCOMPARE(report.citations.at(0).check.status, CitationStatus::Unchecked);
    QCOMPARE(report.citations.at(1).page, 2);
    QCOMPARE(report.citations.at(1).line, 3);
    QCOMPARE(report.citations.at(1).check.status, CitationStatus::Implausible);
    QCOMPARE(report.flaggedCount(), 1);
    // In the JSON the citation keeps its own first page; the document's page is documentPage.
    const nlohmann::json json = report.toJson();
    QCOMPARE(json.at("citations").at(1).at("page").get<std::string>(), std::string("456"));
    QCOMPARE(json.at("citations").at(1).at("documentPage").get<int>(), 2);
    QCOMPARE(json.at("citations").at(0).at("documentPage").get<int>(), 1);
}

void CitationReportTest::textWithoutPagesCountsLinesFromTheStart()
{
    const QString text = QStringLiteral("a\nb\nc\nUnder 8 CFR 214.2, students\nd\ne 90 FR 8237");
    const CitationReport report = CitationReport::build(text, {}, m_extractor, m_checker);
    QCOMPARE(report.citations.size(), 2);
    QCOMPARE(report.citations.at(0).page, 0);
    QCOMPARE(report.citations.at(0).line, 4);
    QCOMPARE(report.citations.at(1).line, 6);
    QCOMPARE(report.flaggedCount(), 0);
}

void CitationReportTest::jsonCarriesStatusesAndCounts()
{
    const CitationReport report = CitationReport::build(
        QStringLiteral("Smith v. Jones, 123 F.4th 456 (1998). Doe v. Roe, 550 U.S. 544 (2007). Id. at 550."), {},
        m_extractor, m_checker);
    const nlohmann::json json = report.toJson();
    QCOMPARE(json.at("citations").size(), size_t(3));
    const nlohmann::json& first = json.at("citations").at(0);
    QCOMPARE(first.at("status").get<std::string>(), std::string("implausible"));
    QCOMPARE(first.at("normalized").get<std::string>(), std::string("123 F.4th 456"));
    QCOMPARE(first.at("kind").get<std::string>(), std::string("case"));
    QCOMPARE(first.at("line").get<int>(), 1);
    QCOMPARE(json.at("citations").at(2).at("kind").get<std::string>(), std::string("short_form"));
    QCOMPARE(json.at("citations").at(2).at("antecedent").get<int>(), 1);
    QCOMPARE(json.at("counts").at("total").get<int>(), 3);
    QCOMPARE(json.at("counts").at("flagged").get<int>(), 1);
    QCOMPARE(json.at("counts").at("implausible").get<int>(), 1);
    QCOMPARE(json.at("counts").at("unchecked").get<int>(), 2);
    QVERIFY(!json.at("counts").contains("verified"));
}

QTEST_GUILESS_MAIN(CitationReportTest)
#include "CitationReportTest.moc"
