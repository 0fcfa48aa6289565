// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/LibraryStore.h"

#include <QString>
#include <QStringList>

namespace lmars::store {

/// A user query turned into a safe FTS5 MATCH expression.
struct FtsQuery
{
    QString match;          ///< OR of quoted terms; empty when the query has no searchable term
    QStringList terms;      ///< the index terms (lower-cased words, CJK n-grams)
    QStringList highlights; ///< words and CJK runs of the query, for snippets
    bool isEmpty() const { return match.isEmpty(); }
};

/**
 * Builds FTS5 queries from free text. Every term is emitted as a double-quoted string, so
 * quotes, operators (AND, OR, NOT, NEAR), '*', '^', ':', parentheses and any other punctuation in
 * the input are plain text and never an FTS5 syntax error. English stop words are dropped (unless
 * nothing else is left); CJK runs become bigrams (unicode61/porter) or trigrams (trigram index).
 */
class QuerySanitizer final
{
public:
    static FtsQuery build(const QString& text, LibraryTokenizer tokenizer);
    /// A phrase expression matching text as consecutive terms, optionally limited to one column.
    static QString phrase(const QString& text, LibraryTokenizer tokenizer, const QString& column = {});
    /// FTS5 string literal: "text" with inner double quotes doubled.
    static QString quote(const QString& term);
    /// "a" OR "b" … / "a" AND "b" … of quoted index terms.
    static QString anyOf(const QStringList& terms);
    static QString allOf(const QStringList& terms);
    static bool isStopword(const QString& lowerWord);

    static constexpr int kMaxTerms = 48;
};

} // namespace lmars::store
