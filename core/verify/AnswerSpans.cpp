// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerSpans.h"

#include <QRegularExpression>
#include <QSet>

namespace lmars::verify {

namespace {

const QRegularExpression& markerPattern()
{
    static const QRegularExpression re(QStringLiteral(R"(\[(\d+(?:\s*[,\x{2013}-]\s*\d+)*)\])"));
    return re;
}

bool isAbbreviation(const QString& text, int dot)
{
    // The word before the dot: "v", "Cal", "Civ", "U.S", "No", "Inc", an initial.
    int from = dot;
    while (from > 0 && (text.at(from - 1).isLetter() || text.at(from - 1) == QLatin1Char('.')))
        --from;
    const QString word = text.mid(from, dot - from);
    if (word.isEmpty())
        return false;
    if (word.contains(QLatin1Char('.')))
        return true; // "U.S", "e.g", "i.e"
    static const QSet<QString> known = {
        QStringLiteral("v"),    QStringLiteral("vs"),   QStringLiteral("cal"),  QStringLiteral("civ"),
        QStringLiteral("proc"), QStringLiteral("stat"), QStringLiteral("no"),   QStringLiteral("inc"),
        QStringLiteral("co"),   QStringLiteral("corp"), QStringLiteral("ltd"),  QStringLiteral("app"),
        QStringLiteral("supp"), QStringLiteral("cir"),  QStringLiteral("ct"),   QStringLiteral("dist"),
        QStringLiteral("sec"),  QStringLiteral("art"),  QStringLiteral("ch"),   QStringLiteral("cf"),
        QStringLiteral("mr"),   QStringLiteral("mrs"),  QStringLiteral("ms"),   QStringLiteral("dr"),
        QStringLiteral("jr"),   QStringLiteral("sr"),   QStringLiteral("st"),   QStringLiteral("gov"),
        QStringLiteral("lab"),  QStringLiteral("bus"),  QStringLiteral("prof"), QStringLiteral("code"),
        QStringLiteral("reg"),  QStringLiteral("fed"),  QStringLiteral("ann"),  QStringLiteral("rev"),
        QStringLiteral("id"),   QStringLiteral("pen"),  QStringLiteral("evid"), QStringLiteral("fam")};
    return word.size() == 1 || known.contains(word.toLower());
}

/// The end of the sentence starting at or before `from`: after its terminator and any markers
/// and closing quotation marks right after it, or at the line break.
int sentenceEndFrom(const QString& text, int from)
{
    const int n = int(text.size());
    bool inQuote = false;
    for (int i = from; i < n; ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\n'))
            return i;
        if (c == QChar(0x201C))
            inQuote = true;
        else if (c == QChar(0x201D))
            inQuote = false;
        if (c != QLatin1Char('.') && c != QLatin1Char('!') && c != QLatin1Char('?'))
            continue;
        if (c == QLatin1Char('.') && isAbbreviation(text, i))
            continue;
        int j = i + 1;
        // Closing quotation marks and markers after the terminator belong to this sentence.
        while (j < n) {
            if (text.at(j) == QLatin1Char('"') || text.at(j) == QChar(0x201D) || text.at(j) == QLatin1Char(')')) {
                ++j;
                continue;
            }
            const auto m = markerPattern().match(text, j, QRegularExpression::NormalMatch,
                                                 QRegularExpression::AnchorAtOffsetMatchOption);
            if (m.hasMatch()) {
                j = int(m.capturedEnd());
                continue;
            }
            if (text.at(j) == QLatin1Char(' ') && j + 1 < n && text.at(j + 1) == QLatin1Char('[')) {
                ++j;
                continue;
            }
            break;
        }
        if (j >= n || text.at(j) == QLatin1Char('\n'))
            return j;
        if (!text.at(j).isSpace())
            continue; // "1950.5", "U.S." inside a word
        int k = j;
        while (k < n && text.at(k) == QLatin1Char(' '))
            ++k;
        if (k < n && text.at(k).isDigit())
            continue;
        if (inQuote)
            continue;
        return j;
    }
    return n;
}

int wordCount(const QString& text)
{
    int count = 0;
    bool inWord = false;
    for (const QChar c : text) {
        const bool w = c.isLetterOrNumber();
        if (w && !inWord)
            ++count;
        inWord = w;
    }
    return count;
}

} // namespace

QList<int> AnswerSpans::markers(const QString& text)
{
    static const QRegularExpression number(QStringLiteral(R"(\d+)"));
    static const QRegularExpression range(QStringLiteral(R"((\d+)\s*[\x{2013}-]\s*(\d+))"));
    QList<int> out;
    const auto add = [&out](int n) {
        if (n > 0 && !out.contains(n))
            out << n;
    };
    for (auto it = markerPattern().globalMatch(text); it.hasNext();) {
        const QString inside = it.next().captured(1);
        for (const QString& piece : inside.split(QLatin1Char(','))) {
            const auto r = range.match(piece);
            if (r.hasMatch()) {
                const int a = r.captured(1).toInt();
                const int b = r.captured(2).toInt();
                for (int n = a; n <= b && n - a < 50; ++n)
                    add(n);
            } else {
                add(number.match(piece).captured(0).toInt());
            }
        }
    }
    return out;
}

int AnswerSpans::sentenceEnd(const QString& markdown, int at)
{
    return sentenceEndFrom(markdown, at);
}

QList<QuotedPassage> AnswerSpans::quotations(const QString& markdown)
{
    QList<QuotedPassage> out;
    const auto add = [&](int start, int end, int after) {
        const QString text = markdown.mid(start, end - start);
        if (wordCount(text) < kMinimumQuotedWords)
            return;
        QuotedPassage q;
        q.text = text;
        q.start = start;
        q.end = end;
        q.sentenceEnd = sentenceEndFrom(markdown, after);
        const QList<int> ns = markers(markdown.mid(after, q.sentenceEnd - after));
        q.sourceN = ns.value(0, 0);
        out << q;
    };
    // Block quotes: consecutive "> " lines; their marker may follow on the next line.
    static const QRegularExpression block(QStringLiteral(R"((?:^[ \t]*>[^\n]*(?:\n|$))+)"),
                                          QRegularExpression::MultilineOption);
    QList<QPair<int, int>> blocks;
    for (auto it = block.globalMatch(markdown); it.hasNext();) {
        const auto m = it.next();
        const int start = int(m.capturedStart());
        int end = int(m.capturedEnd());
        blocks.append({start, end});
        QString inner = m.captured(0);
        static const QRegularExpression prefix(QStringLiteral(R"(^[ \t]*>[ \t]?)"),
                                               QRegularExpression::MultilineOption);
        inner.replace(prefix, QString());
        if (wordCount(inner) < kMinimumQuotedWords)
            continue;
        while (end > start && markdown.at(end - 1).isSpace())
            --end;
        QuotedPassage q;
        q.text = inner.trimmed();
        q.start = start;
        q.end = end;
        QList<int> ns = markers(q.text);
        const int lineAfter = int(m.capturedEnd());
        q.sentenceEnd = int(markdown.indexOf(QLatin1Char('\n'), lineAfter));
        if (q.sentenceEnd < 0)
            q.sentenceEnd = int(markdown.size());
        if (ns.isEmpty())
            ns = markers(markdown.mid(lineAfter, q.sentenceEnd - lineAfter));
        q.sourceN = ns.value(0, 0);
        static const QRegularExpression inlineMarkers(QStringLiteral(R"(\s*\[\d+(?:\s*[,\x{2013}-]\s*\d+)*\])"));
        q.text.remove(inlineMarkers);
        out << q;
    }
    const auto inBlock = [&blocks](int at) {
        for (const auto& b : blocks)
            if (at >= b.first && at < b.second)
                return true;
        return false;
    };
    // Curly quotes pair unambiguously; straight ones pair in order on one line.
    static const QRegularExpression curly(QStringLiteral("\\x{201C}([^\\x{201D}]{1,4000})\\x{201D}"));
    static const QRegularExpression straight(QStringLiteral(R"re("([^"\n]{1,4000})")re"));
    for (const QRegularExpression* re : {&curly, &straight}) {
        for (auto it = re->globalMatch(markdown); it.hasNext();) {
            const auto m = it.next();
            if (inBlock(int(m.capturedStart())))
                continue;
            add(int(m.capturedStart(1)), int(m.capturedEnd(1)), int(m.capturedEnd()));
        }
    }
    std::sort(out.begin(), out.end(), [](const QuotedPassage& a, const QuotedPassage& b) { return a.start < b.start; });
    return out;
}

QList<MarkedSentence> AnswerSpans::markedSentences(const QString& markdown)
{
    QList<MarkedSentence> out;
    const int n = int(markdown.size());
    int start = 0;
    while (start < n) {
        while (start < n && markdown.at(start).isSpace())
            ++start;
        if (start >= n)
            break;
        int end = sentenceEndFrom(markdown, start);
        if (end <= start)
            end = start + 1;
        const QString text = markdown.mid(start, end - start);
        const QList<int> ns = markers(text);
        if (!ns.isEmpty()) {
            // The list bullet or block-quote sign is not part of the claim.
            static const QRegularExpression lead(QStringLiteral(R"(^(?:[-*+>]|\d+[.)])\s+)"));
            const auto m = lead.match(text);
            const int skip = m.hasMatch() ? int(m.capturedLength()) : 0;
            out.append({text.mid(skip).trimmed(), start + skip, end, ns});
        }
        start = end;
    }
    return out;
}

} // namespace lmars::verify
