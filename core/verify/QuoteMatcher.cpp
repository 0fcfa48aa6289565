// SPDX-License-Identifier: GPL-3.0-or-later
#include "QuoteMatcher.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <vector>

namespace lmars::verify {

namespace {

const QChar kGap(0x2026); // "…": every gap of a quotation becomes one before it is split

/// Index of the first occurrence of needle in haystack at or after from, -1 when none.
int findWords(const QStringList& haystack, const QStringList& needle, int from)
{
    if (needle.isEmpty())
        return from;
    const int last = int(haystack.size()) - int(needle.size());
    for (int i = from; i <= last; ++i) {
        if (haystack.at(i) != needle.first())
            continue;
        int k = 1;
        while (k < needle.size() && haystack.at(i + k) == needle.at(k))
            ++k;
        if (k == needle.size())
            return i;
    }
    return -1;
}

size_t gramKey(const QStringList& words, int at, int n)
{
    size_t seed = 0;
    for (int k = 0; k < n; ++k)
        seed = seed * 1000003u ^ qHash(words.at(at + k));
    return seed;
}

QString passageText(const WordSequence& source, const QString& text, int first, int count)
{
    const int from = source.starts.at(first);
    const int to = source.ends.at(first + count - 1);
    return text.mid(from, to - from).simplified();
}

} // namespace

WordSequence QuoteMatcher::words(const QString& text)
{
    WordSequence out;
    const int n = int(text.size());
    int i = 0;
    while (i < n) {
        while (i < n && !text.at(i).isLetterOrNumber())
            ++i;
        const int start = i;
        while (i < n && text.at(i).isLetterOrNumber())
            ++i;
        if (i > start) {
            out.words << text.mid(start, i - start).toLower();
            out.starts << start;
            out.ends << i;
        }
    }
    return out;
}

QList<QStringList> QuoteMatcher::quotationParts(const QString& quotation)
{
    static const QRegularExpression sic(QStringLiteral(R"(\s*\[sic\])"), QRegularExpression::CaseInsensitiveOption);
    // A letter or two in brackets joined to a word is a changed letter: "[t]he", "hold[s]".
    static const QRegularExpression letters(QStringLiteral(R"((?<=\w)\[(\w{1,3})\]|\[(\w{1,3})\](?=\w))"));
    static const QRegularExpression substituted(QStringLiteral(R"(\[[^\]]*\])"));
    static const QRegularExpression ellipsis(QStringLiteral(R"(\.\s*\.\s*\.|\x{2026})"));
    QString q = quotation;
    q.remove(sic);
    QString joined;
    int last = 0;
    for (auto it = letters.globalMatch(q); it.hasNext();) {
        const auto m = it.next();
        joined += q.mid(last, m.capturedStart() - last) + m.captured(1) + m.captured(2);
        last = m.capturedEnd();
    }
    joined += q.mid(last);
    joined.replace(substituted, QString(kGap));
    joined.replace(ellipsis, QString(kGap));
    QList<QStringList> parts;
    for (const QString& piece : joined.split(kGap)) {
        const QStringList w = words(piece).words;
        if (!w.isEmpty())
            parts << w;
    }
    return parts;
}

double QuoteMatcher::similarity(const QString& a, const QString& b)
{
    const int n = int(a.size());
    const int m = int(b.size());
    if (n == 0 && m == 0)
        return 1.0;
    std::vector<int> row(size_t(m) + 1);
    for (int j = 0; j <= m; ++j)
        row[size_t(j)] = j;
    for (int i = 1; i <= n; ++i) {
        int diagonal = row[0];
        row[0] = i;
        for (int j = 1; j <= m; ++j) {
            const int above = row[size_t(j)];
            const int cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            row[size_t(j)] = std::min({above + 1, row[size_t(j) - 1] + 1, diagonal + cost});
            diagonal = above;
        }
    }
    return 1.0 - double(row[size_t(m)]) / double(std::max(n, m));
}

QuoteMatch QuoteMatcher::match(const QString& quotation, const QString& sourceText)
{
    return match(quotation, words(sourceText), sourceText);
}

QuoteMatch QuoteMatcher::match(const QString& quotation, const WordSequence& source, const QString& sourceText)
{
    QuoteMatch result;
    const QList<QStringList> parts = quotationParts(quotation);
    if (parts.isEmpty() || source.words.isEmpty())
        return result;

    // Exact: every part, in order.
    int from = 0;
    int firstAt = -1;
    bool all = true;
    for (const QStringList& part : parts) {
        const int at = findWords(source.words, part, from);
        if (at < 0) {
            all = false;
            break;
        }
        if (firstAt < 0)
            firstAt = at;
        from = at + int(part.size());
    }
    if (all) {
        result.exact = true;
        result.similarity = 1.0;
        result.passage = passageText(source, sourceText, firstAt, from - firstAt);
        return result;
    }

    // Closest: the windows where the quotation's word n-grams line up vote for a start; the best
    // few are compared character by character, with a little slack in their length.
    QStringList quoteWords;
    for (const QStringList& part : parts)
        quoteWords += part;
    const int len = int(quoteWords.size());
    const QString quoteText = quoteWords.join(QLatin1Char(' '));
    QHash<int, int> votes;
    struct Anchor
    {
        int at;     ///< in the source
        int offset; ///< in the quotation
    };
    std::vector<Anchor> anchors;
    for (int n : {3, 2, 1}) {
        if (len < n)
            continue;
        QHash<size_t, QList<int>> grams; // n-gram → its offsets in the quotation
        for (int i = 0; i + n <= len; ++i)
            grams[gramKey(quoteWords, i, n)] << i;
        for (int s = 0; s + n <= source.words.size(); ++s) {
            const auto found = grams.constFind(gramKey(source.words, s, n));
            if (found == grams.constEnd())
                continue;
            for (int offset : *found) {
                votes[std::max(0, s - offset)] += 1;
                anchors.push_back({s, offset});
            }
        }
        if (!votes.isEmpty())
            break;
    }
    if (votes.isEmpty())
        return result;
    QList<QPair<int, int>> ranked; // (votes, start)
    for (auto it = votes.cbegin(); it != votes.cend(); ++it)
        ranked.append({it.value(), it.key()});
    std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    const int total = int(source.words.size());
    const int slack = std::clamp(len / 5, 2, 6);
    double best = -1;
    int bestStart = 0;
    int bestCount = 0;
    const auto tryWindow = [&](int start, int count) {
        if (start < 0 || count < 1 || start + count > total)
            return;
        const double s = similarity(quoteText, source.words.mid(start, count).join(QLatin1Char(' ')));
        if (s > best) {
            best = s;
            bestStart = start;
            bestCount = count;
        }
    };
    for (int r = 0; r < ranked.size() && r < 6; ++r) {
        // First where the window starts (at the quotation's length), then how long it is.
        for (int shift = -slack; shift <= slack; ++shift)
            tryWindow(ranked.at(r).second + shift, std::min(len, total - std::max(0, ranked.at(r).second + shift)));
        const int start = bestStart;
        for (int count = len - slack; count <= len + slack; ++count)
            tryWindow(start, count);
        // A quotation with words left out or added: the window spanning every anchor near this start.
        const int candidate = ranked.at(r).second;
        int spanStart = total;
        int spanEnd = 0;
        for (const Anchor& a : anchors) {
            const int implied = a.at - a.offset;
            if (implied < candidate - len || implied > candidate + len)
                continue;
            spanStart = std::min(spanStart, std::max(0, implied));
            spanEnd = std::max(spanEnd, std::min(total, implied + len));
        }
        if (spanEnd > spanStart && spanEnd - spanStart <= 3 * len)
            tryWindow(spanStart, spanEnd - spanStart);
    }
    if (best <= 0)
        return result;
    result.similarity = best;
    result.passage = passageText(source, sourceText, bestStart, bestCount);
    return result;
}

} // namespace lmars::verify
