// SPDX-License-Identifier: GPL-3.0-or-later
#include "PositionalMatcher.h"

#include "index/PostingCursor.h"
#include "index/PostingPositions.h"

#include <algorithm>

namespace lmars::store {

PositionalMatcher::PositionalMatcher(const BooleanMatcher& matcher, std::optional<qint32> asOfDay,
                                     std::optional<quint32> matter)
    : m_matcher(matcher), m_asOfDay(asOfDay), m_matter(matter)
{}

PositionalMatcher::Outcome PositionalMatcher::addSegment(const SegmentDocs& docs,
                                                         const std::vector<std::string_view>& postings,
                                                         const TopKMatcher::IsDead& isDead, std::vector<quint32>& hits)
{
    const std::vector<std::vector<std::string>>& slotTerms = m_matcher.slotTerms();
    // Per slot: the ordinals of the chunks holding any of its terms.
    std::vector<std::vector<quint32>> slotOrdinals(slotTerms.size());
    std::vector<size_t> firstTerm(slotTerms.size() + 1, 0); // where each slot's terms start in postings
    for (size_t s = 0; s < slotTerms.size(); ++s)
        firstTerm[s + 1] = firstTerm[s] + slotTerms[s].size();
    if (postings.size() != firstTerm.back())
        return Outcome::Damaged;
    for (size_t s = 0; s < slotTerms.size(); ++s) {
        std::vector<quint32>& ordinals = slotOrdinals[s];
        for (size_t t = firstTerm[s]; t < firstTerm[s + 1]; ++t) {
            if (postings[t].empty())
                continue;
            const size_t before = ordinals.size();
            PostingCursor cursor(postings[t]);
            for (; !cursor.atEnd(); cursor.next())
                ordinals.push_back(cursor.ordinal());
            if (cursor.corrupt())
                return Outcome::Damaged;
            if (before > 0) // several terms: keep the union sorted
                std::inplace_merge(ordinals.begin(), ordinals.begin() + static_cast<std::ptrdiff_t>(before),
                                   ordinals.end());
        }
        ordinals.erase(std::unique(ordinals.begin(), ordinals.end()), ordinals.end());
    }
    const std::vector<quint32> candidates = m_matcher.candidates(slotOrdinals);
    if (candidates.empty())
        return Outcome::Matched;
    if (!docs.positional())
        return Outcome::NoPositions;

    std::vector<PostingCursor> cursors;
    std::vector<PostingPositions> positions;
    cursors.reserve(postings.size());
    positions.reserve(postings.size());
    for (const std::string_view blob : postings) {
        cursors.emplace_back(blob);
        positions.emplace_back(cursors.back().positions());
    }
    ChunkPositions chunk;
    chunk.slots.resize(slotTerms.size());
    std::vector<quint32> read;
    for (const quint32 ordinal : candidates) {
        if (ordinal >= docs.size())
            return Outcome::Damaged;
        const quint32 chunkId = docs.chunkId(ordinal);
        if ((m_matter && docs.matter(ordinal) != *m_matter) ||
            (m_asOfDay && !(docs.validFrom(ordinal) <= *m_asOfDay && *m_asOfDay <= docs.validTo(ordinal))) ||
            (isDead && isDead(chunkId)))
            continue;
        for (size_t s = 0; s < slotTerms.size(); ++s) {
            std::vector<quint32>& at = chunk.slots[s];
            at.clear();
            for (size_t t = firstTerm[s]; t < firstTerm[s + 1]; ++t) {
                PostingCursor& cursor = cursors[t];
                cursor.skipTo(ordinal);
                if (cursor.corrupt())
                    return Outcome::Damaged;
                if (cursor.atEnd() || cursor.ordinal() != ordinal || positions[t].empty())
                    continue;
                if (!positions[t].read(cursor.block(), cursor.indexInBlock(), read))
                    return Outcome::Damaged;
                at.insert(at.end(), read.begin(), read.end());
            }
            if (firstTerm[s + 1] - firstTerm[s] > 1)
                std::sort(at.begin(), at.end());
        }
        if (!docs.breaks(ordinal, chunk.sentenceStarts, chunk.paragraphStarts))
            return Outcome::Damaged;
        ++m_checked;
        if (m_matcher.matches(chunk))
            hits.push_back(chunkId);
    }
    return Outcome::Matched;
}

} // namespace lmars::store
