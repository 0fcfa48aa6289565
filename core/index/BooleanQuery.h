// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace lmars::store {

/// How a library query is read.
enum class QuerySyntax
{
    Auto,    ///< Terms and Connectors when the text holds an operator or a quote, else natural language
    Natural, ///< natural language: ranked BM25 of its words (operators and quotes only separate words)
    Boolean  ///< Terms and Connectors (BooleanQuery)
};

/// "auto", "natural", "boolean" (CLI --syntax); false for an unknown name.
bool parseQuerySyntax(const QString& name, QuerySyntax* out);

/// One node of a Terms-and-Connectors expression.
struct BooleanNode
{
    enum class Kind
    {
        Word,   ///< one word: pattern (with * and a trailing !), exact (#), or plain (plurals match)
        Phrase, ///< words in this order at consecutive positions
        Or,
        And,               ///< & / AND: both anywhere in the passage
        ButNot,            ///< % / BUT NOT / AND NOT: the left and not the right anywhere in the passage
        Within,            ///< /n, w/n: at most distance words apart, either order
        Precedes,          ///< +n, pre/n: the left before the right, at most distance words on
        SameSentence,      ///< /s
        PrecedesSentence,  ///< +s
        SameParagraph,     ///< /p
        PrecedesParagraph, ///< +p
    };

    Kind kind = Kind::Word;
    QString word;                      ///< Word: lower-cased as typed ("negligen!", "jur**")
    bool exact = false;                ///< Word: # before it (no plurals)
    std::vector<BooleanNode> words;    ///< Phrase: its Word nodes
    int distance = 0;                  ///< Within, Precedes
    std::vector<BooleanNode> children; ///< the two operands of a connector

    bool isWildcard() const { return word.contains(QLatin1Char('*')) || word.endsWith(QLatin1Char('!')); }
};

/**
 * A Terms-and-Connectors expression as Westlaw documents it: quoted phrases; a space (or OR) between
 * terms means OR; & / AND; % / BUT NOT / AND NOT; /n and w/n (within n words), +n and pre/n (the
 * first precedes the second by at most n words); /s, w/s, +s (same sentence); /p, w/p, +p (same
 * paragraph); ! (root expander, at the end of a word) and * (one character; trailing ones: up to
 * that many); # before a word turns off plurals; parentheses. Connectors bind in the order OR,
 * /n +n, /s +s, /p +p, &, % unless parentheses say otherwise; a chain of one level groups to the
 * left. Keywords (AND, OR, NOT, BUT) are read in any case here; looksBoolean() only takes them in
 * capitals, so that "cats and dogs" stays a natural-language query.
 */
class BooleanQuery final
{
    Q_DECLARE_TR_FUNCTIONS(BooleanQuery)

public:
    /// The most words (a phrase's words counted) and the deepest parentheses an expression may hold.
    static constexpr qsizetype kMaxWords = 256;
    static constexpr int kMaxDepth = 64;

    /// The expression, or an error of kind Usage saying at which character (1-based) the text
    /// is wrong and what was expected there.
    static Result<BooleanQuery> parse(const QString& text);
    /// Whether auto-detection reads text as Terms and Connectors: a quote, &, %, a connector
    /// (/n w/n pre/n +n /s +s /p +p w/s w/p), a word ending in ! or holding *, or AND, OR, NOT in capitals.
    static bool looksBoolean(const QString& text);
    /// Whether a query is read as Terms and Connectors under syntax.
    static bool isBoolean(const QString& text, QuerySyntax syntax);

    const BooleanNode& root() const { return m_root; }
    /// The expression written back with parentheses around every connector (for messages and tests).
    QString toString() const;
    static QString toString(const BooleanNode& node);

    /// The largest n of /n and +n.
    static constexpr int kMaxDistance = 255;

private:
    BooleanNode m_root;
};

} // namespace lmars::store
