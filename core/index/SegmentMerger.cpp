// SPDX-License-Identifier: GPL-3.0-or-later
#include "SegmentMerger.h"

#include "index/IndexLog.h"
#include "index/PostingCursor.h"
#include "index/PostingListWriter.h"
#include "index/PostingPositions.h"
#include "index/SegmentDocs.h"

#include <algorithm>

namespace lmars::store {

namespace {

constexpr quint32 kDropped = 0xffffffffu;

/// A live document of an input: its chunk id, input and ordinal there.
struct Source
{
    quint32 chunkId;
    quint32 input;
    quint32 ordinal;
};

} // namespace

std::optional<EncodedSegment> SegmentMerger::merge(const std::vector<SegmentView>& inputs, const IsDead& isDead)
{
    if (!isDead)
        return mergePerInput(inputs, {});
    return mergePerInput(inputs, [&isDead](size_t, quint32 chunkId) { return isDead(chunkId); });
}

std::optional<EncodedSegment> SegmentMerger::mergePerInput(const std::vector<SegmentView>& inputs,
                                                           const IsDeadIn& isDead)
{
    auto merged = mergeOrFail(inputs, isDead);
    if (!merged)
        qCWarning(lcIndex) << "cannot merge" << inputs.size() << "index segments: one of them is damaged";
    return merged;
}

std::optional<EncodedSegment> SegmentMerger::mergeOrFail(const std::vector<SegmentView>& inputs, const IsDeadIn& isDead)
{
    std::vector<SegmentDocs> docs;
    docs.reserve(inputs.size());
    size_t total = 0;
    for (const SegmentView& input : inputs) {
        auto decoded = SegmentDocs::decode(input.docs);
        if (!decoded)
            return std::nullopt;
        total += decoded->size();
        docs.push_back(std::move(*decoded));
    }

    // The live documents in ascending chunk id order; a chunk id in several inputs comes from the last.
    std::vector<Source> live;
    live.reserve(total);
    for (quint32 s = 0; s < docs.size(); ++s) {
        for (quint32 o = 0; o < docs[s].size(); ++o) {
            const quint32 id = docs[s].chunkId(o);
            if (!isDead || !isDead(s, id))
                live.push_back({id, s, o});
        }
    }
    const auto byIdThenInput = [](const Source& a, const Source& b) {
        return a.chunkId != b.chunkId ? a.chunkId < b.chunkId : a.input < b.input;
    };
    if (!std::is_sorted(live.begin(), live.end(), byIdThenInput))
        std::sort(live.begin(), live.end(), byIdThenInput);

    std::vector<std::vector<quint32>> renumber(docs.size());
    for (size_t s = 0; s < docs.size(); ++s)
        renumber[s].assign(docs[s].size(), kDropped);
    // Positions and breaks are carried through when every input has them (else the merge has none).
    bool positional = !docs.empty();
    for (const SegmentDocs& d : docs)
        positional = positional && d.positional();
    std::string breaks;
    std::vector<quint32> ids, lengths, matters;
    std::vector<qint32> validFrom, validTo;
    for (size_t i = 0; i < live.size(); ++i) {
        if (i + 1 < live.size() && live[i + 1].chunkId == live[i].chunkId)
            continue; // superseded by a later input
        const Source& src = live[i];
        renumber[src.input][src.ordinal] = static_cast<quint32>(ids.size());
        const SegmentDocs& d = docs[src.input];
        ids.push_back(src.chunkId);
        lengths.push_back(d.length(src.ordinal));
        validFrom.push_back(d.validFrom(src.ordinal));
        validTo.push_back(d.validTo(src.ordinal));
        matters.push_back(d.matter(src.ordinal));
        if (positional)
            breaks += d.breaksOf(src.ordinal);
    }
    live.clear();
    live.shrink_to_fit();

    EncodedSegment merged;
    merged.docCount = static_cast<quint32>(ids.size());
    for (const quint32 length : lengths)
        merged.totalLength += length;
    SegmentDocs::encode(ids, lengths, validFrom, validTo, matters, merged.docs, breaks);
    breaks.clear();
    breaks.shrink_to_fit();

    // The terms, merged in byte order; each one's postings renumbered (dropping the dead) and re-encoded.
    for (const SegmentView& input : inputs) {
        for (size_t i = 1; i < input.terms.size(); ++i) {
            if (!(input.terms[i - 1].term < input.terms[i].term))
                return std::nullopt;
        }
    }
    std::vector<size_t> next(inputs.size(), 0);
    struct Merged
    {
        quint32 ordinal;
        quint32 wdf;
        quint32 positionsFrom; ///< in positions
        quint32 positionsTo;
        bool operator<(const Merged& other) const { return ordinal < other.ordinal; }
    };
    std::vector<Merged> postings; // reused
    std::vector<quint32> positions;
    std::vector<quint32> read;
    PostingListWriter writer;
    for (;;) {
        const std::string_view* term = nullptr;
        for (size_t s = 0; s < inputs.size(); ++s) {
            if (next[s] < inputs[s].terms.size() && (!term || inputs[s].terms[next[s]].term < *term))
                term = &inputs[s].terms[next[s]].term;
        }
        if (!term)
            break;
        const std::string_view current = *term;
        postings.clear();
        positions.clear();
        bool ascending = true;
        for (size_t s = 0; s < inputs.size(); ++s) {
            if (next[s] >= inputs[s].terms.size() || inputs[s].terms[next[s]].term != current)
                continue;
            PostingCursor cursor(inputs[s].terms[next[s]].postings);
            PostingPositions stored(positional ? cursor.positions() : std::string_view());
            ++next[s];
            for (; !cursor.atEnd(); cursor.next()) {
                if (cursor.ordinal() >= renumber[s].size())
                    return std::nullopt;
                const quint32 ordinal = renumber[s][cursor.ordinal()];
                if (ordinal == kDropped)
                    continue;
                ascending = ascending && (postings.empty() || postings.back().ordinal < ordinal);
                const auto from = static_cast<quint32>(positions.size());
                if (!stored.empty()) {
                    if (!stored.read(cursor.block(), cursor.indexInBlock(), read))
                        return std::nullopt;
                    positions.insert(positions.end(), read.begin(), read.end());
                }
                postings.push_back({ordinal, cursor.wdf(), from, static_cast<quint32>(positions.size())});
            }
            if (cursor.corrupt())
                return std::nullopt;
        }
        if (postings.empty())
            continue;
        if (!ascending)
            std::sort(postings.begin(), postings.end());
        SegmentTerm out;
        out.term = std::string(current);
        out.df = static_cast<quint32>(postings.size());
        for (const Merged& p : postings)
            writer.add(p.ordinal, p.wdf, lengths[p.ordinal], positions.data() + p.positionsFrom,
                       p.positionsTo - p.positionsFrom);
        writer.finishInto(out.postings);
        merged.terms.push_back(std::move(out));
    }
    return merged;
}

} // namespace lmars::store
