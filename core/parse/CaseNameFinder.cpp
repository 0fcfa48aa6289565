// SPDX-License-Identifier: GPL-3.0-or-later
#include "CaseNameFinder.h"

#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace lmars::parse {

namespace {

struct Token
{
    int start;
    int end;
    QString word; ///< without surrounding markup (* _ quotes)
};

const QSet<QString>& plaintiffConnectors()
{
    static const QSet<QString> words = {QStringLiteral("of"),    QStringLiteral("the"),  QStringLiteral("and"),
                                        QStringLiteral("&"),     QStringLiteral("for"),  QStringLiteral("de"),
                                        QStringLiteral("la"),    QStringLiteral("del"),  QStringLiteral("von"),
                                        QStringLiteral("van"),   QStringLiteral("ex"),   QStringLiteral("rel."),
                                        QStringLiteral("re"),    QStringLiteral("et"),   QStringLiteral("al."),
                                        QStringLiteral("parte"), QStringLiteral("d/b/a")};
    return words;
}

const QSet<QString>& defendantConnectors()
{
    static const QSet<QString> words = [] {
        QSet<QString> set = plaintiffConnectors();
        for (const char* w : {"in", "on", "to", "at", "by", "a", "an", "as", "from", "under"})
            set.insert(QString::fromLatin1(w));
        return set;
    }();
    return words;
}

const QSet<QString>& signals()
{
    static const QSet<QString> words = {
        QStringLiteral("see"),     QStringLiteral("see,"),     QStringLiteral("also"),    QStringLiteral("cf."),
        QStringLiteral("but"),     QStringLiteral("accord"),   QStringLiteral("accord,"), QStringLiteral("e.g.,"),
        QStringLiteral("e.g."),    QStringLiteral("compare"),  QStringLiteral("with"),    QStringLiteral("citing"),
        QStringLiteral("quoting"), QStringLiteral("and"),      QStringLiteral("under"),   QStringLiteral("in"),
        QStringLiteral("contra"),  QStringLiteral("generally")};
    return words;
}

/// A word ending in a period that is not an abbreviation used in case names ("held.", "Hest.",
/// "Court."): the sentence before the name ends there. Short words ("Co.", "Pa.", "J.") and words
/// with inner periods ("U.S.") count as abbreviations.
bool endsSentence(const QString& word)
{
    if (!word.endsWith(QLatin1Char('.')))
        return false;
    const QString stem = word.left(word.size() - 1);
    if (stem.size() <= 3 || stem.contains(QLatin1Char('.')))
        return false;
    static const QSet<QString> abbreviations = [] {
        QSet<QString> set;
        for (const char* w :
             {"corp",   "bros",  "univ",     "cnty",    "dist",  "mgmt",   "mass",   "conn",    "mich",  "wash",
              "minn",   "tenn",  "ariz",     "colo",    "okla",  "calif",  "assn",   "dept",    "comm",  "intl",
              "natl",   "govt",  "mfrs",     "techs",   "tech",  "enters", "invs",   "prods",   "servs", "auth",
              "admin",  "hosp",  "envtl",    "found",   "hous",  "indus",  "publ",   "transp",  "util",  "elec",
              "assocs", "equip", "holdings", "inds",    "props", "sols",   "comp",   "educ",    "cmty",  "metro",
              "regl",   "guar",  "info",     "pharms",  "contr", "engg",   "constr", "distrib", "entm",  "mktg",
              "prof",   "prop",  "rlty",     "pship",   "emps",  "empls",  "exch",   "const",   "coll",  "corr",
              "indem",  "chem",  "commn",    "commcns", "ctys",  "secs",   "hldgs",  "prot",    "rehab", "rsch",
              "schs",   "tchrs", "unif",     "vill",    "assoc", "entmt",  "elecs",  "wyo",     "mont",  "wisc",
              "nebr",   "penn",  "okla",     "agric",   "fidel", "mktg",   "socy",   "twps",    "ints",  "invest",
              "ltda",   "cos",   "mortg",    "ctr",     "ctrs",  "hosps",  "pers",   "ests",    "fin",   "grp"})
            set.insert(QString::fromLatin1(w));
        return set;
    }();
    QString key = stem.toLower();
    key.remove(QLatin1Char('\''));
    key.remove(QChar(0x2019));
    return !abbreviations.contains(key);
}

/// Signals that open a citation clause: the name starts after them.
bool isStrongSignal(const QString& lower)
{
    static const QSet<QString> words = {QStringLiteral("see"),    QStringLiteral("see,"),    QStringLiteral("cf."),
                                        QStringLiteral("but"),    QStringLiteral("accord"),  QStringLiteral("accord,"),
                                        QStringLiteral("e.g.,"),  QStringLiteral("e.g."),    QStringLiteral("compare"),
                                        QStringLiteral("citing"), QStringLiteral("quoting"), QStringLiteral("contra")};
    return words.contains(lower);
}

QString stripMarkup(QString word)
{
    static const QString markup = QStringLiteral("*_\"“”'‘’[](");
    while (!word.isEmpty() && markup.contains(word.front()))
        word.remove(0, 1);
    while (!word.isEmpty() && (word.back() == QLatin1Char('*') || word.back() == QLatin1Char('_') ||
                               word.back() == QLatin1Char('"') || word.back() == QChar(0x201D)))
        word.chop(1);
    return word;
}

bool startsUpperOrDigit(const QString& word)
{
    return !word.isEmpty() && (word.front().isUpper() || word.front().isDigit());
}

/// The words before the comma that ends at `citationStart` (nearest first), at most `limit`.
QList<Token> wordsBefore(const QString& text, int citationStart, int limit, int floor, bool commaNeeded = true)
{
    QList<Token> tokens;
    int i = citationStart;
    while (i > floor && text.at(i - 1).isSpace())
        --i;
    if (i <= floor)
        return tokens;
    const bool comma = text.at(i - 1) == QLatin1Char(',');
    if (!comma && commaNeeded)
        return tokens;
    int pos = comma ? i - 1 : i;
    while (tokens.size() < limit) {
        int newlines = 0;
        while (pos > 0 && text.at(pos - 1).isSpace()) {
            if (text.at(pos - 1) == QLatin1Char('\n'))
                ++newlines;
            --pos;
        }
        if (pos <= floor || newlines > 1)
            break;
        // A name may wrap from a long line of a paragraph, not continue a short heading line.
        if (newlines == 1) {
            const int lineStart = std::max(floor, int(text.lastIndexOf(QLatin1Char('\n'), pos - 1)) + 1);
            if (pos - lineStart < 40)
                break;
        }
        const int end = pos;
        while (pos > 0 && !text.at(pos - 1).isSpace())
            --pos;
        if (pos < floor)
            break;
        tokens << Token{pos, end, text.mid(pos, end - pos)};
    }
    return tokens;
}

/// A word that ends the sentence or clause before a name: "...;", "...:", "...)", "...).",
/// "462." (a number closing the previous sentence), "(1999)."
bool endsClause(const QString& raw)
{
    if (raw.endsWith(QLatin1Char(';')) || raw.endsWith(QLatin1Char(':')) || raw.endsWith(QLatin1Char(')')) ||
        raw.endsWith(QLatin1String(").")) || raw.endsWith(QLatin1String("),")) || raw.endsWith(QLatin1String("].")))
        return true;
    if (raw.endsWith(QLatin1Char('.')) && raw.size() > 1) {
        bool numeric = true;
        for (int i = 0; i < raw.size() - 1 && numeric; ++i)
            numeric = raw.at(i).isDigit() || raw.at(i) == QLatin1Char('-') || raw.at(i) == QChar(0x2013);
        return numeric;
    }
    return false;
}

CaseNameSpan spanOf(const QString& text, const QList<Token>& kept)
{
    if (kept.isEmpty())
        return {};
    // kept is nearest first; the name runs from the last kept token to the first.
    int start = kept.last().start;
    while (start < text.size() && QStringLiteral("*_\"“‘([").contains(text.at(start)))
        ++start;
    QStringList words;
    for (int i = int(kept.size()) - 1; i >= 0; --i)
        words << stripMarkup(kept.at(i).word);
    QString name = words.join(QLatin1Char(' ')).simplified();
    while (name.endsWith(QLatin1Char('*')) || name.endsWith(QLatin1Char('_')) || name.endsWith(QLatin1Char(',')))
        name.chop(1);
    CaseNameSpan span;
    span.start = start;
    span.name = name;
    return span;
}

/// Drops introductory signals and lower-case words from the far end of `kept` (nearest first).
void dropLeadingSignals(QList<Token>& kept)
{
    while (!kept.isEmpty()) {
        const QString word = stripMarkup(kept.last().word);
        const QString lower = word.toLower();
        const bool inRe = lower == QLatin1String("in") && kept.size() >= 2 &&
                          stripMarkup(kept.at(kept.size() - 2).word).toLower() == QLatin1String("re");
        if ((signals().contains(lower) && !inRe) || (!word.isEmpty() && word.front().isLower() && !inRe))
            kept.removeLast();
        else
            break;
    }
}

/// What may stand between a case name and its citation, stepped over backwards from
/// `citationStart`: returns where the name's words end, with the year and court of a parenthetical.
struct Gap
{
    int end = 0;
    int year = 0;
    QString court;
};

Gap gapBefore(const QString& text, int citationStart, int floor)
{
    static const QRegularExpression opener(QStringLiteral("[\\[(]\\s*$"));
    static const QRegularExpression dated(
        QStringLiteral("\\((?<court>[^()]{0,50}?)\\b(?<year>1[6-9]\\d\\d|20\\d\\d)\\)\\s*,?\\s*$"));
    static const QRegularExpression louisiana(
        QStringLiteral("\\d{2,4}-\\d{2,6}(?:\\s*,\\s*p{1,2}\\.\\s*\\d+)?\\s*\\([^()]{2,40}\\)\\s*,\\s*$"));
    static const QRegularExpression docket(
        QStringLiteral("(?<=,)\\s*No(?:s)?\\.\\s+[\\w.:\\- ]{1,30}?(?:\\s*\\([A-Z]{2,6}\\))?\\s*,\\s*$"));
    // A bankruptcy case's second name: "Styler v. Tall Oaks, Inc. (In re Hatch), 93 B.R. 263"; the
    // parties stand before it.
    static const QRegularExpression alsoNamed(
        QStringLiteral("\\((?:In re|In Re|Matter of|In the Matter of|Ex parte)\\s[^()]{1,60}\\)\\s*,?\\s*$"));
    Gap gap;
    gap.end = citationStart;
    const auto lastBefore = [&](int pos) {
        while (pos > floor && text.at(pos - 1).isSpace())
            --pos;
        return pos > floor ? pos - 1 : -1;
    };
    for (int step = 0; step < 4; ++step) {
        // Most citations follow a name and a comma: only a bracket, a parenthesis or a docket
        // number before that comma can be a gap, so the patterns run only then.
        const int last = lastBefore(gap.end);
        if (last < 0)
            break;
        const QChar c = text.at(last);
        const int beforeComma = c == QLatin1Char(',') ? lastBefore(last) : last;
        const bool bracket = c == QLatin1Char('(') || c == QLatin1Char('[');
        const bool closing = beforeComma >= 0 && text.at(beforeComma) == QLatin1Char(')');
        const int from = std::max(floor, gap.end - 120);
        const QStringView window = QStringView(text).mid(from, gap.end - from);
        const bool numbered = c == QLatin1Char(',') && window.contains(QLatin1String("No"));
        if (!bracket && !closing && !numbered)
            break;
        QRegularExpressionMatch m;
        if (closing && gap.year == 0) {
            m = dated.match(window);
            if (m.hasMatch()) {
                gap.year = m.captured(QStringLiteral("year")).toInt();
                gap.court = m.captured(QStringLiteral("court")).simplified();
                gap.end = from + int(m.capturedStart());
                continue;
            }
        }
        bool stepped = false;
        for (const QRegularExpression* re : {&opener, &louisiana, &docket, &alsoNamed}) {
            m = re->match(window);
            if (m.hasMatch()) {
                gap.end = from + int(m.capturedStart());
                stepped = true;
                break;
            }
        }
        if (!stepped)
            break;
    }
    return gap;
}

} // namespace

CaseNameSpan CaseNameFinder::fullNameBefore(const QString& text, int citationStart, int floor)
{
    const Gap gap = gapBefore(text, citationStart, floor);
    const QList<Token> tokens = wordsBefore(text, gap.end, 24, floor, false);
    QList<Token> kept;
    bool seenV = false;
    int partWords = 0;
    for (int i = 0; i < tokens.size(); ++i) {
        const Token& token = tokens.at(i);
        const QString word = stripMarkup(token.word);
        if (word.isEmpty())
            break;
        if (i > 0 && endsClause(token.word))
            break;
        const QString lower = word.toLower();
        if (lower == QLatin1String("v.") || lower == QLatin1String("vs.") || lower == QLatin1String("v")) {
            if (seenV || partWords == 0)
                break;
            seenV = true;
            partWords = 0;
            kept << token;
            continue;
        }
        const QSet<QString>& connectors = seenV ? plaintiffConnectors() : defendantConnectors();
        const bool sentenceEnd = i > 0 && endsSentence(word);
        if (sentenceEnd)
            break;
        if (!startsUpperOrDigit(word) && !connectors.contains(lower) && (seenV || !signals().contains(lower)))
            break;
        if (++partWords > (seenV ? 9 : 12))
            break;
        kept << token;
        if (isStrongSignal(lower) || token.word.startsWith(QLatin1Char('(')) || token.word.startsWith(QLatin1Char('[')))
            break;
    }
    dropLeadingSignals(kept);
    if (kept.isEmpty())
        return {};
    const CaseNameSpan span = spanOf(text, kept);
    const QString& name = span.name;
    // Parties on both sides of "v." (a plaintiff named "Viking" starts with a v too).
    const QString first = stripMarkup(kept.last().word).toLower();
    const bool hasParties =
        seenV && first != QLatin1String("v.") && first != QLatin1String("v") && first != QLatin1String("vs.");
    static const QStringList prefixes = {QStringLiteral("In re "),
                                         QStringLiteral("In Re "),
                                         QStringLiteral("Ex parte "),
                                         QStringLiteral("Matter of "),
                                         QStringLiteral("In the Matter of "),
                                         QStringLiteral("Estate of "),
                                         QStringLiteral("Application of "),
                                         QStringLiteral("Petition of ")};
    bool named = hasParties;
    for (const QString& prefix : prefixes)
        named = named || name.startsWith(prefix);
    if (!named)
        return {};
    CaseNameSpan out = span;
    out.year = gap.year;
    out.court = gap.court;
    return out;
}

CaseNameSpan CaseNameFinder::shortNameBefore(const QString& text, int citationStart, int floor)
{
    const QList<Token> tokens = wordsBefore(text, citationStart, 5, floor);
    QList<Token> kept;
    for (int i = 0; i < tokens.size(); ++i) {
        const QString word = stripMarkup(tokens.at(i).word);
        const QString lower = word.toLower();
        if (word.isEmpty() || (i > 0 && endsClause(tokens.at(i).word)))
            break;
        if (!startsUpperOrDigit(word) && lower != QLatin1String("v.") && !plaintiffConnectors().contains(lower))
            break;
        if (signals().contains(lower))
            break;
        kept << tokens.at(i);
        if (kept.size() == 4)
            break;
    }
    dropLeadingSignals(kept);
    return spanOf(text, kept);
}

} // namespace lmars::parse
