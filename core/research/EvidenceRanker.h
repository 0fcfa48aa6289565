// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace lmars::model {
class ResearchState;
}

namespace lmars::research {

/**
 * Evidence-only mode: orders the sources primary, official, reputable, user-generated, unknown
 * (stable within a tier), renumbers them, and records in each source (SearchResult::jurisdictions) the jurisdictions
 * its title and text mention ("jurisdictions").
 */
class EvidenceRanker final
{
public:
    static void rank(model::ResearchState& state);
};

} // namespace lmars::research
