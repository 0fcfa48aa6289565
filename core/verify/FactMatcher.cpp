// SPDX-License-Identifier: GPL-3.0-or-later
#include "FactMatcher.h"

#include <QDate>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace lmars::verify {

namespace {

int monthNumber(const QString& name)
{
    static const QStringList months = {QStringLiteral("jan"), QStringLiteral("feb"), QStringLiteral("mar"),
                                       QStringLiteral("apr"), QStringLiteral("may"), QStringLiteral("jun"),
                                       QStringLiteral("jul"), QStringLiteral("aug"), QStringLiteral("sep"),
                                       QStringLiteral("oct"), QStringLiteral("nov"), QStringLiteral("dec")};
    return int(months.indexOf(name.left(3).toLower())) + 1;
}

QString dateKey(int year, int month, int day)
{
    const QDate d(year, month, day);
    return d.isValid() ? QStringLiteral("date:") + d.toString(Qt::ISODate) : QString();
}

QString plainNumber(QString digits)
{
    digits.remove(QLatin1Char(','));
    if (digits.contains(QLatin1Char('.'))) {
        while (digits.endsWith(QLatin1Char('0')))
            digits.chop(1);
        if (digits.endsWith(QLatin1Char('.')))
            digits.chop(1);
    }
    return digits;
}

QString unitKey(const QString& unit)
{
    const QString u = unit.toLower();
    for (const char* base : {"day", "week", "month", "year", "hour", "minute"})
        if (u.startsWith(QLatin1String(base)))
            return QString::fromLatin1(base);
    return u;
}

struct Pattern
{
    QRegularExpression re;
    QString (*key)(const QRegularExpressionMatch&);
};

const QList<Pattern>& patterns()
{
    static const QString month =
        QStringLiteral("(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|"
                       "Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?");
    static const QString number = QStringLiteral(R"((\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?)");
    static const QList<Pattern> list = {
        // Dates first, so their numbers are not read as bare numbers.
        {QRegularExpression(QStringLiteral("\\b") + month +
                                QStringLiteral(R"(\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b)"),
                            QRegularExpression::CaseInsensitiveOption),
         [](const QRegularExpressionMatch& m) -> QString {
             return dateKey(m.captured(3).toInt(), monthNumber(m.captured(1)), m.captured(2).toInt());
         }},
        {QRegularExpression(QStringLiteral(R"(\b(\d{1,2})(?:st|nd|rd|th)?\s+)") + month +
                                QStringLiteral(R"(,?\s+(\d{4})\b)"),
                            QRegularExpression::CaseInsensitiveOption),
         [](const QRegularExpressionMatch& m) -> QString {
             return dateKey(m.captured(3).toInt(), monthNumber(m.captured(2)), m.captured(1).toInt());
         }},
        {QRegularExpression(QStringLiteral(R"(\b(\d{4})-(\d{2})-(\d{2})\b)")),
         [](const QRegularExpressionMatch& m) -> QString {
             return dateKey(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
         }},
        {QRegularExpression(QStringLiteral(R"(\b(\d{1,2})/(\d{1,2})/(\d{4})\b)")),
         [](const QRegularExpressionMatch& m) -> QString {
             return dateKey(m.captured(3).toInt(), m.captured(1).toInt(), m.captured(2).toInt());
         }},
        // Sections: "§ 1950.5", "§§ 1981-1983", "Section 1950.5(b)" (subdivisions are not compared).
        {QRegularExpression(QStringLiteral(R"((?:§§?|\b[Ss]ections?)\s*(\d+[A-Za-z]?(?:[.\-]\d+[A-Za-z]?)*))")),
         [](const QRegularExpressionMatch& m) -> QString {
             return QStringLiteral("section:") + m.captured(1).toLower();
         }},
        {QRegularExpression(QStringLiteral(R"(\$\s?)") + number +
                                QStringLiteral(R"((?:\s?(million|billion|thousand))?)"),
                            QRegularExpression::CaseInsensitiveOption),
         [](const QRegularExpressionMatch& m) -> QString {
             QString n =
                 plainNumber(m.captured(1) + (m.captured(2).isEmpty() ? QString() : QLatin1Char('.') + m.captured(2)));
             return QStringLiteral("money:") + n +
                    (m.captured(3).isEmpty() ? QString() : QLatin1Char(' ') + m.captured(3).toLower());
         }},
        {QRegularExpression(QStringLiteral(R"(\b)") + number + QStringLiteral(R"(\s?(?:dollars|USD)\b)"),
                            QRegularExpression::CaseInsensitiveOption),
         [](const QRegularExpressionMatch& m) -> QString {
             return QStringLiteral("money:") +
                    plainNumber(m.captured(1) +
                                (m.captured(2).isEmpty() ? QString() : QLatin1Char('.') + m.captured(2)));
         }},
        {QRegularExpression(QStringLiteral(R"(\b)") + number + QStringLiteral(R"(\s?(?:%|percent\b|per cent\b))"),
                            QRegularExpression::CaseInsensitiveOption),
         [](const QRegularExpressionMatch& m) -> QString {
             return QStringLiteral("percent:") +
                    plainNumber(m.captured(1) +
                                (m.captured(2).isEmpty() ? QString() : QLatin1Char('.') + m.captured(2)));
         }},
        // Durations: "21 days", "21-day", "21 (21) days" (after number words became digits), "30 calendar days".
        {QRegularExpression(
             QStringLiteral(
                 R"(\b(\d+)\s*(?:\(\d+\)\s*)?-?\s*(?:(?:business|calendar|working|court)[\s-]+)?(days?|weeks?|months?|years?|hours?|minutes?)\b)"),
             QRegularExpression::CaseInsensitiveOption),
         [](const QRegularExpressionMatch& m) -> QString {
             return QStringLiteral("duration:") + m.captured(1) + QLatin1Char(' ') + unitKey(m.captured(2));
         }},
        // Bare numbers of two digits or more: years, counts, amounts without a sign.
        {QRegularExpression(QStringLiteral(R"((?<![\w.,/\-])(\d{1,3}(?:,\d{3})+|\d{2,})(?:\.(\d+))?(?![\w/]|[.,]\d))")),
         [](const QRegularExpressionMatch& m) -> QString {
             return QStringLiteral("number:") +
                    plainNumber(m.captured(1) +
                                (m.captured(2).isEmpty() ? QString() : QLatin1Char('.') + m.captured(2)));
         }},
    };
    return list;
}

QString blankMarkers(const QString& text)
{
    static const QRegularExpression marker(QStringLiteral(R"(\[\d+(?:\s*[,\x{2013}-]\s*\d+)*\])"));
    QString out = text;
    for (auto it = marker.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        for (int i = int(m.capturedStart()); i < m.capturedEnd(); ++i)
            out[i] = QLatin1Char(' ');
    }
    return out;
}

} // namespace

QString FactMatcher::digitsForWords(const QString& text)
{
    static const QHash<QString, int> units = {
        {QStringLiteral("one"), 1},       {QStringLiteral("two"), 2},        {QStringLiteral("three"), 3},
        {QStringLiteral("four"), 4},      {QStringLiteral("five"), 5},       {QStringLiteral("six"), 6},
        {QStringLiteral("seven"), 7},     {QStringLiteral("eight"), 8},      {QStringLiteral("nine"), 9},
        {QStringLiteral("ten"), 10},      {QStringLiteral("eleven"), 11},    {QStringLiteral("twelve"), 12},
        {QStringLiteral("thirteen"), 13}, {QStringLiteral("fourteen"), 14},  {QStringLiteral("fifteen"), 15},
        {QStringLiteral("sixteen"), 16},  {QStringLiteral("seventeen"), 17}, {QStringLiteral("eighteen"), 18},
        {QStringLiteral("nineteen"), 19}};
    static const QHash<QString, int> tens = {{QStringLiteral("twenty"), 20}, {QStringLiteral("thirty"), 30},
                                             {QStringLiteral("forty"), 40},  {QStringLiteral("fifty"), 50},
                                             {QStringLiteral("sixty"), 60},  {QStringLiteral("seventy"), 70},
                                             {QStringLiteral("eighty"), 80}, {QStringLiteral("ninety"), 90}};
    static const QRegularExpression word(
        QStringLiteral(
            R"(\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](one|two|three|four|five|six|seven|eight|nine)\b)?|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b)"),
        QRegularExpression::CaseInsensitiveOption);
    QString out = text;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        int value = 0;
        if (!m.captured(1).isEmpty())
            value = tens.value(m.captured(1).toLower()) + units.value(m.captured(2).toLower());
        else
            value = units.value(m.captured(3).toLower());
        const QString digits = QString::number(value).leftJustified(int(m.capturedLength()), QLatin1Char(' '));
        out.replace(int(m.capturedStart()), int(m.capturedLength()), digits);
    }
    return out;
}

QList<StatedFact> FactMatcher::facts(const QString& text)
{
    const QString prepared = digitsForWords(blankMarkers(text));
    QList<StatedFact> out;
    QList<QPair<int, int>> taken;
    const auto overlaps = [&taken](int s, int e) {
        return std::any_of(taken.cbegin(), taken.cend(), [s, e](const auto& t) { return s < t.second && t.first < e; });
    };
    for (const Pattern& p : patterns()) {
        for (auto it = p.re.globalMatch(prepared); it.hasNext();) {
            const auto m = it.next();
            const int s = int(m.capturedStart());
            const int e = int(m.capturedEnd());
            if (overlaps(s, e))
                continue;
            const QString key = p.key(m);
            if (key.isEmpty())
                continue;
            taken.append({s, e});
            out.append({text.mid(s, e - s).trimmed(), key, s, e});
        }
    }
    std::sort(out.begin(), out.end(), [](const StatedFact& a, const StatedFact& b) { return a.start < b.start; });
    return out;
}

QSet<QString> FactMatcher::sourceKeys(const QString& text)
{
    QSet<QString> keys;
    const QString prepared = digitsForWords(text);
    for (const Pattern& p : patterns()) {
        for (auto it = p.re.globalMatch(prepared); it.hasNext();) {
            const QString key = p.key(it.next());
            if (!key.isEmpty())
                keys.insert(key);
        }
    }
    static const QRegularExpression anyNumber(QStringLiteral(R"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"));
    for (auto it = anyNumber.globalMatch(prepared); it.hasNext();)
        keys.insert(QStringLiteral("number:") + plainNumber(it.next().captured(0)));
    return keys;
}

bool FactMatcher::supports(const QSet<QString>& sourceKeys, const StatedFact& fact)
{
    if (sourceKeys.contains(fact.key))
        return true;
    const int colon = int(fact.key.indexOf(QLatin1Char(':')));
    const QString kind = fact.key.left(colon);
    const QString value = fact.key.mid(colon + 1);
    // "$350" is stated by a source that says "350 dollars" or lists 350 in a table; "§ 1950.5" by
    // one that speaks of "1950.5(b)".
    if (kind == QLatin1String("money") || kind == QLatin1String("number") || kind == QLatin1String("percent") ||
        kind == QLatin1String("section"))
        return sourceKeys.contains(QStringLiteral("number:") + value.section(QLatin1Char(' '), 0, 0));
    return false;
}

} // namespace lmars::verify
