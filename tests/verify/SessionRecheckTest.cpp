// SPDX-License-Identifier: GPL-3.0-or-later
// Re-checking a saved session's citations and saying what changed since it was saved (issue 13, point 8).
#include "verify/SessionRecheck.h"
#include "parse/CitationExtractor.h"
#include "verify/OfflineCitationChecker.h"

#include <QTest>

using namespace lmars;
using model::CitationStatus;

namespace {

const QString kAnswer = QStringLiteral("Under Smith v. Jones, 123 F.4th 456 (1998) [1], and 42 U.S.C. § 1983 [2], "
                                       "relief is available. See again 42 U.S.C. § 1983 [2].");

model::Verification savedRecord(const QList<CitationStatus>& statuses)
{
    const parse::CitationExtractor extractor;
    model::Verification saved;
    saved.present = true;
    const QList<model::LegalCitation> citations = extractor.extract(kAnswer);
    for (int i = 0; i < citations.size() && i < statuses.size(); ++i) {
        model::VerifiedCitation c;
        c.citation = citations.at(i);
        c.check.status = statuses.at(i);
        saved.citations << c;
    }
    return saved;
}

} // namespace

class SessionRecheckTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reportsWhatChangedFirst()
    {
        // Saved: the case was "not found", both statutes unchecked. Now the offline checks find the
        // case implausible (F.4th began in 2021) and leave the statutes unchecked.
        const model::Verification saved =
            savedRecord({CitationStatus::NotFound, CitationStatus::Unchecked, CitationStatus::Unchecked});
        QCOMPARE(saved.citations.size(), 3);
        verify::OfflineCitationChecker checker;
        const verify::SessionRecheck recheck = verify::SessionRecheck::run(kAnswer, saved, checker, {}, CancelToken());
        QCOMPARE(recheck.citations.size(), 3);
        QCOMPARE(recheck.changedCount(), 1);
        const verify::RecheckedCitation& first = recheck.citations.first();
        QVERIFY(first.changed());
        QCOMPARE(first.before, CitationStatus::NotFound);
        QCOMPARE(first.now.check.status, CitationStatus::Implausible);
        QVERIFY2(recheck.headline().contains(QStringLiteral("1 changed since the session was saved")),
                 qPrintable(recheck.headline()));
        const QStringList lines = recheck.details().split(QLatin1Char('\n'));
        QVERIFY2(lines.first().contains(QStringLiteral("123 F.4th 456")) &&
                     lines.first().contains(QStringLiteral("not found → implausible")),
                 qPrintable(recheck.details()));
        QVERIFY(lines.at(1).contains(QStringLiteral("unchanged: unchecked")));
        QVERIFY(recheck.details().contains(recheck.notes.value(0)));
    }

    void aRepeatedCitationIsMatchedByOccurrence()
    {
        // The second occurrence of the statute was saved as "verified": now it is only unchecked.
        const model::Verification saved =
            savedRecord({CitationStatus::Implausible, CitationStatus::Unchecked, CitationStatus::Verified});
        verify::OfflineCitationChecker checker;
        const verify::SessionRecheck recheck = verify::SessionRecheck::run(kAnswer, saved, checker, {}, CancelToken());
        QCOMPARE(recheck.changedCount(), 1);
        QCOMPARE(recheck.citations.first().before, CitationStatus::Verified);
        QCOMPARE(recheck.citations.first().now.check.status, CitationStatus::Unchecked);
        QVERIFY(recheck.citations.first().now.citation.start > int(kAnswer.indexOf(QStringLiteral("See again"))));
    }

    void aSessionWithoutARecordSaysSo()
    {
        verify::OfflineCitationChecker checker;
        const verify::SessionRecheck recheck =
            verify::SessionRecheck::run(kAnswer, model::Verification(), checker, {}, CancelToken());
        QVERIFY(!recheck.hadRecord);
        QCOMPARE(recheck.changedCount(), 3);
        QVERIFY(recheck.headline().contains(QStringLiteral("saved without a citation check")));
        QVERIFY(recheck.details().contains(QStringLiteral("new: implausible")));
    }

    void aSessionSavedWithVerificationOffHasNoRecordToCompare()
    {
        model::Verification off;
        off.present = true;
        off.turnedOff = true;
        off.finished = true;
        verify::OfflineCitationChecker checker;
        const verify::SessionRecheck recheck = verify::SessionRecheck::run(kAnswer, off, checker, {}, CancelToken());
        QVERIFY(!recheck.hadRecord);
        QCOMPARE(recheck.changedCount(), 3);
        QVERIFY(recheck.headline().contains(QStringLiteral("saved without a citation check")));
    }
};

QTEST_GUILESS_MAIN(SessionRecheckTest)
#include "SessionRecheckTest.moc"
