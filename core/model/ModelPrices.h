// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelCall.h"
#include "model/UsageTotals.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace lmars::model {

/// What one model costs per million tokens, in the table's currency.
struct TokenPrice
{
    double input = 0.0;       ///< uncached input tokens (and cache writes, see ModelPrices)
    double cachedInput = 0.0; ///< input tokens read from the provider's prompt cache
    double output = 0.0;      ///< output tokens, reasoning included

    bool operator==(const TokenPrice& other) const
    {
        return input == other.input && cachedInput == other.cachedInput && output == other.output;
    }
};

/**
 * The prices the user entered per model name (Settings → Model; settings file keys llm/prices and
 * llm/priceCurrency). Model names match exactly. A call's cost, over 10^6:
 * (promptTokens − cachedTokens) × input + cachedTokens × cachedInput + completionTokens × output.
 * Cache writes are priced as input tokens (Anthropic bills a 5-minute cache write at 1.25× input, so
 * its cost is then a slight underestimate). Kept as JSON: {"gpt-4.1-mini": {"input": 0.4,
 * "cachedInput": 0.1, "output": 1.6}}.
 */
class ModelPrices final
{
    Q_DECLARE_TR_FUNCTIONS(ModelPrices)

public:
    /// Parses the settings file's JSON; entries that are not objects of non-negative numbers are
    /// skipped (error, when given, names the first). Empty text: no prices.
    static ModelPrices parse(const QString& text, QString* error = nullptr);
    /// The compact JSON kept in the settings file (empty when there are no prices).
    QString serialize() const;

    bool isEmpty() const { return m_prices.isEmpty(); }
    QMap<QString, TokenPrice> entries() const { return m_prices; }
    std::optional<TokenPrice> price(const QString& model) const;
    void setPrice(const QString& model, const TokenPrice& price);

    /// The currency amounts are shown in: a code such as USD or a symbol such as €; default USD.
    QString currency() const { return m_currency; }
    void setCurrency(const QString& currency);

    static double costOf(const UsageTotals& usage, const TokenPrice& price);
    /// The cost of calls; calls saved without a model name are taken as fallbackModel's. Nothing
    /// when a call that used tokens went to a model without a price (a partial sum would mislead).
    std::optional<double> costOf(const QList<ModelCall>& calls, const QString& fallbackModel) const;
    /// The amount with the currency: "$0.0123" for USD or "$", "0.0123 EUR" for another code,
    /// "€0.0123" for another symbol; four decimals below 1, two from 1 up.
    QString format(double amount) const;

    /// "12,345 in (9,000 cached) · 800 out (200 reasoning)" in the current locale; cache writes
    /// are named when there were any.
    static QString describe(const UsageTotals& usage);

private:
    QMap<QString, TokenPrice> m_prices;
    QString m_currency = QStringLiteral("USD");
};

} // namespace lmars::model
