// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/EmbeddedIndex.h"
#include "index/IndexQuery.h"
#include "index/PostingsCache.h"
#include "index/SegmentDocs.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace lmars::store {

class Database;

/**
 * Reads the committed library index (EmbeddedIndex's tables in the library file) through a
 * connection of its own. The decoded documents of each segment (immutable once written) stay
 * cached by segment id, with the tombstones and collection statistics; they are read again only
 * when the index's generation (bumped by every commit and merge) changed; so do the postings of
 * common terms (PostingsCache), dropped once their segment is merged away. Each search reads in
 * one transaction, so it sees a single committed state even while a writer commits.
 */
class EmbeddedIndexReader final
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddedIndexReader)

public:
    explicit EmbeddedIndexReader(QString path);
    ~EmbeddedIndexReader();
    EmbeddedIndexReader(const EmbeddedIndexReader&) = delete;
    EmbeddedIndexReader& operator=(const EmbeddedIndexReader&) = delete;

    /// Opens the connection if needed; false when the file holds no readable index.
    bool open();
    Result<QList<EmbeddedIndexMatch>> search(const IndexQuery& query);
    Result<int> segmentCount();
    /// Whether the last search() or segmentCount() met a blob it cannot decode (the index needs a
    /// rebuild); each read starts with it cleared, so a repaired index no longer reports damage.
    bool sawDamage() const { return m_sawDamage; }

    /// A term whose postings take at least this many bytes in all segments together is kept in
    /// the postings cache, whose budget is kCacheBytes.
    static constexpr qint64 kCachedTermBytes = 16 * 1024;
    static constexpr qsizetype kCacheBytes = 64 * 1024 * 1024;

private:
    struct Segment
    {
        qint64 id = 0;
        SegmentDocs docs;
    };
    /// A query term's collection df and its postings blob per segment id.
    struct TermPostings
    {
        quint64 df = 0;
        std::unordered_map<qint64, PostingsCache::Blob> blobs;
    };

    Error damagedIndex();
    Result<void> beginRead();
    void endRead();
    /// Inside a read: brings the cache up to the committed generation.
    Result<void> refresh();
    Result<std::vector<TermPostings>> readTerms(const std::vector<std::string>& terms);
    /// Points blobs (one per query term) at the segment's postings; returns how many terms it holds.
    static size_t segmentBlobs(const std::vector<TermPostings>& postings, qint64 segmentId,
                               std::vector<std::string_view>& blobs);
    /// The dead-chunk test of one segment: a tombstone kills the copies older than its removal.
    std::function<bool(quint32)> deadIn(qint64 segmentId) const;

    QString m_path;
    std::unique_ptr<Database> m_db;
    qint64 m_generation = -1;
    std::vector<Segment> m_segments;                  ///< ascending id
    std::unordered_map<quint32, qint64> m_tombstones; ///< chunk id -> first segment it is live in
    quint64 m_liveChunks = 0;
    quint64 m_totalLength = 0;
    bool m_sawDamage = false;
    PostingsCache m_cache; ///< the postings of common terms, by segment
};

} // namespace lmars::store
