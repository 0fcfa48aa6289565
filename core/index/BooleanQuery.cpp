// SPDX-License-Identifier: GPL-3.0-or-later
#include "BooleanQuery.h"

#include <QRegularExpression>

#include <utility>

namespace lmars::store {

namespace {

using Kind = BooleanNode::Kind;

struct Token
{
    enum class Type
    {
        Word,
        Phrase,
        Open,
        Close,
        Or,
        And,
        ButNot,
        Connector,
        End
    };
    Type type = Type::End;
    QString text;     ///< as typed
    int position = 0; ///< 1-based character of its start
    Kind connector = Kind::Within;
    int distance = 0;
};

bool isQuote(QChar c)
{
    return c == QLatin1Char('"') || c == QChar(0x201C) || c == QChar(0x201D);
}

bool endsWord(QChar c)
{
    return c.isSpace() || c == QLatin1Char('(') || c == QLatin1Char(')') || isQuote(c) || c == QLatin1Char('&') ||
           c == QLatin1Char('%');
}

const QRegularExpression& connectorPattern()
{
    static const QRegularExpression re(QStringLiteral("^(w/|/|pre/|\\+)([0-9]+|s|p)$"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re;
}

Error syntaxError(int position, const QString& what)
{
    return Error(ErrorKind::Usage, BooleanQuery::tr("Character %1 of the search: %2").arg(position).arg(what));
}

/// Reads the expression's tokens; AND NOT and BUT NOT become one ButNot token.
Result<std::vector<Token>> lex(const QString& text)
{
    std::vector<Token> out;
    const int n = static_cast<int>(text.size());
    int i = 0;
    while (i < n) {
        const QChar c = text.at(i);
        if (c.isSpace()) {
            ++i;
            continue;
        }
        Token t;
        t.position = i + 1;
        if (c == QLatin1Char('(') || c == QLatin1Char(')')) {
            t.type = c == QLatin1Char('(') ? Token::Type::Open : Token::Type::Close;
            t.text = c;
            ++i;
        } else if (c == QLatin1Char('&') || c == QLatin1Char('%')) {
            t.type = c == QLatin1Char('&') ? Token::Type::And : Token::Type::ButNot;
            t.text = c;
            ++i;
        } else if (isQuote(c)) {
            int j = i + 1;
            while (j < n && !isQuote(text.at(j)))
                ++j;
            if (j >= n)
                return syntaxError(t.position, BooleanQuery::tr("the quotation mark opened here is not closed."));
            t.type = Token::Type::Phrase;
            t.text = text.mid(i + 1, j - i - 1);
            i = j + 1;
        } else {
            int j = i;
            while (j < n && !endsWord(text.at(j)))
                ++j;
            t.text = text.mid(i, j - i);
            i = j;
            const QString upper = t.text.toUpper();
            const QRegularExpressionMatch m = connectorPattern().match(t.text);
            if (m.hasMatch()) {
                const QString prefix = m.captured(1).toLower();
                const QString arg = m.captured(2).toLower();
                const bool ordered = prefix == QLatin1String("+") || prefix == QLatin1String("pre/");
                t.type = Token::Type::Connector;
                if (arg == QLatin1String("s")) {
                    t.connector = ordered ? Kind::PrecedesSentence : Kind::SameSentence;
                } else if (arg == QLatin1String("p")) {
                    t.connector = ordered ? Kind::PrecedesParagraph : Kind::SameParagraph;
                } else {
                    bool ok = false;
                    t.distance = arg.toInt(&ok);
                    if (!ok || t.distance < 1 || t.distance > BooleanQuery::kMaxDistance)
                        return syntaxError(t.position, BooleanQuery::tr("the number of words in \"%1\" must be "
                                                                        "between 1 and %2.")
                                                           .arg(t.text)
                                                           .arg(BooleanQuery::kMaxDistance));
                    t.connector = ordered ? Kind::Precedes : Kind::Within;
                }
            } else if (t.text.startsWith(QLatin1Char('/')) || t.text.startsWith(QLatin1Char('+')) ||
                       t.text.startsWith(QLatin1String("w/"), Qt::CaseInsensitive) ||
                       t.text.startsWith(QLatin1String("pre/"), Qt::CaseInsensitive)) {
                return syntaxError(t.position, BooleanQuery::tr("\"%1\" is not a connector: expected a number, s "
                                                                "or p after it (/3, +5, /s, /p).")
                                                   .arg(t.text));
            } else if (upper == QLatin1String("OR")) {
                t.type = Token::Type::Or;
            } else if (upper == QLatin1String("AND")) {
                t.type = Token::Type::And;
            } else if (upper == QLatin1String("NOT") || upper == QLatin1String("BUT")) {
                const bool afterAnd = !out.empty() && out.back().type == Token::Type::And &&
                                      out.back().text.toUpper() == QLatin1String("AND");
                if (upper == QLatin1String("NOT") && afterAnd) {
                    out.back().type = Token::Type::ButNot; // AND NOT
                    out.back().text += QLatin1String(" NOT");
                    continue;
                }
                if (upper == QLatin1String("NOT"))
                    return syntaxError(t.position, BooleanQuery::tr("NOT must follow AND or BUT (\"AND NOT\", "
                                                                    "\"BUT NOT\"); put a word to search for in "
                                                                    "quotation marks."));
                t.type = Token::Type::ButNot; // BUT: NOT must follow
                int k = i;
                while (k < n && text.at(k).isSpace())
                    ++k;
                int e = k;
                while (e < n && !endsWord(text.at(e)))
                    ++e;
                if (text.mid(k, e - k).toUpper() != QLatin1String("NOT"))
                    return syntaxError(k + 1, BooleanQuery::tr("expected NOT after BUT."));
                t.text = QStringLiteral("BUT NOT");
                i = e;
            } else {
                t.type = Token::Type::Word;
            }
        }
        out.push_back(std::move(t));
    }
    Token end;
    end.position = n + 1;
    out.push_back(end);
    return out;
}

/// The binding levels, loosest first.
enum class Level
{
    ButNot,
    And,
    Paragraph,
    Sentence,
    Distance,
    Or
};

class Parser
{
public:
    explicit Parser(std::vector<Token> tokens) : m_tokens(std::move(tokens)) {}

    Result<BooleanNode> parseAll()
    {
        auto node = parseLevel(Level::ButNot);
        if (!node)
            return node;
        const Token& t = peek();
        if (t.type == Token::Type::Close)
            return syntaxError(t.position, BooleanQuery::tr("this \")\" closes no \"(\"."));
        if (t.type != Token::Type::End)
            return syntaxError(t.position, BooleanQuery::tr("expected a connector before \"%1\".").arg(t.text));
        return node;
    }

private:
    int m_depth = 0; ///< parentheses open around the token being read

    const Token& peek() const { return m_tokens[m_next]; }
    const Token& take() { return m_tokens[m_next++]; }

    static bool startsOperand(const Token& t)
    {
        return t.type == Token::Type::Word || t.type == Token::Type::Phrase || t.type == Token::Type::Open;
    }

    static bool atLevel(const Token& t, Level level)
    {
        switch (level) {
        case Level::ButNot:
            return t.type == Token::Type::ButNot;
        case Level::And:
            return t.type == Token::Type::And;
        case Level::Paragraph:
            return t.type == Token::Type::Connector &&
                   (t.connector == Kind::SameParagraph || t.connector == Kind::PrecedesParagraph);
        case Level::Sentence:
            return t.type == Token::Type::Connector &&
                   (t.connector == Kind::SameSentence || t.connector == Kind::PrecedesSentence);
        case Level::Distance:
            return t.type == Token::Type::Connector && (t.connector == Kind::Within || t.connector == Kind::Precedes);
        case Level::Or:
            return t.type == Token::Type::Or || startsOperand(t);
        }
        return false;
    }

    Result<BooleanNode> parseLevel(Level level)
    {
        if (level == Level::Or) {
            auto left = parsePrimary();
            if (!left)
                return left;
            BooleanNode node = std::move(left.value());
            while (atLevel(peek(), Level::Or)) {
                if (peek().type == Token::Type::Or)
                    take();
                auto right = parsePrimary();
                if (!right)
                    return right;
                node = combine(Kind::Or, 0, std::move(node), std::move(right.value()));
            }
            return node;
        }
        const auto tighter = static_cast<Level>(static_cast<int>(level) + 1);
        auto left = parseLevel(tighter);
        if (!left)
            return left;
        BooleanNode node = std::move(left.value());
        while (atLevel(peek(), level)) {
            const Token op = take();
            auto right = parseLevel(tighter);
            if (!right)
                return right;
            const Kind kind = op.type == Token::Type::And      ? Kind::And
                              : op.type == Token::Type::ButNot ? Kind::ButNot
                                                               : op.connector;
            node = combine(kind, op.distance, std::move(node), std::move(right.value()));
        }
        return node;
    }

    static BooleanNode combine(Kind kind, int distance, BooleanNode left, BooleanNode right)
    {
        BooleanNode node;
        node.kind = kind;
        node.distance = distance;
        node.children.push_back(std::move(left));
        node.children.push_back(std::move(right));
        return node;
    }

    Result<BooleanNode> parsePrimary()
    {
        const Token& t = peek();
        if (t.type == Token::Type::Open) {
            const int open = t.position;
            if (m_depth == BooleanQuery::kMaxDepth)
                return syntaxError(
                    open, BooleanQuery::tr("parentheses nest more than %1 deep.").arg(BooleanQuery::kMaxDepth));
            take();
            ++m_depth;
            auto inner = parseLevel(Level::ButNot);
            --m_depth;
            if (!inner)
                return inner;
            if (peek().type != Token::Type::Close)
                return syntaxError(peek().position,
                                   BooleanQuery::tr("expected \")\" to close the \"(\" at character %1.").arg(open));
            take();
            return inner;
        }
        if (t.type == Token::Type::Word) {
            take();
            return word(t.text, t.position);
        }
        if (t.type == Token::Type::Phrase) {
            take();
            BooleanNode phrase;
            phrase.kind = Kind::Phrase;
            const QStringList parts = t.text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
            if (parts.isEmpty())
                return syntaxError(t.position, BooleanQuery::tr("the quotation marks hold no words."));
            for (const QString& part : parts) {
                auto w = word(part, t.position);
                if (!w)
                    return w;
                phrase.words.push_back(std::move(w.value()));
            }
            if (phrase.words.size() == 1)
                return std::move(phrase.words.front());
            return phrase;
        }
        if (t.type == Token::Type::End)
            return syntaxError(t.position, m_next == 0 ? BooleanQuery::tr("expected a word or a quoted phrase.")
                                                       : BooleanQuery::tr("expected a word, a quoted phrase or "
                                                                          "\"(\" after \"%1\".")
                                                             .arg(m_tokens[m_next - 1].text));
        return syntaxError(t.position,
                           BooleanQuery::tr("expected a word, a quoted phrase or \"(\" before \"%1\".").arg(t.text));
    }

    static Result<BooleanNode> word(QString text, int position)
    {
        BooleanNode node;
        if (text.startsWith(QLatin1Char('#'))) {
            node.exact = true;
            text.remove(0, 1);
            ++position;
        }
        if (text.isEmpty())
            return syntaxError(position, BooleanQuery::tr("expected a word after \"#\"."));
        if (text.startsWith(QLatin1Char('*')) || text.startsWith(QLatin1Char('!')))
            return syntaxError(position, BooleanQuery::tr("a word cannot begin with \"%1\": put at least one "
                                                          "letter before it.")
                                             .arg(text.at(0)));
        const qsizetype bang = text.indexOf(QLatin1Char('!'));
        if (bang >= 0 && bang != text.size() - 1)
            return syntaxError(position + static_cast<int>(bang),
                               BooleanQuery::tr("\"!\" can only end a word (negligen!)."));
        node.kind = Kind::Word;
        node.word = text.toLower();
        return node;
    }

    std::vector<Token> m_tokens;
    size_t m_next = 0;
};

QString connectorText(const BooleanNode& node)
{
    switch (node.kind) {
    case Kind::Or:
        return QStringLiteral("OR");
    case Kind::And:
        return QStringLiteral("&");
    case Kind::ButNot:
        return QStringLiteral("%");
    case Kind::Within:
        return QStringLiteral("/%1").arg(node.distance);
    case Kind::Precedes:
        return QStringLiteral("+%1").arg(node.distance);
    case Kind::SameSentence:
        return QStringLiteral("/s");
    case Kind::PrecedesSentence:
        return QStringLiteral("+s");
    case Kind::SameParagraph:
        return QStringLiteral("/p");
    case Kind::PrecedesParagraph:
        return QStringLiteral("+p");
    case Kind::Word:
    case Kind::Phrase:
        break;
    }
    return {};
}

} // namespace

bool parseQuerySyntax(const QString& name, QuerySyntax* out)
{
    const QString wanted = name.trimmed().toLower();
    if (wanted == QLatin1String("auto"))
        *out = QuerySyntax::Auto;
    else if (wanted == QLatin1String("natural"))
        *out = QuerySyntax::Natural;
    else if (wanted == QLatin1String("boolean"))
        *out = QuerySyntax::Boolean;
    else
        return false;
    return true;
}

Result<BooleanQuery> BooleanQuery::parse(const QString& text)
{
    auto tokens = lex(text);
    if (!tokens)
        return tokens.error();
    // The matcher walks the expression recursively: a pasted page with a quote in it would be an
    // OR of every word, nested as deep as it is long.
    qsizetype words = 0;
    for (const Token& t : tokens.value()) {
        if (t.type == Token::Type::Word)
            ++words;
        else if (t.type == Token::Type::Phrase)
            words += t.text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts).size();
        if (words > kMaxWords)
            return syntaxError(t.position, tr("the search holds more than %1 words: shorten it, or search it "
                                              "as natural language.")
                                               .arg(kMaxWords));
    }
    Parser parser(std::move(tokens.value()));
    auto root = parser.parseAll();
    if (!root)
        return root.error();
    BooleanQuery query;
    query.m_root = std::move(root.value());
    return query;
}

bool BooleanQuery::looksBoolean(const QString& text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool afterAlnum = i > 0 && text.at(i - 1).isLetterOrNumber();
        const bool beforeAlnum = i + 1 < text.size() && text.at(i + 1).isLetterOrNumber();
        // "10% shareholder" is a percentage and "AT&T" or "M&A" a name, not BUT NOT and AND.
        if (c == QLatin1Char('%') && i > 0 && text.at(i - 1).isDigit())
            continue;
        if (c == QLatin1Char('&') && afterAlnum && beforeAlnum)
            continue;
        if (isQuote(c) || c == QLatin1Char('&') || c == QLatin1Char('%'))
            return true;
    }
    const QStringList words = text.split(QRegularExpression(QStringLiteral("[\\s()]+")), Qt::SkipEmptyParts);
    for (const QString& w : words) {
        if (connectorPattern().match(w).hasMatch())
            return true;
        if (w == QLatin1String("AND") || w == QLatin1String("OR") || w == QLatin1String("NOT"))
            return true;
        if (w.size() > 1 && w.endsWith(QLatin1Char('!')) && w.at(w.size() - 2).isLetterOrNumber())
            return true;
        if (w.size() > 1 && w.contains(QLatin1Char('*')) && w.at(0).isLetterOrNumber())
            return true;
    }
    return false;
}

bool BooleanQuery::isBoolean(const QString& text, QuerySyntax syntax)
{
    switch (syntax) {
    case QuerySyntax::Natural:
        return false;
    case QuerySyntax::Boolean:
        return true;
    case QuerySyntax::Auto:
        break;
    }
    return looksBoolean(text);
}

QString BooleanQuery::toString() const
{
    return toString(m_root);
}

QString BooleanQuery::toString(const BooleanNode& node)
{
    switch (node.kind) {
    case Kind::Word:
        return (node.exact ? QStringLiteral("#") : QString()) + node.word;
    case Kind::Phrase: {
        QStringList words;
        for (const BooleanNode& w : node.words)
            words << toString(w);
        return QLatin1Char('"') + words.join(QLatin1Char(' ')) + QLatin1Char('"');
    }
    default:
        break;
    }
    return QStringLiteral("(%1 %2 %3)")
        .arg(toString(node.children[0]), connectorText(node), toString(node.children[1]));
}

} // namespace lmars::store
