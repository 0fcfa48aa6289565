// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalReport.h"

#include "eval/TextTable.h"

#include "common/JsonUtil.h"

#include <QLocale>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <functional>

using Json = nlohmann::json;
namespace js = lmars::json;

namespace lmars::eval {

namespace {

const QStringList kLevels{QStringLiteral("low"), QStringLiteral("moderate"), QStringLiteral("high")};

double mean(const QList<double>& values)
{
    if (values.isEmpty())
        return 0.0;
    double sum = 0.0;
    for (double v : values)
        sum += v;
    return sum / double(values.size());
}

Json meanOrNull(const QList<double>& values)
{
    return values.isEmpty() ? Json(nullptr) : Json(mean(values));
}

Json accuracyJson(int correct, int n)
{
    const Interval ci = EvalReport::wilson(correct, n);
    return Json{{"n", n},
                {"correct", correct},
                {"accuracy", n > 0 ? double(correct) / n : 0.0},
                {"ci95", Json::array({ci.low, ci.high})}};
}

/// Accuracy per value of a string field ("domain", "category"), in name order.
Json breakdown(const QList<Json>& lines, const char* field)
{
    QMap<QString, std::pair<int, int>> counts; // value → (correct, n)
    for (const Json& line : lines) {
        const QString value = js::field(line, field, QStringLiteral("(none)"));
        auto& c = counts[value.isEmpty() ? QStringLiteral("(none)") : value];
        c.first += line.value("correct", false) ? 1 : 0;
        ++c.second;
    }
    Json out = Json::object();
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        out[it.key().toStdString()] = accuracyJson(it.value().first, it.value().second);
    return out;
}

/// The tokens of a line's "tokens" object (lines written before cached tokens were kept have none).
model::UsageTotals lineUsage(const Json& line)
{
    model::UsageTotals u;
    const Json tokens = line.value("tokens", Json::object());
    if (!tokens.is_object())
        return u;
    const auto number = [&](const char* key) {
        const auto it = tokens.find(key);
        return it != tokens.end() && it->is_number_integer() ? it->get<qint64>() : qint64(0);
    };
    u.promptTokens = number("prompt");
    u.cachedTokens = number("cached");
    u.cacheWriteTokens = number("cacheWrite");
    u.completionTokens = number("completion");
    u.reasoningTokens = number("reasoning");
    return u;
}

/// The group's summed tokens and, when every line with tokens has a priced model, its cost.
Json tokenTotals(const QList<Json>& lines, const model::ModelPrices& prices)
{
    model::UsageTotals sum;
    double cost = 0.0;
    bool priced = !prices.isEmpty();
    for (const Json& line : lines) {
        const model::UsageTotals u = lineUsage(line);
        sum += u;
        if (!priced || (u.promptTokens == 0 && u.completionTokens == 0))
            continue;
        const std::optional<model::TokenPrice> price = prices.price(js::field(line, "model"));
        if (price)
            cost += model::ModelPrices::costOf(u, *price);
        else
            priced = false;
    }
    return Json{{"prompt", sum.promptTokens},         {"cached", sum.cachedTokens},
                {"cacheWrite", sum.cacheWriteTokens}, {"completion", sum.completionTokens},
                {"reasoning", sum.reasoningTokens},   {"cost", priced ? Json(cost) : Json(nullptr)}};
}

Json summarizeGroup(const QString& label, const QString& condition, const QList<Json>& lines,
                    const model::ModelPrices& prices)
{
    int correct = 0, parseErrors = 0, failed = 0, refused = 0;
    QList<double> paper, reference, latency, tokens, calls;
    QMap<QString, int> models;
    int judged = 0, judgeErrors = 0;
    QMap<QString, int> ratings;
    for (const Json& line : lines) {
        correct += line.value("correct", false) ? 1 : 0;
        parseErrors += line.value("parseError", false) ? 1 : 0;
        refused += line.value("refused", false) ? 1 : 0;
        const bool ok = line.value("status", std::string("ok")) == "ok";
        failed += ok ? 0 : 1;
        ++models[js::field(line, "model")];
        const Json& u = line.contains("uscore") ? line["uscore"] : Json();
        if (u.is_object() && u.contains("paper")) {
            paper << u.value("paper", 0.0);
            reference << u.value("referenceCode", 0.0);
        }
        if (ok)
            latency << line.value("latencyMs", 0.0) / 1000.0;
        tokens << double(line.value("tokens", Json::object()).value("total", 0));
        calls << double(line.value("calls", 0));
        const Json& judge = line.contains("judge") ? line["judge"] : Json();
        if (judge.is_object()) {
            if (judge.contains("error")) {
                ++judgeErrors;
            } else if (const QString m = js::field(judge, "majority"); kLevels.contains(m)) {
                ++judged;
                ++ratings[m];
            }
        }
    }
    const int n = int(lines.size());
    Json judge{{"n", judged}, {"errors", judgeErrors}};
    QString majority;
    int best = 0;
    for (const QString& level : kLevels) {
        judge[level.toStdString()] = ratings.value(level);
        if (ratings.value(level) > best) { // ties keep the lower rating
            best = ratings.value(level);
            majority = level;
        }
    }
    judge["majority"] = majority.isEmpty() ? Json(nullptr) : js::str(majority);
    QString model;
    int modelCount = 0;
    for (auto it = models.cbegin(); it != models.cend(); ++it) {
        if (it.value() > modelCount) {
            modelCount = it.value();
            model = it.key();
        }
    }
    Json group = accuracyJson(correct, n);
    group["label"] = js::str(label);
    group["condition"] = js::str(condition);
    group["model"] = js::str(model);
    group["parseErrors"] = parseErrors;
    group["failed"] = failed;
    group["refused"] = refused;
    group["refusalRate"] = n > 0 ? double(refused) / n : 0.0;
    group["uscore"] = Json{{"n", paper.size()}, {"paper", meanOrNull(paper)}, {"referenceCode", meanOrNull(reference)}};
    group["judge"] = judge;
    group["latencyS"] = Json{{"n", latency.size()},
                             {"mean", meanOrNull(latency)},
                             {"p50", latency.isEmpty() ? Json(nullptr) : Json(EvalReport::percentile(latency, 0.5))},
                             {"p90", latency.isEmpty() ? Json(nullptr) : Json(EvalReport::percentile(latency, 0.9))}};
    group["tokensPerQuestion"] = mean(tokens);
    group["callsPerQuestion"] = mean(calls);
    group["tokens"] = tokenTotals(lines, prices);
    group["byDomain"] = breakdown(lines, "domain");
    group["byCategory"] = breakdown(lines, "category");
    return group;
}

Json baselineOf(const QMap<QString, QString>& goldById)
{
    QMap<QString, int> counts;
    for (const QString& letter : goldById)
        ++counts[letter];
    QString letter;
    int best = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > best) {
            best = it.value();
            letter = it.key();
        }
    }
    Json b = accuracyJson(best, int(goldById.size()));
    b["letter"] = letter.isEmpty() ? Json(nullptr) : js::str(letter);
    Json dist = Json::object();
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        dist[it.key().toStdString()] = it.value();
    b["goldDistribution"] = dist;
    return b;
}

QString num(const Json& value, int decimals = 3)
{
    return value.is_number() ? QString::number(value.get<double>(), 'f', decimals) : QStringLiteral("–");
}

QString accuracyCell(const Json& a)
{
    const Json ci = a.value("ci95", Json::array({0.0, 0.0}));
    return QStringLiteral("%1 [%2, %3]").arg(num(a["accuracy"]), num(ci[0]), num(ci[1]));
}

/// Rows of metrics, one column per group.
TextTable metricsTable(const Json& summary)
{
    TextTable t;
    t.header << EvalReport::tr("metric");
    const Json& groups = summary["groups"];
    for (const Json& g : groups)
        t.header << js::field(g, "label");
    auto row = [&](const QString& name, const std::function<QString(const Json&)>& cell) {
        QStringList r{name};
        for (const Json& g : groups)
            r << cell(g);
        t.rows << r;
    };
    row(EvalReport::tr("condition"), [](const Json& g) { return js::field(g, "condition"); });
    row(EvalReport::tr("model"), [](const Json& g) { return js::field(g, "model"); });
    row(EvalReport::tr("questions"), [](const Json& g) { return QString::number(g.value("n", 0)); });
    row(EvalReport::tr("correct"), [](const Json& g) { return QString::number(g.value("correct", 0)); });
    row(EvalReport::tr("accuracy [95% Wilson]"), [](const Json& g) { return accuracyCell(g); });
    row(EvalReport::tr("parse errors (wrong)"),
        [](const Json& g) { return QString::number(g.value("parseErrors", 0)); });
    row(EvalReport::tr("failed (wrong)"), [](const Json& g) { return QString::number(g.value("failed", 0)); });
    row(EvalReport::tr("refused: insufficient context (wrong)"),
        [](const Json& g) { return QStringLiteral("%1 (%2)").arg(g.value("refused", 0)).arg(num(g["refusalRate"])); });
    row(EvalReport::tr("U-Score paper (lower better)"), [](const Json& g) { return num(g["uscore"]["paper"]); });
    row(EvalReport::tr("U-Score ref. code"), [](const Json& g) { return num(g["uscore"]["referenceCode"]); });
    row(EvalReport::tr("judge low/moderate/high"), [](const Json& g) {
        const Json& j = g["judge"];
        return j.value("n", 0) == 0 && j.value("errors", 0) == 0 ? QStringLiteral("–")
                                                                 : QStringLiteral("%1/%2/%3")
                                                                       .arg(j.value("low", 0))
                                                                       .arg(j.value("moderate", 0))
                                                                       .arg(j.value("high", 0));
    });
    row(EvalReport::tr("judge majority"),
        [](const Json& g) { return js::field(g["judge"], "majority", QStringLiteral("–")); });
    row(EvalReport::tr("latency mean s"), [](const Json& g) { return num(g["latencyS"]["mean"], 2); });
    row(EvalReport::tr("latency p50 s"), [](const Json& g) { return num(g["latencyS"]["p50"], 2); });
    row(EvalReport::tr("latency p90 s"), [](const Json& g) { return num(g["latencyS"]["p90"], 2); });
    row(EvalReport::tr("tokens / question"), [](const Json& g) { return num(g["tokensPerQuestion"], 0); });
    row(EvalReport::tr("calls / question"), [](const Json& g) { return num(g["callsPerQuestion"], 1); });
    const auto count = [](const Json& g, const char* key) {
        return QLocale().toString(g.value("tokens", Json::object()).value(key, qint64(0)));
    };
    row(EvalReport::tr("tokens in (cached)"),
        [&](const Json& g) { return QStringLiteral("%1 (%2)").arg(count(g, "prompt"), count(g, "cached")); });
    row(EvalReport::tr("tokens out (reasoning)"),
        [&](const Json& g) { return QStringLiteral("%1 (%2)").arg(count(g, "completion"), count(g, "reasoning")); });
    model::ModelPrices currency;
    currency.setCurrency(js::field(summary, "currency"));
    row(EvalReport::tr("cost"), [&](const Json& g) {
        const Json cost = g.value("tokens", Json::object()).value("cost", Json());
        return cost.is_number() ? currency.format(cost.get<double>()) : QStringLiteral("–");
    });
    return t;
}

/// Accuracy by the values of one breakdown field, one column per group.
TextTable breakdownTable(const Json& summary, const char* key, const QString& title)
{
    TextTable t;
    t.header << title;
    const Json& groups = summary["groups"];
    QStringList values;
    for (const Json& g : groups) {
        t.header << js::field(g, "label");
        for (auto it = g[key].begin(); it != g[key].end(); ++it) {
            const QString v = QString::fromStdString(it.key());
            if (!values.contains(v))
                values << v;
        }
    }
    values.sort();
    for (const QString& v : std::as_const(values)) {
        QStringList r{v};
        for (const Json& g : groups) {
            const Json cell = g[key].value(v.toStdString(), Json());
            r << (cell.is_object() ? QStringLiteral("%1/%2 %3")
                                         .arg(cell.value("correct", 0))
                                         .arg(cell.value("n", 0))
                                         .arg(num(cell["accuracy"]))
                                   : QStringLiteral("–"));
        }
        t.rows << r;
    }
    return t;
}

QString render(const Json& summary, bool markdown)
{
    const QString heading = markdown ? QStringLiteral("### ") : QString();
    QString out = metricsTable(summary).render(markdown);
    out += QLatin1Char('\n') + heading + EvalReport::tr("Accuracy by domain") + QStringLiteral("\n\n");
    out += breakdownTable(summary, "byDomain", EvalReport::tr("domain")).render(markdown);
    out += QLatin1Char('\n') + heading + EvalReport::tr("Accuracy by category") + QStringLiteral("\n\n");
    out += breakdownTable(summary, "byCategory", EvalReport::tr("category")).render(markdown);
    const Json& b = summary["baseline"];
    out += QLatin1Char('\n') +
           EvalReport::tr("Majority-class baseline (always answering \"%1\", the most common gold letter of the %2): "
                          "%3/%4 = %5. A condition must beat this to show skill.")
               .arg(js::field(b, "letter", QStringLiteral("?")), js::field(b, "from") == QLatin1String("dataset")
                                                                     ? EvalReport::tr("dataset")
                                                                     : EvalReport::tr("questions in these results"))
               .arg(b.value("correct", 0))
               .arg(b.value("n", 0))
               .arg(accuracyCell(b)) +
           QLatin1Char('\n');
    const Json& random = summary["randomBaseline"];
    if (random.is_object() && random.value("n", 0) > 0)
        out +=
            EvalReport::tr("Random-choice baseline (one choice uniformly at random, over the %1 questions of the %2): "
                           "%3.")
                .arg(random.value("n", 0))
                .arg(js::field(random, "from") == QLatin1String("dataset")
                         ? EvalReport::tr("dataset")
                         : EvalReport::tr("questions in these results"))
                .arg(num(random["accuracy"], 4)) +
            QLatin1Char('\n');
    out += EvalReport::tr("Parse errors and failed questions count as wrong. U-Score: 0 certain … 1 uncertain, lower "
                          "is better. Latency: answered questions only.") +
           QLatin1Char('\n');
    return out;
}

} // namespace

Interval EvalReport::wilson(int k, int n, double z)
{
    if (n <= 0)
        return {};
    const double p = double(k) / n;
    const double z2 = z * z;
    const double denominator = 1.0 + z2 / n;
    const double center = (p + z2 / (2.0 * n)) / denominator;
    const double half = z * std::sqrt(p * (1.0 - p) / n + z2 / (4.0 * n * n)) / denominator;
    return {std::max(0.0, center - half), std::min(1.0, center + half)};
}

double EvalReport::percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const double position = qBound(0.0, p, 1.0) * double(values.size() - 1);
    const int lower = int(std::floor(position));
    const int upper = int(std::ceil(position));
    return values.at(lower) + (values.at(upper) - values.at(lower)) * (position - lower);
}

Json EvalReport::summarize(const QList<ResultSet>& sets, const QList<McqItem>& baselineItems,
                           const model::ModelPrices& prices)
{
    Json groups = Json::array();
    QMap<QString, QString> goldById;
    for (const ResultSet& set : sets) {
        QStringList conditions;
        QMap<QString, QList<Json>> byCondition;
        for (const Json& line : set.lines) {
            const QString condition = js::field(line, "condition", QStringLiteral("?"));
            if (!conditions.contains(condition))
                conditions << condition;
            byCondition[condition].append(line);
            if (baselineItems.isEmpty() && line.contains("gold"))
                goldById[js::field(line, "id")] = js::field(line, "gold");
        }
        for (const QString& condition : std::as_const(conditions)) {
            const QString label =
                conditions.size() > 1 ? QStringLiteral("%1 (%2)").arg(set.label, condition) : set.label;
            groups.push_back(summarizeGroup(label, condition, byCondition.value(condition), prices));
        }
    }
    for (const McqItem& item : baselineItems)
        goldById[item.id] = item.label(item.gold);
    Json baseline = baselineOf(goldById);
    baseline["from"] = baselineItems.isEmpty() ? "results" : "dataset";
    // The random-choice baseline: the mean of 1 / choices, from the dataset or the lines' choice counts.
    Json random{{"from", baselineItems.isEmpty() ? "results" : "dataset"}, {"n", 0}, {"accuracy", nullptr}};
    if (!baselineItems.isEmpty()) {
        random["n"] = int(baselineItems.size());
        random["accuracy"] = McqDataset::randomChoiceAccuracy(baselineItems);
    } else {
        QMap<QString, int> choicesById;
        for (const ResultSet& set : sets) {
            for (const Json& line : set.lines) {
                if (line.value("choiceCount", 0) > 0)
                    choicesById[js::field(line, "id")] = line.value("choiceCount", 0);
            }
        }
        double sum = 0.0;
        for (int count : std::as_const(choicesById))
            sum += 1.0 / count;
        random["n"] = int(choicesById.size());
        if (!choicesById.isEmpty())
            random["accuracy"] = sum / double(choicesById.size());
    }
    return Json{{"groups", groups},
                {"baseline", baseline},
                {"randomBaseline", random},
                {"currency", js::str(prices.currency())}};
}

QString EvalReport::renderText(const Json& summary)
{
    return render(summary, false);
}

QString EvalReport::renderMarkdown(const Json& summary)
{
    return render(summary, true);
}

} // namespace lmars::eval
