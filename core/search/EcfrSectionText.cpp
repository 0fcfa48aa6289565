// SPDX-License-Identifier: GPL-3.0-or-later
#include "EcfrSectionText.h"

#include "common/JsonUtil.h"

#include <QDate>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <algorithm>

namespace lmars::search {

EcfrSection EcfrSectionText::fromXml(const QByteArray& xml, const QString& section)
{
    EcfrSection out;
    QXmlStreamReader reader(xml);
    int depth = 0;     // element depth inside the wanted section; 0 = outside
    QString paragraph; // text of the block element being read
    QStringList lines;
    bool inHead = false;
    static const QStringList blocks = {QStringLiteral("P"),   QStringLiteral("FP"),  QStringLiteral("HD1"),
                                       QStringLiteral("HD2"), QStringLiteral("HD3"), QStringLiteral("NOTE")};
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            if (depth == 0) {
                if (reader.attributes().value(QLatin1String("TYPE")) == QLatin1String("SECTION") &&
                    reader.attributes().value(QLatin1String("N")).trimmed() == section)
                    depth = 1;
                continue;
            }
            ++depth;
            if (reader.name() == QLatin1String("HEAD"))
                inHead = true;
            else if (blocks.contains(reader.name().toString()))
                paragraph.clear();
        } else if (reader.isCharacters() && depth > 0) {
            if (inHead)
                out.heading += reader.text();
            else
                paragraph += reader.text();
        } else if (reader.isEndElement() && depth > 0) {
            --depth;
            if (reader.name() == QLatin1String("HEAD")) {
                inHead = false;
            } else if (blocks.contains(reader.name().toString())) {
                const QString line = paragraph.simplified();
                if (!line.isEmpty())
                    lines << line;
                paragraph.clear();
            }
            if (depth == 0)
                break; // the section ended
        }
    }
    out.heading = out.heading.simplified();
    out.text = lines.join(QLatin1Char('\n'));
    return out;
}

EcfrHistory EcfrSectionText::history(const nlohmann::json& versions, const QString& section, const QDate& day)
{
    EcfrHistory out;
    QList<std::pair<QDate, bool>> dated; // amendment date, removed
    for (const nlohmann::json& v : versions.value("content_versions", nlohmann::json::array())) {
        if (json::field(v, "identifier") != section)
            continue;
        QDate when = QDate::fromString(json::field(v, "amendment_date"), Qt::ISODate);
        if (!when.isValid())
            when = QDate::fromString(json::field(v, "date"), Qt::ISODate);
        if (when.isValid())
            dated.append({when, v.value("removed", false)});
    }
    std::sort(dated.begin(), dated.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [when, removed] : dated) {
        const QString iso = when.toString(Qt::ISODate);
        if (!out.amendmentDates.contains(iso))
            out.amendmentDates << iso;
        if (day.isValid() && when > day) {
            if (!out.amendedAfter.contains(iso))
                out.amendedAfter << iso;
        } else {
            out.inForceSince = iso;
            out.removedByAsOf = removed;
        }
    }
    return out;
}

bool EcfrSectionText::parseCitation(const QString& text, QString* title, QString* section)
{
    static const QRegularExpression cite(
        QStringLiteral("\\b(\\d{1,2})\\s*(?:C\\.?\\s?F\\.?\\s?R\\.?|CFR)\\s*(?:§+|sec(?:tion)?\\.?|part)?\\s*"
                       "(\\d+[a-z]?\\.\\d+[a-z0-9-]*)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = cite.match(text);
    if (!m.hasMatch())
        return false;
    *title = m.captured(1);
    *section = m.captured(2);
    return true;
}

} // namespace lmars::search
