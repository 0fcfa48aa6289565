// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchState.h"

#include <QFrame>

class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace lmars::ui {

/// The clarifying questions of a multi-turn run, inline: each question with its reason and an
/// answer field; Continue sends the answers, Skip goes on without them.
class FollowUpPanel final : public QFrame
{
    Q_OBJECT

public:
    explicit FollowUpPanel(const QList<model::FollowUp>& questions, QWidget* parent = nullptr);

    QStringList answers() const;
    /// Locks the panel once answered (or skipped, or the run ended).
    void setDone();

Q_SIGNALS:
    void continueRequested(const QStringList& answers);
    void skipRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Sets every text in the current language (from the constructor and on LanguageChange).
    void retranslate();

    QList<model::FollowUp> m_questions;
    QLabel* m_hint = nullptr;
    QList<QLabel*> m_reasons; ///< per question; null where it gives no reason
    QList<QLineEdit*> m_answers;
    QPushButton* m_continue = nullptr;
    QPushButton* m_skip = nullptr;
};

} // namespace lmars::ui
