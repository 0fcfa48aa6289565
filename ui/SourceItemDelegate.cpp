// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceItemDelegate.h"
#include "model/DomainNames.h"

#include "SourceListModel.h"
#include "ThemeManager.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>

#include <algorithm>

namespace lmars::ui {

namespace {
constexpr int kPad = 8;
constexpr int kIcon = 20;
} // namespace

SourceItemDelegate::SourceItemDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

QString SourceItemDelegate::warningsText(const QModelIndex& index)
{
    return index.data(SourceListModel::WarningsRole).toStringList().join(QStringLiteral(" · "));
}

QRect SourceItemDelegate::warningsRect(const QStyleOptionViewItem& option, const QModelIndex& index,
                                       const QRect& rowRect)
{
    const QString text = warningsText(index);
    if (text.isEmpty())
        return {};
    const QFontMetrics fm(option.font);
    const QRect r = rowRect.adjusted(kPad, kPad, -kPad, -kPad);
    const int left = r.left() + kIcon + 8;
    const int top = r.top() + fm.height() * 2 + 6 + 4;
    const QRect wrapped =
        fm.boundingRect(QRect(left, top, std::max(1, r.right() - left), 10000), Qt::TextWordWrap, text);
    return {left, top, std::max(1, r.right() - left), wrapped.height()};
}

QSize SourceItemDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QFontMetrics fm(option.font);
    const int twoLines = kPad * 2 + fm.height() * 2 + 6;
    // The warnings wrap at the list's width: the row grows by the lines they take.
    const auto* view = qobject_cast<const QAbstractItemView*>(option.widget);
    const int width = view ? view->viewport()->width() : option.rect.width();
    const QRect warnings = warningsRect(option, index, QRect(0, 0, std::max(width, 200), twoLines));
    return {200, warnings.isEmpty() ? twoLines : twoLines + 4 + warnings.height()};
}

void SourceItemDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    opt.icon = QIcon();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);

    painter->save();
    const bool selected = option.state & QStyle::State_Selected;
    const QPalette& pal = option.palette;
    const QColor text = selected ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::Text);
    QColor muted = text;
    muted.setAlphaF(0.7f);
    const QRect r = option.rect.adjusted(kPad, kPad, -kPad, -kPad);
    const QFontMetrics fm(option.font);

    const QIcon icon = index.data(Qt::DecorationRole).value<QIcon>();
    icon.paint(painter, QRect(r.left(), r.top() + (fm.height() - kIcon) / 2 + 1, kIcon, kIcon));

    // Line 1: [n] title, with a "cited" mark at the right.
    const int n = index.data(SourceListModel::NumberRole).toInt();
    const bool cited = index.data(SourceListModel::CitedRole).toBool();
    QFont bold = option.font;
    bold.setBold(true);
    const QString num = QStringLiteral("[%1]").arg(n);
    const int textLeft = r.left() + kIcon + 8;
    painter->setFont(bold);
    painter->setPen(text);
    const QFontMetrics bfm(bold);
    painter->drawText(QRect(textLeft, r.top(), bfm.horizontalAdvance(num), fm.height()), Qt::AlignVCenter, num);
    int citedWidth = 0;
    if (cited) {
        const QString mark = tr("cited");
        citedWidth = fm.horizontalAdvance(mark) + 14;
        const QRect badge(r.right() - citedWidth + 4, r.top() + 1, citedWidth - 4, fm.height() - 2);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x2e, 0x9e, 0x6b));
        painter->setRenderHint(QPainter::Antialiasing);
        painter->drawRoundedRect(badge, 6, 6);
        painter->setPen(Qt::white);
        painter->setFont(option.font);
        painter->drawText(badge, Qt::AlignCenter, mark);
    }
    painter->setFont(option.font);
    painter->setPen(text);
    const QString title = index.data(Qt::DisplayRole).toString().section(QLatin1Char(' '), 1);
    const int titleLeft = textLeft + bfm.horizontalAdvance(num) + 6;
    const QRect titleRect(titleLeft, r.top(), r.right() - titleLeft - citedWidth, fm.height());
    painter->drawText(titleRect, Qt::AlignVCenter, fm.elidedText(title, Qt::ElideRight, titleRect.width()));

    // Line 2: tier badge, then site · date · jurisdiction.
    const int y2 = r.top() + fm.height() + 6;
    const auto tier = index.data(SourceListModel::TierRole).value<model::AuthorityTier>();
    const QString tierText = model::DomainNames::displayName(tier);
    QFont small = option.font;
    small.setPointSizeF(option.font.pointSizeF() * 0.9);
    const QFontMetrics sfm(small);
    const QRect tierRect(textLeft, y2, sfm.horizontalAdvance(tierText) + 12, fm.height());
    QColor tierColor = ThemeManager::tierColor(tier);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(selected ? text : tierColor, 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(QRectF(tierRect).adjusted(0.5, 1.5, -0.5, -1.5), 6, 6);
    painter->setFont(small);
    painter->drawText(tierRect, Qt::AlignCenter, tierText);

    // Beside the tier, whether its verified case binds the forum (the reason is in the row's tooltip).
    int metaLeft = tierRect.right() + 8;
    if (const QString authority = index.data(SourceListModel::AuthorityRole).toString(); !authority.isEmpty()) {
        const auto kind = index.data(SourceListModel::AuthorityKindRole).value<model::AuthorityKind>();
        const QColor color = kind == model::AuthorityKind::Binding      ? QColor(0x2e, 0x9e, 0x6b)
                             : kind == model::AuthorityKind::Persuasive ? QColor(0xc7, 0x7c, 0x0e)
                                                                        : QColor(0x80, 0x86, 0x8f);
        const int room = std::max(0, r.right() - metaLeft);
        const QString shown = sfm.elidedText(authority, Qt::ElideRight, std::max(0, room - 12));
        const QRect authorityRect(metaLeft, y2, std::min(room, sfm.horizontalAdvance(shown) + 12), fm.height());
        QPen pen(selected ? text : color, 1);
        if (kind == model::AuthorityKind::NotPrecedential)
            pen.setStyle(Qt::DashLine);
        painter->setPen(pen);
        painter->drawRoundedRect(QRectF(authorityRect).adjusted(0.5, 1.5, -0.5, -1.5), 3, 3);
        painter->setPen(selected ? text : color);
        painter->drawText(authorityRect, Qt::AlignCenter, shown);
        metaLeft = authorityRect.right() + 8;
    }

    QStringList parts;
    for (const int role :
         {int(SourceListModel::SiteRole), int(SourceListModel::DateTextRole), int(SourceListModel::JurisdictionRole),
          int(SourceListModel::StatusRole), int(SourceListModel::VerificationRole)}) {
        const QString v = index.data(role).toString();
        if (!v.isEmpty())
            parts << v;
    }
    const int page = index.data(SourceListModel::PageRole).toInt();
    if (page > 0)
        parts << tr("p. %1").arg(page);
    painter->setPen(muted);
    const QRect metaRect(metaLeft, y2, std::max(0, r.right() - metaLeft), fm.height());
    painter->drawText(metaRect, Qt::AlignVCenter,
                      sfm.elidedText(parts.join(QStringLiteral(" · ")), Qt::ElideRight, metaRect.width()));

    // Then what changes the source's worth, whole.
    const QRect warnings = warningsRect(option, index, option.rect);
    if (!warnings.isEmpty()) {
        painter->setFont(option.font);
        painter->setPen(selected ? text : ThemeManager::warningColor());
        painter->drawText(warnings, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, warningsText(index));
    }
    painter->restore();
}

} // namespace lmars::ui
