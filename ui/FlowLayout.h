// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLayout>
#include <QList>

namespace lmars::ui {

/**
 * Lays its items out left to right and starts a new row when the next one does not fit, like
 * words in a paragraph; each row is as tall as its tallest item, which the others are centred on.
 * Its height depends on its width (heightForWidth), so a window can be narrow without cutting off
 * controls: they move to the next row instead. The minimum width is that of the widest item.
 */
class FlowLayout final : public QLayout
{
public:
    explicit FlowLayout(QWidget* parent = nullptr, int horizontalSpacing = 8, int verticalSpacing = 6);
    ~FlowLayout() override;
    FlowLayout(const FlowLayout&) = delete;
    FlowLayout& operator=(const FlowLayout&) = delete;

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

    /// How many rows the items took at the last setGeometry() (1 when they all fit on one).
    int rowCount() const { return m_rows; }

private:
    /// Places the visible items in rect (only when apply), returns the height used and the rows.
    int arrange(const QRect& rect, bool apply, int* rows) const;

    QList<QLayoutItem*> m_items;
    int m_horizontalSpacing;
    int m_verticalSpacing;
    int m_rows = 1;
};

} // namespace lmars::ui
