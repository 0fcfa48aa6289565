// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStatusBar>

namespace lmars::ui {

/**
 * The window's status bar: a message too long for the room beside the permanent widgets ends in
 * "…" instead of being cut (QStatusBar cuts it), and the whole message is the bar's tooltip.
 */
class ElidingStatusBar final : public QStatusBar
{
    Q_OBJECT

public:
    explicit ElidingStatusBar(QWidget* parent = nullptr);

    /// The message as painted: currentMessage(), elided to the room it has.
    QString shownMessage() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Where the message goes: from the left edge to the first visible permanent widget (as QStatusBar).
    QRect messageRect() const;
    void updateToolTip();
};

} // namespace lmars::ui
