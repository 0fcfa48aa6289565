// SPDX-License-Identifier: GPL-3.0-or-later
// The citation checks that run while the answer streams (issue 13, point 7): a citation is checked
// once, whole, only when the text after it shows it is complete (also when it was split across
// stream chunks); short forms wait for the whole answer; checks run while the text still grows;
// stop() and the run's cancel end a check in progress at once.
#include "research/LiveCitationChecks.h"
#include "TestTiming.h"
#include "parse/CitationExtractor.h"
#include "verify/CitationChecker.h"

#include <QElapsedTimer>
#include <QTest>

#include <atomic>
#include <mutex>
#include <thread>

using namespace lmars;
using research::LiveCitationChecks;

namespace {

/// Records each batch it is given; each citation comes back verified (or, when `blockUntilCancelled`,
/// the check waits for its cancel token, as a lookup with a slow server does).
class RecordingChecker final : public verify::CitationChecker
{
public:
    QList<model::VerifiedCitation> check(const QList<model::LegalCitation>& citations, QDate asOf,
                                         const CancelToken& cancel, const Progress& progress = {}) override
    {
        Q_UNUSED(progress)
        {
            std::lock_guard lock(m_mutex);
            m_batches << citations;
            m_days << asOf;
        }
        m_started = true;
        if (blockUntilCancelled) {
            QElapsedTimer waited;
            waited.start();
            while (!cancel.isCancelled() && waited.elapsed() < 20000)
                std::this_thread::yield();
        }
        QList<model::VerifiedCitation> rows;
        for (const model::LegalCitation& c : citations) {
            model::VerifiedCitation row;
            row.citation = c;
            row.check.status = model::CitationStatus::Verified;
            row.check.reason = QStringLiteral("checked: ") + c.normalized;
            rows << row;
        }
        return rows;
    }
    QStringList notes() const override { return {}; }

    QList<QList<model::LegalCitation>> batches() const
    {
        std::lock_guard lock(m_mutex);
        return m_batches;
    }
    /// The as-of day each batch was checked for.
    QList<QDate> days() const
    {
        std::lock_guard lock(m_mutex);
        return m_days;
    }

    bool blockUntilCancelled = false;
    std::atomic_bool m_started{false};

private:
    mutable std::mutex m_mutex;
    QList<QList<model::LegalCitation>> m_batches;
    QList<QDate> m_days;
};

const QString kAnswer = QStringLiteral(
    "Marriage is a fundamental right under Obergefell v. Hodges, 576 U.S. 644, 675 (2015) [1]. Id. at 660. "
    "Warnings are required before questioning, Miranda v. Arizona, 384 U.S. 436 (1966) [2]. Section 1983 claims "
    "follow 42 U.S.C. § 1983 [3], and the regulation is 8 C.F.R. § 214.2(f)(9) [4]. Obergefell, 576 U.S. at 681. "
    "That is the law.\n");

/// Feeds `text` in pieces of `step` characters, as a stream does.
void stream(LiveCitationChecks& live, const QString& text, int step)
{
    for (int at = step; at < text.size() + step; at += step)
        live.feed(text.left(at));
}

} // namespace

class LiveCitationChecksTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachCitationIsCheckedOnceWholeAfterItIsComplete()
    {
        RecordingChecker checker;
        LiveCitationChecks live(checker, QDate(2025, 1, 1), CancelToken());
        stream(live, kAnswer, 7); // "576 U.S. 6" | "44, 675 (2015)" and the like: split mid-citation
        live.finish(kAnswer);
        QVERIFY(live.waitForAll());

        const QList<model::LegalCitation> whole = parse::CitationExtractor().extract(kAnswer);
        QStringList sent;
        for (const QList<model::LegalCitation>& batch : checker.batches()) {
            for (const model::LegalCitation& c : batch) {
                QVERIFY2(c.kind != model::CitationKind::ShortForm, qPrintable(c.text));
                sent << LiveCitationChecks::keyOf(c);
                // What was checked is the citation the whole answer has: never a prefix of it.
                const auto same = std::find_if(whole.cbegin(), whole.cend(), [&c](const model::LegalCitation& w) {
                    return LiveCitationChecks::keyOf(w) == LiveCitationChecks::keyOf(c);
                });
                QVERIFY2(same != whole.cend(), qPrintable(c.text));
                QVERIFY2(LiveCitationChecks::sameCitation(c, *same), qPrintable(c.text));
                QCOMPARE(c.start, same->start);
            }
        }
        QStringList expected;
        for (const model::LegalCitation& w : whole)
            if (w.kind != model::CitationKind::ShortForm && !expected.contains(LiveCitationChecks::keyOf(w)))
                expected << LiveCitationChecks::keyOf(w);
        QCOMPARE(sent, expected); // each once, in the answer's order
        QCOMPARE(expected.size(), 4);
        QCOMPARE(live.checked().size(), 4);
        QCOMPARE(live.checked().at(0).check.reason, QStringLiteral("checked: 576 U.S. 644"));
        QCOMPARE(live.checked().at(0).citation.pinCite, QStringLiteral("675"));
        QCOMPARE(live.checked().at(0).citation.year, 2015);
        // Every batch was checked for the run's as-of day, as given.
        QVERIFY(!checker.days().isEmpty());
        for (const QDate& day : checker.days())
            QCOMPARE(day, QDate(2025, 1, 1));
    }

    void nothingIsCheckedBeforeTheTextAfterItShowsItIsComplete()
    {
        RecordingChecker checker;
        LiveCitationChecks live(checker, {}, CancelToken());
        const QString head = QStringLiteral("The leading case is Obergefell v. Hodges, 576 U.S. 6");
        live.feed(head);
        live.feed(head + QStringLiteral("44 (2015)"));
        QVERIFY(live.waitForAll());
        QVERIFY(checker.batches().isEmpty()); // "(2015)" could still be followed by more
        const QString more = head + QStringLiteral("44 (2015), which held that the right to marry is fundamental and "
                                                   "applies to same-sex couples in every state.");
        live.feed(more);
        QVERIFY(live.waitForAll());
        QCOMPARE(checker.batches().size(), 1);
        QCOMPARE(checker.batches().at(0).size(), 1);
        const model::LegalCitation& sent = checker.batches().at(0).at(0);
        QCOMPARE(sent.normalized, QStringLiteral("576 U.S. 644"));
        QCOMPARE(sent.year, 2015);
        QCOMPARE(sent.caseName, QStringLiteral("Obergefell v. Hodges"));
    }

    void resultsComeWhileTheTextStillGrows()
    {
        RecordingChecker checker;
        LiveCitationChecks live(checker, {}, CancelToken());
        const QString part = kAnswer.left(kAnswer.indexOf(QStringLiteral("Warnings")) + 70);
        live.feed(part);
        // The first citation's result arrives before the rest of the answer exists.
        QTRY_COMPARE_WITH_TIMEOUT(live.checked().size(), 1, 10000);
        const QList<model::VerifiedCitation> fresh = live.takeFinished();
        QCOMPARE(fresh.size(), 1);
        QCOMPARE(fresh.at(0).citation.normalized, QStringLiteral("576 U.S. 644"));
        QVERIFY(live.takeFinished().isEmpty()); // handed out once
        live.feed(kAnswer);
        live.finish(kAnswer);
        QVERIFY(live.waitForAll());
        QCOMPARE(live.takeFinished().size(), 3);
        QCOMPARE(live.batchesSent(), int(checker.batches().size()));
    }

    void stopEndsACheckInProgressAtOnce()
    {
        RecordingChecker checker;
        checker.blockUntilCancelled = true;
        LiveCitationChecks live(checker, {}, CancelToken());
        live.finish(kAnswer);
        QTRY_VERIFY_WITH_TIMEOUT(checker.m_started.load(), 10000);
        QElapsedTimer clock;
        clock.start();
        live.stop();
        const qint64 ms = clock.elapsed();
        qInfo() << "stopped in" << ms << "ms";
        QVERIFY2(ms <= test::timingLimitMs(200), qPrintable(QString::number(ms)));
        QVERIFY(live.checked().isEmpty()); // a cancelled check's rows are not results
        QVERIFY(!live.waitForAll());
    }

    void theRunsCancelEndsTheWait()
    {
        RecordingChecker checker;
        checker.blockUntilCancelled = true;
        CancelToken cancel;
        LiveCitationChecks live(checker, {}, cancel);
        live.finish(kAnswer);
        QTRY_VERIFY_WITH_TIMEOUT(checker.m_started.load(), 10000);
        std::atomic<qint64> cancelledAt{0};
        QElapsedTimer clock;
        clock.start();
        std::thread canceller([&] {
            cancelledAt = clock.elapsed();
            cancel.cancel();
        });
        const bool finished = live.waitForAll();
        const qint64 stoppedAt = clock.elapsed();
        canceller.join();
        QVERIFY(!finished);
        const qint64 latency = stoppedAt - cancelledAt;
        QVERIFY2(latency <= test::timingLimitMs(200), qPrintable(QString::number(latency)));
    }
};

QTEST_GUILESS_MAIN(LiveCitationChecksTest)
#include "LiveCitationChecksTest.moc"
