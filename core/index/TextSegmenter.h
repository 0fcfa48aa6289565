// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/LibraryTokenizer.h"

#include <QString>
#include <QStringList>

namespace lmars::store {

/**
 * Script-aware text splitting shared by indexing and querying. unicode61 treats a run of Han or
 * Kana characters as one token, so for the unicode61/porter indexes CJK runs are rewritten into
 * overlapping character bigrams before they reach FTS5; the trigram index sees the raw text.
 */
class TextSegmenter final
{
public:
    static bool isCjk(char32_t codePoint);
    /// True for a code unit that is CJK or one half of a surrogate pair encoding a CJK code point.
    static bool isCjkAt(const QString& text, int index);

    /// The text as the FTS5 index should see it for this tokenizer.
    static QString indexText(const QString& text, LibraryTokenizer tokenizer);

    /// Overlapping n-grams (by code point) of a CJK run; a run shorter than n is returned whole.
    static QStringList ngrams(const QString& run, int n);
};

} // namespace lmars::store
