// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelPrices.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

namespace lmars::model {

using Json = nlohmann::json;

namespace {

/// A non-negative number at key, or nothing.
std::optional<double> priceField(const Json& object, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return std::nullopt;
    const double value = it->get<double>();
    if (!(value >= 0.0) || !std::isfinite(value))
        return std::nullopt;
    return value;
}

} // namespace

ModelPrices ModelPrices::parse(const QString& text, QString* error)
{
    ModelPrices prices;
    if (text.trimmed().isEmpty())
        return prices;
    const QByteArray utf8 = text.toUtf8();
    const Json root = Json::parse(utf8.constBegin(), utf8.constEnd(), nullptr, false);
    if (!root.is_object()) {
        if (error)
            *error = tr("The model prices are not a JSON object.");
        return prices;
    }
    for (auto it = root.begin(); it != root.end(); ++it) {
        const QString model = QString::fromStdString(it.key()).trimmed();
        const double input = it->is_object() ? priceField(*it, "input").value_or(-1.0) : -1.0;
        const double output = it->is_object() ? priceField(*it, "output").value_or(-1.0) : -1.0;
        if (model.isEmpty() || input < 0.0 || output < 0.0) {
            if (error && error->isEmpty())
                *error = tr("The price of \"%1\" needs non-negative input and output prices.").arg(model);
            continue;
        }
        // No cached price entered: cached input costs what input costs.
        const double cached = priceField(*it, "cachedInput").value_or(input);
        prices.m_prices.insert(model, TokenPrice{input, cached, output});
    }
    return prices;
}

QString ModelPrices::serialize() const
{
    if (m_prices.isEmpty())
        return {};
    Json root = Json::object();
    for (auto it = m_prices.cbegin(); it != m_prices.cend(); ++it)
        root[it.key().toStdString()] = {{"input", it->input}, {"cachedInput", it->cachedInput}, {"output", it->output}};
    return QString::fromStdString(root.dump());
}

std::optional<TokenPrice> ModelPrices::price(const QString& model) const
{
    const auto it = m_prices.constFind(model);
    if (it == m_prices.cend())
        return std::nullopt;
    return *it;
}

void ModelPrices::setPrice(const QString& model, const TokenPrice& price)
{
    if (!model.trimmed().isEmpty())
        m_prices.insert(model.trimmed(), price);
}

void ModelPrices::setCurrency(const QString& currency)
{
    m_currency = currency.trimmed().isEmpty() ? QStringLiteral("USD") : currency.trimmed();
}

double ModelPrices::costOf(const UsageTotals& usage, const TokenPrice& price)
{
    const qint64 cached = std::min(usage.cachedTokens, usage.promptTokens);
    const double perToken = 1.0 / 1e6;
    return (double(usage.promptTokens - cached) * price.input + double(cached) * price.cachedInput +
            double(usage.completionTokens) * price.output) *
           perToken;
}

std::optional<double> ModelPrices::costOf(const QList<ModelCall>& calls, const QString& fallbackModel) const
{
    if (m_prices.isEmpty())
        return std::nullopt;
    double total = 0.0;
    for (const ModelCall& call : calls) {
        if (call.promptTokens == 0 && call.completionTokens == 0)
            continue;
        const std::optional<TokenPrice> p = price(call.model.isEmpty() ? fallbackModel : call.model);
        if (!p)
            return std::nullopt;
        UsageTotals usage;
        usage.promptTokens = call.promptTokens;
        usage.completionTokens = call.completionTokens;
        usage.cachedTokens = call.cachedTokens;
        total += costOf(usage, *p);
    }
    return total;
}

QString ModelPrices::format(double amount) const
{
    const QString number = QLocale().toString(amount, 'f', amount < 1.0 ? 4 : 2);
    const bool code = m_currency.size() == 3 &&
                      std::all_of(m_currency.cbegin(), m_currency.cend(), [](QChar c) { return c.isLetter(); });
    if (m_currency == QLatin1String("USD") || m_currency == QLatin1String("$"))
        return QLatin1Char('$') + number;
    if (code)
        return number + QLatin1Char(' ') + m_currency;
    return m_currency + number;
}

QString ModelPrices::describe(const UsageTotals& usage)
{
    const QLocale locale;
    const QString in =
        usage.cacheWriteTokens > 0
            ? tr("%1 in (%2 cached, %3 written to cache)")
                  .arg(locale.toString(usage.promptTokens), locale.toString(usage.cachedTokens),
                       locale.toString(usage.cacheWriteTokens))
            : tr("%1 in (%2 cached)").arg(locale.toString(usage.promptTokens), locale.toString(usage.cachedTokens));
    const QString out = tr("%1 out (%2 reasoning)")
                            .arg(locale.toString(usage.completionTokens), locale.toString(usage.reasoningTokens));
    return in + QStringLiteral(" · ") + out;
}

} // namespace lmars::model
