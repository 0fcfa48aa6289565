// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextTable.h"

#include <algorithm>

namespace lmars::eval {

QString TextTable::render(bool markdown) const
{
    QList<int> widths;
    for (const QString& h : header)
        widths << int(h.size());
    for (const QStringList& r : rows) {
        for (int i = 0; i < r.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], int(r.at(i).size()));
    }
    auto line = [&](const QStringList& cells) {
        QStringList padded;
        for (int i = 0; i < cells.size(); ++i)
            padded << cells.at(i).leftJustified(widths.value(i));
        return markdown ? QStringLiteral("| %1 |\n").arg(padded.join(QStringLiteral(" | ")))
                        : padded.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
    };
    QString out = line(header);
    if (markdown) {
        QStringList dashes;
        for (int w : std::as_const(widths))
            dashes << QString(w, QLatin1Char('-'));
        out += QStringLiteral("|-%1-|\n").arg(dashes.join(QStringLiteral("-|-")));
    }
    for (const QStringList& r : rows)
        out += line(r);
    return out;
}

} // namespace lmars::eval
