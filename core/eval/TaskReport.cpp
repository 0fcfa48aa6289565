// SPDX-License-Identifier: GPL-3.0-or-later
#include "TaskReport.h"

#include "eval/TextTable.h"

#include "common/JsonUtil.h"

#include <QMap>
#include <QStringList>

using Json = nlohmann::json;
namespace js = lmars::json;

namespace lmars::eval {

namespace {

Json meanOf(const QList<double>& values)
{
    if (values.isEmpty())
        return nullptr;
    double sum = 0.0;
    for (double v : values)
        sum += v;
    return sum / double(values.size());
}

QString cell(const Json& value, int decimals = 3)
{
    return value.is_number() ? QString::number(value.get<double>(), 'f', decimals) : QStringLiteral("–");
}

Json summarizeGroup(const QString& label, const QString& condition, const QList<Json>& lines)
{
    QStringList types;
    QMap<QString, QList<Json>> byType;
    QList<double> latency, tokens, uscore;
    int failed = 0;
    QString model;
    for (const Json& line : lines) {
        const QString type = js::field(line, "taskType");
        if (!types.contains(type))
            types << type;
        byType[type].append(line);
        const bool ok = line.value("status", std::string("ok")) == "ok";
        failed += ok ? 0 : 1;
        if (ok)
            latency << line.value("latencyMs", 0.0) / 1000.0;
        tokens << double(line.value("tokens", Json::object()).value("total", 0));
        if (line.contains("uscore") && line["uscore"].is_object())
            uscore << line["uscore"].value("paper", 0.0);
        if (model.isEmpty())
            model = js::field(line, "model");
    }
    Json perType = Json::object();
    for (const QString& type : std::as_const(types)) {
        QList<double> scores;
        QMap<QString, QList<double>> metrics;
        int typeFailed = 0;
        for (const Json& line : byType.value(type)) {
            const bool ok = line.value("status", std::string("ok")) == "ok";
            typeFailed += ok ? 0 : 1;
            // A failed task scores 0 on every metric it would have had, as a wrong answer does.
            scores << (line["score"].is_number() ? line["score"].get<double>() : 0.0);
            const Json& m = line.value("metrics", Json::object());
            for (auto it = m.begin(); it != m.end(); ++it) {
                if (it.value().is_number_float())
                    metrics[QString::fromStdString(it.key())] << it.value().get<double>();
            }
        }
        Json metricMeans = Json::object();
        for (auto it = metrics.cbegin(); it != metrics.cend(); ++it)
            metricMeans[it.key().toStdString()] = meanOf(it.value());
        perType[type.toStdString()] = Json{{"n", byType.value(type).size()},
                                           {"failed", typeFailed},
                                           {"score", meanOf(scores)},
                                           {"metrics", metricMeans}};
    }
    return Json{{"label", js::str(label)},
                {"condition", js::str(condition)},
                {"model", js::str(model)},
                {"n", lines.size()},
                {"failed", failed},
                {"latencyS", meanOf(latency)},
                {"tokensPerTask", meanOf(tokens)},
                {"uscore", meanOf(uscore)},
                {"byType", perType}};
}

} // namespace

bool TaskReport::isTaskLine(const Json& line)
{
    return line.is_object() && line.contains("taskType");
}

Json TaskReport::summarize(const QList<ResultSet>& sets)
{
    Json groups = Json::array();
    for (const ResultSet& set : sets) {
        QStringList conditions;
        QMap<QString, QList<Json>> byCondition;
        for (const Json& line : set.lines) {
            if (!isTaskLine(line))
                continue;
            const QString condition = js::field(line, "condition", QStringLiteral("?"));
            if (!conditions.contains(condition))
                conditions << condition;
            byCondition[condition].append(line);
        }
        for (const QString& condition : std::as_const(conditions)) {
            const QString label =
                conditions.size() > 1 ? QStringLiteral("%1 (%2)").arg(set.label, condition) : set.label;
            groups.push_back(summarizeGroup(label, condition, byCondition.value(condition)));
        }
    }
    return Json{{"groups", groups}};
}

QString TaskReport::render(const Json& summary, bool markdown)
{
    const Json& groups = summary["groups"];
    QStringList header{tr("task type · metric")};
    QList<QStringList> rows;
    auto row = [&](const QString& name, const std::function<QString(const Json&)>& value) {
        QStringList r{name};
        for (const Json& g : groups)
            r << value(g);
        rows << r;
    };
    QStringList types;
    QMap<QString, QStringList> metricsOfType;
    for (const Json& g : groups) {
        header << js::field(g, "label");
        for (auto it = g["byType"].begin(); it != g["byType"].end(); ++it) {
            const QString type = QString::fromStdString(it.key());
            if (!types.contains(type))
                types << type;
            for (auto m = it.value()["metrics"].begin(); m != it.value()["metrics"].end(); ++m) {
                if (!metricsOfType[type].contains(QString::fromStdString(m.key())))
                    metricsOfType[type] << QString::fromStdString(m.key());
            }
        }
    }
    row(tr("condition"), [](const Json& g) { return js::field(g, "condition"); });
    row(tr("model"), [](const Json& g) { return js::field(g, "model"); });
    row(tr("tasks"), [](const Json& g) { return QString::number(g.value("n", 0)); });
    row(tr("failed (score 0)"), [](const Json& g) { return QString::number(g.value("failed", 0)); });
    for (const QString& type : std::as_const(types)) {
        const std::string key = type.toStdString();
        row(tr("%1 · n").arg(type), [&](const Json& g) {
            return g["byType"].contains(key) ? QString::number(g["byType"][key].value("n", 0)) : QStringLiteral("–");
        });
        row(tr("%1 · score").arg(type), [&](const Json& g) {
            return g["byType"].contains(key) ? cell(g["byType"][key]["score"]) : QStringLiteral("–");
        });
        for (const QString& metric : metricsOfType.value(type)) {
            const std::string m = metric.toStdString();
            row(QStringLiteral("%1 · %2").arg(type, metric), [&](const Json& g) {
                return g["byType"].contains(key) ? cell(g["byType"][key]["metrics"].value(m, Json()))
                                                 : QStringLiteral("–");
            });
        }
    }
    row(tr("U-Score paper (lower better)"), [](const Json& g) { return cell(g["uscore"]); });
    row(tr("latency mean s"), [](const Json& g) { return cell(g["latencyS"], 2); });
    row(tr("tokens / task"), [](const Json& g) { return cell(g["tokensPerTask"], 0); });

    QString out = TextTable{header, rows}.render(markdown);
    out += tr("Score: accuracy for the letter, charge and exact types; ROUGE-L for lar; the judge's 0-1 for lcs; the "
              "success rate for LegalAgentBench tasks (processRate beside it). Failed tasks score 0.") +
           QLatin1Char('\n');
    return out;
}

} // namespace lmars::eval
