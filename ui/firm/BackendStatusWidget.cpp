// SPDX-License-Identifier: GPL-3.0-or-later
#include "BackendStatusWidget.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace lmars::ui {

namespace {
/// The widest the note gets in the status bar; longer reasons are elided (the tooltip has them whole).
constexpr int kMaxTextWidth = 460;
} // namespace

BackendStatusWidget::BackendStatusWidget(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("backendStatus"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("backendStatusText"));
    m_retry = new QToolButton(this);
    m_retry->setObjectName(QStringLiteral("backendRetry"));
    m_retry->setAutoRaise(true);
    m_retry->hide();
    layout->addWidget(m_label);
    layout->addWidget(m_retry);
    connect(m_retry, &QToolButton::clicked, this, &BackendStatusWidget::retryRequested);
    retranslate();
}

QString BackendStatusWidget::describe(const BackendStatus& status)
{
    if (!status.server)
        return status.reachable || status.reason.isEmpty()
                   ? tr("Library: this computer")
                   : tr("Library unavailable: %1").arg(status.reason.simplified());
    QString text;
    if (!status.checked)
        text = tr("Firm server: %1 (connecting…)").arg(status.host);
    else if (!status.reachable)
        text = tr("Firm server %1 unreachable: %2").arg(status.host, status.reason.simplified()); // one line
    else
        text = tr("Firm server: %1").arg(status.host);
    if (status.pendingSessions > 0)
        text +=
            QStringLiteral(" · ") + tr("%n session(s) waiting for the firm server", nullptr, status.pendingSessions);
    return text;
}

void BackendStatusWidget::setStatus(const BackendStatus& status)
{
    m_status = status;
    showText();
}

void BackendStatusWidget::setChecking(bool checking)
{
    m_checking = checking;
    retranslate();
}

void BackendStatusWidget::showText()
{
    m_text = describe(m_status);
    const QString shown = m_label->fontMetrics().elidedText(m_text, Qt::ElideRight, kMaxTextWidth);
    m_label->setText(shown);
    QString tip = m_text;
    if (m_status.server && !m_status.reachable)
        tip += QLatin1Char('\n') + tr("Research still runs with the other sources; sessions are kept on this "
                                      "computer and sent when the server is back.");
    if (!m_status.pushError.isEmpty())
        tip += QLatin1Char('\n') + m_status.pushError; // e.g. a session filed under no matter
    m_label->setToolTip(tip);
    m_label->setProperty("warning", m_status.server && m_status.checked && !m_status.reachable);
    m_retry->setVisible(m_status.server && m_status.checked && (!m_status.reachable || m_status.pendingSessions > 0));
}

void BackendStatusWidget::retranslate()
{
    m_retry->setText(m_checking ? tr("Checking…") : tr("Retry"));
    m_retry->setEnabled(!m_checking);
    m_retry->setToolTip(tr("Connect to the firm server again and send the sessions waiting for it"));
    m_retry->setAccessibleName(tr("Retry the firm server"));
    showText();
}

void BackendStatusWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace lmars::ui
