// SPDX-License-Identifier: GPL-3.0-or-later
#include "FollowUpPanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace lmars::ui {

FollowUpPanel::FollowUpPanel(const QList<model::FollowUp>& questions, QWidget* parent)
    : QFrame(parent), m_questions(questions)
{
    setObjectName(QStringLiteral("followUpPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    layout->setSpacing(6);
    m_hint = new QLabel(this);
    m_hint->setProperty("muted", true);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);

    for (int i = 0; i < questions.size(); ++i) {
        const model::FollowUp& q = questions.at(i);
        auto* question = new QLabel(QStringLiteral("<b>%1.</b> %2").arg(i + 1).arg(q.question.toHtmlEscaped()), this);
        question->setWordWrap(true);
        question->setTextFormat(Qt::RichText);
        layout->addSpacing(4);
        layout->addWidget(question);
        QLabel* reason = nullptr;
        if (!q.reason.isEmpty()) {
            reason = new QLabel(this);
            reason->setWordWrap(true);
            reason->setProperty("muted", true);
            layout->addWidget(reason);
        }
        m_reasons << reason;
        auto* answer = new QLineEdit(this);
        answer->setObjectName(QStringLiteral("followUpAnswer%1").arg(i));
        answer->setAccessibleDescription(q.question);
        question->setBuddy(answer);
        layout->addWidget(answer);
        m_answers << answer;
    }

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_skip = new QPushButton(this);
    m_skip->setObjectName(QStringLiteral("followUpSkip"));
    m_continue = new QPushButton(this);
    m_continue->setObjectName(QStringLiteral("followUpContinue"));
    m_continue->setDefault(true);
    buttons->addWidget(m_skip);
    buttons->addWidget(m_continue);
    layout->addSpacing(4);
    layout->addLayout(buttons);

    connect(m_continue, &QPushButton::clicked, this, [this] {
        const QStringList a = answers();
        setDone();
        Q_EMIT continueRequested(a);
    });
    connect(m_skip, &QPushButton::clicked, this, [this] {
        setDone();
        Q_EMIT skipRequested();
    });
    // Enter moves to the next answer; on the last one it continues.
    for (int i = 0; i < m_answers.size(); ++i) {
        QLineEdit* next = i + 1 < m_answers.size() ? m_answers.at(i + 1) : nullptr;
        connect(m_answers.at(i), &QLineEdit::returnPressed, this, [this, next] {
            if (next)
                next->setFocus(Qt::TabFocusReason);
            else
                m_continue->click();
        });
    }
    if (!m_answers.isEmpty())
        setFocusProxy(m_answers.first());
    retranslate();
}

void FollowUpPanel::retranslate()
{
    m_hint->setText(tr("Answers sharpen the research. Leave any blank, or skip them all."));
    for (int i = 0; i < m_answers.size(); ++i) {
        if (QLabel* reason = m_reasons.at(i))
            reason->setText(tr("Why: %1").arg(m_questions.at(i).reason));
        m_answers.at(i)->setPlaceholderText(tr("Your answer (optional)"));
        m_answers.at(i)->setAccessibleName(tr("Answer to question %1").arg(i + 1));
    }
    m_skip->setText(tr("&Skip"));
    m_skip->setToolTip(tr("Go on without answering"));
    m_continue->setText(tr("C&ontinue"));
}

void FollowUpPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

QStringList FollowUpPanel::answers() const
{
    QStringList out;
    for (const QLineEdit* edit : m_answers)
        out << edit->text().trimmed();
    return out;
}

void FollowUpPanel::setDone()
{
    for (QLineEdit* edit : std::as_const(m_answers))
        edit->setReadOnly(true);
    m_continue->setEnabled(false);
    m_skip->setEnabled(false);
}

} // namespace lmars::ui
