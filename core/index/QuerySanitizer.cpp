// SPDX-License-Identifier: GPL-3.0-or-later
#include "QuerySanitizer.h"

#include "index/Analyzer.h"
#include "index/TextSegmenter.h"

#include <QList>
#include <QSet>

#include <algorithm>

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

namespace {

void addDistinct(std::vector<std::string>& to, const std::vector<std::string>& terms)
{
    for (const std::string& term : terms) {
        if (std::find(to.begin(), to.end(), term) == to.end())
            to.push_back(term);
    }
}

} // namespace

QueryTerms QuerySanitizer::build(const QString& text, const Analyzer& terms)
{
    QueryTerms query;
    std::vector<std::string> content;
    std::vector<std::string> stop;
    for (const Token& token : tokens(text)) {
        query.highlights << token.text;
        if (token.cjk) {
            for (const std::string& gram : terms.ofToken(token.text, true))
                addDistinct(isFunctionBigram(QString::fromStdString(gram)) ? stop : content, {gram});
            continue;
        }
        addDistinct(isStopword(token.text.toLower()) ? stop : content, terms.ofToken(token.text, false));
    }
    query.terms = content.empty() ? stop : content;
    if (query.terms.size() > static_cast<size_t>(kMaxTerms))
        query.terms.resize(kMaxTerms);
    query.highlights.removeDuplicates();
    return query;
}

std::vector<std::string> QuerySanitizer::phraseTerms(const QString& text, const Analyzer& terms)
{
    std::vector<std::string> out;
    for (const Token& token : tokens(text))
        addDistinct(out, terms.ofToken(token.text, token.cjk));
    return out;
}

} // namespace lmars::store
