// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelReasoningPanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace lmars::ui {

ModelReasoningPanel::ModelReasoningPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* noticeRow = new QHBoxLayout;
    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("answerNotice"));
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText);
    m_continue = new QPushButton(this);
    m_continue->setObjectName(QStringLiteral("continueAnswerButton"));
    connect(m_continue, &QPushButton::clicked, this, &ModelReasoningPanel::continueRequested);
    noticeRow->addWidget(m_notice, 1);
    noticeRow->addWidget(m_continue);
    layout->addLayout(noticeRow);

    m_calls = new QTreeWidget(this);
    m_calls->setObjectName(QStringLiteral("modelReasoningTree"));
    m_calls->setHeaderHidden(true);
    m_calls->setColumnCount(1);
    m_calls->setWordWrap(true);
    m_calls->setUniformRowHeights(false);
    m_calls->header()->setStretchLastSection(true);
    layout->addWidget(m_calls, 1);

    rebuild();
}

void ModelReasoningPanel::showState(const model::ResearchState& state)
{
    m_shownCalls = state.modelCalls;
    m_answer = state.answer;
    rebuild();
}

void ModelReasoningPanel::clear()
{
    m_shownCalls.clear();
    m_answer = model::Answer();
    rebuild();
}

int ModelReasoningPanel::reasoningRowCount() const
{
    return m_calls->topLevelItemCount();
}

bool ModelReasoningPanel::continueOffered() const
{
    return !m_continue->isHidden() && m_continue->isEnabled();
}

void ModelReasoningPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

QString ModelReasoningPanel::purposeLabel(const QString& purpose) const
{
    if (purpose == QLatin1String("answer"))
        return tr("the answer");
    if (purpose == QLatin1String("query_analysis"))
        return tr("the question's analysis");
    if (purpose == QLatin1String("search_queries"))
        return tr("the search plan");
    if (purpose == QLatin1String("judgment"))
        return tr("the judge's verdict");
    if (purpose == QLatin1String("follow_up_questions"))
        return tr("the clarifying questions");
    if (purpose == QLatin1String("claim_support"))
        return tr("the check of the answer's claims");
    if (purpose == QLatin1String("irac_facts"))
        return tr("the facts (IRAC)");
    if (purpose == QLatin1String("irac_rules"))
        return tr("the rules (IRAC)");
    if (purpose == QLatin1String("irac_application"))
        return tr("the application (IRAC)");
    if (purpose == QLatin1String("irac_common_sense"))
        return tr("the common-sense check (IRAC)");
    return purpose; // another schema's name, as the trajectory has it
}

void ModelReasoningPanel::rebuild()
{
    m_calls->clear();
    const QLocale locale;
    for (const model::ModelCall& call : std::as_const(m_shownCalls)) {
        if (call.reasoning.trimmed().isEmpty())
            continue;
        QString title = tr("Model reasoning for %1").arg(purposeLabel(call.purpose));
        if (call.reasoningTokens > 0)
            title += QStringLiteral(" · ") + tr("%n reasoning token(s)", nullptr, int(call.reasoningTokens));
        auto* row = new QTreeWidgetItem(m_calls, {title});
        auto* text = new QTreeWidgetItem(row, {call.reasoning.trimmed()});
        text->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        row->setExpanded(false); // collapsed: the reasoning is there to check, not to read first
    }
    m_calls->setVisible(m_calls->topLevelItemCount() > 0);

    QString notice;
    if (m_answer.incomplete)
        notice = tr("The answer is incomplete: the model stopped with an error after part of it was written (%1).")
                     .arg(m_answer.incompleteReason);
    else if (m_answer.truncated)
        notice = tr("The answer was cut off at the model's output limit.");
    m_notice->setText(notice);
    m_notice->setVisible(!notice.isEmpty());
    m_continue->setText(tr("Continue the answer"));
    m_continue->setVisible(!notice.isEmpty());
    m_continue->setEnabled(m_canContinue);
    m_continue->setToolTip(m_canContinue ? tr("Ask the model to write the rest of the answer, from where it stopped.")
                                         : m_whyNot);
    setVisible(!notice.isEmpty() || m_calls->topLevelItemCount() > 0);
}

void ModelReasoningPanel::setCanContinue(bool canContinue, const QString& whyNot)
{
    m_canContinue = canContinue;
    m_whyNot = whyNot;
    rebuild();
}

} // namespace lmars::ui
