// SPDX-License-Identifier: GPL-3.0-or-later
// Citation extraction (issue 13, point 1): the hand-labelled set of tests/fixtures/citations with
// precision and recall per kind against the targets, and the forms the issue names.
#include "parse/CitationExtractor.h"
#include "LabelledCitations.h"
#include "SharedData.h"

#include <QMap>
#include <QTest>

using lmars::model::CitationKind;
using lmars::model::LegalCitation;
using lmars::parse::CitationExtractor;

namespace {

/// The one citation of `kind` in `text`, failing the test when there is not exactly one.
LegalCitation only(const QList<LegalCitation>& found, CitationKind kind)
{
    QList<LegalCitation> of;
    for (const LegalCitation& c : found) {
        if (c.kind == kind)
            of << c;
    }
    if (of.size() != 1) {
        QStringList seen;
        for (const LegalCitation& c : found)
            seen << lmars::model::citationKindName(c.kind) + QLatin1Char(':') + c.normalized;
        qWarning("expected one %s, found: %s", qPrintable(lmars::model::citationKindName(kind)),
                 qPrintable(seen.join(QStringLiteral("; "))));
        return {};
    }
    return of.first();
}

struct Tally
{
    int labels = 0;
    int predicted = 0;
    int truePositives = 0; ///< matched predictions
    int recalled = 0;      ///< matched labels
};

} // namespace

class CitationExtractorTest : public QObject
{
    Q_OBJECT

private:
    CitationExtractor m_extractor;

private Q_SLOTS:
    void fullCaseCitationHasAllParts();
    void caseNamesStopAtTheSentenceBefore();
    void reporterVariantsNormalize();
    void neutralAndDatabaseCitations();
    void parallelCitationsShareNameAndParenthetical();
    void shortFormsResolveToAntecedent();
    void statutesAndRegulations();
    void otherFederalForms();
    void stateCodes();
    void nearMissesAreNotCitations();
    void offsetsPointIntoTheText();
    void unknownReporterIsKeptAndMarked();
    void unknownReporterNameStaysOutOfThePreviousCitation();
    void labelledSetMeetsTargets();
};

void CitationExtractorTest::fullCaseCitationHasAllParts()
{
    const QString text = QStringLiteral("The rule is settled. See Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 1999).");
    const LegalCitation c = only(m_extractor.extract(text), CitationKind::Case);
    QCOMPARE(c.caseName, QStringLiteral("Smith v. Jones"));
    QCOMPARE(c.volume, QStringLiteral("123"));
    QCOMPARE(c.reporter, QStringLiteral("F.3d"));
    QCOMPARE(c.page, QStringLiteral("456"));
    QCOMPARE(c.pinCite, QStringLiteral("460"));
    QCOMPARE(c.court, QStringLiteral("9th Cir."));
    QCOMPARE(c.year, 1999);
    QCOMPARE(c.normalized, QStringLiteral("123 F.3d 456"));
    QCOMPARE(c.text, QStringLiteral("Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 1999)"));
    QCOMPARE(c.start, int(text.indexOf(QLatin1String("Smith"))));
    QCOMPARE(c.end, int(text.size()) - 1);
}

void CitationExtractorTest::caseNamesStopAtTheSentenceBefore()
{
    const QList<LegalCitation> found = m_extractor.extract(QStringLiteral(
        "The argument was rejected for the reasons stated in Hest. Sandhill Amusements, Inc. v. State, 366 N.C. 323 "
        "(2012). Heading\nSmith v. Jones Co., 1 F.3d 2 (1993). The Court in Doe v. Roe, 3 F.3d 4 (1993), agreed."));
    QCOMPARE(found.size(), 3);
    QCOMPARE(found.at(0).caseName, QStringLiteral("Sandhill Amusements, Inc. v. State"));
    QCOMPARE(found.at(1).caseName, QStringLiteral("Smith v. Jones Co."));
    QCOMPARE(found.at(2).caseName, QStringLiteral("Doe v. Roe"));
}

void CitationExtractorTest::unknownReporterNameStaysOutOfThePreviousCitation()
{
    // Found by fuzzing: an unknown reporter's case name reached back into the citation before.
    const QString text =
        QStringLiteral("Alvarez v. Chevron, 301 F. Supp. 3d 1049, 105ez v. Chevron Corp., 301 F. Su.d3p "
                       "p 1049, 1056 (D. Colo. 2018).");
    const QList<LegalCitation> found = m_extractor.extract(text);
    for (int i = 1; i < found.size(); ++i)
        QVERIFY2(found.at(i).start >= found.at(i - 1).end, qPrintable(found.at(i).text));
    QVERIFY(!found.isEmpty());
    QCOMPARE(found.first().normalized, QStringLiteral("301 F. Supp. 3d 1049"));
}

void CitationExtractorTest::reporterVariantsNormalize()
{
    const QList<QPair<QString, QString>> cases = {
        {QStringLiteral("Doe v. Roe, 123 F. 3d 456 (1999)"), QStringLiteral("123 F.3d 456")},
        {QStringLiteral("Doe v. Roe, 123 F.3rd 456 (1999)"), QStringLiteral("123 F.3d 456")},
        {QStringLiteral("Doe v. Roe, 511 U. S. 244 (1994)"), QStringLiteral("511 U.S. 244")},
        {QStringLiteral("Doe v. Roe, 136 S.Ct. 2272 (2016)"), QStringLiteral("136 S. Ct. 2272")},
        {QStringLiteral("Doe v. Roe, 88 F.Supp.2d 1023 (C.D. Cal. 2000)"), QStringLiteral("88 F. Supp. 2d 1023")},
        {QStringLiteral("Doe v. Roe, 121 Cal.Rptr.3d 415 (2011)"), QStringLiteral("121 Cal. Rptr. 3d 415")},
    };
    for (const auto& [text, normalized] : cases) {
        const LegalCitation c = only(m_extractor.extract(text), CitationKind::Case);
        QVERIFY2(c.normalized == normalized, qPrintable(text + QStringLiteral(" → ") + c.normalized));
        QCOMPARE(c.caseName, QStringLiteral("Doe v. Roe"));
    }
}

void CitationExtractorTest::neutralAndDatabaseCitations()
{
    LegalCitation c = only(m_extractor.extract(QStringLiteral("People v. Jackson, 2013 IL App (1st) 111279-U, ¶ 22.")),
                           CitationKind::Case);
    QCOMPARE(c.normalized, QStringLiteral("2013 IL App (1st) 111279-U"));
    QCOMPARE(c.year, 2013);
    c = only(m_extractor.extract(QStringLiteral("See Doe v. Acme, 2019 WL 4639462, at *3 (N.D. Cal. Sept. 24, 2019).")),
             CitationKind::Case);
    QCOMPARE(c.normalized, QStringLiteral("2019 WL 4639462"));
    QCOMPARE(c.reporter, QStringLiteral("WL"));
    QCOMPARE(c.year, 2019);
}

void CitationExtractorTest::parallelCitationsShareNameAndParenthetical()
{
    const QList<LegalCitation> found = m_extractor.extract(QStringLiteral(
        "Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570, 127 S. Ct. 1955, 167 L. Ed. 2d 929 (2007)."));
    QCOMPARE(found.size(), 3);
    QCOMPARE(found.at(0).normalized, QStringLiteral("550 U.S. 544"));
    QCOMPARE(found.at(0).pinCite, QStringLiteral("570"));
    QCOMPARE(found.at(1).normalized, QStringLiteral("127 S. Ct. 1955"));
    QCOMPARE(found.at(2).normalized, QStringLiteral("167 L. Ed. 2d 929"));
    for (const LegalCitation& c : found) {
        QCOMPARE(c.caseName, QStringLiteral("Bell Atlantic Corp. v. Twombly"));
        QCOMPARE(c.year, 2007);
    }
}

void CitationExtractorTest::shortFormsResolveToAntecedent()
{
    const QString text = QStringLiteral(
        "Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 1999). Id. The panel agreed. Id. at 462. "
        "Doe v. Roe, 500 U.S. 1 (1991). Smith, 123 F.3d at 470. Doe, supra, at 5. See 42 U.S.C. § 1983. Id.");
    const QList<LegalCitation> found = m_extractor.extract(text);
    QStringList kinds;
    for (const LegalCitation& c : found)
        kinds << lmars::model::citationKindName(c.kind);
    QCOMPARE(kinds.join(QLatin1Char(',')),
             QStringLiteral("case,short_form,short_form,case,short_form,short_form,statute,short_form"));
    QCOMPARE(found.at(1).antecedent, 0);
    QCOMPARE(found.at(1).normalized, QStringLiteral("123 F.3d 456"));
    QCOMPARE(found.at(2).antecedent, 0);
    QCOMPARE(found.at(2).pinCite, QStringLiteral("462"));
    QCOMPARE(found.at(4).antecedent, 0);
    QCOMPARE(found.at(4).pinCite, QStringLiteral("470"));
    QCOMPARE(found.at(4).caseName, QStringLiteral("Smith"));
    QCOMPARE(found.at(5).antecedent, 3);
    QCOMPARE(found.at(5).normalized, QStringLiteral("500 U.S. 1"));
    QCOMPARE(found.at(5).pinCite, QStringLiteral("5"));
    QCOMPARE(found.at(7).antecedent, 6);
    QCOMPARE(found.at(7).normalized, QStringLiteral("42 U.S.C. § 1983"));
}

void CitationExtractorTest::statutesAndRegulations()
{
    const QList<QPair<QString, QString>> statutes = {
        {QStringLiteral("under 42 U.S.C. § 1983, a plaintiff"), QStringLiteral("42 U.S.C. § 1983")},
        {QStringLiteral("see 42 U.S.C. §§ 1981–1983."), QStringLiteral("42 U.S.C. §§ 1981-1983")},
        {QStringLiteral("18 U.S.C. 1001 punishes"), QStringLiteral("18 U.S.C. § 1001")},
        {QStringLiteral("under 18 U.S.C. §§ 371 and 1546(a), the"), QStringLiteral("18 U.S.C. §§ 371 and 1546(a)")},
        {QStringLiteral("42 U.S.C. § 2000e-2(a)(1) makes"), QStringLiteral("42 U.S.C. § 2000e-2(a)(1)")},
    };
    for (const auto& [text, normalized] : statutes)
        QCOMPARE(only(m_extractor.extract(text), CitationKind::Statute).normalized, normalized);
    const QList<QPair<QString, QString>> regulations = {
        {QStringLiteral("under 8 C.F.R. § 214.2(f)(9), a student"), QStringLiteral("8 C.F.R. § 214.2(f)(9)")},
        {QStringLiteral("see 8 CFR 214.2 for"), QStringLiteral("8 C.F.R. § 214.2")},
        {QStringLiteral("29 C.F.R. Part 541 defines"), QStringLiteral("29 C.F.R. pt. 541")},
    };
    for (const auto& [text, normalized] : regulations)
        QCOMPARE(only(m_extractor.extract(text), CitationKind::Regulation).normalized, normalized);
}

void CitationExtractorTest::otherFederalForms()
{
    QCOMPARE(only(m_extractor.extract(QStringLiteral("published at 90 Fed. Reg. 8237 (2025)")),
                  CitationKind::FederalRegister)
                 .normalized,
             QStringLiteral("90 Fed. Reg. 8237"));
    QCOMPARE(only(m_extractor.extract(QStringLiteral("see 90 FR 8237.")), CitationKind::FederalRegister).normalized,
             QStringLiteral("90 Fed. Reg. 8237"));
    QCOMPARE(only(m_extractor.extract(QStringLiteral("at 85 Fed. Reg. 33,590 (June 2, 2020)")),
                  CitationKind::FederalRegister)
                 .normalized,
             QStringLiteral("85 Fed. Reg. 33590"));
    QCOMPARE(only(m_extractor.extract(QStringLiteral("Pub. L. No. 117-58, 135 Stat. 429")), CitationKind::PublicLaw)
                 .normalized,
             QStringLiteral("Pub. L. No. 117-58"));
    QCOMPARE(
        only(m_extractor.extract(QStringLiteral("Pub. L. No. 117-58, 135 Stat. 429")), CitationKind::StatutesAtLarge)
            .normalized,
        QStringLiteral("135 Stat. 429"));
    for (const QString& text : {QStringLiteral("Executive Order 14110 of 2023"), QStringLiteral("E.O. 14110"),
                                QStringLiteral("EO 14110 was revoked"), QStringLiteral("Exec. Order No. 14110")})
        QCOMPARE(only(m_extractor.extract(text), CitationKind::ExecutiveOrder).normalized,
                 QStringLiteral("Exec. Order No. 14110"));
}

void CitationExtractorTest::stateCodes()
{
    LegalCitation c =
        only(m_extractor.extract(QStringLiteral("Wages are due under Cal. Lab. Code § 201.")), CitationKind::Statute);
    QCOMPARE(c.normalized, QStringLiteral("Cal. Lab. Code § 201"));
    QCOMPARE(c.code, QStringLiteral("Cal. Lab. Code"));
    QCOMPARE(c.section, QStringLiteral("201"));
    c = only(m_extractor.extract(QStringLiteral("Cal. Code Regs. tit. 8, § 3395 sets")), CitationKind::Regulation);
    QCOMPARE(c.normalized, QStringLiteral("Cal. Code Regs. tit. 8, § 3395"));
    c = only(m_extractor.extract(QStringLiteral("30 Tex. Admin. Code § 335.1 says")), CitationKind::Regulation);
    QCOMPARE(c.normalized, QStringLiteral("30 Tex. Admin. Code § 335.1"));
    c = only(m_extractor.extract(QStringLiteral("violates N.C.G.S. § 14-306.4(b).")), CitationKind::Statute);
    QCOMPARE(c.normalized, QStringLiteral("N.C. Gen. Stat. § 14-306.4(b)"));
}

void CitationExtractorTest::nearMissesAreNotCitations()
{
    const QStringList texts = {
        QStringLiteral("Call (415) 555-0134 or 415 555 0199 today."),
        QStringLiteral("The hearing is on March 5, 2024 at 10:00."),
        QStringLiteral("This is page 5 of 10."),
        QStringLiteral("Section 5.2 of the Agreement and Section 12.3(b) survive."),
        QStringLiteral("Rent is $2,450 per month; 1.5 months of deposit."),
        QStringLiteral("Case No. 2:23-cv-01234 (C.D. Cal.), docket entry 45."),
        QStringLiteral("Under Rule 12(b)(6) and Fed. R. Civ. P. 56."),
        QStringLiteral("In 2019 the court decided 45 cases; the vote was 5 to 4."),
    };
    for (const QString& text : texts) {
        const QList<LegalCitation> found = m_extractor.extract(text);
        QVERIFY2(found.isEmpty(),
                 qPrintable(text + QStringLiteral(" → ") + (found.isEmpty() ? QString() : found.first().text)));
    }
}

void CitationExtractorTest::offsetsPointIntoTheText()
{
    const QString text =
        QStringLiteral("Überblick — Smith v. Jones, 123 F.3d 456 (9th Cir. 1999); 42 U.S.C. § 1983; Id.");
    const QList<LegalCitation> found = m_extractor.extract(text);
    QCOMPARE(found.size(), 3);
    for (const LegalCitation& c : found)
        QCOMPARE(text.mid(c.start, c.end - c.start), c.text);
}

void CitationExtractorTest::unknownReporterIsKeptAndMarked()
{
    const LegalCitation c =
        only(m_extractor.extract(QStringLiteral("See Smith v. Jones, 12 F.5th 345, 350 (9th Cir. 2030).")),
             CitationKind::Case);
    QVERIFY(!c.knownReporter);
    QCOMPARE(c.reporter, QStringLiteral("F.5th"));
    QCOMPARE(c.caseName, QStringLiteral("Smith v. Jones"));
    QCOMPARE(c.year, 2030);
}

void CitationExtractorTest::labelledSetMeetsTargets()
{
    QString error;
    const QList<lmars::test::LabelledPassage> passages =
        lmars::test::readLabelledSet(lmars::test::fixturePath(QStringLiteral("citations")), &error);
    QVERIFY2(!passages.isEmpty(), qPrintable(error));

    QMap<QString, Tally> tally;
    Tally holdout; // labelled-holdout.txt alone: passages written after the extractor was tuned
    int labelCount = 0;
    int exactSpans = 0;
    QStringList misses;
    for (const lmars::test::LabelledPassage& passage : passages) {
        const QList<LegalCitation> found = m_extractor.extract(passage.text);
        const bool heldOut = passage.file == QLatin1String("labelled-holdout.txt");
        if (heldOut) {
            holdout.labels += int(passage.labels.size());
            holdout.predicted += int(found.size());
        }
        QList<bool> labelUsed(passage.labels.size(), false);
        for (const lmars::test::LabelledCitation& label : passage.labels)
            ++tally[label.kind].labels;
        labelCount += int(passage.labels.size());
        for (const LegalCitation& c : found) {
            const QString kind = lmars::model::citationKindName(c.kind);
            ++tally[kind].predicted;
            bool matched = false;
            for (int i = 0; i < passage.labels.size() && !matched; ++i) {
                const lmars::test::LabelledCitation& label = passage.labels.at(i);
                if (labelUsed.at(i) || label.kind != kind || label.start >= c.end || c.start >= label.end ||
                    label.normalized != c.normalized)
                    continue;
                labelUsed[i] = true;
                matched = true;
                ++tally[kind].truePositives;
                ++tally[kind].recalled;
                if (heldOut) {
                    ++holdout.truePositives;
                    ++holdout.recalled;
                }
                if (label.start == c.start && label.end == c.end)
                    ++exactSpans;
            }
            if (!matched)
                misses << QStringLiteral("  false positive %1:%2 %3 \"%4\" → %5")
                              .arg(passage.file)
                              .arg(passage.line)
                              .arg(kind, c.text, c.normalized);
        }
        for (int i = 0; i < passage.labels.size(); ++i) {
            if (!labelUsed.at(i))
                misses << QStringLiteral("  missed %1:%2 %3 \"%4\" (%5)")
                              .arg(passage.file)
                              .arg(passage.line)
                              .arg(passage.labels.at(i).kind,
                                   passage.text.mid(passage.labels.at(i).start,
                                                    passage.labels.at(i).end - passage.labels.at(i).start),
                                   passage.labels.at(i).normalized);
        }
    }
    QString report = QStringLiteral("\n%1 passages, %2 labelled citations, %3 with the exact span\n")
                         .arg(passages.size())
                         .arg(labelCount)
                         .arg(exactSpans);
    report += QStringLiteral("%1 %2 %3 %4 %5\n")
                  .arg(QStringLiteral("kind"), -18)
                  .arg(QStringLiteral("labels"), 7)
                  .arg(QStringLiteral("found"), 7)
                  .arg(QStringLiteral("precision"), 10)
                  .arg(QStringLiteral("recall"), 8);
    const auto precision = [](const Tally& t) {
        return t.predicted ? double(t.truePositives) / t.predicted : 1.0;
    };
    const auto recall = [](const Tally& t) {
        return t.labels ? double(t.recalled) / t.labels : 1.0;
    };
    for (auto it = tally.cbegin(); it != tally.cend(); ++it)
        report += QStringLiteral("%1 %2 %3 %4 %5\n")
                      .arg(it.key(), -18)
                      .arg(it->labels, 7)
                      .arg(it->predicted, 7)
                      .arg(precision(*it), 10, 'f', 3)
                      .arg(recall(*it), 8, 'f', 3);
    report += QStringLiteral("%1 %2 %3 %4 %5\n")
                  .arg(QStringLiteral("(held-out, all)"), -18)
                  .arg(holdout.labels, 7)
                  .arg(holdout.predicted, 7)
                  .arg(precision(holdout), 10, 'f', 3)
                  .arg(recall(holdout), 8, 'f', 3);
    qInfo().noquote() << report + misses.join(QLatin1Char('\n'));

    QVERIFY2(labelCount >= 300, qPrintable(QStringLiteral("only %1 labelled citations").arg(labelCount)));
    // Every kind of point 1 is in the set.
    for (const char* kind : {"case", "short_form", "statute", "regulation", "federal_register", "public_law",
                             "statutes_at_large", "executive_order"})
        QVERIFY2(tally.value(QString::fromLatin1(kind)).labels >= 5, kind);
    // The targets: full case citations ≥ 0.97 precision, ≥ 0.95 recall; statutes and
    // regulations (and the other statutory forms) ≥ 0.95 both. Short forms have no target in
    // the issue; they are held to 0.90.
    const Tally cases = tally.value(QStringLiteral("case"));
    QVERIFY2(precision(cases) >= 0.97, "case precision below 0.97");
    QVERIFY2(recall(cases) >= 0.95, "case recall below 0.95");
    for (const char* kind :
         {"statute", "regulation", "federal_register", "public_law", "statutes_at_large", "executive_order"}) {
        const Tally t = tally.value(QString::fromLatin1(kind));
        QVERIFY2(precision(t) >= 0.95 && recall(t) >= 0.95, kind);
    }
    const Tally shortForms = tally.value(QStringLiteral("short_form"));
    QVERIFY2(precision(shortForms) >= 0.90 && recall(shortForms) >= 0.90, "short forms below 0.90");
}

QTEST_GUILESS_MAIN(CitationExtractorTest)
#include "CitationExtractorTest.moc"
