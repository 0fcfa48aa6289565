// SPDX-License-Identifier: GPL-3.0-or-later
#include "reasoning/ModelReasoningPanel.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace lmars;

/// The model-reasoning panel: collapsed rows for calls that reasoned, the continue offer for a
/// cut-off or interrupted answer.
class ModelReasoningPanelTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reasoningRowsAreCollapsedAndOnlyForCallsThatReasoned()
    {
        model::ResearchState state;
        model::ModelCall analysis;
        analysis.purpose = QStringLiteral("query_analysis");
        model::ModelCall judgment;
        judgment.purpose = QStringLiteral("judgment");
        judgment.reasoning = QStringLiteral("Source [2] is older than the amendment.");
        judgment.reasoningTokens = 42;
        state.modelCalls = {analysis, judgment};

        ui::ModelReasoningPanel panel;
        panel.showState(state);
        QCOMPARE(panel.reasoningRowCount(), 1);
        QVERIFY(!panel.continueOffered());
        const auto* tree = panel.findChild<QTreeWidget*>(QStringLiteral("modelReasoningTree"));
        QVERIFY(tree);
        const QTreeWidgetItem* row = tree->topLevelItem(0);
        QVERIFY(row->text(0).contains(QStringLiteral("judge's verdict")));
        QVERIFY(row->text(0).contains(QStringLiteral("42 reasoning token")));
        QVERIFY(!row->isExpanded());
        QCOMPARE(row->child(0)->text(0), QStringLiteral("Source [2] is older than the amendment."));
    }

    void cutOffAnswerOffersContinue()
    {
        model::ResearchState state;
        state.answer.incomplete = true;
        state.answer.incompleteReason = QStringLiteral("Anthropic API at example: Overloaded");
        ui::ModelReasoningPanel panel;
        panel.showState(state);
        QVERIFY(panel.continueOffered());
        const auto* notice = panel.findChild<QLabel*>(QStringLiteral("answerNotice"));
        QVERIFY(notice->text().contains(QStringLiteral("Overloaded")));
        QSignalSpy continued(&panel, &ui::ModelReasoningPanel::continueRequested);
        panel.findChild<QPushButton*>(QStringLiteral("continueAnswerButton"))->click();
        QCOMPARE(continued.count(), 1);

        // When it cannot be continued now, the button stays beside the notice, disabled, saying why.
        panel.setCanContinue(false, QStringLiteral("Research is running."));
        auto* button = panel.findChild<QPushButton*>(QStringLiteral("continueAnswerButton"));
        QVERIFY(!panel.continueOffered());
        QVERIFY(!button->isHidden());
        QVERIFY(!button->isEnabled());
        QCOMPARE(button->toolTip(), QStringLiteral("Research is running."));
        panel.setCanContinue(true);
        QVERIFY(panel.continueOffered());
        QVERIFY(!button->toolTip().isEmpty());

        panel.clear();
        QVERIFY(!panel.continueOffered());
        QCOMPARE(panel.reasoningRowCount(), 0);
    }
};

QTEST_MAIN(ModelReasoningPanelTest)
#include "ModelReasoningPanelTest.moc"
