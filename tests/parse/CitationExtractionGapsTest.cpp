// SPDX-License-Identifier: GPL-3.0-or-later
// Forms the labelled set did not cover: nominative reporters, neutral citations with hyphens,
// spelled-out code names, and their near-misses.
#include "parse/CitationExtractor.h"
#include "verify/PlausibilityChecker.h"

#include <QTest>

using lmars::model::CitationKind;
using lmars::model::CitationStatus;
using lmars::model::LegalCitation;

class CitationExtractionGapsTest : public QObject
{
    Q_OBJECT

private:
    const lmars::parse::CitationExtractor m_extractor;

private Q_SLOTS:
    void nominativeReporter()
    {
        const QString text = QStringLiteral("Marbury v. Madison, 5 U.S. (1 Cranch) 137, 177 (1803), settled it.");
        const QList<LegalCitation> found = m_extractor.extract(text);
        QCOMPARE(found.size(), 1);
        const LegalCitation& c = found.at(0);
        QCOMPARE(c.kind, CitationKind::Case);
        QCOMPARE(c.normalized, QStringLiteral("5 U.S. 137"));
        QCOMPARE(c.caseName, QStringLiteral("Marbury v. Madison"));
        QCOMPARE(c.pinCite, QStringLiteral("177"));
        QCOMPARE(c.year, 1803);
        QCOMPARE(c.text, QStringLiteral("Marbury v. Madison, 5 U.S. (1 Cranch) 137, 177 (1803)"));
        // Volumes 1-90 of the U.S. Reports are the renumbered nominative reporters: not implausible.
        const lmars::verify::PlausibilityChecker checker;
        QCOMPARE(checker.check(c).status, CitationStatus::Unchecked);
        // But a modern volume with an early year still is.
        const QList<LegalCitation> modern = m_extractor.extract(QStringLiteral("Smith v. Jones, 500 U.S. 1 (1803)."));
        QCOMPARE(modern.size(), 1);
        QCOMPARE(checker.check(modern.at(0)).status, CitationStatus::Implausible);
    }

    void typographicApostropheInReporter()
    {
        // Word processors write "Abbott’s"; the tables spell it "Abbott's".
        const QString text = QStringLiteral("As held in Gould v. Tower, 3 Abbott’s Pr. Rep. 45 (N.Y. Sup. Ct. 1856), "
                                            "and in Lane v. Hill, 7 Abbott‘s Pr.Rep. 12 (1858), the rule stands.");
        const QList<LegalCitation> found = m_extractor.extract(text);
        QCOMPARE(found.size(), 2);
        QCOMPARE(found.at(0).kind, CitationKind::Case);
        QCOMPARE(found.at(0).volume, QStringLiteral("3"));
        QCOMPARE(found.at(0).page, QStringLiteral("45"));
        QCOMPARE(found.at(0).caseName, QStringLiteral("Gould v. Tower"));
        QCOMPARE(found.at(1).volume, QStringLiteral("7"));
        QCOMPARE(found.at(1).year, 1858);
        // Both name the same reporter as the straight-apostrophe spelling.
        const QList<LegalCitation> straight =
            m_extractor.extract(QStringLiteral("Gould v. Tower, 3 Abbott's Pr. Rep. 45."));
        QCOMPARE(straight.size(), 1);
        QCOMPARE(found.at(0).reporter, straight.at(0).reporter);
        QVERIFY(!found.at(0).reporter.isEmpty());
    }

    void bankruptcyCaseNamedTwice()
    {
        // The adversary proceeding's parties, then the bankruptcy case's own name in parentheses.
        const QString text = QStringLiteral("See Grogan v. Garner (In re Garner), 881 F.2d 579, 581 (8th Cir. 1989); "
                                            "cf. (In re Lake), 5 B.R. 10 (Bankr. D. Mass. 1980).");
        const QList<LegalCitation> found = m_extractor.extract(text);
        QVERIFY(found.size() >= 1);
        QCOMPARE(found.at(0).normalized, QStringLiteral("881 F.2d 579"));
        QCOMPARE(found.at(0).caseName, QStringLiteral("Grogan v. Garner"));
        QCOMPARE(found.at(0).year, 1989);
    }

    void hyphenatedNeutralCitations()
    {
        const QString text = QStringLiteral(
            "See State v. Smith, 2021-NCSC-57, ¶ 12; Doe v. Roe, 2009-NMSC-006 (N.M. 2009); and Poe v. Loe, "
            "2021-Ohio-1234. Call 2021-555-1234 or see form 2021-ABCD-5 and 1999-NCSC-3.");
        const QList<LegalCitation> found = m_extractor.extract(text);
        QStringList normalized;
        for (const LegalCitation& c : found)
            normalized << c.normalized;
        QCOMPARE(normalized, QStringList({QStringLiteral("2021-NCSC-57"), QStringLiteral("2009-NMSC-006"),
                                          QStringLiteral("2021-Ohio-1234"), QStringLiteral("1999-NCSC-3")}));
        QCOMPARE(found.at(0).caseName, QStringLiteral("State v. Smith"));
        QCOMPARE(found.at(0).year, 2021);
        QCOMPARE(found.at(0).reporter, QStringLiteral("NCSC"));
        QCOMPARE(found.at(1).court, QStringLiteral("N.M."));
        const lmars::verify::PlausibilityChecker checker;
        for (int i = 0; i < 3; ++i)
            QCOMPARE(checker.check(found.at(i)).status, CitationStatus::Unchecked);
        // North Carolina's neutral citations begin in 2021: a 1999 one cannot be right.
        QCOMPARE(checker.check(found.at(3)).status, CitationStatus::Implausible);
    }

    void spelledOutCodeName()
    {
        const QList<LegalCitation> found =
            m_extractor.extract(QStringLiteral("A claim lies under Title 42, United States Code, Section 1983."));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).kind, CitationKind::Statute);
        QCOMPARE(found.at(0).normalized, QStringLiteral("42 U.S.C. § 1983"));
    }

    void twoCitationsJoinedByAnd()
    {
        // "and 42" starts the next citation: it is not a second section of the first.
        const QList<LegalCitation> usc =
            m_extractor.extract(QStringLiteral("See 42 U.S.C. § 99999 and 42 U.S.C. § 1983."));
        QCOMPARE(usc.size(), 2);
        QCOMPARE(usc.at(0).normalized, QStringLiteral("42 U.S.C. § 99999"));
        QCOMPARE(usc.at(1).normalized, QStringLiteral("42 U.S.C. § 1983"));
        const QList<LegalCitation> cfr = m_extractor.extract(
            QStringLiteral("Under 8 C.F.R. § 214.2(f)(9) and 8 C.F.R. § 214.99, students may work."));
        QCOMPARE(cfr.size(), 2);
        QCOMPARE(cfr.at(0).section, QStringLiteral("214.2(f)(9)"));
        QCOMPARE(cfr.at(1).section, QStringLiteral("214.99"));
        // A real list still is one citation.
        const QList<LegalCitation> list = m_extractor.extract(QStringLiteral("42 U.S.C. §§ 1981 and 1983 apply."));
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0).section, QStringLiteral("1981 and 1983"));
    }
};

QTEST_GUILESS_MAIN(CitationExtractionGapsTest)
#include "CitationExtractionGapsTest.moc"
