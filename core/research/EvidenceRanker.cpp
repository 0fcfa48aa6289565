// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvidenceRanker.h"

#include "common/JsonUtil.h"
#include "model/ResearchState.h"
#include "search/JurisdictionDetector.h"

#include <algorithm>

namespace lmars::research {

void EvidenceRanker::rank(model::ResearchState& state)
{
    std::stable_sort(
        state.sources.begin(), state.sources.end(),
        [](const model::SearchResult& a, const model::SearchResult& b) { return int(a.authority) < int(b.authority); });
    for (model::SearchResult& source : state.sources) {
        const QString text = source.title + QLatin1Char('\n') + source.site + QLatin1Char('\n') +
                             (source.content.isEmpty() ? source.snippet : source.content);
        source.jurisdictions = search::JurisdictionDetector::mentioned(text);
    }
}

} // namespace lmars::research
