// SPDX-License-Identifier: GPL-3.0-or-later
// The reading classes of issue 27, each on text from real opinions: CourtListener opinion markup
// as quoted in eyecite's test suite (data/NOTICE), the Board of Immigration Appeals page of
// juriscraper's examples (../shared/data/realcorpus/juriscraper/opinions/united_states/bia_example.html),
// and the issue's own example of an invented reporter.
#include "parse/CitationExtractor.h"
#include "verify/PlausibilityChecker.h"

#include <QTest>

using lmars::model::CitationKind;
using lmars::model::HistoryTreatment;
using lmars::model::LegalCitation;

class CitationReadingTest : public QObject
{
    Q_OBJECT

private:
    const lmars::parse::CitationExtractor m_extractor;

    QList<LegalCitation> cases(const QString& text, CitationKind kind = CitationKind::Case) const
    {
        QList<LegalCitation> out;
        for (const LegalCitation& c : m_extractor.extract(text)) {
            if (c.kind == kind)
                out << c;
        }
        return out;
    }

private Q_SLOTS:
    void starPaginationNeverJoinsANumber()
    {
        const QString marked = QStringLiteral("<i>United States</i> v. <i>Carignan,</i> <span "
                                              "class=\"star-pagination\">*528</span> 342 U. S. 36, 41;");
        const QList<LegalCitation> found = cases(marked);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).normalized, QStringLiteral("342 U.S. 36"));
        QCOMPARE(found.at(0).caseName, QStringLiteral("United States v. Carignan"));
        QCOMPARE(found.at(0).pinCite, QStringLiteral("41"));
        // Offsets still point into the text given.
        QVERIFY(marked.mid(found.at(0).start).startsWith(QStringLiteral("United States")));
        // Inside the citation, in markup and as plain text after HTML parsing.
        for (const QString& text : {QStringLiteral("135 <span class=\"star-pagination\">*355</span> Mass. 147"),
                                    QStringLiteral("See Commonwealth v. Doe, 135 *355 Mass. 147 (1883).")}) {
            const QList<LegalCitation> inner = cases(text);
            QCOMPARE(inner.size(), 1);
            QCOMPARE(inner.at(0).normalized, QStringLiteral("135 Mass. 147"));
        }
        // A page-number element running into the volume of a short form.
        const QList<LegalCitation> shortForms = cases(
            QStringLiteral("immunity outlined by the Supreme Court in <em>Saucier, </em><page-number "
                           "citation-index=\"1\" label=\"1029\">*1029</page-number>533 U.S. at 201, 121 S.Ct. 2151"),
            CitationKind::ShortForm);
        QCOMPARE(shortForms.size(), 1);
        QCOMPARE(shortForms.at(0).volume, QStringLiteral("533"));
        QCOMPARE(shortForms.at(0).pinCite, QStringLiteral("201"));
    }

    void markupAndInvisibleCharactersInsideReporters()
    {
        // bia_example.html: a zero-width joiner inside "S. Ct.", an entity inside "I&N Dec.".
        const QString text = QStringLiteral(
            "<p>(1) The Supreme Court’s construction of “physical force” in <i>Johnson v. \u200dUnited\n"
            "                              States</i>, 559 U.S. 133 (2010), and <i>Stokeling v. United States</i>, 139 "
            "S.\u200d Ct. 544\n                            (2019), controls our interpretation</p>");
        const QList<LegalCitation> found = cases(text);
        QCOMPARE(found.size(), 2);
        QCOMPARE(found.at(0).normalized, QStringLiteral("559 U.S. 133"));
        QCOMPARE(found.at(0).caseName, QStringLiteral("Johnson v. United States"));
        QCOMPARE(found.at(0).year, 2010);
        QCOMPARE(found.at(1).normalized, QStringLiteral("139 S. Ct. 544"));
        QCOMPARE(found.at(1).caseName, QStringLiteral("Stokeling v. United States"));
        QCOMPARE(found.at(1).year, 2019);
    }

    void subsequentHistoryIsAttached()
    {
        const QString bia =
            QStringLiteral("independent from fraud.&nbsp; <i>Matter of Gawaran</i>, 20 I&amp;N Dec. 938 (BIA 1995),\n"
                           "                            <i>aff’d</i> <i>Gawaran v. INS</i>, 91 F.3d 1332 (9th Cir. "
                           "1996), reaffirmed.\n"
                           "                          </p>");
        const QList<LegalCitation> found = cases(bia);
        QCOMPARE(found.size(), 2);
        QCOMPARE(found.at(0).normalized, QStringLiteral("20 I. & N. Dec. 938"));
        QCOMPARE(found.at(0).history.size(), 1);
        QCOMPARE(found.at(0).history.at(0).treatment, HistoryTreatment::Affirmed);
        QCOMPARE(found.at(0).history.at(0).citation, QStringLiteral("91 F.3d 1332"));
        QVERIFY(found.at(1).history.isEmpty());
        // The Bluebook's own example (rule 10.7), and treatments one after another.
        const QList<LegalCitation> chain = cases(QStringLiteral(
            "Shapiro v. Thompson, 270 F. Supp. 331 (D. Conn. 1967), aff'd, 394 U.S. 618 (1969), overruled in part by "
            "Edelman v. Jordan, 415 U.S. 651 (1974). Compare Doe v. Roe, 1 F.3d 1 (9th Cir. 1993), cert. denied, "
            "510 U.S. 1000 (1994)."));
        QCOMPARE(chain.size(), 5);
        QCOMPARE(chain.at(0).history.size(), 2);
        QCOMPARE(chain.at(0).history.at(0).treatment, HistoryTreatment::Affirmed);
        QCOMPARE(chain.at(0).history.at(1).treatment, HistoryTreatment::Overruled);
        QCOMPARE(chain.at(0).history.at(1).citation, QStringLiteral("415 U.S. 651"));
        QCOMPARE(chain.at(3).history.size(), 1);
        QCOMPARE(chain.at(3).history.at(0).treatment, HistoryTreatment::CertDenied);
        QVERIFY(lmars::model::isNegative(HistoryTreatment::Overruled));
        // It reaches the JSON.
        const nlohmann::json json = chain.at(0).toJson();
        QCOMPARE(json.at("history").at(1).at("treatment").get<std::string>(), "overruled");
        QCOMPARE(LegalCitation::fromJson(json).history.size(), 2);
        // A plain sentence that happens to say "affirmed" attaches nothing.
        QVERIFY(cases(QStringLiteral("In Doe v. Roe, 1 F.3d 1 (9th Cir. 1993), the court affirmed."))
                    .at(0)
                    .history.isEmpty());
    }

    void taxCourtAndLouisianaForms()
    {
        QList<LegalCitation> found = cases(QStringLiteral("word T.C. Memo. 2019-233"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).reporter, QStringLiteral("T.C. Memo."));
        QCOMPARE(found.at(0).volume, QStringLiteral("2019"));
        QCOMPARE(found.at(0).page, QStringLiteral("233"));
        found = cases(QStringLiteral("something T.C. Summary Opinion 2019-233"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).reporter, QStringLiteral("T.C. Summary Opinion"));
        found = cases(QStringLiteral("blah blah, 2009 12345 (La.App. 1 Cir. 05/10/10). blah blah"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).volume, QStringLiteral("2009"));
        QCOMPARE(found.at(0).reporter, QStringLiteral("La.App. 1 Cir."));
        QCOMPARE(found.at(0).page, QStringLiteral("12345"));
    }

    void shortFormsAndBlankPages()
    {
        QList<LegalCitation> found = cases(QStringLiteral("174 Cal.App.2d at p. 651"), CitationKind::ShortForm);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).volume, QStringLiteral("174"));
        QCOMPARE(found.at(0).pinCite, QStringLiteral("651"));
        found = cases(QStringLiteral("\n 576 U.S. ___, 13"));
        QCOMPARE(found.size(), 1);
        QVERIFY(found.at(0).page.isEmpty());
        QCOMPARE(found.at(0).pinCite, QStringLiteral("13"));
        QCOMPARE(found.at(0).normalized, QStringLiteral("576 U.S. ___"));
        QCOMPARE(cases(QStringLiteral("1 U. S. ___,")).size(), 1);
    }

    void spellingsPagesAndSuffixes()
    {
        QList<LegalCitation> found = cases(
            QStringLiteral("<p>State v. Luna-Benitez (S53965). Alternative writ issued, dismissed, 342 Or 255</p>"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).normalized, QStringLiteral("342 Or. 255"));
        found = cases(QStringLiteral("12 Neb. App. lxiv (2004)"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).page, QStringLiteral("lxiv"));
        QCOMPARE(found.at(0).year, 2004);
        found = cases(QStringLiteral("Matter of Doe, 2010 NY Slip Op 51192(U) (Sup Ct, NY County 2010)"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).page, QStringLiteral("51192(U)"));
        // Not a page: an ordinary word, a street number.
        QVERIFY(cases(QStringLiteral("He moved to 12 Neb. civil court")).isEmpty());
        QVERIFY(cases(QStringLiteral("lorem 111 S.W. 12th St.")).isEmpty());
    }

    void supraForms()
    {
        QList<LegalCitation> found = cases(QStringLiteral("before asdf, supra, at 2"), CitationKind::ShortForm);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).pinCite, QStringLiteral("2"));
        QCOMPARE(cases(QStringLiteral("123 supra."), CitationKind::ShortForm).size(), 1);
        QVERIFY(cases(QStringLiteral("as discussed supra, the rule holds"), CitationKind::ShortForm).isEmpty());
        // "Inc., supra" is not a case named "Inc.": the short form after it takes the whole name.
        found = cases(QStringLiteral("<em>Grant </em>v. <em>Esquire, Inc. </em>(S.D.N.Y. 1973) 367 F.Supp. 876, 879.) "
                                     "... <em>Grant </em>v. <em>Esquire, Inc., supra, </em>316 F.Supp. at 884.)</p>"),
                      CitationKind::ShortForm);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).caseName, QStringLiteral("Grant v. Esquire, Inc."));
        QCOMPARE(found.at(0).pinCite, QStringLiteral("884"));
    }

    void yearsAndCourtsWhereverWritten()
    {
        QList<LegalCitation> found = cases(QStringLiteral("Mavrovich v Vanderpool, 427 F Supp 2d 1084 [D Kan 2006]"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).year, 2006);
        QCOMPARE(found.at(0).court, QStringLiteral("D Kan"));
        found = cases(QStringLiteral("trial court’s ruling. (See In re K.F. (2009) 1 U.S. 1 "));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).year, 2009);
        QCOMPARE(found.at(0).caseName, QStringLiteral("In re K.F."));
        found = cases(QStringLiteral("Hurst v. Florida, — U.S. —, 136 S.Ct. 616, 193 L.Ed.2d 504 (2016)"));
        QCOMPARE(found.size(), 2);
        for (const LegalCitation& c : found) {
            QCOMPARE(c.year, 2016);
            QCOMPARE(c.caseName, QStringLiteral("Hurst v. Florida"));
        }
        found = cases(QStringLiteral("In Viking River Cruises v. Moriana (2022) _ U.S. _ [213 L.Ed.2d 179, 200-201] "
                                     "(Viking River)"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).year, 2022);
        QCOMPARE(found.at(0).caseName, QStringLiteral("Viking River Cruises v. Moriana"));
    }

    void caseNames()
    {
        QList<LegalCitation> found = cases(QStringLiteral("Lissner v. Test 1 U.S. 1"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).caseName, QStringLiteral("Lissner v. Test"));
        found = cases(QStringLiteral(" <i>See </i><i>Loup-Miller Const. Co. v. City and County of Denver,</i> 676 P.2d "
                                     "1170 (Colo.1984) ...."));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).caseName, QStringLiteral("Loup-Miller Const. Co. v. City and County of Denver"));
        // No name is made of prose before a bare citation.
        QVERIFY(cases(QStringLiteral("lissner test 1 U.S. 1")).at(0).caseName.isEmpty());
    }

    void unknownReporterIsReportedAndFlagged()
    {
        const QList<LegalCitation> found = cases(QStringLiteral("Jones v. Acme Freight, 33 Umbrella 422 (1999)"));
        QCOMPARE(found.size(), 1);
        QVERIFY(!found.at(0).knownReporter);
        QCOMPARE(found.at(0).normalized, QStringLiteral("33 Umbrella 422"));
        QCOMPARE(found.at(0).caseName, QStringLiteral("Jones v. Acme Freight"));
        const lmars::verify::PlausibilityChecker checker;
        QVERIFY(lmars::model::isFlagged(checker.check(found.at(0)).status));
        // Without a case name, a number, a word and a number are not a citation.
        QVERIFY(cases(QStringLiteral("We counted 33 Umbrella 422 (1999) times.")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(CitationReadingTest)
#include "CitationReadingTest.moc"
