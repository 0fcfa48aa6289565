// SPDX-License-Identifier: GPL-3.0-or-later
#include "ElidingStatusBar.h"

#include <QPainter>
#include <QSizeGrip>
#include <QStyleOption>

#include <algorithm>

namespace lmars::ui {

ElidingStatusBar::ElidingStatusBar(QWidget* parent) : QStatusBar(parent)
{
    connect(this, &QStatusBar::messageChanged, this, &ElidingStatusBar::updateToolTip);
}

QRect ElidingStatusBar::messageRect() const
{
    // While a message shows, QStatusBar hides the normal widgets: what is visible is permanent.
    const bool rtl = layoutDirection() == Qt::RightToLeft;
    int left = 6;
    int right = width() - 12;
    for (const QWidget* w : findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (!w->isVisible() || qobject_cast<const QSizeGrip*>(w))
            continue;
        if (rtl)
            left = std::max(left, w->x() + w->width() + 2);
        else
            right = std::min(right, w->x() - 2);
    }
    return {left, 0, std::max(0, right - left), height()};
}

QString ElidingStatusBar::shownMessage() const
{
    const QString message = currentMessage();
    if (message.isEmpty())
        return {};
    return fontMetrics().elidedText(message.simplified(), Qt::ElideRight, messageRect().width());
}

void ElidingStatusBar::updateToolTip()
{
    const QString message = currentMessage();
    setToolTip(!message.isEmpty() && shownMessage() != message.simplified() ? message : QString());
}

void ElidingStatusBar::resizeEvent(QResizeEvent* event)
{
    QStatusBar::resizeEvent(event);
    updateToolTip();
}

void ElidingStatusBar::paintEvent(QPaintEvent* event)
{
    if (currentMessage().isEmpty()) {
        QStatusBar::paintEvent(event);
        return;
    }
    // QStatusBar's own painting, with the message elided instead of cut.
    QPainter p(this);
    QStyleOption opt;
    opt.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &opt, &p, this);
    for (QWidget* w : findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (!w->isVisible() || qobject_cast<QSizeGrip*>(w))
            continue;
        QStyleOption item;
        item.rect = w->geometry().adjusted(-2, -1, 2, 1);
        item.palette = palette();
        item.state = QStyle::State_None;
        style()->drawPrimitive(QStyle::PE_FrameStatusBarItem, &item, &p, w);
    }
    p.setPen(palette().windowText().color());
    p.drawText(messageRect(), Qt::AlignLeading | Qt::AlignVCenter | Qt::TextSingleLine, shownMessage());
}

} // namespace lmars::ui
