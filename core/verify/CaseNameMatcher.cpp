// SPDX-License-Identifier: GPL-3.0-or-later
#include "CaseNameMatcher.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace lmars::verify {

namespace {

/// Words that say nothing about which case it is.
const QSet<QString>& fillerWords()
{
    static const QSet<QString> words{
        QStringLiteral("v"),          QStringLiteral("vs"),           QStringLiteral("versus"),
        QStringLiteral("et"),         QStringLiteral("al"),           QStringLiteral("the"),
        QStringLiteral("of"),         QStringLiteral("and"),          QStringLiteral("a"),
        QStringLiteral("an"),         QStringLiteral("in"),           QStringLiteral("re"),
        QStringLiteral("ex"),         QStringLiteral("rel"),          QStringLiteral("parte"),
        QStringLiteral("for"),        QStringLiteral("on"),           QStringLiteral("to"),
        QStringLiteral("inc"),        QStringLiteral("corp"),         QStringLiteral("co"),
        QStringLiteral("company"),    QStringLiteral("corporation"),  QStringLiteral("ltd"),
        QStringLiteral("llc"),        QStringLiteral("llp"),          QStringLiteral("lp"),
        QStringLiteral("plc"),        QStringLiteral("incorporated"), QStringLiteral("limited"),
        QStringLiteral("matter"),     QStringLiteral("estate"),       QStringLiteral("petitioner"),
        QStringLiteral("respondent"), QStringLiteral("appellant"),    QStringLiteral("appellee"),
        QStringLiteral("plaintiff"),  QStringLiteral("defendant"),
    };
    return words;
}

/// Common abbreviations of case names (the usual legal-citation forms) and their full words.
const QHash<QString, QString>& abbreviations()
{
    static const QHash<QString, QString> table{
        {QStringLiteral("assn"), QStringLiteral("association")},
        {QStringLiteral("ass'n"), QStringLiteral("association")},
        {QStringLiteral("dept"), QStringLiteral("department")},
        {QStringLiteral("dep't"), QStringLiteral("department")},
        {QStringLiteral("natl"), QStringLiteral("national")},
        {QStringLiteral("nat'l"), QStringLiteral("national")},
        {QStringLiteral("intl"), QStringLiteral("international")},
        {QStringLiteral("int'l"), QStringLiteral("international")},
        {QStringLiteral("govt"), QStringLiteral("government")},
        {QStringLiteral("gov't"), QStringLiteral("government")},
        {QStringLiteral("commn"), QStringLiteral("commission")},
        {QStringLiteral("comm'n"), QStringLiteral("commission")},
        {QStringLiteral("commr"), QStringLiteral("commissioner")},
        {QStringLiteral("comm'r"), QStringLiteral("commissioner")},
        {QStringLiteral("cnty"), QStringLiteral("county")},
        {QStringLiteral("univ"), QStringLiteral("university")},
        {QStringLiteral("bd"), QStringLiteral("board")},
        {QStringLiteral("educ"), QStringLiteral("education")},
        {QStringLiteral("dist"), QStringLiteral("district")},
        {QStringLiteral("sch"), QStringLiteral("school")},
        {QStringLiteral("hosp"), QStringLiteral("hospital")},
        {QStringLiteral("ins"), QStringLiteral("insurance")},
        {QStringLiteral("mut"), QStringLiteral("mutual")},
        {QStringLiteral("mfg"), QStringLiteral("manufacturing")},
        {QStringLiteral("sec"), QStringLiteral("securities")},
        {QStringLiteral("servs"), QStringLiteral("services")},
        {QStringLiteral("serv"), QStringLiteral("service")},
        {QStringLiteral("sys"), QStringLiteral("system")},
        {QStringLiteral("tech"), QStringLiteral("technology")},
        {QStringLiteral("transp"), QStringLiteral("transportation")},
        {QStringLiteral("env't"), QStringLiteral("environment")},
        {QStringLiteral("envtl"), QStringLiteral("environmental")},
        {QStringLiteral("fed"), QStringLiteral("federal")},
        {QStringLiteral("am"), QStringLiteral("american")},
        {QStringLiteral("bros"), QStringLiteral("brothers")},
        {QStringLiteral("ctr"), QStringLiteral("center")},
        {QStringLiteral("elec"), QStringLiteral("electric")},
        {QStringLiteral("indus"), QStringLiteral("industries")},
        {QStringLiteral("prods"), QStringLiteral("products")},
        {QStringLiteral("ry"), QStringLiteral("railway")},
        {QStringLiteral("r.r"), QStringLiteral("railroad")},
        {QStringLiteral("rr"), QStringLiteral("railroad")},
        {QStringLiteral("tel"), QStringLiteral("telephone")},
        {QStringLiteral("twp"), QStringLiteral("township")},
        {QStringLiteral("u.s"), QStringLiteral("united states")},
        {QStringLiteral("us"), QStringLiteral("united states")},
        {QStringLiteral("usa"), QStringLiteral("united states")},
    };
    return table;
}

/// Parties that stand for a government: they say little about which case it is.
bool isGovernmentParty(const QStringList& words)
{
    static const QStringList single{QStringLiteral("state"), QStringLiteral("people"), QStringLiteral("commonwealth"),
                                    QStringLiteral("government")};
    QStringList rest = words;
    rest.removeAll(QStringLiteral("of"));
    rest.removeAll(QStringLiteral("the"));
    if (rest.size() >= 2 && rest.at(0) == QLatin1String("united") && rest.at(1) == QLatin1String("states"))
        return rest.size() <= 3; // "United States", "United States of America"
    return !rest.isEmpty() && single.contains(rest.constFirst()) && rest.size() <= 3; // "State of New York"
}

/// Lower-cased words of one party, abbreviations expanded, punctuation dropped.
QStringList partyWords(const QString& party)
{
    QString text = party.toLower();
    text.replace(QLatin1Char('&'), QLatin1String(" and "));
    text.replace(QChar(0x2019), QLatin1Char('\''));
    QStringList words;
    static const QRegularExpression split(QStringLiteral("[\\s,;:()\\[\\]\"]+"));
    for (QString word : text.split(split, Qt::SkipEmptyParts)) {
        while (word.endsWith(QLatin1Char('.')))
            word.chop(1);
        const auto full = abbreviations().constFind(word);
        if (full != abbreviations().cend()) {
            words << full.value().split(QLatin1Char(' '));
            continue;
        }
        word.remove(QLatin1Char('\''));
        word.remove(QLatin1Char('.'));
        word.remove(QLatin1Char('-'));
        if (!word.isEmpty())
            words << word;
    }
    return words;
}

bool withinOneEdit(const QString& a, const QString& b)
{
    if (std::abs(int(a.size()) - int(b.size())) > 1)
        return false;
    int i = 0;
    int j = 0;
    int edits = 0;
    while (i < a.size() && j < b.size()) {
        if (a.at(i) == b.at(j)) {
            ++i;
            ++j;
            continue;
        }
        if (++edits > 1)
            return false;
        if (a.size() > b.size())
            ++i;
        else if (b.size() > a.size())
            ++j;
        else {
            ++i;
            ++j;
        }
    }
    return edits + (a.size() - i) + (b.size() - j) <= 1;
}

bool tokenMatches(const QString& token, const QStringList& candidates)
{
    for (const QString& candidate : candidates) {
        if (candidate == token)
            return true;
        if (token.size() >= 5 && candidate.size() >= 5 && withinOneEdit(token, candidate))
            return true;
    }
    return false;
}

} // namespace

QStringList CaseNameMatcher::tokens(const QString& caseName)
{
    static const QRegularExpression versus(QStringLiteral("\\s+(?:v\\.?|vs\\.?|versus)\\s+"),
                                           QRegularExpression::CaseInsensitiveOption);
    QList<QStringList> parties;
    for (const QString& party : caseName.split(versus, Qt::SkipEmptyParts))
        parties << partyWords(party);
    QList<QStringList> named;
    for (const QStringList& words : parties) {
        if (!isGovernmentParty(words))
            named << words;
    }
    if (named.isEmpty())
        named = parties;
    QStringList out;
    for (const QStringList& words : named) {
        for (const QString& word : words) {
            if (!fillerWords().contains(word) && !out.contains(word))
                out << word;
        }
    }
    return out;
}

double CaseNameMatcher::overlap(const QString& written, const QString& found)
{
    const QStringList writtenTokens = tokens(written);
    if (writtenTokens.isEmpty())
        return 1.0;
    // The found name's words with the government parties kept: "State v. Smith" written as "Smith".
    QStringList foundWords = tokens(found);
    static const QRegularExpression versus(QStringLiteral("\\s+(?:v\\.?|vs\\.?|versus)\\s+"),
                                           QRegularExpression::CaseInsensitiveOption);
    for (const QString& party : found.split(versus, Qt::SkipEmptyParts))
        foundWords << partyWords(party);
    int matched = 0;
    for (const QString& token : writtenTokens) {
        if (tokenMatches(token, foundWords))
            ++matched;
    }
    return double(matched) / double(writtenTokens.size());
}

bool CaseNameMatcher::sameCase(const QString& written, const QString& found)
{
    return overlap(written, found) >= 0.5;
}

} // namespace lmars::verify
