// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lmars::store {

/// How the library index splits text into terms (fixed when a library is created; LibraryTerms
/// makes the terms, TextSegmenter splits CJK runs for it).
enum class LibraryTokenizer
{
    Unicode61, ///< words, lower-cased without diacritics; CJK runs as character bigrams
    Porter,    ///< the same words stemmed (English); CJK bigrams as above
    Trigram    ///< character trigrams of every word and CJK run
};

/// "unicode61", "porter", "trigram": as stored in a library (library_meta) and given to --tokenizer.
QString libraryTokenizerName(LibraryTokenizer tokenizer);
/// Reads a name (case and surrounding blanks ignored); false for an unknown one.
bool parseLibraryTokenizer(const QString& name, LibraryTokenizer* out);

} // namespace lmars::store
