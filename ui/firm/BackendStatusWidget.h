// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BackendMonitor.h"

#include <QWidget>

class QLabel;
class QToolButton;

namespace lmars::ui {

/**
 * The status bar's backend note: "Library: this computer", or "Firm server: host" with the
 * sessions waiting to be sent, or, when the server cannot be reached, that it is unreachable and
 * why, with a Retry button.
 */
class BackendStatusWidget final : public QWidget
{
    Q_OBJECT

public:
    explicit BackendStatusWidget(QWidget* parent = nullptr);

    void setStatus(const BackendStatus& status);
    /// While a check runs: Retry is disabled and says so.
    void setChecking(bool checking);
    /// The text shown (the whole of it, before any eliding).
    QString text() const { return m_text; }
    /// The one-line summary of a status, as shown.
    static QString describe(const BackendStatus& status);

Q_SIGNALS:
    void retryRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showText();

    BackendStatus m_status;
    QString m_text;
    QLabel* m_label = nullptr;
    QToolButton* m_retry = nullptr;
    bool m_checking = false;
};

} // namespace lmars::ui
