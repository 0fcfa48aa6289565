// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace lmars {

/// One run of a word-level comparison: text both versions share, or text only one has.
struct DiffPiece
{
    enum class Kind
    {
        Same,
        Deleted, ///< only in the older text
        Inserted ///< only in the newer text
    };
    Kind kind = Kind::Same;
    QString text; ///< words with the whitespace that follows each
};

/**
 * Compares two versions of a text word by word (a longest common subsequence of words, whitespace
 * kept with the word before it), for showing what changed in a section between two dates. Adjacent
 * pieces of one kind are merged. Texts too long for the quadratic comparison after their common
 * beginning and end are stripped (more than maxCells word pairs) give the differing middle as one
 * deletion and one insertion.
 */
class WordDiff final
{
public:
    static QList<DiffPiece> compare(const QString& older, const QString& newer, qint64 maxCells = 4'000'000);
    /// True when some piece is not Same.
    static bool changed(const QList<DiffPiece>& pieces);

    /// "word " tokens: each word with the whitespace after it (leading whitespace is its own token).
    static QStringList words(const QString& text);
};

} // namespace lmars
