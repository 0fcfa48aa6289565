// SPDX-License-Identifier: GPL-3.0-or-later
#include "WordDiff.h"

#include <algorithm>
#include <vector>

namespace lmars {

namespace {

void append(QList<DiffPiece>& out, DiffPiece::Kind kind, const QString& text)
{
    if (text.isEmpty())
        return;
    if (!out.isEmpty() && out.last().kind == kind)
        out.last().text += text;
    else
        out.append({kind, text});
}

/// Words compare without their trailing whitespace: a changed line break is no change.
QString bare(const QString& token)
{
    qsizetype end = token.size();
    while (end > 0 && token.at(end - 1).isSpace())
        --end;
    return token.left(end);
}

} // namespace

QStringList WordDiff::words(const QString& text)
{
    QStringList tokens;
    qsizetype i = 0;
    const qsizetype n = text.size();
    if (i < n && text.at(i).isSpace()) {
        while (i < n && text.at(i).isSpace())
            ++i;
        tokens << text.left(i);
    }
    while (i < n) {
        const qsizetype start = i;
        while (i < n && !text.at(i).isSpace())
            ++i;
        while (i < n && text.at(i).isSpace())
            ++i;
        tokens << text.mid(start, i - start);
    }
    return tokens;
}

bool WordDiff::changed(const QList<DiffPiece>& pieces)
{
    return std::any_of(pieces.cbegin(), pieces.cend(),
                       [](const DiffPiece& p) { return p.kind != DiffPiece::Kind::Same; });
}

QList<DiffPiece> WordDiff::compare(const QString& older, const QString& newer, qint64 maxCells)
{
    const QStringList a = words(older);
    const QStringList b = words(newer);
    QStringList bareA;
    QStringList bareB;
    for (const QString& t : a)
        bareA << bare(t);
    for (const QString& t : b)
        bareB << bare(t);

    // The common beginning and end need no table.
    qsizetype prefix = 0;
    while (prefix < a.size() && prefix < b.size() && bareA.at(prefix) == bareB.at(prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix &&
           bareA.at(a.size() - 1 - suffix) == bareB.at(b.size() - 1 - suffix))
        ++suffix;

    QList<DiffPiece> out;
    for (qsizetype i = 0; i < prefix; ++i)
        append(out, DiffPiece::Kind::Same, b.at(i));

    const qsizetype n = a.size() - prefix - suffix;
    const qsizetype m = b.size() - prefix - suffix;
    if (n > 0 && m > 0 && qint64(n + 1) * qint64(m + 1) <= maxCells) {
        // lcs[i][j]: the longest common subsequence of a[prefix+i..] and b[prefix+j..].
        std::vector<int> lcs(size_t((n + 1) * (m + 1)), 0);
        const auto at = [m](qsizetype i, qsizetype j) {
            return size_t(i * (m + 1) + j);
        };
        for (qsizetype i = n - 1; i >= 0; --i) {
            for (qsizetype j = m - 1; j >= 0; --j)
                lcs[at(i, j)] = bareA.at(prefix + i) == bareB.at(prefix + j)
                                    ? lcs[at(i + 1, j + 1)] + 1
                                    : std::max(lcs[at(i + 1, j)], lcs[at(i, j + 1)]);
        }
        qsizetype i = 0;
        qsizetype j = 0;
        while (i < n && j < m) {
            if (bareA.at(prefix + i) == bareB.at(prefix + j)) {
                append(out, DiffPiece::Kind::Same, b.at(prefix + j));
                ++i;
                ++j;
            } else if (lcs[at(i + 1, j)] >= lcs[at(i, j + 1)]) {
                append(out, DiffPiece::Kind::Deleted, a.at(prefix + i));
                ++i;
            } else {
                append(out, DiffPiece::Kind::Inserted, b.at(prefix + j));
                ++j;
            }
        }
        for (; i < n; ++i)
            append(out, DiffPiece::Kind::Deleted, a.at(prefix + i));
        for (; j < m; ++j)
            append(out, DiffPiece::Kind::Inserted, b.at(prefix + j));
    } else {
        for (qsizetype i = 0; i < n; ++i)
            append(out, DiffPiece::Kind::Deleted, a.at(prefix + i));
        for (qsizetype j = 0; j < m; ++j)
            append(out, DiffPiece::Kind::Inserted, b.at(prefix + j));
    }
    for (qsizetype k = b.size() - suffix; k < b.size(); ++k)
        append(out, DiffPiece::Kind::Same, b.at(k));
    return out;
}

} // namespace lmars
