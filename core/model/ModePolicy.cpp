// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModePolicy.h"

namespace lmars::model {

bool ModePolicy::writesAnswer(ResearchMode mode)
{
    return mode != ResearchMode::Evidence;
}

bool ModePolicy::needsModel(ResearchMode mode)
{
    return mode != ResearchMode::Evidence;
}

bool ModePolicy::asksFollowUps(ResearchMode mode)
{
    return mode == ResearchMode::MultiTurn;
}

bool ModePolicy::searchesInRounds(ResearchMode mode)
{
    return mode == ResearchMode::MultiTurn;
}

} // namespace lmars::model
