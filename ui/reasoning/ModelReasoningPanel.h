// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchState.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace lmars::ui {

/**
 * What the model thought and whether its answer is whole: one collapsed "model reasoning" row per
 * model call that sent reasoning (what the call was for, its reasoning tokens; expanding it shows
 * the text), and, when the answer was cut off at the output limit or interrupted by an error, a
 * notice with a "Continue the answer" button (continueRequested()). Hidden when there is neither.
 */
class ModelReasoningPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit ModelReasoningPanel(QWidget* parent = nullptr);

    /// Shows the calls and the answer's state of this run (a snapshot; nothing is kept by reference).
    void showState(const model::ResearchState& state);
    void clear();

    /// Whether the answer can be continued now; when it cannot, the button stays (disabled) beside the
    /// notice and its tooltip gives whyNot (no model configured, a run is going on).
    void setCanContinue(bool canContinue, const QString& whyNot = {});

    int reasoningRowCount() const;
    /// The "Continue the answer" button is shown and can be clicked.
    bool continueOffered() const;

Q_SIGNALS:
    /// The user asked to continue the cut-off or interrupted answer (ResearchRun::continueAnswer()).
    void continueRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    QString purposeLabel(const QString& purpose) const;

    QLabel* m_notice = nullptr;
    QPushButton* m_continue = nullptr;
    QTreeWidget* m_calls = nullptr;
    QList<model::ModelCall> m_shownCalls;
    model::Answer m_answer;
    bool m_canContinue = true;
    QString m_whyNot;
};

} // namespace lmars::ui
