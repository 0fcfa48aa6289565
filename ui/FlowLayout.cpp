// SPDX-License-Identifier: GPL-3.0-or-later
#include "FlowLayout.h"

#include <QWidget>

#include <algorithm>

namespace lmars::ui {

FlowLayout::FlowLayout(QWidget* parent, int horizontalSpacing, int verticalSpacing)
    : QLayout(parent), m_horizontalSpacing(horizontalSpacing), m_verticalSpacing(verticalSpacing)
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items.append(item);
    invalidate();
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index) : nullptr;
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    QLayoutItem* item = m_items.takeAt(index);
    invalidate();
    return item;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false, nullptr);
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem* item : m_items) {
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    }
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // One row of everything: the width the layout would like when there is room.
    int width = 0;
    int height = 0;
    bool first = true;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        width += hint.width() + (first ? 0 : m_horizontalSpacing);
        height = std::max(height, hint.height());
        first = false;
    }
    const QMargins margins = contentsMargins();
    return {width + margins.left() + margins.right(), height + margins.top() + margins.bottom()};
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true, &m_rows);
}

int FlowLayout::arrange(const QRect& rect, bool apply, int* rows) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const QMargins margins = contentsMargins();

    // Split the visible items into rows, then place each row with its items centred vertically.
    QList<QList<QLayoutItem*>> lines(1);
    int x = 0;
    for (QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        const int width = std::min(item->sizeHint().width(), std::max(area.width(), item->minimumSize().width()));
        const int needed = lines.last().isEmpty() ? width : x + m_horizontalSpacing + width;
        if (!lines.last().isEmpty() && needed > area.width()) {
            lines.append(QList<QLayoutItem*>());
            x = width;
        } else {
            x = needed;
        }
        lines.last().append(item);
    }

    int y = area.y();
    for (const QList<QLayoutItem*>& line : std::as_const(lines)) {
        int lineHeight = 0;
        for (const QLayoutItem* item : line)
            lineHeight = std::max(lineHeight, item->sizeHint().height());
        if (apply) {
            int left = area.x();
            for (QLayoutItem* item : line) {
                const QSize hint = item->sizeHint();
                const int width = std::min(hint.width(), std::max(area.width(), item->minimumSize().width()));
                const int height = std::min(hint.height(), lineHeight);
                item->setGeometry(QRect(left, y + (lineHeight - height) / 2, width, height));
                left += width + m_horizontalSpacing;
            }
        }
        y += lineHeight + m_verticalSpacing;
    }
    if (rows)
        *rows = int(lines.size());
    const int used = lines.constFirst().isEmpty() ? 0 : y - m_verticalSpacing - area.y();
    return used + margins.top() + margins.bottom();
}

} // namespace lmars::ui
