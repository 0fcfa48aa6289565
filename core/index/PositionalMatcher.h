// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/BooleanMatcher.h"
#include "index/SegmentDocs.h"
#include "index/TopKMatcher.h"

#include <QtGlobal>

#include <optional>
#include <string_view>
#include <vector>

namespace lmars::store {

/**
 * Evaluates a compiled Terms-and-Connectors expression (BooleanMatcher) over index segments'
 * positional postings, segment by segment: the candidate chunks come from the postings of each
 * slot's terms (phrases and connectors intersect, OR unites, % keeps the left side's); each live
 * candidate that passes the filters gets its slots' word positions (PostingPositions) and its
 * sentence and paragraph starts (SegmentDocs) and is checked exactly (BooleanMatcher::matches).
 */
class PositionalMatcher final
{
public:
    enum class Outcome
    {
        Matched,     ///< the segment's hits were appended
        Damaged,     ///< a blob of the segment cannot be decoded
        NoPositions, ///< the segment holds candidates but was written without word positions
    };

    PositionalMatcher(const BooleanMatcher& matcher, std::optional<qint32> asOfDay, std::optional<quint32> matter);

    /// postings[t]: the postings blob in this segment of term t of the flattened slot terms
    /// (BooleanMatcher::slotTerms(), slot by slot), empty when the segment lacks it. Appends the
    /// chunk ids (ascending) of the segment's live chunks that satisfy the expression to hits.
    Outcome addSegment(const SegmentDocs& docs, const std::vector<std::string_view>& postings,
                       const TopKMatcher::IsDead& isDead, std::vector<quint32>& hits);

    /// Candidates checked so far (for logs and benchmarks).
    quint64 checked() const { return m_checked; }

private:
    const BooleanMatcher& m_matcher;
    std::optional<qint32> m_asOfDay;
    std::optional<quint32> m_matter;
    quint64 m_checked = 0;
};

} // namespace lmars::store
