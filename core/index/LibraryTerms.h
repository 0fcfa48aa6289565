// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/Analyzer.h"
#include "index/LibraryTokenizer.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace lmars::store {

/// A chunk text's index terms, made ahead of the write (LibraryTerms::prepare), so that the thread
/// that writes the library does not make them.
struct PreparedTerms
{
    LibraryTokenizer tokenizer = LibraryTokenizer::Unicode61; ///< the tokenizer that made them
    std::string joined;                                       ///< the terms in text order, each followed by a NUL byte
    QStringList citations;       ///< the references the text cites (ReferenceMatcher's keys)
    std::vector<quint32> breaks; ///< the text's TermBreaks (sentences, paragraphs, possessive "s")
};

/// Where the structure of a text falls among its terms: each entry is (term index << 2) | kind.
/// Kinds: a sentence ends before the term; a paragraph ends before it; the term is the "s" of a
/// possessive ("court's"), which Terms-and-Connectors search reads as part of the word before it.
/// A sentence ends at ".", "!" or "?" followed by a space (not after a one-letter word, other than
/// a possessive "s", or an abbreviation such as "v.", "No.", "Inc.", "Sec.") or at 。！？; a
/// paragraph at an empty line.
struct TermBreaks
{
    enum Kind : quint32
    {
        Sentence = 1,
        Paragraph = 2,
        Possessive = 3
    };
    static quint32 make(size_t termIndex, Kind kind) { return static_cast<quint32>(termIndex << 2) | kind; }
    static size_t termIndex(quint32 entry) { return entry >> 2; }
    static Kind kind(quint32 entry) { return static_cast<Kind>(entry & 3); }
};

/**
 * The index terms of a text, the same for indexing and for queries so that both agree. Words are
 * runs of letters, digits and marks, lower-cased with their diacritics removed ("Café" -> "cafe");
 * runs of CJK characters become overlapping character bigrams (TextSegmenter::ngrams). Per
 * tokenizer: Unicode61 keeps the words; Porter stems them with Snowball's English stemmer (libstemmer); Trigram
 * indexes the character trigrams of every word and CJK run (shorter ones are left out), so that
 * a query word matches any word that contains it. The embedded library's Analyzer: a query term is
 * an index term.
 */
class LibraryTerms final : public Analyzer
{
public:
    explicit LibraryTerms(LibraryTokenizer tokenizer);
    ~LibraryTerms() override;
    LibraryTerms(const LibraryTerms&) = delete;
    LibraryTerms& operator=(const LibraryTerms&) = delete;

    LibraryTokenizer tokenizer() const { return m_tokenizer; }

    /// Appends the terms of text to out (repeats included, in text order); with breaks, also
    /// where sentences and paragraphs end among them (TermBreaks, term indexes into out).
    void append(const QString& text, std::vector<std::string>& out, std::vector<quint32>* breaks = nullptr) const;
    /// The word positions of terms as append() made them with breaks (a possessive "s" takes
    /// none: SegmentBuilder::kNoPosition) and where sentences and paragraphs start among them.
    static void positionsOf(size_t termCount, const std::vector<quint32>& breaks, std::vector<quint32>& positions,
                            std::vector<quint32>& sentenceStarts, std::vector<quint32>& paragraphStarts);
    static constexpr quint32 kNoPosition = 0xffffffffu;
    /// The terms of text for a later write (LibraryChunk::textTerms).
    PreparedTerms prepare(const QString& text) const;
    /// Views of the terms of prepared.joined, in text order, into out (cleared first).
    static void split(const std::string& joined, std::vector<std::string_view>& out);
    /// The terms of one word or CJK run as QuerySanitizer splits a query.
    std::vector<std::string> ofToken(const QString& token, bool cjk) const override;
    /// The term itself: the client made the index's terms.
    std::vector<std::string> matches(const std::string& queryTerm, const ReadState& state) const override;

    /// Terms longer than this (in UTF-8 bytes) are not indexed (such "words" are noise).
    static constexpr size_t kMaxTermBytes = 120;

private:
    void addWord(const QString& word, std::vector<std::string>& out) const;
    void addCjkRun(const QString& run, std::vector<std::string>& out) const;

    LibraryTokenizer m_tokenizer;
    struct Stemmer;
    std::unique_ptr<Stemmer> m_stemmer; ///< Porter only
};

} // namespace lmars::store
