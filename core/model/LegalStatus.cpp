// SPDX-License-Identifier: GPL-3.0-or-later
#include "LegalStatus.h"

#include "RecordFields.h"

#include <QStringList>

#include <array>
#include <utility>

namespace lmars::model {

namespace {

constexpr std::array<std::pair<LegalStatus::State, const char*>, 8> kStates = {{
    {LegalStatus::State::InForce, "in_force"},
    {LegalStatus::State::Amended, "amended"},
    {LegalStatus::State::AmendedSince, "amended_since"},
    {LegalStatus::State::EditionAfterAsOf, "edition_after_as_of"},
    {LegalStatus::State::Repealed, "repealed"},
    {LegalStatus::State::Removed, "removed"},
    {LegalStatus::State::Revoked, "revoked"},
    {LegalStatus::State::Superseded, "superseded"},
}};

constexpr std::array<std::pair<LegalStatus::Change::Action, const char*>, 3> kActions = {{
    {LegalStatus::Change::Action::Revoked, "revoked"},
    {LegalStatus::Change::Action::Superseded, "superseded"},
    {LegalStatus::Change::Action::Amended, "amended"},
}};

template <typename Enum, std::size_t N>
bool parseIn(const std::array<std::pair<Enum, const char*>, N>& names, const QString& text, Enum* out)
{
    const QString wanted = text.trimmed().toLower();
    for (const auto& [value, name] : names) {
        if (wanted == QLatin1String(name)) {
            *out = value;
            return true;
        }
    }
    return false;
}

template <typename Enum, std::size_t N> QString nameIn(const std::array<std::pair<Enum, const char*>, N>& names, Enum v)
{
    for (const auto& [value, name] : names) {
        if (value == v)
            return QString::fromLatin1(name);
    }
    return {};
}

} // namespace

QStringList LegalStatus::datesAfterAsOf() const
{
    QStringList out;
    for (const Change& c : changes.value_or(QList<Change>())) {
        if (c.afterAsOf)
            out << c.date;
    }
    return out;
}

const LegalStatus::Change* LegalStatus::lastTermination() const
{
    const Change* last = nullptr;
    if (changes) {
        for (const Change& c : *changes) {
            if (!c.afterAsOf && c.action != Change::Action::Amended && !c.inPart)
                last = &c;
        }
    }
    return last;
}

QString LegalStatus::stateName(State state)
{
    return nameIn(kStates, state);
}

bool LegalStatus::parseState(const QString& text, State* out)
{
    return parseIn(kStates, text, out);
}

QString LegalStatus::actionName(Change::Action action)
{
    return nameIn(kActions, action);
}

bool LegalStatus::parseAction(const QString& text, Change::Action* out)
{
    return parseIn(kActions, text, out);
}

nlohmann::json LegalStatus::toJson() const
{
    nlohmann::json out = {
        {"state", json::str(stateName(state))}, {"text", json::str(text)}, {"asOf", fields::textOrNull(asOf)}};
    if (changes) {
        nlohmann::json list = nlohmann::json::array();
        for (const Change& c : *changes)
            list.push_back({{"action", json::str(actionName(c.action))},
                            {"inPart", c.inPart},
                            {"by", json::str(c.by)},
                            {"date", fields::textOrNull(c.date)},
                            {"afterAsOf", c.afterAsOf}});
        out["changes"] = std::move(list);
    }
    return out;
}

std::optional<LegalStatus> LegalStatus::fromJson(const nlohmann::json& j)
{
    LegalStatus s;
    if (!j.is_object() || !parseState(json::field(j, "state"), &s.state))
        return std::nullopt;
    s.text = json::field(j, "text");
    s.asOf = json::field(j, "asOf");
    if (const auto it = j.find("changes"); it != j.end() && it->is_array()) {
        QList<Change> list;
        for (const nlohmann::json& item : *it) {
            Change c;
            if (!item.is_object() || !parseAction(json::field(item, "action"), &c.action))
                continue;
            c.inPart = fields::boolean(item, "inPart");
            c.by = json::field(item, "by");
            c.date = json::field(item, "date");
            c.afterAsOf = fields::boolean(item, "afterAsOf");
            list << c;
        }
        s.changes = list;
    }
    return s;
}

} // namespace lmars::model
