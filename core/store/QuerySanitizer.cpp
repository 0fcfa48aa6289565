// SPDX-License-Identifier: GPL-3.0-or-later
#include "QuerySanitizer.h"

#include "store/TextSegmenter.h"

#include <QSet>

namespace lmars::store {

namespace {

struct Token
{
    QString text;
    bool cjk = false;
};

/// Splits into runs of word characters (letters, digits, marks) and CJK runs; all else separates.
QList<Token> tokens(const QString& text)
{
    QList<Token> out;
    Token current;
    auto push = [&]() {
        if (!current.text.isEmpty())
            out << current;
        current = Token();
    };
    for (int i = 0; i < text.size(); ++i) {
        const QChar ch = text.at(i);
        char32_t cp = ch.unicode();
        int width = 1;
        if (ch.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            cp = QChar::surrogateToUcs4(ch, text.at(i + 1));
            width = 2;
        }
        const bool cjk = TextSegmenter::isCjk(cp);
        const bool word = cjk || QChar::isLetterOrNumber(cp) || QChar::isMark(cp);
        if (!word || cjk != current.cjk)
            push();
        if (word) {
            current.cjk = cjk;
            current.text += text.mid(i, width);
        }
        i += width - 1;
    }
    push();
    return out;
}

/// Chinese function characters: a CJK bigram made only of these carries no topic.
bool isFunctionBigram(const QString& gram)
{
    static const QString function =
        QStringLiteral("的了吗呢吧啊是在有和与就都也么什怎样这那我你他她它们个不没要会可以能还对把被给从到为而又很");
    for (const QChar ch : gram) {
        if (!function.contains(ch))
            return false;
    }
    return true;
}

} // namespace

bool QuerySanitizer::isStopword(const QString& w)
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
        const char* const list[] = {
            "a",     "about",   "above",  "after", "again",   "against", "all",     "also",    "am",     "an",
            "and",   "any",     "are",    "as",    "at",      "be",      "because", "been",    "before", "being",
            "below", "between", "both",   "but",   "by",      "can",     "could",   "did",     "do",     "does",
            "doing", "down",    "during", "each",  "few",     "for",     "from",    "further", "had",    "has",
            "have",  "having",  "he",     "her",   "here",    "hers",    "him",     "his",     "how",    "i",
            "if",    "in",      "into",   "is",    "it",      "its",     "itself",  "just",    "me",     "more",
            "most",  "my",      "no",     "nor",   "not",     "now",     "of",      "off",     "on",     "once",
            "only",  "or",      "other",  "our",   "out",     "over",    "own",     "same",    "she",    "should",
            "so",    "some",    "such",   "than",  "that",    "the",     "their",   "them",    "then",   "there",
            "these", "they",    "this",   "those", "through", "to",      "too",     "under",   "until",  "up",
            "very",  "was",     "we",     "were",  "what",    "when",    "where",   "which",   "while",  "who",
            "whom",  "why",     "will",   "with",  "would",   "you",     "your",    "near",    "must",   "may",
            "shall"};
        for (const char* word : list)
            s.insert(QLatin1String(word));
        return s;
    }();
    return words.contains(w);
}

QString QuerySanitizer::quote(const QString& term)
{
    QString escaped = term;
    escaped.remove(QChar(0)); // FTS5's query parser ends the string at a NUL: "unterminated string"
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

namespace {

QString joinQuoted(const QStringList& terms, const QString& op)
{
    QStringList quoted;
    for (const QString& term : terms)
        quoted << QuerySanitizer::quote(term);
    return quoted.join(op);
}

} // namespace

QString QuerySanitizer::anyOf(const QStringList& terms)
{
    return joinQuoted(terms, QStringLiteral(" OR "));
}

QString QuerySanitizer::allOf(const QStringList& terms)
{
    return joinQuoted(terms, QStringLiteral(" AND "));
}

FtsQuery QuerySanitizer::build(const QString& text, LibraryTokenizer tokenizer)
{
    const bool trigram = tokenizer == LibraryTokenizer::Trigram;
    FtsQuery query;
    QStringList content;
    QStringList stop;
    for (const Token& token : tokens(text)) {
        query.highlights << token.text;
        if (token.cjk) {
            for (const QString& gram : TextSegmenter::ngrams(token.text, trigram ? 3 : 2)) {
                if (trigram && gram.size() < 3)
                    continue;
                (isFunctionBigram(gram) ? stop : content) << gram;
            }
            continue;
        }
        const QString word = token.text.toLower();
        if (trigram && word.size() < 3)
            continue;
        (isStopword(word) ? stop : content) << word;
    }
    QStringList terms = content.isEmpty() ? stop : content;
    terms.removeDuplicates();
    if (terms.size() > kMaxTerms)
        terms = terms.mid(0, kMaxTerms);
    query.terms = terms;
    query.match = anyOf(terms);
    query.highlights.removeDuplicates();
    return query;
}

QString QuerySanitizer::phrase(const QString& text, LibraryTokenizer tokenizer, const QString& column)
{
    QStringList parts;
    for (const Token& token : tokens(text)) {
        if (token.cjk && tokenizer != LibraryTokenizer::Trigram)
            parts << TextSegmenter::ngrams(token.text, 2);
        else
            parts << token.text.toLower();
    }
    if (parts.isEmpty())
        return {};
    // The trigram tokenizer matches the raw substring, separators included.
    const QString body = tokenizer == LibraryTokenizer::Trigram ? quote(text.simplified().toLower())
                                                                : quote(parts.join(QLatin1Char(' ')));
    return column.isEmpty() ? body : column + QStringLiteral(" : ") + body;
}

} // namespace lmars::store
