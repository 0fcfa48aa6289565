// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <string>
#include <string_view>
#include <vector>

namespace lmars::store {

/**
 * A chunk body's terms grouped by term, each distinct term once with its within-document
 * frequency and its word positions already encoded as a posting stores them (PostingListWriter:
 * count · gaps, the first gap from −1). Made on a preparer thread (LibraryTerms::prepare) so that
 * the thread that writes the index looks each distinct term up once and copies its positions'
 * bytes (SegmentBuilder::addViews), instead of handling every word.
 */
struct GroupedTerms
{
    std::string terms;                   ///< the distinct terms, each followed by a NUL byte
    std::vector<quint32> wdfs;           ///< by distinct term: how often the body holds it
    std::string positions;               ///< by distinct term, one after another: count · gaps
    std::vector<quint32> positionEnds;   ///< by distinct term: where its positions end in positions
    std::vector<quint32> sentenceStarts; ///< where the body's sentences start (positions above 0)
    std::vector<quint32> paragraphStarts;

    /// Groups the body's terms (text order) with their word positions (by term, ascending where
    /// given; kNoPosition: none, as for a possessive "s").
    void build(const std::vector<std::string_view>& bodyTerms, const std::vector<quint32>& positionOfTerm);
    size_t size() const { return wdfs.size(); }
    /// The encoded positions of distinct term k.
    std::string_view positionsOf(size_t k) const
    {
        const quint32 begin = k == 0 ? 0 : positionEnds[k - 1];
        return std::string_view(positions).substr(begin, positionEnds[k] - begin);
    }

    static constexpr quint32 kNoPosition = 0xffffffffu;
};

} // namespace lmars::store
