// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ModelPrices.h"
#include "settings/AppConfig.h"

#include <QLocale>
#include <QTest>

namespace lmars::model {

/// Prices per million tokens (Settings → Model, LMARS_LLM_PRICES) and the cost of a run's calls.
class ModelPricesTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void parsesAndSerializes()
    {
        QString error;
        const ModelPrices prices =
            ModelPrices::parse(QStringLiteral(R"({"gpt-4.1-mini": {"input": 0.4, "cachedInput": 0.1, "output": 1.6},
                               "claude-sonnet-4-5": {"input": 3, "output": 15},
                               "broken": {"input": -1, "output": 2}, "text": "1.0"})"),
                               &error);
        QCOMPARE(prices.entries().size(), 2);
        QVERIFY(prices.price(QStringLiteral("gpt-4.1-mini")) == (TokenPrice{0.4, 0.1, 1.6}));
        // No cached price: cached input costs what input costs.
        QVERIFY(prices.price(QStringLiteral("claude-sonnet-4-5")) == (TokenPrice{3, 3, 15}));
        QVERIFY(error.contains(QStringLiteral("broken")));
        // Names match exactly.
        QVERIFY(!prices.price(QStringLiteral("gpt-4.1")));
        QVERIFY(!prices.price(QStringLiteral("GPT-4.1-mini")));

        const ModelPrices back = ModelPrices::parse(prices.serialize());
        QCOMPARE(back.entries().size(), 2);
        QVERIFY(back.price(QStringLiteral("gpt-4.1-mini")) == (TokenPrice{0.4, 0.1, 1.6}));

        QString notJson;
        QVERIFY(ModelPrices::parse(QStringLiteral("gpt-4o=2.5"), &notJson).isEmpty());
        QVERIFY(!notJson.isEmpty());
        QVERIFY(ModelPrices::parse(QString()).isEmpty());
        QVERIFY(ModelPrices().serialize().isEmpty());
    }

    void costCountsCachedTokensAtTheirPrice()
    {
        UsageTotals usage;
        usage.promptTokens = 2'000'000; // of which 1,500,000 cached
        usage.cachedTokens = 1'500'000;
        usage.completionTokens = 100'000;
        usage.reasoningTokens = 40'000; // part of completion: not charged twice
        // 0.5 M × 0.4 + 1.5 M × 0.1 + 0.1 M × 1.6 = 0.2 + 0.15 + 0.16
        QCOMPARE(ModelPrices::costOf(usage, TokenPrice{0.4, 0.1, 1.6}), 0.51);
    }

    void costOfCallsNeedsEveryModelPriced()
    {
        ModelPrices prices;
        prices.setPrice(QStringLiteral("main"), TokenPrice{1.0, 0.5, 2.0});
        prices.setPrice(QStringLiteral("judge"), TokenPrice{10.0, 10.0, 10.0});
        ModelCall a;
        a.model = QStringLiteral("main");
        a.promptTokens = 1'000'000;
        a.cachedTokens = 1'000'000;
        a.completionTokens = 500'000;
        ModelCall b;
        b.model = QStringLiteral("judge");
        b.promptTokens = 100'000;
        ModelCall old; // saved before calls named their model: the run's model
        old.promptTokens = 1'000'000;
        ModelCall failed; // no tokens: no price needed
        failed.model = QStringLiteral("unpriced");
        const std::optional<double> cost = prices.costOf({a, b, old, failed}, QStringLiteral("main"));
        QVERIFY(cost);
        QCOMPARE(*cost, 0.5 + 1.0 + 1.0 + 1.0);

        ModelCall other;
        other.model = QStringLiteral("unpriced");
        other.completionTokens = 10;
        QVERIFY(!prices.costOf({a, other}, QStringLiteral("main")));
        QVERIFY(!ModelPrices().costOf({a}, QStringLiteral("main")));
    }

    void formatsWithTheCurrency()
    {
        ModelPrices prices;
        QCOMPARE(prices.currency(), QStringLiteral("USD"));
        QCOMPARE(prices.format(0.01234), QStringLiteral("$0.0123"));
        QCOMPARE(prices.format(12.5), QStringLiteral("$12.50"));
        prices.setCurrency(QStringLiteral("EUR"));
        QCOMPARE(prices.format(0.5), QStringLiteral("0.5000 EUR"));
        prices.setCurrency(QStringLiteral("€"));
        QCOMPARE(prices.format(2.0), QStringLiteral("€2.00"));
        prices.setCurrency(QStringLiteral("  "));
        QCOMPARE(prices.currency(), QStringLiteral("USD"));
    }

    void describesTokens()
    {
        UsageTotals usage;
        usage.promptTokens = 12345;
        usage.cachedTokens = 9000;
        usage.completionTokens = 800;
        usage.reasoningTokens = 200;
        QCOMPARE(ModelPrices::describe(usage), QStringLiteral("12,345 in (9,000 cached) · 800 out (200 reasoning)"));
        usage.cacheWriteTokens = 1000;
        QCOMPARE(ModelPrices::describe(usage),
                 QStringLiteral("12,345 in (9,000 cached, 1,000 written to cache) · 800 out (200 reasoning)"));
    }

    void appConfigReadsThePriceVariables()
    {
        const settings::AppConfig config = settings::AppConfig::resolve(
            {}, {},
            {{QStringLiteral("LMARS_LLM_PRICES"), QStringLiteral(R"({"m": {"input": 1, "output": 2}})")},
             {QStringLiteral("LMARS_PRICE_CURRENCY"), QStringLiteral("EUR")}},
            QString());
        QVERIFY(config.prices.price(QStringLiteral("m")) == (TokenPrice{1, 1, 2}));
        QCOMPARE(config.prices.currency(), QStringLiteral("EUR"));
        QVERIFY(config.pricesError.isEmpty());
    }
};

} // namespace lmars::model

QTEST_GUILESS_MAIN(lmars::model::ModelPricesTest)
#include "ModelPricesTest.moc"
