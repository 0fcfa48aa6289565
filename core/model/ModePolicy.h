// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Domain.h"

namespace lmars::model {

/**
 * What a research mode does, decided here and nowhere else (the run, the builder, the composer,
 * the exports and the command line all ask these):
 *  - simple:   one search round, then a written answer (needs a model);
 *  - multi:    clarifying questions, search–read–judge rounds, then a written answer (needs a model);
 *  - evidence: no model; the sources found, ranked, and no answer.
 */
class ModePolicy
{
public:
    /// The mode writes an answer (and so has an answer format, checks and a U-Score).
    static bool writesAnswer(ResearchMode mode);
    /// The mode calls a model: a run in it cannot start without one.
    static bool needsModel(ResearchMode mode);
    /// The mode may ask clarifying questions before it searches.
    static bool asksFollowUps(ResearchMode mode);
    /// The mode searches in rounds a judge ends (reading pages in full, a separate judge model).
    static bool searchesInRounds(ResearchMode mode);
};

} // namespace lmars::model
