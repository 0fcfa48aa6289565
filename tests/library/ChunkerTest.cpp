// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/Chunker.h"
#include "index/TextSegmenter.h"

#include <QRandomGenerator>
#include <QTest>

using lmars::library::Chunker;
using lmars::library::ChunkSpan;

class ChunkerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void propertyHoldsForRandomAndAdversarialInput();
    void prefersParagraphThenSentenceBoundaries();
    void neverCutsInsideWordsWhenSpacesExist();
    void overlapStartsAtWordBoundary();
    void emptyAndShortInput();

private:
    /// Asserts termination-related invariants and full coverage; returns false with a message on failure.
    static QString checkSpans(const Chunker& chunker, const QString& text, const QList<ChunkSpan>& spans);
};

QString ChunkerTest::checkSpans(const Chunker& chunker, const QString& text, const QList<ChunkSpan>& spans)
{
    if (text.isEmpty())
        return spans.isEmpty() ? QString() : QStringLiteral("spans for empty text");
    if (spans.isEmpty() || spans.first().start != 0 || spans.last().end != text.size())
        return QStringLiteral("does not span the whole text");
    for (int i = 0; i < spans.size(); ++i) {
        const ChunkSpan& s = spans.at(i);
        if (s.end <= s.start)
            return QStringLiteral("empty chunk %1").arg(i);
        if (s.end - s.start > chunker.maximum())
            return QStringLiteral("chunk %1 too long").arg(i);
        if (i > 0 && s.start <= spans.at(i - 1).start)
            return QStringLiteral("chunk %1 does not advance").arg(i);
        if (i > 0 && s.start > spans.at(i - 1).end)
            return QStringLiteral("gap before chunk %1").arg(i);
        if (s.start > 0 && s.start < text.size() && text.at(s.start).isLowSurrogate() &&
            text.at(s.start - 1).isHighSurrogate())
            return QStringLiteral("chunk %1 splits a surrogate pair").arg(i);
    }
    return {};
}

void ChunkerTest::propertyHoldsForRandomAndAdversarialInput()
{
    QRandomGenerator rng(20240601);
    const QStringList alphabets = {
        QStringLiteral("abc def\n"),
        QStringLiteral("x"),                            // one huge word
        QStringLiteral(".,;:!?\"'()[]{}-*"),            // only punctuation
        QStringLiteral(" \t\n\r"),                      // only whitespace
        QStringLiteral("中华人民共和国。，第四十六条"), // CJK
        QStringLiteral("a\r\n\n\r b. C! d?\n\n"),       // mixed newlines
        QStringLiteral("é𝒜𠀀b "),                       // surrogate pairs
        QStringLiteral("word. Another sentence here; and\n\nparagraph 中文 "),
    };
    const QList<QPair<int, int>> settings = {{500, 100}, {40, 10}, {8, 7}, {16, 0}, {100, 99}};
    int cases = 0;
    for (const auto& setting : settings) {
        const Chunker chunker(setting.first, setting.second);
        for (const QString& alphabet : alphabets) {
            for (int round = 0; round < 12; ++round) {
                const int length = static_cast<int>(rng.bounded(3000));
                QString text;
                while (text.size() < length) {
                    const int i = static_cast<int>(rng.bounded(static_cast<int>(alphabet.size())));
                    // Keep surrogate pairs whole when picking from the alphabet.
                    if (alphabet.at(i).isLowSurrogate())
                        continue;
                    text += alphabet.at(i);
                    if (alphabet.at(i).isHighSurrogate())
                        text += alphabet.at(i + 1);
                }
                const auto spans = chunker.split(text);
                const QString problem = checkSpans(chunker, text, spans);
                QVERIFY2(
                    problem.isEmpty(),
                    qPrintable(problem + QStringLiteral(" (alphabet %1, length %2)").arg(alphabet).arg(text.size())));
                ++cases;
            }
        }
    }
    // Unpaired surrogates and a long run of one character.
    const Chunker chunker;
    for (const QString& text : {QString(QChar(0xD800)).repeated(2000), QString(QChar(0xDC00)).repeated(777),
                                QStringLiteral("a").repeated(100000), QStringLiteral("\n").repeated(5000)}) {
        const QString problem = checkSpans(chunker, text, chunker.split(text));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        ++cases;
    }
    QVERIFY(cases > 400);
}

void ChunkerTest::prefersParagraphThenSentenceBoundaries()
{
    const QString sentence = QStringLiteral("This sentence is about forty characters. ");
    // Paragraph break at about 440 characters, sentence ends everywhere.
    const QString text = sentence.repeated(11).trimmed() + QStringLiteral("\n\n") + sentence.repeated(20);
    const Chunker chunker(500, 100);
    const auto spans = chunker.split(text);
    QVERIFY(spans.size() >= 2);
    QCOMPARE(text.mid(spans.first().end - 2, 2), QStringLiteral("\n\n"));
    // The second cut has no paragraph break in range: it ends right after a sentence.
    const ChunkSpan second = spans.at(1);
    if (second.end < text.size())
        QVERIFY(text.mid(second.start, second.end - second.start).trimmed().endsWith(QLatin1Char('.')));
}

void ChunkerTest::neverCutsInsideWordsWhenSpacesExist()
{
    QRandomGenerator rng(7);
    QString text;
    while (text.size() < 20000) {
        text += QString(QLatin1Char('a' + static_cast<char>(rng.bounded(26)))).repeated(1 + rng.bounded(14));
        text += QLatin1Char(' ');
    }
    const Chunker chunker(500, 100);
    for (const ChunkSpan& s : chunker.split(text)) {
        if (s.end < text.size())
            QVERIFY2(text.at(s.end - 1).isSpace() || text.at(s.end).isSpace(), "cut inside a word");
        if (s.start > 0)
            QVERIFY2(text.at(s.start - 1).isSpace(), "chunk starts inside a word");
        QVERIFY(s.end - s.start >= 250 || s.end == text.size());
    }
}

void ChunkerTest::overlapStartsAtWordBoundary()
{
    const QString text = QStringLiteral("alpha beta gamma delta ").repeated(100);
    const Chunker chunker(500, 100);
    const auto spans = chunker.split(text);
    QVERIFY(spans.size() > 3);
    for (int i = 1; i < spans.size(); ++i) {
        const int overlap = spans.at(i - 1).end - spans.at(i).start;
        QVERIFY2(overlap > 50 && overlap <= 100, qPrintable(QString::number(overlap)));
    }
}

void ChunkerTest::emptyAndShortInput()
{
    const Chunker chunker;
    QVERIFY(chunker.split(QString()).isEmpty());
    const auto one = chunker.split(QStringLiteral("short"));
    QCOMPARE(one.size(), 1);
    QCOMPARE(one.first().end, 5);
    const QString text = QStringLiteral("abc def ghi");
    const auto part = chunker.split(text, 4, 7);
    QCOMPARE(part.size(), 1);
    QCOMPARE(part.first().start, 4);
    QCOMPARE(part.first().end, 7);
}

QTEST_GUILESS_MAIN(ChunkerTest)
#include "ChunkerTest.moc"
