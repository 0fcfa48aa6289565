// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 32: prices per million tokens in Settings → Model, and the run's figures with cached tokens and cost.
#include "ConfigController.h"
#include "ModelPricesEditor.h"
#include "SettingsDialog.h"
#include "TimelineView.h"
#include "UiTestSupport.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace lmars;
using Key = settings::Settings::Key;

class CostStatsTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static model::ResearchState runState()
    {
        model::ResearchState state;
        state.question = QStringLiteral("Deposit?");
        state.status = model::RunStatus::Finished;
        state.totalMs = 4200;
        state.settings.model = QStringLiteral("gpt-4.1-mini");
        model::ModelCall call;
        call.purpose = QStringLiteral("answer");
        call.model = QStringLiteral("gpt-4.1-mini");
        call.promptTokens = 2'000'000;
        call.cachedTokens = 1'500'000;
        call.completionTokens = 100'000;
        call.reasoningTokens = 40'000;
        state.modelCalls = {call};
        state.usage.calls = 1;
        state.usage.promptTokens = call.promptTokens;
        state.usage.cachedTokens = call.cachedTokens;
        state.usage.completionTokens = call.completionTokens;
        state.usage.reasoningTokens = call.reasoningTokens;
        return state;
    }

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void pricesRoundTripThroughTheDialog()
    {
        settings::Settings s(m_dir.filePath(QStringLiteral("prices.ini")));
        settings::MemorySecretStore store;
        ui::ConfigController config(s, store);
        config.setEnvironment({}, {});
        {
            ui::SettingsDialog dialog(config);
            dialog.showPage(ui::SettingsDialog::Page::Model);
            auto* model = dialog.findChild<QLineEdit*>(QStringLiteral("modelEdit"));
            QTest::keyClicks(model, QStringLiteral("gpt-4.1-mini"));
            auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("modelPricesTable"));
            QVERIFY(table);
            QCOMPARE(table->rowCount(), 0);
            // "Add model" offers the model of the Model field.
            QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("addModelPrice")), Qt::LeftButton);
            QCOMPARE(table->rowCount(), 1);
            QCOMPARE(table->item(0, 0)->text(), QStringLiteral("gpt-4.1-mini"));
            qobject_cast<QDoubleSpinBox*>(table->cellWidget(0, 1))->setValue(0.4);
            qobject_cast<QDoubleSpinBox*>(table->cellWidget(0, 2))->setValue(0.1);
            qobject_cast<QDoubleSpinBox*>(table->cellWidget(0, 3))->setValue(1.6);
            // A second row left at "= input" for cached input.
            QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("addModelPrice")), Qt::LeftButton);
            QCOMPARE(table->rowCount(), 2);
            table->item(1, 0)->setText(QStringLiteral("claude-sonnet-4-5"));
            qobject_cast<QDoubleSpinBox*>(table->cellWidget(1, 1))->setValue(3);
            qobject_cast<QDoubleSpinBox*>(table->cellWidget(1, 3))->setValue(15);
            dialog.findChild<QLineEdit*>(QStringLiteral("priceCurrencyEdit"))->setText(QStringLiteral("EUR"));
            QVERIFY(dialog.apply());
        }
        const model::ModelPrices prices = config.config().prices;
        QVERIFY(prices.price(QStringLiteral("gpt-4.1-mini")) == (model::TokenPrice{0.4, 0.1, 1.6}));
        QVERIFY(prices.price(QStringLiteral("claude-sonnet-4-5")) == (model::TokenPrice{3, 3, 15}));
        QCOMPARE(prices.currency(), QStringLiteral("EUR"));
        QCOMPARE(s.string(Key::LlmPriceCurrency), QStringLiteral("EUR"));

        // Reopened: the rows come back; removing them all leaves no prices in the file.
        ui::SettingsDialog reopened(config);
        auto* table = reopened.findChild<QTableWidget*>(QStringLiteral("modelPricesTable"));
        QCOMPARE(table->rowCount(), 2);
        while (table->rowCount() > 0) {
            table->setCurrentCell(0, 0);
            QTest::mouseClick(reopened.findChild<QPushButton*>(QStringLiteral("removeModelPrice")), Qt::LeftButton);
        }
        QVERIFY(reopened.apply());
        QVERIFY(config.config().prices.isEmpty());
        QVERIFY(s.string(Key::LlmPrices).isEmpty());
    }

    void timelineShowsTokensAndCost()
    {
        ui::TimelineView view;
        view.showState(runState());
        // Without prices: tokens in (cached), out (reasoning), no cost.
        QVERIFY2(view.statsText().contains(QStringLiteral("2,000,000 in (1,500,000 cached) · 100,000 out (40,000 "
                                                          "reasoning)")),
                 qPrintable(view.statsText()));
        QVERIFY(!view.statsText().contains(QLatin1Char('$')));

        model::ModelPrices prices;
        prices.setPrice(QStringLiteral("gpt-4.1-mini"), model::TokenPrice{0.4, 0.1, 1.6});
        view.setPrices(prices);
        // 0.5 M × 0.4 + 1.5 M × 0.1 + 0.1 M × 1.6 = 0.51
        QVERIFY2(view.statsText().endsWith(QStringLiteral(" · $0.5100")), qPrintable(view.statsText()));

        // A model without a price: no cost rather than a partial one.
        model::ModelPrices other;
        other.setPrice(QStringLiteral("gpt-4o"), model::TokenPrice{2.5, 1.25, 10});
        view.setPrices(other);
        QVERIFY(!view.statsText().contains(QLatin1Char('$')));
    }
};

LMARS_UI_TEST_MAIN(CostStatsTest)
#include "CostStatsTest.moc"
