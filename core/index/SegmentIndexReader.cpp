// SPDX-License-Identifier: GPL-3.0-or-later
#include "SegmentIndexReader.h"

#include "index/ServerPackedPostings.h"

#include <algorithm>
#include <unordered_set>

namespace lmars::store {

std::string_view SegmentIndexReader::Segment::postings(const std::string& term) const
{
    const auto found = std::lower_bound(terms.cbegin(), terms.cend(), std::string_view(term),
                                        [](const SegmentTermView& t, std::string_view key) { return t.term < key; });
    return found != terms.cend() && found->term == term ? found->postings : std::string_view();
}

std::vector<qint64> SegmentIndexReader::missing(const std::vector<qint64>& ids) const
{
    std::vector<qint64> out;
    for (const qint64 id : ids) {
        if (!holds(id))
            out.push_back(id);
    }
    return out;
}

bool SegmentIndexReader::keep(qint64 segmentId, std::string_view docs, std::string_view packed)
{
    std::optional<SegmentDocs> decoded = SegmentDocs::decode(docs);
    if (!decoded)
        return false;
    auto segment = std::make_shared<Segment>();
    segment->docs = std::move(*decoded);
    if (packed.data() != nullptr) {
        segment->packed = true;
        segment->packedBlob = std::string(packed);
        std::optional<std::vector<SegmentTermView>> terms = ServerPackedPostings::decode(segment->packedBlob);
        if (!terms)
            return false;
        segment->terms = std::move(*terms);
    }
    m_segments[segmentId] = std::move(segment);
    return true;
}

void SegmentIndexReader::retain(const std::vector<qint64>& segmentIds)
{
    const std::unordered_set<qint64> live(segmentIds.cbegin(), segmentIds.cend());
    for (auto it = m_segments.begin(); it != m_segments.end();) {
        if (live.count(it->first) != 0)
            ++it;
        else
            it = m_segments.erase(it);
    }
    m_cache.retain(segmentIds);
}

TopKMatcher::IsDead SegmentIndexReader::deadIn(const Tombstones& tombstones, qint64 segmentId)
{
    if (tombstones.empty())
        return {};
    return [&tombstones, segmentId](quint32 chunkId) {
        const auto it = tombstones.find(chunkId);
        return it != tombstones.end() && segmentId < it->second;
    };
}

std::optional<std::vector<TopKHit>> SegmentIndexReader::match(const TopKQuery& query,
                                                              const std::vector<std::string>& terms,
                                                              const Snapshot& snapshot, const PostingsOf& postingsOf,
                                                              qint64* damaged) const
{
    TopKMatcher matcher(query, snapshot.collection);
    std::vector<std::string_view> blobs(terms.size());
    for (const qint64 id : snapshot.segments) {
        const auto found = m_segments.find(id);
        if (found == m_segments.end())
            continue;
        const Segment& segment = *found->second;
        bool any = false;
        for (size_t t = 0; t < terms.size(); ++t) {
            blobs[t] = segment.packed ? segment.postings(terms[t]) : postingsOf(id, t);
            any = any || !blobs[t].empty();
        }
        if (!any)
            continue;
        if (!matcher.addSegment(segment.docs, blobs, deadIn(snapshot.tombstones, id))) {
            if (damaged)
                *damaged = id;
            return std::nullopt;
        }
    }
    return matcher.results();
}

void SegmentIndexReader::forEachSegment(const Snapshot& snapshot, const SegmentVisitor& visit) const
{
    for (const qint64 id : snapshot.segments) {
        const auto found = m_segments.find(id);
        if (found == m_segments.end() || found->second->packed)
            continue;
        if (!visit(id, found->second->docs, deadIn(snapshot.tombstones, id)))
            return;
    }
}

} // namespace lmars::store
