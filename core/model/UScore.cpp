// SPDX-License-Identifier: GPL-3.0-or-later
#include "UScore.h"

#include "common/JsonUtil.h"
#include "model/SearchResult.h"

#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <vector>

namespace lmars::model {

namespace {

// Python's `re` on str patterns is Unicode-aware: \w is a letter, digit or underscore and \d a
// decimal digit (PCRE2 with UCP agrees: [\p{L}\p{N}_] and \p{Nd}), but \s is str.isspace(), which
// also holds for U+001C..U+001F and not for U+180E, unlike PCRE's \s. This class body spells
// str.isspace() out; it is used for every \s of uscore.md.
const QString kPythonSpace = QStringLiteral(
    "\\t-\\r\\x{1c}-\\x{20}\\x{85}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}");

/// Compiles a uscore.md (Python) pattern: \s becomes Python's whitespace class and ".*" becomes
/// "[^\n]*" (Python's `.` excludes only "\n"; PCRE's depends on its newline convention).
QRegularExpression pythonPattern(QString pattern, bool caseInsensitive = false)
{
    pattern.replace(QLatin1String("\\s"), QLatin1Char('[') + kPythonSpace + QLatin1Char(']'));
    pattern.replace(QLatin1String(".*"), QLatin1String("[^\\n]*"));
    QRegularExpression::PatternOptions options = QRegularExpression::UseUnicodePropertiesOption;
    if (caseInsensitive)
        options |= QRegularExpression::CaseInsensitiveOption;
    return QRegularExpression(pattern, options);
}

/// r'\b' + re.escape(term) + r'\b'
QRegularExpression wordPattern(const QString& term)
{
    return QRegularExpression(QLatin1String("\\b") + QRegularExpression::escape(term) + QLatin1String("\\b"),
                              QRegularExpression::UseUnicodePropertiesOption);
}

int findallCount(const QRegularExpression& pattern, const QString& text)
{
    int count = 0;
    auto it = pattern.globalMatch(text);
    while (it.hasNext()) {
        it.next();
        ++count;
    }
    return count;
}

bool search(const QRegularExpression& pattern, const QString& text)
{
    return pattern.match(text).hasMatch();
}

int countSearching(const std::vector<QRegularExpression>& patterns, const QString& text)
{
    return int(std::count_if(patterns.begin(), patterns.end(),
                             [&text](const QRegularExpression& p) { return search(p, text); }));
}

/// Python's re.IGNORECASE compares simple lower-case forms, so "İ" (U+0130) and "ı" (U+0131) match
/// "i"; PCRE2 does not fold them. Replacing them by "i" keeps every match position (all three are
/// word characters) and gives Python's case-insensitive matches.
QString foldDottedI(QString text)
{
    text.replace(QChar(0x0130), QLatin1Char('i'));
    text.replace(QChar(0x0131), QLatin1Char('i'));
    return text;
}

/// All patterns of uscore.md, compiled once per thread (QRegularExpression is reentrant, not thread-safe).
struct Patterns
{
    std::vector<QRegularExpression> hedges;
    std::vector<QRegularExpression> vagueTerms;
    QRegularExpression concrete;
    QRegularExpression url;
    std::vector<QRegularExpression> jurisdictionCategories;
    std::vector<QRegularExpression> nonCommittal;
    std::vector<QRegularExpression> decisive;
    std::vector<QRegularExpression> conditional;

    Patterns()
    {
        // The cues with a capital "I" are matched case-sensitively against lower-cased text in
        // the reference implementation, so they never match; they are kept as written.
        static const char* const hedgeCues[] = {
            "may", "might", "could", "possibly", "potentially", "likely", "probably", "perhaps", "seemingly",
            "apparently", "arguably", "presumably", "conceivably", "plausibly",
            // appearance
            "seems", "appears", "looks like", "suggests", "indicates", "implies", "hints", "it seems", "it appears",
            // uncertainty
            "unclear", "uncertain", "unsure", "ambiguous", "debatable", "questionable", "doubtful", "unknown",
            "undetermined",
            // generality
            "generally", "typically", "usually", "often", "sometimes", "occasionally", "rarely", "seldom",
            "in some cases", "in certain cases",
            // supposition
            "assume", "assuming", "suppose", "supposing", "hypothetically", "theoretically", "if", "provided that",
            "in case",
            // opinion
            "I think", "I believe", "in my opinion", "in my view", "to my knowledge", "as far as I know",
            "from what I understand",
            // knowledge cut-off
            "as of my last update", "subject to change", "may have changed", "at the time of writing", "current as of",
            "last I checked"};
        for (const char* cue : hedgeCues)
            hedges.push_back(wordPattern(QString::fromUtf8(cue)));

        static const char* const vague[] = {"recent",
                                            "recently",
                                            "lately",
                                            "current",
                                            "currently",
                                            "ongoing",
                                            "pending",
                                            "forthcoming",
                                            "upcoming",
                                            "soon",
                                            "in the near future",
                                            "in the past",
                                            "historically",
                                            "as of my last update",
                                            "at some point",
                                            "eventually"};
        for (const char* term : vague)
            vagueTerms.push_back(wordPattern(QString::fromUtf8(term)));

        concrete = pythonPattern(
            QStringLiteral("\\b(?:\\d{4}|\\d{1,2}/\\d{1,2}/\\d{2,4}|(?:January|February|March|April|May|June|July|"
                           "August|September|October|November|December)\\s+\\d{1,2},?\\s+\\d{4}|(?:Q[1-4]\\s+)?\\d{4}|"
                           "(?:Spring|Summer|Fall|Winter)\\s+\\d{4})\\b"),
            true);
        url = pythonPattern(QLatin1String("https?://[^") + kPythonSpace + QLatin1String(")]+"));

        for (const QString& p : {
                 QStringLiteral("\\b(?:federal|U\\.?S\\.?|United States|nationwide)\\b"),
                 QStringLiteral("\\b(?:state|California|New York|Texas|Florida|Illinois|Pennsylvania|Ohio)\\b"),
                 QStringLiteral("\\b(?:EU|European Union|Europe|GDPR|General Data Protection Regulation)\\b"),
                 QStringLiteral("\\b(?:Supreme Court|Circuit|District Court|Court of Appeals)\\b"),
                 QStringLiteral("\\b(?:jurisdiction|county|city|municipality|local)\\b"),
             })
            jurisdictionCategories.push_back(pythonPattern(p, true));

        for (const QString& p : {
                 QStringLiteral("consult.*(?:attorney|lawyer|counsel)"),
                 QStringLiteral("seek.*(?:legal|professional).*advice"),
                 QStringLiteral("situation.*(?:could|may|might).*(?:evolve|change|vary)"),
                 QStringLiteral("depends on.*(?:specific|individual|particular).*circumstances"),
                 QStringLiteral("cannot provide.*(?:legal|specific).*advice"),
                 QStringLiteral("for.*(?:informational|educational).*purposes"),
                 QStringLiteral("not.*legal.*advice"),
                 QStringLiteral("varies.*by.*(?:state|jurisdiction|location)"),
                 QStringLiteral("case.*by.*case.*basis"),
             })
            nonCommittal.push_back(pythonPattern(p));
        for (const QString& p : {
                 QStringLiteral("\\b(?:yes|no|definitely|certainly|absolutely|clearly)\\b"),
                 QStringLiteral("\\b(?:must|required|prohibited|allowed|permitted|forbidden)\\b"),
                 QStringLiteral("\\b(?:legal|illegal|lawful|unlawful|valid|invalid)\\b"),
                 QStringLiteral("\\b(?:entitled|eligible|qualified|authorized)\\b"),
                 QStringLiteral("\\b(?:up to|maximum|minimum|exactly|specifically)\\b"),
                 QStringLiteral("\\b(?:is determined|will be|can be|applies to)\\b"),
                 QStringLiteral("\\d+\\s*(?:million|euros?|dollars?|%|percent)"),
             })
            decisive.push_back(pythonPattern(p));
        for (const QString& p : {
                 QStringLiteral("if.*then"),
                 QStringLiteral("provided that"),
                 QStringLiteral("as long as"),
                 QStringLiteral("when.*(?:you|the)"),
                 QStringLiteral("(?:yes|no).*(?:if|when|provided)"),
             })
            conditional.push_back(pythonPattern(p));
    }
};

const Patterns& patterns()
{
    thread_local const Patterns compiled;
    return compiled;
}

// Unicode properties used by Python's final-sigma rule (unicodeobject.c, handle_capital_sigma).
bool isCased(char32_t c)
{
    const QChar::Category cat = QChar::category(c);
    return cat == QChar::Letter_Lowercase || cat == QChar::Letter_Uppercase || cat == QChar::Letter_Titlecase ||
           QChar::toLower(c) != c || QChar::toUpper(c) != c;
}

bool isCaseIgnorable(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_Enclosing:
    case QChar::Other_Format:
    case QChar::Letter_Modifier:
    case QChar::Symbol_Modifier:
        return true;
    default:
        break;
    }
    // Word_Break MidLetter, MidNumLet and Single_Quote.
    static constexpr std::array<char32_t, 17> marks = {0x0027, 0x002E, 0x003A, 0x00B7, 0x0387, 0x055F,
                                                       0x05F4, 0x2018, 0x2019, 0x2024, 0x2027, 0xFE13,
                                                       0xFE52, 0xFE55, 0xFF07, 0xFF0E, 0xFF1A};
    return std::find(marks.begin(), marks.end(), c) != marks.end();
}

} // namespace

QString UScoreComponents::band() const
{
    return UScore::bandFor(paper);
}

nlohmann::json UScoreComponents::toJson() const
{
    return {{"H", H},
            {"T", T},
            {"C", C},
            {"J", J},
            {"D", D},
            {"paper", paper},
            {"referenceCode", referenceCode},
            {"band", json::str(band())}};
}

UScoreComponents UScore::compute(const QString& answer, const QStringList& sources, const QString& expectedJurisdiction)
{
    UScoreComponents u;
    u.H = hedging(answer);
    u.T = temporalVagueness(answer);
    u.C = citationInsufficiency(answer, sources);
    u.J = jurisdictionNonSpecificity(answer, expectedJurisdiction);
    u.D = indecisiveness(answer);
    u.paper = paperTotal(u.H, u.T, u.C, u.J, u.D);
    u.referenceCode = referenceCodeTotal(u.H, u.T, u.C, u.J, u.D);
    return u;
}

double UScore::hedging(const QString& answer)
{
    const int n = tokenCount(answer);
    if (n == 0)
        return 0.0;
    // The reference computes (count / n) * 100; that order reproduces its last bit.
    return std::min(double(hedgeCount(answer)) / double(n) * 100.0, 10.0) / 10.0;
}

double UScore::temporalVagueness(const QString& answer)
{
    const int vague = vagueTermCount(answer);
    const int concrete = concreteTimeCount(answer);
    if (vague + concrete == 0)
        return 0.5;
    return double(vague) / double(vague + concrete);
}

double UScore::citationInsufficiency(const QString& answer, const QStringList& sources)
{
    const QStringList used = sources.isEmpty() ? urlsIn(answer) : sources;
    if (used.isEmpty())
        return 1.0;
    double total = 0.0;
    for (const QString& source : used)
        total += sourceWeight(source);
    return 1.0 - std::min(1.0, total / 1.5);
}

double UScore::jurisdictionNonSpecificity(const QString& answer, const QString& expectedJurisdiction)
{
    const int categories = jurisdictionCategoryCount(answer);
    if (categories == 0)
        return 1.0;
    if (!expectedJurisdiction.isEmpty())
        return pythonLower(answer).contains(pythonLower(expectedJurisdiction)) ? 0.0 : 0.5;
    return categories >= 2 ? 0.2 : 0.4;
}

double UScore::indecisiveness(const QString& answer)
{
    const QString lowered = pythonLower(answer);
    const Patterns& p = patterns();
    const int nonCommittal = countSearching(p.nonCommittal, lowered);
    const int decisive = countSearching(p.decisive, lowered);
    const int conditional = countSearching(p.conditional, lowered);
    if (nonCommittal >= 3)
        return 1.0;
    if (nonCommittal >= 1 && decisive == 0)
        return 0.8;
    if (conditional >= 1 && decisive >= 1)
        return 0.3;
    if (decisive >= 2)
        return 0.0;
    return 0.5;
}

double UScore::paperTotal(double h, double t, double c, double j, double d)
{
    return 0.25 * h + 0.20 * t + 0.25 * c + 0.15 * j + 0.15 * d;
}

double UScore::referenceCodeTotal(double h, double t, double c, double j, double d)
{
    return 0.20 * h + 0.10 * t + 0.25 * c + 0.20 * j + 0.25 * d;
}

QString UScore::bandFor(double total)
{
    if (total < 0.4)
        return QStringLiteral("low");
    if (total < 0.7)
        return QStringLiteral("moderate");
    return QStringLiteral("high");
}

int UScore::tokenCount(const QString& answer)
{
    int count = 0;
    bool inToken = false;
    for (const QChar c : answer) {
        const bool space = isPythonSpace(c);
        if (!space && !inToken)
            ++count;
        inToken = !space;
    }
    return count;
}

int UScore::hedgeCount(const QString& answer)
{
    const QString lowered = pythonLower(answer);
    int count = 0;
    for (const QRegularExpression& cue : patterns().hedges)
        count += findallCount(cue, lowered);
    return count;
}

int UScore::vagueTermCount(const QString& answer)
{
    return countSearching(patterns().vagueTerms, pythonLower(answer));
}

int UScore::concreteTimeCount(const QString& answer)
{
    // Python folds "İ"/"ı" to "i" here too, but that cannot change the count: every alternative
    // ends in a word-bounded \d{4} that matches on its own when the month or season does not.
    return findallCount(patterns().concrete, answer);
}

int UScore::jurisdictionCategoryCount(const QString& answer)
{
    return countSearching(patterns().jurisdictionCategories, foldDottedI(pythonLower(answer)));
}

QStringList UScore::urlsIn(const QString& text)
{
    QStringList urls;
    auto it = patterns().url.globalMatch(text);
    while (it.hasNext())
        urls << it.next().captured(0);
    return urls;
}

double UScore::sourceWeight(const QString& source)
{
    switch (authorityTierForUrl(pythonLower(source))) {
    case AuthorityTier::Primary:
        return 1.0;
    case AuthorityTier::Official:
        return 0.7;
    case AuthorityTier::Reputable:
        return 0.5;
    case AuthorityTier::UserGenerated:
        return 0.2;
    case AuthorityTier::Unknown:
        break;
    }
    return 0.1;
}

QString UScore::pythonLower(const QString& text)
{
    const QList<uint> codePoints = text.toUcs4();
    const qsizetype size = codePoints.size();
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < size; ++i) {
        const char32_t c = codePoints.at(i);
        if (c == 0x0130) { // LATIN CAPITAL LETTER I WITH DOT ABOVE: the only unconditional full mapping
            out += QLatin1Char('i');
            out += QChar(0x0307);
            continue;
        }
        if (c == 0x03A3) { // GREEK CAPITAL LETTER SIGMA: final form after a cased letter, not before one
            qsizetype j = i - 1;
            while (j >= 0 && isCaseIgnorable(codePoints.at(j)))
                --j;
            bool final = j >= 0 && isCased(codePoints.at(j));
            if (final) {
                j = i + 1;
                while (j < size && isCaseIgnorable(codePoints.at(j)))
                    ++j;
                final = j == size || !isCased(codePoints.at(j));
            }
            out += QChar(final ? 0x03C2 : 0x03C3);
            continue;
        }
        const char32_t lower = QChar::toLower(c);
        if (QChar::requiresSurrogates(lower)) {
            out += QChar(QChar::highSurrogate(lower));
            out += QChar(QChar::lowSurrogate(lower));
        } else {
            out += QChar(char16_t(lower));
        }
    }
    return out;
}

bool UScore::isPythonSpace(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x09 && u <= 0x0D) || (u >= 0x1C && u <= 0x20) || u == 0x85 || u == 0xA0 || u == 0x1680 ||
           (u >= 0x2000 && u <= 0x200A) || u == 0x2028 || u == 0x2029 || u == 0x202F || u == 0x205F || u == 0x3000;
}

} // namespace lmars::model
