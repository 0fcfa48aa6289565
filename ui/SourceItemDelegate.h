// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace lmars::ui {

/// Paints a source as two lines: icon, [n] and title; then tier badge, site or court, date,
/// jurisdiction and whether the answer cites it. What changes the source's worth (after the as-of
/// date, superseded, revoked, flagged checks: SourceListModel::WarningsRole) follows on lines of its
/// own, wrapped, never cut: the row is as tall as they need at the list's width.
class SourceItemDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit SourceItemDelegate(QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    /// The warnings line as painted ("after the as-of date · ✗ not found"), empty when there are none.
    static QString warningsText(const QModelIndex& index);
    /// The rectangle the warnings get in a row painted in rowRect (empty when there are none); its
    /// height holds the whole text wrapped at its width.
    static QRect warningsRect(const QStyleOptionViewItem& option, const QModelIndex& index, const QRect& rowRect);
};

} // namespace lmars::ui
