// SPDX-License-Identifier: GPL-3.0-or-later
#include "SegmentIndexMerger.h"

#include "index/IndexLog.h"
#include "index/SegmentDocs.h"
#include "index/SegmentMergePolicy.h"
#include "index/SegmentMerger.h"
#include "index/SegmentStore.h"

#include <algorithm>
#include <optional>

namespace lmars::store {

Result<int> SegmentIndexMerger::mergeLevels()
{
    // Most writes find nothing to merge: one read says so, without a transaction or a lock.
    auto listed = m_store.segments();
    if (!listed)
        return listed.error();
    if (SegmentMergePolicy::choose(listed.value(), false).empty())
        return 0;
    int merges = 0;
    for (;;) {
        auto merged = mergeOnce(false);
        if (!merged)
            return merged.error();
        if (!merged.value())
            return merges;
        ++merges;
    }
}

Result<bool> SegmentIndexMerger::mergeAll()
{
    return mergeOnce(true);
}

Result<bool> SegmentIndexMerger::mergeOnce(bool everything)
{
    auto begun = m_store.beginMerge();
    if (!begun)
        return begun.error();
    if (!begun.value())
        return false; // another writer merges now
    Result<bool> done = [&]() -> Result<bool> {
        auto listed = m_store.segments();
        if (!listed)
            return listed.error();
        const std::vector<qint64> inputs = SegmentMergePolicy::choose(listed.value(), everything);
        if (inputs.size() < 2)
            return false;
        auto stored = m_store.readSegments(inputs);
        if (!stored)
            return stored.error();
        std::vector<SegmentView> views;
        std::vector<SegmentDocs> docs;
        for (const StoredSegment& segment : stored.value()) {
            views.push_back(segment.view());
            std::optional<SegmentDocs> decoded = SegmentDocs::decode(segment.docs);
            if (!decoded)
                return m_store.damaged(segment.id);
            docs.push_back(std::move(*decoded));
        }
        auto tombstones = m_store.readTombstones();
        if (!tombstones)
            return tombstones.error();
        // A removed chunk is dead unless its newest copy among the inputs was added after the
        // removal; the dead chunks the inputs hold are buried with them.
        const Tombstones& tombs = tombstones.value();
        auto isDead = [&](quint32 chunkId) {
            const auto tomb = tombs.find(chunkId);
            if (tomb == tombs.end())
                return false;
            for (size_t i = inputs.size(); i-- > 0;) {
                if (docs[i].find(chunkId))
                    return inputs[i] < tomb->second;
            }
            return true;
        };
        std::vector<quint32> buried;
        for (const auto& entry : tombs) {
            const bool held = std::any_of(docs.cbegin(), docs.cend(),
                                          [&](const SegmentDocs& d) { return d.find(entry.first).has_value(); });
            if (held && isDead(entry.first))
                buried.push_back(entry.first);
        }
        std::optional<EncodedSegment> merged =
            SegmentMerger::merge(views, tombs.empty() ? SegmentMerger::IsDead() : SegmentMerger::IsDead(isDead));
        if (!merged)
            return m_store.damaged(inputs.front());
        const int level = SegmentMergePolicy::outputLevel(listed.value(), inputs);
        if (auto replaced = m_store.replaceSegments(inputs, *merged, level, buried); !replaced)
            return replaced.error();
        qCInfo(lcIndex) << "merged" << inputs.size() << "index segments into one on level" << level << "with"
                        << merged->docCount << "chunks," << buried.size() << "tombstoned ones dropped";
        return true;
    }();
    if (!done || !done.value()) {
        m_store.rollbackMerge();
        return done;
    }
    if (auto committed = m_store.commitMerge(); !committed) {
        m_store.rollbackMerge();
        return committed.error();
    }
    return true;
}

} // namespace lmars::store
