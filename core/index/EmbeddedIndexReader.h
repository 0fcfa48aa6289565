// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/EmbeddedIndex.h"
#include "index/IndexQuery.h"
#include "index/PostingsCache.h"
#include "index/SegmentIndexReader.h"

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

class BooleanMatcher;
class Database;

/**
 * The embedded library's storage part of reading the index (SegmentIndexReader does the rest):
 * reads the committed index (EmbeddedIndex's tables in the library file) through a connection of
 * its own. The live segments, the tombstones and the collection statistics are read again only
 * when the index's generation (bumped by every commit and merge) changed, and only the new
 * segments' documents are decoded; the postings of common terms are kept in the reader's
 * PostingsCache. Each search reads in one transaction, so it sees a single committed state even
 * while a writer commits.
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
    /// The chunks (ascending ids) that satisfy a Terms-and-Connectors expression, valid on
    /// filters.asOf and of filters.matter (PositionalMatcher); the expression's patterns (! and *)
    /// are expanded over the index's terms first. An error when a segment lacks word positions.
    Result<std::vector<qint64>> matchBoolean(BooleanMatcher& matcher, const IndexQuery& filters);
    /// Whether the last search() or segmentCount() met a blob it cannot decode (the index needs a
    /// rebuild); each read starts with it cleared, so a repaired index no longer reports damage.
    bool sawDamage() const { return m_sawDamage; }

    /// A term whose postings take at least this many bytes in all segments together is kept in
    /// the postings cache.
    static constexpr qint64 kCachedTermBytes = SegmentIndexReader::kCachedTermBytes;

private:
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
    /// Inside a read: the index's terms that begin with prefix, at most limit of them.
    Result<std::vector<std::string>> termsWithPrefix(const std::string& prefix, int limit);
    /// Inside a read: the small id of a matter; nullopt when no chunk has it.
    Result<std::optional<quint32>> matterNumber(const QString& matter);

    QString m_path;
    std::unique_ptr<Database> m_db;
    qint64 m_generation = -1;
    SegmentIndexReader::Snapshot m_snapshot; ///< at m_generation
    bool m_sawDamage = false;
    SegmentIndexReader m_reader;
};

} // namespace lmars::store
