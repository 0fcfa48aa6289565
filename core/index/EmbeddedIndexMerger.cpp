// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddedIndexMerger.h"

#include "index/EmbeddedIndexReader.h"
#include "index/IndexLog.h"
#include "index/SegmentDocs.h"
#include "index/SegmentMerger.h"
#include "sqlite/Database.h"

#include <QMap>
#include <QStringList>

#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

namespace lmars::store {

namespace {

/// Chunks in a segment of the first tier; each tier above holds kSegmentsPerTier times more.
constexpr qint64 kFirstTierChunks = 1024;

Error damaged()
{
    return Error(ErrorKind::Storage,
                 EmbeddedIndexMerger::tr("The library index is damaged: a segment cannot be read."));
}

QString idList(const std::vector<qint64>& ids)
{
    QStringList list;
    for (qint64 id : ids)
        list << QString::number(id);
    return list.join(QLatin1Char(','));
}

} // namespace

EmbeddedIndexMerger::EmbeddedIndexMerger(Database& db) : m_db(db) {}

int EmbeddedIndexMerger::tier(qint64 docCount)
{
    int t = 0;
    for (qint64 limit = kFirstTierChunks; docCount >= limit && t < 12; limit *= kSegmentsPerTier)
        ++t;
    return t;
}

Result<std::vector<qint64>> EmbeddedIndexMerger::chooseInputs(bool everything)
{
    auto stmt = m_db.prepare(QStringLiteral("SELECT id, doc_count FROM index_segments ORDER BY id"));
    if (!stmt)
        return stmt.error();
    std::vector<qint64> all;
    QMap<int, std::vector<qint64>> byTier;
    if (auto rows = stmt->forEachRow([&] {
            all.push_back(stmt->columnInt64(0));
            if (stmt->columnInt64(1) < kMaxMergedChunks)
                byTier[tier(stmt->columnInt64(1))].push_back(stmt->columnInt64(0));
        });
        !rows)
        return rows.error();
    if (everything)
        return all.size() > 1 ? all : std::vector<qint64>();
    // The oldest kSegmentsPerTier of a full tier (a rebuild can leave many more in one tier: one
    // merge of them all would hold the whole index in memory).
    for (auto it = byTier.cbegin(); it != byTier.cend(); ++it) {
        if (it.value().size() >= static_cast<size_t>(kSegmentsPerTier))
            return std::vector<qint64>(it.value().begin(), it.value().begin() + kSegmentsPerTier);
    }
    return std::vector<qint64>();
}

Result<bool> EmbeddedIndexMerger::mergeOnce(bool everything)
{
    auto chosen = chooseInputs(everything);
    if (!chosen)
        return chosen.error();
    const std::vector<qint64>& inputs = chosen.value();
    if (inputs.size() < 2)
        return false;

    // The inputs' blobs, kept alive for the views.
    std::vector<std::string> docsBlobs(inputs.size());
    std::vector<std::vector<std::pair<std::string, std::string>>> terms(inputs.size());
    std::vector<SegmentDocs> docs;
    auto docsStmt = m_db.prepare(QStringLiteral("SELECT docs FROM index_segments WHERE id = ?"));
    auto termsStmt =
        m_db.prepare(QStringLiteral("SELECT term, blob FROM index_postings WHERE segment_id = ? ORDER BY term"));
    if (!docsStmt || !termsStmt)
        return !docsStmt ? docsStmt.error() : termsStmt.error();
    for (size_t i = 0; i < inputs.size(); ++i) {
        docsStmt->reset();
        docsStmt->bind(1, inputs[i]);
        auto row = docsStmt->step();
        if (!row)
            return row.error();
        if (!row.value())
            return damaged();
        docsBlobs[i] = std::string(docsStmt->columnBlobView(0));
        std::optional<SegmentDocs> decoded = SegmentDocs::decode(docsBlobs[i]);
        if (!decoded)
            return damaged();
        docs.push_back(std::move(*decoded));
        termsStmt->reset();
        termsStmt->bind(1, inputs[i]);
        if (auto rows = termsStmt->forEachRow([&] {
                terms[i].emplace_back(std::string(termsStmt->columnBlobView(0)),
                                      std::string(termsStmt->columnBlobView(1)));
            });
            !rows)
            return rows.error();
    }
    std::vector<SegmentView> views(inputs.size());
    for (size_t i = 0; i < inputs.size(); ++i) {
        views[i].docs = docsBlobs[i];
        views[i].terms.reserve(terms[i].size());
        for (const auto& [term, blob] : terms[i])
            views[i].terms.push_back({term, blob});
    }

    auto readTombstones = EmbeddedIndexReader::readTombstones(m_db);
    if (!readTombstones)
        return readTombstones.error();
    const std::unordered_map<quint32, qint64>& tombstones = readTombstones.value();
    // A removed chunk is dead unless its newest copy among the inputs was added after the removal.
    auto isDead = [&](quint32 chunkId) {
        const auto tomb = tombstones.find(chunkId);
        if (tomb == tombstones.end())
            return false;
        for (size_t i = inputs.size(); i-- > 0;) {
            if (docs[i].find(chunkId))
                return inputs[i] < tomb->second;
        }
        return true;
    };
    std::optional<EncodedSegment> merged = SegmentMerger::merge(views, isDead);
    if (!merged)
        return damaged();

    auto next = m_db.prepare(QStringLiteral("UPDATE index_meta SET value = value + 1 WHERE key = 'next_segment' "
                                            "RETURNING value - 1"));
    if (!next)
        return next.error();
    auto nextRow = next->step();
    if (!nextRow || !nextRow.value())
        return nextRow ? damaged() : nextRow.error();
    const qint64 id = next->columnInt64(0);
    if (auto done = next->run(); !done)
        return done.error();
    const QString ids = idList(inputs);
    if (auto dropped = m_db.exec(QStringLiteral("DELETE FROM index_postings WHERE segment_id IN (%1); "
                                                "DELETE FROM index_segments WHERE id IN (%1);")
                                     .arg(ids));
        !dropped)
        return dropped.error();
    if (merged->docCount > 0) {
        auto seg = m_db.prepare(
            QStringLiteral("INSERT INTO index_segments(id, doc_count, total_length, docs) VALUES(?, ?, ?, ?)"));
        auto post =
            m_db.prepare(QStringLiteral("INSERT INTO index_postings(term, segment_id, df, blob) VALUES(?, ?, ?, ?)"));
        if (!seg || !post)
            return !seg ? seg.error() : post.error();
        seg->bind(1, id).bind(2, static_cast<qint64>(merged->docCount));
        seg->bind(3, static_cast<qint64>(merged->totalLength)).bindBlob(4, merged->docs);
        if (auto ran = seg->run(); !ran)
            return ran.error();
        for (const SegmentTerm& term : merged->terms) {
            post->reset();
            post->bindBlob(1, term.term).bind(2, id).bind(3, static_cast<qint64>(term.df)).bindBlob(4, term.postings);
            if (auto ran = post->run(); !ran)
                return ran.error();
        }
    }
    if (auto pruned = pruneTombstones(); !pruned)
        return pruned.error();
    if (auto bumped = m_db.exec(QStringLiteral("UPDATE index_meta SET value = value + 1 WHERE key = 'generation'"));
        !bumped)
        return bumped.error();
    qCInfo(lcIndex) << "merged library index segments" << ids << "into" << id << "with" << merged->docCount << "chunks";
    return true;
}

Result<void> EmbeddedIndexMerger::pruneTombstones()
{
    // A tombstone is needed while a segment older than the removal still holds the chunk.
    std::vector<std::pair<qint64, SegmentDocs>> segments;
    auto stmt = m_db.prepare(QStringLiteral("SELECT id, docs FROM index_segments ORDER BY id"));
    if (!stmt)
        return stmt.error();
    if (auto rows = stmt->forEachRow([&]() -> Result<void> {
            std::optional<SegmentDocs> decoded = SegmentDocs::decode(stmt->columnBlobView(1));
            if (!decoded)
                return damaged();
            segments.emplace_back(stmt->columnInt64(0), std::move(*decoded));
            return {};
        });
        !rows)
        return rows.error();
    auto tombs = m_db.prepare(QStringLiteral("SELECT chunk_id, before_segment FROM index_tombstones"));
    auto drop = m_db.prepare(QStringLiteral("DELETE FROM index_tombstones WHERE chunk_id = ?"));
    if (!tombs || !drop)
        return !tombs ? tombs.error() : drop.error();
    std::vector<qint64> unneeded;
    auto kept = tombs->forEachRow([&] {
        const auto chunkId = static_cast<quint32>(tombs->columnInt64(0));
        const qint64 before = tombs->columnInt64(1);
        bool needed = false;
        for (const auto& [segmentId, docs] : segments) {
            if (segmentId >= before)
                break;
            if (docs.find(chunkId)) {
                needed = true;
                break;
            }
        }
        if (!needed)
            unneeded.push_back(chunkId);
    });
    if (!kept)
        return kept.error();
    for (qint64 chunkId : unneeded) {
        drop->reset();
        drop->bind(1, chunkId);
        if (auto ran = drop->run(); !ran)
            return ran;
    }
    return {};
}

} // namespace lmars::store
