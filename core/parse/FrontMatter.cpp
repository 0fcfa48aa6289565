// SPDX-License-Identifier: GPL-3.0-or-later
#include "FrontMatter.h"

#include <QDate>
#include <QRegularExpression>

namespace lmars::parse {

FrontMatter FrontMatter::parse(const QString& text)
{
    FrontMatter fm;
    int offset = text.startsWith(QChar(0xFEFF)) ? 1 : 0;
    auto lineEnd = [&](int from) {
        const int nl = text.indexOf(QLatin1Char('\n'), from);
        return nl < 0 ? static_cast<int>(text.size()) : nl;
    };
    int end = lineEnd(offset);
    if (QStringView(text).mid(offset, end - offset).trimmed() != QLatin1String("---"))
        return fm;
    QMap<QString, QString> values;
    int pos = end + 1;
    while (pos <= text.size()) {
        end = lineEnd(pos);
        const QString line = text.mid(pos, end - pos);
        const QString trimmed = line.trimmed();
        if (trimmed == QLatin1String("---") || trimmed == QLatin1String("...")) {
            fm.m_values = values;
            fm.m_present = true;
            fm.m_bodyStart = std::min(end + 1, static_cast<int>(text.size()));
            return fm;
        }
        const int colon = line.indexOf(QLatin1Char(':'));
        if (colon > 0 && !line.at(0).isSpace()) {
            QString value = line.mid(colon + 1).trimmed();
            if (value.size() >= 2 && (value.startsWith(QLatin1Char('"')) || value.startsWith(QLatin1Char('\''))) &&
                value.endsWith(value.at(0)))
                value = value.mid(1, value.size() - 2);
            values.insert(line.left(colon).trimmed().toLower(), value);
        }
        if (end >= text.size())
            break;
        pos = end + 1;
    }
    return fm; // no closing delimiter: not front matter
}

QString FrontMatter::date(const QString& key) const
{
    static const QRegularExpression re(QStringLiteral("^(\\d{4})[-/](\\d{1,2})[-/](\\d{1,2})"));
    const auto m = re.match(value(key));
    if (!m.hasMatch())
        return {};
    const QDate d(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    return d.isValid() ? d.toString(Qt::ISODate) : QString();
}

} // namespace lmars::parse
