// SPDX-License-Identifier: GPL-3.0-or-later
// The library index's segment blobs as a damaged or foreign index file hands them over: whatever
// the bytes, decoding the docs, matching and merging never read outside the blobs,
// never crash, and either reject the blob or give results that refer to the segment's own chunks.
#include "index/SegmentBuilder.h"
#include "index/SegmentDocs.h"
#include "index/SegmentMerger.h"
#include "index/TopKMatcher.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace lmars::store;

/// A small valid segment: 300 chunks, two terms, so that a fuzzed postings blob meets real docs.
const EncodedSegment& validSegment()
{
    static const EncodedSegment segment = [] {
        SegmentBuilder builder;
        for (quint32 id = 1; id <= 300; ++id) {
            SegmentDoc doc;
            doc.chunkId = id * 3;
            doc.matter = id % 4;
            if (id % 5 == 0) {
                doc.validFrom = 2450000;
                doc.validTo = 2460000;
            }
            std::vector<std::pair<std::string, quint32>> terms = {{"a", 1 + id % 3}};
            if (id % 2 == 0)
                terms.push_back({"b", 1});
            builder.add(doc, terms);
        }
        return builder.finish();
    }();
    return segment;
}

void check(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    const std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
    const EncodedSegment& valid = validSegment();
    const bool fuzzDocs = (data[0] & 1) != 0;
    const std::string_view docsBlob = fuzzDocs ? bytes : std::string_view(valid.docs);
    const std::string_view postings = fuzzDocs ? std::string_view(valid.terms.front().postings) : bytes;

    const std::optional<SegmentDocs> docs = SegmentDocs::decode(docsBlob);
    if (!docs)
        return 0;
    const std::vector<std::string_view> blobs = {postings, std::string_view(valid.terms.back().postings)};

    TopKQuery query;
    query.termDfs = {150, 150};
    query.requireAll = (data[0] & 2) != 0;
    if (data[0] & 4)
        query.asOfDay = 2455000;
    if (data[0] & 8)
        query.matter = 1;
    query.k = 1 + (data[0] >> 4);
    TopKMatcher matcher(query, TopKCollection{docs->size() + 1u, docs->totalLength() + 1u});
    if (matcher.addSegment(*docs, blobs, {})) {
        for (const TopKHit& hit : matcher.results())
            check(docs->find(hit.chunkId).has_value());
    }

    SegmentView view;
    view.docs = docsBlob;
    view.terms = {{"a", postings}};
    SegmentView other;
    other.docs = valid.docs;
    other.terms = {{"b", valid.terms.back().postings}};
    if (const auto merged = SegmentMerger::merge({view, other}, [](quint32 id) { return id % 7 == 0; }))
        check(SegmentDocs::decode(merged->docs).has_value());
    return 0;
}
