// SPDX-License-Identifier: GPL-3.0-or-later
#include "SegmentStore.h"

namespace lmars::store {

SegmentView StoredSegment::view() const
{
    SegmentView out;
    out.docs = docs;
    out.terms.reserve(terms.size());
    for (const auto& [term, blob] : terms)
        out.terms.push_back({term, blob});
    return out;
}

} // namespace lmars::store
