// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Domain.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace lmars::eval {

/// How a multiple-choice question is answered: by the model alone (closed book) or through one of
/// the research modes. Its name is what `--condition` takes and result lines record.
enum class McqCondition
{
    ClosedBook, ///< "closed-book": the model alone, no search
    Simple,     ///< "simple": a simple research run
    MultiTurn,  ///< "multi": a multi-turn research run
    Evidence    ///< "evidence": search only; the model answers from the ranked sources
};

/// "closed-book", "simple", "multi", "evidence" (the research conditions are named after the modes)
QString conditionName(McqCondition condition);
bool parseCondition(const QString& text, McqCondition* out);
QList<McqCondition> allConditions();
QStringList conditionNames();
/// The research mode the condition runs, or none for closed-book.
std::optional<model::ResearchMode> researchModeOf(McqCondition condition);

} // namespace lmars::eval
