// SPDX-License-Identifier: GPL-3.0-or-later
#include "SearchText.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <initializer_list>

namespace lmars::search {

namespace {

const QHash<QString, QString>& namedEntities()
{
    static const QHash<QString, QString> entities = [] {
        QHash<QString, QString> table = {
            {QStringLiteral("amp"), QStringLiteral("&")},         {QStringLiteral("lt"), QStringLiteral("<")},
            {QStringLiteral("gt"), QStringLiteral(">")},          {QStringLiteral("quot"), QStringLiteral("\"")},
            {QStringLiteral("apos"), QStringLiteral("'")},        {QStringLiteral("ndash"), QStringLiteral("\u2013")},
            {QStringLiteral("mdash"), QStringLiteral("\u2014")},  {QStringLiteral("lsquo"), QStringLiteral("\u2018")},
            {QStringLiteral("rsquo"), QStringLiteral("\u2019")},  {QStringLiteral("ldquo"), QStringLiteral("\u201C")},
            {QStringLiteral("rdquo"), QStringLiteral("\u201D")},  {QStringLiteral("hellip"), QStringLiteral("\u2026")},
            {QStringLiteral("trade"), QStringLiteral("\u2122")},  {QStringLiteral("bull"), QStringLiteral("\u2022")},
            {QStringLiteral("OElig"), QStringLiteral("\u0152")},  {QStringLiteral("oelig"), QStringLiteral("\u0153")},
            {QStringLiteral("Scaron"), QStringLiteral("\u0160")}, {QStringLiteral("scaron"), QStringLiteral("\u0161")},
            {QStringLiteral("Yuml"), QStringLiteral("\u0178")},   {QStringLiteral("dagger"), QStringLiteral("\u2020")},
            {QStringLiteral("Dagger"), QStringLiteral("\u2021")}, {QStringLiteral("euro"), QStringLiteral("\u20AC")},
        };
        // HTML's Latin-1 names, in code point order from U+00A0 (nbsp) to U+00FF (yuml): names of
        // parties and judges ("Pe&ntilde;a", "M&uuml;ller") and section signs reach us this way.
        static const char* const latin1[] = {
            "nbsp",   "iexcl",  "cent",   "pound",  "curren", "yen",    "brvbar", "sect",   "uml",    "copy",
            "ordf",   "laquo",  "not",    "shy",    "reg",    "macr",   "deg",    "plusmn", "sup2",   "sup3",
            "acute",  "micro",  "para",   "middot", "cedil",  "sup1",   "ordm",   "raquo",  "frac14", "frac12",
            "frac34", "iquest", "Agrave", "Aacute", "Acirc",  "Atilde", "Auml",   "Aring",  "AElig",  "Ccedil",
            "Egrave", "Eacute", "Ecirc",  "Euml",   "Igrave", "Iacute", "Icirc",  "Iuml",   "ETH",    "Ntilde",
            "Ograve", "Oacute", "Ocirc",  "Otilde", "Ouml",   "times",  "Oslash", "Ugrave", "Uacute", "Ucirc",
            "Uuml",   "Yacute", "THORN",  "szlig",  "agrave", "aacute", "acirc",  "atilde", "auml",   "aring",
            "aelig",  "ccedil", "egrave", "eacute", "ecirc",  "euml",   "igrave", "iacute", "icirc",  "iuml",
            "eth",    "ntilde", "ograve", "oacute", "ocirc",  "otilde", "ouml",   "divide", "oslash", "ugrave",
            "uacute", "ucirc",  "uuml",   "yacute", "thorn",  "yuml",
        };
        char16_t code = 0xA0;
        for (const char* name : latin1)
            table.insert(QString::fromLatin1(name), QString(QChar(code++)));
        table.insert(QStringLiteral("nbsp"), QStringLiteral(" ")); // a plain space in extracted text
        return table;
    }();
    return entities;
}

} // namespace

QString decodeHtmlEntities(const QString& text)
{
    if (!text.contains(QLatin1Char('&')))
        return text;
    static const QRegularExpression entity(
        QStringLiteral("&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});"));
    QString out;
    out.reserve(text.size());
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = entity.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        out += QStringView(text).mid(last, match.capturedStart() - last);
        last = match.capturedEnd();
        const QString name = match.captured(1);
        if (name.startsWith(QLatin1Char('#'))) {
            bool ok = false;
            const bool hex = name.size() > 1 && (name.at(1) == QLatin1Char('x') || name.at(1) == QLatin1Char('X'));
            const uint code = hex ? name.mid(2).toUInt(&ok, 16) : name.mid(1).toUInt(&ok, 10);
            if (ok && code > 0 && code <= 0x10FFFF && !(code >= 0xD800 && code <= 0xDFFF)) {
                const char32_t scalar = code;
                out += QString::fromUcs4(&scalar, 1);
            } else {
                out += match.captured(0);
            }
            continue;
        }
        const auto found = namedEntities().constFind(name);
        out += found != namedEntities().constEnd() ? *found : match.captured(0);
    }
    out += QStringView(text).mid(last);
    return out;
}

QString plainTextFromHtml(const QString& html)
{
    static const QRegularExpression breaks(QStringLiteral("<\\s*(br|/p|/div|/li|/h[1-6])\\b[^>]*>"),
                                           QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    QString text = html;
    text.replace(breaks, QStringLiteral(" "));
    text.remove(tags);
    return decodeHtmlEntities(text).simplified();
}

QString isoDateFromText(const QString& text)
{
    QString raw = text.simplified();
    if (raw.isEmpty())
        return {};
    // ISO dates and date-times ("2024-03-03", "2024-03-03T10:00:00Z").
    static const QRegularExpression isoPrefix(QStringLiteral("^(\\d{4}-\\d{2}-\\d{2})(?:[T ].*)?$"));
    const QRegularExpressionMatch iso = isoPrefix.match(raw);
    if (iso.hasMatch()) {
        const QDate date = QDate::fromString(iso.captured(1), Qt::ISODate);
        return date.isValid() ? date.toString(Qt::ISODate) : QString();
    }
    raw.replace(QRegularExpression(QStringLiteral("\\bSept\\b")), QStringLiteral("Sep"));
    raw.remove(QRegularExpression(QStringLiteral("(?<=\\d)(st|nd|rd|th)\\b")));
    static const QStringList formats = {
        QStringLiteral("MMM d, yyyy"),  QStringLiteral("MMMM d, yyyy"), QStringLiteral("MMM d yyyy"),
        QStringLiteral("MMMM d yyyy"),  QStringLiteral("d MMMM yyyy"),  QStringLiteral("d MMM yyyy"),
        QStringLiteral("d MMMM, yyyy"), QStringLiteral("d MMM, yyyy"),  QStringLiteral("MMM. d, yyyy"),
        QStringLiteral("MM/dd/yyyy"),   QStringLiteral("M/d/yyyy"),
    };
    const QLocale c = QLocale::c();
    for (const QString& format : formats) {
        const QDate date = c.toDate(raw, format);
        if (date.isValid())
            return date.toString(Qt::ISODate);
    }
    return {};
}

QString isoDateFromRelativeText(const QString& text, const QDateTime& searchedAt)
{
    if (!searchedAt.isValid())
        return {};
    const QString raw = text.simplified().toLower();
    if (raw.isEmpty())
        return {};
    const QDateTime utc = searchedAt.toUTC();
    if (raw == QLatin1String("just now") || raw == QLatin1String("today") || raw == QLatin1String("now"))
        return utc.date().toString(Qt::ISODate);
    if (raw == QLatin1String("yesterday"))
        return utc.date().addDays(-1).toString(Qt::ISODate);

    static const QRegularExpression relative(QStringLiteral(
        "^(?:(\\d{1,4})\\s*|(?:an?|one)\\s+)(s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?|"
        "mos?|months?|y|yrs?|years?)\\.?\\s+ago$"));
    const QRegularExpressionMatch match = relative.match(raw);
    if (!match.hasMatch())
        return {};
    const int n = match.captured(1).isEmpty() ? 1 : match.captured(1).toInt();
    const QString unit = match.captured(2);
    const auto is = [&unit](std::initializer_list<const char*> names) {
        for (const char* name : names) {
            if (unit == QLatin1String(name))
                return true;
        }
        return false;
    };
    QDateTime when = utc;
    if (is({"s", "sec", "secs", "second", "seconds"}))
        when = utc.addSecs(-qint64(n));
    else if (is({"m", "min", "mins", "minute", "minutes"}))
        when = utc.addSecs(-qint64(n) * 60);
    else if (is({"h", "hr", "hrs", "hour", "hours"}))
        when = utc.addSecs(-qint64(n) * 3600);
    else if (is({"d", "day", "days"}))
        when = utc.addDays(-n);
    else if (is({"w", "wk", "wks", "week", "weeks"}))
        when = utc.addDays(-qint64(n) * 7);
    else if (is({"mo", "mos", "month", "months"}))
        when = utc.addMonths(-n);
    else
        when = utc.addYears(-n);
    return when.date().toString(Qt::ISODate);
}

QString siteOfUrl(const QUrl& url)
{
    QString host = url.host().toLower();
    if (host.startsWith(QLatin1String("www.")))
        host.remove(0, 4);
    return host;
}

QString shortHash(const QString& text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
}

} // namespace lmars::search
