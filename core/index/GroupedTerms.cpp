// SPDX-License-Identifier: GPL-3.0-or-later
#include "GroupedTerms.h"

#include "index/PostingVarint.h"

#include <algorithm>
#include <numeric>

namespace lmars::store {

void GroupedTerms::build(const std::vector<std::string_view>& bodyTerms, const std::vector<quint32>& positionOfTerm)
{
    terms.clear();
    wdfs.clear();
    positions.clear();
    positionEnds.clear();
    // The body's term indexes by term; stable, so each term's positions stay ascending.
    std::vector<quint32> order(bodyTerms.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](quint32 a, quint32 b) { return bodyTerms[a] < bodyTerms[b]; });
    size_t i = 0;
    while (i < order.size()) {
        const std::string_view term = bodyTerms[order[i]];
        size_t end = i + 1;
        while (end < order.size() && bodyTerms[order[end]] == term)
            ++end;
        terms += term;
        terms += '\0';
        wdfs.push_back(static_cast<quint32>(end - i));
        quint32 count = 0;
        for (size_t k = i; k < end; ++k)
            count += positionOfTerm[order[k]] != kNoPosition ? 1 : 0;
        PostingVarint::put(positions, count);
        quint64 expected = 0;
        for (size_t k = i; k < end; ++k) {
            const quint32 position = positionOfTerm[order[k]];
            if (position == kNoPosition)
                continue;
            PostingVarint::put(positions, position - expected);
            expected = static_cast<quint64>(position) + 1;
        }
        positionEnds.push_back(static_cast<quint32>(positions.size()));
        i = end;
    }
}

} // namespace lmars::store
