// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceIcons.h"

#include "ThemeManager.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPixmap>

namespace lmars::ui {

QIcon SourceIcons::typeIcon(model::SourceType type)
{
    static QHash<int, QIcon> cache;
    if (auto it = cache.constFind(int(type)); it != cache.cend())
        return it.value();
    QString letter = QCoreApplication::translate("SourceIcons", "W", "web source icon letter");
    if (type == model::SourceType::CaseLaw)
        letter = QCoreApplication::translate("SourceIcons", "C", "case law icon letter");
    else if (type == model::SourceType::Local)
        letter = QCoreApplication::translate("SourceIcons", "D", "my document icon letter");
    else if (type == model::SourceType::Official)
        letter = QCoreApplication::translate("SourceIcons", "O", "official source icon letter");
    QIcon icon;
    for (const int size : {16, 20, 32, 40, 64}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(ThemeManager::sourceTypeColor(type));
        p.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), size * 0.22, size * 0.22);
        QFont font = p.font();
        font.setBold(true);
        font.setPixelSize(int(size * 0.62));
        p.setFont(font);
        p.setPen(Qt::white);
        p.drawText(QRect(0, 0, size, size), Qt::AlignCenter, letter);
        p.end();
        icon.addPixmap(pixmap);
    }
    cache.insert(int(type), icon);
    return icon;
}

} // namespace lmars::ui
