// SPDX-License-Identifier: GPL-3.0-or-later
// The offline plausibility checks (issue 13, point 2) over citations as the extractor finds them.
#include "verify/PlausibilityChecker.h"
#include "model/CitationNames.h"
#include "parse/CitationExtractor.h"

#include <QTest>

using lmars::model::CitationCheck;
using lmars::model::CitationStatus;
using lmars::model::LegalCitation;
using lmars::model::PlausibilityProblem;

class PlausibilityCheckerTest : public QObject
{
    Q_OBJECT

private:
    lmars::parse::CitationExtractor m_extractor;
    lmars::verify::PlausibilityChecker m_checker;

    /// The check of the first citation in `text`.
    CitationCheck checkFirst(const QString& text, LegalCitation* citation = nullptr)
    {
        const QList<LegalCitation> found = m_extractor.extract(text);
        if (found.isEmpty())
            return CitationCheck{CitationStatus::Verified, PlausibilityProblem::None, QStringLiteral("nothing found")};
        if (citation)
            *citation = found.first();
        return m_checker.check(found.first());
    }

private Q_SLOTS:
    void yearBeforeTheEditionStarted();
    void yearAfterTheEditionEnded();
    void unknownReporter();
    void courtThatDoesNotPublishThere();
    void pinCiteBeforeFirstPage();
    void shortFormPinBeforeAntecedentPage();
    void plausibleCitationsStayUnchecked();
    void checksRoundTripThroughJson();
};

void PlausibilityCheckerTest::yearBeforeTheEditionStarted()
{
    const CitationCheck check = checkFirst(QStringLiteral("Smith v. Jones, 123 F.4th 456 (1998)."));
    QCOMPARE(check.status, CitationStatus::Implausible);
    QCOMPARE(check.problem, PlausibilityProblem::YearOutsideEdition);
    QVERIFY2(check.reason.contains(QStringLiteral("2021")) && check.reason.contains(QStringLiteral("1998")),
             qPrintable(check.reason));
}

void PlausibilityCheckerTest::yearAfterTheEditionEnded()
{
    // F.2d ends in 1993.
    const CitationCheck check = checkFirst(QStringLiteral("Doe v. Roe, 900 F.2d 12 (9th Cir. 2005)."));
    QCOMPARE(check.problem, PlausibilityProblem::YearOutsideEdition);
    // The same citation in its years passes.
    QCOMPARE(checkFirst(QStringLiteral("Doe v. Roe, 900 F.2d 12 (9th Cir. 1990).")).status, CitationStatus::Unchecked);
    // The first edition of an official state reporter reprints older decisions: 30 N.C. 271 is
    // an 1848 decision although N.C. Reports start in 1868. A later edition has no such excuse.
    QCOMPARE(checkFirst(QStringLiteral("State v. Gupton, 30 N.C. 271 (1848).")).status, CitationStatus::Unchecked);
    QCOMPARE(checkFirst(QStringLiteral("Doe v. Roe, 5 Cal. 4th 100 (1980).")).problem,
             PlausibilityProblem::YearOutsideEdition);
}

void PlausibilityCheckerTest::unknownReporter()
{
    LegalCitation c;
    const CitationCheck check = checkFirst(QStringLiteral("See Smith v. Jones, 12 F.5th 345 (9th Cir. 2030)."), &c);
    QCOMPARE(check.status, CitationStatus::Implausible);
    QCOMPARE(check.problem, PlausibilityProblem::UnknownReporter);
    QVERIFY(check.reason.contains(QStringLiteral("F.5th")));
}

void PlausibilityCheckerTest::courtThatDoesNotPublishThere()
{
    // The California Reporter publishes California courts only.
    const CitationCheck check = checkFirst(QStringLiteral("Doe v. Roe, 45 Cal. Rptr. 2d 100 (9th Cir. 1995)."));
    QCOMPARE(check.status, CitationStatus::Implausible);
    QCOMPARE(check.problem, PlausibilityProblem::CourtNotInReporter);
    QVERIFY(check.reason.contains(QStringLiteral("9th Cir.")));
    // A California court in it is fine, and so is the Ninth Circuit in F.3d.
    QCOMPARE(checkFirst(QStringLiteral("Doe v. Roe, 45 Cal. Rptr. 2d 100 (Cal. Ct. App. 1995).")).status,
             CitationStatus::Unchecked);
    QCOMPARE(checkFirst(QStringLiteral("Doe v. Roe, 45 F.3d 100 (9th Cir. 1995).")).status, CitationStatus::Unchecked);
    // The Texas Court of Appeals with its district: the court before the dash is looked up.
    QCOMPARE(
        checkFirst(QStringLiteral("Doe v. Roe, 45 Cal. Rptr. 2d 100 (Tex. App.—Houston [14th Dist.] 1995).")).problem,
        PlausibilityProblem::CourtNotInReporter);
}

void PlausibilityCheckerTest::pinCiteBeforeFirstPage()
{
    const CitationCheck check = checkFirst(QStringLiteral("Smith v. Jones, 123 F.3d 456, 450 (9th Cir. 1999)."));
    QCOMPARE(check.status, CitationStatus::Implausible);
    QCOMPARE(check.problem, PlausibilityProblem::PinBeforeFirstPage);
    QCOMPARE(checkFirst(QStringLiteral("Smith v. Jones, 123 F.3d 456, 456 (9th Cir. 1999).")).status,
             CitationStatus::Unchecked);
}

void PlausibilityCheckerTest::shortFormPinBeforeAntecedentPage()
{
    const QList<LegalCitation> found = m_extractor.extract(
        QStringLiteral("Smith v. Jones, 123 F.3d 456 (9th Cir. 1999). Smith, 123 F.3d at 400. Id. at 470."));
    QCOMPARE(found.size(), 3);
    QCOMPARE(m_checker.check(found.at(1)).problem, PlausibilityProblem::PinBeforeFirstPage);
    QCOMPARE(m_checker.check(found.at(2)).status, CitationStatus::Unchecked);
    // An Id. with nothing before it is unchecked, with the reason.
    const QList<LegalCitation> lone = m_extractor.extract(QStringLiteral("Id. at 4."));
    QCOMPARE(lone.size(), 1);
    QCOMPARE(m_checker.check(lone.first()).status, CitationStatus::Unchecked);
    QVERIFY(!m_checker.check(lone.first()).reason.isEmpty());
}

void PlausibilityCheckerTest::plausibleCitationsStayUnchecked()
{
    // Nothing is ever verified without a positive check: passing the offline checks is not one.
    for (const QString& text :
         {QStringLiteral("Bell Atl. Corp. v. Twombly, 550 U.S. 544, 570 (2007)."),
          QStringLiteral("People v. Jackson, 2013 IL App (1st) 111279-U, ¶ 22."), QStringLiteral("42 U.S.C. § 1983"),
          QStringLiteral("8 C.F.R. § 214.2(f)(9)"), QStringLiteral("Executive Order 14110")}) {
        const CitationCheck check = checkFirst(text);
        QVERIFY2(check.status == CitationStatus::Unchecked, qPrintable(text));
        QVERIFY(!check.reason.isEmpty());
        QCOMPARE(check.problem, PlausibilityProblem::None);
    }
}

void PlausibilityCheckerTest::checksRoundTripThroughJson()
{
    LegalCitation c;
    const CitationCheck check = checkFirst(QStringLiteral("Smith v. Jones, 123 F.4th 456 (1998)."), &c);
    const nlohmann::json json = check.toJson();
    QCOMPARE(json.at("status").get<std::string>(), std::string("implausible"));
    QCOMPARE(json.at("problem").get<std::string>(), std::string("year_outside_edition"));
    const CitationCheck back = CitationCheck::fromJson(json);
    QCOMPARE(back.status, check.status);
    QCOMPARE(back.problem, check.problem);
    QCOMPARE(back.reason, check.reason);
    const LegalCitation again = LegalCitation::fromJson(c.toJson());
    QCOMPARE(again.normalized, c.normalized);
    QCOMPARE(again.caseName, c.caseName);
    QCOMPARE(again.year, 1998);
    QCOMPARE(again.start, c.start);
    QCOMPARE(again.end, c.end);
    QCOMPARE(again.kind, c.kind);
    QVERIFY(!lmars::model::CitationNames::displayName(back.status).isEmpty());
}

QTEST_GUILESS_MAIN(PlausibilityCheckerTest)
#include "PlausibilityCheckerTest.moc"
