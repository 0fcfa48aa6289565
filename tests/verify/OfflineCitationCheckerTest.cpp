// SPDX-License-Identifier: GPL-3.0-or-later
// The checker used when nothing can be looked up: never "verified", implausible ones flagged.
#include "verify/OfflineCitationChecker.h"
#include "parse/CitationExtractor.h"

#include <QTest>

using lmars::model::CitationStatus;

class OfflineCitationCheckerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void flagsImplausibleAndNeverVerifies()
    {
        const QString text = QStringLiteral("See Smith v. Jones, 123 F.4th 456 (1998); Roe v. Wade, 410 U.S. 113 "
                                            "(1973); and 42 U.S.C. § 1983.");
        const lmars::parse::CitationExtractor extractor;
        const auto citations = extractor.extract(text);
        QCOMPARE(citations.size(), 3);
        lmars::verify::OfflineCitationChecker checker;
        int progressCalls = 0;
        int lastDone = -1;
        const auto rows = checker.check(citations, QDate(2026, 1, 1), lmars::CancelToken(),
                                        [&](const QList<lmars::model::VerifiedCitation>&, int done) {
                                            ++progressCalls;
                                            lastDone = done;
                                        });
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.at(0).check.status, CitationStatus::Implausible); // F.4th began in 2021
        QCOMPARE(rows.at(1).check.status, CitationStatus::Unchecked);
        QCOMPARE(rows.at(2).check.status, CitationStatus::Unchecked);
        QVERIFY(!rows.at(1).check.reason.isEmpty());
        QCOMPARE(rows.at(1).citation.normalized, QStringLiteral("410 U.S. 113"));
        QCOMPARE(progressCalls, 1);
        QCOMPARE(lastDone, 3);
        QCOMPARE(checker.notes().size(), 1);
        QVERIFY(checker.opinionText(rows.at(1), lmars::CancelToken()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(OfflineCitationCheckerTest)
#include "OfflineCitationCheckerTest.moc"
