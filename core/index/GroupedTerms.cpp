// SPDX-License-Identifier: GPL-3.0-or-later
#include "GroupedTerms.h"

#include "index/PostingVarint.h"

#include <functional>

namespace lmars::store {

namespace {

/// build()'s scratch, kept per thread so that grouping a chunk allocates nothing once warm.
struct GroupScratch
{
    std::vector<quint32> table;   ///< open addressing: a group + 1, 0 empty
    std::vector<quint32> groupOf; ///< by body term
    std::vector<quint32> starts;  ///< by group: where its terms start in byGroup
    std::vector<quint32> byGroup; ///< body term indexes, grouped, in text order within a group
    std::vector<std::string_view> distinct;
};

} // namespace

void GroupedTerms::build(const std::vector<std::string_view>& bodyTerms, const std::vector<quint32>& positionOfTerm)
{
    terms.clear();
    wdfs.clear();
    positions.clear();
    positionEnds.clear();
    thread_local GroupScratch s;
    const size_t n = bodyTerms.size();
    size_t size = 16;
    while (size < n * 2)
        size <<= 1;
    const size_t mask = size - 1;
    s.table.assign(size, 0);
    s.groupOf.resize(n);
    s.distinct.clear();
    for (size_t i = 0; i < n; ++i) { // each term's group, in order of first occurrence
        const std::string_view term = bodyTerms[i];
        size_t slot = std::hash<std::string_view>()(term) & mask;
        while (s.table[slot] && s.distinct[s.table[slot] - 1] != term)
            slot = (slot + 1) & mask;
        if (!s.table[slot]) {
            s.distinct.push_back(term);
            s.table[slot] = static_cast<quint32>(s.distinct.size());
        }
        s.groupOf[i] = s.table[slot] - 1;
    }
    // A counting sort of the terms by group (stable: each group's positions stay ascending).
    const size_t groups = s.distinct.size();
    s.starts.assign(groups + 1, 0);
    for (size_t i = 0; i < n; ++i)
        ++s.starts[s.groupOf[i] + 1];
    for (size_t g = 0; g < groups; ++g)
        s.starts[g + 1] += s.starts[g];
    s.byGroup.resize(n);
    for (size_t i = 0; i < n; ++i)
        s.byGroup[s.starts[s.groupOf[i]]++] = static_cast<quint32>(i);
    // starts[g] is now where group g ends
    wdfs.reserve(groups);
    positionEnds.reserve(groups);
    size_t begin = 0;
    for (size_t g = 0; g < groups; ++g) {
        const size_t end = s.starts[g];
        terms += s.distinct[g];
        terms += '\0';
        wdfs.push_back(static_cast<quint32>(end - begin));
        quint32 count = 0;
        for (size_t k = begin; k < end; ++k)
            count += positionOfTerm[s.byGroup[k]] != kNoPosition ? 1 : 0;
        PostingVarint::put(positions, count);
        quint64 expected = 0;
        for (size_t k = begin; k < end; ++k) {
            const quint32 position = positionOfTerm[s.byGroup[k]];
            if (position == kNoPosition)
                continue;
            PostingVarint::put(positions, position - expected);
            expected = static_cast<quint64>(position) + 1;
        }
        positionEnds.push_back(static_cast<quint32>(positions.size()));
        begin = end;
    }
}

} // namespace lmars::store
