// SPDX-License-Identifier: GPL-3.0-or-later
#include "McqCondition.h"

namespace lmars::eval {

std::optional<model::ResearchMode> researchModeOf(McqCondition condition)
{
    switch (condition) {
    case McqCondition::Simple:
        return model::ResearchMode::Simple;
    case McqCondition::MultiTurn:
        return model::ResearchMode::MultiTurn;
    case McqCondition::Evidence:
        return model::ResearchMode::Evidence;
    case McqCondition::ClosedBook:
        break;
    }
    return std::nullopt;
}

QString conditionName(McqCondition condition)
{
    if (const auto mode = researchModeOf(condition))
        return model::modeName(*mode);
    return QStringLiteral("closed-book");
}

QList<McqCondition> allConditions()
{
    return {McqCondition::ClosedBook, McqCondition::Simple, McqCondition::MultiTurn, McqCondition::Evidence};
}

QStringList conditionNames()
{
    QStringList names;
    for (McqCondition condition : allConditions())
        names << conditionName(condition);
    return names;
}

bool parseCondition(const QString& text, McqCondition* out)
{
    const QString wanted = text.trimmed().toLower();
    for (McqCondition condition : allConditions()) {
        if (conditionName(condition) == wanted) {
            if (out)
                *out = condition;
            return true;
        }
    }
    return false;
}

} // namespace lmars::eval
