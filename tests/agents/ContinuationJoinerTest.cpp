// SPDX-License-Identifier: GPL-3.0-or-later
#include "agents/ContinuationJoiner.h"

#include <QTest>

namespace lmars::agents {

/**
 * ContinuationJoiner (issue 29, item 10c): a continuation is appended, joined at its overlap with the
 * cut text, or taken alone when the model started over; what is shown while it streams never
 * repeats the cut text.
 */
class ContinuationJoinerTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanContinuationIsAppended();
    void repeatedEndIsLeftOut_data();
    void repeatedEndIsLeftOut();
    void restartThatRepeatsEverythingContinues();
    void restartThatGoesAnotherWayReplaces();
    void restartThatStopsEarlyAddsNothing();
    void wordInsideTheCutTextIsNotAnOverlap();
};

namespace {

/// Feeds text in pieces of size n; returns what was shown, finish() included.
QString stream(ContinuationJoiner& joiner, const QString& text, int n)
{
    QString shown;
    for (int i = 0; i < text.size(); i += n)
        shown += joiner.feed(text.mid(i, n));
    shown += joiner.finish();
    return shown;
}

const QString kCut = QStringLiteral("Apple Inc. is a publicly traded company [1]. Shareholders who bought its stock "
                                    "during the class period may bring a");

} // namespace

void ContinuationJoinerTest::cleanContinuationIsAppended()
{
    for (const int piece : {1, 3, 500}) {
        ContinuationJoiner joiner(kCut);
        const QString rest = QStringLiteral(" claim under Rule 10b-5 [1].");
        QCOMPARE(stream(joiner, rest, piece), rest);
        QCOMPARE(joiner.joined(), kCut + rest);
        QVERIFY(!joiner.restarted());
    }
}

void ContinuationJoinerTest::repeatedEndIsLeftOut_data()
{
    QTest::addColumn<QString>("cut");
    QTest::addColumn<QString>("continuation");
    QTest::addColumn<QString>("expected");
    QTest::newRow("last words repeated") << kCut << QStringLiteral("may bring a claim under Rule 10b-5 [1].")
                                         << kCut + QStringLiteral(" claim under Rule 10b-5 [1].");
    QTest::newRow("last sentence repeated, leading space")
        << kCut << QStringLiteral(" Shareholders who bought its stock during the class period may bring a claim.")
        << kCut + QStringLiteral(" claim.");
    QTest::newRow("word cut in the middle")
        << QStringLiteral("The statute of limitations is two yea") << QStringLiteral("years from discovery.")
        << QStringLiteral("The statute of limitations is two years from discovery.");
    QTest::newRow("one-letter word repeated") << QStringLiteral("They may bring a") << QStringLiteral("a claim.")
                                              << QStringLiteral("They may bring a claim.");
}

void ContinuationJoinerTest::repeatedEndIsLeftOut()
{
    QFETCH(QString, cut);
    QFETCH(QString, continuation);
    QFETCH(QString, expected);
    for (const int piece : {1, 4, 1000}) {
        ContinuationJoiner joiner(cut);
        const QString shown = stream(joiner, continuation, piece);
        QCOMPARE(cut + shown, expected);
        QCOMPARE(joiner.joined(), expected);
    }
}

void ContinuationJoinerTest::restartThatRepeatsEverythingContinues()
{
    // The server started over ("…may bring aApple Inc. is …" before the fix) and wrote the cut text again.
    const QString again = kCut + QStringLiteral(" claim under Rule 10b-5 [1].");
    for (const int piece : {1, 7, 2000}) {
        ContinuationJoiner joiner(kCut);
        const QString shown = stream(joiner, again, piece);
        QCOMPARE(shown, QStringLiteral(" claim under Rule 10b-5 [1]."));
        QCOMPARE(joiner.joined(), again);
        QVERIFY(joiner.restarted());
        QVERIFY(!joiner.replaced());
        QCOMPARE(joiner.joined().count(QStringLiteral("Apple Inc. is")), 1);
    }
    // Whitespace differences (a line break for a space) do not make it another answer.
    ContinuationJoiner joiner(kCut);
    QString spaced = again;
    spaced.replace(QStringLiteral("[1]. Shareholders"), QStringLiteral("[1].\n\nShareholders"));
    stream(joiner, spaced, 5);
    QVERIFY(!joiner.replaced());
    QCOMPARE(joiner.joined(), again);
}

void ContinuationJoinerTest::restartThatGoesAnotherWayReplaces()
{
    const QString other = QStringLiteral("Apple Inc. is a publicly traded company [1]. Investors who purchased "
                                         "shares may sue under Section 10(b) [1].");
    for (const int piece : {1, 9, 4000}) {
        ContinuationJoiner joiner(kCut);
        const QString shown = stream(joiner, other, piece);
        QVERIFY2(shown.isEmpty(), qPrintable(shown)); // nothing is shown after the cut text
        QVERIFY(joiner.replaced());
        QCOMPARE(joiner.joined(), other);
    }
}

void ContinuationJoinerTest::restartThatStopsEarlyAddsNothing()
{
    ContinuationJoiner joiner(kCut);
    QCOMPARE(stream(joiner, kCut.left(60), 6), QString());
    QCOMPARE(joiner.joined(), kCut);
}

void ContinuationJoinerTest::wordInsideTheCutTextIsNotAnOverlap()
{
    // "ring a" ends the cut text but starts inside "bring": not a repeat.
    ContinuationJoiner joiner(QStringLiteral("They may bring a"));
    QCOMPARE(stream(joiner, QStringLiteral("ring a bell."), 2), QStringLiteral("ring a bell."));
}

} // namespace lmars::agents

QTEST_GUILESS_MAIN(lmars::agents::ContinuationJoinerTest)
#include "ContinuationJoinerTest.moc"
