// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerPackedPostings.h"

#include "index/PostingVarint.h"

namespace lmars::store {

std::string ServerPackedPostings::encode(const std::vector<SegmentTerm>& terms)
{
    size_t bytes = 8;
    for (const SegmentTerm& t : terms)
        bytes += t.term.size() + t.postings.size() + 8;
    std::string out;
    out.reserve(bytes);
    PostingVarint::put(out, terms.size());
    for (const SegmentTerm& t : terms) {
        PostingVarint::put(out, t.term.size());
        out.append(t.term);
        PostingVarint::put(out, t.postings.size());
        out.append(t.postings);
    }
    return out;
}

std::optional<std::vector<SegmentTermView>> ServerPackedPostings::decode(std::string_view blob)
{
    const char* p = blob.data();
    const char* const end = blob.data() + blob.size();
    quint64 count = 0;
    // Each term takes at least four bytes (two lengths, a term byte, a posting byte).
    if (!PostingVarint::get(p, end, count) || count > quint64(end - p) / 4)
        return std::nullopt;
    std::vector<SegmentTermView> terms;
    terms.reserve(size_t(count));
    for (quint64 i = 0; i < count; ++i) {
        quint64 termLength = 0;
        if (!PostingVarint::get(p, end, termLength) || termLength == 0 || termLength > quint64(end - p))
            return std::nullopt;
        const std::string_view term(p, size_t(termLength));
        p += termLength;
        quint64 postingsLength = 0;
        if (!PostingVarint::get(p, end, postingsLength) || postingsLength == 0 || postingsLength > quint64(end - p))
            return std::nullopt;
        if (!terms.empty() && !(terms.back().term < term))
            return std::nullopt;
        terms.push_back({term, std::string_view(p, size_t(postingsLength))});
        p += postingsLength;
    }
    if (p != end)
        return std::nullopt;
    return terms;
}

} // namespace lmars::store
