// SPDX-License-Identifier: GPL-3.0-or-later
#include "LegalAgentScorer.h"

#include "common/JsonUtil.h"

namespace lmars::eval {

namespace {

QString folded(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (!c.isSpace())
            out += c.toCaseFolded();
    }
    return out;
}

} // namespace

nlohmann::json AgentTaskScore::toJson() const
{
    return {{"keys", keys},
            {"keysInAnswer", keysInAnswer},
            {"steps", steps},
            {"stepsFound", stepsFound},
            {"successRate", successRate},
            {"processRate", processRate},
            {"missingKeys", json::strList(missingKeys)},
            {"missingSteps", json::strList(missingSteps)}};
}

QStringList LegalAgentScorer::items(const nlohmann::json& value)
{
    QStringList out;
    if (value.is_string()) {
        if (!json::toQString(value).trimmed().isEmpty())
            out << json::toQString(value).trimmed();
    } else if (value.is_array()) {
        for (const nlohmann::json& item : value) {
            const QString s = item.is_string() || item.is_number() ? json::toQString(item).trimmed() : QString();
            if (!s.isEmpty())
                out << s;
        }
    }
    return out;
}

bool LegalAgentScorer::present(const QString& item, const QString& text)
{
    const QString needle = folded(item);
    return !needle.isEmpty() && folded(text).contains(needle);
}

AgentTaskScore LegalAgentScorer::score(const QStringList& keys, const QStringList& middleKeys, const QString& answer,
                                       const QString& trajectory)
{
    AgentTaskScore s;
    const QString everything = trajectory + QLatin1Char('\n') + answer;
    s.keys = int(keys.size());
    for (const QString& key : keys) {
        if (present(key, answer))
            ++s.keysInAnswer;
        else
            s.missingKeys << key;
    }
    const QStringList steps = middleKeys + keys;
    s.steps = int(steps.size());
    for (const QString& step : steps) {
        if (present(step, everything))
            ++s.stepsFound;
        else
            s.missingSteps << step;
    }
    s.successRate = s.keys > 0 ? double(s.keysInAnswer) / s.keys : 1.0;
    s.processRate = s.steps > 0 ? double(s.stepsFound) / s.steps : 1.0;
    return s;
}

nlohmann::json LegalAgentScorer::total(const QList<AgentTaskScore>& tasks)
{
    double success = 0.0, process = 0.0;
    for (const AgentTaskScore& t : tasks) {
        success += t.successRate;
        process += t.processRate;
    }
    const int n = int(tasks.size());
    return {{"tasks", n},
            {"successRate", n > 0 ? nlohmann::json(success / n) : nlohmann::json(nullptr)},
            {"processRate", n > 0 ? nlohmann::json(process / n) : nlohmann::json(nullptr)}};
}

} // namespace lmars::eval
