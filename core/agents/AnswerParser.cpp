// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerParser.h"

#include <QRegularExpression>

namespace lmars::agents {

namespace {

enum class Section
{
    Body,
    KeyPoints,
    Disclaimers
};

const QRegularExpression& headingPattern()
{
    static const QRegularExpression re(QStringLiteral(R"(^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$)"));
    return re;
}

const QRegularExpression& boldHeadingPattern()
{
    // "**Disclaimers:**" or "**Key points**" alone on a line
    static const QRegularExpression re(QStringLiteral(R"(^\s*\*\*([^*]+?)\*\*\s*:?\s*$)"));
    return re;
}

Section classify(const QString& heading)
{
    const QString h = heading.toLower();
    if (h.contains(QLatin1String("disclaimer")) || h.contains(QLatin1String("important notice")))
        return Section::Disclaimers;
    if (h.contains(QLatin1String("key point")) || h.contains(QLatin1String("key takeaway")))
        return Section::KeyPoints;
    return Section::Body;
}

QString stripBullet(const QString& line)
{
    static const QRegularExpression bullet(QStringLiteral(R"(^\s*(?:[-*+]|\d+[.)])\s+)"));
    QString out = line;
    out.remove(bullet);
    return out.trimmed();
}

/// Collects list items (continuation lines joined) or paragraphs.
QStringList items(const QStringList& lines)
{
    static const QRegularExpression bullet(QStringLiteral(R"(^\s*(?:[-*+]|\d+[.)])\s+)"));
    QStringList out;
    QString current;
    auto flush = [&] {
        if (!current.trimmed().isEmpty())
            out << current.trimmed();
        current.clear();
    };
    for (const QString& line : lines) {
        if (line.trimmed().isEmpty()) {
            flush();
        } else if (bullet.match(line).hasMatch()) {
            flush();
            current = stripBullet(line);
        } else {
            current += (current.isEmpty() ? QString() : QStringLiteral(" ")) + line.trimmed();
        }
    }
    flush();
    return out;
}

const QRegularExpression& markerPattern()
{
    // [3]  [1, 4]  [2-5]  [2–5]  — not footnotes ([^1]) and not link labels followed by "(".
    static const QRegularExpression re(QStringLiteral(R"(\[(\d{1,4}(?:\s*(?:,|;|-|\x{2013})\s*\d{1,4})*)\](?!\())"));
    return re;
}

} // namespace

ParsedAnswer AnswerParser::split(const QString& markdown)
{
    ParsedAnswer parsed;
    QStringList bodyLines;
    QStringList keyLines;
    QStringList disclaimerLines;
    Section section = Section::Body;
    int disclaimerLevel = 0;

    const QStringList lines = markdown.split(QLatin1Char('\n'));
    for (const QString& rawLine : lines) {
        QString line = rawLine;
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        const auto heading = headingPattern().match(line);
        const auto bold = boldHeadingPattern().match(line);
        if (heading.hasMatch() || bold.hasMatch()) {
            const QString title = heading.hasMatch() ? heading.captured(2) : bold.captured(1);
            const int level = heading.hasMatch() ? int(heading.captured(1).size()) : 6;
            const Section next = classify(title);
            if (section == Section::Disclaimers && next == Section::Body && level > disclaimerLevel) {
                disclaimerLines << line; // a sub-heading inside the disclaimers
                continue;
            }
            section = next;
            if (section == Section::Disclaimers) {
                disclaimerLevel = level;
                continue; // the heading itself is not kept
            }
            bodyLines << line;
            continue;
        }
        // A closing line such as "*Disclaimer: this is not legal advice.*"
        const QString plain = line.trimmed().remove(QLatin1Char('*')).remove(QLatin1Char('_')).trimmed();
        if (section != Section::Disclaimers && plain.startsWith(QLatin1String("Disclaimer:"), Qt::CaseInsensitive)) {
            disclaimerLines << plain.mid(11).trimmed();
            continue;
        }
        switch (section) {
        case Section::Body:
            bodyLines << line;
            break;
        case Section::KeyPoints:
            bodyLines << line;
            keyLines << line;
            break;
        case Section::Disclaimers:
            disclaimerLines << line;
            break;
        }
    }
    parsed.body = bodyLines.join(QLatin1Char('\n')).trimmed();
    parsed.keyPoints = items(keyLines);
    parsed.disclaimers = items(disclaimerLines);
    return parsed;
}

QList<int> AnswerParser::markerNumbers(const QString& text)
{
    QList<int> numbers;
    auto it = markerPattern().globalMatch(text);
    while (it.hasNext())
        numbers << expandMarker(it.next().captured(1));
    return numbers;
}

CitationCheck AnswerParser::checkCitations(const QString& text, int sourceCount)
{
    CitationCheck check;
    QString out;
    out.reserve(text.size());
    qsizetype last = 0;
    auto it = markerPattern().globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += QStringView(text).mid(last, m.capturedStart() - last);
        last = m.capturedEnd();
        const QList<int> numbers = expandMarker(m.captured(1));
        QStringList good;
        QStringList bad;
        for (int n : numbers) {
            const bool valid = n >= 1 && n <= sourceCount;
            QList<int>& list = valid ? check.cited : check.unresolved;
            if (!list.contains(n))
                list << n;
            (valid ? good : bad) << QString::number(n);
        }
        if (bad.isEmpty()) {
            out += m.captured(0);
        } else {
            if (!good.isEmpty())
                out += QLatin1Char('[') + good.join(QStringLiteral(", ")) + QStringLiteral("] ");
            out += QStringLiteral("[unverified citation ") + bad.join(QStringLiteral(", ")) + QLatin1Char(']');
        }
    }
    out += QStringView(text).mid(last);
    check.checkedText = out;
    return check;
}

QList<int> AnswerParser::expandMarker(const QString& inner)
{
    QList<int> numbers;
    static const QRegularExpression sep(QStringLiteral(R"(\s*[,;]\s*)"));
    static const QRegularExpression range(QStringLiteral(R"(^(\d+)\s*[-\x{2013}]\s*(\d+)$)"));
    const QStringList parts = inner.split(sep, Qt::SkipEmptyParts);
    for (const QString& part : parts) {
        const auto m = range.match(part);
        if (m.hasMatch()) {
            const int a = m.captured(1).toInt();
            const int b = m.captured(2).toInt();
            if (a <= b && b - a <= 50) {
                for (int n = a; n <= b; ++n)
                    numbers << n;
                continue;
            }
            numbers << a << b;
            continue;
        }
        numbers << part.trimmed().toInt();
    }
    return numbers;
}

} // namespace lmars::agents
