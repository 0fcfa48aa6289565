// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace lmars::store {

class Analyzer;

/// A user query as index terms.
struct QueryTerms
{
    std::vector<std::string> terms; ///< distinct query terms (the Analyzer's), at most kMaxTerms
    QStringList highlights;         ///< words and CJK runs of the query, for snippets
    bool isEmpty() const { return terms.empty(); }
};

/**
 * Turns free text into index terms. Anything a user types is plain text: punctuation,
 * operators and quotes only separate words. English stop words are dropped (unless nothing else
 * is left), as are CJK bigrams made only of function characters (的, 了, 吗 …).
 */
class QuerySanitizer final
{
public:
    static QueryTerms build(const QString& text, const Analyzer& terms);
    /// The index terms of a phrase, stop words included (a reference such as "Article 33").
    static std::vector<std::string> phraseTerms(const QString& text, const Analyzer& terms);
    static bool isStopword(const QString& lowerWord);

    static constexpr int kMaxTerms = 48;
};

} // namespace lmars::store
