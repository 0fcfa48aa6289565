// SPDX-License-Identifier: GPL-3.0-or-later
// The word-level comparison the source detail uses to show how a CFR section changed since the
// as-of date.
#include "common/WordDiff.h"

#include <QTest>

using lmars::DiffPiece;
using lmars::WordDiff;
using Kind = DiffPiece::Kind;

namespace {

QString joined(const QList<DiffPiece>& pieces, Kind kind)
{
    QStringList out;
    for (const DiffPiece& p : pieces) {
        if (p.kind == kind)
            out << p.text.trimmed();
    }
    return out.join(QLatin1Char('|'));
}

QString rebuilt(const QList<DiffPiece>& pieces, Kind skip)
{
    QString out;
    for (const DiffPiece& p : pieces) {
        if (p.kind != skip)
            out += p.text;
    }
    return out;
}

} // namespace

class WordDiffTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anAmendedThresholdIsOneDeletionAndOneInsertion()
    {
        const QString older = QStringLiteral("(1) Has been employed by the employer for at least 12 months, and\n"
                                             "(2) Has been employed for at least 1,250 hours of service.");
        const QString newer = QStringLiteral("(1) Has been employed by the employer for at least 6 months, and\n"
                                             "(2) Has been employed for at least 1,250 hours of service.");
        const QList<DiffPiece> pieces = WordDiff::compare(older, newer);
        QVERIFY(WordDiff::changed(pieces));
        QCOMPARE(joined(pieces, Kind::Deleted), QStringLiteral("12"));
        QCOMPARE(joined(pieces, Kind::Inserted), QStringLiteral("6"));
        QCOMPARE(pieces.size(), 4); // same, deleted, inserted, same
        // Leaving out the insertions gives the old text back, leaving out the deletions the new one.
        QCOMPARE(rebuilt(pieces, Kind::Inserted), older);
        QCOMPARE(rebuilt(pieces, Kind::Deleted), newer);
    }

    void insertedAndRemovedSentences()
    {
        const QList<DiffPiece> pieces =
            WordDiff::compare(QStringLiteral("A covered employer must post notice. Posting is annual."),
                              QStringLiteral("A covered employer must post and keep notice. Posting is annual. "
                                             "Electronic posting suffices."));
        QCOMPARE(joined(pieces, Kind::Inserted), QStringLiteral("and keep|Electronic posting suffices."));
        QVERIFY(joined(pieces, Kind::Deleted).isEmpty());
    }

    void identicalTextsAreUnchanged()
    {
        const QString text = QStringLiteral("Every person who, under color of any statute");
        QVERIFY(!WordDiff::changed(WordDiff::compare(text, text)));
        // Only a different line break is no change either.
        QVERIFY(!WordDiff::changed(WordDiff::compare(QStringLiteral("a b\nc"), QStringLiteral("a b c"))));
        QVERIFY(WordDiff::compare(QString(), QString()).isEmpty());
    }

    void tooLongForTheTableIsStillCorrect()
    {
        const QList<DiffPiece> pieces =
            WordDiff::compare(QStringLiteral("x one two three y"), QStringLiteral("x four five y"), 4);
        QCOMPARE(joined(pieces, Kind::Deleted), QStringLiteral("one two three"));
        QCOMPARE(joined(pieces, Kind::Inserted), QStringLiteral("four five"));
        QCOMPARE(rebuilt(pieces, Kind::Deleted), QStringLiteral("x four five y"));
    }
};

QTEST_GUILESS_MAIN(WordDiffTest)
#include "WordDiffTest.moc"
