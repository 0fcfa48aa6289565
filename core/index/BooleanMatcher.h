// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/BooleanQuery.h"

#include <QCoreApplication>
#include <QStringList>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace lmars::store {

class LibraryTerms;

/// What a chunk's exact check needs: by slot of a BooleanMatcher, the word positions (ascending) of
/// its terms in the chunk, and where the chunk's sentences and paragraphs start (SegmentDocs).
struct ChunkPositions
{
    std::vector<std::vector<quint32>> slots;
    std::vector<quint32> sentenceStarts;
    std::vector<quint32> paragraphStarts;
};

/**
 * A Terms-and-Connectors expression compiled against a library's terms (LibraryTerms), and its
 * exact evaluation on one chunk's word positions (ChunkPositions, from the index's positional
 * postings: PositionalMatcher).
 *
 * A word becomes one or more slots (a word the tokenizer splits, such as "u.s.c." or "good-will",
 * is a phrase of its parts); a slot matches a term exactly or by pattern (* one character, trailing
 * *s up to that many, ! any ending). In a unicode61 library a plain word also matches its regular
 * plurals (+s, +es, y→ies; # turns that off); a porter library compares stems, so plurals and
 * other endings already match. A possessive "s" takes no position (LibraryTerms::positionsOf).
 *
 * Every node yields the spans (first and last position) where it matches: a phrase its words at
 * consecutive positions; OR either side's; /n two non-overlapping spans, one of each side, at most n
 * positions apart (+n: the left one first); /s, /p (+s, +p) two such spans in one sentence or
 * paragraph; & both sides anywhere (the spans of both); % the left side's when the right side
 * matches nowhere. A chunk matches when the root yields a span.
 */
class BooleanMatcher final
{
    Q_DECLARE_TR_FUNCTIONS(BooleanMatcher)

public:
    /// Compiles query for a library whose terms are made by terms; an error (Usage) for a word
    /// that holds nothing to search for.
    static Result<BooleanMatcher> compile(const BooleanQuery& query, const LibraryTerms& terms);
    BooleanMatcher(BooleanMatcher&&) noexcept;
    BooleanMatcher& operator=(BooleanMatcher&&) noexcept;
    ~BooleanMatcher();

    /// The prefixes of the pattern slots (what expand() asks for), each once.
    std::vector<std::string> prefixes() const;
    /// Expands the pattern slots with expand(prefix) (index terms starting with prefix); an error
    /// when a pattern matches more than kMaxExpansion terms.
    Result<void> expand(const std::function<Result<std::vector<std::string>>(const std::string& prefix)>& expand);

    /// After expand(): the index terms of every slot (a chunk holding a slot's terms is a
    /// candidate for it), one group per slot, and the tree of how they combine.
    const std::vector<std::vector<std::string>>& slotTerms() const;
    /// After expand(): the chunks that may match, from the chunks holding each slot's terms (same
    /// order as slotTerms(), ascending): phrases and connectors intersect, OR unites, % keeps the left.
    std::vector<quint32> candidates(const std::vector<std::vector<quint32>>& slotChunks) const;
    /// The terms that score a hit: every slot's, except those only right of a %.
    std::vector<std::string> scoringTerms() const;
    /// The query's words as typed, for snippets.
    QStringList highlights() const;

    /// Whether the chunk with these positions satisfies the expression.
    bool matches(const ChunkPositions& chunk) const;

    /// Whether a term matches a pattern word (lower-cased, with * and a trailing !).
    static bool matchesPattern(std::string_view term, std::string_view pattern);

    static constexpr int kMaxExpansion = 1000;

private:
    struct Node;
    BooleanMatcher();
    std::unique_ptr<Node> m_root;
    std::vector<std::vector<std::string>> m_slotTerms; ///< by slot: its terms (sorted)
    std::vector<std::string> m_patterns;               ///< by slot: its pattern, or empty (exact terms)
    QStringList m_highlights;
};

} // namespace lmars::store
